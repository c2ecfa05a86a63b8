package i18n

import "strings"

// Match picks the catalogue language for one locale string, in any of the usual spellings:
// BCP 47 ("fr-FR", "zh-Hans-CN"), POSIX ("en_US.UTF-8", "fr_CA@euro") or a bare code ("zh").
// Every Chinese locale maps to zh, traditional ones included: simplified Chinese still reads
// better to them than English. ok is false when the locale names none of our languages.
func Match(locale string) (l Lang, ok bool) {
	s := strings.TrimSpace(locale)
	// POSIX: language[_territory][.codeset][@modifier]
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	if i := strings.IndexAny(s, "-_"); i >= 0 {
		s = s[:i]
	}
	return ParseLang(s)
}

// MatchList picks the first supported language from a list in order of preference
// (navigator.languages, LANGUAGE), or English when none is supported.
func MatchList(locales []string) Lang {
	for _, loc := range locales {
		if l, ok := Match(loc); ok {
			return l
		}
	}
	return En
}

// EnvLocales lists the locales a Unix desktop asks for, best first, as gettext reads them:
// the effective locale is the first set of LC_ALL, LC_MESSAGES, LANG; the colon-separated
// LANGUAGE list comes before it, except when the effective locale is C/POSIX, which turns
// translations off. getenv is os.Getenv outside tests.
func EnvLocales(getenv func(string) string) []string {
	effective := ""
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			effective = v
			break
		}
	}
	if effective == "" || isCLocale(effective) {
		return nil
	}
	var out []string
	for _, l := range strings.Split(getenv("LANGUAGE"), ":") {
		if l != "" {
			out = append(out, l)
		}
	}
	return append(out, effective)
}

func isCLocale(s string) bool {
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	return s == "C" || s == "POSIX"
}

// Detect is the language the system asks for: the desktop's locale variables, or the
// browser's navigator.languages in the js build; English when nothing matches.
func Detect() Lang { return MatchList(SystemLocales()) }
