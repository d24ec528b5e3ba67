package boardtest

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

func TestMain(m *testing.M) {
	flag.Parse()
	// The broken fake games fail on purpose: keep rapid from writing fail
	// files for them and from shrinking for long.
	_ = flag.Set("rapid.nofailfile", "true")
	_ = flag.Set("rapid.shrinktime", "2s")
	os.Exit(m.Run())
}

// recorder is a rapid.TB that records failures instead of failing the test,
// so that a test can assert that Run reports a broken game. Like
// testing.T, FailNow ends the goroutine.
type recorder struct {
	mu     sync.Mutex
	failed bool
	out    strings.Builder
}

func (r *recorder) Helper()      {}
func (r *recorder) Name() string { return "recorder" }
func (r *recorder) Logf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	fmt.Fprintf(&r.out, format+"\n", args...)
}
func (r *recorder) Log(args ...any)                   { r.Logf("%s", fmt.Sprint(args...)) }
func (r *recorder) Skipf(format string, args ...any)  { r.Logf(format, args...); runtime.Goexit() }
func (r *recorder) Skip(args ...any)                  { r.Log(args...); runtime.Goexit() }
func (r *recorder) SkipNow()                          { runtime.Goexit() }
func (r *recorder) Errorf(format string, args ...any) { r.Logf(format, args...); r.Fail() }
func (r *recorder) Error(args ...any)                 { r.Log(args...); r.Fail() }
func (r *recorder) Fatalf(format string, args ...any) { r.Errorf(format, args...); r.FailNow() }
func (r *recorder) Fatal(args ...any)                 { r.Error(args...); r.FailNow() }
func (r *recorder) FailNow()                          { r.Fail(); runtime.Goexit() }
func (r *recorder) Fail() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.failed = true
}
func (r *recorder) Failed() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.failed
}

// record runs the checks of Run on g (info, then playouts of 2 players)
// against a recorder and returns it.
func record(g fakeGame) *recorder {
	r := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		if checkInfo(r, g) && !r.Failed() {
			checkPlayouts(r, g, 2, 1)
		}
	}()
	<-done
	return r
}

func TestRunPassesCorrectGame(t *testing.T) {
	Run(t, fakeGame{})
}

func TestRunPassesCorrectGameRecorded(t *testing.T) {
	r := record(fakeGame{})
	assert.False(t, r.failed, "output:\n%s", r.out.String())
}

func TestRunCatchesBrokenGames(t *testing.T) {
	for _, tc := range []struct {
		name string
		bug  bug
		want string
	}{
		{"HalfApply", bugHalfApply, "rejected, changed the state"},
		{"RoundTrip", bugRoundTrip, `ParseMove("a").String() = "A"`},
		{"ChanceSum", bugChanceSum, "Chances() sum to 0.95"},
		{"ChanceZero", bugChanceZero, "want a positive probability"},
		{"CloneShares", bugCloneShares, "Clone is not independent"},
		{"LegalAfterOver", bugLegalAfterOver, "Legal() has 1 moves but Outcome().Over is true"},
		{"Position", bugPosition, "Parse(Position()).ToMove()"},
		{"NeverEnds", bugNeverEnds, "has not ended after Info().MaxPlies = 600 plies"},
		{"Duplicate", bugDuplicate, "twice"},
		{"PlayFails", bugPlayFails, `legal move "b" does not play`},
		{"AcceptsGarbage", bugAcceptsGarbage, "which is not in Legal()"},
		{"WrongKind", bugWrongKind, `error "no such move" does not wrap ErrBadNotation or ErrIllegalMove`},
		{"PlayAfterOver", bugPlayAfterOver, "succeeded"},
		{"NoReason", bugNoReason, "Outcome().Reason is empty"},
		{"Placings", bugPlacings, "Outcome().Placings"},
		{"ToMove", bugToMove, "is not a seat of 2 players"},
		{"Panic", bugPanic, "panic"},
		{"Players", bugPlayers, "want one wrapping ErrPlayers"},
		{"Perfter", bugPerfter, "Perfter.Perft(1)"},
		{"Hidden", bugHidden, "Determinize(0).Observation(0)"},
		{"Info", bugInfo, "MaxPlies = 0"},
		{"ParseJunk", bugParseJunk, `Parse("garbage")`},
		{"Mutation", bugMutation, "damaged position"},
		{"WinnersEarly", bugWinnersEarly, "but is not over"},
		{"LegalOrder", bugLegalOrder, "another order"},
		{"NoPicture", bugNoPicture, "String() is empty"},
		{"OptionDoc", bugOptionDoc, `option "Goal" needs its Value and a Doc`},
		{"SeatNames", bugSeatNames, "SeatNames"},
		{"NoCode", bugNoCode, "Outcome().Code"},
		{"Seats", bugSeats, "Seats() = 1 for a game of 2 players"},
		{"UnequalParse", bugUnequalParse, "equal moves must compare equal"},
		{"GameOverKind", bugGameOverKind, "does not wrap ErrGameOver"},
		{"DeclarationInLegal", bugDeclarationInLegal, "is also in Legal()"},
		{"OptionsAnything", bugOptionsAnything, "WithOptions(NoSuchOption=1)"},
		{"ObserveMove", bugObserveMove, "sees its own move"},
		{"Lister", bugLister, "AppendLegal()[0]"},
		{"ChanceFlag", bugChanceFlag, "Info().Chance is false"},
		{"ReturnsRange", bugReturnsRange, "outside Info's"},
		{"Picture", bugPicture, `cell name "0" is empty or repeated`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := record(fakeGame{bug: tc.bug})
			require.True(t, r.failed, "Run did not report bug %d", tc.bug)
			assert.Contains(t, r.out.String(), tc.want)
		})
	}
}

// TestRecorderFails makes sure the recorder does see a rapid failure, so
// that the broken-game tests cannot pass for lack of a report.
func TestRecorderFails(t *testing.T) {
	r := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		rapid.Check(r, func(t *rapid.T) {
			if rapid.IntRange(0, 10).Draw(t, "x") > 5 {
				t.Fatalf("too big")
			}
		})
	}()
	<-done
	assert.True(t, r.failed)
	assert.Contains(t, r.out.String(), "too big")
}

func TestHistoryDependent(t *testing.T) {
	r := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		checkPlayouts(r, historyGame{honest: false}, 2, 1)
	}()
	<-done
	assert.True(t, r.failed, "an outcome that Position cannot carry is reported")
	assert.Contains(t, r.out.String(), "Parse(Position())")

	Run(t, historyGame{honest: true})
}

func TestPlyBudget(t *testing.T) {
	for _, tc := range []struct {
		env, want string
	}{
		// 10 games of the fake race are well over 50 plies: the budget
		// stops at the minimum number of games.
		{"50", "10 random games of 2 players"},
		// No budget: rapid's 100 checks (20 with -short) each play a game.
		{"0", " random games of 2 players"},
	} {
		t.Setenv("BOARDTEST_PLIES", tc.env)
		r := &recorder{}
		done := make(chan struct{})
		go func() {
			defer close(done)
			checkPlayouts(r, fakeGame{}, 2, 1)
		}()
		<-done
		require.False(t, r.failed, r.out.String())
		assert.Contains(t, r.out.String(), tc.want)
		if tc.env == "0" {
			assert.NotContains(t, r.out.String(), "boardtest: 10 random games")
		}
	}
}
