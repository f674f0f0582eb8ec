//! The keys of the placement games (`enclosingDrop`, `enclosingDropStart`,
//! `flipEnclosedPieces`, `pass*`, `passOnStalemate*`, `adjudicateFullBoard`), read into
//! [`Placement`] and lowered to the spec's [`FlipRule`].

use super::draft::Draft;
use super::error::IniErrorKind;
use super::keys::KeyError;
use super::lexer::Section;
use super::values::{self, MAX_FILES, MAX_RANKS, Region};
use crate::flip::{DropRule, FlipRule, Flipping, Pass};
use crate::spec::VariantSpec;

/// The keys this module reads, in the order Fairy-Stockfish applies them.
pub const KEYS: &[&str] = &[
    "enclosingDrop",
    "enclosingDropStart",
    "pass",
    "passWhite",
    "passBlack",
    "passOnStalemate",
    "passOnStalemateWhite",
    "passOnStalemateBlack",
    "flipEnclosedPieces",
    "adjudicateFullBoard",
];

/// Fairy-Stockfish's fields for the placement games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// `enclosingDrop`.
    pub drops: DropRule,
    /// `enclosingDropStart`.
    pub start: Region,
    /// `flipEnclosedPieces`.
    pub flips: Flipping,
    /// `passWhite`, `passBlack`.
    pub pass: [bool; 2],
    /// `passOnStalemateWhite`, `passOnStalemateBlack`.
    pub pass_on_stalemate: [bool; 2],
    /// Drops need nothing in hand (Fairy-Stockfish's built-in ataxx; no key sets it).
    pub free_drops: bool,
    /// `adjudicateFullBoard`.
    pub full_board_ends: bool,
}

impl Default for Placement {
    /// Fairy-Stockfish's defaults: drops anywhere, nothing flips, no passing.
    fn default() -> Placement {
        Placement {
            drops: DropRule::Anywhere,
            start: Region::default(),
            flips: Flipping::Nothing,
            pass: [false; 2],
            pass_on_stalemate: [false; 2],
            free_drops: false,
            full_board_ends: false,
        }
    }
}

/// Applies the placement keys of `section` to `draft`; the problems, one per entry.
pub fn apply(draft: &mut Draft, section: &Section) -> Vec<KeyError> {
    super::keys::apply_each(&mut draft.placement, section, KEYS, apply_one)
}

/// Applies `key = v` to `p`.
fn apply_one(p: &mut Placement, key: &str, v: &str) -> Result<(), IniErrorKind> {
    let malformed = IniErrorKind::Malformed;
    let boolean = |v: &str| values::boolean(v).map_err(malformed);
    match key {
        "enclosingDrop" => {
            p.drops = match v {
                "none" => DropRule::Anywhere,
                "reversi" => DropRule::Enclosing,
                "ataxx" | "quadwrangle" => DropRule::NextToOwn,
                "snort" => DropRule::AwayFromEnemy,
                // Drops that fall into place: `super::connect`'s to read.
                "top" | "anyside" => DropRule::Anywhere,
                _ => return Err(malformed(enclosing_values())),
            }
        }
        "enclosingDropStart" => p.start = values::region(v).map_err(malformed)?,
        "flipEnclosedPieces" => {
            p.flips = match v {
                "none" => Flipping::Nothing,
                "reversi" => Flipping::Enclosed,
                "ataxx" => Flipping::Around,
                "quadwrangle" => Flipping::AroundIfJoined,
                "snort" | "top" | "anyside" => {
                    return Err(IniErrorKind::NotModelled(format!(
                        "flipEnclosedPieces = {v} (only none, reversi, ataxx and quadwrangle flip)"
                    )));
                }
                _ => return Err(malformed(enclosing_values())),
            }
        }
        "pass" => p.pass = [boolean(v)?; 2],
        "passWhite" => p.pass[0] = boolean(v)?,
        "passBlack" => p.pass[1] = boolean(v)?,
        "passOnStalemate" => p.pass_on_stalemate = [boolean(v)?; 2],
        "passOnStalemateWhite" => p.pass_on_stalemate[0] = boolean(v)?,
        "passOnStalemateBlack" => p.pass_on_stalemate[1] = boolean(v)?,
        "adjudicateFullBoard" => p.full_board_ends = boolean(v)?,
        _ => unreachable!("not a placement key: {key}"),
    }
    Ok(())
}

/// The values of `enclosingDrop` and `flipEnclosedPieces`.
fn enclosing_values() -> String {
    "none, reversi, ataxx, quadwrangle, snort, anyside or top".to_string()
}

/// The rules of Fairy-Stockfish's built-in variant `name` that no key expresses, added to
/// `p`: ataxx's drops need nothing in hand.
pub fn builtin_rules(name: &str, p: &mut Placement) {
    if name == "ataxx" {
        p.free_drops = true;
    }
}

impl Placement {
    /// True if these are Fairy-Stockfish's defaults (no placement rule).
    pub(super) fn is_default(&self) -> bool {
        *self == Placement::default()
    }

    /// `spec` (lowered from `draft`) with these rules.
    pub fn lower(
        &self,
        draft: &Draft,
        mut spec: VariantSpec,
    ) -> Result<VariantSpec, (&'static str, String)> {
        if self.is_default() {
            return Ok(spec);
        }
        let (files, ranks) = (draft.files as usize, draft.ranks as usize);
        if self.flips != Flipping::Nothing && spec.pieces.iter().any(|p| p.royal) {
            return Err((
                "flipEnclosedPieces",
                "flipping with a royal piece (Fairy-Stockfish refuses kings with it)".to_string(),
            ));
        }
        let start = self
            .start
            .on_board(files.min(MAX_FILES), ranks.min(MAX_RANKS));
        let mut names = Vec::new();
        for (rank, bits) in start.0.iter().enumerate() {
            for file in 0..files {
                if bits & (1 << file) != 0 {
                    let name = format!("{}{}", (b'a' + file as u8) as char, rank + 1);
                    names.push(&*Box::leak(name.into_boxed_str()));
                }
            }
        }
        let pass = [0, 1].map(|c| {
            if self.pass_on_stalemate[c] {
                Pass::WhenStuck
            } else if self.pass[c] {
                Pass::Always
            } else {
                Pass::Never
            }
        });
        spec.flip = Some(FlipRule {
            drops: self.drops,
            start: Box::leak(names.into_boxed_slice()),
            flips: self.flips,
            pass,
            free_drops: self.free_drops,
            full_board_ends: self.full_board_ends,
        });
        Ok(spec)
    }
}
