//! Depth 2 with unplayed moves: most quiet moves of the side to move leave the other side's
//! legal move count unchanged, or change it by an amount read off the board, so their children
//! need not be played or counted.
//!
//! Let `n0` be the other side's legal move count on the board as it is: the *null-move count*
//! ([`super::null_move_count`]: our pieces where they stand, no e.p. square). A legal move of
//! ours is *unplayed* if the rules below prove that its child has exactly `n0 + Δ` moves, with
//! `Δ` computed from the move alone (0 for most). Perft(2) is then
//! `n0 × unplayed + ΣΔ + Σ count(child)` over the moves that are played. The test is
//! conservative: a move no rule covers is played and counted the normal way.
//!
//! The rules, from what decides the other side's moves (each is named in the tests that guard
//! it, and [`tests::each_rule_has_a_position_that_needs_it`] breaks when one is dropped):
//!
//! 1. **King zone.** Their king zone `Z` — the king square, its neighbours, and the squares the
//!    king crosses when castling — decides their king moves, checks, pins and castling. An
//!    unplayed move neither starts nor ends on `Z` ([`Masks::excluded`]).
//! 2. **Live lines.** Nor on a line between `Z` and one of our sliders aligned with it, where
//!    one move can uncover or block an attack, a check or a pin; whether it can is counted by
//!    the pieces already between ([`LinesOf::live`]).
//! 3. **Aligned sliders.** A bishop, rook or queen in line with their king, where it stands or
//!    lands, is screened from it by two pieces or one of ours (else it checks, or pins one of
//!    theirs) ([`Unplayed::screened`]).
//! 4. **Knight checks.** A knight does not land where it gives check.
//! 5. **Their king's steps.** A piece that attacks some of `Z` from where it starts or lands
//!    changes only their king's steps: `Δ` gains the neighbours it alone attacked and frees,
//!    less those it newly takes ([`KingMoves::delta`]). A change on a castling path that is
//!    clear is played instead.
//! 6. **Their reach.** Their pieces' targets change only where our move lands on a square they
//!    reach (a pawn gains a capture or loses a push, a slider's ray is cut short) or leaves one
//!    (the capture vanishes, the push or the ray is freed); knights and the king take or step
//!    onto a square alike. `Δ` adds that change in their pawns' and sliders' moves
//!    ([`Mobility::delta`]).
//! 7. **Castling span.** Their castling needs its span empty: no unplayed move starts or ends
//!    there.
//! 8. **Special moves.** Promotions, castling and e.p. change more than two squares or what
//!    a piece is: always played. A double push needs its passed square clear too; where a
//!    pawn of theirs takes there, `Δ` adds each e.p. capture that leaves their king out of our
//!    reach ([`Unplayed::en_passant_delta`]).
//! 9. **In check.** When we are in check every move is played.
//! 10. **Captures.** A capture changes the occupancy only where it starts; the square it takes
//!     on changes hands. Off the excluded squares (rules 1, 2, 4, 7), screened where it lands
//!     in line with their king (rule 3), and not of a rook that keeps a castling right, its
//!     child has `n0 + Δ` moves: `Δ` loses the captured piece's own moves (it is not pinned,
//!     being off the lines, and they are not in check), gains a capture on the square for
//!     each other piece of theirs that attacks it (four for a pawn that promotes there), and
//!     adds the king steps (rule 5) and the change their pieces see on the square left (rule
//!     6) ([`Mobility::capture_delta`]). A maybe-pinned piece of theirs concerned: played.
//!     Where the build counts played children in lanes, captures are played instead: a lane
//!     costs less than the Δ.

use super::king_moves::KingMoves;
use super::mobility::{self, Mobility};
use super::{en_passant_captures, null_move_count, Batch, LeafParent, Tally};
use crate::attacks::{self, Reach, Sliders};
use crate::movegen::{attacked, generate, pawn_origin, Side, Visitor};
use crate::position::Position;
use crate::types::{Bitboard, CastleSide, Move, MoveKind, Role, Square};

/// Leaf nodes at depth 2 below `pos` (side to move `Us`), with unplayed moves.
#[inline(always)]
pub(super) fn perft2<S: Sliders, Us: Side>(pos: &Position) -> u64 {
    let mut batch = Batch::new();
    depth2::<S, Us, _, true>(pos, &mut batch) + batch.finish::<Us::Other>()
}

/// [`perft2`], leaving in `batch` the children it counts in lanes, and where the lanes may
/// count it its null move, weighted by the unplayed moves (counted when the batch is full or
/// finished, not here).
#[inline(always)]
pub(super) fn perft2_in<S: Sliders, Us: Side, T: Tally>(
    pos: &Position,
    batch: &mut Batch<T>,
) -> u64 {
    depth2::<S, Us, T, false>(pos, batch)
}

/// [`perft2_in`]; `ALONE` if `batch` is this node's own ([`perft2`]), not shared with its
/// siblings: then a null move that would wait in the batch alone is counted here.
#[inline(always)]
fn depth2<S: Sliders, Us: Side, T: Tally, const ALONE: bool>(
    pos: &Position,
    batch: &mut Batch<T>,
) -> u64 {
    let them = !Us::COLOR;
    let (their_rq, their_bq) = (pos.orthogonal_sliders(them), pos.diagonal_sliders(them));
    let (our_king, occ) = (pos.king(Us::COLOR), pos.occupied());
    if attacked::<S>(pos, Us::COLOR, our_king, occ, their_rq, their_bq) {
        // Rule 9.
        return super::leaf_parent_in::<S, Us, T>(pos, batch);
    }
    // `IN_LANES` first: a build without lanes walks the one way, inlined.
    if super::IN_LANES && !super::children_fit_lanes::<Us>(pos) {
        return walk_without_lanes::<S, Us, T>(pos, batch);
    }
    walk::<S, Us, T, { super::IN_LANES }, ALONE>(pos, batch)
}

/// [`walk`] where no lane may count the children: their castling is off the standard squares
/// (Chess960), so captures take their Δ rather than be counted the scalar way. Out of line,
/// so that the walk that counts in lanes is compiled as it is without it.
#[inline(never)]
fn walk_without_lanes<S: Sliders, Us: Side, T: Tally>(pos: &Position, batch: &mut Batch<T>) -> u64 {
    walk::<S, Us, T, false, false>(pos, batch)
}

/// [`perft2_in`] at a node not in check: the moves sorted by [`Unplayed`] into `Count`, whose
/// `LANES` says whether its captures are played ([`Count`]). `ALONE`: as [`depth2`].
#[inline(always)]
fn walk<S: Sliders, Us: Side, T: Tally, const LANES: bool, const ALONE: bool>(
    pos: &Position,
    batch: &mut Batch<T>,
) -> u64 {
    let count = Count::<S, Us, T, LANES>::new(pos, batch);
    let mut v = Unplayed::<S, Us, _>::new(pos, count);
    generate::<S, Us, _>(pos, &mut v);
    let c = v.sink;
    let played = c.played.nodes;
    if c.unplayed == 0 {
        return played;
    }
    // A node counted alone whose played children left no lane waiting counts n0 here: a
    // vector count costs per register, not per lane, so one lane alone costs more than a scalar
    // count (see PERFORMANCE.md, "Lanes").
    if LANES && !(ALONE && c.played.batch.is_empty()) {
        // n0 counted in a lane with the played children, `unplayed` times over.
        c.played.batch.push_null::<Us>(pos, c.unplayed, c.delta);
        return played;
    }
    let n0 = null_move_count::<S, Us>(pos);
    // Each unplayed move's child has n0 + Δ moves, and the Δs sum to `delta`.
    played + (n0 * c.unplayed).wrapping_add_signed(c.delta)
}

/// What a depth-2 walk does with the moves [`Unplayed`] sorts: the played ones are visited (a
/// [`Visitor`]); the unplayed ones are offered with their Δ, and a sink may decline them (then
/// they are played).
pub(crate) trait UnplayedVisitor: Visitor {
    /// Whether captures are offered with their Δ ([`UnplayedVisitor::capture`]); if not, they are played.
    const TAKES_CAPTURES: bool = true;

    /// Quiet moves of `role`, from `from(to)` to each of `tos`, with Δ = 0: none starts or lands
    /// where their pieces reach or where it attacks their king zone. Returns those declined.
    fn plain(&mut self, role: Role, from: impl Fn(Square) -> Square, tos: Bitboard) -> Bitboard;
    /// One quiet move of `role` from `from` to `to` with Δ `d`, `king_steps` if it changes
    /// their king's steps. False if declined.
    fn with_delta(
        &mut self,
        role: Role,
        from: Square,
        to: Square,
        d: i64,
        king_steps: bool,
    ) -> bool;
    /// One capture by `role` from `from` of their piece on `to` (no promotion) with Δ `d`,
    /// `king_steps` if it changes their king's steps. False if declined.
    fn capture(&mut self, role: Role, from: Square, to: Square, d: i64, king_steps: bool) -> bool;
    /// One double push from `from` to `to` that gives them e.p., with Δ `d` (their legal e.p.
    /// captures included), `king_steps` if it changes their king's steps. False if declined.
    fn en_passant_push(&mut self, from: Square, to: Square, d: i64, king_steps: bool) -> bool;
}

/// The node counter's sink: played children counted by the fused leaf parent, unplayed moves
/// and their Δs summed.
///
/// `LANES`: whether this node's played children go to lanes (the build has them and their
/// castling is on the standard squares, as [`perft2_in`] decides). Then a capture is played,
/// as a child in lanes costs less than the capture's Δ (see PERFORMANCE.md, "Depth 2: unplayed
/// moves"). A node whose children may not go to lanes is walked with `LANES` false
/// ([`walk_without_lanes`], or every node where the build has no lanes): its captures take
/// their Δ.
struct Count<'a, S, Us, T, const LANES: bool> {
    played: LeafParent<'a, S, Us, T>,
    /// Moves counted as `n0 + Δ`.
    unplayed: u64,
    /// The sum of their Δs.
    delta: i64,
}

impl<'a, S: Sliders, Us: Side, T: Tally, const LANES: bool> Count<'a, S, Us, T, LANES> {
    #[inline(always)]
    fn new(pos: &'a Position, batch: &'a mut Batch<T>) -> Self {
        Count {
            played: LeafParent::new(pos, batch, LANES),
            unplayed: 0,
            delta: 0,
        }
    }
}

impl<S: Sliders, Us: Side, T: Tally, const LANES: bool> UnplayedVisitor
    for Count<'_, S, Us, T, LANES>
{
    const TAKES_CAPTURES: bool = !LANES;

    #[inline(always)]
    fn plain(&mut self, _: Role, _: impl Fn(Square) -> Square, tos: Bitboard) -> Bitboard {
        self.unplayed += tos.count() as u64;
        Bitboard::EMPTY
    }

    #[inline(always)]
    fn with_delta(&mut self, _: Role, _: Square, _: Square, d: i64, _: bool) -> bool {
        self.unplayed += 1;
        self.delta += d;
        true
    }

    #[inline(always)]
    fn capture(&mut self, _: Role, _: Square, _: Square, d: i64, _: bool) -> bool {
        self.unplayed += 1;
        self.delta += d;
        true
    }

    #[inline(always)]
    fn en_passant_push(&mut self, _: Square, _: Square, d: i64, _: bool) -> bool {
        self.unplayed += 1;
        self.delta += d;
        true
    }
}

impl<S: Sliders, Us: Side, T: Tally, const LANES: bool> Visitor for Count<'_, S, Us, T, LANES> {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        self.played.each(m);
    }
}

/// Where unplayed moves may go, per role of the moving piece.
struct Masks {
    /// Per role: squares an unplayed move may not start from or land on (rules 1, 2, 4, 7).
    excluded: [Bitboard; 6],
    /// Per role: squares from which the piece reaches their king zone on an empty board (where
    /// it would reach the king, it is in `excluded`). A move starting or landing there may change
    /// their king's steps: by a [`KingMoves::delta`], from what it attacks on the real board.
    attacking: [Bitboard; 6],
    /// Per role: squares in line with their king (sliders only). A slider standing or landing
    /// there must be screened from the king ([`Unplayed::screened`]).
    aligned: [Bitboard; 6],
    /// Squares their pawns or sliders reach (or a pawn pushes to): a move starting or landing
    /// there changes their move count by a [`Mobility::delta`].
    reach: Bitboard,
    /// Squares their bishops and queens reach along diagonals (their first blocker included).
    seen_diagonally: Bitboard,
    /// Squares their rooks and queens reach along ranks and files (their first blocker
    /// included).
    seen_orthogonally: Bitboard,
    /// Squares their pawns capture on: a double push passing one would give them e.p.
    pawn_caps: Bitboard,
    /// Lines between their king zone and our sliders aligned with it.
    lines: Bitboard,
    /// Their king zone (king, neighbours, castling path).
    zone: Bitboard,
    /// King paths of their castlings whose span is clear (castling may become legal or
    /// illegal as attacks on the path change).
    castling: Bitboard,
    /// Their rooks that keep a castling right: capturing one takes the right away.
    castle_rooks: Bitboard,
}

impl Masks {
    #[inline(always)]
    fn new<S: Sliders, Us: Side>(pos: &Position) -> Masks {
        let us = Us::COLOR;
        let them = !us;
        let occ = pos.occupied();
        let ours = pos.by_color(us);
        let theirs = pos.by_color(them);
        let k = pos.king(them);

        // Their king zone, plus the king's castling path; the castling span must stay empty.
        // Where our pieces reach the zone from (empty board) comes from a table for the king
        // and its neighbours, plus one entry per path square outside them.
        let mut zone = attacks::king(k).with(k);
        let mut reach = Reach::of_king_zone(k);
        let mut span = Bitboard::EMPTY;
        let mut castling = Bitboard::EMPTY;
        let mut castle_rooks = Bitboard::EMPTY;
        if pos.castling().any_for(them) {
            for side in CastleSide::ALL {
                if let Some(rook) = pos.castling().rook(them, side) {
                    castle_rooks = castle_rooks.with(rook);
                    let (kd, rd) = Position::castle_targets(them, side);
                    let path = attacks::between(k, kd).with(kd);
                    for z in path & !zone {
                        reach = reach.union(Reach::of_square(z));
                    }
                    zone |= path;
                    let side_span = path | attacks::between(rook, rd).with(rd);
                    span |= side_span;
                    let between = (side_span | attacks::between(k, rook)) & occ;
                    if between.without(k).without(rook).is_empty() {
                        castling |= path;
                    }
                }
            }
        }
        let (knight_reach, king_reach) = (reach.knight, reach.king);
        let pawn_reach = reach.pawn(them);
        let (diagonal_reach, orthogonal_reach) = (reach.diagonal, reach.orthogonal);

        // Lines between the zone and our sliders aligned with it, where a piece leaving or
        // entering may discover, block or pin ([`LinesOf::live`]).
        let lines_of = LinesOf {
            king: k,
            occ: occ.without(k),
            ours,
            // Their pieces on the king's neighbours (castling path excepted): the king cannot
            // step there whether or not we attack the square.
            held: attacks::king(k) & theirs & !span,
            theirs,
        };
        let mut lines = Bitboard::EMPTY;
        for x in pos.diagonal_sliders(us) & diagonal_reach {
            for z in Reach::of_square(x).diagonal & zone {
                lines |= lines_of.live(x, z);
            }
        }
        for x in pos.orthogonal_sliders(us) & orthogonal_reach {
            for z in Reach::of_square(x).orthogonal & zone {
                lines |= lines_of.live(x, z);
            }
        }

        // Their reach with the board as it is.
        let their_pawns = pos.by_role(Role::Pawn) & theirs;
        let pawn_caps = mobility::pawn_attacks::<Us>(their_pawns);
        let mut seen_diagonally = Bitboard::EMPTY;
        for sq in pos.diagonal_sliders(them) {
            seen_diagonally |= S::bishop(sq, occ);
        }
        let mut seen_orthogonally = Bitboard::EMPTY;
        for sq in pos.orthogonal_sliders(them) {
            seen_orthogonally |= S::rook(sq, occ);
        }
        let sliders = seen_diagonally | seen_orthogonally;
        // Their knights are left out: a knight move onto one of our pieces is a capture instead
        // of a step, one move either way (and a knight that gains or loses a pin is on `lines`).
        // Squares one and two in front of their pawns (pushes, and what blocks them).
        let reach = sliders | pawn_caps | mobility::front::<Us>(their_pawns);

        let excluded = zone | lines | span;
        // A knight attacking the king gives check: always excluded (a pawn does so from the zone).
        // A slider in line with the king may check it or pin one of their pieces: looked at
        // per move, as are a piece's attacks on the zone elsewhere in its empty-board reach.
        let at_king = Reach::of_square(k);
        let (king_diagonals, king_orthogonals) = (at_king.diagonal, at_king.orthogonal);
        let knight_checks = attacks::knight(k);
        Masks {
            excluded: [
                excluded,
                knight_checks | excluded,
                excluded,
                excluded,
                excluded,
                excluded,
            ],
            attacking: [
                pawn_reach,
                knight_reach & !knight_checks,
                diagonal_reach,
                orthogonal_reach,
                diagonal_reach | orthogonal_reach,
                king_reach,
            ],
            aligned: [
                Bitboard::EMPTY,
                Bitboard::EMPTY,
                king_diagonals,
                king_orthogonals,
                king_diagonals | king_orthogonals,
                Bitboard::EMPTY,
            ],
            reach,
            seen_diagonally,
            seen_orthogonally,
            pawn_caps,
            lines,
            zone,
            castling,
            castle_rooks,
        }
    }

    /// Per role: squares where a move starting or landing needs a Δ (the piece attacks their
    /// king zone there, or their pawns or sliders reach it); elsewhere it changes nothing.
    #[inline(always)]
    fn watched(&self, r: usize) -> Bitboard {
        self.attacking[r] | self.reach
    }
}

/// The board, for [`LinesOf::live`].
struct LinesOf {
    /// Their king.
    king: Square,
    /// Every piece but their king (their king moves off the line it guards).
    occ: Bitboard,
    ours: Bitboard,
    theirs: Bitboard,
    /// King neighbours their own pieces stand on (outside the castling span).
    held: Bitboard,
}

impl LinesOf {
    /// Squares between our slider on `x` and the zone square `z` (aligned, empty board) where a
    /// quiet move of ours, leaving or landing, changes what their generator sees: a check, a
    /// pin, or an attack on `z`. Counted by the pieces already between them:
    ///
    /// - towards a zone square other than the king, the slider attacks it only through an
    ///   empty line: with none between, a piece landing anywhere on it blocks the attack; with
    ///   one of ours alone, that piece leaving uncovers it; with two or more, or a piece of
    ///   theirs, one move of ours changes nothing. A neighbour of the king that holds a piece
    ///   of theirs is never a king move, attacked or not (castling squares excepted);
    /// - towards the king, the slider checks through an empty line and pins one piece of
    ///   theirs alone: with one of theirs and none of ours between, a piece landing anywhere
    ///   unpins it; with one of ours and at most one of theirs, ours leaving gives check or a
    ///   pin; otherwise one move of ours changes nothing.
    #[inline(always)]
    fn live(&self, x: Square, z: Square) -> Bitboard {
        let line = attacks::between(x, z);
        let on = line & self.occ;
        let (ours, theirs) = (on & self.ours, on & self.theirs);
        // Where their pieces alone settle it: two between them and the king (neither is
        // pinned, whatever we add or take away), or for another zone square any between, or
        // one of theirs on it (their king never steps there).
        let shielded = if z == self.king {
            theirs.more_than_one()
        } else {
            theirs.any() || self.held.contains(z)
        };
        if shielded || ours.more_than_one() {
            Bitboard::EMPTY
        } else if ours.is_empty() {
            line
        } else {
            ours
        }
    }
}

/// Visitor: sorts the moves of the side to move into unplayed ones (offered to the sink with
/// their Δ) and played ones (visited by the sink).
pub(crate) struct Unplayed<'a, S, Us, K> {
    pos: &'a Position,
    /// Where the moves go.
    pub(crate) sink: K,
    occ: Bitboard,
    ours: Bitboard,
    theirs: Bitboard,
    /// Their king.
    king: Square,
    masks: Masks,
    mobility: Mobility<S, Us>,
    king_moves: KingMoves<S, Us>,
}

impl<'a, S: Sliders, Us: Side, K: UnplayedVisitor> Unplayed<'a, S, Us, K> {
    /// The sorter for the moves of `pos` (side to move `Us`, not in check), into `sink`.
    #[inline(always)]
    pub(crate) fn new(pos: &'a Position, sink: K) -> Self {
        let masks = Masks::new::<S, Us>(pos);
        Unplayed {
            pos,
            sink,
            occ: pos.occupied(),
            ours: pos.by_color(Us::COLOR),
            theirs: pos.by_color(!Us::COLOR),
            king: pos.king(!Us::COLOR),
            mobility: Mobility::new(
                pos,
                masks.lines,
                masks.seen_diagonally,
                masks.seen_orthogonally,
            ),
            king_moves: KingMoves::new(pos, masks.zone, masks.castling),
            masks,
        }
    }

    /// Of `moves` (quiet moves of `role`, `from` → each target, outside every excluded square), those
    /// whose change to their move count is known: counted, with their Δ. The rest are
    /// returned.
    #[inline(always)]
    fn with_delta(
        &mut self,
        role: Role,
        from: impl Fn(Square) -> Square,
        moves: Bitboard,
    ) -> Bitboard {
        let mut rest = Bitboard::EMPTY;
        for to in moves {
            let f = from(to);
            match self.delta(role, f, to) {
                Some((d, king_steps)) if self.sink.with_delta(role, f, to, d, king_steps) => {}
                _ => rest = rest.with(to),
            }
        }
        rest
    }

    /// The change in their move count for one quiet move of ours that touches none of the
    /// [`Masks::excluded`] squares: their king's moves, if the piece attacks their king zone before
    /// or after, plus their pawns' and sliders' moves, if it leaves or lands where they reach.
    #[inline(always)]
    fn delta(&mut self, role: Role, from: Square, to: Square) -> Option<(i64, bool)> {
        if self.masks.aligned[role.index()].contains(to)
            && !self.screened(to, self.occ.without(from).with(to))
        {
            return None;
        }
        let mut d = 0;
        let attacking = self.masks.attacking[role.index()];
        let king_steps = attacking.contains(from) || attacking.contains(to);
        if king_steps {
            d += self.king_moves.delta(self.pos, role, from, to)?;
        }
        let reach = self.masks.reach;
        if reach.contains(from) || reach.contains(to) {
            d += self.mobility.delta(from, to)?;
        }
        Some((d, king_steps))
    }

    /// Of `caps` (captures by `role`, `from` → each target, none a promotion and none on an
    /// excluded square or a castling rook), those whose change to their move count is known:
    /// counted, with their Δ. The rest are returned.
    #[inline(always)]
    fn captures(
        &mut self,
        role: Role,
        from: impl Fn(Square) -> Square,
        caps: Bitboard,
    ) -> Bitboard {
        if !K::TAKES_CAPTURES {
            return caps;
        }
        let mut rest = Bitboard::EMPTY;
        for to in caps {
            let f = from(to);
            match self.capture_delta(role, f, to) {
                Some((d, king_steps)) if self.sink.capture(role, f, to, d, king_steps) => {}
                _ => rest = rest.with(to),
            }
        }
        rest
    }

    /// The change in their move count for one capture of ours from `from` (not excluded) on
    /// `to`: the captured piece's own moves lost, their king's moves if the capturing piece
    /// attacks their king zone before or after, and their pawns', knights' and sliders' moves
    /// that start, end or pass where the two squares change (`to` changes hands, `from`
    /// empties).
    #[inline(always)]
    fn capture_delta(&mut self, role: Role, from: Square, to: Square) -> Option<(i64, bool)> {
        let r = role.index();
        if self.masks.excluded[r].contains(from)
            || (self.masks.aligned[r].contains(to) && !self.screened(to, self.occ.without(from)))
        {
            return None;
        }
        let captured = self.pos.piece_on(to)?.role();
        let mut d = 0;
        let attacking = self.masks.attacking[r];
        let king_steps = attacking.contains(from) || attacking.contains(to);
        if king_steps {
            d += self.king_moves.delta(self.pos, role, from, to)?;
        }
        d += self.mobility.capture_delta(from, to, captured)?;
        Some((d, king_steps))
    }

    /// Of `pushes` (double pushes of ours, `from(to)` → each target, off the excluded squares,
    /// whose passed square a pawn of theirs attacks), those whose change to their move count
    /// is known: counted, with their Δ. The rest are returned.
    #[inline(always)]
    fn en_passant_pushes(&mut self, from: impl Fn(Square) -> Square, pushes: Bitboard) -> Bitboard {
        let mut rest = Bitboard::EMPTY;
        for to in pushes {
            let f = from(to);
            match self.en_passant_delta(f, to) {
                Some((d, king_steps)) if self.sink.en_passant_push(f, to, d, king_steps) => {}
                _ => rest = rest.with(to),
            }
        }
        rest
    }

    /// The change in their move count for a double push of ours from `from` to `to` that gives
    /// them e.p.: as for a quiet move ([`Self::delta`]), plus each legal e.p. capture
    /// ([`en_passant_captures`]).
    #[inline(always)]
    fn en_passant_delta(&mut self, from: Square, to: Square) -> Option<(i64, bool)> {
        let (d, king_steps) = self.delta(Role::Pawn, from, to)?;
        Some((
            d + en_passant_captures::<S, Us>(self.pos, from, to) as i64,
            king_steps,
        ))
    }

    /// Whether a slider of ours on `sq`, in line with their king, is screened from it with
    /// occupancy `occ`: two pieces or more between them, or one of ours. Then it neither
    /// checks nor pins, and one of our moves elsewhere cannot change that (the pieces between
    /// are on [`Masks::lines`]).
    #[inline(always)]
    fn screened(&self, sq: Square, occ: Bitboard) -> bool {
        let between = attacks::between(sq, self.king) & occ;
        between.more_than_one() || (between & self.ours).any()
    }

    /// Splits `targets` (moves from `from` by `role`) into unplayed ones (counted) and the rest
    /// (returned).
    #[inline(always)]
    fn split(&mut self, role: Role, from: Square, targets: Bitboard) -> Bitboard {
        let r = role.index();
        let excluded = self.masks.excluded[r];
        if excluded.contains(from)
            || (self.masks.aligned[r].contains(from) && !self.screened(from, self.occ))
        {
            return targets;
        }
        let candidates = targets & !self.occ & !excluded;
        let watched = self.masks.watched(r);
        let plain = if watched.contains(from) {
            Bitboard::EMPTY
        } else {
            candidates & !watched
        };
        let declined = self.sink.plain(role, |_| from, plain);
        let played = self.with_delta(role, |_| from, candidates ^ plain);
        let caps = targets & self.theirs & !excluded & !self.masks.castle_rooks;
        let caps_played = self.captures(role, |_| from, caps);
        targets ^ candidates ^ played ^ declined ^ caps ^ caps_played
    }
}

impl<S: Sliders, Us: Side, K: UnplayedVisitor> Visitor for Unplayed<'_, S, Us, K> {
    #[inline(always)]
    fn piece(&mut self, from: Square, targets: Bitboard) {
        let role = match self.pos.piece_on(from) {
            Some(p) => p.role(),
            None => Role::King,
        };
        let rest = self.split(role, from, targets);
        self.sink.piece(from, rest);
    }

    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, delta: i8, kind: MoveKind) {
        let p = Role::Pawn.index();
        let excluded = self.masks.excluded[p];
        let watched = self.masks.watched(p);
        let (candidates, plain) = if delta == Us::UP && kind == MoveKind::Normal {
            // Single pushes: target and origin both clear.
            let h = targets & !excluded & !Us::up(excluded);
            (h, h & !watched & !Us::up(watched))
        } else if kind == MoveKind::DoublePush {
            // The passed square must be clear too, and no pawn of theirs may take on it (no
            // e.p.).
            let h = targets
                & !excluded
                & !Us::up(excluded | self.masks.pawn_caps)
                & !Us::up(Us::up(excluded));
            (h, h & !watched & !Us::up(Us::up(watched)))
        } else {
            (Bitboard::EMPTY, Bitboard::EMPTY)
        };
        let (candidates, plain) = (candidates & !self.occ, plain & !self.occ);
        let origin = |to| pawn_origin(to, delta);
        let declined = self.sink.plain(Role::Pawn, origin, plain);
        let played = self.with_delta(Role::Pawn, origin, candidates ^ plain);
        // Captures (promotions come apart): each origin is checked by `capture_delta`.
        let caps = if kind == MoveKind::Normal && delta != Us::UP {
            targets & !excluded & !self.masks.castle_rooks
        } else {
            Bitboard::EMPTY
        };
        let caps_played = self.captures(Role::Pawn, origin, caps);
        // Double pushes that give them e.p. (the others are among the candidates).
        let ep = if kind == MoveKind::DoublePush {
            targets
                & !self.occ
                & !excluded
                & !Us::up(excluded)
                & !Us::up(Us::up(excluded))
                & Us::up(self.masks.pawn_caps)
        } else {
            Bitboard::EMPTY
        };
        let ep_played = self.en_passant_pushes(origin, ep);
        self.sink.pawns(
            targets ^ candidates ^ played ^ declined ^ caps ^ caps_played ^ ep ^ ep_played,
            delta,
            kind,
        );
    }

    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard, delta: i8) {
        self.sink.promotions(targets, delta);
    }

    #[inline(always)]
    fn each(&mut self, m: Move) {
        self.sink.each(m);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attacks::DefaultSliders;
    use crate::movegen::{Black, White};
    use crate::oracle_check::oracle_perft;
    use crate::types::Color;

    /// Perft(2) with unplayed moves, and how many moves a build without lanes leaves
    /// unplayed (captures among them).
    fn run(pos: &Position) -> (u64, u64) {
        fn go<Us: Side>(pos: &Position) -> (u64, u64) {
            let mut batch = Batch::new();
            let count = Count::<DefaultSliders, Us, _, false>::new(pos, &mut batch);
            let mut v = Unplayed::<DefaultSliders, Us, _>::new(pos, count);
            generate::<DefaultSliders, Us, _>(pos, &mut v);
            (perft2::<DefaultSliders, Us>(pos), v.sink.unplayed)
        }
        match pos.turn() {
            Color::White => go::<White>(pos),
            Color::Black => go::<Black>(pos),
        }
    }

    /// A depth-2 node counted alone ([`perft2`]: a perft 2, the games with hands) counts its
    /// null move without a lane where no played child waits, in a lane with them where some
    /// do: the children of the standard positions hold both kinds, and each is the oracle's.
    #[test]
    fn nodes_counted_alone_match_the_oracle_with_or_without_children_waiting() {
        for fen in super::super::tests::STANDARD_FENS {
            let pos = Position::from_fen(fen).expect(fen);
            for &m in pos.legal_moves().iter() {
                let child = pos.play_unchecked(m);
                assert_eq!(run(&child).0, oracle_perft(&child, 2), "{fen} {m:?}");
            }
        }
    }

    /// Asserts that perft(2) of `fen` is the 0x88 oracle's and that exactly `unplayed` moves
    /// were counted without being played.
    fn expect_unplayed(fen: &str, unplayed: u64) {
        let pos = Position::from_fen(fen).expect(fen);
        assert_eq!(run(&pos), (oracle_perft(&pos, 2), unplayed), "{fen}");
    }

    /// Each position has a quiet move that one rule (named) must send to be played; perft(2)
    /// must equal the 0x88 oracle's, and some other moves must still be left unplayed (so the
    /// shortcut is really exercised). Dropping any rule's check fails one of these.
    #[test]
    fn each_rule_has_a_position_that_needs_it() {
        let cases = [
            (
                "rule 2: knight discovers the rook on the king",
                "4k3/8/8/8/8/8/4N3/4R2K w - - 0 1",
            ),
            (
                "rule 3: rook pins the knight",
                "4k3/4n3/8/8/8/8/8/R6K w - - 0 1",
            ),
            (
                "rule 5: bishop covers f8 (castling path)",
                "r3k2r/8/8/8/8/8/8/4KB2 w kq - 0 1",
            ),
            (
                "rule 7: knight near the castling rooks",
                "r3k2r/8/8/8/8/8/8/1N2K3 w kq - 0 1",
            ),
            (
                "rule 6: knight blocks a pawn push",
                "4k3/8/8/3p4/8/8/8/4K1N1 w - - 0 1",
            ),
            (
                "rule 6: knight leaves a rook's ray",
                "4k3/8/8/8/r7/8/N7/4K3 w - - 0 1",
            ),
            (
                "rule 8: double push gives e.p.",
                "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1",
            ),
            (
                "rule 6: piece lands where a pawn takes",
                "4k3/8/2p5/8/8/8/8/1N2K3 w - - 0 1",
            ),
            (
                "rule 5: knight leaves the king zone's attackers",
                "4k3/8/8/3N4/8/8/8/4K3 w - - 0 1",
            ),
            (
                "rule 1: king steps next to the king zone",
                "8/8/3k4/8/8/3K4/8/8 w - - 0 1",
            ),
            (
                "rule 6: pawn leaves a pawn's capture",
                "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1",
            ),
            (
                "rule 2: queen unblocks an x-ray",
                "3qk3/8/8/8/8/8/3Q4/3RK3 b - - 0 1",
            ),
            (
                "rules 1-9, Black to move, mirrored",
                "4k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1",
            ),
            (
                "rule 7: Chess960 castling span",
                "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
            ),
            (
                "rules 1-9: Kiwipete",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            ),
            (
                "rules 1-9: position 3",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            ),
            (
                "rule 6: bishop cuts the ray of a pinned rook",
                "4k3/4r3/B7/8/8/8/8/4R2K w - - 0 1",
            ),
            (
                "rule 6: knight lands where a pinned pawn takes",
                "8/8/8/k3p2R/8/8/6N1/7K w - - 0 1",
            ),
            (
                "rule 2: knight cuts the ray of a rook on a pin line, not pinned",
                "3k4/8/8/8/8/4r3/8/N3R2K w - - 0 1",
            ),
            (
                "rule 2: knight uncovers the rook's attack on the king's neighbours",
                "4k3/8/8/8/8/8/3N4/3R3K w - - 0 1",
            ),
            (
                "rule 2: bishop uncovers a pin",
                "4k3/4n3/8/8/4B3/8/8/4R2K w - - 0 1",
            ),
            (
                "rule 2: knight lands between a pinned knight and the rook",
                "4k3/4n3/8/8/8/8/8/4R1NK w - - 0 1",
            ),
            (
                "rule 5: knight leaves f7, which the bishop still attacks",
                "4k3/8/8/6N1/2B5/8/8/4K3 w - - 0 1",
            ),
            (
                "rule 5: knight attacks e7, which the rook already attacks",
                "4k3/R7/8/8/3N4/8/8/4K3 w - - 0 1",
            ),
            (
                "rule 5: knight attacks both castling paths",
                "r3k2r/8/8/2N5/8/8/8/4K3 w kq - 0 1",
            ),
            (
                "rule 4: knight gives check",
                "4k3/8/N7/8/8/8/8/4K3 w - - 0 1",
            ),
        ];
        for (what, fen) in cases {
            let pos = Position::from_fen(fen).expect(fen);
            let want = oracle_perft(&pos, 2);
            let (got, unplayed) = run(&pos);
            assert_eq!(got, want, "{what}: {fen}");
            assert!(unplayed > 0, "{what}: no move left unplayed in {fen}");
        }
    }

    /// A knight takes or steps onto a square alike, so landing where their knight attacks, or
    /// leaving such a square, keeps the move unplayed. White's rook on h1 has g1 and h2–h6
    /// (h3 under the knight on g5), and f1 and h7, from where it attacks f7 and f8, or d7–f7
    /// (Δ −2 and −3: their king loses those steps); h8 gives check. The king's five steps
    /// are unplayed too: 13 in all, and perft(2) is still the oracle's.
    #[test]
    fn rule_6_knights_take_or_step_alike() {
        expect_unplayed("4k3/8/8/6n1/8/8/8/4K2R w - - 0 1", 13);
    }

    /// A slider that would see the king zone on an empty board but is blocked is unplayed
    /// where it stands and where it goes, unless it sees the zone there. The rook on a7 would
    /// see d7–f7 along the 7th rank, but Black's pawn on b7 blocks it: a6–a1 are unplayed (a8
    /// is on the king's rank; on a6 the pawn gains a capture, Δ +1: the pawn stands between
    /// the rook and the zone but cannot be pinned there, the rook not being aligned with the
    /// king), and so are the king's three steps and the capture on b7 (the pawn's two pushes
    /// lost, d7–f7 taken from their king, Δ −5): 10 in all. Move the pawn off the rank and the
    /// rook sees d7–f7, which nothing else attacks: going down the a-file it frees them for
    /// their king (Δ +3 each, +4 on a5 where the pawn gains a capture), on g7 and h7 it still
    /// sees the same three. b7 and c7 lie on its own line to the zone and a8 on the king's
    /// rank (played): 8 rook moves and the king's three steps.
    #[test]
    fn rule_2_blocked_sliders_stay_unplayed() {
        expect_unplayed("4k3/Rp6/8/8/8/8/8/7K w - - 0 1", 10);
        expect_unplayed("4k3/R7/1p6/8/8/8/8/7K w - - 0 1", 11);
    }

    /// On a line from one of our sliders to their king zone, a move of ours matters only where
    /// it can change an attack, a check or a pin. Each position: perft(2) is the oracle's,
    /// and the number of unplayed moves is exact.
    #[test]
    fn rule_2_lines_one_move_cannot_change() {
        for (fen, unplayed) in [
            // The rook on d1 sees d7 only through the knight on d2, but Black's pawn stands on
            // d7 (the king cannot go there anyway) and blocks d8: all six knight moves, five
            // rook moves (not e1, on the king's file; f1 takes f7 and f8 from their king,
            // Δ −2) and the king's three steps.
            ("4k3/3p4/8/8/8/8/3N4/3R3K w - - 0 1", 14),
            // Two knights between the rook and d7: neither uncovers it alone. All six moves of
            // the knight on d2 and eight of the one on d4 (c6, e6 and f5 attack the zone: Δ −2,
            // −2, −1), the same five rook moves and three king steps.
            ("4k3/8/8/8/3N4/8/3N4/3R3K w - - 0 1", 22),
            // Two black pieces between the rook and the king: neither is pinned, and the knight
            // on g1 landing on e2 changes nothing. Its three moves, the king's two steps and
            // the rook's nine: screened from the king on the e-file, it leaves it for d1 and
            // f1 (two squares taken from their king each, Δ −2) or a1–c1, and on e5 it blocks
            // the pawn's push (Δ −1).
            ("4k3/4n3/4p3/8/8/8/8/4R1NK w - - 0 1", 14),
        ] {
            expect_unplayed(fen, unplayed);
        }
    }

    /// A move that only lands where their pawn or slider reaches is unplayed too, its child
    /// counted as `n0 + Δ`: the knight on f2 cuts the rook's rank (g2 and h2 lost, Δ −2, with
    /// Ng3 and the king's two steps: 4); the king on d3 blocks the pawn's push (Δ −1, with
    /// its six other steps: 7); the knight on c1 is taken by the pawn with promotion (Δ +4,
    /// with five other knight moves and three king steps: 9). perft(2) must be the oracle's.
    #[test]
    fn rule_6_their_reach_is_counted_by_delta() {
        for (fen, unplayed) in [
            ("7k/8/8/8/8/8/1r6/4K2N w - - 0 1", 4),
            ("7k/8/8/8/3p4/8/4K3/8 w - - 0 1", 7),
            ("7k/8/8/8/8/8/1p2N3/7K w - - 0 1", 9),
        ] {
            expect_unplayed(fen, unplayed);
        }
    }

    /// A move whose piece attacks their king zone changes their king's steps only: the knight
    /// on d4 takes d8 and e7 from c6, d8 and f8 from e6, e7 from f5 (Δ −2, −2, −1). All eight
    /// knight moves and the king's five steps are unplayed; their king had its five steps.
    /// perft(2) = 13 × 5 − 5 = 60, and the oracle agrees.
    #[test]
    fn rule_5_their_king_steps_are_counted_by_delta() {
        let pos = Position::from_fen("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(run(&pos), (60, 13));
        assert_eq!(oracle_perft(&pos, 2), 60);
    }

    /// A slider in line with their king, screened from it by one of our pieces, neither
    /// checks nor pins. The rook on a1 has a2–a7 (a7 takes d7–f7 from their king, Δ −3),
    /// b1–g1 (d1 and f1 take two squares each, e1 is screened by our knight on e3), not a8
    /// (check): 12. The knight's eight moves (d5 and f5 take e7, Δ −1) and the king's three
    /// steps: 23 in all.
    #[test]
    fn rule_3_screened_sliders_stay_unplayed() {
        expect_unplayed("4k3/8/8/8/8/4N3/8/R6K w - - 0 1", 23);
    }

    /// A capture off the king zone and its lines changes their count by the captured piece's
    /// own moves (lost) and by their other pieces that attack the square (a capture gained
    /// there) or see the square left. Each position has a capture that needs one of those
    /// parts, or must be played (a castling rook taken, a pinned defender); perft(2) must be
    /// the oracle's, and the capture on the first line, Rxd4 (the pawn's push lost, Δ −1),
    /// is unplayed with the rook's five other moves and the king's four steps: all 10.
    #[test]
    fn captures_are_counted_by_delta() {
        expect_unplayed("7k/8/8/8/3p4/8/8/3RK3 w - - 0 1", 10);
        for (what, fen) in [
            (
                "the knight on e6 gains a capture on d4",
                "7k/8/4n3/8/3p4/8/8/3RK3 w - - 0 1",
            ),
            (
                "the pawn on b2 gains four captures (promotions) on c1",
                "4k3/8/8/8/8/8/1p5K/2n4R w - - 0 1",
            ),
            (
                "the rook on a4 sees through d4 to f4 after Rxf4",
                "4k3/8/8/8/r2R1p2/8/8/6K1 w - - 0 1",
            ),
            (
                "the rook on g4 taken saw d4",
                "4k3/8/8/8/3R2r1/8/8/6K1 w - - 0 1",
            ),
            (
                "Bxh8 takes Black's short castling away",
                "4k2r/8/8/8/8/8/8/B3K3 w k - 0 1",
            ),
            (
                "the knight on e7, pinned, attacks d5 but cannot take there",
                "4k3/4n3/8/3p4/8/8/8/3RR1K1 w - - 0 1",
            ),
            (
                "a pawn takes a bishop whose diagonal its own pawn blocks",
                "4k3/8/8/2b5/1P1p4/8/8/4K3 w - - 0 1",
            ),
        ] {
            let pos = Position::from_fen(fen).expect(fen);
            let want = oracle_perft(&pos, 2);
            let (got, unplayed) = run(&pos);
            assert_eq!(got, want, "{what}: {fen}");
            assert!(unplayed > 0, "{what}: no move left unplayed in {fen}");
        }
    }

    /// A double push whose passed square a pawn of theirs attacks gives them e.p.: Δ adds each
    /// e.p. capture that is legal. e2–e4 is unplayed in each position; perft(2) must be the
    /// oracle's. One capture; two (the pawns on d4 and f4); none, the pawn on d4 being pinned
    /// to g7 by the bishop on a1 (e3 is off the pin).
    #[test]
    fn double_pushes_count_their_en_passant() {
        for fen in [
            "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1",
            "4k3/8/8/8/3p1p2/8/4P3/4K3 w - - 0 1",
            "8/6k1/8/8/3p4/8/4P3/B3K3 w - - 0 1",
        ] {
            let pos = Position::from_fen(fen).expect(fen);
            let mut v = Unplayed::<DefaultSliders, White, _>::new(&pos, Census::default());
            generate::<DefaultSliders, White, _>(&pos, &mut v);
            let e2e4 = (Square::parse("e2").unwrap(), Square::parse("e4").unwrap());
            assert!(v.sink.0.contains(&e2e4), "e2e4 played in {fen}");
            assert_eq!(run(&pos).0, oracle_perft(&pos, 2), "{fen}");
        }
    }

    /// The moves a sink is offered as unplayed, by their squares.
    #[derive(Default)]
    struct Census(Vec<(Square, Square)>);

    impl Visitor for Census {
        fn each(&mut self, _: Move) {}
    }

    impl UnplayedVisitor for Census {
        fn plain(&mut self, _: Role, from: impl Fn(Square) -> Square, tos: Bitboard) -> Bitboard {
            self.0.extend(tos.into_iter().map(|t| (from(t), t)));
            Bitboard::EMPTY
        }
        fn with_delta(&mut self, _: Role, f: Square, t: Square, _: i64, _: bool) -> bool {
            self.0.push((f, t));
            true
        }
        fn capture(&mut self, _: Role, f: Square, t: Square, _: i64, _: bool) -> bool {
            self.0.push((f, t));
            true
        }
        fn en_passant_push(&mut self, f: Square, t: Square, _: i64, _: bool) -> bool {
            self.0.push((f, t));
            true
        }
    }

    /// In check every move is played; the count is still right.
    #[test]
    fn rule_9_in_check_every_move_is_played() {
        for fen in [
            "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1",
            // Position 4: White is in check from the bishop on b6.
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            assert_eq!(run(&pos).0, oracle_perft(&pos, 2), "{fen}");
        }
    }
}
