//! The progress search (`Game::progress_path`): from a position, every position reachable by
//! legal moves, each seen once by its canonical key, until one improves a progress measure.
//!
//! An `Explorer` stops at a budget of positions and goes on later exactly where it stopped, so
//! going on to a larger budget visits just what one search with that budget would, in the same
//! order, and finds the same line: the budgets that grow fourfold cost the last one's positions,
//! not the sum of all of them.

use std::collections::VecDeque;
use std::time::Instant;

use super::{keys::KeySet, Game, Move, Progress, State};

pub(super) struct Explorer<'g> {
    game: &'g Game,
    /// The player whose moves are searched, the turn theirs all along (as `_after` in
    /// outcome.py keeps it).
    player: usize,
    base: Vec<i64>,
    breadth_first: bool,
    seen: KeySet,
    /// The key of the position in hand (one buffer for all of them).
    key: Vec<u8>,
    /// Each position kept: the one it came from and the move played (none for the first).
    parents: Vec<(usize, Option<Move>)>,
    /// Positions still to expand, with their index in `parents`.
    frontier: VecDeque<(State, usize)>,
    /// The position whose moves were being tried when a budget stopped the search: the
    /// position, its index, its moves and the next move to try.
    expanding: Option<(State, usize, Vec<Move>, usize)>,
}

impl<'g> Explorer<'g> {
    /// A search from `state`, breadth first (the shortest line first) or not (the position
    /// found last is expanded first: far progress along the first line that reaches it).
    pub(super) fn new(game: &'g Game, state: &State, breadth_first: bool) -> Self {
        Explorer::of_player(game, state, breadth_first, 0)
    }

    /// A search of `player`'s moves from `state` (as `new`), measuring their progress.
    pub(super) fn of_player(
        game: &'g Game,
        state: &State,
        breadth_first: bool,
        player: usize,
    ) -> Self {
        let mut key = Vec::with_capacity(game.total_cards + 64);
        game.key_into(state, &mut key, false);
        let mut seen = KeySet::default();
        seen.insert(key.clone());
        let mut state = state.clone();
        state.turn = player;
        Explorer {
            game,
            player,
            base: game.measure_of(&state, player),
            breadth_first,
            seen,
            key,
            parents: vec![(0, None)],
            frontier: VecDeque::from([(state, 0)]),
            expanding: None,
        }
    }

    /// Goes on until: Some(Path), the moves to a position with a better measure; Some(None),
    /// every position reachable without progress was seen and none is better; None, a new
    /// position was found with `budget` positions seen already, or past the `deadline`
    /// (checked every 256 positions). After None it can go on, with a larger budget.
    pub(super) fn run(&mut self, budget: usize, deadline: Option<Instant>) -> Option<Progress> {
        let game = self.game;
        loop {
            let (state, at, moves, mut next) = match self.expanding.take() {
                Some(expanding) => expanding,
                None => {
                    let popped = if self.breadth_first {
                        self.frontier.pop_front()
                    } else {
                        self.frontier.pop_back()
                    };
                    let Some((state, at)) = popped else {
                        return Some(Progress::None);
                    };
                    let moves = game.legal_moves_of(&state, self.player);
                    (state, at, moves, 0)
                }
            };
            while let Some(&m) = moves.get(next) {
                let mut following = game.apply(&state, &m);
                following.turn = self.player;
                if game.improves_of(&following, &self.base, self.player) {
                    return Some(Progress::Path(self.path_to(at, m)));
                }
                game.key_into(&following, &mut self.key, false);
                if self.seen.contains(self.key.as_slice()) {
                    next += 1;
                    continue;
                }
                let seen = self.seen.len();
                if seen >= budget
                    || (seen.is_multiple_of(256) && deadline.is_some_and(|d| Instant::now() > d))
                {
                    self.expanding = Some((state, at, moves, next));
                    return None;
                }
                self.seen.insert(self.key.clone());
                self.parents.push((at, Some(m)));
                self.frontier.push_back((following, self.parents.len() - 1));
                next += 1;
            }
        }
    }

    /// The moves from the first position to the one kept at `at`, then `last`.
    fn path_to(&self, mut at: usize, last: Move) -> Vec<Move> {
        let mut path = vec![last];
        while let (parent, Some(m)) = self.parents[at] {
            path.push(m);
            at = parent;
        }
        path.reverse();
        path
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tests::GOLF;
    use crate::pcg::Pcg32;

    #[test]
    fn a_search_that_goes_on_finds_what_one_search_with_the_larger_budget_finds() {
        let game = Game::from_json(GOLF).unwrap();
        let (mut answers, mut after_a_stop) = (0, 0);
        for seed in 1..25 {
            let mut picks = Pcg32::new(seed, 3);
            let mut state = game.deal(seed);
            for _ in 0..20 {
                for breadth_first in [true, false] {
                    let mut going_on = Explorer::new(&game, &state, breadth_first);
                    for (round, budget) in [3, 10, 40, 160, 640, 20_000].into_iter().enumerate() {
                        let once = Explorer::new(&game, &state, breadth_first).run(budget, None);
                        let resumed = going_on.run(budget, None);
                        assert_eq!(resumed, once, "seed {seed}, budget {budget}");
                        if once.is_some() {
                            answers += 1;
                            after_a_stop += usize::from(round > 0);
                            break;
                        }
                    }
                }
                let moves = game.legal_moves(&state);
                if moves.is_empty() {
                    break;
                }
                state = game.apply(&state, &moves[picks.below(moves.len() as u32) as usize]);
            }
        }
        assert!(answers > 100, "the searches answered {answers} times");
        assert!(
            after_a_stop > 10,
            "{after_a_stop} answers came after a budget stopped them"
        );
    }
}
