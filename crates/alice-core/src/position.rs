//! Two-board positions: construction, move generation, making moves,
//! legality and outcome.

use crate::attacks::{
    between, bishop_attacks, bishop_rays, king_attacks, knight_attacks, pawn_attacks,
    queen_attacks, rook_attacks, rook_rays,
};
use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveList, PieceMoves};
use crate::types::{Board, Color, Piece, Role, Rules, Square};
use crate::zobrist;
use std::fmt;

/// Castling rights as four bits: White king side, White queen side, Black
/// king side, Black queen side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Castling(pub u8);

impl Castling {
    pub const ALL: Castling = Castling(15);
    pub const NONE: Castling = Castling(0);

    #[inline]
    pub const fn bit(color: Color, king_side: bool) -> u8 {
        1 << (color as u8 * 2 + if king_side { 0 } else { 1 })
    }

    #[inline]
    pub const fn has(self, color: Color, king_side: bool) -> bool {
        self.0 & Castling::bit(color, king_side) != 0
    }

    /// FEN field: `KQkq`, or `-`.
    pub fn fen(self) -> String {
        let mut s = String::new();
        for (c, k, ch) in [
            (Color::White, true, 'K'),
            (Color::White, false, 'Q'),
            (Color::Black, true, 'k'),
            (Color::Black, false, 'q'),
        ] {
            if self.has(c, k) {
                s.push(ch);
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }
}

/// Files (0 = a) of castling: the king's and rooks' home files, and where
/// king and rook land (on board B) on each side.
pub const KING_FILE: u8 = 4;
pub const KING_SIDE_ROOK_FILE: u8 = 7;
pub const QUEEN_SIDE_ROOK_FILE: u8 = 0;
/// King side: the king lands on g, the rook on f.
pub const KING_SIDE_TARGETS: (u8, u8) = (6, 5);
/// Queen side: the king lands on c, the rook on d.
pub const QUEEN_SIDE_TARGETS: (u8, u8) = (2, 3);

/// The back rank of a colour.
fn back_rank(color: Color) -> u8 {
    if color == Color::White {
        0
    } else {
        7
    }
}

/// Home square of the rook for one castling right.
pub(crate) fn rook_home(color: Color, king_side: bool) -> Square {
    let file = if king_side {
        KING_SIDE_ROOK_FILE
    } else {
        QUEEN_SIDE_ROOK_FILE
    };
    Square::from_coords(file, back_rank(color))
}

pub(crate) fn king_home(color: Color) -> Square {
    Square::from_coords(KING_FILE, back_rank(color))
}

/// Squares a castling king and rook go to: (king, rook).
pub(crate) fn castle_targets(color: Color, king_side: bool) -> (Square, Square) {
    let rank = back_rank(color);
    let (king, rook) = if king_side {
        KING_SIDE_TARGETS
    } else {
        QUEEN_SIDE_TARGETS
    };
    (
        Square::from_coords(king, rank),
        Square::from_coords(rook, rank),
    )
}

/// Why a move is not legal here, in terms a player understands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    NoPiece {
        square: Square,
    },
    NotYourPiece {
        square: Square,
        board: Board,
    },
    WrongBoard {
        square: Square,
        stands_on: Board,
    },
    CannotReach {
        role: Role,
        from: Square,
        to: Square,
        board: Board,
    },
    OwnPiece {
        to: Square,
        board: Board,
    },
    LandingOccupied {
        role: Role,
        to: Square,
        board: Board,
    },
    MustPromote,
    CannotPromote,
    BadPromotion {
        role: Role,
    },
    /// The king would stand on an attacked square of the board it moves on.
    KingAttackedBeforeTransfer {
        board: Board,
    },
    /// The king would land on an attacked square of the other board.
    KingAttackedAfterTransfer {
        board: Board,
    },
    /// Another piece's move would leave the mover's king in check.
    LeavesKingInCheck {
        board: Board,
    },
    EnPassantOff,
    CastlingRightLost {
        king_side: bool,
    },
    CastlingPathBlocked {
        king_side: bool,
    },
    CastlingInCheck,
    CastlingThroughCheck {
        square: Square,
    },
    CastlingLandingOccupied {
        square: Square,
    },
    CastlingIntoCheck,
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalReason::*;
        let side = |k: &bool| if *k { "king side" } else { "queen side" };
        match self {
            NoPiece { square } => write!(f, "there is no piece on {square} on either board"),
            NotYourPiece { square, board } => {
                write!(f, "the piece on {square} of board {board} is not yours")
            }
            WrongBoard { square, stands_on } => write!(
                f,
                "the piece on {square} stands on board {stands_on}, not on board {}",
                stands_on.other()
            ),
            CannotReach {
                role,
                from,
                to,
                board,
            } => write!(
                f,
                "the {} on {from} of board {board} cannot move to {to}",
                role.name()
            ),
            OwnPiece { to, board } => {
                write!(f, "{to} on board {board} holds one of your own pieces")
            }
            LandingOccupied { role, to, board } => write!(
                f,
                "{to} on board {board} is occupied, so the {} cannot land there",
                role.name()
            ),
            MustPromote => write!(
                f,
                "a pawn reaching the last rank must promote (add =Q, =R, =B or =N)"
            ),
            CannotPromote => write!(f, "only a pawn reaching the last rank can promote"),
            BadPromotion { role } => write!(f, "a pawn cannot promote to a {}", role.name()),
            KingAttackedBeforeTransfer { board } => {
                write!(f, "the king would be in check on board {board}")
            }
            KingAttackedAfterTransfer { board } => {
                write!(f, "the king would land in check on board {board}")
            }
            LeavesKingInCheck { board } => {
                write!(f, "your king would be in check on board {board}")
            }
            EnPassantOff => write!(f, "en passant is off in this game"),
            CastlingRightLost { king_side } => write!(
                f,
                "castling {} is no longer allowed: the king or that rook has moved",
                side(king_side)
            ),
            CastlingPathBlocked { king_side } => write!(
                f,
                "castling {}: the squares between king and rook on board A are not empty",
                side(king_side)
            ),
            CastlingInCheck => write!(f, "you cannot castle out of check on board A"),
            CastlingThroughCheck { square } => write!(
                f,
                "the king would pass through or land on {square}, which is attacked on board A"
            ),
            CastlingLandingOccupied { square } => write!(
                f,
                "{square} on board B is occupied, so king and rook cannot land there"
            ),
            CastlingIntoCheck => write!(f, "the king would land in check on board B"),
        }
    }
}

/// How a game ended on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    Checkmate,
    Stalemate,
    FiftyMoves,
    Repetition,
    BareKings,
}

impl Termination {
    /// The status word used in JSON and the store.
    pub fn as_str(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::FiftyMoves => "fifty-move",
            Termination::Repetition => "repetition",
            Termination::BareKings => "bare-kings",
        }
    }

    /// Words for players.
    pub fn describe(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::FiftyMoves => "the fifty-move rule",
            Termination::Repetition => "threefold repetition",
            Termination::BareKings => "bare kings",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub termination: Termination,
    /// `None` for a draw.
    pub winner: Option<Color>,
}

/// An unvalidated position: what a FEN says, before the rules check it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// `boards[b][sq]`.
    pub boards: [[Option<Piece>; 64]; 2],
    pub turn: Color,
    pub castling: Castling,
    pub ep_square: Option<Square>,
    pub halfmoves: u32,
    pub fullmoves: u32,
}

impl Setup {
    pub fn empty() -> Setup {
        Setup {
            boards: [[None; 64]; 2],
            turn: Color::White,
            castling: Castling::NONE,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    pub fn start() -> Setup {
        let mut s = Setup::empty();
        let back = [
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
            Role::Bishop,
            Role::Knight,
            Role::Rook,
        ];
        for f in 0..8u8 {
            for (color, back_rank, pawn_rank) in [(Color::White, 0, 1), (Color::Black, 7, 6)] {
                s.boards[0][Square::from_coords(f, back_rank).index()] = Some(Piece {
                    color,
                    role: back[f as usize],
                });
                s.boards[0][Square::from_coords(f, pawn_rank).index()] = Some(Piece {
                    color,
                    role: Role::Pawn,
                });
            }
        }
        s.castling = Castling::ALL;
        s
    }
}

/// Why a setup is not a position that can occur.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvalidReason {
    MissingKing(Color),
    TooManyKings(Color),
    SquaresOnBothBoards(Vec<Square>),
    PawnOnBackRank { square: Square, board: Board },
    TooManyPawns(Color),
    TooManyPieces(Color),
    OppositeCheck,
    BadCastlingRight { color: Color, king_side: bool },
    BadEnPassant(Square),
    ImpossibleCheck,
}

impl fmt::Display for InvalidReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use InvalidReason::*;
        match self {
            MissingKing(c) => write!(f, "{} has no king", cap(c.name())),
            TooManyKings(c) => write!(f, "{} has more than one king", cap(c.name())),
            SquaresOnBothBoards(squares) => {
                let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
                let (verb, noun) = if squares.len() == 1 { ("is", "a ") } else { ("are", "each ") };
                write!(
                    f,
                    "{} {verb} occupied on both boards ({noun}square holds a piece on one board at most)",
                    names.join(", ")
                )
            }
            PawnOnBackRank { square, board } => {
                write!(f, "a pawn stands on {square} of board {board}, on the first or last rank")
            }
            TooManyPawns(c) => write!(f, "{} has more than 8 pawns", cap(c.name())),
            TooManyPieces(c) => write!(f, "{} has more than 16 pieces", cap(c.name())),
            OppositeCheck => write!(f, "the side not to move is in check"),
            BadCastlingRight { color, king_side } => write!(
                f,
                "{} may castle {} but its king and that rook are not on their home squares of board A",
                cap(color.name()),
                if *king_side { "king side" } else { "queen side" }
            ),
            BadEnPassant(sq) => write!(
                f,
                "en passant square {sq} does not follow a pawn's double step on board A"
            ),
            ImpossibleCheck => write!(f, "the side to move is in check by three or more pieces"),
        }
    }
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// Every reason a setup was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    pub reasons: Vec<InvalidReason>,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "impossible position: ")?;
        for (i, r) in self.reasons.iter().enumerate() {
            if i > 0 {
                write!(f, "; ")?;
            }
            write!(f, "{r}")?;
        }
        Ok(())
    }
}

impl std::error::Error for PositionError {}

/// A legal Alice chess position (both boards, side to move, castling
/// rights, en passant possibility, clocks) under a set of rule options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    by_board: [Bitboard; 2],
    turn: Color,
    castling: Castling,
    ep_square: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
    hash: u64,
    rules: Rules,
}

impl Default for Position {
    fn default() -> Self {
        Position::new(Rules::default())
    }
}

/// Pins and the like for the side to move, computed once per node.
struct Context {
    us: Color,
    ks: Square,
    kb: Board,
    checkers: Bitboard,
    /// Our pieces on the king's board that are the only piece between the
    /// king and an enemy slider: they may only capture that slider.
    pinned: Bitboard,
    pinners: [(Square, Square); 8],
    n_pins: usize,
    /// (ours, enemy) that are together the only two pieces between the king
    /// and an enemy slider: ours may not capture that enemy piece.
    pairs: [(Square, Square); 8],
    n_pairs: usize,
    pair_pieces: Bitboard,
    /// Enemy pieces on the king's board whose capture opens a line to the king.
    enemy_blockers: Bitboard,
}

impl Position {
    /// The start position under the given rules.
    pub fn new(rules: Rules) -> Position {
        Position::from_setup(&Setup::start(), rules).expect("the start position is valid")
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }
    pub fn turn(&self) -> Color {
        self.turn
    }
    pub fn castling(&self) -> Castling {
        self.castling
    }
    /// The passed-over square on board A when an en passant capture is legal.
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }
    /// Zobrist key of both boards, side to move, castling rights and en
    /// passant possibility.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Occupied squares of one board.
    #[inline]
    pub fn occupied(&self, board: Board) -> Bitboard {
        self.by_board[board.index()]
    }
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }
    /// Pieces of one role on both boards.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }
    /// Pieces of one colour and role on one board.
    #[inline]
    pub fn pieces(&self, color: Color, role: Role, board: Board) -> Bitboard {
        self.by_role[role.index()] & self.by_color[color.index()] & self.by_board[board.index()]
    }

    #[inline]
    fn role_at(&self, sq: Square) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(sq))
    }

    /// The board a square is occupied on, if any.
    #[inline]
    pub fn board_of(&self, sq: Square) -> Option<Board> {
        if self.by_board[0].contains(sq) {
            Some(Board::A)
        } else if self.by_board[1].contains(sq) {
            Some(Board::B)
        } else {
            None
        }
    }

    /// The piece on a square and the board it stands on.
    pub fn piece_at(&self, sq: Square) -> Option<(Piece, Board)> {
        let board = self.board_of(sq)?;
        let role = self.role_at(sq)?;
        let color = if self.by_color[0].contains(sq) {
            Color::White
        } else {
            Color::Black
        };
        Some((Piece { color, role }, board))
    }

    /// The piece on a square of one board.
    pub fn piece_on(&self, board: Board, sq: Square) -> Option<Piece> {
        match self.piece_at(sq) {
            Some((p, b)) if b == board => Some(p),
            _ => None,
        }
    }

    /// Square and board of a side's king.
    #[inline]
    pub fn king(&self, color: Color) -> (Square, Board) {
        let k = self.by_role[Role::King.index()] & self.by_color[color.index()];
        let sq = k.first().expect("a valid position has both kings");
        let b = if self.by_board[0].contains(sq) {
            Board::A
        } else {
            Board::B
        };
        (sq, b)
    }

    /// Pieces of `by` within `occ` attacking `sq`, with `occ` as the
    /// blockers. `occ` is one board's occupancy, perhaps modified.
    #[inline]
    pub fn attackers(&self, sq: Square, by: Color, occ: Bitboard) -> Bitboard {
        let r = &self.by_role;
        let them = self.by_color[by.index()] & occ;
        let rq = r[Role::Rook.index()] | r[Role::Queen.index()];
        let bq = r[Role::Bishop.index()] | r[Role::Queen.index()];
        ((knight_attacks(sq) & r[Role::Knight.index()])
            | (king_attacks(sq) & r[Role::King.index()])
            | (pawn_attacks(by.other(), sq) & r[Role::Pawn.index()])
            | (rook_attacks(sq, occ) & rq)
            | (bishop_attacks(sq, occ) & bq))
            & them
    }

    /// Enemy pieces giving check to the side to move (on its king's board).
    pub fn checkers(&self) -> Bitboard {
        let (ks, kb) = self.king(self.turn);
        self.attackers(ks, self.turn.other(), self.occupied(kb))
    }

    pub fn is_check(&self) -> bool {
        self.checkers().nonempty()
    }

    fn king_attacked(&self, color: Color) -> bool {
        let (ks, kb) = self.king(color);
        self.attackers(ks, color.other(), self.occupied(kb))
            .nonempty()
    }

    // ------------------------------------------------------------------
    // Construction

    /// Checks a setup against every rule a position must satisfy.
    pub fn from_setup(setup: &Setup, rules: Rules) -> Result<Position, PositionError> {
        let mut reasons = Vec::new();
        let mut pos = Position {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            by_board: [Bitboard::EMPTY; 2],
            turn: setup.turn,
            castling: Castling::NONE,
            ep_square: None,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
            hash: 0,
            rules,
        };
        let both: Vec<Square> = Square::all()
            .filter(|sq| {
                setup.boards[0][sq.index()].is_some() && setup.boards[1][sq.index()].is_some()
            })
            .collect();
        if !both.is_empty() {
            reasons.push(InvalidReason::SquaresOnBothBoards(both));
        }
        for board in Board::ALL {
            for sq in Square::all() {
                let pawn =
                    setup.boards[board.index()][sq.index()].is_some_and(|p| p.role == Role::Pawn);
                if pawn && (sq.rank() == 0 || sq.rank() == 7) {
                    reasons.push(InvalidReason::PawnOnBackRank { square: sq, board });
                }
            }
        }
        for sq in Square::all() {
            let a = setup.boards[0][sq.index()];
            let b = setup.boards[1][sq.index()];
            // Where a square is taken on both boards, board A's piece is kept
            // so that the other checks still say something useful.
            let (piece, board) = match (a, b) {
                (Some(p), _) => (p, Board::A),
                (_, Some(p)) => (p, Board::B),
                _ => continue,
            };
            pos.put(sq, piece.color, piece.role, board);
        }
        for c in Color::ALL {
            let kings = pos.by_role[Role::King.index()] & pos.by_color[c.index()];
            match kings.count() {
                0 => reasons.push(InvalidReason::MissingKing(c)),
                1 => {}
                _ => reasons.push(InvalidReason::TooManyKings(c)),
            }
            if (pos.by_role[Role::Pawn.index()] & pos.by_color[c.index()]).count() > 8 {
                reasons.push(InvalidReason::TooManyPawns(c));
            }
            if pos.by_color[c.index()].count() > 16 {
                reasons.push(InvalidReason::TooManyPieces(c));
            }
        }
        for c in Color::ALL {
            for king_side in [true, false] {
                if setup.castling.has(c, king_side) {
                    let ok = pos.piece_on(Board::A, king_home(c))
                        == Some(Piece {
                            color: c,
                            role: Role::King,
                        })
                        && pos.piece_on(Board::A, rook_home(c, king_side))
                            == Some(Piece {
                                color: c,
                                role: Role::Rook,
                            });
                    if ok {
                        pos.castling.0 |= Castling::bit(c, king_side);
                    } else {
                        reasons.push(InvalidReason::BadCastlingRight {
                            color: c,
                            king_side,
                        });
                    }
                }
            }
        }
        let kings_ok = !reasons.iter().any(|r| {
            matches!(
                r,
                InvalidReason::MissingKing(_) | InvalidReason::TooManyKings(_)
            )
        });
        if kings_ok {
            if pos.king_attacked(pos.turn.other()) {
                reasons.push(InvalidReason::OppositeCheck);
            }
            if pos.checkers().count() > 2 {
                reasons.push(InvalidReason::ImpossibleCheck);
            }
        }
        if let Some(ep) = setup.ep_square {
            // The pawn that double-stepped on A stands on B beyond `ep`.
            let them = pos.turn.other();
            let (ep_rank, pawn_rank) = if them == Color::White { (2, 3) } else { (5, 4) };
            let pawn_sq = Square::from_coords(ep.file(), pawn_rank);
            let start_sq = Square::from_coords(ep.file(), if them == Color::White { 1 } else { 6 });
            let plausible = ep.rank() == ep_rank
                && pos.piece_on(Board::B, pawn_sq)
                    == Some(Piece {
                        color: them,
                        role: Role::Pawn,
                    })
                // The pawn left its start square on A and passed over `ep`
                // on A; board B's squares of the same names may be taken
                // (the capture is then illegal by the vacancy rule).
                && !pos.occupied(Board::A).contains(ep)
                && !pos.occupied(Board::A).contains(start_sq);
            if !plausible {
                reasons.push(InvalidReason::BadEnPassant(ep));
            } else if kings_ok && rules.en_passant {
                pos.ep_square = Some(ep);
            }
        }
        if !reasons.is_empty() {
            return Err(PositionError { reasons });
        }
        if pos.ep_square.is_some() && !pos.any_legal_ep() {
            pos.ep_square = None;
        }
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// The unvalidated form of this position.
    pub fn to_setup(&self) -> Setup {
        let mut s = Setup::empty();
        for sq in Square::all() {
            if let Some((p, b)) = self.piece_at(sq) {
                s.boards[b.index()][sq.index()] = Some(p);
            }
        }
        s.turn = self.turn;
        s.castling = self.castling;
        s.ep_square = self.ep_square;
        s.halfmoves = self.halfmoves;
        s.fullmoves = self.fullmoves;
        s
    }

    fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for sq in Square::all() {
            if let Some((p, b)) = self.piece_at(sq) {
                h ^= zobrist::piece(b.index(), p.color.index(), p.role.index(), sq.index());
            }
        }
        for bit in 0..4 {
            if self.castling.0 & (1 << bit) != 0 {
                h ^= zobrist::castling(bit);
            }
        }
        if let Some(ep) = self.ep_square {
            h ^= zobrist::ep_file(ep.file() as usize);
        }
        if self.turn == Color::Black {
            h ^= zobrist::BLACK_TO_MOVE;
        }
        h
    }

    #[inline]
    fn put(&mut self, sq: Square, color: Color, role: Role, board: Board) {
        let bb = Bitboard::from_square(sq);
        self.by_role[role.index()] |= bb;
        self.by_color[color.index()] |= bb;
        self.by_board[board.index()] |= bb;
        self.hash ^= zobrist::piece(board.index(), color.index(), role.index(), sq.index());
    }

    #[inline]
    fn remove(&mut self, sq: Square, color: Color, role: Role, board: Board) {
        let bb = !Bitboard::from_square(sq);
        self.by_role[role.index()] &= bb;
        self.by_color[color.index()] &= bb;
        self.by_board[board.index()] &= bb;
        self.hash ^= zobrist::piece(board.index(), color.index(), role.index(), sq.index());
    }

    // ------------------------------------------------------------------
    // Making moves

    /// Plays a move that must be legal here (as from the generator or
    /// checked with [`Position::is_legal`]).
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let them = us.other();
        let b = m.board;
        let o = b.other();
        let role = self
            .role_at(m.from)
            .expect("a piece stands on the move's from-square");
        let captured = if self.by_board[b.index()].contains(m.to) {
            self.role_at(m.to)
        } else {
            None
        };
        self.remove(m.from, us, role, b);
        if let Some(cr) = captured {
            self.remove(m.to, them, cr, b);
        }
        let mut reset_clock = role == Role::Pawn || captured.is_some();
        if role == Role::King && m.from.file().abs_diff(m.to.file()) == 2 {
            let king_side = m.to.file() == 6;
            let (_, rook_to) = castle_targets(us, king_side);
            self.remove(rook_home(us, king_side), us, Role::Rook, Board::A);
            self.put(rook_to, us, Role::Rook, Board::B);
        } else if role == Role::Pawn && m.from.file() != m.to.file() && captured.is_none() {
            // En passant: the double-stepped pawn stands on the other board.
            let victim = Square::from_coords(m.to.file(), m.from.rank());
            self.remove(victim, them, Role::Pawn, o);
            reset_clock = true;
        }
        self.put(m.to, us, m.promotion.unwrap_or(role), o);

        let old_castling = self.castling;
        if role == Role::King {
            self.castling.0 &= !(Castling::bit(us, true) | Castling::bit(us, false));
        }
        if b == Board::A {
            for c in Color::ALL {
                for ks in [true, false] {
                    let home = rook_home(c, ks);
                    if m.from == home || m.to == home {
                        self.castling.0 &= !Castling::bit(c, ks);
                    }
                }
            }
        }
        let changed = old_castling.0 ^ self.castling.0;
        for bit in 0..4 {
            if changed & (1 << bit) != 0 {
                self.hash ^= zobrist::castling(bit);
            }
        }
        if let Some(ep) = self.ep_square.take() {
            self.hash ^= zobrist::ep_file(ep.file() as usize);
        }
        if reset_clock {
            self.halfmoves = 0;
        } else {
            self.halfmoves += 1;
        }
        if us == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = them;
        self.hash ^= zobrist::BLACK_TO_MOVE;

        if role == Role::Pawn
            && b == Board::A
            && self.rules.en_passant
            && m.from.rank().abs_diff(m.to.rank()) == 2
        {
            let ep = Square::from_coords(m.from.file(), (m.from.rank() + m.to.rank()) / 2);
            if (pawn_attacks(us, ep) & self.pieces(them, Role::Pawn, Board::A)).nonempty() {
                self.ep_square = Some(ep);
                if self.any_legal_ep() {
                    self.hash ^= zobrist::ep_file(ep.file() as usize);
                } else {
                    self.ep_square = None;
                }
            }
        }
    }

    /// The position with the side to move passing (for null-move search);
    /// `None` when in check.
    pub fn null_move(&self) -> Option<Position> {
        if self.is_check() {
            return None;
        }
        let mut p = *self;
        if let Some(ep) = p.ep_square.take() {
            p.hash ^= zobrist::ep_file(ep.file() as usize);
        }
        p.halfmoves += 1;
        p.turn = p.turn.other();
        p.hash ^= zobrist::BLACK_TO_MOVE;
        Some(p)
    }

    /// Plays a move after checking it; on error, the position is unchanged
    /// and the reason is given.
    pub fn play(&self, m: Move) -> Result<Position, PlayError> {
        match self.check_move(m) {
            Ok(()) => {
                let mut p = *self;
                p.play_unchecked(m);
                Ok(p)
            }
            Err(reason) => Err(PlayError {
                position: Box::new(*self),
                mv: m,
                reason,
            }),
        }
    }

    fn ep_capture_legal(&self, from: Square, ep: Square) -> bool {
        if self.by_board[Board::B.index()].contains(ep) {
            return false;
        }
        let mut after = *self;
        after.ep_square = None;
        after.play_unchecked(Move {
            from,
            to: ep,
            board: Board::A,
            promotion: None,
        });
        !after.king_attacked(self.turn)
    }

    fn any_legal_ep(&self) -> bool {
        let Some(ep) = self.ep_square else {
            return false;
        };
        let cands =
            pawn_attacks(self.turn.other(), ep) & self.pieces(self.turn, Role::Pawn, Board::A);
        cands
            .into_iter()
            .any(|from| self.ep_capture_legal(from, ep))
    }

    // ------------------------------------------------------------------
    // Move generation

    fn context(&self) -> Context {
        let us = self.turn;
        let them = us.other();
        let (ks, kb) = self.king(us);
        let occ_kb = self.by_board[kb.index()];
        let ours = self.by_color[us.index()];
        let their_kb = self.by_color[them.index()] & occ_kb;
        let r = &self.by_role;
        let rq = (r[Role::Rook.index()] | r[Role::Queen.index()]) & their_kb;
        let bq = (r[Role::Bishop.index()] | r[Role::Queen.index()]) & their_kb;
        let mut ctx = Context {
            us,
            ks,
            kb,
            checkers: self.attackers(ks, them, occ_kb),
            pinned: Bitboard::EMPTY,
            pinners: [(ks, ks); 8],
            n_pins: 0,
            pairs: [(ks, ks); 8],
            n_pairs: 0,
            pair_pieces: Bitboard::EMPTY,
            enemy_blockers: Bitboard::EMPTY,
        };
        let snipers = (rook_rays(ks) & rq) | (bishop_rays(ks) & bq);
        for s in snipers {
            let b = between(ks, s) & occ_kb;
            if b.is_empty() {
                continue;
            }
            if !b.more_than_one() {
                if (b & ours).nonempty() {
                    ctx.pinned |= b;
                    ctx.pinners[ctx.n_pins] = (b.first().unwrap_or(ks), s);
                    ctx.n_pins += 1;
                } else {
                    ctx.enemy_blockers |= b;
                }
            } else if b.count() == 2 {
                let o = b & ours;
                if o.count() == 1 {
                    let (Some(p), Some(e)) = (o.first(), (b & !ours).first()) else {
                        continue;
                    };
                    ctx.pairs[ctx.n_pairs] = (p, e);
                    ctx.n_pairs += 1;
                    ctx.pair_pieces |= o;
                }
            }
        }
        ctx
    }

    /// Narrows the targets of a piece on the king's board that is pinned or
    /// in a pair.
    #[inline]
    fn restrict(ctx: &Context, from: Square, mut to: Bitboard) -> Bitboard {
        if ctx.pinned.contains(from) {
            let mut allowed = Bitboard::EMPTY;
            for &(p, s) in &ctx.pinners[..ctx.n_pins] {
                if p == from {
                    allowed |= Bitboard::from_square(s);
                }
            }
            to &= allowed;
        }
        if ctx.pair_pieces.contains(from) {
            for &(p, e) in &ctx.pairs[..ctx.n_pairs] {
                if p == from {
                    to = to.without(e);
                }
            }
        }
        to
    }

    /// Calls `f` with the legal moves of each piece; stops early when `f`
    /// returns `true` and then returns `true`.
    pub fn for_each_legal(&self, mut f: impl FnMut(PieceMoves) -> bool) -> bool {
        let ctx = self.context();
        let us = ctx.us;
        let them = us.other();
        let kb = ctx.kb;
        let ob = kb.other();
        let occ_kb = self.by_board[kb.index()];
        let occ_ob = self.by_board[ob.index()];
        let ours = self.by_color[us.index()];
        let theirs = self.by_color[them.index()];

        // King moves: safe on its own board (king removed) and on the other.
        {
            let occ_no_king = occ_kb.without(ctx.ks);
            let mut to = Bitboard::EMPTY;
            for t in king_attacks(ctx.ks) & !ours & !occ_ob {
                if self.attackers(t, them, occ_no_king).is_empty()
                    && self.attackers(t, them, occ_ob).is_empty()
                {
                    to |= Bitboard::from_square(t);
                }
            }
            if to.nonempty()
                && f(PieceMoves {
                    role: Role::King,
                    from: ctx.ks,
                    board: kb,
                    to,
                })
            {
                return true;
            }
        }

        let (mask_kb, mask_ob) = match ctx.checkers.count() {
            0 => (Bitboard::FULL, Bitboard::FULL),
            1 => {
                let c = ctx.checkers.first().unwrap_or(ctx.ks);
                (ctx.checkers, between(ctx.ks, c))
            }
            _ => return false,
        };
        // Pieces on the king's board leave it: they may not open a line to
        // the king, and must land on a vacant square of the other board.
        let target_kb = !occ_ob & !ours & !ctx.enemy_blockers & mask_kb;
        // Pieces on the other board land on the king's board.
        let target_ob = !occ_kb & !ours & mask_ob;
        let special = ctx.pinned | ctx.pair_pieces;

        for (board, occ, tmask, is_kb) in [
            (kb, occ_kb, target_kb, true),
            (ob, occ_ob, target_ob, false),
        ] {
            if tmask.is_empty() {
                continue;
            }
            let mine = ours & occ;
            for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                for from in self.by_role[role.index()] & mine {
                    let att = match role {
                        Role::Knight => knight_attacks(from),
                        Role::Bishop => bishop_attacks(from, occ),
                        Role::Rook => rook_attacks(from, occ),
                        _ => queen_attacks(from, occ),
                    };
                    let mut to = att & tmask;
                    if is_kb && special.contains(from) {
                        to = Self::restrict(&ctx, from, to);
                    }
                    if to.nonempty()
                        && f(PieceMoves {
                            role,
                            from,
                            board,
                            to,
                        })
                    {
                        return true;
                    }
                }
            }
            let (up, start_rank): (i8, u8) = if us == Color::White { (8, 1) } else { (-8, 6) };
            let empty = !occ;
            for from in self.by_role[Role::Pawn.index()] & mine {
                let mut to = pawn_attacks(us, from) & theirs & occ;
                let one = Square::new((from.index() as i8 + up) as u8);
                if empty.contains(one) {
                    to |= Bitboard::from_square(one);
                    if from.rank() == start_rank {
                        let two = Square::new((one.index() as i8 + up) as u8);
                        if empty.contains(two) {
                            to |= Bitboard::from_square(two);
                        }
                    }
                }
                to &= tmask;
                if is_kb && special.contains(from) {
                    to = Self::restrict(&ctx, from, to);
                }
                if to.nonempty()
                    && f(PieceMoves {
                        role: Role::Pawn,
                        from,
                        board,
                        to,
                    })
                {
                    return true;
                }
            }
        }

        if let Some(ep) = self.ep_square {
            for from in pawn_attacks(them, ep) & self.pieces(us, Role::Pawn, Board::A) {
                if self.ep_capture_legal(from, ep)
                    && f(PieceMoves {
                        role: Role::Pawn,
                        from,
                        board: Board::A,
                        to: Bitboard::from_square(ep),
                    })
                {
                    return true;
                }
            }
        }

        if ctx.checkers.is_empty() && kb == Board::A && self.castling.0 != 0 {
            for king_side in [true, false] {
                if self.castling_legal(king_side).is_ok() {
                    let (kt, _) = castle_targets(us, king_side);
                    if f(PieceMoves {
                        role: Role::King,
                        from: ctx.ks,
                        board: Board::A,
                        to: Bitboard::from_square(kt),
                    }) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Checks castling for the side to move, following docs/rules.md step by step.
    fn castling_legal(&self, king_side: bool) -> Result<(), IllegalReason> {
        let us = self.turn;
        let them = us.other();
        if !self.castling.has(us, king_side) {
            return Err(IllegalReason::CastlingRightLost { king_side });
        }
        let kfrom = king_home(us);
        let rfrom = rook_home(us, king_side);
        let occ_a = self.occupied(Board::A);
        if (between(kfrom, rfrom) & occ_a).nonempty() {
            return Err(IllegalReason::CastlingPathBlocked { king_side });
        }
        if self.attackers(kfrom, them, occ_a).nonempty() {
            return Err(IllegalReason::CastlingInCheck);
        }
        let (kto, rto) = castle_targets(us, king_side);
        for sq in between(kfrom, kto).with(kto) {
            if self.attackers(sq, them, occ_a).nonempty() {
                return Err(IllegalReason::CastlingThroughCheck { square: sq });
            }
        }
        let occ_b = self.occupied(Board::B);
        for sq in [kto, rto] {
            if occ_b.contains(sq) {
                return Err(IllegalReason::CastlingLandingOccupied { square: sq });
            }
        }
        if self
            .attackers(kto, them, occ_b.with(kto).with(rto))
            .nonempty()
        {
            return Err(IllegalReason::CastlingIntoCheck);
        }
        Ok(())
    }

    /// All legal moves.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_legal(|pm| {
            pm.for_each(|m| list.push(m));
            false
        });
        list
    }

    /// Number of legal moves, without listing them.
    pub fn count_legal(&self) -> usize {
        let mut n = 0;
        self.for_each_legal(|pm| {
            n += pm.len();
            false
        });
        n
    }

    pub fn has_legal_moves(&self) -> bool {
        self.for_each_legal(|pm| !pm.is_empty())
    }

    /// Decodes a coordinate move (`e2e4`, `e7e8q`) for this position: the
    /// board is where the piece stands. Legality is not checked.
    pub fn move_from_uci(&self, text: &str) -> Option<Move> {
        let b = text.as_bytes();
        if !(4..=5).contains(&b.len()) || !text.is_ascii() {
            return None;
        }
        let from = Square::parse(&text[0..2])?;
        let to = Square::parse(&text[2..4])?;
        let promotion = match b.get(4) {
            None => None,
            Some(&c) => {
                Some(Role::from_char(c as char).filter(|r| !matches!(r, Role::Pawn | Role::King))?)
            }
        };
        Some(Move {
            from,
            to,
            board: self.board_of(from)?,
            promotion,
        })
    }

    /// Whether a move is legal, decided by the rules directly (independently
    /// of the generator).
    pub fn is_legal(&self, m: Move) -> bool {
        self.check_move(m).is_ok()
    }

    /// Decides a move by docs/rules.md step by step: the move on its own board,
    /// the vacancy of the looking-glass square, check before and after the
    /// transfer. The error says why a move is illegal.
    pub fn check_move(&self, m: Move) -> Result<(), IllegalReason> {
        let us = self.turn;
        let them = us.other();
        let Some((piece, stands_on)) = self.piece_at(m.from) else {
            return Err(IllegalReason::NoPiece { square: m.from });
        };
        if piece.color != us {
            return Err(IllegalReason::NotYourPiece {
                square: m.from,
                board: stands_on,
            });
        }
        if stands_on != m.board {
            return Err(IllegalReason::WrongBoard {
                square: m.from,
                stands_on,
            });
        }
        let b = m.board;
        let o = b.other();
        let role = piece.role;
        let occ = self.occupied(b);
        let home_rank = if us == Color::White { 0 } else { 7 };
        // Castling.
        if role == Role::King
            && m.from == king_home(us)
            && m.to.rank() == home_rank
            && (m.to.file() == 6 || m.to.file() == 2)
            && b == Board::A
        {
            if m.promotion.is_some() {
                return Err(IllegalReason::CannotPromote);
            }
            return self.castling_legal(m.to.file() == 6);
        }
        let target_own = (occ & self.by_color(us)).contains(m.to);
        let mut is_ep = false;
        let reach = match role {
            Role::Pawn => {
                let up: i8 = if us == Color::White { 1 } else { -1 };
                let one = m.from.offset(0, up);
                let two = m.from.offset(0, 2 * up);
                let start = if us == Color::White { 1 } else { 6 };
                if Some(m.to) == one {
                    !occ.contains(m.to)
                } else if Some(m.to) == two {
                    m.from.rank() == start
                        && one.is_some_and(|s| !occ.contains(s))
                        && !occ.contains(m.to)
                } else if pawn_attacks(us, m.from).contains(m.to) {
                    if (occ & self.by_color(them)).contains(m.to) {
                        true
                    } else if b == Board::A && self.ep_square == Some(m.to) {
                        is_ep = true;
                        true
                    } else if b == Board::A
                        && !self.rules.en_passant
                        && self.plausible_ep_target(m.to)
                    {
                        return Err(IllegalReason::EnPassantOff);
                    } else {
                        false
                    }
                } else {
                    false
                }
            }
            Role::Knight => knight_attacks(m.from).contains(m.to),
            Role::Bishop => bishop_attacks(m.from, occ).contains(m.to),
            Role::Rook => rook_attacks(m.from, occ).contains(m.to),
            Role::Queen => queen_attacks(m.from, occ).contains(m.to),
            Role::King => king_attacks(m.from).contains(m.to),
        };
        if target_own && (role != Role::Pawn || reach || pawn_attacks(us, m.from).contains(m.to)) {
            return Err(IllegalReason::OwnPiece { to: m.to, board: b });
        }
        if !reach {
            return Err(IllegalReason::CannotReach {
                role,
                from: m.from,
                to: m.to,
                board: b,
            });
        }
        let last_rank = m.to.rank() == 7 - home_rank;
        match m.promotion {
            None if role == Role::Pawn && last_rank => return Err(IllegalReason::MustPromote),
            Some(_) if role != Role::Pawn || !last_rank => {
                return Err(IllegalReason::CannotPromote)
            }
            Some(p) if matches!(p, Role::Pawn | Role::King) => {
                return Err(IllegalReason::BadPromotion { role: p })
            }
            _ => {}
        }
        if self.occupied(o).contains(m.to) {
            return Err(IllegalReason::LandingOccupied {
                role,
                to: m.to,
                board: o,
            });
        }
        // Before the transfer: the moved piece stands on `to` of board `b`.
        let (ks, kb) = self.king(us);
        if kb == b {
            let king_sq = if role == Role::King { m.to } else { ks };
            let mut occ_before = occ.without(m.from).with(m.to);
            if is_ep {
                occ_before = occ_before.without(Square::from_coords(m.to.file(), m.from.rank()));
            }
            let enemies = self.by_color(them) & occ_before & !Bitboard::from_square(m.to);
            let attacked = (self.attackers(king_sq, them, occ_before) & enemies).nonempty();
            if attacked {
                return Err(if role == Role::King {
                    IllegalReason::KingAttackedBeforeTransfer { board: b }
                } else {
                    IllegalReason::LeavesKingInCheck { board: b }
                });
            }
        }
        // After the transfer.
        let mut after = *self;
        after.play_unchecked(m);
        if after.king_attacked(us) {
            let (_, kb_after) = after.king(us);
            return Err(if role == Role::King {
                IllegalReason::KingAttackedAfterTransfer { board: kb_after }
            } else {
                IllegalReason::LeavesKingInCheck { board: kb_after }
            });
        }
        Ok(())
    }

    /// Whether `sq` would be an en passant target if the option were on.
    fn plausible_ep_target(&self, sq: Square) -> bool {
        let them = self.turn.other();
        let (ep_rank, pawn_rank) = if them == Color::White { (2, 3) } else { (5, 4) };
        sq.rank() == ep_rank
            && self
                .pieces(them, Role::Pawn, Board::B)
                .contains(Square::from_coords(sq.file(), pawn_rank))
    }

    // ------------------------------------------------------------------
    // Outcome

    /// Only the two kings are left.
    pub fn is_bare_kings(&self) -> bool {
        (self.by_board[0] | self.by_board[1]).count() == 2
    }

    /// The outcome decided by this position alone (not repetition).
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.has_legal_moves() {
            return Some(if self.is_check() {
                Outcome {
                    termination: Termination::Checkmate,
                    winner: Some(self.turn.other()),
                }
            } else {
                Outcome {
                    termination: Termination::Stalemate,
                    winner: None,
                }
            });
        }
        if self.is_bare_kings() {
            return Some(Outcome {
                termination: Termination::BareKings,
                winner: None,
            });
        }
        if self.halfmoves >= 100 {
            return Some(Outcome {
                termination: Termination::FiftyMoves,
                winner: None,
            });
        }
        None
    }

    /// Whether a move captures (including en passant).
    pub fn is_capture(&self, m: Move) -> bool {
        self.occupied(m.board).contains(m.to)
            || (m.board == Board::A
                && self.ep_square == Some(m.to)
                && self
                    .pieces(self.turn, Role::Pawn, Board::A)
                    .contains(m.from)
                && m.from.file() != m.to.file())
    }

    /// The role moved by `m`, if a piece stands on its from-square.
    pub fn moving_role(&self, m: Move) -> Option<Role> {
        self.role_at(m.from)
    }

    /// The role captured by `m` (a pawn for en passant).
    pub fn captured_role(&self, m: Move) -> Option<Role> {
        if self.occupied(m.board).contains(m.to) {
            self.role_at(m.to)
        } else if self.is_capture(m) {
            Some(Role::Pawn)
        } else {
            None
        }
    }

    /// Perft: leaves at `depth`, counted in bulk at the last level.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            return self.count_legal() as u64;
        }
        let mut total = 0;
        self.for_each_legal(|pm| {
            pm.for_each(|m| {
                let mut next = *self;
                next.play_unchecked(m);
                total += next.perft(depth - 1);
            });
            false
        });
        total
    }
}

/// A move refused by [`Position::play`]; holds the unchanged position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError {
    pub position: Box<Position>,
    pub mv: Move,
    pub reason: IllegalReason,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.mv, self.reason)
    }
}

impl std::error::Error for PlayError {}
