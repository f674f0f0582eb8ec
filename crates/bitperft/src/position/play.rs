//! Making a move: copy-make, with the Zobrist key updated incrementally.

use super::{zobrist::KEYS, Position};
use crate::attacks;
use crate::types::{CastleSide, Color, Move, MoveKind, Piece, Role};

impl Position {
    /// The position after `m` (which must be legal here, e.g. from [`Position::legal_moves`]).
    /// The original is untouched: undo is simply keeping it.
    #[inline(always)]
    #[must_use]
    pub fn play(&self, m: Move) -> Position {
        let mut p = *self;
        p.play_in_place(m);
        p
    }

    /// Plays `m` on this position (which must be legal here).
    #[inline(always)]
    pub fn play_in_place(&mut self, m: Move) {
        self.make::<true>(m);
    }

    /// The position after `m` *without* updating the Zobrist key, for perft without a
    /// transposition table (the key of the result is stale; it never leaves the perft tree).
    /// Saves the key's table lookups and XORs at every interior node.
    #[inline(always)]
    pub(crate) fn play_unhashed(&self, m: Move) -> Position {
        let mut p = *self;
        p.make::<false>(m);
        p
    }

    /// Makes `m`; the key is maintained only if `HASH`.
    #[inline(always)]
    fn make<const HASH: bool>(&mut self, m: Move) {
        let us = self.turn;
        let (from, to) = (m.from(), m.to());
        let moving = self.board[from.index()].expect("a piece on the from-square");
        let old_castling = self.castling.mask();

        if let Some(ep) = self.ep.take() {
            if HASH {
                self.key ^= KEYS.ep_file[ep.file() as usize];
            }
        }
        self.halfmove += 1;

        match m.kind() {
            MoveKind::Castle => {
                let side = if to.file() > from.file() {
                    CastleSide::King
                } else {
                    CastleSide::Queen
                };
                let (kd, rd) = Position::castle_targets(us, side);
                let rook = Piece::new(us, Role::Rook);
                self.remove_h::<HASH>(moving, from);
                self.remove_h::<HASH>(rook, to);
                self.put_h::<HASH>(moving, kd);
                self.put_h::<HASH>(rook, rd);
                self.castling.clear_color(us);
            }
            MoveKind::EnPassant => {
                let cap = if us == Color::White {
                    to.offset(-8)
                } else {
                    to.offset(8)
                };
                let cap = cap.expect("e.p. victim square on board");
                self.remove_h::<HASH>(Piece::new(!us, Role::Pawn), cap);
                self.remove_h::<HASH>(moving, from);
                self.put_h::<HASH>(moving, to);
                self.halfmove = 0;
            }
            kind => {
                if let Some(captured) = self.board[to.index()] {
                    self.remove_h::<HASH>(captured, to);
                    self.halfmove = 0;
                }
                self.remove_h::<HASH>(moving, from);
                let placed = match m.promotion() {
                    Some(role) => Piece::new(us, role),
                    None => moving,
                };
                self.put_h::<HASH>(placed, to);
                if moving.role() == Role::Pawn {
                    self.halfmove = 0;
                    if kind == MoveKind::DoublePush {
                        // Record the e.p. square only if an enemy pawn could capture there.
                        let ep = if us == Color::White {
                            from.offset(8)
                        } else {
                            from.offset(-8)
                        };
                        let ep = ep.expect("passed square on board");
                        if (attacks::pawn(us, ep) & self.pieces(!us, Role::Pawn)).any() {
                            self.ep = Some(ep);
                            if HASH {
                                self.key ^= KEYS.ep_file[ep.file() as usize];
                            }
                        }
                    }
                } else if moving.role() == Role::King && self.castling.any_for(us) {
                    self.castling.clear_color(us);
                }
                if self
                    .castling
                    .touches(1u64 << from.index() | 1u64 << to.index())
                {
                    self.castling.clear_rook_square(from);
                    self.castling.clear_rook_square(to);
                }
            }
        }

        let new_castling = self.castling.mask();
        if HASH && new_castling != old_castling {
            self.key ^= KEYS.castling[old_castling] ^ KEYS.castling[new_castling];
        }
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = !us;
        if HASH {
            self.key ^= KEYS.black_to_move;
        }
    }
}
