package main

import (
	"archive/zip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// zipDir writes every file under dir into the archive out, named by its path under dir's
// own name (warboard-web/index.html…), keeping the executable bit (a .app's binary).
func zipDir(out, dir string) error {
	var entries []string
	base := filepath.Base(filepath.Clean(dir))
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		entries = append(entries, base+"/"+filepath.ToSlash(rel)+"="+path)
		return nil
	})
	if err != nil {
		return err
	}
	return zipFiles(out, entries)
}

// zipFiles writes the archive out of entries NAME=PATH (the file at PATH stored as NAME;
// a bare PATH is stored under its base name).
func zipFiles(out string, entries []string) (err error) {
	if out == "" || len(entries) == 0 {
		return fmt.Errorf("zip: -out and at least one file are needed")
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(out)
		}
	}()
	zw := zip.NewWriter(f)
	for _, e := range entries {
		name, path, ok := strings.Cut(e, "=")
		if !ok {
			name, path = filepath.Base(e), e
		}
		if err := addFile(zw, name, path); err != nil {
			return err
		}
	}
	return zw.Close()
}

func addFile(zw *zip.Writer, name, path string) error {
	src, err := os.Open(path)
	if err != nil {
		return err
	}
	defer src.Close()
	fi, err := src.Stat()
	if err != nil {
		return err
	}
	h, err := zip.FileInfoHeader(fi)
	if err != nil {
		return err
	}
	h.Name, h.Method = name, zip.Deflate
	w, err := zw.CreateHeader(h)
	if err != nil {
		return err
	}
	_, err = io.Copy(w, src)
	return err
}
