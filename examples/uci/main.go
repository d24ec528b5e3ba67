// Command uci is a chess engine that speaks the Universal Chess Interface,
// so that chess GUIs (and programs that drive engines, such as
// python-chess or cutechess-cli) can play rulebook's chess.
//
// It searches with alpha-beta on the typed chess.Position API: iterative
// deepening, a transposition table, quiescence search of captures, check
// extensions, and an evaluation of material and mobility (legal moves of
// each side). It understands
//
//	uci, isready, ucinewgame, setoption name Hash value N,
//	position startpos|fen FEN [moves M...],
//	go [depth N] [movetime MS] [wtime MS btime MS winc MS binc MS] [infinite],
//	stop, quit
//
// and answers with id, uciok, readyok, info (depth, score cp|mate, nodes,
// nps, time, pv) and bestmove.
//
// Option UCI_Variant picks the rule set among package chess's variants:
// chess (FIDE, the default), chief (Chief and warriors: a royal amazon,
// letter A, against the full army), ko (Knock-out chess: a player without
// a move wins unless mated) and eating (Eating chess: no check, captures
// compulsory, the player without a move wins), double (Double-move chess:
// two moves a turn, a checking first move ends it) and placement
// (Placement chess: the pieces are dropped from the hands, "N@e4", one a
// turn where they attack nothing, then chess is played). The moves come
// from the variant's own legal generator (chess.Game.Start and ParseFEN
// give the position its rules), and the search scores the variant's ends.
// In double-move chess a ply is one move, not a turn: after the first
// move of a turn the same side searches on, maximising its own score,
// and "go depth 6" looks three turns ahead; "info score mate N" counts
// plies over two there too, so it is the number of moves, not of turns.
// In placement chess the evaluation counts the pieces in hand as
// material and the drops each side has as its mobility; a side without a
// drop loses.
//
// # Decisions
//
//   - A line longer than maxLine bytes or a command it does not know is
//     answered with "info string" and ignored, as the protocol asks
//     engines to do; a bad FEN or an illegal move leaves the position as it
//     was before the position command.
//   - With a clock, a move gets a thirtieth of the time left plus half the
//     increment, and never more than half the time left.
//   - "go" with no limit searches to depth 6; "go infinite" until stop.
//   - An unknown UCI_Variant keeps the variant in use; choosing a variant
//     sets its start position. Dead material draws only in FIDE chess
//     (the variants have no dead-position rule but K.O.'s bare kings,
//     which the evaluation already scores level).
//   - Repetitions of the game before the position (its moves) and inside
//     the search score as draws, as do the fifty-move rule and dead
//     material. In double-move chess only positions at the start of a
//     turn repeat, and fifty turns a side (a clock of 200 moves) draw.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rulebook-go/rulebook/chess"
)

func main() {
	e := newEngine(os.Stdout)
	e.run(os.Stdin)
}

// maxLine bounds one command line; longer lines are refused before any
// work, so that a broken GUI cannot make the engine hold unbounded text.
const maxLine = 1 << 16

// defaultDepth is how deep a "go" without limits searches.
const defaultDepth = 6

// An engine is the UCI state: the position, the table and the search
// running in the background.
type engine struct {
	mu      sync.Mutex // serialises output lines
	out     *bufio.Writer
	game    *chess.Game // the rule set UCI_Variant chose
	pos     chess.Position
	history []uint64 // hashes of the positions before pos
	tt      *table
	stop    atomic.Bool
	running sync.WaitGroup
}

func newEngine(w io.Writer) *engine {
	return &engine{out: bufio.NewWriter(w), game: chess.Chess, pos: chess.StartPosition(), tt: newTable(16)}
}

// send writes one line to the GUI.
func (e *engine) send(format string, args ...any) {
	e.mu.Lock()
	defer e.mu.Unlock()
	fmt.Fprintf(e.out, format+"\n", args...)
	e.out.Flush()
}

// run reads commands until quit or the end of the input.
func (e *engine) run(r io.Reader) {
	br := bufio.NewReaderSize(r, 4096)
	for {
		line, err := readLine(br)
		if err == errLong {
			e.send("info string line longer than %d bytes ignored", maxLine)
			continue
		}
		if err != nil && line == "" {
			e.halt()
			return
		}
		if !e.command(line) {
			return
		}
	}
}

var errLong = fmt.Errorf("line too long")

// readLine reads one line of at most maxLine bytes; a longer one is read
// to its end and dropped.
func readLine(br *bufio.Reader) (string, error) {
	var b []byte
	for {
		chunk, isPrefix, err := br.ReadLine()
		if err != nil {
			return string(b), err
		}
		if len(b)+len(chunk) > maxLine {
			for isPrefix && err == nil {
				_, isPrefix, err = br.ReadLine()
			}
			return "", errLong
		}
		b = append(b, chunk...)
		if !isPrefix {
			return string(b), nil
		}
	}
}

// command runs one command; it returns false on quit.
func (e *engine) command(line string) bool {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return true
	}
	switch fields[0] {
	case "uci":
		e.send("id name rulebook")
		e.send("id author the rulebook authors")
		e.send("option name Hash type spin default 16 min 1 max 1024")
		e.send("option name UCI_Variant type combo default chess var %s", strings.Join(chess.Standard.Choices(), " var "))
		e.send("uciok")
	case "isready":
		e.send("readyok")
	case "ucinewgame":
		e.halt()
		e.tt.clear()
		e.pos, e.history = e.game.Start(), nil
	case "setoption":
		e.setOption(fields[1:])
	case "position":
		e.halt()
		if err := e.position(fields[1:]); err != nil {
			e.send("info string %v", oneLine(err))
		}
	case "go":
		e.halt()
		e.goSearch(fields[1:])
	case "stop":
		e.halt()
	case "quit":
		e.halt()
		return false
	case "debug", "register", "ponderhit":
	default:
		e.send("info string unknown command %q", fields[0])
	}
	return true
}

// halt stops a running search and waits for its bestmove.
func (e *engine) halt() {
	e.stop.Store(true)
	e.running.Wait()
	e.stop.Store(false)
}

// variantGames are the games UCI_Variant may choose, by slug.
var variantGames = map[chess.Variant]*chess.Game{
	chess.Standard:  chess.Chess,
	chess.Chief:     chess.ChiefAndWarriors,
	chess.KnockOut:  chess.KnockOutChess,
	chess.Double:    chess.DoubleMoveChess,
	chess.Placement: chess.PlacementChess,
	chess.Eating:    chess.EatingChess,
}

// setOption handles "setoption name Hash value N" and
// "setoption name UCI_Variant value V".
func (e *engine) setOption(f []string) {
	if len(f) == 4 && f[0] == "name" && strings.EqualFold(f[1], "UCI_Variant") && f[2] == "value" {
		e.setVariant(f[3])
		return
	}
	if len(f) == 4 && f[0] == "name" && strings.EqualFold(f[1], "Hash") && f[2] == "value" {
		if mb, err := strconv.Atoi(f[3]); err == nil && mb >= 1 && mb <= 1024 {
			e.halt()
			e.tt = newTable(mb)
			return
		}
	}
	e.send("info string unsupported option %q", strings.Join(f, " "))
}

// setVariant chooses the rule set named by slug and sets its start.
func (e *engine) setVariant(slug string) {
	var v chess.Variant
	if err := v.UnmarshalText([]byte(strings.ToLower(slug))); err != nil {
		e.send("info string unknown variant %q: %s", slug, oneLine(err))
		return
	}
	g, ok := variantGames[v]
	if !ok {
		e.send("info string variant %s not supported; still playing %s", v, e.game.Rules().Variant)
		return
	}
	e.halt()
	e.game, e.pos, e.history = g, g.Start(), nil
	e.tt.clear()
}

// position reads "startpos|fen FEN [moves M...]"; on error the position is
// unchanged.
func (e *engine) position(f []string) error {
	var pos chess.Position
	rest := f
	switch {
	case len(f) > 0 && f[0] == "startpos":
		pos, rest = e.game.Start(), f[1:]
	case len(f) > 0 && f[0] == "fen":
		end := 1
		for end < len(f) && f[end] != "moves" {
			end++
		}
		var err error
		if pos, err = e.game.ParseFEN(strings.Join(f[1:end], " ")); err != nil {
			return err
		}
		rest = f[end:]
	default:
		return fmt.Errorf("position wants startpos or fen")
	}
	var history []uint64
	if len(rest) > 0 {
		if rest[0] != "moves" {
			return fmt.Errorf("unexpected %q after the position", rest[0])
		}
		for _, text := range rest[1:] {
			m, err := parseUCI(&pos, text)
			if err != nil {
				return err
			}
			history = append(history, pos.Hash())
			pos.Make(m)
		}
	}
	e.pos, e.history = pos, history
	return nil
}

// parseUCI reads a move of the position command: UCI's long algebraic
// notation, and for placement chess a drop, "N@e4" or "P@e4", the form
// GUIs of drop variants send.
func parseUCI(pos *chess.Position, text string) (chess.Move, error) {
	if strings.IndexByte(text, '@') > 0 {
		return pos.ParseMove(text)
	}
	return pos.ParseUCI(text)
}

// limits are the parsed arguments of go.
type limits struct {
	depth    int
	moveTime time.Duration
	infinite bool
	clock    [2]time.Duration // wtime, btime
	inc      [2]time.Duration
	hasClock bool
}

func parseGo(f []string) limits {
	var l limits
	for i := 0; i < len(f); i++ {
		arg := func() int {
			if i+1 >= len(f) {
				return 0
			}
			i++
			n, _ := strconv.Atoi(f[i])
			return max(n, 0)
		}
		ms := func() time.Duration { return time.Duration(arg()) * time.Millisecond }
		switch f[i] {
		case "depth":
			l.depth = arg()
		case "movetime":
			l.moveTime = ms()
		case "infinite":
			l.infinite = true
		case "wtime":
			l.clock[0], l.hasClock = ms(), true
		case "btime":
			l.clock[1], l.hasClock = ms(), true
		case "winc":
			l.inc[0] = ms()
		case "binc":
			l.inc[1] = ms()
		case "movestogo", "nodes", "mate":
			arg()
		}
	}
	return l
}

// budget returns the search's depth and time for the side to move.
func (l limits) budget(side chess.Color) (depth int, think time.Duration) {
	depth = maxPly
	switch {
	case l.infinite:
	case l.moveTime > 0:
		think = l.moveTime
	case l.hasClock:
		left, inc := l.clock[side], l.inc[side]
		think = min(left/30+inc/2, left/2)
		think = max(think, time.Millisecond)
	default:
		depth = defaultDepth
	}
	if l.depth > 0 {
		depth = min(depth, l.depth)
	}
	return depth, think
}

// goSearch starts a search in the background; it ends with bestmove.
func (e *engine) goSearch(f []string) {
	l := parseGo(f)
	depth, think := l.budget(e.pos.SideToMove())
	s := &searcher{rules: e.game.Rules(), pos: e.pos, history: append([]uint64(nil), e.history...), tt: e.tt, stop: &e.stop}
	if think > 0 {
		s.deadline = time.Now().Add(think)
	}
	e.running.Add(1)
	go func() {
		defer e.running.Done()
		best := s.think(depth, func(r report) { e.info(r) })
		if l.infinite { // the protocol: no bestmove before stop
			for !e.stop.Load() {
				time.Sleep(time.Millisecond)
			}
		}
		e.send("bestmove %s", best)
	}()
}

// info sends one completed depth.
func (e *engine) info(r report) {
	score := fmt.Sprintf("cp %d", r.score)
	switch {
	case r.score > mateScore-maxPly:
		score = fmt.Sprintf("mate %d", (mateScore-r.score+1)/2)
	case r.score < -mateScore+maxPly:
		score = fmt.Sprintf("mate -%d", (mateScore+r.score)/2)
	}
	ms := max(r.time.Milliseconds(), 1)
	pv := make([]string, len(r.pv))
	for i, m := range r.pv {
		pv[i] = m.String()
	}
	e.send("info depth %d score %s nodes %d nps %d time %d pv %s", r.depth, score, r.nodes, int64(r.nodes)*1000/ms, ms, strings.Join(pv, " "))
}

func oneLine(err error) string { return strings.Join(strings.Fields(err.Error()), " ") }
