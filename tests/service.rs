//! Whole games through the service on a temp-file SQLite database with a
//! clock the tests move: mate, resignation, draw by agreement, timeout
//! after a restart, takeback, bot games, concurrency, and errors that
//! change nothing.

mod pg;
mod scratch;
#[macro_use]
mod support;

use alice::service::{
    BoardAt, Button, ChallengeOptions, Owed, Place, Player, ServiceError, UserError,
};
use alice::service::{ChallengeError, GameError, OfferError};
use alice::states::{OfferKind, Variant};
use std::sync::Arc;
use support::*;

both! {
async fn a_game_to_mate_updates_ratings_in_the_same_transaction() {
    let e = env("mate");
    let s = e.service(true).await;
    let c = s
        .challenges().challenge(&alice(), Some(&bob()), white_challenge("1d"))
        .await
        .unwrap();
    assert_eq!(
        c.text,
        "bob, alice challenges you to a game of Alice chess (rated, 1 day per move, en passant on, alice plays White). Challenge #1 is open for 1 day."
    );
    assert_eq!(
        c.buttons,
        vec![
            Button::Accept { challenge: 1 },
            Button::Decline { challenge: 1 }
        ]
    );
    assert_eq!(c.mentions, vec![202]);
    let r = s.challenges().accept(&bob(), Some(1)).await.unwrap();
    assert_eq!(
        r.text,
        "Game #1 begins: alice (White) vs bob (Black). alice (White) to move, 1 day left."
    );
    assert_eq!(r.files.len(), 1);
    assert_eq!(&r.files[0].bytes[..4], b"\x89PNG");
    let mut last = r;
    let mut game = alice_core::Game::new(alice_core::Rules::default());
    for (p, m) in [
        (alice(), "a3"),
        (bob(), "Na6"),
        (alice(), "Ra4"),
        (bob(), "e5"),
    ] {
        last = s.games().make_move(&p, None, m, None).await.unwrap();
        // The board is drawn from the side to move, the move marked.
        let mv = game.position().parse_move(m).unwrap();
        game.play(mv).unwrap();
        let want = alice::render::render_png(
            game.position(),
            &alice::render::RenderOptions {
                perspective: game.position().turn(),
                last_move: game.moves().last().map(|&m| m.into()),
                caption: Some(format!(
                    "#1 alice vs bob · move {} · {} to move",
                    game.position().fullmoves(),
                    if game.position().turn() == alice_core::Color::White { "White" } else { "Black" }
                )),
                // The bot draws boards stacked unless a member chooses.
                look: alice::service::BoardStyle::default().look,
                ..Default::default()
            },
        )
        .unwrap();
        assert!(last.files[0].bytes == want, "the board after {m} is not the one drawn for the side to move");
    }
    assert_eq!(
        last.text,
        "bob played e5. alice (White) to move, 1 day left."
    );
    assert_eq!(
        last.buttons,
        vec![
            Button::Resign { game: 1, ply: 4 },
            Button::OfferDraw { game: 1, ply: 4 },
            Button::Takeback { game: 1, ply: 4 }
        ]
    );
    assert_eq!(last.mentions, vec![101]);
    let r = s.games().make_move(&alice(), Some(1), "Re4", None).await.unwrap();
    assert_eq!(
        r.text,
        "alice played Re4/A#. Game #1 is over: alice (White) wins by checkmate, 1-0."
    );
    // A finished game offers a rematch and its history, no move controls.
    assert_eq!(
        r.buttons.iter().map(Button::custom_id).collect::<Vec<_>>(),
        ["rematch:1", "first:1:0", "prev:1:4", "next:1:5", "last:1"]
    );
    assert!(r.menus.is_empty());
    assert_eq!(
        game_row(&s, 1).await,
        (
            "finished".into(),
            Some("1-0".into()),
            Some("checkmate".into()),
            5
        )
    );
    assert_eq!(sans(&s, 1).await, ["a3", "Na6", "Ra4", "e5", "Re4/A#"]);
    let ratings: Vec<(i64, f64, i64)> = s
        .store()
        .fetch("SELECT player_id, rating, games FROM ratings ORDER BY player_id")
        .await
        .unwrap();
    let ratings: Vec<(i64, i64, i64)> = ratings
        .into_iter()
        .map(|(p, r, g)| (p, r as i64, g))
        .collect();
    assert_eq!(ratings.len(), 2);
    assert!(ratings[0].1 > 1500 && ratings[1].1 < 1500, "{ratings:?}");
    assert_eq!((ratings[0].2, ratings[1].2), (1, 1));
    let history: (i64,) = one(&s, "SELECT COUNT(*) FROM rating_history WHERE game_id = 1").await;
    assert_eq!(history.0, 2);
    // Moving in a finished game says so and changes nothing.
    let before = dump(&s).await;
    assert_eq!(
        user_error(s.games().make_move(&bob(), Some(1), "Nb4", None).await).to_string(),
        "Game #1 is over (1-0, checkmate)."
    );
    assert_eq!(dump(&s).await, before);
    let rating = s.ratings().rating_of_player(&alice(), Variant::Alice).await.unwrap();
    assert!(
        rating.text.starts_with("alice: rating 16"),
        "{}",
        rating.text
    );
    assert!(
        rating.text.ends_with("Games: 1 (1 won, 0 lost, 0 drawn)."),
        "{}",
        rating.text
    );
    let board = s.ratings().leaderboard(None, None, Variant::Alice).await.unwrap();
    assert!(
        board.text.starts_with("Alice chess leaderboard:\n1. alice — "),
        "{}",
        board.text
    );
    // Ratings are per variant: none of three-board games yet.
    let three = s.ratings().leaderboard(None, None, Variant::ThreeBoard).await.unwrap();
    assert_eq!(three.text, "No rated three-board games have been played yet.");
    let card = s.ratings().rating_of_player(&alice(), Variant::ThreeBoard).await.unwrap();
    assert_eq!(
        card.text,
        "alice: three-board rating 1500 ± 700 (provisional until the first rated game). Games: 0 (0 won, 0 lost, 0 drawn)."
    );
    let rows: (i64,) = one(&s, "SELECT COUNT(*) FROM ratings WHERE variant = 'alice'").await;
    assert_eq!(rows.0, 2);
    let pgn = s.games().pgn(&carol(), Some(1)).await.unwrap();
    assert_eq!(
        pgn.text,
        "Game #1, alice vs bob. Position: `r1bqkbnr/pppp1ppp/8/8/4R3/8/1PPPPPPP/1NBQKBNR|8/8/n7/4p3/8/P7/8/8 b Kkq - 1 3`"
    );
    let text = String::from_utf8(pgn.files[0].bytes.clone()).unwrap();
    assert!(
        text.contains("[White \"alice\"]\n[Black \"bob\"]\n[Result \"1-0\"]"),
        "{text}"
    );
    assert!(text.contains("1. a3 Na6 2. Ra4 e5 3. Re4/A# 1-0"), "{text}");
    assert_eq!(alice_core::read_pgn(&text).unwrap().game.sans().len(), 5);
    // A three-board game's boards are drawn too.
    let dave = Player::new(404, "dave");
    s.challenges().challenge(
        &carol(),
        Some(&dave),
        ChallengeOptions {
            variant: Some("three-board".into()),
            ..white_challenge("1d")
        },
    )
    .await
    .unwrap();
    let three = s.challenges().accept(&dave, None).await.unwrap();
    assert_eq!(three.files.len(), 1, "{}", three.text);
    assert_eq!(&three.files[0].bytes[..4], b"\x89PNG");
}
}

both! {
/// A player's record, the server's leaderboard and `/games` count and
/// list each variant apart.
async fn games_are_counted_and_listed_per_variant() {
    let e = env("per-variant");
    let s = e.service(false).await;
    let here = alice::service::Place::new(Some(5), Some(50));
    let three = |color: &str| ChallengeOptions {
        color: Some(color.into()),
        variant: Some("three-board".into()),
        place: here,
        ..Default::default()
    };
    // A rated three-board game in server 5: bob resigns to alice.
    s.challenges().challenge(&alice(), Some(&bob()), three("white"))
        .await
        .unwrap();
    let r = s.challenges().accept(&bob(), Some(1)).await.unwrap();
    assert!(r.files.is_empty(), "images are off");
    s.games().make_move(&alice(), Some(1), "a3/AB", None).await.unwrap();
    s.games().make_move(&bob(), Some(1), "a6/AB", None).await.unwrap();
    s.offers().resign(&bob(), Some(1), None).await.unwrap();
    // A two-board game elsewhere, won by carol against alice.
    let g2 = start_between(&s, &carol(), &alice(), "1d").await;
    s.games().make_move(&carol(), Some(g2), "e4", None).await.unwrap();
    s.games().make_move(&alice(), Some(g2), "e5", None).await.unwrap();
    s.offers().resign(&alice(), Some(g2), None).await.unwrap();

    let me = alice();
    let card = |v| s.ratings().rating_of_player(&me, v);
    let two = card(Variant::Alice).await.unwrap().text;
    assert!(two.ends_with("Games: 1 (0 won, 1 lost, 0 drawn)."), "{two}");
    let three_card = card(Variant::ThreeBoard).await.unwrap().text;
    assert!(
        three_card.starts_with("alice: three-board rating 1")
            && three_card.ends_with("Games: 1 (1 won, 0 lost, 0 drawn)."),
        "{three_card}"
    );
    // Server 5 saw only three-board games: its two-board board is empty.
    let board = s
        .ratings().leaderboard(Some(5), Some("server"), Variant::Alice)
        .await
        .unwrap();
    assert_eq!(board.text, "No rated game has been played in this server yet.");
    let board = s
        .ratings().leaderboard(Some(5), Some("server"), Variant::ThreeBoard)
        .await
        .unwrap();
    assert!(
        board.text.contains("alice") && board.text.contains("bob") && !board.text.contains("carol"),
        "{}",
        board.text
    );
    // Games in progress name their variant when it is not the default.
    s.challenges().challenge(&bob(), Some(&alice()), three("black"))
        .await
        .unwrap();
    s.challenges().accept(&alice(), None).await.unwrap();
    start_between(&s, &alice(), &bob(), "1d").await;
    let games = s.games().in_progress(&alice()).await.unwrap();
    assert_eq!(
        games.text,
        "#3 (Three-board Alice) vs bob, you play White — your turn, 3 days left\n\
         #4 vs bob, you play White — your turn, 1 day left\n\
         Finished, newest first:\n\
         #2 vs carol, you played Black, 2026-11-29 — you lost by resignation, 1-0\n\
         #1 (Three-board Alice) vs bob, you played White, 2026-11-29 — you won by resignation, 1-0"
    );
    // Only the finished ones, by page; the numbers are the games'.
    let finished = s.games().finished_games(&alice(), 1).await.unwrap();
    assert!(finished.ephemeral);
    assert_eq!(
        finished.text,
        "Your finished games, newest first (page 1 of 1):\n\
         #2 vs carol, you played Black, 2026-11-29 — you lost by resignation, 1-0\n\
         #1 (Three-board Alice) vs bob, you played White, 2026-11-29 — you won by resignation, 1-0"
    );
    let err = s.games().finished_games(&alice(), 2).await.unwrap_err();
    assert_eq!(
        err.user_message_in("x", alice::lang::Lang::EN),
        "There is no page 2 of your finished games: they fill one page."
    );
    let none = s.games().finished_games(&Player::new(404, "dave"), 1).await.unwrap();
    assert_eq!(none.text, "You have no finished games yet.");
}
}

both! {
/// `/games` shows the last ten ended games and says where the older ones
/// are; `/games finished:true page:N` pages through them, ten at a time,
/// the newest first, aborted ones and draws said as such.
async fn finished_games_are_listed_ten_a_page() {
    let e = env("finished-pages");
    let s = e.service(false).await;
    let mut ids = Vec::new();
    for i in 0..12 {
        let g = start_between(&s, &alice(), &bob(), "1d").await;
        match i {
            // Aborted before both sides moved.
            0 => {
                s.offers().resign(&alice(), Some(g), None).await.unwrap();
            }
            // A draw by agreement.
            1 => {
                s.games().make_move(&alice(), Some(g), "e4", None).await.unwrap();
                s.games().make_move(&bob(), Some(g), "e5", None).await.unwrap();
                s.offers().draw(&alice(), Some(g), None).await.unwrap();
                s.offers().draw(&bob(), Some(g), None).await.unwrap();
            }
            _ => {
                s.games().make_move(&alice(), Some(g), "e4", None).await.unwrap();
                s.games().make_move(&bob(), Some(g), "e5", None).await.unwrap();
                s.offers().resign(&bob(), Some(g), None).await.unwrap();
            }
        }
        e.advance(86_400_000);
        ids.push(g);
    }
    let games = s.games().in_progress(&bob()).await.unwrap();
    let lines: Vec<&str> = games.text.lines().collect();
    assert_eq!(lines.len(), 12, "{}", games.text);
    assert_eq!(lines[0], "Finished, newest first:");
    assert_eq!(
        lines[1],
        "#12 vs alice, you played Black, 2026-12-10 — you lost by resignation, 1-0"
    );
    assert_eq!(lines[11], "Older ones: /games finished:true page:2");
    let page2 = s.games().finished_games(&bob(), 2).await.unwrap();
    assert_eq!(
        page2.text,
        "Your finished games, newest first (page 2 of 2):\n\
         #2 vs alice, you played Black, 2026-11-30 — drawn by agreement, ½-½\n\
         #1 vs alice, you played Black, 2026-11-29 — aborted"
    );
    let page1 = s.games().finished_games(&bob(), 1).await.unwrap();
    let lines: Vec<&str> = page1.text.lines().collect();
    assert_eq!(lines[0], "Your finished games, newest first (page 1 of 2):");
    assert_eq!(lines.len(), 12);
    assert_eq!(lines[10], "#3 vs alice, you played Black, 2026-12-01 — you lost by resignation, 1-0");
    assert_eq!(lines[11], "Older ones: /games finished:true page:2");
    let err = s.games().finished_games(&bob(), 3).await.unwrap_err();
    assert_eq!(
        err.user_message_in("x", alice::lang::Lang::EN),
        "There is no page 3 of your finished games: they fill 2 pages."
    );
    assert_eq!(ids, (1..=12).collect::<Vec<i64>>());
}
}

both! {
async fn resignation_and_casual_games_leave_ratings_alone() {
    let e = env("resign");
    let s = e.service(false).await;
    s.challenges().challenge(
        &alice(),
        Some(&bob()),
        ChallengeOptions {
            rated: Some(false),
            color: Some("black".into()),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    s.challenges().accept(&bob(), Some(1)).await.unwrap();
    s.games().make_move(&bob(), None, "e4", None).await.unwrap();
    s.games().make_move(&alice(), None, "e5", None).await.unwrap();
    // A stale Resign button (drawn at ply 1) is refused.
    let stale = user_error(s.offers().resign(&alice(), Some(1), Some(1)).await);
    assert_eq!(stale, GameError::GameChanged(1));
    let r = s.offers().resign(&alice(), Some(1), Some(2)).await.unwrap();
    assert_eq!(
        r.text,
        "alice resigns. Game #1 is over: bob (White) wins by resignation, 1-0."
    );
    assert_eq!(
        game_row(&s, 1).await,
        (
            "finished".into(),
            Some("1-0".into()),
            Some("resignation".into()),
            2
        )
    );
    let n: (i64,) = one(&s, "SELECT COUNT(*) FROM ratings").await;
    assert_eq!(n.0, 0);
}
}

both! {
/// As on lichess: before both sides have moved, a game can only be
/// aborted. A resignation then aborts it, a draw cannot be offered, and
/// nothing is rated.
async fn resigning_before_both_sides_moved_aborts_and_rates_nothing() {
    let e = env("resign-early");
    let s = e.service(false).await;
    // No move at all.
    let id = start(&s, "1d").await;
    assert_eq!(
        user_error(s.offers().draw(&alice(), Some(id), None).await),
        OfferError::TooEarlyToDraw(id)
    );
    assert_eq!(
        OfferError::TooEarlyToDraw(id).to_string(),
        "A draw can be offered in game #1 once both sides have moved. Until then /abort ends it, and it does not count."
    );
    let r = s.offers().resign(&bob(), Some(id), Some(0)).await.unwrap();
    assert_eq!(r.text, "Game #1 was aborted by bob. It does not count.");
    assert_eq!(
        game_row(&s, id).await,
        ("aborted".into(), None, Some("aborted".into()), 0)
    );
    // White's first move only: the one who has moved resigns.
    let id2 = start(&s, "1d").await;
    s.games().make_move(&alice(), None, "e4", None).await.unwrap();
    assert_eq!(
        user_error(s.offers().draw(&bob(), Some(id2), None).await),
        OfferError::TooEarlyToDraw(id2)
    );
    let r = s.offers().resign(&alice(), Some(id2), Some(1)).await.unwrap();
    assert_eq!(r.text, "Game #2 was aborted by alice. It does not count.");
    assert_eq!(
        game_row(&s, id2).await,
        ("aborted".into(), None, Some("aborted".into()), 1)
    );
    let n: (i64,) = one(&s, "SELECT COUNT(*) FROM ratings").await;
    assert_eq!(n.0, 0);
    let n: (i64,) = one(&s, "SELECT COUNT(*) FROM rating_history").await;
    assert_eq!(n.0, 0);
    // Once both have moved, a resignation is a resignation, and rated.
    let third = start(&s, "1d").await;
    s.games().make_move(&alice(), None, "e4", None).await.unwrap();
    s.games().make_move(&bob(), None, "e5", None).await.unwrap();
    let r = s.offers().resign(&bob(), Some(third), Some(2)).await.unwrap();
    assert_eq!(
        r.text,
        "bob resigns. Game #3 is over: alice (White) wins by resignation, 1-0."
    );
    let n: (i64,) = one(&s, "SELECT COUNT(*) FROM rating_history").await;
    assert_eq!(n.0, 2);
}
}

both! {
async fn draw_by_agreement_and_offers_lapse_after_a_move() {
    let e = env("draw");
    let s = e.service(false).await;
    let id = start(&s, "1d").await;
    s.games().make_move(&alice(), None, "e4", None).await.unwrap();
    s.games().make_move(&bob(), None, "e5", None).await.unwrap();
    s.games().make_move(&alice(), None, "Nf3", None).await.unwrap();
    let offer = s.offers().draw(&alice(), None, None).await.unwrap();
    assert_eq!(
        offer.text,
        "alice offers a draw in game #1. bob, accept or decline it with the buttons (or accept with /draw game:1); the offer lapses when you move. bob (Black) to move, 1 day left."
    );
    // bob is pinged, and may accept or decline with the buttons.
    assert_eq!(offer.mentions, [202]);
    assert_eq!(
        offer.buttons,
        [
            Button::Resign { game: id, ply: 3 },
            Button::AcceptOffer { game: id, ply: 3, kind: OfferKind::Draw },
            Button::DeclineOffer { game: id, ply: 3, kind: OfferKind::Draw },
            Button::Takeback { game: id, ply: 3 },
        ]
    );
    assert_eq!(
        user_error(s.offers().draw(&alice(), None, None).await),
        OfferError::AlreadyOffered { id, what: "draw" }
    );
    // bob plays on: the offer lapses.
    s.games().make_move(&bob(), None, "Nc6", None).await.unwrap();
    let n: (i64,) = one(&s, "SELECT COUNT(*) FROM offers").await;
    assert_eq!(n.0, 0);
    s.offers().draw(&bob(), None, None).await.unwrap();
    let r = s.offers().draw(&alice(), None, None).await.unwrap();
    assert_eq!(
        r.text,
        "alice accepts the draw. Game #1 is over: drawn by agreement, ½-½."
    );
    assert_eq!(
        game_row(&s, id).await,
        (
            "finished".into(),
            Some("1/2-1/2".into()),
            Some("agreement".into()),
            4
        )
    );
}
}

both! {
async fn takeback_by_agreement() {
    let e = env("takeback");
    let s = e.service(false).await;
    let id = start(&s, "1d").await;
    s.games().make_move(&alice(), None, "e4", None).await.unwrap();
    s.games().make_move(&bob(), None, "e5", None).await.unwrap();
    s.games().make_move(&alice(), None, "Qh5", None).await.unwrap();
    let ask = s.offers().takeback(&alice(), None).await.unwrap();
    assert_eq!(ask.text, "alice asks to take back their last move in game #1. bob, accept or decline with the buttons (or agree with /takeback game:1). bob (Black) to move, 1 day left.");
    assert_eq!(ask.mentions, [202]);
    let r = s.offers().takeback(&bob(), None).await.unwrap();
    assert_eq!(
        r.text,
        "Takeback agreed: alice's last move is taken back. alice (White) to move, 1 day left."
    );
    assert_eq!(sans(&s, id).await, ["e4", "e5"]);
    assert_eq!(game_row(&s, id).await.3, 2);
    s.games().make_move(&alice(), None, "Nf3", None).await.unwrap();
    assert_eq!(sans(&s, id).await, ["e4", "e5", "Nf3"]);
    // Asking twice is not agreeing with oneself.
    s.offers().takeback(&alice(), None).await.unwrap();
    assert_eq!(
        user_error(s.offers().takeback(&alice(), None).await),
        OfferError::AlreadyOffered {
            id,
            what: "takeback"
        }
    );
    assert_eq!(sans(&s, id).await, ["e4", "e5", "Nf3"]);
    // Black asks on White's turn: Black's last move and White's reply go.
    s.games().make_move(&bob(), None, "Nc6", None).await.unwrap();
    s.games().make_move(&alice(), None, "Bc4", None).await.unwrap();
    s.offers().takeback(&bob(), None).await.unwrap();
    let r = s.offers().takeback(&alice(), None).await.unwrap();
    assert!(
        r.text.starts_with("Takeback agreed: bob's last move and the reply to it are taken back. bob (Black) to move"),
        "{}",
        r.text
    );
    assert_eq!(sans(&s, id).await, ["e4", "e5", "Nf3"]);
    // White asks on White's turn after six plies: two plies go.
    for (p, m) in [(bob(), "Nc6"), (alice(), "Bc4"), (bob(), "Bc5")] {
        s.games().make_move(&p, None, m, None).await.unwrap();
    }
    s.offers().takeback(&alice(), None).await.unwrap();
    let r = s.offers().takeback(&bob(), None).await.unwrap();
    assert!(
        r.text.starts_with("Takeback agreed: alice's last move and the reply to it are taken back. alice (White) to move"),
        "{}",
        r.text
    );
    assert_eq!(sans(&s, id).await, ["e4", "e5", "Nf3", "Nc6"]);
}
}

both! {
/// The bot accepts a draw when its position is clearly lost, and says no
/// otherwise.
async fn the_bot_accepts_a_draw_only_when_lost() {
    let e = env("bot-draw");
    let s = e.service(false).await;
    s.challenges().play_bot(&carol(), Some(1), Some("white"), Place::default())
        .await
        .unwrap();
    // Nothing for the bot to search yet: nothing claimed.
    let claims: (i64,) = one(&s, "SELECT COUNT(*) FROM claims").await;
    assert_eq!(claims.0, 0);
    // Before anything is played, the game starts from a position where
    // the bot (Black) has its king alone against a queen and a rook.
    let lost = "4k3/8/8/8/8/8/8/R2QK3|8/8/8/8/8/8/8/8 w Q - 0 1";
    exec(
        &s,
        &format!("UPDATE games SET start_fen = '{lost}', fen = '{lost}' WHERE id = 1"),
    )
    .await;
    s.games().make_move(&carol(), Some(1), "Qd2", None).await.unwrap();
    assert_eq!(game_row(&s, 1).await.3, 2);
    let r = s.offers().draw(&carol(), Some(1), None).await.unwrap();
    assert!(
        r.text.starts_with("Alice (level 1) accepts the draw. Game #1 is over: drawn by agreement"),
        "{}",
        r.text
    );
    // From the usual start, a draw offer after two plies is declined.
    s.challenges().play_bot(&carol(), Some(1), Some("white"), Place::default())
        .await
        .unwrap();
    s.games().make_move(&carol(), Some(2), "e4", None).await.unwrap();
    let r = s.offers().draw(&carol(), Some(2), None).await.unwrap();
    assert_eq!(r.text, "Alice (level 1) declines the draw offer in game #2.");
    assert!(r.ephemeral);
    assert_eq!(game_row(&s, 2).await.0, "active");
}
}

both! {
async fn abort_only_before_both_sides_moved() {
    let e = env("abort");
    let s = e.service(false).await;
    let id = start(&s, "1d").await;
    s.games().make_move(&alice(), None, "e4", None).await.unwrap();
    let r = s.offers().abort(&bob(), None).await.unwrap();
    assert_eq!(r.text, "Game #1 was aborted by bob. It does not count.");
    assert_eq!(
        game_row(&s, id).await,
        ("aborted".into(), None, Some("aborted".into()), 1)
    );
    let id2 = start(&s, "1d").await;
    s.games().make_move(&alice(), None, "e4", None).await.unwrap();
    s.games().make_move(&bob(), None, "e5", None).await.unwrap();
    assert_eq!(
        user_error(s.offers().abort(&alice(), Some(id2)).await),
        OfferError::TooLateToAbort(id2)
    );
}
}

both! {
async fn timeout_is_found_by_the_sweeper_after_a_restart() {
    let e = env("timeout");
    let id = {
        let s = e.service(false).await;
        let id = start(&s, "10m").await;
        for (p, m) in [(alice(), "e4"), (bob(), "e5"), (alice(), "Nf3")] {
            s.games().make_move(&p, None, m, None).await.unwrap();
        }
        e.advance(8 * 60_000);
        // A quarter of bob's time is left: one reminder.
        let notices = s.sweeper().sweep().await.notices;
        assert_eq!(notices.len(), 1);
        assert_eq!(
            notices[0].text,
            "bob, it is your move in game #1: 2 minutes left."
        );
        assert_eq!(notices[0].mentions, vec![202]);
        assert!(s.sweeper().sweep().await.notices.is_empty());
        s.store().close().await;
        id
    };
    // The bot is down while bob's time runs out.
    e.advance(3 * 60_000);
    let s = e.service(false).await;
    let notices = s.sweeper().sweep().await.notices;
    assert_eq!(notices.len(), 1);
    assert_eq!(
        notices[0].text,
        "Game #1: bob ran out of time. alice wins on time (1-0)."
    );
    assert_eq!(
        game_row(&s, id).await,
        (
            "finished".into(),
            Some("1-0".into()),
            Some("timeout".into()),
            3
        )
    );
    assert!(s.sweeper().sweep().await.notices.is_empty());
}
}

both! {
/// A timeout in a game with a thread: the notice goes to the thread,
/// mentions who wants mentions, DMs who wants DMs (with the game's link),
/// and gives the game's channel its result line.
async fn a_timeout_is_told_in_the_thread_by_mention_and_dm() {
    let e = env("timeout-thread");
    let s = e.service(false).await;
    s.settings().player_settings(&bob(), Some("dm")).await.unwrap();
    s.challenges().challenge(
        &alice(),
        Some(&bob()),
        ChallengeOptions {
            place: Place::new(Some(5), Some(50)),
            ..white_challenge("10m")
        },
    )
    .await
    .unwrap();
    s.challenges().accept(&bob(), None).await.unwrap();
    s.games().set_game_place(1, Some(900), Some(901)).await.unwrap();
    for (p, m) in [(alice(), "e4"), (bob(), "e5"), (alice(), "Nf3")] {
        s.games().make_move(&p, None, m, None).await.unwrap();
    }
    // bob's reminder goes by DM with the board; its text is kept for the
    // thread should the DM fail.
    e.advance(8 * 60_000);
    let reminder = s.sweeper().sweep().await.notices;
    assert_eq!(reminder.len(), 1);
    let r = &reminder[0];
    assert_eq!(
        (r.channel_id, r.game_id, r.text.as_str(), r.quiet, &r.mentions),
        (
            Some(901),
            Some(1),
            "bob, it is your move in game #1: 2 minutes left.",
            true,
            &vec![]
        )
    );
    assert_eq!(r.direct.len(), 1);
    assert_eq!(r.direct[0].player, 202);
    let dm = &r.direct[0].reply;
    assert_eq!(
        dm.text,
        "Reminder. Your move in game #1 against alice, 2 minutes left."
    );
    // The move menus come with it (the board too, where images are on).
    assert_eq!(dm.menus.len(), 1);
    assert_eq!(dm.menus[0].options.len(), 12);
    e.advance(3 * 60_000);
    let notices = s.sweeper().sweep().await.notices;
    let text = "Game #1: bob ran out of time. alice wins on time (1-0).";
    let link = s.games().game_link(1).await.unwrap();
    assert_eq!(
        (link.channel, link.thread, link.message),
        (Some(50), Some(901), Some(900))
    );
    assert_eq!(
        notices,
        [alice::service::Notice {
            channel_id: Some(901),
            game_id: Some(1),
            text: text.into(),
            mentions: vec![101],
            direct: vec![alice::service::Direct {
                player: 202,
                reply: alice::service::Reply {
                    text: text.into(),
                    game: Some(link),
                    ..Default::default()
                },
            }],
            ..Default::default()
        }]
    );
    // Everything told was owed with what it tells: bob's turns by DM
    // (with their boards), the timeout in the thread and by DM, and the
    // result line in the channel.
    let dm = |text: &str, board: Option<(i64, i64)>| Owed::Dm {
        player: 202,
        text: text.into(),
        game: Some(1),
        board: board.map(|(game, ply)| BoardAt { game, ply }),
        fallback: Some(901),
    };
    let owed: Vec<Owed> = s.outbox().owed().await.unwrap().into_iter().map(|(_, o)| o).collect();
    assert_eq!(
        owed,
        [
            // The game's place, to be found (its post and thread).
            Owed::Opening {
                game: 1,
                channel: 50,
                text: "Game #1 begins: alice (White) vs bob (Black).".into(),
                name: "#1 · alice vs bob".into(),
                thread: true,
                answer: None,
            },
            dm("alice played e4. Your move in game #1 against alice, 10 minutes left.", Some((1, 1))),
            dm("alice played Nf3. Your move in game #1 against alice, 10 minutes left.", Some((1, 3))),
            dm("Reminder. Your move in game #1 against alice, 2 minutes left.", Some((1, 3))),
            Owed::Post {
                channel: 50,
                text: "Game #1, alice vs bob: alice (White) wins by timeout, 1-0. <#901>".into(),
                mentions: vec![],
                board: None,
                controls: false,
            },
            Owed::Post {
                channel: 901,
                text: text.into(),
                mentions: vec![101],
                board: None,
                controls: false,
            },
            dm(text, None),
        ]
    );
    // Reminders in a channel without a thread: carol wants no notices,
    // alice a mention.
    s.settings().player_settings(&carol(), Some("off")).await.unwrap();
    s.challenges().challenge(
        &alice(),
        Some(&carol()),
        ChallengeOptions {
            place: Place::new(Some(5), Some(60)),
            ..white_challenge("10m")
        },
    )
    .await
    .unwrap();
    s.challenges().accept(&carol(), None).await.unwrap();
    s.games().make_move(&alice(), Some(2), "e4", None).await.unwrap();
    e.advance(8 * 60_000);
    let told = |n: &alice::service::Notice| {
        (n.channel_id, n.game_id, n.text.clone(), n.mentions.clone(), n.quiet, n.direct.len())
    };
    let carols = s.sweeper().sweep().await.notices;
    assert_eq!(
        carols.iter().map(told).collect::<Vec<_>>(),
        [(
            Some(60),
            Some(2),
            "carol, it is your move in game #2: 2 minutes left.".to_string(),
            vec![],
            false,
            0
        )]
    );
    s.games().make_move(&carol(), Some(2), "e5", None).await.unwrap();
    e.advance(8 * 60_000);
    let alices = s.sweeper().sweep().await.notices;
    assert_eq!(
        alices.iter().map(told).collect::<Vec<_>>(),
        [(
            Some(60),
            Some(2),
            "alice, it is your move in game #2: 2 minutes left.".to_string(),
            vec![101],
            false,
            0
        )]
    );
}
}

both! {
/// A game whose first moves never come is aborted when the time runs
/// out, as lichess does: nothing is rated.
async fn a_game_without_both_first_moves_is_aborted_on_time() {
    let e = env("first-move");
    let s = e.service(false).await;
    let g1 = start(&s, "10m").await;
    let g2 = start_between(&s, &carol(), &bob(), "10m").await;
    s.games().make_move(&carol(), Some(g2), "e4", None).await.unwrap();
    e.advance(11 * 60_000);
    let texts: Vec<String> = s.sweeper().sweep().await.notices.into_iter().map(|n| n.text).collect();
    assert_eq!(
        texts,
        [
            "Game #1 was aborted: alice did not make a first move in time. It does not count.",
            "Game #2 was aborted: bob did not make a first move in time. It does not count.",
        ]
    );
    for (g, ply) in [(g1, 0), (g2, 1)] {
        assert_eq!(game_row(&s, g).await, ("aborted".into(), None, Some("aborted".into()), ply));
    }
    let n: (i64,) = one(&s, "SELECT COUNT(*) FROM ratings").await;
    assert_eq!(n.0, 0);
}
}

both! {
async fn a_late_move_loses_on_time() {
    let e = env("late");
    let s = e.service(false).await;
    let id = start(&s, "10m").await;
    s.games().make_move(&alice(), None, "e4", None).await.unwrap();
    s.games().make_move(&bob(), None, "e5", None).await.unwrap();
    e.advance(11 * 60_000);
    let r = s.games().make_move(&alice(), None, "Nf3", None).await.unwrap();
    assert_eq!(
        r.text,
        "Your time for this move ran out before it arrived. Game #1 is over: bob (Black) wins by timeout, 0-1."
    );
    assert_eq!(sans(&s, id).await, ["e4", "e5"]);
    // A first move that comes too late aborts the game: nothing is rated.
    let id = start(&s, "10m").await;
    e.advance(11 * 60_000);
    let r = s.games().make_move(&alice(), Some(id), "e4", None).await.unwrap();
    assert_eq!(
        r.text,
        "Your time for this move ran out before it arrived. Game #2 is over: aborted."
    );
    assert_eq!(game_row(&s, id).await, ("aborted".into(), None, Some("aborted".into()), 0));
    // Only game #1 was rated.
    let n: (i64,) = one(&s, "SELECT COUNT(*) FROM rating_history WHERE game_id = 2").await;
    assert_eq!(n.0, 0);
    let n: (i64,) = one(&s, "SELECT COUNT(*) FROM rating_history WHERE game_id = 1").await;
    assert_eq!(n.0, 2);
}
}

both! {
/// A player who changed their name is called by the new one in the reply
/// to their move, all through it.
async fn a_renamed_player_is_called_by_the_new_name() {
    let e = env("renamed");
    let s = e.service(false).await;
    start(&s, "1d").await;
    let [first @ .., last] = support::SHORT_MATE;
    play_alternating(&s, 1, [&alice(), &bob()], &first).await;
    let alicia = Player::new(101, "alicia");
    let r = s.games().make_move(&alicia, Some(1), last, None).await.unwrap();
    assert_eq!(
        r.text,
        "alicia played Re4/A#. Game #1 is over: alicia (White) wins by checkmate, 1-0."
    );
}
}

both! {
/// A rating period is a week: a deviation grows with the weeks a player
/// sits out (and hardly in two days).
async fn deviations_grow_with_the_weeks_sat_out() {
    let e = env("periods");
    let s = e.service(false).await;
    // A player's rating row's column.
    let column = |column: &'static str, who: i64| {
        let s = &s;
        async move {
            let row: (f64,) = one(
                s,
                &format!("SELECT {column} FROM ratings WHERE player_id = {who}"),
            )
            .await;
            row.0
        }
    };
    let deviation = |who| column("deviation", who);
    // A rated game that Black resigns after two plies.
    let game = |white: Player, black: Player| {
        let s = &s;
        async move {
            let id = start_between(s, &white, &black, "1d").await;
            s.games().make_move(&white, Some(id), "e4", None).await.unwrap();
            s.games().make_move(&black, Some(id), "e5", None).await.unwrap();
            s.offers().resign(&black, Some(id), None).await.unwrap();
        }
    };
    // Two pairs play a first game at once, then a second: one pair two
    // days later, the other twenty weeks later.
    let dave = Player::new(404, "dave");
    game(alice(), bob()).await;
    game(carol(), dave.clone()).await;
    let first = deviation(101).await;
    assert_eq!(deviation(303).await, first);
    e.advance(2 * 86_400_000);
    game(alice(), bob()).await;
    e.advance(20 * 7 * 86_400_000 - 2 * 86_400_000);
    game(carol(), dave).await;
    let two_days = deviation(101).await;
    let twenty_weeks = deviation(303).await;
    // A second game lowers the deviation; after twenty weeks away it is
    // lowered from a deviation that grew meanwhile. Two days are two
    // sevenths of a period: the deviation is the one Glicko-2 gives then.
    assert!(two_days < first, "{two_days} vs {first}");
    assert!(twenty_weeks > two_days + 1.0, "{twenty_weeks} vs {two_days}");
    assert_eq!((two_days * 1e3).round() / 1e3, 260.392);
    // Each row is its player's: alice, who won both, well above bob.
    let rating = |who| column("rating", who);
    let (alice_rating, bob_rating) = (rating(101).await, rating(202).await);
    assert!(alice_rating > bob_rating + 300.0, "{alice_rating} vs {bob_rating}");
    // Images off: the card has no chart.
    let card = s
        .ratings().rating_card(101, "alice", Variant::Alice)
        .await
        .unwrap();
    assert!(card.text.starts_with("alice: rating 1"), "{}", card.text);
    assert!(card.files.is_empty());
}
}

both! {
async fn time_per_move_is_bounded_inclusively_and_colours_are_tossed() {
    let e = env("bounds");
    let s = e.service(false).await;
    let time = |t: &str| ChallengeOptions {
        time: Some(t.into()),
        ..Default::default()
    };
    for (t, error) in [
        ("9m", "time per move must be from 10 minutes to 14 days, not 9 minutes; a live game takes a clock such as 5+3."),
        ("15d", "time per move must be from 10 minutes to 14 days, not 15 days; a live game takes a clock such as 5+3."),
        ("soon", "time must be a time per move such as 1d or 3d, or a live clock such as 5+3, not `soon`."),
    ] {
        assert_eq!(
            user_error(s.challenges().challenge(&alice(), Some(&bob()), time(t)).await).to_string(),
            error
        );
    }
    // The bounds themselves are allowed (10 minutes and 14 days); a
    // random colour falls either way: over fourteen games accepted one
    // after another (each aborted), the challenger has White in some and
    // Black in others.
    let mut white = 0;
    for id in 1..=14 {
        let options = match id {
            1 => time("10m"),
            2 => time("14d"),
            _ => Default::default(),
        };
        s.challenges().challenge(&alice(), Some(&bob()), options).await.unwrap();
        e.clock.fetch_add(1000 + id, std::sync::atomic::Ordering::SeqCst);
        s.challenges().accept(&bob(), Some(id)).await.unwrap();
        let game: (i64, i64, i64) = one(
            &s,
            "SELECT id, time_per_move, CAST(CASE WHEN white_id = 101 THEN 1 ELSE 0 END AS BIGINT) FROM games ORDER BY id DESC LIMIT 1",
        )
        .await;
        match id {
            1 => assert_eq!(game.1, 600),
            2 => assert_eq!(game.1, 14 * 86_400),
            _ => {}
        }
        white += game.2;
        s.offers().abort(&alice(), Some(game.0)).await.unwrap();
    }
    assert!((3..=11).contains(&white), "alice had White in {white} of 14");
}
}

both! {
/// 8x4 Alice and Duo chess have no en passant: a challenge asking for it
/// is refused with the reason and stores nothing; one turning it off is
/// taken.
async fn a_variant_without_en_passant_refuses_it() {
    let e = env("no-en-passant");
    let s = e.service(false).await;
    let before = dump(&s).await;
    for (variant, title) in [("8x4", "8x4 Alice"), ("duo", "Duo chess")] {
        let opts = ChallengeOptions {
            variant: Some(variant.into()),
            en_passant: Some(true),
            ..Default::default()
        };
        assert_eq!(
            user_error(s.challenges().challenge(&alice(), Some(&bob()), opts).await).to_string(),
            format!("{title} has no en passant, so en_passant:true cannot be set for it.")
        );
    }
    assert_eq!(dump(&s).await, before);
    let opts = ChallengeOptions {
        variant: Some("8x4".into()),
        en_passant: Some(false),
        ..Default::default()
    };
    s.challenges().challenge(&alice(), Some(&bob()), opts).await.unwrap();
    // The game, once accepted, is named wherever it is shown.
    s.challenges().accept(&bob(), None).await.unwrap();
    let board = s.games().board(&bob(), Some(1), None).await.unwrap();
    assert!(
        board.text.starts_with("Game #1 (8x4 Alice): "),
        "{}",
        board.text
    );
}
}

both! {
async fn challenges_expire_and_are_checked() {
    let e = env("challenge");
    let s = e.service(false).await;
    // Nothing to accept or decline yet.
    assert_eq!(user_error(s.challenges().accept(&bob(), None).await), ChallengeError::NoChallenge);
    assert_eq!(user_error(s.challenges().decline(&bob(), None).await), ChallengeError::NoChallenge);
    assert_eq!(
        user_error(
            s.challenges().challenge(&alice(), Some(&alice()), Default::default())
                .await
        ),
        ChallengeError::ChallengeSelf
    );
    assert_eq!(
        user_error(
            s.challenges().challenge(
                &alice(),
                Some(&bob()),
                ChallengeOptions {
                    time: Some("5m".into()),
                    ..Default::default()
                }
            )
            .await
        )
        .to_string(),
        "time per move must be from 10 minutes to 14 days, not 5 minutes; a live game takes a clock such as 5+3."
    );
    assert_eq!(
        user_error(
            s.challenges().challenge(
                &alice(),
                Some(&bob()),
                ChallengeOptions {
                    color: Some("green".into()),
                    ..Default::default()
                }
            )
            .await
        )
        .to_string(),
        "color must be white, black or random, not `green`."
    );
    s.challenges().challenge(&alice(), Some(&bob()), Default::default())
        .await
        .unwrap();
    let before = dump(&s).await;
    assert_eq!(
        user_error(s.challenges().accept(&carol(), Some(1)).await),
        ChallengeError::NotForYou(1)
    );
    assert_eq!(
        user_error(s.challenges().accept(&alice(), Some(1)).await),
        ChallengeError::OwnChallenge(1)
    );
    assert_eq!(
        user_error(s.challenges().accept(&bob(), Some(9)).await),
        ChallengeError::NoSuchChallenge(9)
    );
    assert_eq!(
        user_error(s.challenges().decline(&carol(), Some(1)).await),
        ChallengeError::NotForYou(1)
    );
    assert_eq!(dump(&s).await, before);
    e.advance(25 * 3600 * 1000);
    let r = s.challenges().accept(&bob(), Some(1)).await;
    assert_eq!(user_error(r).to_string(), "Challenge #1 has expired.");
    assert_eq!(
        user_error(s.challenges().accept(&bob(), Some(1)).await).to_string(),
        "Challenge #1 was already expired."
    );
    // An open challenge anyone may accept; declining your own cancels it.
    let open = s
        .challenges().challenge(&carol(), None, Default::default())
        .await
        .unwrap();
    assert!(
        open.text.starts_with("carol is looking for an opponent"),
        "{}",
        open.text
    );
    let r = s.challenges().accept(&alice(), None).await.unwrap();
    assert!(r.text.starts_with("Game #1 begins: "), "{}", r.text);
    s.challenges().challenge(&bob(), None, Default::default()).await.unwrap();
    assert_eq!(
        s.challenges().decline(&bob(), Some(3)).await.unwrap().text,
        "bob cancelled challenge #3."
    );
    // A decline tells the challenger; a cancel, the one challenged.
    s.challenges().challenge(&bob(), Some(&carol()), Default::default())
        .await
        .unwrap();
    let r = s.challenges().decline(&carol(), Some(4)).await.unwrap();
    assert_eq!(r.text, "carol declined challenge #4.");
    assert_eq!(r.mentions, [bob().id]);
    s.challenges().challenge(&bob(), Some(&carol()), Default::default())
        .await
        .unwrap();
    let r = s.challenges().decline(&bob(), Some(5)).await.unwrap();
    assert_eq!(r.text, "bob cancelled challenge #5.");
    assert_eq!(r.mentions, [carol().id]);
}
}

both! {
async fn wrong_user_wrong_turn_unknown_game_bad_moves_change_nothing() {
    let e = env("errors");
    let s = e.service(false).await;
    let id = start(&s, "1d").await;
    s.games().make_move(&alice(), None, "e4", None).await.unwrap();
    let before = dump(&s).await;
    let cases: Vec<(Result<alice::service::Reply, ServiceError>, &str)> = vec![
        (s.games().make_move(&carol(), Some(id), "e5", None).await, "You are not playing in game #1."),
        (s.games().make_move(&alice(), Some(id), "d4", None).await, "It is not your turn in game #1: bob is to move."),
        (s.games().make_move(&alice(), None, "d4", None).await, "It is not your turn in any of your games (#1 waits for bob)."),
        (s.games().make_move(&bob(), Some(42), "e5", None).await, "There is no game #42."),
        (s.games().make_move(&bob(), None, "Ke7", None).await, "Ke7: e7 on board A holds one of your own pieces."),
        (s.games().make_move(&bob(), None, "Qh4", None).await, "Qh4: the queen on d8 of board A cannot move to h4."),
        (s.games().make_move(&bob(), None, "zz9", None).await, "cannot read `zz9` as a move: `z9` is not a square: there is no z-file."),
        (s.games().make_move(&bob(), None, "zz", None).await, "cannot read `zz` as a move: expected it to end with a square such as e4."),
        (s.games().make_move(&bob(), None, "e5", Some(0)).await, "Game #1 has changed since then; nothing was done. Look at /board game:1 and try again."),
        (s.games().make_move(&carol(), None, "e5", None).await, "You have no game in progress. Start one with /challenge or /play."),
        (s.offers().resign(&carol(), Some(id), None).await, "You are not playing in game #1."),
        (s.games().board(&carol(), Some(77), None).await, "There is no game #77."),
    ];
    for (r, msg) in cases {
        assert_eq!(user_error(r).to_string(), msg);
    }
    assert_eq!(dump(&s).await, before);
}
}

both! {
async fn several_games_ask_which() {
    let e = env("which");
    let s = e.service(false).await;
    let g1 = start(&s, "1d").await;
    let g2 = start(&s, "1d").await;
    assert_eq!(
        user_error(s.games().make_move(&alice(), None, "e4", None).await).to_string(),
        "You have several games: #1 (vs bob), #2 (vs bob). Say which with game:<id>."
    );
    s.games().make_move(&alice(), Some(g1), "e4", None).await.unwrap();
    // Only game 2 is alice's turn now: no need to say which.
    let r = s.games().make_move(&alice(), None, "d4", None).await.unwrap();
    assert_eq!(r.text, "alice played d4. bob (Black) to move, 1 day left.");
    assert_eq!(sans(&s, g2).await, ["d4"]);
    let games = s.games().in_progress(&bob()).await.unwrap();
    assert!(games.ephemeral);
    assert_eq!(games.text, "#1 vs alice, you play Black — your turn, 1 day left\n#2 vs alice, you play Black — your turn, 1 day left");
}
}

both! {
async fn concurrent_moves_apply_once_per_ply() {
    let e = env("concurrent");
    let s = Arc::new(e.service(false).await);
    let id = start(&s, "1d").await;
    for ply in 0..6i64 {
        let (mover, moves) = if ply % 2 == 0 {
            (
                alice(),
                [
                    "e3", "d3", "c3", "b3", "a3", "h3", "g3", "f3", "Nf3", "Nc3", "Na3", "Nh3",
                ],
            )
        } else {
            (
                bob(),
                [
                    "e6", "d6", "c6", "b6", "a6", "h6", "g6", "f6", "Nf6", "Nc6", "Na6", "Nh6",
                ],
            )
        };
        let tasks: Vec<_> = (0..12)
            .map(|i| {
                let (s, mover, m) = (s.clone(), mover.clone(), moves[i].to_string());
                tokio::spawn(async move { s.games().make_move(&mover, Some(id), &m, Some(ply)).await })
            })
            .collect();
        let mut ok = 0;
        let mut changed = 0;
        for t in tasks {
            match t.await.unwrap() {
                Ok(_) => ok += 1,
                Err(ServiceError::User(UserError::Game(GameError::GameChanged(g)))) if g == id => changed += 1,
                Err(ServiceError::User(UserError::Game(GameError::Move(_)))) => changed += 1, // a move made illegal by the winner's
                Err(other) => panic!("{other:?}"),
            }
        }
        assert_eq!((ok, ok + changed), (1, 12), "ply {ply}");
        let sql = format!("SELECT COUNT(*), MAX(ply) FROM moves WHERE game_id = {id}");
        let n: (i64, i64) = one(&s, &sql).await;
        assert_eq!(n, (ply + 1, ply + 1));
    }
    assert_eq!(game_row(&s, id).await.3, 6);
}
}

both! {
async fn every_acknowledged_move_survives_a_restart() {
    let e = env("restart");
    let played = {
        let s = e.service(false).await;
        start(&s, "1d").await;
        let mut played = Vec::new();
        for (p, m) in [
            (alice(), "Nf3"),
            (bob(), "e6"),
            (alice(), "Ne5"),
            (bob(), "Bc5"),
            (alice(), "Nxf7"),
        ] {
            s.games().make_move(&p, None, m, None).await.unwrap();
            played.push(m);
        }
        s.store().close().await;
        drop(s);
        played
    };
    assert_eq!(played.len(), 5);
    let s = e.service(false).await;
    assert_eq!(sans(&s, 1).await, ["Nf3", "e6", "Ne5/A", "Bc5", "Nxf7"]);
    let r = s.games().board(&bob(), None, None).await.unwrap();
    assert_eq!(
        r.text,
        "Game #1: alice (White) vs bob (Black). Moves: 1. Nf3 e6 2. Ne5/A Bc5 3. Nxf7. bob (Black) to move, 1 day left."
    );
    // The game goes on where it was.
    let r = s.games().make_move(&bob(), None, "Bg1", None).await.unwrap();
    assert_eq!(
        r.text,
        "bob played Bg1/A. alice (White) to move, 1 day left."
    );
}
}

both! {
async fn a_corrupted_row_is_detected_not_trusted() {
    let e = env("corrupt");
    let s = e.service(false).await;
    start(&s, "1d").await;
    s.games().make_move(&alice(), None, "e4", None).await.unwrap();
    exec(&s, "UPDATE moves SET fen_after = 'nonsense' WHERE ply = 1").await;
    match s.games().make_move(&bob(), None, "e5", None).await {
        Err(e @ ServiceError::Internal(_)) => {
            assert_eq!(
                e.to_string(),
                "internal error: game #1 is inconsistent: ply 1 position differs"
            );
            assert_eq!(
                e.user_message("E42"),
                "Sorry, something went wrong on our side and nothing was changed. (error E42)"
            );
        }
        other => panic!("{other:?}"),
    }
    // The game's row alone disagreeing with its moves: its ply count, or
    // its position. Each is refused, and the game goes on once mended.
    exec(&s, "UPDATE moves SET fen_after = (SELECT fen FROM games WHERE id = 1) WHERE ply = 1").await;
    for (change, mend, why) in [
        ("ply = 2", "ply = 1", "1 plies stored, game row says 2"),
        (
            "fen = 'nonsense'",
            "fen = (SELECT fen_after FROM moves WHERE game_id = 1 AND ply = 1)",
            "1 plies stored, game row says 1",
        ),
    ] {
        exec(&s, &format!("UPDATE games SET {change} WHERE id = 1")).await;
        match s.games().make_move(&bob(), None, "e5", None).await {
            Err(e @ ServiceError::Internal(_)) => assert_eq!(
                e.to_string(),
                format!("internal error: game #1 is inconsistent: {why}")
            ),
            other => panic!("{change}: {other:?}"),
        }
        exec(&s, &format!("UPDATE games SET {mend} WHERE id = 1")).await;
    }
    s.games().make_move(&bob(), None, "e5", None).await.unwrap();
}
}

both! {
async fn a_missing_move_is_detected_not_trusted() {
    let e = env("missing");
    let s = e.service(false).await;
    start(&s, "1d").await;
    for (p, m) in [(alice(), "e4"), (bob(), "e5"), (alice(), "Nf3")] {
        s.games().make_move(&p, None, m, None).await.unwrap();
    }
    exec(&s, "DELETE FROM moves WHERE ply = 1").await;
    match s.games().make_move(&bob(), None, "Nc6", None).await {
        Err(e @ ServiceError::Internal(_)) => assert_eq!(
            e.to_string(),
            "internal error: game #1 is inconsistent: ply 1 stored as 2"
        ),
        other => panic!("{other:?}"),
    }
    // Nothing was stored.
    assert_eq!(sans(&s, 1).await, ["e5", "Nf3"]);
}
}

both! {
async fn a_game_against_the_bot() {
    let e = env("bot");
    let s = e.service(false).await;
    let r = s
        .challenges().play_bot(&carol(), Some(1), Some("black"), Place::default())
        .await
        .unwrap();
    assert!(
        r.text.starts_with(
            "Game #1 begins: carol plays Black against Alice (level 1). Alice opens with "
        ),
        "{}",
        r.text
    );
    assert_eq!(game_row(&s, 1).await.3, 1);
    let mut plies = 1;
    while game_row(&s, 1).await.0 == "active" && plies < 40 {
        let pos = {
            let fen: (String,) = one(&s, "SELECT fen FROM games WHERE id = 1").await;
            alice_core::Position::from_fen(&fen.0, alice_core::Rules::default()).unwrap()
        };
        let mv = pos.legal_moves()[0];
        let r = s.games().make_move(&carol(), None, &mv.uci(), None).await.unwrap();
        assert!(r.text.starts_with("carol played "), "{}", r.text);
        plies = game_row(&s, 1).await.3;
    }
    let bot_moves: (i64,) =
        one(&s, "SELECT COUNT(*) FROM moves WHERE game_id = 1 AND played_by IS NULL").await;
    let carol_moves: (i64,) =
        one(&s, "SELECT COUNT(*) FROM moves WHERE game_id = 1 AND played_by = 303").await;
    assert!(
        bot_moves.0 >= carol_moves.0 && bot_moves.0 <= carol_moves.0 + 1,
        "{bot_moves:?} {carol_moves:?}"
    );
    assert!(carol_moves.0 >= 1);
    // The bot's game kept its search table between its moves; a game that
    // ends forgets it.
    let r = s
        .challenges().play_bot(&carol(), Some(1), Some("black"), Place::default())
        .await
        .unwrap();
    assert!(r.text.starts_with("Game #2 begins"), "{}", r.text);
    assert!(s.engine().has_table(2));
    s.games().make_move(&carol(), Some(2), "e6", None).await.unwrap();
    assert!(s.engine().has_table(2));
    s.offers().resign(&carol(), Some(2), None).await.unwrap();
    assert!(!s.engine().has_table(2));
}
}

both! {
/// The sweeper and the reply to a move may both want the bot's move: it is
/// played once, and the reply always tells it.
async fn the_bots_reply_is_told_even_when_the_sweeper_plays_it() {
    let e = env("botrace");
    let s = Arc::new(e.service(false).await);
    s.challenges().play_bot(&carol(), Some(1), Some("white"), Place::default())
        .await
        .unwrap();
    for round in 0..12 {
        if game_row(&s, 1).await.0 != "active" {
            break;
        }
        let fen: (String,) = one(&s, "SELECT fen FROM games WHERE id = 1").await;
        let pos = alice_core::Position::from_fen(&fen.0, alice_core::Rules::default()).unwrap();
        let mv = pos.legal_moves()[round % pos.legal_moves().len()];
        let sweeper = s.clone();
        let sweeping = tokio::spawn(async move {
            for _ in 0..20 {
                sweeper.sweeper().sweep().await;
            }
        });
        let r = s.games().make_move(&carol(), None, &mv.uci(), None).await.unwrap();
        sweeping.await.unwrap();
        if game_row(&s, 1).await.0 == "active" {
            assert!(
                r.text.contains(" Alice (level 1) replied "),
                "round {round}: {}",
                r.text
            );
            assert!(r.text.contains("carol (White) to move"), "{}", r.text);
        }
        let (_, _, _, ply) = game_row(&s, 1).await;
        let counted: (i64,) = one(&s, "SELECT COUNT(*) FROM moves WHERE game_id = 1").await;
        assert_eq!(counted.0, ply);
    }
}
}

both! {
async fn the_bot_moves_after_a_restart() {
    let e = env("botrestart");
    let s = e.service(false).await;
    s.challenges().play_bot(&carol(), Some(2), Some("white"), Place::new(Some(5), Some(77)))
        .await
        .unwrap();
    // Simulate a crash between carol's move and the bot's reply.
    let fen_after = {
        let mut g = alice_core::Game::new(alice_core::Rules::default());
        g.play_text("e4").unwrap();
        g.position().fen()
    };
    exec(&s, &format!("INSERT INTO moves (game_id, ply, coords, san, fen_after, played_by, played_at) VALUES (1, 1, 'e2e4', 'e4', '{fen_after}', 303, {T0})")).await;
    exec(
        &s,
        &format!("UPDATE games SET ply = 1, fen = '{fen_after}' WHERE id = 1"),
    )
    .await;
    let notices = s.sweeper().sweep().await.notices;
    assert_eq!(notices.len(), 1);
    assert!(
        notices[0]
            .text
            .starts_with("Game #1: Alice (level 2) played "),
        "{}",
        notices[0].text
    );
    assert_eq!(notices[0].mentions, vec![303]);
    // Posted where the game is played.
    assert_eq!((notices[0].channel_id, notices[0].game_id), (Some(77), Some(1)));
    assert_eq!(game_row(&s, 1).await.3, 2);
    // The same for dave, who wants no notices: posted, naming no one.
    let dave = Player::new(404, "dave");
    s.settings().player_settings(&dave, Some("off")).await.unwrap();
    s.challenges().play_bot(&dave, Some(2), Some("white"), Place::new(Some(5), Some(77)))
        .await
        .unwrap();
    exec(&s, &format!("INSERT INTO moves (game_id, ply, coords, san, fen_after, played_by, played_at) VALUES (2, 1, 'e2e4', 'e4', '{fen_after}', 404, {T0})")).await;
    exec(
        &s,
        &format!("UPDATE games SET ply = 1, fen = '{fen_after}' WHERE id = 2"),
    )
    .await;
    let notices = s.sweeper().sweep().await.notices;
    assert_eq!(notices.len(), 1);
    assert!(notices[0].text.starts_with("Game #2: Alice (level 2) played "));
    assert!(notices[0].mentions.is_empty());
    // A sweep forgets claims that lapsed an hour ago or more, and keeps
    // the others.
    let at = |offset_ms: i64| T0 + offset_ms;
    exec(&s, &format!("INSERT INTO claims (key, holder, expires_at) VALUES ('old', 'gone', {}), ('recent', 'gone', {}), ('held', 'here', {})", at(-3_700_000), at(-3_500_000), at(60_000))).await;
    s.sweeper().sweep().await;
    let keys = s
        .store()
        .fetch::<(String,)>("SELECT key FROM claims ORDER BY key")
        .await
        .unwrap();
    assert_eq!(keys, [("held".to_string(),), ("recent".to_string(),)]);
}
}

#[test]
fn buttons_round_trip_through_their_ids() {
    for b in [
        Button::Accept { challenge: 7 },
        Button::Decline { challenge: 7 },
        Button::Resign { game: 3, ply: 41 },
        Button::OfferDraw { game: 3, ply: 0 },
    ] {
        assert_eq!(Button::parse(&b.custom_id()), Some(b));
    }
    for bad in [
        "",
        "resign",
        "resign:x:1",
        "accept:1:2",
        "draw:1",
        "launch:1:2",
        "resign:1:2:3",
        "accept",
        "accept:",
        "accept:x",
        "move:1:2",
    ] {
        assert_eq!(Button::parse(bad), None, "{bad}");
    }
}

both! {
async fn one_corrupted_game_does_not_stall_the_sweeper() {
    let e = env("sweep-corrupt");
    let s = e.service(false).await;
    let g1 = start_between(&s, &alice(), &bob(), "10m").await;
    let g2 = start_between(&s, &alice(), &carol(), "10m").await;
    let g3 = start_between(&s, &bob(), &carol(), "10m").await;
    // Both sides have moved in each (before that a timeout aborts).
    for (white, black, game) in [(alice(), bob(), g1), (alice(), carol(), g2), (bob(), carol(), g3)] {
        for (p, m) in [(&white, "e4"), (&black, "e5"), (&white, "Nf3")] {
            s.games().make_move(p, Some(game), m, None).await.unwrap();
        }
    }
    // A challenge that will expire in the same sweep, made in channel 77.
    s.challenges().challenge(
        &carol(),
        None,
        ChallengeOptions {
            place: Place::new(Some(5), Some(77)),
            ..white_challenge("1d")
        },
    )
    .await
    .unwrap();
    exec(
        &s,
        &format!("UPDATE moves SET coords = 'e2e5' WHERE game_id = {g2}"),
    )
    .await;
    e.advance(25 * 3600 * 1000);
    let sweep = s.sweeper().sweep().await;
    let texts: Vec<&str> = sweep.notices.iter().map(|n| n.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "Challenge #4 from carol expired unanswered.",
            "Game #1: bob ran out of time. alice wins on time (1-0).",
            "Game #3: carol ran out of time. bob wins on time (1-0).",
        ]
    );
    // The expiry is told where the challenge was made, to its maker.
    assert_eq!(sweep.notices[0].channel_id, Some(77));
    assert_eq!(sweep.notices[0].mentions, vec![303]);
    assert_eq!(sweep.failures.len(), 2, "{:?}", sweep.failures);
    assert!(
        sweep.failures[0]
            .starts_with("timeout of game #2: internal error: game #2 is inconsistent"),
        "{:?}",
        sweep.failures
    );
    assert!(sweep.failures[1].starts_with("reminder in game #2: "));
    for g in [g1, g3] {
        assert_eq!(game_row(&s, g).await.0, "finished");
        assert_eq!(game_row(&s, g).await.2.as_deref(), Some("timeout"));
    }
    assert_eq!(game_row(&s, g2).await.0, "active");
    // Nothing is done twice: the next sweep only meets the broken game.
    let again = s.sweeper().sweep().await;
    assert!(again.notices.is_empty());
    assert_eq!(again.failures.len(), 2);
}
}

both! {
async fn board_and_pgn_fall_back_to_the_last_game() {
    let e = env("last-game");
    let s = e.service(false).await;
    assert_eq!(
        user_error(s.games().board(&alice(), None, None).await),
        GameError::NoGames
    );
    assert_eq!(user_error(s.games().pgn(&alice(), None).await), GameError::NoGames);
    let id = start(&s, "1d").await;
    s.games().make_move(&alice(), None, "e4", None).await.unwrap();
    s.games().make_move(&bob(), None, "e5", None).await.unwrap();
    s.offers().resign(&bob(), None, None).await.unwrap();
    let r = s.games().board(&alice(), None, None).await.unwrap();
    assert_eq!(
        r.text,
        "Game #1: alice (White) vs bob (Black). Moves: 1. e4 e5. Game #1 is over: alice (White) wins by resignation, 1-0."
    );
    let r = s.games().pgn(&bob(), None).await.unwrap();
    let pgn = String::from_utf8(r.files[0].bytes.clone()).unwrap();
    assert!(pgn.contains("[Termination \"normal\"]"), "{pgn}");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert_eq!(id, 1);
}
}

both! {
async fn results_name_colour_and_score_and_pgn_uses_standard_terminations() {
    let e = env("pgn-terms");
    let s = e.service(false).await;
    // A game in progress is unterminated; a timeout is a time forfeit; an
    // abort is abandoned.
    let g1 = start(&s, "10m").await;
    let pgn = |r: alice::service::Reply| String::from_utf8(r.files[0].bytes.clone()).unwrap();
    assert!(
        pgn(s.games().pgn(&alice(), Some(g1)).await.unwrap()).contains("[Termination \"unterminated\"]")
    );
    s.games().make_move(&alice(), Some(g1), "e4", None).await.unwrap();
    s.games().make_move(&bob(), Some(g1), "e5", None).await.unwrap();
    e.advance(11 * 60_000);
    s.sweeper().sweep().await;
    let text = pgn(s.games().pgn(&alice(), Some(g1)).await.unwrap());
    assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
    let g2 = start_between(&s, &alice(), &carol(), "1d").await;
    s.offers().abort(&carol(), Some(g2)).await.unwrap();
    let text = pgn(s.games().pgn(&alice(), Some(g2)).await.unwrap());
    assert!(text.contains("[Termination \"abandoned\"]"), "{text}");
    assert_eq!(
        user_error(s.games().make_move(&alice(), Some(g2), "e4", None).await),
        GameError::GameOver {
            id: g2,
            how: "aborted".into()
        }
    );
    // A draw reads ½-½.
    let g3 = start_between(&s, &bob(), &carol(), "1d").await;
    s.games().make_move(&bob(), Some(g3), "e4", None).await.unwrap();
    s.games().make_move(&carol(), Some(g3), "e5", None).await.unwrap();
    s.offers().draw(&bob(), Some(g3), None).await.unwrap();
    let r = s.offers().draw(&carol(), Some(g3), None).await.unwrap();
    assert_eq!(
        r.text,
        "carol accepts the draw. Game #3 is over: drawn by agreement, ½-½."
    );
    assert_eq!(
        game_row(&s, g3).await,
        (
            "finished".into(),
            Some("1/2-1/2".into()),
            Some("agreement".into()),
            2
        )
    );
}
}

both! {
async fn markdown_in_names_is_escaped_in_text_not_in_pgn() {
    let e = env("markdown");
    let s = e.service(false).await;
    let eve = Player::new(505, "**eve**_`x`> #1");
    let r = s
        .challenges().challenge(&eve, Some(&bob()), white_challenge("1d"))
        .await
        .unwrap();
    assert_eq!(
        r.text,
        "bob, \\*\\*eve\\*\\*\\_\\`x\\`\\> \\#1 challenges you to a game of Alice chess (rated, 1 day per move, en passant on, \\*\\*eve\\*\\*\\_\\`x\\`\\> \\#1 plays White). Challenge #1 is open for 1 day."
    );
    s.challenges().accept(&bob(), None).await.unwrap();
    let r = s.games().make_move(&eve, None, "e4", None).await.unwrap();
    assert!(
        r.text
            .starts_with("\\*\\*eve\\*\\*\\_\\`x\\`\\> \\#1 played e4."),
        "{}",
        r.text
    );
    let r = s.games().pgn(&bob(), None).await.unwrap();
    let pgn = String::from_utf8(r.files[0].bytes.clone()).unwrap();
    assert!(pgn.contains("[White \"**eve**_`x`> #1\"]"), "{pgn}");
}
}

both! {
async fn a_stored_word_that_names_no_state_is_an_internal_error() {
    let e = env("bad-word");
    let s = e.service(false).await;
    start(&s, "1d").await;
    exec(&s, "UPDATE games SET ending = 'the fifty-move rule'").await;
    match s.games().board(&alice(), None, None).await {
        Err(e @ ServiceError::Internal(_)) => assert!(
            e.to_string()
                .contains("`the fifty-move rule` is not a game ending"),
            "{e}"
        ),
        other => panic!("{other:?}"),
    }
}
}

/// A service as a separate process would have it: its own store on the
/// same database, the shared test clock, and claims that lapse after 1 s.
async fn process(e: &Env) -> alice::service::Service {
    let store = alice::store::Store::open(&e.url).await.unwrap();
    let c = e.clock.clone();
    alice::service::Service::new(
        store,
        Arc::new(move || c.load(std::sync::atomic::Ordering::SeqCst)),
        alice::service::Config {
            images: false,
            lease_secs: 1,
            ..alice::service::Config::default()
        },
    )
}

both! {
/// The bot's reply claimed by a process that then died: the player's move
/// waits for that process a lease (1 s here), then, the claim lapsed,
/// searches the reply itself. While it is the player's turn, a sweep plays
/// nothing for them.
async fn a_bot_reply_held_by_a_dead_process_is_searched_after_its_lease() {
    let e = env("held-reply");
    let a = process(&e).await;
    a.challenges().play_bot(&carol(), Some(1), Some("white"), Place::default())
        .await
        .unwrap();
    let now = e.clock.load(std::sync::atomic::Ordering::SeqCst);
    exec(&a, &format!("INSERT INTO claims (key, holder, expires_at) VALUES ('bot:1:1', 'dead-host:1:1:0', {})", now + 1_000)).await;
    // The dead process's claim lapses (by the shared clock) a moment
    // after the move is made.
    let clock = e.clock.clone();
    let lapse = tokio::spawn(async move {
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        clock.fetch_add(2_000, std::sync::atomic::Ordering::SeqCst);
    });
    let r = a.games().make_move(&carol(), Some(1), "e4", None).await.unwrap();
    lapse.await.unwrap();
    assert!(
        r.text.starts_with("carol played e4. Alice (level 1) replied "),
        "{}",
        r.text
    );
    assert_eq!(game_row(&a, 1).await.3, 2);
    assert!(a.sweeper().sweep().await.notices.is_empty());
    assert_eq!(game_row(&a, 1).await.3, 2);
}
}

both! {
/// A bot search longer than the lease (level 8 takes over a second; the
/// lease here is 1 s) renews its claim as it runs, so that no other
/// process takes it for a dead one's.
async fn a_long_bot_search_renews_its_claim() {
    let e = env("renew");
    let a = process(&e).await;
    a.challenges().play_bot(&carol(), Some(8), Some("white"), Place::default())
        .await
        .unwrap();
    let claimed_at = e.clock.load(std::sync::atomic::Ordering::SeqCst);
    // The shared clock runs while the bot thinks; the claim's expiry is
    // read each tick.
    let watch = process(&e).await;
    let clock = e.clock.clone();
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stop = done.clone();
    let seen = tokio::spawn(async move {
        let mut expiries = Vec::new();
        while !stop.load(std::sync::atomic::Ordering::SeqCst) {
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            clock.fetch_add(100, std::sync::atomic::Ordering::SeqCst);
            let rows: Vec<(i64,)> = watch
                .store()
                .fetch("SELECT expires_at FROM claims WHERE key = 'bot:1:1'")
                .await
                .unwrap();
            expiries.extend(rows.into_iter().map(|r| r.0));
        }
        expiries
    });
    let r = a.games().make_move(&carol(), Some(1), "e4", None).await.unwrap();
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    let expiries = seen.await.unwrap();
    assert!(r.text.contains(" Alice (level 8) replied "), "{}", r.text);
    // Taken for a lease from the move; renewed (a third of a lease on)
    // before it ran out.
    let first = *expiries.first().expect("the claim was seen");
    assert!(first >= claimed_at + 1_000, "{expiries:?}");
    assert!(expiries.iter().any(|&x| x > first), "never renewed: {expiries:?}");
}
}

both! {
async fn two_processes_sweep_each_item_once_and_a_lapsed_claim_is_taken_over() {
    let e = env("claims");
    let a = process(&e).await;
    let b = process(&e).await;
    assert_ne!(a.holder(), b.holder());
    // An overdue game: both sweep at once, one of them ends it.
    start(&a, "10m").await;
    for (p, m) in [(alice(), "e4"), (bob(), "e5"), (alice(), "Nf3")] {
        a.games().make_move(&p, None, m, None).await.unwrap();
    }
    e.advance(11 * 60_000);
    let (x, y) = tokio::join!(a.sweeper().sweep(), b.sweeper().sweep());
    assert!(x.failures.is_empty() && y.failures.is_empty(), "{x:?} {y:?}");
    let texts: Vec<String> = x.notices.iter().chain(&y.notices).map(|n| n.text.clone()).collect();
    assert_eq!(texts, ["Game #1: bob ran out of time. alice wins on time (1-0)."]);

    // A bot move another (dead) process had claimed: nobody plays it
    // while the claim holds, the next sweep after it lapses does, once.
    let until = T0 + 11 * 60_000 + 5_000;
    a.store()
        .execute(&format!(
            "INSERT INTO claims (key, holder, expires_at) VALUES ('bot:2:0', 'dead-host:1:1:0', {until})"
        ))
        .await
        .unwrap();
    let r = a
        .challenges().play_bot(&carol(), Some(1), Some("black"), Place::default())
        .await
        .unwrap();
    assert_eq!(r.text.lines().next().unwrap(), "Game #2 begins: carol plays Black against Alice (level 1). Alice (level 1) (White) to move.");
    assert!(b.sweeper().sweep().await.notices.is_empty());
    assert_eq!(game_row(&b, 2).await.3, 0);
    e.advance(5_000);
    let (x, y) = tokio::join!(a.sweeper().sweep(), b.sweeper().sweep());
    let texts: Vec<String> = x.notices.iter().chain(&y.notices).map(|n| n.text.clone()).collect();
    assert_eq!(texts.len(), 1, "{texts:?}");
    assert!(texts[0].starts_with("Game #2: Alice (level 1) played "), "{texts:?}");
    assert_eq!(game_row(&b, 2).await.3, 1);
    // Claims are given up once done.
    let left: Vec<(String,)> = a.store().fetch("SELECT key FROM claims").await.unwrap();
    assert!(left.is_empty(), "{left:?}");

    // A bot move claimed by an action of this very process (a player's
    // move it is answering): its own sweeper leaves it alone too.
    let (fen,): (String,) = one(&a, "SELECT fen FROM games WHERE id = 2").await;
    let pos = alice_core::Position::from_fen(&fen, alice_core::Rules::default()).unwrap();
    let mv = pos.legal_moves()[0];
    let san = pos.san(mv);
    let fen_after = pos.play(mv).unwrap().fen();
    let now = e.clock.load(std::sync::atomic::Ordering::SeqCst);
    exec(&a, &format!("INSERT INTO moves (game_id, ply, coords, san, fen_after, played_by, played_at) VALUES (2, 2, '{}', '{san}', '{fen_after}', 303, {now})", mv.uci())).await;
    exec(&a, &format!("UPDATE games SET ply = 2, fen = '{fen_after}' WHERE id = 2")).await;
    let until = now + 60_000;
    exec(&a, &format!("INSERT INTO claims (key, holder, expires_at) VALUES ('bot:2:2', '{}', {until})", a.holder())).await;
    assert!(a.sweeper().sweep().await.notices.is_empty());
    assert_eq!(game_row(&a, 2).await.3, 2);
    exec(&a, "DELETE FROM claims").await;
    let texts: Vec<String> = a.sweeper().sweep().await.notices.iter().map(|n| n.text.clone()).collect();
    assert!(texts.len() == 1 && texts[0].starts_with("Game #2: Alice (level 1) played "), "{texts:?}");
    assert_eq!(game_row(&a, 2).await.3, 3);
}
}

both! {
/// What a member sees while typing an option: their moves only on their
/// turn, their games (their move first), challenges they may answer.
async fn typing_offers_moves_games_and_challenges() {
    let e = env("choices");
    let s = e.service(false).await;
    let g1 = start(&s, "1d").await;
    let g2 = start_between(&s, &carol(), &alice(), "1d").await;
    // alice: White in #1 (her move), Black in #2 (carol's move).
    assert_eq!(
        s.games().game_choices(101, "").await.unwrap(),
        [
            (format!("#{g1} vs bob · your move"), g1),
            (format!("#{g2} vs carol · their move"), g2)
        ]
    );
    assert_eq!(
        s.games().game_choices(101, &format!("#{g2}")).await.unwrap(),
        [(format!("#{g2} vs carol · their move"), g2)]
    );
    assert!(s.games().game_choices(101, "9").await.unwrap().is_empty());
    assert_eq!(
        s.games().game_choices(303, "").await.unwrap(),
        [(format!("#{g2} vs alice · your move"), g2)]
    );
    // Moves: in the game where it is her turn, as typed; nothing where it
    // is not, nor in a game that ended.
    assert_eq!(s.games().move_choices(101, None, "N").await.unwrap(), ["Na3", "Nc3", "Nf3", "Nh3"]);
    assert_eq!(s.games().move_choices(101, Some(g1), "e2e").await.unwrap(), ["e3", "e4"]);
    assert!(s.games().move_choices(101, Some(g2), "").await.unwrap().is_empty());
    assert!(s.games().move_choices(202, Some(g1), "").await.unwrap().is_empty());
    s.games().make_move(&carol(), Some(g2), "e4", None).await.unwrap();
    assert_eq!(
        s.games().game_choices(101, "").await.unwrap(),
        [
            (format!("#{g1} vs bob · your move"), g1),
            (format!("#{g2} vs carol · your move"), g2)
        ]
    );
    assert_eq!(s.games().move_choices(101, Some(g2), "Nf").await.unwrap(), ["Nf6"]);
    s.offers().resign(&alice(), Some(g1), None).await.unwrap();
    assert!(s.games().move_choices(101, Some(g1), "").await.unwrap().is_empty());
    assert_eq!(s.games().game_choices(202, "").await.unwrap(), []);
    // Three boards: the moves whose SAN starts as typed, in order.
    let g3 = {
        s.challenges().challenge(
            &bob(),
            Some(&carol()),
            ChallengeOptions {
                variant: Some("three-board".into()),
                ..white_challenge("1d")
            },
        )
        .await
        .unwrap();
        let r = s.challenges().accept(&carol(), None).await.unwrap();
        let id = r.text.trim_start_matches("Game #").split(' ').next().unwrap();
        id.parse::<i64>().unwrap()
    };
    assert_eq!(
        s.games().move_choices(202, Some(g3), "Nf").await.unwrap(),
        ["Nf3/AB", "Nf3/AC"]
    );
    // Challenges: to her, or her own when she may cancel them.
    s.challenges().challenge(&bob(), Some(&alice()), white_challenge("2d")).await.unwrap();
    s.challenges().challenge(&alice(), None, white_challenge("1d")).await.unwrap();
    let to_her = s.challenges().challenge_choices(101, "", false).await.unwrap();
    assert_eq!(to_her.len(), 1, "{to_her:?}");
    assert!(to_her[0].0.ends_with(" from bob (rated, 2 days per move)"), "{to_her:?}");
    let all = s.challenges().challenge_choices(101, "", true).await.unwrap();
    assert_eq!(all.len(), 2, "{all:?}");
    assert!(all[1].0.ends_with(" your challenge to anyone (rated, 1 day per move)"), "{all:?}");
    // Discord shows at most 25 choices: no more are offered.
    let dave = Player::new(404, "dave");
    for i in 0..30 {
        let p = Player::new(1_000 + i, format!("p{i}"));
        s.challenges().challenge(&p, Some(&dave), white_challenge("1d")).await.unwrap();
    }
    let many = s.challenges().challenge_choices(404, "", false).await.unwrap();
    assert_eq!(many.len(), alice::service::MAX_CHOICES);
    // alice's challenge to anyone first, then the oldest to dave.
    assert!(many[0].0.ends_with(" from alice (rated, 1 day per move)"), "{many:?}");
    assert!(many[1].0.ends_with(" from p0 (rated, 1 day per move)"), "{many:?}");
    // Whether a move may need the engine: only with a game against it.
    assert!(!s.games().involves_bot(101, None).await.unwrap());
    s.challenges().play_bot(&alice(), Some(1), Some("white"), Place::default())
        .await
        .unwrap();
    let bot_game = g3 + 1;
    assert!(s.games().involves_bot(101, None).await.unwrap());
    assert!(s.games().involves_bot(101, Some(bot_game)).await.unwrap());
    assert!(!s.games().involves_bot(101, Some(g2)).await.unwrap());
    assert!(!s.games().involves_bot(202, None).await.unwrap());
}
}

both! {
/// `/rules` explains each game in its own words, with an example drawn.
async fn the_rules_of_each_game() {
    let e = env("rules");
    let s = e.service(true).await;
    let two = s.games().rules(Variant::Alice).await.unwrap();
    assert!(two.text.starts_with("**Alice chess** is chess on two boards, A and B."), "{}", two.text);
    let three = s.games().rules(Variant::ThreeBoard).await.unwrap();
    assert!(three.text.contains("three boards"), "{}", three.text);
    assert_ne!(two.text, three.text);
    for r in [&two, &three] {
        assert_eq!(r.files.len(), 1);
        assert_eq!(r.files[0].name, "rules.png");
    }
}
}

both! {
/// A member's look follows every later image drawn for them: placement,
/// colours, pieces and the marks of the other board's pieces; a member
/// who chose nothing sees the server's placement, else stacked boards.
async fn a_members_boards_look_as_they_chose() {
    use alice::render::{render_png, Boards, Look, Pieces, RenderOptions, Theme};
    use alice::service::LookChanges;
    let e = env("looks");
    let s = e.service(true).await;
    let r = s
        .settings().choose_look(
            &alice(),
            None,
            &LookChanges {
                boards: Some("side-by-side".into()),
                theme: Some("green".into()),
                pieces: Some("letters".into()),
                ghosts: None,
            },
        )
        .await
        .unwrap();
    assert!(r.ephemeral);
    assert_eq!(
        r.text,
        "Saved: your boards stand side by side, in green colours, with pieces drawn as letters, marking where the other board's pieces stand; /settings boards: theme: pieces: ghosts: changes them."
    );
    let bad = s
        .settings().choose_look(
            &alice(),
            None,
            &LookChanges {
                theme: Some("pink".into()),
                ..LookChanges::default()
            },
        )
        .await
        .unwrap_err();
    assert_eq!(
        bad.user_message_in("x", alice::lang::Lang::EN),
        "theme must be classic, green or contrast, not `pink`."
    );
    s.challenges().challenge(&alice(), Some(&bob()), white_challenge("1d"))
        .await
        .unwrap();
    let first = s.challenges().accept(&bob(), Some(1)).await.unwrap();
    let drawn = |fen: &Position, look: Look, ghosts: bool, caption: &str, last| {
        render_png(
            fen,
            &RenderOptions {
                perspective: fen.turn(),
                ghosts,
                last_move: last,
                caption: Some(caption.into()),
                look,
                ..RenderOptions::default()
            },
        )
        .unwrap()
    };
    use alice_core::Position;
    let mut game = alice_core::Game::new(alice_core::Rules::default());
    // The first picture is White's: alice's look, the other board marked.
    let alices = Look {
        boards: Boards::SideBySide,
        theme: Theme::Green,
        pieces: Pieces::Letters,
    };
    assert!(
        first.files[0].bytes
            == drawn(game.position(), alices, true, "#1 alice vs bob · move 1 · White to move", None),
        "the first picture is not alice's look"
    );
    // Then Black's: bob chose nothing, so stacked classic figures.
    let r = s.games().make_move(&alice(), Some(1), "e4", None).await.unwrap();
    let mv = game.position().parse_move("e4").unwrap();
    game.play(mv).unwrap();
    let bobs = alice::service::BoardStyle::default().look;
    assert_eq!(bobs.boards, Boards::Stacked);
    assert!(
        r.files[0].bytes
            == drawn(
                game.position(),
                bobs,
                true,
                "#1 alice vs bob · move 1 · Black to move",
                Some(mv.into())
            ),
        "bob's picture is not the default look"
    );
    // `auto` forgets alice's placement and keeps the rest of her look.
    let r = s
        .settings().choose_look(
            &alice(),
            None,
            &LookChanges {
                boards: Some("auto".into()),
                ..LookChanges::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(
        r.text,
        "Saved: your boards stand one above the other (auto: the server's choice), in green colours, with pieces drawn as letters, marking where the other board's pieces stand; /settings boards: theme: pieces: ghosts: changes them."
    );
    // bob turns the marks off: his next picture has none.
    s.settings().choose_look(
        &bob(),
        None,
        &LookChanges {
            ghosts: Some(false),
            ..LookChanges::default()
        },
    )
    .await
    .unwrap();
    s.games().make_move(&bob(), Some(1), "e5", None).await.unwrap();
    let r = s.games().make_move(&alice(), Some(1), "Nf3", None).await.unwrap();
    for m in ["e5", "Nf3"] {
        let mv = game.position().parse_move(m).unwrap();
        game.play(mv).unwrap();
    }
    let last = game.moves().last().map(|&m| m.into());
    assert!(
        r.files[0].bytes
            == drawn(
                game.position(),
                bobs,
                false,
                "#1 alice vs bob · move 2 · Black to move",
                last
            ),
        "bob's picture still marks the other board"
    );
}
}

both! {
/// Every game of the registry, built from its stored tag, is challenged
/// for, accepted and played through the service: the first legal move of
/// its start is stored as the game writes it, with the position after it.
async fn every_registered_game_plays_its_first_legal_move_from_its_tag() {
    let e = env("registry");
    let s = e.service(false).await;
    for (n, &game) in Variant::ALL.iter().enumerate() {
        let id = n as i64 + 1;
        let mut expected = alice::games::AnyGame::start(game, alice_core::Rules::default());
        let first = expected.legal_sans()[0].clone();
        let (san, coords) = expected.play_text(&first).unwrap();
        s.challenges().challenge(
            &alice(),
            Some(&bob()),
            ChallengeOptions {
                variant: Some(game.as_str().into()),
                ..white_challenge("1d")
            },
        )
        .await
        .unwrap();
        s.challenges().accept(&bob(), Some(id)).await.unwrap();
        let r = s.games().make_move(&alice(), Some(id), &first, None).await.unwrap();
        assert!(r.text.contains(&san), "{game}: {}", r.text);
        let stored: (String, String, String, String) = one(
            &s,
            &format!(
                "SELECT g.variant, m.coords, m.san, m.fen_after FROM games g \
                 JOIN moves m ON m.game_id = g.id WHERE g.id = {id}"
            ),
        )
        .await;
        assert_eq!(
            stored,
            (game.as_str().to_string(), coords, san, expected.fen()),
            "{game}"
        );
    }
}
}

both! {
/// The store's tables as declared once (the copy reads them; the leases
/// of running processes it leaves) are the tables and columns the
/// migrations leave on this backend, no more and no fewer.
async fn every_table_and_column_is_declared_once_as_the_migrations_make_it() {
    use alice::store::tables::{Table, LEASES, TABLES};
    let e = env("tables");
    let s = e.service(false).await;
    let postgres = s.store().kind() == alice::store::Kind::Postgres;
    let names: Vec<(String,)> = s
        .store()
        .fetch(if postgres {
            "SELECT CAST(table_name AS TEXT) FROM information_schema.tables \
             WHERE table_schema = current_schema() AND table_name NOT LIKE '\\_sqlx%' ORDER BY 1"
        } else {
            "SELECT name FROM sqlite_master WHERE type = 'table' \
             AND name NOT LIKE '\\_sqlx%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY 1"
        })
        .await
        .unwrap();
    let mut declared: Vec<&str> = TABLES.iter().chain(&LEASES).map(|t| t.name).collect();
    declared.sort();
    assert_eq!(names.iter().map(|n| n.0.as_str()).collect::<Vec<_>>(), declared);
    for table in TABLES.into_iter().chain(LEASES) {
        let columns: Vec<(String,)> = s
            .store()
            .fetch(&if postgres {
                format!(
                    "SELECT CAST(column_name AS TEXT) FROM information_schema.columns \
                     WHERE table_schema = current_schema() AND table_name = '{table}'"
                )
            } else {
                format!("SELECT name FROM pragma_table_info('{table}')")
            })
            .await
            .unwrap();
        let mut there: Vec<&str> = columns.iter().map(|c| c.0.as_str()).collect();
        there.sort();
        let mut named: Vec<&str> = table.column_names().collect();
        named.sort();
        assert_eq!(there, named, "{table}");
        let key: Vec<&str> = table.key.split(',').map(str::trim).collect();
        assert!(key.iter().all(|k| named.contains(k)), "{table}: key {key:?}");
        assert_eq!(Table::named(table.name), Some(&table));
    }
}
}

/// The games each listener heard end, by its service, and the services
/// whose listener fails.
static HEARD: std::sync::Mutex<Vec<(usize, i64)>> = std::sync::Mutex::new(Vec::new());
static FAILING: std::sync::Mutex<Vec<usize>> = std::sync::Mutex::new(Vec::new());

/// A listener to games' ends, heard after the ratings: notes the game, or
/// fails for a service told to.
fn noting<'a>(
    s: &'a alice::service::Service,
    _: &'a mut alice::store::Tx<'_>,
    ended: &'a alice::service::ends::Ended<'a>,
) -> alice::service::ends::Heard<'a> {
    let key = s as *const alice::service::Service as usize;
    Box::pin(async move {
        if FAILING.lock().unwrap().contains(&key) {
            return Err(ServiceError::Internal("the listener failed".into()));
        }
        HEARD.lock().unwrap().push((key, ended.row.id));
        Ok(())
    })
}

both! {
/// Every listener hears each game's end once, in the ending transaction:
/// a resignation and an abort are heard; when a listener fails, the end
/// is rolled back with what the others did (the ratings), and nothing is
/// heard.
async fn each_end_is_heard_once_in_its_transaction() {
    let e = env("ends");
    let s = e.service(false).await.hearing_ends(noting);
    let key = &s as *const alice::service::Service as usize;
    let heard = || -> Vec<i64> {
        HEARD.lock().unwrap().iter().filter(|h| h.0 == key).map(|h| h.1).collect()
    };
    let games = || async {
        let rows: Vec<(i64, i64)> = s
            .store()
            .fetch("SELECT player_id, games FROM ratings ORDER BY player_id")
            .await
            .unwrap();
        rows
    };
    for n in 1..=3 {
        let id = start(&s, "1d").await;
        assert_eq!(id, n);
        if id < 3 {
            s.games().make_move(&alice(), Some(id), "e4", None).await.unwrap();
            s.games().make_move(&bob(), Some(id), "e5", None).await.unwrap();
        }
    }
    s.offers().resign(&alice(), Some(1), None).await.unwrap();
    assert_eq!(heard(), [1]);
    assert_eq!(games().await, [(101, 1), (202, 1)]);

    FAILING.lock().unwrap().push(key);
    let failed = s.offers().resign(&bob(), Some(2), None).await;
    assert!(matches!(failed, Err(ServiceError::Internal(_))), "{failed:?}");
    assert_eq!(game_row(&s, 2).await.0, "active");
    assert_eq!(games().await, [(101, 1), (202, 1)]);
    assert_eq!(heard(), [1]);

    FAILING.lock().unwrap().retain(|&k| k != key);
    s.offers().resign(&bob(), Some(2), None).await.unwrap();
    s.offers().abort(&alice(), Some(3)).await.unwrap();
    assert_eq!(heard(), [1, 2, 3]);
    assert_eq!(games().await, [(101, 2), (202, 2)]);
    assert_eq!(game_row(&s, 3).await.0, "aborted");
}
}
