package dicegames

// Confidence says how sure the reconstruction of a title's rules is: the
// booklet's rule text is lost, so every rule is rebuilt from public
// descriptions of the game the title names.
type Confidence uint8

// The confidence labels.
const (
	Certain Confidence = iota // the title translates a well-documented game whose published rules agree
	Likely                    // strongly supported identification; the booklet may have used another variant
	Guess                     // only the name points at a documented game, or several share it
	Unknown                   // no identification: the package offers a flagged placeholder at most
)

var confidenceNames = []string{"certain", "likely", "guess", "unknown"}

// String returns the label: "certain", "likely", "guess" or "unknown".
func (c Confidence) String() string { return confidenceNames[c] }

// Title is one of the 70 titles of the dice chapter, in the order of its
// table of contents.
type Title struct {
	Number     int        // 1..70
	Czech      string     // as the contents spell it
	English    string     // the identified game, or a translation of the title
	Slug       string     // the ID's part after "dicegames/": the Czech title without diacritics
	Confidence Confidence // how sure the identification and the rules are
	// Part is 1 for the titles of part 1 (all implemented), 2 for those of
	// part 2 — the checklist, chip-passing, pot and wager engines; a title
	// of part 2 is implemented when its game is in Registered — and 0 when
	// it is not implemented (Why says why).
	Part int
	Why  string
}

// Titles lists the 70 titles of the dice chapter.
var Titles = []Title{
	{1, "Houpačka", "Seesaw", "houpacka", Unknown, 1, "placeholder: a running total that swings up and down"},
	{2, "Holý vrabec", "Naked Sparrow (Nackter Spatz)", "holy-vrabec", Certain, 1, ""},
	{3, "Divoká trojka", "The Cursed Three (Die verflixte Drei)", "divoka-trojka", Likely, 1, ""},
	{4, "Šestnáct smrt", "Sixteen is Death (Sechzehn tot)", "sestnact-smrt", Likely, 1, ""},
	{5, "Němá Julka", "Silent Jule (Stumme Jule)", "nema-julka", Certain, 2, "Checklist engine"},
	{6, "Kravský ocas", "Cow's Tail (Kuhschwanz)", "kravsky-ocas", Certain, 2, "Checklist engine"},
	{7, "Volský ocas", "Ox Tail", "volsky-ocas", Guess, 2, "Checklist engine"},
	{8, "Zepelín", "Zeppelin", "zepelin", Certain, 1, ""},
	{9, "Maják", "Lighthouse", "majak", Guess, 1, ""},
	{10, "Polkni, Petře", "Swallow, Peter! (Schluckhansel)", "polkni-petre", Guess, 1, ""},
	{11, "Šestková hra ale žádná jednička", "Sixes game, but no one", "sestkova-hra-ale-zadna-jednicka", Unknown, 2, "placeholder on the Checklist engine"},
	{12, "Veselá sedmička", "Merry Seven (Lustige Sieben)", "vesela-sedmicka", Likely, 1, ""},
	{13, "Nebe a peklo", "Heaven and Hell", "nebe-a-peklo", Unknown, 2, "placeholder on the single-throw engine: top faces for the thrower, bottom faces for the left neighbour"},
	{14, "Jedenáct vyhrává", "Eleven Wins (Elf gewinnt)", "jedenact-vyhrava", Guess, 2, "Chips engine: a pot game (first 11 takes the pot)"},
	{15, "Hod smrti", "Death Throw (Todessprung)", "hod-smrti", Guess, 1, ""},
	{16, "Zakrývání", "Shut the Box (Zudecken)", "zakryvani", Likely, 1, ""},
	{17, "Maxík", "Mäxchen (Mäxle, Meiern)", "maxik", Certain, 1, ""},
	{18, "Knibelix", "Knobeln-type guessing game", "knibelix", Guess, 1, ""},
	{19, "Sudá nebo lichá", "Odd or Even (Gerade oder Ungerade)", "suda-nebo-licha", Likely, 2, "Wager engine"},
	{20, "Myši", "Mice (Mäuse würfeln)", "mysi", Guess, 2, "Checklist engine"},
	{21, "Černé a bílé", "Black and White", "cerne-a-bile", Unknown, 2, "placeholder on the Wager engine: a banker game of a black and a white die"},
	{22, "Sedm bere", "Seven Takes (Sieben hoch)", "sedm-bere", Guess, 2, "Chips engine: a pot game"},
	{23, "Jedenáct bere", "Eleven Takes (Elf hoch)", "jedenact-bere", Likely, 2, "Chips engine: a pot game"},
	{24, "Dávat a brát", "Put and Take", "davat-a-brat", Guess, 2, "Chips engine: put and take"},
	{25, "Barbudi", "Barbudi", "barbudi", Certain, 2, "Wager engine"},
	{26, "Rodinné Barbudi", "Family Barbudi", "rodinne-barbudi", Guess, 2, "Wager engine"},
	{27, "Cesta do Bostonu", "Going to Boston (Newmarket, Yankee Grab)", "cesta-do-bostonu", Certain, 1, ""},
	{28, "Boston", "Boston (Going to Boston, race)", "boston", Guess, 1, ""},
	{29, "Násobení", "Multiplication", "nasobeni", Likely, 1, ""},
	{30, "Hearts Due", "Hearts", "hearts-due", Certain, 1, ""},
	{31, "Straight Shooter", "Straight Shooter (Přesný střelec)", "straight-shooter", Certain, 1, ""},
	{32, "Round the Spot", "Round the Spot (Kolem bodu)", "round-the-spot", Certain, 1, ""},
	{33, "Padnout mrtev", "Drop Dead", "padnout-mrtev", Certain, 1, ""},
	{34, "Countdown", "Countdown (Odečítání)", "countdown", Guess, 2, "PushYourLuck engine, one throw a turn"},
	{35, "Cíl", "Target", "cil", Unknown, 2, "placeholder on the RunningTotal engine: a race to a thrown two-digit target"},
	{36, "Dvojitá loterie", "Double Lottery", "dvojita-loterie", Guess, 2, "rules unknown; placeholder on the Wager engine: a race to a double"},
	{37, "Va Banque", "Va Banque", "va-banque", Guess, 2, "Wager engine"},
	{38, "Bankéř", "The Banker (Bankhalter)", "banker", Likely, 2, "Wager engine"},
	{39, "Devadesátdevět", "Ninety-Nine", "devadesatdevet", Unknown, 1, "placeholder: Pig to exactly 99"},
	{40, "Dvacettři", "Twenty-Three", "dvacettri", Unknown, 1, "placeholder: Macao with two dice to 23"},
	{41, "Zápalky", "Matches (Streichhölzer würfeln)", "zapalky", Guess, 2, "Chips engine: chip passing"},
	{42, "Vši", "Throwing Lice (Läuse würfeln)", "vsi", Likely, 2, "Checklist engine"},
	{43, "Hod Vší", "Louse Throw", "hod-vsi", Guess, 2, "Checklist engine"},
	{44, "Bouřka", "Thunderstorm", "bourka", Unknown, 0, "no identification"},
	{45, "Horská dráha", "Roller Coaster", "horska-draha", Unknown, 0, "no identification"},
	{46, "Chicago", "Chicago (Rotation)", "chicago", Certain, 1, ""},
	{47, "Berušky", "Beetle (Käfer würfeln)", "berusky", Likely, 2, "Checklist engine"},
	{48, "Století", "Centennial", "stoleti", Certain, 2, "Checklist engine"},
	{49, "Jedna až dvacet", "One to Twenty", "jedna-az-dvacet", Guess, 2, "Checklist engine"},
	{50, "Everest", "Everest", "everest", Certain, 2, "Checklist engine"},
	{51, "Jule", "Jule", "jule", Certain, 2, "Checklist engine"},
	{52, "Cesta do Austrálie", "Journey to Australia", "cesta-do-australie", Unknown, 0, "no identification"},
	{53, "Pavouk", "Spider", "pavouk", Likely, 2, "Checklist engine"},
	{54, "Velké srdce", "Big Heart", "velke-srdce", Unknown, 0, "no identification"},
	{55, "Chatová hra", "Hut Game (Hüttenspiel)", "chatova-hra", Likely, 1, ""},
	{56, "Jackpot", "Jackpot", "jackpot", Guess, 1, ""},
	{57, "Peníze", "Money (Pinke)", "penize", Guess, 1, ""},
	{58, "Pomoz svému sousedovi", "Help Your Neighbour", "pomoz-svemu-sousedovi", Certain, 2, "Chips engine: chip passing"},
	{59, "Věž", "Tower (Der Wächter bläst vom Turm)", "vez", Guess, 1, ""},
	{60, "Vyhazovač", "Bouncer", "vyhazovac", Unknown, 0, "no identification"},
	{61, "Jak ty na mě, tak já na tebe", "Tit for Tat", "jak-ty-na-me-tak-ja-na-tebe", Guess, 2, "Chips engine: chip passing"},
	{62, "1 vlevo, 2 vpravo, 6 v hrnci", "1 left, 2 right, 6 in the pot", "1-vlevo-2-vpravo-6-v-hrnci", Likely, 2, "Chips engine: chip passing"},
	{63, "Hnaní prasátek", "Pig", "hnani-prasatek", Guess, 1, ""},
	{64, "Jednička v hrnci", "Aces in the Pot", "jednicka-v-hrnci", Likely, 2, "Chips engine: chip passing"},
	{65, "Hromada dříví", "Woodpile (Scheiterhaufen)", "hromada-drivi", Likely, 2, "Chips engine: chip passing"},
	{66, "Kartáček", "Little Brush", "kartacek", Unknown, 0, "no identification"},
	{67, "Král a soused", "King and Neighbour", "kral-a-soused", Unknown, 0, "no identification"},
	{68, "Loď, kapitán, důstojník a posádka", "Ship, Captain, Mate and Crew", "lod-kapitan-dustojnik-a-posadka", Certain, 1, ""},
	{69, "Rodina Maierova", "The Meier Family", "rodina-maierova", Guess, 1, ""},
	{70, "Macao", "Macao (Böse Neun)", "macao", Certain, 1, ""},
}
