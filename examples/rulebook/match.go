package main

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/rulebook-go/rulebook/board"
)

const matchSynopsis = "rulebook match -game ID -seats BOT,BOT[,...] [-option Name=Value]... [-players N] [-n N] [-seed S] [-record FILE]"

// runMatch plays bots against each other, the seats rotating from game to
// game so that every bot sits in every seat equally often, and reports
// each bot's results, its mean score with a 95 % confidence interval, the
// Elo difference of two bots, and the games per second.
func runMatch(args []string, e *env) error {
	fs := newFlags("match")
	var gf gameFlags
	gf.add(fs, false)
	fs.IntVar(&gf.players, "players", 0, "number of players `N` (default: the number of -seats)")
	var sf seedFlag
	sf.add(fs)
	seats := fs.String("seats", "", "comma-separated `bots` of the seats in turn order for the first game: random, greedy, mcts:N, mcts:N:cut=P (required)")
	n := fs.Int("n", 100, "play `N` games")
	record := fs.String("record", "", "write the games to `FILE`: the family's record format where it has one (PGN, PDN), move lists otherwise")
	if err := parse(fs, matchSynopsis, args, e); err != nil {
		return err
	}
	m, err := newMatch(&gf, *seats, *n)
	if err != nil {
		return err
	}
	seed := sf.value()
	sf.announce(e.stdout)
	var rec io.Writer
	if *record != "" {
		f, err := os.Create(*record)
		if err != nil {
			return fmt.Errorf("-record: %w", err)
		}
		defer f.Close()
		w := bufio.NewWriter(f)
		defer w.Flush()
		rec = w
	}
	began := time.Now()
	for i := range m.games {
		if err := m.play(i, seed, rec); err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
	}
	m.report(e.stdout, seed, time.Since(began))
	return nil
}

// A match is a series of games between bots and its tally.
type match struct {
	game    board.Game
	players int
	specs   []string // one bot per seat of the first game
	games   int
	wins    []int
	draws   []int
	losses  []int
	scores  [][]float64 // each bot's score in each game, in [0, 1]
}

// newMatch checks the flags of a match.
func newMatch(gf *gameFlags, seats string, games int) (*match, error) {
	if games < 1 {
		return nil, usagef("-n must be at least 1")
	}
	if seats == "" {
		return nil, usagef("-seats is required, e.g. -seats mcts:1000,random")
	}
	game, err := gf.game()
	if err != nil {
		return nil, err
	}
	specs := strings.Split(seats, ",")
	players := gf.players
	if players == 0 {
		players = len(specs)
	}
	if err := game.Info().CheckPlayers(players); err != nil {
		return nil, usagef("-players: %w", err)
	}
	if len(specs) != players {
		return nil, usagef("-seats names %d bots for %d players", len(specs), players)
	}
	for _, s := range specs {
		if s == "human" {
			return nil, usagef("-seats: a match is played by bots only")
		}
		if _, err := newBot(s, stream(1, 1)); err != nil {
			return nil, usagef("-seats: %w", err)
		}
	}
	k := len(specs)
	return &match{game: game, players: players, specs: specs, games: games,
		wins: make([]int, k), draws: make([]int, k), losses: make([]int, k), scores: make([][]float64, k)}, nil
}

// play plays game i: bot j sits at seat (j+i) mod players, the dice roll
// on stream 0 of the game's seed and each bot draws from a stream of its
// own, so that every game of a match can be repeated alone.
func (m *match) play(i int, seed uint64, rec io.Writer) error {
	s, err := m.game.New(m.players)
	if err != nil {
		return err
	}
	gameSeed := seed + uint64(i)*0x9e3779b97f4a7c15
	dice := stream(gameSeed, 0)
	bots := make([]Bot, m.players) // by seat
	botAt := make([]int, m.players)
	for j, spec := range m.specs {
		seat := (j + i) % m.players
		if bots[seat], err = newBot(spec, stream(gameSeed, uint64(j)+1)); err != nil {
			return err
		}
		botAt[seat] = j
	}
	var moves []recorded
	limit := 10 * m.game.Info().MaxPlies
	for plies := 0; s.ToMove() != board.Nobody; plies++ {
		if limit > 0 && plies > limit {
			return fmt.Errorf("no end after %d plies", plies)
		}
		var mv board.Move
		if p := s.ToMove(); p == board.Chance {
			legal := s.Legal()
			mv = legal[sampleIndex(s, len(legal), dice)]
		} else if mv, err = bots[p].Choose(s); err != nil {
			return fmt.Errorf("seat %v (%s): %w", p, m.specs[botAt[p]], err)
		}
		if rec != nil {
			num, text := board.Record(s, mv)
			moves = append(moves, recorded{num, text})
		}
		if err := s.Play(mv); err != nil {
			return fmt.Errorf("seat %v played %v: %w", s.ToMove(), mv, err)
		}
	}
	o := s.Outcome()
	for seat, j := range botAt {
		switch {
		case o.Draw():
			m.draws[j]++
		case o.Won(board.Player(seat)):
			m.wins[j]++
		default:
			m.losses[j]++
		}
		m.scores[j] = append(m.scores[j], seatScore(o, seat, m.players))
	}
	if rec != nil {
		return m.write(rec, i, seed, botAt, o, moves)
	}
	return nil
}

// sampleIndex draws a chance outcome of s, among n, with its probability.
func sampleIndex(s board.State, n int, r interface{ Float64() float64 }) int {
	u := r.Float64()
	c, ok := s.(board.Chancy)
	if !ok {
		return min(int(u*float64(n)), n-1)
	}
	for i, q := range c.Chances() {
		if u < q {
			return i
		}
		u -= q
	}
	return n - 1
}

// seatScore is what the outcome is worth to seat in [0, 1]: by place where
// the game ranks every seat (1 first, 0 last, ties sharing), else 1 for a
// win, ½ for a draw and 0 for a loss.
func seatScore(o board.Outcome, seat, players int) float64 {
	if len(o.Placings) == players && players > 1 {
		p, same := o.Placings[seat], 0
		for _, q := range o.Placings {
			if q == p {
				same++
			}
		}
		mean := float64(p-1) + float64(same-1)/2
		return 1 - mean/float64(players-1)
	}
	switch {
	case o.Draw():
		return 0.5
	case o.Won(board.Player(seat)):
		return 1
	}
	return 0
}

// meanCI returns the mean of xs and the half-width of its 95 % confidence
// interval by the normal approximation (1.96 standard errors).
func meanCI(xs []float64) (mean, half float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	if len(xs) < 2 {
		return mean, math.Inf(1)
	}
	var ss float64
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	sd := math.Sqrt(ss / float64(len(xs)-1))
	return mean, 1.96 * sd / math.Sqrt(float64(len(xs)))
}

// elo returns the Elo difference that an expected score s stands for:
// s = 1/(1+10^(−d/400)), so d = −400·log10(1/s − 1); ±Inf at 1 and 0.
func elo(s float64) float64 {
	switch {
	case s >= 1:
		return math.Inf(1)
	case s <= 0:
		return math.Inf(-1)
	}
	return -400 * math.Log10(1/s-1)
}

// report writes the tally.
func (m *match) report(w io.Writer, seed uint64, elapsed time.Duration) {
	games := "games"
	if m.games == 1 {
		games = "game"
	}
	fmt.Fprintf(w, "%s: %d %s, %d players, seed %d, seats rotating\n", m.game.ID(), m.games, games, m.players, seed)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "bot\twins\tdraws\tlosses\tscore\t95% CI")
	for j, spec := range m.specs {
		mean, half := meanCI(m.scores[j])
		fmt.Fprintf(tw, "%d:%s\t%d\t%d\t%d\t%.3f\t%.3f..%.3f\n", j, spec, m.wins[j], m.draws[j], m.losses[j],
			mean, max(0, mean-half), min(1, mean+half))
	}
	tw.Flush()
	if len(m.specs) == 2 {
		mean, half := meanCI(m.scores[0])
		fmt.Fprintf(w, "Elo difference %s − %s: %s (95%% CI %s..%s)\n", m.specs[0], m.specs[1],
			signed(elo(mean)), signed(elo(mean-half)), signed(elo(mean+half)))
	}
	fmt.Fprintf(w, "%.2f games/s (%.1f s)\n", float64(m.games)/elapsed.Seconds(), elapsed.Seconds())
}

// signed writes an Elo difference with its sign, "+inf" and "-inf" at the
// ends.
func signed(d float64) string {
	switch {
	case math.IsInf(d, 1):
		return "+inf"
	case math.IsInf(d, -1):
		return "-inf"
	}
	return fmt.Sprintf("%+.0f", d)
}

// A recorded move is its number and text in the game's record.
type recorded struct{ number, text string }

// write writes game i in PGN's shape, which PDN shares: tag pairs, then
// the moves as board.Record writes them (SAN in chess, PDN's moves in
// draughts, the notation elsewhere), then the result.
func (m *match) write(w io.Writer, i int, seed uint64, botAt []int, o board.Outcome, moves []recorded) error {
	names := m.game.Info().SeatNames
	fmt.Fprintf(w, "[Event \"rulebook match\"]\n[Game %q]\n[Round \"%d\"]\n[Seed \"%d\"]\n", m.game.ID(), i+1, seed)
	for seat, j := range botAt {
		name := fmt.Sprintf("Seat%d", seat)
		if seat < len(names) && m.players == 2 {
			name = names[seat]
		}
		fmt.Fprintf(w, "[%s %q]\n", tagName(name), m.specs[j])
	}
	result := resultToken(o, m.players)
	fmt.Fprintf(w, "[Result %q]\n[Termination %q]\n\n", result, o.Code)
	line := 0
	for k, mv := range moves {
		tok := mv.text
		if mv.number != "" && (k == 0 || !strings.HasSuffix(mv.number, "...")) {
			tok = mv.number + " " + tok
		}
		if line > 0 && line+1+len(tok) > 79 {
			fmt.Fprintln(w)
			line = 0
		} else if line > 0 {
			fmt.Fprint(w, " ")
			line++
		}
		fmt.Fprint(w, tok)
		line += len(tok)
	}
	if line > 0 {
		fmt.Fprint(w, " ")
	}
	_, err := fmt.Fprintf(w, "%s\n\n", result)
	return err
}

// tagName makes a seat's name a PGN tag name: letters, digits and
// underscores, starting with a capital.
func tagName(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case 'a' <= c && c <= 'z' && b.Len() == 0:
			b.WriteRune(c - 'a' + 'A')
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '_':
			b.WriteRune(c)
		}
	}
	if b.Len() == 0 {
		return "Seat"
	}
	return b.String()
}

// resultToken is the result as PGN writes it for two seats — "1-0", "0-1",
// "1/2-1/2" — and for more seats the winners' seat numbers, or "*".
func resultToken(o board.Outcome, players int) string {
	switch {
	case o.Draw():
		return "1/2-1/2"
	case players == 2 && o.Won(0) && !o.Won(1):
		return "1-0"
	case players == 2 && o.Won(1) && !o.Won(0):
		return "0-1"
	case len(o.Winners) > 0:
		var ws []string
		for _, p := range o.Winners {
			ws = append(ws, p.String())
		}
		return "winners:" + strings.Join(ws, "+")
	}
	return "*"
}
