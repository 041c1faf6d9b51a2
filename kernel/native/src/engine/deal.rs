//! The deal (as `Game.deal` in kernel/engine/game.py) and positions given from outside.

use super::*;

/// `no rank twice in a pile`: each card of `cards[start..end]` whose rank an earlier one of
/// them has is exchanged with the first card after it whose rank none has (as
/// `_exchange_repeated_ranks`).
fn exchange_repeated_ranks(cards: &mut [Card], start: usize, end: usize) {
    for k in start..end {
        let held = cards[start..k]
            .iter()
            .fold(0u16, |mask, &c| mask | 1 << rank(c));
        if held >> rank(cards[k]) & 1 == 0 {
            continue;
        }
        if let Some(m) = (k + 1..cards.len()).find(|&m| held >> rank(cards[m]) & 1 == 0) {
            cards.swap(k, m);
        }
    }
}

/// `deal the other cards of the base rank of ZONE` (as `_deal_base_rank` in game.py): the card
/// at `at` is the base card; the other cards of its rank leave `cards` in deck order, one to each
/// of `target`'s piles while both last, and the base card keeps its place `at`.
pub(super) fn deal_base_rank(cards: &mut Vec<Card>, target: &mut [Vec<Card>], at: usize) {
    let Some(&base) = cards.get(at) else {
        return;
    };
    let taken: Vec<usize> = (0..cards.len())
        .filter(|&k| k != at && rank(cards[k]) == rank(base))
        .take(target.len())
        .collect();
    for (pile, &k) in target.iter_mut().zip(&taken) {
        pile.push(cards[k]);
    }
    let before = taken.iter().filter(|&&k| k < at).count();
    let mut k = 0;
    cards.retain(|_| {
        k += 1;
        !taken.contains(&(k - 1))
    });
    if before > 0 {
        let card = cards.remove(at - before);
        cards.insert(at, card);
    }
}

impl Game {
    /// The deal for `seed`, as `Game.deal(seed=...)` makes it: each deck shuffled by its own
    /// stream (the player's number), a player's own deck filling their zones (and the shared
    /// ones), one shared deck filling every player's.
    pub fn deal(&self, seed: u64) -> State {
        let mut piles: Vec<Vec<Vec<Card>>> = self
            .zones
            .iter()
            .map(|z| vec![Vec::new(); z.count])
            .collect();
        let size = self.deck.len() / self.deck_owners;
        for owner in 0..self.deck_owners {
            let mut cards = self.deck[owner * size..(owner + 1) * size].to_vec();
            pcg::shuffle(&mut cards, seed, owner as u64);
            let receivers: Vec<usize> = if self.deck_owners > 1 {
                vec![owner]
            } else {
                (0..self.players).collect()
            };
            self.deal_deck(cards, &receivers, &mut piles);
        }
        for (i, pile_list) in piles.iter_mut().enumerate() {
            let spec = self.spec_of(i);
            let deal = &self.deals[spec];
            for (j, pile) in pile_list.iter_mut().enumerate() {
                if let Some(d) = deal.as_ref().filter(|d| d.under != 0) {
                    // `K at the bottom`: those ranks first, each group in its order (stable).
                    pile.sort_by_key(|&c| d.under >> rank(c) & 1 == 0);
                }
                let n = pile.len();
                for (k, card) in pile.iter_mut().enumerate() {
                    let up = match deal {
                        None => true,
                        Some(d) => match d.face {
                            Face::Up => true,
                            Face::Down => false,
                            Face::Bottom => k >= d.bottom_down.get(j).copied().unwrap_or(0),
                            Face::Top => k + d.top_up >= n,
                            Face::Covered => {
                                self.zones[i].covers.get(j).is_none_or(|by| by.is_empty())
                            }
                        },
                    };
                    *card = turned(*card, up);
                }
            }
        }
        let mut state = State {
            piles: Piles::new(piles),
            redeals: vec![0; self.counted],
            turn: 0,
        };
        self.settle_by_rank(&mut state);
        self.turn_tops_up(&mut state);
        // Cards a zone collects leave at once, also from the deal.
        self.collect(state)
    }

    /// The zone of the rules that instance `i` is of.
    fn spec_of(&self, i: usize) -> usize {
        let found = self.instances.iter().position(|ids| ids.contains(&i));
        found.expect("every instance is of a zone")
    }

    /// The instances of zone `spec` that a deck dealt to `receivers` fills: each receiver's
    /// own of a zone per player, the one of a shared zone once.
    fn takers(&self, spec: usize, receivers: &[usize]) -> Vec<usize> {
        if self.instances[spec].len() > 1 {
            receivers.iter().map(|&p| self.instance(spec, p)).collect()
        } else {
            vec![self.instance(spec, receivers[0])]
        }
    }

    /// One shuffled deck, `cards`, dealt to the zones of `receivers` (as the body of the loop
    /// over decks in `Game.deal`).
    fn deal_deck(&self, mut cards: Vec<Card>, receivers: &[usize], piles: &mut [Vec<Vec<Card>>]) {
        // Named cards first, and the cards that start rows: the first copy in deck order.
        for (z, deal) in self.deals.iter().enumerate() {
            let wanted: Vec<(usize, (u8, u8))> = match deal {
                Some(ZoneDeal {
                    amount: DealRt::Named(named),
                    ..
                }) => named.iter().copied().enumerate().collect(),
                Some(d) => d.row_cards.clone(),
                None => continue,
            };
            for at in self.takers(z, receivers) {
                for &(i, (r, s)) in &wanted {
                    if let Some(k) = cards.iter().position(|&c| rank(c) == r && suit(c) == s) {
                        piles[at][i].push(cards.remove(k));
                    }
                }
            }
        }
        // The other cards of a base rank next: the base card keeps its place in the deal.
        for (z, deal) in self.deals.iter().enumerate() {
            if let Some(ZoneDeal {
                amount: DealRt::BaseRank(base),
                ..
            }) = deal
            {
                let at = self.base_card_at(*base, receivers.len());
                let target = self.instance(z, receivers[0]);
                deal_base_rank(&mut cards, &mut piles[target], at);
            }
        }
        let mut position = 0;
        let mut rest_zone = None;
        for (z, deal) in self.deals.iter().enumerate() {
            match deal {
                Some(ZoneDeal {
                    amount: DealRt::Fixed(sizes),
                    distinct_ranks,
                    ..
                }) => {
                    for at in self.takers(z, receivers) {
                        for (i, &size) in sizes.iter().enumerate() {
                            let end = (position + size).min(cards.len());
                            let start = position.min(cards.len());
                            if *distinct_ranks {
                                exchange_repeated_ranks(&mut cards, start, end);
                            }
                            piles[at][i].extend_from_slice(&cards[start..end]);
                            position += size;
                        }
                    }
                }
                Some(ZoneDeal {
                    amount: DealRt::Rest,
                    ..
                }) if rest_zone.is_none() => rest_zone = Some(z),
                _ => {}
            }
        }
        let Some(z) = rest_zone else { return };
        let remaining = &cards[position.min(cards.len())..];
        let takers = self.takers(z, receivers);
        // The rest split evenly, the first receiver first.
        let share = remaining.len().div_ceil(takers.len());
        for (k, &at) in takers.iter().enumerate() {
            let part = &remaining
                [(k * share).min(remaining.len())..((k + 1) * share).min(remaining.len())];
            let target = &mut piles[at];
            if self.zones[at].growing {
                target.extend(part.iter().map(|&c| vec![c]));
            } else if target.len() == 1 {
                target[0].extend(part.iter().rev());
            } else if !target.is_empty() {
                let n = target.len();
                for (j, &card) in part.iter().enumerate() {
                    target[j % n].push(card);
                }
            }
        }
    }

    /// Where the first card dealt to the first pile of zone `base` lies in a deck dealt to
    /// `receivers` players, the named cards taken out: after the fixed deals of the zones
    /// before it (each once per receiver for a zone per player).
    fn base_card_at(&self, base: usize, receivers: usize) -> usize {
        self.deals[..base]
            .iter()
            .enumerate()
            .map(|(z, deal)| match deal {
                Some(ZoneDeal {
                    amount: DealRt::Fixed(sizes),
                    ..
                }) => {
                    let copies = if self.instances[z].len() > 1 {
                        receivers
                    } else {
                        1
                    };
                    sizes.iter().sum::<usize>() * copies
                }
                _ => 0,
            })
            .sum()
    }

    // -- move generation ------------------------------------------------------------------

    /// A position of this game from its piles (cards as `card_code` gives them), the uses
    /// of its limited actions and the player to move; an error names what does not fit the
    /// game.
    pub fn state_from(
        &self,
        zones: Vec<Vec<Vec<Card>>>,
        redeals: Vec<u32>,
        turn: usize,
    ) -> Result<State, String> {
        if turn >= self.players {
            return Err(format!(
                "player {} to move: the game has {}",
                turn + 1,
                self.players
            ));
        }
        if zones.len() != self.zones.len() {
            return Err(format!(
                "{} zones given, the game has {}",
                zones.len(),
                self.zones.len()
            ));
        }
        for (zone, piles) in self.zones.iter().zip(&zones) {
            if !zone.growing && piles.len() != zone.count {
                return Err(format!(
                    "zone '{}' has {} piles, {} given",
                    zone.name,
                    zone.count,
                    piles.len()
                ));
            }
            let foreign = |c: Card| key(c) >= 52 || owner(c) >= self.deck_owners;
            if let Some(&card) = piles.iter().flatten().find(|&&c| foreign(c)) {
                return Err(format!("zone '{}': no card has code {card}", zone.name));
            }
        }
        if redeals.len() != self.counted {
            return Err(format!(
                "{} action counts given, the game counts the uses of {} actions",
                redeals.len(),
                self.counted
            ));
        }
        Ok(State {
            piles: Piles::new(zones),
            redeals,
            turn,
        })
    }
}
