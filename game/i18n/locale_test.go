package i18n

import (
	"slices"
	"testing"
)

func TestMatch(t *testing.T) {
	for _, c := range []struct {
		locale string
		want   Lang
		ok     bool
	}{
		{"fr-FR", Fr, true},
		{"fr", Fr, true},
		{"fr_CA.UTF-8", Fr, true},
		{"fr_BE@euro", Fr, true},
		{"FR-ch", Fr, true},
		{"zh-Hans-CN", Zh, true},
		{"zh-Hant-TW", Zh, true},
		{"zh_TW", Zh, true},
		{"zh_CN.GB18030", Zh, true},
		{"zh", Zh, true},
		{"en_US.UTF-8", En, true},
		{"en-GB", En, true},
		{" en ", En, true},
		{"de-DE", En, false},
		{"C", En, false},
		{"C.UTF-8", En, false},
		{"POSIX", En, false},
		{"", En, false},
		{"fra", En, false},
		{"-", En, false},
	} {
		got, ok := Match(c.locale)
		if got != c.want || ok != c.ok {
			t.Errorf("Match(%q) = %v, %v; want %v, %v", c.locale, got, ok, c.want, c.ok)
		}
	}
}

func TestMatchList(t *testing.T) {
	for _, c := range []struct {
		list []string
		want Lang
	}{
		{nil, En},
		{[]string{"de-DE", "fr-FR", "en"}, Fr},
		{[]string{"ja", "zh-CN"}, Zh},
		{[]string{"en-US", "fr"}, En},
		{[]string{"de", "it"}, En},
	} {
		if got := MatchList(c.list); got != c.want {
			t.Errorf("MatchList(%q) = %v, want %v", c.list, got, c.want)
		}
	}
}

func TestEnvLocales(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want []string
		lang Lang
	}{
		{map[string]string{}, nil, En},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, []string{"fr_FR.UTF-8"}, Fr},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"}, []string{"zh_CN.UTF-8"}, Zh},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8", "LC_ALL": "en_GB.UTF-8"}, []string{"en_GB.UTF-8"}, En},
		{map[string]string{"LANG": "de_DE.UTF-8", "LANGUAGE": "de:fr:en"}, []string{"de", "fr", "en", "de_DE.UTF-8"}, Fr},
		// C turns translations off, LANGUAGE included (as gettext does).
		{map[string]string{"LC_ALL": "C", "LANGUAGE": "fr", "LANG": "fr_FR.UTF-8"}, nil, En},
		{map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "zh"}, nil, En},
	} {
		got := EnvLocales(func(k string) string { return c.env[k] })
		if !slices.Equal(got, c.want) {
			t.Errorf("EnvLocales(%v) = %q, want %q", c.env, got, c.want)
		}
		if l := MatchList(got); l != c.lang {
			t.Errorf("language for %v = %v, want %v", c.env, l, c.lang)
		}
	}
}
