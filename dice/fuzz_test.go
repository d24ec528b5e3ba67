package dice

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// FuzzParseRoll: ParseRoll never panics, rejects with ErrBadNotation, and
// what it accepts is exactly the String of the roll (one text per roll).
func FuzzParseRoll(f *testing.F) {
	for _, s := range []string{"2", "3-5", "6-6", "1-2-3-4-5-6-1-2", "03", "3--5", "", "9999", "10000", "-"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRoll(s)
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) {
				t.Fatalf("ParseRoll(%q): %v does not wrap ErrBadNotation", s, err)
			}
			if r != (Roll{}) {
				t.Fatalf("ParseRoll(%q) failed but returned %v", s, r)
			}
			return
		}
		if got := r.String(); got != s {
			t.Fatalf("ParseRoll(%q).String() = %q", s, got)
		}
		if r.Len() < 1 || r.Len() > MaxDice || r.Max() > MaxFace {
			t.Fatalf("ParseRoll(%q) = %v out of range", s, r)
		}
		if _, err := ParseRollOf(D6, r.Len(), s); err == nil && r.Max() > 6 {
			t.Fatalf("ParseRollOf(D6, %q) accepted a face above 6", s)
		}
	})
}

// FuzzParseRollLoose: ParseRollLoose never panics, rejects with
// ErrBadNotation, and what it accepts is a roll of two d6 whose strict
// String reads back to it.
func FuzzParseRollLoose(f *testing.F) {
	for _, s := range []string{"6-5", "65", "6 5", "6,5", "6--5", "665", "", "7-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRollLoose(D6, 2, s)
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) {
				t.Fatalf("ParseRollLoose(%q): %v does not wrap ErrBadNotation", s, err)
			}
			return
		}
		back, err := ParseRollOf(D6, 2, r.String())
		if err != nil || back != r || r.Min() < 1 || r.Max() > 6 {
			t.Fatalf("ParseRollLoose(%q) = %v, which reads back as %v, %v", s, r, back, err)
		}
	})
}
