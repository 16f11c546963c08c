//! Offers and endings by the players: resigning, draws, takebacks and
//! aborting.

use super::{Button, Loaded, Player, Reply, ServiceError};
use super::{Games, Offers};
use crate::service::GameError;
use crate::states::{Ending, OfferKind};
use crate::store::{self, offers};
use crate::{t, text};
use alice_core::Color;

/// Who answers a request for a draw or a takeback: decided from the
/// opponent (None: the bot) and the player behind the same offer already
/// standing in the game, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    /// The bot answers at once.
    Bot,
    /// The opponent offered first: the request agrees to their offer.
    Agreed,
    /// The player's own offer still stands.
    AlreadyOffered,
    /// A new offer, for the opponent to answer.
    Offer,
}

/// Why an Accept button cannot accept: the player's own offer stands, or
/// none of the opponent's does (it lapsed, was declined, or never was).
fn refused_acceptance(id: i64, kind: OfferKind, answered: Answer) -> ServiceError {
    let what = kind.as_str();
    match answered {
        Answer::AlreadyOffered => OfferError::AlreadyOffered { id, what },
        _ => OfferError::NoOffer { id, what },
    }
    .into()
}

fn answer(opponent: Option<i64>, standing: Option<i64>) -> Answer {
    match (opponent, standing) {
        (None, _) => Answer::Bot,
        (Some(o), Some(by)) if by == o => Answer::Agreed,
        (Some(_), Some(_)) => Answer::AlreadyOffered,
        (Some(_), None) => Answer::Offer,
    }
}

/// The plies that undo `who`'s last move and the reply to it, in a game
/// whose first move was `start`'s and that has `played` plies; None when
/// `who` has not moved.
fn plies_undoing(start: Color, played: usize, who: Color) -> Option<usize> {
    (0..played)
        .rev()
        .find(|&i| (if i % 2 == 0 { start } else { !start }) == who)
        .map(|i| played - i)
}

impl Offers<'_> {
    /// Stores `player`'s offer of `kind` in game `l` and owes its answer,
    /// in the caller's transaction; the offer's words.
    async fn put_offer(
        self,
        tx: &mut crate::store::Tx<'_>,
        player: &Player,
        l: &Loaded,
        kind: OfferKind,
        opponent_name: &crate::lang::Text,
        now: i64,
    ) -> Result<String, ServiceError> {
        let id = l.row.id;
        offers::put(&mut *tx, id, kind, player.id, now).await?;
        let message = match kind {
            OfferKind::Draw => "draw-offered",
            OfferKind::Takeback => "takeback-asked",
        };
        let text = t!(
            player.here,
            message,
            name = player.shown(),
            game = id,
            opponent = opponent_name.say(player.here)
        );
        let opponent = l.side_of(player.id).and_then(|side| l.player_of(!side));
        self.owe_offer_answer(tx, player, l, &text, opponent)
            .await?;
        Ok(text)
    }

    /// `/resign [game:<id>]` without `confirm:true`: asks the player,
    /// privately, to confirm.
    pub async fn ask_resign(
        self,
        player: &Player,
        game: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        self.ask_resign_at(player, game, None).await
    }

    /// The Resign button (which carries its ply) and `/resign`: "Resign
    /// game #N?" with a button that resigns while the game is still at
    /// this ply, and one that keeps playing. Nothing changes.
    pub async fn ask_resign_at(
        self,
        player: &Player,
        game: Option<i64>,
        expected_ply: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let (l, _) = Games::of(self.0)
            .acting_on(&mut conn, player, game, expected_ply)
            .await?;
        let (id, ply) = (l.row.id, l.row.ply);
        let lang = player.lang;
        let question = if l.abortable() {
            "resign-confirm-abort"
        } else {
            "resign-confirm"
        };
        Ok(Reply {
            text: t!(lang, question, game = id),
            buttons: vec![
                Button::ConfirmResign { game: id, ply },
                Button::KeepPlaying { game: id },
            ],
            ephemeral: true,
            lang,
            ..Reply::default()
        })
    }

    /// "Keep playing", the answer to a resignation's confirmation: it
    /// takes the question's place.
    pub async fn keep_playing(self, player: &Player, game: i64) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let l = self.load(&mut conn, game).await?;
        Games::require_player(&l, player.id)?;
        Ok(Reply {
            text: t!(player.lang, "resign-kept", game = game),
            ephemeral: true,
            replace: true,
            lang: player.lang,
            ..Reply::default()
        })
    }

    /// `/resign confirm:true`, and the confirmation's Resign button
    /// (which carries its ply).
    pub async fn resign(
        self,
        player: &Player,
        game: Option<i64>,
        expected_ply: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let now = self.now();
        let (mut tx, mut l, side) = Games::of(self.0)
            .game_action(player, game, expected_ply)
            .await?;
        if l.abortable() {
            return self.abort_loaded(tx, l, player, now).await;
        }
        Games::of(self.0)
            .finish(&mut tx, &mut l, Some(!side), Ending::Resignation, now)
            .await?;
        let lang = player.here;
        Games::of(self.0)
            .commit_and_answer(
                tx,
                player,
                &l,
                t!(lang, "resigns", name = player.shown()),
                lang,
            )
            .await
    }

    /// `/draw [game:<id>]` and the Offer draw button (which carries its
    /// ply): offers a draw, or accepts the opponent's offer. The bot
    /// accepts when its position is clearly worse.
    pub async fn draw(
        self,
        player: &Player,
        game: Option<i64>,
        expected_ply: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        self.draw_or_accept(player, game, expected_ply, false).await
    }

    /// The Accept draw and Accept takeback buttons: only the opponent's
    /// standing offer of `kind` is accepted, nothing is offered.
    pub async fn accept(
        self,
        player: &Player,
        game: i64,
        expected_ply: i64,
        kind: OfferKind,
    ) -> Result<Reply, ServiceError> {
        match kind {
            OfferKind::Draw => {
                self.draw_or_accept(player, Some(game), Some(expected_ply), true)
                    .await
            }
            OfferKind::Takeback => {
                self.takeback_or_accept(player, Some(game), Some(expected_ply), true)
                    .await
            }
        }
    }

    /// [`Offers::draw`]; `accepting`: see [`Offers::accept`].
    async fn draw_or_accept(
        self,
        player: &Player,
        game: Option<i64>,
        expected_ply: Option<i64>,
        accepting: bool,
    ) -> Result<Reply, ServiceError> {
        let now = self.now();
        let (mut tx, mut l, side) = Games::of(self.0)
            .game_action(player, game, expected_ply)
            .await?;
        let id = l.row.id;
        if !l.both_moved() {
            return Err(OfferError::TooEarlyToDraw(id).into());
        }
        let opponent = l.player_of(!side);
        let opponent_name = self.name_of(&mut tx, &l.row, opponent).await?;
        let answered = answer(opponent, l.offer_by(OfferKind::Draw));
        if accepting && answered != Answer::Agreed {
            return Err(refused_acceptance(id, OfferKind::Draw, answered));
        }
        match answered {
            Answer::Bot => {
                // The bot judges the offer with a short search from its side.
                drop(tx);
                if !Games::of(self.0).bot_accepts_draw(&l).await? {
                    return Ok(Reply::private(t!(
                        player.lang,
                        "draw-declined",
                        name = opponent_name.say(player.lang),
                        game = id
                    )));
                }
                let (mut tx, mut l, _) = Games::of(self.0)
                    .game_action(player, Some(id), Some(l.row.ply))
                    .await?;
                Games::of(self.0)
                    .finish(&mut tx, &mut l, None, Ending::Agreement, now)
                    .await?;
                let lang = player.here;
                let headline = t!(lang, "draw-accepted", name = opponent_name.say(lang));
                Games::of(self.0)
                    .commit_and_answer(tx, player, &l, headline, lang)
                    .await
            }
            Answer::Agreed => {
                Games::of(self.0)
                    .finish(&mut tx, &mut l, None, Ending::Agreement, now)
                    .await?;
                let lang = player.here;
                let headline = t!(lang, "draw-accepted", name = player.shown());
                Games::of(self.0)
                    .commit_and_answer(tx, player, &l, headline, lang)
                    .await
            }
            Answer::AlreadyOffered => Err(OfferError::AlreadyOffered { id, what: "draw" }.into()),
            Answer::Offer => {
                let text = self
                    .put_offer(&mut tx, player, &l, OfferKind::Draw, &opponent_name, now)
                    .await?;
                tx.commit().await?;
                self.offer_reply(id, text, opponent, player.here).await
            }
        }
    }

    /// The answer to an offer made or declined: the game as it now stands,
    /// with the buttons that fit it, pinging `opponent` (the player asked,
    /// or the one whose offer was declined).
    async fn offer_reply(
        self,
        id: i64,
        text: String,
        opponent: Option<i64>,
        lang: crate::lang::Lang,
    ) -> Result<Reply, ServiceError> {
        let mut reply = Games::of(self.0).reply_for(id, text, lang).await?;
        reply.mentions = opponent.into_iter().collect();
        Ok(reply)
    }

    /// The Decline button: removes the opponent's standing offer of `kind`
    /// (or withdraws the player's own), tells its maker, and shows the
    /// game as it now stands.
    pub async fn decline(
        self,
        player: &Player,
        game: i64,
        expected_ply: i64,
        kind: OfferKind,
    ) -> Result<Reply, ServiceError> {
        let (mut tx, l, _) = Games::of(self.0)
            .game_action(player, Some(game), Some(expected_ply))
            .await?;
        let Some(maker) = l.offer_by(kind) else {
            return Err(OfferError::NoOffer {
                id: game,
                what: kind.as_str(),
            }
            .into());
        };
        offers::remove(&mut tx, game, kind).await?;
        let lang = player.here;
        let (message, told) = if maker == player.id {
            ("offer-withdrawn", None)
        } else {
            ("offer-declined", Some(maker))
        };
        let headline = t!(
            lang,
            message,
            name = player.shown(),
            game = game,
            what = kind.as_str()
        );
        self.owe_offer_answer(&mut tx, player, &l, &headline, told)
            .await?;
        tx.commit().await?;
        self.offer_reply(game, headline, told, lang).await
    }

    /// `/takeback [game:<id>]`: asks to take back one's last move; the
    /// opponent agrees by asking too. The bot always agrees.
    pub async fn takeback(self, player: &Player, game: Option<i64>) -> Result<Reply, ServiceError> {
        self.takeback_or_accept(player, game, None, false).await
    }

    /// [`Offers::takeback`] from a button or the live table, which carry
    /// the ply they were drawn at.
    pub async fn takeback_at(
        self,
        player: &Player,
        game: Option<i64>,
        expected_ply: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        self.takeback_or_accept(player, game, expected_ply, false)
            .await
    }

    /// [`Offers::takeback`]; `accepting`: see [`Offers::accept`].
    async fn takeback_or_accept(
        self,
        player: &Player,
        game: Option<i64>,
        expected_ply: Option<i64>,
        accepting: bool,
    ) -> Result<Reply, ServiceError> {
        let now = self.now();
        let (mut tx, l, side) = Games::of(self.0)
            .game_action(player, game, expected_ply)
            .await?;
        let id = l.row.id;
        let opponent = l.player_of(!side);
        let opponent_name = self.name_of(&mut tx, &l.row, opponent).await?;
        let undo_for = |who: Color| plies_undoing(l.game.start_turn(), l.moves.len(), who);
        let answered = answer(opponent, l.offer_by(OfferKind::Takeback));
        if accepting && answered != Answer::Agreed {
            return Err(refused_acceptance(id, OfferKind::Takeback, answered));
        }
        let (plies, requester) = match answered {
            Answer::Bot => (undo_for(side), player.shown()),
            Answer::Agreed => (undo_for(!side), opponent_name.say(player.here)),
            Answer::AlreadyOffered => {
                return Err(OfferError::AlreadyOffered {
                    id,
                    what: "takeback",
                }
                .into())
            }
            Answer::Offer => {
                if undo_for(side).is_none() {
                    return Err(OfferError::NothingToTakeBack(id).into());
                }
                let text = self
                    .put_offer(
                        &mut tx,
                        player,
                        &l,
                        OfferKind::Takeback,
                        &opponent_name,
                        now,
                    )
                    .await?;
                tx.commit().await?;
                return self.offer_reply(id, text, opponent, player.here).await;
            }
        };
        let plies = plies.ok_or(OfferError::NothingToTakeBack(id))?;
        let mut game = l.game.clone();
        game.take_back(plies);
        let new_ply = game.ply() as i64;
        store::moves::truncate(&mut tx, id, new_ply).await?;
        if !store::games::rewind(&mut tx, id, l.row.ply, new_ply, &game.fen(), now).await? {
            return Err(GameError::GameChanged(id).into());
        }
        offers::clear(&mut tx, id).await?;
        let agreed = text!(
            "takeback-agreed",
            count = plies as i64,
            name = requester.as_str()
        );
        let rewound = self.load(&mut tx, id).await?;
        Games::of(self.0)
            .owe_turn(&mut tx, &rewound, &agreed, now)
            .await?;
        let lang = player.here;
        Games::of(self.0)
            .commit_and_answer(tx, player, &rewound, agreed.say(lang), lang)
            .await
    }

    /// `/abort [game:<id>]`: ends a game before both sides have moved.
    pub async fn abort(self, player: &Player, game: Option<i64>) -> Result<Reply, ServiceError> {
        self.abort_at(player, game, None).await
    }

    /// [`Offers::abort`] from the Abort button, which carries its ply.
    pub async fn abort_at(
        self,
        player: &Player,
        game: Option<i64>,
        expected_ply: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let now = self.now();
        let (tx, l, _) = Games::of(self.0)
            .game_action(player, game, expected_ply)
            .await?;
        if l.both_moved() {
            return Err(OfferError::TooLateToAbort(l.row.id).into());
        }
        if l.row.tournament_id.is_some() {
            return Err(OfferError::NoAbortInTournament(l.row.id).into());
        }
        self.abort_loaded(tx, l, player, now).await
    }

    /// Aborts a game before both sides have moved: it ends without a
    /// result and is not rated.
    async fn abort_loaded(
        self,
        mut tx: crate::store::Tx<'_>,
        mut l: super::Loaded,
        player: &Player,
        now: i64,
    ) -> Result<Reply, ServiceError> {
        Games::of(self.0)
            .finish(&mut tx, &mut l, None, Ending::Aborted, now)
            .await?;
        let text = t!(
            player.here,
            "aborted-by",
            game = l.row.id,
            name = player.shown()
        );
        self.owe_answer(&mut tx, player, &l, &text).await?;
        tx.commit().await?;
        Ok(Reply::text(text))
    }
}

/// An offer, a resignation or an abort refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OfferError {
    TooLateToAbort(i64),
    /// A tournament's game is not aborted: it is resigned.
    NoAbortInTournament(i64),
    TooEarlyToDraw(i64),
    NothingToTakeBack(i64),
    AlreadyOffered {
        id: i64,
        /// `draw` or `takeback`.
        what: &'static str,
    },
    /// No offer of `what` (`draw` or `takeback`) by the opponent stands.
    NoOffer {
        id: i64,
        what: &'static str,
    },
}

impl OfferError {
    /// What the member reads, in their language.
    pub fn text(&self, lang: crate::lang::Lang) -> String {
        use OfferError::*;
        match self {
            TooLateToAbort(id) => t!(lang, "error-too-late-to-abort", game = *id),
            NoAbortInTournament(id) => t!(lang, "error-no-abort-in-tournament", game = *id),
            TooEarlyToDraw(id) => t!(lang, "error-too-early-to-draw", game = *id),
            NothingToTakeBack(id) => t!(lang, "error-nothing-to-take-back", game = *id),
            AlreadyOffered { id, what } => {
                t!(lang, "error-already-offered", game = *id, what = *what)
            }
            NoOffer { id, what } => t!(lang, "error-no-offer", game = *id, what = *what),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{answer, plies_undoing, Answer};
    use alice_core::Color::{Black, White};

    #[test]
    fn a_request_is_answered_by_the_bot_the_opponents_offer_or_a_new_one() {
        let (me, them) = (1, 2);
        assert_eq!(answer(None, None), Answer::Bot);
        assert_eq!(answer(None, Some(me)), Answer::Bot);
        assert_eq!(answer(Some(them), Some(them)), Answer::Agreed);
        assert_eq!(answer(Some(them), Some(me)), Answer::AlreadyOffered);
        assert_eq!(answer(Some(them), None), Answer::Offer);
    }

    #[test]
    fn a_takeback_undoes_the_last_move_and_the_reply_to_it() {
        assert_eq!(plies_undoing(White, 0, White), None);
        assert_eq!(plies_undoing(White, 1, White), Some(1));
        assert_eq!(plies_undoing(White, 1, Black), None);
        assert_eq!(plies_undoing(White, 2, White), Some(2));
        assert_eq!(plies_undoing(White, 2, Black), Some(1));
        assert_eq!(plies_undoing(White, 5, White), Some(1));
        assert_eq!(plies_undoing(White, 5, Black), Some(2));
        // A game set up with Black to move first.
        assert_eq!(plies_undoing(Black, 1, Black), Some(1));
        assert_eq!(plies_undoing(Black, 1, White), None);
        assert_eq!(plies_undoing(Black, 4, Black), Some(2));
    }
}
