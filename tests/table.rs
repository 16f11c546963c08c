//! At the table, through the service (no Discord): moves by clicks, the
//! history frames, rematches, player and server settings, the limits, and
//! where a game is played (its thread).

mod pg;
mod scratch;
#[macro_use]
mod support;

use alice::render::{render_png, LastMove, RenderOptions};
use alice::service::{
    Button, ChallengeOptions, Owed, Place, Player, Reply, Select, ServerChanges, Service, UserError,
};
use alice::service::{ChallengeError, ControlError, GameError, SettingsError};
use alice::states::{Notify, Variant};
use alice_core::{Color, Position, Rules};
use support::*;

const GUILD: i64 = 5;
const CHANNEL: i64 = 50;

fn in_server() -> Place {
    Place::new(Some(GUILD), Some(CHANNEL))
}

fn manager(p: Player) -> Player {
    Player {
        manages_server: true,
        ..p
    }
}

fn labels(r: &Reply, menu: usize) -> Vec<String> {
    r.menus[menu]
        .options
        .iter()
        .map(|o| o.label.clone())
        .collect()
}

fn ids(r: &Reply) -> Vec<String> {
    r.buttons.iter().map(Button::custom_id).collect()
}

async fn press(s: &Service, who: &Player, id: &str, value: Option<&str>) -> Reply {
    let values: Vec<String> = value.into_iter().map(str::to_string).collect();
    s.controls()
        .press(who, Place::default(), id, &values)
        .await
        .unwrap_or_else(|e| panic!("{id}: {e}"))
}

async fn press_error(s: &Service, who: &Player, id: &str, value: Option<&str>) -> UserError {
    let values: Vec<String> = value.into_iter().map(str::to_string).collect();
    user_error(s.controls().press(who, Place::default(), id, &values).await)
}

/// Sets game `id` (at ply 0) to start from `fen`.
async fn set_start(s: &Service, id: i64, fen: &str) {
    let sql =
        format!("UPDATE games SET start_fen = '{fen}', fen = '{fen}' WHERE id = {id} AND ply = 0");
    exec(s, &sql).await;
}

both! {
/// Three boards: a piece's menu lists its moves by square, then landing
/// board, promotions queen first; a value from another piece's or
/// board's menu is refused; one move is "1 move".
async fn three_board_menus_list_the_pieces_own_moves() {
    let e = env("clicks-three");
    let s = e.service(false).await;
    // `who` (White) challenges bob to a three-board game; bob accepts.
    let three_board = |who: Player, id: i64| {
        let s = &s;
        async move {
            let options = ChallengeOptions {
                variant: Some("three-board".into()),
                ..white_challenge("1d")
            };
            s.challenges().challenge(&who, Some(&bob()), options).await.unwrap();
            s.challenges().accept(&bob(), Some(id)).await.unwrap();
        }
    };
    three_board(alice(), 1).await;
    let r = press(&s, &alice(), "pieces:1:0", Some("g1a")).await;
    assert_eq!(r.text, "Game #1: Knight g1 · A has 4 moves.");
    let values: Vec<&str> = r.menus[0].options.iter().map(|o| o.value.as_str()).collect();
    assert_eq!(values, ["Ag1f3B", "Ag1f3C", "Ag1h3B", "Ag1h3C"]);
    assert_eq!(
        r.menus[0].options[1].description.as_deref(),
        Some("to f3 on A, lands on f3 of C")
    );
    let before = dump(&s).await;
    for forged in ["Ab1c3B", "Bg1f3C"] {
        assert_eq!(
            press_error(&s, &alice(), "moves:1:0:g1a:0", Some(forged)).await,
            ControlError::UnknownChoice,
            "{forged}"
        );
    }
    assert_eq!(dump(&s).await, before);
    let r = press(&s, &alice(), "moves:1:0:g1a:0", Some("Ag1f3C")).await;
    assert_eq!(r.text, "alice played Nf3/AC. bob (Black) to move, 1 day left.");

    // A pawn about to promote: queen, rook, bishop, knight, on each
    // landing board.
    three_board(carol(), 2).await;
    set_start(
        &s,
        2,
        "4k3/1P6/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1",
    )
    .await;
    let r = press(&s, &carol(), "pieces:2:0", Some("b7a")).await;
    let values: Vec<&str> = r.menus[0].options.iter().map(|o| o.value.as_str()).collect();
    assert_eq!(
        values,
        ["Ab7b8qB", "Ab7b8rB", "Ab7b8bB", "Ab7b8nB", "Ab7b8qC", "Ab7b8rC", "Ab7b8bC", "Ab7b8nC"]
    );
}
}

both! {
/// A piece with a single move says "1 move".
async fn a_piece_with_one_move_says_so() {
    let e = env("one-move");
    let s = e.service(false).await;
    start(&s, "1d").await;
    set_start(&s, 1, "4k3/8/8/8/p7/8/P7/4K3|8/8/8/8/8/8/8/8 w - - 0 1").await;
    let r = press(&s, &alice(), "pieces:1:0", Some("a2a")).await;
    assert_eq!(r.text, "Game #1: Pawn a2 · A has 1 move.");
    assert_eq!(labels(&r, 0), ["a3"]);
}
}

both! {
async fn a_move_by_clicks_and_menus_that_judge_nothing() {
    let e = env("clicks");
    let s = e.service(false).await;
    s.challenges().challenge(&alice(), Some(&bob()), white_challenge("1d"))
        .await
        .unwrap();
    let r = s.challenges().accept(&bob(), None).await.unwrap();
    // The game's message carries the pieces that can move, king first,
    // pawns last, by board and square.
    assert_eq!(r.menus[0].select, Select::Pieces { game: 1, ply: 0 });
    assert_eq!(
        labels(&r, 0),
        [
            "Knight b1 · A",
            "Knight g1 · A",
            "Pawn a2 · A",
            "Pawn b2 · A",
            "Pawn c2 · A",
            "Pawn d2 · A",
            "Pawn e2 · A",
            "Pawn f2 · A",
            "Pawn g2 · A",
            "Pawn h2 · A"
        ]
    );
    assert_eq!(r.menus[0].options[1].value, "g1a");

    // Anyone but the player to move is refused, privately, and nothing
    // is stored.
    let before = dump(&s).await;
    for who in [bob(), carol()] {
        assert_eq!(
            press_error(&s, &who, "pieces:1:0", Some("g1a")).await,
            ControlError::NotYourMove {
                id: 1,
                to_move: "alice".into()
            }
        );
        assert_eq!(
            press_error(&s, &who, "moves:1:0:g1a:0", Some("g1f3")).await,
            ControlError::NotYourMove {
                id: 1,
                to_move: "alice".into()
            }
        );
    }
    assert_eq!(dump(&s).await, before);

    // Click one: the knight's moves, only for alice.
    let r = press(&s, &alice(), "pieces:1:0", Some("g1a")).await;
    assert!(r.ephemeral);
    assert_eq!(r.text, "Game #1: Knight g1 · A has 2 moves.");
    assert_eq!(labels(&r, 0), ["Nf3", "Nh3"]);
    let o = &r.menus[0].options[0];
    assert_eq!(o.value, "g1f3");
    assert_eq!(
        o.description.as_deref(),
        Some("to f3 on A, lands on f3 of B")
    );
    assert_eq!(r.menus[0].select.custom_id(), "moves:1:0:g1a:0");
    // Click two: played exactly as /move would.
    let r = press(&s, &alice(), "moves:1:0:g1a:0", Some("g1f3")).await;
    assert!(!r.ephemeral);
    assert_eq!(r.text, "alice played Nf3. bob (Black) to move, 1 day left.");
    assert_eq!(sans(&s, 1).await, ["Nf3"]);
    assert_eq!(r.menus[0].select, Select::Pieces { game: 1, ply: 1 });

    // The menus of the older position say so and do nothing.
    let before = dump(&s).await;
    assert_eq!(
        press_error(&s, &alice(), "pieces:1:0", Some("g1a")).await,
        ControlError::Stale(1)
    );
    assert_eq!(
        press_error(&s, &alice(), "moves:1:0:b1a:0", Some("b1c3")).await,
        ControlError::Stale(1)
    );
    // A value the menu never offered, an id no menu has.
    assert_eq!(
        press_error(&s, &bob(), "moves:1:1:g8a:0", Some("b8c6")).await,
        ControlError::UnknownChoice
    );
    assert_eq!(
        press_error(&s, &bob(), "pieces:1:1", Some("zz")).await,
        ControlError::UnknownChoice
    );
    assert_eq!(
        press_error(&s, &bob(), "moves:1:1:g8a:5", Some("g8f6")).await,
        ControlError::UnknownControl
    );
    assert_eq!(
        press_error(&s, &bob(), "pieces:1:1", Some("e4a")).await,
        GameError::Move("No piece of yours on e4 of board A can move.".into())
    );
    // An illegal move sent with a well-formed menu id.
    assert!(matches!(
        press_error(&s, &bob(), "moves:1:1:g8a:0", Some("g8g6")).await,
        UserError::Game(GameError::Move(_))
    ));
    assert_eq!(dump(&s).await, before);
}
}

both! {
async fn a_promotion_and_a_piece_with_more_than_25_moves() {
    let e = env("promo");
    let s = e.service(false).await;
    start(&s, "1d").await;
    // A queen alone on board A (27 moves), a pawn about to promote, and a
    // black rook to take.
    set_start(&s, 1, "8/1P6/8/8/3Q4/8/8/r7|k7/8/8/8/8/8/8/7K w - - 0 1").await;
    let r = s.games().board(&alice(), Some(1), None).await.unwrap();
    assert_eq!(
        labels(&r, 0),
        ["King h1 · B", "Queen d4 · A", "Pawn b7 · A"]
    );

    let r = press(&s, &alice(), "pieces:1:0", Some("d4a")).await;
    assert_eq!(r.text, "Game #1: Queen d4 · A has 27 moves.");
    assert_eq!(r.menus.len(), 2);
    assert_eq!(r.menus[0].options.len(), 25);
    assert_eq!(r.menus[1].options.len(), 2);
    assert_eq!(r.menus[1].select.custom_id(), "moves:1:0:d4a:1");
    let first = &r.menus[0].options[0];
    assert_eq!(
        (first.label.as_str(), first.description.as_deref()),
        ("Qxa1", Some("to a1 on A, lands on a1 of B · takes a rook"))
    );
    let all: Vec<String> = r
        .menus
        .iter()
        .flat_map(|m| m.options.iter().map(|o| o.label.clone()))
        .collect();
    // No check or mate marks (Qd8 and Qh8 check the king on a8 of B).
    assert!(all.iter().all(|l| !l.contains(['+', '#'])), "{all:?}");
    // A move from the second menu plays like any other.
    assert_eq!(r.menus[1].options[1].value, "d4h8");
    let r = press(&s, &alice(), "moves:1:0:d4a:1", Some("d4h8")).await;
    assert!(r.text.starts_with("alice played Qh8+"), "{}", r.text);
    s.games().make_move(&bob(), Some(1), "a8a7", None).await.unwrap();

    // One option per promotion piece, queen first.
    let r = press(&s, &alice(), "pieces:1:2", Some("b7a")).await;
    assert_eq!(labels(&r, 0), ["b8=Q", "b8=R", "b8=B", "b8=N"]);
    assert_eq!(
        r.menus[0].options[3].description.as_deref(),
        Some("to b8 on A, lands on b8 of B · becomes a knight")
    );
    let r = press(&s, &alice(), "moves:1:2:b7a:0", Some("b7b8n")).await;
    assert!(r.text.starts_with("alice played b8=N"), "{}", r.text);
    assert!(sans(&s, 1).await.last().unwrap().starts_with("b8=N"));
}
}

both! {
async fn history_frames_step_through_every_ply() {
    let e = env("history");
    let s = e.service(true).await;
    start(&s, "1d").await;
    // Twenty plies of a fixed choice of legal moves.
    let mut pos = Position::new(Rules::default());
    let mut played = Vec::new();
    for ply in 0..20usize {
        let legal = pos.legal_moves();
        let mv = legal[(ply * 7 + 3) % legal.len()];
        let who = if ply % 2 == 0 { alice() } else { bob() };
        s.games().make_move(&who, Some(1), &mv.uci(), None).await.unwrap();
        played.push((pos, mv));
        pos = pos.play(mv).unwrap();
    }
    assert_eq!(game_row(&s, 1).await.0, "active");
    let stored = sans(&s, 1).await;

    // /board carries the history buttons; past the end they are off.
    let r = s.games().board(&carol(), Some(1), None).await.unwrap();
    assert_eq!(ids(&r), ["first:1:0", "prev:1:19", "next:1:20", "last:1"]);
    let off: Vec<bool> = r
        .buttons
        .iter()
        .map(|b| matches!(b, Button::History { off: true, .. }))
        .collect();
    assert_eq!(off, [false, false, true, true]);

    // ⏮, then ▶ to the end: every frame shows its ply's move, marked.
    let r = press(&s, &carol(), "first:1:0", None).await;
    assert!(r.ephemeral && r.replace);
    assert_eq!(r.text, "Game #1, alice vs bob: start (ply 0 of 20).");
    assert_eq!(ids(&r), ["first:1:0", "prev:1:0", "next:1:1", "last:1"]);
    // Each press is of the ▶ the frame before shows.
    let mut shown = r;
    for ply in 1..=20usize {
        let next = ids(&shown)[2].clone();
        let r = press(&s, &carol(), &next, None).await;
        let (before, mv) = played[ply - 1];
        let number = format!(
            "{}{} {}",
            before.fullmoves(),
            if before.turn() == Color::White {
                "."
            } else {
                "…"
            },
            stored[ply - 1]
        );
        let frame = format!("{number} (ply {ply} of 20)");
        assert_eq!(r.text, format!("Game #1, alice vs bob: {frame}."));
        assert_eq!(r.files[0].name, format!("game-1-ply-{ply:03}.png"));
        // The image is the position after the move with that move marked
        // and named in the caption: drawn again here, byte for byte.
        let expected = render_png(
            &before.play(mv).unwrap(),
            &RenderOptions {
                perspective: Color::White,
                last_move: Some(LastMove::from(mv)),
                caption: Some(format!("#1 alice vs bob · {frame}")),
                look: alice::service::BoardStyle::default().look,
                ..RenderOptions::default()
            },
        )
        .unwrap();
        assert!(r.files[0].bytes == expected, "frame {ply} differs");
        shown = r;
    }
    // ◀ back to the start, each the ◀ of the frame before; ⏭ to the end.
    for ply in (0..20).rev() {
        let prev = ids(&shown)[1].clone();
        let r = press(&s, &carol(), &prev, None).await;
        assert!(r.text.contains(&format!("(ply {ply} of 20)")), "{}", r.text);
        shown = r;
    }
    let r = press(&s, &carol(), "last:1", None).await;
    assert!(r.text.ends_with("(ply 20 of 20)."), "{}", r.text);
    // /board with a ply shows that frame (publicly); a ply past the end is
    // refused.
    let r = s.games().board(&carol(), Some(1), Some(5)).await.unwrap();
    assert!(!r.ephemeral);
    assert!(r.text.contains("(ply 5 of 20)"), "{}", r.text);
    assert_eq!(
        user_error(s.games().board(&carol(), Some(1), Some(21)).await),
        UserError::BadOption("Game #1 has 20 plies; ply must be from 0 to 20, not 21.".into())
    );
    assert_eq!(
        press_error(&s, &carol(), "next:1:21", None).await,
        UserError::BadOption("Game #1 has 20 plies; ply must be from 0 to 20, not 21.".into())
    );
}
}

both! {
async fn rematch_with_a_person_and_with_the_bot() {
    let e = env("rematch");
    let s = e.service(false).await;
    let opts = ChallengeOptions {
        color: Some("white".into()),
        en_passant: Some(false),
        rated: Some(false),
        time: Some("12h".into()),
        ..ChallengeOptions::default()
    };
    s.challenges().challenge(&alice(), Some(&bob()), opts).await.unwrap();
    s.challenges().accept(&bob(), None).await.unwrap();
    assert_eq!(
        press_error(&s, &bob(), "rematch:1", None).await,
        GameError::StillPlaying(1)
    );
    // en passant off: the same moves mate.
    mate(&s, 1).await;
    assert_eq!(
        press_error(&s, &carol(), "rematch:1", None).await,
        GameError::NotYourGame(1)
    );
    let r = press(&s, &bob(), "rematch:1", None).await;
    assert_eq!(
        r.text,
        "Rematch of game #1: alice, bob challenges you to a game of Alice chess (casual, 12 hours per move, en passant off, bob plays White). Challenge #2 is open for 1 day."
    );
    assert_eq!(ids(&r), ["accept:2", "decline:2"]);
    // One open challenge between them: a second press, or alice's, waits.
    assert_eq!(
        press_error(&s, &bob(), "rematch:1", None).await,
        ChallengeError::ChallengeExists(2)
    );
    assert_eq!(
        press_error(&s, &alice(), "rematch:1", None).await,
        ChallengeError::ChallengeExists(2)
    );
    let r = press(&s, &alice(), "accept:2", None).await;
    assert!(
        r.text
            .starts_with("Game #2 begins: bob (White) vs alice (Black)."),
        "{}",
        r.text
    );
    let row: (i64, i64, bool, bool, i64) = one(&s, "SELECT white_id, black_id, en_passant, rated, time_per_move FROM games WHERE id = 2").await;
    assert_eq!(row, (202, 101, false, false, 12 * 3600));

    // Against the bot: a new game at once, colours swapped, same level.
    s.challenges().play_bot(&carol(), Some(2), Some("white"), Place::default())
        .await
        .unwrap();
    s.offers().resign(&carol(), Some(3), None).await.unwrap();
    let r = press(&s, &carol(), "rematch:3", None).await;
    assert!(
        r.text.starts_with(
            "Game #4 begins: carol plays Black against Alice (level 2). Alice opens with "
        ),
        "{}",
        r.text
    );
    let row: (Option<i64>, Option<i64>, Option<i64>, i64) =
        one(&s, "SELECT white_id, black_id, bot_level, ply FROM games WHERE id = 4").await;
    assert_eq!(row, (None, Some(303), Some(2), 1));
}
}

both! {
async fn turn_notices_by_dm_mention_or_not_at_all() {
    let e = env("notify");
    let s = e.service(false).await;
    let r = s.settings().player_settings(&alice(), None).await.unwrap();
    assert_eq!(
        r.text,
        "You are told it is your turn by a mention in the game's channel or thread. Change it with /settings notify:dm|mention|off."
    );
    assert!(r.ephemeral);
    let r = s.settings().player_settings(&alice(), Some("DM")).await.unwrap();
    assert_eq!(
        r.text,
        "Saved: you will be told it is your turn by direct message (with the board and the move menus)."
    );
    assert_eq!(
        user_error(s.settings().player_settings(&bob(), Some("loud")).await),
        UserError::BadOption("notify must be dm, mention or off, not `loud`.".into())
    );
    let rows: Vec<(i64, Notify)> = s.store().fetch("SELECT player_id, notify FROM player_settings").await.unwrap();
    assert_eq!(rows, [(101, Notify::Dm)]);

    s.challenges().challenge(&alice(), Some(&bob()), white_challenge("1d"))
        .await
        .unwrap();
    let r = s.challenges().accept(&bob(), None).await.unwrap();
    // alice (to move) is told by DM, with the board's menus; bob by mention.
    assert_eq!(r.mentions, [202]);
    let d = delivered(&s).await;
    assert_eq!(d.len(), 1);
    assert!(matches!(d[0].owed, Owed::Dm { player: 101, .. }), "{:?}", d[0].owed);
    assert_eq!(
        d[0].reply.text,
        "Game #1 begins: alice (White) vs bob (Black). Your move in game #1 against bob, 1 day left."
    );
    assert_eq!(
        d[0].reply.menus[0].select,
        Select::Pieces { game: 1, ply: 0 }
    );
    let r = s.games().make_move(&alice(), None, "e4", None).await.unwrap();
    assert_eq!(r.mentions, [202]);
    assert!(delivered(&s).await.is_empty());
    let r = s.games().make_move(&bob(), None, "e5", None).await.unwrap();
    assert!(r.mentions.is_empty());
    let d = delivered(&s).await;
    assert_eq!(
        d.iter().map(|d| d.reply.text.as_str()).collect::<Vec<_>>(),
        ["bob played e5. Your move in game #1 against bob, 1 day left."]
    );
    // bob wants no notices at all.
    s.settings().player_settings(&bob(), Some("off")).await.unwrap();
    let r = s.games().make_move(&alice(), None, "Nf3", None).await.unwrap();
    assert!(r.mentions.is_empty());
    assert!(delivered(&s).await.is_empty());
    s.games().make_move(&bob(), None, "Nc6", None).await.unwrap();

    // A reminder for alice goes by DM only (nothing posted in the channel).
    e.advance(18 * 3600 * 1000);
    let sweep = s.sweeper().sweep().await;
    assert_eq!(sweep.notices.len(), 1);
    let n = &sweep.notices[0];
    assert!(n.quiet && n.mentions.is_empty());
    assert_eq!(n.direct[0].player, 101);
    assert_eq!(
        n.direct[0].reply.text,
        "Reminder. Your move in game #1 against bob, 6 hours left."
    );
    // The timeout: alice by DM, bob (off) not at all.
    e.advance(7 * 3600 * 1000);
    let sweep = s.sweeper().sweep().await;
    let n = &sweep.notices[0];
    assert_eq!(n.text, "Game #1: alice ran out of time. bob wins on time (0-1).");
    assert!(!n.quiet && n.mentions.is_empty());
    assert_eq!(n.direct.len(), 1);
    assert_eq!(n.direct[0].player, 101);

    // A game that ends in a reply names its players, but not one who
    // wants no notices (bob).
    s.challenges().challenge(&alice(), Some(&bob()), white_challenge("1d"))
        .await
        .unwrap();
    s.challenges().accept(&bob(), None).await.unwrap();
    s.games().make_move(&alice(), Some(2), "e4", None).await.unwrap();
    s.games().make_move(&bob(), Some(2), "e5", None).await.unwrap();
    let r = s.offers().resign(&alice(), Some(2), None).await.unwrap();
    assert!(r.text.contains("Game #2 is over"), "{}", r.text);
    assert_eq!(r.mentions, [101]);
    delivered(&s).await;
    // Against the bot alice is at the table: her turn is a mention in the
    // reply, not a DM.
    s.challenges().play_bot(&alice(), Some(1), Some("white"), Place::default())
        .await
        .unwrap();
    let r = s.games().make_move(&alice(), Some(3), "e4", None).await.unwrap();
    assert!(r.text.contains("Alice (level 1) replied"), "{}", r.text);
    assert_eq!(r.mentions, [101]);
    assert!(
        delivered(&s)
            .await
            .iter()
            .all(|d| !matches!(d.owed, Owed::Dm { .. })),
        "a DM in a game against the bot"
    );
}
}

both! {
async fn server_settings_need_manage_server_and_apply_there() {
    let e = env("server");
    let s = e.service(false).await;
    let all = ServerChanges {
        threads: Some(false),
        time: Some("1d".into()),
        max_games: Some(1),
        bot_games: Some(false),
        challenge_expiry: Some("1h".into()),
        ..ServerChanges::default()
    };
    let before = dump(&s).await;
    assert_eq!(
        user_error(
            s.settings().change_server_settings(&manager(alice()), Place::default(), all.clone())
                .await
        ),
        SettingsError::NotInServer
    );
    assert_eq!(
        user_error(
            s.settings().change_server_settings(&alice(), in_server(), all.clone())
                .await
        ),
        SettingsError::NotManager
    );
    assert_eq!(
        user_error(
            s.settings().change_server_settings(&alice(), in_server(), ServerChanges::default())
                .await
        ),
        SettingsError::NotManager
    );
    for (bad, error) in [
        (
            ServerChanges {
                max_games: Some(0),
                ..ServerChanges::default()
            },
            "max_games must be from 1 to 100, not 0.",
        ),
        (
            ServerChanges {
                time: Some("2m".into()),
                ..ServerChanges::default()
            },
            "time must be from 10 minutes to 14 days, not 2 minutes.",
        ),
        (
            ServerChanges {
                challenge_expiry: Some("soon".into()),
                ..ServerChanges::default()
            },
            "challenge_expiry must look like 10m, 2h, 1d or 3d, not `soon`.",
        ),
        (
            ServerChanges {
                time: Some("15d".into()),
                ..ServerChanges::default()
            },
            "time must be from 10 minutes to 14 days, not 15 days.",
        ),
        (
            ServerChanges {
                max_games: Some(101),
                ..ServerChanges::default()
            },
            "max_games must be from 1 to 100, not 101.",
        ),
        (
            ServerChanges {
                challenge_expiry: Some("9m".into()),
                ..ServerChanges::default()
            },
            "challenge_expiry must be from 10 minutes to 7 days, not 9 minutes.",
        ),
        (
            ServerChanges {
                challenge_expiry: Some("8d".into()),
                ..ServerChanges::default()
            },
            "challenge_expiry must be from 10 minutes to 7 days, not 8 days.",
        ),
    ] {
        assert_eq!(
            user_error(
                s.settings().change_server_settings(&manager(alice()), in_server(), bad)
                    .await
            ),
            UserError::BadOption(error.into())
        );
    }
    assert_eq!(dump(&s).await, before);

    let r = s
        .settings().change_server_settings(&manager(alice()), in_server(), ServerChanges::default())
        .await
        .unwrap();
    assert_eq!(r.text, "Settings of this server: threads on, time per move 3 days, at most 20 games in progress per player, games against the bot on, challenges expire after 1 day. No daily puzzle is posted (puzzle_channel: and puzzle_time: set one). Posts here are in English. Boards here stand one above the other (auto) for members who chose nothing.");
    let r = s
        .settings().change_server_settings(&manager(alice()), in_server(), all)
        .await
        .unwrap();
    assert_eq!(r.text, "Saved. Settings of this server: threads off, time per move 1 day, at most 1 game in progress per player, games against the bot off, challenges expire after 1 hour. No daily puzzle is posted (puzzle_channel: and puzzle_time: set one). Posts here are in English. Boards here stand one above the other (auto) for members who chose nothing.");
    let row: (i64, bool, i64, i64, bool, i64, i64, i64) =
        one(&s, "SELECT * FROM server_settings").await;
    assert_eq!(row, (GUILD, false, 86_400, 1, false, 3600, 101, T0));

    // In that server: its time and expiry, no bot games, one game each,
    // no threads. Elsewhere, the defaults.
    let opts = ChallengeOptions {
        place: in_server(),
        ..ChallengeOptions::default()
    };
    s.challenges().challenge(&bob(), Some(&carol()), opts.clone())
        .await
        .unwrap();
    let c: (i64, i64, Option<i64>, Option<i64>) = one(&s, "SELECT time_per_move, expires_at, guild_id, channel_id FROM challenges WHERE id = 1").await;
    assert_eq!(c, (86_400, T0 + 3_600_000, Some(GUILD), Some(CHANNEL)));
    let r = s.challenges().accept(&carol(), Some(1)).await.unwrap();
    assert!(r.game.is_some());
    // The game's place is owed without a thread.
    let owed = s.outbox().owed().await.unwrap();
    assert!(
        owed.iter().any(|(_, o)| matches!(o, alice::service::Owed::Opening { thread: false, .. })),
        "{owed:?}"
    );
    assert_eq!(
        user_error(s.challenges().play_bot(&alice(), None, None, in_server()).await),
        ChallengeError::BotGamesOff
    );
    assert_eq!(
        user_error(s.challenges().challenge(&bob(), Some(&alice()), opts.clone()).await),
        SettingsError::TooManyGames {
            who: None,
            limit: 1
        }
    );
    s.challenges().challenge(&alice(), Some(&bob()), opts.clone())
        .await
        .unwrap();
    assert_eq!(
        user_error(s.challenges().accept(&bob(), None).await),
        SettingsError::TooManyGames {
            who: None,
            limit: 1
        }
    );
    assert_eq!(
        user_error(s.challenges().challenge(&carol(), None, opts).await),
        SettingsError::TooManyGames {
            who: None,
            limit: 1
        }
    );
    // Outside that server the defaults hold.
    s.challenges().play_bot(&alice(), Some(1), Some("white"), Place::default())
        .await
        .unwrap();

    // The bounds themselves are allowed.
    for (time, expiry, max_games, secs) in [
        ("14d", "7d", 100, (1_209_600, 604_800)),
        ("10m", "10m", 1, (600, 600)),
    ] {
        let edge = ServerChanges {
            time: Some(time.into()),
            challenge_expiry: Some(expiry.into()),
            max_games: Some(max_games),
            ..ServerChanges::default()
        };
        s.settings().change_server_settings(&manager(alice()), in_server(), edge)
            .await
            .unwrap();
        let row: (i64, i64, i64) = one(
            &s,
            "SELECT time_per_move, challenge_ttl, max_games FROM server_settings",
        )
        .await;
        assert_eq!(row, (secs.0, secs.1, max_games));
    }
}
}

both! {
async fn limits_one_open_challenge_per_pair_and_games_in_progress() {
    let e = env("limits");
    let s = e.service(false).await;
    s.challenges().challenge(&alice(), Some(&bob()), ChallengeOptions::default())
        .await
        .unwrap();
    let before = dump(&s).await;
    for (who, to) in [(alice(), bob()), (bob(), alice())] {
        assert_eq!(
            user_error(
                s.challenges().challenge(&who, Some(&to), ChallengeOptions::default())
                    .await
            ),
            ChallengeError::ChallengeExists(1)
        );
    }
    s.challenges().challenge(&alice(), None, ChallengeOptions::default())
        .await
        .unwrap();
    assert_eq!(
        user_error(s.challenges().challenge(&alice(), None, ChallengeOptions::default()).await),
        UserError::BadOption("Your open challenge #2 is still waiting for an opponent; cancel it first with /decline challenge:2.".into())
    );
    assert_eq!(dump(&s).await.len(), before.len() + 1);
    // Declined, the pair may try again.
    s.challenges().decline(&bob(), Some(1)).await.unwrap();
    s.challenges().challenge(&bob(), Some(&alice()), ChallengeOptions::default())
        .await
        .unwrap();

    // The most games in progress (the default is 20).
    let many = env("limits-many");
    let s = many.service(false).await;
    for i in 0..20 {
        let p = Player::new(1000 + i, format!("p{i}"));
        start_between(&s, &alice(), &p, "1d").await;
    }
    assert_eq!(
        user_error(s.challenges().play_bot(&alice(), Some(1), None, Place::default()).await),
        SettingsError::TooManyGames {
            who: None,
            limit: 20
        }
    );
    let at_limit = SettingsError::TooManyGames {
        who: None,
        limit: 20,
    };
    // Challenges 1-20 started those games; 21 is carol's to alice.
    s.challenges().challenge(&carol(), Some(&alice()), ChallengeOptions::default())
        .await
        .unwrap();
    assert_eq!(user_error(s.challenges().accept(&alice(), Some(21)).await), at_limit);
    assert_eq!(
        user_error(
            s.challenges().challenge(&alice(), Some(&bob()), ChallengeOptions::default())
                .await
        ),
        at_limit
    );
    s.challenges().challenge(&bob(), None, ChallengeOptions::default())
        .await
        .unwrap();
    assert_eq!(user_error(s.challenges().accept(&alice(), Some(22)).await), at_limit);
    // A challenge alice made before she reached the limit: whoever
    // accepts it is told she is at it.
    s.offers().resign(&Player::new(1000, "p0"), Some(1), None)
        .await
        .unwrap();
    s.challenges().challenge(&alice(), None, ChallengeOptions::default())
        .await
        .unwrap();
    s.challenges().challenge(
        &Player::new(2000, "erin"),
        Some(&alice()),
        ChallengeOptions::default(),
    )
    .await
    .unwrap();
    s.challenges().accept(&alice(), Some(24)).await.unwrap();
    assert_eq!(
        user_error(s.challenges().accept(&carol(), Some(23)).await),
        SettingsError::TooManyGames {
            who: Some("alice".into()),
            limit: 20
        }
    );
}
}

both! {
async fn a_game_in_a_thread_and_the_leaderboard_of_a_server() {
    let e = env("thread");
    let s = e.service(false).await;
    let opts = ChallengeOptions {
        color: Some("white".into()),
        place: in_server(),
        ..ChallengeOptions::default()
    };
    s.challenges().challenge(&alice(), Some(&bob()), opts).await.unwrap();
    let r = s.challenges().accept(&bob(), None).await.unwrap();
    let link = r.game.clone().unwrap();
    assert_eq!(
        (link.id, link.guild, link.channel, link.thread),
        (1, Some(GUILD), Some(CHANNEL), None)
    );
    // Its place is owed: its first message and a thread of that name.
    let owed = s.outbox().owed().await.unwrap();
    let opening = owed.iter().find_map(|(_, o)| match o {
        alice::service::Owed::Opening { name, thread, .. } => Some((name.as_str(), *thread)),
        _ => None,
    });
    assert_eq!(opening, Some(("#1 · alice vs bob", true)));
    // The front end opened thread 900 from message 900.
    s.games().set_game_place(1, Some(900), Some(900)).await.unwrap();
    // Typed in the thread, a command means the thread's game.
    let in_thread = Place::new(Some(GUILD), Some(900));
    let (who, req) = alice::local::read_line("alice: /move move:a3").unwrap();
    assert_eq!(who.name, "alice");
    let r = req.execute(&s, &alice(), in_thread).await.unwrap();
    assert_eq!(r.game.unwrap().thread, Some(900));
    assert_eq!(s.games().game_in_channel(202, Some(900)).await.unwrap(), Some(1));
    assert_eq!(s.games().game_in_channel(202, Some(CHANNEL)).await.unwrap(), None);
    let [_, rest @ .., last] = support::SHORT_MATE;
    support::play_alternating(&s, 1, [&bob(), &alice()], &rest).await;
    delivered(&s).await;
    s.games().make_move(&alice(), Some(1), last, None).await.unwrap();
    let d = delivered(&s).await;
    assert_eq!(
        d.iter().map(|d| d.owed.clone()).collect::<Vec<_>>(),
        [Owed::Post {
            channel: CHANNEL,
            text: "Game #1, alice vs bob: alice (White) wins by checkmate, 1-0. <#900>".into(),
            mentions: vec![],
            board: None,
            controls: false,
        }]
    );
    // A look at the board later tells no result again.
    s.games().board(&carol(), Some(1), None).await.unwrap();
    assert!(delivered(&s).await.is_empty());

    // A rematch asked in the thread goes on in the thread.
    let r = s.controls().press(&bob(), in_thread, "rematch:1", &[]).await.unwrap();
    assert!(r.text.starts_with("Rematch of game #1"), "{}", r.text);
    let r = s.challenges().accept(&alice(), None).await.unwrap();
    let link = r.game.unwrap();
    assert_eq!(
        (link.id, link.channel, link.thread),
        (2, Some(CHANNEL), Some(900))
    );
    // Its place is owed in the thread, renamed for it.
    let owed = s.outbox().owed().await.unwrap();
    let opening = owed.iter().find_map(|(_, o)| match o {
        alice::service::Owed::Opening {
            game: 2,
            channel,
            name,
            ..
        } => Some((*channel, name.as_str())),
        _ => None,
    });
    assert_eq!(opening, Some((900, "#2 · bob vs alice")));
    // The thread is archived an hour after its last game ended, once.
    s.offers().resign(&alice(), Some(2), None).await.unwrap();
    e.advance(3_599_000);
    assert!(s.sweeper().sweep().await.archive.is_empty());
    e.advance(2_000);
    assert_eq!(s.sweeper().sweep().await.archive, [900]);
    assert!(s.sweeper().sweep().await.archive.is_empty());

    // Ratings are global; the server's board lists who played there.
    start_between(&s, &carol(), &Player::new(404, "dave"), "1d").await;
    s.games().make_move(&carol(), Some(3), "e4", None).await.unwrap();
    s.games().make_move(&Player::new(404, "dave"), Some(3), "e5", None)
        .await
        .unwrap();
    s.offers().resign(&Player::new(404, "dave"), Some(3), None)
        .await
        .unwrap();
    let here = s.ratings().leaderboard(Some(GUILD), Some("server"), Variant::Alice).await.unwrap();
    assert!(here.text.starts_with("Alice chess leaderboard of this server:\n"));
    assert!(here.text.contains("alice") && here.text.contains("bob"));
    assert!(!here.text.contains("carol"), "{}", here.text);
    let everywhere = s.ratings().leaderboard(Some(GUILD), Some("global"), Variant::Alice).await.unwrap();
    assert!(everywhere.text.contains("carol") && everywhere.text.contains("alice"));
    let other = s.ratings().leaderboard(Some(6), Some("server"), Variant::Alice).await.unwrap();
    assert_eq!(
        other.text,
        "No rated game has been played in this server yet."
    );
    assert_eq!(
        user_error(s.ratings().leaderboard(None, Some("server"), Variant::Alice).await),
        UserError::BadOption("scope:server works only in a server; use scope:global here.".into())
    );
}
}

both! {
async fn a_command_in_a_thread_means_the_players_game_there_else_the_latest() {
    let e = env("which");
    let s = e.service(false).await;
    let dave = Player::new(404, "dave");
    let eve = Player::new(505, "eve");
    assert_eq!(start_between(&s, &alice(), &bob(), "1d").await, 1);
    assert_eq!(start_between(&s, &carol(), &dave, "1d").await, 2);
    // Both games are played in thread 900 (game 2 is the newer).
    s.games().set_game_place(1, Some(900), Some(900)).await.unwrap();
    s.games().set_game_place(2, Some(901), Some(900)).await.unwrap();
    let which = |p: i64| s.games().game_in_channel(p, Some(900));
    // Each player of a game in progress there means their own game.
    assert_eq!(which(alice().id).await.unwrap(), Some(1));
    assert_eq!(which(bob().id).await.unwrap(), Some(1));
    assert_eq!(which(carol().id).await.unwrap(), Some(2));
    assert_eq!(which(dave.id).await.unwrap(), Some(2));
    // Anyone else means the thread's latest game.
    assert_eq!(which(eve.id).await.unwrap(), Some(2));
    // A command typed there without a game number reads the same way.
    let in_thread = Place::new(Some(GUILD), Some(900));
    let (_, req) = alice::local::read_line("bob: /board").unwrap();
    let r = req.execute(&s, &bob(), in_thread).await.unwrap();
    assert_eq!(r.game.unwrap().id, 1);
    let (_, req) = alice::local::read_line("eve: /board").unwrap();
    let r = req.execute(&s, &eve, in_thread).await.unwrap();
    assert_eq!(r.game.unwrap().id, 2);
    // Once a player's game has ended, the thread's latest game is meant.
    s.offers().resign(&bob(), Some(1), None).await.unwrap();
    assert_eq!(which(alice().id).await.unwrap(), Some(2));
    assert_eq!(which(bob().id).await.unwrap(), Some(2));
    // Outside any game's thread, and with no channel, no game is meant.
    assert_eq!(s.games().game_in_channel(alice().id, Some(CHANNEL)).await.unwrap(), None);
    assert_eq!(s.games().game_in_channel(alice().id, None).await.unwrap(), None);
}
}
