package minijson

// A format is written once, as a function of a Codec naming each member and the Go value it
// keeps (Fields): Encode runs it with a Codec that writes each value, Decode with one that
// reads each member into it. The save of each game, the hand of 三打一, the setup, the
// autosave's line and the settings are all such functions, so a member is never written
// one way and read another, and no format keeps a writer and a reader side by side.

// Codec is one side of a format: a writer or a reader of the members it is told of, in
// order. A ...Omit member is not written when it is empty (encoding/json's omitempty); a
// reader reads it all the same. A member that is missing or null leaves its value alone.
type Codec interface {
	String(key string, v *string)
	StringOmit(key string, v *string)
	Bool(key string, v *bool)
	BoolOmit(key string, v *bool)
	Int(key string, v *int)
	IntOmit(key string, v *int)
	Uint64(key string, v *uint64)
	// Strings and Bools are arrays (null for nil); the Omit forms skip an empty one.
	Strings(key string, v *[]string)
	StringsOmit(key string, v *[]string)
	Bools(key string, v *[]bool)
	BoolsOmit(key string, v *[]bool)
	// StringMapOmit is an object of strings, skipped when empty; a reader adds to the map.
	StringMapOmit(key string, v *map[string]string)
	// StringMapsOmit is an object of such objects (by sorted keys), skipped when empty.
	StringMapsOmit(key string, v *map[string]map[string]string)
	// RawOmit is JSON text kept as it is (null too), skipped when empty.
	RawOmit(key string, v *RawMessage)
	// Object is an object member: fields runs on its members. A writer skips it when omit
	// is true; a reader runs fields only when the member is there.
	Object(key string, omit bool, fields func(Codec))
}

// Fields is a format: the members of one object, told to a Codec.
type Fields func(c Codec)

// Encode writes the object fields describes.
func Encode(fields Fields) []byte {
	w := NewWriter()
	fields(writeCodec{w})
	return w.Bytes()
}

// Decode reads data, one JSON object, into the values fields names. strict refuses a
// member fields does not name, at any depth (a save is never guessed at); otherwise such
// members are passed over, as encoding/json does.
func Decode(data []byte, strict bool, fields Fields) error {
	r, err := ReadObject(data)
	if err != nil {
		return err
	}
	c := &readCodec{r: r, strict: strict}
	fields(c)
	if err := r.Err(); err != nil {
		return err
	}
	if strict {
		if c.unknown != nil {
			return c.unknown
		}
		return r.Unknown()
	}
	return nil
}

type writeCodec struct{ w *Writer }

func (c writeCodec) String(k string, v *string)     { c.w.String(k, *v) }
func (c writeCodec) StringOmit(k string, v *string) { c.w.StringOmit(k, *v) }
func (c writeCodec) Bool(k string, v *bool)         { c.w.Bool(k, *v) }
func (c writeCodec) BoolOmit(k string, v *bool)     { c.w.BoolOmit(k, *v) }
func (c writeCodec) Int(k string, v *int)           { c.w.Int(k, *v) }
func (c writeCodec) Uint64(k string, v *uint64)     { c.w.Uint64(k, *v) }
func (c writeCodec) Strings(k string, v *[]string)  { c.w.Strings(k, *v) }
func (c writeCodec) Bools(k string, v *[]bool)      { c.w.Bools(k, *v) }

func (c writeCodec) IntOmit(k string, v *int) {
	if *v != 0 {
		c.w.Int(k, *v)
	}
}

func (c writeCodec) StringsOmit(k string, v *[]string) {
	if len(*v) > 0 {
		c.w.Strings(k, *v)
	}
}

func (c writeCodec) BoolsOmit(k string, v *[]bool) {
	if len(*v) > 0 {
		c.w.Bools(k, *v)
	}
}

func (c writeCodec) StringMapOmit(k string, v *map[string]string) {
	if len(*v) > 0 {
		c.w.StringMap(k, *v)
	}
}

func (c writeCodec) StringMapsOmit(k string, v *map[string]map[string]string) {
	if len(*v) == 0 {
		return
	}
	c.w.Object(k, func(w *Writer) {
		for _, name := range SortedKeys(*v) {
			w.StringMap(name, (*v)[name])
		}
	})
}

func (c writeCodec) RawOmit(k string, v *RawMessage) {
	if len(*v) > 0 {
		c.w.Raw(k, *v)
	}
}

func (c writeCodec) Object(k string, omit bool, fields func(Codec)) {
	if !omit {
		c.w.Object(k, func(w *Writer) { fields(writeCodec{w}) })
	}
}

type readCodec struct {
	r       *Reader
	strict  bool
	unknown error // the first unknown member of an object within (strict)
}

func (c *readCodec) String(k string, v *string)        { c.r.String(k, v) }
func (c *readCodec) StringOmit(k string, v *string)    { c.r.String(k, v) }
func (c *readCodec) Bool(k string, v *bool)            { c.r.Bool(k, v) }
func (c *readCodec) BoolOmit(k string, v *bool)        { c.r.Bool(k, v) }
func (c *readCodec) Int(k string, v *int)              { c.r.Int(k, v) }
func (c *readCodec) IntOmit(k string, v *int)          { c.r.Int(k, v) }
func (c *readCodec) Uint64(k string, v *uint64)        { c.r.Uint64(k, v) }
func (c *readCodec) Strings(k string, v *[]string)     { c.r.Strings(k, v) }
func (c *readCodec) StringsOmit(k string, v *[]string) { c.r.Strings(k, v) }
func (c *readCodec) Bools(k string, v *[]bool)         { c.r.Bools(k, v) }
func (c *readCodec) BoolsOmit(k string, v *[]bool)     { c.r.Bools(k, v) }

func (c *readCodec) StringMapOmit(k string, v *map[string]string) { c.r.StringMap(k, v) }

func (c *readCodec) StringMapsOmit(k string, v *map[string]map[string]string) {
	o := c.r.Object(k)
	if o == nil {
		return
	}
	if *v == nil {
		*v = map[string]map[string]string{}
	}
	o.Each(func(name string, o *Reader) {
		m := (*v)[name]
		o.StringMap(name, &m)
		(*v)[name] = m
	})
}

// RawOmit keeps the member's text as encoding/json's RawMessage did: null too, nothing when
// missing; a copy, so the value does not hold on to the whole input.
func (c *readCodec) RawOmit(k string, v *RawMessage) {
	if b := c.r.Raw(k); b != nil {
		*v = append(RawMessage(nil), b...)
	}
}

func (c *readCodec) Object(k string, _ bool, fields func(Codec)) {
	o := c.r.Object(k)
	if o == nil {
		return
	}
	inner := &readCodec{r: o, strict: c.strict}
	fields(inner)
	if !c.strict || c.unknown != nil {
		return
	}
	if inner.unknown != nil {
		c.unknown = inner.unknown
	} else if err := o.Unknown(); err != nil {
		c.unknown = err
	}
}

// Format is a value whose members its Fields method names (on its pointer).
type Format[T any] interface {
	*T
	Fields(c Codec)
}

// Marshal writes v through its Fields.
func Marshal[T any, P Format[T]](v T) []byte { return Encode(P(&v).Fields) }

// Unmarshal reads data into a new T through its Fields (strict as in Decode).
func Unmarshal[T any, P Format[T]](data []byte, strict bool) (T, error) {
	var v T
	err := Decode(data, strict, P(&v).Fields)
	return v, err
}
