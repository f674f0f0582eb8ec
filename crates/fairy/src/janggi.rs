//! Janggi's rules, as Fairy-Stockfish plays them:
//!
//! - A janggi cannon ([`PieceSpec::janggi_cannon`](crate::spec::PieceSpec::janggi_cannon))
//!   hops as a cannon, to move or to capture, but never over a janggi cannon and never onto
//!   one.
//! - On the diagonal lines ([`VariantSpec::diagonal_lines`](crate::spec::VariantSpec)) a piece
//!   with a [`PalaceMove`] also moves diagonally, from a square of the lines to a square of
//!   the lines (the squares it passes need not be on them).
//! - Bikjang ([`Ending::Bikjang`](crate::spec::Ending::Bikjang)): while the royal pieces face
//!   each other on an open file or rank, the side to move may pass even in check, and its
//!   other moves must break the facing; a pass that leaves them facing ends the game.
//!
//! A variant with one of these rules lists every node's legal moves here (the fast paths
//! are off for it: [`crate::counter`]).

use crate::bits::Bits;
use crate::legal::{attacked_among, game_over};
use crate::make::make;
use crate::movegen::Visitor;
use crate::moves::{FairyMove, Kind};
use crate::position::FairyPosition;
use crate::rules::{Rules, TypeSet};
use crate::spec::{Ending, PalaceMove};

/// The eight line directions as (files, ranks) per step: the four orthogonal ones first
/// ([`ORTHOGONAL`]), then the four diagonal ones ([`DIAGONAL`]).
const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The indices of the orthogonal directions in [`DIRECTIONS`].
const ORTHOGONAL: std::ops::Range<usize> = 0..4;

/// The indices of the diagonal directions in [`DIRECTIONS`].
const DIAGONAL: std::ops::Range<usize> = 4..8;

/// The index in [`DIRECTIONS`] of the direction whose step is (`dx`, `dy`), each -1, 0 or 1
/// and not both 0.
#[inline(always)]
fn direction(dx: i32, dy: i32) -> usize {
    match (dx, dy) {
        (0, 1) => 0,
        (0, -1) => 1,
        (1, 0) => 2,
        (-1, 0) => 3,
        (1, 1) => 4,
        (1, -1) => 5,
        (-1, 1) => 6,
        _ => 7,
    }
}

/// One direction's lines on the board: `beyond[sq]` holds every square past `sq` that way.
#[derive(Clone, Debug)]
struct Ray<B> {
    beyond: Box<[B]>,
    /// A step that way lowers the square number, so the nearest square of a set is its
    /// highest.
    negative: bool,
}

impl<B: Bits> Ray<B> {
    /// The lines of the step (`dx`, `dy`) on `r`'s board.
    fn new(r: &Rules<B>, dx: i32, dy: i32) -> Ray<B> {
        let beyond = (0..r.geo.len() as u32)
            .map(|from| {
                let mut set = B::ZERO;
                let mut sq = from;
                while let Some(next) = r.geo.offset(sq, dx, dy) {
                    set |= B::bit(next);
                    sq = next;
                }
                set
            })
            .collect();
        // Squares are numbered rank by rank, each rank file by file.
        let negative = dy < 0 || (dy == 0 && dx < 0);
        Ray { beyond, negative }
    }

    /// The nearest square of `occ` past `sq`, if any.
    #[inline(always)]
    fn first(&self, sq: u32, occ: B) -> Option<u32> {
        let set = self.beyond[sq as usize] & occ;
        match (set.is_empty(), self.negative) {
            (true, _) => None,
            (false, true) => Some(set.msb()),
            (false, false) => Some(set.lsb()),
        }
    }

    /// The squares strictly between `from` and `to` if `to` lies past `from`, else every
    /// square past `from`.
    #[inline(always)]
    fn path(&self, from: u32, to: u32) -> B {
        let past = self.beyond[from as usize];
        if past.has(to) {
            past & !self.beyond[to as usize] & !B::bit(to)
        } else {
            past
        }
    }
}

/// A board as the attack test reads it: the occupied squares, the attacking side's pieces and
/// both sides' janggi cannons (the board before a move, or after it without making it).
#[derive(Clone, Copy, Debug)]
struct Seen<B> {
    occ: B,
    theirs: B,
    cannons: B,
}

/// Janggi's rules as tables.
#[derive(Clone, Debug)]
pub struct JanggiTables<B> {
    /// The janggi cannon types.
    pub cannons: TypeSet,
    /// The squares of the diagonal lines.
    pub lines: B,
    /// The squares off the diagonal lines that a diagonal from one of their squares to
    /// another passes (none in janggi's palaces).
    span: B,
    /// The bikjang rule.
    pub bikjang: bool,
    /// The lines of each direction of [`DIRECTIONS`].
    rays: [Ray<B>; 8],
    /// Every cannon type captures only by hops, each along a step of one line: then an
    /// attack by a cannon is read off the attack plan's hoppers.
    hops_only: bool,
}

impl<B: Bits> JanggiTables<B> {
    /// The tables of `r`'s variant, if it has one of janggi's rules.
    pub fn new(r: &Rules<B>) -> Option<JanggiTables<B>> {
        let cannons = (0..r.types.len())
            .filter(|&t| r.types[t].spec.janggi_cannon)
            .fold(0, |m, t| m | 1 << t);
        let mut lines = B::ZERO;
        if let Some(rows) = r.spec.diagonal_lines {
            for sq in 0..r.geo.len() as u32 {
                let (file, rank) = (r.geo.file(sq), r.geo.rank(sq));
                if rows[rank as usize] & (1 << file) != 0 {
                    lines |= B::bit(sq);
                }
            }
        }
        let bikjang = r.spec.endings.contains(&Ending::Bikjang);
        let mut span = B::ZERO;
        for from in lines.squares() {
            for &(dx, dy) in &DIRECTIONS[DIAGONAL] {
                let mut passed = B::ZERO;
                let mut sq = from;
                while let Some(next) = r.geo.offset(sq, dx, dy) {
                    if lines.has(next) {
                        span |= passed;
                    }
                    passed |= B::bit(next);
                    sq = next;
                }
            }
        }
        (cannons != 0 || lines.any() || bikjang).then(|| JanggiTables {
            cannons,
            lines,
            span: span & !lines,
            bikjang,
            rays: DIRECTIONS.map(|(dx, dy)| Ray::new(r, dx, dy)),
            hops_only: r.types.iter().filter(|ty| ty.spec.janggi_cannon).all(|ty| {
                ty.side.iter().all(|sr| {
                    let cap = &sr.capture;
                    !cap.has_leaps
                        && !cap.has_lame
                        && cap.lines.is_empty()
                        && cap.rides.is_empty()
                        && cap.hops.iter().all(|&d| {
                            let dir = &r.dirs[d as usize];
                            dir.dx.abs() <= 1 && dir.dy.abs() <= 1
                        })
                })
            }),
        })
    }

    /// True if the piece on `sq` is a janggi cannon.
    #[inline]
    fn is_cannon(&self, pos: &FairyPosition<B>, sq: u32) -> bool {
        pos.type_at(sq)
            .is_some_and(|t| self.cannons & (1 << t) != 0)
    }

    /// True if a cannon move from `from` to `to` (on one line) neither hops over nor lands on
    /// a janggi cannon. (A move off the lines through `from` is judged by the line of its
    /// step's signs, as the squares that way were walked.)
    #[inline]
    fn cannon_clear(&self, r: &Rules<B>, pos: &FairyPosition<B>, from: u32, to: u32) -> bool {
        self.clear_of(r, pos.types_in(self.cannons), from, to)
    }

    /// [`Self::cannon_clear`] with the janggi cannons on `cannons`.
    #[inline]
    fn clear_of(&self, r: &Rules<B>, cannons: B, from: u32, to: u32) -> bool {
        if cannons.has(to) {
            return false;
        }
        let dx = (r.geo.file(to) - r.geo.file(from)).signum();
        let dy = (r.geo.rank(to) - r.geo.rank(from)).signum();
        (self.rays[direction(dx, dy)].path(from, to) & cannons).is_empty()
    }

    /// The squares of the lines that the piece of `side` on `from` (on the lines) reaches
    /// along them by its [`PalaceMove`], own pieces included.
    fn diagonal_targets(
        &self,
        r: &Rules<B>,
        pos: &FairyPosition<B>,
        side: usize,
        kind: PalaceMove,
        from: u32,
    ) -> B {
        let occ = pos.occupied();
        let forward = if side == 0 { 1 } else { -1 };
        let mut out = B::ZERO;
        for &(dx, dy) in &DIRECTIONS[DIAGONAL] {
            match kind {
                PalaceMove::None => {}
                PalaceMove::Step => {
                    if let Some(t) = r.geo.offset(from, dx, dy) {
                        out |= B::bit(t);
                    }
                }
                PalaceMove::ForwardStep => {
                    if dy == forward
                        && let Some(t) = r.geo.offset(from, dx, dy)
                    {
                        out |= B::bit(t);
                    }
                }
                PalaceMove::Slide => {
                    let mut sq = from;
                    while let Some(t) = r.geo.offset(sq, dx, dy) {
                        out |= B::bit(t);
                        if occ.has(t) {
                            break;
                        }
                        sq = t;
                    }
                }
                PalaceMove::Hop => {
                    let mut sq = from;
                    let mut screen = false;
                    while let Some(t) = r.geo.offset(sq, dx, dy) {
                        sq = t;
                        if !screen {
                            if occ.has(t) {
                                if self.is_cannon(pos, t) {
                                    break;
                                }
                                screen = true;
                            }
                            continue;
                        }
                        if occ.has(t) {
                            if !self.is_cannon(pos, t) {
                                out |= B::bit(t);
                            }
                            break;
                        }
                        out |= B::bit(t);
                    }
                }
            }
        }
        out & self.lines
    }

    /// Gives `f` every pseudo-legal move of `pos` under janggi's rules (passes left out).
    pub fn generate(&self, r: &Rules<B>, pos: &FairyPosition<B>, f: &mut impl Visitor<B>) {
        crate::movegen::generate(
            r,
            pos,
            &mut CannonRule {
                j: self,
                r,
                pos,
                cannons: pos.types_in(self.cannons),
                inner: &mut *f,
            },
        );
        if self.lines.is_empty() {
            return;
        }
        let us = pos.turn();
        let enemy = pos.side(1 - us);
        for from in (pos.side(us) & self.lines).squares() {
            let Some(t) = pos.type_at(from) else { continue };
            let ty = &r.types[t as usize];
            let sr = &ty.side[us];
            let targets =
                self.diagonal_targets(r, pos, us, ty.spec.palace, from) & sr.zone & !pos.side(us);
            let promoting = targets & crate::movegen::promotion_targets(ty, sr, from, enemy);
            f.targets(from, targets & !promoting);
            for to in promoting.squares() {
                crate::movegen::promote(pos, us, ty, sr, FairyMove::normal(from, to), &mut |m| {
                    f.each(m)
                });
            }
        }
    }

    /// True if `by`'s pieces attack `sq` in `pos` under janggi's rules (`sq` may be empty).
    pub fn attacked(&self, r: &Rules<B>, pos: &FairyPosition<B>, sq: u32, by: usize) -> bool {
        let seen = Seen {
            occ: pos.occupied(),
            theirs: pos.side(by),
            cannons: pos.types_in(self.cannons),
        };
        self.attacked_in(r, pos, sq, by, seen)
    }

    /// True if `by`'s pieces of `seen.theirs` attack `sq` where `seen` tells the board, `pos`
    /// the types on the squares of `seen.theirs` (`sq` may be empty).
    fn attacked_in(
        &self,
        r: &Rules<B>,
        pos: &FairyPosition<B>,
        sq: u32,
        by: usize,
        seen: Seen<B>,
    ) -> bool {
        let occ = seen.occ | B::bit(sq);
        let theirs = seen.theirs;
        let cannons = seen.cannons & theirs;
        if attacked_among(r, pos, sq, by, theirs & !cannons, occ) {
            return true;
        }
        if cannons.any() && self.cannon_attacks(r, pos, sq, by, cannons, seen.cannons, occ) {
            return true;
        }
        if !self.lines.has(sq) {
            return false;
        }
        let forward = if by == 0 { 1 } else { -1 };
        for d in DIAGONAL {
            let ray = &self.rays[d];
            // The first piece on the diagonal from `sq`, and the one beyond it.
            let Some(p) = ray.first(sq, occ) else {
                continue;
            };
            let adjacent = ray.path(sq, p).is_empty();
            let hop = ray.first(p, occ).is_some_and(|t| {
                theirs.has(t)
                    && self.lines.has(t)
                    && seen.cannons.has(t)
                    && !seen.cannons.has(p)
                    && self.palace(r, pos, t) == PalaceMove::Hop
            });
            if hop {
                return true;
            }
            if !theirs.has(p) || !self.lines.has(p) {
                continue;
            }
            let hit = match self.palace(r, pos, p) {
                PalaceMove::Step => adjacent,
                // The attacker steps forward onto `sq`: `sq` lies forward of it.
                PalaceMove::ForwardStep => adjacent && -DIRECTIONS[d].1 == forward,
                PalaceMove::Slide => true,
                PalaceMove::None | PalaceMove::Hop => false,
            };
            if hit {
                return true;
            }
        }
        false
    }

    /// True if one of `cannons` (of `by`) attacks `sq` along its lines (not the diagonal
    /// lines), with `occ` occupied and the janggi cannons of both sides on `all`: it captures
    /// onto `sq` by its hop and neither hops over nor lands on a janggi cannon.
    #[allow(clippy::too_many_arguments)]
    fn cannon_attacks(
        &self,
        r: &Rules<B>,
        pos: &FairyPosition<B>,
        sq: u32,
        by: usize,
        cannons: B,
        all: B,
        occ: B,
    ) -> bool {
        if !self.hops_only {
            return cannons.squares().any(|c| {
                let t = pos.type_at(c).expect("a cannon") as usize;
                let reach = r.targets(&r.types[t].side[by].capture, c, occ);
                reach.has(sq) && self.clear_of(r, all, c, sq)
            });
        }
        if all.has(sq) {
            return false;
        }
        let s = sq as usize;
        for g in &r.attacks[by].hops.groups {
            let near = g.lines[s] & cannons & pos.types_in(g.types);
            if near.is_empty() {
                continue;
            }
            for &d in &g.dirs {
                let dir = &r.dirs[d as usize];
                let line = dir.full[s];
                if (line & near).any() && (dir.hop_source(sq, occ) & near).any() {
                    // The only piece between is the screen, the first one from `sq`.
                    if !all.has(dir.nearest(line & occ)) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// True if the plain move or drop `m` of the side to move in `pos` leaves one of its
    /// royal pieces attacked, judged on the board after it without making it. (`m` is not a
    /// promotion, castling, en passant or pass.)
    fn exposes(&self, r: &Rules<B>, pos: &FairyPosition<B>, m: FairyMove) -> bool {
        let us = pos.turn();
        let (from, to) = (m.from(), m.to());
        let (left, moved) = match m.kind() {
            Kind::Drop => (B::ZERO, m.piece()),
            _ => (B::bit(from), pos.type_at(from).expect("a piece moves")),
        };
        let mut cannons = pos.types_in(self.cannons) & !left & !B::bit(to);
        if self.cannons & (1 << moved) != 0 {
            cannons |= B::bit(to);
        }
        let seen = Seen {
            occ: (pos.occupied() & !left) | B::bit(to),
            theirs: pos.side(1 - us) & !B::bit(to),
            cannons,
        };
        let mut royals = pos.royals(r, us);
        if royals.has(from) || r.royal & (1 << moved) != 0 {
            // The royal piece moves, or one is dropped.
            royals = (royals & !left) | B::bit(to);
        }
        royals
            .squares()
            .any(|k| self.attacked_in(r, pos, k, 1 - us, seen))
    }

    /// True if the piece of `by` on `from` attacks `sq` in `pos` under janggi's rules.
    pub fn attacks_from(
        &self,
        r: &Rules<B>,
        pos: &FairyPosition<B>,
        by: usize,
        from: u32,
        sq: u32,
    ) -> bool {
        let Some(t) = pos.type_at(from) else {
            return false;
        };
        let occ = pos.occupied() | B::bit(sq);
        let ty = &r.types[t as usize];
        let straight = r.targets(&ty.side[by].capture, from, occ).has(sq)
            && (!self.is_cannon(pos, from) || self.cannon_clear(r, pos, from, sq));
        let diagonal = self.lines.has(from)
            && self.lines.has(sq)
            && self
                .diagonal_targets(r, pos, by, ty.spec.palace, from)
                .has(sq);
        straight || diagonal
    }

    /// The [`PalaceMove`] of the piece on `sq`.
    fn palace(&self, r: &Rules<B>, pos: &FairyPosition<B>, sq: u32) -> PalaceMove {
        pos.type_at(sq)
            .map_or(PalaceMove::None, |t| r.types[t as usize].spec.palace)
    }

    /// True if `side`'s royal pieces are attacked in `pos` under janggi's rules.
    pub fn in_check(&self, r: &Rules<B>, pos: &FairyPosition<B>, side: usize) -> bool {
        pos.royals(r, side)
            .squares()
            .any(|k| self.attacked(r, pos, k, 1 - side))
    }

    /// True if a royal piece of each side face each other on a file or rank with nothing
    /// between them.
    pub fn facing(&self, r: &Rules<B>, pos: &FairyPosition<B>) -> bool {
        let theirs = pos.royals(r, 1);
        let occ = pos.occupied();
        pos.royals(r, 0).squares().any(|k| {
            ORTHOGONAL
                .into_iter()
                .any(|d| self.rays[d].first(k, occ).is_some_and(|p| theirs.has(p)))
        })
    }

    /// True if bikjang has ended the game in `pos`: the royal pieces face each other after a
    /// pass (a pass from a position where they faced each other too, as no other move may
    /// leave them facing).
    pub fn bikjang_over(&self, r: &Rules<B>, pos: &FairyPosition<B>) -> bool {
        self.bikjang && pos.passes() >= 1 && self.facing(r, pos)
    }

    /// The position after `m` if `m` is legal in `pos` under janggi's rules.
    pub fn play_legal(
        &self,
        r: &Rules<B>,
        pos: &FairyPosition<B>,
        m: FairyMove,
    ) -> Option<FairyPosition<B>> {
        self.play_legal_facing(r, pos, m, self.bikjang && self.facing(r, pos))
    }

    /// [`Self::play_legal`] where `bikjang` tells whether the bikjang rule holds in `pos`
    /// (the variant has it and the royal pieces face each other).
    #[inline]
    fn play_legal_facing(
        &self,
        r: &Rules<B>,
        pos: &FairyPosition<B>,
        m: FairyMove,
        bikjang: bool,
    ) -> Option<FairyPosition<B>> {
        let us = pos.turn();
        let child = make(r, pos, m);
        if bikjang && m.is_pass() {
            return Some(child);
        }
        let faces = (bikjang || r.spec.flying_general)
            && !matches!(
                m.kind(),
                Kind::EnPassant | Kind::Castle | Kind::CastleGateRook
            );
        if faces && self.facing(r, &child) {
            return None;
        }
        if self.in_check(r, &child, us) {
            return None;
        }
        Some(child)
    }

    /// Leaf nodes at `depth` (1 or more) below `pos`, where no capture is forced: each legal
    /// move (the pass included) made, its child counted on the spot, no list kept. A move
    /// aside from the royal piece ([`Self::aside`]) is legal untested; the others are tested.
    /// At the last ply nothing is made but where the kings' facing is in play: the moves
    /// aside are counted by sets, the other plain moves and drops judged by
    /// [`Self::exposes`].
    pub fn perft(&self, r: &Rules<B>, pos: &FairyPosition<B>, depth: u32) -> u64 {
        if game_over(r, pos) {
            return 0;
        }
        let mut nodes = 0;
        let mut any = false;
        let facing = self.facing(r, pos);
        let bikjang = self.bikjang && facing;
        let aside = self.aside(r, pos, facing);
        if depth == 1 {
            let mut last = LastPly {
                j: self,
                r,
                pos,
                aside,
                bikjang,
                nodes: 0,
            };
            self.generate(r, pos, &mut last);
            nodes = last.nodes;
            any = nodes > 0;
        } else {
            self.generate(r, pos, &mut |m: FairyMove| {
                let plain = matches!(m.kind(), Kind::Normal | Kind::Promotion | Kind::Drop);
                let child = if plain && aside.has(m.from()) && aside.has(m.to()) {
                    // A move that cannot change its royal piece's safety: legal.
                    Some(make(r, pos, m))
                } else {
                    self.play_legal_facing(r, pos, m, bikjang)
                };
                if let Some(child) = child {
                    any = true;
                    nodes += self.perft(r, &child, depth - 1);
                }
            });
        }
        let pass = r.flip.as_ref().and_then(|f| f.pass_move(r, pos, any));
        if let Some(m) = pass
            && let Some(child) = self.play_legal_facing(r, pos, m, bikjang)
        {
            nodes += match depth {
                1 => 1,
                _ => self.perft(r, &child, depth - 1),
            };
        }
        nodes
    }

    /// The squares where a move (or drop) of a piece other than the side to move's royal
    /// piece may start and land without changing whether that piece is attacked, or whether
    /// the royal pieces face each other where that is barred: off every line from it on which
    /// a piece of theirs stands that rides or hops along it toward the royal piece, off the
    /// legs of the lame leaps their pieces aim at it, off the diagonal lines and the squares
    /// between them, and, where the royal pieces may not face each other
    /// ([`VariantSpec::flying_general`]), off its rank and its file. None where it is in
    /// check, the royal pieces face each other (`facing`), or the side has no single royal
    /// piece. (Their pieces do not move, so a line or leg without their piece stays
    /// harmless.)
    ///
    /// [`VariantSpec::flying_general`]: crate::spec::VariantSpec
    fn aside(&self, r: &Rules<B>, pos: &FairyPosition<B>, facing: bool) -> B {
        let us = pos.turn();
        let royals = pos.royals(r, us);
        if royals.count() != 1 || facing || self.in_check(r, pos, us) {
            return B::ZERO;
        }
        let k = royals.lsb();
        let s = k as usize;
        let theirs = pos.side(1 - us);
        let plan = &r.attacks[1 - us];
        let mut near = self.lines | self.span | B::bit(k);
        if r.spec.flying_general {
            near |= r.geo.rank_mask::<B>(r.geo.rank(k)) | r.geo.file_mask::<B>(r.geo.file(k));
        }
        for g in plan.rides.groups.iter().chain(&plan.hops.groups) {
            let attackers = g.lines[s] & theirs & pos.types_in(g.types);
            if attackers.is_empty() {
                continue;
            }
            for &d in &g.dirs {
                let line = r.dirs[d as usize].full[s];
                if (line & attackers).any() {
                    near |= line;
                }
            }
        }
        for (t, from) in &plan.lame {
            let leapers = pos.pieces[*t as usize] & theirs;
            if leapers.is_empty() {
                continue;
            }
            for &(legs, source) in from[s].iter() {
                if (source & leapers).any() {
                    near |= legs;
                }
            }
        }
        r.all & !near
    }

    /// The legal moves of `pos` with the positions they lead to, the pass included.
    pub fn children(
        &self,
        r: &Rules<B>,
        pos: &FairyPosition<B>,
    ) -> Vec<(FairyMove, FairyPosition<B>)> {
        let mut out = Vec::new();
        if game_over(r, pos) {
            return out;
        }
        let bikjang = self.bikjang && self.facing(r, pos);
        self.generate(r, pos, &mut |m| {
            if let Some(child) = self.play_legal_facing(r, pos, m, bikjang) {
                out.push((m, child));
            }
        });
        crate::capture_rules::forced(r, pos, &mut out, |x| x.0);
        let pass = r
            .flip
            .as_ref()
            .and_then(|f| f.pass_move(r, pos, !out.is_empty()));
        if let Some(m) = pass
            && let Some(child) = self.play_legal_facing(r, pos, m, bikjang)
        {
            out.push((m, child));
        }
        out
    }
}

/// Passes on the moves of the general generator that janggi's cannon rule allows: a janggi
/// cannon's move that hops over or lands on a janggi cannon is dropped; the other pieces'
/// plain moves and drops go on as sets.
struct CannonRule<'a, B: Bits, V: Visitor<B>> {
    j: &'a JanggiTables<B>,
    r: &'a Rules<B>,
    pos: &'a FairyPosition<B>,
    /// Both sides' janggi cannons.
    cannons: B,
    inner: &'a mut V,
}

impl<B: Bits, V: Visitor<B>> Visitor<B> for CannonRule<'_, B, V> {
    #[inline(always)]
    fn each(&mut self, m: FairyMove) {
        let hops = matches!(m.kind(), Kind::Normal | Kind::Promotion) && self.cannons.has(m.from());
        if !hops || self.j.cannon_clear(self.r, self.pos, m.from(), m.to()) {
            self.inner.each(m);
        }
    }

    #[inline(always)]
    fn targets(&mut self, from: u32, targets: B) {
        if self.cannons.has(from) {
            for to in targets.squares() {
                self.each(FairyMove::normal(from, to));
            }
        } else {
            self.inner.targets(from, targets);
        }
    }

    #[inline(always)]
    fn drops(&mut self, t: u8, targets: B) {
        self.inner.drops(t, targets);
    }
}

/// Counts the legal moves of a node at the last ply: a move aside from the royal piece
/// ([`JanggiTables::aside`]) unmade, set-wise where the generator gives a set; any other made
/// and tested.
struct LastPly<'a, B: Bits> {
    j: &'a JanggiTables<B>,
    r: &'a Rules<B>,
    pos: &'a FairyPosition<B>,
    aside: B,
    /// The bikjang rule holds in `pos`.
    bikjang: bool,
    nodes: u64,
}

impl<B: Bits> Visitor<B> for LastPly<'_, B> {
    #[inline(always)]
    fn each(&mut self, m: FairyMove) {
        let legal = match m.kind() {
            Kind::Normal | Kind::Drop if self.aside.has(m.from()) && self.aside.has(m.to()) => true,
            // Without the facing rule in play, a plain move is judged unmade.
            Kind::Normal | Kind::Drop if !self.bikjang && !self.r.spec.flying_general => {
                !self.j.exposes(self.r, self.pos, m)
            }
            Kind::Promotion if self.aside.has(m.from()) && self.aside.has(m.to()) => true,
            _ => self
                .j
                .play_legal_facing(self.r, self.pos, m, self.bikjang)
                .is_some(),
        };
        self.nodes += u64::from(legal);
    }

    #[inline(always)]
    fn targets(&mut self, from: u32, targets: B) {
        let unmade = if self.aside.has(from) {
            targets & self.aside
        } else {
            B::ZERO
        };
        self.nodes += unmade.count() as u64;
        for to in (targets & !unmade).squares() {
            self.each(FairyMove::normal(from, to));
        }
    }

    #[inline(always)]
    fn drops(&mut self, t: u8, targets: B) {
        self.nodes += (targets & self.aside).count() as u64;
        for to in (targets & !self.aside).squares() {
            self.each(FairyMove::drop(t, to));
        }
    }
}

/// True if `by`'s pieces attack `sq` in `pos`, under janggi's rules where the variant has
/// them ([`crate::legal::attacked`] otherwise).
#[inline]
pub fn attacked<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, sq: u32, by: usize, occ: B) -> bool {
    match &r.janggi {
        Some(j) => j.attacked(r, pos, sq, by),
        None => crate::legal::attacked(r, pos, sq, by, occ),
    }
}

/// True if `side` is in check in `pos`, under janggi's rules where the variant has them.
pub fn in_check<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, side: usize) -> bool {
    match &r.janggi {
        Some(j) => j.in_check(r, pos, side),
        None => crate::legal::in_check(r, pos, side),
    }
}

#[cfg(test)]
mod tests {
    use super::{DIRECTIONS, JanggiTables};
    use crate::Fairy;
    use crate::bits::Bits;
    use crate::legal::attacked_among;
    use crate::position::FairyPosition;
    use crate::rules::Rules;
    use crate::spec::PalaceMove;
    use bitperft::Game;

    /// [`JanggiTables::cannon_clear`] square by square along the step's signs.
    fn cannon_clear_slowly<B: Bits>(
        j: &JanggiTables<B>,
        r: &Rules<B>,
        pos: &FairyPosition<B>,
        from: u32,
        to: u32,
    ) -> bool {
        if j.is_cannon(pos, to) {
            return false;
        }
        let dx = (r.geo.file(to) - r.geo.file(from)).signum();
        let dy = (r.geo.rank(to) - r.geo.rank(from)).signum();
        let mut sq = from;
        while let Some(next) = r.geo.offset(sq, dx, dy) {
            if next == to {
                return true;
            }
            if j.is_cannon(pos, next) {
                return false;
            }
            sq = next;
        }
        true
    }

    /// [`JanggiTables::attacked`] with each line walked square by square.
    fn attacked_slowly<B: Bits>(
        j: &JanggiTables<B>,
        r: &Rules<B>,
        pos: &FairyPosition<B>,
        sq: u32,
        by: usize,
    ) -> bool {
        let occ = pos.occupied() | B::bit(sq);
        let theirs = pos.side(by);
        let cannons = pos.types_in(j.cannons) & theirs;
        if attacked_among(r, pos, sq, by, theirs & !cannons, occ) {
            return true;
        }
        for c in cannons.squares() {
            let t = pos.type_at(c).expect("a cannon") as usize;
            let reach = r.targets(&r.types[t].side[by].capture, c, occ);
            if reach.has(sq) && cannon_clear_slowly(j, r, pos, c, sq) {
                return true;
            }
        }
        if !j.lines.has(sq) {
            return false;
        }
        let forward = if by == 0 { 1 } else { -1 };
        for &(dx, dy) in &DIRECTIONS[4..] {
            let mut at = sq;
            let mut first: Option<(u32, bool)> = None;
            while let Some(t) = r.geo.offset(at, dx, dy) {
                at = t;
                if !occ.has(t) {
                    continue;
                }
                match first {
                    None => first = Some((t, r.geo.offset(sq, dx, dy) == Some(t))),
                    Some((screen, _)) => {
                        if theirs.has(t)
                            && j.lines.has(t)
                            && j.is_cannon(pos, t)
                            && !j.is_cannon(pos, screen)
                            && j.palace(r, pos, t) == PalaceMove::Hop
                        {
                            return true;
                        }
                        break;
                    }
                }
            }
            let Some((p, adjacent)) = first else { continue };
            if !theirs.has(p) || !j.lines.has(p) {
                continue;
            }
            let hit = match j.palace(r, pos, p) {
                PalaceMove::Step => adjacent,
                PalaceMove::ForwardStep => adjacent && -dy == forward,
                PalaceMove::Slide => true,
                PalaceMove::None | PalaceMove::Hop => false,
            };
            if hit {
                return true;
            }
        }
        false
    }

    /// [`JanggiTables::facing`] with each line walked square by square.
    fn facing_slowly<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> bool {
        let theirs = pos.royals(r, 1);
        let occ = pos.occupied();
        pos.royals(r, 0).squares().any(|k| {
            DIRECTIONS[..4].iter().any(|&(dx, dy)| {
                let mut at = k;
                while let Some(t) = r.geo.offset(at, dx, dy) {
                    if occ.has(t) {
                        return theirs.has(t);
                    }
                    at = t;
                }
                false
            })
        })
    }

    /// Gives `f` each position along `games` random games of up to `plies` plies of each
    /// janggi name, with the name, the game, its rules and its janggi tables.
    fn each_janggi_position(
        seed: u64,
        games: usize,
        plies: usize,
        mut f: impl FnMut(&str, &Fairy<u128>, &Rules<u128>, &JanggiTables<u128>, &FairyPosition<u128>),
    ) {
        for name in [
            "janggi",
            "janggimodern",
            "janggicasual",
            "janggitraditional",
        ] {
            crate::testing::random_positions::<u128>(name, seed, games, plies, |game, pos| {
                let r = game.rules();
                let j = r.janggi.as_ref().expect("janggi's rules");
                f(name, game, r, j, pos);
            });
        }
    }

    /// Along random games of the janggi names: attacks on every square by each side, cannon
    /// moves from every cannon to every square, and the royal pieces facing each other, by
    /// the lines' tables and walked square by square.
    #[test]
    fn line_tables_are_the_lines_walked() {
        let mut positions = 0;
        each_janggi_position(0x51de_77a3, 3, 120, |name, _, r, j, pos| {
            assert_eq!(j.facing(r, pos), facing_slowly(r, pos), "{name}");
            for sq in 0..r.geo.len() as u32 {
                for by in 0..2 {
                    let fast = j.attacked(r, pos, sq, by);
                    assert_eq!(fast, attacked_slowly(j, r, pos, sq, by), "{name} {sq} {by}");
                }
                for c in pos.types_in(j.cannons).squares() {
                    if c != sq {
                        let fast = j.cannon_clear(r, pos, c, sq);
                        assert_eq!(fast, cannon_clear_slowly(j, r, pos, c, sq), "{name}");
                    }
                }
            }
            positions += 1;
        });
        assert!(positions > 300, "{positions}");
    }

    /// The checkers of `fen` in janggi.
    fn checkers(fen: &str) -> Vec<String> {
        let spec = crate::catalog::find("janggi").expect("janggi");
        let game = Fairy::<u128>::from_spec(spec).expect("tables");
        let pos = game.parse(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        game.checkers(&pos)
    }

    #[test]
    fn palace_lines_and_cannon_screens_decide_checks() {
        // A chariot checks along the palace diagonal.
        assert_eq!(checkers("3k5/4R4/5c3/9/9/9/9/9/4K4/5C3 b - - 0 1"), ["e9"]);
        // A cannon does not hop over a cannon.
        assert!(checkers("4k4/9/9/9/9/9/9/4C4/4c4/4K4 w - - 0 1").is_empty());
        // A cannon hops over another piece to check.
        assert_eq!(checkers("4k4/9/9/9/9/9/9/4c4/4A4/4K4 w - - 0 1"), ["e3"]);
    }

    /// Along random games of the janggi names, each plain move judged without being made
    /// leaves the royal piece attacked exactly where the position made by it has it attacked.
    #[test]
    fn moves_judged_unmade_expose_as_made() {
        let mut moves = 0;
        each_janggi_position(0x3e1f_9a05, 3, 100, |name, game, r, j, pos| {
            j.generate(r, pos, &mut |m: crate::moves::FairyMove| {
                if matches!(
                    m.kind(),
                    crate::moves::Kind::Normal | crate::moves::Kind::Drop
                ) {
                    let made = j.in_check(r, &crate::make::make(r, pos, m), pos.turn());
                    assert_eq!(j.exposes(r, pos, m), made, "{name} {}", game.fen(pos));
                    moves += 1;
                }
            });
        });
        assert!(moves > 20_000, "{moves}");
    }

    /// Along random games of the janggi names, the leaves counted with the moves aside from
    /// the royal piece unmade against the legal moves made one by one, and depth 2 against
    /// the children's counts.
    #[test]
    fn leaves_counted_unmade_are_the_legal_moves() {
        let mut positions = 0;
        each_janggi_position(0x7a9e_0c4a_11d5_ea0e, 3, 90, |name, _, r, j, pos| {
            let children = j.children(r, pos);
            assert_eq!(j.perft(r, pos, 1), children.len() as u64, "{name}");
            let by_children: u64 = children.iter().map(|(_, c)| j.perft(r, c, 1)).sum();
            assert_eq!(j.perft(r, pos, 2), by_children, "{name}");
            positions += 1;
        });
        assert!(positions > 200, "{positions}");
    }
}
