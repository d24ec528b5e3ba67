package halma

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// TreasureRules are the options of Hledání pokladu (Treasure hunt): the
// hiders secretly choose one token of a heap, and the seeker takes tokens
// away until he has taken it. The zero TreasureRules is the game.
type TreasureRules struct {
	// Tokens is the size of the heap; 0 is 60.
	Tokens int `rule:"tokens in the heap, 0 for 60" range:"0..200"`
}

// setupTreasure checks the treasure hunt's rules.
func (g *Game) setupTreasure() error {
	n := g.rules.Treasure.Tokens
	if n == 0 {
		n = 60
	}
	if n < 1 || n > 200 {
		return fmt.Errorf("halma: a heap of 1 to 200 tokens, not %d", n)
	}
	g.tokens = n
	g.info = board.Info{MinPlayers: 2, MaxPlayers: 6, SeatNames: seatNames(6),
		Chance: true, HiddenInformation: true, MaxPlies: 6 * (n + 1)}
	return nil
}

// Treasure is "halma/treasure": Hledání pokladu.
var Treasure = board.Must(NewGame(board.Names{ID: "halma/treasure", Name: "Treasure hunt", CzechName: "Hledání pokladu",
	Summary: "In each round one player seeks: the others secretly choose one of 60 tokens as the " +
		"treasure, and the seeker takes tokens away one by one until he takes it; the tokens taken " +
		"are his score, and after everybody has sought the lowest score wins."}, Rules{Engine: EngineTreasure}))

func init() { board.Register(Treasure) }

// newTreasure returns the start: player 1 seeks first, the treasure not
// yet chosen.
func (g *Game) newTreasure(players int) (board.State, error) {
	if err := g.info.CheckPlayers(players); err != nil {
		return nil, err
	}
	return &TreasureState{g: g, scores: make([]int, players)}, nil
}

// TreasureMove is a move of the treasure hunt: the hiders' choice of the
// treasure ("hide=17", a chance outcome) or the seeker taking a token
// ("17").
type TreasureMove uint16

const hideBit = 1 << 15

// Token returns the token the move names, from 1.
func (m TreasureMove) Token() int { return int(m &^ hideBit) }

// IsHide reports whether the move is the choice of the treasure.
func (m TreasureMove) IsHide() bool { return m&hideBit != 0 }

// String returns "hide=17" or "17".
func (m TreasureMove) String() string {
	if m.IsHide() {
		return "hide=" + strconv.Itoa(m.Token())
	}
	return strconv.Itoa(m.Token())
}

// MarshalText writes the move's notation.
func (m TreasureMove) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// Touches names the token taken or chosen.
func (m TreasureMove) Touches() []board.Touch {
	role := board.Remove
	if m.IsHide() {
		role = board.Place
	}
	return []board.Touch{{Cell: strconv.Itoa(m.Token()), Role: role}}
}

// TreasureState is a treasure hunt in progress: the tokens taken in the
// current round, the round, the treasure (0 before it is chosen) and the
// scores. It implements board.State, board.Hidden, board.Drawer and
// board.ObservationDrawer.
type TreasureState struct {
	g        *Game
	taken    []bool // by token-1, this round
	round    int    // 0-based; the seeker's seat
	treasure int    // 0 before the hiders chose
	scores   []int
	count    int // tokens taken this round
}

// Game returns the rules.
func (s *TreasureState) Game() board.Game { return s.g }

// Seats returns the number of players.
func (s *TreasureState) Seats() int { return len(s.scores) }

// Score returns seat's score so far: the tokens it took as seeker.
func (s *TreasureState) Score(seat int) int { return s.scores[seat] }

func (s *TreasureState) over() bool { return s.round >= len(s.scores) }

// ToMove returns board.Chance while the treasure is to be chosen, the
// seeker while he seeks, board.Nobody at the end.
func (s *TreasureState) ToMove() board.Player {
	switch {
	case s.over():
		return board.Nobody
	case s.treasure == 0:
		return board.Chance
	}
	return board.Player(s.round)
}

// Legal returns every choice of the treasure, or every token left.
func (s *TreasureState) Legal() []board.Move {
	var out []board.Move
	if s.over() {
		return out
	}
	for t := 1; t <= s.g.tokens; t++ {
		switch {
		case s.treasure == 0:
			out = append(out, TreasureMove(t)|hideBit)
		case s.taken == nil || !s.taken[t-1]:
			out = append(out, TreasureMove(t))
		}
	}
	return out
}

// ParseMove reads "hide=17" or "17" and checks it.
func (s *TreasureState) ParseMove(text string) (board.Move, error) {
	m, err := s.parseMove(text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

func (s *TreasureState) parseMove(text string) (TreasureMove, error) {
	if s.over() {
		return 0, board.GameOver(text)
	}
	if len(text) > 12 {
		return 0, board.BadNotation(text[:12]+"…", "too long for a token")
	}
	num, hide := strings.CutPrefix(text, "hide=")
	t, err := strconv.Atoi(num)
	if err != nil || t < 1 || t > s.g.tokens || strings.TrimSpace(num) != num || num[0] == '+' || num[0] == '0' {
		return 0, board.BadNotation(text, "a move is a token 1…%d, or hide=token for the hiders' choice", s.g.tokens)
	}
	m := TreasureMove(t)
	if hide {
		m |= hideBit
	}
	return m, s.check(m)
}

func (s *TreasureState) check(m TreasureMove) error {
	switch {
	case s.over():
		return board.GameOver(m.String())
	case m.IsHide() != (s.treasure == 0):
		if s.treasure == 0 {
			return board.Illegal(m.String(), "the hiders choose the treasure first (hide=token)")
		}
		return board.Illegal(m.String(), "the treasure is hidden: the seeker takes a token")
	case !m.IsHide() && s.taken[m.Token()-1]:
		return board.Illegal(m.String(), "token %d is already taken", m.Token())
	}
	return nil
}

// Play applies a legal move: a TreasureMove, or any Move whose notation
// is one.
func (s *TreasureState) Play(m board.Move) error {
	mv, ok := m.(TreasureMove)
	if !ok {
		text, err := board.MoveText(m)
		if err != nil {
			return err
		}
		if mv, err = s.parseMove(text); err != nil {
			return err
		}
	} else if err := s.check(mv); err != nil {
		return err
	}
	s.apply(mv)
	return nil
}

func (s *TreasureState) apply(m TreasureMove) {
	if m.IsHide() {
		s.treasure = m.Token()
		s.taken = make([]bool, s.g.tokens)
		s.count = 0
		return
	}
	s.taken[m.Token()-1] = true
	s.count++
	if m.Token() == s.treasure {
		s.scores[s.round] = s.count
		s.round++
		s.treasure, s.taken, s.count = 0, nil, 0
	}
}

// Outcome: after every round, the lowest score wins; equal scores share.
func (s *TreasureState) Outcome() board.Outcome {
	if !s.over() {
		return board.Outcome{}
	}
	o := board.Outcome{Over: true, Code: "all-sought", Points: slices.Clone(s.scores), Placings: board.Rank(s.scores, false),
		Reason: "everybody has sought; the fewest tokens taken wins"}
	best := slices.Min(s.scores)
	for i, v := range s.scores {
		if v == best {
			o.Winners = append(o.Winners, board.Player(i))
		}
	}
	if len(o.Winners) == len(s.scores) {
		o.Winners = nil
	}
	return o
}

// Clone returns an independent copy.
func (s *TreasureState) Clone() board.State {
	c := *s
	c.taken, c.scores = slices.Clone(s.taken), slices.Clone(s.scores)
	return &c
}

// Position returns the state in notation: the tokens ("." in the heap,
// "x" taken this round), the seeker (1…6; one more than the players once
// everybody has sought), the treasure (0 before it is chosen) and the
// scores, comma-separated: "…… 1 0 0,0".
func (s *TreasureState) Position() string { return s.notation(true) }

func (s *TreasureState) notation(showTreasure bool) string {
	var b strings.Builder
	for t := range s.g.tokens {
		if s.taken != nil && s.taken[t] {
			b.WriteByte('x')
		} else {
			b.WriteByte('.')
		}
	}
	treasure := strconv.Itoa(s.treasure)
	if !showTreasure && s.treasure != 0 {
		treasure = "?"
	}
	b.WriteString(" " + strconv.Itoa(s.round+1) + " " + treasure + " ")
	for i, v := range s.scores {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(v))
	}
	return b.String()
}

// Parse reads a position in notation (see TreasureState.Position).
func (g *Game) parseTreasure(text string) (board.State, error) {
	if len(text) > g.tokens+64 {
		return nil, board.BadNotation(text[:min(len(text), 32)]+"…", "longer than any treasure-hunt position")
	}
	f := strings.Fields(text)
	if len(f) != 4 || len(f[0]) != g.tokens {
		return nil, board.BadNotation(text, "a position is the %d tokens, the seeker, the treasure and the scores", g.tokens)
	}
	scores := strings.Split(f[3], ",")
	n := len(scores)
	if n < 2 || n > 6 {
		return nil, board.BadNotation(text, "scores for 2 to 6 players")
	}
	s := &TreasureState{g: g, scores: make([]int, n)}
	for i, v := range scores {
		k, err := strconv.Atoi(v)
		if err != nil || k < 0 || k > g.tokens {
			return nil, board.BadNotation(text, "score %q is not 0…%d", v, g.tokens)
		}
		s.scores[i] = k
	}
	round, err1 := strconv.Atoi(f[1])
	treasure, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil || round < 1 || round > n+1 || treasure < 0 || treasure > g.tokens || round == n+1 && treasure != 0 {
		return nil, board.BadNotation(text, "the seeker is 1…%d and the treasure 0…%d", n, g.tokens)
	}
	s.round, s.treasure = round-1, treasure
	if treasure == 0 && strings.Contains(f[0], "x") {
		return nil, board.BadNotation(text, "tokens are taken only after the treasure is hidden")
	}
	if treasure > 0 {
		s.taken = make([]bool, g.tokens)
		for i := range g.tokens {
			switch f[0][i] {
			case 'x':
				s.taken[i] = true
				s.count++
			case '.':
			default:
				return nil, board.BadNotation(text, "token %d is %q: want . or x", i+1, f[0][i])
			}
		}
		if s.taken[treasure-1] {
			return nil, board.BadNotation(text, "the treasure was taken: the round is over")
		}
	}
	return s, nil
}

// String draws the heap for people.
func (s *TreasureState) String() string {
	if s.over() {
		return "scores " + strings.Trim(fmt.Sprint(s.scores), "[]")
	}
	return "heap " + s.notation(true)[:s.g.tokens] + "\nplayer " + strconv.Itoa(s.round+1) + " seeks; treasure " + strconv.Itoa(s.treasure)
}

// Observation returns what seat p knows: everything but, for the
// seeker, which token is the treasure ("?").
func (s *TreasureState) Observation(p board.Player) string {
	return s.notation(int(p) != s.round || s.over())
}

// Determinize returns a state that seat p cannot tell from this one: for
// the seeker the treasure drawn again among the tokens left.
func (s *TreasureState) Determinize(p board.Player, r *rand.Rand) board.State {
	c := s.Clone().(*TreasureState)
	if int(p) != s.round || s.treasure == 0 || s.over() {
		return c
	}
	var left []int
	for t := range s.g.tokens {
		if !s.taken[t] {
			left = append(left, t+1)
		}
	}
	c.treasure = left[r.IntN(len(left))]
	return c
}

// ObserveMove returns what seat p sees of m: the seeker sees only that
// the treasure was chosen ("hide"); everything else is seen by all.
func (s *TreasureState) ObserveMove(p board.Player, m board.Move) string {
	text, err := board.MoveText(m)
	if err != nil {
		return ""
	}
	if strings.HasPrefix(text, "hide=") && int(p) == s.round {
		return "hide"
	}
	return text
}

// Picture returns the heap as data: every token as a cell, the treasure
// marked (the whole state, for the game's own use).
func (s *TreasureState) Picture() board.Picture { return s.picture(true) }

// ObservationPicture returns the heap as seat p sees it: the seeker does
// not see the treasure.
func (s *TreasureState) ObservationPicture(p board.Player) board.Picture {
	return s.picture(int(p) != s.round || s.over())
}

func (s *TreasureState) picture(showTreasure bool) board.Picture {
	const unit = 30.0
	rows := (s.g.tokens + 9) / 10
	pic := board.Picture{Width: 10 * unit, Height: float64(rows) * unit, ToMove: s.ToMove()}
	pic.Seats = s.g.info.SeatNames[:len(s.scores)]
	for t := range s.g.tokens {
		c := board.Cell{Name: strconv.Itoa(t + 1), X: (float64(t%10) + 0.5) * unit, Y: (float64(t/10) + 0.5) * unit, Size: unit * 0.8, Shape: board.Hole}
		if s.taken == nil || !s.taken[t] {
			kind := "token"
			if showTreasure && t+1 == s.treasure {
				kind = "treasure"
			}
			c.Pieces = []board.Piece{{Seat: board.Nobody, Kind: kind, Count: 1}}
		}
		pic.Cells = append(pic.Cells, c)
	}
	for i, v := range s.scores {
		pic.Counters = append(pic.Counters, board.Counter{Name: "score " + strconv.Itoa(i+1), Value: strconv.Itoa(v)})
	}
	return pic
}
