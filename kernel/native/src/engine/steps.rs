//! The solver's steps (as kernel/search/solver.py): moves in the order tried, stock turns
//! folded into the moves they lead to, and the solver's entry point and keys.

use super::*;

impl Game {
    /// A depth-first search for a win from `root`, remembering every position seen by its
    /// canonical key (a position seen again was searched to the end, or is on the current line:
    /// either way nothing new lies behind it). Moves are tried foundation moves first, then
    /// moves that turn up a card, other card moves, actions, as the Python solver orders them.
    /// Where the rules allow, stock turns are folded into waste moves (`stock_cycle`) and
    /// positions where a card can never reach the foundation are cut (`dead_cards`). With
    /// `shuffle` (a restart), the steps of positions fewer than `shuffle.depth` moves in are
    /// tried in a random order. `guides` (a plugin's solver guides, `guide.rs`) may prove a
    /// position lost, give it a coarser key and reorder its steps. Returns the end, the moves
    /// tried, the positions remembered and the bytes the search held (`Search::memory`).
    /// One run of a `Search`, which can also stop and go on later.
    pub fn solve(
        &self,
        root: &State,
        limits: Limits,
        safe: &SafeMoves,
        shuffle: Option<Shuffle>,
        guides: &[Guide],
    ) -> (SolveEnd, u64, usize, usize) {
        let mut search = Search::new(self, root, limits.max_bytes, safe.clone(), shuffle, guides);
        let (end, nodes) = search.run(self, limits.nodes, limits.deadline, None);
        (end, nodes, search.positions(), search.memory())
    }

    /// `state` as bytes: each use count (4 bytes), then per zone its number of piles and per
    /// pile its size (2 bytes each, little-endian) and cards (a checkpoint's root).
    pub(super) fn packed(&self, state: &State) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.total_cards + 4 * state.redeals.len() + 64);
        for used in &state.redeals {
            out.extend_from_slice(&used.to_le_bytes());
        }
        for piles in state.zones() {
            out.extend_from_slice(&(piles.len() as u16).to_le_bytes());
            for pile in piles.iter() {
                out.extend_from_slice(&(pile.len() as u16).to_le_bytes());
                out.extend_from_slice(pile);
            }
        }
        out
    }

    /// The one action legal in `state`, if exactly one is.
    pub(super) fn only_action(&self, state: &State) -> Option<Move> {
        let mut out = Vec::new();
        for (a, action) in self.actions.iter().enumerate() {
            self.action_move(state, a, action, &mut out);
        }
        (out.len() == 1).then(|| out[0])
    }

    /// The moves of a line of steps from `root`, each turn spelled out.
    pub(super) fn spelled_out(&self, root: &State, line: &[Step]) -> Vec<Move> {
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
    pub(super) fn ordered_steps(
        &self,
        state: &State,
        safe: &SafeMoves,
        (stock, waste): (usize, usize),
        known: Option<&Turns>,
    ) -> (Vec<Step>, Turns) {
        let mut moves = self.legal_moves(state);
        if let Some(sure) = self.safe_first(safe, state, &moves) {
            return (vec![Step { turns: 0, mv: sure }], Turns::default());
        }
        safe.drop_settled(state, &mut moves);
        self.keep_distinct(state, &mut moves); // (a folded stock's actions name no pile)
        let mut steps: Vec<(u8, Step)> = moves
            .iter()
            .filter(|m| m.action().is_none())
            .map(|&mv| (self.category(state, &mv), Step { turns: 0, mv }))
            .collect();
        // The stock, the waste and the uses after 1, 2, ... turns, for the steps that start
        // there, played on a position of those two zones alone, or those of a position with
        // the same stock, waste and uses (`known`), when given: a folded stock's actions read
        // nothing else, and no refill, collection or filter touches the two (`stock_cycle`),
        // so what a turn does to them never depends on the other zones. (A turn leaves the
        // other zones as they were, so no refill that the position before did not make comes
        // after it either.) The waste's moves after each are found on the position with that
        // stock and waste.
        let turns = match known {
            Some(known) if known.listed => known.clone(),
            _ => self.turns(state, stock, waste),
        };
        let mut scratch = state.clone();
        let mut from_waste = Vec::new();
        let mut units = Vec::new();
        // No card goes onto the stock or the waste, so the open tops the waste's cards may go
        // on are the same after every turn.
        let tops = self.open_tops(state, waste);
        for (done, arrangement) in turns.after.iter().enumerate() {
            arrangement.put_into(&mut scratch, stock, waste);
            from_waste.clear();
            for &(source, by_offset) in &self.sources[0] {
                if source == waste {
                    if by_offset {
                        self.offset_moves(&scratch, source, &mut from_waste);
                    } else {
                        self.source_moves_onto(
                            &scratch,
                            source,
                            tops.as_ref(),
                            &mut units,
                            &mut from_waste,
                        );
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
                    .filter(|m| m.action().is_some())
                    .map(|&mv| (ACTION, Step { turns: 0, mv })),
            );
        }
        steps.sort_by_key(|&(category, step)| (self.step_kind(category, step.turns), step.turns));
        (steps.into_iter().map(|(_, step)| step).collect(), turns)
    }

    /// The turns of a folded stock from `state` (`Turns`), played on its stock and waste alone.
    fn turns(&self, state: &State, stock: usize, waste: usize) -> Turns {
        let mut current = state.only(&[stock, waste]);
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
        moves.retain(|m| match m.target() {
            Some((t, j)) if self.interchangeable[t] && state.zone(t).pile(j).is_empty() => {
                let unit = (m.source(), m.count(), t);
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
    pub(super) fn category(&self, state: &State, m: &Move) -> u8 {
        const TO_FOUNDATION: u8 = 0;
        const TURNING_UP: u8 = 128; // less the face-down cards of the pile
        if m.action()
            .is_some_and(|a| self.actions[a].mode == Mode::Draw)
        {
            return ACTION; // an action, as `solver._ordered` ranks it, though it names a target
        }
        match m.target() {
            None => ACTION,
            Some((t, _)) if self.zones[t].is_foundation => TO_FOUNDATION,
            Some(_) => {
                let pile = &state.zone(m.source().0).pile(m.source().1);
                let below = pile.len().checked_sub(m.count() + 1).map(|k| pile[k]);
                if below.is_some_and(|c| !face_up(c)) {
                    let hidden = pile.iter().filter(|&&c| !face_up(c)).count();
                    TURNING_UP - hidden.min(127) as u8
                } else {
                    OTHER_MOVE
                }
            }
        }
    }

    /// Where a step of `category` after `turns` turns of a folded stock comes in the solver's
    /// order. Where the stock is not redealt without limit (`turns_bury`), turning it buries
    /// the cards turned past under the waste, for good or until a limited redeal: such a step
    /// comes after every card move that needs no turn, whatever its kind, as the plain
    /// search's bare turns do (`solver._ordered`). Limited, seeds 1-5 at 10 s a deal: no deal
    /// won when a card dug out of the stock went home before any tableau move was tried, 4 won.
    pub(super) fn step_kind(&self, category: u8, turns: u32) -> u8 {
        if turns > 0 && self.turns_bury {
            category.max(OTHER_MOVE)
        } else {
            category
        }
    }

    /// The legal moves in the solver's order (`category`, stable, as `solver._ordered`); only
    /// the first safe move when there is one (`SafeMoves`).
    pub(super) fn ordered_moves(&self, state: &State, safe: &SafeMoves) -> Vec<Move> {
        let mut moves = self.legal_moves(state);
        if let Some(sure) = self.safe_first(safe, state, &moves) {
            return vec![sure];
        }
        safe.drop_settled(state, &mut moves);
        self.keep_distinct(state, &mut moves);
        moves.sort_by_key(|m| self.category(state, m));
        moves
    }

    /// The solver's key: as `key_into`'s, but a pile of a zone whose cards never leave it is kept as
    /// its size, bottom and top card only (two positions that differ inside such piles have
    /// the same futures: only those three are ever read there).
    pub(super) fn solve_key(&self, state: &State, out: &mut Vec<u8>) {
        self.key_into(state, out, true)
    }
}
