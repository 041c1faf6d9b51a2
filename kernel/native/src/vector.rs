//! Many games of one variant stepped together for reinforcement learning (docs/rl.md, "The
//! vectorised environment"): each step plays one action per game and writes what the agent
//! sees (observation, action mask, reward, end flags) into caller-owned arrays, with no
//! object per game per step. It gives exactly what `CardwrightEnv` (kernel/frontends/rl.py)
//! gives for the same seeds and actions: its action ids, observation codes and rewards are
//! that environment's, handed over as a `Layout`.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Mutex;

use crate::engine::{face_up, key, End, Evidence, Game, Move, State, OWNER};
use crate::pool::Pool;

/// No action: the first field of a card move's shape.
pub const NO_ACTION: u32 = u32::MAX;

/// A move's shape, the part its action id stands for: (action or `NO_ACTION`, source zone,
/// source pile, target zone, target pile, count), with 0 for "the whole pile" and zeros in
/// the fields a plain stock action does not use (`ActionLayout.key` in rl.py).
pub type Shape = (u32, u32, u32, u32, u32, u32);

/// A fast hasher for move shapes (small integers, not attacker-chosen): SipHash, the
/// default, took a tenth of a step.
#[derive(Default)]
pub struct ShapeHasher(u64);

impl Hasher for ShapeHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u32(&mut self, value: u32) {
        self.write_u64(u64::from(value));
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0.rotate_left(5) ^ value).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

/// Action ids by move shape.
pub struct Ids {
    by_shape: HashMap<Shape, u32, BuildHasherDefault<ShapeHasher>>,
    /// The card moves' ids again, found without hashing (the most moves of a step): per
    /// (source zone, source pile, target zone, target pile), numbered by `pair`, the range of
    /// its (count, id) in `counts`. Empty when the table would be too big.
    pairs: Vec<(u32, u32)>,
    counts: Vec<(u32, u32)>,
    zones: u32,
    piles: u32,
}

/// The most entries `Ids.pairs` may have (4 MiB).
const MOST_PAIRS: u64 = 1 << 19;

impl Ids {
    /// The index of a card move's piles in `pairs`, when the table has it.
    fn pair(&self, (_, zone, pile, tz, tp, _): &Shape) -> Option<usize> {
        let (z, p) = (self.zones, self.piles);
        if *zone >= z || *tz >= z || *pile >= p || *tp >= p {
            return None;
        }
        Some((((zone * p + pile) * z + tz) * p + tp) as usize)
    }

    fn get(&self, shape: &Shape) -> Option<u32> {
        if shape.0 == NO_ACTION && !self.pairs.is_empty() {
            let (start, end) = self.pairs[self.pair(shape)?];
            let counts = &self.counts[start as usize..end as usize];
            // A pair's counts are sorted and most often consecutive: look where the count
            // would be first.
            let first = counts.first().map_or(0, |c| c.0);
            if let Some(&(count, id)) = counts.get(shape.5.wrapping_sub(first) as usize) {
                if count == shape.5 {
                    return Some(id);
                }
            }
            return counts.iter().find(|c| c.0 == shape.5).map(|c| c.1);
        }
        self.by_shape.get(shape).copied()
    }
}

impl FromIterator<(Shape, u32)> for Ids {
    fn from_iter<I: IntoIterator<Item = (Shape, u32)>>(shapes: I) -> Ids {
        let by_shape: HashMap<Shape, u32, BuildHasherDefault<ShapeHasher>> =
            shapes.into_iter().collect();
        let card_moves = || by_shape.iter().filter(|(shape, _)| shape.0 == NO_ACTION);
        let zones = card_moves()
            .map(|(s, _)| s.1.max(s.3) + 1)
            .max()
            .unwrap_or(0);
        let piles = card_moves()
            .map(|(s, _)| s.2.max(s.4) + 1)
            .max()
            .unwrap_or(0);
        let mut ids = Ids {
            by_shape: HashMap::default(),
            pairs: Vec::new(),
            counts: Vec::new(),
            zones,
            piles,
        };
        let size = u64::from(zones) * u64::from(piles) * u64::from(zones) * u64::from(piles);
        if size <= MOST_PAIRS {
            let mut listed: Vec<(usize, u32, u32)> = card_moves()
                .filter_map(|(shape, &id)| Some((ids.pair(shape)?, shape.5, id)))
                .collect();
            listed.sort_unstable();
            ids.pairs = vec![(0, 0); size as usize];
            for (k, &(pair, count, id)) in listed.iter().enumerate() {
                if ids.pairs[pair].1 == 0 {
                    ids.pairs[pair].0 = k as u32;
                }
                ids.pairs[pair].1 = k as u32 + 1;
                ids.counts.push((count, id));
            }
        }
        ids.by_shape = by_shape;
        ids
    }
}

/// When a zone's moves stand for "the whole pile" rather than a number of cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whole {
    Never,
    Always,
    /// Its top card alone, or the whole pile (`gives top card or pile`).
    WhenMany,
}

/// Where a zone's piles go in an observation row: (core zone index, offset, piles, cards a
/// pile) for a block of `piles * cards` codes, row `i` pile `i`, bottom card first.
pub type Block = (usize, usize, usize, usize);

/// What stays fixed for every game of the batch: the action ids and the observation's shape.
pub struct Layout {
    pub ids: Ids,
    /// Per core zone: whether its moves count cards or stand for the whole pile.
    pub whole: Vec<Whole>,
    /// Per core action: whether it is a `draw` action (its moves keep their piles and depth).
    pub draws: Vec<bool>,
    pub actions: usize,
    pub blocks: Vec<Block>,
    /// After the blocks: the uses of each limited action, by index into a position's counts.
    pub limited: Vec<usize>,
    pub observation: usize,
    /// Each card's observation code, by the card (`card_codes`).
    pub codes: [i16; 256],
}

/// Each card's observation code as `viewer` sees it (`ObservationLayout.encode`): a face-up
/// card is its key + 1, plus 52 per owner counted from the viewer when each of `owners`
/// players has a deck; a face-down card is `52 * owners + 1`, plus that owner count.
pub fn card_codes(owners: usize, viewer: usize) -> [i16; 256] {
    let owners = owners.max(1);
    let mut codes = [0; 256];
    for (card, code) in (0..=u8::MAX).zip(codes.iter_mut()) {
        let owner = usize::from(card & OWNER != 0);
        let seen = ((owner + owners - viewer % owners) % owners) as i16;
        *code = if face_up(card) {
            key(card) as i16 + 1 + 52 * seen
        } else {
            52 * owners as i16 + 1 + seen
        };
    }
    codes
}

impl Layout {
    /// The action id of `m`, a legal move of the game.
    pub(crate) fn id(&self, m: &Move) -> Option<u32> {
        let (zone, pile) = (m.source().0 as u32, m.source().1 as u32);
        let shape = match (m.action(), m.target()) {
            (Some(a), Some((tz, tp))) if self.draws[a] => {
                (a as u32, zone, pile, tz as u32, tp as u32, m.count() as u32)
            }
            (Some(a), _) => (a as u32, 0, 0, 0, 0, 0),
            (None, Some((tz, tp))) => {
                let whole = match self.whole[m.source().0] {
                    Whole::Never => false,
                    Whole::Always => true,
                    Whole::WhenMany => m.count() > 1,
                };
                let count = if whole { 0 } else { m.count() as u32 };
                (NO_ACTION, zone, pile, tz as u32, tp as u32, count)
            }
            (None, None) => return None,
        };
        self.ids.get(&shape)
    }

    /// Writes `state` as an observation row (`ObservationLayout.encode`: each card's code from
    /// `codes`, padding 0); when `shown` holds how many piles each block of the row shows,
    /// only the piles `state` marks changed since the row was written (an empty `shown`:
    /// every pile). False when a zone holds more piles or a pile more cards than its block has
    /// room for.
    pub(crate) fn observe(&self, state: &State, shown: &mut Shown, row: &mut [i16]) -> bool {
        let mut fits = true;
        let known = shown.len() == self.blocks.len();
        if !known {
            *shown = vec![0; self.blocks.len()];
        }
        for (&(zone, offset, piles, cards), before) in self.blocks.iter().zip(shown.iter_mut()) {
            let held = state.zone(zone);
            // Only the piles that changed are written, when the zone has as many piles as the
            // row shows.
            let all = !known || *before != held.len();
            if !all && !state.piles.zone_changed(zone) {
                continue;
            }
            if all {
                row[offset..offset + piles * cards].fill(0);
                fits &= held.len() <= piles;
                *before = held.len();
            }
            for (i, pile) in held.iter().take(piles).enumerate() {
                if !all && !state.piles.changed(zone, i) {
                    continue;
                }
                fits &= pile.len() <= cards;
                let start = offset + i * cards;
                let (shown_cards, rest) =
                    row[start..start + cards].split_at_mut(pile.len().min(cards));
                for (slot, &card) in shown_cards.iter_mut().zip(pile.iter()) {
                    *slot = self.codes[usize::from(card)];
                }
                rest.fill(0);
            }
        }
        let start = self.blocks.iter().map(|b| b.1 + b.2 * b.3).max();
        for (slot, &index) in row[start.unwrap_or(0)..].iter_mut().zip(&self.limited) {
            *slot = state.redeals.get(index).copied().unwrap_or(0) as i16;
        }
        fits
    }
}

/// What one player of a race sees (`CardwrightRaceEnv`, kernel/frontends/rl.py): writes
/// `state` as `player`'s observation row (`layout` is that player's: its blocks, ids and card
/// codes) and marks in `mask` the action ids of `player`'s legal moves among `moves` (every
/// player's), and `wait` when given. Returns each of those moves with its id, in order.
pub fn view<'m>(
    game: &Game,
    layout: &Layout,
    state: &State,
    moves: &'m [Move],
    player: usize,
    wait: Option<u32>,
    (observation, mask): (&mut [i16], &mut [u8]),
) -> Result<Vec<(u32, &'m Move)>, Fault> {
    mask.fill(0);
    let mut found = Vec::new();
    for m in moves.iter().filter(|m| game.mover(m) == player) {
        let id = layout
            .id(m)
            .ok_or_else(|| format!("the legal move {m:?} has no action id"))?;
        if mask[id as usize] != 0 {
            return Err(format!("two legal moves share action id {id}"));
        }
        mask[id as usize] = 1;
        found.push((id, m));
    }
    if let Some(wait) = wait {
        mask[wait as usize] = 1;
    }
    if !layout.observe(state, &mut Shown::new(), observation) {
        return Err("a zone holds more piles or cards than its observation has room for".into());
    }
    Ok(found)
}

/// The rewards and limits of every game of the batch (`CardwrightEnv`'s arguments).
#[derive(Clone, Debug)]
pub struct Rules {
    pub max_steps: u32,
    pub win_reward: f64,
    pub loss_reward: f64,
    pub illegal_reward: f64,
    /// Whether a game that can move but never progress ends ("stuck", found by the progress
    /// search); without, a game ends only when won or out of moves.
    pub stuck_search: bool,
    /// Whether a higher score is better (else the score's change is negated).
    pub higher_wins: bool,
    /// How far apart the seeds of one game's episodes are (the number of games).
    pub stride: u64,
    /// Whether the step after an episode's end deals the next one (a vectorised env); else
    /// play goes on from where it is (a single env, whose caller resets).
    pub autoreset: bool,
}

/// How a game stands after a step, in the `end` output: going on, won, lost, stuck.
pub const GOING_ON: u8 = 0;

fn end_code(end: Option<End>) -> u8 {
    match end {
        None => GOING_ON,
        Some(End::Won) => 1,
        Some(End::Lost) => 2,
        Some(End::Stuck) => 3,
    }
}

/// At most this many deals in a row that are over at once are skipped (`MOST_DEALS_SKIPPED`).
pub const MOST_DEALS_SKIPPED: u32 = 1000;

/// How many piles each block of an observation row shows: while a zone keeps its count, a step
/// rewrites only the piles its position marks changed (a move changes few).
pub(crate) type Shown = Vec<usize>;

/// One game of the batch.
pub struct Slot {
    /// Its position, owned: a step changes it in place (`Game::apply_owned`).
    state: State,
    /// The piles its observation row shows (empty before the first write).
    shown: Shown,
    moves: Vec<Move>,
    /// The list of moves before `moves`, kept for the next step to fill (no allocation).
    spare: Vec<Move>,
    ids: Vec<u32>,
    evidence: Option<Evidence>,
    score: i64,
    steps: u32,
    /// The seed its episode was dealt from, the next seed of its stream, the deals skipped.
    pub seed: u64,
    next_seed: u64,
    pub skipped: u32,
    /// Its episode has ended: its next step deals the next episode instead (Gymnasium's
    /// "next step" autoreset).
    done: bool,
    /// The move its last step played (None after an illegal action or a new episode).
    played: Option<Move>,
}

/// The outputs of one game for one step: its observation row, its action-mask row, its legal
/// action ids (the first `count` of the row) and their count, and reward, terminated,
/// truncated, illegal.
pub struct Out<'a> {
    pub observation: &'a mut [i16],
    pub mask: &'a mut [u8],
    pub legal: &'a mut [i32],
    pub count: &'a mut i32,
    pub end: &'a mut u8,
    pub reward: &'a mut f64,
    pub terminated: &'a mut u8,
    pub truncated: &'a mut u8,
    pub illegal: &'a mut u8,
}

/// What went wrong in a step, for the caller to raise (workers cannot raise).
pub type Fault = String;

impl Slot {
    /// A game starting at the deal of `seed` (the next seeds of its stream are `stride` apart).
    pub fn dealt(
        game: &Game,
        layout: &Layout,
        rules: &Rules,
        seed: u64,
        out: Out<'_>,
    ) -> Result<Slot, Fault> {
        let mut slot = Slot {
            state: game.deal(seed),
            shown: Vec::new(),
            moves: Vec::new(),
            spare: Vec::new(),
            ids: Vec::new(),
            evidence: None,
            score: 0,
            steps: 0,
            seed,
            next_seed: seed,
            skipped: 0,
            done: false,
            played: None,
        };
        out.mask.fill(0); // a new slot knows nothing of the marks an earlier one left
        slot.start(game, layout, rules, out)?;
        Ok(slot)
    }

    /// Deals from the next seed of the stream, skipping deals that are over at once, and
    /// writes the first observation and mask.
    fn start(
        &mut self,
        game: &Game,
        layout: &Layout,
        rules: &Rules,
        out: Out<'_>,
    ) -> Result<(), Fault> {
        self.skipped = 0;
        loop {
            let seed = self.next_seed;
            self.next_seed = seed.wrapping_add(rules.stride);
            let state = game.deal(seed);
            let moves = game.legal_moves(&state);
            let evidence = if rules.stuck_search {
                Evidence::of(game, &state, &moves)
            } else {
                None
            };
            let can = evidence.as_ref().is_none_or(Evidence::can_progress);
            if game.ended(&state, &moves, || can).is_none() {
                self.seed = seed;
                self.begin(game, state, moves, evidence);
                break;
            }
            self.skipped += 1;
            if self.skipped >= MOST_DEALS_SKIPPED {
                return Err(format!(
                    "the {} deals from seed {} on are all over before the first move",
                    self.skipped,
                    seed.wrapping_sub(rules.stride * u64::from(self.skipped - 1))
                ));
            }
        }
        *out.reward = 0.0;
        *out.terminated = 0;
        *out.truncated = 0;
        *out.illegal = 0;
        *out.end = GOING_ON;
        self.write(layout, true, out)
    }

    /// Ends the episode now and deals the next one of the stream (Gymnasium's "same step"
    /// autoreset, done by the caller right after the step that ended the episode).
    pub fn restart(
        &mut self,
        game: &Game,
        layout: &Layout,
        rules: &Rules,
        out: Out<'_>,
    ) -> Result<(), Fault> {
        self.start(game, layout, rules, out)
    }

    /// Starts an episode at `state` (not over), whose legal moves are `moves`.
    fn begin(&mut self, game: &Game, state: State, moves: Vec<Move>, evidence: Option<Evidence>) {
        self.score = game.score(&state);
        self.state = state;
        self.moves = moves;
        self.evidence = evidence;
        self.steps = 0;
        self.done = false;
        self.played = None;
    }

    /// Starts an episode at a given position (the caller checked it is not over), writing
    /// its observation and mask.
    pub fn start_at(
        &mut self,
        game: &Game,
        layout: &Layout,
        rules: &Rules,
        state: State,
        out: Out<'_>,
    ) -> Result<(), Fault> {
        let moves = game.legal_moves(&state);
        let evidence = if rules.stuck_search {
            Evidence::of(game, &state, &moves)
        } else {
            None
        };
        self.begin(game, state, moves, evidence);
        self.skipped = 0;
        *out.reward = 0.0;
        *out.terminated = 0;
        *out.truncated = 0;
        *out.illegal = 0;
        *out.end = GOING_ON;
        self.write(layout, true, out)
    }

    /// The position now.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The move the last step played, if it played one.
    pub fn played(&self) -> Option<Move> {
        self.played
    }

    /// Writes the observation, the mask and the legal ids of the position now (the mask's
    /// old marks cleared).
    /// The whole observation row is written when `anew`, else only the piles that changed.
    fn write(&mut self, layout: &Layout, anew: bool, out: Out<'_>) -> Result<(), Fault> {
        let Out {
            observation,
            mask,
            legal,
            count,
            ..
        } = out;
        for &id in &self.ids {
            mask[id as usize] = 0;
        }
        self.ids.clear();
        for m in &self.moves {
            let id = layout
                .id(m)
                .ok_or_else(|| format!("the legal move {m:?} has no action id"))?;
            if mask[id as usize] != 0 {
                return Err(format!("two legal moves share action id {id}"));
            }
            mask[id as usize] = 1;
            legal[self.ids.len()] = id as i32;
            self.ids.push(id);
        }
        *count = self.ids.len() as i32;
        if anew {
            self.shown.clear();
        }
        if !layout.observe(&self.state, &mut self.shown, observation) {
            return Err(
                "a zone holds more piles or cards than its observation has room for".into(),
            );
        }
        self.state.piles.forget_changes();
        Ok(())
    }

    /// One step: `action` played when legal (else nothing changes but the reward); a game
    /// whose episode ended at its last step deals its next episode instead.
    pub fn step(
        &mut self,
        game: &Game,
        layout: &Layout,
        rules: &Rules,
        action: i64,
        out: Out<'_>,
    ) -> Result<(), Fault> {
        if self.done && rules.autoreset {
            return self.start(game, layout, rules, out);
        }
        if action < 0 || action as usize >= layout.actions {
            return Err(format!(
                "action {action} is not in Discrete({})",
                layout.actions
            ));
        }
        self.steps += 1;
        let truncated = self.steps >= rules.max_steps;
        *out.truncated = u8::from(truncated);
        *out.terminated = 0;
        self.played = None;
        let Some(at) = self.ids.iter().position(|&id| id as i64 == action) else {
            *out.reward = rules.illegal_reward;
            *out.illegal = 1;
            *out.end = GOING_ON; // only a game going on is stepped
            self.done = truncated;
            return Ok(());
        };
        *out.illegal = 0;
        let played = self.moves[at];
        self.played = Some(played);
        // The parent position is kept only for the progress search's evidence.
        let parent = self.evidence.is_some().then(|| self.state.clone());
        let next = game.apply_owned(std::mem::take(&mut self.state), &played);
        let mut moves = std::mem::take(&mut self.spare);
        game.legal_moves_into(&next, &mut moves);
        if let (Some(evidence), Some(parent)) = (self.evidence.take(), &parent) {
            self.evidence = Some(evidence.followed(game, &next, &moves, parent, &played));
        }
        let can = self.evidence.as_ref().is_none_or(Evidence::can_progress);
        let ended = game.ended(&next, &moves, || can);
        let score = game.score(&next);
        let change = (score - self.score) as f64;
        let mut reward = if rules.higher_wins { change } else { -change };
        if let Some(end) = ended {
            reward += if end == crate::engine::End::Won {
                rules.win_reward
            } else {
                rules.loss_reward
            };
        }
        *out.reward = reward;
        *out.terminated = u8::from(ended.is_some());
        *out.end = end_code(ended);
        self.score = score;
        self.state = next;
        self.spare = std::mem::replace(&mut self.moves, moves);
        self.done = ended.is_some() || truncated;
        self.write(layout, false, out)
    }
}

/// The games of a batch with their output rows, `rows` of each output in game order.
pub struct Rows<'a> {
    pub observation: &'a mut [i16],
    pub mask: &'a mut [u8],
    pub legal: &'a mut [i32],
    pub count: &'a mut [i32],
    pub end: &'a mut [u8],
    pub reward: &'a mut [f64],
    pub terminated: &'a mut [u8],
    pub truncated: &'a mut [u8],
    pub illegal: &'a mut [u8],
}

impl<'a> Rows<'a> {
    /// The rows of the first `games` games, and those of the rest.
    fn split(self, games: usize, layout: &Layout) -> (Rows<'a>, Rows<'a>) {
        fn cut<T>(rows: &mut [T], at: usize) -> (&mut [T], &mut [T]) {
            let at = at.min(rows.len());
            rows.split_at_mut(at)
        }
        let (observation, observation_rest) =
            cut(self.observation, games * layout.observation.max(1));
        let (mask, mask_rest) = cut(self.mask, games * layout.actions.max(1));
        let (legal, legal_rest) = cut(self.legal, games * layout.actions.max(1));
        let (count, count_rest) = cut(self.count, games);
        let (end, end_rest) = cut(self.end, games);
        let (reward, reward_rest) = cut(self.reward, games);
        let (terminated, terminated_rest) = cut(self.terminated, games);
        let (truncated, truncated_rest) = cut(self.truncated, games);
        let (illegal, illegal_rest) = cut(self.illegal, games);
        (
            Rows {
                observation,
                mask,
                legal,
                count,
                end,
                reward,
                terminated,
                truncated,
                illegal,
            },
            Rows {
                observation: observation_rest,
                mask: mask_rest,
                legal: legal_rest,
                count: count_rest,
                end: end_rest,
                reward: reward_rest,
                terminated: terminated_rest,
                truncated: truncated_rest,
                illegal: illegal_rest,
            },
        )
    }

    /// The outputs of each game, in order.
    pub fn each(&mut self, layout: &Layout) -> impl Iterator<Item = Out<'_>> {
        let observations = self.observation.chunks_mut(layout.observation.max(1));
        let masks = self.mask.chunks_mut(layout.actions.max(1));
        let legal = self.legal.chunks_mut(layout.actions.max(1));
        observations
            .zip(masks)
            .zip(legal)
            .zip(self.count.iter_mut())
            .zip(self.end.iter_mut())
            .zip(self.reward.iter_mut())
            .zip(self.terminated.iter_mut())
            .zip(self.truncated.iter_mut())
            .zip(self.illegal.iter_mut())
            .map(
                |(
                    (
                        ((((((observation, mask), legal), count), end), reward), terminated),
                        truncated,
                    ),
                    illegal,
                )| Out {
                    observation,
                    mask,
                    legal,
                    count,
                    end,
                    reward,
                    terminated,
                    truncated,
                    illegal,
                },
            )
    }
}

/// Deals a batch: game `i` from `seeds[i]`.
pub fn deal(
    game: &Game,
    layout: &Layout,
    rules: &Rules,
    seeds: &[u64],
    mut rows: Rows<'_>,
) -> Result<Vec<Slot>, Fault> {
    seeds
        .iter()
        .zip(rows.each(layout))
        .map(|(&seed, out)| Slot::dealt(game, layout, rules, seed, out))
        .collect()
}

/// How many chunks a thread's share of a batch is cut into: a thread steps its own chunks,
/// then those of the others not taken yet, so a thread the machine pauses holds up only the
/// chunk it is on.
const CHUNKS_A_THREAD: usize = 8;

/// Steps every game of the batch with its action, on the threads of `pool` (the games cut
/// into contiguous chunks, each thread's share the same at every step); the fault of the
/// first game that had one, if any.
pub fn step(
    game: &Game,
    layout: &Layout,
    rules: &Rules,
    slots: &mut [Slot],
    actions: &[i64],
    rows: Rows<'_>,
    pool: &Pool,
) -> Result<(), Fault> {
    let run = |slots: &mut [Slot], actions: &[i64], mut rows: Rows<'_>| -> Result<(), Fault> {
        slots
            .iter_mut()
            .zip(actions)
            .zip(rows.each(layout))
            .try_for_each(|((slot, &action), out)| slot.step(game, layout, rules, action, out))
    };
    if pool.threads() == 1 {
        return run(slots, actions, rows);
    }
    let size = slots
        .len()
        .div_ceil(pool.threads() * CHUNKS_A_THREAD)
        .max(1);
    let mut chunks = Vec::new();
    let (mut slots, mut actions, mut rows) = (slots, actions, rows);
    while !slots.is_empty() {
        let games = size.min(slots.len());
        let (chunk_slots, rest_slots) = slots.split_at_mut(games);
        let (chunk_actions, rest_actions) = actions.split_at(games.min(actions.len()));
        let (chunk_rows, rest_rows) = rows.split(games, layout);
        chunks.push(Mutex::new(Some((chunk_slots, chunk_actions, chunk_rows))));
        (slots, actions, rows) = (rest_slots, rest_actions, rest_rows);
    }
    let faults: Mutex<Vec<(usize, Fault)>> = Mutex::new(Vec::new());
    let threads = pool.threads();
    pool.run(&|| {
        // Each thread starts at its own share of the chunks, the same every step (its games
        // stay in its core's caches), and goes on round the others' for any left.
        let count = chunks.len();
        let start = crate::pool::thread_index() * count / threads;
        for k in 0..count {
            let chunk = &chunks[(start + k) % count];
            let taken = chunk.lock().map(|mut c| c.take()).unwrap_or(None);
            if let Some((slots, actions, rows)) = taken {
                let first = slots.as_ptr() as usize;
                if let Err(fault) = run(slots, actions, rows) {
                    if let Ok(mut faults) = faults.lock() {
                        faults.push((first, fault));
                    }
                }
            }
        }
    });
    let faults = faults.into_inner().unwrap_or_default();
    match faults.into_iter().min_by_key(|(first, _)| *first) {
        Some((_, fault)) => Err(fault),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tests::KLONDIKE;

    /// A layout for Klondike with an id for every card move between two piles and each
    /// action (more shapes than the game needs: ids are only looked up), observing the four
    /// zones.
    fn klondike() -> (Game, Layout) {
        let game = Game::from_json(KLONDIKE).expect("Klondike compiles");
        let piles = [1u32, 1, 4, 7];
        let mut shapes = vec![(0, 0, 0, 0, 0, 0), (1, 0, 0, 0, 0, 0)];
        for (s, &sp) in piles.iter().enumerate() {
            for (t, &tp) in piles.iter().enumerate() {
                for (i, j, count) in
                    (0..sp).flat_map(|i| (0..tp).flat_map(move |j| (1..14).map(move |c| (i, j, c))))
                {
                    shapes.push((NO_ACTION, s as u32, i, t as u32, j, count));
                }
            }
        }
        let blocks: Vec<Block> = piles
            .iter()
            .scan(0, |offset, &p| {
                let block = (0, *offset, p as usize, 52);
                *offset += p as usize * 52;
                Some(block)
            })
            .enumerate()
            .map(|(z, (_, offset, p, cards))| (z, offset, p, cards))
            .collect();
        let layout = Layout {
            actions: shapes.len(),
            ids: shapes.into_iter().zip(0u32..).collect(),
            whole: vec![Whole::Never; 4],
            draws: vec![false; 2],
            blocks,
            limited: Vec::new(),
            observation: 13 * 52,
            codes: card_codes(1, 0),
        };
        (game, layout)
    }

    fn rules(max_steps: u32, games: u64) -> Rules {
        Rules {
            max_steps,
            win_reward: 10.0,
            loss_reward: 0.0,
            illegal_reward: -1.0,
            stuck_search: false,
            higher_wins: true,
            stride: games,
            autoreset: true,
        }
    }

    /// Output arrays for `games` games.
    struct Arrays {
        observation: Vec<i16>,
        mask: Vec<u8>,
        legal: Vec<i32>,
        count: Vec<i32>,
        flags: [Vec<u8>; 4],
        reward: Vec<f64>,
    }

    impl Arrays {
        fn new(layout: &Layout, games: usize) -> Arrays {
            Arrays {
                observation: vec![0; games * layout.observation],
                mask: vec![0; games * layout.actions],
                legal: vec![0; games * layout.actions],
                count: vec![0; games],
                flags: [
                    vec![0; games],
                    vec![0; games],
                    vec![0; games],
                    vec![0; games],
                ],
                reward: vec![0.0; games],
            }
        }

        fn rows(&mut self) -> Rows<'_> {
            let [end, terminated, truncated, illegal] = &mut self.flags;
            Rows {
                observation: &mut self.observation,
                mask: &mut self.mask,
                legal: &mut self.legal,
                count: &mut self.count,
                end,
                reward: &mut self.reward,
                terminated,
                truncated,
                illegal,
            }
        }
    }

    #[test]
    fn a_deal_shows_its_cards_and_marks_its_legal_moves() {
        let (game, layout) = klondike();
        let mut arrays = Arrays::new(&layout, 1);
        let slots = deal(&game, &layout, &rules(10, 1), &[7], arrays.rows()).expect("dealt");
        let state = game.deal(7);
        // Tableau pile 7 (the tableau block starts after 6 piles, then 6 piles in) holds six
        // face-down cards and one up.
        let pile = &arrays.observation[(6 + 6) * 52..(6 + 6) * 52 + 7];
        assert_eq!(&pile[..6], &[53; 6]);
        assert_eq!(
            pile[6],
            key(*state.zone(3).pile(6).last().unwrap()) as i16 + 1
        );
        let marked: Vec<u32> = (0..layout.actions as u32)
            .filter(|&a| arrays.mask[a as usize] == 1)
            .collect();
        let mut listed: Vec<u32> = arrays.legal[..arrays.count[0] as usize]
            .iter()
            .map(|&a| a as u32)
            .collect();
        listed.sort_unstable();
        assert_eq!(marked, listed);
        assert_eq!(listed.len(), game.legal_moves(&state).len());
        assert_eq!(slots[0].seed, 7);
    }

    #[test]
    fn card_codes_count_owners_from_the_viewer() {
        use crate::engine::FACE_DOWN;
        let ace_of_hearts: u8 = 1; // key 1: rank 1, suit H
        let one_deck = card_codes(1, 0);
        assert_eq!(one_deck[usize::from(ace_of_hearts)], 2);
        assert_eq!(one_deck[usize::from(ace_of_hearts | FACE_DOWN)], 53);
        let theirs = ace_of_hearts | OWNER; // the second player's card
        let second = card_codes(2, 1); // seen by the second player
        assert_eq!(second[usize::from(theirs)], 2);
        assert_eq!(second[usize::from(ace_of_hearts)], 2 + 52);
        assert_eq!(second[usize::from(theirs | FACE_DOWN)], 105);
        assert_eq!(second[usize::from(ace_of_hearts | FACE_DOWN)], 106);
        assert_eq!(card_codes(2, 0)[usize::from(theirs)], 2 + 52);
    }

    #[test]
    fn a_view_writes_what_a_dealt_game_writes_and_marks_wait() {
        let (game, layout) = klondike();
        let mut arrays = Arrays::new(&layout, 1);
        deal(&game, &layout, &rules(10, 1), &[5], arrays.rows()).expect("dealt");
        let state = game.deal(5);
        let moves = game.legal_moves(&state);
        let mut observation = vec![7; layout.observation]; // stale values, overwritten
        let mut mask = vec![1; layout.actions];
        // An id no legal move has stands for wait.
        let wait = (0..layout.actions as u32)
            .find(|&a| arrays.mask[a as usize] == 0)
            .unwrap();
        let found = view(
            &game,
            &layout,
            &state,
            &moves,
            0,
            Some(wait),
            (&mut observation, &mut mask),
        )
        .expect("viewed");
        assert_eq!(observation, arrays.observation);
        let mut expected = arrays.mask.clone();
        expected[wait as usize] = 1;
        assert_eq!(mask, expected);
        let ids: Vec<i32> = found.iter().map(|&(id, _)| id as i32).collect();
        assert_eq!(ids, arrays.legal[..arrays.count[0] as usize].to_vec());
    }

    #[test]
    fn an_illegal_action_changes_nothing_but_the_reward() {
        let (game, layout) = klondike();
        let rules = rules(10, 1);
        let mut arrays = Arrays::new(&layout, 1);
        let mut slots = deal(&game, &layout, &rules, &[3], arrays.rows()).expect("dealt");
        let before = (arrays.observation.clone(), arrays.mask.clone());
        let illegal = (0..layout.actions as i64)
            .find(|&a| arrays.mask[a as usize] == 0)
            .unwrap();
        step(
            &game,
            &layout,
            &rules,
            &mut slots,
            &[illegal],
            arrays.rows(),
            &Pool::new(1),
        )
        .expect("stepped");
        assert_eq!((arrays.reward[0], arrays.flags[3][0]), (-1.0, 1));
        assert_eq!((arrays.observation.clone(), arrays.mask.clone()), before);
        assert_eq!(slots[0].state(), &game.deal(3));
    }

    #[test]
    fn the_step_after_an_episode_ends_deals_the_next_seed_of_the_stream() {
        let (game, layout) = klondike();
        let rules = rules(2, 3);
        let mut arrays = Arrays::new(&layout, 3);
        let mut slots = deal(&game, &layout, &rules, &[10, 11, 12], arrays.rows()).expect("dealt");
        for _ in 0..2 {
            let actions: Vec<i64> = (0..3)
                .map(|g| i64::from(arrays.legal[g * layout.actions]))
                .collect();
            step(
                &game,
                &layout,
                &rules,
                &mut slots,
                &actions,
                arrays.rows(),
                &Pool::new(1),
            )
            .expect("stepped");
        }
        assert_eq!(arrays.flags[2], vec![1, 1, 1]); // truncated after two steps
        step(
            &game,
            &layout,
            &rules,
            &mut slots,
            &[0, 0, 0],
            arrays.rows(),
            &Pool::new(1),
        )
        .expect("reset");
        assert_eq!(
            slots.iter().map(|s| s.seed).collect::<Vec<_>>(),
            vec![13, 14, 15]
        );
        assert_eq!(arrays.flags[2], vec![0, 0, 0]);
        assert_eq!(slots[0].state(), &game.deal(13));
    }

    #[test]
    fn threads_give_what_one_thread_gives() {
        let (game, layout) = klondike();
        let rules = rules(30, 5);
        let run = |threads: usize| {
            let pool = Pool::new(threads);
            let mut arrays = Arrays::new(&layout, 5);
            let mut slots =
                deal(&game, &layout, &rules, &[1, 2, 3, 4, 5], arrays.rows()).expect("dealt");
            for t in 0..60 {
                let actions: Vec<i64> = (0..5)
                    .map(|g| {
                        let count = arrays.count[g].max(1) as usize;
                        i64::from(arrays.legal[g * layout.actions + (t * 7 + g) % count])
                    })
                    .collect();
                step(
                    &game,
                    &layout,
                    &rules,
                    &mut slots,
                    &actions,
                    arrays.rows(),
                    &pool,
                )
                .expect("stepped");
            }
            (arrays.observation, arrays.reward, arrays.flags)
        };
        assert_eq!(run(1), run(3));
    }

    /// Not a check: steps per second of random play on one thread and on two, for profiling
    /// the step (`cargo test --release step_rate -- --ignored --nocapture`; speed is never
    /// asserted). `STEP_RATE_GAMES=N` steps N games rather than 1024 (fewer games fit in
    /// the processor's caches: the difference is what reaching memory costs).
    #[test]
    #[ignore]
    fn step_rate() {
        let (game, layout) = klondike();
        let games: usize = std::env::var("STEP_RATE_GAMES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(1024);
        let rules = rules(1000, games as u64);
        for threads in [1, 2] {
            let pool = Pool::new(threads);
            let mut arrays = Arrays::new(&layout, games);
            let seeds: Vec<u64> = (0..games as u64).collect();
            let mut slots = deal(&game, &layout, &rules, &seeds, arrays.rows()).expect("dealt");
            let mut random = crate::pcg::Pcg32::new(1, 0);
            let rounds = 2000 * 1024 / games.max(1);
            let (start, on_cpu) = (std::time::Instant::now(), cpu_seconds());
            for _ in 0..rounds {
                let actions: Vec<i64> = (0..games)
                    .map(|g| {
                        let count = arrays.count[g].max(1) as u32;
                        let pick = random.below(count) as usize;
                        i64::from(arrays.legal[g * layout.actions + pick])
                    })
                    .collect();
                step(
                    &game,
                    &layout,
                    &rules,
                    &mut slots,
                    &actions,
                    arrays.rows(),
                    &pool,
                )
                .expect("stepped");
            }
            let seconds = start.elapsed().as_secs_f64();
            let on_cpu = cpu_seconds() - on_cpu;
            let steps = (rounds * games) as f64;
            println!(
                "{threads} thread(s): {:.0} steps/s, {:.0} steps per second on a CPU",
                steps / seconds,
                steps / on_cpu
            );
        }
    }

    /// The time this process has run on the CPUs, all its threads together (Linux's
    /// /proc/self/stat, in ticks of 1/100 s; 0 elsewhere): a measure that other work on the
    /// machine leaves alone.
    fn cpu_seconds() -> f64 {
        let text = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
        // The fields after the command's name (in parentheses): utime and stime are the
        // 12th and 13th of them.
        let after = text.rsplit_once(')').map_or("", |(_, rest)| rest);
        let ticks: f64 = after
            .split_whitespace()
            .skip(11)
            .take(2)
            .filter_map(|n| n.parse::<f64>().ok())
            .sum();
        ticks / 100.0
    }
}
