//! The engine worker: one queue for all engine work of this process. Jobs
//! have a kind, and the kind is their priority (a bot's move, then the
//! judgement of a draw offer, then analysis); jobs of one kind run in the
//! order they came. A fixed number of threads (not the async runtime's)
//! take the most urgent job. Every job has a stop flag, set when it is no
//! longer wanted (its game ended, its asker went away): a waiting job is
//! then dropped unrun and a running search stops at its next check.
//!
//! The worker also keeps a search table per bot game, so the bot's search
//! for its next move starts from what it learnt on the previous one; the
//! tables of the games least recently used are dropped beyond a bound.

use std::collections::{BinaryHeap, HashMap};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use alice_engine::variant::EnginePosition;
use alice_engine::Searcher;

/// A kept searcher of any game: the game's `Searcher<P>`, boxed.
pub type AnySearcher = Box<dyn std::any::Any + Send>;

/// A game whose searchers the worker keeps per game: every game the
/// engine plays.
pub trait Tabled: EnginePosition + Send + 'static {
    fn wrap(s: Searcher<Self>) -> AnySearcher;
    /// The searcher kept, if it is this game's.
    fn unwrap(s: AnySearcher) -> Option<Searcher<Self>>;
}

impl<P: EnginePosition + Send + 'static> Tabled for P
where
    Searcher<P>: Send,
{
    fn wrap(s: Searcher<P>) -> AnySearcher {
        Box::new(s)
    }
    fn unwrap(s: AnySearcher) -> Option<Searcher<P>> {
        s.downcast().ok().map(|s| *s)
    }
}

/// What a job is for; earlier kinds run first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum JobKind {
    BotMove,
    DrawJudge,
    Analysis,
}

impl JobKind {
    pub fn name(self) -> &'static str {
        match self {
            JobKind::BotMove => "bot move",
            JobKind::DrawJudge => "draw judgement",
            JobKind::Analysis => "analysis",
        }
    }
}

/// A job did not run to its end: it was cancelled (or the worker stopped).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancelled;

/// A queued job's answer. Dropping it before the answer came cancels the
/// job (its asker went away).
pub struct Job<T> {
    rx: tokio::sync::oneshot::Receiver<T>,
    stop: Arc<AtomicBool>,
    done: bool,
}

impl<T> std::future::Future for Job<T> {
    type Output = Result<T, Cancelled>;

    fn poll(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Self::Output> {
        let answer = match std::pin::Pin::new(&mut self.rx).poll(cx) {
            std::task::Poll::Pending => return std::task::Poll::Pending,
            std::task::Poll::Ready(a) => a,
        };
        self.done = true;
        // A job stopped while it ran gives an answer cut short.
        let stopped = self.stop.load(Ordering::Relaxed);
        std::task::Poll::Ready(answer.ok().filter(|_| !stopped).ok_or(Cancelled))
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        if !self.done {
            self.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// The transposition table of a bot move's search, in MB.
pub const BOT_HASH_MB: usize = 16;

/// A job: runs, and returns how to deliver its answer (called once the
/// job is counted).
type Work = Box<dyn FnOnce(&AtomicBool) -> Box<dyn FnOnce() + Send> + Send>;

struct Queued {
    kind: JobKind,
    seq: u64,
    /// When it was queued.
    at: std::time::Instant,
    game: Option<i64>,
    stop: Arc<AtomicBool>,
    work: Work,
}

impl PartialEq for Queued {
    fn eq(&self, other: &Self) -> bool {
        (self.kind, self.seq) == (other.kind, other.seq)
    }
}
impl Eq for Queued {}
impl PartialOrd for Queued {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Queued {
    /// The heap's greatest is the most urgent: the first kind, then the
    /// oldest.
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (other.kind, other.seq).cmp(&(self.kind, self.seq))
    }
}

#[derive(Default)]
struct State {
    queue: BinaryHeap<Queued>,
    seq: u64,
    /// Stop flags of the jobs running now, with their game.
    running: Vec<(Option<i64>, Arc<AtomicBool>)>,
    shutdown: bool,
}

/// How many jobs of each kind ran to their end, and were dropped or
/// stopped because they were cancelled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EngineStats {
    pub finished: [u64; 3],
    pub cancelled: [u64; 3],
}

struct Shared {
    state: Mutex<State>,
    wake: Condvar,
    tables: Mutex<Tables>,
    finished: [AtomicU64; 3],
    cancelled: [AtomicU64; 3],
    /// Jobs running now, by kind.
    running: [AtomicU64; 3],
    /// The order in which jobs started (kinds), kept for the tests of
    /// priorities when `trace` is on.
    trace: Mutex<Option<Vec<JobKind>>>,
}

/// Bot games' searchers, by game, with the time of last use.
#[derive(Default)]
struct Tables {
    by_game: HashMap<i64, (AnySearcher, u64)>,
    clock: u64,
}

/// The handle the service owns; dropping it stops the threads once the
/// jobs running end (waiting ones are cancelled).
pub struct Engine {
    shared: Arc<Shared>,
    max_tables: usize,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Engine {
    /// A worker with `threads` threads (at least one).
    pub fn new(threads: usize) -> Engine {
        let threads = threads.max(1);
        let shared = Arc::new(Shared {
            state: Mutex::new(State::default()),
            wake: Condvar::new(),
            tables: Mutex::new(Tables::default()),
            finished: Default::default(),
            running: Default::default(),
            cancelled: Default::default(),
            trace: Mutex::new(None),
        });
        for i in 0..threads {
            let shared = shared.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("alice-engine-{i}"))
                .spawn(move || work_loop(&shared));
            if let Err(e) = spawned {
                tracing::error!("could not start an engine thread: {e}");
            }
        }
        Engine {
            shared,
            // Two games per thread in flight, and as many waiting for
            // their player's reply.
            max_tables: 4 * threads,
        }
    }

    /// Runs `work` on a worker thread when its turn comes; `work` gets the
    /// job's stop flag (pass it to the search). Dropping the returned
    /// future before it is done cancels the job. `game`: the game the job
    /// serves, so that [`Engine::cancel_game`] can stop it.
    pub async fn run<T: Send + 'static>(
        &self,
        kind: JobKind,
        game: Option<i64>,
        work: impl FnOnce(&AtomicBool) -> T + Send + 'static,
    ) -> Result<T, Cancelled> {
        self.submit(kind, game, work).await
    }

    /// Queues `work` now (see [`Engine::run`]); the job's answer is the
    /// returned future's, and dropping it cancels the job.
    pub fn submit<T: Send + 'static>(
        &self,
        kind: JobKind,
        game: Option<i64>,
        work: impl FnOnce(&AtomicBool) -> T + Send + 'static,
    ) -> Job<T> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let job = Job {
            rx,
            stop: stop.clone(),
            done: false,
        };
        {
            let mut st = lock(&self.shared.state);
            if st.shutdown {
                stop.store(true, Ordering::Relaxed);
                return job;
            }
            st.seq += 1;
            let seq = st.seq;
            st.queue.push(Queued {
                at: std::time::Instant::now(),
                kind,
                seq,
                game,
                stop: stop.clone(),
                work: Box::new(move |stop| {
                    let out = work(stop);
                    Box::new(move || {
                        let _ = tx.send(out);
                    })
                }),
            });
        }
        self.shared.wake.notify_one();
        job
    }

    /// A bot move's search with the game's own table (a new one for a
    /// game not seen yet, or seen too long ago).
    pub async fn run_with_table<P: Tabled, T: Send + 'static>(
        &self,
        game: i64,
        work: impl FnOnce(&mut Searcher<P>, &AtomicBool) -> T + Send + 'static,
    ) -> Result<T, Cancelled> {
        let shared = self.shared.clone();
        let max = self.max_tables;
        self.run(JobKind::BotMove, Some(game), move |stop| {
            let taken = lock(&shared.tables).by_game.remove(&game);
            let mut searcher = taken
                .and_then(|(s, _)| P::unwrap(s))
                .unwrap_or_else(|| Searcher::<P>::for_variant(BOT_HASH_MB));
            let out = work(&mut searcher, stop);
            if !stop.load(Ordering::Relaxed) {
                let mut t = lock(&shared.tables);
                t.clock += 1;
                let now = t.clock;
                t.by_game.insert(game, (P::wrap(searcher), now));
                while t.by_game.len() > max {
                    let Some(oldest) = t.by_game.iter().min_by_key(|(_, v)| v.1).map(|(k, _)| *k)
                    else {
                        break;
                    };
                    t.by_game.remove(&oldest);
                }
            }
            out
        })
        .await
    }

    /// Whether a game's table is kept.
    pub fn has_table(&self, game: i64) -> bool {
        lock(&self.shared.tables).by_game.contains_key(&game)
    }

    /// Stops the jobs of a game (it ended) and forgets its table.
    pub fn cancel_game(&self, game: i64) {
        {
            let st = lock(&self.shared.state);
            for q in st.queue.iter().filter(|q| q.game == Some(game)) {
                q.stop.store(true, Ordering::Relaxed);
            }
            for (g, stop) in &st.running {
                if *g == Some(game) {
                    stop.store(true, Ordering::Relaxed);
                }
            }
        }
        lock(&self.shared.tables).by_game.remove(&game);
    }

    pub fn stats(&self) -> EngineStats {
        let read = |a: &[AtomicU64; 3]| {
            let mut out = [0; 3];
            for (o, v) in out.iter_mut().zip(a) {
                *o = v.load(Ordering::Relaxed);
            }
            out
        };
        EngineStats {
            finished: read(&self.shared.finished),
            cancelled: read(&self.shared.cancelled),
        }
    }

    /// Jobs running, by kind.
    pub fn running(&self) -> [usize; 3] {
        let read = |k: usize| self.shared.running[k].load(Ordering::Relaxed) as usize;
        [read(0), read(1), read(2)]
    }

    /// Jobs waiting, by kind.
    pub fn waiting(&self) -> [usize; 3] {
        let st = lock(&self.shared.state);
        let mut out = [0; 3];
        for q in st.queue.iter() {
            out[q.kind as usize] += 1;
        }
        out
    }

    /// Starts recording the order in which jobs start (for tests).
    pub fn trace(&self) {
        *lock(&self.shared.trace) = Some(Vec::new());
    }

    /// The kinds of the jobs started since [`Engine::trace`], in order.
    pub fn traced(&self) -> Vec<JobKind> {
        lock(&self.shared.trace).clone().unwrap_or_default()
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let mut st = lock(&self.shared.state);
        st.shutdown = true;
        for q in st.queue.drain() {
            q.stop.store(true, Ordering::Relaxed);
        }
        for (_, stop) in &st.running {
            stop.store(true, Ordering::Relaxed);
        }
        drop(st);
        self.shared.wake.notify_all();
    }
}

fn work_loop(shared: &Shared) {
    loop {
        let job = {
            let mut st = lock(&shared.state);
            loop {
                if st.shutdown {
                    return;
                }
                match st.queue.pop() {
                    Some(q) if q.stop.load(Ordering::Relaxed) => {
                        shared.cancelled[q.kind as usize].fetch_add(1, Ordering::Relaxed);
                    }
                    Some(q) => {
                        st.running.push((q.game, q.stop.clone()));
                        crate::metrics::get().engine_started(q.kind.name(), q.at.elapsed());
                        break q;
                    }
                    None => {
                        st = shared.wake.wait(st).unwrap_or_else(|e| e.into_inner());
                    }
                }
            }
        };
        if let Some(t) = lock(&shared.trace).as_mut() {
            t.push(job.kind);
        }
        let (kind, stop) = (job.kind, job.stop.clone());
        shared.running[kind as usize].fetch_add(1, Ordering::Relaxed);
        let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| (job.work)(&stop)));
        shared.running[kind as usize].fetch_sub(1, Ordering::Relaxed);
        if ran.is_err() {
            tracing::error!(kind = kind.name(), "an engine job panicked");
        }
        let counter = if stop.load(Ordering::Relaxed) {
            &shared.cancelled
        } else {
            &shared.finished
        };
        counter[kind as usize].fetch_add(1, Ordering::Relaxed);
        lock(&shared.state)
            .running
            .retain(|(_, s)| !Arc::ptr_eq(s, &stop));
        if let Ok(deliver) = ran {
            deliver();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alice_core::Position;
    use alice_engine::Limits;
    use std::time::{Duration, Instant};

    /// A job that holds its thread until the gate opens.
    fn gate() -> (std::sync::mpsc::Sender<()>, impl FnOnce(&AtomicBool) + Send) {
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        (tx, move |_: &AtomicBool| {
            let _ = rx.recv();
        })
    }

    /// A search with no limit but its stop flag; its node count.
    fn endless_search(stop: &AtomicBool) -> Option<u64> {
        let mut s = Searcher::new(1);
        s.search(
            &Position::default(),
            &[],
            Limits::default(),
            Some(stop),
            |_| {},
        )
        .map(|r| r.nodes)
    }

    async fn until(what: &str, mut cond: impl FnMut() -> bool) {
        let give_up = Instant::now() + Duration::from_secs(30);
        while !cond() {
            assert!(Instant::now() < give_up, "waited too long for {what}");
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// With the one thread busy, jobs queued as analysis, analysis, draw
    /// judgement, bot move, then five more analyses run bot move first,
    /// then the draw judgement, then the analyses in the order they came.
    #[tokio::test]
    async fn the_most_urgent_kind_runs_first() {
        let engine = Arc::new(Engine::new(1));
        engine.trace();
        let (open, blocker) = gate();
        let e = engine.clone();
        let first = tokio::spawn(async move { e.run(JobKind::Analysis, None, blocker).await });
        until("the first job to start", || engine.traced().len() == 1).await;
        let order = Arc::new(Mutex::new(Vec::new()));
        let mut jobs = Vec::new();
        for (i, kind) in [
            JobKind::Analysis,
            JobKind::Analysis,
            JobKind::DrawJudge,
            JobKind::BotMove,
            JobKind::Analysis,
            JobKind::Analysis,
            JobKind::Analysis,
            JobKind::Analysis,
            JobKind::Analysis,
        ]
        .into_iter()
        .enumerate()
        {
            let (e, order) = (engine.clone(), order.clone());
            jobs.push(tokio::spawn(async move {
                e.run(kind, None, move |_| lock(&order).push(i)).await
            }));
            until("the job to be queued", || {
                engine.waiting().iter().sum::<usize>() == i + 1
            })
            .await;
        }
        open.send(()).unwrap();
        first.await.unwrap().unwrap();
        for j in jobs {
            j.await.unwrap().unwrap();
        }
        assert_eq!(*lock(&order), [3, 2, 0, 1, 4, 5, 6, 7, 8]);
        assert_eq!(
            engine.traced()[..4],
            [
                JobKind::Analysis,
                JobKind::BotMove,
                JobKind::DrawJudge,
                JobKind::Analysis,
            ]
        );
        assert_eq!(engine.stats().finished, [1, 1, 8]);
    }

    /// Dropping the engine (the bot shutting down) stops the search that
    /// runs and drops the jobs that wait: both answer "cancelled".
    #[tokio::test]
    async fn dropping_the_engine_stops_its_work() {
        let engine = Engine::new(1);
        engine.trace();
        let running = engine.submit(JobKind::BotMove, Some(1), endless_search);
        until("the search to start", || engine.traced().len() == 1).await;
        let waiting = engine.submit(JobKind::Analysis, None, |_| 42);
        drop(engine);
        let stopped = tokio::time::timeout(Duration::from_secs(30), running).await;
        assert_eq!(stopped, Ok(Err(Cancelled)));
        assert_eq!(waiting.await, Err(Cancelled));
    }

    /// With two threads, a job that ends leaves the other's search
    /// cancellable: each thread forgets only its own job.
    #[tokio::test]
    async fn a_finished_job_leaves_the_others_cancellable() {
        let engine = Engine::new(2);
        engine.trace();
        let endless = engine.submit(JobKind::BotMove, Some(7), endless_search);
        until("the search to start", || engine.traced().len() == 1).await;
        assert_eq!(
            engine.submit(JobKind::Analysis, Some(8), |_| 1).await,
            Ok(1)
        );
        engine.cancel_game(7);
        let stopped = tokio::time::timeout(Duration::from_secs(30), endless).await;
        assert_eq!(stopped, Ok(Err(Cancelled)));
    }

    /// A search with no limit stops when its game is cancelled; a job of
    /// the game still waiting is dropped unrun; other games' jobs go on.
    #[tokio::test]
    async fn cancelling_a_game_stops_its_search_and_drops_its_waiting_jobs() {
        let engine = Arc::new(Engine::new(1));
        engine.trace();
        let e = engine.clone();
        let endless =
            tokio::spawn(async move { e.run(JobKind::BotMove, Some(7), endless_search).await });
        until("the search to start", || engine.traced().len() == 1).await;
        let ran = Arc::new(AtomicBool::new(false));
        let (e, r) = (engine.clone(), ran.clone());
        let waiting = tokio::spawn(async move {
            e.run(JobKind::BotMove, Some(7), move |_| {
                r.store(true, Ordering::Relaxed)
            })
            .await
        });
        let e = engine.clone();
        let other = tokio::spawn(async move { e.run(JobKind::Analysis, Some(8), |_| 42).await });
        until("both to wait", || engine.waiting() == [1, 0, 1]).await;
        engine.cancel_game(7);
        assert_eq!(endless.await.unwrap(), Err(Cancelled));
        assert_eq!(waiting.await.unwrap(), Err(Cancelled));
        assert_eq!(other.await.unwrap(), Ok(42));
        assert!(!ran.load(Ordering::Relaxed), "the waiting job never ran");
        let stats = engine.stats();
        assert_eq!(stats.cancelled, [2, 0, 0]);
        assert_eq!(stats.finished, [0, 0, 1]);
    }

    /// Dropping the future that waits for a job cancels it.
    #[tokio::test]
    async fn a_job_nobody_waits_for_stops() {
        let engine = Arc::new(Engine::new(1));
        engine.trace();
        let e = engine.clone();
        let waiter =
            tokio::spawn(async move { e.run(JobKind::Analysis, None, endless_search).await });
        until("the search to start", || engine.traced().len() == 1).await;
        tokio::time::sleep(Duration::from_millis(20)).await;
        waiter.abort();
        until("the search to stop", || {
            engine.stats().cancelled == [0, 0, 1]
        })
        .await;
    }

    /// A bot game's table is kept between its moves and forgotten when
    /// the game ends; beyond the bound the least recently used goes.
    #[tokio::test]
    async fn bot_games_keep_their_table() {
        let engine = Engine::new(1);
        // A fixed-depth search: its node count is the same every time
        // from an empty table, and smaller from one that remembers.
        let search = |s: &mut Searcher, stop: &AtomicBool| {
            s.search(
                &Position::default(),
                &[],
                Limits::depth(5),
                Some(stop),
                |_| {},
            )
            .map(|r| r.nodes)
        };
        let cold = engine.run_with_table(1, search).await.unwrap().unwrap();
        let warm = engine.run_with_table(1, search).await.unwrap().unwrap();
        assert!(
            warm < cold,
            "the game's table was not kept: {warm} >= {cold}"
        );
        for game in 2..=5 {
            assert_eq!(
                engine.run_with_table(game, search).await.unwrap(),
                Some(cold)
            );
        }
        assert!(!engine.has_table(1), "bound of 4 tables for one thread");
        assert!((2..=5).all(|g| engine.has_table(g)));
        // Game 1's table was dropped: it starts cold again.
        assert_eq!(engine.run_with_table(1, search).await.unwrap(), Some(cold));
        engine.run_with_table(2, search).await.unwrap();
        assert!(engine.has_table(2) && !engine.has_table(3));
        // A game that ends forgets its table.
        engine.cancel_game(2);
        assert!(!engine.has_table(2));
        assert_eq!(engine.run_with_table(2, search).await.unwrap(), Some(cold));
    }
}
