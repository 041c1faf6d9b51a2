//! The digging order of the streamlined run (docs/solver.md, "The digging order"): among steps
//! of one kind (`Game::category`), first those that leave a card a foundation would take
//! nearest the top of the pile they take from. It only orders the steps: none is dropped.

use super::*;

/// A step's place in the digging order, smaller first: its kind; then how deep under the top
/// of the pile it takes from the nearest wanted card lies after it (an emptied pile next to
/// a wanted card on top, a pile with no wanted card last); then whether it covers a wanted
/// card; then whether it fills an empty pile (which may be kept for a better use).
type Place = (u8, u8, bool, bool);

/// The depth given to a pile that holds no wanted card.
const NOTHING_WANTED: u8 = u8::MAX;

impl Game {
    /// Sorts `steps` (stably) into the digging order.
    pub(super) fn dig_order(&self, state: &State, steps: &mut [Step]) {
        let wanted = self.wanted(state);
        steps.sort_by_cached_key(|step| self.place(state, wanted, step));
    }

    fn place(&self, state: &State, wanted: Wanted, step: &Step) -> Place {
        let mv = &step.mv;
        let kind = self.step_kind(self.category(state, mv), step.turns);
        let (Some((t, j)), None) = (mv.target(), mv.action()) else {
            return (kind, NOTHING_WANTED, false, false);
        };
        let (s, i) = mv.source();
        let pile = &state.zone(s).pile(i);
        let left = &pile[..pile.len().saturating_sub(mv.count())];
        let depth = match left.iter().rev().position(|&c| wanted.holds(c)) {
            Some(depth) => depth.saturating_add(1).min(usize::from(NOTHING_WANTED - 1)) as u8,
            None if left.is_empty() && !self.zones[s].is_foundation => 0,
            None => NOTHING_WANTED,
        };
        let onto = &state.zone(t).pile(j);
        (
            kind,
            depth,
            onto.iter().any(|&c| wanted.holds(c)),
            onto.is_empty(),
        )
    }

    /// The cards outside the foundations that some foundation pile would take now.
    fn wanted(&self, state: &State) -> Wanted {
        let mut wanted = Wanted(0);
        for (s, piles) in state.zones().enumerate() {
            if self.zones[s].is_foundation {
                continue;
            }
            for &card in piles.all_cards() {
                if face_up(card) && !wanted.holds(card) && self.goes_home(state, card, s) {
                    wanted.0 |= 1 << key(card);
                }
            }
        }
        wanted
    }

    /// Whether some foundation pile would take `card` (from zone `from`) now.
    fn goes_home(&self, state: &State, card: Card, from: usize) -> bool {
        self.zones.iter().enumerate().any(|(f, zone)| {
            let piles = state.zone(f);
            zone.is_foundation
                && (0..piles.len())
                    .any(|j| self.accepts(state, f, piles, j, Moving::one(card, from)))
        })
    }
}

/// A set of card keys (a 52-card deck's; a second deck's cards share them).
#[derive(Clone, Copy)]
struct Wanted(u64);

impl Wanted {
    fn holds(self, card: Card) -> bool {
        face_up(card) && self.0 >> key(card) & 1 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digging_order_only_reorders_the_steps() {
        // On positions of random Klondike and FreeCell lines the order keeps every step, once,
        // and puts the moves to a foundation first.
        let klondike = Game::from_json(crate::engine::tests::KLONDIKE).expect("Klondike");
        let freecell = Game::from_json(crate::engine::keys::tests::FREECELL).expect("FreeCell");
        let packed = |s: &[Step]| {
            let mut p: Vec<_> = s
                .iter()
                .map(|s| {
                    (
                        s.turns,
                        s.mv.source(),
                        s.mv.target(),
                        s.mv.count(),
                        s.mv.action(),
                    )
                })
                .collect();
            p.sort_unstable();
            p
        };
        let mut moved = 0;
        for game in [&klondike, &freecell] {
            for seed in 1..=20u64 {
                let mut state = game.deal(seed);
                for n in 0..40u64 {
                    let moves = game.legal_moves(&state);
                    if moves.is_empty() {
                        break;
                    }
                    let steps: Vec<Step> = moves.iter().map(|&mv| Step { turns: 0, mv }).collect();
                    let mut ordered = steps.clone();
                    game.dig_order(&state, &mut ordered);
                    assert_eq!(packed(&steps), packed(&ordered), "seed {seed}");
                    let home = |s: &Step| {
                        s.mv.target()
                            .is_some_and(|(t, _)| game.zones[t].is_foundation)
                    };
                    let first_other = ordered
                        .iter()
                        .position(|s| !home(s))
                        .unwrap_or(ordered.len());
                    assert!(
                        ordered[first_other..].iter().all(|s| !home(s)),
                        "seed {seed}"
                    );
                    moved += usize::from(ordered.iter().zip(&steps).any(|(a, b)| a.mv != b.mv));
                    state = game.apply(&state, &moves[((seed * 7 + n) as usize) % moves.len()]);
                }
            }
        }
        assert!(moved > 100, "the order changed only {moved} lists");
    }
}
