package setup

import "warboard/game/internal/minijson"

// The autosave keeps a Setup as JSON (the struct tags say the names), through the app's one
// small codec (minijson) rather than encoding/json, which stays out of the browser bundle:
// member for member as encoding/json wrote it (TestSetupJSONAgrees compares them on a
// Setup with every field set).

// Fields are the Setup's members, for minijson.Encode and Decode (or an Object of a larger
// format: the autosave's).
func (s *Setup) Fields(c minijson.Codec) {
	game := string(s.Game)
	c.String("game", &game)
	s.Game = GameID(game)
	c.Object("junqi", false, func(c minijson.Codec) {
		j := &s.Junqi
		c.String("players", &j.Players)
		c.String("mode", &j.Mode)
		c.Bool("secretDeploy", &j.SecretDeploy)
		c.Bool("clockwise", &j.Clockwise)
		c.Int("noCapture", &j.NoCapture)
		c.Bool("battleReveal", &j.BattleReveal)
		c.Bool("alliesSee", &j.AlliesSee)
		c.Bool("handOver", &j.HandOver)
		c.Bool("rankNumbers", &j.RankNumbers)
		c.Bool("naval", &j.Naval)
		c.Object("computer", false, j.Computer.fields)
		c.StringOmit("bidding", &j.Bidding)
		c.StringOmit("pick", &j.Pick)
		c.StringOmit("first", &j.First)
		c.BoolOmit("poolOpen", &j.PoolOpen)
	})
	c.Object("napoleon", false, func(c minijson.Codec) {
		n := &s.Napoleon
		c.Int("size", &n.Size)
		c.Int("height", &n.Height)
		c.Bool("custom", &n.Custom)
		c.String("army", &n.Army)
		c.Int("armySize", &n.ArmySize)
		c.Bool("extraDrum", &n.ExtraDrum)
		c.Int("target", &n.Target)
		c.Int("turnLimit", &n.TurnLimit)
		c.String("middle", &n.Middle)
		c.Bool("drumsScare", &n.DrumsScare)
		c.Bool("drumPush", &n.DrumPush)
		c.Bool("antique", &n.Antique)
		c.String("terrain", &n.Terrain)
		c.Int("terrainMap", &n.TerrainMap)
		c.Uint64("terrainSeed", &n.TerrainSeed)
		c.String("terrainTiles", &n.TerrainTiles)
		c.String("first", &n.First)
		c.Object("computer", false, n.Computer.fields)
		c.IntOmit("armies", &n.Armies)
		c.StringOmit("teams", &n.Teams)
		c.BoolOmit("allyGeneral", &n.AllyGeneral)
	})
	c.StringOmit("other", &s.Other)
}

func (c *Computer) fields(cd minijson.Codec) {
	cd.StringOmit("S", &c.S)
	cd.StringOmit("E", &c.E)
	cd.StringOmit("N", &c.N)
	cd.StringOmit("W", &c.W)
}
