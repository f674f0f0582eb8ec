//! Making a move: copy-make. [`Position::play`] checks that the move is legal;
//! [`Position::play_unchecked`] is the fast path for moves from the generator.

use super::{MoveError, Position};
use crate::attacks;
use crate::types::{CastleSide, Color, Move, MoveKind, Piece, Role, Square};

impl Position {
    /// The position after `m` if it is legal here, else [`MoveError::Illegal`]
    /// ([`MoveError::GameOver`] if there are no legal moves). `m` is one of
    /// [`Position::legal_moves`], or a move parsed from UCI text (`"e2e4".parse()`), which
    /// carries no double-push, e.p. or castling flag: it is matched by its text (castling as
    /// `e1g1` or `e1h1`). The original is untouched: undo is simply keeping it.
    ///
    /// ```
    /// use bitperft::{Move, Position};
    /// let p = Position::startpos();
    /// let e4 = p.play("e2e4".parse()?)?;
    /// assert_eq!(e4.to_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /// assert!(p.play("e2e5".parse()?).is_err());
    /// # Ok::<(), bitperft::MoveError>(())
    /// ```
    pub fn play(&self, m: Move) -> Result<Position, MoveError> {
        if self.legal_moves().contains(&m) {
            return Ok(self.play_unchecked(m));
        }
        let legal = self.parse_uci(&m.to_uci(false))?;
        Ok(self.play_unchecked(legal))
    }

    /// Whether a double push by `us` over `passed` gives the other side an e.p. square: one is
    /// recorded only where a pawn of theirs attacks the passed square.
    #[inline(always)]
    pub(crate) fn double_push_gives_ep(&self, us: Color, passed: Square) -> bool {
        (attacks::pawn(us, passed) & self.pieces(!us, Role::Pawn)).any()
    }

    /// Where king and rook end when `us` castles, the move written king (`from`) onto its own
    /// rook (`to`): the side is the one the rook stands on.
    #[inline(always)]
    pub(crate) fn castling_move_targets(us: Color, from: Square, to: Square) -> (Square, Square) {
        let side = if to.file() > from.file() {
            CastleSide::King
        } else {
            CastleSide::Queen
        };
        Position::castle_targets(us, side)
    }

    /// The square of the pawn taken by `us`'s e.p. capture landing on `to`.
    #[inline(always)]
    pub(crate) fn en_passant_victim(us: Color, to: Square) -> Square {
        let victim = if us == Color::White {
            to.offset(-8)
        } else {
            to.offset(8)
        };
        victim.expect("e.p. victim square on board")
    }

    /// The square `us`'s double push from `from` passes over.
    #[inline(always)]
    pub(crate) fn passed_square(us: Color, from: Square) -> Square {
        let passed = if us == Color::White {
            from.offset(8)
        } else {
            from.offset(-8)
        };
        passed.expect("passed square on board")
    }

    /// The position after `m`, which must be legal here (from the generator): nothing is
    /// checked, so another move gives a meaningless position (or panics if no piece stands on
    /// its origin).
    #[inline(always)]
    #[must_use]
    pub fn play_unchecked(&self, m: Move) -> Position {
        let mut p = *self;
        p.make(m);
        p
    }

    /// The position after the side to move puts a piece of `role` on the empty square `to`
    /// (a drop, in games with holdings: the caller checks that the drop is legal). The e.p.
    /// square goes; a pawn drop resets the halfmove clock as a pawn move does (it cannot be
    /// undone), any other drop advances it.
    #[inline(always)]
    #[must_use]
    pub(crate) fn drop_unchecked(&self, role: Role, to: Square) -> Position {
        let mut p = *self;
        let us = p.turn;
        debug_assert!(p.piece_on(to).is_none(), "a drop lands on an empty square");
        p.put(Piece::new(us, role), to);
        p.ep = None;
        p.halfmove = if role == Role::Pawn {
            0
        } else {
            p.halfmove + 1
        };
        if us == Color::Black {
            p.fullmove = p.fullmove.saturating_add(1);
        }
        p.turn = !us;
        p
    }

    /// Makes `m` in place.
    #[inline(always)]
    pub(crate) fn make(&mut self, m: Move) {
        let us = self.turn;
        let (from, to) = (m.from(), m.to());
        let moving = self.board[from.index()].expect("a piece on the from-square");
        self.ep = None;
        self.halfmove += 1;

        match m.kind() {
            MoveKind::Castle => {
                let (kd, rd) = Position::castling_move_targets(us, from, to);
                let rook = Piece::new(us, Role::Rook);
                self.remove(moving, from);
                self.remove(rook, to);
                self.put(moving, kd);
                self.put(rook, rd);
                self.castling.clear_color(us);
            }
            MoveKind::EnPassant => {
                self.remove(
                    Piece::new(!us, Role::Pawn),
                    Position::en_passant_victim(us, to),
                );
                self.remove(moving, from);
                self.put(moving, to);
                self.halfmove = 0;
            }
            kind => {
                if let Some(captured) = self.board[to.index()] {
                    self.remove(captured, to);
                    self.halfmove = 0;
                }
                self.remove(moving, from);
                let placed = match m.promotion() {
                    Some(role) => Piece::new(us, role),
                    None => moving,
                };
                self.put(placed, to);
                if moving.role() == Role::Pawn {
                    self.halfmove = 0;
                    if kind == MoveKind::DoublePush {
                        // Record the e.p. square only if an enemy pawn could capture there.
                        let ep = Position::passed_square(us, from);
                        if self.double_push_gives_ep(us, ep) {
                            self.ep = Some(ep);
                        }
                    }
                }
                self.castling
                    .after_move(us, moving.role() == Role::King, from, to);
            }
        }

        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = !us;
    }
}
