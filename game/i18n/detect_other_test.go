//go:build !js

package i18n

import "testing"

func TestDetectReadsEnvironment(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANGUAGE", "")
	t.Setenv("LANG", "fr_FR.UTF-8")
	if got := Detect(); got != Fr {
		t.Errorf("Detect with LANG=fr_FR.UTF-8 = %v", got)
	}
	t.Setenv("LC_ALL", "zh_CN.UTF-8")
	if got := Detect(); got != Zh {
		t.Errorf("Detect with LC_ALL=zh_CN.UTF-8 = %v", got)
	}
	t.Setenv("LC_ALL", "C")
	if got := Detect(); got != En {
		t.Errorf("Detect with LC_ALL=C = %v", got)
	}
}
