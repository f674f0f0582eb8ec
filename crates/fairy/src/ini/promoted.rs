//! Shogi-style piece promotion (`promotedPieceType`, `mandatoryPiecePromotion`,
//! `pieceDemotion`) and mobility regions (`mobilityRegion*`), lowered onto the fairy
//! engine's promoted forms (a piece written `+X`) and [`Confinement::Squares`].
//!
//! Fairy-Stockfish's rule: a piece with a promoted type may promote on a move that starts or
//! ends in the promotion region (must, with `mandatoryPiecePromotion`; may, and then must only
//! where it could never move again, with `immobilityIllegal`). The promoted piece moves as
//! its promoted type, is written `+` and its letter, and returns to a hand as what it was;
//! with `pieceDemotion` it changes back by the same rule. The pawn (the `pawn` key) promotes
//! so on the moves that end in the region, besides its `promotionPieceTypes`.

use super::draft::Draft;
use super::values::{MAX_FILES, MAX_RANKS, Region};
use crate::spec::{Confinement, PieceSpec, Promotion, PromotionStyle};

/// A lowering error: the key at fault and why.
type Refusal = (&'static str, String);

impl Draft {
    /// The squares the piece `key` may stand on, from the mobility regions (a side without a
    /// region: the whole board).
    pub(super) fn confinement(&self, key: &str) -> Confinement {
        let mut sides = [None, None];
        for (k, side, region) in &self.mobility_region {
            if k == key {
                sides[*side] = Some(*region);
            }
        }
        if sides.iter().all(Option::is_none) {
            return Confinement::Board;
        }
        let board = Region::all().on_board(self.files as usize, self.ranks as usize);
        let masks = sides.map(|r| {
            let r = r
                .unwrap_or(board)
                .on_board(self.files as usize, self.ranks as usize);
            // Fairy-Stockfish reads an empty region as no region.
            if r == Region::default() { board.0 } else { r.0 }
        });
        let masks: [[u16; MAX_RANKS]; 2] = masks;
        const { assert!(MAX_FILES <= 16) };
        Confinement::Squares(Box::leak(Box::new(masks)))
    }

    /// Adds to `pieces` (the spec's pieces, in the draft's order) the promoted forms of the
    /// pieces with a promoted type, and their promotions; `pawn_promotes`: the pawn already
    /// promotes as a pawn.
    pub(super) fn piece_promotions(
        &self,
        pieces: &mut Vec<PieceSpec>,
        pawn_promotes: bool,
    ) -> Result<(), Refusal> {
        let key = "promotedPieceType";
        let mut forms = Vec::new();
        for (from, to) in &self.promoted_piece_type {
            let (Some(i), Some(j)) = (self.index(from), self.index(to)) else {
                continue;
            };
            if self.promoted_piece_type.iter().any(|(f, _)| f == to) {
                return Err((
                    key,
                    format!("'{to}' promotes itself, so a promoted piece would promote again"),
                ));
            }
            if to == "king" || to == "pawn" || pieces[j].royal {
                return Err((key, format!("a promotion to '{to}'")));
            }
            if self.piece_promotion_on_capture {
                return Err((
                    "piecePromotionOnCapture",
                    "promotion on captures only".to_string(),
                ));
            }
            let zone = self.promotion_zone()?;
            let letter = pieces[i].letter;
            let mut limits = Vec::new();
            if let Some((_, n)) = self.promotion_limit.iter().find(|(k, _)| k == to) {
                if self.appears_unpromoted(to) {
                    return Err((
                        "promotionLimit",
                        format!(
                            "a limit on '{to}', which also stands on the board unpromoted (the \
                             limit counts both)"
                        ),
                    ));
                }
                limits.push((leak(format!("+{letter}")), (*n).min(255) as u8));
            }
            let choice = leak(format!("+{letter}"));
            let base = pieces[i];
            // A pawn type that must promote on entering the zone (never standing there
            // unpromoted) adds the promoted form to its pawn choices: every move into the zone
            // promotes, to one of them.
            let merged = from != "pawn"
                && base_promotes_on_entry(&pieces[i])
                && self
                    .promotion_pawn_types
                    .iter()
                    .all(|side| side.contains(from));
            let promotion = if from == "pawn" || merged {
                if !pawn_promotes && !merged {
                    return Err((
                        key,
                        "a pawn that is not among the promotion pawn types".to_string(),
                    ));
                }
                let p = base.promotion.expect("the pawn promotes");
                let to = p.to.map(|side| {
                    let mut to = side.to_vec();
                    to.push(choice);
                    leak_slice(to)
                });
                let mut all_limits = p.limits.to_vec();
                all_limits.extend(limits);
                Promotion {
                    to,
                    limits: leak_slice(all_limits),
                    ..p
                }
            } else {
                if base.promotion.is_some() {
                    return Err((
                        key,
                        format!("'{from}' promotes both as a pawn and as a shogi piece"),
                    ));
                }
                Promotion {
                    ranks: zone.ranks(),
                    to: [leak_slice(vec![choice]); 2],
                    style: self.piece_style()?,
                    limits: leak_slice(limits),
                }
            };
            pieces[i].promotion = Some(promotion);
            zone.mark(&mut pieces[i]);
            let mut form = pieces[j];
            form.letter = letter;
            form.promoted = true;
            form.name = leak(format!("promoted {from}"));
            form.pawn = false;
            form.en_passant = false;
            form.takes_en_passant = false;
            form.promotion = None;
            if self.piece_demotion {
                form.promotion = Some(Promotion {
                    ranks: zone.ranks(),
                    to: [leak_slice(vec![leak(letter.to_string())]); 2],
                    style: self.piece_style()?,
                    limits: &[],
                });
            }
            form.promotion_squares = None;
            form.counts_as = Some(pieces[j].letter);
            if form.promotion.is_some() {
                zone.mark(&mut form);
            }
            forms.push(form);
        }
        pieces.extend(forms);
        Ok(())
    }

    /// How a piece that is not the pawn promotes.
    fn piece_style(&self) -> Result<PromotionStyle, Refusal> {
        if self.mandatory_piece_promotion {
            Ok(PromotionStyle::MandatoryInOrOut)
        } else if self.immobility_illegal {
            Ok(PromotionStyle::OptionalInOrOut)
        } else {
            Err((
                "mandatoryPiecePromotion",
                "optional piece promotion where a piece may stay where it cannot move \
                 (immobilityIllegal = false)"
                    .to_string(),
            ))
        }
    }

    /// True if the piece `key` may stand on the board unpromoted: in the start position, in a
    /// hand, or as a pawn's promotion.
    fn appears_unpromoted(&self, key: &str) -> bool {
        let Some(letter) = self.piece(key).map(|p| p.letter) else {
            return false;
        };
        let board = self.start.split_whitespace().next().unwrap_or("");
        let mut after_plus = false;
        for c in board.chars() {
            if c.to_ascii_uppercase() == letter && !after_plus {
                return true;
            }
            after_plus = c == '+';
        }
        self.promotion_piece_types
            .iter()
            .any(|s| s.iter().any(|k| k == key))
    }

    /// The index of the piece `key` among the draft's pieces.
    fn index(&self, key: &str) -> Option<usize> {
        self.pieces.iter().position(|p| p.key == key)
    }
}

/// `s` for the rest of the process.
fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// `v` for the rest of the process.
fn leak_slice<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}

/// True if `p` promotes as a pawn, on every move into the zone (mandatory).
fn base_promotes_on_entry(p: &PieceSpec) -> bool {
    p.promotion
        .is_some_and(|b| b.style == crate::spec::PromotionStyle::Mandatory)
}
