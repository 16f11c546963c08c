//! A Swiss by the day through the service, on both backends: created by a
//! manager, joined (once late), started, paired round by round by FIDE's
//! Dutch system as games end, a no-show withdrawn, a player leaving and
//! one coming back, the standings with FIDE's tie-breaks, the games'
//! PGN tags; and what members may not do.

mod pg;
mod scratch;
#[macro_use]
mod support;

use alice::service::tournaments::TournamentError;
use alice::service::{OfferError, Owed, Place, Player, Service, TournamentOptions};
use alice::tournament::dutch::{self, Swiss};
use alice::tournament::trf::Trf;
use support::*;

const GUILD: i64 = 7;
const CHANNEL: i64 = 70;

fn place() -> Place {
    Place::new(Some(GUILD), Some(CHANNEL))
}

/// Player `n` (1 to 9): id 1000 + n, named `p<n>`.
fn p(n: i64) -> Player {
    Player::new(1000 + n, format!("p{n}"))
}

fn manager(n: i64) -> Player {
    Player {
        manages_server: true,
        ..p(n)
    }
}

/// The texts of the tournament posts owed since the last look.
async fn posts(s: &Service) -> Vec<String> {
    delivered(s)
        .await
        .into_iter()
        .filter_map(|d| match d.owed {
            Owed::Event { text, channel, .. } => {
                assert_eq!(channel, Some(CHANNEL));
                Some(text)
            }
            _ => None,
        })
        .collect()
}

/// Resigns game `game` for `player` (a tournament's game, whatever its
/// ply).
async fn resign(s: &Service, player: &Player, game: i64) {
    s.offers().resign(player, Some(game), None).await.unwrap();
}

/// Tournament #1 of 2 rounds, created by manager p1, joined by p1 to p4.
async fn open_of_four(s: &Service) {
    let options = TournamentOptions {
        rounds: Some(2),
        place: place(),
        ..TournamentOptions::default()
    };
    s.tournaments().create(&manager(1), options).await.unwrap();
    for n in 1..=4 {
        s.tournaments().join(&p(n), place(), None).await.unwrap();
    }
}

/// The pairing the Dutch system gives for a report file: `white black`
/// lines, `N 0` for the bye.
fn pairing_of(trf: &str) -> String {
    let trf = Trf::parse(trf).unwrap();
    let mut boards = dutch::pair(&Swiss::from_trf(&trf).unwrap()).unwrap();
    boards.sort();
    dutch::printed(&boards)
}

both! {
async fn a_swiss_of_seven_by_the_day_runs_to_its_standings() {
    let e = env("swiss7");
    let s = e.service(false).await;
    let t = s.tournaments();
    let options = TournamentOptions {
        name: Some("Winter".into()),
        rounds: Some(3),
        time: Some("1d".into()),
        rated: Some(false),
        place: place(),
        ..TournamentOptions::default()
    };
    // Only a manager creates one, and only in a server.
    assert_eq!(
        user_error(t.create(&p(1), options.clone()).await),
        TournamentError::NotManager
    );
    assert_eq!(
        user_error(t.create(&manager(1), TournamentOptions { place: Place::default(), ..options.clone() }).await),
        TournamentError::NotInServer
    );
    assert_eq!(
        user_error(t.create(&manager(1), TournamentOptions { time: Some("5+3".into()), ..options.clone() }).await),
        TournamentError::LiveClock("5+3".into())
    );
    let r = t.create(&manager(1), options.clone()).await.unwrap();
    assert_eq!(
        r.text,
        "Tournament #1 **Winter** is created: members join with its button or /tournament join, and /tournament start pairs its first round."
    );
    let announced = delivered(&s).await;
    assert_eq!(announced.len(), 1);
    assert_eq!(
        announced[0].reply.text,
        "**Winter** (tournament #1), by p1: a Swiss of 3 rounds by FIDE's Dutch system, Alice chess, 1 day per move, casual; tie-breaks BH-C1, BH, SB, DE, WIN."
    );
    assert_eq!(
        announced[0].reply.buttons,
        vec![
            alice::service::Button::Join { tournament: 1 },
            alice::service::Button::Leave { tournament: 1 }
        ]
    );
    for n in 1..=7 {
        let r = t.join(&p(n), place(), None).await.unwrap();
        assert_eq!(
            r.text,
            format!(
                "p{n} joined **Winter** (tournament #1): {n} player{}.",
                if n == 1 { "" } else { "s" }
            )
        );
    }
    assert_eq!(
        user_error(t.join(&p(3), place(), Some(1)).await),
        TournamentError::AlreadyIn(1)
    );
    assert_eq!(
        user_error(t.join(&p(3), place(), Some(2)).await),
        TournamentError::NoSuchTournament(2)
    );
    assert_eq!(
        user_error(t.start(&p(2), place(), None).await),
        TournamentError::NotOrganiser(1)
    );
    assert_eq!(
        user_error(t.pairings(&p(2), place(), None, None).await),
        TournamentError::NoSuchRound { id: 1, round: 0, played: 0 }
    );
    let r = t.start(&manager(1), place(), None).await.unwrap();
    assert_eq!(r.text, "Tournament #1 has started: its first round is paired.");
    assert_eq!(
        user_error(t.start(&manager(1), place(), None).await),
        TournamentError::AlreadyStarted(1)
    );
    // Seven players of one rating, numbered as they joined: the top half
    // meets the bottom half, the last has the bye.
    assert_eq!(
        posts(&s).await,
        vec!["**Winter** (tournament #1), round 1 of 3:\n\
              Board 1: p1 – p4, game #1\n\
              Board 2: p5 – p2, game #2\n\
              Board 3: p3 – p6, game #3\n\
              p7: a bye (1 point)"]
    );
    // A late entry during round 1: half a point, the next number.
    let r = t.join(&p(8), place(), None).await.unwrap();
    assert_eq!(
        r.text,
        "p8 joined **Winter** (tournament #1): 8 players.\nThe round being played counts as a half-point bye; the pairing takes you from round 2."
    );
    // A tournament's game is not aborted; resigning before both moved
    // loses it.
    assert_eq!(
        user_error(s.offers().abort(&p(1), Some(1)).await),
        OfferError::NoAbortInTournament(1)
    );
    s.games().make_move(&p(1), Some(1), "e4", None).await.unwrap();
    resign(&s, &p(4), 1).await;
    s.games().make_move(&p(5), Some(2), "d4", None).await.unwrap();
    s.games().make_move(&p(2), Some(2), "d5", None).await.unwrap();
    s.offers().draw(&p(5), Some(2), None).await.unwrap();
    s.offers().draw(&p(2), Some(2), None).await.unwrap();
    s.games().make_move(&p(3), Some(3), "e4", None).await.unwrap();
    assert_eq!(posts(&s).await, Vec::<String>::new());
    // p6 never moves: lost on time, a forfeit, and withdrawn; the round's
    // last board scored pairs round 2 in the same transaction.
    e.advance(86_400_000 + 1_000);
    s.sweeper().sweep().await;
    let round2 = posts(&s).await;
    assert_eq!(
        round2,
        vec![
            "p6 lost game #3 on time without a move and is withdrawn from tournament #1; /tournament join brings them back.",
            "**Winter** (tournament #1), round 2 of 3:\n\
             Board 1: p2 – p1, game #4\n\
             Board 2: p3 – p7, game #5\n\
             Board 3: p8 – p5, game #6\n\
             p4: a bye (1 point)"
        ]
    );
    // The same as the Dutch system pairs the event's report file, written
    // by hand: p3's forfeit win and p6's forfeit loss unplayed, p7's bye,
    // p8's half-point bye, p6 out of round 2.
    let after1 = report(&[
        (1, &[(4, 'w', '1')]),
        (2, &[(5, 'b', '=')]),
        (3, &[(6, 'w', '+')]),
        (4, &[(1, 'b', '0')]),
        (5, &[(2, 'w', '=')]),
        (6, &[(3, 'b', '-'), (0, '-', '-')]),
        (7, &[(0, '-', 'U')]),
        (8, &[(0, '-', 'H')]),
    ]);
    assert_eq!(round_of(&s, 2).await, pairing_of(&after1));
    let r = t.standings(&p(2), place(), None).await.unwrap();
    assert_eq!(
        r.text,
        "Standings of **Winter** (tournament #1) after round 1 of 3:\n\
         1. p3: 1 · BH-C1 0 · BH 1 · SB 1 · DE 0 · WIN 1\n\
         1. p7: 1 · BH-C1 0 · BH 1 · SB 1 · DE 0 · WIN 1\n\
         3. p1: 1 · BH-C1 0 · BH 0 · SB 0 · DE 0 · WIN 1\n\
         4. p2: ½ · BH-C1 0 · BH ½ · SB ¼ · DE 0 · WIN 0\n\
         4. p5: ½ · BH-C1 0 · BH ½ · SB ¼ · DE 0 · WIN 0\n\
         4. p8: ½ · BH-C1 0 · BH ½ · SB ¼ · DE 0 · WIN 0\n\
         7. p4: 0 · BH-C1 0 · BH 1 · SB 0 · DE 0 · WIN 0\n\
         8. p6 (withdrawn): 0 · BH-C1 0 · BH 0 · SB 0 · DE 0 · WIN 0"
    );
    // Half the rounds have started: no one joins any more; a withdrawn
    // player comes back; one who leaves plays out the game they have.
    assert_eq!(
        user_error(t.join(&p(9), place(), None).await),
        TournamentError::LateJoinClosed { id: 1, round: 2, rounds: 3 }
    );
    let r = t.leave(&p(7), place(), None).await.unwrap();
    assert_eq!(
        r.text,
        "p7 withdrew from **Winter** (tournament #1) and is not paired in the rounds to come; /tournament join brings them back."
    );
    let r = t.join(&p(6), place(), None).await.unwrap();
    assert_eq!(r.text, "p6 joined **Winter** (tournament #1): 7 players.");
    assert_eq!(
        user_error(t.leave(&p(9), place(), None).await),
        TournamentError::NotIn(1)
    );
    play_alternating(&s, 4, [&p(2), &p(1)], &["e4", "e5"]).await;
    resign(&s, &p(1), 4).await;
    play_alternating(&s, 5, [&p(3), &p(7)], &["e4", "e5"]).await;
    resign(&s, &p(3), 5).await;
    play_alternating(&s, 6, [&p(8), &p(5)], &["d4", "d5"]).await;
    s.offers().draw(&p(8), Some(6), None).await.unwrap();
    s.offers().draw(&p(5), Some(6), None).await.unwrap();
    assert_eq!(
        posts(&s).await,
        vec!["**Winter** (tournament #1), round 3 of 3:\n\
              Board 1: p4 – p2, game #7\n\
              Board 2: p1 – p8, game #8\n\
              Board 3: p5 – p3, game #9\n\
              p6: a bye (1 point)"]
    );
    let after2 = report(&[
        (1, &[(4, 'w', '1'), (2, 'b', '0')]),
        (2, &[(5, 'b', '='), (1, 'w', '1')]),
        (3, &[(6, 'w', '+'), (7, 'w', '0')]),
        (4, &[(1, 'b', '0'), (0, '-', 'U')]),
        (5, &[(2, 'w', '='), (8, 'b', '=')]),
        (6, &[(3, 'b', '-'), (0, '-', '-')]),
        (7, &[(0, '-', 'U'), (3, 'b', '1'), (0, '-', '-')]),
        (8, &[(0, '-', 'H'), (5, 'w', '=')]),
    ]);
    assert_eq!(round_of(&s, 3).await, pairing_of(&after2));
    // The event's own report file, after its last complete round, pairs
    // round 3 the same; `alice tournament trf` prints it.
    let report = t.report(1).await.unwrap();
    assert_eq!(pairing_of(&report), round_of(&s, 3).await);
    assert!(report.starts_with("012 Winter\nXXR 3\nXXC white1\n001    1      p1"), "{report}");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["tournament", "trf", "1", "--db", &e.url])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout), report);
    assert_eq!(
        user_error(t.report(2).await.map(alice::service::Reply::text)),
        TournamentError::NoSuchTournament(2)
    );
    let games: Vec<(i64, i64)> = s
        .store()
        .fetch("SELECT game_id, white_id FROM tournament_boards WHERE round = 3 AND game_id IS NOT NULL ORDER BY board")
        .await
        .unwrap();
    for (game, white) in games {
        let white = p(white - 1000);
        let black: (i64,) = one(&s, &format!("SELECT black_id FROM games WHERE id = {game}")).await;
        let black = p(black.0 - 1000);
        play_alternating(&s, game, [&white, &black], &["e4", "e5"]).await;
        resign(&s, &black, game).await;
    }
    // White won every game of round 3. At 2 points: p4 (BH-C1 4: his
    // lowest opponent, p2's 1½, cut), p1, p7 (his absence in round 3, a
    // round he chose not to play, cut first), p5.
    assert_eq!(
        posts(&s).await,
        vec!["**Winter** (tournament #1) is over. Final standings:\n\
              1. p4: 2 · BH-C1 4 · BH 5½ · SB 3½ · DE 0 · WIN 2\n\
              2. p1: 2 · BH-C1 3½ · BH 4½ · SB 3 · DE 0 · WIN 2\n\
              3. p7 (withdrawn): 2 · BH-C1 3 · BH 5 · SB 3 · DE 0 · WIN 2\n\
              4. p5: 2 · BH-C1 2½ · BH 3½ · SB 2¼ · DE 0 · WIN 1\n\
              5. p2: 1½ · BH-C1 4 · BH 6 · SB 3 · DE 0 · WIN 1\n\
              6. p8: 1 · BH-C1 4 · BH 5 · SB 1½ · DE 0 · WIN 0\n\
              7. p3: 1 · BH-C1 4 · BH 5 · SB 1 · DE 0 · WIN 1\n\
              8. p6: 1 · BH-C1 2 · BH 3 · SB 1 · DE 0 · WIN 1"]
    );
    let r = t.pairings(&p(2), place(), None, Some(1)).await.unwrap();
    assert_eq!(
        r.text,
        "**Winter** (tournament #1), round 1 of 3:\n\
         Board 1: p1 – p4 1–0, game #1\n\
         Board 2: p5 – p2 ½–½, game #2\n\
         Board 3: p3 – p6 1–0 (forfeit), game #3\n\
         p7: a bye (1 point)\n\
         p8: joined late (½ point)"
    );
    assert_eq!(
        user_error(t.pairings(&p(2), place(), None, Some(4)).await),
        TournamentError::NoSuchRound { id: 1, round: 4, played: 3 }
    );
    let r = t.info(&p(2), place(), None).await.unwrap();
    assert_eq!(
        r.text,
        "**Winter** (tournament #1), by p1: a Swiss of 3 rounds by FIDE's Dutch system, Alice chess, 1 day per move, casual; tie-breaks BH-C1, BH, SB, DE, WIN.\n\
         Finished after round 3 of 3; 7 players:\n\
         p1, p2, p3, p4, p5, p6, p8"
    );
    assert_eq!(
        user_error(t.join(&p(9), place(), None).await),
        TournamentError::Over(1)
    );
    // The games say where they were played.
    let r = s.games().pgn(&p(2), Some(4)).await.unwrap();
    let pgn = String::from_utf8_lossy(&r.files[0].bytes).to_string();
    assert!(pgn.starts_with("[Event \"Winter\"]\n[Site \"Discord\"]\n"), "{pgn}");
    assert!(pgn.contains("\n[Round \"2.1\"]\n"), "{pgn}");
    // Nine games, none rated.
    let counts: (i64, i64) = one(
        &s,
        "SELECT COUNT(*), SUM(CASE WHEN rated THEN 1 ELSE 0 END) FROM games WHERE tournament_id = 1",
    )
    .await;
    assert_eq!(counts, (9, 0));
}
}

/// The pairings of round `round` as stored, printed as the Dutch system
/// prints them (player `n` is number `n`), in its order.
async fn round_of(s: &Service, round: i64) -> String {
    let rows: Vec<(i64, Option<i64>)> = s
        .store()
        .fetch(&format!(
            "SELECT white_id, black_id FROM tournament_boards WHERE round = {round} AND kind <> 'late'"
        ))
        .await
        .unwrap();
    let mut boards: Vec<dutch::Board> = rows
        .into_iter()
        .map(|(w, b)| match b {
            Some(b) => dutch::Board::Game {
                white: (w - 1000) as u32,
                black: (b - 1000) as u32,
            },
            None => dutch::Board::Bye((w - 1000) as u32),
        })
        .collect();
    boards.sort();
    dutch::printed(&boards)
}

/// A round of a report file's player: opponent (0: none), colour, result.
type Round = (u32, char, char);

/// A report file of 3 rounds, White first on the top board, each
/// player's rounds given as (opponent, colour, result); `0 - r` for a
/// round without an opponent. (bbpPairings, given these files, pairs
/// rounds 2 and 3 as the test expects.)
fn report(players: &[(u32, &[Round])]) -> String {
    let mut out = String::from("012 Winter\n");
    for (n, rounds) in players {
        let half: u32 = rounds
            .iter()
            .map(|r| match r.2 {
                '1' | '+' | 'U' => 2,
                '=' | 'H' => 1,
                _ => 0,
            })
            .sum();
        let mut line = format!("001 {n:>4}      {:<33} {:>4}", format!("p{n}"), 1500);
        line.push_str(&" ".repeat(80 - line.len()));
        let points = format!("{}.{}", half / 2, if half % 2 == 1 { 5 } else { 0 });
        line.push_str(&format!("{points:>4} {n:>4}"));
        for (opp, colour, result) in rounds.iter() {
            let opp = if *opp == 0 {
                "0000".to_string()
            } else {
                format!("{opp:>4}")
            };
            line.push_str(&format!("  {opp} {colour} {result}"));
        }
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str("XXR 3\nXXC white1\n");
    out
}

both! {
/// The last two games of a round ending at once, each in its own
/// transaction: the next round is paired once.
async fn two_games_ending_at_once_pair_the_next_round_once() {
    let e = env("swiss-race");
    let s = std::sync::Arc::new(e.service(false).await);
    let t = s.tournaments();
    open_of_four(&s).await;
    t.start(&manager(1), place(), None).await.unwrap();
    // Round 1: p1 – p3 (game 1), p4 – p2 (game 2).
    play_alternating(&s, 1, [&p(1), &p(3)], &["e4", "e5"]).await;
    play_alternating(&s, 2, [&p(4), &p(2)], &["e4", "e5"]).await;
    let (a, b) = (s.clone(), s.clone());
    let (x, y) = tokio::join!(
        tokio::spawn(async move { a.offers().resign(&p(3), Some(1), None).await }),
        tokio::spawn(async move { b.offers().resign(&p(2), Some(2), None).await }),
    );
    x.unwrap().unwrap();
    y.unwrap().unwrap();
    let round: (i64,) = one(&s, "SELECT round FROM tournaments WHERE id = 1").await;
    assert_eq!(round.0, 2);
    let boards: (i64,) = one(
        &s,
        "SELECT COUNT(*) FROM tournament_boards WHERE tournament_id = 1 AND round = 2",
    )
    .await;
    assert_eq!(boards.0, 2);
    let games: (i64,) = one(&s, "SELECT COUNT(*) FROM games WHERE tournament_id = 1").await;
    assert_eq!(games.0, 4);
}
}

both! {
/// The organiser forbids a pair, which the pairing then keeps apart, and
/// cancels the event: nothing more is paired, and nobody joins.
async fn an_organiser_forbids_a_pair_and_cancels() {
    let e = env("swiss-manage");
    let s = e.service(false).await;
    let t = s.tournaments();
    open_of_four(&s).await;
    assert_eq!(
        user_error(t.forbid(&p(2), place(), None, (&p(1), &p(3))).await),
        TournamentError::NotOrganiser(1)
    );
    assert_eq!(
        user_error(t.forbid(&manager(1), place(), None, (&p(1), &p(1))).await),
        TournamentError::SamePlayer
    );
    assert_eq!(
        user_error(t.forbid(&manager(1), place(), None, (&p(1), &p(9))).await),
        TournamentError::NotPlaying { id: 1, name: "p9".into() }
    );
    let r = t.forbid(&manager(1), place(), None, (&p(3), &p(1))).await.unwrap();
    assert!(r.ephemeral);
    assert_eq!(r.text, "p3 and p1 will not be paired together in tournament #1.");
    t.start(&manager(1), place(), None).await.unwrap();
    // Without it: p1 – p3, p4 – p2. With it, the first transposition.
    assert_eq!(round_of(&s, 1).await, "2\n1 4\n3 2\n");
    let posts = delivered(&s).await;
    assert!(posts.iter().any(|d| d.reply.text.contains("Board 1: p1 – p4, game #1\nBoard 2: p3 – p2, game #2")));
    assert_eq!(
        user_error(t.cancel(&p(2), place(), None).await),
        TournamentError::NotOrganiser(1)
    );
    let r = t.cancel(&manager(1), place(), None).await.unwrap();
    assert_eq!(
        r.text,
        "**Swiss** (tournament #1) is cancelled by p1: no more rounds are paired; games being played go on."
    );
    // The round's games end: nothing is paired; the event is over.
    for (game, white, black) in [(1, p(1), p(4)), (2, p(3), p(2))] {
        play_alternating(&s, game, [&white, &black], &["e4", "e5"]).await;
        resign(&s, &black, game).await;
    }
    let state: (String, i64) = one(&s, "SELECT status, round FROM tournaments WHERE id = 1").await;
    assert_eq!(state, ("cancelled".into(), 1));
    let games: (i64,) = one(&s, "SELECT COUNT(*) FROM games WHERE tournament_id = 1").await;
    assert_eq!(games.0, 2);
    assert_eq!(
        user_error(t.join(&p(5), place(), None).await),
        TournamentError::Over(1)
    );
    assert_eq!(
        user_error(t.cancel(&manager(1), place(), None).await),
        TournamentError::Over(1)
    );
}
}
