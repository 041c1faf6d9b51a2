//! How a game ends, its score and its progress (as kernel/engine/outcome.py).

use super::*;

impl Game {
    pub fn is_won(&self, state: &State) -> bool {
        self.won.iter().all(|c| self.holds(state, c))
    }

    /// The outcome `compute_outcome` gives a one-player game: won, lost or stuck, or None
    /// while the game goes on.
    pub fn outcome(&self, state: &State) -> Option<End> {
        self.ended(state, &self.legal_moves(state), || self.can_progress(state))
    }

    /// `outcome` of `state` whose legal moves are `moves`, asking `can_progress` only when
    /// the game is neither won nor out of moves (a progress search, or evidence at hand).
    pub fn ended(
        &self,
        state: &State,
        moves: &[Move],
        can_progress: impl FnOnce() -> bool,
    ) -> Option<End> {
        if self.is_won(state) {
            return Some(End::Won);
        }
        if moves.is_empty() {
            return Some(if self.lost_when_no_moves {
                End::Lost
            } else {
                End::Stuck
            });
        }
        if self.has_progress() && !can_progress() {
            return Some(End::Stuck);
        }
        None
    }

    /// Whether the game has progress measures (without, it ends only when won or out of moves).
    pub fn has_progress(&self) -> bool {
        !self.progress[0].is_empty()
    }

    /// The progress measures (of player 0, the only one), each oriented so that larger is
    /// better.
    pub(super) fn measure(&self, state: &State) -> Vec<i64> {
        self.measure_of(state, 0)
    }

    /// `player`'s progress measures, each oriented so that larger is better.
    pub(super) fn measure_of(&self, state: &State, player: usize) -> Vec<i64> {
        self.progress[player]
            .iter()
            .map(|m| self.measure_one(state, m))
            .collect()
    }

    /// Whether some measure of `state` is better than in `base` (progress), measuring no
    /// further than the first that is.
    pub(super) fn improves(&self, state: &State, base: &[i64]) -> bool {
        self.improves_of(state, base, 0)
    }

    /// `improves` for `player`'s measures.
    pub(super) fn improves_of(&self, state: &State, base: &[i64], player: usize) -> bool {
        self.progress[player]
            .iter()
            .zip(base)
            .any(|(m, &b)| self.measure_one(state, m) > b)
    }

    /// The score of the `score` line (0 without one), as `outcome.scores` counts it: player
    /// 0's.
    pub fn score(&self, state: &State) -> i64 {
        self.scores(state)[0]
    }

    /// Each player's score under the `score` line (0 without one), as `outcome.scores`.
    pub fn scores(&self, state: &State) -> Vec<i64> {
        let Some(each) = &self.score else {
            return vec![0; self.players];
        };
        let cards = |zones: &[usize]| -> usize {
            zones
                .iter()
                .map(|&z| state.zones[z].iter().map(|pile| pile.len()).sum::<usize>())
                .sum()
        };
        let count = |score: &ScoreRt| match score {
            ScoreRt::Piles(zones) => zones.iter().map(|&z| state.zones[z].len()).sum(),
            ScoreRt::Cards(zones) => cards(zones),
            ScoreRt::CardsInOrder(zones) => self.in_order(state, zones),
            ScoreRt::CardsByOwner(zones, player) => zones
                .iter()
                .flat_map(|&z| state.zones[z].iter().flat_map(|pile| pile.iter()))
                .filter(|&&c| owner(c) == *player)
                .count(),
        };
        each.iter().map(|score| count(score) as i64).collect()
    }

    /// How a game of several players stands (as `compute_outcome` in Python): None while it
    /// goes on. The won line is read for each player in turn where it names a player's own
    /// cards or zones (the first who meets it wins), else once; then the game goes on while
    /// some player can progress by their own moves (the others' piles as they are).
    pub fn finish(&self, state: &State) -> Option<Finish> {
        match &self.won_each {
            Some(each) => {
                let won =
                    |conditions: &Vec<ConditionRt>| conditions.iter().all(|c| self.holds(state, c));
                if let Some(player) = each.iter().position(won) {
                    return Some(Finish::Home(player));
                }
            }
            None if self.is_won(state) => return Some(Finish::AllHome),
            None => {}
        }
        let going_on = (0..self.players).any(|p| self.can_progress_of(state, p));
        (!going_on).then_some(Finish::Blocked)
    }

    /// Whether `player` can progress by a line of their own moves from `state`, with the turn
    /// theirs all along (as `outcome.can_progress(state, player)`): without measures, whether
    /// they have a move.
    pub fn can_progress_of(&self, state: &State, player: usize) -> bool {
        if self.progress[player].is_empty() {
            let mut theirs = state.clone();
            theirs.turn = player;
            return !self.legal_moves_of(&theirs, player).is_empty();
        }
        !matches!(self.progress_path_of(state, player), Progress::None)
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
        self.progress_path_of(state, 0)
    }

    /// `progress_path` for `player`: their moves only, their measures.
    pub fn progress_path_of(&self, state: &State, player: usize) -> Progress {
        // Each search goes on from where its last budget stopped it (explore.rs).
        let mut searches = [true, false]
            .map(|breadth_first| Explorer::of_player(self, state, breadth_first, player));
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
}
