package draughts

import "os"

// deep reports whether the slow tests are asked for.
func deep() bool { return os.Getenv("DRAUGHTS_DEEP") != "" }
