package boardtest

import (
	"encoding"
	"encoding/json"
	"errors"
	"math"
	"reflect"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

// The checks of the contract's answers (package board's doc): Info's seat
// names, return range and options, options by name, outcome codes, moves
// as comparable text values, Lister, Declarer and Hidden.ObserveMove.

// checkInfoContract checks the parts of Info that hosts rely on, and that
// the game's options can be set by name.
func checkInfoContract(t rapid.TB, g board.Game, info board.Info) {
	t.Helper()
	if len(info.SeatNames) != info.MaxPlayers {
		t.Errorf("Info().SeatNames %q: want a name for each of the %d seats", info.SeatNames, info.MaxPlayers)
	}
	for i, n := range info.SeatNames {
		if n == "" {
			t.Errorf("Info().SeatNames[%d] is empty", i)
		}
	}
	if !(info.MinReturn < info.MaxReturn) || math.IsInf(info.MinReturn, 0) || math.IsInf(info.MaxReturn, 0) {
		t.Errorf("Info() returns range [%v, %v]: want finite MinReturn < MaxReturn", info.MinReturn, info.MaxReturn)
	}
	for _, o := range info.Options {
		switch o.Type {
		case "bool", "int", "string", "choice":
		default:
			t.Errorf("Info().Options: option %q has type %q, want bool, int, string or choice (board.OptionsOf)", o.Name, o.Type)
		}
		if o.Accepted == "" || o.Default == "" && o.Type != "string" {
			t.Errorf("Info().Options: option %q needs Default and Accepted (board.OptionsOf)", o.Name)
		}
	}
	if _, err := json.Marshal(info); err != nil {
		t.Errorf("Info() does not marshal to JSON: %v", err)
	}
	checkConfigurable(t, g, info)
}

// checkConfigurable checks options by name: no change keeps the ID, the
// value in force of every option is accepted and changes nothing, and an
// unknown name is an ErrBadOption.
func checkConfigurable(t rapid.TB, g board.Game, info board.Info) {
	t.Helper()
	c, ok := g.(board.Configurable)
	if !ok {
		t.Errorf("the game does not implement board.Configurable (WithOptions)")
		return
	}
	same, err := guard(func() (board.Game, error) { return c.WithOptions(nil) })
	if err != nil || same == nil || same.ID() != g.ID() {
		t.Errorf("WithOptions(nil) = %v, %v: want the same game", same, err)
	}
	for _, o := range info.Options {
		d, err := guard(func() (board.Game, error) { return c.WithOptions(map[string]string{o.Name: o.Value}) })
		if err != nil || d == nil || d.ID() != g.ID() {
			t.Errorf("WithOptions(%s=%s), the value in force: got %v, %v; want the same game", o.Name, o.Value, d, err)
		}
	}
	if _, err := guard(func() (board.Game, error) {
		return c.WithOptions(map[string]string{"NoSuchOption": "1"})
	}); !errors.Is(err, board.ErrBadOption) {
		t.Errorf("WithOptions(NoSuchOption=1): got %v, want an error wrapping ErrBadOption", err)
	}
}

// checkState checks Seats and the Info flags against a state.
func (w *walker) checkState(to board.Player) {
	w.t.Helper()
	if got := w.s.Seats(); got != w.n {
		w.fatalf("Seats() = %d for a game of %d players", got, w.n)
	}
	if to == board.Chance && !w.info.Chance {
		w.fatalf("a chance node in a game whose Info().Chance is false")
	}
	if _, hidden := w.s.(board.Hidden); hidden != w.info.HiddenInformation {
		w.fatalf("Info().HiddenInformation is %v but the state implements board.Hidden: %v", w.info.HiddenInformation, hidden)
	}
}

// checkCode checks Outcome.Code: a slug at the end, empty before, and
// that the outcome marshals.
func (w *walker) checkCode(out board.Outcome) {
	w.t.Helper()
	switch {
	case out.Over && !board.ValidID(out.Code):
		w.fatalf("Outcome().Code %q at the end: want a stable code such as %q (lower-case words joined by hyphens)", out.Code, board.CodeCheckmate)
	case !out.Over && out.Code != "":
		w.fatalf("Outcome().Code %q while the game goes on", out.Code)
	}
	if _, err := json.Marshal(out); err != nil {
		w.fatalf("Outcome() does not marshal to JSON: %v", err)
	}
}

// checkMoveValue checks that a legal move is a comparable value that
// marshals as its notation and equals the move ParseMove reads back.
func (w *walker) checkMoveValue(m, parsed board.Move, str string) {
	w.t.Helper()
	tm, ok := m.(encoding.TextMarshaler)
	if !ok {
		w.fatalf("legal move %q (%T) does not implement encoding.TextMarshaler", str, m)
	}
	if b, err := tm.MarshalText(); err != nil || string(b) != str {
		w.fatalf("MarshalText of %q = %q, %v: want its String", str, b, err)
	}
	if !reflect.TypeOf(m).Comparable() {
		w.fatalf("legal move %q is a %T, which is not comparable: moves must be values that == compares", str, m)
	}
	if reflect.TypeOf(parsed) == reflect.TypeOf(m) && parsed != m {
		w.fatalf("ParseMove(%q) != the legal move with that notation: equal moves must compare equal", str)
	}
}

// checkLister checks that AppendLegal lists what Legal lists.
func (w *walker) checkLister(strs []string) {
	w.t.Helper()
	l, ok := w.s.(board.Lister)
	if !ok {
		return
	}
	buf := make([]board.Move, 0, 1)
	got := l.AppendLegal(buf)
	if len(got) != len(strs) {
		w.fatalf("AppendLegal lists %d moves, Legal %d", len(got), len(strs))
	}
	for i, m := range got {
		if m.String() != strs[i] {
			w.fatalf("AppendLegal()[%d] = %q, Legal()[%d] = %q", i, m, i, strs[i])
		}
	}
}

// checkDeclarations checks that declarations are not in Legal, read back
// and play on a Clone without changing the original.
func (w *walker) checkDeclarations(set map[string]bool, pos, pic string) {
	w.t.Helper()
	d, ok := w.s.(board.Declarer)
	if !ok {
		return
	}
	for _, m := range d.Declarations() {
		str := m.String()
		if set[str] {
			w.fatalf("declaration %q is also in Legal(): Legal lists the decisions of play only", str)
		}
		if _, err := guard(func() (board.Move, error) { return w.s.ParseMove(str) }); err != nil {
			w.fatalf("ParseMove(%q) of a declaration fails: %v", str, err)
		}
		if err := play(w.s.Clone(), m); err != nil {
			w.fatalf("declaration %q does not play: %v", str, err)
		}
	}
	w.unchanged(pos, pic, "declarations")
}

// checkObserveMove checks that the seat to move sees its own decisions.
func (w *walker) checkObserveMove(to board.Player, legal []board.Move, strs []string) {
	w.t.Helper()
	h, ok := w.s.(board.Hidden)
	if !ok || to < 0 {
		return
	}
	for i, m := range legal {
		if got := safeString(func() string { return h.ObserveMove(to, m) }); got != strs[i] {
			w.fatalf("ObserveMove(%v, %q) = %q: the seat that moves sees its own move", to, strs[i], got)
		}
	}
}

// checkReturns checks board.Returns at the end against Info's range.
func (w *walker) checkReturns() {
	w.t.Helper()
	r := board.Returns(w.s)
	if len(r) != w.n {
		w.fatalf("board.Returns at the end = %v: want one per seat", r)
	}
	for i, v := range r {
		if !(v >= w.info.MinReturn && v <= w.info.MaxReturn) {
			w.fatalf("board.Returns()[%d] = %v is outside Info's [%v, %v]", i, v, w.info.MinReturn, w.info.MaxReturn)
		}
	}
}

// nilMove is a typed nil Move whose String panics: Play must refuse it.
type nilMove struct{ p *int }

func (m *nilMove) String() string { return string(rune(*m.p)) }

// panicMove is a Move whose String panics.
type panicMove struct{}

func (panicMove) String() string { panic("boardtest: a Move whose String panics") }
