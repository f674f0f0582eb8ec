//! Forced captures and extinction (Fairy-Stockfish's `mustCapture` and `extinction*` keys):
//! which moves count as captures, when a side is extinct (the game is over), which pieces are
//! pseudo-royal and when a move leaves one of them attacked, and the castling piece where it is
//! not the royal one.
//!
//! Pseudo-royal pieces, as Fairy-Stockfish judges them: the pieces of an extinction type of a
//! side that has at most `count + 1` of that type on the board (all its pieces, for `*`),
//! judged in the position before the move. A move is illegal if, after it, one of the mover's
//! pseudo-royal pieces (the moved one where it lands; a dropped or promoted-to piece of an
//! extinction type too, unless the promotion makes the type more than `count`, which takes the
//! type's pseudo-royalty away) is attacked by an enemy piece other than the one captured; a
//! pseudo-royal castling piece may moreover not start or pass attacked. A move that removes an
//! enemy pseudo-royal piece from the board (en passant) is legal whatever it leaves attacked.

use crate::bits::Bits;
use crate::geometry::Geometry;
use crate::legal::attacked_among;
use crate::moves::{FairyMove, Kind};
use crate::position::FairyPosition;
use crate::rules::{MAX_TYPES, Rules, SpecError, TypeSet};
use crate::spec::VariantSpec;

/// A variant's forced-capture and extinction rules, as tables.
#[derive(Clone, Copy, Debug, Default)]
pub struct CaptureRules {
    /// Where a capture is legal, only captures are.
    pub must_capture: bool,
    /// The extinction types, with the promoted forms counted as one of them.
    pub types: TypeSet,
    /// Per extinction type (the first `group_count`): it and the promoted forms counted as
    /// it, counted together.
    pub groups: [TypeSet; MAX_TYPES],
    /// The number of extinction types.
    pub group_count: usize,
    /// All of a side's pieces together are an extinction "type" too (`*`).
    pub all: bool,
    /// Extinct with this many or fewer.
    pub count: u32,
    /// ... while the other side has at least this many.
    pub opponent_count: u32,
    /// Extinction ends the game.
    pub ends: bool,
    /// Extinction pieces are pseudo-royal.
    pub pseudo_royal: bool,
    /// The type that castles with the rook where it is not the royal one.
    pub castler: Option<u8>,
    /// Captures explode.
    pub blast: bool,
    /// The types an explosion spares (pawns) unless they capture.
    pub blast_proof: TypeSet,
    /// A placement game's rules ([`crate::flip`]): passes are judged against the other moves.
    pub placement: bool,
    /// Janggi's rules ([`crate::janggi`]): each node's moves are listed there.
    pub janggi: bool,
    /// The types that petrify when they capture ([`crate::spec::Petrify`]).
    pub petrify: TypeSet,
    /// Where captures explode, the pieces blown away become walls.
    pub petrify_blast: bool,
    /// The types explosions spare ([`crate::spec::Immunity`]).
    pub blast_immune: TypeSet,
    /// The types that may not capture their own type.
    pub mutually_immune: TypeSet,
    /// A move may be illegal other than by exposing a royal piece: pseudo-royal pieces, or
    /// types that may not capture their own ([`moves_allowed`]).
    pub judged: bool,
}

impl CaptureRules {
    /// The rules of `spec`, whose piece named by a letter (`+` before a promoted form's) is
    /// the type `type_of` gives.
    pub fn new(
        spec: &VariantSpec,
        type_of: impl Fn(&str) -> Result<u8, SpecError>,
    ) -> Result<CaptureRules, SpecError> {
        let mut out = CaptureRules {
            must_capture: spec.must_capture,
            placement: spec.flip.is_some(),
            ..CaptureRules::default()
        };
        if let Some(e) = spec.extinction {
            for letters in e.types {
                let t = type_of(letters)?;
                let mut group: TypeSet = 1 << t;
                for (form, p) in spec.pieces.iter().enumerate() {
                    if let Some(c) = p.counts_as
                        && type_of(&c.to_string())? == t
                    {
                        group |= 1 << form;
                    }
                }
                out.types |= group;
                if out.group_count < out.groups.len() && !out.groups.contains(&group) {
                    out.groups[out.group_count] = group;
                    out.group_count += 1;
                }
            }
            out.all = e.all;
            out.count = u32::from(e.count);
            out.opponent_count = u32::from(e.opponent_count);
            out.ends = e.ends;
            out.pseudo_royal = e.pseudo_royal;
        }
        if let Some(c) = spec.castling_king {
            out.castler = Some(type_of(&c.to_string())?);
        }
        out.blast = spec.blast_on_capture;
        if let Some(p) = spec.petrify {
            for letters in p.types {
                out.petrify |= 1 << type_of(letters)?;
            }
            out.petrify_blast = p.blast_pieces;
        }
        if let Some(i) = spec.immunity {
            for letters in i.blast {
                out.blast_immune |= 1 << type_of(letters)?;
            }
            for letters in i.mutual {
                out.mutually_immune |= 1 << type_of(letters)?;
            }
        }
        out.judged = out.pseudo_royal || out.mutually_immune != 0;
        out.blast_proof = (spec.pieces.iter().enumerate())
            .filter(|(_, p)| p.pawn)
            .fold(0, |m, (t, _)| m | 1 << t);
        Ok(out)
    }

    /// Perft must list each node's legal moves as a whole (forced captures, pseudo-royal
    /// pieces): no move is counted or judged on its own.
    #[inline(always)]
    pub fn listed(&self) -> bool {
        self.must_capture || self.judged || self.placement || self.janggi
    }

    /// Forced captures are the only rule that makes perft list a node's moves: the node's
    /// legal captures can be counted on their own ([`crate::forced_captures`]).
    #[inline(always)]
    pub fn only_forced(&self) -> bool {
        self.must_capture && !(self.judged || self.placement || self.janggi)
    }

    /// Moves judged one by one ([`moves_allowed`]) are the only rule that makes perft list a
    /// node's moves: each can be judged in place instead, in the order generated.
    #[inline(always)]
    pub fn only_judged(&self) -> bool {
        self.judged && !(self.must_capture || self.placement || self.janggi)
    }
}

/// Per square of `geo`, the squares a king's step away.
pub fn king_steps<B: Bits>(geo: Geometry) -> Vec<B> {
    (0..geo.len() as u32)
        .map(|sq| {
            let mut out = B::ZERO;
            for dx in -1..=1 {
                for dy in -1..=1 {
                    if let Some(s) = geo.offset(sq, dx, dy).filter(|&s| s != sq) {
                        out |= B::bit(s);
                    }
                }
            }
            out
        })
        .collect()
}

/// The squares a capture on `to` empties in `pos` (before the capture): `to`, and the pieces a
/// king's step from it but the pawns.
#[inline]
fn blast_zone<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, to: u32) -> B {
    // Walls do not explode.
    let pieces = pos.side(0) | pos.side(1);
    let spared = pos.types_in(r.captures.blast_proof);
    let zone = (r.blast[to as usize] & pieces & !spared) | B::bit(to);
    zone & !pos.types_in(r.captures.blast_immune)
}

/// The explosion of a capture on `to` in `p`, the position after the capture: the capturing
/// piece and every piece a king's step away but the pawns leave the board, with the castling
/// rights of the squares they leave. Where captures go to a hand, each piece blown away goes
/// to the hand of its owner's opponent, as what it was promoted from (Fairy-Stockfish's
/// atomic crazyhouse).
pub(crate) fn explode<B: Bits>(r: &Rules<B>, p: &mut FairyPosition<B>, to: u32) -> B {
    let zone = blast_zone(r, p, to) & (p.side(0) | p.side(1));
    let to_hand = r.spec.holdings.is_some_and(|h| h.captures);
    for sq in zone.squares() {
        if let Some((side, t)) = p.piece_at(sq) {
            p.remove(side, t, sq);
            if to_hand {
                let back = if p.promoted.has(sq) {
                    r.pawn_type.unwrap_or(t)
                } else {
                    r.types[t as usize].demoted
                };
                p.hands[1 - side][back as usize] += 1;
            }
        }
    }
    p.promoted &= !zone;
    if ((p.castling | p.castling_kings) & zone).any() {
        p.castling &= !zone;
        for side in 0..2 {
            let rank = r.first_rank[side];
            if (p.castling_kings & zone & rank).any() || (p.castling & rank).is_empty() {
                p.castling &= !rank;
                p.castling_kings &= !rank;
            }
        }
    }
    zone
}

/// The petrification of a capture on `to` by a piece of type `moved` that stands there as
/// `landed` (its promotion's type) in `p`, the position after the capture; `blasted` the
/// squares its explosion emptied (where captures explode). See [`crate::spec::Petrify`].
pub(crate) fn petrify<B: Bits>(
    r: &Rules<B>,
    p: &mut FairyPosition<B>,
    to: u32,
    (moved, landed): (u8, u8),
    blasted: Option<B>,
) {
    let c = &r.captures;
    let stone = c.petrify & (1 << landed) != 0;
    match blasted {
        Some(zone) => {
            if stone && zone.has(to) {
                p.walls |= B::bit(to);
            }
            if c.petrify_blast {
                p.walls |= zone & !B::bit(to);
            }
        }
        None if c.petrify & (1 << moved) != 0 => {
            let us = p.turn();
            p.remove(us, landed, to);
            p.promoted &= !B::bit(to);
            if stone {
                p.walls |= B::bit(to);
            }
        }
        None => {}
    }
}

/// True if `m` captures (en passant included; castling and drops never do).
#[inline]
pub fn is_capture<B: Bits>(pos: &FairyPosition<B>, m: FairyMove) -> bool {
    match m.kind() {
        Kind::EnPassant => true,
        Kind::Drop | Kind::Castle | Kind::CastleGateRook => false,
        Kind::Normal | Kind::Promotion | Kind::DoubleStep => pos.side(1 - pos.turn()).has(m.to()),
    }
}

/// `side`'s pieces of the types `group`, on the board and in hand.
fn with_hand<B: Bits>(pos: &FairyPosition<B>, side: usize, group: TypeSet) -> u32 {
    let mut held = 0;
    let mut types = group;
    while types != 0 {
        held += u32::from(pos.hands[side][types.trailing_zeros() as usize]);
        types &= types - 1;
    }
    (pos.types_in(group) & pos.side(side)).count() + held
}

/// The extinction group of `r` that the type `t` belongs to (none: 0).
fn group_of<B: Bits>(r: &Rules<B>, t: u8) -> TypeSet {
    let c = &r.captures;
    c.groups[..c.group_count]
        .iter()
        .copied()
        .find(|g| g & (1 << t) != 0)
        .unwrap_or(0)
}

/// All of `side`'s pieces, on the board and in hand.
fn all_with_hand<B: Bits>(pos: &FairyPosition<B>, side: usize) -> u32 {
    pos.count(side) + pos.hands[side].iter().map(|&n| u32::from(n)).sum::<u32>()
}

/// True if the game is over by extinction in `pos`: a side has at most `count` pieces of an
/// extinction type (on the board and in hand) while the other has at least `opponent_count`.
#[inline]
pub fn extinct<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> bool {
    let c = &r.captures;
    if !c.ends {
        return false;
    }
    let gone = |side: usize, n: &dyn Fn(usize) -> u32| {
        n(side) <= c.count && n(1 - side) >= c.opponent_count
    };
    for side in 0..2 {
        if c.all && gone(side, &|s| all_with_hand(pos, s)) {
            return true;
        }
        for &group in &c.groups[..c.group_count] {
            if gone(side, &|s| with_hand(pos, s, group)) {
                return true;
            }
        }
    }
    false
}

/// `side`'s pseudo-royal pieces in `pos` (none where the rule is off).
pub fn pseudo_royals<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, side: usize) -> B {
    let c = &r.captures;
    let mut out = B::ZERO;
    if !c.pseudo_royal {
        return out;
    }
    let ours = pos.side(side);
    if c.all && pos.count(side) <= c.count + 1 {
        out |= ours;
    }
    for &group in &c.groups[..c.group_count] {
        let set = pos.types_in(group) & ours;
        if set.count() <= c.count + 1 {
            out |= set;
        }
    }
    out
}

/// Both sides' pseudo-royal pieces in a position, judged before a move ([`pseudo_royals`]):
/// the same for every move of a node.
#[derive(Clone, Copy, Debug)]
pub struct PseudoRoyals<B> {
    /// The side to move's.
    pub ours: B,
    /// The other side's.
    pub theirs: B,
}

impl<B: Bits> PseudoRoyals<B> {
    /// The pseudo-royal pieces of `pos`.
    #[inline]
    pub fn of(r: &Rules<B>, pos: &FairyPosition<B>) -> PseudoRoyals<B> {
        let us = pos.turn();
        PseudoRoyals {
            ours: pseudo_royals(r, pos, us),
            theirs: pseudo_royals(r, pos, 1 - us),
        }
    }
}

/// True if `m`, a pseudo-legal move of `pos`, is legal by the rules [`CaptureRules::judged`]
/// names: it leaves the mover's pseudo-royal pieces safe (see the module's rule), and it is no
/// capture of a piece by one of its own type where that type may not capture its own.
pub fn moves_allowed<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, m: FairyMove) -> bool {
    moves_allowed_with(r, pos, m, PseudoRoyals::of(r, pos))
}

/// [`moves_allowed`] with `pos`'s pseudo-royal pieces known.
#[inline]
pub fn moves_allowed_with<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    m: FairyMove,
    royals: PseudoRoyals<B>,
) -> bool {
    let same_kind = r.captures.mutually_immune != 0
        && m.kind() != Kind::Drop
        && is_capture(pos, m)
        && pos.type_at(m.from()).is_some_and(|t| {
            r.captures.mutually_immune & (1 << t) != 0 && pos.type_at(m.to()) == Some(t)
        });
    !same_kind && (!r.captures.pseudo_royal || pseudo_royals_safe(r, pos, m, royals))
}

/// True if `m`, a pseudo-legal move of `pos` whose pseudo-royal pieces are `royals`, leaves
/// the mover's pseudo-royal pieces safe (see the module's rule).
fn pseudo_royals_safe<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    m: FairyMove,
    royals: PseudoRoyals<B>,
) -> bool {
    let us = pos.turn();
    let them = 1 - us;
    let kind = m.kind();
    let drop = kind == Kind::Drop;
    let kto = m.to();
    let mut occ = pos.side(0) | pos.side(1);
    if !drop {
        occ ^= B::bit(m.from());
    }
    // The walls as the move leaves them (a duck's new square, not its old one; a wall may
    // stand on the square the piece left).
    occ |= crate::walls::after(r, pos, m);
    let mut ours = royals.ours;
    let theirs = royals.theirs;
    // A pseudo-royal piece that would petrify may not capture.
    if r.captures.petrify != 0
        && !drop
        && ours.has(m.from())
        && is_capture(pos, m)
        && pos
            .type_at(m.from())
            .is_some_and(|t| r.captures.petrify & (1 << t) != 0)
    {
        return false;
    }
    let blast = r.captures.blast;
    // A pseudo-royal piece a king's step from an enemy one is safe where captures explode.
    let touching = |s: u32| blast && (r.blast[s as usize] & theirs).any();
    if matches!(kind, Kind::Castle | Kind::CastleGateRook) {
        let (from, rook) = (m.from(), m.rook());
        if ours.has(from) {
            let step: i32 = if kto > from { 1 } else { -1 };
            let mut s = from;
            loop {
                if !touching(s) && attacked_among(r, pos, s, them, pos.side(them), occ) {
                    return false;
                }
                if s == kto || (s as i32 + step) as u32 == kto {
                    break;
                }
                s = (s as i32 + step) as u32;
            }
        }
        let rto = if rook > from { kto - 1 } else { kto + 1 };
        occ ^= B::bit(rook);
        occ ^= B::bit(rto);
    }
    occ |= B::bit(kto);
    if kind == Kind::EnPassant {
        occ &= !B::bit(u32::from(pos.ep_victim));
    }
    if blast && is_capture(pos, m) {
        occ &= !blast_zone(r, pos, kto);
    }
    if drop && r.captures.types & (1 << m.piece()) != 0 {
        ours |= B::bit(kto);
    }
    if !drop && ours.has(m.from()) {
        ours ^= B::bit(m.from()) ^ B::bit(kto);
    }
    // A shogi-style promotion (to a promoted form) adds no pseudo-royal piece in
    // Fairy-Stockfish's judgement, whatever its form counts as.
    if kind == Kind::Promotion
        && !r.types[m.piece() as usize].spec.promoted
        && r.captures.types & (1 << m.piece()) != 0
    {
        let same = pos.types_in(group_of(r, m.piece())) & pos.side(us);
        if same.count() > r.captures.count {
            ours &= !same;
        } else {
            ours |= B::bit(kto);
        }
    }
    // A move may not explode its own pseudo-royal pieces.
    if (ours & !occ).any() {
        return false;
    }
    if (theirs & !occ).any() {
        return true;
    }
    // Enemy pseudo-royal types that would petrify cannot capture.
    let attackers =
        pos.side(them) & occ & !B::bit(kto) & !pos.types_in(r.captures.petrify & r.captures.types);
    !ours
        .squares()
        .any(|sq| !touching(sq) && attacked_among(r, pos, sq, them, attackers, occ))
}

/// Keeps only the captures of `moves` (the legal moves of `pos`) where the variant forces
/// captures and one of them captures.
pub fn forced<B: Bits, T>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    moves: &mut Vec<T>,
    m: impl Fn(&T) -> FairyMove,
) {
    if r.captures.must_capture && moves.iter().any(|x| is_capture(pos, m(x))) {
        moves.retain(|x| is_capture(pos, m(x)));
    }
}

/// `side`'s pieces that may castle with a rook: those of the castling type where it is not
/// the royal one, else the royal pieces.
pub fn castlers<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, side: usize) -> B {
    match r.captures.castler {
        Some(t) => pos.of(side, t),
        None => pos.royals(r, side),
    }
}
