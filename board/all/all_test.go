package all_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	_ "github.com/rulebook-go/rulebook/board/all"
)

const module = "github.com/rulebook-go/rulebook/"

// TestEveryFamily fails when a package of the module registers games
// (calls board.Register outside its tests) but all.go does not import it.
func TestEveryFamily(t *testing.T) {
	imported := imports(t, "all.go")
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			name := d.Name()
			if path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "examples" || name == "internal") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if !strings.Contains(string(src), "board.Register(") {
			return nil
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		if pkg := module + filepath.ToSlash(rel); !imported[pkg] {
			t.Errorf("%s registers games (in %s) but board/all does not import it", pkg, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestGamesRegistered checks that importing all registers games of every
// imported family.
func TestGamesRegistered(t *testing.T) {
	families := map[string]bool{}
	for _, g := range board.Games() {
		families[g.Info().Family] = true
	}
	for pkg := range imports(t, "all.go") {
		if name := strings.TrimPrefix(pkg, module); !families[name] {
			t.Errorf("board/all imports %s, but no game of family %q is registered", pkg, name)
		}
	}
}

func imports(t *testing.T, file string) map[string]bool {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]bool{}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		m[p] = true
	}
	return m
}
