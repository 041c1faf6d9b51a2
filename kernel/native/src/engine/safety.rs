//! What the solver may take as safe or lost from the rules alone (as kernel/search/safety.py):
//! the stock's cycle, cards that can never move again, cards safe to send home.

use super::*;

impl Game {
    /// The stock and the waste it is turned onto, when the solver may fold turning the stock
    /// into the waste moves (a "K+" move: turn k times, then play the waste's top card). That
    /// keeps every win when turning commutes with every other move: the actions (turns and
    /// redeals) move cards only between the two one-pile zones and depend on nothing else,
    /// no card move, refill or collection puts cards into either or takes from the stock, and
    /// the won condition reads neither. Then, in a winning line, each run of actions can be
    /// put off until just before the next move from the waste (nothing in between reads or
    /// changes the two zones) and trailing actions dropped, which is a line of K+ moves.
    pub(super) fn stock_cycle(&self) -> Option<(usize, usize)> {
        if !self.unfiltered() {
            return None;
        }
        let first = self.actions.first()?;
        let (stock, waste) = (first.source, first.target);
        let pair = [stock, waste];
        let about_pair = |c: &ConditionRt| match c {
            ConditionRt::Empty(zones)
            | ConditionRt::Cards(zones, _)
            | ConditionRt::AllCards(zones)
            | ConditionRt::FaceUp(zones)
            | ConditionRt::AllOwnCards(zones, _) => zones.iter().all(|z| pair.contains(z)),
            ConditionRt::Piles(z, _) | ConditionRt::InOrder(z) => pair.contains(z),
            // The uses of the actions, which only the actions (all between the two) change.
            ConditionRt::UsedUp(_) => true,
        };
        let touches_pair = |c: &ConditionRt| match c {
            ConditionRt::Empty(zones)
            | ConditionRt::Cards(zones, _)
            | ConditionRt::AllCards(zones)
            | ConditionRt::FaceUp(zones)
            | ConditionRt::AllOwnCards(zones, _) => zones.iter().any(|z| pair.contains(z)),
            ConditionRt::Piles(z, _) | ConditionRt::InOrder(z) => pair.contains(z),
            ConditionRt::UsedUp(_) => true, // trailing actions could not be dropped
        };
        let eligible = stock != waste
            && pair.iter().all(|&z| {
                let zone = &self.zones[z];
                zone.count == 1 && !zone.growing
            })
            && self.zones[stock].unit == Unit::Nothing
            && self.actions.iter().all(|a| {
                a.mode == Mode::Top
                    && !a.shuffled
                    && a.blocked_by_empty.is_none()
                    && ((a.source, a.target) == (stock, waste)
                        || (a.source, a.target) == (waste, stock))
                    && a.when.iter().all(about_pair)
            })
            && self.zones.iter().all(|z| {
                !z.targets.iter().any(|t| pair.contains(t))
                    && !z.outranked_in.is_some_and(|(o, _)| pair.contains(&o))
            })
            && self
                .refills
                .iter()
                .all(|(z, from)| !pair.contains(z) && !from.iter().any(|f| pair.contains(f)))
            && self
                .by_hand
                .iter()
                .all(|(z, from)| !pair.contains(z) && !pair.contains(from))
            && self
                .collectors
                .iter()
                .all(|&(z, from, _)| !pair.contains(&z) && !pair.contains(&from))
            && !self.won.iter().any(touches_pair);
        eligible.then_some((stock, waste))
    }

    /// The quick "no win possible" test, when the rules allow it (docs/solver.md, dead
    /// cards): one foundation of one pile that never gives a card back and takes one card at a
    /// time onto its top, by its build relation; a single deck; zones whose cards can only go
    /// there, one top card at a time, and which the won condition needs emptied.
    pub(super) fn dead_cards(&self) -> Option<DeadCards> {
        if !self.unfiltered() {
            return None;
        }
        let mut foundations = (0..self.zones.len()).filter(|&z| self.zones[z].is_foundation);
        let foundation = foundations.next()?;
        let zone = &self.zones[foundation];
        let table = zone.accepts.as_ref()?;
        if foundations.next().is_some()
            || zone.count != 1
            || zone.growing
            || !self.compact[foundation]
        {
            return None;
        }
        if !self.unique_cards {
            return None; // two cards of one kind: "in the foundation" is not one bit
        }
        let feeds = |z: &ZoneRt| z.targets.contains(&foundation);
        if self
            .zones
            .iter()
            .any(|z| z.pairs_to.is_some() || (feeds(z) && z.unit != Unit::Top))
            || self
                .collectors
                .iter()
                .any(|&(into, _, _)| into == foundation)
        {
            return None;
        }
        let emptied = |z: usize| {
            self.won.iter().any(|c| match c {
                ConditionRt::Empty(zones) => zones.contains(&z),
                ConditionRt::AllCards(zones) => zones == &[foundation],
                _ => false,
            })
        };
        let required: Vec<usize> = (0..self.zones.len())
            .filter(|&z| {
                z != foundation
                    && self.zones[z].targets == [foundation]
                    && !self.actions.iter().any(|a| a.source == z)
                    && !self.refills.iter().any(|(_, from)| from.contains(&z))
                    && !self.by_hand.iter().any(|&(_, from)| from == z)
                    && !self.collectors.iter().any(|&(_, from, _)| from == z)
                    && emptied(z)
            })
            .collect();
        if required.is_empty() {
            return None;
        }
        let can_take = transposed(table);
        Some(DeadCards {
            foundation,
            required,
            can_take,
        })
    }

    /// The foundation moves the solver may make the only move of a position, when the rules
    /// allow the proof of docs/solver.md ("Safe cards"): one foundation zone, one pile per
    /// suit built up in suit from the Ace, its piles alike; a single deck; card moves whose
    /// legality reads only the piles they take from and put on (and more empty piles never
    /// forbid one); no refills, collections or pairs; actions only those of a folded stock
    /// (`stock_cycle`); won when the foundation holds every card or zones are empty. Then a
    /// card may go home when every card in its *closure* is home: the cards that could be put
    /// on it or on a card of the closure (any zone's build relation), and those under a card
    /// of the closure in its foundation pile (its suit's lower ranks). Where spaces are
    /// refilled at once, the narrower rule of `safe_cards_under_refills` instead.
    pub fn safe_cards(&self) -> Option<SafeCards> {
        if !self.unfiltered() {
            return None;
        }
        let mut foundations = (0..self.zones.len()).filter(|&z| self.zones[z].is_foundation);
        let foundation = foundations.next()?;
        if foundations.next().is_some() || !self.unique_cards {
            return None; // two cards of one kind: "home" is not one bit
        }
        if !self.refills.is_empty() {
            return self.safe_cards_under_refills(foundation);
        }
        let home = &self.zones[foundation];
        let in_suit_up = |top: usize, card: usize| card % 4 == top % 4 && card / 4 == top / 4 + 1;
        let builds_up_in_suit = home.accepts.as_ref().is_some_and(|table| {
            (0..52).all(|top| {
                (0..52).all(|card| (table[top] >> card & 1 == 1) == in_suit_up(top, card))
            })
        });
        if !builds_up_in_suit
            || !home.one_pile_per_suit
            || home.empty != EmptyKind::Ranks
            || home.empty_ranks != 1 << 1
            || !self.interchangeable[foundation]
        {
            return None;
        }
        let suits = (0..4)
            .filter(|s| self.deck.iter().any(|&c| suit(c) == *s))
            .count();
        if home.count < suits {
            return None; // a suit could find no pile of its own
        }
        let won_by_emptying = self.won.iter().all(|c| match c {
            ConditionRt::AllCards(zones) => zones == &[foundation],
            ConditionRt::Empty(zones) => !zones.contains(&foundation),
            _ => false,
        });
        if !self.zones.iter().all(ZoneRt::plain)
            || !won_by_emptying
            || !self.refills.is_empty()
            || !self.by_hand.is_empty()
            || !self.collectors.is_empty()
            || !(self.actions.is_empty() || self.stock_cycle().is_some())
        {
            return None;
        }
        // Per card: the cards that may be put on it in some zone other than the foundation.
        let mut onto = vec![0u64; 52];
        for (z, zone) in self.zones.iter().enumerate() {
            if let (false, Some(table)) = (z == foundation, &zone.accepts) {
                for (top, cards) in onto.iter_mut().enumerate() {
                    *cards |= table[top];
                }
            }
        }
        let lower_in_suit =
            |card: usize| (0..card / 4).fold(0u64, |m, r| m | 1 << (r * 4 + card % 4));
        // A card the deck lacks never lies anywhere: never waited for (a stripped deck).
        let in_deck = self.in_deck();
        let needs = (0..52)
            .map(|card| {
                let mut closure = 1u64 << card;
                loop {
                    let grown = (0..52)
                        .filter(|&c| closure >> c & 1 == 1)
                        .fold(closure, |m, c| m | (onto[c] | lower_in_suit(c)) & in_deck);
                    if grown == closure {
                        break closure & !(1 << card);
                    }
                    closure = grown;
                }
            })
            .collect();
        Some(SafeCards {
            foundation,
            needs,
            settling: true,
            kept: None,
            alone: Vec::new(),
        })
    }

    /// The safe cards where spaces are refilled at once (docs/solver.md, "Safe cards under
    /// refills"): a foundation that keeps its cards, built up in suit (the corner turned or
    /// not), one pile per suit; *kept* zones that nothing refills from, no action reads or
    /// changes, and whose cards go only to kept zones or home and never alone into a space.
    /// Then a card of a kept zone lying on another card may go home onto its suit's pile when
    /// every card that could be put on it is home: where it would stay, nothing comes onto it,
    /// its pile never empties without it, so refills come alike with it home or not.
    fn safe_cards_under_refills(&self, foundation: usize) -> Option<SafeCards> {
        let home = &self.zones[foundation];
        let table = home.accepts.as_ref()?;
        // Each top takes one card at most, of its suit (the next rank, the corner turned or not).
        let one_in_suit = |top: usize| {
            let same_suit = (0..13).fold(0u64, |m, r| m | 1 << (r * 4 + top % 4));
            table[top].count_ones() <= 1 && table[top] & !same_suit == 0
        };
        let builds_up_in_suit = (0..52).all(one_in_suit);
        let keeps_cards = self.compact[foundation]
            && !home.growing
            && !home.closes_gaps
            && home.offsets.is_empty()
            && home.covers.iter().all(|c| c.is_empty())
            && home.takes_if.is_empty()
            && home.gives_if.is_empty()
            && home.pairs_to.is_none()
            && home.outranked_in.is_none()
            && !home.rank_in_pile_before
            && !home.rank_colours
            && home.base_zone.is_none()
            && home.left.is_none()
            && home.row_cards.is_none();
        let won_by_emptying = self.won.iter().all(|c| match c {
            ConditionRt::AllCards(zones) => zones == &[foundation],
            ConditionRt::Empty(zones) => !zones.contains(&foundation),
            _ => false,
        });
        let others_plain = (0..self.zones.len()).all(|z| z == foundation || self.zones[z].plain());
        if !builds_up_in_suit
            || !home.one_pile_per_suit
            || !keeps_cards
            || !won_by_emptying
            || !others_plain
            || !self.by_hand.is_empty()
            || !self.collectors.is_empty()
        {
            return None;
        }
        // Zones an action reads or changes, or a refill takes from: never kept.
        let mut touched = vec![false; self.zones.len()];
        for action in &self.actions {
            touched[action.source] = true;
            touched[action.target] = true;
            for condition in &action.when {
                match condition {
                    ConditionRt::Empty(zones)
                    | ConditionRt::Cards(zones, _)
                    | ConditionRt::AllCards(zones)
                    | ConditionRt::FaceUp(zones)
                    | ConditionRt::AllOwnCards(zones, _) => {
                        zones.iter().for_each(|&z| touched[z] = true)
                    }
                    ConditionRt::Piles(z, _) | ConditionRt::InOrder(z) => touched[*z] = true,
                    ConditionRt::UsedUp(_) => {}
                }
            }
        }
        let by_actions = touched.clone();
        touched[foundation] = true;
        for (refilled, from) in &self.refills {
            touched[*refilled] |= *refilled == foundation;
            from.iter().for_each(|&z| touched[z] = true);
        }
        let mut kept: Vec<bool> = touched.iter().map(|t| !t).collect();
        loop {
            let fits = |z: usize, kept: &[bool]| {
                let zone = &self.zones[z];
                let goes_kept = zone.targets.iter().all(|&t| t == foundation || kept[t]);
                let no_space_from_kept = match (&zone.empty, &zone.empty_from) {
                    (EmptyKind::Nothing, _) => true,
                    (_, Some(from)) => from.iter().all(|&f| !kept[f]),
                    (_, None) => false,
                };
                goes_kept && no_space_from_kept
            };
            let dropped: Vec<usize> = (0..kept.len())
                .filter(|&z| kept[z] && !fits(z, &kept))
                .collect();
            if dropped.is_empty() {
                break;
            }
            dropped.into_iter().for_each(|z| kept[z] = false);
        }
        if !kept.iter().any(|&k| k) {
            return None;
        }
        // Per card: the cards that may be put on it in some zone other than the foundation.
        // Only those: the foundation never gives a card back, so none comes onto them again.
        // And only those of the deck (a stripped deck's missing cards never come).
        let in_deck = self.in_deck();
        let needs = (0..52)
            .map(|card| {
                self.zones
                    .iter()
                    .enumerate()
                    .filter(|&(z, _)| z != foundation)
                    .filter_map(|(_, zone)| zone.accepts.as_ref())
                    .fold(0u64, |m, t| m | t[card])
                    & in_deck
            })
            .collect();
        let alone = self.refilled_alone(foundation, &kept, &by_actions);
        Some(SafeCards {
            foundation,
            needs,
            settling: false, // the foundation keeps its cards: nothing to settle
            kept: Some(kept),
            alone,
        })
    }

    /// The deck's cards, as a mask of keys.
    fn in_deck(&self) -> u64 {
        self.deck.iter().fold(0, |mask, &c| mask | 1 << key(c))
    }

    /// Per zone, whether a safe card may go home from it with no card under it (docs/solver.md,
    /// "The reserve's shift"): a kept zone whose piles are alike and whose spaces are refilled
    /// at once from one reserve of one pile, and that reserve, when nothing but its top card
    /// leaves the reserve, nothing else reads it or puts a card on it, it refills no other
    /// zone, and a lone card of the zone can go wherever the reserve's top can. Then the card
    /// gone home stands for a card that nothing can ever join, and the reserve's cards come
    /// into the spaces one place earlier: every line from before the move has one from after.
    fn refilled_alone(&self, foundation: usize, kept: &[bool], by_actions: &[bool]) -> Vec<bool> {
        let mut alone = vec![false; self.zones.len()];
        for (refilled, from) in &self.refills {
            let (zone, reserve) = match from[..] {
                [reserve] => (*refilled, reserve),
                _ => continue,
            };
            let (spaces, source) = (&self.zones[zone], &self.zones[reserve]);
            let lone_card_moves = matches!(
                spaces.unit,
                Unit::Top | Unit::Pile | Unit::TopOrPile | Unit::Runs | Unit::FaceUp
            );
            let shifts = kept[zone]
                && self.interchangeable[zone]
                && lone_card_moves
                && zone != reserve
                && reserve != foundation
                && source.count == 1
                && source.unit == Unit::Top
                && !by_actions[reserve]
                && self.zones.iter().all(|z| !z.targets.contains(&reserve))
                && self
                    .refills
                    .iter()
                    .all(|(z, f)| *z != reserve && (*z == zone || !f.contains(&reserve)))
                && self.refills.iter().filter(|(z, _)| *z == zone).count() == 1
                && source.targets.iter().all(|t| spaces.targets.contains(t));
            if shifts {
                alone[zone] = true;
                alone[reserve] = true;
            }
        }
        alone
    }
}
