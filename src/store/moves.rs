//! Table `moves`: one row per ply.

use super::Tx;

#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct MoveRow {
    pub game_id: i64,
    pub ply: i64,
    pub coords: String,
    pub san: String,
    pub fen_after: String,
    pub played_by: Option<i64>,
    pub played_at: i64,
}

/// Stores a ply; fails on the primary key if that ply exists already.
pub async fn insert(conn: &mut Tx<'_>, m: &MoveRow) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO moves (game_id, ply, coords, san, fen_after, played_by, played_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(m.game_id)
    .bind(m.ply)
    .bind(&m.coords)
    .bind(&m.san)
    .bind(&m.fen_after)
    .bind(m.played_by)
    .bind(m.played_at)
    .execute(db).await.map(|r| r.rows_affected()))?;
    crate::metrics::get().move_written();
    Ok(())
}

/// Deletes the plies after `ply` (a takeback).
pub async fn truncate(conn: &mut Tx<'_>, game: i64, ply: i64) -> Result<u64, sqlx::Error> {
    let r = on_db!(conn, db => sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply > $2")
        .bind(game)
        .bind(ply)
        .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(r)
}

/// A move row as read beside its game (columns prefixed `m_`).
#[derive(sqlx::FromRow)]
struct Joined {
    m_ply: Option<i64>,
    m_coords: Option<String>,
    m_san: Option<String>,
    m_fen_after: Option<String>,
    m_played_by: Option<i64>,
    m_played_at: Option<i64>,
}

/// A game and its moves in one statement (one snapshot on any backend,
/// with no transaction around it).
pub async fn game_with_moves(
    conn: &mut Tx<'_>,
    game: i64,
) -> Result<Option<(super::games::GameRow, Vec<MoveRow>)>, sqlx::Error> {
    let rows = on_db!(conn, db => {
        let rows = sqlx::query(
            "SELECT g.*, m.ply AS m_ply, m.coords AS m_coords, m.san AS m_san,
                    m.fen_after AS m_fen_after, m.played_by AS m_played_by,
                    m.played_at AS m_played_at
             FROM games g LEFT JOIN moves m ON m.game_id = g.id
             WHERE g.id = $1 ORDER BY m.ply",
        )
        .bind(game)
        .fetch_all(db)
        .await?;
        let mut out = Vec::with_capacity(rows.len());
        for r in &rows {
            let g: super::games::GameRow = sqlx::FromRow::from_row(r)?;
            let m: Joined = sqlx::FromRow::from_row(r)?;
            out.push((g, m));
        }
        Ok::<_, sqlx::Error>(out)
    })?;
    let Some(first) = rows.first() else {
        return Ok(None);
    };
    let row = first.0.clone();
    let mut moves = Vec::with_capacity(rows.len());
    for (_, m) in rows {
        if let (Some(ply), Some(coords), Some(san), Some(fen_after), Some(played_at)) =
            (m.m_ply, m.m_coords, m.m_san, m.m_fen_after, m.m_played_at)
        {
            moves.push(MoveRow {
                game_id: game,
                ply,
                coords,
                san,
                fen_after,
                played_by: m.m_played_by,
                played_at,
            });
        }
    }
    Ok(Some((row, moves)))
}

/// The players of a game as a reply names them: (id, name, notify).
pub type People = Vec<(i64, String, crate::states::Notify)>;

/// A game row with its moves as arrays (one row, no game column repeated
/// per move) and its players' names and notify settings: PostgreSQL.
#[derive(sqlx::FromRow)]
struct Packed {
    #[sqlx(flatten)]
    game: super::games::GameRow,
    m_first: Option<i64>,
    m_last: Option<i64>,
    m_ucis: Vec<String>,
    m_sans: Vec<String>,
    m_bys: Vec<Option<i64>>,
    m_ats: Vec<i64>,
    m_last_fen: Option<String>,
    w_name: Option<String>,
    w_notify: crate::states::Notify,
    b_name: Option<String>,
    b_notify: crate::states::Notify,
    o_kinds: Vec<String>,
    o_bys: Vec<i64>,
}

/// A game, its moves, its standing offers and, on PostgreSQL, its players
/// (the reply's names) in one statement: one round trip where the server
/// is across a socket. On SQLite (in the process) the players are left to
/// the reply, and the offers are a second statement.
///
/// On PostgreSQL only the last move's `fen_after` is read (the others are
/// left empty): the loader replays every move and checks the last one's
/// against its replay; nothing reads the others.
pub async fn game_for_play(
    conn: &mut Tx<'_>,
    game: i64,
) -> Result<
    Option<(
        super::games::GameRow,
        Vec<MoveRow>,
        super::offers::Standing,
        Option<People>,
    )>,
    sqlx::Error,
> {
    let db: &mut sqlx::PgConnection = match conn {
        Tx::Postgres(t) => t,
        Tx::PostgresOnce(p) => p,
        _ => {
            let Some((row, moves)) = game_with_moves(conn, game).await? else {
                return Ok(None);
            };
            let offers = super::offers::standing(conn, game).await?;
            return Ok(Some((row, moves, offers, None)));
        }
    };
    let packed: Option<Packed> = sqlx::query_as(
        "SELECT g.*,
                mv.first AS m_first, mv.last AS m_last,
                COALESCE(mv.coords_list, '{}') AS m_ucis, COALESCE(mv.sans, '{}') AS m_sans,
                COALESCE(mv.bys, '{}') AS m_bys, COALESCE(mv.ats, '{}') AS m_ats,
                (SELECT fen_after FROM moves WHERE game_id = g.id ORDER BY ply DESC LIMIT 1)
                    AS m_last_fen,
                pw.name AS w_name, COALESCE(sw.notify, 'mention') AS w_notify,
                pb.name AS b_name, COALESCE(sb.notify, 'mention') AS b_notify,
                COALESCE(o.kinds, '{}') AS o_kinds, COALESCE(o.bys, '{}') AS o_bys
         FROM games g
         LEFT JOIN LATERAL (
             SELECT min(ply) AS first, max(ply) AS last,
                    array_agg(coords ORDER BY ply) AS coords_list, array_agg(san ORDER BY ply) AS sans,
                    array_agg(played_by ORDER BY ply) AS bys, array_agg(played_at ORDER BY ply) AS ats
             FROM moves WHERE game_id = g.id
         ) mv ON TRUE
         LEFT JOIN LATERAL (
             SELECT array_agg(kind ORDER BY kind) AS kinds, array_agg(by_player ORDER BY kind) AS bys
             FROM offers WHERE game_id = g.id
         ) o ON TRUE
         LEFT JOIN players pw ON pw.id = g.white_id
         LEFT JOIN player_settings sw ON sw.player_id = g.white_id
         LEFT JOIN players pb ON pb.id = g.black_id
         LEFT JOIN player_settings sb ON sb.player_id = g.black_id
         WHERE g.id = $1",
    )
    .bind(game)
    .fetch_optional(db)
    .await?;
    let Some(p) = packed else {
        return Ok(None);
    };
    let n = p.m_ucis.len();
    if [p.m_sans.len(), p.m_bys.len(), p.m_ats.len()]
        .iter()
        .any(|&l| l != n)
    {
        return Err(sqlx::Error::Decode(
            format!("game #{game}: the move columns have different lengths").into(),
        ));
    }
    // Plies are unique per game (the primary key): n of them from `first`
    // to `first + n - 1` follow each other, in the arrays' order (the
    // loader then checks that they start at 1).
    let first = match (p.m_first, p.m_last) {
        (None, None) if n == 0 => 1,
        (Some(first), Some(last)) if last - first + 1 == n as i64 => first,
        _ => {
            return Err(sqlx::Error::Decode(
                format!("game #{game}: its {n} stored moves skip a ply").into(),
            ))
        }
    };
    let mut moves: Vec<MoveRow> = p
        .m_ucis
        .into_iter()
        .zip(p.m_sans)
        .zip(p.m_bys)
        .zip(p.m_ats)
        .enumerate()
        .map(|(i, (((coords, san), played_by), played_at))| MoveRow {
            game_id: game,
            ply: first + i as i64,
            coords,
            san,
            fen_after: String::new(),
            played_by,
            played_at,
        })
        .collect();
    if let (Some(last), Some(fen)) = (moves.last_mut(), p.m_last_fen) {
        last.fen_after = fen;
    }
    let mut people = Vec::new();
    for (id, name, notify) in [
        (p.game.white_id, p.w_name, p.w_notify),
        (p.game.black_id, p.b_name, p.b_notify),
    ] {
        if let (Some(id), Some(name)) = (id, name) {
            people.push((id, name, notify));
        }
    }
    let offers = p
        .o_kinds
        .iter()
        .zip(p.o_bys)
        .map(|(kind, by)| {
            crate::states::OfferKind::parse(kind)
                .map(|k| (k, by))
                .map_err(|e| sqlx::Error::Decode(e.into()))
        })
        .collect::<Result<super::offers::Standing, _>>()?;
    Ok(Some((p.game, moves, offers, Some(people))))
}

/// Records a ply if the game still stands at `expected_ply` in the position
/// `from_fen`: the game row moved on, the move stored, the offers the mover
/// did not make lapsed, and the mover's name kept current. False when
/// another action got there first. On PostgreSQL this is one statement, so
/// it needs no transaction around it.
pub async fn record(
    conn: &mut Tx<'_>,
    expected_ply: i64,
    from_fen: &str,
    m: &MoveRow,
    mover_name: Option<&str>,
) -> Result<bool, sqlx::Error> {
    if let Tx::Postgres(_) | Tx::PostgresOnce(_) = conn {
        let sql = format!(
            "WITH g AS (
                 UPDATE games SET ply = ply + 1, fen = $4, turn_started_at = $7, reminded = FALSE,
                   {}
                 WHERE id = $1 AND ply = $2 AND fen = $3 AND status = 'active'
                 RETURNING id
             ), p AS (
                 INSERT INTO players (id, name, created_at)
                 SELECT $8, $9, $7 FROM g WHERE $8::BIGINT IS NOT NULL AND $9::TEXT IS NOT NULL
                 ON CONFLICT (id) DO UPDATE SET name = excluded.name
                 WHERE players.name <> excluded.name
             ), m AS (
                 INSERT INTO moves (game_id, ply, coords, san, fen_after, played_by, played_at)
                 SELECT id, $2 + 1, $5, $6, $4, $8, $7 FROM g
             ), o AS (
                 {}
             )
             SELECT COUNT(*) FROM g",
            super::games::clocks_after_move("$7"),
            super::offers::lapsing("IN (SELECT id FROM g)", ("$8::BIGINT", "$8"))
        );
        let n: i64 = on_db!(conn, db => sqlx::query_scalar(&sql)
        .bind(m.game_id)
        .bind(expected_ply)
        .bind(from_fen)
        .bind(&m.fen_after)
        .bind(&m.coords)
        .bind(&m.san)
        .bind(m.played_at)
        .bind(m.played_by)
        .bind(mover_name)
        .fetch_one(db).await)?;
        if n == 1 {
            crate::metrics::get().move_written();
        }
        return Ok(n == 1);
    }
    if let (Some(id), Some(name)) = (m.played_by, mover_name) {
        super::players::upsert(conn, id, name, m.played_at).await?;
    }
    if !super::games::advance(
        conn,
        m.game_id,
        expected_ply,
        from_fen,
        &m.fen_after,
        m.played_at,
    )
    .await?
    {
        return Ok(false);
    }
    insert(conn, m).await?;
    super::offers::lapse_for_mover(conn, m.game_id, m.played_by).await?;
    Ok(true)
}
