//! Playing a move (as `State.play` and `_move_cards` in kernel/engine/state.py): what moves,
//! what turns up, refills and collections after it.

use super::*;

/// `pile` with `card` put beneath its face-down cards (those on top of it), face up.
fn under_face_down(pile: &[Card], card: Card) -> Vec<Card> {
    let down = pile.iter().rev().take_while(|&&c| !face_up(c)).count();
    let at = pile.len() - down;
    let mut cards = Vec::with_capacity(pile.len() + 1);
    cards.extend_from_slice(&pile[..at]);
    cards.push(turned(card, true));
    cards.extend_from_slice(&pile[at..]);
    cards
}

impl Game {
    /// The position after `mv`, a move `legal_moves` listed.
    pub fn apply(&self, state: &State, mv: &Move) -> State {
        self.apply_owned(state.clone(), mv)
    }

    /// `state` after `mv`, changed in place: the zones no other position shares are changed
    /// without a copy (a vectorised game owns its position: its step copies no zone).
    pub fn apply_owned(&self, state: State, mv: &Move) -> State {
        let mut next = match mv.action() {
            Some(a) if self.actions[a].mode == Mode::Draw => {
                self.apply_draw(state, &self.actions[a], mv)
            }
            Some(a) => self.apply_action(state, &self.actions[a], mv.count()),
            None if !self.zones[mv.source().0].by_rank.is_empty()
                && mv.target().is_some_and(|(t, _)| t == mv.source().0) =>
            {
                self.send_by_rank(state, mv)
            }
            None if self.exchanging && self.is_exchange(&state, mv) => {
                // The two lone cards trade places.
                let ((s, i), (t, j)) =
                    (mv.source(), mv.target().expect("an exchange has a target"));
                let mut next = state;
                let (from, onto) = (next.zone(s).pile(i).to_vec(), next.zone(t).pile(j).to_vec());
                next.piles.set_pile(s, i, &onto);
                next.piles.set_pile(t, j, &from);
                next
            }
            None => {
                let (t, j) = mv.target().expect("a card move has a target");
                let (s, i) = mv.source();
                let onto_card = !state.zone(t).pile(j).is_empty();
                let piles_before = state.zone(t).len();
                let mut next = self.move_cards(state, (s, i), (t, j), mv.count(), None);
                if let Some(pairs) = self.zones[t].pairs_to {
                    if onto_card {
                        // The cards just put on a card leave with it (a pair), for `pairs`.
                        let closed = s == t && next.zone(t).len() < piles_before;
                        let j = if closed && i < j { j - 1 } else { j };
                        next = self.move_cards(next, (t, j), (pairs, 0), mv.count() + 1, None);
                    }
                }
                next
            }
        };
        self.settle_by_rank(&mut next);
        for (zone, supplies) in &self.refills {
            next = self.refill(next, *zone, supplies);
        }
        self.turn_tops_up(&mut next);
        let next = self.after_move(next, mv);
        self.collect(next)
    }

    /// The top card of the source goes beneath the face-down cards of the pile of its rank,
    /// whose top card turns up and comes onto the source pile (as `Game._send_by_rank`).
    fn send_by_rank(&self, mut next: State, mv: &Move) -> State {
        let ((z, i), (_, j)) = (mv.source(), mv.target().expect("a card move has a target"));
        let piles = next.zone(z);
        let (&card, rest) = piles[i].split_last().expect("a top card to send");
        let mut target = under_face_down(&piles[j], card);
        let mut source = rest.to_vec();
        if target.last().is_some_and(|&top| !face_up(top)) {
            let top = target.pop().expect("a face-down top card");
            source.push(turned(top, true));
        }
        next.piles.set_pile(z, i, &source);
        next.piles.set_pile(z, j, &target);
        next
    }

    /// Every pile of a zone that sends cards to the pile of their rank, settled (as
    /// `movegen.settled`): a face-up top card of the pile's own rank lying on a face-down card
    /// goes beneath the face-down cards and the new top turns up, until none does.
    pub(super) fn settle_by_rank(&self, state: &mut State) {
        for (z, zone) in self.zones.iter().enumerate() {
            if zone.by_rank.is_empty() {
                continue;
            }
            let unsettled = |(j, p): (usize, &[Card])| match *p {
                [.., below, top] => {
                    face_up(top) && !face_up(below) && zone.by_rank.get(j) == Some(&rank(top))
                }
                _ => false,
            };
            if !state.zone(z).iter().enumerate().any(unsettled) {
                continue;
            }
            for j in 0..state.zone(z).len() {
                let pile = state.zone(z).pile(j);
                let mut cards = pile.to_vec();
                while let [.., below, top] = cards[..] {
                    if !face_up(top) || face_up(below) || zone.by_rank.get(j) != Some(&rank(top)) {
                        break;
                    }
                    cards.pop();
                    cards = under_face_down(&cards, top);
                    let last = cards.len() - 1;
                    cards[last] = turned(cards[last], true);
                }
                if cards[..] != pile[..] {
                    state.piles.set_pile(z, j, &cards);
                }
            }
        }
    }

    /// `keeps its top card face up` (as `Game._turn_tops_up`): a face-down top card of a pile
    /// of such a zone is turned face up, after the deal and after every move.
    pub(super) fn turn_tops_up(&self, state: &mut State) {
        for (z, zone) in self.zones.iter().enumerate() {
            if zone.top_face_up {
                for j in 0..state.zone(z).len() {
                    state.piles.turn_top_up(z, j);
                }
            }
        }
    }

    /// Every empty pile of `zone` takes the top card of the first pile of the first of
    /// `supplies` that has a card, face up, while there are cards.
    fn refill(&self, mut state: State, zone: usize, supplies: &[usize]) -> State {
        for index in 0..state.zone(zone).len() {
            if !state.zone(zone).pile(index).is_empty() {
                continue;
            }
            let Some(&supply) = supplies
                .iter()
                .find(|&&s| state.zone(s).first().is_some_and(|p| !p.is_empty()))
            else {
                break;
            };
            state = self.move_cards(state, (supply, 0), (zone, index), 1, Some(true));
        }
        state
    }

    /// Complete suits (or top cards of the collected ranks) move to their collecting zone, as
    /// `Game._collect` does.
    pub(super) fn collect(&self, mut state: State) -> State {
        for &(collector, source, ranks) in &self.collectors {
            'again: loop {
                for index in 0..state.zone(source).len() {
                    let pile = state.zone(source).pile(index);
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
                    let piles = state.zone(collector);
                    let free = match piles.iter().position(|p| p.is_empty()) {
                        Some(free) => free,
                        None if ranks == 0 || piles.is_empty() => return state,
                        None => piles.len() - 1,
                    };
                    state = self.move_cards(state, (source, index), (collector, free), count, None);
                    continue 'again;
                }
                break;
            }
        }
        state
    }

    /// The top cards run from the highest rank down to the lowest in one suit, face up.
    fn complete_suit(&self, pile: &[Card]) -> bool {
        let n = self.suit_ranks.len();
        if pile.len() < n {
            return false;
        }
        let run = &pile[pile.len() - n..];
        run.iter()
            .zip(&self.suit_ranks)
            .all(|(&c, &r)| face_up(c) && suit(c) == suit(run[0]) && rank(c) == r)
    }

    /// `state` with the top `count` cards of pile `i` of zone `s` put on pile `j` of zone `t`
    /// (turned to `face` when given).
    fn move_cards(
        &self,
        mut next: State,
        (s, i): (usize, usize),
        (t, j): (usize, usize),
        count: usize,
        face: Option<bool>,
    ) -> State {
        let change = |c| face.map_or(c, |up| turned(c, up));
        next.piles.transfer((s, i), (t, j), count, change);
        let left = next.zone(s).pile(i).len();
        if left > 0 && self.zones[s].turns_up {
            next.piles.turn_top_up(s, i);
        } else if left == 0 && self.zones[s].closes_gaps {
            next.piles.remove_pile(s, i);
        } else if left == 0 {
            self.turn_up_uncovered(&mut next, s, i);
        }
        next
    }

    /// `turns up exposed cards` with a covering map: pile `emptied` of zone `z` has just
    /// emptied, so each pile it covered whose covering piles are all empty now has its
    /// face-down top card turned face up.
    fn turn_up_uncovered(&self, state: &mut State, z: usize, emptied: usize) {
        let zone = &self.zones[z];
        for &p in zone.uncovers.get(emptied).into_iter().flatten() {
            if !Self::covered(zone, state.zone(z), p) {
                state.piles.turn_top_up(z, p);
            }
        }
    }

    /// A `gather` action: the cards of the gathered piles in pile order (bottom first),
    /// shuffled if the action says so, dealt back across the receiving piles (`_gather`).
    fn apply_gather(&self, mut next: State, action: &ActionRt) -> State {
        // The seed of the position before the gather (only a random gather needs it).
        let random = action.shuffled || action.random_gaps;
        let seed = if random {
            Self::position_seed(&next)
        } else {
            0
        };
        let piles = next.zone(action.source);
        let (places, mut receivers) = self.gathering(action, piles);
        let mut cards: Vec<Card> = places.iter().flat_map(|&j| piles[j].to_vec()).collect();
        if action.shuffled {
            pcg::shuffle(&mut cards, seed, 0);
        }
        if action.random_gaps {
            // One card to each of as many places as there are cards, chosen by a shuffle of
            // the places (stream 1); the others stay empty (as `_gather`).
            let mut chosen = places.clone();
            pcg::shuffle(&mut chosen, seed, 1);
            chosen.truncate(cards.len());
            receivers = places
                .iter()
                .copied()
                .filter(|j| chosen.contains(j))
                .collect();
        }
        let mut dealt = piles.to_vecs();
        for &j in &places {
            dealt[j].clear();
        }
        if !action.as_dealt.is_empty() {
            // As the deal puts cards down, while they last; any more go round face up
            // (`_deal_back_as_at_the_start`).
            let order = &action.as_dealt;
            for (k, card) in cards.into_iter().enumerate() {
                let (j, up) = order
                    .get(k)
                    .copied()
                    .unwrap_or_else(|| ((k - order.len()) % dealt.len(), true));
                dealt[j].push(turned(card, up));
            }
            if self.zones[action.source].turns_up {
                for pile in &mut dealt {
                    if let Some(top) = pile.last_mut() {
                        *top = turned(*top, true);
                    }
                }
            }
        } else if !receivers.is_empty() {
            for (k, card) in cards.into_iter().enumerate() {
                let j = receivers[k / action.packets % receivers.len()];
                dealt[j].push(turned(card, action.face_up));
            }
        }
        next.piles.set_zone(action.source, &dealt);
        if action.passes.is_some() {
            next.redeals[action.slot] += 1;
        }
        next
    }

    /// A `draw` action's move: the card `mv.count` places from the top of the source pile
    /// leaves it (the cards above it stay, nothing is turned) for the top of the target pile.
    fn apply_draw(&self, mut next: State, action: &ActionRt, mv: &Move) -> State {
        let (s, i) = mv.source();
        let (t, j) = mv.target().expect("a draw has a target");
        // The drawn card rises above the ones over it, then moves as a top card does.
        let pile = next.piles.pile_mut(s, i);
        let n = pile.len();
        pile[n - mv.count()..].rotate_left(1);
        next.piles.transfer((s, i), (t, j), 1, |c| c);
        if action.passes.is_some() {
            next.redeals[action.slot] += 1;
        }
        next
    }

    fn apply_action(&self, mut next: State, action: &ActionRt, count: usize) -> State {
        if action.mode == Mode::Gather {
            return self.apply_gather(next, action);
        }
        if action.mode == Mode::CloseUp {
            return self.apply_close_up(next, action);
        }
        if action.from_each {
            // Every pile in turn, each taken from the top and turned over (`_apply_action`).
            let source = next.zone(action.source);
            let taken: Vec<Card> = source
                .iter()
                .flat_map(|pile| pile.iter().rev().map(|&c| turned(c, action.face_up)))
                .collect();
            for j in 0..source.len() {
                next.piles.set_pile(action.source, j, &[]);
            }
            let mut target = next.zone(action.target).pile(0).to_vec();
            target.extend(taken);
            next.piles.set_pile(action.target, 0, &target);
            if action.passes.is_some() {
                next.redeals[action.slot] += 1;
            }
            return next;
        }
        let (s, t) = (action.source, action.target);
        let from = next.zone(s).pile(0);
        let cut = from.len() - count;
        let face = |c| turned(c, action.face_up);
        let mut taken = Vec::new();
        if matches!(action.mode, Mode::Top | Mode::Draw) {
            // Onto the target's first pile, the top card first (the order turns over).
            next.piles.transfer((s, 0), (t, 0), count, face);
            let target = next.piles.pile_mut(t, 0);
            let n = target.len();
            target[n - count..].reverse();
        } else {
            taken = from[cut..].iter().rev().map(|&c| face(c)).collect();
            let left = from[..cut].to_vec();
            next.piles.set_pile(s, 0, &left);
        }
        if cut > 0 && self.zones[s].turns_up {
            next.piles.turn_top_up(s, 0);
        } else if cut == 0 && self.zones[s].closes_gaps {
            next.piles.remove_pile(s, 0);
        } else if cut == 0 {
            self.turn_up_uncovered(&mut next, s, 0);
        }
        match action.mode {
            Mode::Top | Mode::Draw => {}
            Mode::NewPile => {
                for card in taken {
                    next.piles.insert_pile(t, next.zone(t).len(), &[card]);
                }
            }
            Mode::Each | Mode::Gather | Mode::CloseUp => {
                let piles = next.zone(t);
                let receivers: Vec<usize> = moves::receiving(piles, action.fewer_than).collect();
                let mut dealt = piles.to_vecs();
                for (k, card) in taken.into_iter().enumerate() {
                    dealt[receivers[k % receivers.len()]].push(card);
                }
                next.piles.set_zone(t, &dealt);
            }
        }
        if action.passes.is_some() {
            next.redeals[action.slot] += 1;
        }
        next
    }

    /// `close up ZONE and refill it from SOURCE` (as `_apply_action` in Python): the piles
    /// holding cards move up, in order; the empty ones left, in order, take one card each from
    /// the top of the source's first pile while it lasts.
    fn apply_close_up(&self, mut next: State, action: &ActionRt) -> State {
        let (s, t) = (action.source, action.target);
        let places = next.zone(t).len();
        let mut held: Vec<Vec<Card>> = next
            .zone(t)
            .iter()
            .filter(|p| !p.is_empty())
            .map(<[Card]>::to_vec)
            .collect();
        let gaps = places - held.len();
        let supply = next.zone(s).pile(0).to_vec();
        let cut = supply.len() - gaps.min(supply.len());
        held.extend(
            supply[cut..]
                .iter()
                .rev()
                .map(|&c| vec![turned(c, action.face_up)]),
        );
        held.resize(places, Vec::new());
        next.piles.set_pile(s, 0, &supply[..cut]);
        next.piles.set_zone(t, &held);
        if action.passes.is_some() {
            next.redeals[action.slot] += 1;
        }
        next
    }

    // -- the end --------------------------------------------------------------------------
}
