-- Pairs a tournament's organiser forbids: never paired together.
CREATE TABLE tournament_forbidden (
    tournament_id  BIGINT  NOT NULL REFERENCES tournaments(id),
    first_id       BIGINT  NOT NULL REFERENCES players(id),
    second_id      BIGINT  NOT NULL REFERENCES players(id),
    PRIMARY KEY (tournament_id, first_id, second_id)
);
