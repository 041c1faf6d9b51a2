//! The short-win search (docs/solver.md, "Lines a player can follow"): after a win, a fresh
//! best-first search from the deal that prefers fewer moves, which *splices*: wherever it
//! reaches a position of the known winning line, the rest of that line completes it. Cutting a
//! line's loops and detours keeps the order the depth-first search won in, which in FreeCell
//! leaves thousands of moves where about a hundred win; this looks for another way.
//!
//! It is a weighted A*: positions are taken in order of `g + w * h`, `g` the moves from the deal
//! and `h` how far the position looks from a win (`Game::far_from_won`), for a
//! few weights in turn, the greediest first (it finds a win fastest), then ones that weigh the
//! moves made more. Any line it returns is a legal line from the deal to a won position (the
//! caller replays it before taking it).

use std::cmp::Reverse;
use std::collections::hash_map::Entry;
use std::collections::{BinaryHeap, HashMap};
use std::time::Instant;

use super::lines::identity;
use super::{Game, Move, State};

/// The weights on `h`, in halves (`2 * g + weight * h`): 20, 4, then 2.
const WEIGHTS: [usize; 3] = [40, 8, 4];

/// A position reached: the one it was reached from (its index; the deal: itself) and the move.
struct Reached {
    from: usize,
    mv: Option<Move>,
}

/// The best way to a win found so far: its length, and where it leaves the search (a position
/// reached, by its index) to follow the known line from place `join` on.
#[derive(Clone, Copy)]
struct Best {
    length: usize,
    at: Option<(usize, usize)>,
}

impl Game {
    /// How far `state` looks from a win: the cards outside the foundations, which each want
    /// at least one more move, and those lying on a card of a lower rank in their pile, which
    /// (foundations mostly building up) must move off it before it can go home.
    pub(super) fn far_from_won(&self, state: &State) -> usize {
        let mut far = self.total_cards;
        for (z, piles) in state.zones().enumerate() {
            if self.zones[z].is_foundation {
                far -= piles.cards().min(far);
                continue;
            }
            for pile in piles.iter() {
                let mut lowest = u8::MAX;
                for &card in pile.iter() {
                    let r = super::rank(card);
                    if r > lowest {
                        far += 1;
                    }
                    lowest = lowest.min(r);
                }
            }
        }
        far
    }

    /// A line from `root` that wins in fewer moves than `line` (a winning line from `root`),
    /// found by the short-win search within `budget` positions expanded over all its weights
    /// and `deadline`; None when it finds none. It stops as soon as its line has at most
    /// `enough` moves.
    pub(super) fn short_win(
        &self,
        root: &State,
        line: &[Move],
        budget: usize,
        enough: usize,
        deadline: Option<Instant>,
    ) -> Option<Vec<Move>> {
        // Each position of the line, mapped to the last place it stands.
        let mut places = HashMap::with_capacity(line.len() + 1);
        let mut state = root.clone();
        for (i, mv) in line.iter().enumerate() {
            places.insert(identity(&state), i);
            state = self.apply(&state, mv);
        }
        let mut best = Best {
            length: line.len(),
            at: None,
        };
        let mut found: Option<Vec<Move>> = None;
        let mut left = budget;
        for (round, weight) in WEIGHTS.into_iter().enumerate() {
            // The rounds share what is left of the budget: each takes its part of it.
            let share = left / (WEIGHTS.len() - round);
            let (spent, reached, better) =
                self.weighted(root, line, &places, weight, (share, enough), best, deadline);
            left -= spent.min(left);
            if let Some(better) = better {
                best = better;
                found = Some(spelled(&reached, better, line));
            }
            if best.length <= enough || deadline.is_some_and(|d| Instant::now() > d) {
                break;
            }
        }
        found
    }

    /// One weighted A* from `root` with `weight` (in halves), expanding at most `budget`
    /// positions (and no more once a way of `enough` moves is found): the positions it
    /// expanded, the positions reached, and a way shorter than `best` if it found one.
    #[allow(clippy::too_many_arguments)]
    fn weighted(
        &self,
        root: &State,
        line: &[Move],
        places: &HashMap<u64, usize>,
        weight: usize,
        (budget, enough): (usize, usize),
        mut best: Best,
        deadline: Option<Instant>,
    ) -> (usize, Vec<Reached>, Option<Best>) {
        let start = best.length;
        let mut reached = vec![Reached { from: 0, mv: None }];
        // The fewest moves each position was reached in (by identity).
        let mut fewest: HashMap<u64, usize> = HashMap::new();
        fewest.insert(identity(root), 0);
        let mut open = BinaryHeap::new();
        let h = self.far_from_won(root);
        open.push(Reverse((weight * h, h, 0usize, 0usize)));
        let mut states = vec![Some(root.clone())];
        let mut ids = vec![identity(root)];
        let mut expanded = 0;
        while let Some(Reverse((_, _, g, index))) = open.pop() {
            if expanded >= budget
                || best.length <= enough
                || (expanded % 64 == 0 && deadline.is_some_and(|d| Instant::now() > d))
            {
                break;
            }
            // A child of this position is at g + 1, and only a win there could beat `best`.
            if g + 1 >= best.length {
                continue;
            }
            if fewest.get(&ids[index]).is_some_and(|&f| f < g) {
                continue; // reached in fewer moves since: that way is searched instead
            }
            let Some(state) = states[index].take() else {
                continue;
            };
            expanded += 1;
            for mv in self.legal_moves(&state) {
                let next = self.apply(&state, &mv);
                let moves = g + 1;
                let won = self.is_won(&next);
                let id = identity(&next);
                let join = if won {
                    Some(line.len())
                } else {
                    places.get(&id).copied()
                };
                match fewest.entry(id) {
                    Entry::Occupied(seen) if *seen.get() <= moves => continue,
                    Entry::Occupied(mut seen) => {
                        seen.insert(moves);
                    }
                    Entry::Vacant(slot) => {
                        slot.insert(moves);
                    }
                }
                let child = reached.len();
                reached.push(Reached {
                    from: index,
                    mv: Some(mv),
                });
                states.push(None);
                ids.push(id);
                if let Some(join) = join {
                    let length = moves + (line.len() - join);
                    if length < best.length {
                        best = Best {
                            length,
                            at: Some((child, join)),
                        };
                    }
                }
                if !won && moves + 1 < best.length {
                    let h = self.far_from_won(&next);
                    states[child] = Some(next);
                    open.push(Reverse((2 * moves + weight * h, h, moves, child)));
                }
            }
        }
        let better = (best.length < start).then_some(best);
        (expanded, reached, better)
    }
}

/// The moves from the deal to the position `best` leaves the search at, then the known
/// line's from its join on.
fn spelled(reached: &[Reached], best: Best, line: &[Move]) -> Vec<Move> {
    let Some((mut at, join)) = best.at else {
        return line.to_vec();
    };
    let mut moves = Vec::new();
    while let Some(mv) = reached[at].mv {
        moves.push(mv);
        at = reached[at].from;
    }
    moves.reverse();
    moves.extend_from_slice(&line[join..]);
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tests::KLONDIKE;
    use crate::engine::{Limits, SafeMoves, SolveEnd};
    use std::collections::{HashSet, VecDeque};

    /// Klondike draw 3 with 12 cards (four suits of three ranks) on three piles: small enough
    /// for a breadth-first search to find the shortest win.
    fn tiny_klondike() -> Game {
        let mut ir: serde_json::Value = serde_json::from_str(KLONDIKE).expect("JSON");
        ir["name"] = "tiny-klondike".into();
        ir["ranks"] = serde_json::json!([1, 2, 3]);
        ir["zones"][3]["count"] = 3.into();
        ir["zones"][3]["deal"]["stop"] = 3.into();
        ir["zones"][3]["empty"]["ranks"] = serde_json::json!([3]);
        Game::from_json(&ir.to_string()).expect("tiny Klondike compiles")
    }

    /// The fewest moves that win from `root`, by a breadth-first search of at most `room`
    /// positions (None: no win within them). Positions are told apart by their piles: the
    /// redeals are unlimited, so their count changes no move.
    fn fewest_moves(game: &Game, root: &State, room: usize) -> Option<usize> {
        let piles = |state: &State| state.piles.clone();
        let mut seen = HashSet::from([piles(root)]);
        let mut queue = VecDeque::from([(root.clone(), 0)]);
        while let Some((state, moves)) = queue.pop_front() {
            if game.is_won(&state) {
                return Some(moves);
            }
            for mv in game.legal_moves(&state) {
                let next = game.apply(&state, &mv);
                if seen.len() < room && seen.insert(piles(&next)) {
                    queue.push_back((next, moves + 1));
                } else if seen.len() >= room && !seen.contains(&piles(&next)) {
                    return None;
                }
            }
        }
        None
    }

    /// The deals of `seeds` the solver wins, each with its seed, its deal and its line.
    fn won_deals(
        game: &Game,
        seeds: std::ops::RangeInclusive<u64>,
    ) -> Vec<(u64, State, Vec<Move>)> {
        let safe = SafeMoves::default();
        seeds
            .filter_map(|seed| {
                let root = game.deal(seed);
                match game.solve(&root, Limits::bytes(1 << 32), &safe, None, &[]) {
                    (SolveEnd::Won(line), ..) => Some((seed, root, line)),
                    _ => None,
                }
            })
            .collect()
    }

    #[test]
    fn a_won_line_is_at_most_five_times_the_shortest_win() {
        // docs/solver.md, "Lines a player can follow": on small deals, the solver's line cut
        // and searched for a shorter one still wins, and is within five times the fewest
        // moves a breadth-first search wins in. (Lines this short are within twice the
        // deal's estimate, so the search is not run on them: the next test runs it alone.)
        let game = tiny_klondike();
        let mut compared = 0;
        for (seed, root, line) in won_deals(&game, 1..=8) {
            let Some(fewest) = fewest_moves(&game, &root, 250_000) else {
                continue;
            };
            let short = game.shortened(&root, &line, None);
            assert!(game.wins_from(&root, &short), "seed {seed}");
            assert!(short.len() <= line.len(), "seed {seed}");
            assert!(
                short.len() >= fewest,
                "seed {seed}: shorter than the shortest"
            );
            assert!(
                short.len() <= 5 * fewest,
                "seed {seed}: {} moves, the shortest win {fewest}",
                short.len()
            );
            compared += 1;
        }
        assert!(compared >= 5, "{compared} deals compared");
    }

    #[test]
    fn the_short_win_search_returns_only_shorter_winning_lines() {
        let game = tiny_klondike();
        let mut found = 0;
        for (seed, root, line) in won_deals(&game, 1..=10) {
            if let Some(shorter) = game.short_win(&root, &line, 2_000, 0, None) {
                assert!(shorter.len() < line.len(), "seed {seed}");
                assert!(game.wins_from(&root, &shorter), "seed {seed}");
                found += 1;
            }
        }
        assert!(found > 0, "no shorter line found");
    }
}
