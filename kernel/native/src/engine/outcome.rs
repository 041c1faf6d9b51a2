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
        match &self.score {
            Some(each) => self.score_by(state, &each[0]),
            None => 0,
        }
    }

    /// Each player's score under the `score` line (0 without one), as `outcome.scores`.
    pub fn scores(&self, state: &State) -> Vec<i64> {
        let Some(each) = &self.score else {
            return vec![0; self.players];
        };
        each.iter()
            .map(|score| self.score_by(state, score))
            .collect()
    }

    /// What one player's `score` line counts in `state`.
    fn score_by(&self, state: &State, score: &ScoreRt) -> i64 {
        let cards =
            |zones: &[usize]| -> usize { zones.iter().map(|&z| state.zone(z).cards()).sum() };
        let count = |score: &ScoreRt| match score {
            ScoreRt::Piles(zones) => zones.iter().map(|&z| state.zone(z).len()).sum(),
            ScoreRt::Cards(zones) => cards(zones),
            ScoreRt::CardsInOrder(zones) => self.in_order(state, zones),
            ScoreRt::CardsByOwner(zones, player) => zones
                .iter()
                .flat_map(|&z| state.zone(z).all_cards().iter())
                .filter(|&&c| owner(c) == *player)
                .count(),
        };
        count(score) as i64
    }

    /// How a game of several players stands (as `compute_outcome` in Python): None while it
    /// goes on. The won line is read for each player in turn where it names a player's own
    /// cards or zones (the first who meets it wins), else once; then the game goes on while
    /// some player can progress by their own moves (the others' piles as they are).
    pub fn finish(&self, state: &State) -> Option<Finish> {
        self.finish_by(state, &mut vec![None; self.players])
    }

    /// `finish`, with what is known of each player's progress (`player_proof`; None: not
    /// known yet). Players are asked in order, each found only when the ones before cannot
    /// progress (kept in `proofs`): the game goes on as soon as one can.
    pub fn finish_by(&self, state: &State, proofs: &mut [Option<PlayerProof>]) -> Option<Finish> {
        if let Some(home) = self.home(state) {
            return Some(home);
        }
        for (player, known) in proofs.iter_mut().enumerate() {
            if known
                .get_or_insert_with(|| self.player_proof(state, player, None))
                .can
            {
                return None;
            }
        }
        Some(Finish::Blocked)
    }

    /// What `state`, made from `parent` by `played`, proves of each player's progress, from
    /// what `parent` proved (`before`): each player's that was known, passed on; the others
    /// left to be found when asked (`finish_by`).
    pub fn proofs_after(
        &self,
        before: &[Option<PlayerProof>],
        parent: &State,
        played: &Move,
        state: &State,
    ) -> Vec<Option<PlayerProof>> {
        let each = before.iter().enumerate();
        each.map(|(player, known)| {
            let known = known.as_ref()?;
            Some(self.player_proof(state, player, Some((known, parent, played))))
        })
        .collect()
    }

    /// What `state` proves about `player`'s progress, the answer a fresh search gives
    /// (`can_progress_of`), found cheaply from `parent` (what the position before proved, that
    /// position and the move played) where that is sound, as `outcome.evidence` does in
    /// Python: another player's move that left all `player` sees unchanged keeps the answer;
    /// after the player's own move, the parent's ceiling reached means no progress, and the
    /// rest of the parent's line, when the move began it, leads where it led; the parent's
    /// line, the move played taken out, still leading to better measures is progress; one
    /// move deep or after turning the stock; else a search.
    pub fn player_proof(
        &self,
        state: &State,
        player: usize,
        parent: Option<(&PlayerProof, &State, &Move)>,
    ) -> PlayerProof {
        if self.progress[player].is_empty() {
            return PlayerProof {
                can: self.can_progress_of(state, player),
                ..PlayerProof::default()
            };
        }
        let mut ceiling = None;
        if let Some((before, parent, played)) = parent {
            let own = self.mover(played) == player;
            if !own && self.unseen(state, parent, player) {
                return before.clone();
            }
            if own {
                // Every position the player reaches from here they reached from the parent:
                // its ceiling bounds this one too.
                ceiling.clone_from(&before.ceiling);
                let values = self.measure_of(state, player);
                let better = |top: &[i64]| top.iter().zip(&values).any(|(t, v)| t > v);
                if ceiling.as_deref().is_some_and(|top| !better(top)) {
                    return PlayerProof {
                        ceiling,
                        ..PlayerProof::default()
                    };
                }
                // The move was the first of the parent's line: the rest leads to the same end.
                if before.path.len() > 1 && before.path[0] == *played && better(&before.reached) {
                    return PlayerProof {
                        can: true,
                        path: before.path[1..].to_vec(),
                        reached: before.reached.clone(),
                        ceiling,
                    };
                }
            }
            if let Some((path, reached)) = self.replayed_of(state, player, &before.path, played) {
                return PlayerProof {
                    can: true,
                    path,
                    reached,
                    ceiling,
                };
            }
        }
        if let Some((path, reached)) = self.dealt_of(state, player) {
            return PlayerProof {
                can: true,
                path,
                reached,
                ceiling,
            };
        }
        match self.progress_path_of(state, player) {
            Progress::Path(path) => {
                let reached = self.measure_after(state, player, &path);
                PlayerProof {
                    can: true,
                    path,
                    reached,
                    ceiling,
                }
            }
            Progress::Unknown => PlayerProof {
                can: true,
                ceiling,
                ..PlayerProof::default()
            },
            Progress::None => PlayerProof {
                ceiling: Some(self.measure_of(state, player)),
                ..PlayerProof::default()
            },
        }
    }

    /// `player`'s measures after the moves of `path` from `state`, the turn theirs.
    fn measure_after(&self, state: &State, player: usize, path: &[Move]) -> Vec<i64> {
        let mut current = state.clone();
        for m in path {
            current.turn = player;
            current = self.apply(&current, m);
        }
        self.measure_of(&current, player)
    }

    /// Whether all that `player` sees (their own zones, the shared ones, their own use counts)
    /// is the same in `state` as in `parent` (as `_unseen`).
    fn unseen(&self, state: &State, parent: &State, player: usize) -> bool {
        let same_zones = self.zones.iter().enumerate().all(|(z, zone)| {
            zone.owner.is_some_and(|o| o != player) || state.zone(z) == parent.zone(z)
        });
        let own = |redeals: &[u32]| -> Vec<u32> {
            redeals
                .iter()
                .skip(player)
                .step_by(self.players)
                .copied()
                .collect()
        };
        same_zones && own(&state.redeals) == own(&parent.redeals)
    }

    /// Progress one move deep, or after turning the stock (as `_one_deep` and `_dealt`): the
    /// player's first legal action played again and again, up to 32 times, one move deep
    /// after each, until back where it began. Progress in stock games is often a card some
    /// turns away, found so for far less than a search. The line found and the measures where
    /// it ends, or None.
    fn dealt_of(&self, state: &State, player: usize) -> Option<(Vec<Move>, Vec<i64>)> {
        let mut current = state.clone();
        current.turn = player;
        let values = self.measure_of(&current, player);
        let mut line = Vec::new();
        for _ in 0..=32 {
            let moves = self.legal_moves_of(&current, player);
            for m in &moves {
                let mut next = self.apply(&current, m);
                next.turn = player;
                if self.improves_of(&next, &values, player) {
                    line.push(*m);
                    return Some((line, self.measure_of(&next, player)));
                }
            }
            let action = moves.iter().find(|m| m.action().is_some())?;
            current = self.apply(&current, action);
            current.turn = player;
            line.push(*action);
            if current.piles == state.piles && current.redeals == state.redeals {
                return None; // round the stock and back
            }
        }
        None
    }

    /// The moves of `path` (its first `played` taken out) that are legal for `player` when
    /// their turn comes, played from `state` with the turn theirs, up to the first position
    /// that betters their measures: that line and the measures where it ends, or None (as
    /// `_replayed`).
    fn replayed_of(
        &self,
        state: &State,
        player: usize,
        path: &[Move],
        played: &Move,
    ) -> Option<(Vec<Move>, Vec<i64>)> {
        let skip = path.iter().position(|m| m == played);
        let mut current = state.clone();
        current.turn = player;
        let values = self.measure_of(&current, player);
        let mut line = Vec::new();
        for (k, m) in path.iter().enumerate() {
            if Some(k) == skip || !self.legal_moves_of(&current, player).contains(m) {
                continue;
            }
            current = self.apply(&current, m);
            current.turn = player;
            line.push(*m);
            if self.improves_of(&current, &values, player) {
                return Some((line, self.measure_of(&current, player)));
            }
        }
        None
    }

    /// The won line of a game of several players, the first part of `finish`: the first
    /// player who meets it, or all home, or None.
    pub fn home(&self, state: &State) -> Option<Finish> {
        match &self.won_each {
            Some(each) => {
                let won =
                    |conditions: &Vec<ConditionRt>| conditions.iter().all(|c| self.holds(state, c));
                each.iter().position(won).map(Finish::Home)
            }
            None => self.is_won(state).then_some(Finish::AllHome),
        }
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
            let held: usize = zones.iter().map(|&z| state.zone(z).cards()).sum();
            held as i64
        };
        match measure {
            MeasureRt::More(zones) => cards(zones),
            MeasureRt::Fewer(zones) => -cards(zones),
            MeasureRt::FewerFaceDown(zones) => {
                -(zones
                    .iter()
                    .flat_map(|&z| state.zone(z).all_cards().iter())
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tests::{edited, KLONDIKE};
    use crate::pcg::Pcg32;
    use serde_json::json;

    /// Klondike as a race for two (Double Solitaire's shape): each player's own deck, stock,
    /// waste and tableau; eight shared foundations; won by all one's own cards home.
    fn race(turns: bool) -> Game {
        let text = edited(KLONDIKE, |ir| {
            ir["players"] = 2.into();
            ir["decks_per_player"] = true.into();
            for z in [0, 1, 3] {
                ir["zones"][z]["per_player"] = true.into();
            }
            ir["zones"][2]["count"] = 8.into();
            ir["zones"][2]["one_pile_per_suit"] = false.into();
            ir["zones"][2]["gives"] = json!({"term": "gives", "unit": "nothing"});
            ir["won"] =
                json!([{"term": "condition", "kind": "all_own_cards", "zones": ["foundation"]}]);
            ir["score"] =
                json!({"term": "score", "kind": "cards_by_owner", "zones": ["foundation"]});
            ir["progress"] = json!([
                {"term": "measure", "kind": "more", "zones": ["foundation"]},
                {"term": "measure", "kind": "fewer_face_down", "zones": ["tableau"]},
                {"term": "measure", "kind": "fewer", "zones": ["stock", "waste"]}]);
        });
        let mut game = Game::from_json(&text).unwrap();
        if turns {
            game.set_filters(r#"[{"kind": "turns", "enders": ["turn", "redeal"]}]"#)
                .unwrap();
        }
        game
    }

    /// The owners of the cards of each zone instance.
    fn owners(state: &State, zone: usize) -> Vec<usize> {
        let cards = state.zone(zone).all_cards().iter();
        cards.map(|&c| owner(c)).collect()
    }

    #[test]
    fn each_player_is_dealt_their_own_deck_into_their_own_zones() {
        let game = race(false);
        // Instances: stock p1 p2, waste p1 p2, foundation, tableau p1 p2.
        assert_eq!(
            game.zone_owners()[..5],
            [Some(0), Some(1), Some(0), Some(1), None]
        );
        let state = game.deal(7);
        for (zone, player) in [(0, 0), (1, 1), (5, 0), (6, 1)] {
            assert!(owners(&state, zone).iter().all(|&o| o == player), "{zone}");
        }
        assert_eq!(owners(&state, 0).len() + owners(&state, 5).len(), 52);
        // Each deck has its own shuffle: the two layouts differ.
        let keys = |zone: usize| {
            state
                .zone(zone)
                .pile(6)
                .iter()
                .map(|&c| key(c))
                .collect::<Vec<_>>()
        };
        assert_ne!(keys(5), keys(6));
        // Turning a card over keeps its owner.
        let card = state.zone(1).pile(0)[0];
        assert_eq!(owner(turned(turned(card, true), false)), 1);
    }

    #[test]
    fn every_players_moves_are_each_players_in_turn_and_each_names_its_player() {
        let game = race(false);
        let mut picks = Pcg32::new(3, 1);
        let mut state = game.deal(3);
        for _ in 0..200 {
            let all = game.legal_moves(&state);
            let mut each = Vec::new();
            for player in 0..2 {
                let theirs = game.legal_moves_of(&state, player);
                assert!(theirs.iter().all(|m| game.mover(m) == player));
                each.extend(theirs);
            }
            assert_eq!(all, each);
            if all.is_empty() {
                break;
            }
            let mv = all[picks.below(all.len() as u32) as usize];
            let next = game.apply(&state, &mv);
            // A player's move leaves the other player's own zones as they were.
            let other = 1 - game.mover(&mv);
            for zone in [0, 2, 5].map(|z| z + other) {
                assert_eq!(next.zone(zone), state.zone(zone));
            }
            state = next;
        }
    }

    #[test]
    fn turns_keep_the_other_player_waiting_until_the_stock_is_turned() {
        let game = race(true);
        let mut state = game.deal(11);
        let mut passed = 0;
        for _ in 0..100 {
            let turn = state.turn;
            let waiting = game.legal_moves_of(&state, 1 - turn);
            if !game.kernel_moves(&state, turn).is_empty() {
                assert!(waiting.is_empty(), "only the player to move moves");
            }
            let moves = game.legal_moves(&state);
            let Some(&mv) = moves.first() else { break };
            let next = game.apply(&state, &mv);
            let ends = mv.action().is_some();
            let expected = if ends { 1 - turn } else { game.mover(&mv) };
            assert_eq!(next.turn, expected);
            passed += usize::from(ends);
            state = next;
        }
        assert!(passed > 0, "the stock was turned");
    }

    #[test]
    fn a_player_with_all_their_cards_home_wins_and_scores_count_by_owner() {
        let game = race(false);
        let state = game.deal(5);
        assert_eq!(game.finish(&state), None);
        assert_eq!(game.scores(&state), vec![0, 0]);
        // Player 2's whole deck onto the foundation, a suit a pile.
        let mut zones: Vec<Vec<Vec<Card>>> = state.zones().map(ZoneRef::to_vecs).collect();
        let theirs: Vec<Card> = [1, 3, 6]
            .iter()
            .flat_map(|&z| zones[z].iter().flatten().copied().collect::<Vec<_>>())
            .collect();
        for z in [1, 3, 6] {
            zones[z].iter_mut().for_each(|pile| pile.clear());
        }
        for card in theirs {
            zones[4][suit(card) as usize].push(turned(card, true));
        }
        let home = game.state_from(zones, state.redeals.clone(), 0).unwrap();
        assert_eq!(game.finish(&home), Some(Finish::Home(1)));
        assert_eq!(game.scores(&home), vec![0, 52]);
    }

    #[test]
    fn a_position_for_a_third_player_or_with_a_second_owner_in_a_game_of_one_is_refused() {
        let game = race(false);
        let state = game.deal(1);
        let zones: Vec<Vec<Vec<Card>>> = state.zones().map(ZoneRef::to_vecs).collect();
        let error = game
            .state_from(zones, state.redeals.clone(), 2)
            .unwrap_err();
        assert!(error.contains("player 3 to move"), "{error}");
        // A one-player game has no second owner.
        let one = Game::from_json(KLONDIKE).unwrap();
        let mut single: Vec<Vec<Vec<Card>>> = one.deal(1).zones().map(ZoneRef::to_vecs).collect();
        single[0][0][0] |= OWNER;
        let error = one.state_from(single, vec![], 0).unwrap_err();
        assert!(error.contains("no card has code"), "{error}");
    }

    #[test]
    fn what_each_player_can_do_passed_on_is_what_a_fresh_search_answers() {
        let mut reused = 0;
        for turns in [false, true] {
            let game = race(turns);
            for seed in 0..5 {
                let mut picks = Pcg32::new(seed, 1);
                let mut state = game.deal(seed);
                let fresh = |state: &State| -> Vec<PlayerProof> {
                    (0..2).map(|p| game.player_proof(state, p, None)).collect()
                };
                let mut proofs = fresh(&state);
                for step in 0..150 {
                    for (p, proof) in proofs.iter().enumerate() {
                        let answer = game.can_progress_of(&state, p);
                        assert_eq!(proof.can, answer, "seed {seed} step {step} player {p}");
                    }
                    let moves = game.legal_moves(&state);
                    if moves.is_empty() {
                        break;
                    }
                    let mv = moves[picks.below(moves.len() as u32) as usize];
                    let next = game.apply(&state, &mv);
                    proofs = (0..2)
                        .map(|p| game.player_proof(&next, p, Some((&proofs[p], &state, &mv))))
                        .collect();
                    reused += usize::from(proofs != fresh(&next));
                    state = next;
                }
            }
        }
        assert!(reused > 0, "some answers came from the position before");
    }
}
