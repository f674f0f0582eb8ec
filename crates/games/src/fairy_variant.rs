//! [`FairyVariant`]: a variant of the fairy engine's catalog ([`fairy::catalog::all`]) as the
//! registry offers it, and the game it stands for in either bitboard width.

use crate::GameError;
use fairy::{Bits, Fairy, VariantSpec};
use std::fmt;

/// The catalog entry that is standard chess on the fairy engine (a cross-check of the
/// dedicated engine): offered, but listed last.
pub const CROSS_CHECK: &str = "fairychess";

/// A variant of the fairy engine, from its catalog or a variants file: a `Copy` handle to its
/// spec.
#[derive(Clone, Copy)]
pub struct FairyVariant(&'static VariantSpec, Origin);

/// Where a [`FairyVariant`] was defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Origin {
    Catalog,
    File,
}

impl FairyVariant {
    /// The catalog variants the command line offers, in catalog order with
    /// [`CROSS_CHECK`] last; an entry whose name a dedicated game already has (`shadowed`) is
    /// left out, so every name means one game.
    pub fn offered(shadowed: impl Fn(&str) -> bool) -> Vec<FairyVariant> {
        let mut out: Vec<FairyVariant> = fairy::catalog::all()
            .iter()
            .filter(|s| !shadowed(s.name))
            .map(|&s| FairyVariant(s, Origin::Catalog))
            .collect();
        out.sort_by_key(|v| v.name() == CROSS_CHECK);
        out
    }

    /// A variant read from a variants file.
    pub(crate) fn from_file(spec: &'static VariantSpec) -> FairyVariant {
        FairyVariant(spec, Origin::File)
    }

    /// True if it was read from a variants file (`--variants`), not the catalog.
    pub fn from_variants_file(self) -> bool {
        self.1 == Origin::File
    }

    /// The engine that counts it in the fast mode: `fairy` (the generic engine), or the
    /// fairy engine's dedicated counter that takes its positions (`fairy: small chess`,
    /// `fairy: small hands`, `fairy: crazyhouse`).
    pub fn engine(self) -> &'static str {
        let label = if self.wide() {
            counter_label::<u128>(self.0)
        } else {
            counter_label::<u64>(self.0)
        };
        label.unwrap_or("fairy")
    }

    /// Its spec.
    pub fn spec(self) -> &'static VariantSpec {
        self.0
    }

    /// Its name (Fairy-Stockfish's `UCI_Variant` spelling).
    pub fn name(self) -> &'static str {
        self.0.name
    }

    /// True if the board has more than 64 squares (the game runs on `u128` bitboards).
    pub fn wide(self) -> bool {
        usize::from(self.0.files) * usize::from(self.0.ranks) > 64
    }

    /// The game, on bitboards of width `B`, after checking that no slider backend was asked
    /// for (`sliders` is what `--sliders` named; `default` or empty when not given).
    pub fn game<B: Bits>(self, sliders: &str) -> Result<Fairy<B>, GameError> {
        if !(sliders.is_empty() || sliders.eq_ignore_ascii_case("default")) {
            return Err(GameError::NoSliders {
                variant: self.name(),
                sliders: sliders.to_string(),
            });
        }
        Fairy::<B>::from_spec(self.0).map_err(|e| GameError::Spec {
            variant: self.name(),
            reason: e.to_string(),
        })
    }
}

/// The label of the dedicated counter [`fairy::counter::Counting::of`] chose for `spec`, if
/// one was.
fn counter_label<B: Bits>(spec: &'static VariantSpec) -> Option<&'static str> {
    use fairy::counter::Dedicated;
    let game = Fairy::<B>::from_spec(spec).ok()?;
    Some(match game.rules().dedicated.as_ref()? {
        Dedicated::SmallChess(_) => "fairy: small chess",
        Dedicated::SmallHands(_) => "fairy: small hands",
        Dedicated::Crazyhouse(_) => "fairy: crazyhouse",
    })
}

impl PartialEq for FairyVariant {
    fn eq(&self, other: &FairyVariant) -> bool {
        self.name() == other.name() && self.1 == other.1
    }
}

impl Eq for FairyVariant {}

impl fmt::Debug for FairyVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FairyVariant({})", self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cross_check_comes_last_and_shadowed_names_are_left_out() {
        let all = FairyVariant::offered(|_| false);
        assert_eq!(all.len(), fairy::catalog::all().len());
        assert_eq!(all.last().map(|v| v.name()), Some(CROSS_CHECK));
        let first = fairy::catalog::ALL
            .iter()
            .find(|s| s.name != CROSS_CHECK)
            .expect("the catalog has variants besides the cross-check");
        let fewer = FairyVariant::offered(|n| n == first.name);
        assert_eq!(fewer.len(), all.len() - 1);
        assert!(fewer.iter().all(|v| v.name() != first.name));
    }

    #[test]
    fn the_width_follows_the_board_and_sliders_are_refused() {
        for v in FairyVariant::offered(|_| false) {
            let squares = usize::from(v.spec().files) * usize::from(v.spec().ranks);
            assert_eq!(v.wide(), squares > 64, "{}", v.name());
        }
        let capablanca = FairyVariant::offered(|_| false)
            .into_iter()
            .find(|v| v.name() == "capablanca")
            .expect("capablanca is in the catalog");
        assert!(capablanca.wide());
        assert!(capablanca.game::<u128>("default").is_ok());
        let e = capablanca.game::<u128>("magic").unwrap_err();
        assert!(
            matches!(
                e,
                GameError::NoSliders {
                    variant: "capablanca",
                    ..
                }
            ),
            "{e}"
        );
    }
}
