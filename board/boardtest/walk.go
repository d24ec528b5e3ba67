package boardtest

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

// The budget of one playout. Cheap checks run at every step; the costly
// ones run on a sample, so that Run stays within a few seconds for a game
// like chess (about 30 legal moves, games of a few hundred plies).
const (
	// sampleMoves legal moves per step (besides the one played) get the
	// ParseMove round trip and a Play on a Clone; at deep steps all of
	// them, or deepMoves when there are more (ParseMove usually generates
	// the legal moves, so checking thousands of backgammon turns each way
	// would cost their square).
	sampleMoves = 4
	deepMoves   = 48
	// deepEvery: one step in deepEvery on average is a deep step, with the
	// bad-input, Hidden, Perfter and mutated-position checks; the starting
	// and the final state always are.
	deepEvery = 16
	// maxDeep bounds the deep steps of one playout besides the final one.
	maxDeep = 8
	// perftSteps deep steps per playout compare a board.Perfter with Perft
	// at depths 1..perftDepth.
	perftSteps = 2
	perftDepth = 2
	// poolSize moves of earlier states are kept to be tried as moves that
	// were legal once but are not now.
	poolSize = 32
	// tapeLen bounds the leading choices that rapid draws one by one and
	// shrinks; the rest of a playout comes from a generator seeded by rapid.
	tapeLen = 24
	// mutations is the number of mutated positions fed to Parse per deep step.
	mutations = 4
	// historyShown is the number of last moves a failure report lists.
	historyShown = 40
)

// A walker plays one random game and checks every state on its way.
type walker struct {
	t       *rapid.T
	g       board.Game
	info    board.Info
	n       int // players
	limit   int // Info.MaxPlies
	rng     *rand.Rand
	tape    []uint32
	s       board.State
	plies   int
	history []string
	pool    []board.Move // moves of earlier states
	deep    int          // deep steps done
	perfts  int          // Perfter comparisons done
}

func newWalker(t *rapid.T, g board.Game, n, limit int) *walker {
	seed := rapid.Uint64().Draw(t, "seed")
	tape := rapid.SliceOfN(rapid.Uint32(), 0, tapeLen).Draw(t, "choices")
	return &walker{t: t, g: g, info: g.Info(), n: n, limit: limit, rng: rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15)), tape: tape}
}

// fatalf stops the playout with msg, the game, the ply, the position and
// the last moves played.
func (w *walker) fatalf(format string, args ...any) {
	w.t.Helper()
	pos := "(none)"
	if w.s != nil {
		pos = safeString(w.s.Position)
	}
	moves := w.history
	more := ""
	if len(moves) > historyShown {
		more = "... "
		moves = moves[len(moves)-historyShown:]
	}
	w.t.Fatalf("%s\n\tgame %s, %d players, after %d plies\n\tposition: %q\n\tmoves: %s%s",
		fmt.Sprintf(format, args...), w.g.ID(), w.n, w.plies, pos, more, strings.Join(moves, " "))
}

func (w *walker) run() {
	s, err := guard(func() (board.State, error) { return w.g.New(w.n) })
	if err != nil {
		w.fatalf("New(%d): %v", w.n, err)
	}
	if s == nil {
		w.fatalf("New(%d) returned a nil state", w.n)
	}
	w.s = s
	if sg := s.Game(); sg == nil || sg.ID() != w.g.ID() {
		w.fatalf("State.Game() is not the game that made the state")
	}
	for {
		deep := w.plies == 0 || (w.deep < maxDeep && w.rng.IntN(deepEvery) == 0)
		legal := w.checkStep(deep)
		if len(legal) == 0 {
			w.checkEnd()
			return
		}
		if w.plies >= w.limit {
			w.fatalf("the game has not ended after Info().MaxPlies = %d plies", w.limit)
		}
		w.play(legal)
	}
}

// checkStep checks the current state and returns its legal moves.
func (w *walker) checkStep(deep bool) []board.Move {
	w.t.Helper()
	s := w.s
	to := s.ToMove()
	legal := s.Legal()
	out := s.Outcome()
	if (len(legal) == 0) != out.Over {
		w.fatalf("Legal() has %d moves but Outcome().Over is %v", len(legal), out.Over)
	}
	if out.Over != (to == board.Nobody) {
		w.fatalf("ToMove() is %v but Outcome().Over is %v", to, out.Over)
	}
	if !out.Over && to != board.Chance && (to < 0 || int(to) >= w.n) {
		w.fatalf("ToMove() = %v is not a seat of %d players, Chance or Nobody", to, w.n)
	}
	w.checkOutcome(out)
	w.checkState(to)
	w.checkCode(out)
	strs, set := w.moveStrings(legal)
	if to == board.Chance {
		w.checkChances(len(legal))
	}
	pos, pic := s.Position(), s.String()
	if strings.TrimSpace(pic) == "" {
		w.fatalf("String() is empty: it should picture the position for people")
	}
	w.checkRoundTrip(pos, to, strs, out)
	w.checkMoves(legal, strs, deep, pos, pic)
	if deep && !out.Over {
		w.deep++
		w.checkOrder(strs)
		w.checkLister(strs)
		w.checkDeclarations(set, pos, pic)
		w.checkObserveMove(to, legal, strs)
		w.checkPicture(to, legal)
		w.checkBadInput(set, pos, pic, false)
		w.checkHidden(to, pos, pic)
		w.checkPerfter(pos, pic)
		w.checkMutations(pos)
	}
	return legal
}

// checkOrder checks that Legal lists the moves in the same order when
// asked again, so that a seed replays a game exactly.
func (w *walker) checkOrder(strs []string) {
	w.t.Helper()
	again := w.s.Legal()
	for i, m := range again {
		if i >= len(strs) || m.String() != strs[i] {
			w.fatalf("Legal() lists the moves in another order when asked again: %q, then %v", strs, again)
		}
	}
	if len(again) != len(strs) {
		w.fatalf("Legal() lists %d moves, then %d", len(strs), len(again))
	}
}

// checkEnd checks the final state: nothing is accepted any more.
func (w *walker) checkEnd() {
	w.t.Helper()
	pos, pic := w.s.Position(), w.s.String()
	out := w.s.Outcome()
	w.checkReturns()
	w.checkBadInput(nil, pos, pic, true)
	w.checkHidden(board.Nobody, pos, pic)
	w.checkMutations(pos)
	if got := w.s.Outcome(); !sameOutcome(got, out) {
		w.fatalf("Outcome() changed after rejected moves: %+v, was %+v", got, out)
	}
}

// moveStrings checks that every legal move has a distinct non-empty string
// and returns the strings, in order and as a set.
func (w *walker) moveStrings(legal []board.Move) ([]string, map[string]bool) {
	w.t.Helper()
	strs := make([]string, len(legal))
	set := make(map[string]bool, len(legal))
	for i, m := range legal {
		if m == nil {
			w.fatalf("Legal()[%d] is nil", i)
		}
		str := m.String()
		if str == "" {
			w.fatalf("Legal()[%d].String() is empty", i)
		}
		if set[str] {
			w.fatalf("Legal() lists %q twice", str)
		}
		strs[i] = str
		set[str] = true
	}
	return strs, set
}

func (w *walker) checkChances(outcomes int) {
	w.t.Helper()
	c, ok := w.s.(board.Chancy)
	if !ok {
		return
	}
	ps := c.Chances()
	if len(ps) != outcomes {
		w.fatalf("Chances() has %d probabilities for %d outcomes in Legal()", len(ps), outcomes)
	}
	sum := 0.0
	for i, p := range ps {
		if !(p > 0) || math.IsInf(p, 0) {
			w.fatalf("Chances()[%d] = %v: want a positive probability", i, p)
		}
		sum += p
	}
	if math.Abs(sum-1) > 1e-9 {
		w.fatalf("Chances() sum to %v, want 1", sum)
	}
}

// checkOutcome checks that an outcome is consistent with itself and the
// number of seats.
func (w *walker) checkOutcome(out board.Outcome) {
	w.t.Helper()
	if !out.Over {
		if len(out.Winners) > 0 {
			w.fatalf("Outcome() has winners %v but is not over", out.Winners)
		}
		return
	}
	if strings.TrimSpace(out.Reason) == "" {
		w.fatalf("Outcome().Reason is empty at the end of the game")
	}
	won := make([]bool, w.n)
	for _, p := range out.Winners {
		if p < 0 || int(p) >= w.n {
			w.fatalf("Outcome().Winners %v: %v is not a seat", out.Winners, p)
		}
		if won[p] {
			w.fatalf("Outcome().Winners %v lists %v twice", out.Winners, p)
		}
		won[p] = true
	}
	if out.Points != nil && len(out.Points) != w.n {
		w.fatalf("Outcome().Points %v: want one per seat (%d)", out.Points, w.n)
	}
	if out.Placings != nil {
		w.checkPlacings(out, won)
	}
}

// checkPlacings checks standard competition ranking ("1224"): each seat's
// place is one more than the number of seats placed better, the seats in
// first place are exactly the winners, and in a draw everybody is first.
func (w *walker) checkPlacings(out board.Outcome, won []bool) {
	w.t.Helper()
	pl := out.Placings
	if len(pl) != w.n {
		w.fatalf("Outcome().Placings %v: want one per seat (%d)", pl, w.n)
	}
	for i, p := range pl {
		better := 0
		for _, q := range pl {
			if q < p {
				better++
			}
		}
		if p != better+1 {
			w.fatalf("Outcome().Placings %v: seat %d has place %d but %d seats are placed better", pl, i, p, better)
		}
		if first := p == 1; len(out.Winners) > 0 && first != won[i] {
			w.fatalf("Outcome().Placings %v disagree with Winners %v at seat %d", pl, out.Winners, i)
		} else if len(out.Winners) == 0 && !first {
			w.fatalf("Outcome().Placings %v in a draw: want every seat first", pl)
		}
	}
}

// checkRoundTrip checks that Parse(Position()) gives back an equal state.
func (w *walker) checkRoundTrip(pos string, to board.Player, strs []string, out board.Outcome) {
	w.t.Helper()
	p, err := guard(func() (board.State, error) { return w.g.Parse(pos) })
	if err != nil {
		w.fatalf("Parse(Position()) fails: %v", err)
	}
	if p == nil {
		w.fatalf("Parse(Position()) returned a nil state")
	}
	if got := p.Position(); got != pos {
		w.fatalf("Parse(Position()).Position() = %q, want the same position", got)
	}
	if h, ok := w.s.(board.HistoryDependent); ok && h.HistoryDependent() {
		return // the rules look at history the notation does not carry
	}
	if got := p.ToMove(); got != to {
		w.fatalf("Parse(Position()).ToMove() = %v, want %v", got, to)
	}
	want := slices.Sorted(slices.Values(strs))
	got := make([]string, 0, len(want))
	for _, m := range p.Legal() {
		got = append(got, m.String())
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		w.fatalf("Parse(Position()).Legal() = %q, want %q", got, want)
	}
	if o := p.Outcome(); !sameOutcome(o, out) {
		w.fatalf("Parse(Position()).Outcome() = %+v, want %+v", o, out)
	}
}

func sameOutcome(a, b board.Outcome) bool {
	return a.Over == b.Over && a.Reason == b.Reason && slices.Equal(a.Winners, b.Winners) &&
		slices.Equal(a.Placings, b.Placings) && slices.Equal(a.Points, b.Points)
}

// checkMoves checks the ParseMove round trip and a Play on a Clone for a
// sample of the legal moves (all of them at deep steps), and that neither
// changed the original.
func (w *walker) checkMoves(legal []board.Move, strs []string, deep bool, pos, pic string) {
	w.t.Helper()
	k := sampleMoves
	if deep {
		k = deepMoves
	}
	idx := make([]int, 0, min(k, len(legal)))
	if len(legal) <= k {
		for i := range legal {
			idx = append(idx, i)
		}
	} else {
		for range k {
			idx = append(idx, w.rng.IntN(len(legal)))
		}
	}
	for _, i := range idx {
		pm, err := guard(func() (board.Move, error) { return w.s.ParseMove(strs[i]) })
		if err != nil {
			w.fatalf("ParseMove(%q) of a legal move fails: %v", strs[i], err)
		}
		if pm == nil {
			w.fatalf("ParseMove(%q) returned a nil move", strs[i])
		}
		if got := pm.String(); got != strs[i] {
			w.fatalf("ParseMove(%q).String() = %q, want the same", strs[i], got)
		}
		w.checkMoveValue(legal[i], pm, strs[i])
	}
	w.unchanged(pos, pic, "ParseMove of legal moves")
	for _, i := range idx {
		c := w.s.Clone()
		if c == nil {
			w.fatalf("Clone() returned nil")
		}
		if err := play(c, legal[i]); err != nil {
			w.fatalf("legal move %q does not play: %v", strs[i], err)
		}
	}
	w.unchanged(pos, pic, "playing moves on a Clone (Clone is not independent)")
}

// unchanged stops the playout when the state's Position or String differs
// from pos and pic after what.
func (w *walker) unchanged(pos, pic, what string) {
	w.t.Helper()
	if got := safeString(w.s.Position); got != pos {
		w.fatalf("%s changed the state: Position() = %q, was %q", what, got, pos)
	}
	if got := safeString(w.s.String); got != pic {
		w.fatalf("%s changed the state: String() = %q, was %q", what, got, pic)
	}
}

// play plays m on s, turning a panic into an error.
func play(s board.State, m board.Move) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return s.Play(m)
}

// safeString returns f(), or a note of its panic.
func safeString(f func() string) (s string) {
	defer func() {
		if p := recover(); p != nil {
			s = fmt.Sprintf("(panic: %v)", p)
		}
	}()
	return f()
}

// play plays one move of legal, chosen by the tape (by index) or the
// generator (a seat's move uniformly, a chance outcome by its
// probability). A third of the time it plays the move that ParseMove read
// back instead of the listed one, and a third of the time the same move
// listed by a Clone (bots search on clones).
func (w *walker) play(legal []board.Move) {
	w.t.Helper()
	var i int
	c, chancy := w.s.(board.Chancy)
	switch {
	case w.plies < len(w.tape):
		// rapid's choices: small values (which rapid favours and shrinks
		// towards) pick the first moves and outcomes, but not always the
		// first one.
		i = int(w.tape[w.plies] % uint32(len(legal)))
	case chancy && w.s.ToMove() == board.Chance:
		i = pick(c.Chances(), w.rng.Float64())
	default:
		i = w.rng.IntN(len(legal))
	}
	m := legal[i]
	str := m.String()
	switch w.rng.IntN(3) {
	case 0:
		pm, err := guard(func() (board.Move, error) { return w.s.ParseMove(str) })
		if err != nil || pm == nil {
			w.fatalf("ParseMove(%q) of a legal move fails: %v", str, err)
		}
		m = pm
	case 1:
		if cl := w.s.Clone().Legal(); i < len(cl) && cl[i].String() == str {
			m = cl[i]
		}
	}
	pos := w.s.Position()
	before := w.s.Clone()
	if err := play(w.s, m); err != nil {
		w.fatalf("legal move %q does not play: %v", str, err)
	}
	if got := safeString(before.Position); got != pos {
		w.fatalf("playing %q changed a Clone made before (Clone is not independent): its Position() = %q, was %q", str, got, pos)
	}
	w.history = append(w.history, str)
	w.plies++
	w.remember(m, legal[w.rng.IntN(len(legal))])
}

// pick returns the index that u in [0,1) falls on when [0,1) is cut into
// the probabilities p.
func pick(p []float64, u float64) int {
	for i, q := range p {
		if u < q {
			return i
		}
		u -= q
	}
	return len(p) - 1
}

// remember keeps moves of past states for the bad-input checks.
func (w *walker) remember(ms ...board.Move) {
	for _, m := range ms {
		if len(w.pool) < poolSize {
			w.pool = append(w.pool, m)
		} else {
			w.pool[w.rng.IntN(poolSize)] = m
		}
	}
}

// foreignMove is a move of no game: Play must reject it without panicking.
type foreignMove string

func (m foreignMove) String() string { return string(m) }

// badStrings returns junk and moves in the notations of other games.
func badStrings() []string {
	return []string{
		"", " ", "garbage", "\x00", "\xff\xfe", "🎲", "-", "--", "0", "-1", "99999999999999999999",
		strings.Repeat("a1", 64), "e2e4", "e7e8q", "O-O", "O-O-O", "Nf3", "13/7", "bar/22", "25/off",
		"3-5", "6-6", "1", "2", "3", "11-15", "5x14", "a1-b2", "0-4", "29-off", "pass", "roll", "a1", "j10",
	}
}

// checkBadInput feeds the state text and moves that are not legal now (set
// holds the legal strings) and checks that they are rejected with the right
// kind of error and leave the state exactly as it was.
func (w *walker) checkBadInput(set map[string]bool, pos, pic string, over bool) {
	w.t.Helper()
	texts := badStrings()
	for m := range set {
		texts = append(texts, m+"#junk", m+" junk", "\x00"+m)
		break
	}
	for _, m := range w.pool {
		texts = append(texts, m.String())
	}
	for _, text := range texts {
		if set[text] {
			continue
		}
		pm, err := guard(func() (board.Move, error) { return w.s.ParseMove(text) })
		switch {
		case err == nil && pm == nil:
			w.fatalf("ParseMove(%q) returned neither a move nor an error", text)
		case err == nil && !set[pm.String()]:
			w.fatalf("ParseMove(%q) accepted %q, which is not in Legal()", text, pm.String())
		case err != nil && !rightKind(err, over, true):
			w.fatalf("ParseMove(%q): error %q does not wrap %s", text, err, kinds(over, true))
		}
		w.unchanged(pos, pic, fmt.Sprintf("ParseMove(%q)", text))
	}
	moves := []board.Move{nil, foreignMove("garbage"), (*nilMove)(nil), panicMove{}}
	for _, m := range w.pool {
		if !set[m.String()] {
			moves = append(moves, m)
		}
	}
	for _, m := range moves {
		name := safeString(func() string { return fmt.Sprintf("%T %v", m, m) })
		err := play(w.s, m)
		if err == nil {
			w.fatalf("Play(%s), a move not in Legal(), succeeded", name)
		}
		if !rightKind(err, over, false) {
			w.fatalf("Play(%s): error %q does not wrap %s", name, err, kinds(over, false))
		}
		w.unchanged(pos, pic, fmt.Sprintf("Play(%s), rejected,", name))
	}
}

// rightKind reports whether err is the kind of error a rejected move
// should give: ErrBadNotation (only from ParseMove or while the game is on)
// or ErrIllegalMove, or ErrGameOver after the end; and it says why.
func rightKind(err error, over, parse bool) bool {
	if err.Error() == "" {
		return false
	}
	if over && !parse {
		// every Play after the end is answered with ErrGameOver (a nil
		// or broken Move may be ErrBadNotation)
		return errors.Is(err, board.ErrGameOver) || errors.Is(err, board.ErrBadNotation)
	}
	if errors.Is(err, board.ErrIllegalMove) || over && errors.Is(err, board.ErrGameOver) {
		return true
	}
	return errors.Is(err, board.ErrBadNotation)
}

func kinds(over, parse bool) string {
	switch {
	case over && parse:
		return "ErrBadNotation, ErrIllegalMove or ErrGameOver"
	case over:
		return "ErrGameOver"
	}
	return "ErrBadNotation or ErrIllegalMove"
}

// checkHidden checks Observation and Determinize of a board.Hidden state
// for every seat: the determinized state looks the same to that seat.
func (w *walker) checkHidden(to board.Player, pos, pic string) {
	w.t.Helper()
	h, ok := w.s.(board.Hidden)
	if !ok {
		return
	}
	for i := range w.n {
		p := board.Player(i)
		obs := safeString(func() string { return h.Observation(p) })
		d, err := guard(func() (board.State, error) { return h.Determinize(p, w.rng), nil })
		if err != nil || d == nil {
			w.fatalf("Determinize(%v) returned no state: %v", p, err)
		}
		dh, ok := d.(board.Hidden)
		if !ok {
			w.fatalf("Determinize(%v) returned a state without Observation", p)
		}
		if got := safeString(func() string { return dh.Observation(p) }); got != obs {
			w.fatalf("Determinize(%v).Observation(%v) = %q, want the original's %q", p, p, got, obs)
		}
		if got := d.ToMove(); got != to {
			w.fatalf("Determinize(%v).ToMove() = %v, want %v", p, got, to)
		}
	}
	w.unchanged(pos, pic, "Observation and Determinize")
}

// checkPerfter compares a board.Perfter with the generic Perft.
func (w *walker) checkPerfter(pos, pic string) {
	w.t.Helper()
	pf, ok := w.s.(board.Perfter)
	if !ok || w.perfts >= perftSteps {
		return
	}
	w.perfts++
	for d := 1; d <= perftDepth; d++ {
		fast, err := guard(func() (uint64, error) { return pf.Perft(d), nil })
		if err != nil {
			w.fatalf("Perft(%d) of the Perfter: %v", d, err)
		}
		var ended bool
		slow, err := guard(func() (n uint64, err error) {
			n, ended = perftOpen(w.s, d)
			return n, nil
		})
		if err != nil {
			w.fatalf("generic Perft(%d): %v", d, err)
		}
		if ended {
			// A family's perft convention may count on where the game
			// has ended (board.Perfter); nothing to compare here.
			break
		}
		if fast != slow {
			w.fatalf("Perfter.Perft(%d) = %d, but the generic Perft counts %d", d, fast, slow)
		}
	}
	w.unchanged(pos, pic, "Perft")
}

// checkMutations feeds Parse damaged copies of pos: each must be rejected
// with ErrBadNotation or give a state that works without panicking.
func (w *walker) checkMutations(pos string) {
	w.t.Helper()
	for range mutations {
		mut := w.mutate(pos)
		if mut == pos {
			continue
		}
		st, err := guard(func() (board.State, error) { return w.g.Parse(mut) })
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) {
				w.fatalf("Parse(%q), a damaged position: error %q does not wrap ErrBadNotation", mut, err)
			}
			continue
		}
		if st == nil {
			w.fatalf("Parse(%q) returned neither a state nor an error", mut)
		}
		if err := exercise(st); err != nil {
			w.fatalf("Parse accepted the damaged position %q, and then %v", mut, err)
		}
	}
}

// exercise calls the methods of a state that should never panic.
func exercise(s board.State) (err error) {
	what := "ToMove"
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s panicked: %v", what, p)
		}
	}()
	s.ToMove()
	what = "Legal"
	legal := s.Legal()
	what = "Outcome"
	s.Outcome()
	what = "Position"
	s.Position()
	what = "String"
	_ = s.String()
	if len(legal) > 0 {
		what = "Play of a legal move on a Clone"
		_ = s.Clone().Play(legal[0])
	}
	return nil
}

// mutate returns pos damaged in one of a few ways.
func (w *walker) mutate(pos string) string {
	if pos == "" {
		return "x"
	}
	const junk = "0123456789-/ ,.:;|xX?wbk"
	i := w.rng.IntN(len(pos))
	switch w.rng.IntN(4) {
	case 0: // truncate
		return pos[:i]
	case 1: // replace a byte
		return pos[:i] + string(junk[w.rng.IntN(len(junk))]) + pos[i+1:]
	case 2: // delete a byte
		return pos[:i] + pos[i+1:]
	default: // repeat a piece
		j := i + w.rng.IntN(len(pos)-i) + 1
		return pos[:j] + pos[i:j] + pos[j:]
	}
}
