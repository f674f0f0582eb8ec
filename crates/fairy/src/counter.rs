//! [`Counting`]: which counter counts a variant's positions in the fast mode, and whether the
//! generic engine's depth 2 may leave moves unplayed ([`crate::unplayed`]), decided in one
//! place. [`Counting::of`] names every field of the variant's spec, its hands, its castling
//! and each of its pieces: a rule added to the spec does not compile until it is decided here.

use crate::bits::Bits;
use crate::catalog::chess_family::CHESS_CASTLING;
use crate::catalog::pieces::CHESS_PIECES;
use crate::on_crazyhouse::CrazyhouseRules;
use crate::rules::Rules;
use crate::small_chess::SmallChessRules;
use crate::small_hands::SmallHandsRules;
use crate::spec::{
    Confinement, Ending, Holdings, PalaceMove, PieceSpec, Promotion, PromotionStyle, RoyalRule,
    VariantSpec,
};

/// A counter of its own for a family of variants, faster than the generic engine there.
#[derive(Clone, Debug)]
pub enum Dedicated {
    /// The chess pieces alone on a board of at most 8 × 8 ([`crate::small_chess`]).
    SmallChess(SmallChessRules),
    /// Small boards with hands ([`crate::small_hands`]).
    SmallHands(Box<SmallHandsRules>),
    /// Chess with hands, on the chess crate's crazyhouse engine ([`crate::on_crazyhouse`]).
    Crazyhouse(CrazyhouseRules),
}

/// How the fast mode counts a variant.
#[derive(Clone, Debug)]
pub struct Counting {
    /// The dedicated counter that takes its positions (where it can; the generic engine
    /// counts the rest).
    pub dedicated: Option<Dedicated>,
    /// The generic engine's depth 2 may leave moves unplayed: no rule of the variant lets a
    /// move reach further than its squares, the lines through them and the enemy royal
    /// piece's zone (no sittuyin promotions, forced drops or pawn-drop mates; promotions to a
    /// royal type are judged per node; hoppers and flying generals by [`Rules::screens`]; no
    /// grasshoppers: a piece next to the royal piece screens it from one).
    /// Where drops of one type are forced (`mustDropType`), only in the positions where
    /// neither side holds a piece of that type ([`Rules::unplayed_here`]).
    pub unplayed: bool,
}

/// What a piece type's spec asks beyond its movement.
struct PieceRules {
    /// Moves where it stands, as any piece may: no confinement, no first-rank steps, no extra
    /// leaps from the enemy half, no drop ranks of its own, not a promoted form, no promotion
    /// zone of given squares.
    plain: bool,
    /// It moves as it is only from its start (initial steps), or takes en passant.
    pawn_steps: bool,
}

impl PieceRules {
    fn of(p: &PieceSpec) -> PieceRules {
        let PieceSpec {
            letter: _,
            name: _,
            betza: _,
            royal: _,
            pawn: _,
            promotion: _,
            promotion_squares,
            promoted,
            confined,
            initial_ranks,
            initial_squares,
            en_passant,
            takes_en_passant: _,
            advanced,
            advanced_from: _,
            drop_ranks,
            counts_as: _,
            palace,
            janggi_cannon,
        } = *p;
        PieceRules {
            plain: !promoted
                && palace == PalaceMove::None
                && !janggi_cannon
                && confined == Confinement::Board
                && advanced.is_empty()
                && drop_ranks.is_none()
                && promotion_squares.is_none(),
            pawn_steps: !initial_ranks.is_empty() || initial_squares.is_some() || en_passant,
        }
    }
}

/// What a variant's hands allow.
enum Hands {
    /// None.
    None,
    /// Captures go to the captor's hand and may be dropped on any empty square (pawns on
    /// their ranks), nothing else: crazyhouse's hands.
    Crazyhouse,
    /// As crazyhouse's, but drops may also be refused where a piece could never move or
    /// where a file holds a pawn already, and pieces may be dropped in promoted form: the
    /// shogi family's hands.
    Shogi,
    /// Anything else (forced drops, pawn-drop mates refused, gating only, ranks of drops).
    Other,
}

impl Hands {
    fn of(h: Option<Holdings>) -> Hands {
        let Some(h) = h else { return Hands::None };
        let Holdings {
            captures,
            pawn_drop_ranks: _,
            pawns_per_file,
            no_pawn_drop_mate,
            no_dead_drops,
            drop_ranks,
            promoted_drops,
            drops,
            must_drop,
            must_drop_type: _,
            opposite_bishops: _,
            drop_loop: _,
            partner,
        } = h;
        let dropped_captures = captures && drops && !must_drop && !no_pawn_drop_mate && !partner;
        if !dropped_captures || drop_ranks.is_some() {
            Hands::Other
        } else if pawns_per_file == 0 && !no_dead_drops && !promoted_drops {
            Hands::Crazyhouse
        } else if pawns_per_file <= 1 {
            Hands::Shogi
        } else {
            Hands::Other
        }
    }
}

impl Counting {
    /// How the fast mode counts the variant of `r`.
    pub fn of<B: Bits>(r: &Rules<B>) -> Counting {
        let VariantSpec {
            name: _,
            about: _,
            start: _,
            files,
            ranks,
            pieces,
            castling,
            holdings,
            royal_rule,
            endings,
            flying_general,
            gating,
            general_promotion,
            checking,
            drop_checks,
            must_capture,
            extinction,
            castling_king,
            blast_on_capture,
            opposite_castling,
            castling_dropped: _,
            chess960: _,
            castling_rank,
            makpong,
            drop_gravity,
            flip,
            walling,
            diagonal_lines,
            petrify,
            immunity,
            cambodian_moves,
        } = r.spec;
        let janggi = diagonal_lines.is_some()
            || endings.contains(&Ending::Bikjang)
            || pieces.iter().any(|p| p.janggi_cannon);
        // Endings a quiet move far from the royal pieces may change (a connection made, a
        // castling right lost) are not left to the null move's count. A check is counted only
        // for a move that gives one, and [`crate::unplayed`] plays those. A flag is reached
        // only by a flag piece's own move (played there too) unless it counts attacks or a full
        // region, or the flag piece is a king (racing kings' last move).
        let local_endings = endings.iter().all(|e| match e {
            Ending::BareKingLoses | Ending::BareKingDraws | Ending::ChecksGiven => true,
            Ending::Flag(f) => {
                !f.safe
                    && !f.blocked_win
                    && r.flag.as_ref().is_some_and(|t| !t.king.contains(&true))
            }
            Ending::CastlingLost(_) | Ending::Connect(_) | Ending::Bikjang => false,
        });
        // Rules of capture and movement that [`crate::unplayed`] does not know: forced
        // captures, extinction of pseudo-royal pieces (their safety decides which moves are
        // legal), explosions, the placement games' rules, walls (each move places one,
        // [`crate::walls`]; a petrifying capture leaves one), janggi's rules
        // ([`crate::janggi`]) and ouk chatrang's first moves ([`crate::cambodian`]).
        let unplayed_capture_rules = must_capture
            || janggi
            || extinction.is_some_and(|e| e.pseudo_royal)
            || blast_on_capture
            || flip.is_some()
            || walling.is_some()
            || petrify.is_some()
            || immunity.is_some()
            || cambodian_moves;
        // Besides those, extinction (whose captures, promotions and drops the depth-2 shortcut
        // plays) and a castling piece that is not royal: rules no dedicated counter knows.
        let capture_rules =
            unplayed_capture_rules || extinction.is_some() || castling_king.is_some();
        // Rules that reach beyond a move's squares, its lines and the royal zone (where a
        // falling drop lands depends on the squares around it), and more types than a node's
        // tables hold.
        let unplayed = !unplayed_capture_rules
            && general_promotion.is_none()
            && checking
            && drop_checks
            && local_endings
            && holdings.is_none_or(|h| {
                (!h.must_drop || h.must_drop_type.is_some()) && !h.no_pawn_drop_mate
            })
            && !opposite_castling
            && drop_gravity.is_none()
            && !endings.iter().any(|e| matches!(e, Ending::CastlingLost(_)))
            && !r.has_bounded_hops();
        // Chess's rules of check and mate, with no ending, screen or gate of its own.
        let chess_rules = royal_rule == RoyalRule::AllSafe
            && endings.is_empty()
            && checking
            && drop_checks
            && !flying_general
            && !gating
            && !opposite_castling
            && castling_rank == 0
            && !makpong
            && drop_gravity.is_none()
            && general_promotion.is_none();
        let small = files <= 8 && ranks <= 8;
        let piece_rules: Vec<PieceRules> = pieces.iter().map(PieceRules::of).collect();
        let all_plain = piece_rules.iter().all(|p| p.plain);
        let no_pawn_steps = piece_rules.iter().all(|p| !p.pawn_steps);
        let hands = Hands::of(holdings);
        let dedicated = if !chess_rules || capture_rules {
            None
        } else if small && castling.is_none() && matches!(hands, Hands::None) {
            (all_plain && no_pawn_steps)
                .then(|| SmallChessRules::new(files, ranks, pieces))
                .flatten()
                .map(Dedicated::SmallChess)
        } else if small
            && castling.is_none()
            && matches!(hands, Hands::Crazyhouse | Hands::Shogi)
            && no_pawn_steps
            && pieces.iter().all(|p| p.promotion_squares.is_none())
            && r.royal.count_ones() == 1
        {
            SmallHandsRules::new(r).map(|c| Dedicated::SmallHands(Box::new(c)))
        } else if (files, ranks) == (8, 8)
            && pieces == CHESS_PIECES
            && castling == Some(CHESS_CASTLING)
            && matches!(hands, Hands::Crazyhouse)
        {
            holdings
                .map(CrazyhouseRules::new)
                .map(Dedicated::Crazyhouse)
        } else {
            None
        };
        Counting {
            dedicated,
            unplayed,
        }
    }
}

/// The promotion of a piece that [`crate::small_chess`] plays: a pawn's, forced, on the last
/// rank, without limits.
pub(crate) fn last_rank_promotion(p: &Promotion) -> bool {
    let Promotion {
        ranks,
        to: _,
        style,
        limits,
    } = *p;
    ranks == 1 && style == PromotionStyle::Mandatory && limits.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::pieces::{KING, KNIGHT, MAN, QUEEN, single_step_pawn};

    /// The dedicated counter of `spec`, by name ("" for the generic engine alone).
    fn counter(spec: &VariantSpec) -> &'static str {
        let r = Rules::<u128>::new(spec).expect("tables");
        match Counting::of(&r).dedicated {
            Some(Dedicated::SmallChess(_)) => "small chess",
            Some(Dedicated::SmallHands(_)) => "small hands",
            Some(Dedicated::Crazyhouse(_)) => "crazyhouse",
            None => "",
        }
    }

    #[test]
    fn a_piece_with_a_rule_of_its_own_or_a_second_king_type_is_not_played_by_small_chess() {
        const PLAIN: &[PieceSpec] = &[single_step_pawn(1, &["Q"]), QUEEN, KING];
        const DEEP_ZONE: &[PieceSpec] = &[single_step_pawn(2, &["Q"]), QUEEN, KING];
        const TO_KING: &[PieceSpec] = &[single_step_pawn(1, &["K"]), QUEEN, KING];
        const A_MAN: &[PieceSpec] = &[QUEEN, MAN, KING];
        const TWO_QUEENS: &[PieceSpec] = &[QUEEN, QUEEN, KING];
        const CONFINED: &[PieceSpec] = &[QUEEN, KNIGHT.confined(Confinement::OwnHalf), KING];
        let spec = |pieces: &'static [PieceSpec]| {
            VariantSpec::new("t", "", (5, 5), pieces, "k4/5/5/5/4K w - - 0 1")
        };
        assert_eq!(counter(&spec(PLAIN)), "small chess");
        for pieces in [DEEP_ZONE, TO_KING, A_MAN, TWO_QUEENS, CONFINED] {
            assert_eq!(counter(&spec(pieces)), "", "{pieces:?}");
        }
        let wide = VariantSpec::new("t", "", (9, 5), &[QUEEN, KING], "k8/9/9/9/8K w - - 0 1");
        assert_eq!(counter(&wide), "");
    }
}
