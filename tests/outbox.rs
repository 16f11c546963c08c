//! What the bot owes (the outbox) against a fake Discord: delivered by
//! another process when the one that owed it died, not doubled when a
//! delivery is repeated, delayed but not lost while Discord fails, ended
//! on a refusal that will not change, and said as a mention when DMs are
//! closed; the answer to a move whose process died, finished.

mod fake_discord;
mod pg;
mod scratch;
#[macro_use]
mod support;

use alice::discord::deliver::{deliver, deliver_due};
use alice::discord::rest;
use alice::service::outbox::ANSWER_GRACE_MS;
use alice::service::{Answering, Place, Player, Service, Settled};
use fake_discord::{Failing, FakeDiscord, Opt, ALICE, BOB, CHANNEL_ID, GUILD_ID};
use serenity::all::{CreateInteractionResponse, CreateInteractionResponseMessage, InteractionId};
use serenity::builder::Builder;
use std::time::Duration;
use support::*;

/// The game's first message and its thread.
const MESSAGE: i64 = 900;
const THREAD: i64 = 901;

fn people() -> (Player, Player) {
    (
        Player::new(ALICE.id as i64, "alice"),
        Player::new(BOB.id as i64, "bob"),
    )
}

/// Game #1, alice (White) vs bob, played in a thread of the channel.
async fn game_in_a_thread(s: &Service) {
    let (a, b) = people();
    let place = (GUILD_ID as i64, CHANNEL_ID as i64, MESSAGE, THREAD);
    start_in_thread(s, &a, &b, place).await;
}

/// Game #1 after 1.e4 e5, resigned by bob.
async fn resigned(s: &Service) {
    let (a, b) = people();
    game_in_a_thread(s).await;
    s.games().make_move(&a, None, "e4", None).await.unwrap();
    s.games().make_move(&b, None, "e5", None).await.unwrap();
    s.offers().resign(&b, None, None).await.unwrap();
}

/// Game #1's place as recorded: (its first message, its thread), 0 for
/// none.
async fn place_of(s: &Service) -> (i64, i64) {
    one(
        s,
        "SELECT COALESCE(message_id, 0), COALESCE(thread_id, 0) FROM games WHERE id = 1",
    )
    .await
}

/// Each outbox row: (attempts, outcome, done).
async fn rows(s: &Service) -> Vec<(i64, Option<String>, i64)> {
    s.store()
        .fetch(
            "SELECT attempts, outcome, CAST(CASE WHEN done_at IS NULL THEN 0 ELSE 1 END AS BIGINT) FROM outbox ORDER BY id",
        )
        .await
        .unwrap()
}

const RESULT_LINE: &str = "Game #1, alice vs bob: alice (White) wins by resignation, 1-0. <#901>";

both! {
/// A process stores a move that owes bob a DM and a resignation that owes
/// the channel its result line, and dies before posting either: the next
/// process delivers both, once.
async fn what_a_dead_process_owed_another_delivers_once() {
    let e = env("outbox-dead");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let (_, b) = people();
    let first = e.service(false).await;
    first.settings().player_settings(&b, Some("dm")).await.unwrap();
    resigned(&first).await;
    first.store().close().await;
    drop(first);

    let second = e.service(false).await;
    assert_eq!(deliver_due(&second, &http).await, 2);
    let dm = fake.dm_channel_of(&BOB).expect("a DM to bob");
    assert_eq!(
        fake.texts_in(&dm),
        [format!(
            "alice played e4. Your move in game #1 against alice, 1 day left.\nGame: https://discord.com/channels/{GUILD_ID}/{THREAD}/{MESSAGE}"
        )]
    );
    assert_eq!(fake.texts_in(&CHANNEL_ID.to_string()), [RESULT_LINE]);
    let delivered = (1, Some("delivered".to_string()), 1);
    assert_eq!(rows(&second).await, [delivered.clone(), delivered]);
    e.advance(second.config().lease_secs * 2000);
    assert_eq!(deliver_due(&second, &http).await, 0);
}
}

both! {
/// A process posts what it owed and dies before marking it delivered:
/// once its hold lapses the next process posts it again, and Discord (the
/// nonce) keeps it one message.
async fn a_delivery_repeated_after_a_crash_is_one_message() {
    let e = env("outbox-again");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let first = e.service(false).await;
    resigned(&first).await;
    let taken = first.outbox().take_owed().await.unwrap();
    assert_eq!(taken.len(), 1);
    assert_eq!(deliver(&first, &http, &taken[0]).await, Settled::Delivered);
    drop(first);

    let second = e.service(false).await;
    // Still held by the dead process.
    assert_eq!(deliver_due(&second, &http).await, 0);
    e.advance(second.config().lease_secs * 1000);
    assert_eq!(deliver_due(&second, &http).await, 1);
    assert_eq!(fake.texts_in(&CHANNEL_ID.to_string()), [RESULT_LINE]);
    assert_eq!(rows(&second).await, [(2, Some("delivered".into()), 1)]);
}
}

/// While Discord answers every post with a 500 the row waits (its wait
/// growing); once Discord is back it is posted, once.
#[test]
fn a_failing_discord_delays_a_message_but_does_not_lose_it() {
    support::run(alice::store::Kind::Sqlite, || async {
        let e = env("outbox-failing");
        let fake = FakeDiscord::start().await;
        let http = rest(&fake.settings(Duration::from_secs(60)));
        let s = e.service(false).await;
        resigned(&s).await;
        fake.fail(Failing {
            seed: 7,
            server_error: 1000,
            rate_limited: 0,
            lost: 0,
            dropped: 0,
        });
        assert_eq!(deliver_due(&s, &http).await, 1);
        let r = rows(&s).await;
        assert_eq!((r[0].0, r[0].2), (1, 0), "{r:?}");
        assert!(
            r[0].1.as_deref().is_some_and(|o| o.contains("500")),
            "{r:?}"
        );
        // Not due again yet: the first wait is 1 to 3 seconds.
        assert_eq!(deliver_due(&s, &http).await, 0);
        let failed = fake.stop_failing();
        assert_eq!(failed.len(), alice::discord::retry::TRIES as usize);
        assert!(fake.texts_in(&CHANNEL_ID.to_string()).is_empty());
        e.advance(3_001);
        assert_eq!(deliver_due(&s, &http).await, 1);
        assert_eq!(fake.texts_in(&CHANNEL_ID.to_string()), [RESULT_LINE]);
        assert_eq!(rows(&s).await, [(2, Some("delivered".into()), 1)]);
    });
}

both! {
/// A DM whose message cannot be made for now (its game's moves cannot be
/// read: the database half away) is not given up: it waits and goes out
/// once they can be read again.
async fn a_message_that_cannot_be_made_for_now_waits() {
    let e = env("outbox-unmade");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let (a, b) = people();
    let s = e.service(false).await;
    s.settings().player_settings(&b, Some("dm")).await.unwrap();
    game_in_a_thread(&s).await;
    s.games().make_move(&a, None, "e4", None).await.unwrap();
    s.store().execute("ALTER TABLE moves RENAME TO moves_away").await.unwrap();
    assert_eq!(deliver_due(&s, &http).await, 0);
    let r = rows(&s).await;
    assert_eq!((r[0].0, r[0].2), (1, 0), "{r:?}");
    assert!(
        r[0].1.as_deref().is_some_and(|o| o.starts_with("cannot be made: ")),
        "{r:?}"
    );
    assert_eq!(fake.dm_channel_of(&BOB), None);
    s.store().execute("ALTER TABLE moves_away RENAME TO moves").await.unwrap();
    e.advance(3_001);
    assert_eq!(deliver_due(&s, &http).await, 1);
    let dm = fake.dm_channel_of(&BOB).expect("a DM to bob");
    assert_eq!(
        fake.texts_in(&dm),
        [format!(
            "alice played e4. Your move in game #1 against alice, 1 day left.\nGame: https://discord.com/channels/{GUILD_ID}/{THREAD}/{MESSAGE}"
        )]
    );
    assert_eq!(rows(&s).await, [(2, Some("delivered".into()), 1)]);
}
}

both! {
/// The bot was removed from the channel: the result line is refused for
/// good (not tried again). bob's DMs are closed: his turn is said in the
/// game's thread with a mention.
async fn a_refusal_ends_a_row_and_closed_dms_become_a_mention() {
    let e = env("outbox-refused");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let (_, b) = people();
    let s = e.service(false).await;
    s.settings().player_settings(&b, Some("dm")).await.unwrap();
    resigned(&s).await;
    fake.close_channel(CHANNEL_ID);
    fake.close_dms(&BOB);
    assert_eq!(deliver_due(&s, &http).await, 2);
    assert_eq!(
        fake.texts_in(&THREAD.to_string()),
        [format!(
            "<@{}>\nalice played e4. Your move in game #1 against alice, 1 day left.",
            BOB.id
        )]
    );
    assert!(fake.texts_in(&CHANNEL_ID.to_string()).is_empty());
    let r = rows(&s).await;
    assert_eq!(r[0], (1, Some("fallback".into()), 1));
    assert_eq!((r[1].0, r[1].2), (1, 1));
    assert!(
        r[1].1.as_deref().is_some_and(|o| o.starts_with("refused: ") && o.contains("Missing Access")),
        "{r:?}"
    );
    e.advance(3_600_000);
    assert_eq!(deliver_due(&s, &http).await, 0);
}
}

/// Interaction `slash` as Discord has sent it in `channel` (the fake
/// knows it): its id and token.
fn sent(fake: &FakeDiscord, slash: (u64, serde_json::Value), channel: u64) -> (u64, String) {
    let (id, event) = fake.in_channel(slash, channel, true);
    fake.register(&event);
    (id, event["token"].as_str().unwrap().to_string())
}

/// Interaction `id` answered with `text`, as its process did before it
/// died (without marking the answer given).
async fn given(http: &serenity::all::Http, id: u64, token: &str, text: &str) {
    let answer = CreateInteractionResponseMessage::new().content(text);
    CreateInteractionResponse::Message(answer)
        .execute(http, (InteractionId::new(id), token))
        .await
        .unwrap();
}

/// An interaction for alice's `/move e4`, typed in the game's thread,
/// that Discord has sent (its id and token).
fn alice_moves(fake: &FakeDiscord) -> (u64, String) {
    let e4 = vec![Opt::Str("move", "e4".into())];
    sent(fake, fake.slash(&ALICE, "move", e4), THREAD as u64)
}

/// Game #1 in its thread, where alice's `/move e4` is stored by a process
/// that dies (after deferring its answer, with `defer`): the
/// interaction's id and token.
async fn alice_moved_and_died(
    s: &Service,
    fake: &FakeDiscord,
    defer: Option<&serenity::all::Http>,
) -> (u64, String) {
    game_in_a_thread(s).await;
    let (id, token) = alice_moves(fake);
    if let Some(http) = defer {
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new())
            .execute(http, (InteractionId::new(id), token.as_str()))
            .await
            .unwrap();
    }
    moved_and_died(s, id, &token).await;
    (id, token)
}

/// The process answering it stores alice's move, and dies.
async fn moved_and_died(s: &Service, id: u64, token: &str) {
    let (a, _) = people();
    let a = a.answering_to(Answering::new(id, token));
    s.games().make_move(&a, Some(1), "e4", None).await.unwrap();
}

fn the_answer() -> String {
    format!(
        "<@{}>\nalice played e4. bob (Black) to move, 1 day left.",
        BOB.id
    )
}

both! {
/// The process answering a move deferred the answer ("thinking…") and
/// died: once it has had its time, the outbox edits the answer in.
async fn an_answer_left_thinking_is_finished_by_another_process() {
    let e = env("outbox-deferred");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let s = e.service(false).await;
    alice_moved_and_died(&s, &fake, Some(&http)).await;
    assert_eq!(deliver_due(&s, &http).await, 0, "the answering process's time");
    e.advance(ANSWER_GRACE_MS);
    assert_eq!(deliver_due(&s, &http).await, 1);
    assert_eq!(fake.texts_in(&THREAD.to_string()), [the_answer()]);
    assert_eq!(rows(&s).await, [(1, Some("delivered".into()), 1)]);
}
}

both! {
/// The process answering a move deferred it, then deleted the deferred
/// message (to give a private answer instead) and died: the message is
/// gone, so the answer is posted in the game's thread at once.
async fn an_answer_whose_message_is_gone_is_posted() {
    let e = env("outbox-gone");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let s = e.service(false).await;
    let (_, token) = alice_moved_and_died(&s, &fake, Some(&http)).await;
    http.delete_original_interaction_response(&token).await.unwrap();
    e.advance(ANSWER_GRACE_MS);
    assert_eq!(deliver_due(&s, &http).await, 1);
    assert_eq!(fake.texts_in(&THREAD.to_string()), [the_answer()]);
    assert_eq!(rows(&s).await, [(1, Some("fallback".into()), 1)]);
}
}

both! {
/// The process died before acknowledging the interaction, which Discord
/// then lets nobody answer: the answer is posted in the game's thread.
/// One that answered before it died is found answered, and left alone.
async fn an_answer_never_given_is_posted_and_one_given_is_left_alone() {
    let e = env("outbox-unanswered");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let s = e.service(false).await;
    alice_moved_and_died(&s, &fake, None).await;
    e.advance(ANSWER_GRACE_MS);
    assert_eq!(deliver_due(&s, &http).await, 1);
    assert_eq!(fake.texts_in(&THREAD.to_string()), [the_answer()]);
    assert_eq!(rows(&s).await, [(1, Some("fallback".into()), 1)]);

    // bob's answer is given (a message), and its process dies before
    // marking it so.
    let e5 = vec![Opt::Str("move", "e5".into())];
    let (b_id, b_token) = sent(&fake, fake.slash(&BOB, "move", e5), THREAD as u64);
    let (_, b) = people();
    let b = b.answering_to(Answering::new(b_id, b_token.as_str()));
    let reply = s.games().make_move(&b, Some(1), "e5", None).await.unwrap();
    given(&http, b_id, &b_token, &reply.text).await;
    e.advance(ANSWER_GRACE_MS);
    assert_eq!(deliver_due(&s, &http).await, 1);
    assert_eq!(fake.texts_in(&THREAD.to_string()).len(), 2);
    assert_eq!(rows(&s).await[1], (1, Some("found done".into()), 1));
}
}

both! {
/// A message that still cannot be delivered a day after it was owed is
/// given up (a turn notice a day late tells nothing); until then each
/// failure waits longer before the next try.
async fn a_message_failing_for_a_day_is_given_up() {
    let e = env("outbox-give-up");
    let s = e.service(false).await;
    resigned(&s).await;
    let mut waits = Vec::new();
    for _ in 0..3 {
        let d = s.outbox().take_owed().await.unwrap();
        assert_eq!(d.len(), 1);
        s.outbox().settle(&d[0], Settled::Failed("HTTP 500".into())).await.unwrap();
        let due: Vec<(i64,)> = s
            .store()
            .fetch("SELECT due_at FROM outbox")
            .await
            .unwrap();
        waits.push(due[0].0 - e.clock.load(std::sync::atomic::Ordering::SeqCst));
        e.advance(waits.last().copied().unwrap());
    }
    // 2 s, 4 s, 8 s, each jittered by half either way.
    for (w, base) in waits.iter().zip([2_000, 4_000, 8_000]) {
        assert!((base / 2..=base * 3 / 2).contains(w), "{waits:?}");
    }
    e.advance(alice::service::outbox::GIVE_UP_AFTER_MS);
    let d = s.outbox().take_owed().await.unwrap();
    s.outbox().settle(&d[0], Settled::Failed("HTTP 500".into())).await.unwrap();
    assert_eq!(rows(&s).await, [(4, Some("gave up: HTTP 500".into()), 1)]);
    assert!(s.outbox().take_owed().await.unwrap().is_empty());
}
}

both! {
/// A resignation owes its answer as a move does: posted in the game's
/// thread when its process died before acknowledging the interaction.
async fn a_resignation_owes_its_answer_too() {
    let e = env("outbox-resign");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let s = e.service(false).await;
    let (a, b) = people();
    game_in_a_thread(&s).await;
    s.games().make_move(&a, None, "e4", None).await.unwrap();
    s.games().make_move(&b, None, "e5", None).await.unwrap();
    let (id, token) = sent(&fake, fake.slash(&BOB, "resign", vec![]), THREAD as u64);
    let b = b.answering_to(Answering::new(id, token));
    s.offers().resign(&b, None, None).await.unwrap();
    e.advance(ANSWER_GRACE_MS);
    // The result line in the channel, and the answer in the thread.
    assert_eq!(deliver_due(&s, &http).await, 2);
    assert_eq!(fake.texts_in(&CHANNEL_ID.to_string()), [RESULT_LINE]);
    assert_eq!(
        fake.texts_in(&THREAD.to_string()),
        [format!(
            "<@{}> <@{}>\nbob resigns. Game #1 is over: alice (White) wins by resignation, 1-0.",
            ALICE.id, BOB.id
        )]
    );
}
}

both! {
/// A game against the bot, and its abort, owe their answers too: posted
/// in the channel when their process died before acknowledging them.
async fn a_bot_game_and_its_abort_owe_their_answers() {
    let e = env("outbox-play");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let s = e.service(false).await;
    let (a, _) = people();
    let place = Place::new(Some(GUILD_ID as i64), Some(CHANNEL_ID as i64));
    let dies = |name: &str, opts: Vec<Opt>| {
        let (id, token) = sent(&fake, fake.slash(&ALICE, name, opts), CHANNEL_ID);
        Answering::new(id, token)
    };
    let answering = dies("play", vec![Opt::Str("color", "white".into())]);
    s.challenges().play_bot(&a.clone().answering_to(answering), Some(1), Some("white"), place)
        .await
        .unwrap();
    e.advance(ANSWER_GRACE_MS);
    // The answer, posted; the game's place: that post (one message, by
    // its nonce), its thread opened from it and recorded.
    assert_eq!(deliver_due(&s, &http).await, 2);
    assert_eq!(
        fake.texts_in(&CHANNEL_ID.to_string()),
        [format!(
            "<@{}>\nGame #1 begins: alice plays White against Alice (level 1). alice (White) to move, 14 days left.",
            ALICE.id
        )]
    );
    let (_, thread) = place_of(&s).await;
    assert!(thread > 0);
    assert_eq!(fake.thread_name(&thread.to_string()).as_deref(), Some("#1 · alice vs Alice (level 1)"));
    let answering = dies("abort", vec![]);
    s.offers().abort(&a.clone().answering_to(answering), None)
        .await
        .unwrap();
    e.advance(ANSWER_GRACE_MS);
    // The answer in the thread, and the end told in the channel.
    assert_eq!(deliver_due(&s, &http).await, 2);
    assert_eq!(
        fake.texts_in(&CHANNEL_ID.to_string())[1],
        format!("Game #1, alice vs Alice (level 1): aborted. <#{thread}>")
    );
    assert_eq!(
        fake.texts_in(&thread.to_string()),
        [format!(
            "<@{}>\nGame #1 was aborted by alice. It does not count. Game #1 is over: aborted.",
            ALICE.id
        )]
    );
}
}

both! {
/// A draw offer and a takeback request owe their answers too: posted in
/// the game's thread when their process died before acknowledging them.
async fn offers_owe_their_answers() {
    let e = env("outbox-offers");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let s = e.service(false).await;
    let (a, b) = people();
    game_in_a_thread(&s).await;
    s.games().make_move(&a, None, "e4", None).await.unwrap();
    s.games().make_move(&b, None, "e5", None).await.unwrap();
    let dies = |who: &fake_discord::TestUser, name: &str| {
        let (id, token) = sent(&fake, fake.slash(who, name, vec![]), THREAD as u64);
        Answering::new(id, token)
    };
    let b = b.answering_to(dies(&BOB, "draw"));
    s.offers().draw(&b, None, None).await.unwrap();
    let a = a.answering_to(dies(&ALICE, "takeback"));
    s.offers().takeback(&a, None).await.unwrap();
    e.advance(ANSWER_GRACE_MS);
    assert_eq!(deliver_due(&s, &http).await, 2);
    // Each pings the player it asks.
    assert_eq!(
        fake.texts_in(&THREAD.to_string()),
        [
            format!("<@{}>\nbob offers a draw in game #1. alice, accept or decline it with the buttons (or accept with /draw game:1); the offer lapses when you move. alice (White) to move, 1 day left.", ALICE.id),
            format!("<@{}>\nalice asks to take back their last move in game #1. bob, accept or decline with the buttons (or agree with /takeback game:1). alice (White) to move, 1 day left.", BOB.id),
        ]
    );
}
}

both! {
/// The answer to a move with an interaction id of Discord's form (19
/// digits), posted in the thread by a deliverer that dies before marking
/// it: delivered again once its hold lapses, it is still one message
/// (the answer's nonce fits Discord's 25 characters).
async fn an_answer_with_a_discord_sized_id_is_one_message_however_often_delivered() {
    let e = env("outbox-once");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let s = e.service(false).await;
    let (id, _) = alice_moved_and_died(&s, &fake, None).await;
    assert_eq!(id.to_string().len(), 19, "{id}");
    e.advance(ANSWER_GRACE_MS);
    let taken = s.outbox().take_owed().await.unwrap();
    assert_eq!(deliver(&s, &http, &taken[0]).await, Settled::Fallback);
    e.advance(s.config().lease_secs * 1000);
    assert_eq!(deliver_due(&s, &http).await, 1);
    assert_eq!(fake.texts_in(&THREAD.to_string()), [the_answer()]);
    assert_eq!(fake.posts_in(0, &THREAD.to_string()).len(), 2);
    assert_eq!(rows(&s).await, [(2, Some("fallback".into()), 1)]);
}
}

both! {
/// The process answering a move deferred it and died, and the outbox
/// comes to it only once the interaction's token has lapsed: the answer
/// can no longer be edited in, so it is posted in the game's thread,
/// without asking Discord for the interaction's message.
async fn an_answer_whose_token_lapsed_is_posted_not_edited() {
    let e = env("outbox-lapsed");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let s = e.service(false).await;
    alice_moved_and_died(&s, &fake, Some(&http)).await;
    e.advance(alice::service::outbox::TOKEN_LIFE_MS);
    let from = fake.mark();
    assert_eq!(deliver_due(&s, &http).await, 1);
    let sent: Vec<String> = fake.requests()[from..]
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert_eq!(
        sent,
        [format!("POST /api/v10/channels/{THREAD}/messages")],
        "{sent:?}"
    );
    // The deferred message stays as it was; the answer follows it.
    assert_eq!(
        fake.texts_in(&THREAD.to_string()),
        [
            String::new(),
            format!(
                "<@{}>\nalice played e4. bob (Black) to move, 23 hours 46 minutes left.",
                BOB.id
            )
        ]
    );
    assert_eq!(rows(&s).await, [(1, Some("fallback".into()), 1)]);
}
}

/// The series `name` (no labels) of the process's metrics now.
async fn metric(s: &Service, name: &str) -> f64 {
    let text = alice::metrics::get().render(&s.gauges().await);
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{name} ")))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0.0)
}

both! {
/// Discord refuses the answer to a move as malformed (its menus): the
/// outbox counts it, posts the answer's text alone in the thread (a
/// fallback, so the opponent still reads the move), and delivered again
/// by a deliverer that died before marking it, that text is one message.
async fn an_answer_refused_as_malformed_is_posted_as_its_text_once() {
    let e = env("outbox-malformed");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let s = e.service(false).await;
    alice_moved_and_died(&s, &fake, None).await;
    fake.refuse_components_as_malformed();
    e.advance(ANSWER_GRACE_MS);
    let counted = metric(&s, "alice_discord_malformed_total").await;
    let taken = s.outbox().take_owed().await.unwrap();
    assert_eq!(deliver(&s, &http, &taken[0]).await, Settled::Fallback);
    e.advance(s.config().lease_secs * 1000);
    assert_eq!(deliver_due(&s, &http).await, 1);
    assert_eq!(fake.texts_in(&THREAD.to_string()), [the_answer()]);
    let posts = fake.posts_in(0, &THREAD.to_string());
    let (refused, taken): (Vec<_>, Vec<_>) = posts.iter().partition(|p| p.status == 400);
    assert_eq!((refused.len(), taken.len()), (2, 2), "{posts:?}");
    for p in &refused {
        assert!(!p.json["components"].as_array().unwrap().is_empty());
    }
    for p in &taken {
        assert!(p.json["components"].as_array().is_none_or(Vec::is_empty));
        assert!(p.files.is_empty());
        assert_eq!(p.json["nonce"], posts[1].json["nonce"]);
    }
    assert_ne!(refused[0].json["nonce"], taken[0].json["nonce"]);
    let malformed = fake.take_malformed();
    assert_eq!(malformed.len(), 2);
    assert_eq!(malformed[0].2[0].path, "components.0");
    // Counted (the other backend's run of this test may count too).
    assert!(metric(&s, "alice_discord_malformed_total").await >= counted + 2.0);
    assert_eq!(rows(&s).await, [(2, Some("fallback".into()), 1)]);
}
}

both! {
/// A game started with no interaction (as a tournament's round starts
/// one) gets its post and its thread from the deliverer; delivered again
/// (its process died before marking it), still one post and one thread.
async fn a_game_started_with_no_interaction_gets_its_post_and_thread() {
    let e = env("outbox-opening");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let s = e.service(false).await;
    let (a, b) = people();
    let place = Place::new(Some(GUILD_ID as i64), Some(CHANNEL_ID as i64));
    let options = alice::service::ChallengeOptions {
        place,
        ..white_challenge("1d")
    };
    s.challenges().challenge(&a, Some(&b), options).await.unwrap();
    s.challenges().accept(&b, None).await.unwrap();
    assert_eq!(deliver_due(&s, &http).await, 1);
    let channel = CHANNEL_ID.to_string();
    let begins = format!(
        "<@{}>\nGame #1 begins: alice (White) vs bob (Black). alice (White) to move, 1 day left.",
        ALICE.id
    );
    assert_eq!(fake.texts_in(&channel), std::slice::from_ref(&begins));
    let (message, thread) = place_of(&s).await;
    // A thread's id is its first message's.
    assert!(message > 0);
    assert_eq!(thread, message);
    assert_eq!(fake.thread_name(&thread.to_string()).as_deref(), Some("#1 · alice vs bob"));
    assert_eq!(rows(&s).await, [(1, Some("delivered".into()), 1)]);

    exec(&s, "UPDATE outbox SET done_at = NULL, outcome = NULL").await;
    exec(&s, "UPDATE games SET message_id = NULL, thread_id = NULL").await;
    assert_eq!(deliver_due(&s, &http).await, 1);
    assert_eq!(fake.texts_in(&channel), [begins]);
    let again = place_of(&s).await;
    assert_eq!(again, (message, thread));
    let opened = fake
        .requests()
        .iter()
        .filter(|r| r.path.ends_with("/threads") && r.status == 200)
        .count();
    assert_eq!(opened, 1);
}
}

both! {
/// A game's answer given, and its process killed before the thread was
/// made: another process opens the thread from that answer once its time
/// has passed, posting nothing more.
async fn a_thread_not_made_before_a_kill_is_made_from_the_answer() {
    let e = env("outbox-thread-after-kill");
    let fake = FakeDiscord::start().await;
    let http = rest(&fake.settings(Duration::from_secs(60)));
    let s = e.service(false).await;
    let (a, _) = people();
    let place = Place::new(Some(GUILD_ID as i64), Some(CHANNEL_ID as i64));
    let white = vec![Opt::Str("color", "white".into())];
    let (id, token) = sent(&fake, fake.slash(&ALICE, "play", white), CHANNEL_ID);
    let a = a.answering_to(Answering::new(id, token.as_str()));
    let reply = s.challenges().play_bot(&a, Some(1), Some("white"), place).await.unwrap();
    given(&http, id, &token, &reply.text).await;
    // Killed here: neither the answer marked given nor the thread made.
    assert_eq!(deliver_due(&s, &http).await, 0, "the answering process's time");
    e.advance(ANSWER_GRACE_MS);
    assert_eq!(deliver_due(&s, &http).await, 2);
    let texts = fake.texts_in(&CHANNEL_ID.to_string());
    assert_eq!(texts, [reply.text]);
    let original = http.get_original_interaction_response(&token).await.unwrap();
    let (message, thread) = place_of(&s).await;
    assert_eq!((message, thread), (original.id.get() as i64, original.id.get() as i64));
    assert_eq!(
        rows(&s).await,
        [(1, Some("found done".into()), 1), (1, Some("delivered".into()), 1)]
    );
}
}

both! {
/// Deliveries failing one after another, then one succeeding (Discord
/// answers again): every row waiting out its failures is due at once, not
/// after its back-off. One failure between successes brings nothing
/// forward.
async fn discord_answering_again_brings_waiting_rows_forward() {
    let e = env("outbox-recover");
    let s = e.service(false).await;
    resigned(&s).await;
    let owed = rows(&s).await.len();
    assert!(owed >= 1);
    let archive = |n: i64| {
        format!(
            "INSERT INTO outbox (body, created_at, due_at, attempts, lease_until) \
             VALUES ('{{\"kind\":\"archive\",\"thread\":{n}}}', {now}, {now}, 0, 0)",
            now = e.clock.load(std::sync::atomic::Ordering::SeqCst)
        )
    };
    // Three rounds of failures: every row waits (2 s, then 4 s, then 8 s,
    // jittered), more than three failures in a row.
    for _ in 0..3 {
        let d = s.outbox().take_owed().await.unwrap();
        assert_eq!(d.len(), owed);
        for d in &d {
            s.outbox().settle(d, Settled::Failed("HTTP 502".into())).await.unwrap();
        }
        e.advance(13_000);
    }
    let d = s.outbox().take_owed().await.unwrap();
    for d in &d {
        s.outbox().settle(d, Settled::Failed("HTTP 502".into())).await.unwrap();
    }
    assert!(s.outbox().take_owed().await.unwrap().is_empty());
    // A new row delivered: the waiting ones are due now.
    exec(&s, &archive(9)).await;
    let d = s.outbox().take_owed().await.unwrap();
    assert_eq!(d.len(), 1);
    s.outbox().settle(&d[0], Settled::Delivered).await.unwrap();
    let d = s.outbox().take_owed().await.unwrap();
    assert_eq!(d.len(), owed);
    // One of them fails once more, another new row is delivered: the
    // failed one waits its turn.
    s.outbox().settle(&d[0], Settled::Failed("HTTP 502".into())).await.unwrap();
    for d in &d[1..] {
        s.outbox().settle(d, Settled::Delivered).await.unwrap();
    }
    exec(&s, &archive(10)).await;
    let n = s.outbox().take_owed().await.unwrap();
    assert_eq!(n.len(), 1);
    s.outbox().settle(&n[0], Settled::Delivered).await.unwrap();
    assert!(s.outbox().take_owed().await.unwrap().is_empty());
}
}
