package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// The browser tests drive the page in headless Chromium (Debian's
// chromium, which .ci/run installs) over the DevTools protocol. Without a
// chromium on the PATH they are skipped, saying so; CI has one.

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

// browser is a page of the server in a headless Chromium.
type browser struct {
	t    *testing.T
	ctx  context.Context
	base string
	srv  *server
}

func newBrowser(t *testing.T) *browser {
	t.Helper()
	path := chromium(t)
	srv := newServer(50, time.Hour)
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(1000, 760),
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	ctx, cancelT := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() { cancelT(); cancelC(); cancelA() })
	return &browser{t: t, ctx: ctx, base: ts.URL, srv: srv}
}

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

// shot saves a PNG screenshot of the page under testdata/screenshots.
func (b *browser) shot(name string) {
	b.t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	require.NoError(b.t, err)
	dir := filepath.Join("testdata", "screenshots")
	require.NoError(b.t, os.MkdirAll(dir, 0o755))
	require.NoError(b.t, os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644))
}

var _ = json.Marshal
var _ = fmt.Sprint
var _ = strings.Cut

func TestBrowserSmoke(t *testing.T) {
	b := newBrowser(t)
	b.run(chromedp.Navigate(b.base+"/"), chromedp.WaitVisible("#start"))
	b.run(chromedp.SetValue("#game", "chess"), chromedp.Evaluate[chromedp.Void](`gameChanged()`),
		chromedp.SetValue("#seat-1", "person"), chromedp.Click("#start"), chromedp.WaitVisible("#board svg"))
	b.run(chromedp.Click(`[data-cell="e2"]`), chromedp.Click(`[data-cell="e4"]`), chromedp.Sleep(300*time.Millisecond))
	b.shot("smoke")
}
