//! Property test: the FEN, SAN and PGN readers never panic, whatever they
//! are fed: random strings from the characters they use, and random
//! mutations of valid inputs.

mod common;
use alice_core::{read_pgn, Game, Position, Rules};
use common::Rng;

const ALPHABET: &[u8] = b"KQRBNPkqrbnpabcdefgh012345678/| -x=+#!?O.:;{}()[]\"$*\n~\\@";

fn random_text(rng: &mut Rng, max: usize) -> String {
    let n = rng.below(max + 1);
    let mut s = String::new();
    for _ in 0..n {
        match rng.below(50) {
            0 => s.push(char::from_u32(rng.below(0x3000) as u32).unwrap_or('?')),
            _ => s.push(ALPHABET[rng.below(ALPHABET.len())] as char),
        }
    }
    s
}

fn mutate(rng: &mut Rng, base: &str) -> String {
    let mut chars: Vec<char> = base.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(chars.len() + 1);
        match rng.below(3) {
            0 if !chars.is_empty() => {
                chars.remove(at.min(chars.len() - 1));
            }
            1 => chars.insert(at, ALPHABET[rng.below(ALPHABET.len())] as char),
            _ if !chars.is_empty() => {
                let i = at.min(chars.len() - 1);
                chars[i] = ALPHABET[rng.below(ALPHABET.len())] as char;
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

#[test]
fn fen_reader_never_panics() {
    let mut rng = Rng(1);
    let bases = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1",
        "rnbqk1nr/pppp1ppp/8/4N3/8/8/PPPPPPPP/RNBQKB1R|8/8/4p3/2b5/8/8/8/8 w KQkq - 2 3",
        "4k3/8/8/8/8/8/8/4|K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/8 w - - 0 1 | 8/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/4p3/8/8/4K3|8/8/8/8/3P4/8/8/8 b - d3 0 1",
    ];
    let mut ok = 0;
    for i in 0..150_000 {
        let text = if i % 3 == 0 {
            random_text(&mut rng, 90)
        } else {
            let base = bases[rng.below(bases.len())];
            mutate(&mut rng, base)
        };
        for rules in [Rules::default(), Rules::NO_EN_PASSANT] {
            if let Ok(p) = Position::from_fen(&text, rules) {
                ok += 1;
                // A position that reads is usable.
                let _ = p.legal_moves();
                let _ = p.outcome();
                assert_eq!(Position::from_fen(&p.fen(), rules), Ok(p));
            }
        }
    }
    assert!(ok > 1000, "only {ok} mutated FENs were valid");
}

#[test]
fn san_reader_never_panics() {
    let mut rng = Rng(2);
    let mut positions = vec![Position::default()];
    let mut p = Position::default();
    for _ in 0..60 {
        let legal = p.legal_moves();
        if legal.is_empty() {
            break;
        }
        p.play_unchecked(legal[rng.below(legal.len())]);
        positions.push(p);
    }
    let bases = [
        "Nf3", "O-O-O", "exd5/A", "e8=Q+", "Rbg8/A#", "e2e4", "0-0", "bxc3", "Qd8/A#",
    ];
    let mut read = 0;
    for i in 0..200_000 {
        let text = if i % 2 == 0 {
            random_text(&mut rng, 12)
        } else {
            let base = bases[rng.below(bases.len())];
            mutate(&mut rng, base)
        };
        let pos = &positions[rng.below(positions.len())];
        if let Ok(m) = pos.parse_move(&text) {
            read += 1;
            assert!(pos.is_legal(m), "{text} gave an illegal move");
        }
    }
    // The legality check ran on many moves that read.
    assert!(read > 1000, "only {read} mutated moves read");
}

#[test]
fn pgn_reader_never_panics() {
    let mut rng = Rng(3);
    let mut g = Game::new(Rules::default());
    for m in ["Nf3", "e6", "Ne5", "Bc5", "Nxf7", "Bg1"] {
        g.play_text(m).unwrap();
    }
    let base = alice_core::write_pgn(&g, &[("White", "a")], None);
    let mut read = 0;
    for i in 0..20_000 {
        let text = if i % 4 == 0 {
            random_text(&mut rng, 200)
        } else {
            let mut t = base.clone();
            for _ in 0..1 + rng.below(3) {
                t = mutate(&mut rng, &t);
            }
            t
        };
        if let Ok(g) = read_pgn(&text) {
            read += 1;
            // A game that reads writes out and reads back with its moves.
            let again = read_pgn(&alice_core::write_pgn(&g.game, &[], None)).unwrap();
            assert_eq!(again.game.sans(), g.game.sans(), "{text}");
        }
    }
    assert!(read > 1000, "only {read} mutated games read");
}

/// Other programs write the en passant square after every double step on
/// board A, whether a capture is possible or not. Every position reached in
/// random games, written that way, reads back as the same position (the
/// square is kept only where an en passant capture is legal).
#[test]
fn fen_with_every_double_step_reads_back() {
    use alice_core::{Board, Role, Square};
    let mut rng = Rng(7);
    let mut written_with_ep = 0;
    for rules in [Rules::default(), Rules::NO_EN_PASSANT] {
        for _ in 0..400 {
            let mut pos = Position::new(rules);
            for _ in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves.as_slice()[rng.below(moves.len())];
                let double_step = pos.moving_role(m) == Some(Role::Pawn)
                    && m.board == Board::A
                    && m.from.rank().abs_diff(m.to.rank()) == 2;
                pos = pos.play(m).unwrap();
                let passed = double_step.then(|| {
                    written_with_ep += 1;
                    Square::from_coords(m.from.file(), (m.from.rank() + m.to.rank()) / 2)
                });
                // The canonical form, Fairy-Stockfish's and pychess's (whose
                // two FENs each carry the fields: the e.p. field is the 4th
                // word of each).
                for written in [pos.fen(), pos.fen_fsf(), pos.fen_pychess()] {
                    let mut words: Vec<String> = written.split(' ').map(str::to_string).collect();
                    if let Some(sq) = passed {
                        for at in [3, 10] {
                            if at < words.len() {
                                words[at] = sq.to_string();
                            }
                        }
                    }
                    let text = words.join(" ");
                    let back =
                        Position::from_fen(&text, rules).unwrap_or_else(|e| panic!("{text}: {e}"));
                    assert_eq!(back, pos, "{text}");
                    assert_eq!(back.fen(), pos.fen(), "{text}");
                }
            }
        }
    }
    assert!(
        written_with_ep > 1000,
        "only {written_with_ep} double steps"
    );
}

#[test]
fn three_board_readers_never_panic() {
    use alice_core::three::{PositionThree, START_FEN_THREE_BOARDS};
    let mut rng = Rng(4);
    let bases = [
        START_FEN_THREE_BOARDS,
        "r3k2r/ppp2ppp/8/8/8/8/PPPPPPPP/R3K2R|8/8/8/8/8/8/8/6n1|8/8/8/8/8/8/8/3b4 w KQkq - 0 1",
        "4k3/8/8/4P3/8/8/8/4K3|8/8/3n4/8/8/8/8/8|8/8/8/3p4/8/8/8/8 w - d6 0 2",
        "4k3/8/8/8/8/8/8/4K3 | 8/8/8/3Q4/8/5N2/8/8 | 8/8/8/3q4/8/5b2/8/8 w - - 0 1",
    ];
    let mut read = 0;
    for i in 0..100_000 {
        let text = if i % 4 == 0 {
            random_text(&mut rng, 120)
        } else {
            let base = bases[rng.below(bases.len())];
            mutate(&mut rng, base)
        };
        if let Ok(p) = PositionThree::from_fen(&text, Rules::default()) {
            read += 1;
            let _ = p.outcome();
            assert_eq!(PositionThree::from_fen(&p.fen(), Rules::default()), Ok(p));
        }
    }
    assert!(read > 1000, "only {read} mutated positions read");
    // Moves: SAN with both boards, coordinates with boards.
    let mut positions = Vec::new();
    for base in bases {
        let mut p = PositionThree::from_fen(base, Rules::default()).unwrap();
        for _ in 0..30 {
            positions.push(p);
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            p.play_unchecked(legal[rng.below(legal.len())]);
        }
    }
    let moves = [
        "Nf3/AB", "O-O/AC", "exd6/AC", "b8=Q/AB+", "Qd8/CA#", "Ae2e4C", "e2e4/C", "Bxc4/BA",
    ];
    let mut read = 0;
    for i in 0..200_000 {
        let text = if i % 2 == 0 {
            random_text(&mut rng, 12)
        } else {
            let base = moves[rng.below(moves.len())];
            mutate(&mut rng, base)
        };
        let pos = &positions[rng.below(positions.len())];
        if let Ok(m) = pos.parse_move(&text) {
            read += 1;
            assert!(pos.check_move(m).is_ok(), "{text} gave an illegal move");
        }
    }
    assert!(read > 500, "only {read} mutated three-board moves read");
}

#[test]
fn narrow_readers_never_panic() {
    use alice_core::{Position8x4, START_FEN_8X4};
    let mut rng = Rng(5);
    let bases = [
        START_FEN_8X4,
        "3k/1P2/4/4/4/4/p3/2K1|4/4/4/4/4/4/4/4 w - - 0 1",
        "k3/4/4/4/4/4/4/N2K|4/4/1r2/4/4/3B/4/4 w - - 0 1",
        "rqkr/nbbn/2pp/4/4/PPPP/NBBN/RQKR|4/4/4/4/pp2/4/4/4 w - - 0 1",
    ];
    let mut read = 0;
    for i in 0..100_000 {
        let text = if i % 4 == 0 {
            random_text(&mut rng, 70)
        } else {
            let base = bases[rng.below(bases.len())];
            mutate(&mut rng, base)
        };
        if let Ok(p) = Position8x4::from_fen(&text, Rules::default()) {
            read += 1;
            let _ = p.legal_moves();
            let _ = p.outcome();
            assert_eq!(Position8x4::from_fen(&p.fen(), Rules::default()), Ok(p));
        }
    }
    assert!(read > 1000, "only {read} mutated positions read");
    let mut positions = Vec::new();
    for base in bases {
        let mut p = Position8x4::from_fen(base, Rules::default()).unwrap();
        for _ in 0..30 {
            positions.push(p);
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            p.play_unchecked(legal[rng.below(legal.len())]);
        }
    }
    let moves = [
        "Nb4", "Nd5/A", "b8=Q/B+", "Rxa8#", "d1e2", "a3a4", "O-O", "Bxd4",
    ];
    let mut legal_reads = 0;
    for i in 0..100_000 {
        let text = if i % 2 == 0 {
            random_text(&mut rng, 10)
        } else {
            let base = moves[rng.below(moves.len())];
            mutate(&mut rng, base)
        };
        let pos = &positions[rng.below(positions.len())];
        if let Ok(m) = pos.parse_move(&text) {
            legal_reads += 1;
            assert!(pos.is_legal(m), "{text} read as {m} at {}", pos.fen());
            assert!(m.to.file() < 4 && m.from.file() < 4, "{m}");
        }
    }
    assert!(legal_reads > 100, "{legal_reads}");
}

#[test]
fn duo_readers_never_panic() {
    use alice_core::three::PositionDuo;
    let mut rng = Rng(6);
    let bases = [
        "8/8/8/8/8/8/PPPPPPPP/RNBQKBNR|rnbqkbnr/pppppppp/8/8/8/8/8/8 w KQkq - 0 1",
        "8/8/8/8/3Q4/8/8/4K3|4k3/8/8/8/3n4/8/8/8 w - - 0 1",
        "8/8/8/8/8/8/8/R3K2R|r3k2r/8/8/8/8/8/8/8 w KQkq - 0 1",
        "4k3/8/8/3n4/3B4/8/8/4K3|8/8/8/3B4/3n4/8/8/8 w - - 0 1",
    ];
    let mut read = 0;
    for i in 0..100_000 {
        let text = if i % 4 == 0 {
            random_text(&mut rng, 90)
        } else {
            let base = bases[rng.below(bases.len())];
            mutate(&mut rng, base)
        };
        if let Ok(p) = PositionDuo::from_fen(&text, Rules::default()) {
            read += 1;
            let _ = p.outcome();
            assert_eq!(PositionDuo::from_fen(&p.fen(), Rules::default()), Ok(p));
        }
    }
    assert!(read > 1000, "only {read} mutated positions read");
    let mut positions = Vec::new();
    for base in bases {
        let mut p = PositionDuo::from_fen(base, Rules::default()).unwrap();
        for _ in 0..20 {
            positions.push(p);
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            p.play_unchecked(legal[rng.below(legal.len())]);
        }
    }
    let moves = [
        "e4/AB", "N@g1", "Q@xd4/AB", "O-O/AA", "Ae2e4B", "Ag1g1B", "Nf3", "K@e1/B",
    ];
    let mut legal_reads = 0;
    for i in 0..100_000 {
        let text = if i % 2 == 0 {
            random_text(&mut rng, 10)
        } else {
            let base = moves[rng.below(moves.len())];
            mutate(&mut rng, base)
        };
        let pos = &positions[rng.below(positions.len())];
        if let Ok(m) = pos.parse_move(&text) {
            legal_reads += 1;
            assert!(
                pos.check_move(m).is_ok(),
                "{text} read as {m} at {}",
                pos.fen()
            );
        }
    }
    assert!(legal_reads > 100, "{legal_reads}");
}
