//! The board: piece bitboards, a mailbox and the game state. Copy-make: playing a move returns
//! a new position, so undo is free. (Keys for the transposition table are computed apart from
//! the position: [`crate::chess::KeySet`].)

mod edit;
mod fen;
mod material;
mod play;
mod setup;
mod status;
mod strict;
mod uci;

pub(crate) use fen::{without_clocks, FenRules};
pub use fen::{FenError, FenErrorKind};
pub use setup::Setup;
pub(crate) use uci::uci_syntax;
pub use uci::{MoveError, UciMove};

use crate::attacks::{self, Sliders};
use crate::types::{Bitboard, CastleSide, CastlingRights, Color, Piece, Role, Square};

/// A chess position (standard chess or Chess960).
///
/// Equality compares the position and its clocks, not the castling notation preference
/// ([`Position::is_chess960`]).
#[derive(Clone, Copy, Debug)]
pub struct Position {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    board: [Option<Piece>; 64],
    turn: Color,
    castling: CastlingRights,
    ep: Option<Square>,
    halfmove: u16,
    fullmove: u16,
    chess960: bool,
}

impl Position {
    /// The standard starting position.
    pub fn startpos() -> Position {
        Position::from_fen(Position::STARTPOS_FEN).expect("the start position parses")
    }

    /// FEN of the standard starting position.
    pub const STARTPOS_FEN: &'static str =
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /// An empty board (no kings: not a valid position until pieces are put on it).
    fn empty() -> Position {
        Position {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            board: [None; 64],
            turn: Color::White,
            castling: CastlingRights::NONE,
            ep: None,
            halfmove: 0,
            fullmove: 1,
            chess960: false,
        }
    }

    /// Squares holding pieces of `role` (both colours).
    #[inline(always)]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// Squares holding pieces of `color`.
    #[inline(always)]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// Squares holding `color`'s pieces of `role`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_role[role.index()] & self.by_color[color.index()]
    }

    /// `color`'s rooks and queens: its pieces that slide along ranks and files.
    #[inline(always)]
    pub fn orthogonal_sliders(&self, color: Color) -> Bitboard {
        (self.by_role(Role::Rook) | self.by_role(Role::Queen)) & self.by_color(color)
    }

    /// `color`'s bishops and queens: its pieces that slide along diagonals.
    #[inline(always)]
    pub fn diagonal_sliders(&self, color: Color) -> Bitboard {
        (self.by_role(Role::Bishop) | self.by_role(Role::Queen)) & self.by_color(color)
    }

    /// All occupied squares.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The piece on `sq`, if any.
    #[inline(always)]
    pub fn piece_on(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// The side to move.
    #[inline(always)]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Castling rights (with rook squares).
    #[inline(always)]
    pub fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// The en-passant target square, if the last move was a double push (set by `play` only
    /// when an enemy pawn stands next to the pushed pawn).
    #[inline(always)]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep
    }

    /// Halfmove clock (plies since the last capture or pawn move).
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }

    /// Fullmove number (starts at 1, incremented after Black moves).
    pub fn fullmove_number(&self) -> u16 {
        self.fullmove
    }

    /// True if castling is written in Chess960 style (king takes rook, Shredder-FEN letters):
    /// set when the FEN used rook-file letters or a castling piece is off its standard square.
    pub fn is_chess960(&self) -> bool {
        self.chess960
    }

    /// Switches Chess960 notation on or off (UCI `UCI_Chess960`, `BITPERFT_CHESS960=1`).
    pub fn set_chess960(&mut self, on: bool) {
        self.chess960 = on;
    }

    /// This position without its en-passant square (perft counts the other side's moves on
    /// it, as after a null move).
    #[inline(always)]
    pub(crate) fn without_ep(&self) -> Position {
        let mut p = *self;
        p.ep = None;
        p
    }

    /// This position after a null move: the other side to move, no en-passant square (the
    /// clocks are kept).
    #[inline(always)]
    pub(crate) fn passed(&self) -> Position {
        let mut p = *self;
        p.ep = None;
        p.turn = !self.turn;
        p
    }

    /// A position from its parts (the mailbox is rebuilt from the bitboards; clocks 0 and 1).
    pub(crate) fn from_parts(
        by_role: [Bitboard; 6],
        by_color: [Bitboard; 2],
        turn: Color,
        castling: CastlingRights,
        ep: Option<Square>,
        chess960: bool,
    ) -> Position {
        let mut p = Position::empty();
        for r in Role::ALL {
            for c in Color::ALL {
                for sq in by_role[r.index()] & by_color[c.index()] {
                    p.put(Piece::new(c, r), sq);
                }
            }
        }
        p.turn = turn;
        p.castling = castling;
        p.ep = ep;
        p.chess960 = chess960;
        p
    }

    /// This position with its clocks set to `halfmove` and `fullmove`.
    pub fn with_clocks(&self, halfmove: u16, fullmove: u16) -> Position {
        let mut p = *self;
        p.halfmove = halfmove;
        p.fullmove = fullmove;
        p
    }

    /// True if the side to move has a legal en-passant capture: an e.p. square is set, and at
    /// least one of its pawns can take there without leaving its king attacked.
    pub fn has_legal_en_passant(&self) -> bool {
        let Some(ep) = self.ep else {
            return false;
        };
        let us = self.turn;
        let victim = ep.offset(if us == Color::White { -8 } else { 8 });
        let Some(victim) = victim else {
            return false;
        };
        let king = self.king(us);
        let capturers = attacks::pawn(!us, ep) & self.pieces(us, Role::Pawn);
        capturers.into_iter().any(|from| {
            let occ = self.occupied().without(from).without(victim).with(ep);
            (self.attackers(king, !us, occ) & !Bitboard::from_square(victim)).is_empty()
        })
    }

    /// The king square of `color`.
    #[inline(always)]
    pub fn king(&self, color: Color) -> Square {
        self.pieces(color, Role::King).lsb()
    }

    /// Pieces of `by` that attack `sq`, given occupancy `occ` (default slider backend).
    pub fn attackers(&self, sq: Square, by: Color, occ: Bitboard) -> Bitboard {
        self.attackers_with::<attacks::DefaultSliders>(sq, by, occ)
    }

    /// Pieces of `by` that attack `sq` with occupancy `occ`, using slider backend `S`.
    #[inline(always)]
    pub fn attackers_with<S: Sliders>(&self, sq: Square, by: Color, occ: Bitboard) -> Bitboard {
        let rq = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let bq = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        ((attacks::knight(sq) & self.by_role(Role::Knight))
            | (attacks::king(sq) & self.by_role(Role::King))
            | (attacks::pawn(!by, sq) & self.by_role(Role::Pawn))
            | (S::rook(sq, occ) & rq)
            | (S::bishop(sq, occ) & bq))
            & self.by_color(by)
    }

    /// Enemy pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        self.attackers(self.king(self.turn), !self.turn, self.occupied())
    }

    /// True if the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Puts `p` on the empty square `sq` (bitboards and mailbox).
    #[inline(always)]
    fn put(&mut self, p: Piece, sq: Square) {
        let b = Bitboard::from_square(sq);
        self.by_role[p.role().index()] |= b;
        self.by_color[p.color().index()] |= b;
        self.board[sq.index()] = Some(p);
    }

    /// Removes `p` from `sq`.
    #[inline(always)]
    fn remove(&mut self, p: Piece, sq: Square) {
        let b = Bitboard::from_square(sq);
        self.by_role[p.role().index()] ^= b;
        self.by_color[p.color().index()] ^= b;
        self.board[sq.index()] = None;
    }

    /// Where king and rook end for castling on `side` of `color`.
    #[inline(always)]
    pub fn castle_targets(color: Color, side: CastleSide) -> (Square, Square) {
        let r = color.back_rank();
        (
            Square::from_coords(side.king_to_file(), r).expect("on board"),
            Square::from_coords(side.rook_to_file(), r).expect("on board"),
        )
    }

    /// Checks the internal invariants (mailbox == bitboards, colours and roles disjoint). For
    /// tests and debugging.
    pub fn is_consistent(&self) -> bool {
        if (self.by_color[0] & self.by_color[1]).any() {
            return false;
        }
        let mut all = Bitboard::EMPTY;
        for r in Role::ALL {
            if (all & self.by_role(r)).any() {
                return false;
            }
            all |= self.by_role(r);
        }
        if all != self.occupied() {
            return false;
        }
        for sq in Square::all() {
            let expect = self.board[sq.index()];
            let from_bb = Role::ALL
                .iter()
                .find(|r| self.by_role(**r).contains(sq))
                .map(|&r| {
                    let c = if self.by_color(Color::White).contains(sq) {
                        Color::White
                    } else {
                        Color::Black
                    };
                    Piece::new(c, r)
                });
            if expect != from_bb {
                return false;
            }
        }
        true
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.by_role == other.by_role
            && self.by_color == other.by_color
            && self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep == other.ep
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
    }
}

impl Eq for Position {}

impl std::str::FromStr for Position {
    type Err = FenError;

    /// [`Position::from_fen`].
    fn from_str(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }
}

impl std::fmt::Display for Position {
    /// The FEN ([`Position::to_fen`]).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_fen())
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::startpos()
    }
}
