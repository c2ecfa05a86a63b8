package storage

import (
	"errors"
	"time"

	"warboard/game/internal/minijson"
)

// The computer's paces.
const (
	PaceInstant = "instant"
	PaceNormal  = "normal"
	PaceSlow    = "slow"
)

// When to warn that the computer can win with its next move.
const (
	WarnEasy   = "easy"   // against a computer seat at Easy (the default: a beginner's opponent)
	WarnAlways = "always" // against the computer at any level
	WarnNever  = "never"
)

// Junqi piece faces.
const (
	FacesLanguage = "language" // the rank in the player's language ("Col 5"); Chinese in Chinese
	FacesChinese  = "chinese"  // the Chinese names (团长) whatever the language
)

// Board orientations: the one setting both games and every board follow (setup.MoverBottom
// applies it).
const (
	// OrientAuto: the board faces the player at the screen — it turns to each seat's side
	// when the device passes between players who hide their pieces (hand-overs), and to
	// the person's side against the computer; at a shared table South stays at the bottom.
	OrientAuto  = "auto"
	OrientMover = "mover"        // the seat to move at the bottom, always (the board turns every move)
	OrientSouth = "always-south" // South at the bottom, always
	// orientLegacySouth is what builds before issue 14 saved for their default, "South at
	// the bottom", which they did not keep in the dark: it reads as OrientAuto.
	orientLegacySouth = "south"
)

// Settings are the player's preferences, kept between runs.
type Settings struct {
	// Language is zh, en or fr; empty follows the system (i18n.Detect).
	Language string `json:"language"`
	// Orientation is OrientAuto, OrientMover or OrientSouth.
	Orientation string `json:"orientation"`
	// Sound plays the short sounds of moves, battles, captures and the end of a game.
	Sound bool `json:"sound"`
	// Faces is how Junqi pieces name their rank: FacesLanguage or FacesChinese.
	Faces string `json:"faces,omitempty"`
	// Pace is how fast the computer's moves follow each other: instant, normal or slow.
	Pace string `json:"pace,omitempty"`
	// Warn is when the game warns the person that the computer can win next move: WarnEasy,
	// WarnAlways or WarnNever.
	Warn string `json:"warn,omitempty"`
	// NewGame remembers the last new-game choices per game ("junqi", "napoleon"):
	// option name → value, e.g. {"mode": "dark", "nocapture": "70"}.
	NewGame map[string]map[string]string `json:"newGame,omitempty"`
}

// DefaultSettings are the settings of a first start.
func DefaultSettings() Settings {
	return Settings{Orientation: OrientAuto, Sound: true, Pace: PaceNormal, Faces: FacesLanguage, Warn: WarnEasy}
}

// normalize replaces values this build does not know by the defaults, so that settings
// written by another version never reach the UI half-understood.
func (s *Settings) normalize() {
	switch s.Language {
	case "", "zh", "en", "fr":
	default:
		s.Language = ""
	}
	switch s.Orientation {
	case OrientAuto, OrientMover, OrientSouth:
	default: // the legacy "south", or a value another build wrote
		s.Orientation = OrientAuto
	}
	if s.Faces != FacesLanguage && s.Faces != FacesChinese {
		s.Faces = FacesLanguage
	}
	if s.Pace != PaceInstant && s.Pace != PaceNormal && s.Pace != PaceSlow {
		s.Pace = PaceNormal
	}
	if s.Warn != WarnEasy && s.Warn != WarnAlways && s.Warn != WarnNever {
		s.Warn = WarnEasy
	}
}

// Warns reports whether the warning is on against a computer seat at level.
func (s Settings) Warns(level string) bool {
	return s.Warn == WarnAlways || s.Warn != WarnNever && level == "easy"
}

// LoadSettings reads the settings from st. Nothing saved gives the defaults and no error.
// Settings that cannot be read are set aside: the defaults come back with the
// *SetAsideError, for the UI to say the settings were reset.
func LoadSettings(st Store, now time.Time) (Settings, error) {
	var s Settings
	_, err := LoadOrSetAside(st, NameSettings, KindSettings, now, func(payload []byte) error {
		s = DefaultSettings()
		return minijson.Decode(payload, false, s.Fields) // over the defaults: missing members keep them
	})
	if errors.Is(err, ErrNoSave) {
		return DefaultSettings(), nil
	}
	if err != nil {
		return DefaultSettings(), err
	}
	s.normalize()
	return s, nil
}

// SaveSettings writes the settings to st.
func SaveSettings(st Store, s Settings) error {
	return SaveEnvelope(st, NameSettings, KindSettings, minijson.Marshal(s))
}

// Fields are the settings' members, as encoding/json wrote them (the struct tags say the
// names; TestSettingsJSONAgrees compares).
func (s *Settings) Fields(c minijson.Codec) {
	c.String("language", &s.Language)
	c.String("orientation", &s.Orientation)
	c.Bool("sound", &s.Sound)
	c.StringOmit("faces", &s.Faces)
	c.StringOmit("pace", &s.Pace)
	c.StringOmit("warn", &s.Warn)
	c.StringMapsOmit("newGame", &s.NewGame)
}

// Remember stores the new-game choices of a game, replacing the previous ones.
func (s *Settings) Remember(game string, choices map[string]string) {
	if s.NewGame == nil {
		s.NewGame = map[string]map[string]string{}
	}
	c := make(map[string]string, len(choices))
	for k, v := range choices {
		c[k] = v
	}
	s.NewGame[game] = c
}

// Choices returns the remembered new-game choices of a game (nil when none).
func (s *Settings) Choices(game string) map[string]string { return s.NewGame[game] }
