package dice

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// MaxDice is the most dice one Roll holds.
const MaxDice = 8

// A Roll is the faces of 1..MaxDice dice thrown together, in a given
// order. It is a small comparable value: rolls can be map keys and are
// passed without allocating. Its notation is the faces joined by hyphens:
// "2", "3-5", "6-6", "1-4-4". The zero Roll holds no dice.
type Roll struct {
	n uint8
	v [MaxDice]uint16
}

// NewRoll returns the roll of the given faces, in that order. It fails
// unless there are 1..MaxDice faces, each in 0..MaxFace.
func NewRoll(faces ...int) (Roll, error) {
	var r Roll
	if len(faces) < 1 || len(faces) > MaxDice {
		return r, board.BadNotation("", "a roll has 1 to %d dice, not %d", MaxDice, len(faces))
	}
	r.n = uint8(len(faces))
	for i, f := range faces {
		if f < 0 || f > MaxFace {
			return Roll{}, board.BadNotation("", "face %d is not in 0..%d", f, MaxFace)
		}
		r.v[i] = uint16(f)
	}
	return r, nil
}

// MustRoll is NewRoll for literals in programs and tests: it panics on an
// invalid roll.
func MustRoll(faces ...int) Roll {
	r, err := NewRoll(faces...)
	if err != nil {
		panic(err)
	}
	return r
}

// Len returns the number of dice.
func (r Roll) Len() int { return int(r.n) }

// Face returns the face of die i, 0 <= i < Len().
func (r Roll) Face(i int) int { return int(r.faces()[i]) }

func (r *Roll) faces() []uint16 { return r.v[:r.n] }

// Faces appends the faces to dst and returns it.
func (r Roll) Faces(dst []int) []int {
	for _, v := range r.faces() {
		dst = append(dst, int(v))
	}
	return dst
}

// Sum returns the sum of the faces.
func (r Roll) Sum() int {
	s := 0
	for _, v := range r.faces() {
		s += int(v)
	}
	return s
}

// Doubles reports whether there are two or more dice and all show the same
// face: a double (pasch) on two dice, a triple on three.
func (r Roll) Doubles() bool {
	if r.n < 2 {
		return false
	}
	for _, v := range r.faces()[1:] {
		if v != r.v[0] {
			return false
		}
	}
	return true
}

// Count returns how many dice show face.
func (r Roll) Count(face int) int {
	c := 0
	for _, v := range r.faces() {
		if int(v) == face {
			c++
		}
	}
	return c
}

// Max returns the highest face, 0 for no dice.
func (r Roll) Max() int {
	m := 0
	for _, v := range r.faces() {
		m = max(m, int(v))
	}
	return m
}

// Min returns the lowest face, 0 for no dice.
func (r Roll) Min() int {
	if r.n == 0 {
		return 0
	}
	return int(slices.Min(r.faces()))
}

// Sorted returns the same faces in ascending order: the unordered roll,
// so that "5-3" and "3-5" become equal.
func (r Roll) Sorted() Roll {
	slices.Sort(r.faces())
	return r
}

// Descending returns the same faces highest first, as backgammon writes
// rolls ("6-5").
func (r Roll) Descending() Roll {
	f := r.faces()
	slices.Sort(f)
	slices.Reverse(f)
	return r
}

// String returns the roll in notation: "3-5", "6-6", "2"; "" for no dice.
func (r Roll) String() string {
	b, _ := r.AppendText(make([]byte, 0, 4*int(r.n)))
	return string(b)
}

// AppendText appends the roll's notation to b (encoding.TextAppender).
func (r Roll) AppendText(b []byte) ([]byte, error) {
	for i, v := range r.faces() {
		if i > 0 {
			b = append(b, '-')
		}
		b = strconv.AppendUint(b, uint64(v), 10)
	}
	return b, nil
}

// MarshalText returns the roll's notation (encoding.TextMarshaler).
func (r Roll) MarshalText() ([]byte, error) { return r.AppendText(nil) }

// UnmarshalText reads a roll's notation as ParseRoll does
// (encoding.TextUnmarshaler).
func (r *Roll) UnmarshalText(text []byte) error {
	p, err := ParseRoll(string(text))
	if err != nil {
		return err
	}
	*r = p
	return nil
}

// ParseRoll reads a roll: 1..MaxDice faces in decimal, without signs or
// leading zeros, joined by single hyphens ("2", "3-5", "6-6"). The faces
// keep their order. Errors wrap board.ErrBadNotation and say what is wrong;
// a text it accepts is exactly the String of the roll it returns.
func ParseRoll(s string) (Roll, error) {
	var r Roll
	if s == "" {
		return r, board.BadNotation(s, "empty roll")
	}
	for rest := s; ; {
		part, tail, more := strings.Cut(rest, "-")
		if int(r.n) == MaxDice {
			return Roll{}, board.BadNotation(s, "more than %d dice", MaxDice)
		}
		f, err := parseFace(part)
		if err != nil {
			return Roll{}, board.BadNotation(s, "%v", err)
		}
		r.v[r.n] = uint16(f)
		r.n++
		if !more {
			return r, nil
		}
		rest = tail
	}
}

// maxFaceDigits is the number of digits of MaxFace.
const maxFaceDigits = 4

// faceError is why a face of a roll does not read.
type faceError string

func (e faceError) Error() string { return string(e) }

func parseFace(p string) (int, error) {
	switch {
	case p == "":
		return 0, faceError("a face is missing")
	case len(p) > 1 && p[0] == '0':
		return 0, faceError("face " + strconv.Quote(p) + " has a leading zero")
	case len(p) > maxFaceDigits:
		return 0, faceError("face " + strconv.Quote(p) + " is too large")
	}
	f := 0
	for _, c := range []byte(p) {
		if c < '0' || c > '9' {
			return 0, faceError("face " + strconv.Quote(p) + " is not a number")
		}
		f = 10*f + int(c-'0')
	}
	return f, nil
}

// ParseRollOf reads a roll of n dice like d (any number of dice when n is
// 0), and fails with an error wrapping board.ErrBadNotation when the
// count is wrong or a face is not on d: "7" is no roll of a d6.
func ParseRollOf[D Dice](d D, n int, s string) (Roll, error) {
	r, err := ParseRoll(s)
	if err != nil {
		return r, err
	}
	if n > 0 && r.Len() != n {
		return Roll{}, board.BadNotation(s, "a roll of %d dice, not %d", n, r.Len())
	}
	for _, f := range r.faces() {
		if !hasFace(d, int(f)) {
			return Roll{}, board.BadNotation(s, "%d is not a face of the die", f)
		}
	}
	return r, nil
}

func hasFace[D Dice](d D, value int) bool {
	for i := range d.Sides() {
		if d.Face(i) == value {
			return true
		}
	}
	return false
}

// maxLooseLen bounds the text ParseRollLoose reads, so that an over-long
// input is refused before any work: MaxDice faces of the most digits with a
// few separators each.
const maxLooseLen = MaxDice * (maxFaceDigits + 4)

// ParseRollLoose reads a roll of n dice like d (n >= 1) as people type it:
// the faces joined by hyphens, commas or spaces in any mix and number
// ("6-5", "6 5", "6, 5"), or written together when every face of d has
// one digit ("65"); spaces around are ignored. The faces keep their
// order. It fails like ParseRollOf, and refuses text longer than a roll can
// be before reading it; the roll's String is the strict form ParseRoll
// reads.
func ParseRollLoose[D Dice](d D, n int, s string) (Roll, error) {
	if len(s) > maxLooseLen {
		return Roll{}, board.BadNotation(strings.ToValidUTF8(s[:maxLooseLen], "")+"…", "a roll of %d bytes is too long", len(s))
	}
	parts := strings.FieldsFunc(s, func(c rune) bool { return c == '-' || c == ',' || c == ' ' || c == '\t' })
	if len(parts) == 1 && n > 1 && len(parts[0]) == n && singleDigitFaces(d) {
		parts = strings.Split(parts[0], "")
	}
	r, err := ParseRollOf(d, n, strings.Join(parts, "-"))
	if me := (*board.MoveError)(nil); errors.As(err, &me) {
		return Roll{}, board.BadNotation(s, "not a roll of %d dice: %s", n, me.Reason)
	}
	return r, err
}

// singleDigitFaces reports whether every face of d is written with one
// digit, so that faces written together can be told apart.
func singleDigitFaces[D Dice](d D) bool {
	for i := range d.Sides() {
		if f := d.Face(i); f < 0 || f > 9 {
			return false
		}
	}
	return true
}
