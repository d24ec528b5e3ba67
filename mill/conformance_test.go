package mill_test

import (
	"testing"

	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/mill"
)

func TestConformanceQuick(t *testing.T) {
	for _, g := range []*mill.Game{mill.NineMensMorris, mill.LaskerMorris, mill.KnightMill, mill.DiceMill, mill.TwelveMensMorris, mill.TheHunt, mill.CrossMill} {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}
