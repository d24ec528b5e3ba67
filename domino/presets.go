package domino

// hands returns a HandSize table from (players, size) pairs.
func hands(pairs ...int) [6]int {
	var h [6]int
	for i := 0; i+1 < len(pairs); i += 2 {
		h[pairs[i]] = pairs[i+1]
	}
	return h
}

// Presets returns the rules of every registered domino game except the
// solitaire puzzles (see Dominosa and Uniforma), in the order of
// domino.md.
func Presets() []Rules {
	seven := hands(2, 7, 3, 7, 4, 7)
	return []Rules{
		{
			ID: "domino", Name: "Dominoes (block game)", CzechName: "Domino",
			Summary: "2–4 players, 7 tiles each, the rest sleep. The holder of 6-6 leads it (else the highest " +
				"double, else the heaviest tile); then each in turn places one tile on either end with equal " +
				"numbers touching, or passes if he cannot. The first to play his last tile wins; the others " +
				"rank by the pips left, lower is better; a blocked hand ranks everybody by pips.",
			MinPlayers: 2, MaxPlayers: 4, HandSize: seven, Layout: Line, Matching: Equal,
			FirstLead: HighestDouble, LaterLead: RotateLeft, Scoring: HandOnly,
		},
		{
			ID: "domino/matador", Name: "Matador", CzechName: "Domino Matador",
			Summary: "As Dominoes, but touching halves must sum to 7 (a double counts as one number); the " +
				"matadors 0-0, 1-6, 2-5, 3-4 go on any end with either half touching; an end showing 0 " +
				"takes only matadors.",
			MinPlayers: 2, MaxPlayers: 4, HandSize: seven, Layout: Line, Matching: SumTo7,
			FirstLead: HighestDouble, LaterLead: RotateLeft, Scoring: HandOnly,
		},
		{
			ID: "domino/hungarian", Name: "Hungarian Dominoes", CzechName: "Maďarské domino",
			Summary: "12, 8 or 6 tiles each, 4 sleep. The holder of the heaviest tile leads it and plays on at " +
				"either end until nothing fits; later players pick an end and play on it while anything fits. " +
				"When nobody can play, everyone adds his pips to his penalty total; after the hand in which " +
				"somebody reaches 100 the lowest total wins.",
			MinPlayers: 2, MaxPlayers: 4, HandSize: hands(2, 12, 3, 8, 4, 6), Layout: Line, Matching: Equal,
			FirstLead: HeaviestTile, LaterLead: HeaviestTile, MultiTile: true, NoDominoEnd: true,
			Scoring: Penalty, Target: 100,
		},
		{
			ID: "domino/italian", Name: "Italian Dominoes", CzechName: "Italské domino",
			Summary: "No matching: tiles go on one row and the running total of their pips is announced. The " +
				"heaviest tile leads; each player must add a tile that keeps the total at most 100, or passes. " +
				"Making the total exactly 30, 50, 70 or 100 scores 1, 2, 4 or 8 points; the hand ends at 100 or " +
				"when nobody can play; first to 50 points wins.",
			MinPlayers: 2, MaxPlayers: 5, HandSize: hands(2, 8, 3, 8, 4, 6, 5, 5), Layout: Free, Matching: NoMatch,
			FirstLead: HeaviestTile, LaterLead: HeaviestTile, NoDominoEnd: true, HandEndsOnTotal: 100,
			Scoring: Marks, Target: 50,
		},
		{
			ID: "domino/french", Name: "French Dominoes", CzechName: "Francouzské domino",
			Summary: "Two players, 7 tiles each, the rest is the stock; the first player, drawn by lot, leads any " +
				"tile. Tiles are laid in two rows, equal numbers one above the other (a line in play). A player " +
				"who cannot place passes or draws one tile at a time; two tiles always stay in the stock. Going " +
				"out wins; after two passes in succession the lower pip count wins.",
			MinPlayers: 2, MaxPlayers: 2, HandSize: hands(2, 7), Layout: TwoRows, Matching: Equal,
			FirstLead: ByLot, LaterLead: ByLot, Draw: DrawOrPass, StockReserve: 2, Scoring: HandOnly,
		},
		{
			ID: "domino/cross", Name: "Cross Dominoes", CzechName: "Křížové domino",
			Summary: "3–5 players, 8, 6 or 5 tiles each, the rest is the stock (redeal if no hand holds a " +
				"double). The highest double leads as the centre of a cross; the next four tiles must start " +
				"its four arms, then tiles go on any arm. A player who cannot place draws until he can and " +
				"places that tile, or passes when the stock is empty. First out wins; blocked: lowest pips.",
			MinPlayers: 3, MaxPlayers: 5, HandSize: hands(3, 8, 4, 6, 5, 5), Layout: Cross, Matching: Equal,
			FirstLead: HighestDouble, LaterLead: HighestDouble, Draw: DrawWhenUnable, RedealNoDouble: true,
			Scoring: HandOnly,
		},
		{
			ID: "domino/thieves", Name: "Thieves' Game", CzechName: "Zlodějská partie",
			Summary: "Four players in two sides, 6 tiles each, 4 sleep; the first leader is drawn by lot, later " +
				"the lead passes left, any tile. Block game play. The side that goes out scores the opponents' " +
				"pips; blocked, the lower side scores the other's pips. The first side to 100 wins the pot of " +
				"stakes; small Bredouille (100 in one hand) doubles it, big Bredouille (losers at 0) triples it.",
			MinPlayers: 4, MaxPlayers: 4, HandSize: hands(4, 6), Layout: Line, Matching: Equal,
			FirstLead: ByLot, LaterLead: RotateLeft, Scoring: Partnership, Target: 100, Sides: true,
			Stake: 1, Bredouille: true,
		},
		{
			ID: "domino/a-la-france", Name: "Dominoes à la France", CzechName: "Domino A La France",
			Summary: "2–4 players pay a stake into the pot; 6 tiles each, the rest sleep. Block game play (the " +
				"highest double leads). The player who goes out, or the lowest count when blocked, takes the " +
				"pot; equal lowest counts share it. The source's points table is lost.",
			MinPlayers: 2, MaxPlayers: 4, HandSize: hands(2, 6, 3, 6, 4, 6), Layout: Line, Matching: Equal,
			FirstLead: HighestDouble, LaterLead: HighestDouble, Scoring: PotOnly, Stake: 1,
		},
		{
			ID: "domino/block", Name: "Block Dominoes", CzechName: "Blokovací domino",
			Summary: "The block game to 100: 7 tiles each, the rest sleep; the highest double leads the first " +
				"hand, the previous winner any tile later. The winner scores the pips left in the other hands " +
				"(blocked: the lowest count scores the differences; a tie scores nothing).",
			MinPlayers: 2, MaxPlayers: 4, HandSize: seven, Layout: Line, Matching: Equal,
			FirstLead: HighestDouble, LaterLead: Winner, Scoring: WinnerScores, Target: 100,
		},
		{
			ID: "domino/no-draw", Name: "Dominoes without Drawing", CzechName: "Domino bez koupě",
			Summary: "The compendium's basic game (6-6 leads, lead rotating left, no drawing) played to 100, " +
				"the winner of each hand scoring the pips left in the other hands.",
			MinPlayers: 2, MaxPlayers: 4, HandSize: seven, Layout: Line, Matching: Equal,
			FirstLead: HighestDouble, LaterLead: RotateLeft, Scoring: WinnerScores, Target: 100,
		},
		{
			ID: "domino/partnership", Name: "Partnership Dominoes", CzechName: "Párové domino",
			Summary: "Four players, partners opposite, the whole set dealt (7 each). The holder of 6-6 leads " +
				"the first hand, later the lead passes left, any tile. The side that goes out scores the " +
				"opponents' pips; blocked, the lower side scores the other's; first side to 100 wins.",
			MinPlayers: 4, MaxPlayers: 4, HandSize: hands(4, 7), Layout: Line, Matching: Equal,
			FirstLead: HighestDouble, LaterLead: RotateLeft, Scoring: Partnership, Target: 100, Sides: true,
		},
		{
			ID: "domino/all-fives", Name: "All Fives (Muggins)", CzechName: "Pátkování",
			Summary: "9, 7 or 5 tiles each, the rest is the stock. The first double is a spinner that opens four " +
				"arms. A play that makes the sum of the open ends a multiple of 5 scores it; a player who " +
				"cannot place draws until he can and places that tile. Going out scores the opponents' pips " +
				"rounded to 5; first to 100 wins at once.",
			MinPlayers: 2, MaxPlayers: 4, HandSize: hands(2, 9, 3, 7, 4, 5), Layout: Spinner, Matching: Equal,
			FirstLead: ByLot, LaterLead: WinnerElseLot, Draw: DrawWhenUnable, Scoring: AllFives, Target: 100,
		},
	}
}
