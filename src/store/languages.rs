//! Table `languages`: the language chosen by a member or for a server, and
//! the locale Discord last gave for them.

use super::Tx;

/// Whose language a row holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    Member,
    Server,
}

impl Scope {
    pub(crate) fn word(self) -> &'static str {
        match self {
            Scope::Member => "member",
            Scope::Server => "server",
        }
    }
}

/// What is stored for one member or server: (chosen, Discord's locale).
pub type Stored = (Option<String>, Option<String>);

/// The rows of a member and (when there is one) a server, in one query.
pub async fn both(
    conn: &mut Tx<'_>,
    member: i64,
    server: Option<i64>,
) -> Result<(Stored, Stored), sqlx::Error> {
    let rows: Vec<(String, Option<String>, Option<String>)> = on_db!(conn, db => sqlx::query_as(
        "SELECT scope, chosen, discord FROM languages
         WHERE (scope = 'member' AND id = $1) OR (scope = 'server' AND id = $2)",
    )
    .bind(member)
    .bind(server)
    .fetch_all(db).await)?;
    let mut out: (Stored, Stored) = Default::default();
    for (scope, chosen, discord) in rows {
        if scope == "member" {
            out.0 = (chosen, discord);
        } else {
            out.1 = (chosen, discord);
        }
    }
    Ok(out)
}

/// The row of one member or server.
pub async fn get(conn: &mut Tx<'_>, scope: Scope, id: i64) -> Result<Stored, sqlx::Error> {
    let row: Option<(Option<String>, Option<String>)> = on_db!(conn, db => sqlx::query_as(
        "SELECT chosen, discord FROM languages WHERE scope = $1 AND id = $2",
    )
    .bind(scope.word())
    .bind(id)
    .fetch_optional(db).await)?;
    Ok(row.unwrap_or_default())
}

/// Records the locale Discord gave (a write only when it changed).
pub async fn note_discord(
    conn: &mut Tx<'_>,
    scope: Scope,
    id: i64,
    locale: &str,
) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO languages (scope, id, discord) VALUES ($1, $2, $3)
         ON CONFLICT(scope, id) DO UPDATE SET discord = excluded.discord
         WHERE languages.discord IS NULL OR languages.discord <> excluded.discord",
    )
    .bind(scope.word())
    .bind(id)
    .bind(locale)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// Sets (or with None clears) the chosen language.
pub async fn choose(
    conn: &mut Tx<'_>,
    scope: Scope,
    id: i64,
    code: Option<&str>,
) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO languages (scope, id, chosen) VALUES ($1, $2, $3)
         ON CONFLICT(scope, id) DO UPDATE SET chosen = excluded.chosen",
    )
    .bind(scope.word())
    .bind(id)
    .bind(code)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}
