//! Table `looks`: how a member's boards are drawn, and a server's default
//! placement of the boards.

use super::languages::Scope;
use super::Tx;

/// What is stored for one member or server: boards, theme, pieces (their
/// words) and whether the other board's pieces are marked; None where not
/// chosen.
#[derive(Clone, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct Stored {
    pub boards: Option<String>,
    pub theme: Option<String>,
    pub pieces: Option<String>,
    pub ghosts: Option<bool>,
}

/// A row as read: scope, boards, theme, pieces, ghosts.
type LookRow = (
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<bool>,
);

/// The rows of a member and (when there is one) a server, in one query.
pub async fn both(
    conn: &mut Tx<'_>,
    member: i64,
    server: Option<i64>,
) -> Result<(Stored, Stored), sqlx::Error> {
    let rows: Vec<LookRow> = on_db!(conn, db => sqlx::query_as(
        "SELECT scope, boards, theme, pieces, ghosts FROM looks
         WHERE (scope = 'member' AND id = $1) OR (scope = 'server' AND id = $2)",
    )
    .bind(member)
    .bind(server)
    .fetch_all(db).await)?;
    let mut out: (Stored, Stored) = Default::default();
    for (scope, boards, theme, pieces, ghosts) in rows {
        let s = Stored {
            boards,
            theme,
            pieces,
            ghosts,
        };
        if scope == "member" {
            out.0 = s;
        } else {
            out.1 = s;
        }
    }
    Ok(out)
}

/// Writes what is chosen for one member or server: each Some replaces
/// what is stored, each None leaves it; `boards_auto` forgets the choice
/// of boards (back to `auto`).
pub async fn choose(
    conn: &mut Tx<'_>,
    scope: Scope,
    id: i64,
    chosen: &Stored,
    boards_auto: bool,
) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO looks (scope, id, boards, theme, pieces, ghosts) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT(scope, id) DO UPDATE SET
           boards = CASE WHEN $7 THEN NULL ELSE COALESCE(excluded.boards, looks.boards) END,
           theme = COALESCE(excluded.theme, looks.theme),
           pieces = COALESCE(excluded.pieces, looks.pieces),
           ghosts = COALESCE(excluded.ghosts, looks.ghosts)",
    )
    .bind(scope.word())
    .bind(id)
    .bind(chosen.boards.as_deref())
    .bind(chosen.theme.as_deref())
    .bind(chosen.pieces.as_deref())
    .bind(chosen.ghosts)
    .bind(boards_auto)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}
