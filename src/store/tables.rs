//! The store's tables, each declared once: its name, its columns and the
//! key its rows are ordered by. The copy (`alice migrate`) reads and
//! writes every table of [`TABLES`] by it, and the tests check each
//! backend's schema, as its migrations leave it, against [`TABLES`] and
//! [`LEASES`].

use std::fmt;

/// A table of the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Table {
    pub name: &'static str,
    /// Its columns, as a SELECT lists them.
    pub columns: &'static str,
    /// The columns its rows are ordered by (its key).
    pub key: &'static str,
}

impl Table {
    /// Its columns, one by one.
    pub fn column_names(&self) -> impl Iterator<Item = &'static str> {
        self.columns.split(',').map(str::trim)
    }

    /// The table named `name` (of [`TABLES`] or [`LEASES`]).
    pub fn named(name: &str) -> Option<&'static Table> {
        TABLES.iter().chain(&LEASES).find(|t| t.name == name)
    }
}

impl fmt::Display for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// Every table, parents before the tables that refer to them.
pub const TABLES: [Table; 22] = [
    Table {
        name: "players",
        columns: "id, name, created_at",
        key: "id",
    },
    Table {
        name: "ratings",
        columns: "player_id, variant, speed, rating, deviation, volatility, games, updated_at",
        key: "player_id, variant, speed",
    },
    Table {
        name: "tournaments",
        columns: "id, guild_id, channel_id, name, creator_id, variant, rated, time_per_move, tie_breaks, rounds, round, status, created_at, started_at, ended_at",
        key: "id",
    },
    Table {
        name: "games",
        columns: "id, white_id, black_id, bot_level, en_passant, rated, time_per_move, start_fen, ply, fen, status, result, ending, channel_id, turn_started_at, reminded, created_at, ended_at, guild_id, thread_id, message_id, thread_archived, variant, watch_token, clock_base, clock_increment, clock_mover, clock_waiting, tournament_id",
        key: "id",
    },
    Table {
        name: "tournament_players",
        columns: "tournament_id, player_id, number, rating, joined_at, withdrawn",
        key: "tournament_id, player_id",
    },
    Table {
        name: "tournament_forbidden",
        columns: "tournament_id, first_id, second_id",
        key: "tournament_id, first_id, second_id",
    },
    Table {
        name: "tournament_boards",
        columns: "tournament_id, round, board, kind, white_id, black_id, game_id, white_points, black_points, played",
        key: "tournament_id, round, board",
    },
    Table {
        name: "moves",
        columns: "game_id, ply, coords, san, fen_after, played_by, played_at",
        key: "game_id, ply",
    },
    Table {
        name: "challenges",
        columns: "id, challenger_id, opponent_id, color, en_passant, rated, time_per_move, channel_id, status, created_at, expires_at, game_id, guild_id, thread_id, variant, clock_base, clock_increment",
        key: "id",
    },
    Table {
        name: "offers",
        columns: "game_id, kind, by_player, created_at",
        key: "game_id, kind",
    },
    Table {
        name: "rating_history",
        columns: "id, player_id, game_id, rating, deviation, at, variant, speed",
        key: "id",
    },
    Table {
        name: "player_settings",
        columns: "player_id, notify, updated_at",
        key: "player_id",
    },
    Table {
        name: "server_settings",
        columns: "guild_id, threads, time_per_move, max_games, bot_games, challenge_ttl, updated_by, updated_at, puzzle_channel, puzzle_time",
        key: "guild_id",
    },
    Table {
        name: "analyses",
        columns: "game_id, nodes, evals, created_at",
        key: "game_id",
    },
    Table {
        name: "outbox",
        columns: "id, body, created_at, due_at, attempts, lease_until, done_at, outcome, key",
        key: "id",
    },
    Table {
        name: "puzzles",
        columns: "id, variant, fen, moves, themes, rating, deviation, volatility, plays, created_at",
        key: "id",
    },
    Table {
        name: "puzzle_attempts",
        columns: "id, player_id, puzzle_id, guild_id, step, state, rated, rating_before, rating_after, started_at, finished_at",
        key: "id",
    },
    Table {
        name: "puzzle_ratings",
        columns: "player_id, rating, deviation, volatility, games, updated_at",
        key: "player_id",
    },
    Table {
        name: "daily_puzzles",
        columns: "guild_id, day, puzzle_id, channel_id, message_id",
        key: "guild_id, day",
    },
    Table {
        name: "languages",
        columns: "scope, id, chosen, discord",
        key: "scope, id",
    },
    Table {
        name: "looks",
        columns: "scope, id, boards, theme, pieces, ghosts",
        key: "scope, id",
    },
    Table {
        name: "web_sessions",
        columns: "digest, member_id, name, csrf, created_at, expires_at",
        key: "digest",
    },
];

/// The tables of what running processes hold for a moment (a bot's search
/// claimed for a ply, with its holder and expiry; the state of a sign-in
/// to the live table that succeeded, until it would have lapsed): never
/// copied, since a copy is made with no process running.
pub const LEASES: [Table; 2] = [
    Table {
        name: "claims",
        columns: "key, holder, expires_at",
        key: "key",
    },
    Table {
        name: "web_logins",
        columns: "state, next_path, created_at",
        key: "state",
    },
];
