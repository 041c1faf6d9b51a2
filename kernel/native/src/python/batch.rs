//! `cardwright._native.NativeBatch`: the vectorised environment's games (crate::vector),
//! writing into numpy arrays the Python side owns (kernel/frontends/rl.py, `CardwrightVectorEnv`).

use pyo3::buffer::{Element, PyBuffer};
use pyo3::prelude::*;

use super::{usage_error, NativeGame, NativeState};
use crate::pool::Pool;
use crate::vector::{self, card_codes, Block, Layout, Rows, Rules, Shape, Slot, Whole};

/// A caller's array, held (so it can be neither freed nor resized) and checked once: writable,
/// C-contiguous, of the element type and length asked for.
pub(super) struct Array<T: Element> {
    buffer: PyBuffer<T>,
}

impl<T: Element> Array<T> {
    pub(super) fn held(array: &Bound<'_, PyAny>, name: &str, length: usize) -> PyResult<Self> {
        let buffer = PyBuffer::<T>::get(array)
            .map_err(|e| usage_error(format!("{name}: not an array of the right type ({e})")))?;
        if buffer.readonly() || !buffer.is_c_contiguous() || buffer.item_count() != length {
            return Err(usage_error(format!(
                "{name}: a writable, C-contiguous array of {length} items is needed"
            )));
        }
        Ok(Array { buffer })
    }

    pub(super) fn raw(&self) -> Raw<T> {
        Raw(self.buffer.buf_ptr().cast(), self.buffer.item_count())
    }
}

/// An array's memory, to write without the GIL.
pub(super) struct Raw<T>(*mut T, usize);

// Safety: the memory belongs to an array `NativeBatch` holds an export of (numpy cannot
// free or resize it meanwhile); only the one call that made the `Raw` writes it.
unsafe impl<T> Send for Raw<T> {}

impl<T> Raw<T> {
    /// Safety: no other reference to the memory may be alive while the slice is.
    pub(super) unsafe fn slice<'a>(&self) -> &'a mut [T] {
        std::slice::from_raw_parts_mut(self.0, self.1)
    }
}

/// The output arrays: observations (games x observation), masks (games x actions), legal
/// action ids (games x actions, the first `count` of each row), counts, ends (0 going on, 1
/// won, 2 lost, 3 stuck), rewards, terminated, truncated, illegal (one per game).
struct Outputs {
    observation: Array<i16>,
    mask: Array<u8>,
    legal: Array<i32>,
    count: Array<i32>,
    end: Array<u8>,
    reward: Array<f64>,
    terminated: Array<u8>,
    truncated: Array<u8>,
    illegal: Array<u8>,
}

type RawRows = (
    Raw<i16>,
    Raw<u8>,
    Raw<i32>,
    Raw<i32>,
    Raw<u8>,
    Raw<f64>,
    Raw<u8>,
    Raw<u8>,
    Raw<u8>,
);

impl Outputs {
    fn raw(&self) -> RawRows {
        (
            self.observation.raw(),
            self.mask.raw(),
            self.legal.raw(),
            self.count.raw(),
            self.end.raw(),
            self.reward.raw(),
            self.terminated.raw(),
            self.truncated.raw(),
            self.illegal.raw(),
        )
    }
}

/// Safety: as `Raw::slice`, for each array.
unsafe fn rows<'a>(raw: &RawRows) -> Rows<'a> {
    Rows {
        observation: raw.0.slice(),
        mask: raw.1.slice(),
        legal: raw.2.slice(),
        count: raw.3.slice(),
        end: raw.4.slice(),
        reward: raw.5.slice(),
        terminated: raw.6.slice(),
        truncated: raw.7.slice(),
        illegal: raw.8.slice(),
    }
}

/// The fixed tables of a batch or of a player's view, checked: `shapes[i]` is the move shape
/// of action id `i`; `whole` per zone 0 never, 1 always, 2 when more than one card moves;
/// `draws` per action; `blocks` the observation's zone blocks (zone, offset, piles, cards);
/// `limited` the counted actions shown after them; `codes` each card's code.
pub(super) fn layout(
    shapes: Vec<Shape>,
    whole: Vec<u8>,
    draws: Vec<bool>,
    blocks: Vec<Block>,
    limited: Vec<usize>,
    observation: usize,
    codes: [i16; 256],
) -> PyResult<Layout> {
    let actions = shapes.len();
    let ids = shapes.into_iter().zip(0u32..).collect();
    let whole = whole
        .into_iter()
        .map(|w| match w {
            1 => Whole::Always,
            2 => Whole::WhenMany,
            _ => Whole::Never,
        })
        .collect();
    if blocks.iter().any(|b| b.1 + b.2 * b.3 > observation)
        || blocks.iter().map(|b| b.1 + b.2 * b.3).max().unwrap_or(0) + limited.len() > observation
    {
        return Err(usage_error(
            "the observation blocks do not fit the observation",
        ));
    }
    Ok(Layout {
        ids,
        whole,
        draws,
        actions,
        blocks,
        limited,
        observation,
        codes,
    })
}

/// What `NativeBatch.step_one` returns: the number of the move played, the reward,
/// terminated, truncated, illegal and the end code.
type OneStep = (Option<u32>, f64, bool, bool, bool, u8);

/// Many games of one one-player variant, stepped together (crate::vector).
#[pyclass(module = "cardwright._native")]
pub(super) struct NativeBatch {
    game: Py<NativeGame>,
    layout: Layout,
    rules: Rules,
    slots: Vec<Slot>,
    outputs: Outputs,
    /// The threads that step the games, kept from one step to the next.
    pool: Pool,
}

#[pymethods]
impl NativeBatch {
    /// `shapes[i]` is the move shape of action id `i`; `whole` per zone 0 never, 1 always, 2
    /// when more than one card moves; `draws` per action; `blocks` the observation's zone
    /// blocks (zone, offset, piles, cards); `limited` the counted actions shown after them;
    /// `rules` (max_steps, win, loss, illegal rewards, stuck_search, higher_wins, autoreset);
    /// then the output arrays, each with one row per game.
    #[new]
    #[pyo3(signature = (game, games, shapes, whole, draws, blocks, limited, observation, rules, outputs, threads = 1))]
    #[allow(clippy::too_many_arguments)] // the Python side's one constructor call, each named
    fn new(
        game: Py<NativeGame>,
        games: usize,
        shapes: Vec<Shape>,
        whole: Vec<u8>,
        draws: Vec<bool>,
        blocks: Vec<Block>,
        limited: Vec<usize>,
        observation: usize,
        rules: (u32, f64, f64, f64, bool, bool, bool),
        outputs: [Bound<'_, PyAny>; 9],
        threads: usize,
    ) -> PyResult<Self> {
        if games == 0 {
            return Err(usage_error("a batch needs at least one game"));
        }
        let hooked = game.get().has_hosted_hooks();
        let actions = shapes.len();
        let layout = layout(
            shapes,
            whole,
            draws,
            blocks,
            limited,
            observation,
            card_codes(1, 0),
        )?;
        let (
            max_steps,
            win_reward,
            loss_reward,
            illegal_reward,
            stuck_search,
            higher_wins,
            autoreset,
        ) = rules;
        let rules = Rules {
            max_steps,
            win_reward,
            loss_reward,
            illegal_reward,
            stuck_search,
            higher_wins,
            stride: games as u64,
            autoreset,
        };
        let [o, m, l, c, e, r, te, tr, il] = &outputs;
        let outputs = Outputs {
            observation: Array::held(o, "observation", games * observation)?,
            mask: Array::held(m, "mask", games * actions)?,
            legal: Array::held(l, "legal", games * actions)?,
            count: Array::held(c, "count", games)?,
            end: Array::held(e, "end", games)?,
            reward: Array::held(r, "reward", games)?,
            terminated: Array::held(te, "terminated", games)?,
            truncated: Array::held(tr, "truncated", games)?,
            illegal: Array::held(il, "illegal", games)?,
        };
        Ok(NativeBatch {
            game,
            layout,
            rules,
            slots: Vec::new(),
            outputs,
            // A plugin's Python hook runs with the GIL, one call at a time: one thread then.
            pool: Pool::new(if hooked { 1 } else { threads.clamp(1, games) }),
        })
    }

    /// Deals every game: game `i` from `seeds[i]` (a deal over at once skipped to the next
    /// seed of its stream, `games` further on), writing observations and masks.
    fn reset(&mut self, py: Python<'_>, seeds: Vec<u64>) -> PyResult<()> {
        let games = self.outputs.reward.buffer.item_count();
        if seeds.len() != games {
            return Err(usage_error(format!(
                "{} seeds for {games} games",
                seeds.len()
            )));
        }
        let raw = self.outputs.raw();
        let owner = self.game.get();
        let game = &owner.game;
        let (layout, rules) = (&self.layout, &self.rules);
        // Safety: the arrays are held by self; nothing else writes them during the call.
        let dealt = owner.hosted(|| {
            owner.unlocked(py, move || {
                vector::deal(game, layout, rules, &seeds, unsafe { rows(&raw) })
            })
        })?;
        self.slots = dealt.map_err(usage_error)?;
        Ok(())
    }

    /// Steps every game with its action (`actions`: one int64 per game).
    fn step(&mut self, py: Python<'_>, actions: &Bound<'_, PyAny>) -> PyResult<()> {
        if self.slots.is_empty() {
            return Err(usage_error("call reset() first"));
        }
        let actions = PyBuffer::<i64>::get(actions)
            .and_then(|b| b.to_vec(py))
            .map_err(|e| usage_error(format!("actions: an int64 array is needed ({e})")))?;
        if actions.len() != self.slots.len() {
            return Err(usage_error(format!(
                "{} actions for {} games",
                actions.len(),
                self.slots.len()
            )));
        }
        let raw = self.outputs.raw();
        let owner = self.game.get();
        let game = &owner.game;
        let (layout, rules, pool) = (&self.layout, &self.rules, &self.pool);
        let slots = &mut self.slots;
        // Safety: as in `reset`.
        owner
            .hosted(|| {
                owner.unlocked(py, move || {
                    vector::step(
                        game,
                        layout,
                        rules,
                        slots,
                        &actions,
                        unsafe { rows(&raw) },
                        pool,
                    )
                })
            })?
            .map_err(usage_error)
    }

    /// `step` for a batch of one game (the single environment), in one call: steps it with
    /// `action` and returns what the step gives: the number of the move it played
    /// (`NativeGame.move_table`) or None, the reward, terminated, truncated, illegal and the
    /// end code. The work is short, so it keeps the GIL rather than pay for releasing it.
    fn step_one(&mut self, action: i64) -> PyResult<OneStep> {
        if self.slots.len() != 1 {
            return Err(usage_error(format!(
                "step_one steps a batch of one game, not of {}",
                self.slots.len()
            )));
        }
        let raw = self.outputs.raw();
        let owner = self.game.get();
        let game = &owner.game;
        let (layout, rules) = (&self.layout, &self.rules);
        let slot = &mut self.slots[0];
        // Safety: as in `reset`.
        owner
            .hosted(|| {
                let mut all = unsafe { rows(&raw) };
                let out = all.each(layout).next();
                out.map_or(Ok(()), |out| slot.step(game, layout, rules, action, out))
            })?
            .map_err(usage_error)?;
        let played = slot.played().map(|m| owner.numbered(&[m])[0]);
        // Safety: as in `reset` (read once the step is done).
        let written = unsafe { rows(&raw) };
        Ok((
            played,
            written.reward[0],
            written.terminated[0] != 0,
            written.truncated[0] != 0,
            written.illegal[0] != 0,
            written.end[0],
        ))
    }

    /// Starts game `index` at `state` (a position of the game that is not over).
    fn start_at(&mut self, py: Python<'_>, index: usize, state: &NativeState) -> PyResult<()> {
        if index >= self.slots.len() {
            return Err(usage_error(format!(
                "no game {index} in a batch of {}",
                self.slots.len()
            )));
        }
        let raw = self.outputs.raw();
        let owner = self.game.get();
        let game = &owner.game;
        let (layout, rules) = (&self.layout, &self.rules);
        let slot = &mut self.slots[index];
        let position = state.state.clone();
        // Safety: as in `reset`.
        owner
            .hosted(|| {
                owner.unlocked(py, move || {
                    let mut all = unsafe { rows(&raw) };
                    let out = all.each(layout).nth(index);
                    out.map_or(Ok(()), |out| {
                        slot.start_at(game, layout, rules, position, out)
                    })
                })
            })?
            .map_err(usage_error)
    }

    /// Deals the next episode of each game in `indices` at once (from the next seed of its
    /// stream, skipping deals over at once), writing its first observation, mask and legal ids
    /// (and zeroing its reward and flags: read them before).
    fn restart(&mut self, py: Python<'_>, indices: Vec<usize>) -> PyResult<()> {
        let games = self.slots.len();
        if games == 0 {
            return Err(usage_error("call reset() first"));
        }
        if let Some(&index) = indices.iter().find(|&&index| index >= games) {
            return Err(usage_error(format!(
                "no game {index} in a batch of {games}"
            )));
        }
        let raw = self.outputs.raw();
        let owner = self.game.get();
        let game = &owner.game;
        let (layout, rules) = (&self.layout, &self.rules);
        let slots = &mut self.slots;
        // Safety: as in `reset`.
        owner
            .hosted(|| {
                owner.unlocked(py, move || {
                    let mut all = unsafe { rows(&raw) };
                    let mut wanted = indices;
                    wanted.sort_unstable();
                    wanted.dedup();
                    let mut wanted = wanted.into_iter().peekable();
                    for (index, (slot, out)) in slots.iter_mut().zip(all.each(layout)).enumerate() {
                        if wanted.peek() == Some(&index) {
                            wanted.next();
                            slot.restart(game, layout, rules, out)?;
                        }
                    }
                    Ok::<(), vector::Fault>(())
                })
            })?
            .map_err(usage_error)
    }

    /// The move game `index`'s last step played (a move tuple), or None.
    fn played(&self, index: usize) -> Option<super::MoveTuple> {
        self.slots
            .get(index)?
            .played()
            .as_ref()
            .map(super::move_tuple)
    }

    /// The position of game `index` now.
    fn position(&self, index: usize) -> PyResult<NativeState> {
        let slot = self.slots.get(index).ok_or_else(|| {
            usage_error(format!(
                "no game {index} in a batch of {}",
                self.slots.len()
            ))
        })?;
        Ok(NativeState::new(slot.state().clone()))
    }

    /// Writes into `seeds` (uint64, one per game) the seed each game's episode was dealt
    /// from, and into `skipped` (int64) how many deals it skipped (over at once) before it.
    fn episodes(&self, seeds: &Bound<'_, PyAny>, skipped: &Bound<'_, PyAny>) -> PyResult<()> {
        let games = self.slots.len();
        let seeds = Array::<u64>::held(seeds, "seeds", games)?;
        let skipped = Array::<i64>::held(skipped, "skipped", games)?;
        // Safety: the arrays are held for the call and written only here.
        let (seeds, skipped) = unsafe { (seeds.raw().slice(), skipped.raw().slice()) };
        for ((slot, seed), count) in self.slots.iter().zip(seeds).zip(skipped) {
            *seed = slot.seed;
            *count = i64::from(slot.skipped);
        }
        Ok(())
    }
}
