//! Position keys, made cheaply: written into one buffer
//! reused for every position (a key is copied only when its position is new), and a set of
//! keys hashed by a fast multiplicative hash (the keys come from the engine, not from an
//! adversary, so SipHash's protection buys nothing).

use std::cmp::Ordering;
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use super::twins::Twins;
use super::{face_up, turned, Card, Game, State, Step, Turned, Unit};

/// FxHash (as in rustc): a rotate, an xor and a multiply per 8 bytes. For the engine's own
/// keys and moves, never attacker-chosen.
#[derive(Default, Clone, Copy)]
pub struct KeyHasher {
    hash: u64,
}

impl KeyHasher {
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, value: u8) {
        self.add(u64::from(value));
    }

    fn write_u32(&mut self, value: u32) {
        self.add(u64::from(value));
    }

    fn write_u64(&mut self, value: u64) {
        self.add(value);
    }

    fn write_usize(&mut self, value: usize) {
        self.add(value as u64);
    }

    fn finish(&self) -> u64 {
        self.hash
    }
}

/// A set of position keys.
pub(super) type KeySet = HashSet<Vec<u8>, BuildHasherDefault<KeyHasher>>;

impl Game {
    /// A key equal for positions that differ only by the order of interchangeable piles, written
    /// into `out` (cleared first): per zone a marker (0xff), then per pile its length and its
    /// cards, an interchangeable zone's piles in the order of those entries. A length is one
    /// byte in a game of fewer than 255 cards (never the marker, so a key reads back one way
    /// even where a zone's number of piles changes), else 4 bytes, little-endian. With
    /// `compact`, a pile of a zone whose cards never leave it is written as its length, bottom
    /// and top card only, a pile of a zone that only ever loses its top cards as its length
    /// and top card (`find_prefixed`), and a stock and waste on their round as its form
    /// (`round_form`): the solver's key (`solve_key`).
    pub(super) fn key_into(&self, state: &State, out: &mut Vec<u8>, compact: bool) {
        out.clear();
        for used in &state.redeals {
            out.extend_from_slice(&used.to_le_bytes());
        }
        let mut order = Vec::new();
        let twins = self.twins.as_ref().filter(|_| compact).map(|twins| {
            let ready = self.ready(twins, |z| state.zone(z).len(), |z, j| state.zone(z).pile(j));
            (twins, ready)
        });
        let round = compact.then(|| self.round_form(state)).flatten();
        for (z, piles) in state.zones().enumerate() {
            let rounded = self.rounded(z, round.as_ref());
            let zone = KeyedZone {
                z,
                count: piles.len(),
                pile: |j: usize| rounded.unwrap_or(&piles[j][..]),
                entry: self.entry(z, compact),
            };
            self.solver_zone_key(twins, zone, &mut order, out);
        }
    }

    /// What the key writes of each pile of zone `z` (with `compact`, the solver's key).
    pub(super) fn entry(&self, z: usize, compact: bool) -> Entry {
        if !compact {
            Entry::Cards
        } else if self.prefixed[z] {
            Entry::Top
        } else if self.compact[z] {
            Entry::Ends
        } else {
            Entry::Cards
        }
    }

    /// Per zone: whether each of its piles only ever loses cards from its top (a one-player
    /// game; no move, action, refill, exchange, pair or collection puts a card there, no
    /// action or collection takes from it, its moves take a top card or run, nothing covers
    /// or reorders its piles, no filter changes positions). A search starts at one position:
    /// every pile of such a zone is a bottom part of that pile there, whose cards keep their
    /// faces but the top one (turned up when exposed), so its length and top card say all it
    /// holds. Not where the key sorts the piles (two piles of equal length hold other cards)
    /// or the twins reorder them.
    pub(super) fn find_prefixed(&self) -> Vec<bool> {
        let never_enters = |z: usize| {
            self.zones.iter().all(|other| {
                !other.targets.contains(&z)
                    && !other.exchanges_with.contains(&z)
                    && other.pairs_to != Some(z)
            }) && self.actions.iter().all(|a| a.source != z && a.target != z)
                && self.refills.iter().all(|(into, _)| *into != z)
                && self
                    .by_hand
                    .iter()
                    .all(|&(into, from)| into != z && from != z)
                && self
                    .collectors
                    .iter()
                    .all(|&(into, from, _)| into != z && from != z)
        };
        let reordered = |z: usize| {
            self.sorted_from[z] < self.zones[z].count
                || self.twins.as_ref().is_some_and(|twins| twins.zone == z)
        };
        (0..self.zones.len())
            .map(|z| {
                let zone = &self.zones[z];
                self.players == 1
                    && self.filters.is_empty()
                    && zone.plain()
                    && matches!(
                        zone.unit,
                        Unit::Top
                            | Unit::Pile
                            | Unit::TopOrPile
                            | Unit::Runs
                            | Unit::FaceUp
                            | Unit::Nothing
                    )
                    && zone.uncovers.iter().all(|u| u.is_empty())
                    && !reordered(z)
                    && never_enters(z)
            })
            .collect()
    }

    /// The pile the key writes for the stock or the waste (zone `z`, one pile) when their
    /// arrangement is written as its form on the stock's round (`round_form`).
    fn rounded<'a>(
        &self,
        z: usize,
        round: Option<&'a (Vec<Card>, Vec<Card>)>,
    ) -> Option<&'a [Card]> {
        let (forms, zones) = (round?, self.stock_round.as_ref()?.zones());
        if z == zones.0 {
            Some(&forms.0)
        } else if z == zones.1 {
            Some(&forms.1)
        } else {
            None
        }
    }

    /// Zone `z`'s part of a key (`zone_key`), with the stacks on its twins put in order when
    /// `twins` are given (with the twins that could go home: `Game::ready`) and it is theirs.
    fn solver_zone_key<'a>(
        &self,
        twins: Option<(&Twins, u64)>,
        zone: KeyedZone<impl Fn(usize) -> &'a [Card]>,
        order: &mut Vec<usize>,
        out: &mut Vec<u8>,
    ) {
        match twins {
            Some((twins, ready)) if twins.zone == zone.z => {
                self.twins_zone_key((twins, ready), zone, order, out)
            }
            _ => {
                let KeyedZone {
                    z,
                    count,
                    pile,
                    entry,
                } = zone;
                self.zone_key(z, count, pile, entry, order, out)
            }
        }
    }

    /// Zone `z`'s part of a key: its marker, then its `count` piles (`pile(j)` gives pile `j`),
    /// sorted as their entries would sort when the zone's piles are interchangeable (`order`:
    /// a buffer for their indices).
    pub(super) fn zone_key<'a>(
        &self,
        z: usize,
        count: usize,
        pile: impl Fn(usize) -> &'a [Card],
        entry: Entry,
        order: &mut Vec<usize>,
        out: &mut Vec<u8>,
    ) {
        out.push(0xff);
        let wide = self.total_cards >= 0xff;
        let write = |out: &mut Vec<u8>, cards: &[Card]| write_entry(out, cards, entry, wide);
        let start = self.sorted_from[z].min(count);
        for j in 0..start {
            write(out, pile(j));
        }
        if start == count {
            return;
        }
        // Sorted as the entries written would sort, without building them; the piles of
        // most zones fit an array on the stack.
        let rest = count - start;
        let mut few: [&[Card]; 16] = [&[]; 16];
        if rest <= few.len() {
            for (j, slot) in few[..rest].iter_mut().enumerate() {
                *slot = pile(start + j);
            }
            few[..rest].sort_unstable_by(|a, b| entry_order(a, b, entry));
            for cards in &few[..rest] {
                write(out, cards);
            }
            return;
        }
        order.clear();
        order.extend(start..count);
        order.sort_unstable_by(|&a, &b| entry_order(pile(a), pile(b), entry));
        for &j in order.iter() {
            write(out, pile(j));
        }
    }

    /// Whether `stepped_key` can write the key of a card move's position without making it:
    /// a move changes only the pile it takes from (its new top turned up, where the zone
    /// does that) and the pile it puts on, unless a refill follows it (`stepped_key` then
    /// declines). No collections, pairs, closing gaps or covering piles, which change others,
    /// and no solver guide, whose keys are its own.
    pub(super) fn keys_ahead(&self) -> bool {
        self.collectors.is_empty()
            && self.zones.iter().all(|z| {
                z.pairs_to.is_none() && !z.closes_gaps && z.uncovers.iter().all(|u| u.is_empty())
            })
    }

    /// The solver's key (`solve_key`) of the position that card-move `step` makes from `state`
    /// (the folded stock `cycle` turned into `turned` for the steps that start with turns),
    /// written into `out` without making that position: most positions a search makes are
    /// ones it has seen, and making each cost more than its key. Only where `keys_ahead`
    /// holds; false (nothing written) for an action.
    pub(super) fn stepped_key(
        &self,
        state: &State,
        (cycle, turned_to): (Option<(usize, usize)>, &[Turned]),
        step: &Step,
        scratch: &mut KeyScratch,
        out: &mut Vec<u8>,
    ) -> bool {
        let (Some((t, j)), None) = (step.mv.target(), step.mv.action()) else {
            return false;
        };
        let after_turns = match (step.turns, cycle) {
            (0, _) | (_, None) => None,
            (turns, Some(zones)) => Some((&turned_to[turns as usize - 1], zones)),
        };
        let before = |z: usize, p: usize| -> &[Card] {
            match after_turns {
                Some((turned, (stock, _))) if z == stock => &turned.stock,
                Some((turned, (_, waste))) if z == waste => &turned.waste,
                _ => state.zone(z).pile(p),
            }
        };
        let (s, i) = step.mv.source();
        let KeyScratch { from, onto, order } = scratch;
        let source = before(s, i);
        let cut = source.len() - step.mv.count();
        from.clear();
        from.extend_from_slice(&source[..cut]);
        if self.zones[s].turns_up || self.zones[s].top_face_up {
            if let Some(top) = from.last_mut().filter(|top| !face_up(**top)) {
                *top = turned(*top, true);
            }
        }
        onto.clear();
        onto.extend_from_slice(before(t, j));
        onto.extend_from_slice(&source[cut..]);
        out.clear();
        let redeals = after_turns.map_or(&state.redeals, |(turned, _)| &turned.redeals);
        for used in redeals {
            out.extend_from_slice(&used.to_le_bytes());
        }
        let (from, onto) = (&from[..], &onto[..]);
        let after = |z: usize, p: usize| -> &[Card] {
            if (z, p) == (s, i) {
                from
            } else if (z, p) == (t, j) {
                onto
            } else {
                before(z, p)
            }
        };
        // A refill after the move changes other piles: that position is made instead. Turns
        // of a folded stock are played on the stock and waste alone, so where a refill takes
        // from either, a step after turns is made too.
        for (zone, supplies) in &self.refills {
            let from_stock = cycle
                .is_some_and(|(stock, waste)| supplies.iter().any(|&z| z == stock || z == waste));
            if (step.turns > 0 && from_stock)
                || ((0..state.zone(*zone).len()).any(|p| after(*zone, p).is_empty())
                    && supplies
                        .iter()
                        .any(|&z| !state.zone(z).is_empty() && !after(z, 0).is_empty()))
            {
                out.clear();
                return false;
            }
        }
        let twins = self
            .twins
            .as_ref()
            .map(|twins| (twins, self.ready(twins, |z| state.zone(z).len(), after)));
        let round = self.stock_round.as_ref().and_then(|round| {
            let (stock, waste) = round.zones();
            self.round_form_of(state, after(stock, 0), after(waste, 0))
        });
        for (z, piles) in state.zones().enumerate() {
            let rounded = self.rounded(z, round.as_ref());
            let zone = KeyedZone {
                z,
                count: piles.len(),
                pile: |p: usize| rounded.unwrap_or_else(|| after(z, p)),
                entry: self.entry(z, true),
            };
            self.solver_zone_key(twins, zone, order, out);
        }
        true
    }
}

/// What a key writes of a pile after its length.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Entry {
    /// Every card, bottom first.
    Cards,
    /// The bottom and top card: a zone whose cards never leave it (`Game::compact`).
    Ends,
    /// The top card: a zone that only ever loses its top cards (`Game::find_prefixed`).
    Top,
}

/// A pile's entry in a key: its length (one byte, or with `wide` 4 bytes, little-endian), then
/// what `entry` says of its cards.
fn write_entry(out: &mut Vec<u8>, cards: &[Card], entry: Entry, wide: bool) {
    if wide {
        out.extend_from_slice(&(cards.len() as u32).to_le_bytes());
    } else {
        out.push(cards.len() as u8);
    }
    match (entry, cards.first(), cards.last()) {
        (Entry::Ends, Some(&bottom), Some(&top)) => out.extend([bottom, top]),
        (Entry::Top, _, Some(&top)) => out.push(top),
        _ => out.extend_from_slice(cards),
    }
}

/// The order of two piles' entries in a key (the length as its bytes, little-endian, then the
/// cards `entry` writes), compared without writing them.
fn entry_order(a: &[Card], b: &[Card], entry: Entry) -> Ordering {
    let (a_len, b_len) = (
        (a.len() as u32).to_le_bytes(),
        (b.len() as u32).to_le_bytes(),
    );
    a_len.cmp(&b_len).then_with(|| match entry {
        Entry::Cards => a.cmp(b),
        Entry::Ends => (a.first(), a.last()).cmp(&(b.first(), b.last())),
        Entry::Top => a.last().cmp(&b.last()),
    })
}

/// Zone `z`'s piles as a key reads them: `count` piles, pile `j` being `pile(j)`, each written
/// as `entry` says.
pub(super) struct KeyedZone<F> {
    pub z: usize,
    pub count: usize,
    pub pile: F,
    pub entry: Entry,
}

/// Buffers `stepped_key` reuses: the two changed piles and an interchangeable zone's order.
#[derive(Default)]
pub(super) struct KeyScratch {
    from: Vec<Card>,
    onto: Vec<Card>,
    order: Vec<usize>,
}

#[cfg(test)]
pub(crate) mod tests {
    use super::super::tests::KLONDIKE;
    use super::super::{search, Limits, SafeMoves, SolveEnd, Turns};
    use super::*;
    use crate::pcg::Pcg32;

    pub(crate) const FREECELL: &str = r#"{"ir_version": 1, "term": "rules", "name": "cells", "title": "Cells", "aliases": [],
        "source": "a test", "file": "", "decks": 1, "decks_per_player": false,
        "suits": "SHDC", "players": 1, "option_specs": [], "options": [], "plugins": [],
        "lost_when_no_moves": false, "score": null,
        "zones": [
          {"term": "zone", "name": "tableau", "kind": "tableau", "count": 8, "deal": {"term": "deal", "amount": "rest"}, "builds": {"term": "rank_step", "steps": [-1]}, "gives": {"term": "gives", "unit": "top", "to": ["cells", "foundation", "tableau"]}, "empty": {"term": "empty", "what": "any"}},
          {"term": "zone", "name": "cells", "kind": "cell", "count": 4, "gives": {"term": "gives", "unit": "top", "to": ["tableau", "foundation"]}, "capacity": 1, "empty": {"term": "empty", "what": "any"}},
          {"term": "zone", "name": "foundation", "kind": "foundation", "count": 4, "builds": {"term": "rank_step", "steps": [1]}, "empty": {"term": "empty", "what": "ranks", "ranks": [1]}}],
        "actions": [],
        "won": [{"term": "condition", "kind": "all_cards", "zones": ["foundation"]}],
        "progress": [{"term": "measure", "kind": "more", "zones": ["foundation"]}]}"#;

    /// The key as first written: every entry built, then the entries sorted (the order is what
    /// `key_into` finds without building them).
    fn reference_key(game: &Game, state: &State, compact: bool) -> Vec<u8> {
        let mut out = Vec::new();
        for used in &state.redeals {
            out.extend_from_slice(&used.to_le_bytes());
        }
        for (z, piles) in state.zones().enumerate() {
            out.push(0xff);
            let entry = game.entry(z, compact);
            let wide = game.total_cards >= 0xff;
            let write = |out: &mut Vec<u8>, pile: &[Card]| write_entry(out, pile, entry, wide);
            let mut entries: Vec<Vec<u8>> = piles
                .iter()
                .map(|pile| {
                    let mut entry = Vec::new();
                    write(&mut entry, pile);
                    entry
                })
                .collect();
            let start = game.sorted_from[z].min(entries.len());
            entries[start..].sort_unstable();
            out.extend(entries.concat());
        }
        out
    }

    /// A Canfield of three suits, seven ranks: three foundation piles, the first dealt the
    /// base card (tests/test_native.py's MINI_CANFIELD).
    pub(crate) const MINI_CANFIELD: &str = r#"{"ir_version": 1, "term": "rules", "name": "mini-canfield", "title": "Mini Canfield", "aliases": [],
        "source": "a test", "file": "", "decks": 1, "decks_per_player": false, "suits": "SHD", "players": 1,
        "option_specs": [], "options": [], "plugins": [], "lost_when_no_moves": false, "score": null, "progress": [],
        "ranks": [1, 2, 3, 4, 5, 6, 7],
        "zones": [
          {"term": "zone", "name": "reserve", "kind": "reserve", "count": 1, "deal": {"term": "deal", "amount": "each", "count": 5, "face": "top"}, "gives": {"term": "gives", "unit": "top", "to": ["foundation", "tableau"]}, "turns_up": true},
          {"term": "zone", "name": "foundation", "kind": "foundation", "count": 3, "deal": {"term": "deal", "amount": "list", "counts": [1, 0, 0]}, "builds": {"term": "all_of", "terms": [{"term": "rank_step", "steps": [1], "wrap": true}, {"term": "suit", "relation": "same"}]}, "empty": {"term": "empty", "what": "base"}, "one_pile_per_suit": true, "one_card_at_a_time": true},
          {"term": "zone", "name": "tableau", "kind": "tableau", "count": 3, "deal": {"term": "deal", "amount": "each", "count": 1}, "builds": {"term": "all_of", "terms": [{"term": "rank_step", "steps": [-1], "wrap": true}, {"term": "suit", "relation": "alternate"}]}, "gives": {"term": "gives", "unit": "top_or_pile"}, "empty": {"term": "empty", "what": "any", "from_zones": ["waste"]}, "refill_from": "reserve"},
          {"term": "zone", "name": "stock", "kind": "stock", "count": 1, "deal": {"term": "deal", "amount": "rest", "face": "down"}},
          {"term": "zone", "name": "waste", "kind": "waste", "count": 1, "gives": {"term": "gives", "unit": "top", "to": ["foundation", "tableau"]}}],
        "actions": [{"term": "action", "name": "turn", "amount": 3, "source": "stock", "target": "waste", "mode": "top"},
          {"term": "action", "name": "redeal", "amount": null, "source": "waste", "target": "stock", "mode": "top", "face_up": false, "when": [{"term": "condition", "kind": "empty", "zones": ["stock"]}]}],
        "won": [{"term": "condition", "kind": "all_cards", "zones": ["foundation"]}]}"#;

    #[test]
    fn foundation_piles_after_the_base_pile_are_keyed_in_any_order() {
        // docs/solver.md, "Interchangeable piles": the first pile sets the base rank; which of
        // the others a base card went to is never read, so the solver's key sorts them.
        let game = Game::from_json(MINI_CANFIELD).unwrap();
        let foundation = 1;
        assert_eq!(game.sorted_from[foundation], 1);
        let dealt = game.deal(3);
        let base = dealt.zone(foundation).pile(0)[0];
        let (rank, suit) = (super::super::rank, super::super::suit);
        let others: Vec<Card> = (0..3u8)
            .filter(|&s| s != suit(base))
            .map(|s| (rank(base) - 1) * 4 + s)
            .collect();
        let with = |order: [usize; 3]| {
            let mut state = dealt.clone();
            let cards = [vec![base], vec![others[0]], Vec::new()];
            for (j, &from) in order.iter().enumerate() {
                state.piles.set_pile(foundation, j, &cards[from]);
            }
            let mut key = Vec::new();
            game.key_into(&state, &mut key, true);
            key
        };
        assert_eq!(with([0, 1, 2]), with([0, 2, 1])); // a base card in the second or third pile
        assert_ne!(with([0, 1, 2]), with([1, 0, 2])); // the base pile is not another
    }

    #[test]
    fn a_key_written_into_a_buffer_is_the_key() {
        let game = Game::from_json(FREECELL).unwrap();
        assert!(game.interchangeable.iter().any(|&i| i));
        let mut buffer = vec![1, 2, 3];
        for seed in 1..20 {
            let mut picks = Pcg32::new(seed, 1);
            let mut state = game.deal(seed);
            for _ in 0..60 {
                game.key_into(&state, &mut buffer, false);
                assert_eq!(buffer, reference_key(&game, &state, false));
                game.key_into(&state, &mut buffer, true);
                assert_eq!(buffer, reference_key(&game, &state, true));
                let moves = game.legal_moves(&state);
                if moves.is_empty() {
                    break;
                }
                state = game.apply(&state, &moves[picks.below(moves.len() as u32) as usize]);
            }
        }
    }

    #[test]
    fn a_key_written_ahead_of_its_position_is_that_positions_key() {
        // Every step of random lines of FreeCell and Klondike (turns folded into the waste's
        // moves): the key written from the position before the step is the key of the
        // position the step makes.
        // And Mini Canfield, whose spaces the reserve refills: there a step that leaves a
        // space while the reserve has cards is made, not keyed ahead.
        for ir in [FREECELL, KLONDIKE, MINI_CANFIELD] {
            let game = Game::from_json(ir).unwrap();
            assert!(game.keys_ahead());
            let cycle = game.stock_cycle();
            assert_eq!(cycle.is_some(), ir != FREECELL);
            let (mut ahead, mut made) = (Vec::new(), Vec::new());
            let mut scratch = KeyScratch::default();
            let mut checked = 0;
            for seed in 1..100 {
                let mut picks = Pcg32::new(seed, 2);
                let mut state = game.deal(seed);
                for _ in 0..80 {
                    let (steps, turns) = match cycle {
                        Some(zones) => {
                            game.ordered_steps(&state, &SafeMoves::default(), zones, None)
                        }
                        None => (
                            game.legal_moves(&state)
                                .into_iter()
                                .map(|mv| Step { turns: 0, mv })
                                .collect(),
                            Turns::default(),
                        ),
                    };
                    for step in &steps {
                        let written = game.stepped_key(
                            &state,
                            (cycle, &turns.after),
                            step,
                            &mut scratch,
                            &mut ahead,
                        );
                        if !written {
                            assert!(
                                step.mv.action().is_some() || !game.refills.is_empty(),
                                "a card move's key is written"
                            );
                            continue;
                        }
                        let next = search::stepped(&game, &state, cycle, &turns.after, step);
                        game.solve_key(&next, &mut made);
                        assert_eq!(ahead, made, "seed {seed}");
                        checked += 1;
                    }
                    if steps.is_empty() {
                        break;
                    }
                    let step = &steps[picks.below(steps.len() as u32) as usize];
                    state = search::stepped(&game, &state, cycle, &turns.after, step);
                }
            }
            assert!(checked > 1000, "{checked} keys checked");
        }
    }

    #[test]
    fn a_pile_that_only_loses_its_top_cards_is_keyed_by_its_length_and_top_card() {
        // Mini Canfield's reserve takes no card and gives its top card: the solver's key
        // writes its length and top card, which tell the same positions apart as its cards
        // do (the search meets the same positions in the same order, with shorter keys).
        let game = Game::from_json(MINI_CANFIELD).unwrap();
        assert_eq!(game.prefixed, [true, false, false, false, false]);
        for ir in [FREECELL, KLONDIKE] {
            assert!(!Game::from_json(ir).unwrap().prefixed.contains(&true));
        }
        let mut carded = Game::from_json(MINI_CANFIELD).unwrap();
        carded.prefixed = vec![false; carded.zones.len()];
        let safe = SafeMoves::default();
        let (mut won, mut lost) = (0, 0);
        for seed in 1..=100 {
            let root = game.deal(seed);
            let (mut short, mut long) = (Vec::new(), Vec::new());
            game.solve_key(&root, &mut short);
            carded.solve_key(&root, &mut long);
            assert_eq!(short.len() + 4, long.len()); // the reserve's 5 cards, its top kept
            let limits = || Limits::bytes(1 << 32);
            let (end, nodes, ..) = game.solve(&root, limits(), &safe, None, &[]);
            let (carded_end, carded_nodes, ..) = carded.solve(&root, limits(), &safe, None, &[]);
            assert_eq!((&end, nodes), (&carded_end, carded_nodes), "seed {seed}");
            match end {
                SolveEnd::Won(_) => won += 1,
                _ => lost += 1,
            }
        }
        assert!(won >= 5 && lost > 5, "{won} won, {lost} lost");
    }

    #[test]
    fn the_hash_reads_every_byte() {
        let hash = |bytes: &[u8]| {
            let mut hasher = KeyHasher::default();
            hasher.write(bytes);
            hasher.finish()
        };
        let key: Vec<u8> = (0..=20).collect();
        for at in 0..key.len() {
            let mut other = key.clone();
            other[at] ^= 1;
            assert_ne!(hash(&key), hash(&other), "byte {at}");
        }
    }
}
