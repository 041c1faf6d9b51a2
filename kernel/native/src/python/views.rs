//! `cardwright._native.NativeViews`: what each player of a race sees, written by the core
//! into numpy arrays (kernel/frontends/rl.py, `CardwrightRaceEnv`).

use pyo3::prelude::*;

use super::batch::{layout, Array};
use super::{usage_error, NativeGame, NativeState};
use crate::vector::{self, card_codes, Block, Layout, Shape};

/// Each player's observation and action-mask writer for positions of one game.
#[pyclass(module = "cardwright._native")]
pub(super) struct NativeViews {
    game: Py<NativeGame>,
    /// Per player: its action ids (its own zones), observation blocks and card codes.
    layouts: Vec<Layout>,
    /// The action id that is always legal (the race's `wait`), if any.
    wait: Option<u32>,
}

#[pymethods]
impl NativeViews {
    /// Per player (`shapes`, `blocks`, `limited` one entry each): the move shape of each
    /// action id, the observation's zone blocks and the counted actions shown after them;
    /// `whole` per zone and `draws` per action as for `NativeBatch`; `observation` the
    /// length of a row; `owners` the players who have a deck of their own (1 when one deck
    /// is shared); `wait` the always-legal action id.
    #[new]
    #[pyo3(signature = (game, shapes, whole, draws, blocks, limited, observation, owners, wait = None))]
    #[allow(clippy::too_many_arguments)] // the Python side's one constructor call, each named
    fn new(
        game: Py<NativeGame>,
        shapes: Vec<Vec<Shape>>,
        whole: Vec<u8>,
        draws: Vec<bool>,
        blocks: Vec<Vec<Block>>,
        limited: Vec<Vec<usize>>,
        observation: usize,
        owners: usize,
        wait: Option<u32>,
    ) -> PyResult<Self> {
        let players = game.get().game.players();
        if shapes.len() != players || blocks.len() != players || limited.len() != players {
            return Err(usage_error(format!(
                "one table of shapes, blocks and limited actions per player ({players})"
            )));
        }
        let mut layouts = Vec::with_capacity(players);
        for (viewer, ((shapes, blocks), limited)) in
            shapes.into_iter().zip(blocks).zip(limited).enumerate()
        {
            layouts.push(layout(
                shapes,
                whole.clone(),
                draws.clone(),
                blocks,
                limited,
                observation,
                card_codes(owners, viewer),
            )?);
        }
        if wait.is_some_and(|w| layouts.iter().any(|l| w as usize >= l.actions)) {
            return Err(usage_error("the wait action is not an action id"));
        }
        Ok(NativeViews {
            game,
            layouts,
            wait,
        })
    }

    /// Writes `player`'s observation of `state` into `observation` (int16) and its action
    /// mask into `mask` (uint8, 1 for each legal action id); returns (action id, move
    /// number) of each of its legal moves, in order (`NativeGame.move_table` says which
    /// move a number is).
    fn write(
        &self,
        state: &NativeState,
        player: usize,
        observation: &Bound<'_, PyAny>,
        mask: &Bound<'_, PyAny>,
    ) -> PyResult<Vec<(u32, u32)>> {
        let layout = self.layouts.get(player).ok_or_else(|| {
            usage_error(format!("there is no player {} in this game", player + 1))
        })?;
        let rows = Array::<i16>::held(observation, "observation", layout.observation)?;
        let marks = Array::<u8>::held(mask, "mask", layout.actions)?;
        let owner = self.game.get();
        let game = &owner.game;
        let moves = owner.hosted(|| {
            state
                .moves
                .get_or_init(|| game.legal_moves(&state.state))
                .as_slice()
        })?;
        // Safety: the arrays are held for the call and written only here.
        let (rows, marks) = unsafe { (rows.raw().slice(), marks.raw().slice()) };
        let found = vector::view(
            game,
            layout,
            &state.state,
            moves,
            player,
            self.wait,
            (rows, marks),
        )
        .map_err(usage_error)?;
        let moves: Vec<_> = found.iter().map(|&(_, m)| *m).collect();
        let numbers = owner.numbered(&moves);
        Ok(found.iter().map(|&(id, _)| id).zip(numbers).collect())
    }
}
