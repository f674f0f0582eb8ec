//! [`Frame`]: what the legal moves of the side to move depend on — its king, the pieces that
//! check it, its pinned pieces, where its king may step — found once per position.

use super::board::{DIAGONAL, KINGS, KNIGHTS, ORTHOGONAL, PAWNS, SmallBoard};
use super::side::Player;
use crate::bits::Bits;
use bitperft::attacks;
use bitperft::types::{Bitboard, Color, Square};

/// `sq` (0..64) as the chess engine's square.
#[inline(always)]
fn square(sq: u32) -> Square {
    Square::from_index(sq)
}

/// Rook attacks from `sq` with blockers `occ`.
#[inline(always)]
pub(crate) fn rook(sq: u32, occ: u64) -> u64 {
    attacks::rook(square(sq), Bitboard(occ)).0
}

/// Bishop attacks from `sq` with blockers `occ`.
#[inline(always)]
pub(crate) fn bishop(sq: u32, occ: u64) -> u64 {
    attacks::bishop(square(sq), Bitboard(occ)).0
}

/// Knight attacks from `sq`.
#[inline(always)]
pub(crate) fn knight(sq: u32) -> u64 {
    attacks::knight(square(sq)).0
}

/// King attacks from `sq`.
#[inline(always)]
fn king(sq: u32) -> u64 {
    attacks::king(square(sq)).0
}

/// The squares a pawn of `side` on `sq` attacks.
#[inline(always)]
fn pawn(side: usize, sq: u32) -> u64 {
    let color = if side == 0 {
        Color::White
    } else {
        Color::Black
    };
    attacks::pawn(color, square(sq)).0
}

/// The squares strictly between `a` and `b` on a line, or none.
#[inline(always)]
pub(crate) fn between(a: u32, b: u32) -> u64 {
    attacks::between(square(a), square(b)).0
}

/// The whole line through `a` and `b`, or none.
#[inline(always)]
fn line(a: u32, b: u32) -> u64 {
    attacks::line(square(a), square(b)).0
}

/// Where the piece on `sq` may move as far as a pin allows: the line through `king` if
/// `pinned` holds it, every square if not.
#[inline(always)]
pub(crate) fn pin_line(pinned: u64, king: u32, sq: u32) -> u64 {
    if pinned & (1 << sq) != 0 {
        line(king, sq)
    } else {
        !0
    }
}

/// True if `sq` is attacked by a piece of the side other than `S`, with `occ` the occupied
/// squares. A ray that leaves the small board never comes back to it, so the squares past its
/// edges (always empty) need no blockers.
#[inline(always)]
pub(crate) fn attacked<S: Player>(b: &SmallBoard, sq: u32, occ: u64) -> bool {
    let leapers =
        knight(sq) & b.sets[KNIGHTS] | pawn(S::US, sq) & b.sets[PAWNS] | king(sq) & b.sets[KINGS];
    let riders = bishop(sq, occ) & b.sets[DIAGONAL] | rook(sq, occ) & b.sets[ORTHOGONAL];
    (leapers | riders) & b.sides[1 - S::US] != 0
}

/// One position's constraints on the moves of the side to move.
pub(crate) struct Frame {
    /// Its king's square.
    pub(crate) king: u32,
    /// Every occupied square.
    pub(crate) occ: u64,
    /// The other side's squares.
    pub(crate) theirs: u64,
    /// The board's squares it does not occupy: where its pieces may go.
    pub(crate) open: u64,
    /// Its pieces pinned to its king (each may move only along the line through the king).
    pub(crate) pinned: u64,
    /// Where a move other than the king's must land: the checking piece and the squares
    /// between it and the king; every square when not in check, none in double check.
    pub(crate) mask: u64,
    /// The squares its king may step to.
    pub(crate) king_steps: u64,
}

impl Frame {
    /// The frame of `b` with `S` to move, on the board `on`.
    #[inline(always)]
    pub(crate) fn new<S: Player>(on: u64, b: &SmallBoard) -> Frame {
        let us = S::US;
        let ours = b.sides[us];
        let theirs = b.sides[1 - us];
        let occ = ours | theirs;
        let king_sq = b.of(us, KINGS).lsb();
        let mut checkers =
            (knight(king_sq) & b.sets[KNIGHTS] | pawn(us, king_sq) & b.sets[PAWNS]) & theirs;
        let mut pinned = 0;
        let snipers = rook(king_sq, theirs) & b.of(1 - us, ORTHOGONAL)
            | bishop(king_sq, theirs) & b.of(1 - us, DIAGONAL);
        for s in snipers.squares() {
            let screen = between(king_sq, s) & occ;
            if screen == 0 {
                checkers |= 1 << s;
            } else if screen & (screen - 1) == 0 {
                pinned |= screen & ours;
            }
        }
        let open = on & !ours;
        let without_king = occ ^ (1 << king_sq);
        let mut king_steps = 0;
        for t in (king(king_sq) & open).squares() {
            if !attacked::<S>(b, t, without_king) {
                king_steps |= 1 << t;
            }
        }
        let mask = if checkers == 0 {
            !0
        } else if checkers & (checkers - 1) != 0 {
            0
        } else {
            between(king_sq, checkers.lsb()) | checkers
        };
        Frame {
            king: king_sq,
            occ,
            theirs,
            open,
            pinned,
            mask,
            king_steps,
        }
    }

    /// Where the piece on `sq` may move, as far as its pin allows: the line through the king
    /// if it is pinned, every square if not.
    #[inline(always)]
    pub(crate) fn pin_line(&self, sq: u32) -> u64 {
        pin_line(self.pinned, self.king, sq)
    }
}
