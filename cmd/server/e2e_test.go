package main

import (
	"context"
	"testing"
	"time"

	"warboard/game/online/proto"
)

func TestLoadGameSmoke(t *testing.T) {
	ts := startServer(t, Config{Rate: 1000, Burst: 1000})
	var c, p = newCounter(), newCounter()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	lat, err := loadGame(ctx, ts.url, map[string]string{"Game": "junqi", "Board": "2p", "Mode": "dark"}, 1, 100*time.Millisecond, c, p)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d actions", len(lat))
	_ = proto.Version
}
