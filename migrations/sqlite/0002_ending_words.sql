-- Endings on the board are stored as the rules core's words (as the bot's
-- `Ending` type writes them), no longer as the words shown to players.
UPDATE games SET termination = 'fifty-move' WHERE termination = 'the fifty-move rule';
UPDATE games SET termination = 'repetition' WHERE termination = 'threefold repetition';
UPDATE games SET termination = 'bare-kings' WHERE termination = 'bare kings';
