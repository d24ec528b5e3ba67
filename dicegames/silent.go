package dicegames

import "github.com/rulebook-go/rulebook/board"

// Spoke records that seat spoke at a table playing the silence rule
// (ChecklistRules.Silent, Němá Julka): the seat's sheet starts again from
// nothing and no other sheet changes. Speaking is an event of the table,
// not a move of the game, so it is never among the legal moves; it may
// happen at any time before the end. Errors wrap board.ErrIllegalMove (a
// game without the rule, a seat not at the table) or board.ErrGameOver.
func (s *State) Spoke(seat int) error {
	const event = "spoke"
	e, ok := s.g.eng.(*checklistGame)
	switch {
	case !ok || !e.r.Silent:
		return board.Illegal(event, "%s has no silence rule", s.g.ID())
	case s.pos.Phase == PhaseOver:
		return board.GameOver(event)
	case seat < 0 || seat >= int(s.pos.N):
		return board.Illegal(event, "no seat %d at a table of %d", seat, s.pos.N)
	}
	s.pos.Score[seat], s.pos.Last[seat], s.pos.Sheet[seat] = 0, 0, 0
	return nil
}
