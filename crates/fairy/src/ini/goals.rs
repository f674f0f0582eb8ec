//! The keys of the game's goals beyond mate: capture the flag (`flagPiece`, `flagRegion`, ...),
//! check counting (`checkCounting`) and checks forbidden (`checking = false`, `dropChecks =
//! false` for drops), read into
//! [`Goals`] and lowered to the spec's [`Ending`]s and [`VariantSpec::checking`].

use super::draft::Draft;
use super::error::IniErrorKind;
use super::keys::KeyError;
use super::lexer::Section;
use super::values::{self, MAX_FILES, MAX_RANKS, Region};
use crate::spec::{Ending, FlagRule, VariantSpec};

/// The keys this module reads, in the order Fairy-Stockfish applies them.
pub const KEYS: &[&str] = &[
    "whiteFlag",
    "blackFlag",
    "checking",
    "flagPiece",
    "flagPieceWhite",
    "flagPieceBlack",
    "flagRegion",
    "flagRegionWhite",
    "flagRegionBlack",
    "flagPieceCount",
    "flagPieceBlockedWin",
    "flagMove",
    "flagPieceSafe",
    "checkCounting",
    "dropChecks",
];

/// Fairy-Stockfish's fields for the goals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goals {
    /// `flagPieceWhite`, `flagPieceBlack`: the key of the flag piece, `None` for any piece.
    pub flag_piece: [Option<String>; 2],
    /// `flagRegionWhite`, `flagRegionBlack`.
    pub flag_region: [Region; 2],
    /// `flagPieceCount`.
    pub flag_piece_count: u32,
    /// `flagPieceBlockedWin`.
    pub flag_piece_blocked_win: bool,
    /// `flagMove`.
    pub flag_move: bool,
    /// `flagPieceSafe`.
    pub flag_piece_safe: bool,
    /// `checking`.
    pub checking: bool,
    /// `checkCounting`.
    pub check_counting: bool,
    /// `dropChecks`: false where a drop may not give check.
    pub drop_checks: bool,
}

impl Default for Goals {
    /// Fairy-Stockfish's defaults: no flag, checks allowed and not counted.
    fn default() -> Goals {
        Goals {
            flag_piece: [None, None],
            flag_region: [Region::default(), Region::default()],
            flag_piece_count: 1,
            flag_piece_blocked_win: false,
            flag_move: false,
            flag_piece_safe: false,
            checking: true,
            check_counting: false,
            drop_checks: true,
        }
    }
}

/// Applies the goal keys of `section` to `draft` (after its pieces); the problems, one per
/// entry.
pub fn apply(draft: &mut Draft, section: &Section) -> Vec<KeyError> {
    super::keys::apply_each(draft, section, KEYS, apply_one)
}

/// Applies `key = v` to `d`.
fn apply_one(d: &mut Draft, key: &str, v: &str) -> Result<(), IniErrorKind> {
    let malformed = IniErrorKind::Malformed;
    let boolean = |v: &str| values::boolean(v).map_err(malformed);
    let g = &mut d.goals;
    match key {
        "whiteFlag" | "flagRegionWhite" => {
            g.flag_region[0] = values::region(v).map_err(malformed)?
        }
        "blackFlag" | "flagRegionBlack" => {
            g.flag_region[1] = values::region(v).map_err(malformed)?
        }
        "flagRegion" => g.flag_region = [values::region(v).map_err(malformed)?; 2],
        "flagPieceCount" => g.flag_piece_count = values::count(v).map_err(malformed)?,
        "flagPieceBlockedWin" => g.flag_piece_blocked_win = boolean(v)?,
        "flagMove" => g.flag_move = boolean(v)?,
        "flagPieceSafe" => g.flag_piece_safe = boolean(v)?,
        "checking" => g.checking = boolean(v)?,
        "checkCounting" => g.check_counting = boolean(v)?,
        "dropChecks" => g.drop_checks = boolean(v)?,
        "flagPiece" | "flagPieceWhite" | "flagPieceBlack" => {
            let piece = flag_piece(d, v)?;
            let sides: &[usize] = match key {
                "flagPieceWhite" => &[0],
                "flagPieceBlack" => &[1],
                _ => &[0, 1],
            };
            for &c in sides {
                d.goals.flag_piece[c] = piece.clone();
            }
        }
        _ => unreachable!("not a goal key: {key}"),
    }
    Ok(())
}

/// The flag piece written `v`: one letter (the last of several counts), `*` or `-` for any
/// piece.
fn flag_piece(d: &Draft, v: &str) -> Result<Option<String>, IniErrorKind> {
    let mut out = None;
    for c in v.chars().filter(|c| !c.is_whitespace()) {
        out = match c {
            '*' | '-' => None,
            c if c.is_ascii_alphabetic() => {
                let key = d
                    .key_of(c.to_ascii_uppercase())
                    .ok_or_else(|| IniErrorKind::Malformed(format!("no piece is written '{c}'")))?;
                Some(key.to_string())
            }
            c => {
                return Err(IniErrorKind::Malformed(format!(
                    "'{c}' is not a piece letter"
                )));
            }
        };
    }
    Ok(out)
}

impl Goals {
    /// `spec` (lowered from `draft`) with these goals: its endings and whether checks are
    /// allowed.
    pub fn lower(
        &self,
        draft: &Draft,
        mut spec: VariantSpec,
    ) -> Result<VariantSpec, (&'static str, String)> {
        let (files, ranks) = (draft.files as usize, draft.ranks as usize);
        let mut endings: Vec<Ending> = spec.endings.to_vec();
        let squares = |r: Region| -> Vec<&'static str> {
            let r = r.on_board(files.min(MAX_FILES), ranks.min(MAX_RANKS));
            let mut out = Vec::new();
            for (rank, bits) in r.0.iter().enumerate() {
                for file in 0..files {
                    if bits & (1 << file) != 0 {
                        let name = format!("{}{}", (b'a' + file as u8) as char, rank + 1);
                        out.push(&*Box::leak(name.into_boxed_str()));
                    }
                }
            }
            out
        };
        let mut region = [&[][..], &[][..]];
        let mut piece = [None, None];
        for side in 0..2 {
            let letter = match &self.flag_piece[side] {
                None => None,
                // A flag piece no longer defined: that side has none to bring to its flag.
                Some(k) => match draft.piece(k) {
                    Some(p) => Some(p.letter),
                    None => continue,
                },
            };
            piece[side] = letter;
            region[side] = Box::leak(squares(self.flag_region[side]).into_boxed_slice());
        }
        if region.iter().any(|r| !r.is_empty()) {
            endings.push(Ending::Flag(FlagRule {
                piece,
                region,
                count: self.flag_piece_count.min(255) as u8,
                blocked_win: self.flag_piece_blocked_win,
                extra_move: self.flag_move,
                safe: self.flag_piece_safe,
            }));
        }
        if self.check_counting {
            endings.push(Ending::ChecksGiven);
        }
        spec.endings = Box::leak(endings.into_boxed_slice());
        spec.checking = self.checking;
        // Fairy-Stockfish's check test sees a check only on a royal king (`king`), so a drop
        // may not give check only there; bitperft's check is on the royal pieces, which are
        // the `king`s.
        spec.drop_checks = self.drop_checks;
        Ok(spec)
    }
}
