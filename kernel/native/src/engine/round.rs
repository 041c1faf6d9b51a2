//! The stock's round (docs/solver.md, "The stock's round"): where the stock is turned onto the
//! waste and redealt without limit, the arrangements of the two that the actions bring round
//! again are one key. A position on that round reaches every other one by actions alone,
//! which change nothing else, so they are won or lost together.

use std::sync::OnceLock;

use super::*;

/// The folded stock and waste (`Game::stock_cycle`) of rules whose actions count no uses and
/// are allowed by empty piles alone, and the forms found so far (`Game::round_form`).
pub(crate) struct StockRound {
    stock: usize,
    waste: usize,
    /// Per (cards in the stock and waste, cards in the waste), at `form_index`: the
    /// arrangement the key writes for an arrangement of those sizes when it lies on the round
    /// (`Form`), or None off it; each found once, the first time it is asked for. Read
    /// without a lock: the searches of several threads ask for one at every key.
    forms: Box<[OnceLock<Option<Form>>]>,
}

/// Where the form of `cards` cards with `in_waste` in the waste is kept (both below
/// `MOST_LABELS`, `in_waste` at most `cards`).
fn form_index(cards: usize, in_waste: usize) -> usize {
    cards * MOST_LABELS + in_waste
}

/// An arrangement of the stock and waste written by label: label `l` stands for the `l`-th
/// card counting the waste from its bottom, then the stock from its bottom, of the arrangement
/// it is the form of; each with the face it shows in the form.
struct Form {
    stock: Vec<Card>,
    waste: Vec<Card>,
}

/// Labels fit a card's key bits (no owner bit), so the actions move them as cards.
const MOST_LABELS: usize = 0x40;

impl StockRound {
    /// The stock and the waste.
    pub(super) fn zones(&self) -> (usize, usize) {
        (self.stock, self.waste)
    }
}

impl Game {
    /// The stock's round, when the rules allow it: the stock folds (`stock_cycle`: the
    /// actions move cards only between the stock and the waste, read nothing else, and no card
    /// move touches either but a move from the waste), no action counts its uses, and every
    /// condition of an action is about empty piles of the two. Then what the actions do
    /// depends on the number of cards in each, not on which cards they are.
    pub(super) fn find_stock_round(&self) -> Option<StockRound> {
        let (stock, waste) = self.stock_cycle()?;
        let plain = self.actions.iter().all(|a| {
            a.passes.is_none()
                && a.when
                    .iter()
                    .all(|c| matches!(c, ConditionRt::Empty(zones) if !zones.is_empty()))
        });
        plain.then(|| StockRound {
            stock,
            waste,
            forms: (0..MOST_LABELS * MOST_LABELS)
                .map(|_| OnceLock::new())
                .collect(),
        })
    }

    /// The stock and waste the solver's key writes for `state`: those of the arrangement
    /// with the fewest cards in the waste (the first the actions reach) when `state`'s lies on
    /// the round — the actions, played one at a time as the only legal ones, come back to it —
    /// else None (the key writes the piles as they are). Only for a stock all face down and a
    /// waste all face up, as actions leave them.
    pub(super) fn round_form(&self, state: &State) -> Option<(Vec<Card>, Vec<Card>)> {
        let round = self.stock_round.as_ref()?;
        self.round_form_of(
            state,
            state.zone(round.stock).pile(0),
            state.zone(round.waste).pile(0),
        )
    }

    /// `round_form` of a position like `like` with this stock and waste.
    pub(super) fn round_form_of(
        &self,
        like: &State,
        stock: &[Card],
        waste: &[Card],
    ) -> Option<(Vec<Card>, Vec<Card>)> {
        let round = self.stock_round.as_ref()?;
        let cards = stock.len() + waste.len();
        if cards >= MOST_LABELS
            || stock.iter().any(|&c| face_up(c))
            || !waste.iter().all(|&c| face_up(c))
        {
            return None;
        }
        let form = round.forms[form_index(cards, waste.len())]
            .get_or_init(|| self.labelled_form(round, like, cards, waste.len()))
            .as_ref()?;
        let card = |label: &Card| {
            let l = (label & !FACE_DOWN) as usize;
            let real = if l < waste.len() {
                waste[l]
            } else {
                stock[l - waste.len()]
            };
            turned(real, face_up(*label))
        };
        Some((
            form.stock.iter().map(card).collect(),
            form.waste.iter().map(card).collect(),
        ))
    }

    /// The form of the arrangement of `cards` labelled cards with `in_waste` in the waste
    /// (`Form`), found by playing the actions on the stock and waste of `like` (a position
    /// of this game) holding the labels instead.
    fn labelled_form(
        &self,
        round: &StockRound,
        like: &State,
        cards: usize,
        in_waste: usize,
    ) -> Option<Form> {
        let (stock, waste) = (round.stock, round.waste);
        let mut current = like.only(&[stock, waste]);
        let labels = |range: std::ops::Range<usize>, up: bool| -> Pile {
            range.map(|l| turned(l as Card, up)).collect()
        };
        current.piles.set_pile(waste, 0, &labels(0..in_waste, true));
        current
            .piles
            .set_pile(stock, 0, &labels(in_waste..cards, false));
        let arrangement = |s: &State| -> (Pile, Pile) {
            (s.zone(stock).pile(0).into(), s.zone(waste).pile(0).into())
        };
        let start = arrangement(&current);
        let mut best = start.clone();
        let mut passed = Vec::new();
        let mut legal = Vec::new();
        for _ in 0..=4 * (cards + 2) {
            legal.clear();
            for (a, action) in self.actions.iter().enumerate() {
                self.action_move(&current, a, action, &mut legal);
            }
            if legal.len() != 1 {
                return None; // no action, or a choice: no round
            }
            current = self.apply(&current, &legal[0]);
            let now = arrangement(&current);
            if now == start {
                let (stock, waste) = best;
                return Some(Form {
                    stock: stock.to_vec(),
                    waste: waste.to_vec(),
                });
            }
            if passed.contains(&now) {
                return None; // a round the start is not on
            }
            if now.1.len() < best.1.len() {
                best = now.clone();
            }
            passed.push(now);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::tests::mini_klondike;
    use crate::engine::tests::KLONDIKE;

    fn key(game: &Game, state: &State) -> Vec<u8> {
        let mut out = Vec::new();
        game.solve_key(state, &mut out);
        out
    }

    /// `state` after `turns` actions, each the only one legal.
    fn turned_times(game: &Game, state: &State, turns: usize) -> State {
        let mut current = state.clone();
        for _ in 0..turns {
            let mut legal = Vec::new();
            for (a, action) in game.actions.iter().enumerate() {
                game.action_move(&current, a, action, &mut legal);
            }
            assert_eq!(legal.len(), 1, "one action at a time");
            current = game.apply(&current, &legal[0]);
        }
        current
    }

    #[test]
    fn arrangements_the_stock_comes_round_to_share_a_key_and_no_others() {
        // Klondike: 24 cards in the stock, turned 3 at a time, redealt without limit.
        let game = Game::from_json(KLONDIKE).unwrap();
        let (_, waste) = game.stock_round.as_ref().expect("a round").zones();
        let dealt = game.deal(1);
        // Waste 0, 3, ..., 24 cards, then redealt: every arrangement comes round again.
        for turns in 1..=9 {
            assert_eq!(
                key(&game, &turned_times(&game, &dealt, turns)),
                key(&game, &dealt)
            );
        }
        // A card played from a waste of 3: 23 cards, 2 in the waste. Waste 2, 5, ..., 20 are
        // passed once only, each its own key; 23 (the stock empty), and after the redeal 0,
        // 3, ..., 21, come round: one key.
        let mut played = turned_times(&game, &dealt, 1);
        let mut rest = played.zone(waste).pile(0).to_vec();
        rest.pop();
        played.piles.set_pile(waste, 0, &rest);
        let keys: Vec<Vec<u8>> = (0..=16)
            .map(|turns| key(&game, &turned_times(&game, &played, turns)))
            .collect();
        let round = &keys[8];
        for (turns, k) in keys.iter().enumerate() {
            let passed_once = turns < 7;
            assert_eq!(k == round, !passed_once, "after {turns} turns");
        }
        for a in 0..7 {
            for b in 0..a {
                assert_ne!(keys[a], keys[b], "{a} and {b} turns");
            }
        }
    }

    #[test]
    fn a_stock_turned_a_limited_number_of_times_has_no_round() {
        let mut ir: serde_json::Value = serde_json::from_str(KLONDIKE).unwrap();
        ir["actions"][1]["passes"] = 3.into();
        let game = Game::from_json(&ir.to_string()).unwrap();
        assert!(game.stock_cycle().is_some() && game.stock_round.is_none());
    }

    #[test]
    fn a_step_dug_out_of_a_stock_not_redealt_freely_comes_after_the_moves_needing_no_turn() {
        // `Game::step_kind`: a card home after two turns of the stock is tried first where the
        // waste is redealt without limit, after every card move needing no turn where it is not.
        let free = Game::from_json(KLONDIKE).unwrap();
        let mut ir: serde_json::Value = serde_json::from_str(KLONDIKE).unwrap();
        ir["actions"][1]["passes"] = 3.into();
        let limited = Game::from_json(&ir.to_string()).unwrap();
        assert!(!free.turns_bury && limited.turns_bury);
        assert_eq!(free.step_kind(0, 2), 0);
        assert_eq!(limited.step_kind(0, 2), OTHER_MOVE);
        assert_eq!(limited.step_kind(0, 0), 0); // the waste's top card: no turn, no change
        assert_eq!(limited.step_kind(ACTION, 0), ACTION);
    }

    #[test]
    fn the_round_keeps_every_verdict_and_saves_positions() {
        // docs/solver.md, "The stock's round": small Klondike deals (draw 3, redealt without
        // limit) searched to the end get the same verdict with the round's key and without,
        // and the lost ones take fewer positions in all with it.
        let limits = Limits::bytes(1 << 32);
        let safe = SafeMoves::default();
        let (mut won, mut lost) = (0, 0);
        let (mut with_positions, mut without_positions) = (0, 0);
        for piles in [2, 3] {
            let with = mini_klondike(piles);
            let mut without = mini_klondike(piles);
            assert!(with.stock_round.is_some());
            without.stock_round = None;
            for seed in 1..=60 {
                let root = with.deal(seed);
                let (a, _, a_positions, _) = with.solve(&root, limits, &safe, None, &[]);
                let (b, _, b_positions, _) = without.solve(&root, limits, &safe, None, &[]);
                match (&a, &b) {
                    (SolveEnd::Won(line), SolveEnd::Won(_)) => {
                        let mut state = root.clone();
                        for mv in line {
                            state = with.apply(&state, mv);
                        }
                        assert!(with.is_won(&state), "{piles} piles, seed {seed}");
                        won += 1;
                    }
                    (SolveEnd::Unwinnable, SolveEnd::Unwinnable) => {
                        with_positions += a_positions;
                        without_positions += b_positions;
                        lost += 1;
                    }
                    other => panic!("{piles} piles, seed {seed}: {other:?}"),
                }
            }
        }
        assert!(won > 0 && lost > 0, "{won} won, {lost} lost");
        assert!(
            with_positions < without_positions,
            "lost deals: {with_positions} positions with the round, {without_positions} without"
        );
    }
}
