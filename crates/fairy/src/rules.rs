//! [`Rules`]: a [`VariantSpec`] turned into tables — per piece type, side and square, the
//! squares it leaps to, the lines it rides, the lame steps and their paths, the hops — plus
//! the reverse tables that answer "is this square attacked?".

use crate::betza::{self, BetzaError, Step};
use crate::bits::Bits;
use crate::geometry::Geometry;
use crate::leaper_sets::LeaperSet;
use crate::position::FairyPosition;
use crate::spec::{Confinement, PieceSpec, PromotionStyle, VariantSpec};
use std::fmt;

/// A set of piece types: bit `t` for type `t`.
pub type TypeSet = u32;

/// The most piece types a variant can have: one per bit of a [`TypeSet`].
pub const MAX_TYPES: usize = TypeSet::BITS as usize;

/// The first `n` types (every type of a variant with `n` types).
pub const fn first_types(n: usize) -> TypeSet {
    if n >= MAX_TYPES {
        TypeSet::MAX
    } else {
        (1 << n) - 1
    }
}

/// A line direction with its rays: `ray[sq]` the squares a rider of this direction and range
/// passes from `sq` on an empty board, `full[sq]` the whole line beyond `sq`.
#[derive(Clone, Debug)]
pub struct Dir<B> {
    /// Files per step.
    pub dx: i8,
    /// Ranks per step.
    pub dy: i8,
    /// Most steps (0: unlimited). For a hop: 0 a cannon's (it lands anywhere beyond its
    /// screen), 1 a grasshopper's (it lands right behind its screen), more a cannon's that
    /// lands within that many steps of its start.
    pub range: u8,
    /// The step lowers the square number: the nearest blocker is the highest one.
    pub negative: bool,
    /// Per square: the ray within the range.
    pub ray: Box<[B]>,
    /// Per square: the unlimited ray.
    pub full: Box<[B]>,
}

impl<B: Bits> Dir<B> {
    /// The nearest square of `set` on the unlimited ray from `sq` (`set` within `full[sq]`,
    /// not empty).
    #[inline(always)]
    pub fn nearest(&self, set: B) -> u32 {
        if self.negative { set.msb() } else { set.lsb() }
    }

    /// The squares a rider on `sq` reaches with `occ` occupied: up to and including the first
    /// occupied square.
    #[inline(always)]
    pub fn attacks(&self, sq: u32, occ: B) -> B {
        let ray = self.ray[sq as usize];
        let blockers = ray & occ;
        if blockers.is_empty() {
            ray
        } else {
            ray & !self.full[self.nearest(blockers) as usize]
        }
    }

    /// The first `N` pieces of `occ` on the unlimited ray from `sq`, nearest first (`None`
    /// where the ray has fewer).
    #[inline(always)]
    pub fn first_pieces<const N: usize>(&self, sq: u32, occ: B) -> [Option<u32>; N] {
        let mut out = [None; N];
        let mut rest = self.full[sq as usize] & occ;
        for p in out.iter_mut() {
            if rest.is_empty() {
                break;
            }
            let q = self.nearest(rest);
            *p = Some(q);
            rest &= self.full[q as usize];
        }
        out
    }

    /// The square a hopper on `sq` captures on (a cannon: the first piece beyond exactly one
    /// screen; a grasshopper: the square right behind its screen; a hop of range 2 or more: a
    /// cannon's within that many steps of `sq`), if a piece stands there.
    #[inline(always)]
    pub fn hop_target(&self, sq: u32, occ: B) -> B {
        let blockers = self.full[sq as usize] & occ;
        if blockers.is_empty() {
            return B::ZERO;
        }
        let screen = self.nearest(blockers);
        match self.range {
            0 => self.first_beyond(screen, occ),
            1 => self.ray[screen as usize] & occ,
            _ => self.first_beyond(screen, occ) & self.ray[sq as usize],
        }
    }

    /// The square of the first piece beyond `screen` along this direction, with `occ`
    /// occupied, if any.
    #[inline(always)]
    fn first_beyond(&self, screen: u32, occ: B) -> B {
        let beyond = self.full[screen as usize] & occ;
        if beyond.is_empty() {
            B::ZERO
        } else {
            B::bit(self.nearest(beyond))
        }
    }

    /// The square of a hopper that captures on `sq`, along this direction reversed (from the
    /// target toward the hopper), with `occ` occupied, if any piece stands there: a cannon's
    /// is the second piece on the line, a grasshopper's the first piece beyond the square next
    /// to `sq` (which must hold its screen).
    #[inline(always)]
    pub fn hop_source(&self, sq: u32, occ: B) -> B {
        if self.range != 1 {
            return self.hop_target(sq, occ);
        }
        let screen = self.ray[sq as usize] & occ;
        if screen.is_empty() {
            return B::ZERO;
        }
        self.first_beyond(screen.lsb(), occ)
    }

    /// The squares a hopper on `sq` moves to quietly: the empty squares beyond the screen, up
    /// to the next piece (a grasshopper: the square right behind it, if empty; a hop of range
    /// 2 or more: those within that many steps of `sq`, as Fairy-Stockfish bounds a hop's
    /// range from where it starts).
    #[inline(always)]
    pub fn hop_quiet(&self, sq: u32, occ: B) -> B {
        let blockers = self.full[sq as usize] & occ;
        if blockers.is_empty() {
            return B::ZERO;
        }
        let screen = self.nearest(blockers);
        let landing = self.attacks(screen, occ) & !occ;
        if self.range > 1 {
            // The range from `screen` is wider than what is left of it from `sq`.
            landing & self.ray[sq as usize]
        } else {
            landing
        }
    }
}

/// The squares one castling needs.
#[derive(Clone, Copy, Debug)]
pub struct CastleSquares<B> {
    /// Every square king and rook cross or land on (they may stand on it themselves).
    pub span: B,
    /// The king's path, its start included: none of it may be attacked.
    pub path: B,
    /// The squares of the rank beyond the rook, seen from the king's path: castling lifts the
    /// rook, so a rider there attacks the path once it has gone (Chess960: rook b8, king d8
    /// to c8, a queen on a8).
    pub beyond_rook: B,
    /// Where the king lands.
    pub king_to: u32,
}

/// One kind of step set of a piece on one side (its quiet moves, its captures, its initial
/// moves): what it reaches from each square.
#[derive(Clone, Debug, Default)]
pub struct MoveSet<B> {
    /// Per square: the leaps.
    pub leap: Box<[B]>,
    /// The directions it rides without a range, paired with the opposite one: `(up, down)`,
    /// `up` the direction that raises the square number (indices into [`Rules::dirs`]).
    pub lines: Vec<(u8, u8)>,
    /// The other directions it rides (indices into [`Rules::dirs`]).
    pub rides: Vec<u8>,
    /// Per square: the lame steps, `(squares that must be empty, target)`.
    pub lame: Box<[Vec<(B, B)>]>,
    /// Only leaps: no lines, rides, lame steps or hops (the targets are `leap[sq]`).
    pub leaps_only: bool,
    /// Some square has lame steps.
    pub has_lame: bool,
    /// Some square has leaps (else `leap` is not read).
    pub has_leaps: bool,
    /// The directions it hops (indices into [`Rules::dirs`]: range 0 a cannon's hop, 1 a
    /// grasshopper's).
    pub hops: Vec<u8>,
}

/// What one piece type does for one side.
#[derive(Clone, Debug)]
pub struct SideRules<B> {
    /// Steps to empty squares (not the initial-only ones).
    pub quiet: MoveSet<B>,
    /// Steps that capture.
    pub capture: MoveSet<B>,
    /// Quiet steps allowed only from [`SideRules::initial_squares`].
    pub initial: MoveSet<B>,
    /// The quiet and capture sets are the same (no hops): one lookup serves both.
    pub same: bool,
    /// The squares it may stand on.
    pub zone: B,
    /// Where its initial steps may start.
    pub initial_squares: B,
    /// Its promotion zone (empty if it does not promote).
    pub promotion_zone: B,
    /// Squares from which it could never move, on an empty board.
    pub dead: B,
    /// Per square: the squares from which its capture leaps reach it (for en passant).
    pub capture_from: Box<[B]>,
    /// Per square: the squares from which its captures reach it on an empty board (a rider's
    /// whole line, a lame leap with its legs empty; hops left out: they need a screen).
    pub reached_from: Box<[B]>,
    /// Its moves set-wise, if it is a leaper ([`crate::leaper_sets`]).
    pub leaper_set: Option<LeaperSet<B>>,
    /// Where it stands when a move of it may promote (a superset: on an empty board, a hop
    /// along its whole line).
    pub promotes_from: B,
}

/// One piece type.
#[derive(Clone, Debug)]
pub struct TypeRules<B> {
    /// Its description.
    pub spec: PieceSpec,
    /// Per side, the types it may promote to, each with the most of that type a side may have
    /// after promoting (`u8::MAX`: no limit).
    pub promotions: [Vec<(u8, u8)>; 2],
    /// The type it returns to a hand as (itself, or what it was promoted from).
    pub demoted: u8,
    /// For White, for Black.
    pub side: [SideRules<B>; 2],
}

/// Per target square: `(squares that must be empty, the square attacking across them)`.
pub type LameFrom<B> = Box<[Vec<(B, B)>]>;

/// The attacks of one side's pieces, reversed: which squares attack a given square.
#[derive(Clone, Debug, Default)]
pub struct AttackPlan<B> {
    /// `(type, per target: the squares its leaps attack the target from)`.
    pub leaps: Vec<(u8, Box<[B]>)>,
    /// `(type, per target: (squares that must be empty, the square attacking across them))`.
    pub lame: Vec<(u8, LameFrom<B>)>,
    /// Per target: every square a leap or lame step of any type attacks it from (a first
    /// filter: no piece there, no such attack).
    pub stepped_from: Box<[B]>,
    /// The riders' lines.
    pub rides: LineAttackers<B>,
    /// The hoppers' lines.
    pub hops: LineAttackers<B>,
}

/// The lines along which one kind of line piece (riders, or hoppers) attacks a square, in
/// groups of directions ridden by the same types.
#[derive(Clone, Debug, Default)]
pub struct LineAttackers<B> {
    /// The groups.
    pub groups: Vec<LineGroup<B>>,
}

/// Directions along which the same piece types attack.
#[derive(Clone, Debug)]
pub struct LineGroup<B> {
    /// The types.
    pub types: TypeSet,
    /// The reverse directions (indices into [`Rules::dirs`]): from the attacked square toward
    /// the attacker.
    pub dirs: Vec<u8>,
    /// Per target: every square of those lines through it (beyond the range of ranged riders
    /// too).
    pub lines: Box<[B]>,
}

/// The most groups a [`LineAttackers`] table may have (the built-in variants have at most
/// four: torishogi's).
pub const MAX_LINE_GROUPS: usize = 8;

/// Per group of a [`LineAttackers`] table: one side's pieces of the group's types.
pub type GroupSets<B> = [B; MAX_LINE_GROUPS];

impl<B: Bits> LineAttackers<B> {
    /// The table of `dirs` (`(reverse direction, types)`, directions as indices into
    /// `rules.dirs`), for a board of `n` squares.
    fn new(dirs: Vec<(u8, TypeSet)>, rules: &Rules<B>, n: usize) -> LineAttackers<B> {
        let mut groups: Vec<LineGroup<B>> = Vec::new();
        for (d, types) in dirs {
            match groups.iter_mut().find(|g| g.types == types) {
                Some(g) => g.dirs.push(d),
                None => groups.push(LineGroup {
                    types,
                    dirs: vec![d],
                    lines: Box::default(),
                }),
            }
        }
        for g in &mut groups {
            g.lines = (0..n)
                .map(|sq| {
                    g.dirs
                        .iter()
                        .fold(B::ZERO, |b, &d| b | rules.dirs[d as usize].full[sq])
                })
                .collect();
        }
        LineAttackers { groups }
    }

    /// Per group: the pieces on `side` (one side's squares) of its types.
    #[inline(always)]
    pub fn sets(&self, pos: &FairyPosition<B>, side: B) -> GroupSets<B> {
        let mut out = [B::ZERO; MAX_LINE_GROUPS];
        for (slot, g) in out.iter_mut().zip(&self.groups) {
            *slot = pos.types_in(g.types) & side;
        }
        out
    }

    /// True if there are no such lines.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }
}

/// Why a variant spec could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError(pub String);

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SpecError {}

impl From<BetzaError> for SpecError {
    fn from(e: BetzaError) -> SpecError {
        SpecError(e.to_string())
    }
}

/// A variant's tables, for bitboards of width `B`.
#[derive(Debug)]
pub struct Rules<B> {
    /// The variant.
    pub spec: VariantSpec,
    /// The board.
    pub geo: Geometry,
    /// Every square of the board.
    pub all: B,
    /// The piece types, in [`VariantSpec::pieces`] order.
    pub types: Vec<TypeRules<B>>,
    /// Every direction a piece rides or hops.
    pub dirs: Vec<Dir<B>>,
    /// Per attacking side.
    pub attacks: [AttackPlan<B>; 2],
    /// The royal types.
    pub royal: TypeSet,
    /// Per side: its castling rank (its first rank but where the variant castles on another,
    /// [`VariantSpec::castling_rank`]), where castling rights and gates live.
    pub first_rank: [B; 2],
    /// The types that castle with the king, one bit per type.
    pub castling_rooks: TypeSet,
    /// The bishop type whose drops must leave room on both colours
    /// ([`crate::spec::Holdings::opposite_bishops`]).
    pub opposite_bishop: Option<u8>,
    /// The dark squares (`a1`'s colour).
    pub dark: B,
    /// Per side and type: where a drop may land (before the per-position rules).
    pub drops: [[B; MAX_TYPES]; 2],
    /// The one type forced drops are about ([`crate::spec::Holdings::must_drop_type`]).
    pub must_drop_type: Option<u8>,
    /// Per file: its squares.
    pub files: Vec<B>,
    /// The first pawn type (what a `~`-marked piece returns to a hand as).
    pub pawn_type: Option<u8>,
    /// The directions along which the generals may not face each other: a rook's four, for
    /// the flying-general rule (empty without it).
    pub vertical: Vec<u8>,
    /// Sittuyin's promotion: the type promoted to and, per side, the promotion squares.
    pub general: Option<(u8, [B; 2])>,
    /// The types a promotion may make only while the side has fewer than a limit.
    pub promotion_limited: TypeSet,
    /// The types that take en passant.
    pub en_passant_types: TypeSet,
    /// The types that may promote to a royal type (shoshogi's drunk elephant).
    pub royal_promoters: TypeSet,
    /// The types each of whose targets is exactly one move wherever they stand: they move
    /// as they capture, make no initial steps, and flip to one type on every capture (no
    /// limit, no gating). Their moves are counted by their targets alone.
    pub flippers: TypeSet,
    /// Per side, king file and rook file (first rank): the squares that castling needs
    /// (empty without castling).
    pub castles: Vec<CastleSquares<B>>,
    /// Depth 2 may leave quiet moves unplayed ([`crate::unplayed`];
    /// [`Counting::unplayed`](crate::counter::Counting::unplayed)).
    pub unplayed: bool,
    /// A piece may attack the royal piece across a screen, or generals may not face each
    /// other: a piece entering or leaving a line can expose a royal piece other than as a
    /// rider's pin ([`crate::unplayed`]'s rule 8).
    pub screens: bool,
    /// Per side and type, per square: every square a move of that piece from there may land
    /// on, on an empty board (a hop: its whole line).
    pub reach: [Vec<Box<[B]>>; 2],
    /// Walling, where the variant has it ([`crate::walls`]).
    pub walling: Option<crate::walls::WallRules<B>>,
    /// The dedicated counter that takes the variant's positions in the fast mode, if any
    /// ([`crate::counter`]).
    pub dedicated: Option<crate::counter::Dedicated>,
    /// Which positions a FEN may describe ([`crate::setup`]).
    pub setup: crate::setup::Setup<B>,
    /// Capture the flag, where the variant has it ([`crate::flags`]).
    pub flag: Option<crate::flags::FlagTables<B>>,
    /// The connection that ends the game, where the variant has one ([`crate::connect`]).
    pub connect: Option<crate::connect::ConnectTables<B>>,
    /// The tables of a placement game's rules, if the variant has them.
    pub flip: Option<crate::flip::FlipTables<B>>,
    /// A move may do more than move, drop or gate a piece: pass, place a wall, flip pieces
    /// ([`crate::make::make`] looks for none of these where this is false).
    pub special_make: bool,
    /// Some moves the royal watch would judge in place are made and tested instead: every move
    /// where pseudo-royal pieces stand for the royal one, the royal piece's moves under
    /// makpong's rule ([`crate::legal::safe_in_place`]).
    pub royal_moves_tested: bool,
    /// Drops take nothing from a hand ([`Rules::free_drops`]).
    drops_free: bool,
    /// The variant counts checks ([`crate::spec::Ending::ChecksGiven`]).
    pub check_counting: bool,
    /// Forced captures, extinction, pseudo-royal pieces ([`crate::capture_rules`]).
    pub captures: crate::capture_rules::CaptureRules,
    /// Per square, the squares a king's step away: what a capture there explodes (empty
    /// where captures do not explode).
    pub blast: Vec<B>,
    /// Janggi's rules, where the variant has one of them ([`crate::janggi`]).
    pub janggi: Option<crate::janggi::JanggiTables<B>>,
    /// Ouk chatrang's first moves, where the variant has them ([`crate::cambodian`]).
    pub cambodian: Option<crate::cambodian::CambodianTables<B>>,
}

/// A step as `side` makes it: the second player's steps are the first player's turned half a
/// turn (so "right" is each player's own right hand, as for the torishogi quails).
fn oriented(step: &Step, side: usize) -> (i32, i32) {
    turned(step.dx, step.dy, side)
}

/// `(dx, dy)` of the first player, as `side` makes it.
fn turned(dx: i8, dy: i8, side: usize) -> (i32, i32) {
    if side == 0 {
        (dx as i32, dy as i32)
    } else {
        (-dx as i32, -dy as i32)
    }
}

impl<B: Bits> Rules<B> {
    /// Builds the tables of `spec`.
    pub fn new(spec: &VariantSpec) -> Result<Rules<B>, SpecError> {
        let geo = Geometry::new(spec.files, spec.ranks).ok_or_else(|| {
            SpecError(format!(
                "{}: a {}x{} board is not supported (at most 12 files and ranks, 128 squares)",
                spec.name, spec.files, spec.ranks
            ))
        })?;
        if geo.len() > B::WIDTH as usize {
            return Err(SpecError(format!(
                "{}: {} squares do not fit in {} bits",
                spec.name,
                geo.len(),
                B::WIDTH
            )));
        }
        if spec.pieces.len() > MAX_TYPES {
            return Err(SpecError(format!(
                "{}: {} piece types, at most {MAX_TYPES}",
                spec.name,
                spec.pieces.len()
            )));
        }
        let all: B = geo.all();
        if spec.castling_rank != 0 && spec.gating {
            return Err(SpecError(format!(
                "{}: gating with castling off the first rank",
                spec.name
            )));
        }
        let cr = i32::from(spec.castling_rank);
        let first_rank = [
            geo.rank_mask(cr),
            geo.rank_mask(geo.ranks() as i32 - 1 - cr),
        ];
        let mut rules = Rules {
            spec: *spec,
            geo,
            all,
            types: Vec::new(),
            dirs: Vec::new(),
            attacks: [AttackPlan::default(), AttackPlan::default()],
            royal: 0,
            first_rank,
            castling_rooks: 0,
            opposite_bishop: None,
            dark: (0..geo.len() as u32)
                .filter(|&s| (geo.file(s) + geo.rank(s)) % 2 == 0)
                .fold(B::ZERO, |b, s| b | B::bit(s)),
            drops: [[B::ZERO; MAX_TYPES]; 2],
            must_drop_type: None,
            files: (0..geo.files() as i32).map(|f| geo.file_mask(f)).collect(),
            vertical: Vec::new(),
            general: None,
            promotion_limited: 0,
            en_passant_types: 0,
            royal_promoters: 0,
            flippers: 0,
            castles: Vec::new(),
            unplayed: false,
            screens: false,
            reach: [Vec::new(), Vec::new()],
            dedicated: None,
            walling: spec.walling.map(|w| crate::walls::WallRules::new(&w, geo)),
            setup: crate::setup::Setup::default(),
            captures: crate::capture_rules::CaptureRules::default(),
            janggi: None,
            cambodian: None,
            blast: Vec::new(),
            pawn_type: spec.pieces.iter().position(|p| p.pawn).map(|t| t as u8),
            flag: None,
            connect: None,
            flip: None,
            special_make: false,
            royal_moves_tested: false,
            drops_free: false,
            check_counting: spec.endings.contains(&crate::spec::Ending::ChecksGiven),
        };
        let type_of = |text: &str| -> Result<u8, SpecError> {
            let promoted = text.starts_with('+');
            let letter = text.trim_start_matches('+').chars().next().unwrap_or(' ');
            spec.pieces
                .iter()
                .position(|p| p.letter == letter && p.promoted == promoted)
                .map(|i| i as u8)
                .ok_or_else(|| SpecError(format!("{}: no piece '{text}'", spec.name)))
        };
        for (t, piece) in spec.pieces.iter().enumerate() {
            let steps = betza::parse(piece.betza)?;
            let white = rules.side_rules(piece, &steps, 0)?;
            let black = rules.side_rules(piece, &steps, 1)?;
            let side = [white, black];
            let choices = |side: usize| -> Result<Vec<(u8, u8)>, SpecError> {
                match &piece.promotion {
                    Some(p) => p.to[side]
                        .iter()
                        .map(|s| {
                            let limit =
                                p.limits.iter().find(|l| l.0 == *s).map_or(u8::MAX, |l| l.1);
                            type_of(s).map(|t| (t, limit))
                        })
                        .collect(),
                    None => Ok(Vec::new()),
                }
            };
            let promotions = [choices(0)?, choices(1)?];
            let demoted = if piece.promoted {
                type_of(&piece.letter.to_string())?
            } else {
                t as u8
            };
            if piece.royal {
                rules.royal |= 1 << t;
            }
            if piece.takes_en_passant {
                rules.en_passant_types |= 1 << t;
            }
            let flips = matches!(
                piece.promotion.map(|p| p.style),
                Some(PromotionStyle::OnCapture)
            ) && promotions[0] == promotions[1]
                && matches!(promotions[0][..], [(_, u8::MAX)]);
            if flips
                && !spec.gating
                && side
                    .iter()
                    .all(|sr| sr.same && sr.initial_squares.is_empty())
            {
                rules.flippers |= 1 << t;
            }
            rules.types.push(TypeRules {
                spec: *piece,
                promotions,
                demoted,
                side,
            });
        }
        if let Some(c) = spec.castling {
            for rook in c.rooks {
                rules.castling_rooks |= 1 << type_of(&rook.to_string())?;
            }
        }
        if let Some(b) = spec.holdings.and_then(|h| h.opposite_bishops) {
            rules.opposite_bishop = Some(type_of(&b.to_string())?);
        }
        rules.captures = crate::capture_rules::CaptureRules::new(spec, type_of)?;
        rules.royal_moves_tested = rules.captures.pseudo_royal || spec.makpong;
        if spec.blast_on_capture {
            rules.blast = crate::capture_rules::king_steps(geo);
        }
        rules.build_attack_plans()?;
        rules.build_drops();
        if let Some(c) = spec.holdings.and_then(|h| h.must_drop_type) {
            rules.must_drop_type = Some(type_of(&c.to_string())?);
        }
        if let Some(g) = spec.general_promotion {
            let to = type_of(&g.to.to_string())?;
            let mut squares = [B::ZERO; 2];
            for name in g.squares {
                let sq = geo
                    .parse_square(name)
                    .ok_or_else(|| SpecError(format!("{}: '{name}' is not a square", spec.name)))?;
                squares[0] |= B::bit(sq);
                squares[1] |= B::bit(geo.len() as u32 - 1 - sq);
            }
            rules.general = Some((to, squares));
        }
        rules.flag = crate::flags::FlagTables::new(&rules)?;
        rules.connect = crate::connect::ConnectTables::new(&rules)?;
        rules.flip = crate::flip::FlipTables::new(&rules)?;
        rules.janggi = crate::janggi::JanggiTables::new(&rules);
        rules.cambodian = crate::cambodian::CambodianTables::new(&rules);
        rules.captures.janggi = rules.janggi.is_some();
        rules.special_make =
            rules.flip.is_some() || rules.walling.is_some() || rules.janggi.is_some();
        rules.drops_free = rules.flip.as_ref().is_some_and(|f| f.rule.free_drops);
        if spec.flying_general {
            // Fairy-Stockfish's generals face each other along a rook's lines: files and ranks.
            rules.vertical = vec![
                rules.dir(0, 1, 0),
                rules.dir(0, -1, 0),
                rules.dir(1, 0, 0),
                rules.dir(-1, 0, 0),
            ];
        }
        rules.castles = rules.castle_table();
        rules.promotion_limited = rules
            .types
            .iter()
            .flat_map(|ty| ty.promotions.iter().flatten())
            .filter(|&&(_, limit)| limit != u8::MAX)
            .fold(0, |m, &(pt, _)| m | 1 << pt);
        rules.royal_promoters = (0..rules.types.len())
            .filter(|&t| {
                rules.types[t]
                    .promotions
                    .iter()
                    .flatten()
                    .any(|&(pt, _)| rules.royal & (1 << pt) != 0)
            })
            .fold(0, |m, t| m | 1 << t);
        rules.screens = rules.has_screens();
        rules.reach = [0, 1].map(|side| rules.reach_table(side));
        let counting = crate::counter::Counting::of(&rules);
        rules.unplayed = counting.unplayed;
        rules.dedicated = counting.dedicated;
        let start = crate::fen::read_material(&rules, spec.start)
            .map_err(|e| SpecError(format!("{}: start position: {e}", spec.name)))?;
        rules.setup = crate::setup::Setup::new(&rules, &start);
        Ok(rules)
    }

    /// The squares castling needs for every king and rook file, both sides.
    fn castle_table(&self) -> Vec<CastleSquares<B>> {
        let Some(c) = self.spec.castling else {
            return Vec::new();
        };
        let geo = self.geo;
        let files = geo.files() as i32;
        let mut table = Vec::new();
        for side in 0..2 {
            let cr = i32::from(self.spec.castling_rank);
            let rank = if side == 0 {
                cr
            } else {
                geo.ranks() as i32 - 1 - cr
            };
            let at = |file: i32| geo.square(file, rank).expect("on the board");
            // The squares of the rank from file `a` to file `b`, both included.
            let between = |a: i32, b: i32| B::from_up(at(a)) & !B::from_up(at(b)) | B::bit(at(b));
            for kf in 0..files {
                for rf in 0..files {
                    let king_side = rf > kf;
                    let kto_f = c.king_to[king_side as usize] as i32;
                    let rto_f = if king_side { kto_f - 1 } else { kto_f + 1 };
                    let lo = kf.min(rf).min(kto_f).min(rto_f);
                    let hi = kf.max(rf).max(kto_f).max(rto_f);
                    let (path_lo, path_hi) = (kf.min(kto_f), kf.max(kto_f));
                    let mut beyond_rook = B::ZERO;
                    if path_lo < rf && rf + 1 < files {
                        beyond_rook |= between(rf + 1, files - 1);
                    }
                    if path_hi > rf && rf > 0 {
                        beyond_rook |= between(0, rf - 1);
                    }
                    table.push(CastleSquares {
                        span: between(lo, hi),
                        path: between(path_lo, path_hi),
                        beyond_rook,
                        king_to: at(kto_f),
                    });
                }
            }
        }
        table
    }

    /// The squares castling of `side` needs with its king on `king` and the rook on `rook`
    /// (both on its first rank, in a variant with castling).
    #[inline(always)]
    pub fn castle(&self, side: usize, king: u32, rook: u32) -> &CastleSquares<B> {
        let files = self.geo.files() as usize;
        let kf = self.geo.file(king) as usize;
        let rf = self.geo.file(rook) as usize;
        &self.castles[(side * files + kf) * files + rf]
    }

    /// [`Rules::reach`] of `side`.
    fn reach_table(&self, side: usize) -> Vec<Box<[B]>> {
        let n = self.geo.len() as u32;
        let types = self.types.iter().map(|ty| &ty.side[side]);
        types
            .map(|sr| (0..n).map(|s| self.empty_reach(sr, s)).collect())
            .collect()
    }

    /// Every square a move of the piece of `sr` on `s` may land on, on an empty board (a hop:
    /// its whole line).
    fn empty_reach(&self, sr: &SideRules<B>, s: u32) -> B {
        let mut reach = B::ZERO;
        for set in [&sr.quiet, &sr.capture, &sr.initial] {
            reach |= self.targets(set, s, B::ZERO);
            for &d in &set.hops {
                reach |= self.dirs[d as usize].full[s as usize];
            }
        }
        reach
    }

    /// Whether a piece may attack across a screen (a side's attack plan has hoppers) or
    /// generals may not face each other ([`Rules::screens`]).
    fn has_screens(&self) -> bool {
        self.attacks.iter().any(|plan| !plan.hops.is_empty()) || self.spec.flying_general
    }

    /// True if depth 2 may leave moves unplayed in `pos` ([`Rules::unplayed`]): where drops
    /// of one type are forced, only while neither side holds one.
    #[inline]
    pub fn unplayed_here(&self, pos: &FairyPosition<B>) -> bool {
        self.unplayed
            && self
                .must_drop_type
                .is_none_or(|t| pos.in_hand(0, t) == 0 && pos.in_hand(1, t) == 0)
    }

    /// Whether a piece hops other than as a cannon: as a grasshopper (a hop direction of range
    /// 1), or within a range (2 or more).
    pub fn has_bounded_hops(&self) -> bool {
        self.types.iter().any(|ty| {
            ty.side.iter().any(|sr| {
                [&sr.quiet, &sr.capture, &sr.initial]
                    .iter()
                    .any(|set| set.hops.iter().any(|&d| self.dirs[d as usize].range != 0))
            })
        })
    }

    /// The index of direction `(dx, dy, range)`, added if new.
    fn dir(&mut self, dx: i32, dy: i32, range: u8) -> u8 {
        if let Some(i) = self
            .dirs
            .iter()
            .position(|d| (d.dx as i32, d.dy as i32, d.range) == (dx, dy, range))
        {
            return i as u8;
        }
        let geo = self.geo;
        let walk = |sq: u32, limit: u8| -> B {
            let mut out = B::ZERO;
            let mut cur = sq;
            let mut k = 0;
            while let Some(next) = geo.offset(cur, dx, dy) {
                out |= B::bit(next);
                cur = next;
                k += 1;
                if limit != 0 && k == limit {
                    break;
                }
            }
            out
        };
        let squares = geo.len() as u32;
        self.dirs.push(Dir {
            dx: dx as i8,
            dy: dy as i8,
            range,
            negative: dy * geo.files() as i32 + dx < 0,
            ray: (0..squares).map(|s| walk(s, range)).collect(),
            full: (0..squares).map(|s| walk(s, 0)).collect(),
        });
        (self.dirs.len() - 1) as u8
    }

    /// The confinement zone of a piece for `side`.
    fn zone(&self, c: Confinement, side: usize) -> B {
        let geo = self.geo;
        let ranks = geo.ranks() as i32;
        let own = |r: i32| if side == 0 { r } else { ranks - 1 - r };
        match c {
            Confinement::Board => self.all,
            Confinement::OwnHalf => (0..ranks / 2).fold(B::ZERO, |b, r| b | geo.rank_mask(own(r))),
            Confinement::Palace => {
                let mid = geo.files() as i32 / 2;
                let mut b = B::ZERO;
                for r in 0..3 {
                    for f in mid - 1..=mid + 1 {
                        if let Some(s) = geo.square(f, own(r)) {
                            b |= B::bit(s);
                        }
                    }
                }
                b
            }
            Confinement::Squares(per_side) => {
                let mut b = B::ZERO;
                for (r, &mask) in per_side[side].iter().enumerate() {
                    for f in 0..16 {
                        if mask >> f & 1 == 1
                            && let Some(s) = geo.square(f, r as i32)
                        {
                            b |= B::bit(s);
                        }
                    }
                }
                b
            }
        }
    }

    /// The step sets of `piece` for `side`.
    fn side_rules(
        &mut self,
        piece: &PieceSpec,
        steps: &[Step],
        side: usize,
    ) -> Result<SideRules<B>, SpecError> {
        let geo = self.geo;
        let n = geo.len();
        let zone = self.zone(piece.confined, side);
        let mut sets: [MoveSet<B>; 3] = std::array::from_fn(|_| MoveSet {
            leap: vec![B::ZERO; n].into(),
            lines: Vec::new(),
            rides: Vec::new(),
            leaps_only: true,
            has_lame: false,
            has_leaps: false,
            lame: vec![Vec::new(); n].into(),
            hops: Vec::new(),
        });
        for step in steps {
            let (dx, dy) = oriented(step, side);
            if step.initial && step.captures {
                return Err(SpecError(format!(
                    "{}: '{}': initial captures are not supported",
                    self.spec.name, piece.betza
                )));
            }
            if step.initial && piece.en_passant && (dx % 2 != 0 || dy % 2 != 0) {
                return Err(SpecError(format!(
                    "{}: '{}': a double step that leaves an en-passant square must cross an \
                     even number of files and ranks",
                    self.spec.name, piece.betza
                )));
            }
            // A confined rider may only move (its quiet moves end in its zone, see
            // [`crate::movegen::step_targets`]): its attacks would reach out of it.
            let quiet_ride = step.moves && !step.captures && !step.hop && !step.initial;
            if step.range != 1 && piece.confined != Confinement::Board && !quiet_ride {
                return Err(SpecError(format!(
                    "{}: '{}': a confined piece cannot ride where it captures",
                    self.spec.name, piece.betza
                )));
            }
            let mut targets: Vec<usize> = Vec::new();
            if step.initial {
                targets.push(2);
            } else {
                if step.moves {
                    targets.push(0);
                }
                if step.captures {
                    targets.push(1);
                }
            }
            for &k in &targets {
                if step.hop {
                    // Range 1: a grasshopper's; 0: a cannon's; more: a cannon's bounded.
                    let range = if step.grass { 1 } else { step.range };
                    let d = self.dir(dx, dy, range);
                    sets[k].hops.push(d);
                } else if step.range != 1 {
                    let d = self.dir(dx, dy, step.range);
                    sets[k].rides.push(d);
                } else if step.lame {
                    let path: Vec<(i32, i32)> = betza::path(step)
                        .into_iter()
                        .map(|(px, py)| turned(px, py, side))
                        .collect();
                    for s in 0..n as u32 {
                        let Some(t) = geo.offset(s, dx, dy) else {
                            continue;
                        };
                        if !zone.has(t) {
                            continue;
                        }
                        let legs = path
                            .iter()
                            .map(|&(px, py)| geo.offset(s, px, py).map(B::bit))
                            .collect::<Option<Vec<B>>>();
                        if let Some(legs) = legs {
                            let legs = legs.into_iter().fold(B::ZERO, |a, b| a | b);
                            sets[k].lame[s as usize].push((legs, B::bit(t)));
                        }
                    }
                } else {
                    for s in 0..n as u32 {
                        if let Some(t) = geo.offset(s, dx, dy).filter(|&t| zone.has(t)) {
                            sets[k].leap[s as usize] |= B::bit(t);
                        }
                    }
                }
            }
        }
        if !piece.advanced.is_empty() {
            let ranks = geo.ranks() as i32;
            let own = |r: i32| if side == 0 { r } else { ranks - 1 - r };
            let enemy_half: B = (0..ranks)
                .filter(|&r| match piece.advanced_from {
                    Some(from) => own(r) >= from as i32,
                    None if side == 0 => r >= ranks / 2,
                    None => r < (ranks + 1) / 2,
                })
                .fold(B::ZERO, |b, r| b | geo.rank_mask(r));
            for step in betza::parse(piece.advanced)? {
                let (dx, dy) = oriented(&step, side);
                if step.range != 1 || step.lame || step.initial {
                    return Err(SpecError(format!(
                        "{}: '{}': only plain leaps may depend on the square",
                        self.spec.name, piece.advanced
                    )));
                }
                for s in enemy_half.squares() {
                    if let Some(t) = geo.offset(s, dx, dy).filter(|&t| zone.has(t)) {
                        if step.moves {
                            sets[0].leap[s as usize] |= B::bit(t);
                        }
                        if step.captures {
                            sets[1].leap[s as usize] |= B::bit(t);
                        }
                    }
                }
            }
        }
        for set in sets.iter_mut() {
            self.pair_lines(set);
            set.has_lame = set.lame.iter().any(|v| !v.is_empty());
            set.has_leaps = set.leap.iter().any(|b| b.any());
            set.leaps_only = set.lines.is_empty()
                && set.rides.is_empty()
                && set.hops.is_empty()
                && !set.has_lame;
        }
        let [quiet, capture, initial] = sets;
        let same = quiet.rides == capture.rides
            && quiet.lines == capture.lines
            && quiet.hops.is_empty()
            && capture.hops.is_empty()
            && quiet.leap == capture.leap
            && quiet.lame == capture.lame;
        let ranks = geo.ranks() as i32;
        let own = |r: i32| if side == 0 { r } else { ranks - 1 - r };
        let initial_squares = match piece.initial_squares {
            Some(squares) => self.zone(Confinement::Squares(squares), side),
            None => piece
                .initial_ranks
                .iter()
                .fold(B::ZERO, |b, &r| b | geo.rank_mask(own(r as i32))),
        };
        let promotion_zone = match &piece.promotion {
            Some(_) if piece.promotion_squares.is_some() => {
                let squares = piece.promotion_squares.expect("given squares");
                self.zone(Confinement::Squares(squares), side)
            }
            Some(p) => {
                (0..p.ranks as i32).fold(B::ZERO, |b, k| b | geo.rank_mask(own(ranks - 1 - k)))
            }
            None => B::ZERO,
        };
        let mut rules = SideRules {
            quiet,
            capture,
            initial,
            same,
            zone,
            initial_squares,
            promotion_zone,
            dead: B::ZERO,
            capture_from: vec![B::ZERO; n].into(),
            reached_from: vec![B::ZERO; n].into(),
            leaper_set: None,
            promotes_from: B::ZERO,
        };
        for s in 0..n as u32 {
            // A hop moves on from `s` as long as its line goes on past `s` (as in
            // Fairy-Stockfish: the board's edge is what stops it, not the want of a screen).
            let hops_on =
                (rules.quiet.hops.iter()).any(|&d| self.dirs[d as usize].full[s as usize].any());
            let reach =
                self.targets(&rules.quiet, s, B::ZERO) | self.targets(&rules.capture, s, B::ZERO);
            if reach.is_empty() && !hops_on {
                rules.dead |= B::bit(s);
            }
            for t in rules.capture.leap[s as usize].squares() {
                rules.capture_from[t as usize] |= B::bit(s);
            }
            for t in self.targets(&rules.capture, s, B::ZERO).squares() {
                rules.reached_from[t as usize] |= B::bit(s);
            }
        }
        let style = piece.promotion.map(|p| p.style);
        for s in 0..n as u32 {
            let reach = self.empty_reach(&rules, s);
            let promotes = match style {
                None => false,
                Some(PromotionStyle::OnCapture) => true,
                Some(PromotionStyle::OptionalInOrOut | PromotionStyle::MandatoryInOrOut) => {
                    rules.promotion_zone.has(s) || (reach & rules.promotion_zone).any()
                }
                Some(_) => (reach & rules.promotion_zone).any(),
            };
            if promotes {
                rules.promotes_from |= B::bit(s);
            }
        }
        rules.leaper_set = LeaperSet::new(
            [&rules.quiet, &rules.capture, &rules.initial],
            rules.same,
            piece.promotion.map(|p| p.style),
            rules.promotion_zone,
            n,
        );
        Ok(rules)
    }

    /// Moves the unlimited rides of `set` that come in opposite pairs into its lines.
    fn pair_lines(&self, set: &mut MoveSet<B>) {
        let mut rest = Vec::new();
        for &d in &set.rides {
            let dir = &self.dirs[d as usize];
            if dir.range != 0 {
                rest.push(d);
                continue;
            }
            let opposite = set.rides.iter().copied().find(|&o| {
                let od = &self.dirs[o as usize];
                (od.dx, od.dy, od.range) == (-dir.dx, -dir.dy, 0)
            });
            match opposite {
                Some(o) if !dir.negative => set.lines.push((d, o)),
                Some(_) => {}
                None => rest.push(d),
            }
        }
        set.rides = rest;
    }

    /// The squares a rider on `sq` reaches along the line `(up, down)` with `occ` occupied,
    /// both ways at once (the obstruction difference: the nearest blocker above is the lowest
    /// occupied square of the upper ray, the one below the highest of the lower ray, and one
    /// subtraction spans them).
    #[inline(always)]
    pub fn line_attacks(&self, (up, down): (u8, u8), sq: u32, occ: B) -> B {
        let upper_ray = self.dirs[up as usize].full[sq as usize];
        let lower_ray = self.dirs[down as usize].full[sq as usize];
        let lower = lower_ray & occ;
        let upper = upper_ray & occ;
        let below = B::from_up((lower | B::bit(0)).msb());
        let span = (upper.lowest() << 1).wrapping_add(below);
        (upper_ray | lower_ray) & span
    }

    /// The squares the lines and rides of `set` reach from `sq` with `occ` occupied: every
    /// step up to and including the first occupied square.
    #[inline(always)]
    pub fn ride_targets(&self, set: &MoveSet<B>, sq: u32, occ: B) -> B {
        let mut t = B::ZERO;
        for &l in &set.lines {
            t |= self.line_attacks(l, sq, occ);
        }
        for &d in &set.rides {
            t |= self.dirs[d as usize].attacks(sq, occ);
        }
        t
    }

    /// The squares `set` reaches from `sq` with `occ` occupied (hops: capture squares only).
    #[inline(always)]
    pub fn targets(&self, set: &MoveSet<B>, sq: u32, occ: B) -> B {
        self.reach::<false>(set, sq, occ)
    }

    /// The quiet squares `set` reaches from `sq` (hops: the empty squares beyond the screen).
    #[inline(always)]
    pub fn quiet_targets(&self, set: &MoveSet<B>, sq: u32, occ: B) -> B {
        self.reach::<true>(set, sq, occ) & !occ
    }

    /// The squares `set` reaches from `sq`: every step up to the first occupied square, and
    /// for a hop the square beyond the screen it captures on, or with `QUIET` the empty ones
    /// it moves to.
    #[inline(always)]
    fn reach<const QUIET: bool>(&self, set: &MoveSet<B>, sq: u32, occ: B) -> B {
        if set.leaps_only {
            return set.leap[sq as usize];
        }
        let mut t = if set.has_leaps {
            set.leap[sq as usize]
        } else {
            B::ZERO
        };
        t |= self.ride_targets(set, sq, occ);
        if set.has_lame {
            for &(legs, target) in set.lame[sq as usize].iter() {
                if (legs & occ).is_empty() {
                    t |= target;
                }
            }
        }
        for &d in &set.hops {
            let dir = &self.dirs[d as usize];
            t |= if QUIET {
                dir.hop_quiet(sq, occ)
            } else {
                dir.hop_target(sq, occ)
            };
        }
        t
    }

    /// Reverses every side's capture steps into [`Rules::attacks`].
    fn build_attack_plans(&mut self) -> Result<(), SpecError> {
        let n = self.geo.len();
        for side in 0..2 {
            let mut plan = AttackPlan::default();
            for (t, ty) in self.types.iter().enumerate() {
                let cap = &ty.side[side].capture;
                if cap.leap.iter().any(|b| b.any()) {
                    let mut rev = vec![B::ZERO; n];
                    for s in 0..n {
                        for x in cap.leap[s].squares() {
                            rev[x as usize] |= B::bit(s as u32);
                        }
                    }
                    plan.leaps.push((t as u8, rev.into()));
                }
                if cap.lame.iter().any(|v| !v.is_empty()) {
                    let mut rev: Vec<Vec<(B, B)>> = vec![Vec::new(); n];
                    for s in 0..n {
                        for &(legs, target) in cap.lame[s].iter() {
                            rev[target.lsb() as usize].push((legs, B::bit(s as u32)));
                        }
                    }
                    plan.lame.push((t as u8, rev.into()));
                }
            }
            let mut rides: Vec<(i8, i8, u8, TypeSet)> = Vec::new();
            let mut hops: Vec<(i8, i8, u8, TypeSet)> = Vec::new();
            for (t, ty) in self.types.iter().enumerate() {
                let cap = &ty.side[side].capture;
                let ridden = cap
                    .rides
                    .iter()
                    .copied()
                    .chain(cap.lines.iter().flat_map(|&(up, down)| [up, down]));
                for d in ridden {
                    let dir = &self.dirs[d as usize];
                    match rides
                        .iter_mut()
                        .find(|r| (r.0, r.1, r.2) == (dir.dx, dir.dy, dir.range))
                    {
                        Some(r) => r.3 |= 1 << t,
                        None => rides.push((dir.dx, dir.dy, dir.range, 1 << t)),
                    }
                }
                for &d in &cap.hops {
                    let dir = &self.dirs[d as usize];
                    match hops
                        .iter_mut()
                        .find(|r| (r.0, r.1, r.2) == (dir.dx, dir.dy, dir.range))
                    {
                        Some(r) => r.3 |= 1 << t,
                        None => hops.push((dir.dx, dir.dy, dir.range, 1 << t)),
                    }
                }
            }
            let rides = rides
                .into_iter()
                .map(|(dx, dy, range, mask)| (self.dir(-dx as i32, -dy as i32, range), mask))
                .collect();
            let hops = hops
                .into_iter()
                .map(|(dx, dy, range, mask)| (self.dir(-dx as i32, -dy as i32, range), mask))
                .collect();
            plan.rides = LineAttackers::new(rides, self, n);
            plan.hops = LineAttackers::new(hops, self, n);
            for lines in [&plan.rides, &plan.hops] {
                if lines.groups.len() > MAX_LINE_GROUPS {
                    return Err(SpecError(format!(
                        "{}: {} groups of line pieces, at most {MAX_LINE_GROUPS}",
                        self.spec.name,
                        lines.groups.len()
                    )));
                }
            }
            plan.stepped_from = (0..n)
                .map(|sq| {
                    let leaps = plan.leaps.iter().fold(B::ZERO, |b, (_, rev)| b | rev[sq]);
                    plan.lame.iter().fold(leaps, |b, (_, rev)| {
                        rev[sq].iter().fold(b, |b, &(_, from)| b | from)
                    })
                })
                .collect();
            self.attacks[side] = plan;
        }
        Ok(())
    }

    /// Where each type may be dropped, before the per-position rules.
    fn build_drops(&mut self) {
        let Some(h) = self.spec.holdings else { return };
        let ranks = self.geo.ranks() as i32;
        for side in 0..2 {
            let own = |r: i32| if side == 0 { r } else { ranks - 1 - r };
            let band = |(lo, hi): (u8, u8)| {
                (lo as i32..=hi as i32).fold(B::ZERO, |b, r| b | self.geo.rank_mask(own(r)))
            };
            for (t, ty) in self.types.iter().enumerate() {
                let mut region = match ty.spec.drop_ranks.or(h.drop_ranks) {
                    Some(r) => band(r),
                    None => self.all,
                };
                if ty.spec.pawn {
                    region &= band(h.pawn_drop_ranks);
                }
                if h.no_dead_drops {
                    region &= !ty.side[side].dead;
                }
                self.drops[side][t] = region & ty.side[side].zone;
            }
        }
    }

    /// The type with FEN letter `letter` (upper case) and `promoted` mark.
    pub fn type_of(&self, letter: char, promoted: bool) -> Option<u8> {
        self.types
            .iter()
            .position(|t| t.spec.letter == letter && t.spec.promoted == promoted)
            .map(|t| t as u8)
    }

    /// True if the variant has pieces in hand.
    pub fn has_holdings(&self) -> bool {
        self.spec.holdings.is_some()
    }

    /// True if drops need nothing in hand and take nothing from it (Fairy-Stockfish's
    /// built-in ataxx).
    #[inline(always)]
    pub fn free_drops(&self) -> bool {
        self.drops_free
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The obstruction difference against the two rays walked one blocker at a time, on
    /// random occupancies of boards of both widths.
    fn lines_match_rays<B: Bits>(name: &str) {
        let spec = crate::catalog::find(name).expect("built in");
        let r = Rules::<B>::new(spec).expect("builds");
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut random = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut checked = 0;
        for ty in &r.types {
            for &line in &ty.side[0].quiet.lines {
                for sq in 0..r.geo.len() as u32 {
                    for _ in 0..64 {
                        let words = (random() as u128) << 64 | random() as u128;
                        let sparse = words & (random() as u128 | (random() as u128) << 64);
                        let occ = (0..r.geo.len() as u32)
                            .filter(|&s| sparse >> s & 1 == 1)
                            .fold(B::ZERO, |b, s| b | B::bit(s));
                        let (up, down) = line;
                        let walked = r.dirs[up as usize].attacks(sq, occ)
                            | r.dirs[down as usize].attacks(sq, occ);
                        assert_eq!(r.line_attacks(line, sq, occ), walked, "{name} {sq}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 1000, "{name}: {checked}");
    }

    #[test]
    fn a_variant_may_have_as_many_types_as_a_type_set_has_bits() {
        assert_eq!(first_types(3), 0b111);
        assert_eq!(first_types(MAX_TYPES), TypeSet::MAX);
        let chess = crate::catalog::find("fairychess").expect("built in");
        let too_many = Vec::leak(vec![chess.pieces[1]; MAX_TYPES + 1]);
        let spec = VariantSpec {
            pieces: too_many,
            ..*chess
        };
        let e = Rules::<u64>::new(&spec).expect_err("too many types");
        assert_eq!(e.0, "fairychess: 33 piece types, at most 32");
    }

    #[test]
    fn micro_shogi_flips_every_piece_but_the_king_and_shogi_none() {
        let micro =
            Rules::<u64>::new(crate::catalog::find("micro").expect("built in")).expect("builds");
        let king = micro.royal;
        let every = first_types(micro.types.len());
        assert_eq!(micro.flippers, every & !king);
        let shogi =
            Rules::<u128>::new(crate::catalog::find("shogi").expect("built in")).expect("builds");
        assert_eq!(shogi.flippers, 0);
    }

    #[test]
    fn line_attacks_equal_the_rays_walked() {
        lines_match_rays::<u64>("fairychess");
        lines_match_rays::<u128>("fairychess");
        lines_match_rays::<u128>("capablanca");
        lines_match_rays::<u128>("grand");
        lines_match_rays::<u128>("courier");
    }
}

#[cfg(test)]
mod castle_table_tests {
    use super::*;
    use crate::testing::every_variant;

    /// [`CastleSquares::beyond_rook`] holds, for every king and rook file, every square any
    /// line from a square of the king's path through the rook reaches beyond it (the slow
    /// obvious version: every direction of the variant).
    fn beyond_rook_covers_every_line<B: Bits>(name: &str) -> usize {
        let spec = crate::catalog::find(name).expect("built in");
        let r = Rules::<B>::new(spec).expect("tables");
        let mut checked = 0;
        if spec.castling.is_none() {
            return 0;
        }
        for side in 0..2 {
            let rank = r.first_rank[side];
            for king in rank.squares() {
                for rook in rank.squares().filter(|&s| s != king) {
                    let c = r.castle(side, king, rook);
                    for z in c.path.squares() {
                        for dir in &r.dirs {
                            if dir.full[z as usize].has(rook) {
                                let beyond = dir.full[rook as usize];
                                assert!((beyond & !c.beyond_rook).is_empty(), "{name}");
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        checked
    }

    #[test]
    fn beyond_rook_covers_every_line_through_the_rook() {
        let checked: usize = every_variant(
            beyond_rook_covers_every_line::<u64>,
            beyond_rook_covers_every_line::<u128>,
        )
        .iter()
        .sum();
        assert!(checked > 1000, "{checked}");
    }
}
