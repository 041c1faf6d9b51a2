//! The native engine: a game compiled from the rules IR, its positions, moves and outcome.
//!
//! It follows the Python engine (kernel/engine/) rule for rule and lists legal moves in the
//! same order, so the two can be compared move by move (tests/test_native.py). It runs the IR
//! terms `unsupported` does not name; for anything else the Python engine is used.

use crate::ir::{
    self, Amount, BaseFrom, ConditionKind, EmptyKind, Face, Kind, MeasureKind, Mode, Relation,
    Rules, ScoreKind, Unit,
};
use crate::pcg;
use crate::sha256;

mod arena;
mod evidence;
mod explore;
mod guide;
mod keys;
mod search;
mod twins;
pub use evidence::{Evidence, Reader};
use explore::Explorer;
pub use guide::Guide;
pub use search::{Search, CHECKPOINT_FORMAT};

/// A card: its key ((rank - 1) * 4 + suit index in S H D C), plus `FACE_DOWN`.
pub type Card = u8;
pub const FACE_DOWN: u8 = 0x80;
const KEY: u8 = 0x7f;
const SUITS: &[u8; 4] = b"SHDC";
const RANK_TEXT: &[&str; 14] = &[
    "", "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K",
];

fn key(card: Card) -> usize {
    (card & KEY) as usize
}

fn rank(card: Card) -> u8 {
    (card & KEY) / 4 + 1
}

fn suit(card: Card) -> u8 {
    (card & KEY) % 4
}

/// The solver's order (`Game::category`) of an action: after every card move.
const ACTION: u8 = 255;

fn face_up(card: Card) -> bool {
    card & FACE_DOWN == 0
}

fn turned(card: Card, up: bool) -> Card {
    if up {
        card & KEY
    } else {
        card | FACE_DOWN
    }
}

/// The documented card text (`-AH` when face down).
pub fn card_text(card: Card) -> String {
    let down = if face_up(card) { "" } else { "-" };
    format!(
        "{down}{}{}",
        RANK_TEXT[rank(card) as usize],
        SUITS[suit(card) as usize] as char
    )
}

/// A pile, bottom card first. Piles are shared between a position and the positions made from
/// it (as in the Python engine): a move makes new piles only where cards came or went, so
/// making a position costs an allocation per zone and per changed pile, not one per pile.
pub type Pile = std::sync::Arc<[Card]>;

/// The piles of a zone, shared as the piles are: a position made by a move copies only the
/// zones whose piles it changes (`piles_of`), so making and dropping one costs little.
pub type Zone = std::sync::Arc<Vec<Pile>>;

/// The piles of `zone`, to change: copied first when another position shares them.
fn piles_of(zone: &mut Zone) -> &mut Vec<Pile> {
    std::sync::Arc::make_mut(zone)
}

/// `pile` with `change` made to its cards: a new pile (piles are shared, never changed in place).
fn changed(pile: &mut Pile, change: impl FnOnce(&mut Vec<Card>)) {
    let mut cards = pile.to_vec();
    change(&mut cards);
    *pile = cards.into();
}

/// `pile` with its top card face up, when it is face down (a new pile then).
fn top_turned_up(pile: &mut Pile) {
    if pile.last().is_some_and(|&top| !face_up(top)) {
        changed(pile, |cards| {
            if let Some(top) = cards.last_mut() {
                *top = turned(*top, true);
            }
        });
    }
}

/// A position: the piles of every zone, and how often each limited action was used.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub zones: Vec<Zone>,
    pub redeals: Vec<u32>,
}

impl State {
    /// This position with the piles of `zones` only (the other zones have none) and its uses.
    fn only(&self, zones: &[usize]) -> State {
        State {
            zones: (0..self.zones.len())
                .map(|z| {
                    if zones.contains(&z) {
                        self.zones[z].clone()
                    } else {
                        Zone::default()
                    }
                })
                .collect(),
            redeals: self.redeals.clone(),
        }
    }
}

/// What a progress search found.
#[derive(Debug, PartialEq, Eq)]
pub enum Progress {
    /// The moves, from the position, of a line that ends where a measure is better.
    Path(Vec<Move>),
    /// No line improves a measure: every position reachable was seen.
    None,
    /// The search stopped at its limit: progress cannot be ruled out.
    Unknown,
}

/// The moves to a foundation that can never lose a win, from the Python solver's rule
/// (`search.safety.proven_ranks`): per foundation zone, the ranks it may take so; none from the
/// zones in `not_from` (a waste the stock deals onto).
/// With `cards`, also the moves `Game::safe_cards` proves safe in the position at hand.
#[derive(Clone, Debug, Default)]
pub struct SafeMoves {
    pub ranks: Vec<(usize, u16)>,
    pub not_from: Vec<usize>,
    pub cards: Option<SafeCards>,
}

impl SafeMoves {
    /// The first of `moves` that is safe in `state`, if any.
    fn first(&self, state: &State, moves: &[Move]) -> Option<Move> {
        let mut home = None; // the cards in the foundation, found once
        moves.iter().copied().find(|m| {
            let Some((target, _)) = m.target else {
                return false;
            };
            if m.count != 1 || m.action.is_some() || self.not_from.contains(&m.source.0) {
                return false;
            }
            let Some(&card) = state.zones[m.source.0][m.source.1].last() else {
                return false;
            };
            if let Some(&(_, ranks)) = self.ranks.iter().find(|(zone, _)| *zone == target) {
                if ranks >> rank(card) & 1 == 1 {
                    return true;
                }
            }
            self.cards.as_ref().is_some_and(|sure| {
                let home = *home.get_or_insert_with(|| sure.home(state));
                target == sure.foundation
                    && m.source.0 != sure.foundation
                    && sure.needs[key(card)] & !home == 0
            })
        })
    }
}

/// The moves to the foundation that keep every win in the position at hand (docs/solver.md,
/// "Safe cards"): a card may go home alone when every card that could ever lie on it, or on
/// those, or under any of them in the foundation, is home already (`Game::safe_cards`).
#[derive(Clone, Debug)]
pub struct SafeCards {
    foundation: usize,
    /// Per card key: the cards that must be home first.
    needs: Vec<u64>,
}

impl SafeCards {
    /// The cards that must be home before the card of key `card` may go there safely.
    pub fn needs(&self, card: usize) -> u64 {
        self.needs[card]
    }

    /// The cards in the foundation, as a mask of keys.
    fn home(&self, state: &State) -> u64 {
        state.zones[self.foundation]
            .iter()
            .flat_map(|pile| pile.iter())
            .fold(0, |mask, &c| mask | 1 << key(c))
    }
}

/// How a solver search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveEnd {
    /// The moves, from the position searched, of a line that wins.
    Won(Vec<Move>),
    /// Every position reachable was searched: none wins.
    Unwinnable,
    /// Stopped by the node limit, the deadline or the table's size.
    Stopped(&'static str),
}

/// A restart of the solver's search: the order of the steps of positions fewer than `depth`
/// moves from the start drawn at random (PCG32 from `seed`), the rest in the usual order.
#[derive(Clone, Copy, Debug)]
pub struct Shuffle {
    pub seed: u64,
    pub depth: usize,
}

/// The solver's "no win possible" test (`Game::dead_cards`): a card that must still reach the
/// foundation but can lie on no card that will ever be its top.
struct DeadCards {
    foundation: usize,
    /// Zones whose cards can only go to the foundation and must all go.
    required: Vec<usize>,
    /// Per card key: the cards it may be put on in the foundation.
    can_take: Vec<u64>,
}

impl DeadCards {
    /// True when some card of a required zone can never reach the foundation: every card it
    /// could go on is inside the foundation under its top (cards there never leave nor come
    /// back to the top) or under it in its own pile (those reach the foundation after it, as
    /// only a pile's top card moves and only to the foundation).
    fn lost(&self, state: &State) -> bool {
        let pile = &state.zones[self.foundation][0];
        let Some(&top) = pile.last() else {
            return false; // an empty foundation takes what its empty rule says
        };
        let inside = pile.iter().fold(0u64, |mask, &c| mask | 1 << key(c));
        let open = !inside | 1 << key(top);
        self.required.iter().any(|&z| {
            state.zones[z].iter().any(|pile| {
                let mut under = 0u64;
                pile.iter().any(|&c| {
                    let dead = self.can_take[key(c)] & open & !under & !(1 << key(c)) == 0;
                    under |= 1 << key(c);
                    dead
                })
            })
        })
    }
}

/// A step of the solver's search: `turns` stock actions (each the only one legal), then `mv`.
#[derive(Clone, Copy, Debug)]
struct Step {
    turns: u32,
    mv: Move,
}

/// A `Step` in 14 bytes instead of 72, as the solver's stack keeps it: a long line of play
/// keeps every position's untried steps, and in FreeCell a line can be as long as the number of
/// positions searched. Every field fits: at most 1 000 piles a zone, 416 cards, and zones and
/// actions number far fewer than 65 535.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PackedStep {
    turns: u16,
    source: (u16, u16),
    /// `(NONE, 0)` for no target.
    target: (u16, u16),
    count: u16,
    /// `NONE` for a card move.
    action: u16,
}

const NONE: u16 = u16::MAX;

/// A folded stock's turns from a position (`Game::ordered_steps`): the stock, waste and uses
/// after 1, 2, ... turns, until an arrangement comes round again or no single action is
/// legal; whether two actions were ever legal at once (then the bare actions are steps too);
/// and whether they were listed at all (not where a safe move was the only step).
#[derive(Clone, Default)]
pub struct Turns {
    /// Shared: a position made by a card move off the stock and waste has the same turns.
    pub after: std::sync::Arc<[Turned]>,
    bare: bool,
    listed: bool,
}

/// The stock and waste piles of a folded stock (`Game::stock_cycle`) and the uses of the
/// actions, after some turns: all that turning the stock changes.
#[derive(Clone, PartialEq, Eq)]
pub struct Turned {
    stock: Pile,
    waste: Pile,
    redeals: Vec<u32>,
}

impl Turned {
    fn of(state: &State, stock: usize, waste: usize) -> Turned {
        Turned {
            stock: state.zones[stock][0].clone(),
            waste: state.zones[waste][0].clone(),
            redeals: state.redeals.clone(),
        }
    }

    /// Makes `state`'s stock, waste and uses these.
    fn put_into(&self, state: &mut State, stock: usize, waste: usize) {
        piles_of(&mut state.zones[stock])[0] = self.stock.clone();
        piles_of(&mut state.zones[waste])[0] = self.waste.clone();
        state.redeals.clone_from(&self.redeals);
    }

    /// `state` after these turns.
    pub fn applied_to(&self, state: &State, (stock, waste): (usize, usize)) -> State {
        let mut turned = state.clone();
        self.put_into(&mut turned, stock, waste);
        turned
    }
}

impl Step {
    fn packed(self) -> PackedStep {
        let m = self.mv;
        PackedStep {
            turns: self.turns as u16,
            source: (m.source.0 as u16, m.source.1 as u16),
            target: m.target.map_or((NONE, 0), |(z, j)| (z as u16, j as u16)),
            count: m.count as u16,
            action: m.action.map_or(NONE, |a| a as u16),
        }
    }
}

impl PackedStep {
    fn step(self) -> Step {
        let target =
            (self.target.0 != NONE).then_some((self.target.0 as usize, self.target.1 as usize));
        let action = (self.action != NONE).then_some(self.action as usize);
        Step {
            turns: self.turns as u32,
            mv: Move {
                source: (self.source.0 as usize, self.source.1 as usize),
                target,
                count: self.count as usize,
                action,
            },
        }
    }
}

/// A move: from pile `source.1` of zone `source.0` to a pile of another zone, `count` cards;
/// or the action `action` (its source is that action's source zone, pile 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub source: (usize, usize),
    pub target: Option<(usize, usize)>,
    pub count: usize,
    pub action: Option<usize>,
}

/// Per target zone: a mask of the keys of its open face-up top cards, and per key the pile
/// that card tops (`Game::open_tops`).
type OpenTops = [(u64, [u16; 52]); 4];

/// 52 bits per card key: `table[t] & (1 << m)` when card `m` may lie on card `t`.
type Table = Vec<u64>;

fn compile(relation: &Relation, only: u16) -> Table {
    (0..52)
        .map(|t| {
            (0..52)
                .filter(|&m| {
                    relation.relates(m, t) && (only == 0 || only & (1 << (m / 4 + 1)) != 0)
                })
                .fold(0u64, |bits, m| bits | 1 << m)
        })
        .collect()
}

/// Per pile, the piles it covers (a covering map read the other way).
fn uncovering(covers: &[Vec<usize>], count: usize) -> Vec<Vec<usize>> {
    let mut covering = vec![Vec::new(); count];
    for (pile, by) in covers.iter().enumerate() {
        for &c in by {
            if let Some(list) = covering.get_mut(c) {
                list.push(pile);
            }
        }
    }
    covering
}

/// A card relation read the other way: `transposed(t)[m] & (1 << k)` when `t[k] & (1 << m)`.
fn transposed(table: &Table) -> Table {
    (0..52)
        .map(|card| (0..52).fold(0u64, |mask, top| mask | (table[top] >> card & 1) << top))
        .collect()
}

fn rank_mask(ranks: &[u8]) -> u16 {
    ranks.iter().fold(0, |mask, r| mask | 1 << r)
}

struct ZoneRt {
    name: String,
    count: usize,
    growing: bool,
    closes_gaps: bool,
    turns_up: bool,
    top_face_up: bool,
    is_cell: bool,
    is_foundation: bool,
    unit: Unit,
    unit_count: usize,
    offsets: Vec<i32>,
    supermove: bool,
    /// `part of a run only to uncover a card for ZONE`: that zone.
    partial_for: Option<usize>,
    targets: Vec<usize>,
    accepts: Option<Table>,
    /// `accepts` the other way round: per card, the top cards that take it.
    taken_by: Option<Table>,
    /// The build relation alone (without `takes only`), for the solver's guides.
    relation: Option<Table>,
    runs: Option<Table>,
    empty: EmptyKind,
    empty_ranks: u16,
    empty_from: Option<Vec<usize>>,
    base_first_played: bool,
    base_offset: i32,
    takes_only: u16,
    single: bool,
    capacity: usize,
    one_pile_per_suit: bool,
    accepts_cards: bool,
    covers: Vec<Vec<usize>>,
    /// With `turns_up` and a covering map: per pile, the piles it covers (turned up once all
    /// their covering piles are empty); empty otherwise.
    uncovers: Vec<Vec<usize>>,
    base_zone: Option<usize>,
    pairs_to: Option<usize>,
    /// Piles per row (empty: one row of all the piles) and the first pile of each row.
    rows: Vec<usize>,
    row_starts: Vec<usize>,
    /// `empty accepts ... from its left neighbour`: what may lie right of a card.
    left: Option<Table>,
    /// With a card named per row start: per pile, the key of the card it takes there.
    row_cards: Option<Vec<Option<usize>>>,
}

impl ZoneRt {
    /// Whether its moves read nothing but the piles they take from and put on (no covering,
    /// offsets, partial-run restriction, pairs, rows, bases read from elsewhere, growing or
    /// closing piles, units by count): what the safe cards and the twins rules need.
    fn plain(&self) -> bool {
        !self.growing
            && !self.closes_gaps
            && self.unit != Unit::Count
            && self.offsets.is_empty()
            && self.partial_for.is_none()
            && self.pairs_to.is_none()
            && self.covers.iter().all(|c| c.is_empty())
            && self.left.is_none()
            && self.row_cards.is_none()
            && self.base_zone.is_none()
            && !self.base_first_played
            && matches!(
                self.empty,
                EmptyKind::Nothing | EmptyKind::Any | EmptyKind::Ranks
            )
    }
}

struct ActionRt {
    name: String,
    amount: Option<usize>,
    source: usize,
    target: usize,
    mode: Mode,
    face_up: bool,
    when: Vec<ConditionRt>,
    passes: Option<u32>,
    slot: usize,
    blocked_by_empty: Option<usize>,
    out_of_order: bool,
    shuffled: bool,
    leave_gaps: bool,
    packets: usize,
}

enum ConditionRt {
    Empty(Vec<usize>),
    Piles(usize, usize),
    AllCards(Vec<usize>),
    InOrder(usize),
    /// `used_up`: the slot of the limited action it reads and that action's passes (None: no
    /// limited action of that name, so it never holds, as in Python).
    UsedUp(Option<(usize, u32)>),
}

enum DealRt {
    Fixed(Vec<usize>),
    Rest,
    Named(Vec<(u8, u8)>),
    /// The other cards of the rank of the first card dealt to that zone's first pile.
    BaseRank(usize),
}

struct ZoneDeal {
    amount: DealRt,
    face: Face,
    top_up: usize,
    bottom_down: Vec<usize>,
}

/// A variant compiled for the native engine.
pub struct Game {
    pub name: String,
    zones: Vec<ZoneRt>,
    deals: Vec<Option<ZoneDeal>>,
    sources: Vec<(usize, bool)>,
    actions: Vec<ActionRt>,
    cells: Vec<usize>,
    won: Vec<ConditionRt>,
    pub lost_when_no_moves: bool,
    counted: usize,
    deck: Vec<Card>,
    total_cards: usize,
    /// (zone refilled at once, the zone it is refilled from), in zone order.
    refills: Vec<(usize, Vec<usize>)>,
    /// (zone refilled by hand, the zone it is refilled from).
    by_hand: Vec<(usize, usize)>,
    /// (collecting zone, the zone it collects from, ranks it collects (0: complete suits)).
    collectors: Vec<(usize, usize, u16)>,
    /// The ranks a suit holds, highest first (a complete suit runs down through them).
    suit_ranks: Vec<u8>,
    progress: Vec<MeasureRt>,
    /// The `score` line, when there is one.
    score: Option<ScoreRt>,
    /// Zones whose piles may be reordered without changing the game (canonical keys).
    interchangeable: Vec<bool>,
    /// Per zone: its cards never leave it (see `solve_key`).
    compact: Vec<bool>,
    /// No two cards of the deck are alike (a single deck).
    unique_cards: bool,
    /// Cards whose stacks the solver's key puts in order (`twins.rs`), where the rules allow.
    twins: Option<twins::Twins>,
}

/// Why the native engine cannot run these rules (None: it can).
pub fn unsupported(rules: &Rules) -> Option<String> {
    if rules.players != 1 || rules.decks_per_player {
        return Some("more than one player".into());
    }
    if let Some(plugin) = rules.plugins.first() {
        return Some(format!("plugin '{plugin}'"));
    }
    for zone in &rules.zones {
        let name = &zone.name;
        let reason = if zone.per_player {
            Some("a zone per player")
        } else {
            None
        };
        if let Some(reason) = reason {
            return Some(format!("zone '{name}': {reason}"));
        }
    }
    for action in &rules.actions {
        if let Some(c) = action.when.iter().find(|c| !simple(c.kind)) {
            let kind = c.kind.name();
            return Some(format!("action '{}': condition {kind}", action.name));
        }
    }
    if let Some(c) = rules.won.iter().find(|c| !simple(c.kind)) {
        return Some(format!("won condition {}", c.kind.name()));
    }
    None
}

/// Positions the progress search may look at before it gives up (as `PROGRESS_SEARCH_LIMIT` in
/// kernel/engine/outcome.py: the two must agree, tests/test_native.py checks it).
pub const PROGRESS_SEARCH_LIMIT: usize = 20_000;

/// How a game has ended (docs/state.md), for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Won,
    Lost,
    Stuck,
}

enum MeasureRt {
    More(Vec<usize>),
    Fewer(Vec<usize>),
    FewerFaceDown(Vec<usize>),
    MoreInOrder(Vec<usize>),
}

/// What a `score` line counts in its zones (as `outcome.scores` in Python).
enum ScoreRt {
    Piles(Vec<usize>),
    Cards(Vec<usize>),
    CardsInOrder(Vec<usize>),
}

/// The shape the engine relies on, checked once: IR written by hand (or by another tool) gets a
/// reason here instead of a panic later. The language's checks give the same bounds.
fn validate(rules: &Rules) -> Result<(), String> {
    let rank = |r: u8| (1..=13).contains(&r);
    if rules.suits.is_empty() || !rules.suits.bytes().all(|c| SUITS.contains(&c)) {
        return Err(format!("suits {:?}: one or more of S H D C", rules.suits));
    }
    if rules.ranks.is_empty() || !rules.ranks.iter().all(|&r| rank(r)) {
        return Err("ranks: one or more of 1 to 13".into());
    }
    if !(1..=8).contains(&rules.decks) {
        return Err(format!("{} decks: 1 to 8", rules.decks));
    }
    for zone in &rules.zones {
        let name = &zone.name;
        let count = zone.count as usize;
        if count > 1000 {
            return Err(format!("zone '{name}' has {count} piles: 1 000 at most"));
        }
        if let Some(deal) = &zone.deal {
            let per_pile = |values: &[u32]| values.is_empty() || values.len() == count;
            let named_card =
                |r: u8, s: &str| rank(r) && s.len() == 1 && SUITS.contains(&s.as_bytes()[0]);
            let per_pile_list = match deal.amount {
                Amount::List => Some(deal.counts.len()),
                Amount::Cards => Some(deal.cards.len()),
                _ => None,
            };
            if per_pile_list.is_some_and(|n| n != count) {
                return Err(format!(
                    "zone '{name}': its deal names one count or card per pile"
                ));
            }
            let bad_card = match deal.amount {
                Amount::Rank => !rank(deal.rank),
                Amount::Card => !named_card(deal.rank, &deal.suit),
                Amount::Cards => !deal.cards.iter().all(|(r, s)| named_card(*r, s)),
                _ => false,
            };
            if bad_card {
                return Err(format!("zone '{name}': a named card that is no card"));
            }
            if deal.amount == Amount::BaseRank {
                let base = rules
                    .zones
                    .iter()
                    .find(|z| Some(&z.name) == deal.base_zone.as_ref());
                let fixed = base
                    .and_then(|b| b.deal.as_ref())
                    .is_some_and(|d| match d.amount {
                        Amount::Each => d.count > 0,
                        Amount::Steps => d.start > 0,
                        Amount::List => d.counts.first().is_some_and(|&c| c > 0),
                        _ => false,
                    });
                if !fixed || base.is_some_and(|b| b.name == *name || b.count == 0) {
                    return Err(format!(
                        "zone '{name}': the base zone of its deal deals no fixed cards \
                         to its first pile"
                    ));
                }
            }
            if !per_pile(&deal.bottom_down) {
                return Err(format!("zone '{name}': one face-down count per pile"));
            }
        }
        if zone.gives.count == 0 {
            return Err(format!("zone '{name}' gives 0 cards at a time"));
        }
        if zone.covered.len() > count || zone.covered.iter().flatten().any(|&c| c >= count) {
            return Err(format!(
                "zone '{name}': its covering map names piles it does not have"
            ));
        }
        let ranks = zone.takes_only.iter().chain(&zone.collects_ranks);
        let empty_ranks = zone.empty.iter().flat_map(|e| e.ranks.iter());
        if !ranks.chain(empty_ranks).all(|&r| rank(r)) {
            return Err(format!("zone '{name}': a rank outside 1 to 13"));
        }
        let rows = zone.rows.len().max(1);
        let row_cards = zone.empty.iter().flat_map(|e| e.row_cards.iter());
        for (row, r, s) in row_cards {
            if *row as usize >= rows
                || !rank(*r)
                || s.len() != 1
                || !SUITS.contains(&s.as_bytes()[0])
            {
                return Err(format!(
                    "zone '{name}': a row start names a card or row that is not there"
                ));
            }
        }
    }
    for action in &rules.actions {
        if action.amount == Some(0) {
            return Err(format!("action '{}' moves no card", action.name));
        }
        if action.packets == 0 {
            return Err(format!("action '{}' deals packets of 0 cards", action.name));
        }
    }
    let conditions = rules
        .won
        .iter()
        .chain(rules.actions.iter().flat_map(|a| &a.when));
    if conditions
        .into_iter()
        .any(|c| c.zones.is_empty() && c.kind != ConditionKind::UsedUp)
    {
        return Err("a condition names no zone".into());
    }
    Ok(())
}

/// `deal the other cards of the base rank of ZONE` (as `_deal_base_rank` in game.py): the card
/// at `at` is the base card; the other cards of its rank leave `cards` in deck order, one to each
/// of `target`'s piles while both last, and the base card keeps its place `at`.
fn deal_base_rank(cards: &mut Vec<Card>, target: &mut [Vec<Card>], at: usize) {
    let Some(&base) = cards.get(at) else {
        return;
    };
    let taken: Vec<usize> = (0..cards.len())
        .filter(|&k| k != at && rank(cards[k]) == rank(base))
        .take(target.len())
        .collect();
    for (pile, &k) in target.iter_mut().zip(&taken) {
        pile.push(cards[k]);
    }
    let before = taken.iter().filter(|&&k| k < at).count();
    let mut k = 0;
    cards.retain(|_| {
        k += 1;
        !taken.contains(&(k - 1))
    });
    if before > 0 {
        let card = cards.remove(at - before);
        cards.insert(at, card);
    }
}

/// The first pile of each row (as `ZoneSpec.row_starts`).
fn row_starts(zone: &ir::Zone) -> Vec<usize> {
    let whole = [zone.count];
    let rows = if zone.rows.is_empty() {
        &whole[..]
    } else {
        &zone.rows[..]
    };
    let mut starts = Vec::new();
    let mut index = 0;
    for &length in rows {
        if !starts.contains(&index) {
            starts.push(index);
        }
        index += length as usize;
    }
    starts.sort_unstable();
    starts
}

/// With `row_cards`: per pile, the key of the card it takes as the start of its row (the last
/// one named for a row wins, as in `_row_cards`); None without.
fn row_cards(zone: &ir::Zone) -> Option<Vec<Option<usize>>> {
    let empty = zone.empty.as_ref()?;
    if empty.row_cards.is_empty() {
        return None;
    }
    let firsts = row_starts(zone);
    let mut cards = vec![None; firsts.iter().max().map_or(0, |&m| m + 1)];
    for (row, r, s) in &empty.row_cards {
        let suit = SUITS.iter().position(|&c| s.as_bytes().first() == Some(&c));
        if let (Some(&first), Some(suit)) = (firsts.get(*row as usize), suit) {
            cards[first] = Some((*r as usize - 1) * 4 + suit);
        }
    }
    Some(cards)
}

/// Whether the core plays condition `kind` (all but `all_own_cards`, which needs players).
fn simple(kind: ConditionKind) -> bool {
    match kind {
        ConditionKind::Empty
        | ConditionKind::Piles
        | ConditionKind::AllCards
        | ConditionKind::InOrder
        | ConditionKind::UsedUp => true,
        ConditionKind::AllOwnCards => false,
    }
}

impl Game {
    pub fn from_json(text: &str) -> Result<Game, String> {
        Game::from_rules(&ir::parse(text)?)
    }

    /// The game of rules read by `ir::parse`; an error says why the core cannot run them.
    pub fn from_rules(rules: &Rules) -> Result<Game, String> {
        if let Some(reason) = unsupported(rules) {
            return Err(format!(
                "the native engine cannot run {}: {reason}",
                rules.name
            ));
        }
        validate(rules).map_err(|e| format!("rules IR of {}: {e}", rules.name))?;
        Game::compile(rules)
    }

    fn compile(rules: &Rules) -> Result<Game, String> {
        let index = |name: &str| -> Result<usize, String> {
            rules
                .zones
                .iter()
                .position(|z| z.name == name)
                .ok_or_else(|| format!("rules IR names an unknown zone '{name}'"))
        };
        let mut zones = Vec::new();
        for zone in &rules.zones {
            let only = rank_mask(&zone.takes_only);
            let unit = zone.gives.unit;
            let (empty, empty_ranks, empty_from, first_played, offset) = match &zone.empty {
                None => (EmptyKind::Nothing, 0, None, false, 0),
                Some(e) => {
                    let kind = e.what;
                    let from = match &e.from_zones {
                        None => None,
                        Some(names) => Some(
                            names
                                .iter()
                                .map(|n| index(n))
                                .collect::<Result<Vec<_>, _>>()?,
                        ),
                    };
                    let first_played = e.base_from == BaseFrom::FirstCardPlayed;
                    (kind, rank_mask(&e.ranks), from, first_played, e.offset)
                }
            };
            zones.push(ZoneRt {
                name: zone.name.clone(),
                count: zone.count as usize,
                growing: zone.growing,
                closes_gaps: zone.closes_gaps,
                turns_up: zone.turns_up,
                top_face_up: zone.top_face_up,
                is_cell: zone.kind == Kind::Cell,
                is_foundation: zone.kind == Kind::Foundation,
                unit,
                unit_count: zone.gives.count as usize,
                offsets: zone.gives.offsets.clone(),
                supermove: zone.gives.supermove,
                partial_for: match &zone.gives.partial_for {
                    Some(name) => Some(index(name)?),
                    None => None,
                },
                targets: Vec::new(),
                accepts: zone.builds.as_ref().map(|r| compile(r, only)),
                taken_by: zone.builds.as_ref().map(|r| transposed(&compile(r, only))),
                relation: zone.builds.as_ref().map(|r| compile(r, 0)),
                runs: zone.gives.run_rule.as_ref().map(|r| compile(r, 0)),
                empty,
                empty_ranks,
                empty_from,
                base_first_played: first_played,
                base_offset: offset,
                takes_only: only,
                single: zone.one_card_at_a_time,
                capacity: zone.capacity as usize,
                one_pile_per_suit: zone.one_pile_per_suit,
                accepts_cards: zone.builds.is_some() || empty != EmptyKind::Nothing,
                covers: zone.covered.clone(),
                uncovers: if zone.turns_up {
                    uncovering(&zone.covered, zone.count as usize)
                } else {
                    Vec::new()
                },
                base_zone: match zone.empty.as_ref().and_then(|e| e.base_zone.as_ref()) {
                    Some(name) => Some(index(name)?),
                    None => None,
                },
                pairs_to: match &zone.pairs_to {
                    Some(name) => Some(index(name)?),
                    None => None,
                },
                rows: zone.rows.iter().map(|&r| r as usize).collect(),
                row_starts: row_starts(zone),
                left: zone
                    .empty
                    .as_ref()
                    .and_then(|e| e.left_rule.as_ref())
                    .map(|r| compile(r, only)),
                row_cards: row_cards(zone),
            });
        }
        for (i, zone) in rules.zones.iter().enumerate() {
            if zones[i].unit == Unit::Nothing {
                continue;
            }
            zones[i].targets = match &zone.gives.to {
                None => (0..zones.len())
                    .filter(|&t| zones[t].accepts_cards)
                    .collect(),
                Some(names) => names
                    .iter()
                    .map(|n| index(n))
                    .collect::<Result<Vec<_>, _>>()?,
            };
        }
        let sources = (0..zones.len())
            .filter(|&i| zones[i].unit != Unit::Nothing && !zones[i].targets.is_empty())
            .map(|i| {
                let z = &zones[i];
                let by_offset = z.targets == [i]
                    && !z.offsets.is_empty()
                    && matches!(z.unit, Unit::Top | Unit::Pile);
                (i, by_offset)
            })
            .collect();
        let condition = |c: &ir::Condition| -> Result<ConditionRt, String> {
            let names = c
                .zones
                .iter()
                .map(|n| index(n))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(match c.kind {
                ConditionKind::UsedUp => {
                    // The first limited action of that name: its slot among the limited
                    // actions, as `_condition_holds` finds it.
                    let limited = rules.actions.iter().filter(|a| a.passes.is_some());
                    ConditionRt::UsedUp(
                        limited
                            .enumerate()
                            .find(|(_, a)| Some(&a.name) == c.action.as_ref())
                            .and_then(|(slot, a)| Some((slot, a.passes?))),
                    )
                }
                ConditionKind::Empty => ConditionRt::Empty(names),
                ConditionKind::Piles => ConditionRt::Piles(names[0], c.count as usize),
                ConditionKind::InOrder => ConditionRt::InOrder(names[0]),
                ConditionKind::AllCards => ConditionRt::AllCards(names),
                // Refused by `unsupported` before the game is compiled.
                ConditionKind::AllOwnCards => {
                    return Err("the native engine has no condition all_own_cards".into())
                }
            })
        };
        let mut actions = Vec::new();
        let mut counted = 0;
        for action in &rules.actions {
            let slot = counted;
            if action.passes.is_some() {
                counted += 1;
            }
            actions.push(ActionRt {
                name: action.name.clone(),
                amount: action.amount.map(|a| a as usize),
                source: index(&action.source)?,
                target: index(&action.target)?,
                mode: action.mode,
                face_up: action.face_up,
                when: action
                    .when
                    .iter()
                    .map(condition)
                    .collect::<Result<_, _>>()?,
                passes: action.passes,
                slot,
                blocked_by_empty: match &action.blocked_by_empty {
                    Some(name) => Some(index(name)?),
                    None => None,
                },
                out_of_order: action.out_of_order,
                shuffled: action.shuffled,
                leave_gaps: action.leave_gaps,
                packets: action.packets as usize,
            });
        }
        // Decks are built in S H D C order; named cards follow the order the file wrote.
        let suits: Vec<u8> = (0..4u8)
            .filter(|&s| rules.suits.as_bytes().contains(&SUITS[s as usize]))
            .collect();
        let written: Vec<u8> = rules
            .suits
            .bytes()
            .filter_map(|c| SUITS.iter().position(|&s| s == c).map(|s| s as u8))
            .collect();
        let mut deck = Vec::new();
        for _ in 0..rules.decks {
            for &s in &suits {
                for &r in &rules.ranks {
                    deck.push((r - 1) * 4 + s);
                }
            }
        }
        let deals = rules
            .zones
            .iter()
            .map(|zone| {
                zone.deal.as_ref().map(|d| {
                    let count = zone.count as usize;
                    let amount = match d.amount {
                        Amount::Each => DealRt::Fixed(vec![d.count as usize; count]),
                        Amount::Steps => {
                            DealRt::Fixed((0..count).map(|i| d.start as usize + i).collect())
                        }
                        Amount::List => {
                            DealRt::Fixed(d.counts.iter().map(|&c| c as usize).collect())
                        }
                        Amount::Rest => DealRt::Rest,
                        Amount::Rank => DealRt::Named(
                            (0..count)
                                .map(|i| (d.rank, written[i % written.len()]))
                                .collect(),
                        ),
                        Amount::Card => {
                            let s = SUITS.iter().position(|&c| c == d.suit.as_bytes()[0]);
                            DealRt::Named(vec![(d.rank, s.unwrap_or(0) as u8); count])
                        }
                        Amount::Cards => DealRt::Named(
                            d.cards
                                .iter()
                                .map(|(r, s)| {
                                    let s = SUITS.iter().position(|&c| c == s.as_bytes()[0]);
                                    (*r, s.unwrap_or(0) as u8)
                                })
                                .collect(),
                        ),
                        Amount::BaseRank => match d.base_zone.as_deref().map(index) {
                            Some(Ok(base)) => DealRt::BaseRank(base),
                            _ => DealRt::Fixed(Vec::new()),
                        },
                        Amount::Nothing => DealRt::Fixed(Vec::new()),
                    };
                    ZoneDeal {
                        amount,
                        face: d.face,
                        top_up: d.top_up as usize,
                        bottom_down: d.bottom_down.iter().map(|&c| c as usize).collect(),
                    }
                })
            })
            .collect();
        let won = rules.won.iter().map(condition).collect::<Result<_, _>>()?;
        let cells = (0..zones.len()).filter(|&i| zones[i].is_cell).collect();
        let total_cards = deck.len();
        let unique_cards = {
            let mut seen = 0u64;
            deck.iter().all(|&c| {
                let new = seen >> key(c) & 1 == 0;
                seen |= 1 << key(c);
                new
            })
        };
        let (mut refills, mut by_hand, mut collectors) = (Vec::new(), Vec::new(), Vec::new());
        for (z, zone) in rules.zones.iter().enumerate() {
            if let Some(supply) = &zone.refill_from {
                let supply = index(supply)?;
                if zone.refill_by_hand {
                    by_hand.push((z, supply));
                } else {
                    let mut supplies = vec![supply];
                    for then in &zone.refill_then {
                        supplies.push(index(then)?);
                    }
                    refills.push((z, supplies));
                }
            }
            if let Some(source) = &zone.collects_from {
                collectors.push((z, index(source)?, rank_mask(&zone.collects_ranks)));
            }
        }
        let mut suit_ranks = rules.ranks.clone();
        suit_ranks.sort_unstable_by(|a, b| b.cmp(a));
        let mut progress = Vec::new();
        for m in &rules.progress {
            if m.kind == MeasureKind::MoreInOrder {
                // Only the zones named: none named counts no card.
                let zones = m.zones.iter().map(|n| index(n));
                progress.push(MeasureRt::MoreInOrder(zones.collect::<Result<_, _>>()?));
                continue;
            }
            let zones = if m.zones.is_empty() {
                (0..rules.zones.len()).collect()
            } else {
                m.zones
                    .iter()
                    .map(|n| index(n))
                    .collect::<Result<Vec<_>, _>>()?
            };
            progress.push(match m.kind {
                MeasureKind::More => MeasureRt::More(zones),
                MeasureKind::Fewer => MeasureRt::Fewer(zones),
                MeasureKind::FewerFaceDown => MeasureRt::FewerFaceDown(zones),
                MeasureKind::MoreInOrder => unreachable!("handled above"),
            });
        }
        let score = match &rules.score {
            None => None,
            Some(score) => {
                let zones = score
                    .zones
                    .iter()
                    .map(|n| index(n))
                    .collect::<Result<Vec<_>, _>>()?;
                Some(match score.kind {
                    ScoreKind::Piles => ScoreRt::Piles(zones),
                    ScoreKind::CardsInOrder => ScoreRt::CardsInOrder(zones),
                    // One player owns every card: "cards by owner" counts them all.
                    ScoreKind::Cards | ScoreKind::CardsByOwner => ScoreRt::Cards(zones),
                })
            }
        };
        // As Game._interchangeable: piles whose place means nothing.
        let dealt_by_row: Vec<&str> = rules
            .actions
            .iter()
            .filter(|a| matches!(a.mode, Mode::Each | Mode::Gather))
            .map(|a| a.target.as_str())
            .collect();
        let interchangeable = rules
            .zones
            .iter()
            .map(|z| {
                !z.growing
                    && z.gives.offsets.is_empty()
                    && !z
                        .empty
                        .as_ref()
                        .is_some_and(|e| matches!(e.what, EmptyKind::Base | EmptyKind::Left))
                    && z.covered.is_empty()
                    && !dealt_by_row.contains(&z.name.as_str())
                    && z.count > 1
            })
            .collect();
        // Zones whose cards never leave (no move, action, refill or collection takes from
        // them): what a position holds there matters only by each pile's size, bottom card (a
        // base rank, one pile per suit) and top card (what builds on it), so the solver's key
        // keeps only those (a foundation's order of play is forgotten).
        let compact = rules
            .zones
            .iter()
            .map(|z| {
                let name = z.name.as_str();
                z.gives.unit == Unit::Nothing
                    && !rules.actions.iter().any(|a| a.source == name)
                    && !rules.zones.iter().any(|other| {
                        other.refill_from.as_deref() == Some(name)
                            || other.refill_then.iter().any(|t| t == name)
                            || other.collects_from.as_deref() == Some(name)
                    })
            })
            .collect();
        let mut game = Game {
            name: rules.name.clone(),
            zones,
            deals,
            sources,
            actions,
            cells,
            won,
            lost_when_no_moves: rules.lost_when_no_moves,
            counted,
            deck,
            total_cards,
            refills,
            by_hand,
            collectors,
            suit_ranks,
            progress,
            score,
            interchangeable,
            compact,
            unique_cards,
            twins: None,
        };
        game.twins = game.find_twins();
        Ok(game)
    }

    pub fn zone_names(&self) -> Vec<String> {
        self.zones.iter().map(|z| z.name.clone()).collect()
    }

    pub fn action_names(&self) -> Vec<String> {
        self.actions.iter().map(|a| a.name.clone()).collect()
    }

    /// The mode of each action, as the IR names it (`draw`: its moves play a buried card).
    pub fn action_modes(&self) -> Vec<&'static str> {
        self.actions.iter().map(|a| a.mode.name()).collect()
    }

    /// The deal for `seed`, as `Game.deal(seed=...)` makes it.
    pub fn deal(&self, seed: u64) -> State {
        let mut cards = self.deck.clone();
        pcg::shuffle(&mut cards, seed, 0);
        let mut piles: Vec<Vec<Vec<Card>>> = self
            .zones
            .iter()
            .map(|z| vec![Vec::new(); z.count])
            .collect();
        // Named cards first: the first copy in deck order.
        for (z, deal) in self.deals.iter().enumerate() {
            if let Some(ZoneDeal {
                amount: DealRt::Named(wanted),
                ..
            }) = deal
            {
                for (i, &(r, s)) in wanted.iter().enumerate() {
                    if let Some(k) = cards.iter().position(|&c| rank(c) == r && suit(c) == s) {
                        piles[z][i].push(cards.remove(k));
                    }
                }
            }
        }
        // The other cards of a base rank next: the base card keeps its place in the deal.
        for (z, deal) in self.deals.iter().enumerate() {
            if let Some(ZoneDeal {
                amount: DealRt::BaseRank(base),
                ..
            }) = deal
            {
                let at = self.base_card_at(*base);
                deal_base_rank(&mut cards, &mut piles[z], at);
            }
        }
        let mut position = 0;
        let mut rest_zone = None;
        for (z, deal) in self.deals.iter().enumerate() {
            match deal {
                Some(ZoneDeal {
                    amount: DealRt::Fixed(sizes),
                    ..
                }) => {
                    for (i, &size) in sizes.iter().enumerate() {
                        let end = (position + size).min(cards.len());
                        let start = position.min(cards.len());
                        piles[z][i].extend_from_slice(&cards[start..end]);
                        position += size;
                    }
                }
                Some(ZoneDeal {
                    amount: DealRt::Rest,
                    ..
                }) if rest_zone.is_none() => rest_zone = Some(z),
                _ => {}
            }
        }
        if let Some(z) = rest_zone {
            let remaining = &cards[position.min(cards.len())..];
            let target = &mut piles[z];
            if self.zones[z].growing {
                target.extend(remaining.iter().map(|&c| vec![c]));
            } else if target.len() == 1 {
                target[0].extend(remaining.iter().rev());
            } else if !target.is_empty() {
                let n = target.len();
                for (j, &card) in remaining.iter().enumerate() {
                    target[j % n].push(card);
                }
            }
        }
        for (z, deal) in self.deals.iter().enumerate() {
            for (i, pile) in piles[z].iter_mut().enumerate() {
                let n = pile.len();
                for (k, card) in pile.iter_mut().enumerate() {
                    let up = match deal {
                        None => true,
                        Some(d) => match d.face {
                            Face::Up => true,
                            Face::Down => false,
                            Face::Bottom => k >= d.bottom_down.get(i).copied().unwrap_or(0),
                            Face::Top => k + d.top_up >= n,
                            Face::Covered => {
                                self.zones[z].covers.get(i).is_none_or(|by| by.is_empty())
                            }
                        },
                    };
                    *card = turned(*card, up);
                }
            }
        }
        let mut state = State {
            zones: piles
                .into_iter()
                .map(|zone| Zone::new(zone.into_iter().map(Pile::from).collect()))
                .collect(),
            redeals: vec![0; self.counted],
        };
        self.turn_tops_up(&mut state);
        // Cards a zone collects leave at once, also from the deal.
        self.collect(state)
    }

    /// Where the first card dealt to the first pile of zone `base` lies in the deck, the named
    /// cards taken out: after the fixed deals of the zones before it.
    fn base_card_at(&self, base: usize) -> usize {
        self.deals[..base]
            .iter()
            .map(|deal| match deal {
                Some(ZoneDeal {
                    amount: DealRt::Fixed(sizes),
                    ..
                }) => sizes.iter().sum(),
                _ => 0,
            })
            .sum()
    }

    // -- move generation ------------------------------------------------------------------

    /// Every legal move, in the Python engine's order.
    pub fn legal_moves(&self, state: &State) -> Vec<Move> {
        let mut out = Vec::with_capacity(32); // room for most positions' moves at once
        for &(source, by_offset) in &self.sources {
            if by_offset {
                self.offset_moves(state, source, &mut out);
            } else {
                self.source_moves(state, source, &mut out);
            }
        }
        for (a, action) in self.actions.iter().enumerate() {
            self.action_move(state, a, action, &mut out);
        }
        if !self.by_hand.is_empty() {
            out.retain(|m| !self.refill_blocks(state, m));
        }
        out
    }

    /// A move that puts cards from elsewhere into an empty pile of a zone refilled by hand
    /// while the zone it is refilled from has cards (only that zone's top card may go there).
    fn refill_blocks(&self, state: &State, m: &Move) -> bool {
        let (Some((zone, pile)), None) = (m.target, m.action) else {
            return false;
        };
        self.by_hand.iter().any(|&(z, supply)| {
            z == zone
                && m.source.0 != supply
                && state.zones[supply].first().is_some_and(|p| !p.is_empty())
                && state.zones[zone][pile].is_empty()
        })
    }

    fn covered(zone: &ZoneRt, piles: &[Pile], j: usize) -> bool {
        zone.covers
            .get(j)
            .is_some_and(|by| by.iter().any(|&k| !piles[k].is_empty()))
    }

    /// The units a pile of `zone` gives (cards counted from the top, and the bottom card of
    /// each), into `units` (cleared first).
    fn units(&self, zone: &ZoneRt, pile: &Pile, units: &mut Vec<(usize, Card)>) {
        units.clear();
        let top = pile[pile.len() - 1];
        match zone.unit {
            Unit::Top => units.push((1, top)),
            Unit::Pile => units.push((pile.len(), top)),
            Unit::TopOrPile => {
                units.push((1, top));
                if pile.len() > 1 && face_up(pile[0]) {
                    units.push((pile.len(), pile[0]));
                }
            }
            Unit::Count => {
                let n = zone.unit_count;
                if pile.len() >= n && face_up(pile[pile.len() - n]) {
                    units.push((n, pile[pile.len() - n]));
                }
            }
            Unit::Runs | Unit::FaceUp => {
                units.push((1, top));
                for k in (0..pile.len() - 1).rev() {
                    let (below, above) = (pile[k], pile[k + 1]);
                    let linked = match (&zone.runs, zone.unit) {
                        (Some(table), Unit::Runs) => table[key(below)] >> key(above) & 1 == 1,
                        _ => true,
                    };
                    if !face_up(below) || !linked {
                        break;
                    }
                    units.push((pile.len() - k, below));
                }
            }
            Unit::Nothing => {}
        }
    }

    /// `part of a run only to uncover a card for ZONE`: the top card and the whole run always
    /// move; a part of the run only when the card it leaves on top could go to a pile of `zone`.
    fn restrict_partial(
        &self,
        state: &State,
        source: usize,
        zone: usize,
        pile: &Pile,
        units: &mut Vec<(usize, Card)>,
    ) {
        if units.len() <= 2 {
            return;
        }
        let last = units.len() - 1;
        let piles = &state.zones[zone];
        let mut k = 0;
        units.retain(|&(count, _)| {
            let keep = k == 0 || k == last || {
                let left = pile[pile.len() - count - 1];
                (0..piles.len()).any(|j| self.accepts(state, zone, piles, j, left, 1, source))
            };
            k += 1;
            keep
        });
    }

    fn base_rank(&self, target: &ZoneRt, piles: &[Pile]) -> Option<u8> {
        let bottom = if target.base_first_played {
            piles.iter().find(|p| !p.is_empty()).map(|p| p[0])
        } else {
            piles.first().and_then(|p| p.first().copied())
        }?;
        Some(((rank(bottom) as i32 + target.base_offset - 1).rem_euclid(13) + 1) as u8)
    }

    /// Whether pile `j`, the first of its row, takes `card` under `empty accepts ... from its
    /// left neighbour`: the card named for its row, or a card of the row-start ranks.
    fn takes_at_row_start(zone: &ZoneRt, j: usize, card: Card) -> bool {
        match &zone.row_cards {
            Some(cards) => cards.get(j).copied().flatten() == Some(key(card)),
            None => zone.empty_ranks & (1 << rank(card)) != 0,
        }
    }

    /// (first pile, length, piles in order) for each row of zone `z`, as `row_order`: a row's
    /// cards are in order from its start while each top card is one its pile could take if it
    /// were empty.
    fn row_order(&self, z: usize, piles: &[Pile]) -> Vec<(usize, usize, usize)> {
        let zone = &self.zones[z];
        let whole = [piles.len()];
        let rows = if zone.rows.is_empty() {
            &whole[..]
        } else {
            &zone.rows[..]
        };
        let mut result = Vec::with_capacity(rows.len());
        let mut start = 0;
        for &length in rows {
            let mut k = 0;
            let mut below: Option<Card> = None;
            while k < length {
                let Some(&card) = piles.get(start + k).and_then(|p| p.last()) else {
                    break;
                };
                if !face_up(card) {
                    break;
                }
                let fits = match below {
                    None => Self::takes_at_row_start(zone, start, card),
                    Some(b) => zone
                        .left
                        .as_ref()
                        .is_some_and(|t| t[key(b)] >> key(card) & 1 == 1),
                };
                if !fits {
                    break;
                }
                below = Some(card);
                k += 1;
            }
            result.push((start, length, k));
            start += length;
        }
        result
    }

    /// The cards lying in order in the rows of `zones`.
    fn in_order(&self, state: &State, zones: &[usize]) -> usize {
        zones
            .iter()
            .flat_map(|&z| self.row_order(z, &state.zones[z]))
            .map(|(_, _, k)| k)
            .sum()
    }

    /// The piles a `gather` action picks up, and those it deals back into (`gathering`).
    fn gathering(&self, action: &ActionRt, piles: &[Pile]) -> (Vec<usize>, Vec<usize>) {
        let zone = &self.zones[action.source];
        let (places, firsts): (Vec<usize>, Vec<usize>) = if action.out_of_order {
            let rows = self.row_order(action.source, piles);
            let places = rows
                .iter()
                .flat_map(|&(start, length, k)| start + k..(start + length).min(piles.len()))
                .collect();
            let firsts = rows
                .iter()
                .filter(|&&(_, length, k)| k < length)
                .map(|&(start, _, k)| start + k)
                .collect();
            (places, firsts)
        } else {
            ((0..piles.len()).collect(), zone.row_starts.clone())
        };
        let receivers = places
            .iter()
            .copied()
            .filter(|j| !(action.leave_gaps && firsts.contains(j)))
            .collect();
        (places, receivers)
    }

    /// The seed of a shuffle during play, read from the position (docs/deals.md): the first 8
    /// bytes of the SHA-256 of its text, big-endian.
    fn position_seed(state: &State) -> u64 {
        let mut text = String::new();
        let piles = state.zones.iter().flat_map(|zone| zone.iter());
        for (n, pile) in piles.enumerate() {
            if n > 0 {
                text.push(';');
            }
            for (k, &card) in pile.iter().enumerate() {
                if k > 0 {
                    text.push(',');
                }
                text.push_str(&card_text(card));
                text.push_str("@1");
            }
        }
        text.push(';');
        let counts: Vec<String> = state.redeals.iter().map(u32::to_string).collect();
        text.push_str(&counts.join(","));
        let digest = sha256::digest(text.as_bytes());
        let mut first = [0u8; 8];
        first.copy_from_slice(&digest[..8]);
        u64::from_be_bytes(first)
    }

    #[allow(clippy::too_many_arguments)]
    fn empty_accepts(
        &self,
        state: &State,
        t: usize,
        piles: &[Pile],
        j: usize,
        card: Card,
        source: usize,
    ) -> bool {
        let target = &self.zones[t];
        let r = rank(card);
        match target.empty {
            EmptyKind::Nothing => return false,
            EmptyKind::Ranks if target.empty_ranks & (1 << r) == 0 => return false,
            EmptyKind::Base => {
                let base_piles = target.base_zone.map_or(piles, |b| &state.zones[b][..]);
                if let Some(base) = self.base_rank(target, base_piles) {
                    if base != r {
                        return false;
                    }
                }
            }
            EmptyKind::Left => {
                if target.row_starts.contains(&j) {
                    if !Self::takes_at_row_start(target, j, card) {
                        return false;
                    }
                } else {
                    let left = j.checked_sub(1).and_then(|l| piles.get(l)?.last());
                    let fits = match (left, &target.left) {
                        (Some(&top), Some(table)) => {
                            face_up(top) && table[key(top)] >> key(card) & 1 == 1
                        }
                        _ => false,
                    };
                    if !fits {
                        return false;
                    }
                }
            }
            EmptyKind::Any | EmptyKind::Ranks => {}
        }
        if target.takes_only != 0 && target.takes_only & (1 << r) == 0 {
            return false;
        }
        if let Some(from) = &target.empty_from {
            if !from.contains(&source) {
                return false;
            }
        }
        if target.one_pile_per_suit
            && piles
                .iter()
                .any(|p| !p.is_empty() && suit(p[0]) == suit(card))
        {
            return false;
        }
        true
    }

    #[allow(clippy::too_many_arguments)]
    fn accepts(
        &self,
        state: &State,
        t: usize,
        piles: &[Pile],
        j: usize,
        card: Card,
        count: usize,
        source: usize,
    ) -> bool {
        let target = &self.zones[t];
        if count > 1 && target.single {
            return false;
        }
        if target.capacity > 0 && piles[j].len() + count > target.capacity {
            return false;
        }
        if Self::covered(target, piles, j) {
            return false;
        }
        match piles[j].last() {
            Some(&top) => match &target.accepts {
                Some(table) => face_up(top) && table[key(top)] >> key(card) & 1 == 1,
                None => false,
            },
            None => self.empty_accepts(state, t, piles, j, card, source),
        }
    }

    fn offset_moves(&self, state: &State, s: usize, out: &mut Vec<Move>) {
        let zone = &self.zones[s];
        let piles = &state.zones[s];
        let n = piles.len();
        let mut found: Vec<(usize, usize, usize)> = Vec::new();
        for (order, &offset) in zone.offsets.iter().enumerate() {
            if offset == 0 {
                continue; // never a pile onto itself
            }
            for i in 0..n {
                let j = i as i64 + offset as i64;
                if j < 0 || j >= n as i64 {
                    continue;
                }
                let j = j as usize;
                let (Some(&card), target) = (piles[i].last(), &piles[j]) else {
                    continue;
                };
                if !face_up(card) {
                    continue;
                }
                let ok = match target.last() {
                    Some(&top) => match &zone.accepts {
                        Some(table) => face_up(top) && table[key(top)] >> key(card) & 1 == 1,
                        None => false,
                    },
                    None => {
                        zone.empty != EmptyKind::Nothing
                            && self.empty_accepts(state, s, piles, j, card, s)
                    }
                };
                if ok {
                    found.push((i, order, j));
                }
            }
        }
        found.sort_unstable();
        for (i, _, j) in found {
            let count = if zone.unit == Unit::Pile {
                piles[i].len()
            } else {
                1
            };
            if count > 1 && zone.single {
                continue;
            }
            if zone.capacity > 0 && piles[j].len() + count > zone.capacity {
                continue;
            }
            out.push(Move {
                source: (s, i),
                target: Some((s, j)),
                count,
                action: None,
            });
        }
    }

    fn source_moves(&self, state: &State, s: usize, out: &mut Vec<Move>) {
        let tops = self.open_tops(state, s);
        self.source_moves_onto(state, s, tops.as_ref(), out);
    }

    /// Per target zone of zone `s` (the first few), with a single deck: the keys of its open
    /// face-up top cards and the pile each lies on, so that the piles taking a card are found
    /// from `taken_by` in one mask, in the order of their top cards, not by looking at each.
    /// None where that does not apply.
    fn open_tops(&self, state: &State, s: usize) -> Option<OpenTops> {
        let zone = &self.zones[s];
        let mut open_tops = [(0u64, [0u16; 52]); 4];
        if !self.unique_cards || zone.targets.len() > open_tops.len() {
            return None;
        }
        for (&t, (mask, pile_of)) in zone.targets.iter().zip(open_tops.iter_mut()) {
            let (target, t_piles) = (&self.zones[t], &state.zones[t]);
            for (j, p) in t_piles.iter().enumerate() {
                match p.last() {
                    Some(&top) if face_up(top) && !Self::covered(target, t_piles, j) => {
                        *mask |= 1 << key(top);
                        pile_of[key(top)] = j as u16;
                    }
                    _ => {}
                }
            }
        }
        Some(open_tops)
    }

    /// The moves of zone `s`'s cards (`source_moves`), with `open_tops` the open tops of its
    /// target zones in `state` (or in a position whose target zones are the same).
    fn source_moves_onto(
        &self,
        state: &State,
        s: usize,
        open_tops: Option<&OpenTops>,
        out: &mut Vec<Move>,
    ) {
        let zone = &self.zones[s];
        let piles = &state.zones[s];
        let (mut limit_card, mut limit_empty) = (usize::MAX, usize::MAX);
        if zone.supermove {
            let free: usize = self
                .cells
                .iter()
                .map(|&c| state.zones[c].iter().filter(|p| p.is_empty()).count())
                .sum();
            let empty_here = piles.iter().filter(|p| p.is_empty()).count();
            limit_card = (free + 1) << empty_here;
            limit_empty = (free + 1) << empty_here.saturating_sub(1);
        }
        let mut units = Vec::new(); // each pile's units, in one buffer
                                    // Per target zone: whether it has an open empty pile, found once.
        let has_open_empty: Vec<bool> = zone
            .targets
            .iter()
            .map(|&t| {
                let (target, t_piles) = (&self.zones[t], &state.zones[t]);
                (0..t_piles.len())
                    .any(|j| t_piles[j].is_empty() && !Self::covered(target, t_piles, j))
            })
            .collect();
        for (i, pile) in piles.iter().enumerate() {
            let Some(&top) = pile.last() else { continue };
            if !face_up(top) || Self::covered(zone, piles, i) {
                continue; // a covered card cannot move
            }
            self.units(zone, pile, &mut units);
            if let Some(p) = zone.partial_for {
                self.restrict_partial(state, s, p, pile, &mut units);
            }
            for (n, &t) in zone.targets.iter().enumerate() {
                let target = &self.zones[t];
                let t_piles = &state.zones[t];
                let same = t == s;
                if same && !zone.offsets.is_empty() {
                    for &offset in &zone.offsets {
                        let j = i as i64 + offset as i64;
                        if offset == 0 || j < 0 || j >= t_piles.len() as i64 {
                            continue;
                        }
                        for &(count, card) in &units {
                            if self.accepts(state, t, t_piles, j as usize, card, count, s) {
                                out.push(Move {
                                    source: (s, i),
                                    target: Some((t, j as usize)),
                                    count,
                                    action: None,
                                });
                            }
                        }
                    }
                    continue;
                }
                for &(count, card) in &units {
                    if count > 1 && target.single {
                        continue;
                    }
                    if let (Some(open_tops), Some(taken_by)) = (open_tops, &target.taken_by) {
                        if count <= limit_card {
                            let (open, pile_of) = &open_tops[n];
                            let mut fits = taken_by[key(card)] & open;
                            while fits != 0 {
                                let j = pile_of[fits.trailing_zeros() as usize] as usize;
                                fits &= fits - 1;
                                if (same && j == i)
                                    || (target.capacity > 0
                                        && t_piles[j].len() + count > target.capacity)
                                {
                                    continue;
                                }
                                out.push(Move {
                                    source: (s, i),
                                    target: Some((t, j)),
                                    count,
                                    action: None,
                                });
                            }
                        }
                    } else if let Some(table) = &target.accepts {
                        if count <= limit_card {
                            let mut onto: Vec<(usize, usize)> = t_piles
                                .iter()
                                .enumerate()
                                .filter_map(|(j, p)| {
                                    let &top = p.last()?;
                                    let fits = face_up(top)
                                        && table[key(top)] >> key(card) & 1 == 1
                                        && !Self::covered(target, t_piles, j);
                                    (fits && !(same && j == i)).then_some((key(top), j))
                                })
                                .collect();
                            onto.sort_unstable();
                            for (_, j) in onto {
                                if target.capacity > 0 && t_piles[j].len() + count > target.capacity
                                {
                                    continue;
                                }
                                out.push(Move {
                                    source: (s, i),
                                    target: Some((t, j)),
                                    count,
                                    action: None,
                                });
                            }
                        }
                    }
                    if count > if same { limit_empty } else { limit_card } {
                        continue;
                    }
                    let open =
                        |j: usize| t_piles[j].is_empty() && !Self::covered(target, t_piles, j);
                    if target.empty == EmptyKind::Nothing
                        || (target.capacity > 0 && count > target.capacity)
                        || !has_open_empty[n]
                    {
                        continue;
                    }
                    if target.empty == EmptyKind::Left {
                        // Each empty pile has its own rule: ask it for each.
                        for j in 0..t_piles.len() {
                            if open(j) && self.empty_accepts(state, t, t_piles, j, card, s) {
                                out.push(Move {
                                    source: (s, i),
                                    target: Some((t, j)),
                                    count,
                                    action: None,
                                });
                            }
                        }
                    } else if self.empty_accepts(state, t, t_piles, 0, card, s) {
                        for j in 0..t_piles.len() {
                            if open(j) && !(same && j == i) {
                                out.push(Move {
                                    source: (s, i),
                                    target: Some((t, j)),
                                    count,
                                    action: None,
                                });
                            }
                        }
                    }
                }
            }
        }
    }

    fn holds(&self, state: &State, condition: &ConditionRt) -> bool {
        match condition {
            ConditionRt::Empty(zones) => zones
                .iter()
                .all(|&z| state.zones[z].iter().all(|p| p.is_empty())),
            ConditionRt::Piles(z, count) => state.zones[*z].len() == *count,
            ConditionRt::AllCards(zones) => {
                zones
                    .iter()
                    .map(|&z| state.zones[z].iter().map(|pile| pile.len()).sum::<usize>())
                    .sum::<usize>()
                    == self.total_cards
            }
            ConditionRt::InOrder(z) => {
                let piles = &state.zones[*z];
                self.row_order(*z, piles).iter().all(|&(start, length, k)| {
                    let end = (start + length).min(piles.len());
                    piles[(start + k).min(end)..end]
                        .iter()
                        .all(|p| p.is_empty())
                })
            }
            ConditionRt::UsedUp(used) => {
                used.is_some_and(|(slot, passes)| state.redeals[slot] + 1 >= passes)
            }
        }
    }

    fn blocked(&self, state: &State, action: &ActionRt) -> bool {
        if !action.when.iter().all(|c| self.holds(state, c)) {
            return true;
        }
        if let Some(passes) = action.passes {
            if state.redeals[action.slot] + 1 >= passes {
                return true;
            }
        }
        match action.blocked_by_empty {
            Some(z) => state.zones[z].iter().any(|p| p.is_empty()),
            None => false,
        }
    }

    fn action_move(&self, state: &State, a: usize, action: &ActionRt, out: &mut Vec<Move>) {
        let source = &state.zones[action.source];
        if action.mode == Mode::Draw {
            if source.iter().any(|p| p.len() > 1) && !self.blocked(state, action) {
                self.draw_moves(state, a, action, out);
            }
            return;
        }
        if action.mode == Mode::Gather {
            let (places, receivers) = self.gathering(action, source);
            let count: usize = places.iter().map(|&j| source[j].len()).sum();
            if count == 0 || receivers.is_empty() || self.blocked(state, action) {
                return; // nothing to gather, or nowhere to deal it
            }
            out.push(Move {
                source: (action.source, 0),
                target: None,
                count,
                action: Some(a),
            });
            return;
        }
        let Some(first) = source.first() else { return };
        if first.is_empty() || self.blocked(state, action) {
            return;
        }
        if action.mode != Mode::NewPile && state.zones[action.target].is_empty() {
            return; // no pile to give to (a growing zone that has none yet)
        }
        let size = first.len();
        let capped = match action.amount {
            Some(amount) if amount <= size => amount,
            _ => size,
        };
        let (target, count) = match action.mode {
            Mode::Each | Mode::Gather => {
                let piles = state.zones[action.target].len();
                (
                    None,
                    action
                        .amount
                        .map_or(size, |amount| size.min(amount * piles)),
                )
            }
            Mode::NewPile => (
                Some((action.target, state.zones[action.target].len())),
                capped,
            ),
            Mode::Top | Mode::Draw => (Some((action.target, 0)), capped),
        };
        out.push(Move {
            source: (action.source, 0),
            target,
            count,
            action: Some(a),
        });
    }

    /// A `draw` action's moves (as `_draw_generator`): each face-up card under the top card of
    /// an uncovered pile of the source zone, deepest last (the move's count is its place from
    /// the top), onto every other pile where a top card of that zone could go (the zones it
    /// gives to, their build and empty rules, the zone's offsets within itself).
    fn draw_moves(&self, state: &State, a: usize, action: &ActionRt, out: &mut Vec<Move>) {
        let s = action.source;
        let zone = &self.zones[s];
        let piles = &state.zones[s];
        for (i, pile) in piles.iter().enumerate() {
            if pile.len() < 2 || Self::covered(zone, piles, i) {
                continue;
            }
            for depth in 2..=pile.len() {
                let card = pile[pile.len() - depth];
                if !face_up(card) {
                    continue;
                }
                for &t in &zone.targets {
                    let t_piles = &state.zones[t];
                    for j in 0..t_piles.len() {
                        if t == s
                            && (j == i
                                || (!zone.offsets.is_empty()
                                    && !zone.offsets.contains(&(j as i32 - i as i32))))
                        {
                            continue;
                        }
                        if self.accepts(state, t, t_piles, j, card, 1, s) {
                            out.push(Move {
                                source: (s, i),
                                target: Some((t, j)),
                                count: depth,
                                action: Some(a),
                            });
                        }
                    }
                }
            }
        }
    }

    // -- applying moves -------------------------------------------------------------------

    /// The position after `mv`, a move `legal_moves` listed.
    pub fn apply(&self, state: &State, mv: &Move) -> State {
        let mut next = match mv.action {
            Some(a) if self.actions[a].mode == Mode::Draw => {
                self.apply_draw(state, &self.actions[a], mv)
            }
            Some(a) => self.apply_action(state, &self.actions[a], mv.count),
            None => {
                let (t, j) = mv.target.expect("a card move has a target");
                let (s, i) = mv.source;
                let mut next = self.move_cards(state, s, i, t, j, mv.count, None);
                if let Some(pairs) = self.zones[t].pairs_to {
                    if !state.zones[t][j].is_empty() {
                        // The cards just put on a card leave with it (a pair), for `pairs`.
                        let closed = s == t && next.zones[t].len() < state.zones[t].len();
                        let j = if closed && i < j { j - 1 } else { j };
                        next = self.move_cards(&next, t, j, pairs, 0, mv.count + 1, None);
                    }
                }
                next
            }
        };
        for (zone, supplies) in &self.refills {
            next = self.refill(next, *zone, supplies);
        }
        self.turn_tops_up(&mut next);
        self.collect(next)
    }

    /// `keeps its top card face up` (as `Game._turn_tops_up`): a face-down top card of a pile
    /// of such a zone is turned face up, after the deal and after every move.
    fn turn_tops_up(&self, state: &mut State) {
        for (zone, piles) in self.zones.iter().zip(state.zones.iter_mut()) {
            let face_down = |p: &Pile| p.last().is_some_and(|&top| !face_up(top));
            if zone.top_face_up && piles.iter().any(face_down) {
                piles_of(piles).iter_mut().for_each(top_turned_up);
            }
        }
    }

    /// Every empty pile of `zone` takes the top card of the first pile of the first of
    /// `supplies` that has a card, face up, while there are cards.
    fn refill(&self, mut state: State, zone: usize, supplies: &[usize]) -> State {
        for index in 0..state.zones[zone].len() {
            if !state.zones[zone][index].is_empty() {
                continue;
            }
            let Some(&supply) = supplies
                .iter()
                .find(|&&s| state.zones[s].first().is_some_and(|p| !p.is_empty()))
            else {
                break;
            };
            state = self.move_cards(&state, supply, 0, zone, index, 1, Some(true));
        }
        state
    }

    /// Complete suits (or top cards of the collected ranks) move to their collecting zone, as
    /// `Game._collect` does.
    fn collect(&self, mut state: State) -> State {
        for &(collector, source, ranks) in &self.collectors {
            'again: loop {
                for index in 0..state.zones[source].len() {
                    let pile = &state.zones[source][index];
                    let count = if ranks != 0 {
                        match pile.last() {
                            Some(&top) if face_up(top) && ranks & (1 << rank(top)) != 0 => 1,
                            _ => continue,
                        }
                    } else if self.complete_suit(pile) {
                        self.suit_ranks.len()
                    } else {
                        continue;
                    };
                    let piles = &state.zones[collector];
                    let free = match piles.iter().position(|p| p.is_empty()) {
                        Some(free) => free,
                        None if ranks == 0 || piles.is_empty() => return state,
                        None => piles.len() - 1,
                    };
                    state = self.move_cards(&state, source, index, collector, free, count, None);
                    continue 'again;
                }
                break;
            }
        }
        state
    }

    /// The top cards run from the highest rank down to the lowest in one suit, face up.
    fn complete_suit(&self, pile: &Pile) -> bool {
        let n = self.suit_ranks.len();
        if pile.len() < n {
            return false;
        }
        let run = &pile[pile.len() - n..];
        run.iter()
            .zip(&self.suit_ranks)
            .all(|(&c, &r)| face_up(c) && suit(c) == suit(run[0]) && rank(c) == r)
    }

    #[allow(clippy::too_many_arguments)]
    fn move_cards(
        &self,
        state: &State,
        s: usize,
        i: usize,
        t: usize,
        j: usize,
        count: usize,
        face: Option<bool>,
    ) -> State {
        let mut next = state.clone();
        let pile = &mut piles_of(&mut next.zones[s])[i];
        let cut = pile.len() - count;
        let mut moving = pile[cut..].to_vec();
        if let Some(up) = face {
            moving.iter_mut().for_each(|c| *c = turned(*c, up));
        }
        *pile = Pile::from(&pile[..cut]);
        if self.zones[s].turns_up {
            top_turned_up(pile);
        }
        let emptied = pile.is_empty();
        changed(&mut piles_of(&mut next.zones[t])[j], |cards| {
            cards.extend(moving)
        });
        if emptied && self.zones[s].closes_gaps {
            piles_of(&mut next.zones[s]).remove(i);
        } else if emptied {
            self.turn_up_uncovered(piles_of(&mut next.zones[s]), s, i);
        }
        next
    }

    /// `turns up exposed cards` with a covering map: pile `emptied` of zone `z` has just
    /// emptied, so each pile it covered whose covering piles are all empty now has its
    /// face-down top card turned face up.
    fn turn_up_uncovered(&self, piles: &mut [Pile], z: usize, emptied: usize) {
        let zone = &self.zones[z];
        for &p in zone.uncovers.get(emptied).into_iter().flatten() {
            if !Self::covered(zone, piles, p) {
                top_turned_up(&mut piles[p]);
            }
        }
    }

    /// A `gather` action: the cards of the gathered piles in pile order (bottom first),
    /// shuffled if the action says so, dealt back across the receiving piles (`_gather`).
    fn apply_gather(&self, state: &State, action: &ActionRt) -> State {
        let mut next = state.clone();
        let piles = piles_of(&mut next.zones[action.source]);
        let (places, receivers) = self.gathering(action, piles);
        let mut cards: Vec<Card> = places.iter().flat_map(|&j| piles[j].to_vec()).collect();
        if action.shuffled {
            pcg::shuffle(&mut cards, Self::position_seed(state), 0);
        }
        let mut dealt: Vec<Vec<Card>> = piles.iter().map(|pile| pile.to_vec()).collect();
        for &j in &places {
            dealt[j].clear();
        }
        if !receivers.is_empty() {
            for (k, card) in cards.into_iter().enumerate() {
                let j = receivers[k / action.packets % receivers.len()];
                dealt[j].push(turned(card, action.face_up));
            }
        }
        *piles = dealt.into_iter().map(Pile::from).collect();
        if action.passes.is_some() {
            next.redeals[action.slot] += 1;
        }
        next
    }

    /// A `draw` action's move: the card `mv.count` places from the top of the source pile
    /// leaves it (the cards above it stay, nothing is turned) for the top of the target pile.
    fn apply_draw(&self, state: &State, action: &ActionRt, mv: &Move) -> State {
        let mut next = state.clone();
        let (s, i) = mv.source;
        let (t, j) = mv.target.expect("a draw has a target");
        let pile = &mut piles_of(&mut next.zones[s])[i];
        let card = pile[pile.len() - mv.count];
        changed(pile, |cards| {
            cards.remove(cards.len() - mv.count);
        });
        changed(&mut piles_of(&mut next.zones[t])[j], |cards| {
            cards.push(card)
        });
        if action.passes.is_some() {
            next.redeals[action.slot] += 1;
        }
        next
    }

    fn apply_action(&self, state: &State, action: &ActionRt, count: usize) -> State {
        if action.mode == Mode::Gather {
            return self.apply_gather(state, action);
        }
        let mut next = state.clone();
        let (s, t) = (action.source, action.target);
        let pile = &mut piles_of(&mut next.zones[s])[0];
        let cut = pile.len() - count;
        let taken: Vec<Card> = pile[cut..]
            .iter()
            .rev()
            .map(|&c| turned(c, action.face_up))
            .collect();
        *pile = Pile::from(&pile[..cut]);
        if self.zones[s].turns_up {
            top_turned_up(pile);
        }
        if pile.is_empty() && self.zones[s].closes_gaps {
            piles_of(&mut next.zones[s]).remove(0);
        } else if pile.is_empty() {
            self.turn_up_uncovered(piles_of(&mut next.zones[s]), s, 0);
        }
        let target = piles_of(&mut next.zones[t]);
        match action.mode {
            Mode::Top | Mode::Draw => changed(&mut target[0], |cards| cards.extend(taken)),
            Mode::NewPile => target.extend(taken.into_iter().map(|c| Pile::from([c]))),
            Mode::Each | Mode::Gather => {
                let piles = target;
                let n = piles.len();
                let mut dealt: Vec<Vec<Card>> = piles.iter().map(|pile| pile.to_vec()).collect();
                for (k, card) in taken.into_iter().enumerate() {
                    dealt[k % n].push(card);
                }
                *piles = dealt.into_iter().map(Pile::from).collect();
            }
        }
        if action.passes.is_some() {
            next.redeals[action.slot] += 1;
        }
        next
    }

    // -- the end --------------------------------------------------------------------------

    pub fn is_won(&self, state: &State) -> bool {
        self.won.iter().all(|c| self.holds(state, c))
    }

    /// The outcome `compute_outcome` gives a one-player game: won, lost or stuck, or None
    /// while the game goes on.
    pub fn outcome(&self, state: &State) -> Option<End> {
        if self.is_won(state) {
            return Some(End::Won);
        }
        if self.legal_moves(state).is_empty() {
            return Some(if self.lost_when_no_moves {
                End::Lost
            } else {
                End::Stuck
            });
        }
        if !self.progress.is_empty() && !self.can_progress(state) {
            return Some(End::Stuck);
        }
        None
    }

    /// The progress measures, each oriented so that larger is better.
    fn measure(&self, state: &State) -> Vec<i64> {
        self.progress
            .iter()
            .map(|m| self.measure_one(state, m))
            .collect()
    }

    /// Whether some measure of `state` is better than in `base` (progress), measuring no
    /// further than the first that is.
    fn improves(&self, state: &State, base: &[i64]) -> bool {
        self.progress
            .iter()
            .zip(base)
            .any(|(m, &b)| self.measure_one(state, m) > b)
    }

    /// The score of the `score` line (0 without one), as `outcome.scores` counts it.
    pub fn score(&self, state: &State) -> i64 {
        let count = match &self.score {
            None => 0,
            Some(ScoreRt::Piles(zones)) => zones.iter().map(|&z| state.zones[z].len()).sum(),
            Some(ScoreRt::Cards(zones)) => zones
                .iter()
                .map(|&z| state.zones[z].iter().map(|pile| pile.len()).sum::<usize>())
                .sum(),
            Some(ScoreRt::CardsInOrder(zones)) => self.in_order(state, zones),
        };
        count as i64
    }

    fn measure_one(&self, state: &State, measure: &MeasureRt) -> i64 {
        let cards = |zones: &[usize]| -> i64 {
            let held: usize = zones
                .iter()
                .map(|&z| state.zones[z].iter().map(|pile| pile.len()).sum::<usize>())
                .sum();
            held as i64
        };
        match measure {
            MeasureRt::More(zones) => cards(zones),
            MeasureRt::Fewer(zones) => -cards(zones),
            MeasureRt::FewerFaceDown(zones) => {
                -(zones
                    .iter()
                    .flat_map(|&z| state.zones[z].iter().flat_map(|pile| pile.iter()))
                    .filter(|&&c| !face_up(c))
                    .count() as i64)
            }
            MeasureRt::MoreInOrder(zones) => self.in_order(state, zones) as i64,
        }
    }

    /// Whether some sequence of moves reaches a position where a measure is better. The answer
    /// depends only on the set of positions reachable without progress (keyed as
    /// `canonical` keys them), as the Python search's does: progress found, or more than
    /// `PROGRESS_SEARCH_LIMIT` positions (progress cannot be ruled out), is true; running out of
    /// positions is false. So the order of the search is free: depth first here.
    pub fn can_progress(&self, state: &State) -> bool {
        !matches!(self.progress_path(state), Progress::None)
    }

    /// The moves of a line that improves a progress measure, found as the Python engine's
    /// search does: breadth first and depth first by turns with budgets growing fourfold (near
    /// progress at once, far progress along the first line), then one search to the limit.
    pub fn progress_path(&self, state: &State) -> Progress {
        // Each search goes on from where its last budget stopped it (explore.rs).
        let mut searches =
            [true, false].map(|breadth_first| Explorer::new(self, state, breadth_first));
        for budget in [100, 400, 1_600, 6_400] {
            for search in &mut searches {
                if let Some(found) = search.run(budget, None) {
                    return found;
                }
            }
        }
        searches[1]
            .run(PROGRESS_SEARCH_LIMIT, None)
            .unwrap_or(Progress::Unknown)
    }

    /// The shortest line to progress (breadth first, as `outcome.progress_path` in Python),
    /// seeing at most `limit` positions and stopping at `deadline`: Unknown when either stops
    /// it first.
    pub fn shortest_progress(
        &self,
        state: &State,
        limit: usize,
        deadline: Option<std::time::Instant>,
    ) -> Progress {
        Explorer::new(self, state, true)
            .run(limit, deadline)
            .unwrap_or(Progress::Unknown)
    }

    /// A depth-first search for a win from `root`, remembering every position seen by its
    /// canonical key (a position seen again was searched to the end, or is on the current line:
    /// either way nothing new lies behind it). Moves are tried foundation moves first, then
    /// moves that turn up a card, other card moves, actions, as the Python solver orders them.
    /// Where the rules allow, stock turns are folded into waste moves (`stock_cycle`) and
    /// positions where a card can never reach the foundation are cut (`dead_cards`). With
    /// `shuffle` (a restart), the steps of positions fewer than `shuffle.depth` moves in are
    /// tried in a random order. `guides` (a plugin's solver guides, `guide.rs`) may prove a
    /// position lost, give it a coarser key and reorder its steps. Returns the end, the moves
    /// tried, the positions remembered and the bytes the table of them took at its largest.
    /// One run of a `Search`, which can also stop and go on later.
    #[allow(clippy::too_many_arguments)]
    pub fn solve(
        &self,
        root: &State,
        node_limit: Option<u64>,
        deadline: Option<std::time::Instant>,
        max_positions: usize,
        safe: &SafeMoves,
        shuffle: Option<Shuffle>,
        guides: &[Guide],
    ) -> (SolveEnd, u64, usize, usize) {
        let mut search = Search::new(self, root, max_positions, safe.clone(), shuffle, guides);
        let (end, nodes) = search.run(self, node_limit, deadline, None);
        (end, nodes, search.positions(), search.table_bytes())
    }

    /// `state` as bytes: each use count (4 bytes), then per zone its number of piles and per
    /// pile its size (2 bytes each, little-endian) and cards (a checkpoint's root).
    fn packed(&self, state: &State) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.total_cards + 4 * state.redeals.len() + 64);
        for used in &state.redeals {
            out.extend_from_slice(&used.to_le_bytes());
        }
        for piles in &state.zones {
            out.extend_from_slice(&(piles.len() as u16).to_le_bytes());
            for pile in piles.iter() {
                out.extend_from_slice(&(pile.len() as u16).to_le_bytes());
                out.extend_from_slice(pile);
            }
        }
        out
    }

    /// The stock and the waste it is turned onto, when the solver may fold turning the stock
    /// into the waste moves (a "K+" move: turn k times, then play the waste's top card). That
    /// keeps every win when turning commutes with every other move: the actions (turns and
    /// redeals) move cards only between the two one-pile zones and depend on nothing else,
    /// no card move, refill or collection puts cards into either or takes from the stock, and
    /// the won condition reads neither. Then, in a winning line, each run of actions can be
    /// put off until just before the next move from the waste (nothing in between reads or
    /// changes the two zones) and trailing actions dropped, which is a line of K+ moves.
    fn stock_cycle(&self) -> Option<(usize, usize)> {
        let first = self.actions.first()?;
        let (stock, waste) = (first.source, first.target);
        let pair = [stock, waste];
        let about_pair = |c: &ConditionRt| match c {
            ConditionRt::Empty(zones) | ConditionRt::AllCards(zones) => {
                zones.iter().all(|z| pair.contains(z))
            }
            ConditionRt::Piles(z, _) | ConditionRt::InOrder(z) => pair.contains(z),
            // The uses of the actions, which only the actions (all between the two) change.
            ConditionRt::UsedUp(_) => true,
        };
        let touches_pair = |c: &ConditionRt| match c {
            ConditionRt::Empty(zones) | ConditionRt::AllCards(zones) => {
                zones.iter().any(|z| pair.contains(z))
            }
            ConditionRt::Piles(z, _) | ConditionRt::InOrder(z) => pair.contains(z),
            ConditionRt::UsedUp(_) => true, // trailing actions could not be dropped
        };
        let eligible = stock != waste
            && pair.iter().all(|&z| {
                let zone = &self.zones[z];
                zone.count == 1 && !zone.growing
            })
            && self.zones[stock].unit == Unit::Nothing
            && self.actions.iter().all(|a| {
                a.mode == Mode::Top
                    && !a.shuffled
                    && a.blocked_by_empty.is_none()
                    && ((a.source, a.target) == (stock, waste)
                        || (a.source, a.target) == (waste, stock))
                    && a.when.iter().all(about_pair)
            })
            && self
                .zones
                .iter()
                .all(|z| !z.targets.iter().any(|t| pair.contains(t)))
            && self
                .refills
                .iter()
                .all(|(z, from)| !pair.contains(z) && !from.iter().any(|f| pair.contains(f)))
            && self
                .by_hand
                .iter()
                .all(|(z, from)| !pair.contains(z) && !pair.contains(from))
            && self
                .collectors
                .iter()
                .all(|&(z, from, _)| !pair.contains(&z) && !pair.contains(&from))
            && !self.won.iter().any(touches_pair);
        eligible.then_some((stock, waste))
    }

    /// The quick "no win possible" test, when the rules allow it (docs/solver.md, dead
    /// cards): one foundation of one pile that never gives a card back and takes one card at a
    /// time onto its top, by its build relation; a single deck; zones whose cards can only go
    /// there, one top card at a time, and which the won condition needs emptied.
    fn dead_cards(&self) -> Option<DeadCards> {
        let mut foundations = (0..self.zones.len()).filter(|&z| self.zones[z].is_foundation);
        let foundation = foundations.next()?;
        let zone = &self.zones[foundation];
        let table = zone.accepts.as_ref()?;
        if foundations.next().is_some()
            || zone.count != 1
            || zone.growing
            || !self.compact[foundation]
        {
            return None;
        }
        if !self.unique_cards {
            return None; // two cards of one kind: "in the foundation" is not one bit
        }
        let feeds = |z: &ZoneRt| z.targets.contains(&foundation);
        if self
            .zones
            .iter()
            .any(|z| z.pairs_to.is_some() || (feeds(z) && z.unit != Unit::Top))
            || self
                .collectors
                .iter()
                .any(|&(into, _, _)| into == foundation)
        {
            return None;
        }
        let emptied = |z: usize| {
            self.won.iter().any(|c| match c {
                ConditionRt::Empty(zones) => zones.contains(&z),
                ConditionRt::AllCards(zones) => zones == &[foundation],
                _ => false,
            })
        };
        let required: Vec<usize> = (0..self.zones.len())
            .filter(|&z| {
                z != foundation
                    && self.zones[z].targets == [foundation]
                    && !self.actions.iter().any(|a| a.source == z)
                    && !self.refills.iter().any(|(_, from)| from.contains(&z))
                    && !self.by_hand.iter().any(|&(_, from)| from == z)
                    && !self.collectors.iter().any(|&(_, from, _)| from == z)
                    && emptied(z)
            })
            .collect();
        if required.is_empty() {
            return None;
        }
        let can_take = transposed(table);
        Some(DeadCards {
            foundation,
            required,
            can_take,
        })
    }

    /// The foundation moves the solver may make the only move of a position, when the rules
    /// allow the proof of docs/solver.md ("Safe cards"): one foundation zone, one pile per
    /// suit built up in suit from the Ace, its piles alike; a single deck; card moves whose
    /// legality reads only the piles they take from and put on (and more empty piles never
    /// forbid one); no refills, collections or pairs; actions only those of a folded stock
    /// (`stock_cycle`); won when the foundation holds every card or zones are empty. Then a
    /// card may go home when every card in its *closure* is home: the cards that could be put
    /// on it or on a card of the closure (any zone's build relation), and those under a card
    /// of the closure in its foundation pile (its suit's lower ranks).
    pub fn safe_cards(&self) -> Option<SafeCards> {
        let mut foundations = (0..self.zones.len()).filter(|&z| self.zones[z].is_foundation);
        let foundation = foundations.next()?;
        if foundations.next().is_some() {
            return None;
        }
        let home = &self.zones[foundation];
        let in_suit_up = |top: usize, card: usize| card % 4 == top % 4 && card / 4 == top / 4 + 1;
        let builds_up_in_suit = home.accepts.as_ref().is_some_and(|table| {
            (0..52).all(|top| {
                (0..52).all(|card| (table[top] >> card & 1 == 1) == in_suit_up(top, card))
            })
        });
        if !builds_up_in_suit
            || !home.one_pile_per_suit
            || home.empty != EmptyKind::Ranks
            || home.empty_ranks != 1 << 1
            || !self.interchangeable[foundation]
        {
            return None;
        }
        if !self.unique_cards {
            return None; // two cards of one kind: "home" is not one bit
        }
        let suits = (0..4)
            .filter(|s| self.deck.iter().any(|&c| suit(c) == *s))
            .count();
        if home.count < suits {
            return None; // a suit could find no pile of its own
        }
        let won_by_emptying = self.won.iter().all(|c| match c {
            ConditionRt::AllCards(zones) => zones == &[foundation],
            ConditionRt::Empty(zones) => !zones.contains(&foundation),
            _ => false,
        });
        if !self.zones.iter().all(ZoneRt::plain)
            || !won_by_emptying
            || !self.refills.is_empty()
            || !self.by_hand.is_empty()
            || !self.collectors.is_empty()
            || !(self.actions.is_empty() || self.stock_cycle().is_some())
        {
            return None;
        }
        // Per card: the cards that may be put on it in some zone other than the foundation.
        let mut onto = vec![0u64; 52];
        for (z, zone) in self.zones.iter().enumerate() {
            if let (false, Some(table)) = (z == foundation, &zone.accepts) {
                for (top, cards) in onto.iter_mut().enumerate() {
                    *cards |= table[top];
                }
            }
        }
        let lower_in_suit =
            |card: usize| (0..card / 4).fold(0u64, |m, r| m | 1 << (r * 4 + card % 4));
        let needs = (0..52)
            .map(|card| {
                let mut closure = 1u64 << card;
                loop {
                    let grown = (0..52)
                        .filter(|&c| closure >> c & 1 == 1)
                        .fold(closure, |m, c| m | onto[c] | lower_in_suit(c));
                    if grown == closure {
                        break closure & !(1 << card);
                    }
                    closure = grown;
                }
            })
            .collect();
        Some(SafeCards { foundation, needs })
    }

    /// The one action legal in `state`, if exactly one is.
    fn only_action(&self, state: &State) -> Option<Move> {
        let mut out = Vec::new();
        for (a, action) in self.actions.iter().enumerate() {
            self.action_move(state, a, action, &mut out);
        }
        (out.len() == 1).then(|| out[0])
    }

    /// The moves of a line of steps from `root`, each turn spelled out.
    fn spelled_out(&self, root: &State, line: &[Step]) -> Vec<Move> {
        let mut moves = Vec::new();
        let mut current = root.clone();
        for step in line {
            for _ in 0..step.turns {
                let action = self.only_action(&current).expect("a turn the search found");
                current = self.apply(&current, &action);
                moves.push(action);
            }
            current = self.apply(&current, &step.mv);
            moves.push(step.mv);
        }
        moves
    }

    /// The solver's steps with the stock folded in (`stock_cycle`): the card moves of
    /// `state`, then each move from the waste after 1, 2, ... turns, until the stock and
    /// waste come back to an arrangement already passed or no action is legal. Where two
    /// actions are legal at once the actions themselves are steps too, so nothing is lost.
    fn ordered_steps(
        &self,
        state: &State,
        safe: &SafeMoves,
        (stock, waste): (usize, usize),
        known: Option<&Turns>,
    ) -> (Vec<Step>, Turns) {
        let mut moves = self.legal_moves(state);
        if let Some(sure) = safe.first(state, &moves) {
            return (vec![Step { turns: 0, mv: sure }], Turns::default());
        }
        self.keep_distinct(state, &mut moves); // (a folded stock's actions name no pile)
        let mut steps: Vec<(u8, Step)> = moves
            .iter()
            .filter(|m| m.action.is_none())
            .map(|&mv| (self.category(state, &mv), Step { turns: 0, mv }))
            .collect();
        // The stock, the waste and the uses after 1, 2, ... turns, for the steps that start
        // there. A turn changes nothing else, so the turns are played on a position of those
        // two zones alone, unless refills or collections could read others; then too they are
        // those of a position with the same stock, waste and uses (`known`), when given. The
        // waste's moves after each are found on the position with that stock and waste.
        let alone =
            self.refills.is_empty() && self.collectors.is_empty() && self.by_hand.is_empty();
        let turns = match known {
            Some(known) if alone && known.listed => known.clone(),
            _ => self.turns(state, stock, waste, alone),
        };
        let mut scratch = state.clone();
        let mut from_waste = Vec::new();
        // No card goes onto the stock or the waste, so the open tops the waste's cards may go
        // on are the same after every turn.
        let tops = self.open_tops(state, waste);
        for (done, arrangement) in turns.after.iter().enumerate() {
            arrangement.put_into(&mut scratch, stock, waste);
            from_waste.clear();
            for &(source, by_offset) in &self.sources {
                if source == waste {
                    if by_offset {
                        self.offset_moves(&scratch, source, &mut from_waste);
                    } else {
                        self.source_moves_onto(&scratch, source, tops.as_ref(), &mut from_waste);
                    }
                }
            }
            if !self.by_hand.is_empty() {
                from_waste.retain(|m| !self.refill_blocks(&scratch, m));
            }
            self.keep_distinct(&scratch, &mut from_waste);
            let turns = done as u32 + 1;
            steps.extend(
                from_waste
                    .iter()
                    .map(|&mv| (self.category(&scratch, &mv), Step { turns, mv })),
            );
        }
        if turns.bare {
            steps.extend(
                moves
                    .iter()
                    .filter(|m| m.action.is_some())
                    .map(|&mv| (ACTION, Step { turns: 0, mv })),
            );
        }
        steps.sort_by_key(|&(category, step)| (category, step.turns));
        (steps.into_iter().map(|(_, step)| step).collect(), turns)
    }

    /// The turns of a folded stock from `state` (`Turns`), played on its stock and waste alone
    /// where `alone` (nothing but the actions reads other zones).
    fn turns(&self, state: &State, stock: usize, waste: usize, alone: bool) -> Turns {
        let mut current = if alone {
            state.only(&[stock, waste])
        } else {
            state.clone()
        };
        let at_start = Turned::of(state, stock, waste);
        let mut after = Vec::with_capacity(32);
        let mut bare = false;
        let mut actions = Vec::new();
        // Bounded however the actions count their uses: each arrangement is new or ends the loop.
        while after.len() <= 4 * (self.total_cards + 2) {
            actions.clear();
            for (a, action) in self.actions.iter().enumerate() {
                self.action_move(&current, a, action, &mut actions);
            }
            if actions.len() != 1 {
                bare = actions.len() > 1;
                break;
            }
            current = self.apply(&current, &actions[0]);
            let arrangement = Turned::of(&current, stock, waste);
            if arrangement == at_start || after.contains(&arrangement) {
                break;
            }
            after.push(arrangement);
        }
        Turns {
            after: after.into(),
            bare,
            listed: true,
        }
    }

    /// Keeps, of the moves of one unit onto empty piles of a zone whose piles are
    /// interchangeable, only the first: the others make the same position up to the order of
    /// those piles, which the solver's key does not tell apart (as `Game.distinct_moves`).
    fn keep_distinct(&self, state: &State, moves: &mut Vec<Move>) {
        let mut kept: Vec<((usize, usize), usize, usize)> = Vec::new();
        moves.retain(|m| match m.target {
            Some((t, j)) if self.interchangeable[t] && state.zones[t][j].is_empty() => {
                let unit = (m.source, m.count, t);
                let first = !kept.contains(&unit);
                if first {
                    kept.push(unit);
                }
                first
            }
            _ => true,
        });
    }

    /// Where a move comes in the solver's order, smaller first: to a foundation; turning up a
    /// card, sooner the more face-down cards its pile has (the deepest piles hide the most);
    /// another card move; an action (as `solver._ordered`).
    fn category(&self, state: &State, m: &Move) -> u8 {
        const TO_FOUNDATION: u8 = 0;
        const TURNING_UP: u8 = 128; // less the face-down cards of the pile
        const OTHER: u8 = 200;
        if m.action.is_some_and(|a| self.actions[a].mode == Mode::Draw) {
            return ACTION; // an action, as `solver._ordered` ranks it, though it names a target
        }
        match m.target {
            None => ACTION,
            Some((t, _)) if self.zones[t].is_foundation => TO_FOUNDATION,
            Some(_) => {
                let pile = &state.zones[m.source.0][m.source.1];
                let below = pile.len().checked_sub(m.count + 1).map(|k| pile[k]);
                if below.is_some_and(|c| !face_up(c)) {
                    let hidden = pile.iter().filter(|&&c| !face_up(c)).count();
                    TURNING_UP - hidden.min(127) as u8
                } else {
                    OTHER
                }
            }
        }
    }

    /// The legal moves in the solver's order (`category`, stable, as `solver._ordered`); only
    /// the first safe move when there is one (`SafeMoves`).
    fn ordered_moves(&self, state: &State, safe: &SafeMoves) -> Vec<Move> {
        let mut moves = self.legal_moves(state);
        if let Some(sure) = safe.first(state, &moves) {
            return vec![sure];
        }
        self.keep_distinct(state, &mut moves);
        moves.sort_by_key(|m| self.category(state, m));
        moves
    }

    /// A position of this game from its piles (cards as `card_code` gives them) and the uses
    /// of its limited actions; an error names what does not fit the game.
    pub fn state_from(
        &self,
        zones: Vec<Vec<Vec<Card>>>,
        redeals: Vec<u32>,
    ) -> Result<State, String> {
        if zones.len() != self.zones.len() {
            return Err(format!(
                "{} zones given, the game has {}",
                zones.len(),
                self.zones.len()
            ));
        }
        for (zone, piles) in self.zones.iter().zip(&zones) {
            if !zone.growing && piles.len() != zone.count {
                return Err(format!(
                    "zone '{}' has {} piles, {} given",
                    zone.name,
                    zone.count,
                    piles.len()
                ));
            }
            if let Some(&card) = piles.iter().flatten().find(|&&c| key(c) >= 52) {
                return Err(format!("zone '{}': no card has code {card}", zone.name));
            }
        }
        if redeals.len() != self.counted {
            return Err(format!(
                "{} action counts given, the game counts the uses of {} actions",
                redeals.len(),
                self.counted
            ));
        }
        let zones = zones
            .into_iter()
            .map(|piles| Zone::new(piles.into_iter().map(Pile::from).collect()))
            .collect();
        Ok(State { zones, redeals })
    }

    /// The solver's key: as `key_into`'s, but a pile of a zone whose cards never leave it is kept as
    /// its size, bottom and top card only (two positions that differ inside such piles have
    /// the same futures: only those three are ever read there).
    fn solve_key(&self, state: &State, out: &mut Vec<u8>) {
        self.key_into(state, out, true)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_packed_step_unpacks_to_the_same_step() {
        let steps = [
            Step {
                turns: 0,
                mv: Move {
                    source: (3, 999),
                    target: Some((0, 7)),
                    count: 416,
                    action: None,
                },
            },
            Step {
                turns: 1672,
                mv: Move {
                    source: (1, 0),
                    target: None,
                    count: 24,
                    action: Some(2),
                },
            },
        ];
        for step in steps {
            let back = step.packed().step();
            assert_eq!((back.turns, back.mv), (step.turns, step.mv));
        }
    }

    /// Klondike draw 3 (its IR as the compiler writes it, less what the core does not read).
    pub(crate) const KLONDIKE: &str = r#"{"ir_version": 1, "term": "rules", "name": "klondike", "title": "Klondike", "aliases": [],
        "source": "a test", "file": "", "decks": 1, "decks_per_player": false,
        "suits": "SHDC", "players": 1, "option_specs": [], "options": [], "plugins": [],
        "lost_when_no_moves": false, "score": null,
        "zones": [
          {"term": "zone", "name": "stock", "kind": "stock", "count": 1, "deal": {"term": "deal", "amount": "rest", "face": "down"}},
          {"term": "zone", "name": "waste", "kind": "waste", "count": 1, "gives": {"term": "gives", "unit": "top"}},
          {"term": "zone", "name": "foundation", "kind": "foundation", "count": 4, "builds": {"term": "all_of", "terms": [{"term": "rank_step", "steps": [1]}, {"term": "suit", "relation": "same"}]}, "gives": {"term": "gives", "unit": "top", "to": ["tableau"]}, "empty": {"term": "empty", "what": "ranks", "ranks": [1]}, "one_pile_per_suit": true, "one_card_at_a_time": true},
          {"term": "zone", "name": "tableau", "kind": "tableau", "count": 7, "deal": {"term": "deal", "amount": "steps", "start": 1, "stop": 7, "face": "top"}, "builds": {"term": "all_of", "terms": [{"term": "rank_step", "steps": [-1]}, {"term": "suit", "relation": "alternate"}]}, "gives": {"term": "gives", "unit": "runs", "run_rule": {"term": "all_of", "terms": [{"term": "rank_step", "steps": [-1]}, {"term": "suit", "relation": "alternate"}]}}, "empty": {"term": "empty", "what": "ranks", "ranks": [13]}, "turns_up": true}],
        "actions": [
          {"term": "action", "name": "turn", "amount": 3, "source": "stock", "target": "waste", "mode": "top"},
          {"term": "action", "name": "redeal", "amount": null, "source": "waste", "target": "stock", "mode": "top", "face_up": false, "when": [{"term": "condition", "kind": "empty", "zones": ["stock"]}]}],
        "won": [{"term": "condition", "kind": "all_cards", "zones": ["foundation"]}],
        "progress": []}"#;

    /// Golf's rules IR, for the tests of the engine's parts.
    pub(crate) const GOLF: &str = r#"{"ir_version": 1, "term": "rules", "name": "golf", "title": "Golf", "aliases": [],
        "source": "a test", "file": "", "decks": 1, "decks_per_player": false,
        "suits": "SHDC", "players": 1, "option_specs": [], "options": [], "plugins": [],
        "lost_when_no_moves": true, "score": null,
        "zones": [
          {"term": "zone", "name": "tableau", "kind": "tableau", "count": 7, "deal": {"term": "deal", "amount": "each", "count": 5}, "gives": {"term": "gives", "unit": "top", "to": ["foundation"]}, "empty": {"term": "empty", "what": "nothing"}},
          {"term": "zone", "name": "foundation", "kind": "foundation", "count": 1, "deal": {"term": "deal", "amount": "each", "count": 1}, "builds": {"term": "rank_step", "steps": [-1, 1]}},
          {"term": "zone", "name": "stock", "kind": "stock", "count": 1, "deal": {"term": "deal", "amount": "rest", "face": "down"}}],
        "actions": [
          {"term": "action", "name": "turn", "amount": 1, "source": "stock", "target": "foundation", "mode": "top"}],
        "won": [{"term": "condition", "kind": "empty", "zones": ["tableau"]}],
        "progress": [{"term": "measure", "kind": "fewer", "zones": ["tableau"]}]}"#;

    #[test]
    fn the_base_card_keeps_its_place_and_its_fellows_leave_the_deck() {
        // Ranks by card: 7H is (7-1)*4+1; the third card is the base, a fellow lies before it.
        let card = |r: u8, s: u8| (r - 1) * 4 + s;
        let mut cards = vec![card(7, 1), card(2, 0), card(7, 2), card(3, 0), card(7, 3)];
        let mut target: Vec<Vec<Card>> = vec![Vec::new(); 4];
        deal_base_rank(&mut cards, &mut target, 2);
        assert_eq!(target[0], vec![card(7, 1)]);
        assert_eq!(target[1], vec![card(7, 3)]);
        assert!(target[2].is_empty() && target[3].is_empty());
        assert_eq!(cards, vec![card(2, 0), card(3, 0), card(7, 2)]);
        // A hand-edited base zone that deals nothing fixed to its first pile is refused.
        let text = edited(GOLF, |ir| {
            ir["zones"][1]["deal"] =
                json!({"term": "deal", "amount": "base_rank", "base_zone": "stock"});
        });
        let error = Game::from_json(&text).err().unwrap();
        assert!(error.contains("deals no fixed cards"), "{error}");
    }

    #[test]
    fn a_deal_holds_every_card_once() {
        let game = Game::from_json(GOLF).unwrap();
        let state = game.deal(5);
        let mut keys: Vec<usize> = state
            .zones
            .iter()
            .flat_map(|zone| zone.iter())
            .flat_map(|pile| pile.iter())
            .map(|&c| key(c))
            .collect();
        keys.sort_unstable();
        assert_eq!(keys, (0..52).collect::<Vec<_>>());
        assert_eq!(state.zones[2][0].len(), 16);
        assert!(state.zones[2][0].iter().all(|&c| !face_up(c)));
    }

    #[test]
    fn every_listed_move_applies_and_keeps_the_cards() {
        let game = Game::from_json(GOLF).unwrap();
        let mut state = game.deal(9);
        for step in 0..60 {
            let moves = game.legal_moves(&state);
            if moves.is_empty() {
                break;
            }
            state = game.apply(&state, &moves[step % moves.len()]);
            assert_eq!(
                state
                    .zones
                    .iter()
                    .flat_map(|zone| zone.iter())
                    .map(|pile| pile.len())
                    .sum::<usize>(),
                52
            );
        }
    }

    #[test]
    fn a_game_with_no_move_left_ends_and_progress_is_found_or_ruled_out() {
        let game = Game::from_json(GOLF).unwrap();
        let mut state = game.deal(4);
        let mut steps = 0;
        while game.outcome(&state).is_none() {
            let moves = game.legal_moves(&state);
            state = game.apply(&state, &moves[0]);
            steps += 1;
            assert!(steps < 100, "Golf ends within its 52 cards");
        }
        let end = game.outcome(&state).unwrap();
        assert!(matches!(end, End::Won | End::Lost | End::Stuck));
        if end == End::Stuck {
            assert!(!game.can_progress(&state));
        }
    }

    #[test]
    fn a_buried_card_is_played_once_after_the_action_it_waits_for_is_used_up() {
        // Golf with one turn of the stock, then a merci: any face-up card under a top card of
        // the tableau onto the foundation, once.
        let text = edited(GOLF, |ir| {
            ir["actions"][0]["passes"] = 2.into();
            let merci = json!({"term": "action", "name": "merci", "amount": 1,
                "source": "tableau", "target": "tableau", "mode": "draw", "passes": 2,
                "when": [{"term": "condition", "kind": "used_up", "zones": [], "action": "turn"}]});
            ir["actions"].as_array_mut().unwrap().push(merci);
        });
        let game = Game::from_json(&text).unwrap();
        let draws = |state: &State| -> Vec<Move> {
            let moves = game.legal_moves(state);
            moves.into_iter().filter(|m| m.action == Some(1)).collect()
        };
        let mut found = 0;
        for seed in 0..40 {
            let state = game.deal(seed);
            assert!(draws(&state).is_empty(), "before the turn is used up");
            let moves = game.legal_moves(&state);
            let turn = moves.iter().find(|m| m.action == Some(0)).unwrap();
            let state = game.apply(&state, turn);
            assert!(game.legal_moves(&state).iter().all(|m| m.action != Some(0)));
            for m in draws(&state) {
                let ((s, i), (t, j)) = (m.source, m.target.unwrap());
                assert!(m.count >= 2 && s == 0 && t == 1, "{m:?}");
                let pile = &state.zones[s][i];
                let card = pile[pile.len() - m.count];
                let next = game.apply(&state, &m);
                assert_eq!(next.zones[t][j].last(), Some(&card));
                assert_eq!(next.zones[s][i].len(), pile.len() - 1);
                assert_eq!(next.zones[s][i].last(), pile.last(), "the top card stays");
                assert_eq!(next.redeals, vec![1, 1]);
                assert!(draws(&next).is_empty(), "once");
                found += 1;
            }
        }
        assert!(found > 0);
    }

    /// `text` (IR JSON) changed by `edit`.
    pub(crate) fn edited(text: &str, edit: impl Fn(&mut serde_json::Value)) -> String {
        let mut ir: serde_json::Value = serde_json::from_str(text).expect("JSON");
        edit(&mut ir);
        ir.to_string()
    }

    #[test]
    fn unsupported_rules_say_why() {
        let error = |edit: &dyn Fn(&mut serde_json::Value)| {
            Game::from_json(&edited(GOLF, edit)).err().unwrap()
        };
        let e = error(&|ir| ir["plugins"] = json!(["mandatory-moves"]));
        assert!(e.contains("plugin 'mandatory-moves'"), "{e}");
        let e = error(&|ir| ir["ir_version"] = 7.into());
        assert!(e.contains("version 7"), "{e}");
        // A zone per player is refused (one player only).
        let e = error(&|ir| ir["zones"][0]["per_player"] = true.into());
        assert!(e.contains("a zone per player"), "{e}");
        // A row start naming a row the zone does not have is an error, not a panic.
        let e = error(&|ir| ir["zones"][0]["empty"]["row_cards"] = json!([[3, 2, "C"]]));
        assert!(e.contains("a row start names"), "{e}");
        // A gather dealing back packets of no card is an error, not a division by zero.
        let e = error(&|ir| {
            ir["actions"][0]["mode"] = "gather".into();
            ir["actions"][0]["packets"] = 0.into();
        });
        assert!(e.contains("packets of 0"), "{e}");
        // A word the IR does not have is refused with its name and place, never read as
        // another: an action mode, a deal face.
        let e = error(&|ir| ir["actions"][0]["mode"] = "juggle".into());
        assert!(
            e.contains("actions[0].mode") && e.contains("`juggle`"),
            "{e}"
        );
        let e = error(&|ir| ir["zones"][0]["deal"]["face"] = "sideways".into());
        assert!(
            e.contains("zones[0].deal.face") && e.contains("`sideways`"),
            "{e}"
        );
    }
}
