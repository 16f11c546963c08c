-- One name per thing: how a game ended is its `ending` (the words of
-- `Ending`), and a stored move's board coordinates are its `coords`
-- (`g1f3`, `Ag1f3B`), as the code calls them.
ALTER TABLE games RENAME COLUMN termination TO ending;
ALTER TABLE moves RENAME COLUMN uci TO coords;
