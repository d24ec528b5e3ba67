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

// Commentary joins the comments met at one place of a game (before the
// first move, or after a move) in time linear in their total length:
// joining each comment onto the growing text would copy that text again
// for every comment, which is quadratic. The zero value is ready to use;
// one Commentary serves a whole reader, following the place it is given.
type Commentary struct {
	place *string
	last  string // what Add last stored at *place
	b     strings.Builder
}

// Add appends text, trimmed of surrounding space, to the comment at
// *place, after a space, and stores the result at *place. Successive
// calls for the same place extend one buffer (strings already handed out
// are never changed); a call for another place, or after *place was
// changed elsewhere, starts again from the text at *place.
func (c *Commentary) Add(place *string, text string) {
	if c.place != place || *place != c.last {
		c.place = place
		c.b = strings.Builder{}
		c.b.WriteString(*place)
	}
	text = strings.TrimSpace(text)
	if c.b.Len() > 0 {
		c.b.WriteByte(' ')
	}
	c.b.WriteString(text)
	c.last = c.b.String()
	*place = c.last
}
