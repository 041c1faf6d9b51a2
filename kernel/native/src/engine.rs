//! The native engine: a game compiled from the rules IR, its positions, moves and outcome.
//!
//! It follows the Python engine (kernel/engine/) rule for rule and lists legal moves in the
//! same order, so the two can be compared move by move (tests/test_native.py). It runs the IR
//! terms `unsupported` does not name; for anything else the Python engine is used.
//!
//! This file holds the position, move and compiled-game types; each concern has a module named
//! like its Python counterpart, so a rule's two statements sit side by side: `compile` (the
//! IR's checks and `Game.__init__`), `deal`, `moves` (movegen.py), `apply` (state.py's play),
//! `outcome`, `keys`, and for the solver `safety`, `steps`, `search`, `twins`, `guide`, with the
//! outcome's evidence in `evidence` and `explore`.

use crate::ir::{
    self, Amount, BaseFrom, ConditionKind, EmptyKind, Face, Kind, MeasureKind, Mode, Relation,
    Rules, ScoreKind, Unit,
};
use crate::pcg;
use crate::sha256;

mod apply;
mod arena;
mod compile;
mod deal;
mod dig;
mod evidence;
mod explore;
mod filters;
mod guide;
mod keys;
mod lines;
mod moves;
mod outcome;
mod piles;
mod round;
mod safety;
mod search;
mod short_win;
mod steps;
mod twins;

use compile::transposed;
pub use compile::unsupported;
pub use evidence::{Evidence, Reader};
use explore::Explorer;
pub use filters::{Host, HostAfter, HostFilter};
pub use guide::Guide;
pub use keys::KeyHasher;
pub use piles::{Piles, ZoneRef};
pub use search::{Proofs, Search, CHECKPOINT_FORMAT};

/// A card: its key ((rank - 1) * 4 + suit index in S H D C), plus `OWNER` for the second
/// player's cards (a game of two players with a deck each), plus `FACE_DOWN`.
pub type Card = u8;
pub const FACE_DOWN: u8 = 0x80;
/// The owner bit: set on the cards of the second player's deck (player 1, 0-based).
pub const OWNER: u8 = 0x40;
const KEY: u8 = 0x3f;
const SUITS: &[u8; 4] = b"SHDC";
const RANK_TEXT: &[&str; 14] = &[
    "", "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K",
];

pub(crate) fn key(card: Card) -> usize {
    (card & KEY) as usize
}

fn rank(card: Card) -> u8 {
    (card & KEY) / 4 + 1
}

fn suit(card: Card) -> u8 {
    (card & KEY) % 4
}

/// Whether the card is a heart or a diamond.
fn red(card: Card) -> bool {
    matches!(suit(card), 1 | 2)
}

/// The player (0-based) whose deck the card comes from.
fn owner(card: Card) -> usize {
    usize::from(card & OWNER != 0)
}

/// The solver's order (`Game::category`) of an action: after every card move.
const ACTION: u8 = 255;
/// `Game::category` of a card move that neither goes home nor turns a card up.
const OTHER_MOVE: u8 = 200;

pub(crate) fn face_up(card: Card) -> bool {
    card & FACE_DOWN == 0
}

fn turned(card: Card, up: bool) -> Card {
    if up {
        card & !FACE_DOWN
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

/// A pile's cards, kept apart from a position (a deal's stock, a dealt pile).
pub type Pile = std::sync::Arc<[Card]>;

/// A position: the piles of every zone instance (a zone per player has one per player, as
/// `Game.instances` in Python), how often each limited action was used (per action, player by
/// player) and whose turn it is (only turn rules change it).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct State {
    /// The piles of every zone, flat (`piles.rs`).
    pub piles: Piles,
    pub redeals: Vec<u32>,
    pub turn: usize,
}

impl State {
    /// The bytes it holds beside itself: its cards, its piles' bounds and its use counts.
    pub fn bytes(&self) -> usize {
        self.piles.bytes() + self.redeals.capacity() * std::mem::size_of::<u32>()
    }

    /// Zone `z`'s piles.
    #[inline]
    pub fn zone(&self, z: usize) -> ZoneRef<'_> {
        self.piles.zone(z)
    }

    /// Every zone's piles, in order.
    pub fn zones(&self) -> impl ExactSizeIterator<Item = ZoneRef<'_>> {
        self.piles.iter()
    }

    /// This position with the piles of `zones` only (the other zones have none) and its uses.
    fn only(&self, zones: &[usize]) -> State {
        let empty = ZoneRef::default();
        State {
            piles: Piles::new(self.zones().enumerate().map(|(z, piles)| {
                if zones.contains(&z) {
                    piles
                } else {
                    empty
                }
            })),
            redeals: self.redeals.clone(),
            turn: self.turn,
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
    /// The first of `moves` that is safe in `state`, if any, and not from zone `also_not_from`.
    fn first(&self, state: &State, moves: &[Move], also_not_from: Option<usize>) -> Option<Move> {
        let mut home = None; // the cards in the foundation, found once
        moves.iter().copied().find(|m| {
            let Some((target, _)) = m.target() else {
                return false;
            };
            if m.count() != 1
                || m.action().is_some()
                || self.not_from.contains(&m.source().0)
                || also_not_from == Some(m.source().0)
            {
                return false;
            }
            let Some(&card) = state.zone(m.source().0).pile(m.source().1).last() else {
                return false;
            };
            if let Some(&(_, ranks)) = self.ranks.iter().find(|(zone, _)| *zone == target) {
                if ranks >> rank(card) & 1 == 1 {
                    return true;
                }
            }
            self.cards.as_ref().is_some_and(|sure| {
                target == sure.foundation
                    && m.source().0 != sure.foundation
                    && sure.allowed(state, m)
                    && sure.needs[key(card)] & !*home.get_or_insert_with(|| sure.home(state)) == 0
            })
        })
    }

    /// Drops from `moves` those that take a settled card out of the foundation
    /// (`SafeCards::settled`): no shortest winning line makes one (docs/solver.md, "Settled
    /// cards").
    fn drop_settled(&self, state: &State, moves: &mut Vec<Move>) {
        let Some(sure) = self.cards.as_ref().filter(|sure| sure.settling) else {
            return;
        };
        let mut home = None; // the cards in the foundation, found once
        moves.retain(|m| {
            m.source().0 != sure.foundation
                || m.count() != 1
                || m.action().is_some()
                || !state
                    .zone(m.source().0)
                    .pile(m.source().1)
                    .last()
                    .is_some_and(|&card| {
                        sure.needs[key(card)] & !*home.get_or_insert_with(|| sure.home(state)) == 0
                    })
        });
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
    /// Whether a card whose needs are all home is kept there (`SafeMoves::drop_settled`): in
    /// the closure form only (`kept` None), and unless a test turns it off.
    settling: bool,
    /// Under refills (`Game::safe_cards`, the second form): per zone, whether a card may go
    /// home safely from it, and then only from above another card and onto a card of its
    /// suit. None: from any zone.
    kept: Option<Vec<bool>>,
    /// Under refills: per zone, whether a card may go home from it even with no card under it
    /// (a space refilled from a lone reserve, and that reserve: "the reserve's shift").
    alone: Vec<bool>,
}

impl SafeCards {
    /// Whether the move `m` of one card home is of the form the rule covers (under refills:
    /// from a kept zone, leaving a card in its pile, or from a zone where it may go alone;
    /// onto a pile already started).
    fn allowed(&self, state: &State, m: &Move) -> bool {
        let Some(kept) = &self.kept else {
            return true;
        };
        let (zone, pile) = m.source();
        let onto_started = m
            .target()
            .is_some_and(|(z, j)| !state.zone(z).pile(j).is_empty());
        let from = self.alone[zone] || kept[zone] && state.zone(zone).pile(pile).len() >= 2;
        from && onto_started
    }

    /// The cards that must be home before the card of key `card` may go there safely.
    pub fn needs(&self, card: usize) -> u64 {
        self.needs[card]
    }

    /// Under refills, per zone instance, whether a card may go home safely from it (then only
    /// from above another card, onto a started pile); None: from any zone, as it lies.
    pub fn kept(&self) -> Option<&[bool]> {
        self.kept.as_deref()
    }

    /// Under refills, per zone instance, whether a card may go home safely from it with no
    /// card under it too (onto a started pile); empty where `kept` is None.
    pub fn alone(&self) -> &[bool] {
        &self.alone
    }

    /// These safe cards without the settled-cards cut (to compare verdicts with and without).
    pub fn unsettling(self) -> Self {
        SafeCards {
            settling: false,
            ..self
        }
    }

    /// The cards in the foundation, as a mask of keys.
    fn home(&self, state: &State) -> u64 {
        state
            .zone(self.foundation)
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

/// What a move would put on a pile: the card at the bottom of what moves, how many cards
/// move, and the zone they come from.
#[derive(Clone, Copy, Debug)]
pub struct Moving {
    pub card: Card,
    pub count: usize,
    pub from: usize,
}

impl Moving {
    pub fn one(card: Card, from: usize) -> Self {
        Moving {
            card,
            count: 1,
            from,
        }
    }

    pub fn run(card: Card, count: usize, from: usize) -> Self {
        Moving { card, count, from }
    }
}

/// What one solver run may spend: moves tried, time, and bytes held (`Search::memory`).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub nodes: Option<u64>,
    pub deadline: Option<std::time::Instant>,
    pub max_bytes: usize,
}

impl Limits {
    /// No limit but at most `max_bytes` bytes held.
    pub fn bytes(max_bytes: usize) -> Self {
        Limits {
            nodes: None,
            deadline: None,
            max_bytes,
        }
    }
}

/// What a saved search must have been made for, and the key its file was sealed with (not
/// shown by `Debug`: it is the user's secret).
#[derive(Clone, Copy)]
pub struct Sealed<'a> {
    /// The SHA-256 of the rules (and move filters) it searched.
    pub rules: &'a [u8; 32],
    /// (name, value) pairs naming the game and the deal.
    pub labels: &'a [(String, String)],
    /// The user's checkpoint key (HMAC-SHA256).
    pub key: &'a [u8],
}

impl std::fmt::Debug for Sealed<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sealed")
            .field("rules", &self.rules)
            .field("labels", &self.labels)
            .finish_non_exhaustive()
    }
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
        let pile = &state.zone(self.foundation).pile(0);
        let Some(&top) = pile.last() else {
            return false; // an empty foundation takes what its empty rule says
        };
        let inside = pile.iter().fold(0u64, |mask, &c| mask | 1 << key(c));
        let open = !inside | 1 << key(top);
        self.required.iter().any(|&z| {
            state.zone(z).iter().any(|pile| {
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

impl Turns {
    /// The bytes the list of turns holds (shared with every frame that has the same turns).
    pub(crate) fn bytes(&self) -> usize {
        let card = std::mem::size_of::<Card>();
        self.after
            .iter()
            .map(|t| {
                std::mem::size_of::<Turned>()
                    + (t.stock.len() + t.waste.len()) * card
                    + t.redeals.capacity() * std::mem::size_of::<u32>()
            })
            .sum()
    }
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
    pub(super) fn of(state: &State, stock: usize, waste: usize) -> Turned {
        Turned {
            stock: state.zone(stock).pile(0).into(),
            waste: state.zone(waste).pile(0).into(),
            redeals: state.redeals.clone(),
        }
    }

    /// Makes `state`'s stock, waste and uses these.
    fn put_into(&self, state: &mut State, stock: usize, waste: usize) {
        state.piles.set_pile(stock, 0, &self.stock);
        state.piles.set_pile(waste, 0, &self.waste);
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
    pub(super) fn packed(self) -> PackedStep {
        let m = self.mv;
        PackedStep {
            turns: self.turns as u16,
            source: (m.source().0 as u16, m.source().1 as u16),
            target: m.target().map_or((NONE, 0), |(z, j)| (z as u16, j as u16)),
            count: m.count() as u16,
            action: m.action().map_or(NONE, |a| a as u16),
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
            mv: Move::new(
                (self.source.0 as usize, self.source.1 as usize),
                target,
                self.count as usize,
                action,
            ),
        }
    }
}

/// A move: from pile `source().1` of zone `source().0` to a pile of another zone, `count()`
/// cards; or the action `action()` (its source is that action's source zone, pile 0).
/// Twelve bytes (16-bit indices, `NONE` for no target or action): the legal-move lists are
/// written and read at every step of a vectorised game and every node of a search.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    zone: u16,
    pile: u16,
    to_zone: u16,
    to_pile: u16,
    cards: u16,
    act: u16,
}

impl Move {
    const NONE: u16 = u16::MAX;

    /// `count` cards from `source` (zone, pile) to `target`, or the action `action`.
    #[inline]
    pub fn new(
        source: (usize, usize),
        target: Option<(usize, usize)>,
        count: usize,
        action: Option<usize>,
    ) -> Move {
        let index = |n: usize| u16::try_from(n).ok().filter(|&n| n != Move::NONE);
        let index = |n: usize| index(n).expect("zones, piles, counts and actions below 65 535");
        let (to_zone, to_pile) =
            target.map_or((Move::NONE, Move::NONE), |(t, j)| (index(t), index(j)));
        Move {
            zone: index(source.0),
            pile: index(source.1),
            to_zone,
            to_pile,
            cards: index(count),
            act: action.map_or(Move::NONE, index),
        }
    }

    /// The zone and pile the move takes from.
    #[inline]
    pub fn source(&self) -> (usize, usize) {
        (usize::from(self.zone), usize::from(self.pile))
    }

    /// The zone and pile it puts onto (None for an action).
    #[inline]
    pub fn target(&self) -> Option<(usize, usize)> {
        (self.to_zone != Move::NONE).then(|| (usize::from(self.to_zone), usize::from(self.to_pile)))
    }

    #[inline]
    pub fn count(&self) -> usize {
        usize::from(self.cards)
    }

    /// The action it plays (None for a card move).
    #[inline]
    pub fn action(&self) -> Option<usize> {
        (self.act != Move::NONE).then(|| usize::from(self.act))
    }
}

impl std::fmt::Debug for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Move")
            .field("source", &self.source())
            .field("target", &self.target())
            .field("count", &self.count())
            .field("action", &self.action())
            .finish()
    }
}

/// The open face-up top cards of a zone (`Game::open_tops`): a mask of their keys, and per
/// key the pile that card tops.
#[derive(Clone, Copy)]
struct ZoneTops {
    open: u64,
    pile_of: [u16; 52],
    /// Whether one of the zone's piles is empty and open.
    open_empty: bool,
}

impl ZoneTops {
    const NONE: ZoneTops = ZoneTops {
        open: 0,
        pile_of: [0; 52],
        open_empty: false,
    };
}

/// The open tops of the zones of one position found so far (eight at most), so that a zone
/// several zones give to is looked at once (`Game::kernel_moves`).
pub(super) struct KnownTops {
    zones: [usize; 8],
    tops: [ZoneTops; 8],
    count: usize,
}

impl KnownTops {
    fn new() -> KnownTops {
        KnownTops {
            zones: [usize::MAX; 8],
            tops: [ZoneTops::NONE; 8],
            count: 0,
        }
    }

    /// Forgets every zone's tops (kept for the next position, which writes them anew).
    fn clear(&mut self) {
        self.count = 0;
    }

    fn get(&self, zone: usize) -> Option<&ZoneTops> {
        let at = self.zones[..self.count].iter().position(|&z| z == zone)?;
        Some(&self.tops[at])
    }

    /// Room for zone `zone`'s tops, with no top open yet (None when there is no room left).
    /// Only `pile_of` entries of open tops are read, so the rest are left as they were.
    fn add(&mut self, zone: usize) -> Option<&mut ZoneTops> {
        if self.count == self.zones.len() {
            return None;
        }
        self.zones[self.count] = zone;
        let tops = &mut self.tops[self.count];
        tops.open = 0;
        tops.open_empty = false;
        self.count += 1;
        Some(tops)
    }
}

/// What listing moves keeps from one position to the next on a thread (its zones' open tops,
/// a pile's units), so that a position's moves are listed without allocating or clearing
/// those buffers.
pub(super) struct MoveScratch {
    known: KnownTops,
    units: Vec<(usize, Card)>,
}

thread_local! {
    static MOVE_SCRATCH: std::cell::RefCell<MoveScratch> = std::cell::RefCell::new(MoveScratch {
        known: KnownTops::new(),
        units: Vec::with_capacity(64),
    });
}

impl MoveScratch {
    /// Runs `work` with this thread's scratch, cleared (a fresh one if it is in use already).
    pub(super) fn with<R>(work: impl FnOnce(&mut KnownTops, &mut Vec<(usize, Card)>) -> R) -> R {
        MOVE_SCRATCH.with(|cell| match cell.try_borrow_mut() {
            Ok(mut scratch) => {
                let MoveScratch { known, units } = &mut *scratch;
                known.clear();
                work(known, units)
            }
            Err(_) => work(&mut KnownTops::new(), &mut Vec::new()),
        })
    }
}

/// 52 bits per card key: `table[t] & (1 << m)` when card `m` may lie on card `t`.
type Table = Vec<u64>;

struct ZoneRt {
    name: String,
    /// The player whose zone this instance is (None: shared, or a one-player game's zone).
    owner: Option<usize>,
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
    /// `part of a pile only to ZONE`: that zone's instance.
    part_only_to: Option<usize>,
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
    /// `each starting rank has a colour of its own`.
    rank_colours: bool,
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
    /// `... or RULE from its right neighbour`: what may lie left of a card in its row.
    right: Option<Table>,
    /// With a card named per row start: per pile, the key of the card it takes there.
    row_cards: Option<Vec<Option<usize>>>,
    /// `takes cards only if` / `gives cards only if`: moves by hand wait for these.
    takes_if: Vec<ConditionRt>,
    gives_if: Vec<ConditionRt>,
    /// `takes a card only if a higher card of its suit tops ZONE`: that zone's instance, and
    /// whether Aces rank above Kings.
    outranked_in: Option<(usize, bool)>,
    /// `takes a card only if a card of its rank lies in the pile before it`.
    rank_in_pile_before: bool,
    /// `takes N cards at a time`: N (0: any number).
    takes_count: usize,
    /// `row N gives only to the ZONE pile in line with it, until ...`: that zone's instance,
    /// per pile the place in its row (None: a row not named, free to play anywhere), and the
    /// conditions that lift the rule.
    in_line: Option<(usize, Vec<Option<usize>>, Vec<ConditionRt>)>,
    /// `once a pile is built up or down, every pile builds that way`.
    one_way: bool,
    /// `builds only on its base`.
    on_base: bool,
    /// `builds ..., nothing on the base rank of ZONE`: that zone's instance, and whether its
    /// base never changes (read from its first pile, dealt a card, whose cards never leave).
    nothing_on_base: Option<(usize, bool)>,
    /// `exchanges a lone card with a lone card of ZONE, ...`: those zones' instances.
    exchanges_with: Vec<usize>,
    /// `sends its top card under the face-down cards of the pile of its rank, ...`: the rank
    /// of each pile, ascending (empty without the clause).
    by_rank: Vec<u8>,
    /// `gives ..., only to a pile touching it`: per pile, its (row, place in the row).
    touching: Option<Vec<(usize, usize)>>,
}

impl ZoneRt {
    /// Whether its moves read nothing but the piles they take from and put on (no covering,
    /// offsets, partial-run restriction, pairs, rows, bases read from elsewhere, growing or
    /// closing piles, units by count, moves waiting for conditions): what the safe cards and
    /// the twins rules need.
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
            && self.takes_if.is_empty()
            && self.gives_if.is_empty()
            && self.outranked_in.is_none()
            && !self.rank_in_pile_before
            && self.takes_count == 0
            && self.in_line.is_none()
            && self.touching.is_none()
            && !self.one_way
            && !self.rank_colours
            && !self.on_base
            // A base that never changes is the same in the positions the proofs pair up.
            && self.nothing_on_base.is_none_or(|(_, fixed)| fixed)
            && self.exchanges_with.is_empty()
            && self.by_rank.is_empty()
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
    /// The player whose action it is (each player has each action, on their own zones).
    player: usize,
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
    random_gaps: bool,
    /// `deal back as at the start`: (pile, face up) for each card, in dealing order (empty:
    /// not so).
    as_dealt: Vec<(usize, bool)>,
    packets: usize,
    /// `all from each pile of ZONE`: every pile of the source, first pile first.
    from_each: bool,
    /// `play a bottom card from ZONE`: a draw of the bottom card only.
    bottom: bool,
    /// `to each pile of ZONE with fewer than N cards`: N (None: every pile takes cards).
    fewer_than: Option<usize>,
}

enum ConditionRt {
    Empty(Vec<usize>),
    Piles(usize, usize),
    /// The zones (this player's instances) hold exactly this many cards.
    Cards(Vec<usize>, usize),
    AllCards(Vec<usize>),
    /// `all own cards in`: every card of the player's deck (the owner given) lies in the zones.
    AllOwnCards(Vec<usize>, usize),
    InOrder(usize),
    /// `no face-down cards in ZONE`: every card of the zones (this player's instances) face up.
    FaceUp(Vec<usize>),
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
    /// Ranks put beneath the other cards of each pile (a mask, bit r for rank r).
    under: u16,
    /// A card of a rank the pile holds is exchanged, as it is dealt (fixed deals).
    distinct_ranks: bool,
    /// `A at the start of each row`: (pile, (rank, suit)) of the card that starts each row.
    row_cards: Vec<(usize, (u8, u8))>,
}

/// A variant compiled for the native engine.
pub struct Game {
    pub name: String,
    /// The players (1 or 2).
    players: usize,
    /// The zone instances, zone by zone and player by player (`Game.instances` in Python).
    zones: Vec<ZoneRt>,
    /// Per zone of the rules: its instances (one, or one per player).
    instances: Vec<Vec<usize>>,
    deals: Vec<Option<ZoneDeal>>,
    /// Per player: the zones their card moves start from (with whether they move only by
    /// offsets within the zone), in the order the Python engine lists them.
    sources: Vec<Vec<(usize, bool)>>,
    /// Every player's actions, player by player (`actions_each` per player, in rules order).
    actions: Vec<ActionRt>,
    actions_each: usize,
    cells: Vec<usize>,
    /// The won conditions, read for player 0 (the only one, or any when they name no zone
    /// of each player).
    won: Vec<ConditionRt>,
    /// With several players and won conditions about a player's own cards or zones: per
    /// player, the conditions read for them (the first to hold them all wins).
    won_each: Option<Vec<Vec<ConditionRt>>>,
    pub lost_when_no_moves: bool,
    counted: usize,
    /// The cards of every deck, deck after deck (one per player with `decks per player`).
    deck: Vec<Card>,
    /// The decks the deck is made of (1, or the players with a deck each).
    deck_owners: usize,
    total_cards: usize,
    /// (zone refilled at once, the zone it is refilled from), in zone order.
    refills: Vec<(usize, Vec<usize>)>,
    /// (zone refilled by hand, the zone it is refilled from).
    by_hand: Vec<(usize, usize)>,
    /// Whether some zone exchanges lone cards with another (`exchanges a lone card ...`).
    exchanging: bool,
    /// (collecting zone, the zone it collects from, ranks it collects (0: complete suits)).
    collectors: Vec<(usize, usize, u16)>,
    /// The ranks a suit holds, highest first (a complete suit runs down through them).
    suit_ranks: Vec<u8>,
    /// Per player: the progress measures, read for that player.
    progress: Vec<Vec<MeasureRt>>,
    /// The `score` line, when there is one: per player, what it counts for them.
    score: Option<Vec<ScoreRt>>,
    /// Zones whose piles may be reordered without changing the game (canonical keys).
    interchangeable: Vec<bool>,
    /// Per zone, the first pile from which on the solver's key sorts its piles (`sorted_from`
    /// in compile.rs): 0 for an interchangeable zone, its count where none.
    sorted_from: Vec<usize>,
    /// Per zone: its cards never leave it (see `solve_key`).
    compact: Vec<bool>,
    /// Per zone: its piles only ever lose their top cards (`Game::find_prefixed`).
    prefixed: Vec<bool>,
    /// No two cards of the deck are alike (a single deck).
    unique_cards: bool,
    /// Cards whose stacks the solver's key puts in order (`twins.rs`), where the rules allow.
    twins: Option<twins::Twins>,
    /// The folded stock and waste whose arrangements on the actions' round share a key
    /// (`round.rs`), where the rules allow.
    stock_round: Option<round::StockRound>,
    /// Whether turning a folded stock buries the cards turned past (`Game::step_kind`): no
    /// action redeals the waste onto the stock without limit.
    turns_bury: bool,
    /// What plugins that change play narrow every list of legal moves to (`filters.rs`).
    filters: Vec<filters::Filter>,
}

/// Positions the progress search may look at before it gives up (as `PROGRESS_SEARCH_LIMIT` in
/// kernel/engine/outcome.py: the two must agree, tests/test_native.py checks it).
pub const PROGRESS_SEARCH_LIMIT: usize = 20_000;

/// How a game of several players has ended (`Game::finish`), before the scores are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// This player has met the won line (all their own cards home): they win.
    Home(usize),
    /// The won line, about no player's own cards, is met: the scores decide.
    AllHome,
    /// No player can progress: the scores decide.
    Blocked,
}

/// What is known of one player's progress from a position of a game of several players
/// (`Game::player_proof`): whether they can progress (as a fresh search answers), and a line
/// of their moves that does, when one was found (the next position tries it first).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerProof {
    pub can: bool,
    path: Vec<Move>,
    /// The player's measures where `path` ends (better than where it starts).
    reached: Vec<i64>,
    /// When known, no position the player can reach from here has a measure above this (an
    /// ancestor's proof that they could not progress, as `Evidence.ceiling` in Python).
    ceiling: Option<Vec<i64>>,
}

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
    /// The cards of the owner given in the zones (`cards ... by owner`).
    CardsByOwner(Vec<usize>, usize),
}

impl Game {
    pub fn zone_names(&self) -> Vec<String> {
        self.zones.iter().map(|z| z.name.clone()).collect()
    }

    pub fn action_names(&self) -> Vec<String> {
        self.actions.iter().map(|a| a.name.clone()).collect()
    }

    /// The players (1 or 2).
    pub fn players(&self) -> usize {
        self.players
    }

    /// Per zone instance: the player it belongs to (None: shared).
    pub fn zone_owners(&self) -> Vec<Option<usize>> {
        self.zones.iter().map(|z| z.owner).collect()
    }

    /// Per action (`action_names`' order): the player whose action it is.
    pub fn action_players(&self) -> Vec<usize> {
        self.actions.iter().map(|a| a.player).collect()
    }

    /// The player who makes `mv`: the action's, or the owner of the zone its cards leave
    /// (a zone that gives cards belongs to a player in a game of several: `unsupported`).
    pub fn mover(&self, mv: &Move) -> usize {
        match mv.action() {
            Some(a) => self.actions[a].player,
            None => self.zones[mv.source().0].owner.unwrap_or(0),
        }
    }

    /// The instance of zone `spec` (its index in the rules) for `player`: their own, or the
    /// only one of a shared zone.
    fn instance(&self, spec: usize, player: usize) -> usize {
        let list = &self.instances[spec];
        list[if list.len() == 1 { 0 } else { player }]
    }

    /// The mode of each action, as the IR names it (`draw`: its moves play a buried card).
    pub fn action_modes(&self) -> Vec<&'static str> {
        self.actions.iter().map(|a| a.mode.name()).collect()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::deal::deal_base_rank;
    use super::*;
    use serde_json::json;

    #[test]
    fn a_packed_step_unpacks_to_the_same_step() {
        let steps = [
            Step {
                turns: 0,
                mv: Move::new((3, 999), Some((0, 7)), 416, None),
            },
            Step {
                turns: 1672,
                mv: Move::new((1, 0), None, 24, Some(2)),
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
            .zones()
            .flat_map(|zone| zone.iter())
            .flat_map(|pile| pile.iter())
            .map(|&c| key(c))
            .collect();
        keys.sort_unstable();
        assert_eq!(keys, (0..52).collect::<Vec<_>>());
        assert_eq!(state.zone(2).pile(0).len(), 16);
        assert!(state.zone(2).pile(0).iter().all(|&c| !face_up(c)));
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
                    .zones()
                    .flat_map(|zone| zone.iter())
                    .map(|pile| pile.len())
                    .sum::<usize>(),
                52
            );
        }
    }

    #[test]
    fn moves_listed_while_the_scratch_is_in_use_are_the_same() {
        let game = Game::from_json(KLONDIKE).unwrap();
        let state = game.deal(3);
        let listed = game.legal_moves(&state);
        // Listing moves inside another listing (a plugin's filter could) takes fresh buffers.
        let nested = MoveScratch::with(|_, _| game.legal_moves(&state));
        assert_eq!(nested, listed);
        assert_eq!(
            game.legal_moves(&state),
            listed,
            "and the thread's scratch after it"
        );
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
            moves
                .into_iter()
                .filter(|m| m.action() == Some(1))
                .collect()
        };
        let mut found = 0;
        for seed in 0..40 {
            let state = game.deal(seed);
            assert!(draws(&state).is_empty(), "before the turn is used up");
            let moves = game.legal_moves(&state);
            let turn = moves.iter().find(|m| m.action() == Some(0)).unwrap();
            let state = game.apply(&state, turn);
            assert!(game
                .legal_moves(&state)
                .iter()
                .all(|m| m.action() != Some(0)));
            for m in draws(&state) {
                let ((s, i), (t, j)) = (m.source(), m.target().unwrap());
                assert!(m.count() >= 2 && s == 0 && t == 1, "{m:?}");
                let pile = &state.zone(s).pile(i);
                let card = pile[pile.len() - m.count()];
                let next = game.apply(&state, &m);
                assert_eq!(next.zone(t).pile(j).last(), Some(&card));
                assert_eq!(next.zone(s).pile(i).len(), pile.len() - 1);
                assert_eq!(
                    next.zone(s).pile(i).last(),
                    pile.last(),
                    "the top card stays"
                );
                assert_eq!(next.redeals, vec![1, 1]);
                assert!(draws(&next).is_empty(), "once");
                found += 1;
            }
        }
        assert!(found > 0);
    }

    #[test]
    fn a_bottom_card_and_a_deal_to_the_shorter_piles_keep_to_their_own_modes() {
        // Golf whose stock deals a card to each column of fewer than six, and whose columns'
        // bottom cards play too (Labyrinth's forms).
        let text = edited(GOLF, |ir| {
            ir["actions"][0] = json!({"term": "action", "name": "deal", "amount": 1,
                "source": "stock", "target": "tableau", "mode": "each", "fewer_than": 6});
            let lift = json!({"term": "action", "name": "lift", "amount": 1,
                "source": "tableau", "target": "tableau", "mode": "draw", "bottom": true});
            ir["actions"].as_array_mut().unwrap().push(lift);
        });
        let game = Game::from_json(&text).unwrap();
        let state = game.deal(3);
        let deal = game
            .legal_moves(&state)
            .into_iter()
            .find(|m| m.action() == Some(0));
        let next = game.apply(&state, &deal.unwrap());
        let sizes: Vec<usize> = next.zone(0).iter().map(|p| p.len()).collect();
        assert_eq!(sizes, vec![6; 7], "one card to each column of five");
        assert!(game
            .legal_moves(&next)
            .iter()
            .all(|m| m.action() != Some(0)));
        for m in game
            .legal_moves(&next)
            .iter()
            .filter(|m| m.action() == Some(1))
        {
            assert_eq!(m.count(), 6, "only the bottom card: {m:?}");
        }
        let error = |edit: &dyn Fn(&mut serde_json::Value)| {
            Game::from_json(&edited(&text, edit)).err().unwrap()
        };
        let e = error(&|ir| ir["actions"][1]["mode"] = "top".into());
        assert!(e.contains("plays a bottom card"), "{e}");
        let e = error(&|ir| ir["actions"][0]["fewer_than"] = 0.into());
        assert!(e.contains("fewer_than is 1 or more"), "{e}");
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
        // More than two players do not fit a card's one owner bit.
        let e = error(&|ir| ir["players"] = 3.into());
        assert!(e.contains("more than two players"), "{e}");
        // With two players, a shared zone that gives cards would make moves of nobody.
        let e = error(&|ir| ir["players"] = 2.into());
        assert!(
            e.contains("zone 'tableau': a shared zone that gives cards"),
            "{e}"
        );
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
