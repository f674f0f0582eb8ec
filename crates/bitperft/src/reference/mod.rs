//! An independent, deliberately simple move generator used as the test oracle and as a speed
//! baseline for the fast bitboard engine.
//!
//! Design (after the Mediocre and Ircos notes): a 0x88 mailbox of 128 squares, one piece list
//! per colour and role, pseudo-legal generation from offset tables with the `sq & 0x88`
//! off-board test, and legality by copy-make: play the move on a copy and reject it if the own
//! king is attacked (scanning outward from the king). Undo is dropping the copy.
//!
//! It shares **no** move-generation or attack code with the fast engine: no
//! `crate::attacks`, no `crate::movegen`, no bitboard operations. The only coupling is
//! [`Board::from_position`], which reads a fast [`Position`] square by square (so the FEN
//! parser is shared), and the plain value types ([`Move`], [`Piece`], [`Square`], …).
//!
//! ```
//! use bitperft::{reference, Position};
//! let p = Position::startpos();
//! assert_eq!(reference::perft(&p, 3), 8_902);
//! ```

mod gen;
#[cfg(test)]
mod tests;

use crate::position::Position;
use crate::types::{CastleSide, Color, Move, MoveKind, Piece, Role, Square};

/// A 0x88 square index: `rank * 16 + file`. Valid squares have `sq & 0x88 == 0`.
type Sq88 = u8;

/// 0x88 index of a 0–63 square.
#[inline]
fn to_88(sq: Square) -> Sq88 {
    let i = sq.to_u8();
    (i >> 3) * 16 + (i & 7)
}

/// The 0–63 square of a valid 0x88 index.
#[inline]
fn from_88(sq: Sq88) -> Square {
    debug_assert!(sq & 0x88 == 0);
    Square::from_index(((sq >> 4) * 8 + (sq & 7)) as u32)
}

/// Rank 0–7 of a 0x88 index.
#[inline]
fn rank_of(sq: Sq88) -> u8 {
    sq >> 4
}

/// File 0–7 of a 0x88 index.
#[inline]
fn file_of(sq: Sq88) -> u8 {
    sq & 7
}

/// Most pieces of one colour and role a chess position can hold (16 pieces per side).
const LIST_CAPACITY: usize = 16;

/// The squares of all pieces of one colour and role, in no particular order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct PieceList {
    squares: [Sq88; LIST_CAPACITY],
    len: u8,
}

impl PieceList {
    const EMPTY: PieceList = PieceList {
        squares: [0; LIST_CAPACITY],
        len: 0,
    };

    fn as_slice(&self) -> &[Sq88] {
        &self.squares[..self.len as usize]
    }

    fn add(&mut self, sq: Sq88) {
        assert!(
            (self.len as usize) < LIST_CAPACITY,
            "more than {LIST_CAPACITY} pieces of one kind"
        );
        self.squares[self.len as usize] = sq;
        self.len += 1;
    }

    /// Removes `sq` (which must be in the list) by moving the last entry into its slot.
    fn remove(&mut self, sq: Sq88) {
        let i = self.position(sq);
        self.len -= 1;
        self.squares[i] = self.squares[self.len as usize];
    }

    /// Replaces `from` (which must be in the list) by `to`.
    fn relocate(&mut self, from: Sq88, to: Sq88) {
        let i = self.position(from);
        self.squares[i] = to;
    }

    fn position(&self, sq: Sq88) -> usize {
        self.as_slice()
            .iter()
            .position(|&s| s == sq)
            .expect("piece list agrees with the board")
    }
}

/// A chess position on a 0x88 board with piece lists (standard chess and Chess960).
///
/// Copy-make: [`Board::play`] returns a new board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Board {
    /// The 0x88 mailbox; the 64 indices with `i & 0x88 != 0` stay empty.
    squares: [Option<Piece>; 128],
    /// `lists[color][role]`: where that colour's pieces of that role stand.
    lists: [[PieceList; 6]; 2],
    turn: Color,
    /// `castle[color][side]`: the castling rook's square while the right exists.
    castle: [[Option<Sq88>; 2]; 2],
    /// The square a pawn skipped with a double push on the last move (set after every double
    /// push, whether or not a capture there is possible).
    ep: Option<Sq88>,
}

impl Board {
    /// An empty board, White to move, no rights.
    fn empty() -> Board {
        Board {
            squares: [None; 128],
            lists: [[PieceList::EMPTY; 6]; 2],
            turn: Color::White,
            castle: [[None; 2]; 2],
            ep: None,
        }
    }

    /// Builds the board from a fast-engine [`Position`], reading it square by square together
    /// with the side to move, castling rights and en-passant square.
    ///
    /// # Panics
    /// If a colour has more than 16 pieces of one role (impossible in chess).
    pub fn from_position(pos: &Position) -> Board {
        let mut b = Board::empty();
        for sq in Square::all() {
            if let Some(p) = pos.piece_on(sq) {
                b.put(p, to_88(sq));
            }
        }
        b.turn = pos.turn();
        let rights = pos.castling();
        for color in Color::ALL {
            for side in CastleSide::ALL {
                b.castle[color.index()][side as usize] = rights.rook(color, side).map(to_88);
            }
        }
        b.ep = pos.ep_square().map(to_88);
        b
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on `sq`, if any.
    pub fn piece_on(&self, sq: Square) -> Option<Piece> {
        self.squares[to_88(sq) as usize]
    }

    /// The rook square of `color`'s castling right on `side`, if that right still exists.
    pub fn castling_rook(&self, color: Color, side: CastleSide) -> Option<Square> {
        self.castle[color.index()][side as usize].map(from_88)
    }

    /// The en-passant square: the square skipped by a double pawn push on the previous move
    /// (set after every double push, unlike [`Position::ep_square`]).
    pub fn ep_square(&self) -> Option<Square> {
        self.ep.map(from_88)
    }

    /// The king square of `color`.
    fn king(&self, color: Color) -> Sq88 {
        self.lists[color.index()][Role::King.index()].squares[0]
    }

    /// Puts `p` on the empty square `sq`.
    fn put(&mut self, p: Piece, sq: Sq88) {
        debug_assert!(self.squares[sq as usize].is_none());
        self.squares[sq as usize] = Some(p);
        self.lists[p.color().index()][p.role().index()].add(sq);
    }

    /// Takes the piece off `sq` (which must be occupied) and returns it.
    fn take(&mut self, sq: Sq88) -> Piece {
        let p = self.squares[sq as usize].take().expect("a piece to take");
        self.lists[p.color().index()][p.role().index()].remove(sq);
        p
    }

    /// Moves the piece on `from` to the empty square `to`.
    fn shift(&mut self, from: Sq88, to: Sq88) {
        let p = self.squares[from as usize].take().expect("a piece to move");
        debug_assert!(self.squares[to as usize].is_none());
        self.squares[to as usize] = Some(p);
        self.lists[p.color().index()][p.role().index()].relocate(from, to);
    }

    /// Removes every castling right whose rook square is `sq`.
    fn lose_rights_on(&mut self, sq: Sq88) {
        for rights in &mut self.castle {
            for r in rights {
                if *r == Some(sq) {
                    *r = None;
                }
            }
        }
    }

    /// The board after `m`, which must be one of [`Board::legal_moves`] (or at least
    /// pseudo-legal here). The original is untouched.
    #[must_use]
    pub fn play(&self, m: Move) -> Board {
        let mut b = *self;
        let us = self.turn;
        let from = to_88(m.from());
        let to = to_88(m.to());
        b.ep = None;
        match m.kind() {
            MoveKind::Castle => {
                // `to` is the rook's square; king and rook land on the g/f or c/d files.
                let side = if file_of(to) > file_of(from) {
                    CastleSide::King
                } else {
                    CastleSide::Queen
                };
                let (king_to, rook_to) = castle_targets(us, side);
                let king = b.take(from);
                let rook = b.take(to);
                b.put(king, king_to);
                b.put(rook, rook_to);
                b.castle[us.index()] = [None, None];
            }
            MoveKind::EnPassant => {
                let victim = if us == Color::White { to - 16 } else { to + 16 };
                b.take(victim);
                b.shift(from, to);
            }
            kind => {
                if b.squares[to as usize].is_some() {
                    b.take(to);
                }
                let moving = b.take(from);
                let placed = match m.promotion() {
                    Some(role) => Piece::new(us, role),
                    None => moving,
                };
                b.put(placed, to);
                if moving.role() == Role::King {
                    b.castle[us.index()] = [None, None];
                }
                if kind == MoveKind::DoublePush {
                    b.ep = Some((from + to) / 2);
                }
                b.lose_rights_on(from);
                b.lose_rights_on(to);
            }
        }
        b.turn = !us;
        b
    }

    /// Leaf nodes of the legal move tree at `depth` (plain recursion; depth 1 counts the legal
    /// moves without playing them).
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.legal_moves().len() as u64,
            _ => self
                .legal_moves()
                .into_iter()
                .map(|m| self.play(m).perft(depth - 1))
                .sum(),
        }
    }
}

/// Where king and rook land when `color` castles on `side` (0x88 squares).
fn castle_targets(color: Color, side: CastleSide) -> (Sq88, Sq88) {
    let rank = color.back_rank() * 16;
    (rank + side.king_to_file(), rank + side.rook_to_file())
}

/// Reference perft of a fast-engine position: `Board::from_position(pos).perft(depth)`.
///
/// ```
/// let kiwipete = bitperft::Position::from_fen(
///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
/// )?;
/// assert_eq!(bitperft::reference::perft(&kiwipete, 2), 2_039);
/// # Ok::<(), bitperft::FenError>(())
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    Board::from_position(pos).perft(depth)
}
