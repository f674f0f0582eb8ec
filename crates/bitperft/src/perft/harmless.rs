//! Depth 2 by "harmless" moves: most quiet moves of the side to move leave the other side's
//! legal move count unchanged, so their children need not be played or counted.
//!
//! Let `n0` be the other side's legal move count on the board as it is (a null move: our pieces
//! where they stand, no e.p. square). A legal move of ours is *harmless* if it provably cannot
//! change any move of theirs; its child then has exactly `n0` moves (or `n0 + Δ`, see below).
//! Perft(2) is `n0 × harmless + ΣΔ + Σ count(child)` over the other moves. The test is
//! conservative (when in doubt a move is harmful and counted the normal way), built from these
//! facts about their move generation:
//!
//! - Their king zone `Z` (the king square, its neighbours, and the squares the king crosses
//!   when castling) decides their king moves, checks, pins and castling. A move of ours must
//!   not start or end on `Z` itself, nor on a line between `Z` and one of our sliders aligned
//!   with it where one move can discover or block an attack, a check or a pin. A bishop, rook
//!   or queen in line with their king, where it stands or lands, must be screened from it by
//!   two pieces or one of ours (else it checks, or pins one of theirs), a knight must not
//!   give check. What is left of the piece's part in attacks
//!   on `Z` is its own: where it attacks some of `Z` from where it starts or lands, only
//!   their king's steps change, and the child has `n0 + Δ` moves ([`KingMoves::delta`]: the
//!   neighbours it alone attacked and now frees, less those it newly takes; a change on a
//!   castling path that is clear is played instead).
//! - Their pieces' targets change only where our move lands on a square they reach (a pawn
//!   gains a capture or loses a push, a slider's ray is cut short), or leaves one (the capture
//!   vanishes, the push or the ray is freed). Knights and the king capture or step onto a
//!   square alike. Such a move is harmless too, but its child has `n0 + Δ` moves, where `Δ`
//!   is that change in their pawns' and sliders' moves ([`Mobility::delta`]), added to the
//!   king's; perft(2) adds the sum of the `Δ`s.
//! - Their castling also needs its span empty: no move of ours may start or end there.
//! - Captures, promotions, castling and e.p. change material or more than two squares: never
//!   harmless. A double push is harmless only if its passed square is clear too and no pawn
//!   of theirs takes there (so no e.p. arises).
//! - When we are in check the shortcut is not used.

use super::king_moves::KingMoves;
use super::mobility::{self, Mobility};
use super::{count, LeafParent};
use crate::attacks::{self, Reach, Sliders};
use crate::movegen::{generate, pawn_origin, Side, Visitor};
use crate::position::Position;
use crate::types::{Bitboard, CastleSide, Move, MoveKind, Role, Square};

/// Leaf nodes at depth 2 below `pos` (side to move `Us`), by harmless moves.
#[inline(always)]
pub(super) fn perft2<S: Sliders, Us: Side>(pos: &Position) -> u64 {
    let them = !Us::COLOR;
    let occ = pos.occupied();
    let our_king = pos.king(Us::COLOR);
    if pos.attackers_with::<S>(our_king, them, occ).any() {
        return super::leaf_parent::<S, Us>(pos);
    }
    let mut v = Harmless::<S, Us>::new(pos);
    generate::<S, Us, _>(pos, &mut v);
    if v.harmless == 0 {
        return v.rest.nodes;
    }
    let n0 = match pos.ep_square() {
        None => count::<S, Us::Other>(pos),
        Some(_) => count::<S, Us::Other>(&pos.without_ep()),
    };
    // Each move's child has n0 + Δ moves, and the Δs sum to `delta`.
    v.rest.nodes + (n0 * v.harmless).wrapping_add_signed(v.delta)
}

/// Squares a harmless move may not start from or land on, per role of the moving piece.
struct Masks {
    bad: [Bitboard; 6],
    /// Per role: squares from which the piece reaches their king zone on an empty board (where
    /// it would reach the king, it is in `bad`). A move starting or landing there may change
    /// their king's steps: by a [`KingMoves::delta`], from what it attacks on the real board.
    attacking: [Bitboard; 6],
    /// Per role: squares in line with their king (sliders only). A slider standing or landing
    /// there must be screened from the king ([`Harmless::screened`]).
    aligned: [Bitboard; 6],
    /// Squares their pawns or sliders reach (or a pawn pushes to): a move starting or landing
    /// there changes their move count by a [`Mobility::delta`].
    reach: Bitboard,
    /// Squares their pawns capture on: a double push passing one would give them e.p.
    pawn_caps: Bitboard,
    /// Lines between their king zone and our sliders aligned with it.
    lines: Bitboard,
    /// Their king zone (king, neighbours, castling path).
    zone: Bitboard,
    /// King paths of their castlings whose span is clear (castling may become legal or
    /// illegal as attacks on the path change).
    castling: Bitboard,
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
        if pos.castling().any_for(them) {
            for side in CastleSide::ALL {
                if let Some(rook) = pos.castling().rook(them, side) {
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
        let (nz, kz, pz) = (reach.knight, reach.king, reach.pawn(them));
        let (dz, oz) = (reach.diagonal, reach.orthogonal);

        // Lines between the zone and our sliders aligned with it, where a piece leaving or
        // entering may discover, block or pin ([`LinesOf::live`]).
        let queens = pos.by_role(Role::Queen);
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
        for x in (pos.by_role(Role::Bishop) | queens) & ours & dz {
            for z in Reach::of_square(x).diagonal & zone {
                lines |= lines_of.live(x, z);
            }
        }
        for x in (pos.by_role(Role::Rook) | queens) & ours & oz {
            for z in Reach::of_square(x).orthogonal & zone {
                lines |= lines_of.live(x, z);
            }
        }

        // Their reach with the board as it is.
        let their_pawns = pos.by_role(Role::Pawn) & theirs;
        let pawn_caps = mobility::pawn_attacks::<Us>(their_pawns);
        let mut sliders = Bitboard::EMPTY;
        for sq in (pos.by_role(Role::Bishop) | queens) & theirs {
            sliders |= S::bishop(sq, occ);
        }
        for sq in (pos.by_role(Role::Rook) | queens) & theirs {
            sliders |= S::rook(sq, occ);
        }
        // Their knights are left out: a knight move onto one of our pieces is a capture instead
        // of a step, one move either way (and a knight that gains or loses a pin is on `lines`).
        // Squares one and two in front of their pawns (pushes, and what blocks them).
        let reach = sliders | pawn_caps | mobility::front::<Us>(their_pawns);

        let both = zone | lines | span;
        // A knight attacking the king gives check: always bad (a pawn does so from the zone).
        // A slider in line with the king may check it or pin one of their pieces: looked at
        // per move, as are a piece's attacks on the zone elsewhere in its empty-board reach.
        let at_king = Reach::of_square(k);
        let (kd, ko) = (at_king.diagonal, at_king.orthogonal);
        let kn = attacks::knight(k);
        let e = Bitboard::EMPTY;
        Masks {
            bad: [both, kn | both, both, both, both, both],
            attacking: [pz, nz & !kn, dz, oz, dz | oz, kz],
            aligned: [e, e, kd, ko, kd | ko, e],
            reach,
            pawn_caps,
            lines,
            zone,
            castling,
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

/// Visitor: counts harmless moves (and the sum of their [`Mobility::delta`]s), and hands the
/// rest to the fused leaf parent (played and counted).
struct Harmless<'a, S, Us> {
    rest: LeafParent<'a, S, Us>,
    occ: Bitboard,
    ours: Bitboard,
    /// Their king.
    king: Square,
    masks: Masks,
    mobility: Mobility<S, Us>,
    king_moves: KingMoves<S, Us>,
    harmless: u64,
    delta: i64,
}

impl<'a, S: Sliders, Us: Side> Harmless<'a, S, Us> {
    #[inline(always)]
    fn new(pos: &'a Position) -> Self {
        let masks = Masks::new::<S, Us>(pos);
        Harmless {
            rest: LeafParent::new(pos),
            occ: pos.occupied(),
            ours: pos.by_color(Us::COLOR),
            king: pos.king(!Us::COLOR),
            mobility: Mobility::new(pos, masks.lines),
            king_moves: KingMoves::new(pos, masks.zone, masks.castling),
            masks,
            harmless: 0,
            delta: 0,
        }
    }

    /// Of `moves` (quiet moves of `role`, `from` → each target, all else harmless), those
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
            match self.delta(role, from(to), to) {
                Some(d) => {
                    self.harmless += 1;
                    self.delta += d;
                }
                None => rest = rest.with(to),
            }
        }
        rest
    }

    /// The change in their move count for one quiet move of ours that touches none of the
    /// [`Masks::bad`] squares: their king's moves, if the piece attacks their king zone before
    /// or after, plus their pawns' and sliders' moves, if it leaves or lands where they reach.
    #[inline(always)]
    fn delta(&mut self, role: Role, from: Square, to: Square) -> Option<i64> {
        if self.masks.aligned[role.index()].contains(to)
            && !self.screened(to, self.occ.without(from).with(to))
        {
            return None;
        }
        let mut d = 0;
        let attacking = self.masks.attacking[role.index()];
        if attacking.contains(from) || attacking.contains(to) {
            d += self.king_moves.delta(self.rest.pos, role, from, to)?;
        }
        let reach = self.masks.reach;
        if reach.contains(from) || reach.contains(to) {
            d += self.mobility.delta(from, to)?;
        }
        Some(d)
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

    /// Splits `targets` (moves from `from` by `role`) into harmless ones (counted) and the rest
    /// (returned).
    #[inline(always)]
    fn split(&mut self, role: Role, from: Square, targets: Bitboard) -> Bitboard {
        let r = role.index();
        let bad = self.masks.bad[r];
        if bad.contains(from)
            || (self.masks.aligned[r].contains(from) && !self.screened(from, self.occ))
        {
            return targets;
        }
        let harmless = targets & !self.occ & !bad;
        let watched = self.masks.watched(r);
        let plain = if watched.contains(from) {
            Bitboard::EMPTY
        } else {
            harmless & !watched
        };
        self.harmless += plain.count() as u64;
        let unknown = self.with_delta(role, |_| from, harmless ^ plain);
        targets ^ harmless ^ unknown
    }
}

impl<S: Sliders, Us: Side> Visitor for Harmless<'_, S, Us> {
    #[inline(always)]
    fn piece(&mut self, from: Square, targets: Bitboard) {
        let role = match self.rest.pos.piece_on(from) {
            Some(p) => p.role(),
            None => Role::King,
        };
        let rest = self.split(role, from, targets);
        self.rest.piece(from, rest);
    }

    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, delta: i8, kind: MoveKind) {
        let p = Role::Pawn.index();
        let bad = self.masks.bad[p];
        let watched = self.masks.watched(p);
        let (harmless, plain) = if delta == Us::UP && kind == MoveKind::Normal {
            // Single pushes: target and origin both clear.
            let h = targets & !bad & !Us::up(bad);
            (h, h & !watched & !Us::up(watched))
        } else if kind == MoveKind::DoublePush {
            // The passed square must be clear too, and no pawn of theirs may take on it (no
            // e.p.).
            let h = targets & !bad & !Us::up(bad | self.masks.pawn_caps) & !Us::up(Us::up(bad));
            (h, h & !watched & !Us::up(Us::up(watched)))
        } else {
            (Bitboard::EMPTY, Bitboard::EMPTY)
        };
        let (harmless, plain) = (harmless & !self.occ, plain & !self.occ);
        self.harmless += plain.count() as u64;
        let unknown = self.with_delta(Role::Pawn, |to| pawn_origin(to, delta), harmless ^ plain);
        self.rest.pawns(targets ^ harmless ^ unknown, delta, kind);
    }

    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard, delta: i8) {
        self.rest.promotions(targets, delta);
    }

    #[inline(always)]
    fn each(&mut self, m: Move) {
        self.rest.each(m);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attacks::DefaultSliders;
    use crate::movegen::{Black, White};
    use crate::types::Color;

    /// Perft(2) by harmless moves, and how many moves were taken as harmless.
    fn run(pos: &Position) -> (u64, u64) {
        fn go<Us: Side>(pos: &Position) -> (u64, u64) {
            let mut v = Harmless::<DefaultSliders, Us>::new(pos);
            generate::<DefaultSliders, Us, _>(pos, &mut v);
            (perft2::<DefaultSliders, Us>(pos), v.harmless)
        }
        match pos.turn() {
            Color::White => go::<White>(pos),
            Color::Black => go::<Black>(pos),
        }
    }

    /// Asserts that perft(2) of `fen` is the reference generator's and that exactly
    /// `harmless` moves were counted without being played.
    fn expect_harmless(fen: &str, harmless: u64) {
        let pos = Position::from_fen(fen).expect(fen);
        assert_eq!(
            run(&pos),
            (crate::reference::perft(&pos, 2), harmless),
            "{fen}"
        );
    }

    /// Each position has a quiet move that looks harmless but is not (named); perft(2) must
    /// equal the reference generator's, and some other moves must still be taken as harmless
    /// (so the shortcut is really exercised).
    #[test]
    fn every_rule_matters() {
        let cases = [
            (
                "knight discovers the rook on the king",
                "4k3/8/8/8/8/8/4N3/4R2K w - - 0 1",
            ),
            ("rook pins the knight", "4k3/4n3/8/8/8/8/8/R6K w - - 0 1"),
            (
                "bishop covers f8 (castling path)",
                "r3k2r/8/8/8/8/8/8/4KB2 w kq - 0 1",
            ),
            (
                "knight near the castling rooks",
                "r3k2r/8/8/8/8/8/8/1N2K3 w kq - 0 1",
            ),
            (
                "knight blocks a pawn push",
                "4k3/8/8/3p4/8/8/8/4K1N1 w - - 0 1",
            ),
            (
                "knight leaves a rook's ray",
                "4k3/8/8/8/r7/8/N7/4K3 w - - 0 1",
            ),
            (
                "double push gives e.p.",
                "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1",
            ),
            (
                "piece lands where a pawn takes",
                "4k3/8/2p5/8/8/8/8/1N2K3 w - - 0 1",
            ),
            (
                "knight leaves the king zone's attackers",
                "4k3/8/8/3N4/8/8/8/4K3 w - - 0 1",
            ),
            (
                "king steps next to the king zone",
                "8/8/3k4/8/8/3K4/8/8 w - - 0 1",
            ),
            (
                "pawn leaves a pawn's capture",
                "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1",
            ),
            (
                "queen unblocks an x-ray",
                "3qk3/8/8/8/8/8/3Q4/3RK3 b - - 0 1",
            ),
            (
                "Black to move, mirrored",
                "4k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1",
            ),
            (
                "Chess960 castling span",
                "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
            ),
            (
                "Kiwipete",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            ),
            ("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
            (
                "bishop cuts the ray of a pinned rook",
                "4k3/4r3/B7/8/8/8/8/4R2K w - - 0 1",
            ),
            (
                "knight lands where a pinned pawn takes",
                "8/8/8/k3p2R/8/8/6N1/7K w - - 0 1",
            ),
            (
                "knight cuts the ray of a rook on a pin line, not pinned",
                "3k4/8/8/8/8/4r3/8/N3R2K w - - 0 1",
            ),
            (
                "knight uncovers the rook's attack on the king's neighbours",
                "4k3/8/8/8/8/8/3N4/3R3K w - - 0 1",
            ),
            (
                "bishop uncovers a pin",
                "4k3/4n3/8/8/4B3/8/8/4R2K w - - 0 1",
            ),
            (
                "knight lands between a pinned knight and the rook",
                "4k3/4n3/8/8/8/8/8/4R1NK w - - 0 1",
            ),
            (
                "knight leaves f7, which the bishop still attacks",
                "4k3/8/8/6N1/2B5/8/8/4K3 w - - 0 1",
            ),
            (
                "knight attacks e7, which the rook already attacks",
                "4k3/R7/8/8/3N4/8/8/4K3 w - - 0 1",
            ),
            (
                "knight attacks both castling paths",
                "r3k2r/8/8/2N5/8/8/8/4K3 w kq - 0 1",
            ),
            ("knight gives check", "4k3/8/N7/8/8/8/8/4K3 w - - 0 1"),
        ];
        for (what, fen) in cases {
            let pos = Position::from_fen(fen).expect(fen);
            let want = crate::reference::perft(&pos, 2);
            let (got, harmless) = run(&pos);
            assert_eq!(got, want, "{what}: {fen}");
            assert!(harmless > 0, "{what}: no move taken as harmless in {fen}");
        }
    }

    /// A knight takes or steps onto a square alike, so landing where their knight attacks, or
    /// leaving such a square, keeps the move harmless. White's rook on h1 has g1 and h2–h6
    /// (h3 under the knight on g5), and f1 and h7, from where it attacks f7 and f8, or d7–f7
    /// (Δ −2 and −3: their king loses those steps); h8 gives check. The king's five steps
    /// are harmless too: 13 in all, and perft(2) is still the reference's.
    #[test]
    fn knight_squares_stay_harmless() {
        expect_harmless("4k3/8/8/6n1/8/8/8/4K2R w - - 0 1", 13);
    }

    /// A slider that would see the king zone on an empty board but is blocked is harmless
    /// where it stands and where it goes, unless it sees the zone there. The rook on a7 would
    /// see d7–f7 along the 7th rank, but Black's pawn on b7 blocks it: a6–a1 are harmless (a8
    /// is on the king's rank; on a6 the pawn gains a capture, Δ +1: the pawn stands between
    /// the rook and the zone but cannot be pinned there, the rook not being aligned with the
    /// king), and so are the king's three steps: 9 in all. Move the pawn off the rank and the
    /// rook sees d7–f7, which nothing else attacks: going down the a-file it frees them for
    /// their king (Δ +3 each, +4 on a5 where the pawn gains a capture), on g7 and h7 it still
    /// sees the same three. b7 and c7 lie on its own line to the zone and a8 on the king's
    /// rank (played): 8 rook moves and the king's three steps.
    #[test]
    fn blocked_sliders_stay_harmless() {
        expect_harmless("4k3/Rp6/8/8/8/8/8/7K w - - 0 1", 9);
        expect_harmless("4k3/R7/1p6/8/8/8/8/7K w - - 0 1", 11);
    }

    /// On a line from one of our sliders to their king zone, a move of ours matters only where
    /// it can change an attack, a check or a pin. Each position: perft(2) is the reference's,
    /// and the number of harmless moves is exact.
    #[test]
    fn lines_one_move_cannot_change() {
        for (fen, harmless) in [
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
            expect_harmless(fen, harmless);
        }
    }

    /// A move that only lands where their pawn or slider reaches is harmless too, its child
    /// counted as `n0 + Δ`: the knight on f2 cuts the rook's rank (g2 and h2 lost, Δ −2, with
    /// Ng3 and the king's two steps: 4); the king on d3 blocks the pawn's push (Δ −1, with
    /// its six other steps: 7); the knight on c1 is taken by the pawn with promotion (Δ +4,
    /// with five other knight moves and three king steps: 9). perft(2) must be the reference's.
    #[test]
    fn their_reach_is_counted_by_delta() {
        for (fen, harmless) in [
            ("7k/8/8/8/8/8/1r6/4K2N w - - 0 1", 4),
            ("7k/8/8/8/3p4/8/4K3/8 w - - 0 1", 7),
            ("7k/8/8/8/8/8/1p2N3/7K w - - 0 1", 9),
        ] {
            expect_harmless(fen, harmless);
        }
    }

    /// A move whose piece attacks their king zone changes their king's steps only: the knight
    /// on d4 takes d8 and e7 from c6, d8 and f8 from e6, e7 from f5 (Δ −2, −2, −1). All eight
    /// knight moves and the king's five steps are harmless; their king had its five steps.
    /// perft(2) = 13 × 5 − 5 = 60, and the reference agrees.
    #[test]
    fn their_king_moves_are_counted_by_delta() {
        let pos = Position::from_fen("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(run(&pos), (60, 13));
        assert_eq!(crate::reference::perft(&pos, 2), 60);
    }

    /// A slider in line with their king, screened from it by one of our pieces, neither
    /// checks nor pins. The rook on a1 has a2–a7 (a7 takes d7–f7 from their king, Δ −3),
    /// b1–g1 (d1 and f1 take two squares each, e1 is screened by our knight on e3), not a8
    /// (check): 12. The knight's eight moves (d5 and f5 take e7, Δ −1) and the king's three
    /// steps: 23 in all.
    #[test]
    fn screened_sliders_stay_harmless() {
        expect_harmless("4k3/8/8/8/8/4N3/8/R6K w - - 0 1", 23);
    }

    /// In check the shortcut is not used; the count is still right.
    #[test]
    fn in_check_falls_back() {
        for fen in [
            "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1",
            // Position 4: White is in check from the bishop on b6.
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            assert_eq!(run(&pos).0, crate::reference::perft(&pos, 2), "{fen}");
        }
    }
}
