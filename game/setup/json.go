package setup

import "warboard/game/internal/minijson"

// The autosave keeps a Setup as JSON (the struct tags say the names). These write and read
// it without encoding/json (kept out of the browser bundle), member for member as
// encoding/json did: TestSetupJSONAgrees compares them on a Setup with every field set.

// WriteJSON writes s's members into w's current object.
func (s Setup) WriteJSON(w *minijson.Writer) {
	w.String("game", string(s.Game))
	w.Object("junqi", func(w *minijson.Writer) {
		j := s.Junqi
		w.String("players", j.Players)
		w.String("mode", j.Mode)
		w.Bool("secretDeploy", j.SecretDeploy)
		w.Bool("clockwise", j.Clockwise)
		w.Int("noCapture", j.NoCapture)
		w.Bool("battleReveal", j.BattleReveal)
		w.Bool("alliesSee", j.AlliesSee)
		w.Bool("handOver", j.HandOver)
		w.Bool("rankNumbers", j.RankNumbers)
		w.Bool("naval", j.Naval)
		w.Object("computer", j.Computer.writeJSON)
		w.StringOmit("bidding", j.Bidding)
		w.StringOmit("pick", j.Pick)
		w.StringOmit("first", j.First)
		w.BoolOmit("poolOpen", j.PoolOpen)
	})
	w.Object("napoleon", func(w *minijson.Writer) {
		n := s.Napoleon
		w.Int("size", n.Size)
		w.Int("height", n.Height)
		w.Bool("custom", n.Custom)
		w.String("army", n.Army)
		w.Int("armySize", n.ArmySize)
		w.Bool("extraDrum", n.ExtraDrum)
		w.Int("target", n.Target)
		w.Int("turnLimit", n.TurnLimit)
		w.String("middle", n.Middle)
		w.Bool("drumsScare", n.DrumsScare)
		w.Bool("drumPush", n.DrumPush)
		w.Bool("antique", n.Antique)
		w.String("terrain", n.Terrain)
		w.Int("terrainMap", n.TerrainMap)
		w.Uint64("terrainSeed", n.TerrainSeed)
		w.String("terrainTiles", n.TerrainTiles)
		w.String("first", n.First)
		w.Object("computer", n.Computer.writeJSON)
		if n.Armies != 0 {
			w.Int("armies", n.Armies)
		}
		w.StringOmit("teams", n.Teams)
		w.BoolOmit("allyGeneral", n.AllyGeneral)
	})
}

func (c Computer) writeJSON(w *minijson.Writer) {
	w.StringOmit("S", c.S)
	w.StringOmit("E", c.E)
	w.StringOmit("N", c.N)
	w.StringOmit("W", c.W)
}

// ReadJSON reads the members WriteJSON writes from r into s (missing ones left as they are).
func (s *Setup) ReadJSON(r *minijson.Reader) {
	game := string(s.Game)
	r.String("game", &game)
	s.Game = GameID(game)
	if r := r.Object("junqi"); r != nil {
		j := &s.Junqi
		r.String("players", &j.Players)
		r.String("mode", &j.Mode)
		r.Bool("secretDeploy", &j.SecretDeploy)
		r.Bool("clockwise", &j.Clockwise)
		r.Int("noCapture", &j.NoCapture)
		r.Bool("battleReveal", &j.BattleReveal)
		r.Bool("alliesSee", &j.AlliesSee)
		r.Bool("handOver", &j.HandOver)
		r.Bool("rankNumbers", &j.RankNumbers)
		r.Bool("naval", &j.Naval)
		j.Computer.readJSON(r.Object("computer"))
		r.String("bidding", &j.Bidding)
		r.String("pick", &j.Pick)
		r.String("first", &j.First)
		r.Bool("poolOpen", &j.PoolOpen)
	}
	if r := r.Object("napoleon"); r != nil {
		n := &s.Napoleon
		r.Int("size", &n.Size)
		r.Int("height", &n.Height)
		r.Bool("custom", &n.Custom)
		r.String("army", &n.Army)
		r.Int("armySize", &n.ArmySize)
		r.Bool("extraDrum", &n.ExtraDrum)
		r.Int("target", &n.Target)
		r.Int("turnLimit", &n.TurnLimit)
		r.String("middle", &n.Middle)
		r.Bool("drumsScare", &n.DrumsScare)
		r.Bool("drumPush", &n.DrumPush)
		r.Bool("antique", &n.Antique)
		r.String("terrain", &n.Terrain)
		r.Int("terrainMap", &n.TerrainMap)
		r.Uint64("terrainSeed", &n.TerrainSeed)
		r.String("terrainTiles", &n.TerrainTiles)
		r.String("first", &n.First)
		n.Computer.readJSON(r.Object("computer"))
		r.Int("armies", &n.Armies)
		r.String("teams", &n.Teams)
		r.Bool("allyGeneral", &n.AllyGeneral)
	}
}

func (c *Computer) readJSON(r *minijson.Reader) {
	if r == nil {
		return
	}
	r.String("S", &c.S)
	r.String("E", &c.E)
	r.String("N", &c.N)
	r.String("W", &c.W)
}
