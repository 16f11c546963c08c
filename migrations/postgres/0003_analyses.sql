-- After-game analyses (`/analyze`): the engine's evaluation of every
-- position of a finished game, kept so that asking again is instant.
CREATE TABLE analyses (
    game_id     BIGINT  PRIMARY KEY REFERENCES games(id),
    nodes       BIGINT  NOT NULL,           -- the budget per position
    evals       TEXT    NOT NULL,           -- JSON: one entry per position
    created_at  BIGINT  NOT NULL            -- ms since the epoch
);
