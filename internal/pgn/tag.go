package pgn

import (
	"fmt"
	"strings"
)

// Tag is one tag pair of a PGN or PDN game, e.g. [Event "Casual game"].
type Tag struct {
	Name, Value string
}

// Lookup returns the value of the first tag of that name in tags, and
// whether there is one.
func Lookup(tags []Tag, name string) (string, bool) {
	for _, t := range tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// Set sets the named tag in tags, replacing an existing value in place or
// appending the tag, and returns the updated slice.
func Set(tags []Tag, name, value string) []Tag {
	for i := range tags {
		if tags[i].Name == name {
			tags[i].Value = value
			return tags
		}
	}
	return append(tags, Tag{name, value})
}

// WriteTag writes a tag pair and a newline, escaping quotes and backslashes
// and turning newlines, which a value may not hold, into spaces.
func WriteTag(b *strings.Builder, name, value string) {
	value = strings.ReplaceAll(value, `\`, `\\`)
	value = strings.ReplaceAll(value, `"`, `\"`)
	value = strings.ReplaceAll(value, "\n", " ")
	fmt.Fprintf(b, "[%s \"%s\"]\n", name, value)
}

// JoinComment appends comment b, trimmed of surrounding space, to an
// earlier comment a of the same place, with a space between.
func JoinComment(a, b string) string {
	b = strings.TrimSpace(b)
	if a == "" {
		return b
	}
	return a + " " + b
}
