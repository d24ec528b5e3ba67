package backgammon

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Position returns the session's position text, fields separated by
// spaces (see the package doc, "The chouette"):
//
//	queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 board:4HPwATDgc/ABMA:AAAAAAAAAAAE
//
// order:A/BC/D and throws:5 in place of queue during the ordering
// throws; joining:E for players who joined during the game; team (the
// accounts of queue[1:], in rank order) while a game goes on; due:cube:X
// or due:take:X when seat X decides about the cube; board: the board game's
// GNU Backgammon Position ID and Match ID, last.
func (s *ChouetteState) Position() string {
	var sb strings.Builder
	if s.ph == chSetup {
		sb.WriteString("order:")
		for i := range int(s.norder) {
			sb.WriteString(seatLetter(int(s.order[i])))
			if i < int(s.norder)-1 && s.cuts&(1<<i) != 0 {
				sb.WriteByte('/')
			}
		}
		if s.thrown > 0 {
			sb.WriteString(" throws:")
			for i := range int(s.thrown) {
				if i > 0 {
					sb.WriteByte(',')
				}
				sb.WriteString(strconv.Itoa(int(s.sums[i])))
			}
		}
	} else {
		sb.WriteString("queue:" + letters(s.queue[:s.nq]))
	}
	if s.nj > 0 {
		sb.WriteString(" joining:" + letters(s.joins[:s.nj]))
	}
	sb.WriteString(" ledger:")
	for i := range int(s.seats) {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(strconv.Itoa(s.ledger[i]))
	}
	sb.WriteString(" games:" + strconv.Itoa(s.played))
	if s.ph != chSetup && s.ph != chOver {
		sb.WriteString(" team:")
		for i := range s.team() {
			if i > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(s.accountToken(i))
		}
	}
	switch s.ph {
	case chBoxCube, chTeamCube:
		sb.WriteString(" due:cube:" + seatLetter(int(s.ToMove())))
	case chMemberTake, chBoxTake:
		sb.WriteString(" due:take:" + seatLetter(int(s.ToMove())))
	}
	sb.WriteString(" board:" + s.game.Position())
	return sb.String()
}

// letters writes seats as their letters, "ABCD".
func letters(seats []int8) string {
	var sb strings.Builder
	for _, p := range seats {
		sb.WriteString(seatLetter(int(p)))
	}
	return sb.String()
}

// accountToken writes account i: the member's letter, then "-" (dropped)
// or "+" (won), or the cube's value with "b" (the box owns it) or "m"
// (the member, or the team, owns it) and "?" (the box has doubled it) or
// "!" (the member has doubled it).
func (s *ChouetteState) accountToken(i int) string {
	a := s.acct[i]
	t := seatLetter(int(s.queue[i+1]))
	switch a.status {
	case acctDropped, acctLost:
		return t + "-"
	case acctWon:
		return t + "+"
	}
	t += strconv.Itoa(int(a.cube)) + [...]string{"", "b", "m"}[a.owner]
	return t + [...]string{"", "?", "!"}[a.offer]
}

// read reads a position written by Position into the zero session s.
func (s *ChouetteState) read(pos string) error {
	fields := map[string]string{}
	for _, f := range strings.Fields(pos) {
		k, v, ok := strings.Cut(f, ":")
		switch k {
		case "order", "throws", "queue", "joining", "ledger", "games", "team", "due", "board":
		default:
			ok = false
		}
		if !ok {
			return fmt.Errorf("field %q is not one of order, throws, queue, joining, ledger, games, team, due, board", clip(f))
		}
		if _, dup := fields[k]; dup {
			return fmt.Errorf("field %s given twice", k)
		}
		fields[k] = v
	}
	if err := s.readLedger(fields["ledger"]); err != nil {
		return err
	}
	n, err := strconv.Atoi(fields["games"])
	if err != nil || n < 0 || n > s.g.rules.Games || len(fields["games"]) > 4 {
		return fmt.Errorf("games: the number of board games finished, 0 to %d", s.g.rules.Games)
	}
	s.played = n
	if err := s.readBoard(fields["board"]); err != nil {
		return err
	}
	taken := 0
	if j, ok := fields["joining"]; ok {
		if err := s.readSeats(j, &taken, s.joins[:], &s.nj); err != nil || s.nj == 0 {
			return fmt.Errorf("joining: %w", orEmpty(err))
		}
	}
	if o, ok := fields["order"]; ok {
		if _, q := fields["queue"]; q {
			return fmt.Errorf("order (the ordering throws) and queue exclude each other")
		}
		return s.readSetup(o, fields, taken)
	}
	if err := s.readSeats(fields["queue"], &taken, s.queue[:], &s.nq); err != nil || s.nq < 2 {
		return fmt.Errorf("queue: the players, box first: %w", orEmpty(err))
	}
	if _, ok := fields["throws"]; ok {
		return fmt.Errorf("throws belong to the ordering throws")
	}
	return s.readGame(fields)
}

func orEmpty(err error) error {
	if err == nil {
		return errors.New("at least one seat is needed")
	}
	return err
}

// readLedger reads the ledger, one signed count per seat summing to zero.
func (s *ChouetteState) readLedger(t string) error {
	parts := strings.Split(t, ",")
	if len(parts) < MinChouettePlayers || len(parts) > MaxChouettePlayers {
		return fmt.Errorf("ledger: one count per seat, %d to %d seats", MinChouettePlayers, MaxChouettePlayers)
	}
	sum := 0
	for i, p := range parts {
		v, err := strconv.Atoi(p)
		if err != nil || len(p) > 10 {
			return fmt.Errorf("ledger: %q is not a count of points", p)
		}
		s.ledger[i] = v
		sum += v
	}
	if sum != 0 {
		return fmt.Errorf("ledger: the points sum to %d, not to zero", sum)
	}
	s.seats = int8(len(parts))
	return nil
}

// readSeats reads seat letters into dst, each a seat of the ledger not
// taken before (taken is a bit set of the seats read).
func (s *ChouetteState) readSeats(t string, taken *int, dst []int8, n *int8) error {
	if len(t) > MaxChouettePlayers {
		return fmt.Errorf("more than %d seats", MaxChouettePlayers)
	}
	for _, c := range []byte(t) {
		p := int(c) - 'A'
		if p < 0 || p >= int(s.seats) {
			return fmt.Errorf("%q is not a seat letter A to %s", c, seatLetter(int(s.seats)-1))
		}
		if *taken&(1<<p) != 0 {
			return fmt.Errorf("seat %s given twice", seatLetter(p))
		}
		*taken |= 1 << p
		dst[*n] = int8(p)
		*n++
	}
	return nil
}

// readBoard reads the board game: its GNU Backgammon IDs, money play with
// the cube centred at 1 (the session keeps the cubes), no offer or
// resignation.
func (s *ChouetteState) readBoard(t string) error {
	if t == "" {
		return fmt.Errorf("board: the board game's Position ID and Match ID are needed")
	}
	if err := s.game.readGnubg(t); err != nil {
		return fmt.Errorf("board: %w", err)
	}
	g := &s.game
	switch {
	case g.r.MatchLength != 0 || g.score != [2]int{}:
		return fmt.Errorf("board: a chouette's board games are money games, not a match")
	case g.cube != 1 || g.owner != -1:
		return fmt.Errorf("board: the board game's cube stays centred at 1; the accounts (team) hold the cubes")
	case g.ph == phResign || g.declined != 0 || g.ph == phOver && g.ended != GameOver:
		return fmt.Errorf("board: a chouette has no resignations")
	}
	g.r.Jacoby = false // the session applies the Jacoby rule to each account
	return nil
}

// readSetup reads the ordering throws: the blocks of equal throws so far
// and the throws of the first block of two or more.
func (s *ChouetteState) readSetup(t string, fields map[string]string, taken int) error {
	for _, k := range []string{"team", "due"} {
		if _, ok := fields[k]; ok {
			return fmt.Errorf("%s: no board game during the ordering throws", k)
		}
	}
	if s.played != 0 || s.game.ph != phOpening {
		return fmt.Errorf("order: the ordering throws come before the first board game")
	}
	if len(t) > 2*MaxChouettePlayers {
		return fmt.Errorf("order: too long")
	}
	for i, c := range []byte(t) {
		if c == '/' {
			if i == 0 || i == len(t)-1 || t[i-1] == '/' {
				return fmt.Errorf("order: a / stands between two blocks")
			}
			s.cuts |= 1 << (s.norder - 1)
			continue
		}
		if err := s.readSeats(string(c), &taken, s.order[:], &s.norder); err != nil {
			return fmt.Errorf("order: %w", err)
		}
	}
	if taken != 1<<s.seats-1 || s.norder < MinChouettePlayers {
		return fmt.Errorf("order: every seat of the ledger is ordered or joining, at least %d ordered", MinChouettePlayers)
	}
	lo, hi := s.block()
	if lo < 0 {
		return fmt.Errorf("order: every player is ranked; write the queue")
	}
	if th, ok := fields["throws"]; ok {
		parts := strings.Split(th, ",")
		if len(parts) >= hi-lo {
			return fmt.Errorf("throws: at most %d throws of the block %s", hi-lo-1, letters(s.order[lo:hi]))
		}
		for i, p := range parts {
			v, err := strconv.Atoi(p)
			if err != nil || v < 2 || v > 12 || len(p) > 2 {
				return fmt.Errorf("throws: %q is not a sum of two dice", p)
			}
			s.sums[i] = int8(v)
		}
		s.thrown = int8(len(parts))
	}
	s.ph = chSetup
	return nil
}

// readGame reads the session between the ordering throws and the end:
// the accounts and the decision due, checked against the board game.
func (s *ChouetteState) readGame(fields map[string]string) error {
	over := s.played >= s.g.rules.Games || s.nq < MinChouettePlayers
	team, hasTeam := fields["team"]
	due, hasDue := fields["due"]
	if over {
		if hasTeam || hasDue {
			return fmt.Errorf("team, due: the session is over")
		}
		s.ph = chOver
		return nil
	}
	if !hasTeam {
		return fmt.Errorf("team: the accounts of the game going on are needed")
	}
	if s.game.ph == phOver {
		return fmt.Errorf("board: a finished board game is settled and the next one starts")
	}
	if err := s.readAccounts(team); err != nil {
		return fmt.Errorf("team: %w", err)
	}
	if s.active() == 0 {
		return fmt.Errorf("team: no account plays on, so the game is over")
	}
	if s.betweenGamesRead() {
		if hasDue || s.nj > 0 {
			return fmt.Errorf("between games no decision is due and the players who joined are in the queue")
		}
		for i := range s.team() {
			if s.acct[i] != (account{cube: 1}) {
				return fmt.Errorf("team: before the opening throw every account is at cube 1, centred")
			}
		}
	}
	s.ph = chBoard
	if !hasDue {
		return s.checkOffers(false, false)
	}
	what, who, ok := strings.Cut(due, ":")
	if !ok || len(who) != 1 || who[0] < 'A' || int(who[0]-'A') >= int(s.seats) {
		return fmt.Errorf("due: want cube:X or take:X, X the seat deciding")
	}
	seat := int8(who[0] - 'A')
	if s.game.ph != phRoll {
		return fmt.Errorf("due: cube decisions come before the roll")
	}
	switch what {
	case "cube":
		return s.readCubeDue(seat)
	case "take":
		return s.readTakeDue(seat)
	}
	return fmt.Errorf("due: want cube:X or take:X, not %q", clip(due))
}

// betweenGamesRead reports whether the board game read has not started.
func (s *ChouetteState) betweenGamesRead() bool { return s.game.ph == phOpening }

// readAccounts reads the team's accounts, one per member of the queue in
// rank order (see accountToken).
func (s *ChouetteState) readAccounts(t string) error {
	parts := strings.Split(t, ",")
	if len(parts) != s.team() {
		return fmt.Errorf("one account per member of the queue, %d", s.team())
	}
	for i, p := range parts {
		if len(p) < 2 || len(p) > 8 || p[0] != 'A'+byte(s.queue[i+1]) {
			return fmt.Errorf("account %q: the member's letter (%s), then his cube or - or +", clip(p), seatLetter(int(s.queue[i+1])))
		}
		a := account{}
		switch rest := p[1:]; rest {
		case "-":
			a.status = acctDropped
		case "+":
			a.status = acctWon
		default:
			if strings.HasSuffix(rest, "?") || strings.HasSuffix(rest, "!") {
				a.offer = map[byte]int8{'?': offByBox, '!': offByMember}[rest[len(rest)-1]]
				rest = rest[:len(rest)-1]
			}
			if strings.HasSuffix(rest, "b") || strings.HasSuffix(rest, "m") {
				a.owner = map[byte]int8{'b': ownBox, 'm': ownMember}[rest[len(rest)-1]]
				rest = rest[:len(rest)-1]
			}
			v, err := strconv.Atoi(rest)
			if err != nil || v < 1 || v > s.g.rules.CubeLimit || v&(v-1) != 0 || !s.g.rules.Cube && (v != 1 || a.owner != ownCentred) {
				return fmt.Errorf("account %q: a cube is a power of two up to %d (1 without the cube)", p, s.g.rules.CubeLimit)
			}
			if (v == 1) != (a.owner == ownCentred) {
				return fmt.Errorf("account %q: a cube is centred exactly while it is at 1", p)
			}
			a.cube = int32(v)
		}
		s.acct[i] = a
	}
	return nil
}

// readCubeDue checks and sets a decision to double due from seat.
func (s *ChouetteState) readCubeDue(seat int8) error {
	if s.game.onRoll == White {
		if seat != s.queue[0] {
			return fmt.Errorf("due: the box %s decides before his roll", seatLetter(int(s.queue[0])))
		}
		s.ph = chBoxCube
		if err := s.checkOffers(false, false); err != nil {
			return err
		}
		for i := range s.team() {
			if s.mayDouble(i, ownBox) {
				return nil
			}
		}
		return fmt.Errorf("due: the box may turn no cube")
	}
	r := s.rankOf(seat)
	switch {
	case r < 0 || !s.mayDouble(r, ownMember):
		return fmt.Errorf("due: %s is no member who may double now", seatLetter(int(seat)))
	case !s.g.rules.PerMemberCubes && r != s.acting():
		return fmt.Errorf("due: with the shared cube the acting captain decides")
	}
	s.ph, s.cur = chTeamCube, int8(r)
	for i := r; i < s.team(); i++ {
		if s.acct[i].offer != offNone {
			return fmt.Errorf("team: only the members before %s have doubled", seatLetter(int(seat)))
		}
	}
	for i := range r {
		if s.acct[i].offer == offByBox || !s.g.rules.PerMemberCubes && s.acct[i].offer != offNone {
			return fmt.Errorf("team: no double of the box is pending while the team decides")
		}
	}
	return s.checkOffers(false, true)
}

// readTakeDue checks and sets an answer to a double due from seat.
func (s *ChouetteState) readTakeDue(seat int8) error {
	if s.game.onRoll == White {
		r := s.rankOf(seat)
		if r < 0 || s.acct[r].offer != offByBox {
			return fmt.Errorf("due: %s answers no double of the box", seatLetter(int(seat)))
		}
		for i := range r {
			if s.acct[i].offer != offNone {
				return fmt.Errorf("team: the members answer in rank order")
			}
		}
		s.ph, s.cur = chMemberTake, int8(r)
		return s.checkOffers(true, false)
	}
	if seat != s.queue[0] {
		return fmt.Errorf("due: the box %s answers the team's double", seatLetter(int(s.queue[0])))
	}
	s.ph, s.cur = chBoxTake, -1
	for i := range s.team() {
		if s.acct[i].offer == offByMember && s.cur < 0 {
			s.cur = int8(i)
		}
		if !s.g.rules.PerMemberCubes && s.acct[i].status == acctActive && s.acct[i].offer != offByMember {
			return fmt.Errorf("team: the captain's double binds every account playing on")
		}
	}
	if s.cur < 0 {
		return fmt.Errorf("due: the box answers a double, but none is marked")
	}
	return s.checkOffers(false, true)
}

// rankOf returns the rank (account index) of member seat, or -1.
func (s *ChouetteState) rankOf(seat int8) int {
	for i := range s.team() {
		if s.queue[i+1] == seat {
			return i
		}
	}
	return -1
}

// checkOffers checks the doubles marked on the accounts: those of the box
// only where boxOffers, the members' only where memberOffers, each on an
// account whose cube the doubler may turn; and with the shared cube, that
// the accounts playing on share one cube (those the box doubled and the
// others apart, while the members answer).
func (s *ChouetteState) checkOffers(boxOffers, memberOffers bool) error {
	var cubes [3]account
	var seen [3]bool
	for i := range s.team() {
		a := s.acct[i]
		switch {
		case a.offer == offByBox && (!boxOffers || !s.mayDouble(i, ownBox)):
			return fmt.Errorf("team: %s's account marks a double of the box that is not pending", seatName(s.member(i)))
		case a.offer == offByMember && (!memberOffers || !s.mayDouble(i, ownMember)):
			return fmt.Errorf("team: %s's account marks a double of his that is not pending", seatName(s.member(i)))
		}
		if a.status != acctActive || s.g.rules.PerMemberCubes {
			continue
		}
		k := a.offer
		a.offer = 0
		if seen[k] && cubes[k] != a {
			return fmt.Errorf("team: with the shared cube every account playing on has the same cube")
		}
		cubes[k], seen[k] = a, true
	}
	return nil
}
