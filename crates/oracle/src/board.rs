//! The board: a 0x88 mailbox, one piece list per colour and role, the attack test (scanning
//! outward from the attacked square) and copy-make [`Board::play`].

use crate::moves::{Move, MoveKind};
use crate::piece_list::PieceList;
use crate::square::{DIAGONAL, KING, KNIGHT, ORTHOGONAL, Square};
use crate::types::{Color, Piece, Role};
use std::fmt;

/// A castling wing: towards the h-file (king side) or the a-file (queen side).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Wing {
    /// The rook stands on the king's right (higher file): `O-O`.
    King = 0,
    /// The rook stands on the king's left (lower file): `O-O-O`.
    Queen = 1,
}

impl Wing {
    /// King side first.
    pub(crate) const ALL: [Wing; 2] = [Wing::King, Wing::Queen];

    /// The wing of a castling rook on `rook_file` for a king on `king_file`.
    pub(crate) fn of(king_file: u8, rook_file: u8) -> Wing {
        if rook_file > king_file {
            Wing::King
        } else {
            Wing::Queen
        }
    }

    /// Where king and rook land when `color` castles on this wing (g/f or c/d files).
    pub(crate) fn targets(self, color: Color) -> (Square, Square) {
        let (king_file, rook_file) = match self {
            Wing::King => (6, 5),
            Wing::Queen => (2, 3),
        };
        let rank = color.back_rank();
        (
            Square::new(king_file, rank).expect("on the board"),
            Square::new(rook_file, rank).expect("on the board"),
        )
    }
}

/// A chess position (standard chess or Chess960) on a 0x88 board with piece lists, with its
/// clocks. Copy-make: [`Board::play`] returns a new board.
///
/// Equality compares the pieces, side to move, castling rights, en-passant square and clocks;
/// not the castling notation preference ([`Board::is_chess960`]).
///
/// ```
/// use bitperft_oracle::{perft, Board};
/// let b = Board::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")?;
/// assert_eq!(perft(&b, 2), 2_039);
/// # Ok::<(), bitperft_oracle::FenError>(())
/// ```
#[derive(Clone, Copy)]
pub struct Board {
    /// The mailbox; the 64 indices with `i & 0x88 != 0` stay empty.
    pub(crate) squares: [Option<Piece>; 128],
    /// `lists[color][role]`: where that colour's pieces of that role stand.
    pub(crate) lists: [[PieceList; 6]; 2],
    pub(crate) turn: Color,
    /// `castle[color][wing]`: the castling rook's square while that right exists.
    pub(crate) castle: [[Option<Square>; 2]; 2],
    /// The square a pawn skipped with a double push on the last move, kept only when a pawn of
    /// the side to move stands beside the pushed pawn (so an e.p. capture is pseudo-legal).
    pub(crate) ep: Option<Square>,
    /// Plies since the last capture or pawn move.
    pub(crate) halfmove: u32,
    /// Starts at 1, incremented after each Black move.
    pub(crate) fullmove: u32,
    /// Castling notation: king-takes-rook UCI and Shredder-FEN letters when true.
    pub(crate) chess960: bool,
}

impl PartialEq for Board {
    /// The piece lists are left out: they follow from the mailbox (their order depends on the
    /// history).
    fn eq(&self, other: &Board) -> bool {
        self.squares == other.squares
            && self.turn == other.turn
            && self.castle == other.castle
            && self.ep == other.ep
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
    }
}

impl Eq for Board {}

/// Shows the FEN.
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({})", self.to_fen())
    }
}

impl Board {
    /// FEN of the standard starting position.
    pub const STARTPOS_FEN: &'static str =
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /// The standard starting position.
    pub fn startpos() -> Board {
        Board::from_fen(Board::STARTPOS_FEN).expect("the start position parses")
    }

    /// An empty board, White to move, no rights, clocks `0 1`.
    pub(crate) fn empty() -> Board {
        Board {
            squares: [None; 128],
            lists: [[PieceList::EMPTY; 6]; 2],
            turn: Color::White,
            castle: [[None; 2]; 2],
            ep: None,
            halfmove: 0,
            fullmove: 1,
            chess960: false,
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on `sq`, if any.
    pub fn piece_on(&self, sq: Square) -> Option<Piece> {
        self.squares[sq.index()]
    }

    /// The en-passant square, kept only when a pawn of the side to move stands beside the pawn
    /// that just double-pushed (whether or not the capture is legal).
    pub fn ep_square(&self) -> Option<Square> {
        self.ep
    }

    /// Plies since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// The fullmove number (starts at 1, incremented after Black moves).
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// True if castling is written Chess960-style (king-takes-rook UCI, Shredder-FEN file
    /// letters): set by [`Board::from_fen`] when the castling field used file letters or a
    /// castling king or rook stands off its standard square, and kept through [`Board::play`].
    pub fn is_chess960(&self) -> bool {
        self.chess960
    }

    /// Switches the Chess960 castling notation on or off (like UCI's `UCI_Chess960`).
    pub fn set_chess960(&mut self, on: bool) {
        self.chess960 = on;
    }

    /// True if the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.attacked(self.king(self.turn), !self.turn)
    }

    /// The rook square of `color`'s castling right on `wing`, while that right exists.
    pub(crate) fn castling_rook(&self, color: Color, wing: Wing) -> Option<Square> {
        self.castle[color.index()][wing as usize]
    }

    /// The king square of `color`.
    pub(crate) fn king(&self, color: Color) -> Square {
        self.lists[color.index()][Role::King.index()]
            .first()
            .expect("every board has both kings")
    }

    /// The squares of `color`'s pieces of `role`.
    pub(crate) fn pieces(&self, color: Color, role: Role) -> impl Iterator<Item = Square> + '_ {
        self.lists[color.index()][role.index()].squares()
    }

    /// Puts `p` on the empty square `sq`.
    pub(crate) fn put(&mut self, p: Piece, sq: Square) {
        debug_assert!(self.squares[sq.index()].is_none());
        self.squares[sq.index()] = Some(p);
        self.lists[p.color.index()][p.role.index()].add(sq);
    }

    /// Takes the piece off `sq` (which must be occupied) and returns it.
    pub(crate) fn take(&mut self, sq: Square) -> Piece {
        let p = self.squares[sq.index()].take().expect("a piece to take");
        self.lists[p.color.index()][p.role.index()].remove(sq);
        p
    }

    /// Moves the piece on `from` to the empty square `to`.
    fn shift(&mut self, from: Square, to: Square) {
        let p = self.squares[from.index()].take().expect("a piece to move");
        debug_assert!(self.squares[to.index()].is_none());
        self.squares[to.index()] = Some(p);
        self.lists[p.color.index()][p.role.index()].relocate(from, to);
    }

    /// True if `sq` holds a piece of `color` and one of `roles`.
    fn holds(&self, sq: Square, color: Color, roles: &[Role]) -> bool {
        self.piece_on(sq)
            .is_some_and(|p| p.color == color && roles.contains(&p.role))
    }

    /// True if a piece of `by` attacks `sq`, found by looking outward from `sq`: pawn and
    /// leaper squares one step away, slider rays up to the first piece.
    pub(crate) fn attacked(&self, sq: Square, by: Color) -> bool {
        let near = |steps: &[i8], role: Role| {
            steps
                .iter()
                .filter_map(|&d| sq.offset(d))
                .any(|t| self.holds(t, by, &[role]))
        };
        // A pawn of `by` attacks `sq` from one step behind it (seen from `by`), one file off.
        let back = -by.forward();
        if near(&[back - 1, back + 1], Role::Pawn)
            || near(&KNIGHT, Role::Knight)
            || near(&KING, Role::King)
        {
            return true;
        }
        let sliders: [(&[i8], [Role; 2]); 2] = [
            (&DIAGONAL, [Role::Bishop, Role::Queen]),
            (&ORTHOGONAL, [Role::Rook, Role::Queen]),
        ];
        for (dirs, roles) in sliders {
            for &d in dirs {
                let mut t = sq;
                while let Some(n) = t.offset(d) {
                    t = n;
                    if self.piece_on(t).is_some() {
                        if self.holds(t, by, &roles) {
                            return true;
                        }
                        break;
                    }
                }
            }
        }
        false
    }

    /// True if a pawn of `by` could capture en passant on `ep` (stands beside the pawn that
    /// skipped it); legality is not considered.
    pub(crate) fn ep_capturable(&self, ep: Square, by: Color) -> bool {
        let back = -by.forward();
        [back - 1, back + 1]
            .iter()
            .filter_map(|&d| ep.offset(d))
            .any(|t| self.holds(t, by, &[Role::Pawn]))
    }

    /// Removes every castling right whose rook square is `sq`.
    fn lose_rights_on(&mut self, sq: Square) {
        for rook in self.castle.iter_mut().flatten() {
            if *rook == Some(sq) {
                *rook = None;
            }
        }
    }

    /// The board after `m`; the original is untouched.
    ///
    /// # Panics
    /// If `m` does not come from this board's [`Board::legal_moves`] (for example, no piece on
    /// its `from` square). Moves from text go through [`Board::play_uci`], which never panics.
    #[must_use]
    pub fn play(&self, m: Move) -> Board {
        let mut b = *self;
        let us = self.turn;
        let (from, to) = (m.from(), m.to());
        b.ep = None;
        b.halfmove = self.halfmove.saturating_add(1);
        match m.kind() {
            MoveKind::Castle => {
                let (king_to, rook_to) = Wing::of(from.file(), to.file()).targets(us);
                let king = b.take(from);
                let rook = b.take(to);
                b.put(king, king_to);
                b.put(rook, rook_to);
                b.castle[us.index()] = [None, None];
            }
            MoveKind::EnPassant => {
                let victim = to
                    .offset(-us.forward())
                    .expect("the pushed pawn is on the board");
                b.take(victim);
                b.shift(from, to);
                b.halfmove = 0;
            }
            kind => {
                let captured = b.piece_on(to).is_some();
                if captured {
                    b.take(to);
                }
                let moving = b.take(from);
                let placed = match kind {
                    MoveKind::Promotion(role) => Piece::new(us, role),
                    _ => moving,
                };
                b.put(placed, to);
                if moving.role == Role::King {
                    b.castle[us.index()] = [None, None];
                }
                if moving.role == Role::Pawn || captured {
                    b.halfmove = 0;
                }
                if kind == MoveKind::DoublePush {
                    let skipped = from.offset(us.forward()).expect("between from and to");
                    if b.ep_capturable(skipped, !us) {
                        b.ep = Some(skipped);
                    }
                }
                b.lose_rights_on(from);
                b.lose_rights_on(to);
            }
        }
        if us == Color::Black {
            b.fullmove = self.fullmove.saturating_add(1);
        }
        b.turn = !us;
        b
    }
}
