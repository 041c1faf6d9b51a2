//! Twin cards in the solver's key (docs/solver.md, "Twin cards"): cards of one zone on which
//! the same cards may lie, and lie as a run, in the same way (in Klondike the two black
//! Queens). Two positions that differ only by which of two twins carries which of their two
//! stacks are won or lost alike, so the key writes the stacks on a group of twins in order;
//! except on a twin that could go, alone, to a zone taking single cards (a foundation), for
//! which being uncovered is what matters.

use std::cell::RefCell;

use super::keys::KeyedZone;
use super::{card_text, face_up, key, rank, Card, ConditionRt, EmptyKind, Game, Table, Unit};

/// The twins of a game whose rules allow them (`Game::find_twins`).
pub(super) struct Twins {
    /// The zone whose cards' stacks are put in order.
    pub zone: usize,
    /// Groups of twins (card keys, ascending), in the order their stacks are put in order: a
    /// stack on a group's card holds only cards of groups before it.
    groups: Vec<Vec<u8>>,
    /// The zone's build and run relations.
    accepts: Table,
    runs: Table,
    /// The zones it gives single cards to (one at a time, or into piles of a set capacity),
    /// with the cards an empty pile of each might take.
    homes: Vec<(usize, u64)>,
}

/// Buffers reused from key to key: the zone's piles once a stack has moved, where each
/// candidate twin lies (stamped with the key's number, so nothing is cleared), the stacks of
/// a group.
#[derive(Default)]
struct Scratch {
    piles: Vec<Vec<Card>>,
    place: Vec<(u32, usize, usize)>,
    stamp: u32,
    members: Vec<(usize, usize)>,
    stacks: Vec<Vec<Card>>,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

impl Game {
    /// The twins, where the rules allow them: a single deck; zones whose moves read only the
    /// piles they take from and put on (`ZoneRt::plain`), no refills or collections, actions
    /// only those of a folded stock; won when cards are home or zones empty. The zone: not a
    /// foundation, giving runs (any part of a run) to itself and taking any number of cards
    /// (no single cards, capacity or free-cell limit on a run's length), its relations moving
    /// rank always one way (so a stack holds only cards of other ranks). Twins are cards of
    /// one rank with the same row in both relations.
    pub(super) fn find_twins(&self) -> Option<Twins> {
        if !self.unique_cards
            || !self.zones.iter().all(|z| z.plain())
            || !self.refills.is_empty()
            || !self.by_hand.is_empty()
            || !self.collectors.is_empty()
            || !(self.actions.is_empty() || self.stock_cycle().is_some())
            || !self
                .won
                .iter()
                .all(|c| matches!(c, ConditionRt::AllCards(_) | ConditionRt::Empty(_)))
        {
            return None;
        }
        let (z, zone) = self.zones.iter().enumerate().find(|(z, zone)| {
            !zone.is_foundation
                && zone.unit == Unit::Runs
                && zone.runs.is_some()
                && zone.accepts.is_some()
                && !zone.supermove
                && !zone.single
                && zone.capacity == 0
                && zone.targets.contains(z)
        })?;
        let (accepts, runs) = (zone.accepts.clone()?, zone.runs.clone()?);
        let deck: Vec<usize> = {
            let mut cards: Vec<usize> = self.deck.iter().map(|&c| key(c)).collect();
            cards.sort_unstable();
            cards
        };
        // Which way rank moves up a stack: every card that may lie on another is lower (or
        // every one higher).
        let mut links = Vec::new();
        for &below in &deck {
            for above in 0..52 {
                if (accepts[below] | runs[below]) >> above & 1 == 1 {
                    links.push((rank(below as Card), rank(above as Card)));
                }
            }
        }
        let down = links.iter().all(|(below, above)| above < below);
        let up = links.iter().all(|(below, above)| above > below);
        if down == up {
            return None; // no links at all, or links both ways
        }
        let mut groups: Vec<Vec<u8>> = Vec::new();
        for &card in &deck {
            if accepts[card] == 0 {
                continue; // nothing lies on it
            }
            let twin_of = |group: &Vec<u8>| {
                let first = group[0] as usize;
                rank(first as Card) == rank(card as Card)
                    && accepts[first] == accepts[card]
                    && runs[first] == runs[card]
            };
            match groups.iter_mut().find(|g| twin_of(g)) {
                Some(group) => group.push(card as u8),
                None => groups.push(vec![card as u8]),
            }
        }
        groups.retain(|g| g.len() > 1);
        if groups.is_empty() {
            return None;
        }
        groups.sort_by_key(|g| {
            let r = rank(g[0] as Card) as i32;
            if down {
                r
            } else {
                -r
            }
        });
        let homes = zone
            .targets
            .iter()
            .filter(|&&t| t != z && (self.zones[t].single || self.zones[t].capacity > 0))
            .map(|&t| {
                let target = &self.zones[t];
                let empty = deck.iter().fold(0u64, |mask, &card| {
                    let takes = match target.empty {
                        EmptyKind::Nothing => false,
                        EmptyKind::Ranks => target.empty_ranks >> rank(card as Card) & 1 == 1,
                        _ => true,
                    };
                    mask | (takes as u64) << card
                });
                (t, empty)
            })
            .collect();
        Some(Twins {
            zone: z,
            groups,
            accepts,
            runs,
            homes,
        })
    }

    /// The groups of twins as card texts (`card_text`), or None where the rules allow none.
    pub fn twin_groups(&self) -> Option<Vec<Vec<String>>> {
        let twins = self.twins.as_ref()?;
        Some(
            twins
                .groups
                .iter()
                .map(|group| group.iter().map(|&card| card_text(card)).collect())
                .collect(),
        )
    }

    /// The cards that could go, alone, to a zone taking single cards (`Twins::homes`), as a
    /// mask of card keys: more than can (an empty pile's other conditions are not read),
    /// never fewer. `pile(z, j)` is pile `j` of zone `z`, `count(z)` how many piles it has.
    pub(super) fn ready<'a>(
        &self,
        twins: &Twins,
        count: impl Fn(usize) -> usize,
        pile: impl Fn(usize, usize) -> &'a [Card],
    ) -> u64 {
        let mut mask = 0;
        for &(t, empty) in &twins.homes {
            for j in 0..count(t) {
                mask |= match pile(t, j).last() {
                    None => empty,
                    Some(&top) if face_up(top) => {
                        self.zones[t].accepts.as_ref().map_or(0, |a| a[key(top)])
                    }
                    Some(_) => 0,
                };
            }
        }
        mask
    }

    /// Zone `twins.zone`'s part of the solver's key (as `zone_key`; `zone` is that zone's
    /// piles), the stacks on each group of twins put in order first: the stacks of its cards
    /// that are face up with a run on them their zone could move onto another (or nothing),
    /// and not `ready`, sorted, the smallest on the lowest card.
    pub(super) fn twins_zone_key<'a>(
        &self,
        (twins, ready): (&Twins, u64),
        zone: KeyedZone<impl Fn(usize) -> &'a [Card]>,
        order: &mut Vec<usize>,
        out: &mut Vec<u8>,
    ) {
        let KeyedZone {
            count, pile, entry, ..
        } = zone;
        SCRATCH.with(|scratch| {
            let mut scratch = scratch.borrow_mut();
            if put_in_order(twins, count, &pile, ready, &mut scratch) {
                let piles = &scratch.piles;
                self.zone_key(twins.zone, count, |j| &piles[j][..], entry, order, out);
            } else {
                self.zone_key(twins.zone, count, pile, entry, order, out);
            }
        })
    }
}

/// Puts the stacks on each group of twins in order, in `scratch.piles` (a copy of the
/// piles): true when a stack moved, false (nothing copied) when they were in order already.
fn put_in_order<'a>(
    twins: &Twins,
    count: usize,
    pile: &impl Fn(usize) -> &'a [Card],
    ready: u64,
    scratch: &mut Scratch,
) -> bool {
    let Scratch {
        piles,
        place,
        stamp,
        members,
        stacks,
    } = scratch;
    *stamp = stamp.wrapping_add(1);
    if *stamp == 0 {
        place.clear(); // stamps wrapped round: forget them all
        *stamp = 1;
    }
    place.resize(64, (0, 0, 0));
    // Each pile's run on top (face up, linked by the run relation); a card in it carries a
    // stack that may move onto its twin when the card on it may lie there too (or nothing
    // lies on it).
    for j in 0..count {
        let cards = pile(j);
        let Some(&top) = cards.last() else { continue };
        if !face_up(top) {
            continue;
        }
        let mut start = cards.len() - 1;
        while start > 0
            && face_up(cards[start - 1])
            && twins.runs[key(cards[start - 1])] >> key(cards[start]) & 1 == 1
        {
            start -= 1;
        }
        for k in start..cards.len() {
            let card = key(cards[k]);
            let fits = cards
                .get(k + 1)
                .is_none_or(|&above| twins.accepts[card] >> key(above) & 1 == 1);
            if fits && ready >> card & 1 == 0 {
                place[card] = (*stamp, j, k);
            }
        }
    }
    let members_of = |group: &[u8], members: &mut Vec<(usize, usize)>| {
        members.clear();
        members.extend(group.iter().filter_map(|&card| {
            let (at, j, k) = place[card as usize];
            (at == *stamp).then_some((j, k))
        }));
    };
    // Most keys need no stack moved: the piles are copied only for one that does, from the
    // first group out of order (the groups before it stay in order: their stacks move whole).
    let above = |&(j, k): &(usize, usize)| &pile(j)[k + 1..];
    let Some(first) = twins.groups.iter().position(|group| {
        members_of(group, members);
        !members.windows(2).all(|w| above(&w[0]) <= above(&w[1]))
    }) else {
        return false;
    };
    piles.resize_with(count, Vec::new);
    for (j, copy) in piles.iter_mut().enumerate() {
        copy.clear();
        copy.extend_from_slice(pile(j));
    }
    for group in &twins.groups[first..] {
        members_of(group, members);
        let above = |&(j, k): &(usize, usize)| &piles[j][k + 1..];
        if members.windows(2).all(|w| above(&w[0]) <= above(&w[1])) {
            continue;
        }
        stacks.resize_with(members.len(), Vec::new);
        for (stack, &(j, k)) in stacks.iter_mut().zip(members.iter()) {
            stack.clear();
            stack.extend(piles[j].drain(k + 1..));
        }
        stacks.sort_unstable();
        // A group's cards lie in different piles (a run holds one card of a rank), and no
        // card of a later group lies on them, so the places found stay right.
        for (&(j, _), stack) in members.iter().zip(stacks.iter()) {
            piles[j].extend_from_slice(stack);
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::super::search::tests::mini_klondike;
    use super::super::tests::KLONDIKE;
    use super::super::{face_up, key, Card, Game, Limits, Moving, SafeMoves, SolveEnd, State};
    use crate::pcg::Pcg32;

    /// Whether the cards on pile `j` of the twins' zone above index `k` could move as a run
    /// onto a twin of the card at `k` (or are none), read from the zone's relations directly.
    fn movable_stack(game: &Game, state: &State, j: usize, k: usize) -> bool {
        let twins = game.twins.as_ref().unwrap();
        let pile = state.zone(twins.zone).pile(j);
        let linked = |below: u8, above: u8| {
            face_up(below) && face_up(above) && twins.runs[key(below)] >> key(above) & 1 == 1
        };
        pile.get(k + 1)
            .is_none_or(|&on| twins.accepts[key(pile[k])] >> key(on) & 1 == 1)
            && (k..pile.len() - 1).all(|i| linked(pile[i], pile[i + 1]))
    }

    /// `state` with the cards above `a` and above `b` (pile, index) swapped.
    fn swapped(state: &State, zone: usize, a: (usize, usize), b: (usize, usize)) -> State {
        let mut other = state.clone();
        let piles = other.zone(zone);
        let (pa, pb) = (piles[a.0].to_vec(), piles[b.0].to_vec());
        let with = |low: &[u8], k: usize, high: &[u8]| -> Vec<Card> {
            low[..=k].iter().chain(high).copied().collect()
        };
        other
            .piles
            .set_pile(zone, a.0, &with(&pa, a.1, &pb[b.1 + 1..]));
        other
            .piles
            .set_pile(zone, b.0, &with(&pb, b.1, &pa[a.1 + 1..]));
        other
    }

    #[test]
    fn twins_are_the_cards_of_a_rank_and_colour_in_klondike_and_none_in_freecell() {
        let klondike = Game::from_json(KLONDIKE).unwrap();
        let twins = klondike.twins.as_ref().expect("Klondike has twins");
        assert_eq!(twins.groups.len(), 24, "ranks 2 to King, two colours");
        for group in &twins.groups {
            let [a, b] = group[..] else { panic!("a pair") };
            assert_eq!(a / 4, b / 4, "one rank");
            assert_eq!(a % 4 + b % 4, 3, "one colour (S and C, H and D)");
        }
        let freecell = Game::from_json(super::super::keys::tests::FREECELL).unwrap();
        assert!(freecell.twins.is_none(), "FreeCell moves top cards only");
    }

    #[test]
    fn swapping_the_stacks_on_twins_keeps_the_key_unless_one_could_go_home() {
        // Random lines of Klondike: at each position, for each two twins face up in the
        // tableau with stacks that could move onto each other, the position with their
        // stacks swapped has the same key, unless one of them could go to a foundation.
        let game = Game::from_json(KLONDIKE).unwrap();
        let twins = game.twins.as_ref().unwrap();
        let z = twins.zone;
        let foundation = (0..game.zones.len())
            .find(|&f| game.zones[f].is_foundation)
            .unwrap();
        let (mut same, mut apart) = (0, 0);
        let (mut key_a, mut key_b) = (Vec::new(), Vec::new());
        for seed in 1..60 {
            let mut picks = Pcg32::new(seed, 3);
            let mut state = game.deal(seed);
            for _ in 0..150 {
                let ready =
                    game.ready(twins, |t| state.zone(t).len(), |t, j| state.zone(t).pile(j));
                let mut place = vec![None; 64];
                for (j, pile) in state.zone(z).iter().enumerate() {
                    for (k, &card) in pile.iter().enumerate() {
                        if face_up(card) && movable_stack(&game, &state, j, k) {
                            place[key(card)] = Some((j, k));
                        }
                    }
                }
                for group in &twins.groups {
                    let [a, b] = group[..] else { continue };
                    let (Some(pa), Some(pb)) = (place[a as usize], place[b as usize]) else {
                        continue;
                    };
                    let other = swapped(&state, z, pa, pb);
                    if other == state {
                        continue; // nothing on either
                    }
                    game.solve_key(&state, &mut key_a);
                    game.solve_key(&other, &mut key_b);
                    let home = |card: u8| {
                        let piles = state.zone(foundation);
                        (0..piles.len()).any(|j| {
                            game.accepts(&state, foundation, piles, j, Moving::one(card, z))
                        })
                    };
                    if ready >> a & 1 == 0 && ready >> b & 1 == 0 {
                        assert_eq!(key_a, key_b, "seed {seed}");
                        same += 1;
                    } else if home(a) || home(b) {
                        assert_ne!(key_a, key_b, "seed {seed}: a twin could go home");
                        apart += 1;
                    }
                }
                let moves = game.legal_moves(&state);
                if moves.is_empty() {
                    break;
                }
                state = game.apply(&state, &moves[picks.below(moves.len() as u32) as usize]);
            }
        }
        assert!(
            same > 200 && apart > 10,
            "{same} swaps with one key, {apart} apart"
        );
    }

    #[test]
    fn deals_get_the_same_verdict_with_twins_and_without_and_wins_replay() {
        // Small Klondike deals (fewer piles and ranks) searched to the end both ways.
        let safe = SafeMoves::default();
        let (mut won, mut lost, mut with, mut without) = (0, 0, 0, 0);
        for piles in [2, 3, 4, 5] {
            let game = mini_klondike(piles);
            let mut plain = mini_klondike(piles);
            assert!(game.twins.is_some());
            plain.twins = None;
            for seed in 1..=200 {
                let root = game.deal(seed);
                let (end, _, positions, _) =
                    game.solve(&root, Limits::bytes(1 << 32), &safe, None, &[]);
                let (reference, _, all, _) =
                    plain.solve(&root, Limits::bytes(1 << 32), &safe, None, &[]);
                with += positions;
                without += all;
                match (&end, &reference) {
                    (SolveEnd::Won(line), SolveEnd::Won(_)) => {
                        let mut state = root.clone();
                        for mv in line {
                            assert!(game.legal_moves(&state).contains(mv), "seed {seed}");
                            state = game.apply(&state, mv);
                        }
                        assert!(game.is_won(&state), "seed {seed}: the line wins");
                        won += 1;
                    }
                    (SolveEnd::Unwinnable, SolveEnd::Unwinnable) => lost += 1,
                    _ => panic!(
                        "{piles} piles, seed {seed}: {end:?} with twins, {reference:?} without"
                    ),
                }
            }
        }
        assert!(won > 20 && lost > 20, "{won} won, {lost} lost");
        assert!(
            with < without,
            "{with} positions with twins, {without} without"
        );
    }
}
