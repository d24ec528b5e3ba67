package draughts

import "os"

// deep reports whether the slow tests are asked for.
func deep() bool { return os.Getenv("RULEBOOK_DEEP") == "1" }
