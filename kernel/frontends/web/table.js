// The browser table: plays any installed variant through the engine protocol
// (docs/protocol.md) over the server's WebSocket (docs/serve.md). The layout comes from the
// zones' kinds and the number of players that the engine reports, never from a game's name.
"use strict";

const SUIT = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RED = new Set(["H", "D"]);
const MOVE = /^(?:p(\d+) )?([a-z_-]+)(\d+)(?::(\d+))?>([a-z_-]+)(\d+)$/;
// Small piles sit in a band at the top, in this order; every other kind (tableaux, rows) goes
// below them, one zone to a line, so a tableau always lies under its foundations.
const TOP_KINDS = ["stock", "waste", "reserve", "cell", "foundation"];
const WASTE_SHOWN = 3; // a waste fans out its last cards: the ones a draw of three turns over
const DRAG_START_PX = 6; // a press that moves less than this is a click, not a drag
const STATS_KEY = "cardwright-statistics"; // the terminal table's file format (docs/serve.md)
const AUTO_KEY = "cardwright-auto";
const FINISH_KEY = "cardwright-finish";
const DOUBLE_MS = 400; // a second click (or tap) on the same card within this sends it home
const FINISH_STEP_MS = 140; // between the moves of an automatic finish
const FLIGHT_MS = 160; // a moved card's flight from its old pile
const COUNTDOWN = 3; // the race's 3-2-1 after Start
const REDUCED = window.matchMedia("(prefers-reduced-motion: reduce)");
// The key map both tables share (docs/keys.md), served by the server as /keys.json.
let KEYS = [];
const $ = (selector) => document.querySelector(selector);
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
};

const app = {
  socket: null,
  nextId: 1,
  pending: new Map(),
  variants: [],
  game: null, // the "game" object of a load or join reply
  table: null, // the "table" object at a multi-player table
  seat: 1,
  seed: null,
  view: null,
  moves: [],
  outcome: null,
  scores: null, // each seat's score now, when the variant keeps one
  undo: null,
  redo: null,
  seq: null, // at a table: the last submission shown
  version: 0, // bumped with every position shown: answers about an older one are dropped
  mine: 0, // bumped with every move of the player's own (not automatic ones)
  selected: null, // {zone, pile, player, count}
  drag: null, // {source, from, ghost, dx, dy, over}: the cards being dragged
  hint: null, // a move in notation, lit up until the player moves or asks again
  hintNote: "", // what the hint line says
  asking: 0, // hint requests waiting for their answer
  note: "", // the last event, for the status line
  auto: localStorage.getItem(AUTO_KEY) !== "off",
  armed: true, // automatic moves may be made now (not straight after an undo or redo)
  autoBusy: false,
  groups: [], // undo groups: each of the player's moves with the automatic moves after it
  redoGroups: [],
  startedAt: null, // the player's first move of this deal (Date.now()): the deal is played
  endedAt: null,
  counted: false, // this deal is in the statistics
  settled: false, // this deal's end has been seen (counted, celebrated): only its first end
  justDragged: false, // a drag has just ended: the click the browser sends after it is not one
  confirming: null, // what a yes to the open question does
  lastClick: null, // {key, at}: the card clicked last, for double-clicks and double-taps
  finish: localStorage.getItem(FINISH_KEY) !== "off", // finish a game that plays itself
  finishing: false,
  finishTried: -1, // the position (version) whose finish was last looked for
  flight: null, // {move, from: DOMRect}: the move to animate after the next drawing
  counting: false, // the race's 3-2-1 is on
};

// -- talking to the engine ---------------------------------------------------------------------

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  app.socket = new WebSocket(scheme + location.host + "/ws");
  app.socket.onopen = () => start().catch(showError);
  app.socket.onmessage = (event) => receive(JSON.parse(event.data));
  app.socket.onclose = (event) => {
    setStatus(`Disconnected${event.reason ? ` (${event.reason})` : ""}: reload the page to play on.`);
    document.body.dataset.connected = "false";
  };
}

function request(type, fields = {}) {
  const id = app.nextId++;
  app.socket.send(JSON.stringify({ id, type, ...fields }));
  return new Promise((resolve, reject) => app.pending.set(id, { resolve, reject }));
}

function receive(message) {
  if (message.type === "event") return onEvent(message);
  const waiter = app.pending.get(message.id);
  if (waiter) {
    app.pending.delete(message.id);
    if (message.type === "error") waiter.reject(message);
    else waiter.resolve(message);
  } else if (message.type === "error") {
    showError(message);
  }
}

function onEvent(event) {
  if (event.event === "move" || event.event === "doubt") {
    app.note = event.event === "doubt" ? event.reason : `Player ${event.seat} played ${event.move}.`;
    if (event.event === "move") takeOff(event.move);
    show(event, "other");
  } else if (event.event === "seats" && app.table) {
    Object.assign(app.table, { started: event.started, seats: event.seats });
    if (event.replaced) app.note = "Your seat was taken over from another page.";
    render();
    autoStep(); // the race may just have started
  } else if (event.event === "end") {
    app.outcome = event.outcome;
    render();
  }
}

// -- starting, dealing, joining ----------------------------------------------------------------

async function start() {
  document.body.dataset.connected = "true";
  await request("hello", { protocol: 1 });
  await loadVariants();
  const select = $("[data-control=variant]");
  const wanted = new URLSearchParams(location.hash.slice(1));
  // A join link, or a reload of the page that opened a table (its tokens stay in this tab).
  const mine = JSON.parse(sessionStorage.getItem("cardwright-seat") || "null");
  const seat = wanted.get("token")
    ? { id: wanted.get("table"), token: wanted.get("token") }
    : mine && { id: mine.id, token: mine.tokens[String(mine.seat)] };
  if (seat) {
    try {
      await join(seat.id, seat.token);
      if (!wanted.get("token")) showJoinLinks(mine);
      render();
      return;
    } catch (problem) {
      sessionStorage.removeItem("cardwright-seat");
      showError(problem); // the table has closed, or the link is wrong
    }
  }
  if (wanted.get("variant")) select.value = wanted.get("variant");
  showOptions();
  if (wanted.get("seed")) $("[data-control=seed]").value = wanted.get("seed");
  const first = app.variants.find((v) => v.name === select.value);
  if (first && first.players === 1) await deal();
  else setStatus("Choose a game and press New deal.");
}

// The game menu: every installed variant (the user's own and packs' included), then the files
// found among them that cannot be played, greyed out with their error. Asked again when the
// menu is opened, so that a server run with --reload shows a file saved meanwhile.
async function loadVariants() {
  const reply = await request("variants");
  app.variants = reply.variants;
  const select = $("[data-control=variant]");
  const chosen = select.value;
  select.replaceChildren(
    ...app.variants.map((v) => {
      const players = v.players > 1 ? ` (${v.players} players)` : "";
      return el("option", { value: v.name, text: v.title + players });
    }),
    ...(reply.unavailable || []).map((u) => el("option", {
      disabled: "", value: "", "data-unavailable": u.name, title: u.error,
      text: `${u.name} (cannot load: ${u.error})`,
    })),
  );
  if (chosen && app.variants.some((v) => v.name === chosen)) select.value = chosen;
}

function chosenVariant() {
  return app.variants.find((v) => v.name === $("[data-control=variant]").value);
}

function showOptions() {
  const variant = chosenVariant();
  const box = $("[data-role=options]");
  box.replaceChildren();
  if (!variant) return;
  for (const option of variant.options) {
    const select = el("select", { "data-option": option.name, title: option.doc || null });
    option.choices.forEach((choice, index) => {
      const item = el("option", { value: String(index), text: String(choice) });
      item.selected = choice === option.default;
      select.append(item);
    });
    box.append(el("label", {}, option.name + " ", select));
  }
  if (variant.players > 1) {
    const others = el("select", { "data-control": "opponents" });
    others.append(
      el("option", { value: "human", text: "people (join links)" }),
      el("option", { value: "computer", text: "the computer" }),
    );
    const speed = el("select", { "data-control": "speed", title: "the computer's moves a second" });
    for (const value of ["0.5", "1", "2", "5"]) {
      const item = el("option", { value, text: `${value} a second` });
      item.selected = value === "1";
      speed.append(item);
    }
    const speedLabel = el("label", { hidden: "" }, "at ", speed);
    others.addEventListener("change", () => { speedLabel.hidden = others.value !== "computer"; });
    box.append(el("label", {}, "against ", others), speedLabel);
  }
}

async function deal() {
  const variant = chosenVariant();
  if (!variant) return;
  const options = {};
  for (const option of variant.options) {
    const index = Number($(`[data-option="${option.name}"]`).value);
    options[option.name] = option.choices[index];
  }
  const fields = { variant: variant.name, options };
  if (variant.players > 1) {
    const kind = $("[data-control=opponents]").value;
    const seat = kind === "computer"
      ? { kind, speed: Number($("[data-control=speed]").value) }
      : kind;
    fields.seats = ["human", ...Array(variant.players - 1).fill(seat)];
  }
  const loaded = await request("load", fields);
  const seedText = $("[data-control=seed]").value.trim();
  const dealt = seedText === "" ? {} : { seed: Number(seedText) };
  // A race waits for Start: nobody moves, the computer included, before the player has
  // seen the cards.
  const reply = await request("new", variant.players > 1 ? { ...dealt, wait: true } : dealt);
  leaveDeal();
  Object.assign(app, { game: loaded.game, table: reply.table || null, seat: 1 });
  app.seed = reply.seed === undefined ? null : reply.seed;
  sessionStorage.removeItem("cardwright-seat");
  if (reply.table) {
    const { id, seat, tokens } = reply.table;
    sessionStorage.setItem("cardwright-seat", JSON.stringify({ id, seat, tokens }));
  }
  showJoinLinks(reply.table);
  show(reply, "reset");
  showError(null);
}

async function join(table, token) {
  const reply = await request("join", { table, token });
  leaveDeal();
  Object.assign(app, { game: reply.game, table: reply.table, seat: reply.table.seat, seed: null });
  $("[data-control=variant]").value = reply.game.variant;
  showOptions();
  showJoinLinks(null);
  show(reply, "reset");
}

// Forget the deal in play (counting it as lost if the player moved in it and it is not over).
function leaveDeal() {
  countGame(false);
  Object.assign(app, { undo: null, redo: null, seq: null, scores: null, outcome: null, note: "" });
  Object.assign(app, { groups: [], redoGroups: [], armed: true });
  Object.assign(app, { startedAt: null, endedAt: null, counted: false, settled: false });
  Object.assign(app, { flight: null, lastClick: null, finishTried: -1 });
  closeOverlays();
}

function showJoinLinks(table) {
  const box = $("[data-role=join-links]");
  box.replaceChildren();
  if (!table || !table.tokens) return;
  const base = location.origin + location.pathname;
  for (const [seat, token] of Object.entries(table.tokens)) {
    if (Number(seat) === table.seat) continue;
    const href = `${base}#table=${encodeURIComponent(table.id)}&token=${encodeURIComponent(token)}`;
    const link = el("a", { href, "data-role": "join-link", "data-seat": seat, text: href });
    box.append(el("li", {}, `Seat ${seat}: `, link));
  }
}

// -- positions ---------------------------------------------------------------------------------

// Show a reply or event with a position. `how` says whose doing it was: "mine" (the player's
// own move, undo or redo), "auto" (an automatic move), "other" (another seat's move) or
// "reset" (a new deal). The hint survives only what the player did not do, and only while it
// is still a legal move: it is never left pointing at a position that has gone.
function show(reply, how) {
  for (const key of ["moves", "outcome", "undo", "redo", "seq", "scores"]) {
    if (key in reply) app[key] = reply[key];
  }
  if (reply.state) app.view = reply.state;
  app.version += 1;
  if (how === "mine" || how === "reset") {
    app.mine += 1;
    app.hint = null;
    app.hintNote = "";
  } else if (!app.hint || !app.moves.includes(app.hint)) {
    app.hint = null; // gone with the move that made it illegal ("no move" may be wrong now too)
    if (!app.asking) app.hintNote = "";
  }
  // Another seat's move leaves the player's selection alone, unless its cards have gone.
  if (how !== "other" || !selectionStands()) app.selected = null;
  render();
  autoStep();
  tryFinish();
}

function selectionStands() {
  const s = app.selected;
  if (!s) return false;
  const cards = pileCards(s.zone, s.pile, s.player);
  return Boolean(cards) && cards.length === s.size;
}

function render() {
  const root = $("[data-role=table]");
  root.replaceChildren();
  if (!app.game || !app.view) return;
  fitCards();
  const players = app.game.players;
  root.dataset.variant = app.game.variant;
  root.dataset.players = String(players);
  root.dataset.seat = String(app.seat);
  root.dataset.played = app.undo === null ? "" : String(app.undo); // one-player: moves made
  root.dataset.seq = app.seq === null ? "" : String(app.seq); // tables: submissions shown
  const shared = [];
  const seats = new Map();
  for (let p = 1; p <= players; p += 1) seats.set(p, []);
  for (const zone of app.game.zones) {
    const data = app.view.zones[zone.name];
    if (zone.per_player) {
      for (let p = 1; p <= players; p += 1) seats.get(p).push(drawZone(zone, data[`p${p}`], p));
    } else {
      shared.push(drawZone(zone, data, null));
    }
  }
  if (players === 1) {
    root.append(layout([...seats.get(1), ...shared]));
  } else {
    // The other seats above, the shared zones (the foundations of a race) in the middle,
    // the player's own seat at the bottom, nearest to them.
    const order = [...seats.keys()].filter((p) => p !== app.seat).concat([app.seat]);
    order.forEach((p, i) => {
      const mine = p === app.seat;
      const heading = el("h2", {}, `Player ${p}${mine ? " (you)" : ""}${seatNote(p)}`);
      if (app.scores) {
        heading.append(el("span", {
          class: "score", "data-role": "score", "data-seat": p, text: `score ${app.scores[p]}`,
        }));
      }
      root.append(el("section", { class: `seat ${mine ? "mine" : "theirs"}`, "data-seat": p },
        heading, layout(seats.get(p))));
      if ((i === order.length - 2 || order.length === 1) && shared.length) root.append(layout(shared));
    });
  }
  if (app.drag) liftDragged();
  land();
  markHint();
  drawActions();
  drawStatus();
  drawScores();
  drawHint();
  drawClock();
  // The join link, while a person's seat is empty.
  const waiting = app.table && app.table.seats.some((seat) => seat.kind === "human" && !seat.present);
  $("[data-role=join]").hidden = !(waiting && $("[data-role=join-link]"));
  settle();
}

// Zones in two bands: the small piles (stock, waste, reserves, cells, foundations) in a row at
// the top, in a fixed order of kinds; the big ones (tableaux, rows) below, each on its own line.
function layout(zones) {
  const rank = (node) => TOP_KINDS.indexOf(node.dataset.kind);
  const top = zones.filter((z) => rank(z) >= 0).sort((a, b) => rank(a) - rank(b));
  const main = zones.filter((z) => rank(z) < 0);
  const box = el("div", { class: "layout" });
  if (top.length) box.append(el("div", { class: "band top", "data-band": "top" }, ...top));
  if (main.length) box.append(el("div", { class: "band main", "data-band": "main" }, ...main));
  return box;
}

function seatName(p) {
  const seat = app.table && app.table.seats.find((s) => s.seat === p);
  if (p === app.seat) return `Player ${p} (you)`;
  return seat && seat.kind === "computer" ? `Player ${p} (the computer)` : `Player ${p}`;
}

function seatNote(p) {
  const seat = app.table && app.table.seats.find((s) => s.seat === p);
  if (!seat) return "";
  if (seat.kind === "computer") return " — the computer";
  return seat.present ? "" : " — not here yet";
}

function zoneLabel(name) {
  return name.replace(/[-_]/g, " ");
}

function drawZone(zone, piles, player) {
  const box = el("section", {
    class: `zone${zone.growing ? " wide" : ""}`,
    "data-zone": zone.name,
    "data-kind": zone.kind,
    "data-player": player,
  }, el("h3", { text: zoneLabel(zone.name) }));
  const row = el("div", { class: "piles" });
  piles.forEach((cards, index) => row.append(drawPile(zone, cards, index + 1, player)));
  box.append(row);
  return box;
}

function drawPile(zone, cards, number, player) {
  const top = cards.length ? cards[cards.length - 1].split("@")[0] : "";
  const pile = el("div", {
    class: "pile",
    "data-zone": zone.name,
    "data-pile": number,
    "data-player": player,
    "data-size": cards.length,
    "data-top": top,
    title: `${zoneLabel(zone.name)} ${number}${player && app.game.players > 1 ? ` of player ${player}` : ""}`,
  });
  const px = (name) => parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name));
  // Tableaux fan downwards, a waste to the right (its last cards), other piles show their top
  // card. Each step of a fan is at least a card's corner, so every card shown shows its rank.
  let shown = cards.length ? [cards.length - 1] : [];
  if (zone.kind === "tableau") shown = cards.map((_, i) => i);
  else if (zone.kind === "waste") shown = cards.map((_, i) => i).slice(-WASTE_SHOWN);
  let offset = 0;
  let last = 0;
  const marked = app.game.owners && !zone.per_player; // whose card it is, on shared piles
  shown.forEach((i, k) => {
    const card = drawCard(cards[i], i, marked);
    if (zone.kind === "tableau") {
      card.style.top = `${offset}px`;
      last = offset;
      offset += px(cards[i].startsWith("??") ? "--fan-down" : "--fan");
    } else if (zone.kind === "waste") {
      card.style.left = `${k * px("--fan-x")}px`;
    }
    pile.append(card);
  });
  if (zone.kind === "waste") pile.classList.add("fanned-right");
  if (zone.kind === "tableau" && shown.length) pile.style.height = `${last + px("--card-h")}px`;
  if (zone.kind !== "tableau" && cards.length > 1) {
    pile.append(el("span", { class: "count", text: String(cards.length) }));
  }
  const s = app.selected;
  if (s && samePile(zone.name, number, player, s)) {
    pile.classList.add("selected");
    for (const card of pile.querySelectorAll(".card")) {
      if (Number(card.dataset.index) >= cards.length - (s.count || 1)) card.classList.add("selected");
    }
  }
  return pile;
}

function cardName(face) {
  return `${face[0] === "T" ? "10" : face[0]}${SUIT[face[1]]}`;
}

function drawCard(text, index, marked = false) {
  const [face, owner] = text.split("@");
  if (face === "??") return el("div", { class: "card back", "data-card": "??", "data-index": index });
  const rank = face[0] === "T" ? "10" : face[0];
  const suit = SUIT[face[1]];
  const corner = el("div", { class: "corner" }, rank, el("span", { text: suit }));
  const pip = el("div", { class: "pip", text: suit });
  const card = el("div", {
    class: `card ${RED.has(face[1]) ? "red" : "black"}`,
    "data-card": face,
    "data-index": index,
    "aria-label": `${rank}${suit}${marked && owner ? `, player ${owner}'s` : ""}`,
  }, corner, pip);
  if (marked && owner) {
    card.dataset.owner = owner;
    const mine = Number(owner) === app.seat;
    card.append(el("span", {
      class: `owner${mine ? " mine" : ""}`, title: `player ${owner}'s card${mine ? " (yours)" : ""}`, text: owner,
    }));
  }
  return card;
}

function drawActions() {
  const box = $("[data-role=actions]");
  const actions = app.moves.filter((m) => !m.includes(">"));
  box.replaceChildren(
    ...actions.map((m) =>
      el("button", { type: "button", "data-move": m, class: app.hint === m ? "hint" : null, text: m })),
  );
  $("[data-action=undo]").disabled = !app.undo;
  $("[data-action=redo]").disabled = !app.redo;
  $("[data-action=undo]").hidden = app.undo === null;
  $("[data-action=redo]").hidden = app.redo === null;
  // Automatic moves go to foundations: a game without any has nothing to switch.
  $("[data-role=auto]").hidden = !hasFoundations();
  $("[data-control=auto]").checked = app.auto;
  $("[data-role=finish]").hidden = !hasFoundations() || app.game.players > 1;
  $("[data-control=finish]").checked = app.finish;
}

function drawStatus() {
  const status = $("[data-role=status]");
  const title = app.game.title;
  const seed = app.seed === null ? "" : `, deal ${app.seed}`;
  status.dataset.outcome = app.outcome ? app.outcome.result : "";
  if (app.outcome) {
    const scores = app.game.players > 1
      ? ` Scores: ${Object.entries(app.outcome.scores).map(([p, v]) => `player ${p} ${v}`).join(", ")}.`
      : "";
    setStatus(`${title}${seed}: game over. ${app.outcome.reason}${scores}`);
  } else if (app.table && !app.table.started) {
    setStatus(everyoneHere()
      ? `${title}: look at the cards, then press Start (the computer waits for it).`
      : `${title}: waiting for the other players to join (send them the link below).`);
  } else {
    const who = app.table ? `You are player ${app.seat}. ` : "";
    const count = distinctMoves();
    setStatus(`${title}${seed}. ${who}${count} legal move${count === 1 ? "" : "s"}. ${app.note}`.trim());
  }
  $("[data-action=start]").hidden = !(app.table && !app.table.started && everyoneHere() && !app.outcome);
}

// Legal moves as a player counts them: one card to any of several empty piles of a zone (an Ace
// to four empty foundations) is one move, not four.
function distinctMoves() {
  const seen = new Set();
  for (const text of app.moves) {
    const m = parseMove(text);
    if (!m) {
      seen.add(text);
      continue;
    }
    const target = pileCards(m.toZone, m.toPile, m.player);
    const where = target && target.length === 0 ? "an empty pile" : m.toPile;
    seen.add(`${m.player} ${m.zone}${m.pile}:${m.count}>${m.toZone} ${where}`);
  }
  return seen.size;
}

function everyoneHere() {
  return Boolean(app.table) && app.table.seats.every((seat) => seat.kind !== "human" || seat.present);
}

// The race's score board: every seat's score as it stands, from each position the engine sends.
function drawScores() {
  const box = $("[data-role=scores]");
  box.replaceChildren();
  box.hidden = !(app.scores && app.game.players > 1);
  if (box.hidden) return;
  const better = app.game.score && !app.game.score.higher_wins ? "lower" : "higher";
  for (const [p, value] of Object.entries(app.scores)) {
    box.append(el("span", { "data-seat": p, text: `${seatName(Number(p))}: ${value}` }));
  }
  box.append(el("span", { class: "aside", text: `${better} is better` }));
}

function setStatus(text) {
  $("[data-role=status]").textContent = text;
}

function showError(problem) {
  const box = $("[data-role=error]");
  box.textContent = problem ? problem.message || String(problem) : "";
  box.dataset.code = problem && problem.code ? problem.code : "";
}

// -- moves -------------------------------------------------------------------------------------

function parseMove(text) {
  const m = MOVE.exec(text);
  if (!m) return null;
  return {
    text,
    player: m[1] ? Number(m[1]) : 1,
    zone: m[2], pile: Number(m[3]), count: m[4] ? Number(m[4]) : 1,
    toZone: m[5], toPile: Number(m[6]),
  };
}

function zoneInfo(name) {
  return app.game.zones.find((z) => z.name === name);
}

function hasFoundations() {
  return Boolean(app.game) && app.game.zones.some((z) => z.kind === "foundation");
}

function pileCards(zone, pile, player) {
  const info = zoneInfo(zone);
  if (!info || !app.view) return null;
  const data = app.view.zones[zone];
  const piles = info.per_player ? data[`p${player || 1}`] : data;
  return piles ? piles[pile - 1] || null : null;
}

// A move in words, from the position it is made in: "7♥ from tableau 3 to foundation 1".
function moveWords(text) {
  const move = parseMove(text);
  if (!move) return text; // an action: "deal", "turn", "redeal"
  const cards = pileCards(move.zone, move.pile, move.player) || [];
  const face = (cards[cards.length - move.count] || "??").split("@")[0];
  const what = face === "??" ? "a card" : cardName(face);
  const more = move.count > 1 ? ` and ${move.count - 1} more` : "";
  return `${what}${more} from ${zoneLabel(move.zone)} ${move.pile} to ${zoneLabel(move.toZone)} ${move.toPile}`;
}

function samePile(zone, pile, player, ref) {
  if (zone !== ref.zone || pile !== ref.pile) return false;
  return !zoneInfo(zone).per_player || player === ref.player;
}

function pileRef(node) {
  return {
    zone: node.dataset.zone,
    pile: Number(node.dataset.pile),
    player: node.dataset.player ? Number(node.dataset.player) : null,
    size: Number(node.dataset.size),
  };
}

// The player's own move (clicked, dragged, typed, a button or a key).
async function play(text) {
  try {
    takeOff(text);
    const reply = await request("play", { move: text });
    app.note = reply.status === "doubt" ? reply.reason : "";
    if (app.startedAt === null) app.startedAt = Date.now(); // the deal is being played
    if (app.undo !== null) {
      app.groups.push(1);
      app.redoGroups = [];
    }
    app.armed = true;
    show(reply, "mine");
    showError(null);
  } catch (problem) {
    app.selected = null;
    render();
    showError(problem);
  }
}

function playing() {
  return Boolean(app.view) && !app.outcome && !(app.table && !app.table.started);
}

// The stock's move (deal, turn, redeal): the first legal move that is not a card's.
function stockMove() {
  const action = app.moves.find((m) => !m.includes(">"));
  if (action) play(action);
  else app.note = "The stock has no move now.";
  render();
}

function pick(ref, index, faceDown) {
  const s = app.selected;
  if (s && samePile(s.zone, s.pile, s.player, ref)) {
    app.selected = null;
    render();
    return;
  }
  if (s) {
    moveFrom(s, ref);
    return;
  }
  const zone = zoneInfo(ref.zone);
  if (zone.per_player && ref.player !== app.seat) return; // another player's pile
  if (zone.kind === "stock") {
    stockMove();
    return;
  }
  if (!ref.size || faceDown) return;
  const count = index === null ? null : ref.size - index;
  app.selected = { ...ref, count };
  render();
}

function moveFrom(source, target) {
  const mine = app.moves.map(parseMove).filter(Boolean);
  const fitting = mine.filter((m) =>
    samePile(m.zone, m.pile, m.player, source) && samePile(m.toZone, m.toPile, m.player, target));
  const wanted = source.count || 1;
  const chosen = fitting.find((m) => m.count === wanted) || fitting[0];
  app.selected = null;
  if (chosen) {
    play(chosen.text);
    return;
  }
  // Not a legal move: send it anyway, so that the engine says why.
  const prefix = source.player && source.player !== 1 ? `p${source.player} ` : "";
  const count = source.count && source.count > 1 ? `:${source.count}` : "";
  play(`${prefix}${source.zone}${source.pile}${count}>${target.zone}${target.pile}`);
}

// -- undo and redo -----------------------------------------------------------------------------

// Undo takes back the player's last move together with the automatic moves that followed it
// (as the terminal table does); otherwise an undone card would only fly home again. Nor do
// automatic moves start again until the player moves: that would redo what was just undone.
async function takeBack(kind) {
  if (app.undo === null) return;
  const from = kind === "undo" ? app.groups : app.redoGroups;
  const to = kind === "undo" ? app.redoGroups : app.groups;
  const left = kind === "undo" ? app.undo : app.redo;
  const steps = Math.min(from.pop() || 1, left);
  if (!steps) return;
  try {
    let reply = null;
    for (let i = 0; i < steps; i += 1) reply = await request(kind);
    to.push(steps);
    app.armed = false;
    app.note = "";
    show(reply, "mine");
    showError(null);
  } catch (problem) {
    showError(problem);
  }
}

// -- automatic moves ---------------------------------------------------------------------------

// Play the cards that can go home without ever costing a move, one at a time, while there are
// any: the engine names them ('safe', the terminal table's rule), so both tables agree. Only
// one of these loops runs; a position that changes while it waits for an answer is asked about
// again. In a race the other seat may take a foundation first: the move is refused, and the
// next change of position tries again.
async function autoStep() {
  if (app.autoBusy || app.finishing || !app.auto || !app.armed || !playing() || !hasFoundations()) {
    return;
  }
  app.autoBusy = true;
  try {
    for (;;) {
      const version = app.version;
      const { moves } = await request("safe");
      if (version !== app.version) continue;
      if (!moves.length || !app.auto || !app.armed || !playing()) break;
      const words = moveWords(moves[0]);
      takeOff(moves[0]);
      const reply = await request("play", { move: moves[0] }).catch(() => null);
      if (!reply) break;
      app.note = `Auto: ${words}.`;
      if (app.undo !== null) {
        if (app.groups.length) app.groups[app.groups.length - 1] += 1;
        else app.groups.push(1);
        app.redoGroups = [];
      }
      show(reply, "auto");
    }
  } catch (problem) {
    showError(problem);
  } finally {
    app.autoBusy = false;
  }
  tryFinish();
}

function setAuto(on) {
  app.auto = on;
  app.armed = true;
  localStorage.setItem(AUTO_KEY, on ? "on" : "off");
  app.note = `Automatic safe moves ${on ? "on" : "off"}.`;
  render();
  autoStep();
}

// -- hints -------------------------------------------------------------------------------------

// The hint has a line of its own: the status line is rewritten by every move of a race.
async function askHint() {
  if (!app.view) return;
  const asked = app.mine;
  app.hint = null;
  app.hintNote = "Thinking…";
  app.asking += 1;
  render();
  try {
    const reply = await request("hint");
    if (app.mine !== asked) return; // the player moved meanwhile: the answer is for the past
    if (reply.move && app.moves.includes(reply.move)) {
      app.hint = reply.move;
      app.hintNote = `Hint: ${moveWords(reply.move)}.`;
    } else {
      app.hintNote = reply.move ? "" : "No move to suggest.";
    }
  } catch (problem) {
    app.hintNote = "";
    showError(problem);
  } finally {
    app.asking -= 1;
  }
  render();
}

function drawHint() {
  const line = $("[data-role=hint]");
  line.textContent = app.hintNote;
  line.dataset.move = app.hint || "";
}

function markHint() {
  if (!app.hint) return;
  const move = parseMove(app.hint);
  if (!move) return;
  const at = (zone, pile) => {
    const seat = zoneInfo(zone).per_player ? `[data-player="${move.player}"]` : "";
    return `.pile[data-zone="${zone}"][data-pile="${pile}"]${seat}`;
  };
  const from = at(move.zone, move.pile);
  const to = at(move.toZone, move.toPile);
  for (const node of document.querySelectorAll(`${from}, ${to}`)) node.classList.add("hint");
}

// -- dragging (pointer events: a mouse, a pen or a finger) ------------------------------------

let press = null; // a pointer held down on a card, not yet moved far enough to be a drag

function mayTake(ref) {
  const zone = zoneInfo(ref.zone);
  if (zone.kind === "stock") return false;
  return !zone.per_player || ref.player === app.seat;
}

function onPointerDown(event) {
  if (event.button !== 0 || app.drag || !playing()) return;
  const card = event.target.closest(".card");
  const node = card && card.closest(".pile");
  if (!node || card.dataset.card === "??") return;
  const ref = pileRef(node);
  if (!mayTake(ref)) return;
  const box = card.getBoundingClientRect();
  const index = Number(card.dataset.index);
  press = {
    id: event.pointerId, x: event.clientX, y: event.clientY,
    dx: event.clientX - box.left, dy: event.clientY - box.top,
    source: { ...ref, count: ref.size - index }, from: index,
  };
}

function onPointerMove(event) {
  if (!press || event.pointerId !== press.id) return;
  if (!app.drag) {
    if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_START_PX) return;
    startDrag();
  }
  event.preventDefault();
  const drag = app.drag;
  drag.ghost.style.transform = `translate(${event.clientX - drag.dx}px, ${event.clientY - drag.dy}px)`;
  const over = pileAt(event.clientX, event.clientY);
  for (const node of document.querySelectorAll(".pile.drop-ok")) node.classList.remove("drop-ok");
  if (over) over.classList.add("drop-ok");
}

// The dragged cards follow the pointer as a copy outside the table, so that a position
// redrawn meanwhile (another seat's move) does not drop them; the originals are dimmed.
function startDrag() {
  const { source, from, dx, dy } = press;
  const ghost = el("div", { class: "ghost", "data-role": "ghost", "aria-hidden": "true" });
  const pileNode = findPile(source);
  for (const card of pileNode ? pileNode.querySelectorAll(".card") : []) {
    if (Number(card.dataset.index) < from) continue;
    const copy = card.cloneNode(true);
    copy.style.top = `${card.offsetTop - (pileNode.querySelector(`[data-index="${from}"]`) || card).offsetTop}px`;
    copy.style.left = "0px";
    ghost.append(copy);
  }
  document.body.append(ghost);
  app.selected = null;
  app.drag = { source, from, ghost, dx, dy };
  render();
}

function liftDragged() {
  const node = findPile(app.drag.source);
  for (const card of node ? node.querySelectorAll(".card") : []) {
    if (Number(card.dataset.index) >= app.drag.from) card.classList.add("lifted");
  }
}

function findPile(ref) {
  const seat = ref.player ? `[data-player="${ref.player}"]` : "";
  return document.querySelector(`.pile[data-zone="${ref.zone}"][data-pile="${ref.pile}"]${seat}`);
}

function pileAt(x, y) {
  const hit = document.elementFromPoint(x, y);
  return hit ? hit.closest("[data-role=table] .pile") : null;
}

function onPointerUp(event) {
  if (!press || event.pointerId !== press.id) return;
  press = null;
  const drag = app.drag;
  if (!drag) return; // a click: the click handler picks
  endDrag();
  // The browser follows this with a click on whatever lies under both ends: ignore it.
  app.justDragged = true;
  setTimeout(() => { app.justDragged = false; }, 0);
  const target = pileAt(event.clientX, event.clientY);
  const ref = target && pileRef(target);
  if (ref && !samePile(drag.source.zone, drag.source.pile, drag.source.player, ref)) {
    moveFrom(drag.source, ref);
  } else {
    render(); // dropped where it came from, or off the table: nothing moves
  }
}

function endDrag() {
  press = null;
  if (!app.drag) return;
  app.drag.ghost.remove();
  app.drag = null;
  render();
}

// -- statistics and the win screen -------------------------------------------------------------

// Statistics per variant in localStorage, in the shape of the terminal table's file: played,
// won, streak, best_streak, best_seconds. A deal counts once, when it ends or when the player
// leaves it (a new deal, another game, closing the page), and only if they moved in it.
// (docs/tui.md, "Statistics": the terminal table counts by the same rules.)
function loadStats() {
  try {
    const data = JSON.parse(localStorage.getItem(STATS_KEY) || "{}");
    return data && typeof data === "object" && !Array.isArray(data) ? data : {};
  } catch {
    return {}; // damaged: start afresh, as the terminal table does
  }
}

function statsLine(data) {
  const count = (key) => {
    const value = data && data[key];
    return Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
  };
  const best = data && data.best_seconds;
  return {
    played: count("played"),
    won: count("won"),
    streak: count("streak"),
    best_streak: count("best_streak"),
    best_seconds: Number.isFinite(best) && best >= 0 ? best : null,
  };
}

function countGame(won) {
  if (app.counted || app.startedAt === null || !app.game) return null;
  app.counted = true;
  const all = loadStats();
  const line = statsLine(all[app.game.variant]);
  line.played += 1;
  if (won) {
    line.won += 1;
    line.streak += 1;
    line.best_streak = Math.max(line.best_streak, line.streak);
    const seconds = Math.round((app.endedAt - app.startedAt) / 100) / 10;
    line.best_seconds = line.best_seconds === null ? seconds : Math.min(line.best_seconds, seconds);
  } else {
    line.streak = 0;
  }
  all[app.game.variant] = { ...all[app.game.variant], ...line }; // fields of others are kept
  try {
    localStorage.setItem(STATS_KEY, JSON.stringify(all));
  } catch {
    // storage full or refused: the game goes on without statistics
  }
  return line;
}

function won(outcome) {
  return app.game.players > 1 ? outcome.winner === app.seat : outcome.result === "won";
}

// After every redraw: a game that has just ended is counted, and a win is celebrated.
function settle() {
  if (!app.outcome || app.settled) return;
  app.settled = true;
  if (app.endedAt === null) app.endedAt = Date.now();
  const victory = won(app.outcome);
  const line = countGame(victory);
  showEnd(victory, line);
}

function duration(seconds) {
  if (seconds === null || seconds === undefined) return "—";
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

function statsRows(line) {
  const rate = line.played ? Math.round((100 * line.won) / line.played) : 0;
  return [
    ["Played", line.played], ["Won", `${line.won} (${rate}%)`], ["Streak", line.streak],
    ["Best streak", line.best_streak], ["Best time", duration(line.best_seconds)],
  ];
}

function statsTable(line, variant) {
  const table = el("table", { "data-variant": variant });
  for (const [name, value] of statsRows(line)) {
    const key = name.toLowerCase().replace(" ", "_");
    table.append(el("tr", {}, el("th", { text: name }), el("td", { "data-stat": key, text: String(value) })));
  }
  return table;
}

// The end of a deal: won or lost, why, the deal's own figures, then the variant's statistics.
function showEnd(victory, line) {
  const box = $("[data-role=win] .panel-body");
  const race = app.game.players > 1;
  const seconds = (app.endedAt - (app.startedAt || app.endedAt)) / 1000;
  const heading = victory
    ? (race ? "You won the race!" : "You won!")
    : (race ? (app.outcome.winner ? `Player ${app.outcome.winner} won the race` : "A draw") : "Game over");
  box.replaceChildren(
    el("h2", { text: heading }),
    el("p", { "data-role": "reason", text: `${app.game.title}${app.seed === null ? "" : `, deal ${app.seed}`}: ${app.outcome.reason}` }),
  );
  const figures = el("table", { "data-role": "deal" });
  const rows = [["Moves", app.undo !== null ? app.undo : app.seq], ["Time", duration(app.startedAt ? seconds : null)]];
  for (const [p, score] of Object.entries(app.outcome.scores)) {
    if (app.game.score || race) rows.push([race ? `Score, ${seatName(Number(p))}` : "Score", score]);
  }
  for (const [name, value] of rows) {
    if (value === null || value === undefined) continue;
    const key = name.toLowerCase().split(",")[0];
    figures.append(el("tr", {}, el("th", { text: name }), el("td", { "data-deal": key, text: String(value) })));
  }
  box.append(figures);
  if (line) box.append(el("h3", { text: `${app.game.title}: your statistics` }), statsTable(line, app.game.variant));
  const panel = $("[data-role=win] .panel");
  panel.dataset.result = victory ? "won" : "lost";
  panel.setAttribute("aria-label", heading);
  openOverlay("win");
}

function showStats() {
  const box = $("[data-role=stats] .panel-body");
  const all = loadStats();
  const current = app.game ? app.game.variant : $("[data-control=variant]").value;
  const names = [current, ...Object.keys(all).filter((n) => n !== current).sort()];
  box.replaceChildren(el("h2", { text: "Statistics" }));
  for (const name of names) {
    const variant = app.variants.find((v) => v.name === name);
    box.append(el("h3", { text: variant ? variant.title : name }), statsTable(statsLine(all[name]), name));
  }
  openOverlay("stats");
}

// -- the clock ---------------------------------------------------------------------------------

function drawClock() {
  const clock = $("[data-role=clock]");
  const end = app.endedAt || Date.now();
  clock.textContent = app.startedAt === null ? "" : `time ${duration((end - app.startedAt) / 1000)}`;
}

// -- overlays and keys -------------------------------------------------------------------------

function openOverlay(name) {
  closeOverlays();
  $(`[data-role=${name}]`).hidden = false;
}

function closeOverlays() {
  app.confirming = null;
  let closed = false;
  for (const node of document.querySelectorAll(".overlay")) {
    closed = closed || !node.hidden;
    node.hidden = true;
  }
  return closed;
}

function drawKeys() {
  const list = $("[data-role=keys] dl");
  list.replaceChildren(...KEYS.flatMap((key) => [el("dt", {}, el("kbd", { text: key.shown })), el("dd", { text: key.words })]));
}

async function loadKeys() {
  try {
    KEYS = await (await fetch("keys.json")).json();
  } catch {
    KEYS = []; // the table still plays with the mouse; the list of keys stays empty
  }
  drawKeys();
}

// Leaving a deal the player has moved in and not finished counts it as lost: ask first.
function wouldLose() {
  return app.startedAt !== null && !app.counted && !app.outcome;
}

function afterAsking(question, then) {
  if (!wouldLose()) {
    then();
    return;
  }
  const box = $("[data-role=confirm]");
  box.querySelector("[data-role=question]").textContent = `${question}? This deal counts as lost.`;
  openOverlay("confirm");
  app.confirming = then;
  box.querySelector("[data-action=yes]").focus();
}

function answer(yes) {
  const then = app.confirming;
  app.confirming = null;
  closeOverlays();
  if (yes && then) then();
  else if (then) {
    app.note = "The deal goes on.";
    render();
  }
}

function newDeal() {
  afterAsking("Deal again", () => deal().catch(showError));
}

// Restart: the same seed dealt again; a secret deal (no seed) is taken back to its start.
function restart() {
  if (!app.view) return;
  if (app.table) {
    app.note = "A race cannot be restarted: deal again with n.";
    render();
    return;
  }
  afterAsking("Restart this deal", async () => {
    if (app.seed !== null) {
      $("[data-control=seed]").value = String(app.seed);
      await deal().catch(showError);
    } else {
      countGame(false);
      let reply = null;
      while (app.undo) {
        reply = await request("undo");
        app.undo = reply.undo;
      }
      Object.assign(app, { groups: [], redoGroups: [], armed: false, startedAt: null, counted: false });
      if (reply) show(reply, "mine");
    }
    app.note = "Restarted this deal.";
    render();
  });
}

// Save: the game record as a file the browser downloads (the protocol's 'record').
async function saveRecord() {
  try {
    const { record } = await request("record", { action: "save" });
    const text = JSON.stringify(record, null, 1);
    const link = el("a", {
      href: `data:application/json;charset=utf-8,${encodeURIComponent(text)}`,
      download: `${record.variant}-${record.seed === null || record.seed === undefined ? "position" : record.seed}.json`,
      "data-role": "download",
    });
    document.body.append(link);
    link.click();
    link.remove();
    app.note = `Saved the game record (${record.moves.length} move${record.moves.length === 1 ? "" : "s"}).`;
    render();
  } catch (problem) {
    showError(problem);
  }
}

// Play on from a reply to 'record' (load) or 'position' (text): a one-player game whose deal
// the player knows, every earlier move undoable one by one.
function startFrom(reply, seed) {
  leaveDeal();
  Object.assign(app, { game: reply.game, table: null, seat: 1, seed });
  sessionStorage.removeItem("cardwright-seat");
  $("[data-control=variant]").value = reply.game.variant;
  showOptions();
  for (const [name, value] of Object.entries(reply.game.options)) {
    const select = $(`[data-option="${name}"]`);
    const variant = chosenVariant();
    const option = variant && variant.options.find((o) => o.name === name);
    if (select && option) select.value = String(option.choices.indexOf(value));
  }
  $("[data-control=seed]").value = seed === null ? "" : String(seed);
  showJoinLinks(null);
  app.groups = Array(reply.undo || 0).fill(1);
  if (reply.undo) app.startedAt = Date.now(); // a game in play: leaving it counts as lost
  show(reply, "reset");
  showError(null);
}

async function openRecord(file) {
  let record;
  try {
    record = JSON.parse(await file.text());
  } catch {
    showError({ message: `${file.name} is not a game record (not JSON)` });
    return;
  }
  afterAsking("Open another game", async () => {
    try {
      const reply = await request("record", { action: "load", record });
      startFrom(reply, Number.isInteger(record.seed) ? record.seed : null);
      app.note = `Opened ${file.name}: ${reply.undo} move${reply.undo === 1 ? "" : "s"} played.`;
      render();
    } catch (problem) {
      showError(problem);
    }
  });
}

async function showPosition() {
  const note = $("[data-role=position-note]");
  const box = $("[data-control=position]");
  box.value = "";
  note.textContent = "Paste a position text (cardwright: state.to_text()) to play from it.";
  openOverlay("position");
  if (!app.view || app.table) return;
  try {
    const reply = await request("position");
    box.value = reply.text;
    note.textContent = reply.full
      ? "This position, every card included: copy it, or paste another."
      : "This position as you may see it (? is a face-down card): copy it, or paste another.";
  } catch (problem) {
    note.textContent = problem.message || String(problem);
  }
}

function playFromPosition() {
  const text = $("[data-control=position]").value.trim();
  if (!text) return;
  afterAsking("Leave this deal", async () => {
    try {
      const reply = await request("position", { text });
      closeOverlays();
      startFrom(reply, null);
      app.note = "Playing from the pasted position.";
      render();
    } catch (problem) {
      openOverlay("position");
      $("[data-role=position-note]").textContent = problem.message || String(problem);
      $("[data-role=position-note]").dataset.code = problem.code || "";
    }
  });
}

function onKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (app.confirming) {
    if (event.key === "y" || event.key === "Enter") answer(true);
    else if (event.key === "n" || event.key === "Escape") answer(false);
    else return;
    event.preventDefault();
    return;
  }
  // Keys typed into a text box or a list are theirs; a checkbox or a button leaves them to us.
  const typing = event.target.closest("input:not([type=checkbox]), select, textarea");
  if (event.key === "Escape") {
    if (typing) event.target.blur();
    if (app.drag) endDrag();
    else if (!closeOverlays() && app.selected) {
      app.selected = null;
      render();
    }
    return;
  }
  if (typing) return; // letters typed into the move box are a move, not commands
  const actions = {
    undo: () => takeBack("undo"),
    redo: () => takeBack("redo"),
    hint: askHint,
    stock: () => playing() && stockMove(),
    new_deal: () => { closeOverlays(); newDeal(); },
    restart: () => { closeOverlays(); restart(); },
    auto: () => hasFoundations() && setAuto(!app.auto),
    save: saveRecord,
    statistics: showStats,
    type_move: () => $("[data-control=move]").focus(),
    help: () => { if (!$("[data-role=keys]").hidden) closeOverlays(); else openOverlay("keys"); },
  };
  const key = KEYS.find((k) => k.keys.includes(event.key) && actions[k.action]);
  if (!key) return;
  event.preventDefault();
  actions[key.action]();
}

// -- sending home, finishing, starting a race -----------------------------------------------------

// A double-click (or a double tap) on a card: the card, or the run it heads, to a foundation,
// when a rule allows it.
function sendHome(ref, index) {
  if (!playing()) return;
  const count = index === null ? 1 : ref.size - index;
  const home = app.moves.map(parseMove).filter(Boolean).find((m) =>
    samePile(m.zone, m.pile, m.player, ref) && m.count === count
    && zoneInfo(m.toZone).kind === "foundation");
  if (home) {
    play(home.text);
    return;
  }
  const cards = pileCards(ref.zone, ref.pile, ref.player) || [];
  const face = (cards[cards.length - count] || "??").split("@")[0];
  app.note = `No foundation takes ${face === "??" ? "that card" : cardName(face)}${count > 1 ? " and the cards on it" : ""} now.`;
  render();
}

function faceUpEverywhere() {
  return !JSON.stringify(app.view.zones).includes('"??');
}

// Once every card is face up, the engine is asked for a win from here (it sees nothing hidden:
// there is nothing hidden left); when it finds one, the page plays it out, a move at a time.
// The whole finish is one step for undo. Any move of the player's stops it.
async function tryFinish() {
  if (!app.finish || app.finishing || app.autoBusy || !app.armed || !playing()) return;
  if (app.table || !hasFoundations() || app.finishTried === app.version || !faceUpEverywhere()) return;
  app.finishTried = app.version;
  const version = app.version;
  const mine = app.mine;
  let result;
  try {
    result = await request("solve", { time_limit: 2 });
  } catch {
    return;
  }
  if (result.status !== "won" || app.version !== version || !app.finish || app.finishing) return;
  app.finishing = true;
  let made = 0;
  try {
    for (const move of result.moves) {
      // An undo (which disarms) or any move of the player's stops it.
      if (!app.finish || !playing() || app.mine !== mine || !app.armed) break;
      const words = moveWords(move);
      takeOff(move);
      const reply = await request("play", { move });
      // The undo group grows with each move, so an undo at any moment (the win panel shows
      // with the last move) takes back the whole finish so far.
      if (app.undo !== null) {
        if (made === 0) {
          app.groups.push(1);
          app.redoGroups = [];
        } else {
          app.groups[app.groups.length - 1] += 1;
        }
      }
      made += 1;
      app.note = `Finishing: ${words}.`;
      show(reply, "auto");
      await new Promise((done) => setTimeout(done, REDUCED.matches ? 0 : FINISH_STEP_MS));
    }
  } catch (problem) {
    showError(problem);
  } finally {
    app.finishing = false;
  }
}

function setFinish(on) {
  app.finish = on;
  app.finishTried = -1;
  localStorage.setItem(FINISH_KEY, on ? "on" : "off");
  app.note = `Automatic finish ${on ? "on" : "off"}.`;
  render();
  tryFinish();
}

// Start: a 3-2-1 on the table (none when motion is reduced), then the race begins.
async function startRace() {
  if (!app.table || app.table.started || app.counting) return;
  app.counting = true;
  const shade = $("[data-role=countdown]");
  try {
    for (let n = REDUCED.matches ? 0 : COUNTDOWN; n > 0; n -= 1) {
      shade.hidden = false;
      shade.textContent = String(n);
      await new Promise((done) => setTimeout(done, 450));
    }
    shade.hidden = true;
    const reply = await request("start");
    app.table = { ...app.table, ...reply.table };
    app.note = "Go!";
    render();
    autoStep();
  } catch (problem) {
    showError(problem);
  } finally {
    shade.hidden = true;
    app.counting = false;
  }
}

// -- scale and motion ------------------------------------------------------------------------------

// Cards as large as the window allows: the widest line of piles (the top band's piles side by
// side, or the widest tableau) fits the width; never smaller than a readable corner.
function fitCards() {
  const columns = (zone) => {
    // A long line of piles wraps (Gaps' 52, a growing row): a suit's worth to a line.
    const piles = zone.growing ? 10 : Math.min(zone.piles, 13);
    return piles + (zone.kind === "waste" ? 1.4 : 0);
  };
  // The zones drawn side by side: a one-player game's all together; in a race each seat's own,
  // and the shared ones (the foundations) on their own line.
  const zones = app.game.zones;
  const groups = app.game.players === 1
    ? [zones]
    : [zones.filter((z) => z.per_player), zones.filter((z) => !z.per_player)];
  let wanted = 5;
  for (const group of groups) {
    const top = group.filter((z) => TOP_KINDS.includes(z.kind));
    const topWidth = top.reduce((n, z) => n + columns(z), 0) + 0.45 * Math.max(0, top.length - 1);
    const mainWidth = Math.max(0, ...group.filter((z) => !TOP_KINDS.includes(z.kind)).map(columns));
    wanted = Math.max(wanted, topWidth, mainWidth);
  }
  const room = document.documentElement.clientWidth - 2 * 16 - (app.game.players > 1 ? 16 : 0);
  const width = Math.max(28, Math.min(104, Math.floor(room / (wanted * 1.13))));
  // A fan step uncovers at least a corner (its rank and suit): small cards keep readable corners.
  const corner = Math.max(11, width * 0.25);
  const set = (name, value) => document.documentElement.style.setProperty(name, `${Math.round(value)}px`);
  set("--card-w", width);
  set("--card-h", width * 1.4);
  set("--fan", Math.max(width * 0.37, corner + 6));
  set("--fan-down", Math.max(width * 0.14, 6));
  set("--fan-x", Math.max(width * 0.69, corner * 2.7));
  set("--gap", Math.max(3, width * 0.12));
}

// A move's cards fly from where they were: their pile's place is noted before the new position is
// drawn (takeOff), and they are animated from there once it is (land).
function seatOf(zone, player) {
  const info = zoneInfo(zone);
  return info && info.per_player ? player : null;
}

function takeOff(text) {
  const move = parseMove(text);
  if (!move || REDUCED.matches || !zoneInfo(move.zone) || !zoneInfo(move.toZone)) return;
  const node = findPile({ zone: move.zone, pile: move.pile, player: seatOf(move.zone, move.player) });
  const cards = node ? node.querySelectorAll(".card") : [];
  const first = cards[cards.length - move.count];
  if (first) app.flight = { move, from: first.getBoundingClientRect() };
}

function land() {
  const flight = app.flight;
  app.flight = null;
  if (!flight || REDUCED.matches) return;
  const { move, from } = flight;
  if (!zoneInfo(move.toZone)) return; // another game has been dealt meanwhile
  const node = findPile({ zone: move.toZone, pile: move.toPile, player: seatOf(move.toZone, move.player) });
  const cards = node ? [...node.querySelectorAll(".card")] : [];
  const landed = cards.slice(-move.count);
  if (!landed.length) return;
  const to = landed[0].getBoundingClientRect();
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  for (const card of landed) {
    card.animate(
      [{ transform: `translate(${dx}px, ${dy}px)`, zIndex: 500 }, { transform: "none", zIndex: 500 }],
      { duration: FLIGHT_MS, easing: "ease-out" },
    );
  }
}

// -- the page's controls -----------------------------------------------------------------------

function wire() {
  const table = $("[data-role=table]");
  table.addEventListener("click", (event) => {
    if (app.justDragged) return;
    const pile = event.target.closest(".pile");
    if (!pile) return;
    const card = event.target.closest(".card");
    const ref = pileRef(pile);
    const index = card ? Number(card.dataset.index) : null;
    // A second click (a tap on a phone) on the same card soon after: send it home.
    const key = card && card.dataset.card !== "??" ? `${ref.zone} ${ref.pile} ${ref.player} ${index}` : null;
    const last = app.lastClick;
    if (key && last && last.key === key && Date.now() - last.at < DOUBLE_MS) {
      app.lastClick = null;
      app.selected = null;
      sendHome(ref, index);
      return;
    }
    pick(ref, index, card && card.dataset.card === "??");
    app.lastClick = key && app.selected ? { key, at: Date.now() } : null;
  });
  window.addEventListener("resize", () => render());
  table.addEventListener("pointerdown", onPointerDown);
  document.addEventListener("pointermove", onPointerMove);
  document.addEventListener("pointerup", onPointerUp);
  document.addEventListener("pointercancel", () => endDrag());
  document.addEventListener("keydown", onKey);
  // Closing or reloading the page leaves a one-player deal: unfinished, it counts as lost. (A
  // race goes on without the page, which a reload sits down at again: it counts when it ends.)
  window.addEventListener("pagehide", () => { if (!app.table) countGame(false); });
  $("[data-control=variant]").addEventListener("change", showOptions);
  $("[data-control=variant]").addEventListener("focus", () => loadVariants().catch(showError));
  $("[data-role=setup]").addEventListener("submit", (event) => {
    event.preventDefault();
    history.replaceState(null, "", location.pathname);
    deal().catch(showError);
  });
  $("[data-role=typed]").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = $("[data-control=move]");
    if (input.value.trim()) play(input.value.trim());
    input.value = "";
  });
  $("[data-role=actions]").addEventListener("click", (event) => {
    const button = event.target.closest("[data-move]");
    if (button) play(button.dataset.move);
  });
  for (const name of ["undo", "redo"]) {
    $(`[data-action=${name}]`).addEventListener("click", () => takeBack(name));
  }
  $("[data-action=hint]").addEventListener("click", askHint);
  $("[data-control=auto]").addEventListener("change", (event) => setAuto(event.target.checked));
  $("[data-control=finish]").addEventListener("change", (event) => setFinish(event.target.checked));
  $("[data-action=start]").addEventListener("click", startRace);
  $("[data-action=keys]").addEventListener("click", () => openOverlay("keys"));
  $("[data-action=stats]").addEventListener("click", showStats);
  for (const overlay of document.querySelectorAll(".overlay")) {
    overlay.addEventListener("click", (event) => {
      // A click on the dimmed page around the panel, or on a close button, closes it.
      if (event.target === overlay || event.target.closest("[data-action=close]")) closeOverlays();
    });
  }
  $("[data-action=again]").addEventListener("click", () => { closeOverlays(); deal().catch(showError); });
  $("[data-action=save]").addEventListener("click", saveRecord);
  $("[data-control=open]").addEventListener("change", (event) => {
    const [file] = event.target.files;
    if (file) openRecord(file);
    event.target.value = "";
  });
  $("[data-action=position]").addEventListener("click", showPosition);
  $("[data-action=from-position]").addEventListener("click", playFromPosition);
  $("[data-action=yes]").addEventListener("click", () => answer(true));
  $("[data-action=no]").addEventListener("click", () => answer(false));
  loadKeys();
  setInterval(drawClock, 1000);
}

wire();
connect();
