//! Which positions a FEN may describe, derived from the variant's spec: the royal pieces each
//! side must have, the material its start position and the promotions allow (on the board and
//! in hand), the squares each piece can ever stand on, and the pawns a file may hold. Every
//! rule is read off the spec's fields, none is written for one variant.
//!
//! The rules are necessary conditions for a position to arise in a game, never more: a
//! position reached by legal moves from the start always passes (the property tests play
//! random games of every variant and read each position back).

use crate::bits::Bits;
use crate::position::FairyPosition;
use crate::rules::{MAX_TYPES, Rules, TypeSet};
use crate::spec::{Confinement, PromotionStyle};

/// A side's name in messages.
pub fn side_name(side: usize) -> &'static str {
    if side == 0 { "White" } else { "Black" }
}

/// What the spec allows a position to hold, built once per variant ([`Rules::setup`]).
#[derive(Clone, Debug)]
pub struct Setup<B> {
    /// Per side and type: the squares a piece of that type can stand on. Its start squares, its
    /// drop (or gating) squares and the squares a promotion puts it on, closed under its moves
    /// on an empty board, leaving out the squares where a move must have promoted it.
    pub stand: [[B; MAX_TYPES]; 2],
    /// Per side and type: the start position's pieces on the board and in hand, counted by
    /// origin (a promoted form as the piece it was promoted from).
    pub start: [[u32; MAX_TYPES]; 2],
    /// Per side and type: the start position's pieces in hand.
    pub start_hand: [[u8; MAX_TYPES]; 2],
    /// Per side: the start position's royal pieces (board and hand).
    pub start_royals: [u32; 2],
    /// Per side: the most royal pieces it can have.
    pub max_royals: [u32; 2],
    /// Per type (an origin): the types of another origin it may promote to (a mask).
    pub makes: [TypeSet; MAX_TYPES],
    /// Per type: the most pieces of it a side may have after a promotion makes one (`None`:
    /// no limit).
    pub limit: [Option<u32>; MAX_TYPES],
    /// Captured pieces change sides (into the captor's hand): material is counted over both
    /// sides together.
    pub pooled: bool,
}

impl<B: Bits> Default for Setup<B> {
    fn default() -> Self {
        Setup {
            stand: [[B::ZERO; MAX_TYPES]; 2],
            start: [[0; MAX_TYPES]; 2],
            start_hand: [[0; MAX_TYPES]; 2],
            start_royals: [0; 2],
            max_royals: [0; 2],
            makes: [0; MAX_TYPES],
            limit: [None; MAX_TYPES],
            pooled: false,
        }
    }
}

/// The type piece type `t` counts as for material: a promoted form as the piece it was
/// promoted from.
fn origin<B: Bits>(r: &Rules<B>, t: usize) -> usize {
    r.types[t].demoted as usize
}

/// Pieces on the board and in hand per side, by origin.
fn material<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> [[u32; MAX_TYPES]; 2] {
    let mut m = [[0; MAX_TYPES]; 2];
    for (side, counts) in m.iter_mut().enumerate() {
        for t in 0..r.types.len() {
            counts[origin(r, t)] += pos.of(side, t as u8).count() + pos.hands[side][t] as u32;
        }
    }
    m
}

/// `side`'s royal pieces on the board and in hand.
fn royals<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, side: usize) -> u32 {
    let in_hand: u32 = (0..r.types.len())
        .filter(|&t| r.royal & (1 << t) != 0)
        .map(|t| pos.hands[side][t] as u32)
        .sum();
    pos.royals(r, side).count() + in_hand
}

impl<B: Bits> Setup<B> {
    /// The setup rules of `r` (every other table of `r` built), with `start` its start
    /// position as written (read without these rules).
    pub(crate) fn new(r: &Rules<B>, start: &FairyPosition<B>) -> Setup<B> {
        let n_types = r.types.len();
        let mut s = Setup {
            pooled: r.spec.holdings.is_some_and(|h| h.captures),
            start: material(r, start),
            ..Setup::default()
        };
        for side in 0..2 {
            s.start_hand[side] = start.hands[side];
            s.start_royals[side] = royals(r, start, side);
        }
        if r.spec.holdings.is_some_and(|h| h.partner) {
            // A partner's board feeds the hands: up to a second set of each side's non-royal
            // pieces, in hand or (dropped) on the board.
            for side in 0..2 {
                for t in (0..n_types).filter(|&t| origin(r, t) == t && !r.types[t].spec.royal) {
                    let second = s.start[side][t];
                    s.start[side][t] += second;
                    s.start_hand[side][t] = s.start_hand[side][t].saturating_add(second as u8);
                }
            }
        }
        for (p, ty) in r.types.iter().enumerate() {
            for &(t, limit) in ty.promotions.iter().flatten() {
                let (from, to) = (origin(r, p), origin(r, t as usize));
                if from != to {
                    s.makes[from] |= 1 << to;
                    if limit != u8::MAX {
                        s.limit[to] = Some(limit as u32);
                    }
                }
            }
        }
        if let (Some((to, _)), Some(pawn)) = (r.general, r.pawn_type) {
            // Sittuyin's promotion: only while the side has none of the type.
            s.makes[pawn as usize] |= 1 << to;
            s.limit[to as usize] = Some(1);
        }
        for side in 0..2 {
            s.max_royals[side] = (0..n_types)
                .filter(|&t| r.royal & (1 << t) != 0)
                .map(|t| s.most(r, side, t))
                .sum();
        }
        s.stand = s.reachable(r, start);
        s
    }

    /// The most pieces of type `t` `side` can have (counted with the other pieces of its
    /// origin; a royal piece never changes sides).
    fn most(&self, r: &Rules<B>, side: usize, t: usize) -> u32 {
        let o = origin(r, t);
        let pooled = self.pooled && !r.types[t].spec.royal;
        let of = |p: usize| self.start[side][p] + if pooled { self.start[1 - side][p] } else { 0 };
        let makers: u32 = (0..r.types.len())
            .filter(|&p| self.makes[p] & (1 << o) != 0)
            .map(of)
            .sum();
        match self.limit[o] {
            Some(limit) if makers > 0 => of(o).max(limit),
            _ => of(o) + makers,
        }
    }

    /// [`Setup::stand`]: the seeds, then the moves from them until nothing is added.
    fn reachable(&self, r: &Rules<B>, start: &FairyPosition<B>) -> [[B; MAX_TYPES]; 2] {
        let n_types = r.types.len();
        let mut stand = [[B::ZERO; MAX_TYPES]; 2];
        let hold = r.spec.holdings;
        for (side, stand) in stand.iter_mut().enumerate() {
            for (t, ty) in r.types.iter().enumerate() {
                let sr = &ty.side[side];
                let mut seeds = start.of(side, t as u8);
                let base = ty.demoted as usize;
                if let Some(h) = hold {
                    let royal_held = ty.spec.royal && !h.must_drop;
                    let in_hand = if h.captures {
                        !royal_held
                    } else {
                        self.start_hand[side][base] > 0
                    };
                    let form_dropped = base == t || h.promoted_drops;
                    if in_hand && form_dropped {
                        if h.drops {
                            seeds |= r.drops[side][t];
                        }
                        if r.spec.gating {
                            seeds |= r.first_rank[side] & sr.zone;
                        }
                    }
                }
                if r.spec.castling.is_some() && (ty.spec.royal || r.castling_rooks & (1 << t) != 0)
                {
                    seeds |= r.first_rank[side] & sr.zone;
                }
                stand[t] = seeds;
            }
        }
        loop {
            let before = stand;
            // `side` indexes the rules' per-side tables as well as `stand`.
            #[allow(clippy::needless_range_loop)]
            for side in 0..2 {
                for t in 0..n_types {
                    let ty = &r.types[t];
                    let sr = &ty.side[side];
                    let zone = sr.promotion_zone;
                    let style = ty.spec.promotion.map(|p| p.style);
                    let (mut stays, mut lands) = (B::ZERO, B::ZERO);
                    for q in stand[side][t].squares() {
                        let reach = r.reach[side][t][q as usize];
                        let in_zone = zone.has(q);
                        stays |= match style {
                            None | Some(PromotionStyle::OnCapture) => reach,
                            Some(PromotionStyle::Mandatory) => reach & !zone,
                            Some(PromotionStyle::MandatoryInOrOut) if in_zone => B::ZERO,
                            Some(PromotionStyle::MandatoryInOrOut) => reach & !zone,
                            Some(
                                PromotionStyle::OptionalOnEntry | PromotionStyle::OptionalInOrOut,
                            ) => reach & !sr.dead,
                        };
                        lands |= match style {
                            None => B::ZERO,
                            Some(PromotionStyle::OnCapture) => reach,
                            Some(
                                PromotionStyle::OptionalInOrOut | PromotionStyle::MandatoryInOrOut,
                            ) if in_zone => reach,
                            Some(_) => reach & zone,
                        };
                    }
                    stand[side][t] |= stays;
                    for &(to, _) in &ty.promotions[side] {
                        let to = to as usize;
                        stand[side][to] |= lands & r.types[to].side[side].zone;
                    }
                    if let (Some((to, _)), Some(pawn)) = (r.general, r.pawn_type)
                        && pawn as usize == t
                    {
                        // Sittuyin's promotion: in place (then a diagonal step, its move).
                        let to = to as usize;
                        stand[side][to] |= stand[side][t] & r.types[to].side[side].zone;
                    }
                }
            }
            if stand == before {
                return stand;
            }
        }
    }
}

/// A rule broken by the board or the hands: the FEN field at fault (`board`, or `holdings`
/// for a rule of the hands alone) and what is wrong.
pub(crate) struct Broken {
    /// `board` or `holdings`.
    pub field: &'static str,
    /// What is wrong.
    pub reason: String,
}

fn board(reason: String) -> Broken {
    Broken {
        field: "board",
        reason,
    }
}

/// `name` in the plural: `pawns`, `men`, `silvers (promoted lance)`.
fn plural(name: &str) -> String {
    let (head, tail) = match name.find(" (") {
        Some(i) => name.split_at(i),
        None => (name, ""),
    };
    let head = if let Some(stem) = head.strip_suffix("man") {
        format!("{stem}men")
    } else if head.ends_with('s') {
        head.to_string()
    } else {
        format!("{head}s")
    };
    format!("{head}{tail}")
}

/// `n` pieces of type `t` with its FEN letter: `1 pawn (P)`, `2 crown princes (+E)`.
fn counted<B: Bits>(r: &Rules<B>, n: u32, t: usize) -> String {
    let spec = &r.types[t].spec;
    let plus = if spec.promoted { "+" } else { "" };
    let name = if n == 1 {
        spec.name.to_string()
    } else {
        plural(spec.name)
    };
    format!("{n} {name} ({plus}{})", spec.letter)
}

/// The name of type `t` with its FEN letter: `pawn (P)`, `crown prince (+E)`.
fn named<B: Bits>(r: &Rules<B>, t: usize) -> String {
    let spec = &r.types[t].spec;
    let plus = if spec.promoted { "+" } else { "" };
    format!("{} ({plus}{})", spec.name, spec.letter)
}

/// Checks the board and hands of `pos` against the setup rules of `r`; with `strict`, also
/// the promotions the material needs.
pub(crate) fn check<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    strict: bool,
) -> Result<(), Broken> {
    check_royals(r, pos)?;
    check_hands(r, pos)?;
    // A placement game's drops and flips make and turn pieces: any material may stand, on
    // any square.
    if r.flip.is_none() {
        check_material(r, pos, strict)?;
        check_squares(r, pos)?;
    }
    check_files(r, pos)?;
    check_promoted_marks(r, pos)
}

/// Each side has its royal pieces: at least one, at most what the rules allow.
fn check_royals<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> Result<(), Broken> {
    let s = &r.setup;
    let royal_types: Vec<usize> = (0..r.types.len())
        .filter(|&t| r.royal & (1 << t) != 0)
        .collect();
    let names = royal_types
        .iter()
        .map(|&t| r.types[t].spec.name)
        .collect::<Vec<_>>()
        .join(" or ");
    let place = match r.spec.holdings {
        Some(h) if h.must_drop => "on the board or in hand",
        _ => "on the board",
    };
    for side in 0..2 {
        if s.start_royals[side] == 0 {
            continue;
        }
        let n = royals(r, pos, side);
        let max = s.max_royals[side];
        let who = side_name(side);
        if royal_types.len() == 1 && max == 1 && n != 1 {
            return Err(board(format!(
                "{who} must have exactly one {names} {place}, found {n}"
            )));
        }
        if n == 0 {
            return Err(board(format!(
                "{who} has no {names} {place}: {} needs one",
                r.spec.name
            )));
        }
        if n > max {
            let what = match royal_types[..] {
                [t] => counted(r, n, t),
                _ => format!("{n} royal pieces ({names})"),
            };
            return Err(board(format!(
                "{who} has {what} {place}, at most {max} are possible"
            )));
        }
    }
    Ok(())
}

/// Where captured pieces do not change sides, a hand only ever holds what it starts with.
fn check_hands<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> Result<(), Broken> {
    let s = &r.setup;
    if r.spec.holdings.is_none() || s.pooled {
        return Ok(());
    }
    for side in 0..2 {
        for t in 0..r.types.len() {
            let (n, start) = (pos.hands[side][t], s.start_hand[side][t]);
            if n > start {
                let why = if r.spec.holdings.is_some_and(|h| h.partner) {
                    "its hands hold at most a second set of the side's pieces, which a partner's \
                     board feeds"
                } else {
                    "captured pieces do not go to a hand: it holds at most what it starts with"
                };
                return Err(Broken {
                    field: "holdings",
                    reason: format!(
                        "{} holds {} in hand, but in {} {why} ({start})",
                        side_name(side),
                        counted(r, n as u32, t),
                        r.spec.name
                    ),
                });
            }
        }
    }
    Ok(())
}

/// No more pieces than the start position has, and no more of a type a promotion does not
/// make; with `strict`, no more promotions than the missing promoting pieces could have made
/// (and none beyond a promotion's limit). Where captured pieces change sides, counted over
/// both sides (the board and the hands).
fn check_material<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    strict: bool,
) -> Result<(), Broken> {
    let s = &r.setup;
    let have = material(r, pos);
    let pools: Vec<(Option<usize>, [u32; MAX_TYPES], [u32; MAX_TYPES])> = if s.pooled {
        let sum = |m: &[[u32; MAX_TYPES]; 2]| std::array::from_fn(|t| m[0][t] + m[1][t]);
        vec![(None, sum(&have), sum(&s.start))]
    } else {
        (0..2)
            .map(|side| (Some(side), have[side], s.start[side]))
            .collect()
    };
    let targets = s.makes.iter().fold(0, |m, &t| m | t);
    for (side, have, start) in pools {
        let (who, whose, left) = match side {
            Some(side) => (
                format!("{} has", side_name(side)),
                format!("{}'s", side_name(side)),
                "left",
            ),
            None => (
                "the board and the hands hold".to_string(),
                "the two sides'".to_string(),
                "left on the board and in the hands",
            ),
        };
        let (total, total_start) = (have.iter().sum::<u32>(), start.iter().sum::<u32>());
        if total > total_start {
            return Err(board(format!(
                "{who} {total} pieces, but the start position has {total_start} (a promotion \
                 replaces a piece)"
            )));
        }
        let bases = (0..r.types.len()).filter(|&t| origin(r, t) == t);
        for t in bases.clone().filter(|&t| targets & (1 << t) == 0) {
            if have[t] > start[t] {
                return Err(board(format!(
                    "{who} {}, but the start position has {} and no promotion makes one",
                    counted(r, have[t], t),
                    start[t]
                )));
            }
        }
        if !strict {
            continue;
        }
        let missing = |p: usize| start[p].saturating_sub(have[p]);
        let promoters: Vec<usize> = bases.clone().filter(|&p| s.makes[p] != 0).collect();
        // `k` promotions, and the promoting pieces of `among` left: the message.
        let short = |what: String, k: u32, among: &[usize]| {
            let pieces = among
                .iter()
                .map(|&p| counted(r, have[p], p))
                .collect::<Vec<_>>()
                .join(" and ");
            let can: u32 = among.iter().map(|&p| missing(p)).sum();
            let plural = if k == 1 { "" } else { "s" };
            board(format!(
                "{whose} {what} beyond the start position need {k} promotion{plural}, but with \
                 {pieces} {left} at most {can} can have happened (--strict)"
            ))
        };
        let mut excess = 0;
        for t in bases.filter(|&t| targets & (1 << t) != 0) {
            if let (Some(limit), Some(_)) = (s.limit[t], side)
                && have[t] > start[t].max(limit)
            {
                return Err(board(format!(
                    "{who} {}, but the start position has {} and a promotion makes one only \
                     while the side has fewer than {limit} (--strict)",
                    counted(r, have[t], t),
                    start[t]
                )));
            }
            let over = have[t].saturating_sub(start[t]);
            let makers: Vec<usize> = promoters
                .iter()
                .copied()
                .filter(|&p| s.makes[p] & (1 << t) != 0)
                .collect();
            if over > makers.iter().map(|&p| missing(p)).sum() {
                return Err(short(plural(r.types[t].spec.name), over, &makers));
            }
            excess += over;
        }
        if excess > promoters.iter().map(|&p| missing(p)).sum() {
            return Err(short("pieces".to_string(), excess, &promoters));
        }
    }
    Ok(())
}

/// Every piece stands where it can: inside its confinement, not where it must have promoted,
/// and on a square its moves, drops or promotions reach.
fn check_squares<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> Result<(), Broken> {
    for side in 0..2 {
        for (t, ty) in r.types.iter().enumerate() {
            let sr = &ty.side[side];
            let wrong = pos.of(side, t as u8) & !r.setup.stand[side][t];
            let Some(sq) = wrong.squares().next() else {
                continue;
            };
            let who = format!(
                "{}'s {} on {}",
                side_name(side),
                named(r, t),
                r.geo.name(sq)
            );
            let style = ty.spec.promotion.map(|p| p.style);
            let why = if !sr.zone.has(sq) {
                match ty.spec.confined {
                    Confinement::Palace => "it never leaves its palace".to_string(),
                    Confinement::Squares(_) => "it never leaves its mobility region".to_string(),
                    _ => "it never leaves its own half of the board".to_string(),
                }
            } else if matches!(
                style,
                Some(PromotionStyle::Mandatory | PromotionStyle::MandatoryInOrOut)
            ) && sr.promotion_zone.has(sq)
            {
                format!(
                    "it promotes on reaching {}, so it cannot stand there",
                    ranks(r, sr.promotion_zone)
                )
            } else if style.is_some() && sr.dead.has(sq) {
                "it could never move from there, so it must have promoted on arriving".to_string()
            } else {
                "no move, drop or promotion of the game puts it there".to_string()
            };
            return Err(board(format!("{who}: {why}")));
        }
    }
    Ok(())
}

/// `rank 8` or `ranks 6 to 8`: the ranks of `zone`.
fn ranks<B: Bits>(r: &Rules<B>, zone: B) -> String {
    let rs: Vec<i32> = zone.squares().map(|s| r.geo.rank(s) + 1).collect();
    let (lo, hi) = (rs.iter().min(), rs.iter().max());
    match (lo, hi) {
        (Some(lo), Some(hi)) if lo == hi => format!("rank {lo}"),
        (Some(lo), Some(hi)) => format!("ranks {lo} to {hi}"),
        _ => "its zone".to_string(),
    }
}

/// At most the variant's number of unpromoted pawns of a side on a file (shogi's nifu).
fn check_files<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> Result<(), Broken> {
    let Some(limit) = r.spec.holdings.map(|h| h.pawns_per_file as u32) else {
        return Ok(());
    };
    if limit == 0 {
        return Ok(());
    }
    for side in 0..2 {
        for (t, ty) in r.types.iter().enumerate() {
            if !ty.spec.pawn || ty.spec.promoted || leaves_file(&ty.spec) {
                continue;
            }
            for (f, file) in r.files.iter().enumerate() {
                let n = (pos.of(side, t as u8) & *file).count();
                if n > limit {
                    return Err(board(format!(
                        "{} has {} unpromoted on the {}-file: {} allows at most {limit} a \
                         file",
                        side_name(side),
                        counted(r, n, t),
                        (b'a' + f as u8) as char,
                        r.spec.name
                    )));
                }
            }
        }
    }
    Ok(())
}

/// True if a move of the piece `p` may leave its file (the janggi soldier's sideways steps):
/// then its moves, not only its drops, can put two on a file.
fn leaves_file(p: &crate::spec::PieceSpec) -> bool {
    let sideways = crate::betza::parse(p.betza).is_ok_and(|steps| steps.iter().any(|s| s.dx != 0));
    sideways || !p.advanced.is_empty() || p.palace != crate::spec::PalaceMove::None
}

/// A `~` (promoted from a pawn) only on a type a promotion makes.
fn check_promoted_marks<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> Result<(), Broken> {
    let targets = r.setup.makes.iter().fold(0, |m, &t| m | t);
    for sq in pos.promoted.squares() {
        let Some((_, t)) = pos.piece_at(sq) else {
            continue;
        };
        if targets & (1 << origin(r, t as usize)) == 0 {
            return Err(board(format!(
                "'~' on {} marks a piece promoted from a pawn, but no promotion makes a {}",
                r.geo.name(sq),
                named(r, t as usize)
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::fen::{parse, parse_strict};
    use crate::rules::Rules;

    fn rules(variant: &str) -> &'static Rules<u128> {
        crate::registry::rules::<u128>(variant).expect("built in")
    }

    /// The error `variant` gives for `fen`: field, text and reason, as the CLI shows them.
    fn refused(variant: &str, fen: &str) -> String {
        match parse(rules(variant), fen) {
            Ok(_) => panic!("{variant}: '{fen}' was accepted"),
            Err(e) => format!("{} field '{}': {}", e.field, e.text, e.reason),
        }
    }

    fn accepted(variant: &str, fen: &str) {
        if let Err(e) = parse(rules(variant), fen) {
            panic!("{variant}: '{fen}': {e}");
        }
    }

    #[test]
    fn each_side_has_its_royal_pieces() {
        assert_eq!(
            refused(
                "fairychess",
                "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1"
            ),
            "board field 'rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR': White must have exactly \
             one king on the board, found 0"
        );
        assert_eq!(
            refused("fairychess", "4k3/8/8/8/8/8/8/3KK3 w - - 0 1"),
            "board field '4k3/8/8/8/8/8/8/3KK3': White must have exactly one king on the board, \
             found 2"
        );
        assert_eq!(
            refused("xiangqi", "9/9/9/9/9/9/9/9/9/9 w - - 0 1"),
            "board field '9/9/9/9/9/9/9/9/9/9': White must have exactly one general on the \
             board, found 0"
        );
        assert_eq!(
            refused(
                "xiangqi",
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1"
            ),
            "board field 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR': White \
             must have exactly one general on the board, found 0"
        );
        // Sittuyin's kings may still be in hand.
        accepted(
            "sittuyin",
            "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KNkfrrssnn] w - - 0 1",
        );
        assert_eq!(
            refused(
                "sittuyin",
                "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[Nkfrrssnn] w - - 0 1"
            ),
            "board field '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[Nkfrrssnn]': White must have exactly \
             one king on the board or in hand, found 0"
        );
    }

    #[test]
    fn a_second_royal_piece_only_where_the_rules_make_one() {
        // Spartan: Black starts with two kings, and a hoplite may promote to a second.
        accepted("spartan", "k2R3k/8/8/8/8/8/h7/4K3 b - - 0 1");
        assert_eq!(
            refused("spartan", "k2R3k/8/8/8/8/8/h7/3KK3 b - - 0 1"),
            "board field 'k2R3k/8/8/8/8/8/h7/3KK3': White must have exactly one king on the \
             board, found 2"
        );
        assert_eq!(
            refused("spartan", "k2R2kk/8/8/8/8/8/h7/4K3 b - - 0 1"),
            "board field 'k2R2kk/8/8/8/8/8/h7/4K3': Black has 3 kings (K) on the board, at \
             most 2 are possible"
        );
        // Shoshogi: the king and the crown prince (a promoted drunk elephant), not two kings.
        accepted("shoshogi", "4k4/9/9/9/9/9/9/9/K3+E3r w - - 0 1");
        assert_eq!(
            refused("shoshogi", "4k4/9/9/9/9/9/9/9/K3K3r w - - 0 1"),
            "board field '4k4/9/9/9/9/9/9/9/K3K3r': White has 2 kings (K), but the start \
             position has 1 and no promotion makes one"
        );
        accepted("shoshogi", "4k4/9/9/9/9/9/9/9/4+E3r w - - 0 1");
    }

    #[test]
    fn pieces_stand_only_where_they_can() {
        assert_eq!(
            refused("fairychess", "P3k3/8/8/8/8/8/8/4K3 w - - 0 1"),
            "board field 'P3k3/8/8/8/8/8/8/4K3': White's pawn (P) on a8: it promotes on \
             reaching rank 8, so it cannot stand there"
        );
        assert_eq!(
            refused("makruk", "4k3/8/P7/8/8/8/8/4K3 w - - 0 1"),
            "board field '4k3/8/P7/8/8/8/8/4K3': White's pawn (P) on a6: it promotes on \
             reaching ranks 6 to 8, so it cannot stand there"
        );
        assert_eq!(
            refused("fairychess", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"),
            "board field '4k3/8/8/8/8/8/8/P3K3': White's pawn (P) on a1: no move, drop or \
             promotion of the game puts it there"
        );
        // Chessgi drops pawns on the first rank.
        accepted("chessgi", "4k3/8/8/8/8/8/8/P3K3[] w - - 0 1");
        assert_eq!(
            refused("shogi", "P3k4/9/9/9/9/9/9/9/4K4[] w - - 0 1"),
            "board field 'P3k4/9/9/9/9/9/9/9/4K4[]': White's pawn (P) on a9: it could never \
             move from there, so it must have promoted on arriving"
        );
        assert_eq!(
            refused("shogi", "4k4/N8/9/9/9/9/9/9/4K4[] w - - 0 1"),
            "board field '4k4/N8/9/9/9/9/9/9/4K4[]': White's knight (N) on a8: it could never \
             move from there, so it must have promoted on arriving"
        );
        accepted("shogi", "4k4/+N8/9/9/9/9/9/9/4K4[] w - - 0 1");
        assert_eq!(
            refused("xiangqi", "3k5/9/9/9/9/4A4/9/9/9/4K4 w - - 0 1"),
            "board field '3k5/9/9/9/9/4A4/9/9/9/4K4': White's advisor (A) on e5: it never \
             leaves its palace"
        );
        assert_eq!(
            refused("xiangqi", "3k5/9/9/4B4/9/9/9/9/9/4K4 w - - 0 1"),
            "board field '3k5/9/9/4B4/9/9/9/9/9/4K4': White's elephant (B) on e7: it never \
             leaves its own half of the board"
        );
        assert_eq!(
            refused("xiangqi", "3k5/9/9/9/9/9/9/9/P8/4K4 w - - 0 1"),
            "board field '3k5/9/9/9/9/9/9/9/P8/4K4': White's soldier (P) on a2: no move, drop \
             or promotion of the game puts it there"
        );
    }

    #[test]
    fn shogi_allows_one_unpromoted_pawn_a_file() {
        assert_eq!(
            refused("shogi", "4k4/9/9/9/4P4/4P4/9/9/4K4[] w - - 0 1"),
            "board field '4k4/9/9/9/4P4/4P4/9/9/4K4[]': White has 2 pawns (P) unpromoted on \
             the e-file: shogi allows at most 1 a file"
        );
        accepted("shogi", "4k4/9/9/9/4+P4/4P4/9/9/4K4[] w - - 0 1");
        accepted("torishogi", "3k3/7/7/2S4/2S4/7/3K3[] w - - 0 1");
    }

    #[test]
    fn material_no_more_than_the_start_position_and_the_promotions_allow() {
        assert_eq!(
            refused(
                "shogi",
                "4k4/9/9/9/9/9/9/9/4K4[PPPPPPPPPPPPPPPPPPP] w - - 0 1"
            ),
            "board field '4k4/9/9/9/9/9/9/9/4K4[PPPPPPPPPPPPPPPPPPP]': the board and the hands \
             hold 19 pawns (P), but the start position has 18 and no promotion makes one"
        );
        assert_eq!(
            refused("fairychess", "k7/8/8/8/8/Q7/QQQQQQQQ/QQQQQQQK w - - 0 1"),
            "board field 'k7/8/8/8/8/Q7/QQQQQQQQ/QQQQQQQK': White has 17 pieces, but the start \
             position has 16 (a promotion replaces a piece)"
        );
        assert_eq!(
            refused("xiangqi", "3k5/9/9/9/9/9/9/9/9/RRR1K4 w - - 0 1"),
            "board field '3k5/9/9/9/9/9/9/9/9/RRR1K4': White has 3 chariots (R), but the start \
             position has 2 and no promotion makes one"
        );
    }

    #[test]
    fn promotions_beyond_the_missing_pawns_are_refused_with_strict() {
        // Sjaak II's super chess test position: an amazon and a veteran with all eight pawns.
        let fen = "r1b1k2r/1P1p1ppp/2n2s2/p1e1p3/2A1P1v1/2N2V2/PpPP1PPP/R1B1K2R w KQkq - 0 1";
        accepted("super", fen);
        let e = parse_strict(rules("super"), fen).unwrap_err();
        assert_eq!(
            e.reason,
            "White's amazons beyond the start position need 1 promotion, but with 8 pawns (P) \
             left at most 0 can have happened (--strict)"
        );
        let e = parse_strict(
            rules("fairychess"),
            "4k3/8/8/8/8/8/PPPPPPP1/NNNNK3 w - - 0 1",
        )
        .unwrap_err();
        assert_eq!(
            e.reason,
            "White's knights beyond the start position need 2 promotions, but with 7 pawns (P) \
             left at most 1 can have happened (--strict)"
        );
        let e = parse_strict(rules("super"), "4k3/8/8/8/8/8/8/AA2K3 w - - 0 1").unwrap_err();
        assert_eq!(
            e.reason,
            "White has 2 amazons (A), but the start position has 0 and a promotion makes one \
             only while the side has fewer than 1 (--strict)"
        );
        assert!(parse_strict(rules("super"), "4k3/8/8/8/8/8/8/A3K3 w - - 0 1").is_ok());
    }

    #[test]
    fn hands_hold_only_what_the_variant_allows() {
        assert_eq!(
            refused(
                "capablanca",
                "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[Q] w KQkq - 0 1"
            ),
            "holdings field '[Q]': capablanca has no pieces in hand"
        );
        assert_eq!(
            refused(
                "pocketknight",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[NNn] w KQkq - 0 1"
            ),
            "holdings field '[NNn]': White holds 2 knights (N) in hand, but in pocketknight \
             captured pieces do not go to a hand: it holds at most what it starts with (1)"
        );
        // Bughouse's hands are fed by the partner's board: up to a second set.
        let full = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QRRBBNNPPPPPPPPqrrbbnnpppppppp] \
                    w KQkq - 0 1";
        assert!(parse_strict(rules("bughouse"), full).is_ok());
        assert_eq!(
            refused(
                "bughouse",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QQ] w KQkq - 0 1"
            ),
            "holdings field '[QQ]': White holds 2 queens (Q) in hand, but in bughouse its hands \
             hold at most a second set of the side's pieces, which a partner's board feeds (1)"
        );
        assert_eq!(
            refused(
                "chessgi",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK~BNR[] w KQkq - 0 1"
            ),
            "board field 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK~BNR[]': '~' on e1 marks a \
             piece promoted from a pawn, but no promotion makes a king (K)"
        );
    }

    #[test]
    fn en_passant_castling_and_gates_match_the_board() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        assert_eq!(
            refused("fairychess", &format!("{start} w KQkq e6 0 1")),
            "en passant field 'e6': no Black pawn that just made a double step over e6 stands \
             beyond it"
        );
        // The pawn stands beyond the square, its start square is empty.
        accepted(
            "fairychess",
            "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2",
        );
        assert_eq!(
            refused(
                "fairychess",
                "rnbqkb1r/ppppnppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2"
            ),
            "en passant field 'e6': no Black pawn that just made a double step over e6 stands \
             beyond it"
        );
        assert_eq!(
            refused(
                "xiangqi",
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - e3 0 1"
            ),
            "en passant field 'e3': xiangqi has no en passant: the field must be '-'"
        );
        assert_eq!(
            refused("fairychess", &format!("{start} w KKkq - 0 1")),
            "castling field 'KKkq': 'K' is given twice"
        );
        assert_eq!(
            refused(
                "seirawan",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK1NR[HEhe] w KQFkq - 0 1"
            ),
            "castling field 'KQFkq': gate 'F': no White piece on f1; a gate is the square of \
             a first-rank piece that has not moved"
        );
    }

    #[test]
    fn a_fen_has_six_fields_or_four() {
        assert_eq!(
            refused(
                "fairychess",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0"
            ),
            "fen field 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0': expected 6 \
             fields (board, side, castling, en passant, halfmove, fullmove) or 4 (without the \
             clocks), found 5"
        );
        accepted(
            "fairychess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        );
        // Shogi's FENs may leave out castling and en passant.
        accepted(
            "shogi",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w 0 1",
        );
    }

    /// Every position of random games of `name` passes, with `--strict` too.
    fn random_games_pass<B: crate::Bits>(name: &str) -> usize {
        use bitperft::Game;
        let mut positions = 0;
        crate::testing::random_positions::<B>(name, 0x51e7_a11c_e5e7_0b5d, 8, 120, |game, pos| {
            let fen = game.fen(pos);
            if let Err(e) = parse_strict(game.rules(), &fen) {
                panic!("{name}: '{fen}': {e}");
            }
            positions += 1;
        });
        positions
    }

    #[test]
    fn every_position_of_random_games_passes_with_strict() {
        let positions: usize =
            crate::testing::every_variant(random_games_pass::<u64>, random_games_pass::<u128>)
                .iter()
                .sum();
        assert!(positions > 10_000, "{positions}");
    }

    #[test]
    fn every_start_position_passes_even_with_strict() {
        for spec in crate::catalog::all() {
            let r = rules(spec.name);
            if let Err(e) = parse_strict(r, spec.start) {
                panic!("{}: {e}", spec.name);
            }
        }
    }
}
