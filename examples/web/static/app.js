// The rulebook web page: a form to start a game, and a seat's page that
// draws the board (the server's SVG of the seat's picture), lets the
// person click a move (from, then to) or pick one from the list, and
// shows the record and the outcome. It talks to the JSON API only.
"use strict";

// pageErrors collects what went wrong in the page's script, for the
// browser tests to check.
const pageErrors = [];
window.addEventListener("error", (e) => pageErrors.push(e.message));
window.addEventListener("unhandledrejection", (e) => pageErrors.push(String(e.reason)));

const $ = (id) => document.getElementById(id);
const el = (tag, props, ...kids) => {
  const e = document.createElement(tag);
  Object.assign(e, props || {});
  for (const k of kids) e.append(k);
  return e;
};

async function api(method, path, body) {
  const r = await fetch(path, {
    method,
    headers: body ? { "Content-Type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await r.json();
  if (!r.ok) throw new Error(data.error || r.statusText);
  return data;
}

// ---- the form ----

let games = [];

async function setup() {
  games = await api("GET", "/api/games");
  const sel = $("game");
  for (const g of games) {
    const label = g.id + " — " + g.name + (g.hasPicture ? "" : " (text)");
    sel.append(el("option", { value: g.id, textContent: label }));
  }
  sel.addEventListener("change", gameChanged);
  $("players").addEventListener("change", seatsChanged);
  $("new").addEventListener("submit", start);
  gameChanged();
  $("setup").hidden = false;
}

function chosen() {
  return games.find((g) => g.id === $("game").value);
}

function gameChanged() {
  const g = chosen();
  $("summary").textContent = g.summary;
  const p = $("players");
  p.replaceChildren();
  for (let n = g.minPlayers; n <= g.maxPlayers; n++) {
    p.append(el("option", { value: n, textContent: n }));
  }
  const opts = $("options");
  opts.replaceChildren(el("legend", { textContent: "Rule options" }));
  for (const o of g.options || []) {
    let input;
    if (o.type === "bool") {
      input = el("input", { type: "checkbox", checked: o.value === "true" });
    } else if (o.type === "choice") {
      input = el("select");
      for (const a of o.accepted.split("|")) input.append(el("option", { value: a, textContent: a, selected: a === o.value }));
    } else {
      input = el("input", { value: o.value, size: 8 });
    }
    input.dataset.option = o.name;
    input.dataset.initial = o.value;
    opts.append(el("label", { title: o.doc }, o.name + " ", input, el("small", { textContent: " " + o.doc })));
  }
  opts.hidden = !(g.options || []).length;
  seatsChanged();
}

function seatsChanged() {
  const g = chosen();
  const n = Number($("players").value);
  const box = $("seats");
  box.replaceChildren(el("legend", { textContent: "Seats" }));
  for (let i = 0; i < n; i++) {
    const s = el("select", { id: "seat-" + i });
    for (const k of ["person", "random", "mc"]) {
      const names = { person: "a person", random: "random bot", mc: "Monte Carlo bot" };
      s.append(el("option", { value: k, textContent: names[k], selected: (i === 0) === (k === "person") && (i === 0 || k === "random") }));
    }
    box.append(el("label", {}, ((g.seatNames || [])[i] || "seat " + i) + " ", s));
  }
}

async function start(ev) {
  ev.preventDefault();
  const g = chosen();
  const options = [];
  for (const input of document.querySelectorAll("[data-option]")) {
    const v = input.type === "checkbox" ? String(input.checked) : input.value;
    if (v !== input.dataset.initial) options.push(input.dataset.option + "=" + v);
  }
  const n = Number($("players").value);
  const seats = [];
  for (let i = 0; i < n; i++) seats.push($("seat-" + i).value);
  try {
    const c = await api("POST", "/api/tables", {
      game: g.id, players: n, options, seats, seed: Number($("seed").value) || 0, dice: $("dice").value,
    });
    const persons = seats.filter((k) => k === "person").length;
    if (c.host || persons <= 1) {
      location.href = c.host || c.seats[Math.max(seats.indexOf("person"), 0)];
      return;
    }
    // Hidden information and several people: each gets their own page.
    const box = $("seat-links");
    box.replaceChildren(el("h2", { textContent: "Give each player their page" }));
    c.seats.forEach((url, i) => {
      if (seats[i] === "person") {
        box.append(el("div", {}, el("a", { href: url, textContent: ((g.seatNames || [])[i] || "seat " + i) + ": " + location.origin + url })));
      }
    });
  } catch (e) {
    $("setup-error").textContent = e.message;
  }
}

// ---- a seat's page ----

let token = "";
let view = null;
let clicks = []; // cells clicked towards a move
let poll = 0;

async function seatPage(t) {
  token = t;
  $("play").hidden = false;
  $("manual-play").addEventListener("click", () => play($("manual-move").value));
  $("manual-move").addEventListener("keydown", (e) => { if (e.key === "Enter") play($("manual-move").value); });
  $("undo").addEventListener("click", undo);
  await refresh();
}

async function refresh() {
  try {
    show(await api("GET", "/api/seats/" + token));
  } catch (e) {
    $("play-error").textContent = e.message;
  }
}

let busy = 0; // requests under way, for the browser tests to wait on

async function play(move) {
  $("play-error").textContent = "";
  busy++;
  try {
    show(await api("POST", "/api/seats/" + token + "/play", { move }));
  } catch (e) {
    $("play-error").textContent = e.message;
    clicks = [];
    mark();
  } finally {
    busy--;
  }
}

async function undo() {
  try {
    show(await api("POST", "/api/seats/" + token + "/undo"));
  } catch (e) {
    $("play-error").textContent = e.message;
  }
}

function seatName(p) {
  if (p === -1) return "dice";
  if (p === -2) return "nobody";
  return (view.game.seatNames || [])[p] || "seat " + p;
}

let shown = 0; // views shown, for the browser tests to wait on

function show(v) {
  view = v;
  shown++;
  clicks = [];
  const me = v.seat >= 0 ? " — you are " + seatName(v.seat) : "";
  $("title").textContent = v.game.name + " (" + v.game.id + ")" + me;
  document.title = "rulebook: " + v.game.name;
  drawBoard();
  let status;
  if (v.outcome.over) status = "Game over.";
  else if (v.yourTurn) status = v.toMove === -1 ? "Type in or pick the dice." : "Your move" + (v.seat < 0 ? " (" + seatName(v.toMove) + ")" : "") + ".";
  else status = "Waiting for " + seatName(v.toMove) + ".";
  $("status").textContent = status;
  $("status").dataset.toMove = v.toMove;
  showOutcome(v.outcome);
  const legal = $("legal");
  legal.replaceChildren();
  for (const [i, m] of v.legal.entries()) {
    const b = el("button", { id: "legal-" + i, textContent: m.text, title: m.move, type: "button" });
    b.dataset.move = m.move;
    b.addEventListener("click", () => play(m.move));
    legal.append(el("li", {}, b));
  }
  $("manual").hidden = !v.yourTurn;
  $("undo").hidden = !v.canUndo;
  const rec = $("record");
  rec.replaceChildren();
  // Runs of the same line (a deal seen as "deal" seven times) are one
  // line with a count.
  let last = null;
  let times = 0;
  for (const r of v.record) {
    const line = (r.number ? r.number + " " : "") + seatName(r.actor) + ": " + r.text;
    if (last && line === last.dataset.line) {
      last.textContent = line + " ×" + ++times;
      continue;
    }
    last = el("li", { textContent: line });
    last.dataset.line = line;
    times = 1;
    rec.append(last);
  }
  rec.scrollTop = rec.scrollHeight;
  const links = $("links");
  links.replaceChildren();
  if (v.links) {
    links.append(el("h2", { textContent: "Seats' pages" }));
    for (const l of v.links) {
      links.append(el("div", {}, el("a", { href: l.url, textContent: l.name + " (" + v.seats[l.seat] + ")" })));
    }
  }
  $("choose").hidden = true;
  clearTimeout(poll);
  if (!v.outcome.over && !v.yourTurn) poll = setTimeout(refresh, 1000);
}

function showOutcome(o) {
  const box = $("outcome");
  box.hidden = !o.over;
  if (!o.over) return;
  const winners = o.winners.length ? "Won by " + o.winners.map(seatName).join(" and ") : "A draw";
  box.replaceChildren(el("strong", { textContent: winners + ": " + o.reason + (o.code ? " (" + o.code + ")" : "") }));
  box.dataset.code = o.code;
  if (o.placings || o.points) {
    const ul = el("ul");
    (o.placings || o.points).forEach((_, i) => {
      const name = seatName(i);
      const parts = [];
      if (o.placings) parts.push("place " + o.placings[i]);
      if (o.points) parts.push(o.points[i] + " points");
      ul.append(el("li", { textContent: name + ": " + parts.join(", ") }));
    });
    box.append(ul);
  }
}

// ---- the board and its clicks ----

const SVGNS = "http://www.w3.org/2000/svg";
const WIDTH = 480; // board/svg's DefaultWidth

function drawBoard() {
  const v = view;
  const board = $("board");
  const text = $("text");
  text.textContent = v.text;
  if (!v.svg) {
    board.replaceChildren();
    text.hidden = false;
    return;
  }
  text.hidden = true;
  board.innerHTML = v.svg;
  const pic = v.picture;
  const k = WIDTH / pic.width;
  const drawn = board.querySelector("svg");
  const hits = document.createElementNS(SVGNS, "svg");
  hits.setAttribute("class", "hits");
  hits.setAttribute("width", drawn.getAttribute("width"));
  hits.setAttribute("height", drawn.getAttribute("height"));
  const add = (name, x, y, w, h) => {
    const r = document.createElementNS(SVGNS, "rect");
    r.setAttribute("x", x * k);
    r.setAttribute("y", y * k);
    r.setAttribute("width", w * k);
    r.setAttribute("height", h * k);
    r.setAttribute("class", "hit");
    r.dataset.cell = name;
    r.addEventListener("click", () => clicked(name));
    hits.append(r);
  };
  for (const a of pic.areas || []) if (a.name) add(a.name, a.x, a.y, a.w, a.h);
  for (const c of pic.cells || []) {
    const s = c.size > 0 ? c.size : 10;
    const tall = c.shape === "triangle-up" || c.shape === "triangle-down" ? 3 * s : s;
    add(c.name, c.x - s / 2, c.y - tall / 2, s, tall);
  }
  board.append(hits);
  mark();
}

// cellsOf returns the cells a legal move touches, in order.
const cellsOf = (m) => m.touches.map((t) => t.cell);

// matches returns the legal moves whose first cell is the first click and
// that touch the later clicks in order.
function matches(seq) {
  return view.legal.filter((m) => {
    const cs = cellsOf(m);
    if (!cs.length || cs[0] !== seq[0]) return false;
    let i = 1;
    for (const c of seq.slice(1)) {
      while (i < cs.length && cs[i] !== c) i++;
      if (i === cs.length) return false;
      i++;
    }
    return true;
  });
}

function clicked(cell) {
  if (!view || !view.yourTurn) return;
  let seq = clicks.concat([cell]);
  let ms = matches(seq);
  if (!ms.length) {
    seq = [cell];
    ms = matches(seq);
  }
  if (!ms.length) {
    clicks = [];
    mark();
    return;
  }
  clicks = seq;
  const done = ms.filter((m) => rest(m, seq).length === 0);
  if (ms.length === 1) return play(ms[0].move);
  // Moves that end here beside moves that go on, or moves that touch the
  // same cells (a promotion's pieces): the person picks one, or clicks on.
  if (done.length || sameCells(ms)) return choose(ms);
  mark();
}

// rest returns the cells of m after the clicks seq.
function rest(m, seq) {
  const cs = cellsOf(m);
  let i = 0;
  for (const c of seq) {
    while (i < cs.length && cs[i] !== c) i++;
    i++;
  }
  return cs.slice(i);
}

function sameCells(ms) {
  const key = (m) => cellsOf(m).join(" ");
  return ms.every((m) => key(m) === key(ms[0]));
}

// choose offers the moves that the clicks leave open: a promotion's
// pieces, a placement's alternatives.
function choose(ms) {
  const box = $("choose");
  box.replaceChildren(el("span", { textContent: "Which one? " }));
  for (const [i, m] of ms.entries()) {
    const b = el("button", { id: "choose-" + i, textContent: m.text, type: "button" });
    b.dataset.move = m.move;
    b.addEventListener("click", () => play(m.move));
    box.append(b);
  }
  box.hidden = false;
  mark();
}

// mark highlights the cells that start a move, or after a click the
// cells that continue one.
function mark() {
  const from = new Set();
  const next = new Set();
  if (view && view.yourTurn) {
    if (!clicks.length) {
      for (const m of view.legal) if (m.touches.length) from.add(m.touches[0].cell);
    } else {
      for (const m of matches(clicks)) {
        const r = rest(m, clicks);
        if (r.length) next.add(r[0]);
      }
    }
  }
  for (const r of document.querySelectorAll(".hit")) {
    const c = r.dataset.cell;
    r.classList.toggle("from", from.has(c));
    r.classList.toggle("target", next.has(c));
    r.classList.toggle("selected", clicks.includes(c));
  }
}

// ---- start ----

const m = location.pathname.match(/^\/s\/([0-9a-f]+)$/);
if (m) seatPage(m[1]);
else setup();
