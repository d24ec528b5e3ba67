package solitaire

import (
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// smallWinks is each Blechy player's number of small winks.
const smallWinks = 4

// Wink states in a Blechy position: in hand, on the table, potted; a
// captured wink is written with its captor's seat letter instead.
const (
	winkHand   = 'h'
	winkTable  = 't'
	winkPotted = 'p'
)

// Shot is a move of Blechy: the wink shot and the outcome the players
// report. Wink is the shooter's small wink 1–4, or 0 for his big wink;
// Outcome is ShotPotted, ShotMissed or ShotCovered, and a covering shot
// names the opponent's wink it landed on and takes (Seat, Victim). Shots
// are comparable values written "a2 pot", "a2 miss", "a2 on b3", "a0 pot".
type Shot struct {
	Seat    uint8       // the shooter
	Wink    uint8       // 1–4 a small wink, 0 the big wink
	Outcome ShotOutcome // potted, missed or covering Owner's Victim
	Owner   uint8       // a covered wink's owner
	Victim  uint8       // a covered wink, 1–4
}

// ShotOutcome is what became of a shot wink.
type ShotOutcome uint8

const (
	// ShotPotted: the wink went into the cup; the shooter shoots again.
	ShotPotted ShotOutcome = iota
	// ShotMissed: the wink lies on the table; the next player shoots. A
	// wink that covered another but did not take it is reported as missed.
	ShotMissed
	// ShotCovered: the wink landed on an opponent's wink lying on the
	// table and the shooter takes it; the next player shoots.
	ShotCovered
)

var shotNames = []string{"pot", "miss", "on"}

// String returns "pot", "miss" or "on".
func (o ShotOutcome) String() string { return board.ChoiceName(o, shotNames) }

// String writes the shot.
func (s Shot) String() string {
	b, _ := s.AppendText(make([]byte, 0, 10))
	return string(b)
}

// AppendText appends the shot's notation to b.
func (s Shot) AppendText(b []byte) ([]byte, error) {
	b = append(b, seatLetter(int(s.Seat)), '0'+s.Wink, ' ')
	b = append(b, s.Outcome.String()...)
	if s.Outcome == ShotCovered {
		b = append(b, ' ', seatLetter(int(s.Owner)), '0'+s.Victim)
	}
	return b, nil
}

// MarshalText writes the shot's notation.
func (s Shot) MarshalText() ([]byte, error) { return s.AppendText(nil) }

// FleasPosition is a Blechy position: the state of every wink and the
// player to shoot. It is a value.
type FleasPosition struct {
	rules *Game
	seats uint8
	side  uint8
	// winks[p][0] is p's big wink (winkHand or winkPotted), winks[p][1..4]
	// his small winks: winkHand, winkTable, winkPotted, or the captor's
	// seat letter.
	winks [maxSeats][smallWinks + 1]byte
}

// Wink returns the state of seat p's wink w (0 the big one): 'h' in hand
// (for the big wink: not potted), 't' on the table, 'p' potted, or the
// captor's seat letter.
func (f FleasPosition) Wink(p board.Player, w int) byte {
	if p < 0 || int(p) >= int(f.seats) || w < 0 || w > smallWinks {
		return 0
	}
	return f.winks[p][w]
}

// captured returns how many winks seat p has captured.
func (f *FleasPosition) captured(p uint8) int {
	n := 0
	for q := range f.seats {
		for _, c := range f.winks[q][1:] {
			if c == seatLetter(int(p)) {
				n++
			}
		}
	}
	return n
}

// playable reports whether seat p can shoot wink w.
func (f *FleasPosition) playable(p uint8, w int) bool {
	if w == 0 {
		return !f.rules.rules.Quick && f.winks[p][0] == winkHand && f.captured(p) > 0
	}
	c := f.winks[p][w]
	return c == winkHand || c == winkTable
}

func (f *FleasPosition) canPlay(p uint8) bool {
	for w := range smallWinks + 1 {
		if f.playable(p, w) {
			return true
		}
	}
	return false
}

// Score returns seat p's potted winks, the big one included.
func (f FleasPosition) Score(p board.Player) int {
	if p < 0 || int(p) >= int(f.seats) {
		return 0
	}
	n := 0
	for _, c := range f.winks[p] {
		if c == winkPotted {
			n++
		}
	}
	return n
}

// quickWinner returns the seat that potted all its small winks in the
// quick variant, or -1.
func (f *FleasPosition) quickWinner() int {
	if !f.rules.rules.Quick {
		return -1
	}
	for p := range int(f.seats) {
		if string(f.winks[p][1:]) == "pppp" {
			return p
		}
	}
	return -1
}

func (f *FleasPosition) over() bool {
	if f.quickWinner() >= 0 {
		return true
	}
	for p := range f.seats {
		if f.canPlay(p) {
			return false
		}
	}
	return true
}

// GenerateMoves appends the shots of the player to move to buf[:0]: for
// every playable wink, potted and missed, and for a small wink without
// Quick, covering each opponent's wink on the table.
func (f FleasPosition) GenerateMoves(buf []Shot) []Shot {
	buf = buf[:0]
	if f.over() {
		return buf
	}
	p := f.side
	for w := range smallWinks + 1 {
		if !f.playable(p, w) {
			continue
		}
		buf = append(buf, Shot{Seat: p, Wink: uint8(w), Outcome: ShotPotted}, Shot{Seat: p, Wink: uint8(w), Outcome: ShotMissed})
		if w == 0 || f.rules.rules.Quick {
			continue
		}
		for q := range f.seats {
			for v := 1; v <= smallWinks; v++ {
				if q != p && f.winks[q][v] == winkTable {
					buf = append(buf, Shot{Seat: p, Wink: uint8(w), Outcome: ShotCovered, Owner: q, Victim: uint8(v)})
				}
			}
		}
	}
	return buf
}

// Make plays a shot of GenerateMoves without checking it.
func (f *FleasPosition) Make(s Shot) FleasPosition {
	u := *f
	w := &f.winks[s.Seat]
	switch s.Outcome {
	case ShotPotted:
		w[s.Wink] = winkPotted
	case ShotMissed:
		if s.Wink > 0 {
			w[s.Wink] = winkTable
		}
	case ShotCovered:
		w[s.Wink] = winkTable
		f.winks[s.Owner][s.Victim] = seatLetter(int(s.Seat))
	}
	if s.Outcome != ShotPotted || !f.canPlay(s.Seat) {
		f.passTurn()
	}
	return u
}

// passTurn gives the turn to the next player clockwise who can play.
func (f *FleasPosition) passTurn() {
	for range f.seats {
		f.side = (f.side + 1) % f.seats
		if f.canPlay(f.side) {
			return
		}
	}
}

// Unmake takes back the shot that Make played.
func (f *FleasPosition) Unmake(_ Shot, u FleasPosition) { *f = u }

// CodeNoWinks ends Blechy: nobody has a wink left to shoot.
const CodeNoWinks = "no-winks"

// CodeAllPotted ends the quick Blechy: a player potted his four small
// winks.
const CodeAllPotted = "all-potted"

// outcome returns the end of the game.
func (f *FleasPosition) outcome() board.Outcome {
	if !f.over() {
		return board.Outcome{}
	}
	scores := make([]int, f.seats)
	for p := range scores {
		scores[p] = f.Score(board.Player(p))
	}
	if q := f.quickWinner(); q >= 0 {
		o := board.Outcome{Over: true, Winners: []board.Player{board.Player(q)}, Points: scores,
			Code: CodeAllPotted, Reason: "player " + string(seatLetter(q)) + " potted his four small winks"}
		return o
	}
	return scoreOutcome(scores, CodeNoWinks, "no wink left to shoot")
}

// FleasState is a game of Blechy in progress: a score-keeper fed with the
// reported outcomes of shots. It implements board.State and board.Lister.
type FleasState struct {
	pos FleasPosition
}

func (g *Game) newFleas(seats int) *FleasState {
	f := FleasPosition{rules: g, seats: uint8(seats)}
	for p := range seats {
		f.winks[p] = [smallWinks + 1]byte{winkHand, winkHand, winkHand, winkHand, winkHand}
	}
	return &FleasState{f}
}

// Board returns the position.
func (s *FleasState) Board() FleasPosition { return s.pos }

// LegalMoves appends the possible reports to buf[:0].
func (s *FleasState) LegalMoves(buf []Shot) []Shot { return s.pos.GenerateMoves(buf) }

// PlayMove records a shot after checking it.
func (s *FleasState) PlayMove(m Shot) error {
	if s.pos.over() {
		return board.GameOver(m.String())
	}
	var buf [64]Shot
	for _, l := range s.pos.GenerateMoves(buf[:0]) {
		if l == m {
			s.Apply(m)
			return nil
		}
	}
	return board.Illegal(m.String(), "not a possible shot here")
}

// Apply records a shot without checking it.
func (s *FleasState) Apply(m Shot) { s.pos.Make(m) }

// Copy returns an independent copy.
func (s *FleasState) Copy() *FleasState { c := *s; return &c }

// Game returns the rule set.
func (s *FleasState) Game() board.Game { return s.pos.rules }

// Seats returns the number of players.
func (s *FleasState) Seats() int { return int(s.pos.seats) }

// ToMove returns the player to shoot, or board.Nobody at the end.
func (s *FleasState) ToMove() board.Player {
	if s.pos.over() {
		return board.Nobody
	}
	return board.Player(s.pos.side)
}

// Legal returns the possible reports.
func (s *FleasState) Legal() []board.Move { return s.AppendLegal(nil) }

// AppendLegal appends the possible reports to buf (board.Lister).
func (s *FleasState) AppendLegal(buf []board.Move) []board.Move {
	var ms [64]Shot
	for _, m := range s.pos.GenerateMoves(ms[:0]) {
		buf = append(buf, m.box())
	}
	return buf
}

// ParseMove reads a shot: "a2 pot", "a2 miss", "a2 on b3", "a0 pot".
func (s *FleasState) ParseMove(text string) (board.Move, error) {
	m, err := s.parse(text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

func (s *FleasState) parse(text string) (Shot, error) {
	if s.pos.over() {
		return Shot{}, board.GameOver(text)
	}
	if len(text) > 16 {
		return Shot{}, board.BadNotation(text, "a shot is wink and outcome, e.g. a2 pot")
	}
	f := strings.Fields(text)
	wink := func(t string) (uint8, uint8, bool) {
		if len(t) != 2 || t[0] < 'a' || t[0] >= 'a'+s.pos.seats || t[1] < '0' || t[1] > '0'+smallWinks {
			return 0, 0, false
		}
		return t[0] - 'a', t[1] - '0', true
	}
	bad := board.BadNotation(text, "a shot is a wink (a1…a4, a0 the big one) and pot, miss or on and a wink")
	if len(f) < 2 || len(f) > 3 || strings.Join(f, " ") != text {
		return Shot{}, bad
	}
	seat, w, ok := wink(f[0])
	if !ok {
		return Shot{}, bad
	}
	m := Shot{Seat: seat, Wink: w}
	switch {
	case f[1] == "pot" && len(f) == 2:
		m.Outcome = ShotPotted
	case f[1] == "miss" && len(f) == 2:
		m.Outcome = ShotMissed
	case f[1] == "on" && len(f) == 3:
		m.Outcome = ShotCovered
		if m.Owner, m.Victim, ok = wink(f[2]); !ok || m.Victim == 0 {
			return Shot{}, bad
		}
	default:
		return Shot{}, bad
	}
	var buf [64]Shot
	for _, l := range s.pos.GenerateMoves(buf[:0]) {
		if l == m {
			return m, nil
		}
	}
	return Shot{}, board.Illegal(text, "not a possible shot now")
}

// Play records a shot: a Shot or any move whose String is one.
func (s *FleasState) Play(m board.Move) error {
	sh, err := board.Typed(m, s.parse)
	if err != nil {
		return err
	}
	return s.PlayMove(sh)
}

// Outcome reports the end: the most winks potted wins.
func (s *FleasState) Outcome() board.Outcome { return s.pos.outcome() }

// Clone returns an independent copy.
func (s *FleasState) Clone() board.State { return s.Copy() }

// Position writes each player's winks, separated by "/" — the big wink
// (h or p), then the four small ones (h in hand, t on the table, p potted,
// or the captor's letter) — a space and the player to shoot:
// "hhhhh/hhhhh a".
func (s *FleasState) Position() string {
	var b strings.Builder
	for p := range int(s.pos.seats) {
		if p > 0 {
			b.WriteByte('/')
		}
		b.Write(s.pos.winks[p][:])
	}
	b.WriteByte(' ')
	b.WriteByte(seatLetter(int(s.pos.side)))
	return b.String()
}

// parseFleas reads a Blechy position.
func (g *Game) parseFleas(text string) (*FleasState, error) {
	bad := func(why string) error { return board.BadNotation(text, "%s", why) }
	players, side, ok := strings.Cut(text, " ")
	if len(text) > 32 || !ok || len(side) != 1 {
		return nil, bad("a Blechy position is the winks of each player, separated by /, a space and the player to shoot")
	}
	ws := strings.Split(players, "/")
	if len(ws) < 2 || len(ws) > maxSeats {
		return nil, bad("2 to 4 players")
	}
	f := FleasPosition{rules: g, seats: uint8(len(ws))}
	for p, w := range ws {
		if len(w) != smallWinks+1 || w[0] != winkHand && w[0] != winkPotted {
			return nil, bad("each player has a big wink (h or p) and four small ones")
		}
		copy(f.winks[p][:], w)
		for i := 1; i <= smallWinks; i++ {
			c := w[i]
			if c != winkHand && c != winkTable && c != winkPotted &&
				!(c >= 'a' && c < 'a'+byte(len(ws)) && c != seatLetter(p) && !g.rules.Quick) {
				return nil, bad("a small wink is h, t, p or another player's letter")
			}
		}
	}
	for p := range f.seats {
		if f.winks[p][0] == winkPotted && f.captured(p) == 0 {
			return nil, bad("a big wink is potted only with a captured wink")
		}
	}
	s := int(side[0]) - 'a'
	if s < 0 || s >= len(ws) {
		return nil, bad("the player to shoot is a seat letter")
	}
	f.side = uint8(s)
	if !f.over() && !f.canPlay(f.side) {
		return nil, bad("the player to shoot has no wink to shoot")
	}
	return &FleasState{f}, nil
}

// String shows each player's winks and score.
func (s *FleasState) String() string {
	var b strings.Builder
	for p := range int(s.pos.seats) {
		b.WriteByte(seatLetter(p))
		b.WriteString(": ")
		b.Write(s.pos.winks[p][:])
		b.WriteString(" potted ")
		b.WriteByte(byte('0' + s.pos.Score(board.Player(p))))
		b.WriteByte('\n')
	}
	if !s.pos.over() {
		b.WriteString("to shoot: ")
		b.WriteByte(seatLetter(int(s.pos.side)))
		b.WriteByte('\n')
	}
	return b.String()
}
