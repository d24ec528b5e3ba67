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
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %d players\n", s.g.info.Name, s.n)
	last := int(s.g.goal) - 1 // Propast: fields 1..31
	if !s.g.offName {
		last = int(s.g.goal) // Snakes and Ladders: squares 1..100
	}
	rows := (last + 9) / 10
	for r := rows - 1; r >= 0; r-- {
		row := r
		if s.g.offName {
			row = rows - 1 - r // Propast reads top to bottom, field 1 first
		}
		var line []byte
		for c := range 10 {
			col := c
			if !s.g.offName && row%2 == 1 {
				col = 9 - c // boustrophedon, as the Snakes and Ladders board is printed
			}
			f := row*10 + col + 1
			if f > last {
				break
			}
			line = append(line, s.cell(uint8(f))...)
		}
		b.WriteString(strings.TrimRight(string(line), " "))
		b.WriteByte('\n')
	}
	s.writeEnds(&b)
	b.WriteString(s.turnWords())
	b.WriteByte('\n')
	return b.String()
}

// cell draws one field, seven characters wide.
func (s *TrackState) cell(f uint8) string {
	mark := s.stonesOn(f)
	if mark == "" && s.g.sendsOn(f) {
		to := s.g.jump[f]
		if to > f {
			mark = "^" + strconv.Itoa(int(to))
		} else {
			mark = "v" + strconv.Itoa(int(to))
		}
	}
	if mark == "" {
		mark = "."
	}
	return fmt.Sprintf("%4d %-3s", f, mark)[1:]
}

// stonesOn returns the letters of the seats whose stones are on f.
func (s *TrackState) stonesOn(f uint8) string {
	var b []byte
	for i := range s.n {
		if s.stone[i] == f {
			b = append(b, seatLetter(i))
		}
	}
	return string(b)
}

// writeEnds writes the stones at the start and through the goal.
func (s *TrackState) writeEnds(b *strings.Builder) {
	if s.g.start == 0 {
		fmt.Fprintf(b, "start: %s\n", orNone(s.stonesOn(0)))
	}
	var fin []string
	for k := range s.nplaced {
		fin = append(fin, string(seatLetter(s.placed[k])))
	}
	goal := "off"
	if !s.g.offName {
		goal = "100"
	}
	fmt.Fprintf(b, "%s: %s\n", goal, orNone(strings.Join(fin, " ")))
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
