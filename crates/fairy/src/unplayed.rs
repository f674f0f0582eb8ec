//! Depth 2 with unplayed moves, for any variant whose rules allow it ([`Rules::unplayed`]):
//! most quiet moves of the side to move change the other side's legal moves only by an amount
//! read off the board, so their children need not be made or counted.
//!
//! Let `n0` be the other side's legal move count on the board as it is, with the turn passed
//! (the *null-move count*: no en-passant square). A legal move of ours is *unplayed* if the
//! rules below prove that its child has exactly `n0 + Δ` moves, `Δ` computed from the move
//! alone; perft(2) is then `n0 × unplayed + ΣΔ + Σ count(child)` over the moves that are
//! played. A move no rule covers is played.
//!
//! Walls that stay where they are (a FEN's `*`: the board's shape) are squares no piece
//! enters, leaves or passes, and no move adds or removes one: they block every line as
//! pieces do, and no royal piece steps there. A variant whose moves place walls plays every
//! move.
//!
//! A piece's regions (where it may stand, promote or double-step) and the castling rank are
//! read off the tables built from them, given as ranks or as squares alike.
//!
//! The rules, with `K` their royal piece (they have one, or none: then every move of theirs is
//! legal, the royal zone is empty and rules 1–3 and 8 ask nothing; a castling piece of theirs
//! that is not royal has its span's squares played):
//!
//! 1. **Their royal zone** `Z`: `K`, every square its steps reach but their own pieces', and
//!    the king's path of each castling it may still make (and, since castling lifts the rook,
//!    the squares beyond a castling rook on a line through that path, Chess960's x-ray). Their
//!    royal moves, checks, pins and
//!    castling depend on our attacks on `Z` and on what stands there. The zone has two parts:
//!    the *hard* one (`K`), where an unplayed move neither starts nor ends (nor on a castling
//!    span of theirs), and the *soft* one (the squares `K` steps to and the castling paths),
//!    where a move that starts or ends there, or changes an attack on one (rules 2 and 3 for
//!    the soft squares, a capture of a piece `K` steps onto), is still unplayed but adds to
//!    `Δ` the change in their royal moves and castling: judged by our attackers of each step
//!    (the royal watch, `royal_watch.rs`) where the move neither uncovers nor blocks a line
//!    to one and they cannot castle, else tested on the child made and on the null-move
//!    board (a path lies within its span, so only an attack on it changes). Where a piece of
//!    theirs may gate in as it moves, the whole zone is hard.
//! 2. **Live lines.** Nor (soft: recounted) where one move can open or close an attack along a
//!    line from a square of `Z` to one of our riders of that line: between the square and a rider first on the
//!    line, on our piece alone between them (`K` not counted: it may step along the line), on
//!    a pin's line, or on our piece of two between `K` and a rider when the other is theirs.
//!    Nor on a leg or the start of one of our lame leaps aimed at `Z`. A pin by a rider of
//!    unlimited range is a `Δ` beyond the pinned piece: where our rider moves off or a piece
//!    of ours lands between the two, the pinned piece's moves are counted on the child's
//!    board, along the line where a rider of ours still pins it, else all of them (played
//!    where the pinned piece also stands on a lame leg of ours aimed at `K`, or where a
//!    ranged rider of ours may pin it).
//! 3. **The moving piece** attacks no square of `Z` (soft: recounted) from where it starts or
//!    lands (so it neither checks nor guards a square their royal piece could step to); a lame
//!    leaper is judged with all their pieces lifted. Where it lands it may pin one piece of
//!    theirs to `K` along one of its rides (nothing else between): if that piece was free
//!    (rule 4), `Δ` counts its moves on the pin's line (the squares between and the mover's)
//!    instead of all its moves; any other attack on `K` through one of theirs is played.
//!    Where it lands it may check `K` (not by a lame leap, none of theirs possibly pinned, no
//!    ending a check may change): their moves in the child are then counted afresh, the
//!    royal piece's steps by the royal watch and the moves of their free pieces and their
//!    drops that land on the checker or between it and `K` (a pinned piece has none). A
//!    move rules 2 and 7 would play (from or onto an excluded square, a promotion, one that
//!    unpins) that checks from where it lands is counted the same way with the lines to `K`
//!    read after the move: its checkers (against two, the royal steps alone) and the pieces
//!    of theirs pinned then. Where a royal piece in check may only capture its checker
//!    (makpong), a move that checks is played.
//! 4. **Their pieces' steps.** A move that starts or lands where one of their pieces could
//!    step — on a rider's line up to its first blocker, on a lame leg, where a piece that moves
//!    and captures differently leaps — changes that piece's moves: `Δ` adds the change, counted
//!    by generating that piece's moves on both boards. A piece pinned by a rider moves only
//!    along the pin, which an unplayed move leaves alone: no change. One that may be pinned (on
//!    a lame leg aimed at `K`, or by a ranged rider) makes the move played. Leaps of pieces that
//!    move as they capture change from a move to a capture and back: no change.
//! 5. **Their drops.** A square emptied gains, a square filled loses, one drop per type in
//!    their hand that may land there.
//! 6. **Captures** take the captured piece's moves away and give their pieces that reach its
//!    square a capture there instead (rule 4, their leapers included); they are played where
//!    material decides the game's end, and where they take a castling rook, a piece on a gate,
//!    a piece of a type promotions are limited to a number of (one fewer lets a pawn promote to
//!    it), or a pawn where pawn drops are limited per file; a capture of a piece their royal
//!    piece could step to or capture on has their royal moves recounted (rule 1).
//! 7. **Special moves.** A promotion to a type that is not royal is judged as a plain move,
//!    the piece attacking as itself where it starts and as its promoted type where it lands
//!    (an attack of either on the hard zone, or a promotion on a pin's line: played; so is a
//!    promotion to a hopper, whose lines rule 8 did not exclude).
//!    Castling, en passant and double steps that leave an en-passant square change more than
//!    two squares: played. Where they
//!    may promote a piece to a royal type next (legal wherever our pieces stand), every move
//!    is played. A move that
//!    gates a piece in leaves its start filled by the gated piece, judged by rule 3 as a piece
//!    landing there (an attack on the hard zone played, one on the soft zone recounted) and,
//!    where the mover is the rider of a pin, by rule 2 as the piece then beyond the pinned one
//!    (it still pins only if it rides the pin's line). In check every move is played; so is
//!    every move where their null-move position is in check or over.
//! 9. **Endings.** Where an ending reads the material (extinction, a bare king) or a flag,
//!    captures and drops are played, and with extinction promotions too; a move of our flag
//!    piece that starts or lands on our flag region is played. Counted checks need nothing
//!    more: a move that gives check is played by rules 2 and 3.
//! 8. **Screens** ([`Rules::screens`]: hoppers, generals that may not face each other). A
//!    hopper attacks across one screen, so a piece entering a line can expose a royal piece,
//!    and the pieces between the generals may be pinned. Every square of a hopper's line
//!    through a square of `Z` (for each hopper type of ours on the board, every one while we
//!    hold a piece in hand) and of the file through one (facing generals) is excluded: our
//!    hoppers' attacks on the zone, our general's, their screens and their pins change only
//!    by a move there. Their pieces that their null-move [`Safety`] tests as they leave (the
//!    screens of our hoppers, the piece alone between the generals) may be pinned (rule 4).
//!    Where some landing square of theirs would be tested there (an open line between our
//!    hopper and their royal piece), every move is played. Their hoppers see their whole
//!    lines (rule 4).

use crate::bits::Bits;
use crate::legal::{attackers, game_over};
use crate::make::{en_passant_square, make};
use crate::movegen::{
    Visitor, castling, castling_king, drops_on, generate, initial_steps, same_step_targets, steps,
};
use crate::moves::{FairyMove, Kind};
use crate::perft::{judged_legal, leaf_count, leaves_with, royal_steps_safe};
use crate::position::FairyPosition;
use crate::royal_watch::RoyalWatch;
use crate::rules::{MAX_LINE_GROUPS, MAX_TYPES, MoveSet, Rules, TypeSet};
use crate::safety::{Safety, Verdict};
use crate::spec::{Ending, PromotionStyle};
use std::cell::{Cell, OnceCell};

/// Up to this many piece types a node's per-type tables have this many entries; a variant
/// with more has [`MAX_TYPES`] (a larger board view to build at every node).
const FEW_TYPES: usize = 16;

/// The most pieces of theirs whose steps are watched; with more the node plays every move.
const MAX_WATCHED: usize = 40;

/// A watched piece's move count not yet counted.
const UNCOUNTED: u32 = u32::MAX;

/// The most pins whose rider may move off ([`Board::unpins`]).
const MAX_UNPINS: usize = 4;

/// The royal zone whose moves are played ([`Board::zone`]).
const HARD: usize = 0;

/// The royal zone whose moves have their royal moves recounted ([`Board::zone`]).
const SOFT: usize = 1;

/// [`Board::king_type`] where they have no royal piece.
const NO_ROYAL: u8 = u8::MAX;

/// Leaf nodes at depth 2 below `pos`, whose [`Safety`] is `safety`, with unplayed moves.
pub(crate) fn perft2<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, safety: &Safety<B>) -> u64 {
    if r.types.len() <= FEW_TYPES {
        perft2_with::<B, FEW_TYPES>(r, pos, safety)
    } else {
        perft2_with::<B, MAX_TYPES>(r, pos, safety)
    }
}

/// [`perft2`] with per-type tables of `T` entries.
fn perft2_with<B: Bits, const T: usize>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    safety: &Safety<B>,
) -> u64 {
    let mut board = None::<Board<B, T>>;
    Board::build(&mut board, r, pos, safety);
    let mut node = Node2 {
        r,
        pos,
        safety,
        board: board.as_ref(),
        unplayed: 0,
        delta: 0,
        nodes: 0,
    };
    generate(r, pos, &mut node);
    let (unplayed, delta, nodes) = (node.unplayed, node.delta, node.nodes);
    match &board {
        Some(b) if unplayed > 0 => nodes + (b.null_count() * unplayed).wrapping_add_signed(delta),
        _ => nodes,
    }
}

/// A depth-2 node's moves: each legal one left unplayed (its `Δ` summed) or made and its
/// child counted; drops that change nothing but their drops, left unplayed set-wise.
struct Node2<'a, B: Bits, const T: usize> {
    r: &'a Rules<B>,
    pos: &'a FairyPosition<B>,
    safety: &'a Safety<B>,
    board: Option<&'a Board<'a, B, T>>,
    unplayed: u64,
    delta: i64,
    nodes: u64,
}

impl<B: Bits, const T: usize> Node2<'_, B, T> {
    /// `m`, known legal.
    #[inline(always)]
    fn legal(&mut self, m: FairyMove) {
        if m.kind() == Kind::Promotion {
            self.counted(m, self.board.and_then(|b| b.promotion_delta(m)))
        } else {
            self.legal_plain(m)
        }
    }

    /// `m`, known legal and no promotion.
    #[inline(always)]
    fn legal_plain(&mut self, m: FairyMove) {
        self.counted(m, self.board.and_then(|b| b.plain_delta(m)))
    }

    /// `m`, known legal, with its `Δ` if it may go unplayed.
    #[inline(always)]
    fn counted(&mut self, m: FairyMove, delta: Option<i64>) {
        match delta {
            Some(d) => {
                self.unplayed += 1;
                self.delta += d;
            }
            None => self.played(m),
        }
    }

    /// `m`, known legal, that the rules would play: left unplayed if it checks from an
    /// excluded square ([`Board::excluded_check`]), else made and its child counted.
    #[inline(never)]
    fn played(&mut self, m: FairyMove) {
        match self.board.and_then(|b| b.excluded_check(m)) {
            Some(d) => {
                self.unplayed += 1;
                self.delta += d;
            }
            None => self.nodes += leaf_count(self.r, &make(self.r, self.pos, m)),
        }
    }
}

impl<B: Bits, const T: usize> Visitor<B> for Node2<'_, B, T> {
    #[inline(always)]
    fn each(&mut self, m: FairyMove) {
        match self.safety.verdict(self.r, m) {
            Verdict::Safe => self.legal(m),
            Verdict::Illegal => {}
            Verdict::Test => {
                if judged_legal(self.r, self.pos, self.safety.king, m) {
                    self.legal(m)
                }
            }
        }
    }

    #[inline(always)]
    fn targets(&mut self, from: u32, targets: B) {
        let mut targets = targets & self.safety.allowed(from);
        // The royal piece's steps judged against one map where it pays.
        let mut risky = B::ZERO;
        match self.safety.king {
            Some(k) if k == from => match royal_steps_safe(self.r, self.pos, from, targets) {
                Some(safe) => targets = safe,
                None => risky = self.safety.risky_targets(from, targets),
            },
            _ => risky = self.safety.risky_targets(from, targets),
        }
        let mut rest = targets;
        if let Some(b) = self.board {
            let quiet = b.quiet_moves(from, targets & !risky);
            if quiet.any() {
                self.unplayed += quiet.count() as u64;
                self.delta += b.moves_delta(from, quiet);
                rest &= !quiet;
            }
        }
        for to in (rest & !risky).squares() {
            self.legal_plain(FairyMove::normal(from, to));
        }
        for to in (rest & risky).squares() {
            let m = FairyMove::normal(from, to);
            if judged_legal(self.r, self.pos, self.safety.king, m) {
                self.legal_plain(m);
            }
        }
    }

    #[inline(always)]
    fn drops(&mut self, t: u8, targets: B) {
        let (r, safety) = (self.r, self.safety);
        let targets = targets & safety.allowed_drops(r, t);
        let risky = safety.risky_drops(r, t, targets);
        let mut rest = targets;
        if let Some(b) = self.board {
            let quiet = b.quiet_drops(t, targets & !risky);
            self.unplayed += quiet.count() as u64;
            self.delta += b.drops_filled(quiet);
            rest &= !quiet;
        }
        for to in (rest & !risky).squares() {
            self.legal_plain(FairyMove::drop(t, to));
        }
        for to in (rest & risky).squares() {
            self.each(FairyMove::drop(t, to));
        }
    }
}

/// The predicted child counts of the unplayed moves of `pos`, by the move's `Δ` and, for a
/// plain move or drop the set-wise counters leave unplayed, by theirs (for tests: each must
/// equal the count of the child made).
pub fn unplayed_counts<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> Vec<(FairyMove, u64)> {
    if r.types.len() <= FEW_TYPES {
        unplayed_counts_with::<B, FEW_TYPES>(r, pos)
    } else {
        unplayed_counts_with::<B, MAX_TYPES>(r, pos)
    }
}

/// [`unplayed_counts`] with per-type tables of `T` entries.
fn unplayed_counts_with<B: Bits, const T: usize>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
) -> Vec<(FairyMove, u64)> {
    let mut out = Vec::new();
    if !r.unplayed_here(pos) || game_over(r, pos) {
        return out;
    }
    let safety = Safety::new(r, pos);
    let mut board = None::<Board<B, T>>;
    Board::build(&mut board, r, pos, &safety);
    let Some(board) = board else {
        return out;
    };
    let n0 = board.null_count();
    for_each_legal(r, pos, &safety, |m| {
        if let Some(d) = board.delta(m) {
            out.push((m, n0.wrapping_add_signed(d)));
        }
        let to = B::bit(m.to());
        let set_wise = match m.kind() {
            Kind::Normal if m.gate().is_none() && board.quiet_moves(m.from(), to).any() => {
                Some(board.moves_delta(m.from(), to))
            }
            Kind::Drop if board.quiet_drops(m.piece(), to).any() => Some(board.drops_filled(to)),
            _ => None,
        };
        if let Some(d) = set_wise {
            out.push((m, n0.wrapping_add_signed(d)));
        }
    });
    out
}

/// Gives `f` every legal move of `pos`.
#[inline(always)]
fn for_each_legal<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    safety: &Safety<B>,
    mut f: impl FnMut(FairyMove),
) {
    generate(r, pos, &mut |m| match safety.verdict(r, m) {
        Verdict::Safe => f(m),
        Verdict::Illegal => {}
        Verdict::Test => {
            if judged_legal(r, pos, safety.king, m) {
                f(m)
            }
        }
    });
}

/// The pieces of theirs whose moves a move of ours may change, field by field (a move's
/// pieces are found by one scan over the `sees` array).
struct Watched<B> {
    /// How many.
    n: usize,
    /// Per piece: its square.
    sq: [u8; MAX_WATCHED],
    /// Per piece: its type.
    ty: [u8; MAX_WATCHED],
    /// Per piece: where a move of ours changes its moves.
    sees: [B; MAX_WATCHED],
    /// Per piece: its other leap targets: where a capture of ours (a piece of theirs replaced
    /// by one of ours) gives it a capture.
    jumps: [B; MAX_WATCHED],
    /// Per piece: what screens their royal piece.
    pin: [Pin; MAX_WATCHED],
    /// Per piece: its moves on the board as it is, counted when first needed ([`UNCOUNTED`]
    /// until then).
    moves: [Cell<u32>; MAX_WATCHED],
    /// Every square some piece sees.
    seen: B,
    /// Every square some piece jumps to.
    jumped: B,
    /// Some piece may be pinned ([`Pin::Maybe`]).
    maybe_pinned: bool,
}

impl<B: Bits> Watched<B> {
    /// The pieces (bit `i` for piece `i`) whose moves a move that changes the squares
    /// `touched` and captures `captured` (one of theirs, or none) may change: those that see
    /// a touched square, jump to the captured one, or are captured.
    #[inline(always)]
    fn touched_by(&self, touched: B, captured: B) -> u64 {
        let mut hits = 0u64;
        for (i, s) in self.sees[..self.n].iter().enumerate() {
            hits |= ((*s & touched).any() as u64) << i;
        }
        if captured.any() {
            let to = captured.lsb();
            if (self.jumped & captured).any() {
                for (i, j) in self.jumps[..self.n].iter().enumerate() {
                    hits |= ((*j & captured).any() as u64) << i;
                }
            }
            for (i, &sq) in self.sq[..self.n].iter().enumerate() {
                hits |= ((sq as u32 == to) as u64) << i;
            }
        }
        hits
    }
}

/// A pin whose rider may move (rule 2): our rider on `rider` pins their piece on `piece` to
/// their royal piece along `dir` (from the royal piece toward the rider); `far` holds the
/// squares between the two.
#[derive(Clone, Copy)]
struct Unpin<B> {
    rider: u8,
    piece: u8,
    dir: u8,
    far: B,
}

/// How a piece of theirs screens their royal piece from ours.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pin {
    /// It does not: it moves as it steps.
    Free,
    /// It is pinned by one of our riders: it moves only along the pin.
    Pinned,
    /// It may be pinned (on a leg of one of our lame leaps aimed at the royal piece, or
    /// screening it from a ranged rider): a move that changes its steps is played.
    Maybe,
}

/// What a move of ours does to their royal piece where it lands ([`Board::hard_reach`]).
enum Hard<B> {
    /// It pins their piece on the square to it: that piece may move only on the line.
    Pin(u32, B),
    /// It checks: the move's `Δ`.
    Check(i64),
}

/// What a depth-2 node knows of the other side, to judge its moves without making them.
struct Board<'a, B: Bits, const T: usize> {
    r: &'a Rules<B>,
    pos: &'a FairyPosition<B>,
    us: usize,
    occ: B,
    ours: B,
    theirs: B,
    /// Their royal piece's square (unused where they have none: the zone is then empty).
    king: u32,
    /// Their royal type ([`NO_ROYAL`] where they have no royal piece).
    king_type: u8,
    /// Their royal zone (rule 1): [`HARD`], the royal square (and the squares its steps reach
    /// and the castling paths where their royal moves are not recounted); [`SOFT`], the
    /// squares its steps reach and the castling paths, where a move that changes what stands
    /// there or what attacks them has their royal moves and castling recounted instead.
    zone: [B; 2],
    /// Every square their royal piece steps to or would capture on, their own pieces' too.
    king_steps: B,
    /// Their castling moves are recounted with their royal moves (their castling paths are
    /// in the soft zone).
    castles: bool,
    /// Squares an unplayed move may not start from or land on (rules 1, 2).
    excluded: B,
    /// Our riders of [`Board::unpins`], and the squares between each and the piece it pins: a
    /// move from the first or onto the second has the pinned piece's moves counted on the
    /// child's board.
    unpinning: B,
    /// The pins whose rider may move off or be screened.
    unpins: [Unpin<B>; MAX_UNPINS],
    /// Their pieces pinned to their royal piece by a rider of ours of unlimited range.
    pinned: B,
    /// Squares where a move has their royal moves recounted (rules 1, 2 on the soft zone).
    soft: B,
    /// Per zone and type of ours (on the board or in hand): the squares from which it could
    /// capture on a square of that zone on an empty board (a first filter for rule 3).
    near_zone: [[B; T]; 2],
    /// Per zone and group of our line pieces, once needed: the squares from which one of them
    /// would break rule 3 along the group's lines ([`Board::group_reach`]).
    group_reach: [[Cell<B>; MAX_LINE_GROUPS]; 2],
    /// Per zone: the groups whose `group_reach` is computed.
    groups_done: [Cell<u32>; 2],
    /// Their royal moves in the null-move position, once counted ([`UNCOUNTED`] until then).
    king_null: Cell<u32>,
    /// What our pieces attack around their royal piece, once needed (`None` where a watch
    /// cannot judge their royal moves).
    royal_watch: OnceCell<Option<RoyalWatch<B>>>,
    /// Their pieces whose moves ours may change (rule 4).
    watched: Watched<B>,
    /// Their drops, one set per drop type in hand, as if every square were empty (read as one
    /// list: `n_drops` of `2 × T`).
    drops: [[B; T]; 2],
    n_drops: usize,
    /// The null-move position: theirs to move, no en-passant square.
    null: FairyPosition<B>,
    /// Its safety (they are not in check there).
    null_safety: Safety<B>,
    /// Their moves there, once counted (`u64::MAX` until then).
    null_moves: Cell<u64>,
    /// An ending reads the material (extinction, a bare king) or the board (a flag): every
    /// capture and drop is played (and every promotion, with extinction). Counted checks
    /// read neither: a move that gives check is played anyway.
    material_ends: bool,
    /// Our flag types ([`crate::flags`]): a move of one that starts or lands on
    /// [`Board::flag_region`] may reach the flag, and is played.
    flag_types: TypeSet,
    /// Our flag region.
    flag_region: B,
}

/// Counts moves that land on `on` (every square for a piece's moves, its line for a pinned
/// piece's).
struct Count<B> {
    n: u32,
    on: B,
}

impl<B: Bits> Visitor<B> for Count<B> {
    #[inline(always)]
    fn each(&mut self, m: FairyMove) {
        self.n += self.on.has(m.to()) as u32;
    }
    #[inline(always)]
    fn targets(&mut self, _: u32, targets: B) {
        self.n += (targets & self.on).count();
    }
    #[inline(always)]
    fn gated_targets(&mut self, _: u32, targets: B, _: u8) {
        self.n += (targets & self.on).count();
    }
    #[inline(always)]
    fn double_steps(&mut self, _: u32, targets: B) {
        self.n += (targets & self.on).count();
    }
    #[inline(always)]
    fn drops(&mut self, _: u8, targets: B) {
        self.n += (targets & self.on).count();
    }
}

/// Counts the legal moves of the side to move's only royal piece, on `king` in `p`.
struct RoyalMoves<'a, B: Bits> {
    r: &'a Rules<B>,
    p: &'a FairyPosition<B>,
    king: u32,
    n: u32,
}

impl<B: Bits> Visitor<B> for RoyalMoves<'_, B> {
    #[inline(always)]
    fn each(&mut self, m: FairyMove) {
        self.n += judged_legal(self.r, self.p, Some(self.king), m) as u32;
    }
    #[inline(always)]
    fn targets(&mut self, from: u32, targets: B) {
        match royal_steps_safe(self.r, self.p, from, targets) {
            Some(safe) => self.n += safe.count(),
            None => {
                for to in targets.squares() {
                    self.each(FairyMove::normal(from, to));
                }
            }
        }
    }
}

/// Where `set` of a piece on `sq` may change with what stands on one square: its rider lines
/// up to the first blocker, its lame legs and targets, its hop lines, and its leaps if
/// `leaps` (a piece that moves as it captures takes or steps onto a leap target alike).
#[inline(always)]
fn sees<B: Bits>(r: &Rules<B>, set: &MoveSet<B>, sq: u32, occ: B, leaps: bool) -> B {
    let leap = if leaps && (set.has_leaps || set.leaps_only) {
        set.leap[sq as usize]
    } else {
        B::ZERO
    };
    if set.leaps_only {
        return leap;
    }
    let mut s = leap | r.ride_targets(set, sq, occ);
    if set.has_lame {
        for &(legs, target) in set.lame[sq as usize].iter() {
            s |= legs | target;
        }
    }
    for &d in &set.hops {
        s |= r.dirs[d as usize].full[sq as usize];
    }
    s
}

impl<'a, B: Bits, const T: usize> Board<'a, B, T> {
    /// The node's view of the other side into `out`, or `None` there where no move may go
    /// unplayed (whatever `out` held before). Built in place: a board is large (its watched
    /// pieces, the null-move position), and returning one copies it.
    #[inline(always)]
    fn build(
        out: &mut Option<Self>,
        r: &'a Rules<B>,
        pos: &'a FairyPosition<B>,
        safety: &Safety<B>,
    ) {
        *out = None;
        let us = pos.turn();
        let them = 1 - us;
        // Our moves are judged by our safety: one royal piece, or none to protect.
        if safety.checked || (safety.king.is_none() && pos.royals(r, us).any()) {
            return;
        }
        // Their royal piece, or none (then every move of theirs is legal, the zone empty).
        let royals = pos.royals(r, them);
        if royals.count() > 1 || pos.holds_any(them, r.royal) {
            return;
        }
        let royal = royals.any();
        let flag_types = match &r.flag {
            // A flag reached by a king (racing kings' rule of the last move) is left to the
            // moves made.
            Some(f) if f.king.iter().any(|&k| k) => return,
            Some(f) => f.types[us],
            None => 0,
        };
        // A promotion of theirs to a royal piece is legal wherever our pieces stand (two
        // royal pieces, no check): no rule here covers it, so a node where one may come next
        // plays every move.
        let mut promoters = r.royal_promoters;
        while promoters != 0 {
            let t = promoters.trailing_zeros() as usize;
            if (pos.of(them, t as u8) & r.types[t].side[them].promotes_from).any() {
                return;
            }
            promoters &= promoters - 1;
        }
        let mut null = pos.clone();
        null.turn ^= 1;
        null.ep = B::ZERO;
        null.ep_victim = 0;
        if game_over(r, &null) {
            return;
        }
        let null_safety = Safety::new(r, &null);
        // Rule 8: a landing square of theirs to test (an open line between our hopper and
        // their royal piece) plays the node.
        if null_safety.checked || null_safety.tested_to().any() {
            return;
        }
        let occ = pos.occupied();
        let ours = pos.side(us);
        let theirs = pos.side(them);
        let (king, king_type, hard, steps) = if royal {
            let king = royals.lsb();
            let king_type = pos.type_at(king).expect("a royal piece");
            let ksr = &r.types[king_type as usize].side[them];
            // Where their royal piece may step: not onto their own pieces (our move neither
            // takes nor frees those squares).
            let mut steps =
                sees(r, &ksr.quiet, king, occ, true) | sees(r, &ksr.capture, king, occ, true);
            if ksr.initial_squares.has(king) {
                steps |= sees(r, &ksr.initial, king, occ, true);
            }
            (king, king_type, B::bit(king), steps)
        } else {
            (0, NO_ROYAL, B::ZERO, B::ZERO)
        };
        let king_steps = steps;
        let mut paths = B::ZERO;
        let mut excluded = B::ZERO;
        let mut beyond_rooks = B::ZERO;
        if (pos.castling & theirs).any()
            && let Some(k) = castling_king(r, pos, them)
        {
            if r.captures.castler.is_some() {
                // A castling piece that is not royal castles whatever attacks its path: its
                // castling changes only by a move onto or off its span (the king's and rook's
                // squares included). With a royal piece besides, their castling is not among
                // their royal moves: the node plays every move.
                if royal {
                    return;
                }
                for rook in (pos.castling & theirs).squares() {
                    excluded |= r.castle(them, k, rook).span | B::bit(k) | B::bit(rook);
                }
            } else {
                // A royal piece castles (it cannot be that they have none).
                if !royal {
                    return;
                }
                for rook in (pos.castling & theirs).squares() {
                    let c = r.castle(them, k, rook);
                    paths |= c.path;
                    excluded |= c.span;
                    // A rider of ours beyond the rook attacks the path once castling lifts it:
                    // a move there changes their castling (soft).
                    beyond_rooks |= c.beyond_rook;
                }
            }
        }
        // Their royal moves (castling included) are recounted (on the child made, a test per
        // move) unless a piece may gate in as it moves. The castling paths lie within the
        // spans, where no unplayed move starts or lands.
        let recount = !(r.spec.gating && pos.holds(them));
        let stepped = steps & !theirs & !hard;
        let paths = paths & !hard;
        let zone = if recount {
            [hard, stepped | paths]
        } else {
            [hard | stepped | paths, B::ZERO]
        };
        excluded |= zone[HARD];
        let excluded_zone = excluded;
        let mut hard_lines = B::ZERO;
        let mut soft = zone[SOFT];
        if recount {
            soft |= beyond_rooks;
        } else {
            hard_lines |= beyond_rooks;
        }
        // Rule 2: live lines and lame legs.
        let plan = &r.attacks[us];
        let without_king = occ & !B::bit(king);
        let mut pinned = B::ZERO;
        // Their pieces that may be pinned: on a leg of a lame leap of ours aimed at their
        // royal piece, or screening it from a rider of ours whose range may fall short.
        let mut blocked = B::ZERO;
        let mut unpins = [Unpin {
            rider: u8::MAX,
            piece: 0,
            dir: 0,
            far: B::ZERO,
        }; MAX_UNPINS];
        let mut n_unpins = 0;
        let group_riders = plan.rides.sets(pos, ours);
        for z in (zone[HARD] | zone[SOFT]).squares() {
            let mut excluded = B::ZERO;
            let lines = plan.rides.groups.iter().zip(&group_riders);
            let lines = lines.filter(|(g, riders)| (g.lines[z as usize] & **riders).any());
            for (d, riders) in
                lines.flat_map(|(g, &riders)| g.dirs.iter().map(move |&d| (d, riders)))
            {
                let dir = &r.dirs[d as usize];
                let line = dir.full[z as usize];
                if (line & riders).is_empty() {
                    continue;
                }
                // The first three pieces on the line from `z` (the royal piece not counted: it
                // may step along the line).
                let near = if z == king { occ } else { without_king };
                match dir.first_pieces::<3>(z, near) {
                    [Some(p1), ..] if riders.has(p1) => {
                        // Attacked along an open line: a piece landing between closes it.
                        excluded |= line & !dir.full[p1 as usize];
                    }
                    [Some(p1), Some(p2), _] if riders.has(p2) => {
                        if z == king && theirs.has(p1) {
                            // A pin (where the rider reaches): a piece landing on its line
                            // breaks it; the rider moving off or a piece of ours landing
                            // between the two frees the pinned piece (a `Δ` where the rider
                            // reaches whatever range).
                            let span = line & !dir.full[p2 as usize];
                            if dir.range == 0 {
                                pinned |= B::bit(p1);
                            } else {
                                blocked |= B::bit(p1);
                            }
                            if dir.range == 0 && n_unpins < MAX_UNPINS {
                                let near = line & !dir.full[p1 as usize];
                                unpins[n_unpins] = Unpin {
                                    rider: p2 as u8,
                                    piece: p1 as u8,
                                    dir: d,
                                    far: span & !near & !B::bit(p2),
                                };
                                n_unpins += 1;
                                excluded |= near;
                            } else {
                                excluded |= span;
                            }
                        } else if ours.has(p1) {
                            // Our piece alone screens the square: leaving it opens the line.
                            excluded |= B::bit(p1);
                        }
                    }
                    [Some(p1), Some(p2), Some(p3)] if z == king && riders.has(p3) => {
                        // Two pieces screen the royal piece: ours leaving pins theirs.
                        if ours.has(p1) && theirs.has(p2) {
                            excluded |= B::bit(p1);
                        }
                        if ours.has(p2) && theirs.has(p1) {
                            excluded |= B::bit(p2);
                        }
                    }
                    _ => {}
                }
            }
            for (t, rev) in &plan.lame {
                let p = pos.of(us, *t);
                if p.any() {
                    for &(legs, from) in rev[z as usize].iter() {
                        if (from & p).any() {
                            excluded |= legs | from;
                            if z == king {
                                blocked |= legs & theirs;
                            }
                        }
                    }
                }
            }
            if zone[HARD].has(z) {
                hard_lines |= excluded;
            } else {
                soft |= excluded;
            }
        }
        // Rule 8: screens.
        if r.screens {
            blocked |= null_safety.tested_from() & theirs;
            // A hopper of ours may land on such a line from our hand, too.
            let in_hand = pos.holds(us);
            let hoppers = plan
                .hops
                .groups
                .iter()
                .filter(|g| in_hand || (pos.types_in(g.types) & ours).any());
            for z in (zone[HARD] | zone[SOFT]).squares() {
                for g in hoppers.clone() {
                    hard_lines |= g.lines[z as usize];
                }
                if r.spec.flying_general {
                    for &d in &r.vertical {
                        hard_lines |= r.dirs[d as usize].full[z as usize];
                    }
                }
            }
        }
        // A pinned piece on a leg of a lame leap of ours aimed at their royal piece is not
        // freed by the rider moving off: that move is played.
        let mut unpinning = B::ZERO;
        for u in &mut unpins[..n_unpins] {
            let span = u.far | B::bit(u.rider as u32);
            if blocked.has(u.piece as u32) {
                hard_lines |= span;
                u.rider = u8::MAX;
                u.far = B::ZERO;
            } else {
                unpinning |= span;
            }
        }
        let excluded = excluded_zone | hard_lines;
        let board = out.insert(Board {
            r,
            pos,
            us,
            occ,
            ours,
            theirs,
            king,
            king_type,
            zone,
            king_steps,
            // Even where the king stays put (Chess960: king c8 castling with rook b8 to d8),
            // moves beyond the rook change whether it may castle.
            castles: recount && (paths | beyond_rooks).any(),
            excluded,
            unpinning,
            pinned,
            unpins,
            soft,
            near_zone: [[B::ZERO; T]; 2],
            group_reach: [const { [const { Cell::new(B::ZERO) }; MAX_LINE_GROUPS] }; 2],
            groups_done: [const { Cell::new(0) }; 2],
            king_null: Cell::new(UNCOUNTED),
            royal_watch: OnceCell::new(),
            watched: Watched {
                n: 0,
                sq: [0; MAX_WATCHED],
                ty: [0; MAX_WATCHED],
                sees: [B::ZERO; MAX_WATCHED],
                jumps: [B::ZERO; MAX_WATCHED],
                pin: [Pin::Free; MAX_WATCHED],
                moves: [const { Cell::new(UNCOUNTED) }; MAX_WATCHED],
                seen: B::ZERO,
                jumped: B::ZERO,
                maybe_pinned: false,
            },
            drops: [[B::ZERO; T]; 2],
            n_drops: 0,
            null,
            null_safety,
            null_moves: Cell::new(u64::MAX),
            material_ends: r.spec.extinction.is_some()
                || r.spec
                    .endings
                    .iter()
                    .any(|e| !matches!(e, Ending::ChecksGiven)),
            flag_types,
            flag_region: r.flag.as_ref().map_or(B::ZERO, |f| f.region[us]),
        });
        for (t, ty) in r.types.iter().enumerate() {
            // A type in hand may be dropped as itself or, where promoted pieces drop, as what
            // it promotes to.
            if pos.of(us, t as u8).any() || pos.hands[us][ty.demoted as usize] > 0 {
                let from = &ty.side[us].reached_from;
                for (near, z) in board.near_zone.iter_mut().zip(zone) {
                    near[t] = z.squares().fold(B::ZERO, |b, z| b | from[z as usize]);
                }
            }
        }
        // Rule 4: their pieces' steps.
        for (t, ty) in r.types.iter().enumerate() {
            if t == king_type as usize {
                continue;
            }
            let sr = &ty.side[them];
            // A leap target that turns from empty to ours changes the moves of a piece that
            // moves and captures differently, or promotes only on capture.
            let on_capture = matches!(
                ty.spec.promotion.map(|p| p.style),
                Some(PromotionStyle::OnCapture)
            );
            let leaps = !sr.same || on_capture;
            for sq in pos.of(them, t as u8).squares() {
                let mut seen = sees(r, &sr.quiet, sq, occ, leaps);
                if !sr.same {
                    seen |= sees(r, &sr.capture, sq, occ, true);
                }
                if sr.initial_squares.has(sq) {
                    seen |= sees(r, &sr.initial, sq, occ, true);
                }
                let w = &mut board.watched;
                if w.n == MAX_WATCHED {
                    *out = None;
                    return;
                }
                let jumps = if leaps || !(sr.quiet.has_leaps || sr.quiet.leaps_only) {
                    B::ZERO
                } else {
                    sr.quiet.leap[sq as usize]
                };
                w.sq[w.n] = sq as u8;
                w.ty[w.n] = t as u8;
                w.sees[w.n] = seen;
                w.jumps[w.n] = jumps;
                w.pin[w.n] = if pinned.has(sq) {
                    Pin::Pinned
                } else if blocked.has(sq) {
                    w.maybe_pinned = true;
                    Pin::Maybe
                } else {
                    Pin::Free
                };
                w.n += 1;
                w.seen |= seen;
                w.jumped |= jumps;
            }
        }
        // Rule 5: their drops.
        if r.spec.holdings.is_some() && pos.holds(them) {
            let mut sets = DropSets {
                sets: board.drops.as_flattened_mut(),
                n: 0,
                overflow: false,
            };
            drops_on(r, pos, them, r.all, &mut sets);
            if sets.overflow {
                *out = None;
                return;
            }
            board.n_drops = sets.n;
        }
    }

    /// Their moves of the piece of type `t` on `sq`, with `occ` occupied and `ours` our pieces.
    #[inline(always)]
    fn piece_moves(&self, t: u8, sq: u32, occ: B, ours: B) -> u32 {
        self.piece_moves_on(t, sq, occ, ours, !B::ZERO)
    }

    /// [`Board::piece_moves`] that land on `on`; a type in [`Rules::flippers`] by its
    /// targets alone.
    #[inline(always)]
    fn piece_moves_on(&self, t: u8, sq: u32, occ: B, ours: B, on: B) -> u32 {
        let r = self.r;
        if r.flippers & (1 << t) != 0 {
            let sr = &r.types[t as usize].side[1 - self.us];
            return (same_step_targets(r, sr, sq, occ, ours) & on).count();
        }
        let mut c = Count { n: 0, on };
        self.piece_steps(t, sq, occ, ours, &mut c);
        c.n
    }

    /// Gives `f` their moves of the piece of type `t` on `sq`, with `occ` occupied and `ours`
    /// our pieces.
    #[inline(always)]
    fn piece_steps(&self, t: u8, sq: u32, occ: B, ours: B, f: &mut impl Visitor<B>) {
        let r = self.r;
        let them = 1 - self.us;
        let ty = &r.types[t as usize];
        let gating = r.spec.gating && self.pos.holds(them);
        steps(r, self.pos, them, ty, sq, occ, ours, gating, f);
        if ty.side[them].initial_squares.has(sq) {
            initial_steps(r, self.pos, them, ty, sq, occ, ours, f);
        }
    }

    /// The piece of theirs that our piece with the capture steps `attacks`, landing on `to`
    /// (the board then occupied on `after`) and attacking their royal piece through one of
    /// theirs (rule 3; a direct attack on the hard zone is [`Board::hard_reach`]'s), pins to
    /// their royal piece along one of its rides, and the squares that piece may still move
    /// to: the ride's squares between them and `to` itself. `None` where it pins none that
    /// way (two pieces between; a lame leap). Rare: kept off the hot path.
    #[inline(never)]
    fn pins(&self, attacks: &MoveSet<B>, to: u32, after: B) -> Option<(u32, B)> {
        let r = self.r;
        if attacks.has_lame {
            return None;
        }
        let king = self.king;
        let rides = attacks.lines.iter().flat_map(|&(up, down)| [up, down]);
        for d in rides.chain(attacks.rides.iter().copied()) {
            let dir = &r.dirs[d as usize];
            if !dir.ray[to as usize].has(king) {
                continue;
            }
            let between = dir.ray[to as usize] & !dir.full[king as usize] & !B::bit(king);
            let screens = between & after;
            if screens.count() != 1 || !self.theirs.has(screens.lsb()) {
                return None;
            }
            return Some((screens.lsb(), between | B::bit(to)));
        }
        None
    }

    /// What our piece with the capture steps `attacks` does to their royal piece where it
    /// lands by `m` (which empties `emptied`): the pin it makes ([`Board::pins`]), or the
    /// check it gives, with the `Δ` of the move ([`Board::check_delta`]; the lines to their
    /// royal piece read after the move where it `unpins`). `None` where the move must be
    /// played. Rare: kept off the hot path.
    #[inline(never)]
    fn hard_reach(
        &self,
        attacks: &MoveSet<B>,
        m: FairyMove,
        lands: u8,
        emptied: B,
        unpins: bool,
    ) -> Option<Hard<B>> {
        let to = m.to();
        let after = (self.occ & !emptied) | B::bit(to);
        if (self.r.targets(attacks, to, after) & self.zone[HARD]).any() {
            let delta = if unpins {
                self.check_delta::<true>(m, lands, emptied)
            } else {
                self.check_delta::<false>(m, lands, emptied)
            };
            return delta.map(Hard::Check);
        }
        self.pins(attacks, to, after)
            .map(|(sq, line)| Hard::Pin(sq, line))
    }

    /// `Δ` of the legal move `m` that [`Board::delta`] would play, where it is a plain move or
    /// drop that starts or lands on an excluded square (rule 2) and checks their royal piece
    /// from where it lands ([`Board::check_delta`]). Kept off the hot path: the move is made
    /// otherwise.
    #[inline(never)]
    fn excluded_check(&self, m: FairyMove) -> Option<i64> {
        let to = m.to();
        let (from, ty) = match m.kind() {
            Kind::Normal => (B::bit(m.from()), self.pos.type_at(m.from())?),
            Kind::Drop => (B::ZERO, m.piece()),
            _ => return None,
        };
        if ((from | B::bit(to)) & self.excluded).is_empty()
            || !self.near_zone[HARD][ty as usize].has(to)
        {
            return None;
        }
        let after = (self.occ & !from) | B::bit(to);
        let attacks = &self.r.types[ty as usize].side[self.us].capture;
        if !self.r.targets(attacks, to, after).has(self.king) {
            return None;
        }
        self.check_delta::<true>(m, ty, from)
    }

    /// `Δ` of the move `m` if it checks their royal piece, the piece landing being of our type
    /// `lands` and the move emptying `emptied`; with `LINES` the move may change the lines to
    /// their royal piece (it starts or lands on an excluded square, or unpins), else the
    /// piece landing is the only checker and the pins stay as they are. Their moves in the
    /// child are the royal piece's steps (judged by the royal watch) and, against one
    /// checker, the moves of their pieces not pinned in the child and their drops that answer
    /// it: onto the checker's square or between it and the royal piece. `None` where the move
    /// does not check or the child cannot be counted so: a gating move, our lame leapers, a
    /// royal piece that in check may only capture its checker (makpong), a piece of theirs
    /// that may be pinned, no royal watch, endings a move may change, a hard zone larger than
    /// the royal piece, a capture that changes their drops or promotions.
    #[inline(never)]
    fn check_delta<const LINES: bool>(&self, m: FairyMove, lands: u8, emptied: B) -> Option<i64> {
        let r = self.r;
        let (us, king) = (self.us, self.king);
        let w = &self.watched;
        let plan = &r.attacks[us];
        if m.gate().is_some()
            || !plan.lame.is_empty()
            || r.spec.makpong
            || self.material_ends
            || !r.spec.endings.is_empty()
            || self.zone[HARD] != B::bit(king)
            || w.maybe_pinned
        {
            return None;
        }
        let to = m.to();
        let to_bb = B::bit(to);
        let captured = self.theirs & to_bb;
        if LINES
            && captured.any()
            && ((captured & (self.pos.castling | self.pos.gates)).any()
                || self.pos.type_at(to).is_some_and(|t| self.limits_them(t)))
        {
            return None;
        }
        let after = (self.occ & !emptied) | to_bb;
        let ours_after = (self.ours & !emptied) | to_bb;
        let attacks = &r.types[lands as usize].side[us].capture;
        let stay = self.ours & !emptied & !to_bb;
        let checkers = if LINES {
            let mut checkers = attackers(r, self.pos, king, us, stay, after);
            if r.targets(attacks, to, after).has(king) {
                checkers |= to_bb;
            }
            if checkers.is_empty() {
                return None;
            }
            checkers
        } else {
            to_bb
        };
        let watch = self
            .royal_watch
            .get_or_init(|| RoyalWatch::new(r, self.pos, us, king, self.king_type))
            .as_ref()?;
        let lifted = after & !B::bit(king);
        let covered = r.targets(attacks, to, lifted);
        let mut n = watch.steps_after(self.theirs, emptied, to, captured, covered)? as i64;
        if checkers.count() == 1 {
            let checker = checkers.lsb();
            // Between the checker and the royal piece where it checks along a line; their
            // pieces pinned to the royal piece.
            let mut between = B::ZERO;
            let mut pinned = self.pinned;
            if LINES {
                let checker_type = if checker == to {
                    lands
                } else {
                    self.pos.type_at(checker)?
                };
                pinned = B::ZERO;
                let theirs_after = self.theirs & !captured;
                for g in &plan.rides.groups {
                    let mut riders = self.pos.types_in(g.types) & stay;
                    if g.types & (1 << lands) != 0 {
                        riders |= to_bb;
                    }
                    if (g.lines[king as usize] & riders).is_empty() {
                        continue;
                    }
                    for &d in &g.dirs {
                        let dir = &r.dirs[d as usize];
                        if (dir.full[king as usize] & riders).is_empty() {
                            continue;
                        }
                        let ray = dir.attacks(king, after);
                        if g.types & (1 << checker_type) != 0 && ray.has(checker) {
                            between = ray & !B::bit(checker);
                        }
                        if let [Some(p1), Some(p2)] = dir.first_pieces::<2>(king, after)
                            && theirs_after.has(p1)
                            && riders.has(p2)
                            && dir.attacks(king, after & !B::bit(p1)).has(p2)
                        {
                            pinned |= B::bit(p1);
                        }
                    }
                }
            } else {
                let rides = attacks.lines.iter().flat_map(|&(up, down)| [up, down]);
                for d in rides.chain(attacks.rides.iter().copied()) {
                    let dir = &r.dirs[d as usize];
                    if dir.attacks(to, after).has(king) {
                        between = dir.ray[to as usize] & !dir.full[king as usize] & !B::bit(king);
                        break;
                    }
                }
            }
            let answers = between | B::bit(checker);
            let them = 1 - us;
            for i in 0..w.n {
                let sq = w.sq[i] as u32;
                let reach = &r.reach[them][w.ty[i] as usize];
                if sq != to && !pinned.has(sq) && (reach[sq as usize] & answers).any() {
                    n += self.piece_moves_on(w.ty[i], sq, after, ours_after, answers) as i64;
                }
            }
            for d in &self.drops.as_flattened()[..self.n_drops] {
                n += (*d & between).count() as i64;
            }
        }
        Some(n - self.null_count() as i64)
    }

    /// The watched piece of theirs on `sq`, pinned on `line` by a move that leaves `after`
    /// occupied and `ours_after` ours, and the change in its moves: those that land on the
    /// line against all it had. `None` where it was not free (rule 4).
    #[inline(never)]
    fn pinned_delta(&self, sq: u32, line: B, after: B, ours_after: B) -> Option<(usize, i64)> {
        let w = &self.watched;
        let i = w.sq[..w.n].iter().position(|&s| s as u32 == sq)?;
        if w.pin[i] != Pin::Free {
            return None;
        }
        let before = &w.moves[i];
        if before.get() == UNCOUNTED {
            before.set(self.piece_moves(w.ty[i], sq, self.occ, self.ours));
        }
        let now = self.piece_moves_on(w.ty[i], sq, after, ours_after, line);
        Some((i, now as i64 - before.get() as i64))
    }

    /// True if a piece of ours with the capture steps `attacks` (no lame ones) on the square
    /// of `at` (if any) on a pin's line, with `occ` occupied, attacks a square of the hard
    /// zone directly.
    #[inline(always)]
    fn attacks_hard(&self, attacks: &MoveSet<B>, at: B, occ: B) -> bool {
        if at.is_empty() {
            return false;
        }
        let sq = at.lsb() as usize;
        if self.zone[HARD] == B::bit(self.king) {
            // Past the pinned piece only a leap reaches the royal piece (from the rider's
            // square not even that: they are not in check).
            return (attacks.has_leaps || attacks.leaps_only) && attacks.leap[sq].has(self.king);
        }
        (self.r.targets(attacks, sq as u32, occ) & self.zone[HARD]).any()
    }

    /// The pin a move from `from` (a square if `moves`, else a drop) onto `to` unpins or
    /// screens; `None` where it does both to two pins.
    #[inline(never)]
    fn unpin_of(&self, from: u32, moves: bool, to: B) -> Option<usize> {
        let mut found = None;
        for (k, u) in self.unpins.iter().enumerate() {
            if (moves && u.rider as u32 == from) || (u.far & to).any() {
                if found.is_some() {
                    return None;
                }
                found = Some(k);
            }
        }
        found
    }

    /// The watched piece of `u`, whose rider (of our type `ty`) moves to `to` (a piece of our
    /// type `g` gated in on `sq` where `gated` is `(sq, g)`; the board then occupied on
    /// `after`, ours on `ours_after`), and the change in its moves: those on the pin's line
    /// before, those on its line after where a rider of ours still pins it along the line (the
    /// piece that stands there after the move: a rider leaving with a gate leaves the gated
    /// piece behind on the line), else all its moves. `None` where a ranged rider of ours may
    /// pin it. Rare: kept off the hot path.
    #[inline(never)]
    fn unpinned_delta(
        &self,
        u: Unpin<B>,
        ty: u8,
        to: u32,
        gated: Option<(u32, u8)>,
        after: B,
        ours_after: B,
    ) -> Option<(usize, i64)> {
        let r = self.r;
        let w = &self.watched;
        let i = w.sq[..w.n].iter().position(|&s| s == u.piece)?;
        let (sq, t) = (u.piece as u32, w.ty[i]);
        let dir = &r.dirs[u.dir as usize];
        let line_to = |q: u32| dir.full[self.king as usize] & !dir.full[q as usize];
        let before = &w.moves[i];
        if before.get() == UNCOUNTED {
            let on = line_to(u.rider as u32);
            before.set(self.piece_moves_on(t, sq, self.occ, self.ours, on));
        }
        let beyond = dir.full[sq as usize] & after;
        let mut on = !B::ZERO;
        if beyond.any() && ours_after.has(dir.nearest(beyond)) {
            let q = dir.nearest(beyond);
            let tq = match gated {
                _ if q == to => ty,
                Some((sq, g)) if q == sq => g,
                _ => self.pos.type_at(q)?,
            };
            let mut ranged = false;
            for g in &r.attacks[self.us].rides.groups {
                if g.types & (1 << tq) == 0 {
                    continue;
                }
                for &d in &g.dirs {
                    let e = &r.dirs[d as usize];
                    if (e.dx, e.dy) == (dir.dx, dir.dy) {
                        if e.range == 0 {
                            on = line_to(q);
                        } else {
                            ranged = true;
                        }
                    }
                }
            }
            if ranged && on == !B::ZERO {
                return None;
            }
        }
        let now = self.piece_moves_on(t, sq, after, ours_after, on);
        Some((i, now as i64 - before.get() as i64))
    }

    /// `Δ` if the legal move `m` may go unplayed: its child has `n0 + Δ` moves.
    #[inline(always)]
    fn delta(&self, m: FairyMove) -> Option<i64> {
        if m.kind() == Kind::Promotion {
            self.promotion_delta(m)
        } else {
            self.plain_delta(m).or_else(|| self.excluded_check(m))
        }
    }

    /// [`Board::delta`] of a legal move `m` that is no promotion.
    #[inline(always)]
    fn plain_delta(&self, m: FairyMove) -> Option<i64> {
        // (A drop's from square is its to square.)
        if self.unpinning.any() && (self.unpinning & (B::bit(m.from()) | B::bit(m.to()))).any() {
            self.unpinning_delta(m)
        } else {
            self.delta_with::<false, false>(m)
        }
    }

    /// [`Board::delta`] of a move that may unpin. Rare: kept off the hot path.
    #[inline(never)]
    fn unpinning_delta(&self, m: FairyMove) -> Option<i64> {
        self.delta_with::<true, false>(m)
    }

    /// [`Board::delta`] of a promotion (one that may unpin is played). Rare: kept off the hot
    /// path.
    #[inline(never)]
    fn promotion_delta(&self, m: FairyMove) -> Option<i64> {
        if (self.unpinning & (B::bit(m.from()) | B::bit(m.to()))).any() {
            return None;
        }
        self.delta_with::<false, true>(m)
    }

    /// [`Board::delta`], for a move that starts or lands on [`Board::unpinning`] if `UNPIN`
    /// (else for one that does neither), and for a promotion if `PROMOTION` (else for a move
    /// that is none).
    #[inline(always)]
    fn delta_with<const UNPIN: bool, const PROMOTION: bool>(&self, m: FairyMove) -> Option<i64> {
        let r = self.r;
        let to = m.to();
        let (from, ty) = match m.kind() {
            Kind::Normal => (B::bit(m.from()), self.pos.type_at(m.from())?),
            Kind::DoubleStep if en_passant_square(r, self.pos, m.from(), to).is_none() => {
                (B::bit(m.from()), self.pos.type_at(m.from())?)
            }
            Kind::Drop if !self.material_ends => (B::ZERO, m.piece()),
            // A promotion to a type that is not royal changes only what stands on its two
            // squares and what the piece attacks from where it lands (and, where extinction
            // counts the types, the material: played).
            Kind::Promotion
                if PROMOTION
                    && r.spec.extinction.is_none()
                    && r.royal & (1 << m.piece()) == 0
                    && m.gate().is_none()
                    && m.from() != to =>
            {
                (B::bit(m.from()), self.pos.type_at(m.from())?)
            }
            _ => return None,
        };
        // The type that stands on `to` after the move.
        let lands = if PROMOTION { m.piece() } else { ty };
        let to_bb = B::bit(to);
        if ((from | to_bb) & self.excluded).any() || self.may_flag(ty, lands, from | to_bb) {
            return None;
        }
        let captured = self.theirs & to_bb;
        // Our rider of a pin moving off, or a piece of ours screening it (rule 2).
        let unpin = if UNPIN && ((from | to_bb) & self.unpinning).any() {
            Some(self.unpin_of(m.from(), from.any(), to_bb)?)
        } else {
            None
        };
        // A move that changes what stands on or attacks a square of the soft zone has their
        // royal moves recounted.
        let mut recount = ((from | to_bb) & self.soft).any();
        if captured.any() && self.king_steps.has(to) {
            if self.zone[SOFT].is_empty() {
                return None;
            }
            recount = true;
        }
        if captured.any()
            && (self.material_ends
                || (captured & (self.pos.castling | self.pos.gates)).any()
                || self.pos.type_at(to).is_some_and(|t| self.limits_them(t)))
        {
            return None;
        }
        // The squares that change: `from` empties (unless a piece is gated in there), `to`
        // fills (or changes hands).
        let gate = m.gate();
        let emptied = if gate.is_some() { B::ZERO } else { from };
        let touched = emptied | to_bb;
        let after = (self.occ & !emptied) | to_bb;
        let ours_after = (self.ours & !emptied) | to_bb;
        // Rule 3.
        let attacks = &r.types[ty as usize].side[self.us].capture;
        if unpin.is_some() && attacks.has_lame {
            return None;
        }
        let mut pin = None;
        if PROMOTION {
            // Judged square by square: the piece as it leaves `from`, promoted where it lands
            // (an attack on the hard zone is played unless it checks). A promotion to a hopper
            // is played: the lines it hops along were not excluded (rule 8).
            let promoted = &r.types[lands as usize].side[self.us].capture;
            if attacks.has_lame
                || promoted.has_lame
                || !promoted.hops.is_empty()
                || self.reaches_zone(HARD, attacks, m.from(), self.occ)
            {
                return None;
            }
            if self.reaches_zone(HARD, promoted, to, after) {
                return self.check_delta::<true>(m, lands, from);
            }
            recount |= self.zone[SOFT].any()
                && (self.reaches_zone(SOFT, attacks, m.from(), self.occ)
                    || self.reaches_zone(SOFT, promoted, to, after));
        }
        let near_any = if PROMOTION { B::ZERO } else { self.near(ty) };
        let zones: &[usize] = if ((from | to_bb) & near_any).is_empty() {
            &[]
        } else {
            &[HARD, SOFT]
        };
        for &zone in zones {
            let near = self.near_zone[zone][ty as usize];
            if recount && zone == SOFT || ((from | to_bb) & near).is_empty() {
                continue;
            }
            // The rider of a pin reaches their royal piece through the piece it pins, and so
            // does a rider landing between them: that pin is judged below, and from there only
            // a direct attack on the zone counts.
            let mut at = from | to_bb;
            if let Some(k) = unpin
                && zone == HARD
            {
                let u = &self.unpins[k];
                let on_pin = at & (u.far | B::bit(u.rider as u32));
                if self.attacks_hard(attacks, from & on_pin, self.occ)
                    || self.attacks_hard(attacks, to_bb & on_pin, after)
                {
                    return None;
                }
                at &= !on_pin;
            }
            let reaches = if attacks.has_lame {
                (from.any() && self.reaches_zone(zone, attacks, m.from(), self.occ))
                    || self.reaches_zone(zone, attacks, to, after)
            } else {
                self.rider_or_leap_reaches(zone, ty, attacks, at)
            };
            if reaches && zone == HARD {
                // Leaving an attack on a square of a hard zone larger than their royal piece
                // changes their royal moves.
                if from.any()
                    && self.zone[HARD] != B::bit(self.king)
                    && self.rider_or_leap_reaches(HARD, ty, attacks, from & at)
                {
                    return None;
                }
                match self.hard_reach(attacks, m, lands, emptied, UNPIN)? {
                    Hard::Pin(sq, line) => pin = Some((sq, line)),
                    Hard::Check(d) => return Some(d),
                }
                continue;
            }
            recount |= reaches;
        }
        // The gated piece, on `from`, is judged as a piece landing there (rule 3): an attack
        // on the hard zone is played, one on the soft zone has their royal moves recounted.
        if let Some(g) = gate {
            let gated = &r.types[g as usize].side[self.us].capture;
            if self.reaches_zone(HARD, gated, m.from(), after) {
                return None;
            }
            recount |= self.zone[SOFT].any() && self.reaches_zone(SOFT, gated, m.from(), after);
        }
        // A pin that also has their royal moves recounted costs as much as the child made.
        if pin.is_some() && recount {
            return None;
        }
        let mut delta = 0i64;
        // Rule 5.
        let filled = to_bb & !captured;
        for d in &self.drops.as_flattened()[..self.n_drops] {
            delta += (*d & emptied).any() as i64 - (*d & filled).any() as i64;
        }
        // Rule 4.
        let w = &self.watched;
        let mut pinned = 0u64;
        if let Some((sq, line)) = pin {
            let (i, d) = self.pinned_delta(sq, line, after, ours_after)?;
            pinned = 1 << i;
            delta += d;
        }
        if let Some(k) = unpin {
            let gated = gate.map(|g| (m.from(), g));
            let (i, d) = self.unpinned_delta(self.unpins[k], ty, to, gated, after, ours_after)?;
            if pinned & 1 << i != 0 {
                return None;
            }
            pinned |= 1 << i;
            delta += d;
        }
        if captured.any() || (touched & w.seen).any() {
            let mut hits = w.touched_by(touched, captured) & !pinned;
            while hits != 0 {
                let i = hits.trailing_zeros() as usize;
                hits &= hits - 1;
                let (sq, ty) = (w.sq[i] as u32, w.ty[i]);
                let taken = sq == to;
                match w.pin[i] {
                    Pin::Free => {}
                    // It moves only along its line, which the move leaves alone.
                    Pin::Pinned if !taken => continue,
                    Pin::Pinned | Pin::Maybe => return None,
                }
                let before = &w.moves[i];
                if before.get() == UNCOUNTED {
                    before.set(self.piece_moves(ty, sq, self.occ, self.ours));
                }
                let now = if taken {
                    0
                } else {
                    self.piece_moves(ty, sq, after, ours_after)
                };
                delta += now as i64 - before.get() as i64;
            }
        }
        if recount {
            delta += self.king_delta(m, lands, from, after, captured);
        }
        Some(delta)
    }

    /// The change in their royal piece's legal moves (castling included) that `m`, a move of
    /// our piece of type `ty` (as it lands) from `from` (none for a drop) leaving `after`
    /// occupied and capturing `captured`, makes: judged by the royal watch where it can, else
    /// counted in the child made and in the null-move position.
    #[inline(never)]
    fn king_delta(&self, m: FairyMove, ty: u8, from: B, after: B, captured: B) -> i64 {
        let r = self.r;
        if !self.castles && m.gate().is_none() {
            let watch = self
                .royal_watch
                .get_or_init(|| RoyalWatch::new(r, self.pos, self.us, self.king, self.king_type));
            if let Some(w) = watch {
                let lifted = after & !B::bit(self.king);
                let lands = r.targets(&r.types[ty as usize].side[self.us].capture, m.to(), lifted);
                if let Some(now) = w.steps_after(self.theirs, from, m.to(), captured, lands) {
                    if self.king_null.get() == UNCOUNTED {
                        self.king_null.set(w.steps_now(self.theirs));
                    }
                    return now as i64 - self.king_null.get() as i64;
                }
            }
        }
        if self.king_null.get() == UNCOUNTED {
            self.king_null.set(self.king_moves(&self.null));
        }
        let child = make(r, self.pos, m);
        self.king_moves(&child) as i64 - self.king_null.get() as i64
    }

    /// Their royal piece's legal moves in `p` (they to move there, as in the null-move
    /// position and in a child), each judged on its own; with their castling moves where
    /// those are recounted ([`Board::castles`]).
    #[inline]
    fn king_moves(&self, p: &FairyPosition<B>) -> u32 {
        let r = self.r;
        let them = 1 - self.us;
        let ty = &r.types[self.king_type as usize];
        let (occ, enemy) = (p.occupied(), p.side(self.us));
        let king = self.king;
        let mut legal = RoyalMoves { r, p, king, n: 0 };
        steps(r, p, them, ty, king, occ, enemy, false, &mut legal);
        if ty.side[them].initial_squares.has(king) {
            initial_steps(r, p, them, ty, king, occ, enemy, &mut legal);
        }
        if self.castles {
            castling(r, p, &mut legal);
        }
        legal.n
    }

    /// True if a piece of ours of type `ty`, without lame captures (`attacks`), on one of the
    /// squares `at` (where it starts or lands) attacks a square of their royal zone, or their
    /// royal piece through one piece of theirs (rule 3). Judged on the board as it is: a move
    /// changes the occupancy only where it starts (refused first if the piece attacked the
    /// zone from there) and where it lands.
    #[inline(always)]
    fn rider_or_leap_reaches(&self, zone: usize, ty: u8, attacks: &MoveSet<B>, at: B) -> bool {
        if attacks.has_leaps || attacks.leaps_only {
            for sq in at.squares() {
                if (attacks.leap[sq as usize] & self.zone[zone]).any() {
                    return true;
                }
            }
        }
        let groups = &self.r.attacks[self.us].rides.groups;
        for (i, g) in groups.iter().enumerate() {
            if g.types & (1 << ty) != 0 && (self.group_reach(zone, i) & at).any() {
                return true;
            }
        }
        false
    }

    /// The squares from which a line piece of our group `i` sees a square of the zone along
    /// the group's lines, or their royal piece through one piece of theirs; computed once.
    #[inline(always)]
    fn group_reach(&self, zone: usize, i: usize) -> B {
        let done = &self.groups_done[zone];
        if done.get() & (1 << i) != 0 {
            return self.group_reach[zone][i].get();
        }
        let r = self.r;
        let king = self.king as usize;
        let mut reach = B::ZERO;
        for &d in &r.attacks[self.us].rides.groups[i].dirs {
            let dir = &r.dirs[d as usize];
            for z in self.zone[zone].squares() {
                reach |= dir.attacks(z, self.occ);
            }
            let line = dir.full[king] & self.occ;
            if zone == HARD && line.any() && self.theirs.has(dir.nearest(line)) {
                let beyond = dir.full[dir.nearest(line) as usize];
                let next = beyond & self.occ;
                let span = if next.any() {
                    beyond & !dir.full[dir.nearest(next) as usize]
                } else {
                    beyond
                };
                reach |= span & dir.ray[king];
            }
        }
        self.group_reach[zone][i].set(reach);
        done.set(done.get() | 1 << i);
        reach
    }

    /// Among `targets`, legal drops of our type `t`, those whose `Δ` is only their drops lost
    /// on the square filled (rule 5): off the excluded squares and the pins' (rule 2), out of
    /// reach of the zone
    /// (rule 3), seen by no piece of theirs (rule 4), in a variant without extra endings.
    #[inline(always)]
    fn quiet_drops(&self, t: u8, targets: B) -> B {
        if self.material_ends {
            return B::ZERO;
        }
        let near = self.near(t);
        targets & !self.excluded & !self.soft & !self.unpinning & !near & !self.watched.seen
    }

    /// Among `targets`, legal plain moves of our piece on `from`, those whose `Δ` is only
    /// their drops gained on `from` and lost on the target (rule 5): neither square excluded
    /// or on a pin (rule 2) or in reach of the zone for the piece's type (rule 3) or seen by a piece of theirs
    /// (rule 4; with `from` unseen no line of theirs runs through it to a target beyond), no
    /// capture.
    #[inline(always)]
    fn quiet_moves(&self, from: u32, targets: B) -> B {
        let start = B::bit(from);
        let blocked = self.excluded | self.soft | self.unpinning | self.watched.seen;
        if (start & blocked).any() {
            return B::ZERO;
        }
        let Some(ty) = self.pos.type_at(from) else {
            return B::ZERO;
        };
        let mut near = self.near(ty);
        if self.flag_types & (1 << ty) != 0 {
            near |= self.flag_region;
        }
        if near.has(from) {
            return B::ZERO;
        }
        targets & !self.theirs & !blocked & !near
    }

    /// True if our move of a piece of type `ty`, of type `lands` where it lands, that starts
    /// or lands on `at`, may reach our flag (or leave it): a flag piece on the flag region.
    #[inline(always)]
    fn may_flag(&self, ty: u8, lands: u8, at: B) -> bool {
        (self.flag_types & (1 << ty | 1 << lands)) != 0 && (at & self.flag_region).any()
    }

    /// The sum of `Δ` over moves of ours from `from` to each square of `to` (none a capture):
    /// their drops gained on `from`, lost on each target.
    #[inline(always)]
    fn moves_delta(&self, from: u32, to: B) -> i64 {
        let n = to.count() as i64;
        self.drops.as_flattened()[..self.n_drops]
            .iter()
            .map(|d| d.has(from) as i64 * n - (*d & to).count() as i64)
            .sum()
    }

    /// The sum of `Δ` over drops of ours on each square of `filled`: their drops lost there.
    #[inline(always)]
    fn drops_filled(&self, filled: B) -> i64 {
        self.drops.as_flattened()[..self.n_drops]
            .iter()
            .map(|d| (*d & filled).count() as i64)
            .sum::<i64>()
            .wrapping_neg()
    }

    /// True if their moves depend on how many pieces of type `t` they have: promotions to it
    /// are limited, or it is a pawn, their pawn drops are limited per file and they hold a
    /// pawn to drop.
    #[inline(always)]
    fn limits_them(&self, t: u8) -> bool {
        let r = self.r;
        r.promotion_limited & (1 << t) != 0
            || (r.types[t as usize].spec.pawn
                && r.spec
                    .holdings
                    .is_some_and(|h| h.drops && h.pawns_per_file > 0)
                && self.pos.hands[1 - self.us][t as usize] > 0)
    }

    /// True if a piece of ours with the capture steps `attacks`, on `sq` with `occ` occupied,
    /// attacks a square of their royal zone, or their royal piece through one of theirs (a
    /// pin). Lame leaps are judged with all their pieces lifted (one of theirs on a leg is
    /// pinned as well).
    #[inline(always)]
    fn reaches_zone(&self, zone: usize, attacks: &MoveSet<B>, sq: u32, occ: B) -> bool {
        let r = self.r;
        if attacks.has_lame {
            return (r.targets(attacks, sq, occ & !self.theirs) & self.zone[zone]).any();
        }
        let direct = r.targets(attacks, sq, occ);
        if (direct & self.zone[zone]).any() {
            return true;
        }
        zone == HARD
            && self.king_type != NO_ROYAL
            && !attacks.leaps_only
            && r.targets(attacks, sq, occ & !(direct & self.theirs))
                .has(self.king)
    }

    /// The squares from which our piece of type `ty` could capture on a square of either
    /// part of their royal zone on an empty board.
    #[inline(always)]
    fn near(&self, ty: u8) -> B {
        self.near_zone[HARD][ty as usize] | self.near_zone[SOFT][ty as usize]
    }

    /// Their legal move count with our pieces where they stand and the turn passed, counted
    /// once.
    fn null_count(&self) -> u64 {
        if self.null_moves.get() == u64::MAX {
            self.null_moves
                .set(leaves_with(self.r, &self.null, self.null_safety));
        }
        self.null_moves.get()
    }
}

/// Collects drop target sets.
struct DropSets<'s, B> {
    sets: &'s mut [B],
    n: usize,
    /// More sets than room: the node plays every move.
    overflow: bool,
}

impl<B: Bits> Visitor<B> for DropSets<'_, B> {
    fn each(&mut self, _: FairyMove) {
        unreachable!("drops come as sets")
    }
    fn drops(&mut self, _: u8, targets: B) {
        if targets.is_empty() {
            return;
        }
        match self.sets.get_mut(self.n) {
            Some(slot) => {
                *slot = targets;
                self.n += 1;
            }
            None => self.overflow = true,
        }
    }
}
