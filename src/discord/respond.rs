//! Turning the service's replies into Discord messages, and answering an
//! interaction: at once when the answer is quick, or deferred first and
//! edited when the engine thinks (or anything takes long).

use crate::service::{Button, Reply, ServiceError};
use serenity::all::{
    ButtonStyle, CommandInteraction, ComponentInteraction, Context, CreateActionRow,
    CreateAllowedMentions, CreateAttachment, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse, UserId,
};
use std::future::Future;
use std::time::Duration;

/// Discord refuses messages longer than this.
pub const MAX_CONTENT: usize = 2000;

/// An answer taking longer than this is deferred (Discord allows 3 s
/// before "This interaction failed").
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// The message text: the players to notify first, then the reply's text,
/// cut to Discord's limit.
pub fn content(reply: &Reply) -> String {
    let mut s: String = if reply.ephemeral {
        String::new()
    } else {
        reply
            .mentions
            .iter()
            .map(|id| format!("<@{id}>"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    if !s.is_empty() {
        s.push('\n');
    }
    s.push_str(&reply.text);
    if s.chars().count() > MAX_CONTENT {
        s = s.chars().take(MAX_CONTENT - 1).collect::<String>() + "…";
    }
    s
}

/// Only the reply's players may be pinged (never @everyone or roles, even
/// if a name contains them).
fn mentions(reply: &Reply) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(
        reply
            .mentions
            .iter()
            .map(|&id| UserId::new(id.max(1) as u64)),
    )
}

fn style(b: &Button) -> ButtonStyle {
    match b {
        Button::Accept { .. } => ButtonStyle::Success,
        Button::Decline { .. } | Button::Resign { .. } => ButtonStyle::Danger,
        Button::OfferDraw { .. } => ButtonStyle::Secondary,
    }
}

fn rows(reply: &Reply) -> Vec<CreateActionRow> {
    reply
        .buttons
        .chunks(5)
        .map(|chunk| {
            CreateActionRow::Buttons(
                chunk
                    .iter()
                    .map(|b| {
                        CreateButton::new(b.custom_id())
                            .label(b.label())
                            .style(style(b))
                    })
                    .collect(),
            )
        })
        .collect()
}

fn files(reply: &Reply) -> Vec<CreateAttachment> {
    reply
        .files
        .iter()
        .map(|f| CreateAttachment::bytes(f.bytes.clone(), f.name.clone()))
        .collect()
}

pub fn message(reply: &Reply) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(content(reply))
        .add_files(files(reply))
        .components(rows(reply))
        .allowed_mentions(mentions(reply))
        .ephemeral(reply.ephemeral)
}

fn edit(reply: &Reply) -> EditInteractionResponse {
    let mut e = EditInteractionResponse::new()
        .content(content(reply))
        .components(rows(reply))
        .allowed_mentions(mentions(reply));
    for f in files(reply) {
        e = e.new_attachment(f);
    }
    e
}

fn followup(reply: &Reply) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(content(reply))
        .add_files(files(reply))
        .components(rows(reply))
        .allowed_mentions(mentions(reply))
        .ephemeral(reply.ephemeral)
}

/// A channel post (the sweeper's notices).
pub fn post(reply: &Reply) -> CreateMessage {
    CreateMessage::new()
        .content(content(reply))
        .add_files(files(reply))
        .components(rows(reply))
        .allowed_mentions(mentions(reply))
}

/// The interaction being answered.
#[derive(Clone, Copy)]
pub enum Target<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
}

impl Target<'_> {
    pub fn id(&self) -> u64 {
        match self {
            Target::Command(c) => c.id.get(),
            Target::Component(c) => c.id.get(),
        }
    }

    async fn create(&self, ctx: &Context, r: CreateInteractionResponse) -> serenity::Result<()> {
        match self {
            Target::Command(c) => c.create_response(&ctx.http, r).await,
            Target::Component(c) => c.create_response(&ctx.http, r).await,
        }
    }

    async fn edit(&self, ctx: &Context, e: EditInteractionResponse) -> serenity::Result<()> {
        match self {
            Target::Command(c) => c.edit_response(&ctx.http, e).await.map(drop),
            Target::Component(c) => c.edit_response(&ctx.http, e).await.map(drop),
        }
    }

    async fn delete(&self, ctx: &Context) -> serenity::Result<()> {
        match self {
            Target::Command(c) => c.delete_response(&ctx.http).await,
            Target::Component(c) => c.delete_response(&ctx.http).await,
        }
    }

    async fn followup(
        &self,
        ctx: &Context,
        f: CreateInteractionResponseFollowup,
    ) -> serenity::Result<()> {
        match self {
            Target::Command(c) => c.create_followup(&ctx.http, f).await.map(drop),
            Target::Component(c) => c.create_followup(&ctx.http, f).await.map(drop),
        }
    }
}

/// The one place that decides what a user sees of an error: their mistake
/// word for word, or — for an internal error, which is logged with its
/// context — an apology with an error id.
pub fn error_reply(error: &ServiceError, interaction: u64, context: &str) -> Reply {
    let error_id = format!("{interaction:x}");
    if let ServiceError::Internal(detail) = error {
        tracing::error!(error_id = %error_id, context, "internal error: {detail}");
    }
    Reply::private(error.user_message(&error_id))
}

/// Answers an interaction with the outcome of `work`. With `defer_first`
/// (the engine will think) or when `work` takes longer than
/// [`DEFER_AFTER`], the interaction is deferred and the answer edited in;
/// an error then replaces the "thinking…" message with a private one.
/// Returns whether `work` succeeded.
pub async fn answer(
    ctx: &Context,
    target: Target<'_>,
    work: impl Future<Output = Result<Reply, ServiceError>>,
    defer_first: bool,
    context: &str,
) -> bool {
    let mut succeeded = false;
    let mut outcome = |r: Result<Reply, ServiceError>| {
        succeeded = r.is_ok();
        r.unwrap_or_else(|e| error_reply(&e, target.id(), context))
    };
    let mut work = std::pin::pin!(work);
    let quick = if defer_first {
        None
    } else {
        tokio::select! {
            r = &mut work => Some(r),
            _ = tokio::time::sleep(DEFER_AFTER) => None,
        }
    };
    if let Some(r) = quick {
        let reply = outcome(r);
        if let Err(e) = target
            .create(ctx, CreateInteractionResponse::Message(message(&reply)))
            .await
        {
            tracing::warn!(context, "could not answer an interaction: {e}");
        }
        return succeeded;
    }
    if let Err(e) = target
        .create(
            ctx,
            CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new()),
        )
        .await
    {
        tracing::warn!(context, "could not defer an interaction: {e}");
    }
    let reply = outcome(work.await);
    let sent = if reply.ephemeral {
        // A deferred answer is public; a private one replaces it.
        let _ = target.delete(ctx).await;
        target.followup(ctx, followup(&reply)).await
    } else {
        target.edit(ctx, edit(&reply)).await
    };
    if let Err(e) = sent {
        tracing::warn!(context, "could not send a deferred answer: {e}");
    }
    succeeded
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_come_first_and_long_texts_are_cut() {
        let mut r = Reply::text("bob (Black) to move.");
        r.mentions = vec![42, 7];
        assert_eq!(content(&r), "<@42> <@7>\nbob (Black) to move.");
        r.ephemeral = true;
        assert_eq!(content(&r), "bob (Black) to move.");
        let long = Reply::text("é".repeat(3000));
        let c = content(&long);
        assert_eq!(c.chars().count(), MAX_CONTENT);
        assert!(c.ends_with('…'));
    }
}
