package board

// Hosts that show a game to people — a terminal, a web page, a game
// record — want more than a move's notation and the state's picture. The
// optional interfaces of this file give it where a family has it; the
// functions beside them fall back to what every State has, so that a host
// calls them on any game.

// Recorder is implemented by states of games whose score sheet writes
// moves otherwise than their notation, with move numbers of its own:
// chess records "4. Qxf7#" where String writes "h5f7".
type Recorder interface {
	State
	// Record returns how the game's record writes m, a legal move of this
	// state about to be played: the number the record gives the move
	// ("4." for White's fourth move in chess, "4..." for Black's; "" where
	// the record does not number this move), and its text there ("Qxf7#").
	// The text reads back with ParseMove in this state.
	Record(m Move) (number, text string)
}

// Describer is implemented by states that say in words what a move does
// when its notation does not show it: that a throw is forfeited or ends
// the turn, and why (in Propast a first throw of 1 forfeits the turn), that
// a piece is sent home, that a hand is blocked.
type Describer interface {
	State
	// Describe returns what m, a legal move of this state about to be
	// played, does, for people: m's notation, ": " and the words, e.g.
	// "1: the turn ends: a first throw of 1 forfeits the turn; seat 1
	// throws next". For a move that is not legal now it returns why.
	Describe(m Move) string
}

// Viewer is implemented by states whose picture depends on who looks at
// it: a board turned to the seat's side, points numbered as that seat
// numbers them (in backgammon each side counts its own points 1 to 24).
type Viewer interface {
	State
	// View returns the text picture of the position as seat p sees it
	// across the table; View of any seat shows the whole state, as String
	// does (Hidden.Observation is what a seat may know).
	View(p Player) string
}

// Record returns m as the record of s writes it, with its number there:
// Recorder's Record when s has it, otherwise no number and m's notation.
// m is a legal move of s about to be played.
func Record(s State, m Move) (number, text string) {
	if r, ok := s.(Recorder); ok {
		return r.Record(m)
	}
	text, err := MoveText(m)
	if err != nil {
		return "", err.Error()
	}
	return "", text
}

// Describe returns what m, a legal move of s about to be played, does:
// Describer's Describe when s has it, otherwise m's notation.
func Describe(s State, m Move) string {
	if d, ok := s.(Describer); ok {
		return d.Describe(m)
	}
	text, err := MoveText(m)
	if err != nil {
		return err.Error()
	}
	return text
}

// View returns the picture of s as seat p sees it: Viewer's View when s has
// it, otherwise String.
func View(s State, p Player) string {
	if v, ok := s.(Viewer); ok && p >= 0 {
		return v.View(p)
	}
	return s.String()
}
