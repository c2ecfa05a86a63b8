// Package jsontest checks hand-written JSON codecs against encoding/json, for tests only
// (it imports encoding/json and reflect, which must stay out of the bundle).
package jsontest

import (
	"encoding/json"
	"reflect"
	"testing"

	"warboard/game/internal/minijson"
)

// Fill sets every exported field reachable from ptr (structs, pointers, slices, maps,
// arrays) to a value that is not the zero value, so a codec that forgets a field — one
// added to the struct later, say — writes or reads something else than encoding/json.
func Fill(ptr any) { fill(reflect.ValueOf(ptr).Elem(), 1) }

func fill(v reflect.Value, n int) {
	switch v.Kind() {
	case reflect.String:
		v.SetString("v<&>" + string(rune('a'+n%26)))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(n))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(uint64(n) << 40)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem(), n+1)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i), n+i+1)
			}
		}
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 { // json.RawMessage and the like
			v.SetBytes([]byte(`{"raw":[1,"x"]}`))
			return
		}
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		fill(v.Index(0), n+1)
		fill(v.Index(1), n+2)
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			fill(v.Index(i), n+i+1)
		}
	case reflect.Map:
		v.Set(reflect.MakeMap(v.Type()))
		for i := range 2 {
			k := reflect.New(v.Type().Key()).Elem()
			fill(k, n+i)
			e := reflect.New(v.Type().Elem()).Elem()
			fill(e, n+i+1)
			v.SetMapIndex(k, e)
		}
	}
}

// Agree checks that write(v) is byte for byte encoding/json's Marshal of v, and that read
// gives back v from that text. v is a pointer to the value.
func Agree[T any](t *testing.T, v *T, write func(T) []byte, read func([]byte) (T, error)) {
	t.Helper()
	want, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	got := write(*v)
	if string(got) != string(want) {
		t.Errorf("written:\n%s\nencoding/json:\n%s", got, want)
	}
	back, err := read(want)
	if err != nil {
		t.Fatalf("reading encoding/json's text: %v", err)
	}
	if !reflect.DeepEqual(back, *v) {
		t.Errorf("read back %+v, want %+v", back, *v)
	}
}

// AgreeFormat is Agree for a minijson format (its Fields method): written by Marshal, read
// by Unmarshal, strictly or not.
func AgreeFormat[T any, P minijson.Format[T]](t *testing.T, v *T, strict bool) {
	t.Helper()
	Agree(t, v, minijson.Marshal[T, P], func(b []byte) (T, error) { return minijson.Unmarshal[T, P](b, strict) })
}
