//! [`CrazyhousePosition`] and [`CrazyhouseMove`]: a chess board plus the two hands and the
//! squares of promoted pieces; a move is a board move or a drop.

use super::hands::{Hands, HELD_ROLES};
use super::rules::DropRules;
use crate::attacks::{self, Sliders};
use crate::position::{MoveError, Position};
use crate::types::{Bitboard, Color, Move, MoveKind, Role, Square};
use std::fmt;

/// A crazyhouse position: the chess board (pieces, side to move, castling, e.p., clocks), the
/// pieces each side holds, and which pieces on the board were promoted from pawns (they go back
/// to a hand as pawns when captured).
///
/// Invariant: `promoted` marks only knights, bishops, rooks and queens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CrazyhousePosition {
    pub(super) board: Position,
    pub(super) hands: Hands,
    pub(super) promoted: Bitboard,
}

/// A crazyhouse move: a chess move on the board, or a drop of a held piece on an empty square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CrazyhouseMove {
    /// A move of a piece on the board (as the chess generator makes it).
    Board(Move),
    /// A piece of `role` from the mover's hand put on the empty square `to`.
    Drop(Role, Square),
}

impl fmt::Display for CrazyhouseMove {
    /// UCI text: chess notation for board moves (castling as king to its target square), `P@e4`
    /// for drops (the role in upper case for both sides, as Fairy-Stockfish writes it).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CrazyhouseMove::Board(m) => f.write_str(&m.to_uci(false)),
            CrazyhouseMove::Drop(role, to) => {
                write!(f, "{}@{}", role.char().to_ascii_uppercase(), to)
            }
        }
    }
}

impl CrazyhousePosition {
    /// The chess board (pieces, side to move, castling, e.p. square, clocks).
    pub fn board(&self) -> &Position {
        &self.board
    }

    /// Switches Chess960 notation (castling written king-takes-rook) on or off.
    pub fn set_chess960(&mut self, on: bool) {
        self.board.set_chess960(on);
    }

    /// The pieces each side holds.
    pub fn hands(&self) -> &Hands {
        &self.hands
    }

    /// The squares of pieces that were promoted from pawns.
    pub fn promoted(&self) -> Bitboard {
        self.promoted
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.board.turn()
    }

    /// The squares the side to move may drop a piece on (pawns: not rank 1 or 8): every empty
    /// square out of check; the squares between king and checker in check by one slider; none
    /// in double check or in check by a knight or pawn.
    #[inline(always)]
    pub(super) fn drop_targets<S: Sliders>(&self) -> Bitboard {
        let b = &self.board;
        let us = b.turn();
        let king = b.king(us);
        let empty = !b.occupied();
        let checkers = b.attackers_with::<S>(king, !us, b.occupied());
        if checkers.is_empty() {
            empty
        } else if checkers.more_than_one() {
            Bitboard::EMPTY
        } else {
            attacks::between(king, checkers.lsb())
        }
    }

    /// The number of legal drops under `rules`: each held role times the squares it may land
    /// on.
    #[inline(always)]
    pub(super) fn drop_count<S: Sliders>(&self, rules: &DropRules) -> u64 {
        let us = self.board.turn();
        if self.hands.is_empty(us) {
            return 0;
        }
        let targets = self.drop_targets::<S>();
        let all = u64::from(targets.count());
        let pawn_squares = u64::from((targets & rules.pawn_drops[us.index()]).count());
        let mut n = 0;
        for role in HELD_ROLES {
            if self.hands.count(us, role) > 0 {
                n += if role == Role::Pawn {
                    pawn_squares
                } else {
                    all
                };
            }
        }
        n
    }

    /// Calls `f` with every legal drop of the side to move under `rules`.
    #[inline(always)]
    pub(super) fn for_each_drop<S: Sliders>(
        &self,
        rules: &DropRules,
        mut f: impl FnMut(Role, Square),
    ) {
        let us = self.board.turn();
        if self.hands.is_empty(us) {
            return;
        }
        let targets = self.drop_targets::<S>();
        for role in [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
        ] {
            if self.hands.count(us, role) == 0 {
                continue;
            }
            let squares = if role == Role::Pawn {
                targets & rules.pawn_drops[us.index()]
            } else {
                targets
            };
            for to in squares {
                f(role, to);
            }
        }
    }

    /// The position after the board move `m` (legal here) under `rules`: a captured piece goes
    /// to the mover's hand, as a pawn if it had been promoted (and `rules` marks promotions);
    /// promoted marks move with their pieces.
    #[inline(always)]
    pub(super) fn play_board(&self, m: Move, rules: &DropRules) -> CrazyhousePosition {
        let us = self.board.turn();
        let (from, to) = (m.from(), m.to());
        let mut hands = self.hands;
        let mut promoted = self.promoted;
        match m.kind() {
            MoveKind::EnPassant => hands.add(us, Role::Pawn),
            MoveKind::Castle => {
                // The king takes its own rook's square in the move encoding; a rook marked
                // promoted keeps its mark where castling puts it.
                if promoted.contains(to) {
                    let side = if to.file() > from.file() {
                        crate::types::CastleSide::King
                    } else {
                        crate::types::CastleSide::Queen
                    };
                    let (_, rook_to) = Position::castle_targets(us, side);
                    promoted = promoted.without(to).with(rook_to);
                }
            }
            _ => {
                if let Some(captured) = self.board.piece_on(to) {
                    let role = if promoted.contains(to) {
                        Role::Pawn
                    } else {
                        captured.role()
                    };
                    hands.add(us, role);
                    promoted = promoted.without(to);
                }
                if promoted.contains(from) {
                    promoted = promoted.without(from).with(to);
                } else if m.promotion().is_some() && rules.marks_promotions {
                    promoted = promoted.with(to);
                }
            }
        }
        CrazyhousePosition {
            board: self.board.play_unchecked(m),
            hands,
            promoted,
        }
    }

    /// The position after the side to move drops a held `role` on the empty square `to`.
    #[inline(always)]
    pub(super) fn play_drop(&self, role: Role, to: Square) -> CrazyhousePosition {
        let mut hands = self.hands;
        hands.take(self.board.turn(), role);
        CrazyhousePosition {
            board: self.board.drop_unchecked(role, to),
            hands,
            promoted: self.promoted,
        }
    }

    /// The position after `m` (legal here).
    #[inline(always)]
    pub fn play_unchecked(&self, m: CrazyhouseMove) -> CrazyhousePosition {
        match m {
            CrazyhouseMove::Board(m) => self.play_board(m, &DropRules::CRAZYHOUSE),
            CrazyhouseMove::Drop(role, to) => self.play_drop(role, to),
        }
    }

    /// The legal moves, board moves first (chess generation order), then drops (pawns to
    /// queens, squares a1 to h8).
    pub fn legal_moves_with<S: Sliders>(&self) -> Vec<CrazyhouseMove> {
        let mut v: Vec<CrazyhouseMove> = Vec::new();
        let mut board = Collect(&mut v);
        crate::movegen::generate_any::<S, _>(&self.board, &mut board);
        self.for_each_drop::<S>(&DropRules::CRAZYHOUSE, |role, to| {
            v.push(CrazyhouseMove::Drop(role, to))
        });
        v
    }

    /// `m` in UCI notation (Chess960 castling as king takes rook when the board is Chess960).
    pub fn uci(&self, m: CrazyhouseMove) -> String {
        match m {
            CrazyhouseMove::Board(m) => self.board.uci(m),
            drop => drop.to_string(),
        }
    }

    /// The legal move written `text` in UCI notation (a chess move, or `P@e4` / `p@e4`).
    pub fn parse_uci_with<S: Sliders>(&self, text: &str) -> Result<CrazyhouseMove, MoveError> {
        let legal = self.legal_moves_with::<S>();
        let illegal = || MoveError::Illegal {
            text: text.to_string(),
            fen: self.to_fen(),
        };
        if legal.is_empty() {
            return Err(MoveError::GameOver {
                text: text.to_string(),
                fen: self.to_fen(),
            });
        }
        if let Some((piece, square)) = text.split_once('@') {
            let malformed = || MoveError::Malformed(text.to_string());
            let mut chars = piece.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return Err(malformed());
            };
            let role = Role::from_char(c.to_ascii_lowercase()).ok_or_else(malformed)?;
            let to = Square::parse(square).ok_or_else(malformed)?;
            let m = CrazyhouseMove::Drop(role, to);
            return if legal.contains(&m) {
                Ok(m)
            } else {
                Err(illegal())
            };
        }
        // The board alone may be mate while a drop saves the king: a board move is matched
        // against this game's legal moves, never the chess board's.
        let lower = crate::position::uci_syntax(text)?;
        legal
            .iter()
            .copied()
            .find(|&m| matches!(m, CrazyhouseMove::Board(b) if self.board.is_written(b, &lower)))
            .ok_or_else(illegal)
    }

    /// Pieces on the board and in both hands (32 at the start; a game never adds any).
    pub fn piece_total(&self) -> u32 {
        self.board.occupied().count() + self.hands.total()
    }

    /// True if the internal invariants hold: promoted marks only on knights to queens.
    pub fn is_consistent(&self) -> bool {
        let promotable = self.board.by_role(Role::Knight)
            | self.board.by_role(Role::Bishop)
            | self.board.by_role(Role::Rook)
            | self.board.by_role(Role::Queen);
        (self.promoted & !promotable).is_empty() && self.board.is_consistent()
    }
}

/// Board moves from the chess generator, collected as crazyhouse moves.
struct Collect<'a>(&'a mut Vec<CrazyhouseMove>);

impl crate::movegen::Visitor for Collect<'_> {
    fn each(&mut self, m: Move) {
        self.0.push(CrazyhouseMove::Board(m));
    }
}
