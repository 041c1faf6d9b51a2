//! Worker threads kept for the life of a batch (crate::vector): each step runs one job on
//! all of them and on the caller. Spawning threads on every step cost more than the second
//! core gave: each new thread starts a new allocator heap, and every position it made was
//! then freed by another thread (docs/rl.md, "Speed").

use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;

/// A job every thread runs once per round; it borrows the caller's data, which outlives the
/// round because `Pool::run` returns only when every worker has finished it.
type Job<'a> = &'a (dyn Fn() + Sync);

/// A job with its borrow's lifetime erased, to hand to the workers.
#[derive(Clone, Copy)]
struct ErasedJob(*const (dyn Fn() + Sync + 'static));

// Safety: the job is `Sync`, and `Pool::run` waits for every worker to finish with it
// before the data it borrows can go.
unsafe impl Send for ErasedJob {}

struct Round {
    job: Option<ErasedJob>,
    /// Counts the rounds: a worker runs each once.
    number: u64,
    /// Workers still running this round.
    running: usize,
    /// A worker's job panicked this round.
    panicked: bool,
    closing: bool,
}

struct Shared {
    round: Mutex<Round>,
    started: Condvar,
    finished: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Round> {
        // A job's panic is caught outside the lock, so the lock is never poisoned by one.
        self.round
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

thread_local! {
    /// A worker's number in its pool (1 on); 0 on any other thread, the caller's.
    static THREAD_INDEX: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// The number of the thread running a job in its pool: 0 for the caller, 1 on for the
/// workers, the same from round to round (a job can give each thread the same share of the
/// work every round, which stays in that core's caches).
pub fn thread_index() -> usize {
    THREAD_INDEX.get()
}

/// The caller and `threads - 1` kept worker threads.
pub struct Pool {
    shared: Arc<Shared>,
    workers: Vec<JoinHandle<()>>,
    /// Held for a whole round: two callers at once would overwrite each other's job while a
    /// worker still runs the first (whose borrow the erasure in `run` relies on).
    rounds: Mutex<()>,
}

impl Pool {
    /// A pool of `threads` threads in all, the caller's included (at least one).
    pub fn new(threads: usize) -> Pool {
        let shared = Arc::new(Shared {
            round: Mutex::new(Round {
                job: None,
                number: 0,
                running: 0,
                panicked: false,
                closing: false,
            }),
            started: Condvar::new(),
            finished: Condvar::new(),
        });
        let workers = (1..threads.max(1))
            .map(|index| {
                let shared = Arc::clone(&shared);
                std::thread::Builder::new()
                    .name("cardwright-step".into())
                    .spawn(move || {
                        THREAD_INDEX.set(index);
                        work(&shared)
                    })
                    .expect("a worker thread starts")
            })
            .collect();
        Pool {
            shared,
            workers,
            rounds: Mutex::new(()),
        }
    }

    /// The threads a round runs on, the caller's included.
    pub fn threads(&self) -> usize {
        self.workers.len() + 1
    }

    /// Runs `job` once on every thread of the pool, the caller's included, and returns when
    /// all have finished; a panic in any of them is raised here after that.
    pub fn run(&self, job: Job<'_>) {
        if self.workers.is_empty() {
            job();
            return;
        }
        let _one_round = self.rounds.lock().unwrap_or_else(|p| p.into_inner());
        // Safety: the lifetime is erased only while the workers run the job: this function
        // returns (or unwinds) only after every worker has finished it.
        let erased = ErasedJob(unsafe {
            std::mem::transmute::<Job<'_>, *const (dyn Fn() + Sync + 'static)>(job)
        });
        {
            let mut round = self.shared.lock();
            round.job = Some(erased);
            round.number += 1;
            round.running = self.workers.len();
            round.panicked = false;
        }
        self.shared.started.notify_all();
        let mine = catch_unwind(AssertUnwindSafe(job));
        let mut round = self.shared.lock();
        while round.running > 0 {
            round = self
                .shared
                .finished
                .wait(round)
                .unwrap_or_else(|poisoned| poisoned.into_inner());
        }
        round.job = None;
        let panicked = round.panicked;
        drop(round);
        if let Err(panic) = mine {
            resume_unwind(panic);
        }
        if panicked {
            panic!("a worker thread panicked");
        }
    }
}

/// A worker's life: wait for a round, run its job, say so; until the pool closes.
fn work(shared: &Shared) {
    let mut done = 0;
    loop {
        let job = {
            let mut round = shared.lock();
            while round.number == done && !round.closing {
                round = shared
                    .started
                    .wait(round)
                    .unwrap_or_else(|poisoned| poisoned.into_inner());
            }
            if round.closing {
                return;
            }
            done = round.number;
            round.job
        };
        // Safety: the job stays alive until this worker reports the round finished.
        let ran = job.map(|job| catch_unwind(AssertUnwindSafe(|| unsafe { (*job.0)() })));
        let mut round = shared.lock();
        round.panicked |= matches!(ran, Some(Err(_)));
        round.running -= 1;
        if round.running == 0 {
            shared.finished.notify_one();
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.shared.lock().closing = true;
        self.shared.started.notify_all();
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn every_thread_runs_each_round_once() {
        let pool = Pool::new(3);
        let runs = AtomicUsize::new(0);
        for round in 1..=50 {
            pool.run(&|| {
                runs.fetch_add(1, Ordering::Relaxed);
            });
            assert_eq!(runs.load(Ordering::Relaxed), round * 3);
        }
    }

    #[test]
    fn each_thread_keeps_its_number_from_round_to_round() {
        let pool = Pool::new(3);
        let seen = std::sync::Mutex::new(Vec::new());
        for _ in 0..20 {
            pool.run(&|| {
                let id = std::thread::current().id();
                seen.lock().unwrap().push((thread_index(), id));
            });
        }
        let mut seen = seen.into_inner().unwrap();
        seen.sort_by_key(|&(index, _)| index);
        seen.dedup();
        let numbers: Vec<usize> = seen.iter().map(|&(index, _)| index).collect();
        assert_eq!(
            numbers,
            [0, 1, 2],
            "one thread a number, the same every round"
        );
        assert_eq!(seen[0].1, std::thread::current().id(), "0 is the caller");
    }

    #[test]
    fn a_worker_panic_is_raised_to_the_caller_and_the_pool_goes_on() {
        let pool = Pool::new(2);
        let caller = std::thread::current().id();
        let raised = catch_unwind(AssertUnwindSafe(|| {
            pool.run(&|| {
                if std::thread::current().id() != caller {
                    panic!("a worker fails");
                }
            })
        }));
        assert!(raised.is_err());
        let runs = AtomicUsize::new(0);
        pool.run(&|| {
            runs.fetch_add(1, Ordering::Relaxed);
        });
        assert_eq!(runs.load(Ordering::Relaxed), 2);
    }
}
