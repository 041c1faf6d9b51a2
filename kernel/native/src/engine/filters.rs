//! What a plugin that changes play does, given as plain data (`MoveFilter.ir()`, docs/plugins.md)
//! and run here: every list of legal moves is narrowed as the plugin's Python filter narrows it,
//! so play, the outcome's searches and the solver all see the same moves.
//!
//! A plugin without a data form is run through its host: the binding hands the core a
//! `HostFilter` or `HostAfter` that calls the plugin's Python hook (slower, the same game).
//!
//! The solver's shortcuts reason about which moves exist (stock turns folded into the moves
//! they lead to, cards safe to send home, dead cards, twin cards); they were proved for the
//! kernel's moves, so a game with a filter searches without them.

use std::sync::Arc;

use serde_json::Value;

use super::*;

/// A move filter the host runs (a plugin's Python `filter`, called through the binding).
pub trait HostFilter: Send + Sync {
    /// For each of `moves`, the moves of `player` in `state`, whether it stays legal.
    fn keep(&self, state: &State, player: usize, moves: &[Move]) -> Vec<bool>;
}

/// An after-move hook the host runs (a plugin's Python `cardwright_after_move` hook).
pub trait HostAfter: Send + Sync {
    /// The position `next` reached by `mv` as the hook leaves it.
    fn after(&self, next: State, mv: &Move) -> State;
}

/// A hook of a plugin without a data form, as the host hands it to `set_filters_hosted`.
pub enum Host {
    Filter(Arc<dyn HostFilter>),
    After(Arc<dyn HostAfter>),
}

/// One filter of the legal moves.
pub(super) enum Filter {
    /// `no_action_while_card_moves` (`mandatory-moves`): while any card can move, the actions
    /// named (flagged per action) are not allowed.
    NoActionWhileCardMoves(Vec<bool>),
    /// `turns` (`alternating-turns`): only the player to move may move, unless they cannot
    /// move at all; an action flagged (an ender) passes the turn to the next player, and any
    /// other move gives the turn to its player (one who moved out of turn now has it).
    Turns(Vec<bool>),
    /// `host_filter`: a plugin's own filter, run by the host.
    Host(Arc<dyn HostFilter>),
    /// `host_after`: a plugin's own after-move hook, run by the host.
    HostAfter(Arc<dyn HostAfter>),
}

impl Game {
    /// The filters given as JSON (a list of `{"kind": ..., ...}`, in the order the variant lists
    /// its plugins); an error names a kind or field the core does not know.
    pub fn set_filters(&mut self, text: &str) -> Result<(), String> {
        self.set_filters_hosted(text, Vec::new())
    }

    /// The filters given as JSON, where each `{"kind": "host_filter"}` or `{"kind":
    /// "host_after"}` (with the `plugin` it comes from) takes the next of `hosts`, in order.
    pub fn set_filters_hosted(&mut self, text: &str, hosts: Vec<Host>) -> Result<(), String> {
        let value: Value = serde_json::from_str(text).map_err(|e| format!("move filters: {e}"))?;
        let Value::Array(items) = value else {
            return Err("move filters: a JSON list of filters is expected".into());
        };
        let mut hosts = hosts.into_iter();
        let filters = items
            .iter()
            .map(|item| self.filter_from(item, &mut hosts))
            .collect::<Result<_, _>>()?;
        if hosts.next().is_some() {
            return Err("move filters: more host hooks than host filters named".into());
        }
        self.filters = filters; // only once all are read: an error leaves the game as it was
        if !self.filters.is_empty() {
            self.twins = None;
            self.stock_round = None; // a filter may read what the round takes as one
            self.prefixed = self.find_prefixed(); // a filter may change positions
        }
        Ok(())
    }

    fn filter_from(
        &self,
        item: &Value,
        hosts: &mut impl Iterator<Item = Host>,
    ) -> Result<Filter, String> {
        let Some(fields) = item.as_object() else {
            return Err(format!("move filter {item}: an object is expected"));
        };
        let kind = fields
            .get("kind")
            .and_then(Value::as_str)
            .unwrap_or_default();
        match kind {
            "no_action_while_card_moves" => Ok(Filter::NoActionWhileCardMoves(
                self.flagged(kind, fields, "actions")?,
            )),
            "turns" => Ok(Filter::Turns(self.flagged(kind, fields, "enders")?)),
            "host_filter" | "host_after" => {
                if let Some(other) = fields.keys().find(|k| *k != "kind" && *k != "plugin") {
                    return Err(format!("move filter '{kind}' has no field '{other}'"));
                }
                match (kind, hosts.next()) {
                    ("host_filter", Some(Host::Filter(host))) => Ok(Filter::Host(host)),
                    ("host_after", Some(Host::After(host))) => Ok(Filter::HostAfter(host)),
                    _ => Err(format!(
                        "move filter '{kind}' of {}: the host gave no such hook in its place",
                        fields.get("plugin").unwrap_or(&Value::Null)
                    )),
                }
            }
            other => Err(format!(
                "move filter kind {other:?}: the core knows 'no_action_while_card_moves', \
                 'turns', 'host_filter' and 'host_after'"
            )),
        }
    }

    /// Per action (every player's): whether the list of action names `field` of filter `kind`
    /// names it (its only field besides `kind`).
    fn flagged(
        &self,
        kind: &str,
        fields: &serde_json::Map<String, Value>,
        field: &str,
    ) -> Result<Vec<bool>, String> {
        if let Some(other) = fields.keys().find(|k| *k != "kind" && *k != field) {
            return Err(format!("move filter '{kind}' has no field '{other}'"));
        }
        let names = fields
            .get(field)
            .and_then(Value::as_array)
            .ok_or_else(|| format!("move filter '{kind}': no '{field}' (a list of names)"))?;
        let mut flagged = vec![false; self.actions.len()];
        for name in names {
            let Some(name) = name.as_str() else {
                return Err(format!(
                    "move filter '{kind}': {name} in '{field}' is no name"
                ));
            };
            // An action the rules lack is never listed: naming it changes nothing.
            for (a, action) in self.actions.iter().enumerate() {
                flagged[a] |= action.name == name;
            }
        }
        Ok(flagged)
    }

    /// After `mv`, what the plugins' after-move hooks do, in order: whose turn it is under a
    /// `turns` filter (else it stays as it was), and what a host's hook makes of `next`.
    pub(super) fn after_move(&self, mut next: State, mv: &Move) -> State {
        for filter in &self.filters {
            match filter {
                Filter::Turns(enders) => {
                    let player = self.mover(mv);
                    let ends = mv.action().is_some_and(|a| enders[a]);
                    next.turn = if ends {
                        (player + 1) % self.players
                    } else {
                        player
                    };
                }
                Filter::HostAfter(host) => next = host.after(next, mv),
                Filter::NoActionWhileCardMoves(_) | Filter::Host(_) => {}
            }
        }
        next
    }

    /// `moves`, the moves of `player` in `state`, narrowed by every filter, in order.
    pub(super) fn filtered(&self, state: &State, player: usize, moves: &mut Vec<Move>) {
        for filter in &self.filters {
            match filter {
                Filter::NoActionWhileCardMoves(flagged) => {
                    if moves.iter().any(|m| m.action().is_none()) {
                        moves.retain(|m| m.action().is_none_or(|a| !flagged[a]));
                    }
                }
                Filter::Turns(_) => {
                    let turn = state.turn;
                    if player != turn
                        && !moves.is_empty()
                        && !self.kernel_moves(state, turn).is_empty()
                    {
                        moves.clear(); // not their turn, and the player to move can move
                    }
                }
                Filter::Host(host) => {
                    if !moves.is_empty() {
                        let keep = host.keep(state, player, moves);
                        let mut kept = keep.iter();
                        moves.retain(|_| kept.next().copied().unwrap_or(true));
                    }
                }
                Filter::HostAfter(_) => {}
            }
        }
    }

    /// Whether the solver's shortcuts, proved for the kernel's moves, may be taken.
    pub(super) fn unfiltered(&self) -> bool {
        self.filters.is_empty()
    }

    /// A move the solver may make at once (`safe`), unless a filter narrows the moves.
    pub(super) fn safe_first(
        &self,
        safe: &SafeMoves,
        state: &State,
        moves: &[Move],
    ) -> Option<Move> {
        if self.unfiltered() {
            // Positions on the stock's round share a key whichever waste top they show, so
            // none takes a card from the waste as its only move (docs/solver.md).
            let round_waste = self.stock_round.as_ref().map(|round| round.zones().1);
            safe.first(state, moves, round_waste)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tests::{edited, GOLF};

    #[test]
    fn no_action_while_a_card_can_move_keeps_the_action_only_when_nothing_else_moves() {
        let mut game = Game::from_json(GOLF).unwrap();
        game.set_filters(r#"[{"kind": "no_action_while_card_moves", "actions": ["turn"]}]"#)
            .unwrap();
        let plain = Game::from_json(GOLF).unwrap();
        let (mut narrowed, mut kept) = (0, 0);
        for seed in 0..30 {
            let state = game.deal(seed);
            let all = plain.legal_moves(&state);
            let moves = game.legal_moves(&state);
            if all.iter().any(|m| m.action().is_none()) {
                assert!(moves.iter().all(|m| m.action().is_none()));
                assert_eq!(
                    moves.len(),
                    all.iter().filter(|m| m.action().is_none()).count()
                );
                narrowed += 1;
            } else {
                assert_eq!(moves, all);
                kept += 1;
            }
        }
        assert!(narrowed > 0, "{narrowed} narrowed, {kept} kept");
        assert!(game.twins.is_none());
    }

    /// A host filter that keeps card moves only, and a host hook that counts moves.
    struct CardMovesOnly;
    impl HostFilter for CardMovesOnly {
        fn keep(&self, _: &State, _: usize, moves: &[Move]) -> Vec<bool> {
            moves.iter().map(|m| m.action().is_none()).collect()
        }
    }
    struct Counted(std::sync::atomic::AtomicUsize);
    impl HostAfter for Counted {
        fn after(&self, next: State, _: &Move) -> State {
            self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            next
        }
    }

    #[test]
    fn host_hooks_narrow_the_moves_and_see_every_move_played_in_their_place() {
        let plain = Game::from_json(GOLF).unwrap();
        let mut game = Game::from_json(GOLF).unwrap();
        let counted = Arc::new(Counted(Default::default()));
        game.set_filters_hosted(
            r#"[{"kind": "host_filter", "plugin": "a"}, {"kind": "host_after", "plugin": "b"}]"#,
            vec![
                Host::Filter(Arc::new(CardMovesOnly)),
                Host::After(counted.clone()),
            ],
        )
        .unwrap();
        let state = game.deal(3);
        let all = plain.legal_moves(&state);
        let kept: Vec<Move> = all
            .iter()
            .copied()
            .filter(|m| m.action().is_none())
            .collect();
        assert_eq!(game.legal_moves(&state), kept);
        game.apply(&state, &all[0]);
        assert_eq!(counted.0.load(std::sync::atomic::Ordering::Relaxed), 1);
        assert!(game.twins.is_none() && !game.unfiltered());
    }

    #[test]
    fn host_hooks_must_match_the_host_items_named() {
        let mut game = Game::from_json(GOLF).unwrap();
        let filter = || Host::Filter(Arc::new(CardMovesOnly));
        let after = r#"[{"kind": "host_after", "plugin": "p"}]"#;
        let error = game
            .set_filters_hosted(after, vec![filter()])
            .err()
            .unwrap();
        assert!(error.contains("no such hook"), "{error}");
        let error = game.set_filters_hosted("[]", vec![filter()]).err().unwrap();
        assert!(error.contains("more host hooks"), "{error}");
    }

    #[test]
    fn a_filter_the_core_does_not_know_is_refused_by_name() {
        let mut game = Game::from_json(&edited(GOLF, |_| {})).unwrap();
        let error = game.set_filters(r#"[{"kind": "tea_leaves"}]"#).unwrap_err();
        assert!(error.contains("\"tea_leaves\""), "{error}");
        let error = game
            .set_filters(r#"[{"kind": "no_action_while_card_moves", "actions": [], "x": 1}]"#)
            .unwrap_err();
        assert!(error.contains("no field 'x'"), "{error}");
    }
}
