//! Pseudo-legal move generation for any variant: every piece's steps from the tables, the
//! promotions its rule allows, en passant, castling and drops. Legality (royal pieces left
//! attacked, the drop rules that look ahead) is [`crate::legal`]'s.

use crate::bits::Bits;
use crate::moves::FairyMove;
use crate::position::FairyPosition;
use crate::rules::{Rules, SideRules, TypeRules};
use crate::spec::{PromotionStyle, RoyalRule};

/// Where generated moves go. A closure takes them one by one; a counter may take a piece's
/// plain moves (no promotion, not en passant or castling) as one set, and the drops of one
/// type as one set.
pub trait Visitor<B: Bits> {
    /// One move.
    fn each(&mut self, m: FairyMove);

    /// The plain moves of the piece on `from` to `targets`.
    #[inline(always)]
    fn targets(&mut self, from: u32, targets: B) {
        for to in targets.squares() {
            self.each(FairyMove::normal(from, to));
        }
    }

    /// The plain moves of the piece on `from` to `targets`, each gating in a piece of type
    /// `gate` from the hand on `from`.
    #[inline(always)]
    fn gated_targets(&mut self, from: u32, targets: B, gate: u8) {
        for to in targets.squares() {
            self.each(FairyMove::normal(from, to).with_gate(gate, false));
        }
    }

    /// The initial steps of the piece on `from` to `targets` that leave an en-passant square
    /// behind.
    #[inline(always)]
    fn double_steps(&mut self, from: u32, targets: B) {
        for to in targets.squares() {
            self.each(FairyMove::double_step(from, to));
        }
    }

    /// Offers the visitor the pieces `ours` of type `t` of the side to move, to take set-wise
    /// (their plain and initial steps); it returns those it leaves to be generated one by one.
    #[inline(always)]
    fn leapers(&mut self, _t: u8, ours: B) -> B {
        ours
    }

    /// The drops of type `t` on `targets`.
    #[inline(always)]
    fn drops(&mut self, t: u8, targets: B) {
        for to in targets.squares() {
            self.each(FairyMove::drop(t, to));
        }
    }
}

impl<B: Bits, F: FnMut(FairyMove)> Visitor<B> for F {
    #[inline(always)]
    fn each(&mut self, m: FairyMove) {
        self(m)
    }
}

/// The targets among which a move of the piece on `from` may promote (or must: every other
/// target is a plain move).
#[inline(always)]
pub(crate) fn promotion_targets<B: Bits>(
    ty: &TypeRules<B>,
    sr: &SideRules<B>,
    from: u32,
    enemy: B,
) -> B {
    match ty.spec.promotion.map(|p| p.style) {
        None => B::ZERO,
        Some(PromotionStyle::Mandatory | PromotionStyle::OptionalOnEntry) => sr.promotion_zone,
        Some(PromotionStyle::OptionalInOrOut | PromotionStyle::MandatoryInOrOut) => {
            if sr.promotion_zone.has(from) {
                !B::ZERO
            } else {
                sr.promotion_zone
            }
        }
        Some(PromotionStyle::OnCapture) => enemy,
    }
}

/// Gives `f` every pseudo-legal move of `pos` (in a walling variant, each with its wall
/// square: [`crate::walls`]).
#[inline]
pub fn generate<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, f: &mut impl Visitor<B>) {
    match &r.walling {
        None => generate_pieces(r, pos, f),
        Some(w) => crate::walls::generate(r, w, pos, f),
    }
}

/// Gives `f` every pseudo-legal move of `pos` without walls: the pieces' moves, castling and
/// drops.
#[inline]
pub(crate) fn generate_pieces<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    f: &mut impl Visitor<B>,
) {
    let us = pos.turn();
    let them = 1 - us;
    let own = pos.side(us);
    let enemy = pos.side(them);
    let occ = pos.occupied();
    let free = r.free_drops();
    let mut holding = r.spec.holdings.is_some() && (free || pos.holds(us));
    if holding && r.spec.holdings.is_some_and(|h| h.must_drop) {
        match r.must_drop_type {
            None => {
                if crate::perft::has_legal_drop(r, pos, None) {
                    drops(r, pos, f);
                    return;
                }
            }
            // Holding the forced type: only its drops, and they are forced where one is legal;
            // else the pieces on the board move and nothing is dropped.
            Some(t) if pos.hands[us][t as usize] > 0 => {
                if crate::perft::has_legal_drop(r, pos, Some(t)) {
                    drops(r, pos, &mut |m: FairyMove| {
                        if m.piece() == t {
                            f.each(m);
                        }
                    });
                    return;
                }
                holding = false;
            }
            Some(_) => {}
        }
    }
    let gating = r.spec.gating && holding;
    for (t, ty) in r.types.iter().enumerate() {
        let ours = pos.of(us, t as u8);
        if ours.is_empty() {
            continue;
        }
        let sr = &ty.side[us];
        let ours = if sr.leaper_set.is_some() {
            f.leapers(t as u8, ours)
        } else {
            ours
        };
        for from in ours.squares() {
            steps(r, pos, us, ty, from, occ, enemy, gating, f);
        }
        for from in (ours & sr.initial_squares).squares() {
            initial_steps(r, pos, us, ty, from, occ, enemy, f);
        }
    }
    if pos.ep.any() {
        for target in pos.ep.squares() {
            for (t, ty) in r.types.iter().enumerate() {
                if !ty.spec.takes_en_passant {
                    continue;
                }
                let from = ty.side[us].capture_from[target as usize] & pos.of(us, t as u8);
                for s in from.squares() {
                    f.each(FairyMove::en_passant(s, target));
                }
            }
        }
    }
    if (pos.castling & own).any() {
        castling(r, pos, f);
    }
    if r.general.is_some() {
        general_promotions(r, pos, f);
    }
    if let Some(c) = &r.cambodian {
        c.generate(r, pos, f);
    }
    if holding {
        drops(r, pos, f);
    }
}

/// Gives `f` the moves of `side`'s piece of type `ty` on `from` (not its initial steps), with
/// `occ` occupied and `enemy` the other side's pieces: its plain steps, the same steps gating
/// in each type in hand where `gating` and `from` is a gate, and its promotions.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub(crate) fn steps<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    side: usize,
    ty: &TypeRules<B>,
    from: u32,
    occ: B,
    enemy: B,
    gating: bool,
    f: &mut impl Visitor<B>,
) {
    let sr = &ty.side[side];
    let targets = step_targets(r, sr, from, occ, enemy);
    let promoting = targets & promotion_targets(ty, sr, from, enemy);
    let plain = targets & !promoting;
    f.targets(from, plain);
    if gating && pos.gates.has(from) {
        for (gate, &count) in pos.hands[side].iter().enumerate().take(r.types.len()) {
            if count > 0 && may_gate(r, pos, side, gate, from) {
                f.gated_targets(from, plain, gate as u8);
            }
        }
    }
    for to in promoting.squares() {
        promote(pos, side, ty, sr, FairyMove::normal(from, to), f);
    }
}

/// The squares a piece with the steps `sr` on `from` moves or captures to (not its initial
/// steps), with `occ` occupied and `enemy` the other side's pieces; promotions not told apart.
#[inline(always)]
pub(crate) fn step_targets<B: Bits>(
    r: &Rules<B>,
    sr: &SideRules<B>,
    from: u32,
    occ: B,
    enemy: B,
) -> B {
    if sr.same {
        same_step_targets(r, sr, from, occ, enemy)
    } else {
        // A confined rider's quiet moves pass over any square but end in its zone.
        (r.quiet_targets(&sr.quiet, from, occ) & sr.zone & !occ)
            | (r.targets(&sr.capture, from, occ) & enemy)
    }
}

/// [`step_targets`] of a piece that moves as it captures (`sr.same`): one lookup.
#[inline(always)]
pub(crate) fn same_step_targets<B: Bits>(
    r: &Rules<B>,
    sr: &SideRules<B>,
    from: u32,
    occ: B,
    enemy: B,
) -> B {
    r.targets(&sr.quiet, from, occ) & ((r.all & !occ) | enemy)
}

/// Gives `f` the initial steps of `side`'s piece of type `ty` on `from` (one of its initial
/// squares), with `occ` occupied and `enemy` the other side's pieces.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub(crate) fn initial_steps<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    side: usize,
    ty: &TypeRules<B>,
    from: u32,
    occ: B,
    enemy: B,
    f: &mut impl Visitor<B>,
) {
    let sr = &ty.side[side];
    let steps = r.quiet_targets(&sr.initial, from, occ) & r.all & !occ;
    let promoting = steps & promotion_targets(ty, sr, from, enemy);
    if ty.spec.en_passant {
        f.double_steps(from, steps & !promoting);
    } else {
        f.targets(from, steps & !promoting);
    }
    for to in promoting.squares() {
        let m = if ty.spec.en_passant {
            FairyMove::double_step(from, to)
        } else {
            FairyMove::normal(from, to)
        };
        promote(pos, side, ty, sr, m, f);
    }
}

/// The promotions of `plain`, a move of a piece of type `ty` that may promote (its target in
/// [`promotion_targets`]): one per choice within its limit, and `plain` itself where promotion is
/// optional and the piece could still move from its target.
#[inline(always)]
pub(crate) fn promote<B: Bits>(
    pos: &FairyPosition<B>,
    us: usize,
    ty: &TypeRules<B>,
    sr: &SideRules<B>,
    plain: FairyMove,
    f: &mut impl Visitor<B>,
) {
    for &(pt, limit) in &ty.promotions[us] {
        if limit != u8::MAX && pos.of(us, pt).count() >= limit as u32 {
            continue;
        }
        f.each(FairyMove::promotion(plain.from(), plain.to(), pt));
    }
    let optional = matches!(
        ty.spec.promotion.map(|p| p.style),
        Some(PromotionStyle::OptionalOnEntry | PromotionStyle::OptionalInOrOut)
    );
    if optional && !sr.dead.has(plain.to()) {
        f.each(plain);
    }
}

/// Castling `m`, and `m` gating in each type the side to move holds, on the king's square and
/// on the rook's (each where a gate is left, and not onto a square the king or rook lands on).
#[inline]
fn gated_castling<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    m: FairyMove,
    f: &mut impl Visitor<B>,
) {
    f.each(m);
    let us = pos.turn();
    let rto = if m.rook() > m.from() {
        m.to() - 1
    } else {
        m.to() + 1
    };
    for (sq, at_rook) in [(m.from(), false), (m.rook(), true)] {
        if !pos.gates.has(sq) || sq == m.to() || sq == rto {
            continue;
        }
        for (t, &count) in pos.hands[us].iter().enumerate().take(r.types.len()) {
            if count > 0 && may_gate(r, pos, us, t, sq) {
                f.each(m.with_gate(t as u8, at_rook));
            }
        }
    }
}

/// Castling moves: king and rook unmoved (the rook's right still held), the squares both cross
/// empty, and the king's path (its start included) unattacked if the castling king is royal on
/// its own (where generals may not face each other, no square of the path faces an enemy
/// royal piece on an open file either, as Fairy-Stockfish has it). Where check needs every royal piece attacked (spartan) and the side has several,
/// the castling king may start, pass or land attacked (as Fairy-Stockfish's duple check has
/// it); the move is then legal if not every royal piece is attacked after it, which the
/// caller tests on the move made, as for every castling.
pub(crate) fn castling<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, f: &mut impl Visitor<B>) {
    if r.castles.is_empty() {
        return;
    }
    let us = pos.turn();
    let Some(king) = castling_king(r, pos, us) else {
        return;
    };
    let occ = pos.occupied();
    // A castling piece that is not royal may start, pass and land attacked.
    let path_checked = r.captures.castler.is_none()
        && (r.spec.royal_rule != RoyalRule::NotAllAttacked || pos.royals(r, us).count() < 2);
    for rook in (pos.castling & pos.side(us)).squares() {
        let c = r.castle(us, king, rook);
        if (c.span & occ & !B::bit(king) & !B::bit(rook)).any() {
            continue;
        }
        let their_royals = pos.types_in(r.royal) & pos.side(1 - us);
        let unsafe_square = |s: u32| {
            crate::janggi::attacked(r, pos, s, 1 - us, occ)
                || (r.spec.flying_general
                    && crate::legal::faces_general(r, s, their_royals, occ & !B::bit(king)))
        };
        if path_checked && c.path.squares().any(unsafe_square) {
            continue;
        }
        let m = FairyMove::castle(king, c.king_to, rook);
        if r.spec.gating && pos.holds(us) {
            gated_castling(r, pos, m, f);
        } else {
            f.each(m);
        }
    }
}

/// The square of `side`'s royal piece that castles, if `side` has a castling right: the one
/// its rights belong to (see [`crate::fen::parse`]).
#[inline]
pub(crate) fn castling_king<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    side: usize,
) -> Option<u32> {
    (pos.castling_kings & r.first_rank[side]).squares().next()
}

/// Gives `f` every drop of `pos` (none where the variant's pieces in hand only gate).
#[inline]
pub fn drops<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, f: &mut impl Visitor<B>) {
    let empty = match r.spec.drop_gravity {
        None => r.all & !pos.occupied(),
        Some(g) => crate::gravity::landing(r.geo, g, pos.occupied()),
    };
    drops_on(r, pos, pos.turn(), empty, f);
}

/// Gives `f` the drops of `side` from its hand, as if `empty` were the empty squares.
#[inline]
pub(crate) fn drops_on<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    us: usize,
    empty: B,
    f: &mut impl Visitor<B>,
) {
    if r.spec.holdings.is_some_and(|h| h.drops) {
        // A piece entering from the side lands where it stops, whatever the drop rules.
        let anywhere = r.spec.drop_gravity == Some(crate::spec::Gravity::AnySide);
        let region = |t: usize| {
            if anywhere {
                r.all
            } else {
                drop_region(r, pos, us, t)
            }
        };
        let flip = r.flip.as_ref();
        let free = r.free_drops();
        for t in 0..r.types.len() {
            if pos.hands[us][t] == 0 && !free {
                continue;
            }
            let mut targets = region(t) & empty;
            if let Some(f) = flip {
                targets = f.drop_targets(pos, us, targets);
            }
            if let Some(b) = r.opposite_bishop {
                targets = crate::setup_drops::bishop_room(r, pos, us, t as u8, b, targets);
            }
            f.drops(t as u8, targets);
            if r.spec.holdings.is_some_and(|h| h.promoted_drops) {
                for (pt, promoted) in r.types.iter().enumerate() {
                    if pt != t && promoted.demoted == t as u8 {
                        f.drops(pt as u8, region(pt) & empty);
                    }
                }
            }
        }
    }
}

/// True if `side` may gate its piece of type `t` in on `sq`: where it could be dropped (as
/// Fairy-Stockfish gates: no pawn onto its first rank).
#[inline(always)]
fn may_gate<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, side: usize, t: usize, sq: u32) -> bool {
    r.drops[side][t].has(sq) && (!r.types[t].spec.pawn || drop_region(r, pos, side, t).has(sq))
}

/// Where `side` may put a piece of type `t` from its hand, occupied or not: the type's drop
/// squares, less the files holding as many of its pawns as a file may.
#[inline]
pub(crate) fn drop_region<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    side: usize,
    t: usize,
) -> B {
    let mut region = r.drops[side][t];
    if let Some(h) = r.spec.holdings
        && r.types[t].spec.pawn
        && h.pawns_per_file > 0
    {
        let pawns = pos.of(side, t as u8);
        for file in &r.files {
            if (pawns & *file).count() >= h.pawns_per_file as u32 {
                region &= !*file;
            }
        }
    }
    region
}

/// Sittuyin's promotions: while the side has no piece of the promoted type, each eligible pawn
/// (on a promotion square, or the side's only pawn) becomes one in place or a diagonal step
/// away on an empty square.
fn general_promotions<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, f: &mut impl Visitor<B>) {
    let Some((to_type, squares)) = r.general else {
        return;
    };
    let Some(pawn) = r.pawn_type else { return };
    let us = pos.turn();
    if pos.of(us, to_type).any() {
        return;
    }
    let pawns = pos.of(us, pawn);
    let eligible = if pawns.count() > 1 {
        pawns & squares[us]
    } else {
        pawns
    };
    let empty = r.all & !pos.occupied();
    let steps = &r.types[to_type as usize].side[us].quiet.leap;
    for from in eligible.squares() {
        f.each(FairyMove::promotion(from, from, to_type));
        for to in (steps[from as usize] & empty).squares() {
            f.each(FairyMove::promotion(from, to, to_type));
        }
    }
}
