//! Starting a game: the one place every game begins, whatever starts it
//! (a challenge accepted, a game asked of the engine, a tournament's
//! pairing; later a lesson). The game is stored, its first message's words
//! chosen by where it comes from, and what it owes written in the same
//! transaction: the turn notices, the answer to the interaction that
//! started it (if one did) and its place — its first message found or
//! posted and its thread opened by the deliverer ([`Owed::Opening`]), so
//! that a game started with no interaction, or by a process that dies
//! before its thread is made, gets both.

#[cfg(doc)]
use super::Owed;
use super::{Games, Loaded, Player, ServiceError};
use crate::lang::{Lang, Text};
use crate::store::{self, games::NewGame, Tx};
use crate::{t, text};

/// Where a game comes from, which decides what its first message says.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Origin {
    /// A challenge accepted: the game begins between its two players,
    /// told in its server's language.
    Challenge,
    /// The engine at `level`, asked for by the player (who plays White
    /// when `player_white`), told in the player's language.
    Engine { level: i64, player_white: bool },
    /// A tournament's pairing: the game begins between its two players,
    /// told in its server's language with the tournament and the round.
    Tournament { tournament: i64, round: i64 },
}

/// A game just started: as stored, and its first message's headline in
/// the language it was said in.
pub(crate) struct Begun {
    pub l: Loaded,
    pub headline: String,
    pub lang: Lang,
}

impl Games<'_> {
    /// Starts `game`, from `origin`, as `player`'s action (answering the
    /// interaction they acted by, if any), in `tx`: the game's thread
    /// opened where `threads` (its server allows them).
    pub(crate) async fn start(
        self,
        tx: &mut Tx<'_>,
        game: &NewGame<'_>,
        origin: Origin,
        player: &Player,
        threads: bool,
    ) -> Result<Begun, ServiceError> {
        let id = store::games::insert(tx, game).await?;
        let l = self.load(tx, id).await?;
        // The game's place reads a challenge's game in its server's
        // language; a player reads the game they asked of the engine in
        // theirs.
        let lang = match origin {
            Origin::Challenge | Origin::Tournament { .. } => {
                self.server_lang(tx, l.row.guild_id).await?
            }
            Origin::Engine { .. } => player.here,
        };
        // The players as they go by, the bot as the reader's language
        // names it.
        let mut names = Vec::with_capacity(2);
        for side in [l.row.white_id, l.row.black_id] {
            names.push(match side {
                Some(_) => self.raw_name_of(tx, &l.row, side).await?,
                None => super::bot_name(&l.row, lang),
            });
        }
        let (white, black) = (&names[0], &names[1]);
        let shown = |name: &str| Text::from(super::escape_markdown(name).as_str());
        let variant = super::variant_key(l.row.variant);
        let headline = match origin {
            Origin::Engine {
                level,
                player_white,
            } => t!(
                lang,
                "game-begins-bot",
                game = id,
                suffix = super::variant_suffix(lang, l.row.variant),
                name = player.shown(),
                side = super::side_word(if player_white {
                    alice_core::Color::White
                } else {
                    alice_core::Color::Black
                }),
                level = level
            ),
            // A game between people: its words, and the first turn's
            // notice.
            Origin::Challenge | Origin::Tournament { .. } => {
                let suffix = text!("game-suffix", variant = variant);
                let begins = match origin {
                    Origin::Tournament { tournament, round } => text!(
                        "game-begins-tournament",
                        tournament = tournament,
                        round = round,
                        game = id,
                        suffix = suffix,
                        white = shown(white),
                        black = shown(black)
                    ),
                    _ => text!(
                        "game-begins",
                        game = id,
                        suffix = suffix,
                        white = shown(white),
                        black = shown(black)
                    ),
                };
                self.owe_turn(tx, &l, &begins, game.now).await?;
                begins.say(lang)
            }
        };
        self.owe_answer(tx, player, &l, &headline).await?;
        let name = t!(
            lang,
            "thread-name",
            game = id,
            white = white.as_str(),
            black = black.as_str()
        );
        let threads = threads && l.row.guild_id.is_some();
        self.owe_opening(
            tx,
            player.answering.as_ref(),
            &l,
            (&headline, &name),
            threads,
        )
        .await?;
        Ok(Begun { l, headline, lang })
    }
}
