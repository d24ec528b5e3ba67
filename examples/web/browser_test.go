package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/domino"
)

// The browser tests drive the page in headless Chromium (Debian's
// chromium, which .ci/run installs) over the DevTools protocol: they start
// the server, open the page, fill in the form, and play by clicking the
// board's cells (from, then to) or the buttons of the legal moves, as a
// person does. Without a chromium on the PATH they are skipped, saying so;
// under CI they fail instead.

// chromium returns the browser's path, or skips the test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no chromium on the PATH: .ci/run installs Debian's chromium")
	}
	t.Skip("no chromium on the PATH (apt-get install chromium)")
	return ""
}

// browser is a tab of a headless Chromium on a test server.
type browser struct {
	t    *testing.T
	ctx  context.Context
	base string
	srv  *server
	api  *api
}

func newBrowser(t *testing.T) *browser {
	t.Helper()
	path := chromium(t)
	a := newAPI(t, 500)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(960, 720),
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	ctx, cancelT := context.WithTimeout(ctx, 4*time.Minute)
	t.Cleanup(func() { cancelT(); cancelC(); cancelA() })
	return &browser{t: t, ctx: ctx, base: a.url, srv: a.srv, api: a}
}

var _ = httptest.NewServer // the server of newAPI

func (b *browser) run(actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	require.NoError(b.t, chromedp.Do(b.ctx, actions...))
}

// eval evaluates a JavaScript expression on the page.
func eval[T any](b *browser, expr string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr))
	require.NoError(b.t, err, expr)
	return v
}

var update = flag.Bool("update", false, "rewrite the screenshots in testdata/screenshots")

// shot takes a PNG screenshot of the page; with -update it saves it under
// testdata/screenshots, the pictures README shows.
func (b *browser) shot(name string) {
	b.t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	require.NoError(b.t, err)
	require.True(b.t, bytes.HasPrefix(png, []byte("\x89PNG")), "a PNG image")
	dir := b.t.TempDir()
	if *update {
		dir = filepath.Join("testdata", "screenshots")
	}
	require.NoError(b.t, os.MkdirAll(dir, 0o755))
	require.NoError(b.t, os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644))
}

// settle waits until the page has no request under way and has shown a
// view, and returns the number of views shown.
func (b *browser) settle() int {
	b.t.Helper()
	for range 500 {
		// an error is a page still loading: its script has not run yet
		n, err := chromedp.Run(b.ctx, chromedp.Evaluate[int](`typeof busy !== "undefined" && busy === 0 && view ? shown : -1`))
		if err == nil && n >= 0 {
			return n
		}
		time.Sleep(10 * time.Millisecond)
	}
	b.t.Fatal("the page did not settle")
	return 0
}

// view returns the view the page shows.
func (b *browser) view() view {
	b.t.Helper()
	b.settle()
	require.Empty(b.t, eval[[]string](b, `pageErrors`), "the page's script ran without errors")
	var v view
	require.NoError(b.t, json.Unmarshal([]byte(eval[string](b, `JSON.stringify(view)`)), &v))
	return v
}

// start fills in the form and starts a game; the page goes to the first
// person's seat (the host's page in a game without hidden information).
func (b *browser) start(game string, players int, seats []string, dice string, seed int) {
	b.t.Helper()
	b.run(chromedp.Navigate(b.base+"/"), chromedp.WaitVisible("#start"))
	js := fmt.Sprintf(`(() => {
		const set = (id, v) => { const e = $(id); e.value = v; e.dispatchEvent(new Event("change")); };
		set("game", %q); set("players", %d);
		%s.forEach((k, i) => set("seat-" + i, k));
		set("dice", %q); $("seed").value = %d;
		return $("game").value + " " + $("players").value;
	})()`, game, players, mustJSON(seats), dice, seed)
	require.Equal(b.t, fmt.Sprintf("%s %d", game, players), eval[string](b, js))
	b.run(chromedp.Click("#start"), chromedp.WaitVisible("#play"))
	b.settle()
}

func mustJSON(v any) string {
	j, _ := json.Marshal(v)
	return string(j)
}

// click plays m, a legal move of the page's view, as a person does: by
// clicking the cells it touches, in order, until the page plays it or
// offers a choice that holds it; a move that touches no cell (or a page
// without a picture) by clicking its button in the list.
func (b *browser) click(m legalMove) {
	b.t.Helper()
	v := b.view()
	before := b.settle()
	if v.Picture == nil || len(m.Touches) == 0 {
		i := slices.IndexFunc(v.Legal, func(l legalMove) bool { return l.Move == m.Move })
		require.GreaterOrEqual(b.t, i, 0, "%s is listed", m.Move)
		b.clickOn(fmt.Sprintf("#legal-%d", i))
		require.Greater(b.t, b.settle(), before, "clicking %s in the list plays it", m.Move)
		return
	}
	for _, tc := range m.Touches {
		b.clickOn(fmt.Sprintf(`[data-cell=%q]`, tc.Cell))
		if b.settle() > before {
			return
		}
		if k := eval[int](b, fmt.Sprintf(`$("choose").hidden ? -1 : [...$("choose").querySelectorAll("button")].findIndex((e) => e.dataset.move === %q)`, m.Move)); k >= 0 && tc == m.Touches[len(m.Touches)-1] {
			b.clickOn(fmt.Sprintf("#choose-%d", k))
			require.Greater(b.t, b.settle(), before, "choosing %s plays it", m.Move)
			return
		}
	}
	k := eval[int](b, fmt.Sprintf(`$("choose").hidden ? -1 : [...$("choose").querySelectorAll("button")].findIndex((e) => e.dataset.move === %q)`, m.Move))
	require.GreaterOrEqual(b.t, k, 0, "the clicks on %v play %s or offer it", m.Touches, m.Move)
	b.clickOn(fmt.Sprintf("#choose-%d", k))
	require.Greater(b.t, b.settle(), before)
}

// clickCells clicks cells by name and waits for the page to settle.
func (b *browser) clickCells(cells ...string) {
	b.t.Helper()
	for _, c := range cells {
		b.clickOn(fmt.Sprintf(`[data-cell=%q]`, c))
		b.settle()
	}
}

// clickOn scrolls the element that sel selects into view and clicks it
// with the mouse, within ten seconds.
func (b *browser) clickOn(sel string) {
	b.t.Helper()
	ok := eval[bool](b, fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return false; e.scrollIntoView({block: "center"}); return true; })()`, sel))
	require.True(b.t, ok, "%s is on the page", sel)
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	require.NoError(b.t, chromedp.Do(ctx, chromedp.Click(sel)), "click on %s", sel)
}

// playOut plays by clicks, with pick choosing each move of the view,
// until the game ends or limit moves; it reports whether the game ended.
func (b *browser) playOut(limit int, pick func(v view) legalMove, each func(v view)) bool {
	b.t.Helper()
	for range limit {
		v := b.view()
		if each != nil {
			each(v)
		}
		if v.Outcome.Over {
			return true
		}
		require.True(b.t, v.YourTurn, "the page's person is to move (bots and dice move by themselves)")
		b.click(pick(v))
	}
	return b.view().Outcome.Over
}

func randomPick(r *rand.Rand) func(v view) legalMove {
	return func(v view) legalMove { return v.Legal[r.IntN(len(v.Legal))] }
}

// assertOutcomeShown checks that the page shows the end with its reason.
func (b *browser) assertOutcomeShown() {
	b.t.Helper()
	v := b.view()
	require.True(b.t, v.Outcome.Over)
	text := eval[string](b, `$("outcome").hidden ? "" : $("outcome").textContent`)
	assert.Contains(b.t, text, v.Outcome.Reason)
	if v.Outcome.Code != "" {
		assert.Contains(b.t, text, "("+v.Outcome.Code+")")
	}
	for i, p := range v.Outcome.Points {
		assert.Contains(b.t, text, fmt.Sprintf("%d points", p), "seat %d's points", i)
	}
}

// TestBrowserChess plays two games of chess between two people on the
// host's page: one to a promotion, chosen from the page's offer of four
// pieces, and Fool's Mate to its end.
func TestBrowserChess(t *testing.T) {
	b := newBrowser(t)
	b.start("chess", 2, []string{seatPerson, seatPerson}, "auto", 1)
	// 1. a4 b5 2. axb5 a6 3. bxa6 Bb7 4. axb7 Nc6 5. bxa8=Q
	b.clickCells("a2", "a4", "b7", "b5", "a4", "b5", "a7", "a6", "b5", "a6", "c8", "b7", "a6", "b7", "b8", "c6", "b7", "a8")
	choices := eval[[]string](b, `[...$("choose").querySelectorAll("button")].map((e) => e.textContent)`)
	assert.ElementsMatch(t, []string{"5. bxa8=Q", "5. bxa8=R", "5. bxa8=B", "5. bxa8=N"}, choices, "the page asks which piece")
	q := slices.Index(choices, "5. bxa8=Q")
	b.clickOn(fmt.Sprintf("#choose-%d", q))
	v := b.view()
	a8, ok := v.Picture.Cell("a8")
	require.True(t, ok)
	assert.Equal(t, []board.Piece{{Seat: 0, Kind: "Q", Count: 1}}, a8.Pieces, "a white queen on a8")
	assert.Equal(t, "5. bxa8=Q", v.Record[len(v.Record)-1].Number+" "+v.Record[len(v.Record)-1].Text)
	b.shot("chess-promotion")

	b.start("chess", 2, []string{seatPerson, seatPerson}, "auto", 1)
	b.clickCells("f2", "f3", "e7", "e5", "g2", "g4", "d8", "h4") // 1. f3 e5 2. g4 Qh4#
	v = b.view()
	assert.Equal(t, "checkmate", v.Outcome.Code)
	assert.Equal(t, []board.Player{1}, v.Outcome.Winners)
	b.assertOutcomeShown()
	b.shot("chess-mate")
}

// hits reports whether a legal move of s hits a blot (its notation marks
// the hit with "*").
func hits(s board.State) bool {
	return slices.ContainsFunc(s.Legal(), func(m board.Move) bool { return strings.Contains(m.String(), "*") })
}

// TestBrowserBackgammon plays backgammon between two people with dice
// typed in: the opening roll through the text box, then rolls chosen from
// the list, a hit as soon as a roll allows one, and random moves to the
// end.
func TestBrowserBackgammon(t *testing.T) {
	b := newBrowser(t)
	b.start("backgammon", 2, []string{seatPerson, seatPerson}, "manual", 1)
	v := b.view()
	require.Equal(t, board.Chance, v.ToMove)
	require.True(t, v.YourTurn, "a person types in the dice")
	b.run(chromedp.SendKeys("#manual-move", "3-1"), chromedp.Click("#manual-play"))
	v = b.view()
	require.Equal(t, "3-1", v.Record[0].Text, "the roll typed in")
	tab := b.srv.tables[v.Table]
	r := rand.New(rand.NewPCG(5, 6))
	hit := false
	pick := func(v view) legalMove {
		s := tab.state
		if !hit && s.ToMove() == board.Chance {
			for _, m := range v.Legal { // a roll that gives a hit
				c := s.Clone()
				if board.Replay(c, m.Move) == nil && hits(c) {
					return m
				}
			}
		}
		if !hit && s.ToMove() >= 0 && hits(s) {
			for _, m := range v.Legal {
				if strings.Contains(m.Move, "*") {
					hit = true
					return m
				}
			}
		}
		return v.Legal[r.IntN(len(v.Legal))]
	}
	var hitShot bool
	over := b.playOut(1500, pick, func(v view) {
		if hit && !hitShot {
			hitShot = true
			assert.Contains(t, v.Record[len(v.Record)-1].Text, "*", "the record shows the hit")
			b.shot("backgammon-hit")
		}
	})
	require.True(t, hit, "a hit was played")
	require.True(t, over, "the game ended")
	b.assertOutcomeShown()
	b.shot("backgammon-end")
}

// TestBrowserDominoOneSeat plays block dominoes for three as seat 0
// against two random bots, by clicking a tile and then an end, and checks
// at every step that the page holds no tile of another hand.
func TestBrowserDominoOneSeat(t *testing.T) {
	b := newBrowser(t)
	b.start("domino", 3, []string{seatPerson, seatRandom, seatRandom}, "auto", 4)
	tab := func() *table {
		for _, t := range b.srv.tables {
			return t
		}
		return nil
	}()
	require.NotNil(t, tab)
	r := rand.New(rand.NewPCG(7, 8))
	checks := 0
	over := b.playOut(200, randomPick(r), func(v view) {
		require.Equal(t, board.Player(0), v.Seat, "the page is seat 0's")
		st := tab.state.(*domino.State)
		if st.ToMove() == board.Nobody || !strings.Contains(st.Position(), " hand=0 ") {
			return // hands are shown at the end, by the rules
		}
		others := (st.Hand(1) | st.Hand(2)) &^ st.Layout()
		html := eval[string](b, `document.documentElement.outerHTML`)
		if others != 0 {
			re := tileRE(others)
			if loc := re.FindStringIndex(html); loc != nil {
				t.Fatalf("the page names %q of another hand: …%s…", html[loc[0]:loc[1]], html[max(0, loc[0]-300):min(len(html), loc[1]+100)])
			}
			checks++
		}
		for _, tile := range st.Hand(0).Tiles() {
			assert.Contains(t, html, `data-cell="`+tile.String()+`"`, "seat 0's own %v is a cell to click", tile)
		}
		if checks == 2 {
			b.shot("domino-seat0")
		}
	})
	require.True(t, over)
	assert.Positive(t, checks)
	b.assertOutcomeShown()
	b.shot("domino-end")
}

// TestBrowserMill plays nine men's morris against a random bot by
// clicking points to the end.
func TestBrowserMill(t *testing.T) {
	b := newBrowser(t)
	b.start("mill", 2, []string{seatPerson, seatRandom}, "auto", 2)
	r := rand.New(rand.NewPCG(9, 10))
	require.True(t, b.playOut(400, randomPick(r), nil), "the game ended")
	b.assertOutcomeShown()
	b.shot("mill-end")
}

// TestBrowserDiceGame plays Snakes and Ladders against a random bot, the
// server rolling the dice, to the end.
func TestBrowserDiceGame(t *testing.T) {
	b := newBrowser(t)
	b.start("ludo/snakes-and-ladders", 2, []string{seatPerson, seatRandom}, "auto", 3)
	r := rand.New(rand.NewPCG(11, 12))
	require.True(t, b.playOut(400, randomPick(r), nil), "the game ended")
	b.assertOutcomeShown()
	b.shot("snakes-and-ladders-end")
}

// TestBrowserEveryGame opens every registered game in the browser as seat
// 0 against random bots, plays a few moves by random clicks, finishes the
// game through the API (within 200 moves) and checks that the page shows
// the end.
func TestBrowserEveryGame(t *testing.T) {
	b := newBrowser(t)
	r := rand.New(rand.NewPCG(13, 14))
	for _, g := range board.Games() {
		t.Run(g.ID(), func(t *testing.T) {
			b.t, b.api.t = t, t
			n := g.Info().MinPlayers
			seats := []string{seatPerson}
			for len(seats) < n {
				seats = append(seats, seatRandom)
			}
			c := b.api.create(newTable{Game: g.ID(), Players: n, Seats: seats, Seed: 9})
			url := c.Seats[0]
			b.run(chromedp.Navigate(b.base+url), chromedp.WaitVisible("#play"))
			played := 0
			for ; played < 3; played++ {
				v := b.view()
				if v.Outcome.Over {
					break
				}
				if v.Picture == nil {
					assert.NotEmpty(t, eval[string](b, `$("text").textContent`), "a game without a picture shows its text")
				}
				b.click(v.Legal[r.IntN(len(v.Legal))])
			}
			playRandomly(t, b.api, c, r, 200-played)
			b.run(chromedp.Reload(), chromedp.WaitVisible("#play"))
			if v := b.view(); v.Outcome.Over {
				b.assertOutcomeShown()
			}
		})
	}
}

// TestBrowserSeatLinks: a game with hidden information and two people
// gives each their own page, which the form lists instead of opening one.
func TestBrowserSeatLinks(t *testing.T) {
	b := newBrowser(t)
	b.run(chromedp.Navigate(b.base+"/"), chromedp.WaitVisible("#start"))
	eval[string](b, `(() => {
		const set = (id, v) => { const e = $(id); e.value = v; e.dispatchEvent(new Event("change")); };
		set("game", "domino"); set("players", 2); set("seat-0", "person"); set("seat-1", "person");
		return "";
	})()`)
	b.run(chromedp.Click("#start"), chromedp.WaitVisible("#seat-links a"))
	links := eval[[]string](b, `[...document.querySelectorAll("#seat-links a")].map((a) => a.getAttribute("href"))`)
	require.Len(t, links, 2)
	assert.NotEqual(t, links[0], links[1])
	b.run(chromedp.Navigate(b.base+links[1]), chromedp.WaitVisible("#play"))
	v := b.view()
	assert.Equal(t, board.Player(1), v.Seat)
	assert.Contains(t, eval[string](b, `$("title").textContent`), "you are seat 1")
}
