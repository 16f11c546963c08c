//! Suggestions while a member types an option: moves, games, challenges.

use super::*;

impl Bot {
    pub(super) async fn on_autocomplete(&self, c: &CommandInteraction, via: &Via) {
        let Some(focused) = c.data.autocomplete() else {
            return;
        };
        let mut asker = player_of(&c.user, c.member.as_deref(), &c.locale);
        let place = Self::place(c.guild_id, c.channel_id);
        self.service
            .settings()
            .languages(&mut asker, place, c.guild_locale.as_deref())
            .await;
        let lang = asker.lang;
        let player = asker.id;
        let mut game = c.data.options().iter().find_map(|o| match o.value {
            ResolvedValue::Integer(v) if o.name == "game" => Some(v),
            _ => None,
        });
        if game.is_none() && focused.name == "move" {
            // Typed in a game's thread: that game.
            let here = Some(c.channel_id.get() as i64);
            game = self
                .service
                .games()
                .game_in_channel(player, here)
                .await
                .unwrap_or(None);
        }
        let service = &self.service;
        let typed = focused.value;
        let choices = match focused.name {
            "move" => listed(
                service
                    .games()
                    .move_choices(player, game, typed)
                    .await
                    .map(|l| {
                        l.into_iter()
                            .map(|san| (san.clone(), san))
                            .collect::<Vec<_>>()
                    }),
                "moves",
            ),
            "game" => listed(
                service.games().game_choices_in(player, typed, lang).await,
                "games",
            ),
            "challenge" => listed(
                service
                    .challenges()
                    .challenge_choices_in(player, typed, c.data.name == "decline", lang)
                    .await,
                "challenges",
            ),
            _ => Vec::new(),
        };
        let response = CreateInteractionResponse::Autocomplete(
            CreateAutocompleteResponse::new().set_choices(choices),
        );
        let initial = respond::Initial {
            response,
            files: Vec::new(),
        };
        if let Some(respond::Initial { response, .. }) = via.send(initial) {
            // Answered twice (a lost answer repeated), Discord refuses the
            // second: the suggestions are there.
            let sent = retry::retried("send suggestions", Repeat::Safe, || {
                c.create_response(&self.http, response.clone())
            })
            .await;
            if let Err(e) = sent {
                tracing::warn!("could not send suggestions: {e}");
            }
        }
    }
}

/// Suggestions as Discord choices; a failure is logged and offers nothing.
fn listed<T: Into<serde_json::Value>>(
    found: Result<Vec<(String, T)>, crate::service::ServiceError>,
    what: &str,
) -> Vec<AutocompleteChoice> {
    match found {
        Ok(list) => list
            .into_iter()
            .take(respond::MAX_CHOICES)
            .map(|(name, value)| {
                AutocompleteChoice::new(respond::fit(&name, respond::MAX_CHOICE_NAME), value)
            })
            .collect(),
        Err(e) => {
            tracing::error!("suggesting {what}: {e}");
            Vec::new()
        }
    }
}
