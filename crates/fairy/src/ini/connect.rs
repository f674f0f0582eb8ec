//! The keys of connection games: the connection that ends the game (`connectN`,
//! `connectNxN`, `collinearN`, `connectRegion*`, the directions and the pieces that count)
//! and drops that fall
//! into place (`enclosingDrop = top` or `anyside`), read into [`Connect`] and lowered to the
//! spec's [`Ending::Connect`] and [`VariantSpec::drop_gravity`].

use super::draft::Draft;
use super::error::IniErrorKind;
use super::keys::KeyError;
use super::lexer::Section;
use super::values::{self, MAX_FILES, MAX_RANKS, Region};
use crate::spec::{ConnectRule, Ending, Gravity, VariantSpec};

/// The keys this module reads.
pub const KEYS: &[&str] = &[
    "connectN",
    "connectNxN",
    "collinearN",
    "connectPieceTypes",
    "connectHorizontal",
    "connectVertical",
    "connectDiagonal",
    "connectValue",
    "enclosingDrop",
    "connectRegion1White",
    "connectRegion2White",
    "connectRegion1Black",
    "connectRegion2Black",
];

/// Fairy-Stockfish's fields for connection games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Connect {
    /// `connectN` (0: off).
    pub n: u32,
    /// `connectNxN` (0: off).
    pub square: u32,
    /// `collinearN` (0: off).
    pub collinear: u32,
    /// `connectPieceTypes`: piece keys; `None` for every piece of the variant (the default).
    pub pieces: Option<Vec<String>>,
    /// `connectHorizontal`, `connectVertical`, `connectDiagonal`.
    pub directions: [bool; 3],
    /// `enclosingDrop`, where it is `top` or `anyside`.
    pub gravity: Option<Gravity>,
    /// `connectRegion1White`, `connectRegion1Black`.
    pub region1: [Region; 2],
    /// `connectRegion2White`, `connectRegion2Black`.
    pub region2: [Region; 2],
}

impl Default for Connect {
    /// Fairy-Stockfish's defaults: no connection, every direction, every piece.
    fn default() -> Connect {
        Connect {
            n: 0,
            square: 0,
            collinear: 0,
            pieces: None,
            directions: [true; 3],
            gravity: None,
            region1: [Region::default(); 2],
            region2: [Region::default(); 2],
        }
    }
}

/// Applies the connection keys of `section` to `draft` (after its pieces); the problems, one
/// per entry.
pub fn apply(draft: &mut Draft, section: &Section) -> Vec<KeyError> {
    super::keys::apply_each(draft, section, KEYS, apply_one)
}

/// Applies `key = v` to `d`.
fn apply_one(d: &mut Draft, key: &str, v: &str) -> Result<(), IniErrorKind> {
    let malformed = IniErrorKind::Malformed;
    let boolean = |v: &str| values::boolean(v).map_err(malformed);
    let count = |v: &str| values::count(v).map_err(malformed);
    match key {
        "connectN" => d.connect.n = count(v)?,
        "connectNxN" => d.connect.square = count(v)?,
        "collinearN" => d.connect.collinear = count(v)?,
        "connectHorizontal" => d.connect.directions[0] = boolean(v)?,
        "connectVertical" => d.connect.directions[1] = boolean(v)?,
        "connectDiagonal" => d.connect.directions[2] = boolean(v)?,
        // Who wins does not change which moves are legal.
        "connectValue" => match v {
            "win" | "loss" | "draw" | "none" => {}
            _ => return Err(malformed("win, loss, draw or none".into())),
        },
        "connectPieceTypes" => d.connect.pieces = Some(piece_keys(d, v)?),
        "connectRegion1White" => d.connect.region1[0] = values::region(v).map_err(malformed)?,
        "connectRegion1Black" => d.connect.region1[1] = values::region(v).map_err(malformed)?,
        "connectRegion2White" => d.connect.region2[0] = values::region(v).map_err(malformed)?,
        "connectRegion2Black" => d.connect.region2[1] = values::region(v).map_err(malformed)?,
        // The placement games' values (and malformed ones) are `super::flip`'s to read.
        "enclosingDrop" => {
            d.connect.gravity = match v {
                "top" => Some(Gravity::Top),
                "anyside" => Some(Gravity::AnySide),
                _ => None,
            }
        }
        _ => unreachable!("not a connection key: {key}"),
    }
    Ok(())
}

/// The keys of the pieces written in `v` (`-` for none). Fairy-Stockfish reads `*` as a set
/// holding no piece of the variant (unlike its default, every piece): no piece connects.
fn piece_keys(d: &Draft, v: &str) -> Result<Vec<String>, IniErrorKind> {
    let mut out = Vec::new();
    for c in v.chars().filter(|c| !c.is_whitespace()) {
        match c {
            '-' => break,
            '*' => {}
            c if c.is_ascii_alphabetic() => {
                let key = d
                    .key_of(c.to_ascii_uppercase())
                    .ok_or_else(|| IniErrorKind::Malformed(format!("no piece is written '{c}'")))?;
                out.push(key.to_string());
            }
            c => {
                return Err(IniErrorKind::Malformed(format!(
                    "'{c}' is not a piece letter"
                )));
            }
        }
    }
    Ok(out)
}

impl Connect {
    /// True if a connection rule is on and `connectPieceTypes` names the piece `key`.
    pub fn names(&self, key: &str) -> bool {
        let on = self.n > 0
            || self.square > 0
            || self.collinear > 0
            || self.region1.iter().any(|r| r.0.iter().any(|&b| b != 0));
        on && self
            .pieces
            .as_ref()
            .is_some_and(|p| p.iter().any(|k| k == key))
    }

    /// `spec` (lowered from `draft`) with its connection ending and drop gravity.
    pub fn lower(
        &self,
        draft: &Draft,
        mut spec: VariantSpec,
    ) -> Result<VariantSpec, (&'static str, String)> {
        let small = |key: &'static str, n: u32| {
            u8::try_from(n).map_err(|_| (key, format!("{n}: at most 255")))
        };
        let (files, ranks) = (draft.files as usize, draft.ranks as usize);
        let squares = |r: Region| -> &'static [&'static str] {
            let r = r.on_board(files.min(MAX_FILES), ranks.min(MAX_RANKS));
            let mut out: Vec<&'static str> = Vec::new();
            for (rank, bits) in r.0.iter().enumerate() {
                for file in 0..files {
                    if bits & (1 << file) != 0 {
                        let name = format!("{}{}", (b'a' + file as u8) as char, rank + 1);
                        out.push(Box::leak(name.into_boxed_str()));
                    }
                }
            }
            Box::leak(out.into_boxed_slice())
        };
        let region1 = self.region1.map(squares);
        let region2 = self.region2.map(squares);
        let chains = region1.iter().any(|r| !r.is_empty());
        let on = self.n > 0 || self.square > 0 || self.collinear > 0 || chains;
        if on {
            // A piece no longer defined connects nothing.
            let letters: Vec<char> = match &self.pieces {
                None => Vec::new(),
                Some(keys) => keys
                    .iter()
                    .filter_map(|k| draft.piece(k).map(|p| p.letter))
                    .collect(),
            };
            if self.pieces.is_none() || !letters.is_empty() {
                let mut endings = spec.endings.to_vec();
                endings.push(Ending::Connect(ConnectRule {
                    pieces: Box::leak(letters.into_boxed_slice()),
                    n: small("connectN", self.n)?,
                    square: small("connectNxN", self.square)?,
                    collinear: small("collinearN", self.collinear)?,
                    horizontal: self.directions[0],
                    vertical: self.directions[1],
                    diagonal: self.directions[2],
                    region1,
                    region2,
                }));
                spec.endings = Box::leak(endings.into_boxed_slice());
            }
        }
        if self.gravity.is_some() && draft.gating.0 {
            return Err((
                "enclosingDrop",
                "gates that fall into place (gating with enclosingDrop)".to_string(),
            ));
        }
        if self.gravity.is_some() && !draft.placement.is_default() {
            return Err((
                "enclosingDrop",
                "drops that fall into place in a placement game (flips, passes, enclosing drops)"
                    .to_string(),
            ));
        }
        spec.drop_gravity = self.gravity;
        Ok(spec)
    }
}
