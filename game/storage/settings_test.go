package storage

import (
	"errors"
	"reflect"
	"testing"

	"warboard/game/internal/minijson"
)

func TestSettingsDefaultsWhenNoneSaved(t *testing.T) {
	got, err := LoadSettings(NewMemStore(), t0)
	if err != nil || !reflect.DeepEqual(got, DefaultSettings()) {
		t.Errorf("first start: %+v, %v", got, err)
	}
	if d := DefaultSettings(); d.Language != "" || d.Orientation != OrientAuto || !d.Sound || d.Pace != PaceNormal {
		t.Errorf("defaults: %+v", d)
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	s := NewMemStore()
	want := Settings{Language: "fr", Orientation: OrientMover, Sound: false, Pace: PaceSlow, Faces: FacesChinese, Warn: WarnAlways}
	want.Remember("junqi", map[string]string{"board": "4p", "mode": "dark", "nocapture": "70"})
	want.Remember("napoleon", map[string]string{"board": "10x10", "target": "5"})
	if err := SaveSettings(s, want); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings(s, t0)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("round trip: %+v, %v; want %+v", got, err, want)
	}
	if got.Choices("junqi")["mode"] != "dark" || got.Choices("chess") != nil {
		t.Errorf("Choices: %v", got.NewGame)
	}
}

func TestSettingsRememberCopies(t *testing.T) {
	var s Settings
	c := map[string]string{"mode": "open"}
	s.Remember("junqi", c)
	c["mode"] = "flip"
	if s.Choices("junqi")["mode"] != "open" {
		t.Errorf("Remember kept the caller's map")
	}
}

func TestSettingsUnknownValuesNormalized(t *testing.T) {
	s := NewMemStore()
	SaveEnvelope(s, NameSettings, KindSettings, []byte(`{"language":"de","orientation":"sideways","sound":true,"pace":"ludicrous","faces":"klingon","later":1}`))
	got, err := LoadSettings(s, t0)
	if err != nil || got.Language != "" || got.Orientation != OrientAuto || !got.Sound || got.Pace != PaceNormal || got.Faces != FacesLanguage {
		t.Errorf("normalized: %+v, %v", got, err)
	}
}

// TestSettingsOrientation: the three orientations survive a save; the "south" older builds
// saved for their default (which turned the board in the dark anyway) reads as the board
// facing the player at the screen, never as "always South".
func TestSettingsOrientation(t *testing.T) {
	for _, o := range []string{OrientAuto, OrientMover, OrientSouth} {
		s := NewMemStore()
		SaveSettings(s, Settings{Orientation: o, Pace: PaceNormal})
		if got, err := LoadSettings(s, t0); err != nil || got.Orientation != o {
			t.Errorf("%s: read back %q, %v", o, got.Orientation, err)
		}
	}
	s := NewMemStore()
	SaveEnvelope(s, NameSettings, KindSettings, []byte(`{"orientation":"south"}`))
	if got, err := LoadSettings(s, t0); err != nil || got.Orientation != OrientAuto {
		t.Errorf("legacy south: %q, %v", got.Orientation, err)
	}
}

func TestSettingsMissingFieldsTakeDefaults(t *testing.T) {
	s := NewMemStore()
	SaveEnvelope(s, NameSettings, KindSettings, []byte(`{"language":"zh"}`))
	got, err := LoadSettings(s, t0)
	if err != nil || got.Language != "zh" || got.Orientation != OrientAuto || !got.Sound || got.Faces != FacesLanguage {
		t.Errorf("partial settings: %+v, %v", got, err)
	}
}

func TestSettingsCorruptAreSetAside(t *testing.T) {
	for name, data := range map[string][]byte{
		"damaged envelope": []byte(`{"app":"warboard","vers`),
		"payload not JSON": nil,
	} {
		s := NewMemStore()
		if data == nil {
			SaveEnvelope(s, NameSettings, KindSettings, []byte(`{"language":`))
		} else {
			s.Save(NameSettings, data)
		}
		got, err := LoadSettings(s, t0)
		var aside *SetAsideError
		if !errors.As(err, &aside) || !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: %v", name, err)
		}
		if !reflect.DeepEqual(got, DefaultSettings()) {
			t.Errorf("%s: settings %+v, want the defaults", name, got)
		}
		if _, err := s.Load("settings.corrupt-1700000000"); err != nil {
			t.Errorf("%s: not set aside: %v", name, err)
		}
	}
}

func TestSaveSettingsReportsStoreErrors(t *testing.T) {
	s := NewMemStore()
	s.FailSave = ErrFull
	if err := SaveSettings(s, DefaultSettings()); !errors.Is(err, ErrFull) {
		t.Errorf("full store: %v", err)
	}
}

// TestWarnSetting: the warning that the computer can win next move is on against Easy by
// default, everywhere with "always", nowhere with "never"; an unknown value reads as the
// default and the choice survives a save.
func TestWarnSetting(t *testing.T) {
	d := DefaultSettings()
	if !d.Warns("easy") || d.Warns("normal") || d.Warns("hard") {
		t.Fatalf("default %q: easy %v normal %v", d.Warn, d.Warns("easy"), d.Warns("normal"))
	}
	if s := (Settings{Warn: WarnAlways}); !s.Warns("hard") || !s.Warns("easy") {
		t.Fatal("always does not warn against every level")
	}
	if s := (Settings{Warn: WarnNever}); s.Warns("easy") {
		t.Fatal("never warns against easy")
	}
	odd := Settings{Warn: "sometimes"}
	odd.normalize()
	if odd.Warn != WarnEasy {
		t.Fatalf("an unknown value reads as %q", odd.Warn)
	}
	s := DefaultSettings()
	s.Warn = WarnNever
	var back Settings
	if err := minijson.Decode(minijson.Marshal(s), false, back.Fields); err != nil || back.Warn != WarnNever {
		t.Fatalf("the choice after a save: %q (%v)", back.Warn, err)
	}
}
