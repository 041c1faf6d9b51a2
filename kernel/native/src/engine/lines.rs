//! Winning lines a player can follow (`Game::shortened`). A depth-first search wins with the
//! line it happened to be on, which in games of many reversible moves wanders for hundreds of
//! thousands of moves. This cuts the line's loops (a position met twice: the moves between
//! go) and its detours (a later position of the line reached from an earlier one in fewer
//! moves than the line takes: a few moves looked ahead from every position of the line), as
//! a shortest path over the line's positions, so the result is never longer than the line and
//! still wins (it is replayed, each move checked legal, before it is returned).

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant};

use super::{Game, Move, State};

/// How a position of the line is reached on the shortest way found so far: by the line's own
/// move from the position before it, or from an earlier position by other moves (none: the
/// same position met again).
#[derive(Clone)]
enum Via {
    Line,
    Jump(usize, Vec<Move>),
}

/// A move from a position of the line to a later one: the move, the place it lands on and the
/// position there.
type Landing = (Move, (usize, State));

/// A position's identity on the line: its exact piles and uses (not the solver's canonical
/// key, which would take a position for another with its piles in another order, where the
/// line's later moves name other piles).
pub(super) fn identity(state: &State) -> u64 {
    let mut hasher = DefaultHasher::new();
    state.hash(&mut hasher);
    hasher.finish()
}

/// Whether `deadline` has passed, looked at every `count` a multiple of `every` (a clock read
/// costs little beside a pass's work on a position, but not beside a replay's step).
fn late(deadline: Option<Instant>, count: usize, every: usize) -> bool {
    count.is_multiple_of(every) && deadline.is_some_and(|d| Instant::now() > d)
}

/// How many moves ahead each pass over the whole line looks from every position of it, after
/// the first two: one move, then two, again while the line gets shorter.
const PASSES: [usize; 4] = [1, 2, 2, 2];

/// The positions the short-win search expands (over all its weights): so many a move of the
/// line it shortens, within bounds, so that a short line found in a moment is not kept for a
/// second or more; and the share of the time left it may take.
const SHORT_WIN_PER_MOVE: usize = 200;
const SHORT_WIN_FEWEST: usize = 2_000;
const SHORT_WIN_MOST: usize = 400_000;
const SHORT_WIN_SHARE: f64 = 0.5;

/// What the work after the search takes a move of the line, in microseconds, with room for a
/// busy machine: the check here, the hand-over to Python and its replay (about 9 in all).
const AFTER_MICROS: u64 = 30;

/// When the search for a shorter line must stop for a line of `moves` to be checked and
/// handed back by `deadline`.
fn after_work(deadline: Instant, moves: usize) -> Instant {
    let work = Duration::from_micros(AFTER_MICROS).saturating_mul(moves as u32);
    deadline.checked_sub(work).unwrap_or(deadline)
}

/// Twice what the pass looking one move ahead takes a position of the line (in microseconds):
/// with less time left than that, the greedy pass goes first.
const FULL_PASS_MICROS: u64 = 40;

impl Game {
    /// `line`, a winning line from `root`, with its loops and detours cut (see the module),
    /// within `deadline`: what is cut by then is kept. Never longer than `line`; `line` itself
    /// when the result would not replay to a win (which a collision of two positions'
    /// 64-bit identities could cause).
    pub fn shortened(&self, root: &State, line: &[Move], deadline: Option<Instant>) -> Vec<Move> {
        // The pass looking one move ahead from every position cuts best, but costs about
        // 20 microseconds a position; where the time left may not allow it, the greedy pass,
        // which looks only at the positions it stops at, goes first.
        let room = Duration::from_micros(FULL_PASS_MICROS).saturating_mul(line.len() as u32);
        let full = deadline.is_none_or(|d| d.saturating_duration_since(Instant::now()) > room);
        let (mut best, finished) = if full {
            self.shortcut_pass(root, line, 1, deadline)
        } else {
            self.farthest_jumps(root, line, deadline)
        };
        // The short-win search and the passes after it stop where the time left would still
        // check and hand back the line they have: a share of it for the search, the rest for
        // the passes.
        let post = deadline.map(|d| after_work(d, best.len()));
        let until = post.map(|p| {
            let now = Instant::now();
            now + p.saturating_duration_since(now).mul_f64(SHORT_WIN_SHARE)
        });
        let mut spliced = false;
        // Run also after a greedy pass cut short (its line wins too), but not on a line
        // within twice how far the deal looks from a win: each card not home wants a move,
        // and that estimate is at most twice their count, so such a line is within 4x the
        // fewest moves and a search would cost more than it could save.
        let enough = 2 * self.far_from_won(root);
        let long = best.len() > enough;
        if long && until.is_none_or(|u| Instant::now() < u) {
            let positions =
                (SHORT_WIN_PER_MOVE * best.len()).clamp(SHORT_WIN_FEWEST, SHORT_WIN_MOST);
            if let Some(found) = self.short_win(root, &best, positions, enough, until) {
                best = found;
                spliced = true;
            }
        }
        if finished || spliced {
            best = self.cut_passes(root, &best, post).0;
        }
        // Checked move by move, unless the time is up and the line is long: then the line
        // as found, which the search played.
        let checkable = best.len() <= 10_000 || deadline.is_none_or(|d| Instant::now() < d);
        if best.len() < line.len() && checkable && self.wins_from(root, &best) {
            best
        } else if spliced {
            // A line spliced from two, whose check failed (an identity shared by two
            // positions): the line's own cut, without the search.
            self.shortened_plainly(root, line, deadline)
        } else {
            line.to_vec()
        }
    }

    /// `shortened` without the short-win search.
    pub(super) fn shortened_plainly(
        &self,
        root: &State,
        line: &[Move],
        deadline: Option<Instant>,
    ) -> Vec<Move> {
        let (first, finished) = self.shortcut_pass(root, line, 1, deadline);
        let best = if finished {
            self.cut_passes(root, &first, deadline).0
        } else {
            first
        };
        if best.len() < line.len() && self.wins_from(root, &best) {
            best
        } else {
            line.to_vec()
        }
    }

    /// The passes of `PASSES` over `line` while they shorten it, by `deadline` (false:
    /// stopped by it).
    fn cut_passes(
        &self,
        root: &State,
        line: &[Move],
        deadline: Option<Instant>,
    ) -> (Vec<Move>, bool) {
        let mut best = line.to_vec();
        for depth in PASSES {
            let (shorter, finished) = self.shortcut_pass(root, &best, depth, deadline);
            let gained = shorter.len() < best.len();
            if gained {
                best = shorter;
            }
            if !finished || (!gained && depth > 1) {
                return (best, finished);
            }
        }
        (best, true)
    }

    /// Each position's identity on `line` from `root`, mapped to the last place it stands (None
    /// past `deadline`).
    fn places(
        &self,
        root: &State,
        line: &[Move],
        deadline: Option<Instant>,
    ) -> Option<HashMap<u64, usize>> {
        let mut last = HashMap::with_capacity(line.len() + 1);
        let mut state = root.clone();
        for (i, mv) in line.iter().enumerate() {
            if late(deadline, i, 64) {
                return None;
            }
            last.insert(identity(&state), i);
            state = self.apply(&state, mv);
        }
        last.insert(identity(&state), line.len());
        Some(last)
    }

    /// The first pass, cheap on the longest lines: from the start, go to the last place of
    /// the position in hand, or by one move to the position of the line from which the next
    /// such move reaches farthest (or to a won position). Only the positions it stops at and
    /// those one move from them are looked at. Stopped by `deadline`, the rest of the line
    /// follows as it was (false: stopped).
    fn farthest_jumps(
        &self,
        root: &State,
        line: &[Move],
        deadline: Option<Instant>,
    ) -> (Vec<Move>, bool) {
        let Some(last) = self.places(root, line, deadline) else {
            return (line.to_vec(), false);
        };
        let (mut out, mut at, mut state) = (Vec::new(), 0, root.clone());
        let mut looked = 0;
        while at < line.len() {
            looked += 1;
            if late(deadline, looked, 1) {
                out.extend_from_slice(&line[at..]);
                return (out, false);
            }
            if let Some(&again) = last.get(&identity(&state)).filter(|&&j| j > at) {
                at = again; // a loop: the same position, later on the line
                continue;
            }
            let landings = match self.landings(&state, &last, at) {
                Ok(won) => {
                    out.push(won);
                    return (out, true);
                }
                Err(landings) => landings,
            };
            // The landing whose own farthest landing is farthest, then the farthest itself.
            let reach = |(j, next): &(usize, State)| match self.landings(next, &last, *j) {
                Ok(_) => (usize::MAX, *j),
                Err(further) => (further.iter().map(|(_, (k, _))| *k).max().unwrap_or(*j), *j),
            };
            let (mv, (j, next)) = landings
                .into_iter()
                .max_by_key(|(_, landing)| reach(landing))
                .expect("the line's own move lands on it");
            out.push(mv);
            state = next;
            at = j;
        }
        (out, true)
    }

    /// The moves from `state`, at place `at` of the line, to later places of it (`last`), with
    /// the place and the position reached, the line's own next move among them; or a move to a
    /// won position (Ok).
    fn landings(
        &self,
        state: &State,
        last: &HashMap<u64, usize>,
        at: usize,
    ) -> Result<Move, Vec<Landing>> {
        let mut found = Vec::new();
        for mv in self.legal_moves(state) {
            let next = self.apply(state, &mv);
            if self.is_won(&next) {
                return Ok(mv);
            }
            if let Some(&j) = last.get(&identity(&next)).filter(|&&j| j > at) {
                found.push((mv, (j, next)));
            }
        }
        Err(found)
    }

    /// Whether `line` is legal move by move from `root` and ends in a won position.
    pub fn wins_from(&self, root: &State, line: &[Move]) -> bool {
        let mut state = root.clone();
        for mv in line {
            if !self.legal_moves(&state).contains(mv) {
                return false;
            }
            state = self.apply(&state, mv);
        }
        self.is_won(&state)
    }

    /// One pass: the shortest way through the positions of `line`, its own moves and every
    /// sequence of at most `depth` moves from one of its positions to a later one (or to a won
    /// position). Stopped by `deadline`, it keeps the shortcuts found so far (false: stopped).
    fn shortcut_pass(
        &self,
        root: &State,
        line: &[Move],
        depth: usize,
        deadline: Option<Instant>,
    ) -> (Vec<Move>, bool) {
        let n = line.len();
        let Some(last) = self.places(root, line, deadline) else {
            return (line.to_vec(), false);
        };
        let mut dist: Vec<usize> = (0..=n).collect();
        let mut via: Vec<Via> = vec![Via::Line; n + 1];
        let mut state = root.clone();
        let mut finished = true;
        for i in 0..n {
            if dist[i] + 1 < dist[i + 1] {
                dist[i + 1] = dist[i] + 1;
                via[i + 1] = Via::Line;
            }
            if !finished {
                continue; // past the deadline: only the line's own moves
            }
            if late(deadline, i, 1) {
                finished = false;
                continue;
            }
            let mut relax = |j: usize, moves: &[Move]| {
                if j > i && dist[i] + moves.len() < dist[j] {
                    dist[j] = dist[i] + moves.len();
                    via[j] = Via::Jump(i, moves.to_vec());
                }
            };
            if let Some(&j) = last.get(&identity(&state)) {
                relax(j, &[]);
            }
            self.look_ahead(&state, depth, &mut Vec::new(), &mut |reached, moves| {
                if self.is_won(reached) {
                    relax(n, moves);
                } else if let Some(&j) = last.get(&identity(reached)) {
                    relax(j, moves);
                }
            });
            state = self.apply(&state, &line[i]);
        }
        // The way back from the end, then forward.
        let mut pieces: Vec<Vec<Move>> = Vec::new();
        let mut at = n;
        while at > 0 {
            match &via[at] {
                Via::Line => {
                    pieces.push(vec![line[at - 1]]);
                    at -= 1;
                }
                Via::Jump(from, moves) => {
                    pieces.push(moves.clone());
                    at = *from;
                }
            }
        }
        (pieces.into_iter().rev().flatten().collect(), finished)
    }

    /// Calls `found` with every position reached from `state` by 1 to `depth` legal moves,
    /// and those moves (`moves` holds the ones played so far).
    fn look_ahead(
        &self,
        state: &State,
        depth: usize,
        moves: &mut Vec<Move>,
        found: &mut impl FnMut(&State, &[Move]),
    ) {
        for mv in self.legal_moves(state) {
            let next = self.apply(state, &mv);
            moves.push(mv);
            found(&next, moves);
            if depth > 1 && !self.is_won(&next) {
                self.look_ahead(&next, depth - 1, moves, found);
            }
            moves.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::tests::mini_klondike;
    use crate::engine::{Limits, SafeMoves, SolveEnd};
    use crate::pcg::Pcg32;

    /// A random walk from the deal that ends in a win, found by the solver from the walk's end:
    /// a line with loops and detours to cut.
    fn wandering_win(game: &Game, seed: u64) -> Option<(State, Vec<Move>)> {
        let root = game.deal(seed);
        let mut picks = Pcg32::new(seed, 11);
        let mut state = root.clone();
        let mut walk = Vec::new();
        for _ in 0..40 {
            let moves = game.legal_moves(&state);
            if moves.is_empty() || game.is_won(&state) {
                break;
            }
            let mv = moves[picks.below(moves.len() as u32) as usize];
            state = game.apply(&state, &mv);
            walk.push(mv);
        }
        let safe = SafeMoves::default();
        let (end, ..) = game.solve(
            &state,
            Limits {
                nodes: Some(200_000),
                ..Limits::bytes(1 << 32)
            },
            &safe,
            None,
            &[],
        );
        let SolveEnd::Won(rest) = end else {
            return None;
        };
        walk.extend(rest);
        Some((root, walk))
    }

    #[test]
    fn a_shortened_line_wins_and_is_never_longer() {
        let game = mini_klondike(3);
        let (mut lines, mut cut) = (0, 0);
        for seed in 1..80 {
            let Some((root, line)) = wandering_win(&game, seed) else {
                continue;
            };
            assert!(game.wins_from(&root, &line), "seed {seed}: the raw line");
            let short = game.shortened(&root, &line, None);
            assert!(game.wins_from(&root, &short), "seed {seed}");
            assert!(short.len() <= line.len(), "seed {seed}");
            lines += 1;
            cut += usize::from(short.len() < line.len());
        }
        assert!(lines > 20, "{lines} won lines");
        assert!(cut > lines / 2, "{cut} of {lines} lines were cut");
    }

    #[test]
    fn a_line_through_a_position_twice_loses_the_loop() {
        let game = mini_klondike(3);
        let mut looped_lines = 0;
        for seed in 1..60 {
            let Some((root, line)) = wandering_win(&game, seed) else {
                continue;
            };
            // Somewhere on the line, a move and a move straight back: a loop of two.
            let mut state = root.clone();
            for (at, mv) in line.iter().enumerate() {
                let there = game.legal_moves(&state).into_iter().find_map(|out| {
                    let after = game.apply(&state, &out);
                    let back = game.legal_moves(&after).into_iter();
                    back.filter(|b| game.apply(&after, b) == state)
                        .map(|b| (out, b))
                        .next()
                });
                if let Some((out, back)) = there {
                    let mut looped = line[..at].to_vec();
                    looped.extend([out, back]);
                    looped.extend_from_slice(&line[at..]);
                    let cut = game.shortened(&root, &looped, None);
                    assert!(game.wins_from(&root, &cut), "seed {seed}");
                    assert!(cut.len() <= line.len(), "seed {seed}");
                    looped_lines += 1;
                    break;
                }
                state = game.apply(&state, mv);
            }
        }
        assert!(looped_lines > 5, "{looped_lines} lines had a loop put in");
    }
}
