//! The Python module `cardwright._native`: a compiled game and its positions.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use std::path::PathBuf;
use std::sync::Arc;

use crate::engine::{
    card_text, End, Evidence, Finish, Game, Host, HostAfter, HostFilter, KeyHasher, Limits, Move,
    PlayerProof, Progress, Proofs, Reader, SafeCards, SafeMoves, Sealed, Search, Shuffle, SolveEnd,
    State, CHECKPOINT_FORMAT, OWNER, PROGRESS_SEARCH_LIMIT,
};
use crate::ir;
use crate::pcg::Pcg32;

mod batch;
mod views;

/// (source zone, source pile, target (zone, pile) or None, count, action or None): indices
/// into `zone_names` and `action_names`.
type MoveTuple = (usize, usize, Option<(usize, usize)>, usize, Option<usize>);

/// What a solver run returns: the status, the winning moves, why it stopped, the moves tried,
/// the positions remembered and the bytes the search held (`Search::memory`).
type SolveTuple = (
    &'static str,
    Vec<MoveTuple>,
    &'static str,
    u64,
    usize,
    usize,
);

/// The project's exception `class` of module `module` (kernel/errors.py, kernel/rules/ir.py)
/// with `message`: the core raises the errors the Python engine raises, never a bare
/// ValueError or IndexError.
fn project_error(module: &str, class: &str, message: String, path: Option<String>) -> PyErr {
    Python::with_gil(|py| {
        let made = || -> PyResult<PyErr> {
            let class = py.import(module)?.getattr(class)?;
            let kwargs = PyDict::new(py);
            if let Some(path) = path.filter(|p| !p.is_empty()) {
                kwargs.set_item("path", path)?;
            }
            let error = class.call((message,), Some(&kwargs))?;
            Ok(PyErr::from_value(error))
        };
        made().unwrap_or_else(|failed| failed)
    })
}

/// Rules IR the core cannot read or run: `cardwright.rules.IRError`, with its JSON path.
fn ir_error(error: ir::IrError) -> PyErr {
    project_error(
        "cardwright.rules",
        "IRError",
        error.message,
        Some(error.path),
    )
}

/// Rules the core read but cannot run as given: `cardwright.rules.IRError`.
fn rules_error(message: impl Into<String>) -> PyErr {
    project_error("cardwright.rules", "IRError", message.into(), None)
}

/// A position (or a saved search) that does not fit the game: `cardwright.StateError`.
fn state_error(message: impl Into<String>) -> PyErr {
    project_error("cardwright.errors", "StateError", message.into(), None)
}

/// A move that is not legal in the position: `cardwright.IllegalMove`.
fn illegal_move(message: impl Into<String>) -> PyErr {
    project_error("cardwright.errors", "IllegalMove", message.into(), None)
}

/// Any other bad argument: `cardwright.CardwrightError`.
fn usage_error(message: impl Into<String>) -> PyErr {
    project_error("cardwright.errors", "CardwrightError", message.into(), None)
}

/// The rules in `ir_json` written back with every field, defaults included, as the core reads
/// them (tests/test_ir_schema.py holds this to the Python schema); an IRError if it cannot.
#[pyfunction]
fn ir_echo(ir_json: &str) -> PyResult<String> {
    ir::echo(ir_json).map_err(ir_error)
}

/// What `NativeGame.step` returns: the next position, its evidence, its moves (the caller's
/// objects for their numbers, or None when some number is new to the caller's table) and how
/// it stands.
type StepTuple<'py> = (
    NativeState,
    Option<NativeEvidence>,
    Option<Bound<'py, PyList>>,
    Option<&'static str>,
);

/// `NativeGame.safe_cards()`: per card key, the keys that must be home first; the zones a card
/// may go home from so (None: any); those it may go home from with no card under it too.
type SafeCardsView = (Vec<Vec<u8>>, Option<Vec<String>>, Vec<String>);

/// A variant compiled from its rules IR (JSON text, `rules_to_json`).
#[pyclass(module = "cardwright._native", frozen)]
struct NativeGame {
    game: Game,
    /// The SHA-256 of the IR text: a checkpoint names the rules it was made for by it.
    digest: [u8; 32],
    /// The game's distinct moves met so far, numbered (`move_ids`).
    numbers: std::sync::Mutex<MoveNumbers>,
    /// Whether a plugin's Python hook runs in the core's work (`HostHook`): then that work
    /// keeps the GIL (`unlocked`).
    hosted_hooks: bool,
}

/// The payload that unwinds the core's work when a host hook fails, carrying the hook's
/// error to the call that ran the core (`NativeGame::hosted`), which raises it: each call
/// its own error, whichever thread ran it.
struct HostFailed(PyErr);

/// A hook of a plugin without a data form, as the core calls it: a filter is called as
/// `hook(position, player, moves)` and answers a keep flag per move; an after-move hook as
/// `hook(position, move)` and answers the next position (kernel/engine/native.py makes them).
struct HostHook {
    hook: Py<PyAny>,
}

impl HostHook {
    fn failed(&self, error: PyErr) -> ! {
        std::panic::resume_unwind(Box::new(HostFailed(error)))
    }
}

impl HostFilter for HostHook {
    fn keep(&self, state: &State, player: usize, moves: &[Move]) -> Vec<bool> {
        Python::with_gil(|py| {
            let found: Vec<MoveTuple> = moves.iter().map(move_tuple).collect();
            let position = NativeState::new(state.clone());
            let answer = self.hook.call1(py, (position, player, found));
            match answer.and_then(|kept| kept.extract::<Vec<bool>>(py)) {
                Ok(keep) if keep.len() == moves.len() => keep,
                Ok(keep) => self.failed(usage_error(format!(
                    "a plugin's move filter answered {} flags for {} moves",
                    keep.len(),
                    moves.len()
                ))),
                Err(error) => self.failed(error),
            }
        })
    }
}

impl HostAfter for HostHook {
    fn after(&self, next: State, mv: &Move) -> State {
        Python::with_gil(|py| {
            let answer = self
                .hook
                .call1(py, (NativeState::new(next), move_tuple(mv)));
            match answer
                .and_then(|after| Ok(after.extract::<PyRef<NativeState>>(py)?.state.clone()))
            {
                Ok(state) => state,
                Err(error) => self.failed(error),
            }
        })
    }
}

/// Each distinct move of a game met so far, with a number: its place in `list`. A position's
/// moves go to Python as these numbers, which it turns into its `Move` objects by indexing a
/// list, each made once (`move_table`): the cheapest way across for the API's hot loop.
#[derive(Default)]
struct MoveNumbers {
    numbers: std::collections::HashMap<Move, u32, std::hash::BuildHasherDefault<KeyHasher>>,
    list: Vec<Move>,
}

impl NativeGame {
    /// What `run` returns, or the error a plugin's hook raised while the core ran it.
    fn hosted<T>(&self, run: impl FnOnce() -> T) -> PyResult<T> {
        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)) {
            Ok(value) => Ok(value),
            Err(payload) => match payload.downcast::<HostFailed>() {
                Ok(failed) => Err(failed.0),
                Err(payload) => std::panic::resume_unwind(payload),
            },
        }
    }

    /// `work` without the GIL, unless a plugin's Python hook may run in it: then with the GIL,
    /// so that a hook waiting for it never holds a position's lock (its move list, its proofs)
    /// that a Python thread holding the GIL waits on.
    fn unlocked<T: Send>(&self, py: Python<'_>, work: impl FnOnce() -> T + Send) -> T {
        if self.hosted_hooks {
            work()
        } else {
            py.allow_threads(work)
        }
    }

    /// Whether a plugin's Python hook runs in this game's core work.
    fn has_hosted_hooks(&self) -> bool {
        self.hosted_hooks
    }

    /// A CardwrightError unless the game has one player (the solver plays one-player games).
    fn one_player(&self) -> PyResult<()> {
        match self.game.players() {
            1 => Ok(()),
            n => Err(usage_error(format!(
                "the solver plays one-player games; {} has {n} players",
                self.game.name
            ))),
        }
    }

    /// A CardwrightError unless `player` is a player of the game.
    fn player_checked(&self, player: usize) -> PyResult<()> {
        if player >= self.game.players() {
            return Err(usage_error(format!(
                "there is no player {} in {}",
                player + 1,
                self.game.name
            )));
        }
        Ok(())
    }

    /// Of every player's `moves`, those of `player` (all when None).
    fn of_player(&self, moves: &[Move], player: Option<usize>) -> PyResult<Vec<Move>> {
        match player {
            None => Ok(moves.to_vec()),
            Some(p) => {
                self.player_checked(p)?;
                Ok(moves
                    .iter()
                    .copied()
                    .filter(|m| self.game.mover(m) == p)
                    .collect())
            }
        }
    }

    fn numbered(&self, moves: &[Move]) -> Vec<u32> {
        let mut table = self.numbers.lock().unwrap_or_else(|e| e.into_inner());
        moves
            .iter()
            .map(|m| match table.numbers.get(m) {
                Some(&n) => n,
                None => {
                    let n = table.list.len() as u32;
                    table.list.push(*m);
                    table.numbers.insert(*m, n);
                    n
                }
            })
            .collect()
    }
}

/// A solver search that stops at a limit and goes on where it stopped (`NativeGame.search`).
#[pyclass(module = "cardwright._native")]
struct NativeSearch {
    game: Py<NativeGame>,
    search: Search,
    /// A plugin's hook failed in a run: the search stopped between its bookkeeping steps, so
    /// it is not run, saved or lent again.
    broken: bool,
}

/// Positions one search proved lost, handed to another search of the same game running beside
/// it (`NativeSearch.new_proofs`, `NativeSearch.take_proofs`). Made only by a search: Python
/// cannot write one, so a proof is never taken from elsewhere.
#[pyclass(module = "cardwright._native", frozen)]
struct NativeProofs {
    game: Py<NativeGame>,
    proofs: Proofs,
}

#[pymethods]
impl NativeProofs {
    fn __len__(&self) -> usize {
        self.proofs.len()
    }
}

impl NativeSearch {
    /// A CardwrightError when this search or `proofs` was stopped by a plugin's failure.
    fn whole(&self, proofs: Option<&NativeSearch>) -> PyResult<()> {
        if self.broken || proofs.is_some_and(|other| other.broken) {
            return Err(usage_error(
                "a plugin's hook failed in this search, which stopped half-way: start a new one",
            ));
        }
        Ok(())
    }
}

#[pymethods]
impl NativeSearch {
    /// Searches on for at most `node_limit` more moves and `seconds`: the same tuple as
    /// `NativeGame.solve`, counting this run's moves. A position new to it that `proofs` (a
    /// search of the same game and guides, not this one) proved lost is not searched. Runs
    /// without the GIL. With `shorten`, a won line comes with its loops and detours cut
    /// within `line_seconds` (`raw_length`: its moves before).
    #[pyo3(signature = (node_limit = None, seconds = None, proofs = None, shorten = false, line_seconds = None))]
    fn run(
        &mut self,
        py: Python<'_>,
        node_limit: Option<u64>,
        seconds: Option<f64>,
        proofs: Option<PyRef<'_, NativeSearch>>,
        shorten: bool,
        line_seconds: Option<f64>,
    ) -> PyResult<SolveTuple> {
        if proofs
            .as_ref()
            .is_some_and(|other| !other.game.is(&self.game))
        {
            return Err(usage_error("proofs from a search of another game"));
        }
        self.whole(proofs.as_deref())?;
        let deadline = seconds.map(|s| {
            std::time::Instant::now() + std::time::Duration::from_secs_f64(s.clamp(0.0, 1e9))
        });
        let game = &self.game.get().game;
        let search = &mut self.search;
        let proofs = proofs.as_ref().map(|p| &p.search);
        let line_deadline = line_seconds.map(|s| {
            std::time::Instant::now() + std::time::Duration::from_secs_f64(s.clamp(0.0, 1e9))
        });
        let owner = self.game.get();
        let ran = owner.hosted(|| {
            owner.unlocked(py, || {
                let (end, nodes) = search.run(game, node_limit, deadline, proofs);
                match end {
                    SolveEnd::Won(_) if shorten => {
                        (search.shorten(game, line_deadline).unwrap_or(end), nodes)
                    }
                    end => (end, nodes),
                }
            })
        });
        let (end, nodes) = ran.inspect_err(|_| self.broken = true)?;
        Ok(solve_tuple(
            end,
            nodes,
            self.search.positions(),
            self.search.memory(),
        ))
    }

    /// Adds to this search's table the positions `other` (a search of the same game and
    /// guides) proved lost, while there is room; returns how many were new to it.
    fn absorb(&mut self, other: PyRef<'_, NativeSearch>) -> PyResult<usize> {
        if !other.game.is(&self.game) {
            return Err(usage_error("proofs from a search of another game"));
        }
        self.whole(Some(&other))?;
        Ok(self.search.absorb(&other.search))
    }

    /// Keeps, from now on, the positions this search proves lost, for `new_proofs` (none for a
    /// streamlined search, whose end proves nothing).
    fn keep_proofs(&mut self) {
        self.search.keep_proofs();
    }

    /// The positions this search proved lost since the last call (since `keep_proofs` at
    /// first), for another search of the same game and guides (`take_proofs`).
    fn new_proofs(&mut self, py: Python<'_>) -> PyResult<NativeProofs> {
        self.whole(None)?;
        Ok(NativeProofs {
            game: self.game.clone_ref(py),
            proofs: self.search.new_proofs(),
        })
    }

    /// Marks as proved the positions of `proofs` (another search's `new_proofs`), as `absorb`
    /// does; returns how many were new to it.
    fn take_proofs(&mut self, proofs: PyRef<'_, NativeProofs>) -> PyResult<usize> {
        if !proofs.game.is(&self.game) {
            return Err(usage_error("proofs from a search of another game"));
        }
        self.whole(None)?;
        Ok(self.search.take_proofs(&proofs.proofs))
    }

    /// Lets the search hold `bytes` more (the room another search gave up); a search its
    /// memory limit stopped goes on where it stopped.
    fn add_room(&mut self, bytes: usize) {
        self.search.add_room(bytes);
    }

    /// The moves of the won line as the search found it, before `run(shorten=True)` cut it
    /// (0: none).
    #[getter]
    fn raw_length(&self) -> usize {
        self.search.raw_length()
    }

    /// The positions proved lost so far (counted one by one).
    #[getter]
    fn proved(&self) -> usize {
        self.search.proved()
    }

    /// The moves tried in all runs (those before a checkpoint was saved included).
    #[getter]
    fn nodes(&self) -> u64 {
        self.search.nodes()
    }

    /// The positions remembered.
    #[getter]
    fn positions(&self) -> usize {
        self.search.positions()
    }

    /// The bytes the search holds, what its memory limit (`max_bytes`) bounds: its table of
    /// positions, the positions not yet proved lost, and its line of frames.
    #[getter]
    fn memory(&self) -> usize {
        self.search.memory()
    }

    /// Whether the search won or proved the position lost.
    #[getter]
    fn ended(&self) -> bool {
        self.search.ended()
    }

    /// Writes the search to `path`, with `labels` ((name, value) pairs naming the game and the
    /// deal) for `NativeGame.load_search` to check, sealed with `key` (HMAC-SHA256: the user's
    /// checkpoint key). A restart's search or one that has ended is a ValueError. Runs without
    /// the GIL.
    fn save(
        &self,
        py: Python<'_>,
        path: PathBuf,
        labels: Vec<(String, String)>,
        key: &[u8],
    ) -> PyResult<()> {
        self.whole(None)?;
        if self.search.shuffled() {
            return Err(usage_error(
                "a restart's or a partner's search (its first moves reordered) cannot be saved",
            ));
        }
        if self.search.streamlined() {
            return Err(usage_error(
                "a streamlined search (part of the moves only) cannot be saved",
            ));
        }
        if self.search.ended() {
            return Err(usage_error(
                "the search has ended: nothing is left to continue",
            ));
        }
        let game = self.game.get();
        let search = &self.search;
        game.unlocked(py, || {
            search.save(&game.game, &game.digest, &labels, key, &path)
        })?;
        Ok(())
    }
}

/// A position of a `NativeGame`: an opaque, immutable value.
#[pyclass(module = "cardwright._native", frozen, eq, hash)]
struct NativeState {
    state: State,
    /// Its legal moves, once listed by `follow` (the next `follow` from it checks its move
    /// against them): not part of the value.
    moves: std::sync::OnceLock<Vec<Move>>,
    /// In a game of several players: what it proves of each player's progress (None for a
    /// player not asked about yet), once the outcome was read (`finish`), or passed on from
    /// the position before by `step`. Not part of the value.
    proofs: std::sync::Mutex<Option<Vec<Option<PlayerProof>>>>,
}

impl NativeState {
    fn new(state: State) -> Self {
        NativeState::listed(state, std::sync::OnceLock::new())
    }

    /// A position whose legal moves may be known already.
    fn listed(state: State, moves: std::sync::OnceLock<Vec<Move>>) -> Self {
        NativeState {
            state,
            moves,
            proofs: Default::default(),
        }
    }

    /// What this position proves of each player's progress (a game of several players),
    /// to read and add to.
    fn proofs(&self) -> std::sync::MutexGuard<'_, Option<Vec<Option<PlayerProof>>>> {
        self.proofs.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl PartialEq for NativeState {
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state
    }
}

impl Eq for NativeState {}

impl std::hash::Hash for NativeState {
    fn hash<H: std::hash::Hasher>(&self, hasher: &mut H) {
        self.state.hash(hasher);
    }
}

/// What a position proves about progress, kept to answer the next position's outcome
/// cheaply (docs/state.md, "Reading the outcome after every move"): opaque.
#[pyclass(module = "cardwright._native", frozen)]
struct NativeEvidence {
    evidence: Evidence,
}

#[pymethods]
impl NativeEvidence {
    /// Whether some line of moves may still progress: False only on a proof that none can.
    #[getter]
    fn can_progress(&self) -> bool {
        self.evidence.can_progress()
    }
}

#[pymethods]
impl NativeGame {
    /// The game of the rules IR `ir_json`, its legal moves narrowed by `filters`: the plain-data
    /// forms of the plugins that change play (`MoveFilter.ir()`, a JSON list). Each
    /// `{"kind": "host_filter"}` or `"host_after"` in it takes the next of `hosts`: a plugin's
    /// Python hook without a data form, which the core calls (`HostHook`).
    #[new]
    #[pyo3(signature = (ir_json, filters = "[]", hosts = Vec::new()))]
    fn new(ir_json: &str, filters: &str, hosts: Vec<(String, Py<PyAny>)>) -> PyResult<Self> {
        let hosted_hooks = !hosts.is_empty();
        let rules = ir::parse(ir_json).map_err(ir_error)?;
        let mut game = Game::from_rules(&rules).map_err(rules_error)?;
        let hosts = hosts
            .into_iter()
            .map(|(kind, hook)| {
                let hook = Arc::new(HostHook { hook });
                match kind.as_str() {
                    "filter" => Ok(Host::Filter(hook)),
                    "after" => Ok(Host::After(hook)),
                    other => Err(usage_error(format!(
                        "host hook kind {other:?}: 'filter' or 'after'"
                    ))),
                }
            })
            .collect::<PyResult<_>>()?;
        game.set_filters_hosted(filters, hosts)
            .map_err(usage_error)?;
        // The rules a checkpoint was made for: the filters too, when there are any.
        let named = match filters {
            "[]" => ir_json.to_string(),
            _ => format!("{ir_json}\n{filters}"),
        };
        Ok(NativeGame {
            game,
            digest: crate::sha256::digest(named.as_bytes()),
            numbers: Default::default(),
            hosted_hooks,
        })
    }

    /// Why the native engine cannot run these rules, or None when it can.
    #[staticmethod]
    fn unsupported(ir_json: &str) -> PyResult<Option<String>> {
        let rules = ir::parse(ir_json).map_err(ir_error)?;
        Ok(crate::engine::unsupported(&rules))
    }

    #[getter]
    fn zone_names(&self) -> Vec<String> {
        self.game.zone_names()
    }

    #[getter]
    fn action_names(&self) -> Vec<String> {
        self.game.action_names()
    }

    /// The mode of each action, in `action_names`' order (`draw`: a buried card played).
    #[getter]
    fn action_modes(&self) -> Vec<&'static str> {
        self.game.action_modes()
    }

    /// The players (1 or 2).
    #[getter]
    fn players(&self) -> usize {
        self.game.players()
    }

    /// Per zone instance (`zone_names`' order): the player it belongs to, None when shared.
    #[getter]
    fn zone_owners(&self) -> Vec<Option<usize>> {
        self.game.zone_owners()
    }

    /// Per action (`action_names`' order, every player's actions): whose action it is.
    #[getter]
    fn action_players(&self) -> Vec<usize> {
        self.game.action_players()
    }

    /// The player to move in `state` (turn rules change it; 0 without them).
    fn turn(&self, state: &NativeState) -> usize {
        state.state.turn
    }

    /// `state` with `player` to move.
    fn with_turn(&self, state: &NativeState, player: usize) -> PyResult<NativeState> {
        if player >= self.game.players() {
            return Err(usage_error(format!(
                "there is no player {} in {}",
                player + 1,
                self.game.name
            )));
        }
        let mut turned = state.state.clone();
        turned.turn = player;
        Ok(NativeState::new(turned))
    }

    /// Each player's score under the variant's `score` line (0 without one).
    fn scores(&self, state: &NativeState) -> Vec<i64> {
        self.game.scores(&state.state)
    }

    /// How a game of several players has ended, before the scores decide: ("home", player)
    /// when that player has met the won line, ("all_home", None) when the won line (about no
    /// player's own cards) is met, ("blocked", None) when no player can progress; None while
    /// it goes on. Runs without the GIL.
    fn finish(
        &self,
        py: Python<'_>,
        state: &NativeState,
    ) -> PyResult<Option<(&'static str, Option<usize>)>> {
        self.hosted(|| {
            let game = &self.game;
            let found = self.unlocked(py, || {
                let mut proofs = state.proofs();
                let known = proofs.get_or_insert_with(|| vec![None; game.players()]);
                game.finish_by(&state.state, known)
            });
            found.map(finish_name)
        })
    }

    /// Whether `player` can progress by a line of their own moves from `state` (docs/state.md).
    /// Runs without the GIL.
    fn can_progress(&self, py: Python<'_>, state: &NativeState, player: usize) -> PyResult<bool> {
        self.hosted(|| {
            self.player_checked(player)?;
            let game = &self.game;
            Ok(self.unlocked(py, || {
                let mut proofs = state.proofs();
                let known = proofs.get_or_insert_with(|| vec![None; game.players()]);
                let proof = known[player]
                    .get_or_insert_with(|| game.player_proof(&state.state, player, None));
                proof.can
            }))
        })?
    }

    fn deal(&self, seed: u64) -> NativeState {
        NativeState::new(self.game.deal(seed))
    }

    /// The legal moves of `state` (of `player` when given, else every player's, player 0's
    /// first), in the Python engine's order (kept with the position, so a move then played by
    /// `apply` or `follow` is checked against them without listing again).
    #[pyo3(signature = (state, player = None))]
    fn legal_moves(&self, state: &NativeState, player: Option<usize>) -> PyResult<Vec<MoveTuple>> {
        self.hosted(|| {
            let moves = state
                .moves
                .get_or_init(|| self.game.legal_moves(&state.state));
            let mine = self.of_player(moves, player)?;
            Ok(mine.iter().map(move_tuple).collect())
        })?
    }

    /// The numbers of the legal moves of `state` (of `player` when given, else every
    /// player's): `move_table` says which move each is.
    #[pyo3(signature = (state, player = None))]
    fn move_ids(&self, state: &NativeState, player: Option<usize>) -> PyResult<Vec<u32>> {
        self.hosted(|| {
            let moves = state
                .moves
                .get_or_init(|| self.game.legal_moves(&state.state));
            Ok(self.numbered(&self.of_player(moves, player)?))
        })?
    }

    /// The moves numbered `start` and on (`move_ids`), as move tuples.
    fn move_table(&self, start: usize) -> Vec<MoveTuple> {
        let table = self.numbers.lock().unwrap_or_else(|e| e.into_inner());
        table.list.iter().skip(start).map(move_tuple).collect()
    }

    /// One step of play, in one call: the position after the legal move at `index` of the
    /// position's legal moves (all players', as `legal_moves(state)` lists them: an
    /// IllegalMove when there is none there); what it proves about progress when `before` (what
    /// `state` proves) is given, passed on as `follow` does; its legal moves;
    /// and how it stands: "won", "lost" or "stuck" when the game has ended, "" while it goes
    /// on, None when that needs a progress search (no evidence was given). Without evidence
    /// it keeps the GIL: such a step is shorter than handing it over and back. Its legal
    /// moves come as the objects of `table` (the caller's list, indexed by move number), or
    /// None when a number is not in it yet (`move_ids` then gives the numbers).
    #[pyo3(signature = (state, index, table, before = None))]
    fn step<'py>(
        &self,
        py: Python<'py>,
        state: &NativeState,
        index: usize,
        table: &Bound<'py, PyList>,
        before: Option<&NativeEvidence>,
    ) -> PyResult<StepTuple<'py>> {
        self.hosted(|| {
            let game = &self.game;
            let work = || {
                let legal = state.moves.get_or_init(|| game.legal_moves(&state.state));
                let Some(&played) = legal.get(index) else {
                    return Err(format!(
                        "no legal move at {index}: the position has {}",
                        legal.len()
                    ));
                };
                let next = game.apply(&state.state, &played);
                let moves = game.legal_moves(&next);
                if game.players() > 1 {
                    // Several players: the outcome is `finish`'s, read from what each player's
                    // progress proves, passed on here once the outcome was read before.
                    let following = NativeState::listed(next, moves.into());
                    if let Some(before) = state.proofs().as_deref() {
                        let after =
                            game.proofs_after(before, &state.state, &played, &following.state);
                        *following.proofs() = Some(after);
                    }
                    return Ok((following, None, None));
                }
                let evidence = before.map(|b| {
                    b.evidence
                        .clone()
                        .followed(game, &next, &moves, &state.state, &played)
                });
                let known = match &evidence {
                    Some(proof) => Some(proof.can_progress()),
                    None if game.has_progress() => None,
                    None => Some(true), // no measures: it ends only when won or out of moves
                };
                let stands = match known {
                    Some(can) => Some(game.ended(&next, &moves, || can).map_or("", end_name)),
                    None if game.is_won(&next) || moves.is_empty() => {
                        game.ended(&next, &moves, || true).map(end_name)
                    }
                    None => None,
                };
                let following = NativeState::listed(next, moves.into());
                Ok((following, evidence, stands))
            };
            let (following, evidence, stands) = match before {
                Some(_) => self.unlocked(py, work),
                None => work(),
            }
            .map_err(illegal_move)?;
            let numbers = self.numbered(following.moves.get().map_or(&[], |m| &m[..]));
            let evidence = evidence.map(|evidence| NativeEvidence { evidence });
            // The caller's move objects, picked by number here: no list of numbers to map.
            let known = numbers.iter().all(|&n| (n as usize) < table.len());
            let moves = if known {
                let picked = numbers.iter().map(|&n| table.get_item(n as usize));
                Some(PyList::new(py, picked.collect::<PyResult<Vec<_>>>()?)?)
            } else {
                None
            };
            Ok((following, evidence, moves, stands))
        })?
    }

    /// "won", "lost" or "stuck" once the game at `state` has ended, else None: `outcome`,
    /// with progress read from `evidence` (what `state` proves) when given, else searched.
    #[pyo3(signature = (state, evidence = None))]
    fn ended(
        &self,
        py: Python<'_>,
        state: &NativeState,
        evidence: Option<&NativeEvidence>,
    ) -> PyResult<Option<&'static str>> {
        self.hosted(|| {
            let game = &self.game;
            let moves = state.moves.get_or_init(|| game.legal_moves(&state.state));
            let can_progress = || match evidence {
                Some(known) => known.evidence.can_progress(),
                None => self.unlocked(py, || game.can_progress(&state.state)),
            };
            game.ended(&state.state, moves, can_progress).map(end_name)
        })
    }

    /// The position after `played` (a move tuple), which must be legal in `state`: an
    /// IllegalMove if it is not.
    fn apply(&self, state: &NativeState, played: MoveTuple) -> PyResult<NativeState> {
        self.hosted(|| {
            let played = tuple_move(played);
            let legal = state
                .moves
                .get_or_init(|| self.game.legal_moves(&state.state));
            if !legal.contains(&played) {
                return Err(illegal_move(format!(
                    "{played:?} is not a legal move of the position"
                )));
            }
            Ok(NativeState::new(self.game.apply(&state.state, &played)))
        })?
    }

    /// The position after the legal move at `index` of `legal_moves(state)`.
    fn play(&self, state: &NativeState, index: usize) -> PyResult<NativeState> {
        self.hosted(|| {
            let moves = self.game.legal_moves(&state.state);
            let chosen = moves.get(index).ok_or_else(|| {
                illegal_move(format!("move {index} of {} legal moves", moves.len()))
            })?;
            Ok(NativeState::new(self.game.apply(&state.state, chosen)))
        })?
    }

    /// The piles of every zone instance as card texts (`-AH` face down), zone by zone; in a
    /// game of several players each card names its owner (`AH@2`), as `to_dict` writes it.
    fn zones(&self, state: &NativeState) -> Vec<Vec<Vec<String>>> {
        let owners = self.game.players() > 1;
        let text = |c: u8| match owners {
            true => format!("{}@{}", card_text(c), usize::from(c & OWNER != 0) + 1),
            false => card_text(c),
        };
        state
            .state
            .zones()
            .map(|piles| {
                piles
                    .iter()
                    .map(|p| p.iter().map(|&c| text(c)).collect())
                    .collect()
            })
            .collect()
    }

    /// A position from its piles, zone instance by zone instance, each card as its key
    /// ((rank - 1) * 4 + suit index in S H D C) plus 64 for the second player's deck and 128
    /// when face down, the uses of each limited action (per action, player by player) and
    /// the player to move.
    #[pyo3(signature = (zones, redeals, turn = 0))]
    fn state(
        &self,
        zones: Vec<Vec<Vec<u8>>>,
        redeals: Vec<u32>,
        turn: usize,
    ) -> PyResult<NativeState> {
        self.game
            .state_from(zones, redeals, turn)
            .map(NativeState::new)
            .map_err(state_error)
    }

    /// `moves`, a winning line from `state`, with its loops and detours cut within `seconds`
    /// (`Game::shortened`: never longer, and replayed to a win). Runs without the GIL.
    #[pyo3(signature = (state, moves, seconds = None))]
    fn shortened(
        &self,
        py: Python<'_>,
        state: &NativeState,
        moves: Vec<MoveTuple>,
        seconds: Option<f64>,
    ) -> PyResult<Vec<MoveTuple>> {
        self.hosted(|| {
            let deadline = seconds.map(|s| {
                std::time::Instant::now() + std::time::Duration::from_secs_f64(s.clamp(0.0, 1e9))
            });
            let line: Vec<Move> = moves.into_iter().map(tuple_move).collect();
            let short = self.unlocked(py, || self.game.shortened(&state.state, &line, deadline));
            short.iter().map(move_tuple).collect()
        })
    }

    /// The moves of a line from `state` that improves a progress measure; an empty list when
    /// the search stopped at its limit (progress cannot be ruled out); None when no line can.
    /// Runs without the GIL.
    fn progress_path(
        &self,
        py: Python<'_>,
        state: &NativeState,
    ) -> PyResult<Option<Vec<MoveTuple>>> {
        self.hosted(
            || match self.unlocked(py, || self.game.progress_path(&state.state)) {
                Progress::Path(moves) => Some(moves.iter().map(move_tuple).collect()),
                Progress::Unknown => Some(Vec::new()),
                Progress::None => None,
            },
        )
    }

    /// What `state` proves about progress, as `outcome._fresh` finds it: a legal move that
    /// improves a measure at once, else the `hint` line (move tuples) checked move by move,
    /// else `progress_path`. Returns the moves and the measures where they end (each oriented
    /// so that larger is better); no moves when the search stopped at its limit; None when no
    /// line can progress. Runs without the GIL.
    fn fresh_progress(
        &self,
        py: Python<'_>,
        state: &NativeState,
        hint: Vec<MoveTuple>,
    ) -> PyResult<Option<(Vec<MoveTuple>, Vec<i64>)>> {
        self.hosted(|| {
            let hint: Vec<Move> = hint.into_iter().map(tuple_move).collect();
            match self.unlocked(py, || self.game.fresh_progress(&state.state, &hint)) {
                (Progress::Path(moves), reached) => {
                    Some((moves.iter().map(move_tuple).collect(), reached))
                }
                (Progress::Unknown, _) => Some((Vec::new(), Vec::new())),
                (Progress::None, _) => None,
            }
        })
    }

    /// What `state` proves about progress, found afresh (as `outcome` does). A ValueError
    /// when the game has no progress measures. Runs without the GIL.
    fn evidence(&self, py: Python<'_>, state: &NativeState) -> PyResult<NativeEvidence> {
        self.hosted(|| {
            let game = &self.game;
            self.unlocked(py, || {
                Evidence::of(game, &state.state, &game.legal_moves(&state.state))
            })
            .map(|evidence| NativeEvidence { evidence })
            .ok_or_else(|| usage_error(format!("{} has no progress measures", game.name)))
        })?
    }

    /// The position after `played` (a move tuple, which must be legal in `parent`) and what it
    /// proves about progress, taken from `before` (what `parent` proves) where that is sound,
    /// else found as `evidence` finds it: the same answer, for much less after most moves.
    /// A ValueError for a move that is not legal. Runs without the GIL.
    fn follow(
        &self,
        py: Python<'_>,
        parent: &NativeState,
        played: MoveTuple,
        before: &NativeEvidence,
    ) -> PyResult<(NativeState, NativeEvidence)> {
        self.hosted(|| {
            let game = &self.game;
            let played = tuple_move(played);
            self.unlocked(py, || {
                let legal = parent.moves.get_or_init(|| game.legal_moves(&parent.state));
                if !legal.contains(&played) {
                    return Err(format!("{played:?} is not a legal move of the position"));
                }
                let state = game.apply(&parent.state, &played);
                let moves = game.legal_moves(&state);
                let evidence =
                    before
                        .evidence
                        .clone()
                        .followed(game, &state, &moves, &parent.state, &played);
                let following = NativeState::listed(state, moves.into());
                Ok((following, NativeEvidence { evidence }))
            })
            .map_err(illegal_move)
        })?
    }

    /// The shortest line from `state` to progress (breadth first), seeing at most `limit`
    /// positions and searching at most `seconds`: as `progress_path`, an empty list when a
    /// limit stops it, None when no line can progress. Runs without the GIL.
    #[pyo3(signature = (state, limit, seconds = None))]
    fn shortest_progress_path(
        &self,
        py: Python<'_>,
        state: &NativeState,
        limit: usize,
        seconds: Option<f64>,
    ) -> PyResult<Option<Vec<MoveTuple>>> {
        self.hosted(|| {
            let deadline = seconds.map(|s| {
                std::time::Instant::now() + std::time::Duration::from_secs_f64(s.clamp(0.0, 1e9))
            });
            let found = self.unlocked(py, || {
                self.game.shortest_progress(&state.state, limit, deadline)
            });
            match found {
                Progress::Path(moves) => Some(moves.iter().map(move_tuple).collect()),
                Progress::Unknown => Some(Vec::new()),
                Progress::None => None,
            }
        })
    }

    /// A depth-first search for a win from `state`: ("won", the winning moves) or
    /// ("unwinnable", []) or ("unknown", []) when a limit stopped it, with the reason, the moves
    /// tried, the positions remembered and the bytes the search held (at most `max_bytes`:
    /// `Search::memory`). Runs without the GIL.
    /// `safe_ranks`: (foundation zone index, ranks) whose moves there are safe, the only move
    /// tried where one is legal; `safe_not_from`: zone indices such moves never come from;
    /// `safe_cards`: also the foundation moves `Game::safe_cards` proves safe where it applies,
    /// and no card taken from the foundation once it is settled there (`settled_cards`, which
    /// tests turn off to compare verdicts).
    /// `guides`: the solver guides as JSON, a list of their `ir()` dicts (a ValueError names
    /// a kind the core does not know).
    #[pyo3(signature = (
        state, node_limit = None, seconds = None, max_bytes = 1 << 31,
        safe_ranks = Vec::new(), safe_not_from = Vec::new(), shuffle_seed = None, shuffle_depth = 0,
        guides = "[]", safe_cards = false, settled_cards = true
    ))]
    #[allow(clippy::too_many_arguments)] // Python keyword arguments, each named at the call
    fn solve(
        &self,
        py: Python<'_>,
        state: &NativeState,
        node_limit: Option<u64>,
        seconds: Option<f64>,
        max_bytes: usize,
        safe_ranks: Vec<(usize, Vec<u8>)>,
        safe_not_from: Vec<usize>,
        shuffle_seed: Option<u64>,
        shuffle_depth: usize,
        guides: &str,
        safe_cards: bool,
        settled_cards: bool,
    ) -> PyResult<SolveTuple> {
        self.hosted(|| {
            self.one_player()?;
            let guides = self.game.guides_from_json(guides).map_err(usage_error)?;
            let deadline = seconds.map(|s| {
                std::time::Instant::now() + std::time::Duration::from_secs_f64(s.clamp(0.0, 1e9))
            });
            let mut safe = safe_moves(&self.game, safe_ranks, safe_not_from, safe_cards);
            if !settled_cards {
                safe.cards = safe.cards.map(SafeCards::unsettling);
            }
            let shuffle = shuffle_seed.map(|seed| Shuffle {
                seed,
                depth: shuffle_depth,
            });
            let (end, nodes, peak, bytes) = self.unlocked(py, || {
                let limits = Limits {
                    nodes: node_limit,
                    deadline,
                    max_bytes,
                };
                self.game
                    .solve(&state.state, limits, &safe, shuffle, &guides)
            });
            Ok(solve_tuple(end, nodes, peak, bytes))
        })?
    }

    /// The foundation moves the solver proves safe for these rules (`safe_cards = True`), or
    /// None where the proof does not apply: per card key, the keys of the cards that must be in
    /// the foundation before that card may go there as the only move tried; and the zones it
    /// may go home from so (under refills: from above another card, onto a started pile), or
    /// None when from any zone; and under refills the zones it may go home from alone too.
    fn safe_cards(&self) -> Option<SafeCardsView> {
        let sure = self.game.safe_cards()?;
        let needs = (0..52)
            .map(|card| {
                (0..52u8)
                    .filter(|&c| sure.needs(card) >> c & 1 == 1)
                    .collect()
            })
            .collect();
        let names = self.game.zone_names();
        let from = sure.kept().map(|kept| {
            (names.iter().zip(kept))
                .filter(|(_, &kept)| kept)
                .map(|(name, _)| name.clone())
                .collect()
        });
        let alone = (names.iter().zip(sure.alone()))
            .filter(|(_, &alone)| alone)
            .map(|(name, _)| name.clone())
            .collect();
        Some((needs, from, alone))
    }

    /// The groups of twin cards whose stacks the solver's key puts in order (docs/solver.md,
    /// "Twin cards"), as card texts, or None where the rules do not allow it.
    fn twins(&self) -> Option<Vec<Vec<String>>> {
        self.game.twin_groups()
    }

    /// Whether the solver guides `guides` (JSON, as `solve` takes them) prove `state` lost, as
    /// the search reads them at every position.
    fn guides_lost(&self, state: &NativeState, guides: &str) -> PyResult<bool> {
        let guides = self.game.guides_from_json(guides).map_err(usage_error)?;
        Ok(self.game.guides_lost(&guides, &state.state))
    }

    /// The piles of every zone, zone by zone, each card as `state` takes it (its key, plus
    /// 128 when face down): `state(cards(s), redeals(s)) == s`.
    fn cards(&self, state: &NativeState) -> Vec<Vec<Vec<u8>>> {
        state
            .state
            .zones()
            .map(crate::engine::ZoneRef::to_vecs)
            .collect()
    }

    /// The search `solve` runs, as an object whose `run` stops at a limit and goes on later
    /// where it stopped (`NativeSearch`); the arguments are `solve`'s, `streamlined` makes it
    /// a streamlined search (`Search::streamline`: a win is a win, its end no proof), and
    /// `reversed_depth` a partner (`Search::reverse`: the steps of positions fewer than that
    /// many moves in tried in the opposite order).
    #[pyo3(signature = (
        state, max_bytes = 1 << 31, safe_ranks = Vec::new(), safe_not_from = Vec::new(),
        shuffle_seed = None, shuffle_depth = 0, guides = "[]", safe_cards = false,
        streamlined = false, reversed_depth = 0
    ))]
    #[allow(clippy::too_many_arguments)] // Python keyword arguments, each named at the call
    fn search(
        slf: &Bound<'_, Self>,
        state: &NativeState,
        max_bytes: usize,
        safe_ranks: Vec<(usize, Vec<u8>)>,
        safe_not_from: Vec<usize>,
        shuffle_seed: Option<u64>,
        shuffle_depth: usize,
        guides: &str,
        safe_cards: bool,
        streamlined: bool,
        reversed_depth: usize,
    ) -> PyResult<NativeSearch> {
        slf.get().one_player()?;
        let game = &slf.get().game;
        let guides = game.guides_from_json(guides).map_err(usage_error)?;
        let shuffle = shuffle_seed.map(|seed| Shuffle {
            seed,
            depth: shuffle_depth,
        });
        let safe = safe_moves(game, safe_ranks, safe_not_from, safe_cards);
        let mut search = slf
            .get()
            .hosted(|| Search::new(game, &state.state, max_bytes, safe, shuffle, &guides))?;
        if streamlined && !search.ended() {
            slf.get().hosted(|| search.streamline(game))?;
        }
        if reversed_depth > 0 && !search.ended() {
            slf.get().hosted(|| search.reverse(game, reversed_depth))?;
        }
        Ok(NativeSearch {
            game: slf.clone().unbind(),
            search,
            broken: false,
        })
    }

    /// The plain search saved at `path` by `NativeSearch.save`, to go on from: a ValueError
    /// naming what differs when the file was made for other `labels`, rules, another `state`
    /// or other safe moves, or is not a regular file, larger than a checkpoint of
    /// `max_bytes` can be, not a checkpoint, of another format, not sealed with `key`
    /// (changed, cut short or another user's), or holds counters out of range. Reads without
    /// the GIL.
    #[pyo3(signature = (
        path, state, max_bytes, safe_ranks, safe_not_from, labels, key, guides = "[]",
        safe_cards = false
    ))]
    #[allow(clippy::too_many_arguments)] // Python keyword arguments, each named at the call
    fn load_search(
        slf: &Bound<'_, Self>,
        py: Python<'_>,
        path: PathBuf,
        state: &NativeState,
        max_bytes: usize,
        safe_ranks: Vec<(usize, Vec<u8>)>,
        safe_not_from: Vec<usize>,
        labels: Vec<(String, String)>,
        key: &[u8],
        guides: &str,
        safe_cards: bool,
    ) -> PyResult<NativeSearch> {
        let this = slf.get();
        this.one_player()?;
        let guides = this.game.guides_from_json(guides).map_err(usage_error)?;
        let safe = safe_moves(&this.game, safe_ranks, safe_not_from, safe_cards);
        let largest = Search::largest_file(&this.game, &state.state, &labels, &safe, max_bytes);
        let loaded = this.hosted(|| {
            this.unlocked(py, || {
                let bytes = Search::read_file(&path, largest)?;
                let sealed = Sealed {
                    rules: &this.digest,
                    labels: &labels,
                    key,
                };
                Search::load(
                    &this.game,
                    &bytes,
                    sealed,
                    &state.state,
                    max_bytes,
                    safe,
                    &guides,
                )
            })
        })?;
        let search =
            loaded.map_err(|why| state_error(format!("checkpoint {}: {why}", path.display())))?;
        Ok(NativeSearch {
            game: slf.clone().unbind(),
            search,
            broken: false,
        })
    }

    fn redeals(&self, state: &NativeState) -> Vec<u32> {
        state.state.redeals.clone()
    }

    /// The score of the variant's `score` line (0 without one), as `State.scores` gives it.
    fn score(&self, state: &NativeState) -> i64 {
        self.game.score(&state.state)
    }

    fn is_won(&self, state: &NativeState) -> bool {
        self.game.is_won(&state.state)
    }

    /// "won", "lost" or "stuck" once the game has ended (as `State.outcome.result`), else None.
    fn outcome(&self, py: Python<'_>, state: &NativeState) -> PyResult<Option<&'static str>> {
        self.hosted(|| self.unlocked(py, || self.game.outcome(&state.state).map(end_name)))
    }

    /// A random game from the deal of `seed`: up to `max_moves` moves, each picked uniformly
    /// by PCG32(`pick_seed`), checking after each move whether the game is won or has no move
    /// left, and with `read_outcome` the whole outcome (stuck included), as a frontend reads it.
    /// Returns (moves played, "won" | "lost" | "stuck" | "limit"); for a game of several
    /// players the end as `finish` names it (`players_playout`). Runs without the GIL.
    #[pyo3(signature = (seed, pick_seed, max_moves, read_outcome = false))]
    fn playout(
        &self,
        py: Python<'_>,
        seed: u64,
        pick_seed: u64,
        max_moves: usize,
        read_outcome: bool,
    ) -> PyResult<(usize, String)> {
        self.hosted(|| {
            if self.game.players() > 1 {
                return self.unlocked(py, || {
                    self.players_playout(seed, pick_seed, max_moves, read_outcome)
                });
            }
            self.unlocked(py, || {
                let game = &self.game;
                let mut picks = Pcg32::new(pick_seed, 1);
                let mut state = game.deal(seed);
                // The outcome is read as `game.outcome` gives it, with the evidence of each
                // position passed on to the next (engine/evidence.rs): the same answers.
                let mut reader = Reader::default();
                let mut parent: Option<(State, Move)> = None;
                for played in 0..max_moves {
                    let moves = if read_outcome {
                        let moves = game.legal_moves(&state);
                        let link = parent.as_ref().map(|(before, m)| (before, m));
                        if let Some(end) = reader.outcome(game, &state, &moves, link) {
                            return (played, end_name(end).to_string());
                        }
                        moves
                    } else if game.is_won(&state) {
                        return (played, "won".to_string());
                    } else {
                        game.legal_moves(&state)
                    };
                    if moves.is_empty() {
                        let end = if game.lost_when_no_moves {
                            "lost"
                        } else {
                            "stuck"
                        };
                        return (played, end.to_string());
                    }
                    let pick = moves[picks.below(moves.len() as u32) as usize];
                    let next = game.apply(&state, &pick);
                    let before = std::mem::replace(&mut state, next);
                    if read_outcome {
                        parent = Some((before, pick));
                    }
                }
                (max_moves, "limit".to_string())
            })
        })
    }
}

impl NativeGame {
    /// `playout` for a game of several players (every player's moves picked from alike): it
    /// ends at the won line, or with `read_outcome` where `finish` says the game has ended, or
    /// when no player has a move; the end is named as `finish` names it ("home", "all_home",
    /// "blocked") or "limit".
    fn players_playout(
        &self,
        seed: u64,
        pick_seed: u64,
        max_moves: usize,
        read_outcome: bool,
    ) -> (usize, String) {
        let game = &self.game;
        let mut picks = Pcg32::new(pick_seed, 1);
        let mut state = game.deal(seed);
        // What each player's progress proves, passed on from position to position.
        let mut proofs: Vec<Option<PlayerProof>> = vec![None; game.players()];
        let mut parent: Option<(State, Move)> = None;
        for played in 0..max_moves {
            let end = if read_outcome {
                if let Some((before, m)) = &parent {
                    proofs = game.proofs_after(&proofs, before, m, &state);
                }
                game.finish_by(&state, &mut proofs)
            } else {
                game.home(&state)
            };
            if let Some(end) = end {
                return (played, finish_name(end).0.to_string());
            }
            let moves = game.legal_moves(&state);
            if moves.is_empty() {
                return (played, finish_name(Finish::Blocked).0.to_string());
            }
            let pick = moves[picks.below(moves.len() as u32) as usize];
            let next = game.apply(&state, &pick);
            parent = Some((std::mem::replace(&mut state, next), pick));
        }
        (max_moves, "limit".to_string())
    }
}

/// How `finish` names an end, and its player.
fn finish_name(finish: Finish) -> (&'static str, Option<usize>) {
    match finish {
        Finish::Home(player) => ("home", Some(player)),
        Finish::AllHome => ("all_home", None),
        Finish::Blocked => ("blocked", None),
    }
}

/// The safe moves as `solve` takes them: (foundation zone, ranks), zones never from, and
/// whether to add the safe cards of the game's rules.
fn safe_moves(
    game: &Game,
    ranks: Vec<(usize, Vec<u8>)>,
    not_from: Vec<usize>,
    cards: bool,
) -> SafeMoves {
    SafeMoves {
        ranks: ranks
            .into_iter()
            .map(|(zone, ranks)| {
                let mask = ranks
                    .iter()
                    .filter(|&&r| r < 16)
                    .fold(0u16, |mask, &r| mask | 1 << r);
                (zone, mask)
            })
            .collect(),
        not_from,
        cards: if cards { game.safe_cards() } else { None },
    }
}

fn solve_tuple(end: SolveEnd, nodes: u64, peak: usize, bytes: usize) -> SolveTuple {
    match end {
        SolveEnd::Won(moves) => (
            "won",
            moves.iter().map(move_tuple).collect(),
            "",
            nodes,
            peak,
            bytes,
        ),
        SolveEnd::Unwinnable => ("unwinnable", Vec::new(), "", nodes, peak, bytes),
        SolveEnd::Stopped(why) => ("unknown", Vec::new(), why, nodes, peak, bytes),
    }
}

fn move_tuple(m: &Move) -> MoveTuple {
    (
        m.source().0,
        m.source().1,
        m.target(),
        m.count(),
        m.action(),
    )
}

fn tuple_move((zone, pile, target, count, action): MoveTuple) -> Move {
    Move::new((zone, pile), target, count, action)
}

fn end_name(end: End) -> &'static str {
    match end {
        End::Won => "won",
        End::Lost => "lost",
        End::Stuck => "stuck",
    }
}

#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<NativeGame>()?;
    module.add_class::<NativeState>()?;
    module.add_class::<NativeEvidence>()?;
    module.add_class::<NativeSearch>()?;
    module.add_class::<NativeProofs>()?;
    module.add_class::<batch::NativeBatch>()?;
    module.add_class::<views::NativeViews>()?;
    module.add_function(wrap_pyfunction!(ir_echo, module)?)?;
    module.add("CHECKPOINT_FORMAT", CHECKPOINT_FORMAT)?;
    module.add("IR_VERSION", ir::IR_VERSION)?;
    module.add("PROGRESS_SEARCH_LIMIT", PROGRESS_SEARCH_LIMIT)?;
    Ok(())
}
