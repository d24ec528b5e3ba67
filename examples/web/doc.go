// Command web is a web front-end for every game of rulebook: an HTTP
// server and one page, with no JavaScript framework, that plays any
// registered game in the browser.
//
//	cd examples/web && go run .          # then open http://127.0.0.1:8080/
//	go run . -addr 127.0.0.1:9000 -max-games 50 -idle 10m
//
// The page's form chooses a game (board/all registers them all), its
// player count and rule options, who sits at each seat — a person, a
// random bot, or a flat Monte Carlo bot — whether the server rolls the
// dice and deals (from a seed, which makes a game repeatable) or the
// people type in what their real dice show, and starts the game. A seat's
// page draws the board from the seat's picture (board.Drawer, drawn by
// board/svg); a person plays by clicking a cell and then another — the
// page filters the legal moves by the cells they touch (board.Tracer),
// plays the move when one is left and asks when several are (a
// promotion's pieces) — or by choosing from the list of legal moves, or by
// typing a move. The record, the outcome with its reason, the placings and
// the points are shown beside the board. A game that has no picture yet
// is shown as its text (State.String) with the list of moves.
//
// # Seats and hidden information
//
// Creating a game gives every seat a page of its own, /s/TOKEN, with an
// unguessable token, and in a game without hidden information a host's
// page that plays for every person seat (hot seat). In a game with hidden
// information (board.Hidden) there is no host's page, and each seat's
// answers hold only what the seat may know (the form then lists the pages
// of the people's seats, to hand each player theirs): its ObservationPicture (other
// hands as counts), its Observation as text, and the record as
// ObserveMove gave it to that seat. The server's tests check every answer
// to one seat for the tiles of the others' hands.
//
// # JSON API
//
// Every answer is JSON; every error is {"error": reason, "status": code}
// with the status 400 (a bad request or bad notation), 404 (an unknown
// game, seat or table: it may have expired), 409 (an illegal move, not
// this seat's turn, the game over, undo not allowed) or 503 (too many live
// games). Request bodies are limited to 16 KiB and a move to 200 bytes.
//
//	GET  /api/games                 the registered games: board.Info (see board's JSON section) and "hasPicture"
//	POST /api/tables                create a game: {"game": ID, "players": N, "options": ["Name=Value"],
//	                                "seats": ["person"|"random"|"mc", ...], "seed": S, "dice": "auto"|"manual"};
//	                                answers 201 {"table", "game", "seats": [page URL of each seat], "host", "seed"}
//	GET  /api/tables/{table}        what anybody may know: {"table", "game", "seats", "toMove", "plies", "outcome"}
//	GET  /api/seats/{token}         the seat's view (below)
//	GET  /api/seats/{token}/legal   the seat's legal moves now: [{"move", "text", "touches": [{"cell", "role"}]}]
//	POST /api/seats/{token}/play    {"move": notation}: play it, then let the dice and the bots move; answers the view
//	POST /api/seats/{token}/undo    take back to the seat's last decision; answers the view
//
// The token of a seat's page is the part after /s/. A view is {"table",
// "game" (board.Info), "seat" (-1 on the host's page), "seats" (the kind
// of each), "toMove", "yourTurn", "picture" (board.Picture, or null),
// "svg", "text", "legal" (empty unless it is the seat's turn), "record"
// ([{"actor", "number", "text"}]), "outcome" (board.Outcome), "canUndo",
// "manualDice", and on the host's page "links" ([{"seat", "name",
// "url"}])}. With "dice": "manual" the chance outcomes are the legal moves
// of any person when the dice are to move; it is refused for games with
// hidden information, where a deal typed in would show the tiles.
//
// # Decisions
//
//   - Bots move inside the request that hands them the turn, and the
//     server's dice roll there too, so that a page only ever waits for
//     people; a page whose seat is not to move asks again every second.
//     The Monte Carlo bot shares 300 playouts per decision among the
//     legal moves (at least one each) within 300 ms, and in a game with
//     hidden information plays out determinizations, never the truth.
//   - Undo goes back to the state before the seat's (or on the host's
//     page, any person's) last decision, taking back the bots' replies;
//     it is refused in games with hidden information and once a chance
//     outcome came since, so that it can neither roll again nor show a
//     drawn tile.
//   - The server keeps at most -max-games tables (200) and forgets one
//     nobody asked about for -idle (30 minutes); a table stops after
//     5000 plies whatever the game's bound. A panic in a handler, which
//     the library promises never to cause, is answered with a JSON 500.
//
// The end-to-end tests drive the page in headless Chromium (Debian's
// chromium package) with chromedp: chess to a promotion and to Fool's
// Mate, backgammon with typed-in dice and a hit, a domino game as one
// seat against bots (checking the page for the other hands' tiles), mill
// and Snakes and Ladders to their ends, and every registered game by
// random clicks; go test -update rewrites the screenshots in
// testdata/screenshots.
package main
