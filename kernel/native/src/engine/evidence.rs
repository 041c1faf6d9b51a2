//! Reading the outcome after every move of a line of play, cheaply, as the Python engine does
//! (kernel/engine/outcome.py, docs/state.md "Reading the outcome after every move"): what a
//! position proves about progress (its evidence) is kept, and the position after the next move
//! reuses it where that is sound; else cheap proofs are tried (one move deep, the parent's line
//! checked move by move, the move undone) before the searches of `Game::progress_path`.
//!
//! The answer is always `Game::outcome`'s: "stuck" comes only from a search that ran out of
//! positions (or from such a proof carried down, see `Reader::from_parent`), and a line
//! believed to progress is checked move by move (each legal, its end better) first.

use super::{End, Game, Move, Progress, State};

/// What a position proves about progress. `values` are its measures.
#[derive(Clone, Debug)]
pub struct Evidence {
    values: Vec<i64>,
    known: Known,
    /// When known, no position reachable from here has a measure above this (an ancestor's
    /// proof of no progress): once `values` reach it, nothing can progress.
    ceiling: Option<Vec<i64>>,
}

#[derive(Clone, Debug)]
enum Known {
    /// Legal moves from the position to one whose measures are `reached`, some better.
    Path { moves: Vec<Move>, reached: Vec<i64> },
    /// A search hit its limit: progress cannot be ruled out.
    Unknown,
    /// No line can progress (a search ran out of positions).
    Stuck,
}

/// A witness line grows by a move per move undone; past this, search again (as Python).
const LONGEST_PATH: usize = 64;

impl Evidence {
    /// Whether some line may still progress: false only on a proof that none can.
    pub fn can_progress(&self) -> bool {
        !matches!(self.known, Known::Stuck)
    }

    /// What `state` (a one-player position, whose legal moves are `moves`) proves, found
    /// without a parent's evidence; None when the game has no progress measures (nothing to
    /// prove: it ends only when won or out of moves).
    pub fn of(game: &Game, state: &State, moves: &[Move]) -> Option<Evidence> {
        game.has_progress()
            .then(|| Reader::fresh(game, state, moves, game.measure(state), &[], None))
    }

    /// What `state`, reached from `parent` by its legal move `played`, proves, taken from
    /// the parent's evidence (`self`) where that is sound: `Reader::from_parent`.
    pub fn followed(
        self,
        game: &Game,
        state: &State,
        moves: &[Move],
        parent: &State,
        played: &Move,
    ) -> Evidence {
        Reader::from_parent(game, state, moves, parent, played, self)
    }
}

fn better(values: &[i64], base: &[i64]) -> bool {
    values.iter().zip(base).any(|(a, b)| a > b)
}

/// The outcome of each position of a line of play, read in turn: keeps the evidence of the
/// position read last for the next.
#[derive(Default)]
pub struct Reader {
    last: Option<Evidence>,
}

impl Reader {
    /// `game.outcome(state)`, where `moves` are the legal moves of `state` and `parent` the
    /// position read last and the legal move played from it to `state` (None for the first
    /// position of a line, or after a position not read).
    pub fn outcome(
        &mut self,
        game: &Game,
        state: &State,
        moves: &[Move],
        parent: Option<(&State, &Move)>,
    ) -> Option<End> {
        let before = self.last.take();
        if game.is_won(state) {
            return Some(End::Won);
        }
        if moves.is_empty() {
            return Some(if game.lost_when_no_moves {
                End::Lost
            } else {
                End::Stuck
            });
        }
        if !game.has_progress() {
            return None;
        }
        let found = match (before, parent) {
            (Some(before), Some((parent, played))) => {
                Self::from_parent(game, state, moves, parent, played, before)
            }
            _ => {
                let values = game.measure(state);
                Self::fresh(game, state, moves, values, &[], None)
            }
        };
        let stuck = matches!(found.known, Known::Stuck);
        self.last = Some(found);
        stuck.then_some(End::Stuck)
    }

    /// The evidence of `state`, reached from `parent` by the legal move `played`, from the
    /// parent's (`outcome._from_parent` in Python). Every position `state` reaches, `parent`
    /// reaches too (one player, and the native core runs no plugin that looks at the turn).
    fn from_parent(
        game: &Game,
        state: &State,
        moves: &[Move],
        parent: &State,
        played: &Move,
        before: Evidence,
    ) -> Evidence {
        let values = game.measure(state);
        let ceiling = before.ceiling;
        if let Some(top) = &ceiling {
            if !better(top, &values) {
                // Nothing reachable beats the ceiling, which `values` reach: no progress.
                return Evidence {
                    values,
                    known: Known::Stuck,
                    ceiling,
                };
            }
        }
        let (path, reached) = match before.known {
            Known::Path { moves, reached } => (moves, reached),
            Known::Unknown => {
                if values == before.values && back(game, state, moves, parent, played).is_some() {
                    // The parent's search hit its limit and the parent is one move back with
                    // the same measures: the child's would find progress or hit it too.
                    return Evidence {
                        values,
                        known: Known::Unknown,
                        ceiling,
                    };
                }
                return Self::fresh(game, state, moves, values, &[], ceiling);
            }
            Known::Stuck => return Self::fresh(game, state, moves, values, &[], ceiling),
        };
        if path.len() > 1 && path[0] == *played && better(&reached, &values) {
            return Evidence {
                values,
                known: Known::Path {
                    moves: path[1..].to_vec(),
                    reached,
                },
                ceiling,
            };
        }
        let rest: Vec<Move> = match path.iter().position(|m| m == played) {
            Some(at) => path[..at].iter().chain(&path[at + 1..]).copied().collect(),
            None => path.clone(),
        };
        if rest.len() == 1 {
            if let Some(found) = replayed(game, state, moves, &values, &rest, &ceiling) {
                return found;
            }
        }
        if path.len() < LONGEST_PATH && better(&reached, &values) {
            if let Some(back) = back(game, state, moves, parent, played) {
                let mut line = Vec::with_capacity(path.len() + 1);
                line.push(back);
                line.extend(path);
                return Evidence {
                    values,
                    known: Known::Path {
                        moves: line,
                        reached,
                    },
                    ceiling,
                };
            }
        }
        let hint: &[Move] = if rest.len() > 1 { &rest } else { &[] };
        Self::fresh(game, state, moves, values, hint, ceiling)
    }

    /// Evidence without the parent's: one move deep, the `hint` line checked, then the searches
    /// of `Game::progress_path` (`outcome._fresh` and `_natively` in Python).
    fn fresh(
        game: &Game,
        state: &State,
        moves: &[Move],
        values: Vec<i64>,
        hint: &[Move],
        ceiling: Option<Vec<i64>>,
    ) -> Evidence {
        for m in moves {
            let next = game.apply(state, m);
            if game.improves(&next, &values) {
                return Evidence {
                    values,
                    known: Known::Path {
                        moves: vec![*m],
                        reached: game.measure(&next),
                    },
                    ceiling,
                };
            }
        }
        if !hint.is_empty() {
            if let Some(found) = replayed(game, state, moves, &values, hint, &ceiling) {
                return found;
            }
        }
        match game.progress_path(state) {
            Progress::None => Evidence {
                ceiling: Some(values.clone()),
                values,
                known: Known::Stuck,
            },
            Progress::Unknown => Evidence {
                values,
                known: Known::Unknown,
                ceiling,
            },
            Progress::Path(line) => {
                let mut end = state.clone();
                for m in &line {
                    end = game.apply(&end, m);
                }
                Evidence {
                    values,
                    known: Known::Path {
                        moves: line,
                        reached: game.measure(&end),
                    },
                    ceiling,
                }
            }
        }
    }
}

impl Game {
    /// What `state` proves about progress, found as `Reader` finds it without a parent's
    /// evidence (and as `outcome._fresh` with the core in Python): a legal move that beats the
    /// measures at once, else the `hint` line checked move by move, else `progress_path`. The
    /// line found and the measures where it ends; `Progress::None` and `Unknown` come with
    /// none.
    pub fn fresh_progress(&self, state: &State, hint: &[Move]) -> (Progress, Vec<i64>) {
        let moves = self.legal_moves(state);
        let found = Reader::fresh(self, state, &moves, self.measure(state), hint, None);
        match found.known {
            Known::Path { moves, reached } => (Progress::Path(moves), reached),
            Known::Unknown => (Progress::Unknown, Vec::new()),
            Known::Stuck => (Progress::None, Vec::new()),
        }
    }
}

/// The moves of `line` that are legal when their turn comes, played from `state` (whose legal
/// moves are `moves`) in order, the others passed over, up to the first position that beats
/// `values`: the evidence of the moves played, or None. (Any legal line that ends better is
/// evidence: a line broken by the move just played often still leads there without a step.)
fn replayed(
    game: &Game,
    state: &State,
    moves: &[Move],
    values: &[i64],
    line: &[Move],
    ceiling: &Option<Vec<i64>>,
) -> Option<Evidence> {
    let mut current = state.clone();
    let mut legal = moves.to_vec();
    let mut played = Vec::with_capacity(line.len());
    for m in line {
        if !legal.contains(m) {
            continue;
        }
        current = game.apply(&current, m);
        played.push(*m);
        if game.improves(&current, values) {
            return Some(Evidence {
                values: values.to_vec(),
                known: Known::Path {
                    moves: played,
                    reached: game.measure(&current),
                },
                ceiling: ceiling.clone(),
            });
        }
        legal = game.legal_moves(&current);
    }
    None
}

/// The move that puts the cards of `played` straight back, when it is legal in `state` (whose
/// legal moves are `moves`) and leads to exactly `parent`; else None.
fn back(game: &Game, state: &State, moves: &[Move], parent: &State, played: &Move) -> Option<Move> {
    let target = played.target()?;
    let back = Move::new(target, Some(played.source()), played.count(), None);
    (moves.contains(&back) && game.apply(state, &back) == *parent).then_some(back)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tests::GOLF;
    use crate::pcg::Pcg32;

    #[test]
    fn the_reader_answers_as_a_fresh_outcome_after_every_move() {
        let game = Game::from_json(GOLF).unwrap();
        let mut stuck = 0;
        for seed in 1..60 {
            let mut picks = Pcg32::new(seed, 1);
            let mut reader = Reader::default();
            let mut state = game.deal(seed);
            let mut parent: Option<(State, Move)> = None;
            loop {
                let moves = game.legal_moves(&state);
                let link = parent.as_ref().map(|(before, m)| (before, m));
                let read = reader.outcome(&game, &state, &moves, link);
                assert_eq!(read, game.outcome(&state), "seed {seed}");
                if read.is_some() {
                    stuck += usize::from(read == Some(End::Stuck) && !moves.is_empty());
                    break;
                }
                let pick = moves[picks.below(moves.len() as u32) as usize];
                let next = game.apply(&state, &pick);
                parent = Some((std::mem::replace(&mut state, next), pick));
            }
        }
        assert!(stuck > 0, "some games are stuck with moves left");
    }
}
