package main

import (
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/rulebook-go/rulebook/board"
)

const playoutSynopsis = "rulebook playout -game ID [-option Name=Value]... [-players N] [-position P] [-dice D] [-n N] [-seed S]"

// runPlayout plays random games from the start (or from -position) with
// board.Playout, which lists moves through board.Lister where the state
// has it, and reports how they ended.
func runPlayout(args []string, e *env) error {
	fs := newFlags("playout")
	var gf gameFlags
	gf.add(fs, true)
	gf.addDice(fs)
	var sf seedFlag
	sf.add(fs)
	n := fs.Int("n", 100, "play `N` games")
	if err := parse(fs, playoutSynopsis, args, e); err != nil {
		return err
	}
	if *n < 1 {
		return usagef("-n must be at least 1")
	}
	game, start, err := gf.state()
	if err != nil {
		return err
	}
	players := start.Seats()
	seed := sf.value()
	r := stream(seed, 0)
	st := newTally(players)
	began := time.Now()
	for i := range *n {
		s := start.Clone()
		plies, err := board.Playout(s, r)
		if err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		st.add(s.Outcome(), plies)
	}
	elapsed := time.Since(began)
	games := "games"
	if *n == 1 {
		games = "game"
	}
	fmt.Fprintf(e.stdout, "%s: %d random %s, %d players, seed %d\n", game.ID(), *n, games, players, seed)
	st.write(e, elapsed)
	return nil
}

// tally sums the outcomes of many games.
type tally struct {
	games, draws         int
	plies                int
	minPlies, maxPlies   int
	wins, places, points []int
	placed, scored       bool // some game ranked everybody; some game scored
}

func newTally(players int) *tally {
	return &tally{wins: make([]int, players), places: make([]int, players), points: make([]int, players)}
}

// add counts one finished game that took the given number of plies.
func (t *tally) add(o board.Outcome, plies int) {
	if t.games == 0 || plies < t.minPlies {
		t.minPlies = plies
	}
	t.maxPlies = max(t.maxPlies, plies)
	t.games++
	t.plies += plies
	if o.Draw() {
		t.draws++
	}
	for _, w := range o.Winners {
		if int(w) < len(t.wins) {
			t.wins[w]++
		}
	}
	for i := 0; i < len(o.Placings) && i < len(t.places); i++ {
		t.places[i] += o.Placings[i]
		t.placed = true
	}
	for i := 0; i < len(o.Points) && i < len(t.points); i++ {
		t.points[i] += o.Points[i]
		t.scored = true
	}
}

// write prints the table of seats and the totals.
func (t *tally) write(e *env, elapsed time.Duration) {
	g := float64(t.games)
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprint(tw, "seat\twins\twin%")
	if t.placed {
		fmt.Fprint(tw, "\tmean place")
	}
	if t.scored {
		fmt.Fprint(tw, "\tmean points")
	}
	fmt.Fprintln(tw)
	for i, w := range t.wins {
		fmt.Fprintf(tw, "%d\t%d\t%.1f%%", i, w, 100*float64(w)/g)
		if t.placed {
			fmt.Fprintf(tw, "\t%.2f", float64(t.places[i])/g)
		}
		if t.scored {
			fmt.Fprintf(tw, "\t%.2f", float64(t.points[i])/g)
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
	tw = tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "draws\t%d\n", t.draws)
	fmt.Fprintf(tw, "plies\tmean %.1f, min %d, max %d\n", float64(t.plies)/g, t.minPlies, t.maxPlies)
	if sec := elapsed.Seconds(); sec > 0 {
		rate := fmt.Sprintf("%.0f", g/sec)
		if g/sec < 100 { // slow games: keep two decimals, not a rounded 0
			rate = fmt.Sprintf("%.2f", g/sec)
		}
		fmt.Fprintf(tw, "games/s\t%s\n", rate)
	}
	tw.Flush()
}
