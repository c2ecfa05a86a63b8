//go:build !js

package main

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"warboard/game/online/proto"
)

// selfSigned writes a certificate for 127.0.0.1 and its key into dir.
func selfSigned(t *testing.T, dir string) (TLSFiles, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "127.0.0.1"},
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kder, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	tf := TLSFiles{Cert: filepath.Join(dir, "cert.pem"), Key: filepath.Join(dir, "key.pem")}
	if err := os.WriteFile(tf.Cert, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(tf.Key, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kder}), 0o600); err != nil {
		t.Fatal(err)
	}
	cert, _ := x509.ParseCertificate(der)
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return tf, pool
}

// TestServesTLS: with -tls-cert and -tls-key the page comes over HTTPS and the rooms over
// wss://, and a stop still commits and returns cleanly.
func TestServesTLS(t *testing.T) {
	dir := t.TempDir()
	tf, pool := selfSigned(t, dir)
	web := filepath.Join(dir, "web")
	os.Mkdir(web, 0o755)
	os.WriteFile(filepath.Join(web, "index.html"), []byte("<title>Warboard</title>"), 0o644)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	stop := make(chan os.Signal, 1)
	done := make(chan error, 1)
	go func() {
		done <- serveOn(ln, Config{Web: web, DB: filepath.Join(dir, "rooms.db"), Rate: 100, Burst: 100, Logf: t.Logf}, tf, stop)
	}()
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	host := ln.Addr().String()
	resp, err := client.Get("https://" + host + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("the page over HTTPS: %s", resp.Status)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "wss://"+host+"/ws", &websocket.DialOptions{HTTPClient: client})
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	msg := proto.Msg{T: proto.Create, Tags: map[string]string{"Game": "junqi", "Board": "2p", "Mode": "dark"}}
	if err := ws.Write(ctx, websocket.MessageText, proto.Encode(msg)); err != nil {
		t.Fatal(err)
	}
	_, data, err := ws.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if m, err := proto.DecodeServer(data); err != nil || m.T != proto.Created || m.ID == "" {
		t.Fatalf("create over wss: %+v %v", m, err)
	}
	// plain HTTP on the TLS port is refused, not served in the clear
	if resp, err := http.Get("http://" + host + "/"); err == nil {
		resp.Body.Close()
		if resp.StatusCode == http.StatusOK {
			t.Fatal("the page was served over plain HTTP on the TLS port")
		}
	}
	stop <- os.Interrupt
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("stop: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the server did not stop")
	}
}

// TestTLSMissingFiles: a certificate that cannot be read is a clear error, not a server
// that answers nothing.
func TestTLSMissingFiles(t *testing.T) {
	dir := t.TempDir()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	stop := make(chan os.Signal, 1)
	err = serveOn(ln, Config{DB: filepath.Join(dir, "rooms.db"), Logf: t.Logf}, TLSFiles{Cert: filepath.Join(dir, "no.pem"), Key: filepath.Join(dir, "no-key.pem")}, stop)
	if err == nil || !strings.Contains(err.Error(), "no.pem") {
		t.Fatalf("serving with a missing certificate: %v", err)
	}
}
