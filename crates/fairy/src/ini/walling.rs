//! The walling keys (`wallingRule`, `wallingRegion`, `wallingRegionWhite`,
//! `wallingRegionBlack`, `wallOrMove`), read into [`WallingKeys`] and lowered to the spec's
//! [`Walling`] ([`crate::walls`] has the rules).

use super::draft::Draft;
use super::error::IniErrorKind;
use super::keys::KeyError;
use super::lexer::Section;
use super::values::{self, Region};
use crate::spec::VariantSpec;
use crate::walls::{Walling, WallingRule};

/// The keys this module reads, in the order Fairy-Stockfish applies them (`wallingRegion`
/// after the per-side keys, so it sets both).
pub const KEYS: &[&str] = &[
    "wallingRule",
    "wallingRegionWhite",
    "wallingRegionBlack",
    "wallingRegion",
    "wallOrMove",
];

/// Fairy-Stockfish's walling fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WallingKeys {
    /// `wallingRule`: `None` for `none`.
    pub rule: Option<WallingRule>,
    /// `wallingRegionWhite`, `wallingRegionBlack`.
    pub region: [Region; 2],
    /// `wallOrMove`.
    pub or_move: bool,
}

impl Default for WallingKeys {
    /// Fairy-Stockfish's defaults: no walling, anywhere, with every move.
    fn default() -> WallingKeys {
        WallingKeys {
            rule: None,
            region: [Region::all(), Region::all()],
            or_move: false,
        }
    }
}

/// Applies the walling keys of `section` to `draft`; the problems, one per entry.
pub fn apply(draft: &mut Draft, section: &Section) -> Vec<KeyError> {
    super::keys::apply_each(&mut draft.walling, section, KEYS, apply_one)
}

/// Applies `key = v` to `w`.
fn apply_one(w: &mut WallingKeys, key: &str, v: &str) -> Result<(), IniErrorKind> {
    let malformed = IniErrorKind::Malformed;
    let region = |v: &str| values::region(v).map_err(malformed);
    match key {
        "wallingRule" => w.rule = rule(v)?,
        "wallingRegionWhite" => w.region[0] = region(v)?,
        "wallingRegionBlack" => w.region[1] = region(v)?,
        "wallingRegion" => w.region = [region(v)?; 2],
        "wallOrMove" => w.or_move = values::boolean(v).map_err(malformed)?,
        _ => unreachable!("not a walling key: {key}"),
    }
    Ok(())
}

/// The walling rule written `v`.
fn rule(v: &str) -> Result<Option<WallingRule>, IniErrorKind> {
    Ok(Some(match v {
        "none" => return Ok(None),
        "arrow" => WallingRule::Arrow,
        "duck" => WallingRule::Duck,
        "edge" => WallingRule::Edge,
        "past" => WallingRule::Past,
        "static" => WallingRule::Static,
        _ => {
            return Err(IniErrorKind::Malformed(format!(
                "'{v}' is not a walling rule (none, arrow, duck, edge, past, static)"
            )));
        }
    }))
}

impl WallingKeys {
    /// `spec` (lowered from `draft`) with this walling; refused with drops, gating, a royal
    /// king under the duck rule, or checks forbidden, and `wallOrMove` without a rule.
    pub fn lower(
        &self,
        draft: &Draft,
        mut spec: VariantSpec,
    ) -> Result<VariantSpec, (&'static str, String)> {
        let Some(rule) = self.rule else {
            if self.or_move {
                // Fairy-Stockfish then generates a pass that places nothing.
                return Err((
                    "wallOrMove",
                    "wallOrMove without a walling rule (a pass)".to_string(),
                ));
            }
            return Ok(spec);
        };
        let refuse = |why: &str| Err(("wallingRule", why.to_string()));
        if spec.holdings.is_some_and(|h| h.drops) {
            return refuse("walls with drops (Fairy-Stockfish: incompatible with pieceDrops)");
        }
        if spec.gating {
            return refuse("walls with gating");
        }
        if !spec.checking {
            return refuse("walls with checks forbidden (checking = false)");
        }
        if rule == WallingRule::Duck && draft.piece("king").is_some() {
            return refuse(
                "the duck rule with a royal king (Fairy-Stockfish refuses kings with \
                 wallingRule = duck)",
            );
        }
        let rows = |r: Region| {
            let mut out = [0u16; 12];
            for (k, row) in out.iter_mut().enumerate() {
                *row = r.0.get(k).copied().unwrap_or(0);
            }
            out
        };
        spec.walling = Some(Walling {
            rule,
            region: [rows(self.region[0]), rows(self.region[1])],
            or_move: self.or_move,
        });
        Ok(spec)
    }
}
