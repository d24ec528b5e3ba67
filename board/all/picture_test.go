package all_test

import (
	"io"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/svg"
)

// TestEveryGameHasAPicture fails for a registered game whose states do not
// draw themselves (board.Drawer), whose hidden states do not draw a seat's
// observation (board.ObservationDrawer), or whose picture the SVG renderer
// refuses. boardtest.Run checks each picture against its state at every
// deep step of its playouts.
func TestEveryGameHasAPicture(t *testing.T) {
	for _, g := range board.Games() {
		s, err := g.New(g.Info().MinPlayers)
		if err != nil {
			t.Errorf("%s: New(%d): %v", g.ID(), g.Info().MinPlayers, err)
			continue
		}
		d, ok := s.(board.Drawer)
		if !ok {
			t.Errorf("%s: its state does not implement board.Drawer", g.ID())
			continue
		}
		if err := svg.Render(io.Discard, d.Picture(), svg.Options{}); err != nil {
			t.Errorf("%s: the picture does not render: %v", g.ID(), err)
		}
		if _, hidden := s.(board.Hidden); hidden {
			od, ok := s.(board.ObservationDrawer)
			if !ok {
				t.Errorf("%s: a hidden state without board.ObservationDrawer", g.ID())
				continue
			}
			if err := svg.Render(io.Discard, od.ObservationPicture(0), svg.Options{}); err != nil {
				t.Errorf("%s: seat 0's picture does not render: %v", g.ID(), err)
			}
		}
	}
}
