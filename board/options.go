package board

import (
	"encoding"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// A family describes its rule options as one struct, its Rules. Every
// exported field of kind bool, integer or string, of a Choice type, or a
// nested struct of such fields (named "Outer.Inner") is an option; its
// tag says what it does, and for an integer the values it takes:
//
//	type Rules struct {
//		// FlyingKings lets a king move any distance along a diagonal.
//		FlyingKings bool `rule:"kings move any distance along a diagonal"`
//		// Players at the table.
//		Seats int `rule:"the number of seats" range:"2..4"`
//		// Ladder is a table, not an option.
//		Ladder []int `rule:"-"`
//	}
//
// A field without a rule tag, or with rule:"-", is not an option.

// A Choice is a rule option with a closed set of named values, such as an
// enumeration of bear-off rules. MarshalText writes the value's name,
// Choices lists every name, and the pointer type implements
// encoding.TextUnmarshaler to read one back (ParseChoice helps).
type Choice interface {
	encoding.TextMarshaler
	Choices() []string
}

// ParseChoice implements UnmarshalText for an enumeration whose value v is
// named names[v]: it sets *v to the value named text, or returns an error
// listing the names.
func ParseChoice[T ~int8 | ~uint8 | ~int | ~uint16 | ~int16](v *T, names []string, text []byte) error {
	i := slices.Index(names, string(text))
	if i < 0 {
		return fmt.Errorf("%q is not one of %s", text, strings.Join(names, ", "))
	}
	*v = T(i)
	return nil
}

// ChoiceName returns names[v], or the number when v has no name, for an
// enumeration's String and MarshalText.
func ChoiceName[T ~int8 | ~uint8 | ~int | ~uint16 | ~int16](v T, names []string) string {
	if int(v) >= 0 && int(v) < len(names) {
		return names[v]
	}
	return strconv.Itoa(int(v))
}

var choiceType = reflect.TypeFor[Choice]()

// OptionsOf describes the options of rules, a family's Rules struct: one
// Option per option field, in field order, with the value in rules and the
// default of the zero Rules. It is what a family's Info.Options holds.
func OptionsOf(rules any) []Option {
	v := reflect.ValueOf(rules)
	if v.Kind() == reflect.Pointer {
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return nil
	}
	var opts []Option
	eachOption(v, reflect.Zero(v.Type()), "", func(name string, f reflect.StructField, val, zero reflect.Value) {
		kind, accepted := describe(f, val)
		opts = append(opts, Option{Name: name, Type: kind, Value: text(val), Default: text(zero),
			Accepted: accepted, Doc: f.Tag.Get("rule")})
	})
	return opts
}

// eachOption calls f for every option field of the struct v (zero is the
// same field of the zero struct), nested structs flattened with dotted
// names.
func eachOption(v, zero reflect.Value, prefix string, f func(name string, sf reflect.StructField, val, zero reflect.Value)) {
	t := v.Type()
	for i := range t.NumField() {
		sf := t.Field(i)
		doc, tagged := sf.Tag.Lookup("rule")
		if !sf.IsExported() || !tagged || doc == "-" {
			continue
		}
		val, z := v.Field(i), zero.Field(i)
		name := prefix + sf.Name
		if sf.Type.Kind() == reflect.Struct && !sf.Type.Implements(choiceType) {
			eachOption(val, z, name+".", f)
			continue
		}
		if optionKind(sf.Type) != "" {
			f(name, sf, val, z)
		}
	}
}

// optionKind returns the Option.Type of a field type, "" when the type
// cannot be an option.
func optionKind(t reflect.Type) string {
	if t.Implements(choiceType) && reflect.PointerTo(t).Implements(reflect.TypeFor[encoding.TextUnmarshaler]()) {
		return "choice"
	}
	switch t.Kind() {
	case reflect.Bool:
		return "bool"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "int"
	case reflect.String:
		return "string"
	}
	return ""
}

func describe(f reflect.StructField, v reflect.Value) (kind, accepted string) {
	kind = optionKind(f.Type)
	switch kind {
	case "choice":
		return kind, strings.Join(v.Interface().(Choice).Choices(), "|")
	case "bool":
		return kind, "true|false"
	case "int":
		if r := f.Tag.Get("range"); r != "" {
			return kind, r
		}
		return kind, "any integer"
	}
	return kind, "any text"
}

// text writes an option value as Configure reads it.
func text(v reflect.Value) string {
	if c, ok := v.Interface().(Choice); ok {
		b, err := c.MarshalText()
		if err != nil {
			return fmt.Sprint(v.Interface())
		}
		return string(b)
	}
	switch v.Kind() {
	case reflect.Bool:
		return strconv.FormatBool(v.Bool())
	case reflect.String:
		return v.String()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.FormatUint(v.Uint(), 10)
	}
	return strconv.FormatInt(v.Int(), 10)
}

// SetOptions changes the options of *rules, a pointer to a family's Rules,
// by name: settings maps option names (as OptionsOf gives them) to values
// (as Option.Accepted says). It changes nothing and returns an error
// wrapping ErrBadOption when a name is unknown or a value is not accepted.
func SetOptions(rules any, settings map[string]string) error {
	v := reflect.ValueOf(rules)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("board: SetOptions needs a pointer to a Rules struct, not %T: %w", rules, ErrBadOption)
	}
	target := v.Elem()
	work := reflect.New(target.Type()).Elem()
	work.Set(target)
	fields := map[string]reflect.Value{}
	tags := map[string]reflect.StructField{}
	eachOption(work, work, "", func(name string, sf reflect.StructField, val, _ reflect.Value) {
		fields[name], tags[name] = val, sf
	})
	names := make([]string, 0, len(settings))
	for name := range settings {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		f, ok := fields[name]
		if !ok {
			known := make([]string, 0, len(fields))
			for k := range fields {
				known = append(known, k)
			}
			slices.Sort(known)
			if len(known) == 0 {
				return BadOption(name, "the game has no options")
			}
			return BadOption(name, "no such option; the options are %s", strings.Join(known, ", "))
		}
		if err := setField(f, tags[name], settings[name]); err != nil {
			return BadOption(name, "%v", err)
		}
	}
	target.Set(work)
	return nil
}

// setField sets one option field from its text.
func setField(f reflect.Value, sf reflect.StructField, value string) error {
	kind, accepted := describe(sf, f)
	bad := func() error { return fmt.Errorf("value %q is not accepted; want %s", value, accepted) }
	switch kind {
	case "choice":
		if err := f.Addr().Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(value)); err != nil {
			return bad()
		}
	case "bool":
		b, err := strconv.ParseBool(value)
		if err != nil {
			return bad()
		}
		f.SetBool(b)
	case "string":
		f.SetString(value)
	case "int":
		return setInt(f, value, sf.Tag.Get("range"), bad)
	}
	return nil
}

// setInt sets an integer field within its type and its range tag "lo..hi".
func setInt(f reflect.Value, value, span string, bad func() error) error {
	n, err := strconv.ParseInt(value, 10, 64)
	if err != nil {
		return bad()
	}
	if lo, hi, ok := strings.Cut(span, ".."); ok {
		l, e1 := strconv.ParseInt(lo, 10, 64)
		h, e2 := strconv.ParseInt(hi, 10, 64)
		if e1 == nil && n < l || e2 == nil && n > h {
			return bad()
		}
	}
	switch f.Kind() {
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if n < 0 || f.OverflowUint(uint64(n)) {
			return bad()
		}
		f.SetUint(uint64(n))
	default:
		if f.OverflowInt(n) {
			return bad()
		}
		f.SetInt(n)
	}
	return nil
}

// Configurable is implemented by games whose rule options can be changed
// by name. Every game of the library implements it.
type Configurable interface {
	Game
	// WithOptions returns the game with the named options changed (see
	// SetOptions), or an error wrapping ErrBadOption. The new game's ID
	// says what changed (see Derive).
	WithOptions(settings map[string]string) (Game, error)
}

// Configure returns g with options changed by settings of the form
// "Name=Value", as the rulebook command's -option flag takes them. With no
// settings it returns g. Errors wrap ErrBadOption: a setting without "=",
// an unknown name or a bad value, or a game that is not Configurable.
func Configure(g Game, settings ...string) (Game, error) {
	if len(settings) == 0 {
		return g, nil
	}
	m := make(map[string]string, len(settings))
	for _, s := range settings {
		name, value, ok := strings.Cut(s, "=")
		name = strings.TrimSpace(name)
		if !ok || name == "" {
			return nil, BadOption(s, "an option is set as Name=Value")
		}
		if _, dup := m[name]; dup {
			return nil, BadOption(name, "set twice")
		}
		m[name] = strings.TrimSpace(value)
	}
	c, ok := g.(Configurable)
	if !ok {
		return nil, BadOption(settings[0], "game %s has no options to set", g.ID())
	}
	return c.WithOptions(m)
}

// Derive implements a family's WithOptions: it applies settings to a copy
// of rules and builds the game with build (the family's NewGame) under
// names whose ID lists, in field order, the options whose values changed:
// "chess/eating(Castling=true)", "backgammon(Cube.Limit=64,Jacoby=true)".
// With no change the ID stays. A derived ID is not registered; it only
// says what the game is.
func Derive[R any, G Game](names Names, rules R, settings map[string]string, build func(Names, R) (G, error)) (Game, error) {
	changed := rules
	if err := SetOptions(&changed, settings); err != nil {
		return nil, err
	}
	before, after := OptionsOf(rules), OptionsOf(changed)
	var diff []string
	for i := range after {
		if after[i].Value != before[i].Value {
			diff = append(diff, after[i].Name+"="+after[i].Value)
		}
	}
	if len(diff) > 0 {
		base, _, _ := strings.Cut(names.ID, "(")
		names.ID = base + "(" + strings.Join(diff, ",") + ")"
	}
	g, err := build(names, changed)
	if err != nil {
		return nil, fmt.Errorf("%s: %w: %w", names.ID, ErrBadOption, err)
	}
	return g, nil
}
