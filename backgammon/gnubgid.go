package backgammon

import (
	"encoding/base64"
	"fmt"
)

// GNU Backgammon's Position ID and Match ID (GNU
// Backgammon manual, "A technical description of the Position ID" and "…
// of the Match ID", https://www.gnu.org/software/gnubg/manual/html_node/;
// gnubg's positionid.c and matchid.c). White is GNU player 0, Black GNU
// player 1.

var b64 = base64.RawStdEncoding.Strict()

// PositionID returns the 14-character Position ID of b with onRoll the
// player on roll. As GNU Backgammon's program does (and unlike its
// manual's prose), the player not on roll is encoded first.
func PositionID(b *Board, onRoll Side) string {
	var key [10]byte
	bit := 0
	for _, s := range [2]Side{onRoll.Other(), onRoll} {
		for p := 1; p <= 25; p++ {
			for range b.Pts[s][p] {
				if bit < 80 {
					key[bit/8] |= 1 << (bit % 8)
				}
				bit++
			}
			bit++
		}
	}
	return b64.EncodeToString(key[:])
}

// ParsePositionID reads a Position ID with onRoll the player on roll (the
// second half of the key). Checkers not on the board or the bar are borne
// off. It rejects IDs that GNU Backgammon would not write: wrong length or
// alphabet, more than 15 checkers a side, both colours on one point, bits
// set past the last checker, or both sides on the bar against closed home
// boards (a position that could never end).
func ParsePositionID(id string, onRoll Side) (Board, error) {
	var b Board
	if len(id) != 14 {
		return b, fmt.Errorf("a Position ID has 14 characters, not %d", len(id))
	}
	key, err := b64.DecodeString(id)
	if err != nil || len(key) != 10 {
		return b, fmt.Errorf("not Base64: %q", id)
	}
	bit := 0
	get := func() bool {
		v := bit < 80 && key[bit/8]>>(bit%8)&1 == 1
		bit++
		return v
	}
	for _, s := range [2]Side{onRoll.Other(), onRoll} {
		total := 0
		for p := 1; p <= 25; p++ {
			if bit >= 80 {
				return b, fmt.Errorf("position key ends early")
			}
			n := 0
			for get() {
				n++
				if total+n > 15 {
					return b, fmt.Errorf("%v has more than 15 checkers", s)
				}
			}
			b.Pts[s][p] = int8(n)
			total += n
		}
		b.Pts[s][Off] = int8(15 - total)
	}
	for ; bit < 80; bit++ {
		if key[bit/8]>>(bit%8)&1 == 1 {
			return b, fmt.Errorf("bits set after the last checker")
		}
	}
	for p := 1; p <= 24; p++ {
		if b.Pts[White][p] > 0 && b.Pts[Black][25-p] > 0 {
			return b, fmt.Errorf("White's point %d holds both colours", p)
		}
	}
	r := Backgammon()
	if b.barLocked(&r, White) && b.barLocked(&r, Black) {
		return b, errBarLocked
	}
	return b, nil
}

// Game states of the Match ID.
const (
	GameNone     = 0 // no game started
	GamePlaying  = 1
	GameOver     = 2
	GameResigned = 3
	GameDropped  = 4 // ended by a dropped double
)

// MatchState is everything a Match ID records.
type MatchState struct {
	Cube        int  // cube value, a power of two 1..32768
	CubeOwner   int  // 0 or 1: that player owns the cube; -1 centred
	OnRoll      Side // player on roll, who holds or last held the dice (GNU "move")
	Crawford    bool // this game is the Crawford game
	GameState   int  // GameNone … GameDropped
	Decider     Side // player whose decision it is (GNU "turn")
	Doubled     bool // a double is being offered
	Resigned    int  // 0 none, 1 single, 2 gammon, 3 backgammon offered
	Dice        [2]int
	MatchLength int // 0: money play
	Score       [2]int
	Jacoby      bool
}

// MatchID returns the 12-character Match ID of m. The higher die is
// written first, as GNU Backgammon does. Fields the ID cannot hold are an
// error, never written wrapped: a cube that is not a power of two from 1
// to 32768, an owner other than -1, 0, 1, a game state above GameDropped,
// a resignation level above 3, dice outside 0..6 or only one die, and a
// match length or score outside 0..MaxScore.
func (m *MatchState) MatchID() (string, error) {
	if err := m.check(); err != nil {
		return "", err
	}
	return m.encode(), nil
}

// check reports a field MatchID cannot write.
func (m *MatchState) check() error {
	switch {
	case m.Cube < 1 || m.Cube > 1<<15 || m.Cube&(m.Cube-1) != 0:
		return fmt.Errorf("cube %d is not a power of two from 1 to 32768", m.Cube)
	case m.CubeOwner < -1 || m.CubeOwner > 1:
		return fmt.Errorf("cube owner %d is not -1, 0 or 1", m.CubeOwner)
	case m.OnRoll > Black || m.Decider > Black:
		return fmt.Errorf("sides %d, %d are not 0 or 1", m.OnRoll, m.Decider)
	case m.GameState < GameNone || m.GameState > GameDropped:
		return fmt.Errorf("game state %d is not defined", m.GameState)
	case m.Resigned < 0 || m.Resigned > 3:
		return fmt.Errorf("resignation level %d is not 0 to 3", m.Resigned)
	case m.Dice[0] < 0 || m.Dice[0] > 6 || m.Dice[1] < 0 || m.Dice[1] > 6 || (m.Dice[0] == 0) != (m.Dice[1] == 0):
		return fmt.Errorf("dice %d-%d are not a roll", m.Dice[0], m.Dice[1])
	}
	for _, v := range [3]int{m.MatchLength, m.Score[0], m.Score[1]} {
		if v < 0 || v > MaxScore {
			return fmt.Errorf("match length and scores run from 0 to %d, not %d", MaxScore, v)
		}
	}
	return nil
}

// encode writes the ID of fields already checked.
func (m *MatchState) encode() string {
	var key [9]byte
	bit := 0
	put := func(v, n int) {
		for i := range n {
			if v>>i&1 == 1 {
				key[(bit+i)/8] |= 1 << ((bit + i) % 8)
			}
		}
		bit += n
	}
	logCube := 0
	for c := m.Cube; c > 1; c >>= 1 {
		logCube++
	}
	owner := 3
	if m.CubeOwner >= 0 {
		owner = m.CubeOwner
	}
	b2i := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	put(logCube, 4)
	put(owner, 2)
	put(int(m.OnRoll), 1)
	put(b2i(m.Crawford), 1)
	put(m.GameState, 3)
	put(int(m.Decider), 1)
	put(b2i(m.Doubled), 1)
	put(m.Resigned, 2)
	put(max(m.Dice[0], m.Dice[1]), 3)
	put(min(m.Dice[0], m.Dice[1]), 3)
	put(m.MatchLength, 15)
	put(m.Score[0], 15)
	put(m.Score[1], 15)
	put(b2i(!m.Jacoby), 1)
	return b64.EncodeToString(key[:])
}

// ParseMatchID reads a Match ID. It accepts the dice in either order,
// bit 66 (Jacoby not in use) 0 or 1, and scores above the match length
// (GNU Backgammon records the uncapped final score); it rejects values no
// match can have (a cube owner of 2, game state above 4, dice above 6,
// one die only, a Crawford game in money play, bits past bit 66).
func ParseMatchID(id string) (MatchState, error) {
	var m MatchState
	if len(id) != 12 {
		return m, fmt.Errorf("a Match ID has 12 characters, not %d", len(id))
	}
	key, err := b64.DecodeString(id)
	if err != nil || len(key) != 9 {
		return m, fmt.Errorf("not Base64: %q", id)
	}
	bit := 0
	get := func(n int) int {
		v := 0
		for i := range n {
			v |= int(key[(bit+i)/8]>>((bit+i)%8)&1) << i
		}
		bit += n
		return v
	}
	m.Cube = 1 << get(4)
	switch owner := get(2); owner {
	case 3:
		m.CubeOwner = -1
	case 2:
		return m, fmt.Errorf("cube owner field 2 is not used")
	default:
		m.CubeOwner = owner
	}
	m.OnRoll = Side(get(1))
	m.Crawford = get(1) == 1
	m.GameState = get(3)
	m.Decider = Side(get(1))
	m.Doubled = get(1) == 1
	m.Resigned = get(2)
	m.Dice[0], m.Dice[1] = get(3), get(3)
	m.MatchLength = get(15)
	m.Score[0], m.Score[1] = get(15), get(15)
	m.Jacoby = get(1) == 0
	if get(5) != 0 {
		return m, fmt.Errorf("bits set after bit 66")
	}
	switch {
	case m.GameState > GameDropped:
		return m, fmt.Errorf("game state %d is not defined", m.GameState)
	case m.Dice[0] > 6 || m.Dice[1] > 6 || (m.Dice[0] == 0) != (m.Dice[1] == 0):
		return m, fmt.Errorf("dice %d-%d are not a roll", m.Dice[0], m.Dice[1])
	case m.MatchLength == 0 && m.Crawford:
		return m, fmt.Errorf("a Crawford game in money play")
	}
	if m.Dice[0] < m.Dice[1] {
		m.Dice[0], m.Dice[1] = m.Dice[1], m.Dice[0]
	}
	return m, nil
}
