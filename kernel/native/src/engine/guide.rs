//! The solver's guides, run natively. A plugin's guide (`SolverGuide` in kernel/plugins.py)
//! that can say what it does as plain data (its `ir()`) is read here and run by the core's
//! search, so a guided search needs no Python. Each kind does what its Python guide does:
//! the same proofs, the same keys and the same move order.
//!
//! Kinds: `tops_must_join` (the `one-pile-search` plugin), for a zone whose whole piles merge
//! onto matching top cards until one pile is left.

use serde_json::Value;

use super::{key, Game, State, Step, Table};

/// A guide of the solver's search.
#[derive(Clone)]
pub enum Guide {
    TopsMustJoin(TopsMustJoin),
}

/// A zone whose piles merge, whole, onto a pile whose top card matches by `accepts` (a
/// symmetric relation): a covered top card never comes back, so the tops must stay one
/// connected group, and only the tops (in order) matter for the future.
#[derive(Clone)]
pub struct TopsMustJoin {
    zone: usize,
    /// The zone's build relation (without `takes only`, as the plugin's `compile_build`).
    accepts: Table,
    /// No card can ever come into the zone from elsewhere.
    closed: bool,
}

/// The first byte of a key a guide gives; the search's own key gets `OWN_KEY` in front, so
/// the two kinds of key never meet in the table (Python keeps them apart by type).
const GUIDE_KEY: u8 = 1;
const OWN_KEY: u8 = 0;

impl Game {
    /// The guides in `text`: a JSON list of objects, each with a `kind` (an error names an
    /// unknown kind) and that kind's fields.
    pub fn guides_from_json(&self, text: &str) -> Result<Vec<Guide>, String> {
        let value: Value = serde_json::from_str(text).map_err(|e| format!("solver guides: {e}"))?;
        let Value::Array(items) = value else {
            return Err("solver guides: a JSON list of guides is expected".into());
        };
        items.iter().map(|item| self.guide(item)).collect()
    }

    fn guide(&self, item: &Value) -> Result<Guide, String> {
        let kind = item.get("kind").and_then(Value::as_str).ok_or_else(|| {
            format!("solver guide {item}: no 'kind' (a string naming what the guide does)")
        })?;
        match kind {
            "tops_must_join" => {
                let name = item.get("zone").and_then(Value::as_str).ok_or_else(|| {
                    format!("solver guide '{kind}': no 'zone' (the name of its zone)")
                })?;
                let closed = item
                    .get("closed")
                    .and_then(Value::as_bool)
                    .ok_or_else(|| format!("solver guide '{kind}': no 'closed' (true or false)"))?;
                let zone = self
                    .zones
                    .iter()
                    .position(|z| z.name == name)
                    .ok_or_else(|| format!("solver guide '{kind}': no zone '{name}'"))?;
                let accepts = self.zones[zone].relation.clone().ok_or_else(|| {
                    format!("solver guide '{kind}': zone '{name}' builds nothing")
                })?;
                // The proof joins groups both ways: it needs a match to work either way round.
                let symmetric =
                    (0..52).all(|t| (0..52).all(|m| accepts[t] >> m & 1 == accepts[m] >> t & 1));
                if !symmetric {
                    return Err(format!(
                        "solver guide '{kind}': zone '{name}' builds one way only"
                    ));
                }
                Ok(Guide::TopsMustJoin(TopsMustJoin {
                    zone,
                    accepts,
                    closed,
                }))
            }
            _ => Err(format!("unknown solver guide kind '{kind}'")),
        }
    }

    /// True when some guide in `guides` proves that no win is left from `state`.
    pub fn guides_lost(&self, guides: &[Guide], state: &State) -> bool {
        lost(guides, state)
    }

    /// The search's key of `state`: the first guide's that offers one, else the solver's own
    /// (`solve_key`), written into `out`.
    pub(super) fn guided_key(&self, guides: &[Guide], state: &State, out: &mut Vec<u8>) {
        out.clear();
        out.push(GUIDE_KEY);
        if guides.iter().any(|guide| guide.key(state, out)) {
            return;
        }
        self.solve_key(state, out);
        if !guides.is_empty() {
            out.insert(0, OWN_KEY);
        }
    }
}

/// True when some guide proves that no win is left from `state`.
pub(super) fn lost(guides: &[Guide], state: &State) -> bool {
    guides.iter().any(|guide| guide.lost(state))
}

/// `steps` (from `state`) reordered by each guide in turn, most promising first.
pub(super) fn order(guides: &[Guide], state: &State, steps: &mut [Step]) {
    for guide in guides {
        guide.order(state, steps);
    }
}

impl Guide {
    fn lost(&self, state: &State) -> bool {
        match self {
            Guide::TopsMustJoin(g) => g.lost(state),
        }
    }

    /// Appends the guide's key of `state` to `out`; false (and `out` as it was) when it has none.
    fn key(&self, state: &State, out: &mut Vec<u8>) -> bool {
        match self {
            Guide::TopsMustJoin(g) => g.key(state, out),
        }
    }

    fn order(&self, state: &State, steps: &mut [Step]) {
        match self {
            Guide::TopsMustJoin(g) => g.order(state, steps),
        }
    }
}

/// The keys of the cards in `mask`, lowest first.
fn keys_in(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let k = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            k
        })
    })
}

impl TopsMustJoin {
    /// Whether the tops can be read: not while cards elsewhere may still come into the zone
    /// (more tops may arrive, so nothing can be proved).
    fn readable(&self, state: &State) -> bool {
        self.closed
            || state
                .zones()
                .enumerate()
                .all(|(z, piles)| z == self.zone || piles.iter().all(|p| p.is_empty()))
    }

    fn tops<'a>(&self, state: &'a State) -> impl Iterator<Item = usize> + 'a {
        state
            .zone(self.zone)
            .iter()
            .filter_map(|pile| pile.last().map(|&c| key(c)))
    }

    /// The tops as a set of card keys, and how many there are; None when not `readable`.
    fn top_set(&self, state: &State) -> Option<(u64, usize)> {
        self.readable(state).then(|| {
            self.tops(state)
                .fold((0u64, 0), |(mask, n), k| (mask | 1 << k, n + 1))
        })
    }

    /// Every top card must be joined, through a chain of matches among the tops, to the card
    /// that ends on top of the last pile (a covered top never comes back, and the covering
    /// card stays on top): tops in two groups no match joins mean a lost position.
    fn lost(&self, state: &State) -> bool {
        let Some((present, count)) = self.top_set(state) else {
            return false;
        };
        if count < 2 {
            return false;
        }
        let mut reached = present & present.wrapping_neg(); // any one top to start from
        let mut frontier = reached;
        while frontier != 0 {
            let k = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            let found = self.accepts[k] & present & !reached;
            reached |= found;
            frontier |= found;
        }
        reached != present
    }

    /// Only the top cards can ever matter again: the tops in order are the key.
    fn key(&self, state: &State, out: &mut Vec<u8>) -> bool {
        if !self.readable(state) {
            return false;
        }
        out.extend(self.tops(state).map(|k| k as u8));
        true
    }

    /// The plugin's order (`_TopsMustJoin.order`): first the moves that cover a card whose loss
    /// leaves the least-matched other top best matched, then those that keep the most pairs;
    /// a stable sort, so ties keep the search's own order.
    fn order(&self, state: &State, steps: &mut [Step]) {
        if steps.len() < 2 {
            return;
        }
        let Some((present, _)) = self.top_set(state) else {
            return;
        };
        let accepts = &self.accepts;
        let matches = |k: usize, covered: usize| (accepts[k] >> covered & 1) as i32;
        let mut degree = [0i32; 64];
        for k in keys_in(present) {
            degree[k] = (accepts[k] & present).count_ones() as i32 - matches(k, k);
        }
        let pairs: i32 = keys_in(present).map(|k| degree[k]).sum();
        // Covering one card lowers another's degree by at most 1, so the weakest afterwards is
        // among those at most 1 above the weakest now (unless that is the covered card).
        let floor = keys_in(present).map(|k| degree[k]).min().unwrap_or(0);
        let weak = keys_in(present)
            .filter(|&k| degree[k] <= floor + 1)
            .fold(0u64, |mask, k| mask | 1 << k);
        let piles = state.zone(self.zone);
        let mut known = [None; 64];
        let mut score = |step: &Step| -> (i32, i32) {
            let covered = match step.mv.target() {
                Some((z, j)) if z == self.zone => piles.get(j).and_then(|p| p.last()),
                _ => None,
            };
            let Some(&covered) = covered else {
                return (0, 0);
            };
            let covered = key(covered);
            *known[covered].get_or_insert_with(|| {
                let mut others = weak & !(1 << covered);
                if others == 0 {
                    others = present & !(1 << covered);
                }
                let weakest = keys_in(others)
                    .map(|k| degree[k] - matches(k, covered))
                    .min()
                    .unwrap_or(0);
                (-weakest, -(pairs - 2 * degree[covered]))
            })
        };
        let scores: Vec<(i32, i32)> = steps.iter().map(&mut score).collect();
        let mut ranked: Vec<(usize, Step)> = steps.iter().copied().enumerate().collect();
        ranked.sort_by_key(|&(i, _)| scores[i]); // stable
        for (slot, (_, step)) in steps.iter_mut().zip(ranked) {
            *slot = step;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Limits, Move, SafeMoves, SolveEnd};

    /// Late-Binding Solitaire's rules (variants/late-binding.cw): a row whose piles go, whole,
    /// one or three places left onto a top of the same suit or rank.
    const ROW: &str = r#"{"ir_version": 1, "term": "rules", "name": "row", "title": "Row", "aliases": [],
        "source": "a test", "file": "", "decks": 1, "decks_per_player": false,
        "suits": "SHDC", "players": 1, "option_specs": [], "options": [], "plugins": [],
        "lost_when_no_moves": true, "score": null,
        "zones": [
          {"term": "zone", "name": "row", "kind": "row", "count": 18, "growing": true, "closes_gaps": true, "deal": {"term": "deal", "amount": "each", "count": 1}, "builds": {"term": "any_of", "terms": [{"term": "rank_step", "steps": [0]}, {"term": "suit", "relation": "same"}]}, "gives": {"term": "gives", "unit": "pile", "offsets": [-1, -3]}, "empty": {"term": "empty", "what": "nothing"}},
          {"term": "zone", "name": "unused", "kind": "reserve", "count": 1, "deal": {"term": "deal", "amount": "rest", "face": "down"}}],
        "actions": [],
        "won": [{"term": "condition", "kind": "piles", "zones": ["row"], "count": 1}],
        "progress": []}"#;

    const GUIDE: &str = r#"[{"kind": "tops_must_join", "zone": "row", "closed": true}]"#;

    fn card(text: &str) -> u8 {
        let rank = "A23456789TJQK".find(&text[..1]).unwrap() as u8;
        rank * 4 + "SHDC".find(&text[1..]).unwrap() as u8
    }

    fn row(game: &Game, cards: &[&str]) -> State {
        let piles = cards.iter().map(|c| vec![card(c)]).collect();
        game.state_from(vec![piles, vec![vec![]]], vec![], 0)
            .unwrap()
    }

    fn solve(game: &Game, state: &State, guides: &[Guide]) -> (SolveEnd, u64, usize, usize) {
        game.solve(
            state,
            Limits::bytes(1 << 32),
            &SafeMoves::default(),
            None,
            guides,
        )
    }

    #[test]
    fn tops_that_no_chain_of_matches_joins_are_lost() {
        let game = Game::from_json(ROW).unwrap();
        let guides = game.guides_from_json(GUIDE).unwrap();
        // No top shares a suit or rank with another.
        assert!(lost(&guides, &row(&game, &["AS", "2H", "3D"])));
        // 2H-2S by rank, AS-2S by suit: one group.
        assert!(!lost(&guides, &row(&game, &["AS", "2H", "2S"])));
        assert!(!lost(&guides, &row(&game, &["AS"])));
    }

    #[test]
    fn an_unknown_kind_or_zone_is_refused_by_name() {
        let game = Game::from_json(ROW).unwrap();
        let error = |text: &str| game.guides_from_json(text).err().unwrap();
        assert!(error(r#"[{"kind": "tea_leaves"}]"#).contains("'tea_leaves'"));
        assert!(
            error(r#"[{"kind": "tops_must_join", "zone": "x", "closed": true}]"#)
                .contains("no zone 'x'")
        );
        assert!(error(r#"{"kind": "tops_must_join"}"#).contains("list"));
    }

    #[test]
    fn the_key_is_the_tops_in_order_while_no_card_can_come_in() {
        let game = Game::from_json(ROW).unwrap();
        let closed = game.guides_from_json(GUIDE).unwrap();
        let open = game
            .guides_from_json(r#"[{"kind": "tops_must_join", "zone": "row", "closed": false}]"#)
            .unwrap();
        let state = game.deal(1);
        let mut out = Vec::new();
        game.guided_key(&closed, &state, &mut out);
        let tops: Vec<u8> = state.zone(0).iter().map(|p| p[0]).collect();
        assert_eq!(out, [&[GUIDE_KEY][..], &tops].concat());
        // The unused cards lie in another zone: an open guide cannot read the tops, so the
        // search keeps its own key and the guide proves nothing.
        game.guided_key(&open, &state, &mut out);
        let mut own = Vec::new();
        game.solve_key(&state, &mut own);
        assert_eq!(out, [&[OWN_KEY][..], &own].concat());
        let mut apart = row(&game, &["AS", "2H", "3D"]);
        assert!(lost(&open, &apart));
        apart.piles.set_pile(1, 0, &[card("4C") | 0x80]);
        assert!(!lost(&open, &apart));
        assert!(lost(&closed, &apart));
    }

    #[test]
    fn the_order_tries_first_the_move_that_keeps_the_weakest_top_best_matched() {
        let game = Game::from_json(ROW).unwrap();
        let guides = game.guides_from_json(GUIDE).unwrap();
        // AS 2S 2H: covering 2S (2H onto it) leaves AS with no partner; covering AS (2S onto
        // it) leaves 2H matched with 2S. So "2S onto AS" comes first.
        let state = row(&game, &["AS", "2S", "2H"]);
        let mut steps: Vec<Step> = game
            .legal_moves(&state)
            .into_iter()
            .map(|mv| Step { turns: 0, mv })
            .collect();
        assert_eq!(steps.len(), 2);
        order(&guides, &state, &mut steps);
        let first: Move = steps[0].mv;
        assert_eq!((first.source(), first.target()), ((0, 1), Some((0, 0))));
    }

    #[test]
    fn the_guided_search_gives_the_plain_search_verdict() {
        // Deals cut to their first ten cards: small enough to search every line both ways.
        let game = Game::from_json(ROW).unwrap();
        let guides = game.guides_from_json(GUIDE).unwrap();
        let mut verdicts = [0; 2];
        for seed in 1..40 {
            let dealt = game.deal(seed);
            let piles = dealt.zone(0).slice(0..10).to_vecs();
            let mut unused = dealt.zone(1).to_vecs();
            let tableau = dealt.zone(0);
            unused[0].extend(
                tableau
                    .slice(10..tableau.len())
                    .iter()
                    .flat_map(|p| p.iter())
                    .map(|&c| c | 0x80),
            );
            let state = game.state_from(vec![piles, unused], vec![], 0).unwrap();
            let (plain, ..) = solve(&game, &state, &[]);
            let (guided, _, guided_peak, _) = solve(&game, &state, &guides);
            match (&plain, &guided) {
                (SolveEnd::Won(_), SolveEnd::Won(line)) => {
                    let mut after = state.clone();
                    for mv in line {
                        after = game.apply(&after, mv);
                    }
                    assert!(game.is_won(&after), "seed {seed}");
                    verdicts[0] += 1;
                }
                (SolveEnd::Unwinnable, SolveEnd::Unwinnable) => verdicts[1] += 1,
                _ => panic!("seed {seed}: {plain:?} plain, {guided:?} guided"),
            }
            assert!(guided_peak > 0);
        }
        assert!(verdicts.iter().all(|&n| n > 0), "{verdicts:?}");
    }
}
