package chess

import (
	"slices"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// The Outcome codes of chess (board.Outcome.Code), beside board's common
// ones: board.CodeCheckmate, board.CodeStalemate, board.CodeResign,
// board.CodeAgreement, board.CodeTimeout and board.CodeAdjudicate. They
// follow python-chess's Termination.
const (
	CodeInsufficientMaterial = "insufficient-material" // a dead position by material
	CodeFivefoldRepetition   = "fivefold-repetition"   // the position occurred five times
	CodeSeventyFiveMoves     = "seventyfive-moves"     // 75 moves each without capture or pawn move
	CodeThreefoldRepetition  = "threefold-repetition"  // claimed (or AutoClaim): the position occurred three times
	CodeFiftyMoves           = "fifty-moves"           // claimed (or AutoClaim): 50 moves each, or the seed's 100

	CodeNoMoves           = "no-moves"           // chess/ko, chess/eating: the player without a move wins
	CodeKingCaptured      = "king-captured"      // chess/chief with KingCapture: the chief took the king
	CodeNoDrop            = "no-drop"            // chess/placement: the player without a legal drop loses
	CodePlacementComplete = "placement-complete" // chess/placement with PlacementOnly: all pieces placed, a draw
	CodeNoSecondMove      = "no-second-move"     // chess/double: the player cannot make his second move, a draw
)

// State is a game of chess in progress: the position, the positions since
// the last irreversible move (for repetitions), a pending draw offer and the
// outcome. It implements board.State, board.Lister, board.Declarer,
// board.Perfter, board.HistoryDependent, board.Drawer, board.Recorder and
// board.Viewer, and with Estimate the Estimator of package board/bot.
//
// The legal moves are generated once per move, when it is played, and
// kept: Legal, AppendLegal, the end rules and Play's check all use that
// one list. The histories are append-only and shared with clones, so that
// Clone copies the state's fixed part and nothing that grows with the game.
type State struct {
	game  *Game
	start Position
	pos   Position
	// moves are the moves played since start. A clone shares the array,
	// with its capacity cut to its length, so neither sees the other's
	// later moves.
	moves []Move
	// keys are the repetition keys of the positions since the last
	// capture or pawn move, the current one last; shared as moves are.
	keys []uint64
	// turns counts double-move chess's turns since the last capture or
	// pawn move (read from FEN as half the half-move clock).
	turns  int
	nLegal int
	legal  [MaxMoves]Move // legal moves of pos, the first nLegal (none once over)
	offer  bool           // the side not to move has offered a draw
	// offerLater: the side to move offered a draw with the first move of
	// its double-move turn; the offer stands once the turn has passed.
	offerLater bool
	outcome    board.Outcome
}

// settle generates the legal moves and decides the automatic outcome
// after a move (reset: the repetition keys restart, as after an
// irreversible move or at the start).
func (s *State) settle(reset bool) {
	s.nLegal = s.pos.generate(&s.legal)
	if s.pos.step == 0 { // double-move chess compares turn starts only
		key := s.pos.repetitionKey(s.legal[:s.nLegal])
		if reset || s.pos.halfmove == 0 {
			s.keys = s.keys[len(s.keys):] // never overwrite: a clone may share the array
		}
		if len(s.keys) == cap(s.keys) {
			s.keys = append(make([]uint64, 0, 2*len(s.keys)+64), s.keys...)
		}
		s.keys = append(s.keys, key)
	}
	s.outcome = s.automaticOutcome()
	if s.outcome.Over {
		s.offer = false
	}
}

// win returns the outcome of a win for c.
func win(c Color, code, reason string) board.Outcome {
	return board.Outcome{Over: true, Winners: winners[c], Code: code, Reason: reason}
}

// winners are the Winners of a win for each colour, shared by every
// outcome (Outcome hands out copies).
var winners = [2][]board.Player{{board.Player(White)}, {board.Player(Black)}}

// draw returns the outcome of a draw.
func draw(code, reason string) board.Outcome {
	return board.Outcome{Over: true, Code: code, Reason: reason}
}

// automaticOutcome applies the end rules in order: checkmate, stalemate,
// then the automatic draws of Rules.ruleDraw.
func (s *State) automaticOutcome() board.Outcome {
	p := &s.pos
	if o, decided := s.variantOutcome(); decided {
		return o
	}
	switch {
	case s.nLegal == 0 && p.InCheck():
		return win(p.side.Other(), board.CodeCheckmate, "checkmate")
	case s.nLegal == 0:
		return draw(board.CodeStalemate, "stalemate")
	}
	if d := s.game.rules.ruleDraw(p, s.reps(), s.clock()); d != noDraw {
		return draw(d.code, d.reason)
	}
	return board.Outcome{}
}

// Repetitions returns how often the current position has occurred in this
// game (1 the first time), counting only what the state has seen: a state
// read from FEN starts counting there.
func (s *State) Repetitions() int {
	cur := s.keys[len(s.keys)-1]
	n := 0
	for i := len(s.keys) - 1; i >= 0; i -= 2 {
		if s.keys[i] == cur {
			n++
		}
	}
	return n
}

// HistoryDependent reports whether the outcome or the claims depend on
// history that FEN cannot carry (board.HistoryDependent): the position has
// occurred before in this game, or in double-move chess the count of
// quiet turns differs from half the half-move clock, which is what a
// state read from FEN assumes.
func (s *State) HistoryDependent() bool {
	return s.Repetitions() > 1 || s.game.v != nil && s.game.v.double && s.turns != s.pos.halfmove/2
}

// Claimable returns the reason a draw may be claimed now by the side to
// move ("threefold repetition", "fifty-move rule"), or "".
func (s *State) Claimable() string { return s.claimable().reason }

// claimable returns the draw the side to move may claim now.
func (s *State) claimable() claim {
	if s.outcome.Over {
		return noDraw
	}
	return s.game.rules.claimable(&s.pos, s.reps(), s.clock())
}

// Game returns the rules the state is played under.
func (s *State) Game() board.Game { return s.game }

// Seats returns 2.
func (s *State) Seats() int { return 2 }

// Board returns a copy of the current position, for the typed API.
func (s *State) Board() Position { return s.pos }

// Start returns the position the game started from.
func (s *State) Start() Position { return s.start }

// Moves returns the moves played since the start, in order.
func (s *State) Moves() []Move { return append([]Move(nil), s.moves...) }

// LegalMoves appends the legal chess moves to buf (none once the game is
// over), allocating nothing when buf has room.
func (s *State) LegalMoves(buf []Move) []Move {
	if s.outcome.Over {
		return buf
	}
	return append(buf, s.legal[:s.nLegal]...)
}

// ToMove returns White (0) or Black (1), or board.Nobody once the game is over.
func (s *State) ToMove() board.Player {
	if s.outcome.Over {
		return board.Nobody
	}
	return board.Player(s.pos.side)
}

// Legal returns the legal chess moves as *Turn values (UCI strings). The
// declarations (resign, offer, claim, accept) are not listed: see
// Declarations.
func (s *State) Legal() []board.Move {
	if s.outcome.Over {
		return nil
	}
	return s.AppendLegal(make([]board.Move, 0, s.nLegal))
}

// AppendLegal appends the moves of Legal to buf (board.Lister): without
// allocating when buf has room, for the moves are interned *Turn values.
func (s *State) AppendLegal(buf []board.Move) []board.Move {
	if s.outcome.Over {
		return buf
	}
	n := len(buf)
	buf = slices.Grow(buf, s.nLegal)[:n+s.nLegal]
	for i, m := range s.legal[:s.nLegal] {
		// A legal move is always in the table: no check for -1.
		buf[n+i] = &plainTurns[int(m&0xFFF)<<3|int(turnVariant[m>>12&63])]
	}
	return buf
}

// Outcome tells whether and how the game ended.
func (s *State) Outcome() board.Outcome {
	o := s.outcome
	if o.Winners != nil {
		o.Winners = append([]board.Player(nil), o.Winners...)
	}
	return o
}

// Result returns the PGN result token: "1-0", "0-1", "1/2-1/2" or "*".
func (s *State) Result() string { return resultToken(s.outcome) }

// resultToken maps an outcome to its PGN result.
func resultToken(o board.Outcome) string {
	switch {
	case !o.Over:
		return "*"
	case len(o.Winners) == 0:
		return "1/2-1/2"
	case o.Winners[0] == board.Player(White):
		return "1-0"
	}
	return "0-1"
}

// Clone returns an independent copy (board.State).
func (s *State) Clone() board.State { return s.Copy() }

// Copy returns an independent copy, for the typed API. It copies the
// state's fixed part; the histories are shared until either side plays.
func (s *State) Copy() *State {
	c := *s
	c.moves = s.moves[:len(s.moves):len(s.moves)]
	c.keys = s.keys[:len(s.keys):len(s.keys)]
	return &c
}

// Position returns the FEN of the current position. FEN cannot carry the
// history: a state read back from it has forgotten earlier occurrences of
// its positions (so repetition counts restart, and a game drawn by fivefold
// repetition reads back as not over), a pending draw offer, and a result
// by resignation, agreement, claim, flag or adjudication.
func (s *State) Position() string { return s.pos.FEN() }

// String returns a picture of the board with the FEN and the outcome, if
// any: View of White.
func (s *State) String() string { return s.View(board.Player(White)) }

// SAN returns the move m, legal now, in SAN.
func (s *State) SAN(m Move) string { return s.pos.SAN(m) }

// Record returns how a game record writes m, a legal decision of this
// state (board.Recorder): the move number, "4." for White's fourth move
// and "4..." for Black's, and the move in SAN ("Qxf7#"), with " offer" or
// " claim" after it; a declaration alone has no number ("resign"). A
// decision that is not legal here is given by its notation alone.
func (s *State) Record(bm board.Move) (number, text string) {
	t, err := s.turnOf(bm)
	if err != nil || s.check(t) != nil {
		text, _ := board.MoveText(bm)
		return "", text
	}
	if t.move == NullMove {
		return "", t.String()
	}
	number = strconv.Itoa(min(s.pos.fullmove, MaxFENCounter)) + "."
	if s.pos.side == Black {
		number += ".."
	}
	if s.pos.step == 1 {
		number = "" // the second move of a double-move turn goes with the first
	}
	text = s.pos.SAN(t.move)
	if t.action != ActNone {
		text += " " + t.action.String()
	}
	return number, text
}

// turnOf returns the decision bm stands for: a Turn, *Turn or Move of this
// package as it is, another Move read by its notation.
func (s *State) turnOf(bm board.Move) (Turn, error) {
	switch v := bm.(type) {
	case *Turn:
		if v != nil {
			return *v, nil
		}
	case Turn:
		return v, nil
	case Move:
		return Turn{move: v}, nil
	}
	text, err := board.MoveText(bm)
	if err != nil {
		return Turn{}, err
	}
	return s.ParseTurn(text)
}

// View returns the picture of the board as seat p sees it across the
// table (board.Viewer): Black's from the eighth rank, files h to a.
func (s *State) View(p board.Player) string {
	out := s.pos.picture(Color(p & 1))
	if s.outcome.Over {
		out += "\n" + resultToken(s.outcome) + " (" + s.outcome.Reason + ")"
	}
	return out
}

// Play applies a decision (board.State): a *Turn or Turn of this package,
// a Move, or any board.Move whose String this state reads (a move of a
// clone, a client's own type). On error the state is unchanged.
func (s *State) Play(bm board.Move) error {
	if s.outcome.Over { // whatever the move says
		text, err := board.MoveText(bm)
		if err != nil {
			return err
		}
		return board.GameOver(text[:min(len(text), maxTurnLength)])
	}
	t, err := s.turnOf(bm)
	if err != nil {
		return err
	}
	return s.PlayTurn(t)
}

// PlayTurn is Play for the typed API.
func (s *State) PlayTurn(t Turn) error {
	if err := s.check(t); err != nil {
		return err
	}
	switch t.action {
	case ActResign:
		s.offer = false
		s.outcome = win(s.pos.side.Other(), board.CodeResign, "resignation")
		return nil
	case ActAccept:
		s.offer = false
		s.outcome = draw(board.CodeAgreement, "draw by agreement")
		return nil
	case ActClaim:
		if t.move == NullMove {
			d := s.claimable()
			s.outcome = draw(d.code, d.reason)
			return nil
		}
		d := s.claimableWith(t.move)
		s.Apply(t.move)
		if !s.outcome.Over {
			s.outcome = draw(d.code, d.reason)
		}
		return nil
	}
	mover := s.pos.side
	s.Apply(t.move)
	if t.action == ActOffer && !s.outcome.Over {
		s.offer, s.offerLater = s.pos.side != mover, s.pos.side == mover
	}
	return nil
}

// Apply plays m, which must be one of LegalMoves, unchecked (for
// playouts and search), and applies the end rules.
func (s *State) Apply(m Move) {
	second := s.pos.step == 1
	s.pos.Make(m)
	if s.game.v != nil && s.game.v.double && s.pos.step == 0 {
		// A turn of one or two moves ended: quiet when the half-move
		// clock ran on through all of them.
		moves := 1
		if second {
			moves = 2
		}
		if s.pos.halfmove >= moves {
			s.turns++
		} else {
			s.turns = 0
		}
	}
	if len(s.moves) == cap(s.moves) {
		s.moves = append(make([]Move, 0, 2*len(s.moves)+64), s.moves...)
	}
	s.moves = append(s.moves, m)
	// Any move declines an offer; one made with the first move of a
	// double-move turn stands once the turn passes.
	s.offer, s.offerLater = s.offerLater && s.pos.step == 0, s.offerLater && s.pos.step == 1
	s.settle(false)
}

// PlayMove plays a legal chess move. On error (board.ErrIllegalMove,
// board.ErrGameOver) the state is unchanged.
func (s *State) PlayMove(m Move) error { return s.PlayTurn(Turn{move: m}) }

// isLegal reports whether m is among the legal moves.
func (s *State) isLegal(m Move) bool {
	for _, l := range s.legal[:s.nLegal] {
		if l == m {
			return true
		}
	}
	return false
}

// clockAfter returns the half-move clock after m (now, for the null move).
func (s *State) clockAfter(m Move) int {
	if m == NullMove {
		return s.pos.halfmove
	}
	p := s.pos
	p.Make(m)
	return p.halfmove
}

// claimableWith returns the claimable draw after the legal move m (now,
// for the null move), or noDraw.
func (s *State) claimableWith(m Move) claim {
	if m == NullMove {
		return s.claimable()
	}
	c := s.Copy()
	c.Apply(m)
	if c.outcome.Over {
		return noDraw
	}
	return c.claimable()
}

// Declarations returns the declarations the side to move may make now
// (board.Declarer): "resign"; "accept" when a draw is offered; "claim"
// when a draw is claimable; for every legal move m, "m offer", and "m
// claim" when the draw is claimable after m.
func (s *State) Declarations() []board.Move {
	if s.outcome.Over {
		return nil
	}
	out := []board.Move{resignTurn}
	if s.offer {
		out = append(out, acceptTurn)
	}
	if s.claimable() != noDraw {
		out = append(out, Turn{action: ActClaim}.interned())
	}
	for _, m := range s.legal[:s.nLegal] {
		out = append(out, Turn{move: m, action: ActOffer}.interned())
		if s.claimableWith(m) != noDraw {
			out = append(out, Turn{move: m, action: ActClaim}.interned())
		}
	}
	return out
}

// Resign ends the game: the side to move resigns and the other side wins.
func (s *State) Resign() error { return s.PlayTurn(Turn{action: ActResign}) }

// OfferDraw records a draw offer by the player who has just moved (the side
// not to move), as the compendium and FIDE 9.1.2 require; the side to move may
// AcceptDraw, or decline by moving.
func (s *State) OfferDraw() error {
	if s.outcome.Over {
		return board.GameOver("offer")
	}
	s.offer = true
	return nil
}

// DrawOffered reports whether a draw offer awaits the side to move.
func (s *State) DrawOffered() bool { return s.offer }

// AcceptDraw accepts the pending draw offer: the game is drawn by agreement.
func (s *State) AcceptDraw() error { return s.PlayTurn(Turn{action: ActAccept}) }

// ClaimDraw claims a draw by threefold repetition or the fifty-move rule
// for the side to move; it fails, changing nothing, when no draw is claimable.
func (s *State) ClaimDraw() error { return s.PlayTurn(Turn{action: ActClaim}) }

// ClaimDrawWith claims a draw with an announced move after which the
// position occurs for the third time or the half-move clock reaches 100
// (FIDE 9.2.1.1, 9.3.1): the move is played and the game drawn. An
// incorrect claim fails and changes nothing; FIDE 9.4 would then oblige
// the player to play the move, which the caller can do with PlayMove.
func (s *State) ClaimDrawWith(m Move) error { return s.PlayTurn(Turn{move: m, action: ActClaim}) }

// FlagFall records that c's time ran out: c loses, unless the opponent
// cannot possibly mate, in which case the game is drawn (FIDE 6.9).
func (s *State) FlagFall(c Color) error {
	if s.outcome.Over {
		return board.GameOver("flag")
	}
	if s.pos.CanStillMate(c.Other()) {
		s.outcome = win(c.Other(), board.CodeTimeout, "time forfeit")
	} else {
		s.outcome = draw(board.CodeTimeout, "time forfeit against insufficient mating material")
	}
	return nil
}

// Adjudicate records a result decided outside the rules (an arbiter, a
// forfeit): the winners (none for a draw) and the reason.
func (s *State) Adjudicate(winners []board.Player, reason string) error {
	if s.outcome.Over {
		return board.GameOver("adjudicate")
	}
	s.outcome = board.Outcome{Over: true, Winners: append([]board.Player(nil), winners...), Code: board.CodeAdjudicate, Reason: reason}
	return nil
}

// reps returns how often the position counts as having occurred for the
// repetition rules: in double-move chess positions count only at the
// start of a turn, and none between its two moves.
func (s *State) reps() int {
	if s.pos.step == 1 {
		return 0
	}
	return s.Repetitions()
}

// clock returns the count of the fifty- and seventy-five-move rules: the
// half-move clock, or in double-move chess the turns since the last
// capture or pawn move (none between a turn's two moves).
func (s *State) clock() int {
	switch {
	case s.game.v == nil || !s.game.v.double:
		return s.pos.halfmove
	case s.pos.step == 1:
		return 0
	}
	return s.turns
}
