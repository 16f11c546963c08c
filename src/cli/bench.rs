//! `alice bench search|render|gif|analyze|perft|service|swiss`: the speed
//! of the engine, the images, analysis, the move generator, the service
//! and the Swiss pairing, each
//! printed as medians (and percentiles where a latency is measured).

use alice_core::{Position, Rules};
use alice_engine::{Level, Limits, Searcher};
use std::time::{Duration, Instant};

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    what: What,
}

#[derive(clap::Subcommand, Debug)]
enum What {
    /// Search nodes per second at a fixed depth over a fixed set of positions.
    Search {
        /// Depth of each search, in plies.
        #[arg(long, default_value_t = 9)]
        depth: u32,
        /// The evaluation: `linear` (the hand-written one), `builtin`
        /// (the network in the binary) or a network file written by
        /// `alice nnue train`; by default, what the top level plays with.
        #[arg(long)]
        net: Option<String>,
    },
    /// Median time to render and encode one PNG of a middle-game position.
    Render {
        /// Images drawn of each kind; the median is printed.
        #[arg(long, default_value_t = 200)]
        runs: usize,
    },
    /// Many games at once through the service on a file database: moves
    /// stored per second and the time of one move action.
    Service {
        /// Games played at once.
        #[arg(long, default_value_t = 32)]
        games: usize,
        /// Moves per game.
        #[arg(long, default_value_t = 40)]
        moves: usize,
        /// Draw the board image in each reply, as the bot does.
        #[arg(long)]
        images: bool,
        /// A SQLite file that does not exist yet (created, and removed
        /// after the run), or a `postgres://` URL of a database holding no
        /// games (emptied again after the run); default: a file in a new
        /// temporary directory.
        #[arg(long)]
        db: Option<String>,
        /// Also run on this PostgreSQL database (holding no games), after
        /// `--db`, in the same run.
        #[arg(long)]
        postgres: Option<String>,
        /// Offer this many moves per second in all (open loop: a move is
        /// sent on each tick to a game not waiting for its last one),
        /// instead of each game moving again as soon as it is answered
        /// (closed loop).
        #[arg(long)]
        rate: Option<f64>,
    },
    /// Time and size of the GIF of a game the engine plays against itself.
    Gif {
        /// Plies of the game.
        #[arg(long, default_value_t = 120)]
        plies: usize,
    },
    /// Analysis time per position (move) at a budget, on one thread.
    Analyze {
        /// Plies of the game analysed.
        #[arg(long, default_value_t = 120)]
        plies: usize,
        /// Nodes searched per position.
        #[arg(long, default_value_t = alice_engine::analysis::DEFAULT_NODES)]
        nodes: u64,
    },
    /// Perft leaves per second of each variant from its start position.
    Perft {
        /// Every variant at this depth (default: each at the depth that
        /// gives it a comparable number of leaves, 4 to 8 as the game is).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=12))]
        depth: Option<u32>,
        /// Runs of each; the median rate is printed.
        #[arg(long, default_value_t = 3)]
        runs: usize,
    },
    /// A Swiss's last round paired by the Dutch system, and its
    /// standings, for events of each size: the rounds before are paired
    /// by the same system with seeded random results (the stronger
    /// player wins more often).
    Swiss {
        /// Players of each event, comma-separated.
        #[arg(long, value_delimiter = ',', default_values_t = [100usize, 500])]
        players: Vec<usize>,
        /// Rounds of each event; the last one is timed.
        #[arg(long, default_value_t = 7)]
        rounds: usize,
        /// Pairings of the last round timed; the median is printed.
        #[arg(long, default_value_t = 3)]
        runs: usize,
    },
}

/// Openings, middle games and end games; fixed so node counts compare.
pub const POSITIONS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1",
    "rnbqk1nr/pppp1ppp/8/4N3/8/8/PPPPPPPP/RNBQKB1R|8/8/4p3/2b5/8/8/8/8 w KQkq - 2 3",
    "r2qk2r/ppp5/8/8/2p2p2/8/PP3PP1/R1BQKB2|5R2/8/n2np3/5bpP/3PP3/N6N/8/8 w Qkq - 0 12",
    "8/1pp2ppp/8/3p1nr1/8/8/2PPR2q/2BQK1NR|5k2/8/pPn1b2P/2b1p3/4P3/P1N2PPB/8/1r6 b - - 2 18",
    "4k1nr/1pp2pp1/5Q2/1P6/4N3/8/2PnPP1P/4KBNR|1r6/8/p6p/2Bp3b/P2P2P1/q7/8/1R6 w Kk - 3 20",
    "2bq1bnr/p3p1p1/8/n1P5/3P2p1/8/P2Q3P/RNB1KB2|8/8/1p3kNp/3p4/2P1P3/5P1r/8/6R1 w Q - 1 17",
    "b4bn1/1r2k3/8/3p2P1/8/8/P1KP4/R1B2B2|8/8/ppn1pp2/q1p5/2P1P1P1/NP2QP2/4N3/7r b - - 2 22",
    "r3k2r/ppp2ppp/2n2n2/8/8/2N2N2/PPP2PPP/R3K2R|8/3q4/4b3/3pp3/3PP3/4B3/3Q4/8 w KQkq - 0 1",
    "8/8/8/3k4/8/8/8/R3K2R|8/8/8/8/8/8/8/8 w KQ - 0 1",
    "4k3/1P6/8/8/8/8/6p1/4K3|8/8/8/8/8/8/8/8 w - - 0 1",
];

/// A full middle-game position with pieces on both boards.
pub const MIDDLE_GAME: &str =
    "r2qkb2/ppp1pp2/8/3Q4/8/8/PPP1PPPP/4KB1R|8/7r/2npbnpp/8/8/2NPBN2/8/1R6 w Kq - 2 8";

pub fn run(a: Args) -> Result<(), String> {
    match a.what {
        What::Search { depth, net } => bench_search(depth, net),
        What::Render { runs } => bench_render_each_look(runs),
        What::Gif { plies } => bench_gif(plies),
        What::Analyze { plies, nodes } => bench_analyze(plies, nodes),
        What::Service {
            games,
            moves,
            images,
            db,
            postgres,
            rate,
        } => bench_services(games, moves, images, db, postgres, rate),
        What::Perft { depth, runs } => bench_perft(depth, runs),
        What::Swiss {
            players,
            rounds,
            runs,
        } => bench_swiss(&players, rounds, runs),
    }
}

/// `alice bench swiss`: each event played to its last round, that round
/// paired `runs` times, the standings computed as often.
fn bench_swiss(players: &[usize], rounds: usize, runs: usize) -> Result<(), String> {
    use alice::tournament::dutch::{self, Board, Entrant, Entry, Swiss};
    use alice::tournament::standings::{self, TieBreak};
    use alice::tournament::trf::Colour;
    if rounds < 2 || runs == 0 {
        return Err("--rounds must be at least 2 and --runs at least 1".into());
    }
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut random = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % 1000
    };
    for &n in players {
        let mut swiss = Swiss {
            players: (0..n)
                .map(|i| Entrant {
                    number: i as u32 + 1,
                    entries: Vec::new(),
                })
                .collect(),
            played: 0,
            rounds,
            first_colour: Colour::White,
            forbidden: Vec::new(),
        };
        let started = Instant::now();
        for _ in 0..rounds - 1 {
            let boards = dutch::pair(&swiss).map_err(|e| e.to_string())?;
            for b in boards {
                match b {
                    Board::Bye(p) => swiss.players[p as usize - 1].entries.push(Entry {
                        opponent: None,
                        colour: None,
                        played: false,
                        paired: true,
                        points: 2,
                    }),
                    Board::Game { white, black } => {
                        let (w, b) = (white as usize - 1, black as usize - 1);
                        // The lower number is the stronger player.
                        let stronger_white = w < b;
                        let r = random();
                        let white_points = match (r < 550, r < 750) {
                            (true, _) => {
                                if stronger_white {
                                    2
                                } else {
                                    0
                                }
                            }
                            (false, true) => 1,
                            _ => {
                                if stronger_white {
                                    0
                                } else {
                                    2
                                }
                            }
                        };
                        for (me, them, colour, points) in [
                            (w, b, Colour::White, white_points),
                            (b, w, Colour::Black, 2 - white_points),
                        ] {
                            swiss.players[me].entries.push(Entry {
                                opponent: Some(them),
                                colour: Some(colour),
                                played: true,
                                paired: true,
                                points,
                            });
                        }
                    }
                }
            }
            swiss.played += 1;
        }
        let build = started.elapsed();
        let mut pairing = Vec::new();
        let mut boards = 0;
        for _ in 0..runs {
            let t = Instant::now();
            boards = dutch::pair(&swiss).map_err(|e| e.to_string())?.len();
            pairing.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        let rounds_played: Vec<Vec<Entry>> =
            swiss.players.iter().map(|p| p.entries.clone()).collect();
        let mut ranking = Vec::new();
        for _ in 0..runs.max(5) {
            let t = Instant::now();
            let lines = standings::standings(&rounds_played, &TieBreak::ALL);
            std::hint::black_box(lines);
            ranking.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        println!(
            "{n} players, round {rounds}: paired in {:.1} ms ({boards} boards; median of {runs}); \
             standings with every tie-break in {:.2} ms (median of {}); the {} rounds before took {:.1} s",
            percentile(&mut pairing, 50),
            percentile(&mut ranking, 50),
            runs.max(5),
            rounds - 1,
            build.as_secs_f64()
        );
    }
    Ok(())
}

/// `alice bench search`: the fixed positions searched to `depth`.
fn bench_search(depth: u32, net: Option<String>) -> Result<(), String> {
    let evaluator = super::NetChoice::read::<Position>(net.as_deref())?
        .evaluator::<Position>(Level::TOP.number());
    let mut searcher = Searcher::with_evaluator(16, alice_engine::Params::default(), evaluator);
    let mut total_nodes = 0;
    let start = Instant::now();
    for fen in POSITIONS {
        let pos = Position::from_fen(fen, Rules::default()).map_err(|e| e.to_string())?;
        let t = Instant::now();
        let limits = Limits::depth(depth);
        searcher.clear();
        let r = searcher
            .search(&pos, &[], limits, None, |_| {})
            .ok_or("no legal move")?;
        total_nodes += r.nodes;
        println!(
            "{:>9} nodes {:>7.0} ms  {}  {}",
            r.nodes,
            t.elapsed().as_secs_f64() * 1e3,
            pos.san(r.best),
            fen
        );
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "depth {depth}: {total_nodes} nodes in {secs:.2} s: {:.0} nodes/s",
        total_nodes as f64 / secs
    );
    Ok(())
}

/// `alice bench render`: drawing a middle game, in every look.
fn bench_render_each_look(runs: usize) -> Result<(), String> {
    use alice::render::{render, RenderOptions};
    let pos = Position::from_fen(MIDDLE_GAME, Rules::default()).map_err(|e| e.to_string())?;
    let opts = RenderOptions {
        last_move: pos.legal_moves().first().map(|&m| m.into()),
        caption: Some("alice (White) vs bob (Black) · move 8 · White to move".into()),
        ..RenderOptions::default()
    };
    // Warm up: fonts, sprites, the cached base image and the palette.
    let img = render(&pos, &opts).map_err(|e| e.to_string())?;
    let sizes = [
        img.png().map_err(|e| e.to_string())?.len(),
        img.board_png().map_err(|e| e.to_string())?.len(),
    ];
    // The full-colour PNG (before the palette) is the baseline,
    // measured in turn with the palette PNG in this same run.
    let p = alice::render::board_palette().map_err(|e| e.to_string())?;
    // Per way: drawing, quantizing (palette only), encoding, total.
    let mut times: [[Vec<f64>; 4]; 2] = Default::default();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    for _ in 0..runs.max(1) {
        for (k, t) in times.iter_mut().enumerate() {
            let start = Instant::now();
            let img = render(&pos, &opts).map_err(|e| e.to_string())?;
            let drawn = start.elapsed();
            let quantized = if k == 0 {
                img.png().map_err(|e| e.to_string())?;
                drawn
            } else {
                let ix = img.board_quantized().map_err(|e| e.to_string())?;
                let q = start.elapsed();
                ix.png(p).map_err(|e| e.to_string())?;
                q
            };
            let total = start.elapsed();
            t[0].push(ms(drawn));
            t[1].push(ms(quantized - drawn));
            t[2].push(ms(total - quantized));
            t[3].push(ms(total));
        }
    }
    // Quantizing only what was drawn over the cached base, against
    // quantizing the whole image, in turn.
    let mut whole = Vec::new();
    let mut parts = Vec::new();
    for _ in 0..runs.max(1) {
        let img = render(&pos, &opts).map_err(|e| e.to_string())?;
        let t = Instant::now();
        let a = p.apply(&img);
        whole.push(ms(t.elapsed()));
        let t = Instant::now();
        let b = img.board_quantized().map_err(|e| e.to_string())?;
        parts.push(ms(t.elapsed()));
        if a.data != b.data {
            return Err("the drawn parts' quantizing differs from the whole's".into());
        }
    }
    println!(
        "quantizing: the whole image {:.2} ms, only what was drawn over the base {:.2} ms (median)",
        percentile(&mut whole, 50),
        percentile(&mut parts, 50)
    );
    for (k, (t, size)) in times.iter_mut().zip(sizes).enumerate() {
        let name = ["full colour (baseline)", "palette (the bot's)"][k];
        let [draw, quantize, encode, total] = t;
        println!(
                "{name:>22}: render {:.2} ms + quantize {:.2} ms + encode {:.2} ms = {:.2} ms median ({:.2} ms p99) over {}; PNG {size} bytes",
                percentile(draw, 50),
                percentile(quantize, 50),
                percentile(encode, 50),
                percentile(total, 50),
                percentile(total, 99),
                super::counted(total.len(), "run", "runs"),
            );
    }
    bench_looks(&pos, &opts, runs)?;
    bench_scripts(&pos, &opts, runs)?;
    bench_three_boards(runs)
}

/// Draws `pos` with each of `options` in turn, `runs` times: the times
/// (ms) and the last PNG's size of each.
fn in_turn(
    pos: &Position,
    options: &[alice::render::RenderOptions],
    runs: usize,
) -> Result<Vec<(Vec<f64>, usize)>, String> {
    let mut by: Vec<(Vec<f64>, usize)> = vec![(Vec::new(), 0); options.len()];
    for _ in 0..runs.max(1) {
        for (o, (t, size)) in options.iter().zip(by.iter_mut()) {
            let start = Instant::now();
            let png = alice::render::render(pos, o)
                .and_then(|i| i.board_png())
                .map_err(|e| e.to_string())?;
            t.push(start.elapsed().as_secs_f64() * 1e3);
            *size = png.len();
        }
    }
    Ok(by)
}

/// The middle game's picture with the players' names in every script the
/// images draw, against the same picture with Latin names, in turn.
fn bench_scripts(
    pos: &Position,
    opts: &alice::render::RenderOptions,
    runs: usize,
) -> Result<(), String> {
    use alice::render::{Boards, Look, RenderOptions};
    let captions = [
        (
            "Latin names (baseline)",
            "alice (White) vs bob (Black) · move 8 · White to move",
        ),
        (
            "CJK and Cyrillic",
            "太郎 (White) vs Ольга (Black) · move 8 · White to move",
        ),
        (
            "Arabic and Hebrew",
            "محمد علي (White) vs דוד (Black) · move 8 · White to move",
        ),
        (
            "Thai and Devanagari",
            "สมชาย (White) vs राहुल (Black) · move 8 · White to move",
        ),
        (
            "Hangul and emoji",
            "민준 😀 (White) vs 👍🏽 ♞ (Black) · move 8 · White to move",
        ),
    ];
    for boards in Boards::ALL {
        let each: Vec<RenderOptions> = captions
            .iter()
            .map(|(_, caption)| RenderOptions {
                caption: Some(caption.to_string()),
                look: Look {
                    boards,
                    ..opts.look
                },
                ..opts.clone()
            })
            .collect();
        let mut by = in_turn(pos, &each, runs)?;
        let base = percentile(&mut by[0].0.clone(), 50);
        for ((name, _), (t, size)) in captions.iter().zip(by.iter_mut()) {
            let median = percentile(t, 50);
            println!(
                "{:>35}: {median:.2} ms median ({:.2}x the Latin names); PNG {size} bytes",
                format!("{} {name}", boards.word()),
                median / base
            );
        }
    }
    Ok(())
}

/// Every look of the middle game's picture, against the side-by-side
/// classic one.
fn bench_looks(
    pos: &Position,
    opts: &alice::render::RenderOptions,
    runs: usize,
) -> Result<(), String> {
    use alice::render::RenderOptions;
    // Every look (placement, theme, pieces) against the side-by-
    // side classic picture, each run drawing them all in turn.
    use alice::render::{Boards, Look, Pieces, Theme};
    let mut looks = vec![Look::default()];
    for boards in Boards::ALL {
        for theme in Theme::ALL {
            for pieces in Pieces::ALL {
                let look = Look {
                    boards,
                    theme,
                    pieces,
                };
                if look != Look::default() {
                    looks.push(look);
                }
            }
        }
    }
    let each: Vec<RenderOptions> = looks
        .iter()
        .map(|look| RenderOptions {
            look: *look,
            ..opts.clone()
        })
        .collect();
    let mut by_look = in_turn(pos, &each, runs)?;
    let base = percentile(&mut by_look[0].0.clone(), 50);
    for (look, (t, size)) in looks.iter().zip(by_look.iter_mut()) {
        let median = percentile(t, 50);
        println!(
                "{:>35}: {median:.2} ms median ({:.2}x the side-by-side classic picture); PNG {size} bytes",
                format!(
                    "{} {} {}",
                    look.boards.word(),
                    look.theme.word(),
                    look.pieces.word()
                ),
                median / base
            );
    }
    Ok(())
}

/// The three-board picture of a middle game.
fn bench_three_boards(runs: usize) -> Result<(), String> {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    // The three-board image (A above B and C) of a middle game
    // reached in the same way, in the same run.
    use alice::render::three::{render_set, SetLastMove, SetRenderOptions};
    let mut three = alice_core::three::PositionThree::new(Rules::default());
    let mut last = None;
    for m in [
        "e4/AB", "e5/AC", "Nf3/AC", "Nc6/AB", "Bc4/AB", "Bc5/AC", "d3/AC", "d6/AB",
    ] {
        let mv = three.parse_move(m).map_err(|e| e.to_string())?;
        three.play_unchecked(mv);
        last = Some(SetLastMove::from(mv));
    }
    let opts_three = SetRenderOptions {
        last_move: last,
        caption: Some("alice (White) vs bob (Black) · move 5 · White to move".into()),
        ..SetRenderOptions::default()
    };
    let mut times_three = Vec::new();
    let mut size_three = 0;
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        let png = render_set(&three, &opts_three)
            .and_then(|i| i.board_png())
            .map_err(|e| e.to_string())?;
        times_three.push(ms(t.elapsed()));
        size_three = png.len();
    }
    println!(
            "{:>22}: render, quantize and encode {:.2} ms median ({:.2} ms p99) over {}; PNG {size_three} bytes",
            "three boards (palette)",
            percentile(&mut times_three.clone(), 50),
            percentile(&mut times_three, 99),
            super::counted(runs.max(1), "run", "runs")
        );
    Ok(())
}

/// `alice bench gif`: the GIF of a game of `plies` random plies.
fn bench_gif(plies: usize) -> Result<(), String> {
    use alice::render::animation::{game_gif, GifOptions};
    let game = sample_game(plies)?;
    let opts = GifOptions {
        perspective: alice_core::Color::White,
        title: "#1 alice vs bob".into(),
        ..GifOptions::default()
    };
    let mut times = Vec::new();
    let mut size = 0;
    for _ in 0..3 {
        let t = Instant::now();
        size = game_gif(&game, &opts).map_err(|e| e.to_string())?.len();
        times.push(t.elapsed().as_secs_f64() * 1e3);
    }
    println!(
            "GIF of a {}-ply game ({} frames): {:.0} ms median of {} runs ({:.2} ms a frame); {size} bytes ({:.2} MB)",
            game.ply(),
            game.ply() + 1,
            percentile(&mut times, 50),
            times.len(),
            percentile(&mut times, 50) / (game.ply() + 1) as f64,
            size as f64 / 1e6,
        );
    Ok(())
}

/// `alice bench analyze`: analysing a game of `plies` random plies.
fn bench_analyze(plies: usize, nodes: u64) -> Result<(), String> {
    use alice_engine::analysis::evaluate_position;
    let game = sample_game(plies)?;
    let mut replay = alice_core::Game::from_position(*game.start());
    let mut per_position = Vec::new();
    let mut total_nodes = 0;
    let start = Instant::now();
    for ply in 0..=game.ply() {
        if ply > 0 {
            replay
                .play(game.moves()[ply - 1])
                .map_err(|e| e.to_string())?;
        }
        let t = Instant::now();
        let e = evaluate_position(replay.position(), replay.history(), nodes, None)
            .ok_or("the evaluation stopped")?;
        total_nodes += e.nodes;
        per_position.push(t.elapsed().as_secs_f64() * 1e3);
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
            "analysis at {nodes} nodes a position, {} positions on one thread: {:.0} ms median a position ({:.0} ms p99), {:.1} s in all, {:.0} nodes/s",
            per_position.len(),
            percentile(&mut per_position, 50),
            percentile(&mut per_position, 99),
            secs,
            total_nodes as f64 / secs
        );
    Ok(())
}

/// `alice bench service`: on SQLite (a temporary file unless `--db`), then
/// on PostgreSQL when `--postgres` names one.
fn bench_services(
    games: usize,
    moves: usize,
    images: bool,
    db: Option<String>,
    postgres: Option<String>,
    rate: Option<f64>,
) -> Result<(), String> {
    if rate.is_some_and(|r| !(r > 0.0 && r.is_finite())) {
        return Err("--rate must be a number of moves per second above 0".into());
    }
    // Without --db, a file in a directory of the run's own.
    let temporary = match &db {
        Some(_) => None,
        None => {
            let stamp = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos());
            let dir =
                std::env::temp_dir().join(format!("alice-bench-{}-{stamp}", std::process::id()));
            std::fs::create_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            Some(dir)
        }
    };
    let db = match (&db, &temporary) {
        (Some(db), _) => db.clone(),
        (None, Some(dir)) => dir.join("bench.db").display().to_string(),
        (None, None) => unreachable!("a temporary directory is made without --db"),
    };
    let ran = bench_service(games, moves, images, &db, rate);
    if let Some(dir) = &temporary {
        let _ = std::fs::remove_dir_all(dir);
    }
    ran?;
    if let Some(url) = postgres {
        bench_service(games, moves, images, &url, rate)?;
    }
    Ok(())
}

/// `alice bench perft`: every game's perft from its start.
fn bench_perft(depth: Option<u32>, runs: usize) -> Result<(), String> {
    // Each variant from its start, in turn in the same run, at a
    // depth that gives it a comparable number of leaves.
    use alice::games::{Played, Variant};
    let rules = Rules::NO_EN_PASSANT;
    type Perft = Box<dyn Fn(u32) -> u64>;
    let games: Vec<(&str, u32, Perft)> = Variant::ALL
        .iter()
        .map(|&game| {
            alice::with_game!(game, P => {
                let (name, own) = <P as Played>::PERFT;
                let start = <P as alice_core::VariantPosition>::start(rules);
                let perft: Perft = Box::new(move |d| start.perft(d));
                (name, depth.unwrap_or(own), perft)
            })
        })
        .collect();
    let mut rates: Vec<Vec<f64>> = vec![Vec::new(); games.len()];
    let mut leaves = vec![0u64; games.len()];
    for _ in 0..runs.max(1) {
        for (k, (_, d, perft)) in games.iter().enumerate() {
            let t = Instant::now();
            leaves[k] = perft(*d);
            rates[k].push(leaves[k] as f64 / t.elapsed().as_secs_f64());
        }
    }
    for (k, (name, d, _)) in games.iter().enumerate() {
        println!(
            "{name}: perft({d}) = {}: median {:.1} M leaves/s over {}",
            leaves[k],
            percentile(&mut rates[k], 50) / 1e6,
            super::counted(rates[k].len(), "run", "runs")
        );
    }
    Ok(())
}

/// One game of the service benchmark: its players and where it stands.
struct BenchGame {
    id: i64,
    white: alice::service::Player,
    black: alice::service::Player,
    game: alice_core::Game,
    ply: usize,
    state: u64,
}

impl BenchGame {
    /// Plays this game's next (pseudo-random, legal) move through the
    /// service; its time in ms, or None when the game is over.
    async fn next(
        &mut self,
        service: &alice::service::Service,
        moves: usize,
    ) -> Result<Option<f64>, String> {
        if self.ply >= moves || self.game.outcome().is_some() {
            return Ok(None);
        }
        let legal = self.game.position().legal_moves();
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        let m = legal[(self.state % legal.len() as u64) as usize];
        let p = if self.ply.is_multiple_of(2) {
            &self.white
        } else {
            &self.black
        };
        let t = Instant::now();
        service
            .games()
            .make_move(p, Some(self.id), &m.uci(), Some(self.ply as i64))
            .await
            .map_err(|e| e.to_string())?;
        let ms = t.elapsed().as_secs_f64() * 1e3;
        let _ = self.game.play(m);
        self.ply += 1;
        Ok(Some(ms))
    }
}

fn bench_service(
    games: usize,
    moves: usize,
    images: bool,
    db: &str,
    rate: Option<f64>,
) -> Result<(), String> {
    let postgres = alice::store::Kind::of(db) == alice::store::Kind::Postgres;
    // The SQLite file is the run's own: one that exists is refused, so
    // that no database is ever removed but the one the run made.
    let file = (!postgres).then(|| {
        let path = db
            .strip_prefix("sqlite://")
            .or_else(|| db.strip_prefix("sqlite:"))
            .unwrap_or(db);
        path.split('?').next().unwrap_or(path).to_string()
    });
    if let Some(file) = &file {
        if std::path::Path::new(file).exists() {
            return Err(format!(
                "{file} exists: the benchmark makes a new database and removes it after the run, so name a file that does not exist (or leave out --db)"
            ));
        }
    }
    let ran = run_service(games, moves, images, db, rate, postgres);
    if let Some(file) = &file {
        for suffix in ["", "-wal", "-shm", ".lock"] {
            let _ = std::fs::remove_file(format!("{file}{suffix}"));
        }
    }
    ran
}

fn run_service(
    games: usize,
    moves: usize,
    images: bool,
    db: &str,
    rate: Option<f64>,
    postgres: bool,
) -> Result<(), String> {
    use alice::service::{ChallengeOptions, Config, Player, Service};
    use alice::store::Store;
    use std::sync::Arc;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    rt.block_on(async {
        let store = Store::open(db).await.map_err(|e| e.to_string())?;
        let tables = alice::store::tables::TABLES.map(|t| t.name).join(", ");
        if postgres {
            // A database of games is not the benchmark's to empty.
            let held: Vec<(i64,)> = store
                .fetch("SELECT COUNT(*) FROM games")
                .await
                .map_err(|e| e.to_string())?;
            let held = held.first().map_or(0, |r| r.0);
            if held > 0 {
                store.close().await;
                return Err(format!(
                    "the database at {db} holds {held} games: the benchmark needs one without games (it empties it again after the run)"
                ));
            }
        }
        let config = Config { images, ..Config::default() };
        let service = Arc::new(Service::new(store, alice::service::system_clock(), config));
        // Pairs of players, one game each.
        let mut ids = Vec::new();
        for g in 0..games as i64 {
            let (w, b) = (Player::new(1000 + 2 * g, format!("w{g}")), Player::new(1001 + 2 * g, format!("b{g}")));
            let opts = ChallengeOptions { color: Some("white".into()), ..ChallengeOptions::default() };
            service.challenges().challenge(&w, Some(&b), opts).await.map_err(|e| e.to_string())?;
            let r = service.challenges().accept(&b, None).await.map_err(|e| e.to_string())?;
            let id: i64 = r.text.trim_start_matches("Game #").split(' ').next().unwrap_or("0").parse().unwrap_or(0);
            ids.push(BenchGame {
                id,
                white: w,
                black: b,
                game: alice_core::Game::new(Rules::default()),
                ply: 0,
                state: id as u64 * 0x9e37_79b9 + 1,
            });
        }
        let start = Instant::now();
        let mut all = Vec::new();
        match rate {
            None => {
                // Closed loop: each game moves again as soon as it is answered.
                let tasks: Vec<_> = ids
                    .into_iter()
                    .map(|mut g| {
                        let service = service.clone();
                        tokio::spawn(async move {
                            let mut times = Vec::new();
                            while let Some(ms) = g.next(&service, moves).await? {
                                times.push(ms);
                            }
                            Ok::<_, String>(times)
                        })
                    })
                    .collect();
                for t in tasks {
                    all.extend(t.await.map_err(|e| e.to_string())??);
                }
            }
            Some(rate) => {
                // Open loop: a move on each tick, round robin over the games
                // not waiting for an answer (a tick with none free is lost:
                // the rate achieved is printed). A finished game leaves the
                // round before the tick is spent.
                let mut slots: Vec<Arc<tokio::sync::Mutex<BenchGame>>> =
                    ids.into_iter().map(|g| Arc::new(tokio::sync::Mutex::new(g))).collect();
                let over = |g: &BenchGame| g.ply >= moves || g.game.outcome().is_some();
                let mut tick = tokio::time::interval(Duration::from_secs_f64(1.0 / rate));
                tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Burst);
                let mut tasks = Vec::new();
                let mut next = 0;
                loop {
                    tick.tick().await;
                    slots.retain(|s| s.try_lock().map_or(true, |g| !over(&g)));
                    if slots.is_empty() {
                        break;
                    }
                    let free = (0..slots.len())
                        .map(|k| (next + k) % slots.len())
                        .find_map(|i| slots[i].clone().try_lock_owned().ok().map(|g| (i, g)));
                    let Some((i, mut g)) = free else { continue };
                    next = (i + 1) % slots.len();
                    let service = service.clone();
                    tasks.push(tokio::spawn(async move { g.next(&service, moves).await }));
                }
                for t in tasks {
                    if let Some(ms) = t.await.map_err(|e| e.to_string())?? {
                        all.push(ms);
                    }
                }
            }
        }
        let secs = start.elapsed().as_secs_f64();
        all.sort_by(|a, b| a.total_cmp(b));
        let pct = |p: f64| all[((all.len() as f64 * p) as usize).min(all.len() - 1)];
        println!(
            "{}: {} moves in {games} concurrent games in {secs:.2} s{}: {:.0} moves/s; one move: median {:.2} ms, p99 {:.2} ms{}",
            if postgres { "PostgreSQL" } else { "SQLite" },
            all.len(),
            rate.map_or(String::new(), |r| format!(", offered at {r:.0} moves/s (open loop)")),
            all.len() as f64 / secs,
            pct(0.5),
            pct(0.99),
            if images { " (with board images)" } else { "" }
        );
        if postgres {
            // What the run wrote, and nothing else, goes again.
            service
                .store()
                .execute(&format!("TRUNCATE {tables} RESTART IDENTITY CASCADE"))
                .await
                .map_err(|e| e.to_string())?;
        }
        service.store().close().await;
        Ok::<(), String>(())
    })
}

/// The value under which `p` percent of `v` lie (sorts `v`).
fn percentile(v: &mut [f64], p: usize) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[(v.len() * p / 100).min(v.len() - 1)]
}

/// A game of `plies` plies the engine plays against itself at a weak
/// level (its sampling varies the moves): the first of a fixed series of
/// seeds whose game lasts that long (else the longest), so the same every
/// run.
fn sample_game(plies: usize) -> Result<alice_core::Game, String> {
    let level = alice_engine::Level::new(3).ok_or("level 3")?;
    let mut longest = alice_core::Game::new(Rules::default());
    for seed in 0..20u64 {
        let mut game = alice_core::Game::new(Rules::default());
        let mut searcher = Searcher::new(8);
        while game.ply() < plies && game.outcome().is_none() {
            let turn = seed * 1000 + game.ply() as u64;
            let pick = level.choose(&mut searcher, game.position(), game.history(), None, turn);
            let Some(r) = pick else { break };
            game.play(r.best).map_err(|e| e.to_string())?;
        }
        if game.ply() >= plies {
            return Ok(game);
        }
        if game.ply() > longest.ply() {
            longest = game;
        }
    }
    Ok(longest)
}
