// Package pgn is the lexical layer shared by the chess PGN reader and
// writer (package chess) and the draughts PDN reader and writer (package
// draughts): PDN is the draughts dialect of PGN and the two share their
// surface syntax.
//
// The Lexer reads a PGN or PDN file from an io.Reader, streaming, one Token
// at a time: tag pairs [Name "value"] (with \" and \\ escapes), {brace}
// and ;line comments, % escape lines (skipped), NAGs $n, the move marks
// ! ? !! ?? !? ?! (standalone or written right after a move), move numbers
// 12. and 12... (and dots written apart from the number, as in
// "1. ... e5"), parentheses of variations, and symbols: moves and game
// termination markers. It keeps the line number for error messages.
//
// What a symbol means (a move in SAN or in draughts square numbers, which
// results a game knows) and what a game does with variations and NAGs
// (chess keeps them, draughts skips them) is left to the game packages.
//
// A UTF-8 byte-order mark at the very start of the input is skipped.
//
// Decisions: a tag name is letters, digits and underscores, and a tag
// value is one quoted string on one line, as the PGN standard (8.1.1 and
// 7) has it; a ] inside the quotes belongs to the value. A NAG is $ and a
// number from 0 to 255. A symbol is a run of the symbol characters of the
// standard (letters, digits and _+#=:-/), dots (for remarks such as
// "e.p."), @ (drops, "N@e4") and commas (the two moves of a double-move
// chess turn, "e4,Nf3"); a "*" is a symbol on its own; any other character outside
// comments and tag values is an error.
//
// Commentary joins the comments met at one place of a game in time linear
// in their length, for both readers.
//
// The writing side is WriteTag, which escapes a tag pair, and Wrapper, which
// lays movetext out in lines of at most Width columns (the standard's
// export format asks for lines shorter than 80).
package pgn
