-- Pairs a tournament's organiser forbids: never paired together.
CREATE TABLE tournament_forbidden (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(id),
    first_id       INTEGER NOT NULL REFERENCES players(id),
    second_id      INTEGER NOT NULL REFERENCES players(id),
    PRIMARY KEY (tournament_id, first_id, second_id)
);
