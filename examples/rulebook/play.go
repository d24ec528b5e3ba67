package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/bot"
)

const playSynopsis = "rulebook play -game ID [-option Name=Value]... [-players N] [-seats human,random,...] [-seed S] [-position P] [-dice auto|manual] [-auto-forced] [-quiet] [-v]"

// runPlay plays one game in the terminal.
func runPlay(args []string, e *env) error {
	fs := newFlags("play")
	var gf gameFlags
	gf.add(fs, true)
	var sf seedFlag
	sf.add(fs)
	seats := fs.String("seats", "", "comma-separated `kinds` of the seats in turn order: "+botNames+" (default: human, then random)")
	dice := fs.String("dice", "auto", "`auto` rolls with the seed; manual reads the outcome of real dice from the input")
	quiet := fs.Bool("quiet", false, "print only the outcome when bots play alone")
	verbose := fs.Bool("v", false, "print the board before every decision, bots' too")
	forced := fs.Bool("auto-forced", false, "play a person's only legal move for them (and the only outcome of manual dice)")
	if err := parse(fs, playSynopsis, args, e); err != nil {
		return err
	}
	t, err := newTable(&gf, *seats, *dice, sf.value(), e)
	if err != nil {
		return err
	}
	t.quiet, t.verbose, t.autoForced = *quiet && !t.hasHuman, *verbose, *forced
	_, s, err := gf.state()
	if err != nil {
		return err
	}
	sf.announce(e.stdout)
	err = t.play(s)
	if errors.Is(err, io.EOF) || errors.Is(err, errQuit) {
		return nil // the person left: a clean end, not a failure
	}
	return err
}

// table seats the bots and people of one game and runs it.
type table struct {
	e        *env
	kinds    []string // seat kinds from -seats; nil: seat 0 human, others random
	bots     map[board.Player]Bot
	seed     uint64
	person   *human     // reads the input, for every human seat and manual dice
	dice     *rand.Rand // rolls the dice; nil when they are read from the input
	hasHuman bool       // some seat is a person
	quiet    bool       // bots only: print nothing but the outcome
	verbose  bool       // print the board before bots' moves too
	// autoForced plays a person's only legal move without asking.
	autoForced bool
	seatNames  []string // the game's names for the seats, Info.SeatNames
	hiddenFrom int      // the first ply of a run of hidden chance outcomes not yet printed, or 0
}

// newTable checks -seats, -players and -dice against each other.
func newTable(gf *gameFlags, seats, dice string, seed uint64, e *env) (*table, error) {
	t := &table{e: e, seed: seed, bots: map[board.Player]Bot{}}
	if seats != "" {
		for _, k := range strings.Split(seats, ",") {
			t.kinds = append(t.kinds, strings.TrimSpace(k))
		}
	}
	switch {
	case t.kinds != nil && gf.position == "" && gf.players == 0:
		gf.players = len(t.kinds)
	case t.kinds != nil && gf.players != 0 && gf.players != len(t.kinds):
		return nil, usagef("-seats names %d seats but -players is %d", len(t.kinds), gf.players)
	}
	for i, k := range t.kinds {
		if k == "human" {
			t.hasHuman = true
			continue
		}
		b, err := newBot(k, stream(seed, uint64(i)+1))
		if err != nil {
			return nil, usageError{err}
		}
		t.bots[board.Player(i)] = b
	}
	if t.kinds == nil {
		t.hasHuman = true
	}
	switch dice {
	case "auto":
		t.dice = stream(seed, 0)
	case "manual":
	default:
		return nil, usagef("-dice %q: want auto or manual", dice)
	}
	if t.hasHuman || t.dice == nil {
		t.person = &human{in: bufio.NewReader(e.stdin), out: e.stdout}
	}
	return t, nil
}

// seat returns the bot of seat p and its kind; a nil bot is a person.
func (t *table) seat(p board.Player) (Bot, string, error) {
	if t.kinds != nil && int(p) >= len(t.kinds) {
		return nil, "", usagef("seat %v is to move but -seats names only %d seats", p, len(t.kinds))
	}
	kind := t.kind(p)
	if kind == "human" {
		return nil, kind, nil
	}
	if t.bots[p] == nil { // a default seat: a random bot with the seat's stream
		t.bots[p] = bot.NewRandom(stream(t.seed, uint64(p)+1))
	}
	return t.bots[p], kind, nil
}

// secret reports whether the full state must not be shown: the game hides
// information and a person sits at the table.
func (t *table) secret(s board.State) bool {
	_, hidden := s.(board.Hidden)
	return hidden && t.hasHuman
}

// play runs the game from s to its end, or until the input ends.
func (t *table) play(s board.State) error {
	out := t.e.stdout
	t.seatNames = s.Game().Info().SeatNames
	if p := s.ToMove(); p >= 0 { // a -position whose seat to move has no player
		if _, _, err := t.seat(p); err != nil {
			return err
		}
	}
	if !t.quiet && !t.secret(s) && !t.hasHuman {
		printText(out, s.String())
	}
	limit := 0
	if !t.hasHuman && t.dice != nil { // bots alone must finish within the game's bound
		limit = s.Game().Info().MaxPlies
	}
	ply := 1
	for ; s.ToMove() != board.Nobody; ply++ {
		if limit > 0 && ply > limit {
			return fmt.Errorf("game not over after %d plies (the game's MaxPlies)", limit)
		}
		p, secret := s.ToMove(), t.secret(s)
		if p != board.Chance {
			t.flush(ply - 1) // the seat's decision may show the board
		}
		// What a move shows (its record, its description, what each seat
		// sees of it) is the state's before the move: keep it while the
		// move is played.
		var before board.State
		if !t.quiet && (secret || shows(s)) {
			before = s.Clone()
		}
		m, forced, err := t.step(s)
		if err != nil {
			return err
		}
		if t.quiet {
			continue
		}
		if !secret {
			fmt.Fprintln(out, t.line(ply, p, before, m, forced))
			continue
		}
		t.observed(ply, p, before, m, forced)
	}
	t.flush(ply - 1)
	t.finale(s)
	return nil
}

// observed prints what the people at the table may see of move m of a
// game with hidden information (board.Hidden.ObserveMove): the text every
// person sees, or "(hidden)" when some person may not see it all. A run
// of hidden chance outcomes (a deal) is printed as one line when it ends
// (flush). The record and descriptions are left out: they may tell more.
func (t *table) observed(ply int, p board.Player, before board.State, m board.Move, forced bool) {
	h := before.(board.Hidden)
	text, first := "", true
	for seat := range before.Seats() {
		if t.kind(board.Player(seat)) != "human" {
			continue
		}
		if o := h.ObserveMove(board.Player(seat), m); first {
			text, first = o, false
		} else if o != text {
			text = ""
		}
	}
	switch {
	case text == "" && p == board.Chance:
		if t.hiddenFrom == 0 {
			t.hiddenFrom = ply
		}
		return
	case text == "":
		text = "(hidden)"
	}
	t.flush(ply - 1)
	if forced {
		text += " (forced)"
	}
	if p == board.Chance {
		fmt.Fprintf(t.e.stdout, "%d. chance: %s\n", ply, text)
		return
	}
	fmt.Fprintf(t.e.stdout, "%d. %s: %s\n", ply, t.who(p), text)
}

// flush prints the run of hidden chance outcomes that ended at ply last,
// if any.
func (t *table) flush(last int) {
	switch {
	case t.hiddenFrom == 0:
	case t.hiddenFrom == last:
		fmt.Fprintf(t.e.stdout, "%d. chance: (hidden)\n", last)
	default:
		fmt.Fprintf(t.e.stdout, "%d-%d. chance: (hidden)\n", t.hiddenFrom, last)
	}
	t.hiddenFrom = 0
}

// shows reports whether a state tells more of its moves than their
// notation: a record of its own, or a description.
func shows(s board.State) bool {
	_, rec := s.(board.Recorder)
	_, desc := s.(board.Describer)
	return rec || desc
}

// line writes one ply of the game: its number (the record's number for a
// game with a Recorder, else the ply), who played it, the move as the
// record writes it, and what it did when the state describes it ("1: the
// turn ends: ..."). before is the state before the move when it shows more
// than the notation (shows), else nil.
func (t *table) line(ply int, p board.Player, before board.State, m board.Move, forced bool) string {
	label, text := strconv.Itoa(ply)+".", m.String()
	if before != nil {
		number, rec := board.Record(before, m)
		if number != "" {
			label = number
		}
		// A description begins with the move's notation (board.Describer);
		// the record's text stands in for it.
		desc := board.Describe(before, m)
		if words, ok := strings.CutPrefix(desc, m.String()); ok {
			text = rec + words
		} else {
			text = rec + " (" + desc + ")"
		}
	}
	if forced {
		text += " (forced)"
	}
	if p == board.Chance {
		return label + " chance: " + text
	}
	return label + " " + t.who(p) + ": " + text
}

// step makes the actor to move decide, and plays the decision. forced
// reports a person's only move played for them (-auto-forced).
func (t *table) step(s board.State) (m board.Move, forced bool, err error) {
	p := s.ToMove()
	if p == board.Chance && t.dice != nil {
		m, err = board.Sample(s, t.dice)
		return m, false, err
	}
	var bot Bot
	if p != board.Chance {
		if bot, _, err = t.seat(p); err != nil {
			return nil, false, err
		}
	}
	if bot == nil { // a person: a seat, or manual dice
		if legal := s.Legal(); t.autoForced && len(legal) == 1 {
			if err := s.Play(legal[0]); err != nil {
				return nil, false, fmt.Errorf("the only legal move %s does not play: %w", legal[0], err)
			}
			return legal[0], true, nil
		}
		m, err = t.ask(s)
		return m, false, err
	}
	if t.verbose {
		t.show(s, p)
	}
	m, err = bot.Choose(s)
	if err != nil {
		return nil, false, fmt.Errorf("%s: %w", t.who(p), err)
	}
	if err := s.Play(m); err != nil {
		return nil, false, fmt.Errorf("%s chose a move that does not play: %w", t.who(p), err)
	}
	return m, false, nil
}

// ask shows the person to move what they may see and the legal moves, and
// reads moves until one plays.
func (t *table) ask(s board.State) (board.Move, error) {
	p := s.ToMove()
	if p != board.Chance { // a roll changes nothing on the board yet
		t.show(s, p)
	}
	t.person.list = t.listLegal(s)
	for {
		m, err := t.person.Choose(s)
		if err != nil {
			return nil, err
		}
		if err := s.Play(m); err != nil {
			fmt.Fprintln(t.e.stdout, oneLine(err))
			continue
		}
		return m, nil
	}
}

// listLegal prints the legal moves for the person to decide, and the
// declarations (resigning, offering a draw, ...) when the state has them.
// Moves written with spaces (a backgammon play is several checker moves)
// are numbered, one per line, and it returns them in that order, so that
// the person may type a number; otherwise they are one line, and it
// returns nil.
func (t *table) listLegal(s board.State) []string {
	out := t.e.stdout
	legal := readableMoves(s.Legal())
	head := "roll the dice:"
	if p := s.ToMove(); p != board.Chance {
		head = t.who(p) + " to move:"
	}
	var numbered []string
	if slices.ContainsFunc(legal, func(m string) bool { return strings.Contains(m, " ") }) {
		numbered = legal
		fmt.Fprintln(out, head)
		width := len(strconv.Itoa(len(legal)))
		for i, m := range legal {
			fmt.Fprintf(out, "  %*d) %s\n", width, i+1, m)
		}
		fmt.Fprintf(out, "type a move or its number\n")
	} else {
		fmt.Fprintf(out, "%s %s\n", head, strings.Join(legal, " "))
	}
	if line := declarationLine(s, legal); line != "" {
		fmt.Fprintln(out, line)
	}
	return numbered
}

// declarationLine returns the line that lists the declarations of the
// seat to move (board.Declarer), or "" when there are none; legal is the
// notation of the legal moves.
func declarationLine(s board.State, legal []string) string {
	d, ok := s.(board.Declarer)
	if !ok || s.ToMove() < 0 {
		return ""
	}
	decl := d.Declarations()
	if len(decl) == 0 {
		return ""
	}
	return "or declare: " + declarations(readableMoves(decl), legal)
}

// declarations writes the declarations for people: each by its notation,
// except those that add a word to a legal move (chess's "e2e4 offer"),
// which are written once for all moves: "resign, a move followed by claim
// or offer".
func declarations(decl, legal []string) string {
	var plain, words []string
	for _, d := range decl {
		i := strings.LastIndexByte(d, ' ')
		if i > 0 && slices.Contains(legal, d[:i]) {
			if !slices.Contains(words, d[i+1:]) {
				words = append(words, d[i+1:])
			}
			continue
		}
		plain = append(plain, d)
	}
	if len(words) > 0 {
		slices.Sort(words)
		plain = append(plain, "a move followed by "+strings.Join(words, " or "))
	}
	return strings.Join(plain, ", ")
}

// show prints the position for seat p: the full board, or in a game with
// hidden information and a person at the table, only what a person may
// see: p's observation when p is a person, else the first person's (with
// -v, before a bot's move).
func (t *table) show(s board.State, p board.Player) {
	if t.kind(p) != "human" && t.hasHuman {
		p = t.firstHuman()
	}
	if !t.secret(s) {
		printText(t.e.stdout, board.View(s, p))
		return
	}
	printText(t.e.stdout, s.(board.Hidden).Observation(p))
}

// printText prints a board or an observation, ending it with exactly one
// newline whether or not the game's text has one.
func printText(w io.Writer, text string) {
	fmt.Fprintln(w, strings.TrimRight(text, "\n"))
}

// firstHuman returns the first seat a person plays, or Nobody.
func (t *table) firstHuman() board.Player {
	if t.kinds == nil {
		return 0
	}
	for i, k := range t.kinds {
		if k == "human" {
			return board.Player(i)
		}
	}
	return board.Nobody
}

// who names seat p for people: "seat 1 (Black, human)", or without a
// seat name "seat 1 (human)".
func (t *table) who(p board.Player) string {
	if int(p) >= 0 && int(p) < len(t.seatNames) && t.seatNames[p] != "" {
		return fmt.Sprintf("seat %v (%s, %s)", p, t.seatNames[p], t.kind(p))
	}
	return fmt.Sprintf("seat %v (%s)", p, t.kind(p))
}

// kind returns what plays seat p: "human", "random", ...
func (t *table) kind(p board.Player) string {
	switch {
	case t.kinds != nil && int(p) < len(t.kinds):
		return t.kinds[p]
	case t.kinds == nil && p == 0:
		return "human"
	}
	return "random"
}

// finale prints the final position, as each person may see it, and the
// outcome.
func (t *table) finale(s board.State) {
	out := t.e.stdout
	switch {
	case t.quiet:
	case !t.secret(s):
		printText(out, s.String())
	case t.kinds == nil:
		t.show(s, 0)
	default:
		for i, k := range t.kinds {
			if k == "human" {
				fmt.Fprintf(out, "seat %d sees:\n", i)
				t.show(s, board.Player(i))
			}
		}
	}
	writeOutcome(out, s.Outcome(), t.who, t.kind)
}

// entry returns xs[i], or "-" when the slice is too short.
func entry(xs []int, i int) string {
	if i < len(xs) {
		return fmt.Sprint(xs[i])
	}
	return "-"
}

// writeOutcome prints how a game ended: the reason, the winners (named by
// who), and each seat's player (kind), placing and points when the game
// gives them.
func writeOutcome(w io.Writer, o board.Outcome, who, kind func(board.Player) string) {
	reason := o.Reason
	if reason == "" {
		reason = "the game is over"
	}
	fmt.Fprintf(w, "game over: %s\n", reason)
	if o.Draw() {
		fmt.Fprintln(w, "draw")
	} else {
		var ws []string
		for _, p := range o.Winners {
			ws = append(ws, who(p))
		}
		fmt.Fprintf(w, "won: %s\n", strings.Join(ws, ", "))
	}
	n := max(len(o.Placings), len(o.Points))
	if n == 0 {
		return
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprint(tw, "seat\tplayer")
	if o.Placings != nil {
		fmt.Fprint(tw, "\tplace")
	}
	if o.Points != nil {
		fmt.Fprint(tw, "\tpoints")
	}
	fmt.Fprintln(tw)
	for i := range n {
		fmt.Fprintf(tw, "%d\t%s", i, kind(board.Player(i)))
		if o.Placings != nil {
			fmt.Fprintf(tw, "\t%s", entry(o.Placings, i))
		}
		if o.Points != nil {
			fmt.Fprintf(tw, "\t%s", entry(o.Points, i))
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
}
