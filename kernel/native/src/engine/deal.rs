//! The deal (as `Game.deal` in kernel/engine/game.py) and positions given from outside.

use super::*;

/// `deal the other cards of the base rank of ZONE` (as `_deal_base_rank` in game.py): the card
/// at `at` is the base card; the other cards of its rank leave `cards` in deck order, one to each
/// of `target`'s piles while both last, and the base card keeps its place `at`.
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
    /// The deal for `seed`, as `Game.deal(seed=...)` makes it.
    pub fn deal(&self, seed: u64) -> State {
        let mut cards = self.deck.clone();
        pcg::shuffle(&mut cards, seed, 0);
        let mut piles: Vec<Vec<Vec<Card>>> = self
            .zones
            .iter()
            .map(|z| vec![Vec::new(); z.count])
            .collect();
        // Named cards first: the first copy in deck order.
        for (z, deal) in self.deals.iter().enumerate() {
            if let Some(ZoneDeal {
                amount: DealRt::Named(wanted),
                ..
            }) = deal
            {
                for (i, &(r, s)) in wanted.iter().enumerate() {
                    if let Some(k) = cards.iter().position(|&c| rank(c) == r && suit(c) == s) {
                        piles[z][i].push(cards.remove(k));
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
                let at = self.base_card_at(*base);
                deal_base_rank(&mut cards, &mut piles[z], at);
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
                    for (i, &size) in sizes.iter().enumerate() {
                        let end = (position + size).min(cards.len());
                        let start = position.min(cards.len());
                        if *distinct_ranks {
                            exchange_repeated_ranks(&mut cards, start, end);
                        }
                        piles[z][i].extend_from_slice(&cards[start..end]);
                        position += size;
                    }
                }
                Some(ZoneDeal {
                    amount: DealRt::Rest,
                    ..
                }) if rest_zone.is_none() => rest_zone = Some(z),
                _ => {}
            }
        }
        if let Some(z) = rest_zone {
            let remaining = &cards[position.min(cards.len())..];
            let target = &mut piles[z];
            if self.zones[z].growing {
                target.extend(remaining.iter().map(|&c| vec![c]));
            } else if target.len() == 1 {
                target[0].extend(remaining.iter().rev());
            } else if !target.is_empty() {
                let n = target.len();
                for (j, &card) in remaining.iter().enumerate() {
                    target[j % n].push(card);
                }
            }
        }
        for (z, deal) in self.deals.iter().enumerate() {
            for (i, pile) in piles[z].iter_mut().enumerate() {
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
                            Face::Bottom => k >= d.bottom_down.get(i).copied().unwrap_or(0),
                            Face::Top => k + d.top_up >= n,
                            Face::Covered => {
                                self.zones[z].covers.get(i).is_none_or(|by| by.is_empty())
                            }
                        },
                    };
                    *card = turned(*card, up);
                }
            }
        }
        let mut state = State {
            zones: piles
                .into_iter()
                .map(|zone| Zone::new(zone.into_iter().map(Pile::from).collect()))
                .collect(),
            redeals: vec![0; self.counted],
        };
        self.turn_tops_up(&mut state);
        // Cards a zone collects leave at once, also from the deal.
        self.collect(state)
    }

    /// Where the first card dealt to the first pile of zone `base` lies in the deck, the named
    /// cards taken out: after the fixed deals of the zones before it.
    fn base_card_at(&self, base: usize) -> usize {
        self.deals[..base]
            .iter()
            .map(|deal| match deal {
                Some(ZoneDeal {
                    amount: DealRt::Fixed(sizes),
                    ..
                }) => sizes.iter().sum(),
                _ => 0,
            })
            .sum()
    }

    // -- move generation ------------------------------------------------------------------

    /// A position of this game from its piles (cards as `card_code` gives them) and the uses
    /// of its limited actions; an error names what does not fit the game.
    pub fn state_from(
        &self,
        zones: Vec<Vec<Vec<Card>>>,
        redeals: Vec<u32>,
    ) -> Result<State, String> {
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
            if let Some(&card) = piles.iter().flatten().find(|&&c| key(c) >= 52) {
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
        let zones = zones
            .into_iter()
            .map(|piles| Zone::new(piles.into_iter().map(Pile::from).collect()))
            .collect();
        Ok(State { zones, redeals })
    }
}
