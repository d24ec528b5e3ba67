package dicegames

import "fmt"

// MaxSeats is the most seats a game of the package seats.
const MaxSeats = 8

// An Account is a place chips are kept: a seat's stack (0..MaxSeats-1) or
// one of the shared pools.
type Account int8

// The shared pools. Field pools are FieldPool(n) for fields 1..12 of a
// field board.
const (
	Pot       Account = MaxSeats      // the pot, kitty or middle
	OutOfPlay Account = MaxSeats + 13 // chips out of the game; nobody ever takes from it
	accounts          = MaxSeats + 14
)

// FieldPool returns the account of field n (1..12) of a field board.
func FieldPool(n int) Account { return Pot + Account(n) }

// SeatAccount returns the stack of seat p.
func SeatAccount(p int) Account { return Account(p) }

// Policy says what Transfer does when the payer has fewer chips than asked.
type Policy uint8

// The transfer policies.
const (
	Exact  Policy = iota // fail and move nothing
	Clamp                // move what the payer has
	Create               // the payer is a bank that mints what it lacks (recorded in Minted)
)

// A Ledger holds integer chip stacks for the seats and the shared pools.
// Transfer is its only mutator, so that chips are conserved: the sum of all
// stacks minus Minted never changes.
type Ledger struct {
	Stack  [accounts]int16 // chips by Account: the seats, then Pot and the fields
	Minted int16           // chips created by Create transfers
}

// ErrShort is returned by an Exact transfer from an account with too few
// chips.
var ErrShort = fmt.Errorf("dicegames: not enough chips")

// Transfer moves n ≥ 0 chips from one account to another under the policy
// and returns how many moved. An Exact transfer that the payer cannot cover
// moves nothing and returns ErrShort.
func (l *Ledger) Transfer(from, to Account, n int, p Policy) (int, error) {
	have := int(l.Stack[from])
	switch {
	case n <= have:
	case p == Exact:
		return 0, ErrShort
	case p == Clamp:
		n = have
	case p == Create:
		l.Minted += int16(n - have)
		l.Stack[from] += int16(n - have)
	}
	l.Stack[from] -= int16(n)
	l.Stack[to] += int16(n)
	return n, nil
}

// Total returns the sum of every stack.
func (l *Ledger) Total() int {
	t := 0
	for _, s := range l.Stack {
		t += int(s)
	}
	return t
}

// Chips returns the chips in account a.
func (l *Ledger) Chips(a Account) int { return int(l.Stack[a]) }
