package chess

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Options are the rule options of chess. The zero value is the FIDE Laws of
// Chess (2023) as chess.md section 1 specifies them.
type Options struct {
	// AutoClaim ends the game as soon as a draw could be claimed
	// (threefold repetition, fifty-move rule) instead of waiting for the
	// player to claim it, as engines and bots usually want.
	AutoClaim bool
	// SeedHundredMoveExceptions restores the seed's pre-1992 rule: with
	// exactly K+R v K+R+B or K+R+P v K+B+P on the board the fifty-move
	// claim needs 100 moves, and the automatic seventy-five-move draw
	// comes 25 moves after that, at 125.
	SeedHundredMoveExceptions bool
}

// Game is chess under a set of Options; it implements board.Game. The
// registered game "chess" has the zero Options.
type Game struct {
	opts Options
}

// NewGame returns chess with the given options.
func NewGame(o Options) *Game { return &Game{opts: o} }

// ID returns "chess".
func (g *Game) ID() string { return "chess" }

// Options returns the options in force.
func (g *Game) Options() Options { return g.opts }

// Info describes the game.
func (g *Game) Info() board.Info {
	return board.Info{
		ID:         "chess",
		Name:       "Chess",
		CzechName:  "Šachy",
		Family:     "chess",
		MinPlayers: 2,
		MaxPlayers: 2,
		Summary: "FIDE chess. White (seat 0) and Black alternate moves; checkmate wins; stalemate, " +
			"dead positions, fivefold repetition and the seventy-five-move rule draw automatically; " +
			"threefold repetition and the fifty-move rule are claimed. Moves are UCI (e2e4) or SAN (e4); " +
			"\"resign\", \"accept\", \"claim\", and a move followed by \" offer\" or \" claim\" are the " +
			"other decisions. Positions are FEN.",
		Options: []board.Option{
			{Name: "AutoClaim", Value: strconv.FormatBool(g.opts.AutoClaim),
				Doc: "end the game when a draw becomes claimable instead of waiting for a claim"},
			{Name: "SeedHundredMoveExceptions", Value: strconv.FormatBool(g.opts.SeedHundredMoveExceptions),
				Doc: "100-move claim for K+R v K+R+B and K+R+P v K+B+P, as in the seed"},
		},
		MaxPlies: g.maxPlies(),
	}
}

// maxPlies bounds the length of a game: at most 96 pawn steps and 30
// captures reset the half-move clock, and the automatic draw ends every
// stretch between them.
func (g *Game) maxPlies() int {
	limit := 150
	if g.opts.AutoClaim {
		limit = 100
	} else if g.opts.SeedHundredMoveExceptions {
		limit = 250
	}
	return 127 * limit
}

// New returns the initial position; chess is played by exactly 2.
func (g *Game) New(players int) (board.State, error) {
	if players != 2 {
		return nil, board.Players(g.ID(), players, 2, 2)
	}
	return g.NewState(StartPosition()), nil
}

// Parse reads a FEN position (see ParseFEN).
func (g *Game) Parse(position string) (board.State, error) {
	p, err := ParseFEN(position)
	if err != nil {
		return nil, err
	}
	return g.NewState(p), nil
}

// NewState returns a game state starting from p.
func (g *Game) NewState(p Position) *State {
	s := &State{game: g, start: p, pos: p}
	s.settle(true)
	return s
}

// Action is a decision of the generic interface beyond moving a piece.
type Action uint8

// The actions. ActOffer and ActClaim go with a move (ActClaim also without one).
const (
	ActNone   Action = iota
	ActOffer         // play the move and offer a draw ("e2e4 offer")
	ActClaim         // claim a draw, now ("claim") or after the move ("e2e4 claim")
	ActResign        // the side to move resigns ("resign")
	ActAccept        // accept the draw the opponent offered ("accept")
)

// Turn is a move of the generic interface (board.Move): a chess move,
// possibly with a draw offer or claim, or an action alone. Its String is
// UCI, with " offer" or " claim" appended, or "resign", "accept", "claim".
type Turn struct {
	Move   Move
	Action Action
}

// String returns the turn's notation.
func (t Turn) String() string {
	switch t.Action {
	case ActResign:
		return "resign"
	case ActAccept:
		return "accept"
	case ActClaim:
		if t.Move == NullMove {
			return "claim"
		}
		return t.Move.String() + " claim"
	case ActOffer:
		return t.Move.String() + " offer"
	}
	return t.Move.String()
}

// State is a game of chess in progress: the position, the positions since
// the last irreversible move (for repetitions), a pending draw offer and the
// outcome. It implements board.State.
type State struct {
	game    *Game
	start   Position
	pos     Position
	moves   []Move   // played since start
	keys    []uint64 // repetition keys since the last capture or pawn move, the current one last
	legal   []Move   // legal moves of pos (empty once over)
	offer   bool     // the side not to move has offered a draw
	outcome board.Outcome
}

// settle recomputes the legal moves and the automatic outcome after a move
// (reset: the keys restart, as after an irreversible move or at the start).
func (s *State) settle(reset bool) {
	s.legal = s.pos.GenerateMoves(s.legal[:0])
	key := s.pos.repetitionKey(s.legal)
	if reset || s.pos.halfmove == 0 {
		s.keys = append(s.keys[:0], key)
	} else {
		s.keys = append(s.keys, key)
	}
	s.outcome = s.automaticOutcome()
	if !s.outcome.Over && s.game.opts.AutoClaim {
		if reason := s.Claimable(); reason != "" {
			s.outcome = draw(reason)
		}
	}
	if s.outcome.Over {
		s.offer = false
	}
}

// win returns the outcome of a win for c.
func win(c Color, reason string) board.Outcome {
	return board.Outcome{Over: true, Winners: []board.Player{board.Player(c)}, Reason: reason}
}

// draw returns the outcome of a draw.
func draw(reason string) board.Outcome { return board.Outcome{Over: true, Reason: reason} }

// automaticOutcome applies the end rules of chess.md 1.4.1–5 in order.
func (s *State) automaticOutcome() board.Outcome {
	p := &s.pos
	switch {
	case len(s.legal) == 0 && p.InCheck():
		return win(p.side.Other(), "checkmate")
	case len(s.legal) == 0:
		return draw("stalemate")
	case p.InsufficientMaterial():
		return draw("insufficient material")
	case s.Repetitions() >= 5:
		return draw("fivefold repetition")
	case p.halfmove >= s.automaticLimit():
		return draw("seventy-five-move rule")
	}
	return board.Outcome{}
}

// claimLimit returns the half-move clock at which a draw may be claimed.
func (s *State) claimLimit() int {
	if s.game.opts.SeedHundredMoveExceptions && s.pos.seedHundredMoveSet() {
		return 200
	}
	return 100
}

// automaticLimit returns the half-move clock at which the game is drawn.
func (s *State) automaticLimit() int { return s.claimLimit() + 50 }

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
// history that FEN cannot carry: the position has occurred before in this
// game (boardtest.HistoryDependent).
func (s *State) HistoryDependent() bool { return s.Repetitions() > 1 }

// Claimable returns the reason a draw may be claimed now by the side to
// move ("threefold repetition", "fifty-move rule"), or "".
func (s *State) Claimable() string {
	if s.outcome.Over {
		return ""
	}
	switch {
	case s.Repetitions() >= 3:
		return "threefold repetition"
	case s.pos.halfmove >= s.claimLimit():
		if s.claimLimit() > 100 {
			return "hundred-move rule"
		}
		return "fifty-move rule"
	}
	return ""
}

// Game returns the rules the state is played under.
func (s *State) Game() board.Game { return s.game }

// Board returns a copy of the current position, for the typed API.
func (s *State) Board() Position { return s.pos }

// Start returns the position the game started from.
func (s *State) Start() Position { return s.start }

// Moves returns the moves played since the start, in order.
func (s *State) Moves() []Move { return append([]Move(nil), s.moves...) }

// LegalMoves appends the legal chess moves to buf (none once the game is over).
func (s *State) LegalMoves(buf []Move) []Move {
	if s.outcome.Over {
		return buf
	}
	return append(buf, s.legal...)
}

// ToMove returns White (0) or Black (1), or board.Nobody once the game is over.
func (s *State) ToMove() board.Player {
	if s.outcome.Over {
		return board.Nobody
	}
	return board.Player(s.pos.side)
}

// Legal returns the legal chess moves as *Turn values (UCI strings). The
// actions (resign, offer, claim, accept) are always available through
// ParseMove but are not listed, so that Legal is the chess move list that
// perft, move counts and bots expect.
func (s *State) Legal() []board.Move {
	if s.outcome.Over {
		return nil
	}
	turns := make([]Turn, len(s.legal))
	out := make([]board.Move, len(s.legal))
	for i, m := range s.legal {
		turns[i].Move = m
		out[i] = &turns[i]
	}
	return out
}

// Perft counts the leaf nodes depth plies below the state with the
// bitboard generator (board.Perfter), under the rules of the game as the
// generic walk of package boardtest sees them: a position that ends the
// game automatically (dead by material, seventy-five-move rule, fivefold
// repetition counted with the game's history; with AutoClaim also the
// claimable draws) has no moves below it. Position.Perft is the standard
// perft of the published figures, which ignores draws by rule; the two
// differ only where such a draw arises inside the tree.
func (s *State) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if s.outcome.Over {
		return 0
	}
	w := rulesPerft{
		s:    s,
		keys: append(make([]uint64, 0, len(s.keys)+depth+1), s.keys...),
		buf:  make([]Move, MaxMoves*depth),
	}
	p := s.pos
	return w.count(&p, depth, 0)
}

// rulesPerft walks the tree for State.Perft; keys[base:] are the
// repetition keys since the last irreversible move, the current one last.
type rulesPerft struct {
	s    *State
	keys []uint64
	buf  []Move
}

// count returns the leaves below p, which is not over, depth >= 1 plies down.
func (w *rulesPerft) count(p *Position, depth, base int) uint64 {
	if depth == 1 {
		return uint64(p.CountMoves())
	}
	list := (*[MaxMoves]Move)(w.buf[(depth-1)*MaxMoves : depth*MaxMoves])
	n := p.generate(list)
	var total uint64
	for _, m := range list[:n] {
		u := p.Make(m)
		key, b := p.hash, base
		if p.epHashed() {
			var l [MaxMoves]Move
			key = p.repetitionKey(l[:p.generate(&l)])
		}
		if p.halfmove == 0 {
			b = len(w.keys)
		}
		w.keys = append(w.keys, key)
		if !w.over(p, b) {
			total += w.count(p, depth-1, b)
		}
		w.keys = w.keys[:len(w.keys)-1]
		p.Unmake(m, u)
	}
	return total
}

// over reports whether the position ends the game by an automatic rule
// other than mate and stalemate (whose nodes have no moves anyway).
func (w *rulesPerft) over(p *Position, base int) bool {
	if p.InsufficientMaterial() {
		return true
	}
	claim := 100
	if w.s.game.opts.SeedHundredMoveExceptions && p.seedHundredMoveSet() {
		claim = 200
	}
	reps := 0
	cur := w.keys[len(w.keys)-1]
	for i := len(w.keys) - 1; i >= base; i -= 2 {
		if w.keys[i] == cur {
			reps++
		}
	}
	if w.s.game.opts.AutoClaim {
		return reps >= 3 || p.halfmove >= claim
	}
	return reps >= 5 || p.halfmove >= claim+50
}

// ParseMove reads a decision: a move in UCI or SAN, optionally followed by
// " offer" (offer a draw with it) or " claim" (claim the draw it brings
// about), or one of "resign", "accept" (a draw offer), "claim" (a draw now).
func (s *State) ParseMove(text string) (board.Move, error) {
	t, err := s.ParseTurn(text)
	if err != nil {
		return nil, err
	}
	return &t, nil
}

// ParseTurn is ParseMove for the typed API.
func (s *State) ParseTurn(text string) (Turn, error) {
	if s.outcome.Over {
		return Turn{}, board.GameOver(text)
	}
	f := strings.Fields(text)
	if len(f) == 0 {
		return Turn{}, board.BadNotation(text, "empty move")
	}
	if len(f) == 1 {
		switch f[0] {
		case "resign":
			return Turn{Action: ActResign}, nil
		case "accept", "claim":
			t := Turn{Action: ActAccept}
			if f[0] == "claim" {
				t.Action = ActClaim
			}
			if err := s.check(t, text); err != nil {
				return Turn{}, err
			}
			return t, nil
		}
	}
	act := ActNone
	switch f[len(f)-1] {
	case "offer":
		act, f = ActOffer, f[:len(f)-1]
	case "claim":
		act, f = ActClaim, f[:len(f)-1]
	}
	if len(f) == 0 {
		return Turn{}, board.BadNotation(text, "\"offer\" and \"claim\" follow a move")
	}
	m, err := s.pos.ParseMove(strings.Join(f, " "))
	if err != nil {
		return Turn{}, err
	}
	t := Turn{Move: m, Action: act}
	if err := s.check(t, text); err != nil {
		return Turn{}, err
	}
	return t, nil
}

// check returns why t cannot be played now, or nil.
func (s *State) check(t Turn, text string) error {
	if s.outcome.Over {
		return board.GameOver(text)
	}
	if t.Action == ActResign {
		return nil
	}
	if t.Action == ActAccept {
		if !s.offer {
			return board.Illegal(text, "no draw offer to accept")
		}
		return nil
	}
	if t.Move != NullMove || t.Action != ActClaim {
		if !s.isLegal(t.Move) {
			if t.Move == NullMove {
				return board.Illegal(text, "the null move is not a chess move")
			}
			return board.Illegal(text, "%s", s.pos.whyIllegal(t.Move.From(), t.Move.To(), t.Move.Promotion()))
		}
	}
	if t.Action == ActClaim {
		if reason := s.claimableWith(t.Move); reason == "" {
			return board.Illegal(text, "no draw to claim: the position has not occurred three times and the half-move clock is %d", s.clockAfter(t.Move))
		}
	}
	return nil
}

// isLegal reports whether m is among the legal moves.
func (s *State) isLegal(m Move) bool {
	for _, l := range s.legal {
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
// for the null move), or "".
func (s *State) claimableWith(m Move) string {
	if m == NullMove {
		return s.Claimable()
	}
	c := s.Clone().(*State)
	c.apply(m)
	if c.outcome.Over {
		return ""
	}
	return c.Claimable()
}

// Play applies a decision from Legal or ParseMove. On error the state is
// unchanged.
func (s *State) Play(bm board.Move) error {
	var t Turn
	switch v := bm.(type) {
	case *Turn:
		if v == nil {
			return board.Illegal("", "nil move")
		}
		t = *v
	case Turn:
		t = v
	case Move:
		t = Turn{Move: v}
	default:
		if bm == nil {
			return board.Illegal("", "nil move")
		}
		return board.Illegal(bm.String(), "not a chess move")
	}
	return s.PlayTurn(t)
}

// PlayTurn is Play for the typed API.
func (s *State) PlayTurn(t Turn) error {
	if err := s.check(t, t.String()); err != nil {
		return err
	}
	switch t.Action {
	case ActResign:
		s.offer = false
		s.outcome = win(s.pos.side.Other(), "resignation")
		return nil
	case ActAccept:
		s.offer = false
		s.outcome = draw("draw by agreement")
		return nil
	case ActClaim:
		if t.Move == NullMove {
			s.outcome = draw(s.Claimable())
			return nil
		}
		reason := s.claimableWith(t.Move)
		s.apply(t.Move)
		if !s.outcome.Over {
			s.outcome = draw(reason)
		}
		return nil
	}
	s.apply(t.Move)
	if t.Action == ActOffer && !s.outcome.Over {
		s.offer = true
	}
	return nil
}

// apply plays the legal move m and settles the outcome.
func (s *State) apply(m Move) {
	s.pos.Make(m)
	s.moves = append(s.moves, m)
	s.offer = false
	s.settle(false)
}

// PlayMove plays a legal chess move. On error (board.ErrIllegalMove,
// board.ErrGameOver) the state is unchanged.
func (s *State) PlayMove(m Move) error { return s.PlayTurn(Turn{Move: m}) }

// Resign ends the game: the side to move resigns and the other side wins.
func (s *State) Resign() error { return s.PlayTurn(Turn{Action: ActResign}) }

// OfferDraw records a draw offer by the player who has just moved (the side
// not to move), as the seed and FIDE 9.1.2 require; the side to move may
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
func (s *State) AcceptDraw() error { return s.PlayTurn(Turn{Action: ActAccept}) }

// ClaimDraw claims a draw by threefold repetition or the fifty-move rule
// for the side to move; it fails, changing nothing, when no draw is claimable.
func (s *State) ClaimDraw() error { return s.PlayTurn(Turn{Action: ActClaim}) }

// ClaimDrawWith claims a draw with an announced move after which the
// position occurs for the third time or the half-move clock reaches 100
// (FIDE 9.2.1.1, 9.3.1): the move is played and the game drawn. An
// incorrect claim fails and changes nothing; FIDE 9.4 would then oblige
// the player to play the move, which the caller can do with PlayMove.
func (s *State) ClaimDrawWith(m Move) error { return s.PlayTurn(Turn{Move: m, Action: ActClaim}) }

// FlagFall records that c's time ran out: c loses, unless the opponent
// cannot possibly mate, in which case the game is drawn (FIDE 6.9).
func (s *State) FlagFall(c Color) error {
	if s.outcome.Over {
		return board.GameOver("flag")
	}
	if s.pos.CanStillMate(c.Other()) {
		s.outcome = win(c.Other(), "time forfeit")
	} else {
		s.outcome = draw("time forfeit against insufficient mating material")
	}
	return nil
}

// Adjudicate records a result decided outside the rules (an arbiter, a
// forfeit): the winners (none for a draw) and the reason.
func (s *State) Adjudicate(winners []board.Player, reason string) error {
	if s.outcome.Over {
		return board.GameOver("adjudicate")
	}
	s.outcome = board.Outcome{Over: true, Winners: append([]board.Player(nil), winners...), Reason: reason}
	return nil
}

// Outcome tells whether and how the game ended.
func (s *State) Outcome() board.Outcome {
	o := s.outcome
	o.Winners = append([]board.Player(nil), o.Winners...)
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

// Clone returns an independent copy.
func (s *State) Clone() board.State {
	c := *s
	c.moves = append([]Move(nil), s.moves...)
	c.keys = append([]uint64(nil), s.keys...)
	c.legal = append(make([]Move, 0, MaxMoves), s.legal...)
	c.outcome.Winners = append([]board.Player(nil), s.outcome.Winners...)
	return &c
}

// Position returns the FEN of the current position. FEN cannot carry the
// history: a state read back from it has forgotten earlier occurrences of
// its positions (so repetition counts restart, and a game drawn by fivefold
// repetition reads back as not over), a pending draw offer, and a result
// by resignation, agreement, claim, flag or adjudication.
func (s *State) Position() string { return s.pos.FEN() }

// String returns a picture of the board with the FEN and the outcome, if any.
func (s *State) String() string {
	out := s.pos.String()
	if s.outcome.Over {
		out += "\n" + resultToken(s.outcome) + " (" + s.outcome.Reason + ")"
	}
	return out
}

// SAN returns the move m, legal now, in SAN.
func (s *State) SAN(m Move) string { return s.pos.SAN(m) }

func init() { board.Register(NewGame(Options{})) }
