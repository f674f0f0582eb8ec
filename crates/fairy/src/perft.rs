//! Perft: leaf nodes of the legal move tree, by copy-make; the last ply counts moves without
//! recursing.

use crate::bits::Bits;
use crate::capture_rules::{PseudoRoyals, forced, is_capture, moves_allowed_with};
use crate::counter::Dedicated;
use crate::leaper_sets::LeaperStep;
use crate::legal::{attacked_squares, first_royal_drop_safe, game_over, in_check, safe_in_place};
use crate::make::make;
use crate::movegen::{Visitor, generate};
use crate::moves::{FairyMove, Kind};
use crate::position::FairyPosition;
use crate::rules::Rules;
use crate::safety::{Safety, Verdict};

/// The position after `m` if `m` is legal in `pos`.
#[inline]
pub fn play_legal<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    m: FairyMove,
) -> Option<FairyPosition<B>> {
    let child = make(r, pos, m);
    let us = pos.turn();
    // Fairy-Stockfish judges a gating move by the move without the piece gated in (a pinned
    // piece may not leave its gate even if the gated piece would block the line again).
    let exposed = match m.gate() {
        _ if m.wall().is_some() => crate::walls::exposes(r, pos, m),
        Some(_) => in_check(r, &make(r, pos, m.without_gate()), us),
        None if m.kind() == Kind::EnPassant && r.spec.flying_general => {
            crate::legal::attacked_royals(r, &child, us)
        }
        None => in_check(r, &child, us),
    };
    let checks_barred = !r.spec.checking || (!r.spec.drop_checks && m.kind() == Kind::Drop);
    if exposed || (checks_barred && in_check(r, &child, 1 - us)) {
        return None;
    }
    if r.captures.judged && !crate::capture_rules::moves_allowed(r, pos, m) {
        return None;
    }
    if r.spec.makpong && !makpong_allows(r, pos, m) {
        return None;
    }
    if m.kind() == Kind::Drop && drop_mates(r, &child, m) {
        return None;
    }
    if m.kind() == Kind::Promotion && r.general.is_some() && !quiet_general(r, &child, m) {
        return None;
    }
    Some(child)
}

/// False if `m` moves the royal piece of a side in check anywhere but onto its only checker
/// (makpong).
fn makpong_allows<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, m: FairyMove) -> bool {
    let royal = pos
        .type_at(m.from())
        .is_some_and(|t| r.royal & (1 << t) != 0);
    if !royal || !matches!(m.kind(), Kind::Normal | Kind::Promotion) {
        return true;
    }
    let checkers = crate::legal::checkers(r, pos);
    checkers.is_empty() || checkers == [m.to()]
}

/// True if `m`, a drop, is a pawn drop the variant forbids because it mates.
fn drop_mates<B: Bits>(r: &Rules<B>, child: &FairyPosition<B>, m: FairyMove) -> bool {
    let forbids = r.spec.holdings.is_some_and(|h| h.no_pawn_drop_mate);
    if !forbids || !r.types[m.piece() as usize].spec.pawn || !in_check(r, child, child.turn()) {
        return false;
    }
    !has_legal_move(r, child)
}

/// True if sittuyin's promotion `m`, leading to `child`, neither gives check nor lets the new
/// piece attack an enemy piece.
fn quiet_general<B: Bits>(r: &Rules<B>, child: &FairyPosition<B>, m: FairyMove) -> bool {
    let them = child.turn();
    if in_check(r, child, them) {
        return false;
    }
    let sr = &r.types[m.piece() as usize].side[1 - them];
    (r.targets(&sr.capture, m.to(), child.occupied()) & child.side(them)).is_empty()
}

/// True if `pos` has a legal drop (of type `only`, where given).
pub fn has_legal_drop<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, only: Option<u8>) -> bool {
    let royals = pos.royals(r, pos.turn());
    let king = (royals.count() == 1).then(|| royals.lsb());
    let mut found = false;
    crate::movegen::drops(r, pos, &mut |m: FairyMove| {
        found = found || (only.is_none_or(|t| m.piece() == t) && judged_legal(r, pos, king, m));
    });
    found
}

/// True if `m`, a pseudo-legal move of `pos` whose mover's only royal piece (if it has exactly
/// one) stands on `king`, is legal: judged in place where it can be (a move that only moves,
/// drops or captures; a first royal piece dropped), else made and tested.
#[inline(always)]
pub(crate) fn judged_legal<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    king: Option<u32>,
    m: FairyMove,
) -> bool {
    if !r.spec.checking || (!r.spec.drop_checks && m.kind() == Kind::Drop) {
        // Whether the move gives check is known only after it.
        return play_legal(r, pos, m).is_some();
    }
    let in_place = match king {
        _ if r.captures.pseudo_royal => None,
        Some(k) => safe_in_place(r, pos, k, m),
        None => first_royal_drop_safe(r, pos, m),
    };
    match in_place {
        Some(safe) => safe,
        None => play_legal(r, pos, m).is_some(),
    }
}

/// True if `pos` has a legal move.
pub fn has_legal_move<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> bool {
    if let Some(j) = &r.janggi {
        return !j.children(r, pos).is_empty();
    }
    if game_over(r, pos) {
        return false;
    }
    if r.flip.is_some() {
        return !legal_moves(r, pos).is_empty();
    }
    let mut found = false;
    generate(r, pos, &mut |m| {
        if !found && play_legal(r, pos, m).is_some() {
            found = true;
        }
    });
    found
}

/// The legal moves of `pos`, in generation order.
pub fn legal_moves<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> Vec<FairyMove> {
    if let Some(moves) = crate::walls::legal_moves(r, pos) {
        return moves;
    }
    if let Some(j) = &r.janggi {
        return j.children(r, pos).into_iter().map(|(m, _)| m).collect();
    }
    let mut out = Vec::new();
    if game_over(r, pos) {
        return out;
    }
    generate(r, pos, &mut |m| {
        if play_legal(r, pos, m).is_some() {
            out.push(m);
        }
    });
    forced(r, pos, &mut out, |&m| m);
    if let Some(pass) = legal_pass(r, pos, !out.is_empty()) {
        out.push(pass.0);
    }
    out
}

/// The pass of the side to move in `pos` and the position after it, where the variant's
/// rule lets it pass and the pass is legal; `others`: whether it has another legal move.
fn legal_pass<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    others: bool,
) -> Option<(FairyMove, FairyPosition<B>)> {
    let m = r.flip.as_ref()?.pass_move(r, pos, others)?;
    play_legal(r, pos, m).map(|child| (m, child))
}

/// The legal moves of `pos` with the positions they lead to, in generation order.
fn legal_children<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
) -> Vec<(FairyMove, FairyPosition<B>)> {
    if let Some(j) = &r.janggi {
        return j.children(r, pos);
    }
    let mut out = Vec::new();
    if game_over(r, pos) {
        return out;
    }
    generate(r, pos, &mut |m| {
        if let Some(child) = play_legal(r, pos, m) {
            out.push((m, child));
        }
    });
    forced(r, pos, &mut out, |x| x.0);
    if let Some(pass) = legal_pass(r, pos, !out.is_empty()) {
        out.push(pass);
    }
    out
}

/// Leaf nodes at `depth` below `pos` from each node's list of legal moves, for the rules that
/// judge a move against the node's other moves (forced captures) or against pieces other than
/// the royal ones (pseudo-royal pieces): [`Safety`] and the fast paths know neither.
fn listed<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if let Some(f) = r.flip.as_ref()
        && crate::flip::FlipTables::plain(r)
    {
        return f.perft(r, pos, depth);
    }
    if let Some(j) = &r.janggi
        && !r.captures.must_capture
    {
        return j.perft(r, pos, depth);
    }
    let children = legal_children(r, pos);
    if depth == 1 {
        return children.len() as u64;
    }
    children
        .iter()
        .map(|(_, child)| listed(r, child, depth - 1))
        .sum()
}

/// Leaf nodes at `depth` below `pos`: moves that [`Safety`] clears are made without a test
/// (on the last ply only counted), those it rules out are skipped; depth 2 leaves moves
/// unplayed where the variant allows ([`crate::unplayed`]). A variant with a dedicated counter
/// ([`crate::counter`]) has its positions counted there where that counter takes them.
pub fn perft<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, depth: u32) -> u64 {
    if r.walling.is_some() {
        // Moves that place walls: their own counting.
        return crate::walls::perft(r, pos, depth);
    }
    if !r.spec.checking {
        // A move is legal only if it gives no check: every move is made and tested.
        return perft_tested(r, pos, depth);
    }
    if pos.walls.any() {
        // Walls that stay where they are (the board's shape, petrified pieces) are squares no
        // piece enters or passes: the generic engine knows them as occupied squares (the
        // depth-2 shortcut too: no move of either side changes them); the dedicated counters
        // do not.
        return counted(r, pos, depth, r.unplayed);
    }
    let dedicated = match &r.dedicated {
        None => None,
        Some(Dedicated::SmallChess(c)) => c.perft(pos, depth),
        Some(Dedicated::SmallHands(c)) => c.perft(pos, depth),
        Some(Dedicated::Crazyhouse(c)) => c.perft(r, pos, depth),
    };
    dedicated.unwrap_or_else(|| counted(r, pos, depth, r.unplayed))
}

/// [`perft`] without the depth-2 shortcut: every move above the last ply is made (bulk
/// counting).
pub fn perft_bulk<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, depth: u32) -> u64 {
    if r.walling.is_some() {
        return crate::walls::perft(r, pos, depth);
    }
    if !r.spec.checking {
        return perft_tested(r, pos, depth);
    }
    counted(r, pos, depth, false)
}

/// [`perft`], with the depth-2 shortcut where `shortcut`.
pub(crate) fn counted<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    depth: u32,
    shortcut: bool,
) -> u64 {
    let c = &r.captures;
    if (c.listed() && !c.only_forced() && !c.only_judged()) || r.walling.is_some() {
        return listed(r, pos, depth);
    }
    if depth == 0 {
        return 1;
    }
    if game_over(r, pos) {
        return 0;
    }
    if r.spec.makpong && in_check(r, pos, pos.turn()) {
        // The royal piece's moves in check follow makpong's rule, which Safety does not know.
        let children = legal_children(r, pos);
        if depth == 1 {
            return children.len() as u64;
        }
        return children
            .iter()
            .map(|(_, child)| counted(r, child, depth - 1, shortcut))
            .sum();
    }
    if r.captures.must_capture {
        return crate::forced_captures::perft(r, pos, depth, shortcut);
    }
    let safety = Safety::new(r, pos);
    if c.judged {
        return judged(r, pos, &safety, depth);
    }
    if depth == 1 {
        return leaves_with(r, pos, safety);
    }
    if depth == 2 && shortcut && r.unplayed_here(pos) {
        return crate::unplayed::perft2(r, pos, &safety);
    }
    let mut nodes = 0;
    generate(r, pos, &mut |m| match safety.verdict(r, m) {
        Verdict::Safe => nodes += counted(r, &make(r, pos, m), depth - 1, shortcut),
        Verdict::Illegal => {}
        Verdict::Test => {
            if judged_legal(r, pos, safety.king, m) {
                nodes += counted(r, &make(r, pos, m), depth - 1, shortcut);
            }
        }
    });
    nodes
}

/// [`counted`] (at `depth` ≥ 1 below `pos`, not over, whose [`Safety`] is `safety`) where a
/// move may be illegal other than by exposing the royal piece ([`CaptureRules::judged`]):
/// each move judged in place by the royal piece's safety and by
/// [`moves_allowed`](crate::capture_rules::moves_allowed), made only
/// above the last ply.
///
/// [`CaptureRules::judged`]: crate::capture_rules::CaptureRules::judged
fn judged<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, safety: &Safety<B>, depth: u32) -> u64 {
    if depth == 1 && !r.captures.pseudo_royal {
        return crate::judged_leaves::immune(r, pos, *safety);
    }
    let royals = PseudoRoyals::of(r, pos);
    if depth == 1
        && let Some(n) = crate::judged_leaves::pseudo_royal(r, pos, *safety, royals)
    {
        return n;
    }
    let mut nodes = 0;
    generate(r, pos, &mut |m| {
        if judged_move(r, pos, safety, royals, m) {
            nodes += match depth {
                1 => 1,
                _ => counted(r, &make(r, pos, m), depth - 1, false),
            };
        }
    });
    nodes
}

/// True if `m`, a pseudo-legal move of `pos` (whose [`Safety`] is `safety` and pseudo-royal
/// pieces `royals`), is legal where a move may be illegal other than by exposing the royal
/// piece: judged in place by the royal piece's safety and by
/// [`moves_allowed`](crate::capture_rules::moves_allowed).
#[inline(always)]
pub(crate) fn judged_move<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    safety: &Safety<B>,
    royals: PseudoRoyals<B>,
    m: FairyMove,
) -> bool {
    match safety.verdict(r, m) {
        Verdict::Safe => moves_allowed_with(r, pos, m, royals),
        Verdict::Illegal => false,
        // Pseudo-royal pieces have every tested move made, and `play_legal` judges it.
        Verdict::Test => {
            judged_legal(r, pos, safety.king, m)
                && (r.captures.pseudo_royal || moves_allowed_with(r, pos, m, royals))
        }
    }
}

/// The legal moves of `pos`, counted (perft 1).
#[inline]
pub(crate) fn leaf_count<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> u64 {
    if !r.spec.checking {
        return perft_tested(r, pos, 1);
    }
    counted(r, pos, 1, r.unplayed)
}

/// The legal moves of `pos` (not over), whose [`Safety`] is `safety`, counted.
#[inline]
pub(crate) fn leaves_with<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, safety: Safety<B>) -> u64 {
    let mut leaves = Leaves::<B>::new(r, pos, safety);
    generate(r, pos, &mut leaves);
    leaves.count
}

/// The last ply judges the royal piece's steps against a map of the attacked squares instead
/// of one by one where they are at least this many ...
const KING_MAP_STEPS: u32 = 3;

/// ... and at least one per this many pieces of the other side (the map costs a lookup per
/// piece, a step judged alone one per attacking type).
const KING_MAP_PIECES: u32 = 6;

/// Among `targets`, the squares the side to move's only royal piece, on `from`, may step to,
/// judged against one map of the squares it may not step to, where they are enough for the
/// map to cost less than judging them one by one (and the map can be made).
#[inline(always)]
pub(crate) fn royal_steps_safe<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    from: u32,
    targets: B,
) -> Option<B> {
    let n = targets.count();
    let them = 1 - pos.turn();
    if n < KING_MAP_STEPS || n * KING_MAP_PIECES < pos.count(them) {
        return None;
    }
    let danger = attacked_squares(r, pos, them, pos.occupied() & !B::bit(from))?;
    Some(targets & !danger)
}

/// The last ply's counter: safe sets of moves counted by population count, the rest tested
/// one by one. Where `CAPTURES`, it also counts apart the legal moves that capture.
pub(crate) struct Leaves<'a, B: Bits, const CAPTURES: bool = false> {
    r: &'a Rules<B>,
    pos: &'a FairyPosition<B>,
    safety: Safety<B>,
    /// The other side's pieces: where a plain move captures.
    enemy: B,
    /// The legal moves counted so far.
    pub(crate) count: u64,
    /// Those of them that capture (where `CAPTURES`; else 0).
    pub(crate) captures: u64,
}

impl<'a, B: Bits, const CAPTURES: bool> Leaves<'a, B, CAPTURES> {
    /// A counter of the legal moves of `pos` (not over), whose [`Safety`] is `safety`.
    #[inline(always)]
    pub(crate) fn new(r: &'a Rules<B>, pos: &'a FairyPosition<B>, safety: Safety<B>) -> Self {
        Leaves {
            r,
            pos,
            safety,
            enemy: pos.side(1 - pos.turn()),
            count: 0,
            captures: 0,
        }
    }

    /// Counts the moves to `safe`, legal without a test.
    #[inline(always)]
    fn add(&mut self, safe: B) {
        self.count += safe.count() as u64;
        if CAPTURES {
            self.captures += (safe & self.enemy).count() as u64;
        }
    }

    #[inline(always)]
    fn tested(&mut self, m: FairyMove) {
        self.counted(m, judged_legal(self.r, self.pos, self.safety.king, m));
    }

    /// Counts `m` if `legal`.
    #[inline(always)]
    fn counted(&mut self, m: FairyMove, legal: bool) {
        self.count += legal as u64;
        if CAPTURES {
            self.captures += (legal && is_capture(self.pos, m)) as u64;
        }
    }

    /// Counts the moves of the pieces `set` by `steps` onto `land` (the legs checked against
    /// `empty`): each made by `kind` from its target (`to - delta`) where it must be tested.
    #[inline(always)]
    fn count_steps(
        &mut self,
        steps: &[LeaperStep<B>],
        set: B,
        land: B,
        empty: B,
        kind: fn(u32, u32) -> FairyMove,
    ) {
        let test = self.safety.tested_to();
        for st in steps {
            let t = st.targets(set, empty) & land;
            self.add(t & !test);
            for to in (t & test).squares() {
                self.tested(kind((to as i32 - st.delta) as u32, to));
            }
        }
    }
}

impl<B: Bits, const CAPTURES: bool> Visitor<B> for Leaves<'_, B, CAPTURES> {
    #[inline(always)]
    fn each(&mut self, m: FairyMove) {
        match self.safety.verdict(self.r, m) {
            Verdict::Safe => self.counted(m, true),
            Verdict::Test => self.tested(m),
            Verdict::Illegal => {}
        }
    }

    #[inline(always)]
    fn targets(&mut self, from: u32, targets: B) {
        let targets = targets & self.safety.allowed(from);
        if self.safety.king == Some(from)
            && let Some(safe) = royal_steps_safe(self.r, self.pos, from, targets)
        {
            self.add(safe);
            return;
        }
        let risky = self.safety.risky_targets(from, targets);
        self.add(targets & !risky);
        for to in risky.squares() {
            self.tested(FairyMove::normal(from, to));
        }
    }

    /// A leaper's pieces are counted set-wise but for those whose every move is tested, those
    /// that may promote, and those that may gate a piece in.
    #[inline(always)]
    fn leapers(&mut self, t: u8, ours: B) -> B {
        let (r, pos) = (self.r, self.pos);
        let us = pos.turn();
        let sr = &r.types[t as usize].side[us];
        let Some(bulk) = &sr.leaper_set else {
            return ours;
        };
        let mut one_by_one = ours & (self.safety.tested_from() | bulk.one_by_one);
        if r.spec.gating && pos.holds(us) {
            one_by_one |= ours & pos.gates;
        }
        let set = ours & !one_by_one;
        // One shift per step beats a table lookup per piece only with enough pieces.
        if set.is_empty() || bulk.len() > 3 * set.count() as usize {
            return ours;
        }
        let empty = r.all & !pos.occupied();
        let enemy = self.enemy;
        let land = self.safety.landing();
        let normal: fn(u32, u32) -> FairyMove = FairyMove::normal;
        if sr.same {
            self.count_steps(&bulk.quiet, set, (empty | enemy) & land, empty, normal);
        } else {
            self.count_steps(&bulk.quiet, set, empty & land, empty, normal);
            self.count_steps(&bulk.capture, set, enemy & land, empty, normal);
        }
        let initial = set & sr.initial_squares;
        if initial.any() {
            let kind = if r.types[t as usize].spec.en_passant {
                FairyMove::double_step
            } else {
                normal
            };
            self.count_steps(&bulk.initial, initial, empty & land, empty, kind);
        }
        one_by_one
    }

    /// Counted as plain moves: a gated move is judged without the piece it gates in.
    #[inline(always)]
    fn gated_targets(&mut self, from: u32, targets: B, _gate: u8) {
        self.targets(from, targets);
    }

    /// Counted as plain moves: the en-passant square they leave does not change whether they
    /// are legal.
    #[inline(always)]
    fn double_steps(&mut self, from: u32, targets: B) {
        self.targets(from, targets);
    }

    #[inline(always)]
    fn drops(&mut self, t: u8, targets: B) {
        let targets = targets & self.safety.allowed_drops(self.r, t);
        let risky = self.safety.risky_drops(self.r, t, targets);
        self.count += (targets & !risky).count() as u64;
        for to in risky.squares() {
            self.tested(FairyMove::drop(t, to));
        }
    }
}

/// Leaf nodes at `depth`, every move made and tested, the leaves too (the slow reference for
/// [`perft`], and the `make` counting mode: a naive perft).
pub fn perft_tested<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, depth: u32) -> u64 {
    if r.captures.listed() {
        return listed(r, pos, depth);
    }
    if depth == 0 {
        return 1;
    }
    if game_over(r, pos) {
        return 0;
    }
    let mut nodes = 0;
    generate(r, pos, &mut |m| {
        if let Some(child) = play_legal(r, pos, m) {
            nodes += perft_tested(r, &child, depth - 1);
        }
    });
    nodes
}
