//! Where games are played: the channel and thread of a game, the game a
//! command typed in a thread means, and where a new game started at a
//! place lives.

use super::{Games, Place, ServiceError};
use crate::service::GameError;
use crate::store;

/// Where a game started at a place lives: (guild, channel, thread). A
/// place that is a game's thread keeps new games there (a rematch).
pub(crate) struct Home {
    pub guild: Option<i64>,
    pub channel: Option<i64>,
    pub thread: Option<i64>,
}

impl Games<'_> {
    /// Where a game started at `place` lives.
    pub(crate) async fn home(
        self,
        conn: &mut crate::store::Tx<'_>,
        place: Place,
    ) -> Result<Home, ServiceError> {
        if let Some(ch) = place.channel {
            if let Some(g) = store::games::in_thread(&mut *conn, ch).await?.first() {
                return Ok(Home {
                    guild: place.guild.or(g.guild_id),
                    channel: g.channel_id,
                    thread: Some(ch),
                });
            }
        }
        Ok(Home {
            guild: place.guild,
            channel: place.channel,
            thread: None,
        })
    }

    /// The game a command typed in a game's thread means: the player's game
    /// in progress there, else the thread's latest game.
    pub async fn game_in_channel(
        self,
        player: i64,
        channel: Option<i64>,
    ) -> Result<Option<i64>, ServiceError> {
        let Some(ch) = channel else {
            return Ok(None);
        };
        let mut conn = self.store.read().await?;
        let games = store::games::in_thread(&mut conn, ch).await?;
        let mine = games
            .iter()
            .find(|g| g.is_active() && (g.white_id == Some(player) || g.black_id == Some(player)));
        Ok(mine.or(games.first()).map(|g| g.id))
    }

    /// Records where a game's first message went and the thread opened
    /// from it (None: the game stays in its channel).
    pub async fn set_game_place(
        self,
        game: i64,
        message: Option<i64>,
        thread: Option<i64>,
    ) -> Result<(), ServiceError> {
        let mut tx = self.store.write().await?;
        store::games::set_place(&mut tx, game, message, thread).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Where a game is played, as stored now (its thread may have been
    /// opened since a reply was made).
    pub async fn game_link(self, game: i64) -> Result<super::GameLink, ServiceError> {
        let mut conn = self.store.read_once().await?;
        let row = store::games::get(&mut conn, game)
            .await?
            .ok_or(GameError::NoSuchGame(game))?;
        Ok(super::game::link_of(&row))
    }
}
