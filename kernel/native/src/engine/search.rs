//! The solver's depth-first search (`Game::solve`) as an object: it stops at a limit (nodes, a
//! deadline, its table's size) and goes on later exactly where it stopped (its table of
//! positions seen, its stack of frames, its line, its node count), so a search run in pieces
//! searches what one run would, in the same order, and counts the same nodes. A plain search
//! (no restart's shuffle) can be written to a file and read back: a checkpoint (docs/solver.md).

use super::arena::{ArenaSet, Entry};
use super::guide::{self, Guide};
use super::keys::{KeyHasher, KeyScratch};
use super::{
    DeadCards, Game, PackedStep, SafeMoves, Sealed, Shuffle, SolveEnd, State, Step, Turned, Turns,
};
use crate::pcg::Pcg32;
use crate::sha256;
use std::hash::Hasher;
use std::io::{Read, Write};
use std::path::Path;
use std::time::Instant;

/// The checkpoint file's format; a file of another format is refused (9: a pile that only
/// loses its top cards is keyed by its length and top card).
pub const CHECKPOINT_FORMAT: u32 = 9;
const MAGIC: &[u8; 8] = b"CWSEARCH";
/// The largest node count a checkpoint may hold (the bound of the solver's `node_limit`,
/// cardwright.limits): a larger one was not written by a search.
pub const CHECKPOINT_MAX_NODES: u64 = 1 << 53;
/// The bytes of a checkpoint's seal, its HMAC-SHA256.
const SEAL: usize = 32;

/// A position being searched.
struct Frame {
    /// The position itself while a child of it is searched (else it is the search's
    /// `current`).
    position: Option<State>,
    steps: Vec<PackedStep>,
    /// The next step to take.
    next: usize,
    /// The stock, waste and uses after the turns its steps start with.
    turns: Turns,
    /// Its entry's offset in the table (the order positions were first reached), and the
    /// smallest offset of an unproved position its search has reached so far (Tarjan's
    /// lowlink): the frame proves its position lost when that is its own.
    index: u64,
    low: u64,
    /// The bytes its steps and turns hold (`Search::memory`), counted when it was pushed.
    bytes: usize,
}

impl Frame {
    fn new(index: u64, (steps, turns): (Vec<PackedStep>, Turns)) -> Frame {
        Frame {
            position: None,
            steps,
            next: 0,
            turns,
            index,
            low: index,
            bytes: 0,
        }
    }

    /// Whether a step's `entry` is a position met before; an unproved one (still being
    /// searched, or proved only with one that is) lowers the lowlink.
    fn met_again(&mut self, entry: Option<Entry>) -> bool {
        let Some(Entry::Seen { offset, marked }) = entry else {
            return false;
        };
        if !marked {
            self.low = self.low.min(offset);
        }
        true
    }
}

/// A depth-first search for a win from one position (see `Game::solve`).
///
/// It also proves positions lost as it goes, to share with other searches of the same deal
/// (`absorb`, and `run`'s `proofs`): a position reached again while still being searched
/// was not searched to the end when it was met, so the positions searched from the first to
/// reach it are proved lost only together, once that one is done (Tarjan's strongly connected
/// components: a group of positions that reach one another, with every way out proved lost
/// and no win among them, is lost). The table marks those proved; the unproved ones are kept
/// in the order they were reached (`pending`).
pub struct Search {
    root: State,
    safe: SafeMoves,
    /// The memory limit: the most bytes the search may hold (`memory`).
    max_bytes: usize,
    /// The bytes of the frames' steps and turns lists (each frame's `bytes`), and of one
    /// position's cards (every frame below the top keeps its position).
    frame_bytes: usize,
    position_bytes: usize,
    /// The bytes of the largest frame yet: what a new position's frame is reckoned to take.
    largest_frame: usize,
    cycle: Option<(usize, usize)>,
    dead: Option<DeadCards>,
    /// A restart's random order: its seed, and the depth above which it shuffles.
    shuffle: Option<Shuffle>,
    /// A partner's order (`Search::reverse`): the steps of positions fewer than this many
    /// moves in are tried in the opposite order (0: none).
    reversed_depth: usize,
    /// The solver guides of the variant's plugins (`guide.rs`): proofs, keys, move order.
    guides: Vec<Guide>,
    seen: ArenaSet,
    key: Vec<u8>,
    /// Whether a card move's key is written before its position is made (`Game::stepped_key`),
    /// and the buffers for that.
    ahead: bool,
    scratch: KeyScratch,
    /// The position of the frame on top (the frames below keep theirs packed).
    current: State,
    stack: Vec<Frame>,
    /// The steps from the root to the frame on top.
    line: Vec<PackedStep>,
    /// The offsets of the positions reached and not yet proved lost, in the order reached.
    pending: Vec<u64>,
    nodes: u64,
    /// A win or a proof, once found: every later run answers it again.
    ended: Option<SolveEnd>,
    /// The moves of the won line as the search found it, before `shorten` cut it.
    raw_length: usize,
    /// A streamlined search (`Search::streamline`): a win it finds is a win, its end no proof.
    streamlined: bool,
    /// Steps tried in the digging order (`dig.rs`): the streamlined run's, not a restart's.
    dig: bool,
    /// The offsets of the positions proved lost since `new_proofs` last took them, once
    /// `keep_proofs` asked for them (a partner search's: docs/solver.md, "Threads").
    proved_log: Option<Vec<u64>>,
}

/// Keys of positions one search proved lost, for another search of the same game and guides
/// (`Search::new_proofs`, `Search::take_proofs`): each key's length (4 bytes, little-endian),
/// then the key.
#[derive(Default)]
pub struct Proofs {
    bytes: Vec<u8>,
    count: usize,
}

impl Proofs {
    /// How many positions the batch holds.
    pub fn len(&self) -> usize {
        self.count
    }

    /// True when the batch holds no position.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    fn push(&mut self, key: &[u8]) {
        self.bytes
            .extend_from_slice(&(key.len() as u32).to_le_bytes());
        self.bytes.extend_from_slice(key);
        self.count += 1;
    }

    fn keys(&self) -> impl Iterator<Item = &[u8]> + '_ {
        let mut at = 0;
        std::iter::from_fn(move || {
            let length = self.bytes.get(at..at + 4)?;
            let length = u32::from_le_bytes(length.try_into().ok()?) as usize;
            let key = &self.bytes[at + 4..at + 4 + length];
            at += 4 + length;
            Some(key)
        })
    }
}

impl Search {
    pub fn new(
        game: &Game,
        root: &State,
        max_bytes: usize,
        safe: SafeMoves,
        shuffle: Option<Shuffle>,
        guides: &[Guide],
    ) -> Search {
        let mut search = Search {
            root: root.clone(),
            safe,
            max_bytes,
            frame_bytes: 0,
            position_bytes: root.bytes(),
            largest_frame: 0,
            cycle: game.stock_cycle(),
            dead: game.dead_cards(),
            shuffle,
            guides: guides.to_vec(),
            seen: ArenaSet::new(),
            key: Vec::with_capacity(game.total_cards + 64),
            ahead: guides.is_empty() && game.keys_ahead(),
            scratch: KeyScratch::default(),
            current: root.clone(),
            stack: Vec::new(),
            line: Vec::new(),
            pending: Vec::new(),
            nodes: 0,
            ended: None,
            raw_length: 0,
            streamlined: false,
            dig: false,
            reversed_depth: 0,
            proved_log: None,
        };
        if game.is_won(root) {
            search.ended = Some(SolveEnd::Won(Vec::new()));
            return search;
        }
        game.guided_key(&search.guides, root, &mut search.key);
        let Some(Entry::New(index)) = search.seen.insert_within(&search.key, usize::MAX) else {
            unreachable!("the first key of an empty table");
        };
        search.pending.push(index);
        let steps = search.steps(game, root, 0, None);
        search.push_frame(Frame::new(index, steps));
        search
    }

    /// Puts `frame` on the stack, its bytes counted (its turns only when its parent's are
    /// not the same list).
    fn push_frame(&mut self, mut frame: Frame) {
        let shared = self
            .stack
            .last()
            .is_some_and(|p| std::sync::Arc::ptr_eq(&p.turns.after, &frame.turns.after));
        frame.bytes = frame.steps.capacity() * std::mem::size_of::<PackedStep>()
            + if shared { 0 } else { frame.turns.bytes() };
        self.frame_bytes += frame.bytes;
        self.largest_frame = self.largest_frame.max(frame.bytes);
        self.stack.push(frame);
    }

    /// Takes the frame on top off the stack, and its bytes off the count.
    fn pop_frame(&mut self) -> Option<Frame> {
        let frame = self.stack.pop()?;
        self.frame_bytes -= frame.bytes;
        Some(frame)
    }

    /// Makes this new search a *streamlined* one (docs/solver.md, "Streamlined run"): every
    /// card move to a foundation is the only move tried where one is legal, and no card leaves
    /// a foundation. It searches a part of the game's moves only, so a win it finds is a win,
    /// but its end proves nothing: it ends `Stopped`, and its positions are never proved lost
    /// for another search (`absorb` takes none of them). Unless shuffled (a restart), it tries
    /// its steps in the digging order (`Game::dig_order`).
    pub fn streamline(&mut self, game: &Game) {
        assert!(
            self.nodes == 0 && self.stack.len() == 1,
            "streamline a new search"
        );
        self.streamlined = true;
        self.dig = self.shuffle.is_none();
        let steps = self.steps(game, &self.root.clone(), 0, None);
        let root = self.pop_frame().expect("the root frame").index;
        self.push_frame(Frame::new(root, steps));
    }

    /// Makes this new search a *partner* of the plain one (docs/solver.md, "Threads"): the
    /// steps of positions fewer than `depth` moves in are tried in the opposite order, so
    /// that the two, passing each other the positions they prove lost, search different parts
    /// of the deal first. Its proofs are proofs (every step is still tried).
    pub fn reverse(&mut self, game: &Game, depth: usize) {
        assert!(
            self.nodes == 0 && self.stack.len() == 1,
            "reverse a new search"
        );
        self.reversed_depth = depth;
        let steps = self.steps(game, &self.root.clone(), 0, None);
        let root = self.pop_frame().expect("the root frame").index;
        self.push_frame(Frame::new(root, steps));
    }

    /// True for a streamlined search, which is never saved and whose end proves nothing.
    pub fn streamlined(&self) -> bool {
        self.streamlined
    }

    /// Adds to this search's table the positions `other` (a search of the same game, with the
    /// same guides: the same keys) proved lost, as proved, while there is room; returns how
    /// many were new to it. This search then skips them: there is no win behind them,
    /// whatever the root. A streamlined search's positions are lost only within its moves:
    /// none is taken.
    pub fn absorb(&mut self, other: &Search) -> usize {
        if other.streamlined {
            return 0;
        }
        let proved = other.seen.entries().filter(|&(_, marked, _)| marked);
        self.mark_proved(proved.map(|(_, _, key)| key))
    }

    /// Marks the positions of `keys` (proved lost by another search of the same game and
    /// guides) as proved, new ones added while there is room; returns how many were new.
    fn mark_proved<'k>(&mut self, keys: impl Iterator<Item = &'k [u8]>) -> usize {
        let mut added = 0;
        for key in keys {
            match self.seen.insert_within(key, self.table_budget()) {
                Some(Entry::New(offset)) => {
                    self.seen.mark(offset);
                    added += 1;
                }
                Some(Entry::Seen { offset, .. }) => self.seen.mark(offset),
                None => break,
            }
        }
        added
    }

    /// Keeps, from now on, the positions this search proves lost, for `new_proofs`. A
    /// streamlined search proves nothing: it keeps none.
    pub fn keep_proofs(&mut self) {
        if !self.streamlined {
            self.proved_log.get_or_insert_with(Vec::new);
        }
    }

    /// The positions this search proved lost since the last call (since `keep_proofs` at
    /// first), for a search of the same game and guides running beside it (`take_proofs`).
    pub fn new_proofs(&mut self) -> Proofs {
        let mut proofs = Proofs::default();
        for offset in self.proved_log.iter_mut().flat_map(|log| log.drain(..)) {
            proofs.push(self.seen.entry_at(offset).1);
        }
        proofs
    }

    /// Marks as proved the positions of `proofs` (another search's `new_proofs`, of the same
    /// game and guides), new ones added while there is room, as `absorb` does; returns how
    /// many were new to it. They are not this search's proofs: `new_proofs` never hands them on.
    pub fn take_proofs(&mut self, proofs: &Proofs) -> usize {
        self.mark_proved(proofs.keys())
    }

    /// Lets the search hold `bytes` more (the room a search beside it gave up): a search
    /// stopped by its memory limit goes on with the step it stopped at.
    pub fn add_room(&mut self, bytes: usize) {
        self.max_bytes = self.max_bytes.saturating_add(bytes);
    }

    /// The positions proved lost so far (counted: for tests and figures).
    pub fn proved(&self) -> usize {
        self.seen.entries().filter(|&(_, marked, _)| marked).count()
    }

    /// The moves tried in all runs so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The positions remembered.
    pub fn positions(&self) -> usize {
        self.seen.len()
    }

    /// The bytes the search holds, what its memory limit bounds: the table of positions
    /// remembered, the positions not yet proved lost, and the line with a frame per move (its
    /// steps untried, its turns, its position: every position of a game counted as large as
    /// the root).
    pub fn memory(&self) -> usize {
        self.seen.bytes() + self.beside_table()
    }

    /// The bytes the search holds beside its table.
    fn beside_table(&self) -> usize {
        self.stack.capacity() * std::mem::size_of::<Frame>()
            + self.frame_bytes
            + self.stack.len() * self.position_bytes
            + self.line.capacity() * std::mem::size_of::<PackedStep>()
            + (self.pending.capacity() + self.proved_log.as_ref().map_or(0, Vec::capacity))
                * std::mem::size_of::<u64>()
    }

    /// The bytes the log of proofs (`keep_proofs`) may grow by before `new_proofs` empties it
    /// again: a proof settles at most the positions pending, each logged, and a vector doubles.
    fn log_growth(&self) -> usize {
        self.proved_log.as_ref().map_or(0, |log| {
            let most = 2 * (log.len() + self.pending.len()).max(4);
            most.saturating_sub(log.capacity()) * std::mem::size_of::<u64>()
        })
    }

    /// The bytes the table may take for a new position: what the limit leaves beside the rest,
    /// which that position may make grow (its frame, reckoned as large as the largest yet, and
    /// the vectors that double when full).
    fn table_budget(&self) -> usize {
        let doubling = |length: usize, capacity: usize, size: usize| {
            if length == capacity {
                capacity.max(4) * size
            } else {
                0
            }
        };
        let frame = std::mem::size_of::<Frame>();
        let growth = doubling(self.stack.len(), self.stack.capacity(), frame)
            + doubling(
                self.line.len(),
                self.line.capacity(),
                std::mem::size_of::<PackedStep>(),
            )
            + doubling(self.pending.len(), self.pending.capacity(), 8)
            + self.log_growth()
            + self.position_bytes
            + self.largest_frame;
        self.max_bytes.saturating_sub(self.beside_table() + growth)
    }

    /// True for a restart's search (its first steps shuffled) or a partner's (reversed),
    /// which is never saved.
    pub fn shuffled(&self) -> bool {
        self.shuffle.is_some() || self.reversed_depth > 0
    }

    /// True once the search won or proved the position lost.
    pub fn ended(&self) -> bool {
        self.ended.is_some()
    }

    /// Searches on until a win, a proof, `node_limit` more moves tried, `deadline` or a full
    /// table; returns the end and the moves tried in this run. After a win or a proof it
    /// answers the same at once. A position new to it that `proofs` (a search of the same
    /// game and guides) has proved lost is not searched.
    pub fn run(
        &mut self,
        game: &Game,
        node_limit: Option<u64>,
        deadline: Option<Instant>,
        proofs: Option<&Search>,
    ) -> (SolveEnd, u64) {
        let start = self.nodes;
        let stop_at = node_limit.map(|n| start.saturating_add(n));
        let end = match &self.ended {
            Some(end) => end.clone(),
            None => self.search(game, stop_at, deadline, proofs.map(|p| &p.seen)),
        };
        // Searching part of the moves to the end proves nothing about the game.
        let end = match end {
            SolveEnd::Unwinnable if self.streamlined => {
                SolveEnd::Stopped("the streamlined search ended without a win")
            }
            end => end,
        };
        if !matches!(end, SolveEnd::Stopped(_)) {
            self.ended = Some(end.clone());
        }
        (end, self.nodes - start)
    }

    /// After a win, its line with its loops and detours cut within `deadline`
    /// (`Game::shortened`), the end later runs answer too; any other end as it is.
    pub fn shorten(&mut self, game: &Game, deadline: Option<Instant>) -> Option<SolveEnd> {
        let Some(SolveEnd::Won(line)) = &self.ended else {
            return self.ended.clone();
        };
        if self.raw_length == 0 {
            self.raw_length = line.len();
            let short = game.shortened(&self.root, line, deadline);
            self.ended = Some(SolveEnd::Won(short));
        }
        self.ended.clone()
    }

    /// The moves of the won line as the search found it (0: no win, or not shortened).
    pub fn raw_length(&self) -> usize {
        self.raw_length
    }

    /// A position's steps (and the stock and waste after the turns they start with), in the
    /// solver's order, or a restart's random order above its depth. `known`: the turns of a
    /// position with the same stock, waste and uses.
    fn steps(
        &mut self,
        game: &Game,
        state: &State,
        depth: usize,
        known: Option<&Turns>,
    ) -> (Vec<PackedStep>, Turns) {
        let (mut found, turned) = match self.cycle {
            Some(zones) => game.ordered_steps(state, &self.safe, zones, known),
            None => (
                game.ordered_moves(state, &self.safe)
                    .into_iter()
                    .map(|mv| Step { turns: 0, mv })
                    .collect(),
                Turns::default(),
            ),
        };
        if self.streamlined {
            streamlined(game, &mut found);
        }
        if self.dig {
            game.dig_order(state, &mut found);
        }
        guide::order(&self.guides, state, &mut found);
        if depth < self.reversed_depth {
            found.reverse();
        }
        if let Some(shuffle) = self.shuffle.filter(|s| depth < s.depth) {
            // The order is drawn from the run's seed and the position's key, not from one
            // stream: a restart that skips positions proved lost elsewhere then searches the
            // others just as it would have, in the same order, and finds the same win.
            let mut key = Vec::new();
            game.guided_key(&self.guides, state, &mut key);
            let mut hasher = KeyHasher::default();
            hasher.write(&key);
            let mut rng = Pcg32::new(shuffle.seed ^ hasher.finish(), 7);
            for i in (1..found.len()).rev() {
                found.swap(i, rng.below(i as u32 + 1) as usize);
            }
        }
        (found.into_iter().map(Step::packed).collect(), turned)
    }

    /// Whether the position `step` makes has the stock, waste and uses of the one it is made
    /// from, and so the same turns: a card move not from the folded stock's waste (no card
    /// move puts cards on either or takes from the stock: `Game::stock_cycle`).
    fn same_turns(&self, step: &Step) -> bool {
        self.cycle.is_some_and(|(_, waste)| {
            step.turns == 0 && step.mv.action().is_none() && step.mv.source().0 != waste
        })
    }

    /// The search loop. Limits are checked before a step is taken, so a stopped search
    /// resumes with the very step it would have taken next.
    fn search(
        &mut self,
        game: &Game,
        stop_at: Option<u64>,
        deadline: Option<Instant>,
        proofs: Option<&ArenaSet>,
    ) -> SolveEnd {
        let mut tried = 0u64;
        loop {
            let budget = self.table_budget(); // for a new position's key (the memory limit)
            let Some(frame) = self.stack.last_mut() else {
                return SolveEnd::Unwinnable;
            };
            let Some(&packed) = frame.steps.get(frame.next) else {
                let done = self.pop_frame().expect("the frame on top");
                self.line.pop(); // the step that led to the frame (none for the root)
                self.settle(&done);
                if let Some(parent) = self.stack.last_mut() {
                    parent.low = parent.low.min(done.low);
                    self.current = parent.position.take().expect("a parent position");
                }
                continue;
            };
            if stop_at.is_some_and(|at| self.nodes >= at) {
                return SolveEnd::Stopped("node limit reached");
            }
            if tried.is_multiple_of(1024) && deadline.is_some_and(|d| Instant::now() > d) {
                return SolveEnd::Stopped("time limit reached");
            }
            tried += 1;
            frame.next += 1;
            self.nodes += 1;
            let step = packed.step();
            // Most steps lead to a position seen before: where the rules allow, its key is
            // written without making it, and only a new position is made. (A position in the
            // table is never won: the search ends at the first won one.)
            let keyed = self.ahead
                && game.stepped_key(
                    &self.current,
                    (self.cycle, &frame.turns.after),
                    &step,
                    &mut self.scratch,
                    &mut self.key,
                );
            let mut entry = None;
            if keyed {
                entry = self.seen.insert_within(&self.key, budget);
                if frame.met_again(entry) {
                    continue;
                }
            }
            let next = stepped(game, &self.current, self.cycle, &frame.turns.after, &step);
            if game.is_won(&next) {
                self.line.push(packed);
                let line: Vec<Step> = self.line.iter().map(|p| p.step()).collect();
                return SolveEnd::Won(game.spelled_out(&self.root, &line));
            }
            if !keyed {
                game.guided_key(&self.guides, &next, &mut self.key);
                entry = self.seen.insert_within(&self.key, budget);
                if frame.met_again(entry) {
                    continue;
                }
            }
            let Some(Entry::New(index)) = entry else {
                // Not taken after all: a later run with more room takes it again.
                frame.next -= 1;
                self.nodes -= 1;
                return SolveEnd::Stopped("memory limit reached");
            };
            // Nothing to search behind a position another search proved lost, one where a
            // card can never reach the foundation, or one a guide proves lost.
            if proofs.is_some_and(|p| p.holds_marked(&self.key))
                || self.dead.as_ref().is_some_and(|d| d.lost(&next))
                || guide::lost(&self.guides, &next)
            {
                self.seen.mark(index);
                continue;
            }
            self.pending.push(index);
            self.line.push(packed);
            let known = self.same_turns(&step);
            let known = known
                .then(|| self.stack.last().map(|f| f.turns.clone()))
                .flatten();
            let depth = self.stack.len();
            let steps = self.steps(game, &next, depth, known.as_ref());
            let frame = self.stack.last_mut().expect("the frame stepped from");
            frame.position = Some(std::mem::replace(&mut self.current, next));
            self.push_frame(Frame::new(index, steps));
        }
    }

    /// After `done`'s last step: when no position its search reached before it is unproved
    /// (its lowlink is itself), it and every position reached since, not yet proved, are
    /// proved lost: each way out of them leads to a position proved lost, and none is won.
    fn settle(&mut self, done: &Frame) {
        if done.low < done.index {
            return; // it reaches a position still being searched: proved with that one
        }
        while let Some(&offset) = self.pending.last() {
            if offset < done.index {
                break;
            }
            self.seen.mark(offset);
            self.pending.pop();
            if let Some(log) = &mut self.proved_log {
                log.push(offset);
            }
        }
    }

    /// Writes the search to `path` (a plain search that has not ended; the caller checks):
    /// a header (format, the caller's `labels` naming the game, the digest of the rules IR,
    /// the root position, the safe moves), the node count, each frame's next step, the line,
    /// the table's keys, and the seal of all that: its HMAC-SHA256 under `key` (the user's,
    /// docs/solver.md). The frames' steps are not written: they are found again from their
    /// positions when the file is read.
    pub fn save(
        &self,
        game: &Game,
        rules: &[u8; 32],
        labels: &[(String, String)],
        key: &[u8],
        path: &Path,
    ) -> std::io::Result<()> {
        let mut head = Vec::new();
        head.extend_from_slice(MAGIC);
        head.extend_from_slice(&CHECKPOINT_FORMAT.to_le_bytes());
        head.extend_from_slice(&(labels.len() as u32).to_le_bytes());
        for (name, value) in labels {
            put_bytes(&mut head, name.as_bytes());
            put_bytes(&mut head, value.as_bytes());
        }
        head.extend_from_slice(rules);
        put_bytes(&mut head, &game.packed(&self.root));
        put_safe(&mut head, &self.safe);
        head.extend_from_slice(&self.nodes.to_le_bytes());
        head.extend_from_slice(&(self.stack.len() as u64).to_le_bytes());
        for frame in &self.stack {
            head.extend_from_slice(&(frame.next as u64).to_le_bytes());
            head.extend_from_slice(&frame.low.to_le_bytes());
        }
        for step in &self.line {
            put_step(&mut head, step);
        }
        head.extend_from_slice(&(self.seen.len() as u64).to_le_bytes());
        let table = self.seen.key_bytes();
        head.extend_from_slice(&(table.len() as u64).to_le_bytes());
        head.resize(head.len().next_multiple_of(8), 0);
        let seal = sha256::hmac(key, &[&head, &table]);
        let mut file = std::io::BufWriter::new(std::fs::File::create(path)?);
        file.write_all(&head)?;
        file.write_all(&table)?;
        file.write_all(&seal)?;
        file.into_inner().map_err(|e| e.into_error())?.sync_all()
    }

    /// The most bytes a checkpoint of `game` from `root`, with these `labels` and `safe` moves,
    /// can take when it holds at most `max_bytes` bytes (`memory`): a file larger is not one,
    /// and is not read (`read_file`). The file writes a key in at most 5 bytes more than the
    /// key, where the table spends at least 10 (its mark and length, its slot), and a frame in
    /// 30 bytes, where the stack spends more on each: the file is smaller than the search.
    pub fn largest_file(
        game: &Game,
        root: &State,
        labels: &[(String, String)],
        safe: &SafeMoves,
        max_bytes: usize,
    ) -> u64 {
        let packed = game.packed(root).len() as u64;
        let named: u64 = labels
            .iter()
            .map(|(name, value)| 8 + name.len() as u64 + value.len() as u64)
            .sum();
        let mut safe_bytes = Vec::new();
        put_safe(&mut safe_bytes, safe);
        let fixed = 12 + 4 + named + 32 + 4 + packed + safe_bytes.len() as u64 + 4 * 8 + 8;
        (fixed + SEAL as u64).saturating_add(max_bytes as u64)
    }

    /// The bytes of the checkpoint at `path`, read only when it is a regular file of at most
    /// `largest` bytes (`Search::largest_file`): a directory, a device or a FIFO (which could be
    /// read from without end) is refused before a byte is read, and so is a larger file.
    pub fn read_file(path: &Path, largest: u64) -> Result<Vec<u8>, String> {
        let file = std::fs::File::open(path).map_err(|e| format!("cannot be read: {e}"))?;
        let metadata = file
            .metadata()
            .map_err(|e| format!("cannot be read: {e}"))?;
        if !metadata.is_file() {
            return Err("not a regular file".into());
        }
        if metadata.len() > largest {
            return Err(format!(
                "{} bytes, more than a checkpoint within the memory limit can take ({largest})",
                metadata.len()
            ));
        }
        let mut bytes = Vec::with_capacity(metadata.len() as usize);
        // The bound holds even if the file grows while it is read.
        file.take(largest.saturating_add(1))
            .read_to_end(&mut bytes)
            .map_err(|e| format!("cannot be read: {e}"))?;
        if bytes.len() as u64 > largest {
            return Err(format!(
                "more than a checkpoint within the memory limit can take ({largest} bytes)"
            ));
        }
        Ok(bytes)
    }

    /// The search saved in `bytes` (a checkpoint file), to go on with: an error, naming what
    /// differs, when it was made for other `sealed.labels`, other `sealed.rules`, another `root` or other
    /// safe moves, or when the file is not a checkpoint, of another format, not sealed under
    /// `key` (changed, cut short, or saved by another user), or holds more than `max_bytes`
    /// (`memory`) or counters out of range.
    pub fn load(
        game: &Game,
        bytes: &[u8],
        sealed: Sealed,
        root: &State,
        max_bytes: usize,
        safe: SafeMoves,
        guides: &[Guide],
    ) -> Result<Search, String> {
        let Sealed { rules, labels, key } = sealed;
        if bytes.len() < 12 || &bytes[..8] != MAGIC {
            return Err("not a Cardwright search checkpoint".into());
        }
        let format = u32::from_le_bytes(bytes[8..12].try_into().expect("four bytes"));
        if format != CHECKPOINT_FORMAT {
            return Err(format!(
                "checkpoint format {format}; this Cardwright reads format {CHECKPOINT_FORMAT}"
            ));
        }
        let damaged = |why: &str| format!("damaged ({why})");
        let body_length = bytes
            .len()
            .checked_sub(SEAL)
            .filter(|&n| n >= 12)
            .ok_or_else(|| damaged("cut short"))?;
        let (body, seal) = bytes.split_at(body_length);
        if !sha256::same(&sha256::hmac(key, &[body]), seal) {
            return Err(
                "its seal does not match this user's checkpoint key: changed or cut \
                 short since it was saved, or saved by another user (docs/solver.md, \
                 \"Checkpoints\")"
                    .into(),
            );
        }
        let mut reader = Reader {
            bytes: body,
            at: 12,
        };
        let cut = |_| damaged("cut short");
        let count = reader.u32().map_err(cut)?;
        let mut theirs = Vec::new();
        for _ in 0..count {
            let name = reader.text().map_err(cut)?;
            let value = reader.text().map_err(cut)?;
            theirs.push((name, value));
        }
        let differs = differences(&theirs, labels);
        if !differs.is_empty() {
            return Err(format!("made for {}", differs.join("; ")));
        }
        if reader.take(32).map_err(cut)? != rules {
            return Err("made for other rules (the variant's rules IR differs)".into());
        }
        if reader.sized().map_err(cut)? != game.packed(root) {
            return Err("made from another position".into());
        }
        let mut saved_safe = Vec::new();
        put_safe(&mut saved_safe, &safe);
        if reader.take(saved_safe.len()).map_err(cut)? != saved_safe {
            return Err("made with other safe moves".into());
        }
        let nodes = reader.u64().map_err(cut)?;
        if nodes > CHECKPOINT_MAX_NODES {
            return Err(damaged(&format!(
                "a node count of {nodes}, above the largest a search makes, 2**53"
            )));
        }
        let frames = reader.u64().map_err(cut)?;
        if frames == 0 || frames > (body.len() / 16) as u64 {
            return Err(damaged(&format!(
                "{frames} frames of the line, where 1 to {} fit in the file",
                body.len() / 16
            )));
        }
        let frames = frames as usize;
        let mut next = Vec::with_capacity(frames);
        let mut lows = Vec::with_capacity(frames);
        for _ in 0..frames {
            next.push(reader.u64().map_err(cut)? as usize);
            lows.push(reader.u64().map_err(cut)?);
        }
        let mut line = Vec::with_capacity(frames - 1);
        for _ in 1..frames {
            line.push(reader.step().map_err(cut)?);
        }
        let positions = reader.u64().map_err(cut)?;
        if (frames as u64) > positions {
            return Err(damaged(&format!(
                "{frames} frames of the line but {positions} positions"
            )));
        }
        let positions = positions as usize;
        let table = reader.u64().map_err(cut)?;
        reader.at = reader.at.next_multiple_of(8);
        if (reader.at as u64).checked_add(table) != Some(body.len() as u64) {
            return Err(damaged("the table's size does not match the file's"));
        }
        let mut search = Search::new(game, root, max_bytes, safe, None, guides);
        if search.ended() {
            return Err("made from a won position".into());
        }
        search.seen = ArenaSet::from_key_bytes(&body[reader.at..]).map_err(|e| damaged(&e))?;
        if search.seen.len() != positions {
            return Err(damaged("the table's size does not match the file's"));
        }
        // The positions not proved lost, in the order reached (the table's order).
        search.pending = search
            .seen
            .entries()
            .filter(|&(_, marked, _)| !marked)
            .map(|(offset, ..)| offset)
            .collect();
        // The frames again, from the root down the line: each one's steps are recomputed
        // from its position (the same order: a plain search is deterministic), the line must
        // be the step before each frame's next one, and each position must be in the table,
        // where the frame's lowlink was not after it.
        for (i, (&at, &low)) in next.iter().zip(&lows).enumerate() {
            let frame = search
                .stack
                .last_mut()
                .expect("a frame per step of the line");
            game.guided_key(&search.guides, &search.current, &mut search.key);
            let Some((index, _)) = search.seen.find(&search.key) else {
                return Err(damaged("a position of the line is not in the table"));
            };
            if at > frame.steps.len() || low > index {
                return Err(damaged("a frame's next step or lowlink is out of range"));
            }
            (frame.next, frame.index, frame.low) = (at, index, low);
            let Some(&step) = line.get(i) else {
                break;
            };
            if at == 0 || frame.steps[at - 1] != step {
                return Err(damaged("the line does not follow the search's steps"));
            }
            let unpacked = step.step();
            let child = stepped(
                game,
                &search.current,
                search.cycle,
                &frame.turns.after,
                &unpacked,
            );
            search.line.push(step);
            let known = search.same_turns(&unpacked);
            let known = known
                .then(|| search.stack.last().map(|f| f.turns.clone()))
                .flatten();
            let depth = search.stack.len();
            let steps = search.steps(game, &child, depth, known.as_ref());
            let frame = search.stack.last_mut().expect("the frame stepped from");
            frame.position = Some(std::mem::replace(&mut search.current, child));
            search.push_frame(Frame::new(0, steps));
        }
        search.nodes = nodes;
        if search.memory() > max_bytes {
            return Err(format!(
                "it holds {positions} positions in {} bytes, more than the {max_bytes} the \
                 memory limit allows (give a larger one)",
                search.memory()
            ));
        }
        Ok(search)
    }
}

impl Drop for Search {
    fn drop(&mut self) {
        // A deep line holds many positions, each its own allocations, and a large table takes
        // a while to give back: freeing them took up to a second past the time limit, so a
        // large search is freed on another thread.
        if self.stack.len() > 4096 || self.seen.len() > 1 << 20 {
            let stack = std::mem::take(&mut self.stack);
            let seen = std::mem::replace(&mut self.seen, ArenaSet::new());
            std::thread::spawn(move || drop((stack, seen)));
        }
    }
}

/// What differs between a checkpoint's labels and the expected ones, as "seed 42 (not 43)".
fn differences(theirs: &[(String, String)], ours: &[(String, String)]) -> Vec<String> {
    let value = |labels: &[(String, String)], name: &str| {
        labels
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    let mut names: Vec<&str> = ours.iter().map(|(n, _)| n.as_str()).collect();
    names.extend(theirs.iter().map(|(n, _)| n.as_str()));
    let mut out = Vec::new();
    for (i, name) in names.iter().enumerate() {
        if names[..i].contains(name) {
            continue;
        }
        let (a, b) = (value(theirs, name), value(ours, name));
        if a != b {
            out.push(format!(
                "{} {} (not {})",
                shown(name),
                shown_label(a),
                shown_label(b)
            ));
        }
    }
    out
}

/// A label's value as an error shows it: "none" when absent; on one line, control characters
/// escaped, at most 60 characters (a file's labels are text the file gives).
fn shown_label(value: Option<String>) -> String {
    value.map_or_else(|| "none".into(), |v| shown(&v))
}

fn shown(text: &str) -> String {
    let escaped: String = text
        .chars()
        .flat_map(|c| {
            let escape = c.is_control() || c == '\u{2028}' || c == '\u{2029}';
            let mut one = c.escape_default().collect::<Vec<_>>();
            if !escape {
                one = vec![c];
            }
            one
        })
        .collect();
    match escaped.char_indices().nth(60) {
        Some((cut, _)) => format!("{}...", &escaped[..cut]),
        None => escaped,
    }
}

fn put_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
    out.extend_from_slice(bytes);
}

/// A streamlined search's steps (`Search::streamline`) of a position's `steps`: none takes a
/// card from a foundation, and the first that puts one there without turning the stock is
/// the only step.
fn streamlined(game: &Game, steps: &mut Vec<Step>) {
    let home = |zone: usize| game.zones[zone].is_foundation;
    steps.retain(|s| s.mv.action().is_some() || !home(s.mv.source().0));
    let homeward = steps.iter().find(|s| {
        s.turns == 0 && s.mv.action().is_none() && s.mv.target().is_some_and(|(z, _)| home(z))
    });
    if let Some(&only) = homeward {
        *steps = vec![only];
    }
}

/// The position `step` leads to from `current`, whose frame turned the stock (`cycle`) into
/// `turned` for the steps that start with turns.
pub(super) fn stepped(
    game: &Game,
    current: &State,
    cycle: Option<(usize, usize)>,
    turned: &[Turned],
    step: &Step,
) -> State {
    match (step.turns, cycle) {
        (0, _) | (_, None) => game.apply(current, &step.mv),
        (turns, Some(cycle)) => game.apply(
            &turned[turns as usize - 1].applied_to(current, cycle),
            &step.mv,
        ),
    }
}

/// The safe moves, sorted: the same moves given in another order are the same.
fn put_safe(out: &mut Vec<u8>, safe: &SafeMoves) {
    let mut ranks = safe.ranks.clone();
    ranks.sort_unstable();
    let mut not_from = safe.not_from.clone();
    not_from.sort_unstable();
    out.extend_from_slice(&(ranks.len() as u32).to_le_bytes());
    for &(zone, ranks) in &ranks {
        out.extend_from_slice(&(zone as u32).to_le_bytes());
        out.extend_from_slice(&ranks.to_le_bytes());
    }
    out.extend_from_slice(&(not_from.len() as u32).to_le_bytes());
    for &zone in &not_from {
        out.extend_from_slice(&(zone as u32).to_le_bytes());
    }
    out.push(safe.cards.is_some() as u8);
}

fn put_step(out: &mut Vec<u8>, step: &PackedStep) {
    let fields = [
        step.turns,
        step.source.0,
        step.source.1,
        step.target.0,
        step.target.1,
        step.count,
        step.action,
    ];
    for field in fields {
        out.extend_from_slice(&field.to_le_bytes());
    }
}

/// Reads a checkpoint's fields; `Err(())` when the bytes end first.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], ()> {
        let end = self.at.checked_add(n).ok_or(())?;
        let part = self.bytes.get(self.at..end).ok_or(())?;
        self.at = end;
        Ok(part)
    }

    fn u16(&mut self) -> Result<u16, ()> {
        Ok(u16::from_le_bytes(
            self.take(2)?.try_into().map_err(|_| ())?,
        ))
    }

    fn u32(&mut self) -> Result<u32, ()> {
        Ok(u32::from_le_bytes(
            self.take(4)?.try_into().map_err(|_| ())?,
        ))
    }

    fn u64(&mut self) -> Result<u64, ()> {
        Ok(u64::from_le_bytes(
            self.take(8)?.try_into().map_err(|_| ())?,
        ))
    }

    fn sized(&mut self) -> Result<&'a [u8], ()> {
        let n = self.u32()? as usize;
        self.take(n)
    }

    fn text(&mut self) -> Result<String, ()> {
        Ok(String::from_utf8_lossy(self.sized()?).into_owned())
    }

    fn step(&mut self) -> Result<PackedStep, ()> {
        Ok(PackedStep {
            turns: self.u16()?,
            source: (self.u16()?, self.u16()?),
            target: (self.u16()?, self.u16()?),
            count: self.u16()?,
            action: self.u16()?,
        })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::keys::tests::MINI_CANFIELD;
    use crate::engine::tests::{GOLF, KLONDIKE};
    use crate::engine::{Limits, Shuffle};

    fn game() -> Game {
        // Golf with 21 cards (three suits of seven ranks, three piles of four): every deal is
        // searched to the end in a moment.
        let mut ir: serde_json::Value = serde_json::from_str(GOLF).expect("JSON");
        ir["name"] = "mini-golf".into();
        ir["suits"] = "SHD".into();
        ir["ranks"] = serde_json::json!([1, 2, 3, 4, 5, 6, 7]);
        ir["zones"][0]["count"] = 3.into();
        ir["zones"][0]["deal"]["count"] = 4.into();
        Game::from_json(&ir.to_string()).expect("mini golf compiles")
    }

    #[test]
    fn a_position_made_by_a_move_off_the_stock_and_waste_lists_its_parents_turns() {
        // Random lines of Klondike and of Mini Canfield (whose spaces the reserve refills):
        // after a card move not from the waste, the steps listed with the parent's turns are
        // the steps listed from scratch, in the same order.
        for ir in [KLONDIKE, MINI_CANFIELD] {
            reuses_its_parents_turns(&Game::from_json(ir).unwrap());
        }
    }

    fn reuses_its_parents_turns(game: &Game) {
        let zones = game.stock_cycle().expect("the stock folds");
        let search = Search::new(game, &game.deal(1), 10, SafeMoves::default(), None, &[]);
        let (mut reused, mut moved) = (0, 0);
        for seed in 1..40 {
            let mut picks = crate::pcg::Pcg32::new(seed, 3);
            let mut state = game.deal(seed);
            let safe = SafeMoves::default();
            let (mut steps, mut turns) = game.ordered_steps(&state, &safe, zones, None);
            for _ in 0..100 {
                if steps.is_empty() {
                    break;
                }
                let step = steps[picks.below(steps.len() as u32) as usize];
                let next = stepped(game, &state, Some(zones), &turns.after, &step);
                let fresh = game.ordered_steps(&next, &safe, zones, None);
                // The turns, played on the stock and waste alone, are those of the position.
                let mut whole = next.clone();
                for turned in fresh.1.after.iter() {
                    let turn = game.only_action(&whole).expect("a turn");
                    whole = game.apply(&whole, &turn);
                    assert!(
                        Turned::of(&whole, zones.0, zones.1) == *turned,
                        "seed {seed}"
                    );
                }
                if search.same_turns(&step) {
                    let known = game.ordered_steps(&next, &safe, zones, Some(&turns));
                    let packed = |s: &[Step]| s.iter().map(|s| s.packed()).collect::<Vec<_>>();
                    assert_eq!(packed(&known.0), packed(&fresh.0), "seed {seed}");
                    assert!(known.1.after == fresh.1.after && known.1.bare == fresh.1.bare);
                    reused += 1;
                } else {
                    moved += 1;
                }
                (state, steps, turns) = (next, fresh.0, fresh.1);
            }
        }
        assert!(reused > 500 && moved > 100, "{reused} reused, {moved} not");
    }

    pub(crate) fn mini_klondike(piles: usize) -> Game {
        // Klondike draw 3 with 24 cards (four suits of six ranks) and fewer piles: moves go
        // back and forth, so positions are reached again while still being searched, and
        // every deal is searched to the end in a moment.
        let mut ir: serde_json::Value = serde_json::from_str(KLONDIKE).expect("JSON");
        ir["name"] = "mini-klondike".into();
        ir["ranks"] = serde_json::json!([1, 2, 3, 4, 5, 6]);
        ir["zones"][3]["count"] = piles.into();
        ir["zones"][3]["deal"]["stop"] = piles.into();
        ir["zones"][3]["empty"]["ranks"] = serde_json::json!([6]);
        Game::from_json(&ir.to_string()).expect("mini Klondike compiles")
    }

    #[test]
    fn a_streamlined_search_wins_only_deals_that_are_won_and_proves_nothing() {
        // docs/solver.md, "Streamlined run": small Klondike deals, whose foundation gives
        // cards back. Where the plain search proves a deal lost the streamlined search finds
        // no win and ends stopped, never unwinnable; where it wins, its line replays to a win
        // and never takes a card from a foundation; and the plain search takes in none of its
        // positions, though it marked some lost within its own moves.
        let game = mini_klondike(3);
        let safe = SafeMoves::default();
        let home = |zone: usize| game.zones[zone].is_foundation;
        let (mut won, mut lost, mut found) = (0, 0, 0);
        for seed in 1..=200 {
            let root = game.deal(seed);
            let (plain, ..) = game.solve(&root, Limits::bytes(1 << 32), &safe, None, &[]);
            let mut streamlined = Search::new(&game, &root, 1 << 32, safe.clone(), None, &[]);
            streamlined.streamline(&game);
            let (end, _) = streamlined.run(&game, None, None, None);
            match (&plain, &end) {
                (SolveEnd::Won(_), SolveEnd::Won(line)) => {
                    assert!(line
                        .iter()
                        .all(|m| m.action().is_some() || !home(m.source().0)));
                    let mut state = root.clone();
                    for mv in line {
                        state = game.apply(&state, mv);
                    }
                    assert!(game.is_won(&state), "seed {seed}");
                    found += 1;
                }
                (SolveEnd::Won(_), SolveEnd::Stopped(_)) => won += 1,
                (SolveEnd::Unwinnable, SolveEnd::Stopped(_)) => {
                    let mut taker = Search::new(&game, &root, 1 << 32, safe.clone(), None, &[]);
                    assert!(streamlined.proved() > 0, "seed {seed}");
                    assert_eq!(taker.absorb(&streamlined), 0, "seed {seed}");
                    lost += 1;
                }
                other => panic!("seed {seed}: {other:?}"),
            }
        }
        assert!(
            found > 0 && lost > 0,
            "{found} found, {won} missed, {lost} lost"
        );
    }

    /// A restart of `root` (its first moves shuffled) stopped after `nodes` moves.
    fn stopped_restart(game: &Game, root: &State, seed: u64, nodes: u64) -> Search {
        let shuffle = Shuffle { seed, depth: 6 };
        let safe = SafeMoves::default();
        let mut restart = Search::new(game, root, 1 << 32, safe, Some(shuffle), &[]);
        restart.run(game, Some(nodes), None, None);
        restart
    }

    #[test]
    fn every_position_a_stopped_search_proved_lost_is_lost() {
        // A restart run a step at a time, stopped part way: each position it searched and
        // marked proved lost has no win (a search of its own from it finds none).
        let game = mini_klondike(4);
        let safe = SafeMoves::default();
        let (mut checked, mut open) = (0, 0);
        for seed in 1..=30 {
            let root = game.deal(seed);
            let shuffle = Shuffle { seed, depth: 6 };
            let mut restart = Search::new(&game, &root, 1 << 32, safe.clone(), Some(shuffle), &[]);
            let mut searched = vec![root.clone()];
            for _ in 0..3000 {
                if !matches!(
                    restart.run(&game, Some(1), None, None).0,
                    SolveEnd::Stopped(_)
                ) {
                    break;
                }
                if searched.last() != Some(&restart.current) {
                    searched.push(restart.current.clone());
                }
            }
            let mut key = Vec::new();
            for state in &searched {
                game.guided_key(&[], state, &mut key);
                if restart.seen.holds_marked(&key) {
                    let (end, ..) = game.solve(state, Limits::bytes(1 << 32), &safe, None, &[]);
                    assert_eq!(end, SolveEnd::Unwinnable, "seed {seed}");
                    checked += 1;
                } else {
                    open += 1;
                }
            }
        }
        assert!(
            checked > 300 && open > 500,
            "{checked} proofs checked, {open} not proved"
        );
    }

    #[test]
    fn a_search_given_anothers_proofs_ends_the_same_and_a_restart_wins_the_same_way() {
        // Mini Klondike's deals are won, mini Golf's mostly lost.
        let safe = SafeMoves::default();
        let (mut won, mut lost) = (0, 0);
        for game in [mini_klondike(4), game()] {
            for seed in 1..=20 {
                let root = game.deal(seed);
                let (alone, nodes, ..) =
                    game.solve(&root, Limits::bytes(1 << 32), &safe, None, &[]);
                let restart = stopped_restart(&game, &root, seed, 150);
                // Given as proofs to look up, and taken into the table.
                let mut beside = Search::new(&game, &root, 1 << 32, safe.clone(), None, &[]);
                let (end, tried) = beside.run(&game, None, None, Some(&restart));
                let mut taking = Search::new(&game, &root, 1 << 32, safe.clone(), None, &[]);
                taking.absorb(&restart);
                assert_eq!(taking.proved(), restart.proved());
                let (taken, taken_tried) = taking.run(&game, None, None, None);
                for (end, tried) in [(&end, tried), (&taken, taken_tried)] {
                    match (&alone, end) {
                        (SolveEnd::Unwinnable, SolveEnd::Unwinnable) => assert!(tried <= nodes),
                        (SolveEnd::Won(_), SolveEnd::Won(moves)) => {
                            let last = moves.iter().fold(root.clone(), |s, m| game.apply(&s, m));
                            assert!(game.is_won(&last), "seed {seed}");
                        }
                        _ => panic!("seed {seed}: {alone:?} alone, {end:?} with proofs"),
                    }
                }
                // A restart given the stopped plain search's proofs (those it also meets
                // skipped) follows the same order among the others: the same end, the
                // same winning line, and no more moves tried.
                let mut plain = Search::new(&game, &root, 1 << 32, safe.clone(), None, &[]);
                plain.run(&game, Some(200), None, None);
                let shuffle = Some(Shuffle { seed, depth: 6 });
                let mut one = Search::new(&game, &root, 1 << 32, safe.clone(), shuffle, &[]);
                let mut two = Search::new(&game, &root, 1 << 32, safe.clone(), shuffle, &[]);
                let (first, first_tried) = one.run(&game, None, None, None);
                let (second, second_tried) = two.run(&game, None, None, Some(&plain));
                assert_eq!(first, second, "seed {seed}");
                assert!(second_tried <= first_tried, "seed {seed}");
                if matches!(alone, SolveEnd::Won(_)) {
                    won += 1;
                } else {
                    lost += 1;
                }
            }
        }
        assert!(won > 10 && lost > 10, "{won} won, {lost} lost");
    }

    fn labels(seed: u64) -> Vec<(String, String)> {
        vec![
            ("variant".into(), "mini-golf".into()),
            ("seed".into(), seed.to_string()),
        ]
    }

    const KEY: &[u8] = &[5; 32];

    fn temp(name: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!("cardwright-{}-{name}", std::process::id()))
    }

    #[test]
    fn a_search_run_in_pieces_ends_as_one_run_with_the_same_nodes() {
        let game = game();
        let mut ends = Vec::new();
        for seed in 1..=30 {
            let root = game.deal(seed);
            let (end, nodes, ..) = game.solve(
                &root,
                Limits::bytes(1 << 32),
                &SafeMoves::default(),
                None,
                &[],
            );
            let mut search = Search::new(&game, &root, 1 << 32, SafeMoves::default(), None, &[]);
            let mut total = 0;
            let last = loop {
                let (piece, tried) = search.run(&game, Some(7), None, None);
                assert!(tried <= 7);
                total += tried;
                if !matches!(piece, SolveEnd::Stopped(_)) {
                    break piece;
                }
            };
            assert_eq!((&last, total), (&end, nodes), "seed {seed}");
            assert_eq!(search.run(&game, Some(7), None, None), (end.clone(), 0)); // it stays ended
            ends.push(matches!(end, SolveEnd::Won(_)));
        }
        assert!(ends.contains(&true) && ends.contains(&false)); // wins and proofs both compared
    }

    #[test]
    fn a_full_table_stops_the_search_and_takes_no_step() {
        let game = game();
        let root = game.deal(3);
        let fresh = Search::new(&game, &root, usize::MAX, SafeMoves::default(), None, &[]);
        let budget = fresh.memory() + 6_000;
        let mut search = Search::new(&game, &root, budget, SafeMoves::default(), None, &[]);
        let (end, _) = search.run(&game, None, None, None);
        assert_eq!(end, SolveEnd::Stopped("memory limit reached"));
        assert!(search.positions() > 5 && search.memory() <= budget);
        assert_eq!(search.run(&game, None, None, None), (end, 0));
    }

    #[test]
    fn a_saved_search_goes_on_to_the_same_end_with_the_same_nodes() {
        let game = game();
        let path = temp("resume");
        let mut resumed = 0;
        for seed in 1..=30 {
            let root = game.deal(seed);
            let (end, nodes, ..) = game.solve(
                &root,
                Limits::bytes(1 << 32),
                &SafeMoves::default(),
                None,
                &[],
            );
            let mut search = Search::new(&game, &root, 1 << 32, SafeMoves::default(), None, &[]);
            if !matches!(
                search.run(&game, Some(40), None, None).0,
                SolveEnd::Stopped(_)
            ) {
                continue;
            }
            search
                .save(&game, &[7; 32], &labels(seed), KEY, &path)
                .expect("saved");
            let bytes = std::fs::read(&path).expect("read");
            let mut loaded = Search::load(
                &game,
                &bytes,
                Sealed {
                    rules: &[7; 32],
                    labels: &labels(seed),
                    key: KEY,
                },
                &root,
                1 << 32,
                SafeMoves::default(),
                &[],
            )
            .expect("loaded");
            assert_eq!(loaded.nodes(), 40);
            assert_eq!(loaded.positions(), search.positions());
            assert_eq!(loaded.proved(), search.proved());
            assert_eq!(loaded.run(&game, None, None, None).0, end, "seed {seed}");
            assert_eq!(loaded.nodes(), nodes, "seed {seed}");
            resumed += 1;
        }
        std::fs::remove_file(&path).ok();
        assert!(resumed > 10);
    }

    #[test]
    fn a_checkpoint_for_something_else_or_damaged_is_refused_naming_why() {
        let game = game();
        let path = temp("refused");
        let root = game.deal(1);
        let mut search = Search::new(&game, &root, 1 << 32, SafeMoves::default(), None, &[]);
        assert!(matches!(
            search.run(&game, Some(10), None, None).0,
            SolveEnd::Stopped(_)
        ));
        search
            .save(&game, &[7; 32], &labels(1), KEY, &path)
            .expect("saved");
        let bytes = std::fs::read(&path).expect("read");
        std::fs::remove_file(&path).ok();
        let load = |bytes: &[u8], rules: &[u8; 32], labels: &[(String, String)], root: &State| {
            Search::load(
                &game,
                bytes,
                Sealed {
                    rules,
                    labels,
                    key: KEY,
                },
                root,
                1 << 32,
                SafeMoves::default(),
                &[],
            )
            .err()
            .expect("refused")
        };
        let other = game.deal(2);
        assert_eq!(
            load(&bytes, &[7; 32], &labels(2), &other),
            "made for seed 1 (not 2)"
        );
        assert_eq!(
            load(&bytes, &[7; 32], &labels(1), &other),
            "made from another position"
        );
        assert!(load(&bytes, &[8; 32], &labels(1), &root).contains("other rules"));
        let safe = SafeMoves {
            ranks: vec![(1, 2)],
            ..SafeMoves::default()
        };
        let refused = Search::load(
            &game,
            &bytes,
            Sealed {
                rules: &[7; 32],
                labels: &labels(1),
                key: KEY,
            },
            &root,
            9,
            safe,
            &[],
        );
        assert_eq!(refused.err().as_deref(), Some("made with other safe moves"));
        let shuffled = |ranks: Vec<(usize, u16)>, not_from: Vec<usize>| SafeMoves {
            ranks,
            not_from,
            cards: None,
        };
        let mut two = Search::new(
            &game,
            &root,
            1 << 32,
            shuffled(vec![(1, 2), (0, 4)], vec![2, 0]),
            None,
            &[],
        );
        two.run(&game, Some(10), None, None);
        two.save(&game, &[7; 32], &labels(1), KEY, &path)
            .expect("saved");
        let bytes = std::fs::read(&path).expect("read");
        std::fs::remove_file(&path).ok();
        let again = shuffled(vec![(0, 4), (1, 2)], vec![0, 2]);
        assert!(Search::load(
            &game,
            &bytes,
            Sealed {
                rules: &[7; 32],
                labels: &labels(1),
                key: KEY,
            },
            &root,
            1 << 32,
            again,
            &[]
        )
        .is_ok());
        for cut in [0, 5, 11, 12, 30, bytes.len() - 9, bytes.len() - 1] {
            assert!(
                load(&bytes[..cut], &[7; 32], &labels(1), &root).len() > 10,
                "cut at {cut}"
            );
        }
        assert!(load(&bytes[..bytes.len() - 1], &[7; 32], &labels(1), &root).contains("seal"));
        let mut flipped = bytes.clone();
        flipped[bytes.len() / 2] ^= 1;
        assert!(load(&flipped, &[7; 32], &labels(1), &root).contains("seal"));
        let mut newer = bytes.clone();
        newer[8] = CHECKPOINT_FORMAT as u8 + 1;
        let refused = load(&newer, &[7; 32], &labels(1), &root);
        assert!(refused.contains(&format!("format {}", CHECKPOINT_FORMAT + 1)));
        assert!(load(b"hello", &[7; 32], &labels(1), &root).contains("not a Cardwright"));
    }

    /// A stopped search of mini golf's deal 1, saved: its bytes.
    fn saved_bytes(name: &str) -> Vec<u8> {
        let game = game();
        let path = temp(name);
        let root = game.deal(1);
        let mut search = Search::new(&game, &root, 1 << 32, SafeMoves::default(), None, &[]);
        search.run(&game, Some(10), None, None);
        search
            .save(&game, &[7; 32], &labels(1), KEY, &path)
            .expect("saved");
        let bytes = std::fs::read(&path).expect("read");
        std::fs::remove_file(&path).ok();
        bytes
    }

    /// `bytes` with `edit` made to its body and sealed again under `KEY`, as a holder of the
    /// key could.
    fn resealed(bytes: &[u8], edit: impl FnOnce(&mut Vec<u8>)) -> Vec<u8> {
        let mut body = bytes[..bytes.len() - SEAL].to_vec();
        edit(&mut body);
        let seal = sha256::hmac(KEY, &[&body]);
        body.extend_from_slice(&seal);
        body
    }

    fn load_mini(bytes: &[u8], key: &[u8], max_bytes: usize) -> Result<Search, String> {
        let game = game();
        let root = game.deal(1);
        let safe = SafeMoves::default();
        Search::load(
            &game,
            bytes,
            Sealed {
                rules: &[7; 32],
                labels: &labels(1),
                key,
            },
            &root,
            max_bytes,
            safe,
            &[],
        )
    }

    #[test]
    fn a_checkpoint_is_taken_in_only_under_the_key_it_was_sealed_with() {
        let bytes = saved_bytes("sealed");
        assert!(load_mini(&bytes, KEY, 1 << 32).is_ok());
        let refused = load_mini(&bytes, &[6; 32], 1 << 32).err().expect("refused");
        assert!(refused.contains("seal does not match"), "{refused}");
        // Any byte changed: the table's, a counter's, the seal's.
        for at in [20, bytes.len() / 2, bytes.len() - 40, bytes.len() - 1] {
            let mut changed = bytes.clone();
            changed[at] ^= 0x10;
            assert!(load_mini(&changed, KEY, 1 << 32).is_err(), "byte {at}");
        }
    }

    #[test]
    fn a_resealed_checkpoint_with_counters_out_of_range_is_refused() {
        let bytes = saved_bytes("counters");
        let search = load_mini(&bytes, KEY, 1 << 32).expect("loaded");
        // The node count is the first u64 after the safe moves: find it by its value.
        let nodes = search.nodes().to_le_bytes();
        let at = bytes
            .windows(8)
            .position(|w| w == nodes)
            .expect("the node count");
        let huge = resealed(&bytes, |b| {
            b[at..at + 8].copy_from_slice(&u64::MAX.to_le_bytes())
        });
        let refused = load_mini(&huge, KEY, 1 << 32).err().expect("refused");
        assert!(
            refused.contains("node count of 18446744073709551615"),
            "{refused}"
        );
        let frames = resealed(&bytes, |b| b[at + 8..at + 16].copy_from_slice(&[0xff; 8]));
        let refused = load_mini(&frames, KEY, 1 << 32).err().expect("refused");
        assert!(refused.contains("frames of the line"), "{refused}");
        let (positions, memory) = (search.positions(), search.memory());
        assert!(load_mini(&bytes, KEY, memory).is_ok());
        let refused = load_mini(&bytes, KEY, memory - 1).err().expect("refused");
        assert!(
            refused.contains(&format!("holds {positions} positions in {memory} bytes")),
            "{refused}"
        );
    }

    #[test]
    fn only_a_regular_file_within_the_bound_is_read() {
        let dir = temp("a-directory");
        std::fs::create_dir_all(&dir).expect("made");
        let refused = Search::read_file(&dir, 1000).expect_err("refused");
        assert_eq!(refused, "not a regular file");
        std::fs::remove_dir(&dir).ok();
        assert_eq!(
            Search::read_file(Path::new("/dev/zero"), 1000),
            Err("not a regular file".into())
        );
        let path = temp("large");
        std::fs::write(&path, [0u8; 100]).expect("written");
        let refused = Search::read_file(&path, 99).expect_err("refused");
        assert!(refused.starts_with("100 bytes, more than"), "{refused}");
        assert_eq!(Search::read_file(&path, 100).map(|b| b.len()), Ok(100));
        std::fs::remove_file(&path).ok();
    }

    #[test]
    fn a_checkpoint_is_smaller_than_the_search_it_saves() {
        // `largest_file` bounds a file by the memory limit: a search within it writes less.
        let game = game();
        let path = temp("bound");
        let safe = SafeMoves::default();
        for seed in 1..=12 {
            let root = game.deal(seed);
            for nodes in [10, 2_000, 40_000] {
                let mut search = Search::new(&game, &root, 1 << 32, safe.clone(), None, &[]);
                if !matches!(
                    search.run(&game, Some(nodes), None, None).0,
                    SolveEnd::Stopped(_)
                ) {
                    break;
                }
                search
                    .save(&game, &[7; 32], &labels(seed), KEY, &path)
                    .expect("saved");
                let written = std::fs::metadata(&path).expect("saved").len();
                let bound =
                    Search::largest_file(&game, &root, &labels(seed), &safe, search.memory());
                assert!(
                    written <= bound,
                    "seed {seed}, {nodes} nodes: {written} > {bound}"
                );
            }
        }
        std::fs::remove_file(&path).ok();
    }

    #[test]
    fn a_label_that_differs_is_told_on_one_line_and_short() {
        let ours = vec![("seed".to_string(), "5".to_string())];
        let theirs = vec![("seed".to_string(), format!("4\n2{}", "x".repeat(100)))];
        let told = differences(&theirs, &ours);
        assert_eq!(told, [format!("seed 4\\n2{}... (not 5)", "x".repeat(56))]);
    }
}
