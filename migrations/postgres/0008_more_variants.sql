-- Two more games of the family: 8x4 Alice ('8x4') and Duo chess ('duo').
ALTER TABLE games DROP CONSTRAINT games_variant_check;
ALTER TABLE games ADD CONSTRAINT games_variant_check
    CHECK (variant IN ('alice', 'three-board', '8x4', 'duo'));
ALTER TABLE challenges DROP CONSTRAINT challenges_variant_check;
ALTER TABLE challenges ADD CONSTRAINT challenges_variant_check
    CHECK (variant IN ('alice', 'three-board', '8x4', 'duo'));
ALTER TABLE ratings DROP CONSTRAINT ratings_variant_check;
ALTER TABLE ratings ADD CONSTRAINT ratings_variant_check
    CHECK (variant IN ('alice', 'three-board', '8x4', 'duo'));
ALTER TABLE rating_history DROP CONSTRAINT rating_history_variant_check;
ALTER TABLE rating_history ADD CONSTRAINT rating_history_variant_check
    CHECK (variant IN ('alice', 'three-board', '8x4', 'duo'));
