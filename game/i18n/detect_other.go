//go:build !js

package i18n

import "os"

// SystemLocales lists the desktop's preferred locales, best first (see EnvLocales).
func SystemLocales() []string { return EnvLocales(os.Getenv) }
