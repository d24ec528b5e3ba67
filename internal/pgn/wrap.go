package pgn

import "strings"

// Width is the widest movetext line Wrapper writes: the PGN export format
// wants lines shorter than 80 columns.
const Width = 79

// Wrapper lays out movetext words separated by spaces in lines of at most
// Width columns (a single longer word gets a line of its own). The zero
// value is ready to use.
type Wrapper struct {
	text strings.Builder
	col  int
	glue bool // the next word follows without a space
}

// Word writes one word, after a space or, when the line would grow past
// Width, after a line break.
func (w *Wrapper) Word(s string) {
	switch {
	case w.glue:
		w.glue = false
	case w.col > 0 && w.col+1+len(s) > Width:
		w.text.WriteByte('\n')
		w.col = 0
	case w.col > 0:
		w.text.WriteByte(' ')
		w.col++
	}
	w.text.WriteString(s)
	w.col += len(s)
}

// Glue makes the next word follow the last one without a space or a
// break, as in "(2. Nf3" after "(".
func (w *Wrapper) Glue() { w.glue = true }

// Attach appends s to the last word, without a space or a break, as the ")"
// that closes a variation; it cancels a pending Glue.
func (w *Wrapper) Attach(s string) {
	w.glue = false
	w.text.WriteString(s)
	w.col += len(s)
}

// String returns the text written so far, without a final newline.
func (w *Wrapper) String() string { return w.text.String() }
