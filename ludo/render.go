package ludo

import (
	"fmt"
	"strconv"
	"strings"
)

// seatLetter names a seat in the picture: A for seat 0, B for seat 1, ...
func seatLetter(i uint8) byte { return 'A' + i }

// String draws the position for people: the track in rows of ten fields
// (Snakes and Ladders as the board is printed, square 100 at the top left),
// each field with its number and either the stones on it (A = seat 0, B =
// seat 1, ...) or where it sends a stone ("v0" for a Propast abyss, "^38"
// for an ascent, "v6" for a descent); then the stones at the start and
// through the goal, and whose turn it is.
func (s *TrackState) String() string {
	b := make([]byte, 0, 1024)
	b = append(b, s.g.info.Name...)
	b = append(b, ", "...)
	b = strconv.AppendUint(b, uint64(s.n), 10)
	b = append(b, " players\n"...)
	last := int(s.t.goal) - 1 // Propast: fields 1..31
	if !s.t.offName {
		last = int(s.t.goal) // Snakes and Ladders: squares 1..100
	}
	rows := (last + 9) / 10
	for r := rows - 1; r >= 0; r-- {
		row := r
		if s.t.offName {
			row = rows - 1 - r // Propast reads top to bottom, field 1 first
		}
		lineStart := len(b)
		for c := range 10 {
			col := c
			if !s.t.offName && row%2 == 1 {
				col = 9 - c // boustrophedon, as the Snakes and Ladders board is printed
			}
			f := row*10 + col + 1
			if f > last {
				break
			}
			b = s.appendCell(b, uint8(f))
		}
		for len(b) > lineStart && b[len(b)-1] == ' ' {
			b = b[:len(b)-1]
		}
		b = append(b, '\n')
	}
	b = s.appendEnds(b)
	b = append(b, s.turnWords()...)
	b = append(b, '\n')
	return string(b)
}

// appendCell draws one field, eight characters wide: the number right
// aligned in three, a space, and the mark left aligned in four.
func (s *TrackState) appendCell(b []byte, f uint8) []byte {
	for v := 100; v > 1; v /= 10 {
		if int(f) < v {
			b = append(b, ' ')
		}
	}
	b = strconv.AppendUint(b, uint64(f), 10)
	b = append(b, ' ')
	start := len(b)
	b = s.appendStones(b, f)
	if len(b) == start && s.t.sendsOn(f) {
		to := s.t.jump[f]
		if to > f {
			b = append(b, '^')
		} else {
			b = append(b, 'v')
		}
		b = strconv.AppendUint(b, uint64(to), 10)
	}
	if len(b) == start {
		b = append(b, '.')
	}
	for len(b)-start < 4 {
		b = append(b, ' ')
	}
	return b
}

// appendStones appends the letters of the seats whose stones are on f.
func (s *TrackState) appendStones(b []byte, f uint8) []byte {
	for i := range s.n {
		if s.stone[i] == f {
			b = append(b, seatLetter(i))
		}
	}
	return b
}

// appendEnds writes the stones at the start and through the goal.
func (s *TrackState) appendEnds(b []byte) []byte {
	if s.t.start == 0 {
		b = append(b, "start: "...)
		n := len(b)
		if b = s.appendStones(b, 0); len(b) == n {
			b = append(b, '-')
		}
		b = append(b, '\n')
	}
	if s.t.offName {
		b = append(b, "off:"...)
	} else {
		b = append(b, "100:"...)
	}
	for k := range s.nplaced {
		b = append(b, ' ', seatLetter(s.placed[k]))
	}
	if s.nplaced == 0 {
		b = append(b, " -"...)
	}
	return append(b, '\n')
}

func orNone(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// turnWords says whose turn it is and what it waits for.
func (s *TrackState) turnWords() string {
	who := string(seatLetter(s.seat)) + " (seat " + strconv.Itoa(int(s.seat)) + ")"
	switch s.phase {
	case PhaseOpening:
		var thrown []string
		for i := range s.n {
			if v := s.open[i]; v >= 1 && v <= 6 {
				thrown = append(thrown, fmt.Sprintf("%c %d", seatLetter(i), v))
			}
		}
		return "opening: " + orNone(strings.Join(thrown, ", ")) + "; " + who + " throws"
	case PhaseThrow:
		return who + " throws"
	case PhaseThrow2:
		return who + " throws the second throw"
	case PhaseMove:
		return who + " moves with a " + strconv.Itoa(int(s.roll))
	}
	return "game over, " + string(seatLetter(s.placed[0])) + " won"
}
