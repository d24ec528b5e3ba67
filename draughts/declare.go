package draughts

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Act is the kind of a Declaration.
type Act uint8

// The declarations: draw by agreement and resignation are actions of the
// players, not moves of the game, written as chess writes them.
const (
	// ActResign: the side to move resigns ("resign").
	ActResign Act = iota + 1
	// ActOffer: play a move and offer a draw ("11-15 offer"); only the
	// player who has just moved may offer, as in chess (FIDE 9.1.2).
	ActOffer
	// ActAccept: accept the draw the opponent offered ("accept"); any
	// other move declines it.
	ActAccept
)

// String returns "resign", "offer" or "accept".
func (a Act) String() string {
	return board.ChoiceName(a, []string{"none", "resign", "offer", "accept"})
}

// Declaration is a decision outside play: resigning, a move with a draw
// offer, accepting an offer. State.Declarations lists them and ParseMove
// and Play take them; Legal does not list them, so that perft, random
// playouts and search see the game itself. Declarations are comparable
// values, == exactly when they are the same declaration.
type Declaration struct {
	Act  Act
	Move Move // the move an ActOffer plays
	Game *Game
}

// String writes the declaration: "resign", "accept" or the move and
// "offer", e.g. "11-15 offer".
func (d Declaration) String() string {
	switch {
	case d.Act == ActOffer && d.Game != nil:
		return d.Game.MoveString(d.Move) + " offer"
	case d.Act == ActOffer:
		return "? offer"
	}
	return d.Act.String()
}

// MarshalText writes the declaration as String does.
func (d Declaration) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

var _ board.Declarer = (*State)(nil)

// Declarations returns the declarations the side to move may make now:
// resign, accept when the opponent has offered a draw, and every legal
// move with a draw offer. It is empty once the game is over.
func (s *State) Declarations() []board.Move {
	if s.out.Over {
		return nil
	}
	g := s.pos.g
	out := []board.Move{Declaration{Act: ActResign, Game: g}}
	if s.offer {
		out = append(out, Declaration{Act: ActAccept, Game: g})
	}
	for _, m := range s.legal {
		out = append(out, Declaration{Act: ActOffer, Move: m, Game: g})
	}
	return out
}

// readDeclaration reads a declaration's text; ok is false for text that
// is no declaration.
func (s *State) readDeclaration(text string) (d Declaration, ok bool, err error) {
	t := strings.TrimSpace(text)
	g := s.pos.g
	switch {
	case strings.EqualFold(t, "resign"):
		d = Declaration{Act: ActResign, Game: g}
	case strings.EqualFold(t, "accept"):
		d = Declaration{Act: ActAccept, Game: g}
	case len(t) > len(" offer") && strings.EqualFold(t[len(t)-len(" offer"):], " offer"):
		m, err := s.find(t[:len(t)-len(" offer")])
		if err != nil {
			return d, true, err
		}
		d = Declaration{Act: ActOffer, Move: m, Game: g}
	default:
		return d, false, nil
	}
	if s.out.Over {
		return d, true, board.GameOver(text)
	}
	if d.Act == ActAccept && !s.offer {
		return d, true, board.Illegal(text, "no draw has been offered")
	}
	return d, true, nil
}

// declare makes a declaration of this state, read by readDeclaration or
// listed by Declarations.
func (s *State) declare(d Declaration) error {
	if s.out.Over {
		return board.GameOver(d.String())
	}
	me := int(s.pos.side)
	switch d.Act {
	case ActResign:
		s.end(win(1-me, board.CodeResign, []string{"White", "Black"}[me]+" resigned"))
	case ActAccept:
		if !s.offer {
			return board.Illegal(d.String(), "no draw has been offered")
		}
		s.end(win(-1, board.CodeAgreement, "draw agreed"))
	case ActOffer:
		if err := s.PlayMove(d.Move); err != nil {
			return err
		}
		s.offer = !s.out.Over
	default:
		return board.BadNotation(d.String(), "not a declaration")
	}
	return nil
}

// HistoryDependent reports whether the outcome depends on what Position
// does not write: a game ended by resignation or agreement reads back as
// going on.
func (s *State) HistoryDependent() bool {
	return s.out.Code == board.CodeResign || s.out.Code == board.CodeAgreement
}

var _ board.Recorder = (*State)(nil)

// Record returns the move number and text a PDN record gives m, a legal
// move or declaration of this state (board.Recorder): "1." before the
// first mover's move and "1..." before the other's, counted from the
// position the state was made from (the start, or a FEN), as WritePDN
// numbers them; the text is m's notation.
func (s *State) Record(m board.Move) (number, text string) {
	text, err := board.MoveText(m)
	if err != nil {
		return "", err.Error()
	}
	k := s.ply
	if s.second {
		k++
	}
	number = strconv.Itoa(k/2+1) + "."
	if k%2 == 1 {
		number += ".."
	}
	return number, text
}
