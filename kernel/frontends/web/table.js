// The browser table: plays any installed variant through the engine protocol
// (docs/protocol.md) over the server's WebSocket (docs/serve.md). The layout comes from the
// zones' kinds and the number of players that the engine reports, never from a game's name.
"use strict";

const SUIT = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RED = new Set(["H", "D"]);
const MOVE = /^(?:p(\d+) )?([a-z_-]+)(\d+)(?::(\d+))?>([a-z_-]+)(\d+)$/;

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
  undo: null,
  redo: null,
  seq: null, // at a table: the last submission shown
  selected: null, // {zone, pile, player, count}
  hint: null, // a move in notation
  note: "", // the last event, for the status line
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
    show(event);
  } else if (event.event === "seats" && app.table) {
    Object.assign(app.table, { started: event.started, seats: event.seats });
    if (event.replaced) app.note = "Your seat was taken over from another page.";
    render();
  } else if (event.event === "end") {
    app.outcome = event.outcome;
    render();
  }
}

// -- starting, dealing, joining ----------------------------------------------------------------

async function start() {
  document.body.dataset.connected = "true";
  await request("hello", { protocol: 1 });
  app.variants = (await request("variants")).variants;
  const select = $("[data-control=variant]");
  select.replaceChildren(
    ...app.variants.map((v) => {
      const players = v.players > 1 ? ` (${v.players} players)` : "";
      return el("option", { value: v.name, text: v.title + players });
    }),
  );
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
    box.append(el("label", {}, "against ", others));
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
    fields.seats = ["human", ...Array(variant.players - 1).fill(kind)];
  }
  const loaded = await request("load", fields);
  const seedText = $("[data-control=seed]").value.trim();
  const reply = await request("new", seedText === "" ? {} : { seed: Number(seedText) });
  Object.assign(app, { game: loaded.game, table: reply.table || null, seat: 1 });
  Object.assign(app, { undo: null, redo: null, seq: null });
  app.seed = reply.seed === undefined ? null : reply.seed;
  app.note = "";
  sessionStorage.removeItem("cardwright-seat");
  if (reply.table) {
    const { id, seat, tokens } = reply.table;
    sessionStorage.setItem("cardwright-seat", JSON.stringify({ id, seat, tokens }));
  }
  showJoinLinks(reply.table);
  show(reply);
  showError(null);
}

async function join(table, token) {
  const reply = await request("join", { table, token });
  Object.assign(app, { game: reply.game, table: reply.table, seat: reply.table.seat });
  Object.assign(app, { seed: null, undo: null, redo: null, seq: null });
  $("[data-control=variant]").value = reply.game.variant;
  showOptions();
  showJoinLinks(null);
  show(reply);
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

function show(reply) {
  for (const key of ["moves", "outcome", "undo", "redo", "seq"]) if (key in reply) app[key] = reply[key];
  if (reply.state) app.view = reply.state;
  app.selected = null;
  app.hint = null;
  render();
}

function render() {
  const root = $("[data-role=table]");
  root.replaceChildren();
  if (!app.game || !app.view) return;
  const players = app.game.players;
  root.dataset.variant = app.game.variant;
  root.dataset.players = String(players);
  root.dataset.seat = String(app.seat);
  root.dataset.played = app.undo === null ? "" : String(app.undo); // one-player: moves made
  root.dataset.seq = app.seq === null ? "" : String(app.seq); // tables: submissions shown
  const shared = el("div", { class: "zones" });
  const seats = new Map();
  for (let p = 1; p <= players; p += 1) seats.set(p, el("div", { class: "zones" }));
  for (const zone of app.game.zones) {
    const data = app.view.zones[zone.name];
    if (zone.per_player) {
      for (let p = 1; p <= players; p += 1) seats.get(p).append(drawZone(zone, data[`p${p}`], p));
    } else {
      shared.append(drawZone(zone, data, null));
    }
  }
  if (players === 1) {
    seats.get(1).append(...shared.childNodes);
    root.append(seats.get(1));
  } else {
    const order = [...seats.keys()].filter((p) => p !== app.seat).concat([app.seat]);
    order.forEach((p, i) => {
      const mine = p === app.seat;
      const title = `Player ${p}${mine ? " (you)" : ""}${seatNote(p)}`;
      const section = el("section", { class: `seat ${mine ? "mine" : "theirs"}`, "data-seat": p },
        el("h2", { text: title }), seats.get(p));
      root.append(section);
      if (i === order.length - 2 || order.length === 1) root.append(shared);
    });
  }
  markHint();
  drawActions();
  drawStatus();
  // The join link, while a person's seat is empty.
  const waiting = app.table && app.table.seats.some((seat) => seat.kind === "human" && !seat.present);
  $("[data-role=join]").hidden = !(waiting && $("[data-role=join-link]"));
}

function seatNote(p) {
  const seat = app.table && app.table.seats.find((s) => s.seat === p);
  if (!seat) return "";
  if (seat.kind === "computer") return " — the computer";
  return seat.present ? "" : " — not here yet";
}

function drawZone(zone, piles, player) {
  const label = zone.name.replace(/[-_]/g, " ");
  const box = el("section", {
    class: `zone${zone.growing ? " wide" : ""}`,
    "data-zone": zone.name,
    "data-kind": zone.kind,
    "data-player": player,
  }, el("h3", { text: label }));
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
    title: `${zone.name} ${number}${player && app.game.players > 1 ? ` of player ${player}` : ""}`,
  });
  const style = getComputedStyle(document.documentElement);
  const px = (name) => parseFloat(style.getPropertyValue(name));
  // Tableaux fan downwards, a waste shows its last three cards, other piles their top card.
  let shown = cards.length ? [cards.length - 1] : [];
  if (zone.kind === "tableau") shown = cards.map((_, i) => i);
  else if (zone.kind === "waste") shown = cards.map((_, i) => i).slice(-3);
  let offset = 0;
  let last = 0;
  shown.forEach((i, k) => {
    const card = drawCard(cards[i], i);
    if (zone.kind === "tableau") {
      card.style.top = `${offset}px`;
      last = offset;
      offset += px(cards[i].startsWith("??") ? "--fan-down" : "--fan");
    } else if (zone.kind === "waste") {
      card.style.left = `${k * 18}px`;
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

function drawCard(text, index) {
  const face = text.split("@")[0];
  if (face === "??") return el("div", { class: "card back", "data-card": "??", "data-index": index });
  const rank = face[0] === "T" ? "10" : face[0];
  const suit = SUIT[face[1]];
  const corner = el("div", { class: "corner" }, rank, el("span", { text: suit }));
  const pip = el("div", { class: "pip", text: suit });
  return el("div", {
    class: `card ${RED.has(face[1]) ? "red" : "black"}`,
    "data-card": face,
    "data-index": index,
    "aria-label": `${rank}${suit}`,
    draggable: "true",
  }, corner, pip);
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
    setStatus(`${title}: waiting for the other players to join (send them the link below).`);
  } else {
    const who = app.table ? `You are player ${app.seat}. ` : "";
    const count = app.moves.length;
    setStatus(`${title}${seed}. ${who}${count} legal move${count === 1 ? "" : "s"}. ${app.note}`.trim());
  }
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

async function play(text) {
  try {
    const reply = await request("play", { move: text });
    if (reply.status === "doubt") app.note = reply.reason;
    else app.note = "";
    show(reply);
    showError(null);
  } catch (problem) {
    app.selected = null;
    render();
    showError(problem);
  }
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
    const action = app.moves.find((m) => !m.includes(">"));
    if (action) play(action);
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

// -- the page's controls -----------------------------------------------------------------------

function wire() {
  const table = $("[data-role=table]");
  table.addEventListener("click", (event) => {
    const pile = event.target.closest(".pile");
    if (!pile) return;
    const card = event.target.closest(".card");
    pick(pileRef(pile), card ? Number(card.dataset.index) : null, card && card.dataset.card === "??");
  });
  table.addEventListener("dragstart", (event) => {
    const card = event.target.closest(".card");
    const pile = card && card.closest(".pile");
    if (!pile) return;
    const ref = pileRef(pile);
    app.selected = { ...ref, count: ref.size - Number(card.dataset.index) };
    event.dataTransfer.setData("text/plain", card.dataset.card);
    event.dataTransfer.effectAllowed = "move";
  });
  table.addEventListener("dragend", () => {
    if (!app.selected) return; // dropped on a pile: the move has been sent
    app.selected = null; // dropped elsewhere: nothing moves
    render();
  });
  table.addEventListener("dragover", (event) => {
    if (app.selected && event.target.closest(".pile")) event.preventDefault();
  });
  table.addEventListener("drop", (event) => {
    const pile = event.target.closest(".pile");
    if (!pile || !app.selected) return;
    event.preventDefault();
    const ref = pileRef(pile);
    if (samePile(app.selected.zone, app.selected.pile, app.selected.player, ref)) return;
    moveFrom(app.selected, ref);
  });
  $("[data-control=variant]").addEventListener("change", showOptions);
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
    $(`[data-action=${name}]`).addEventListener("click", () =>
      request(name).then((reply) => { show(reply); showError(null); }, showError));
  }
  $("[data-action=hint]").addEventListener("click", async () => {
    try {
      const reply = await request("hint");
      app.hint = reply.move;
      app.note = reply.move ? `Hint: ${reply.move}` : "No move to suggest.";
      render();
    } catch (problem) {
      showError(problem);
    }
  });
}

wire();
connect();
