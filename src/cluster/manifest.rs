//! `DIR/manifest.json`: what was split (root, depth, ply), the identity rule, and for every
//! unit its file, size and checksum. The split id is a checksum of all of that, so a result
//! names the exact split it belongs to and a manifest edited by hand is noticed.

use super::SplitError;
use super::checksum::checksum_string;
use super::fsio;
use super::unit::unit_file_name;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The `format` field of every manifest.
pub const FORMAT: &str = "bitperft-split";
/// The manifest format version this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;
/// The manifest's file name inside the split directory.
pub const MANIFEST_FILE: &str = "manifest.json";
/// The identity rule, recorded in the manifest so a reader knows what "unique" meant.
pub const IDENTITY_RULE: &str = "FEN fields 1-4: board, side to move, castling rights, \
     e.p. square only if an e.p. capture is legal; clocks ignored";

/// One unit as the manifest describes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnitInfo {
    /// Zero-based unit index.
    pub index: usize,
    /// File name inside the split directory (`unit-<index>.tsv`).
    pub file: String,
    /// Unique positions in the unit.
    pub positions: u64,
    /// Σ multiplicity over the unit.
    pub multiplicity: u64,
    /// Estimated leaf nodes of the unit (the balancing estimate; informative only).
    pub estimated_nodes: f64,
    /// Checksum of the unit file's bytes (`fnv1a64:` + 16 hex digits).
    pub checksum: String,
}

/// The manifest of a split.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`FORMAT_VERSION`] when written.
    pub format_version: u32,
    /// The bitperft version that wrote the split.
    pub bitperft_version: String,
    /// Checksum of the split's definition and unit checksums (see [`Manifest::compute_id`]).
    pub split_id: String,
    /// The root position (6-field FEN).
    pub root_fen: String,
    /// Total perft depth.
    pub depth: u32,
    /// The ply at which the tree was split.
    pub ply: u32,
    /// Depth searched below each unit position: `depth − ply`.
    pub remaining_depth: u32,
    /// How positions were merged ([`IDENTITY_RULE`]).
    pub identity: String,
    /// Number of units.
    pub unit_count: usize,
    /// Unique positions at the split ply.
    pub total_positions: u64,
    /// Σ multiplicity: perft(ply) of the root.
    pub total_multiplicity: u64,
    /// Every unit, in index order.
    pub units: Vec<UnitInfo>,
    /// The game (`chess`, `crazyhouse`, ...); manifests written before variants have none and
    /// are chess.
    #[serde(default = "chess")]
    pub variant: String,
    /// A statistics run (`split --stats`, chess): results carry every position's leaf
    /// statistics. Absent (false) in plain splits.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stats: bool,
    /// The variants file that defines the game, where a section of one is split (`--variants`):
    /// `work` and `merge` read the game from it, on any machine. Absent for built-in games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variants_file: Option<VariantsFile>,
}

/// A variants file as a manifest records it: its whole text, so a split carries its game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VariantsFile {
    /// The path it was read from, for messages.
    pub path: String,
    /// Its text.
    pub text: String,
}

/// The game of a manifest without a `variant` field.
fn chess() -> String {
    "chess".to_string()
}

impl Manifest {
    /// The split id for these contents: a checksum over format, root, depth, ply, identity
    /// rule and every unit's index, file, size and checksum (not the version or estimates).
    pub fn compute_id(&self) -> String {
        let mut s = format!(
            "{}\n{}\n{}\n{}\n{}\n{}\n{}\n",
            self.format,
            self.format_version,
            self.root_fen,
            self.depth,
            self.ply,
            self.identity,
            self.unit_count
        );
        // Chess splits keep the ids they had before variants existed.
        if self.variant != "chess" {
            s.push_str(&format!("variant {}\n", self.variant));
        }
        // Plain splits keep the ids they had before statistics runs existed.
        if self.stats {
            s.push_str("stats\n");
        }
        if let Some(f) = &self.variants_file {
            s.push_str(&format!(
                "variants file {}\n",
                checksum_string(f.text.as_bytes())
            ));
        }
        for u in &self.units {
            s.push_str(&format!(
                "{} {} {} {} {}\n",
                u.index, u.file, u.positions, u.multiplicity, u.checksum
            ));
        }
        checksum_string(s.as_bytes())
    }

    /// ` (kingofthehill)` after the root FEN in text reports: the game, unless it is chess.
    pub fn variant_note(&self) -> String {
        match self.variant.as_str() {
            "chess" => String::new(),
            v => format!(" ({v})"),
        }
    }

    /// The manifest's path in `dir`.
    pub fn path(dir: &Path) -> PathBuf {
        dir.join(MANIFEST_FILE)
    }

    /// Path of unit `index`'s file in `dir`.
    pub fn unit_path(&self, dir: &Path, index: usize) -> PathBuf {
        dir.join(&self.units[index].file)
    }

    /// Reads and checks `dir/manifest.json`.
    pub fn load(dir: &Path) -> Result<Manifest, SplitError> {
        let path = Manifest::path(dir);
        let bytes = fsio::read(&path).map_err(|e| {
            SplitError::input(format!("{} (is {} a split directory?)", e, dir.display()))
        })?;
        let m: Manifest = serde_json::from_slice(&bytes).map_err(|e| {
            SplitError::input(format!("{}: not a split manifest: {e}", path.display()))
        })?;
        m.check().map_err(|e| SplitError {
            kind: e.kind,
            message: format!("{}: {}", path.display(), e.message),
        })?;
        Ok(m)
    }

    /// Checks the manifest's internal consistency.
    pub fn check(&self) -> Result<(), SplitError> {
        if self.format != FORMAT {
            return Err(SplitError::input(format!(
                "format is '{}', expected '{FORMAT}'",
                self.format
            )));
        }
        if self.format_version != FORMAT_VERSION {
            return Err(SplitError::input(format!(
                "format_version {} is not supported by this bitperft (it reads {FORMAT_VERSION})",
                self.format_version
            )));
        }
        let edited =
            |what: &str| SplitError::integrity(format!("inconsistent manifest (edited?): {what}"));
        if self.units.len() != self.unit_count || self.unit_count == 0 {
            return Err(edited("unit_count does not match the units listed"));
        }
        for (i, u) in self.units.iter().enumerate() {
            if u.index != i || u.file != unit_file_name(i) {
                return Err(edited(&format!(
                    "unit {i} has index {} file '{}'",
                    u.index, u.file
                )));
            }
        }
        if self.ply > self.depth || self.remaining_depth != self.depth - self.ply {
            return Err(edited("depth, ply and remaining_depth disagree"));
        }
        if self.stats && (self.variant != "chess" || self.remaining_depth == 0) {
            return Err(edited(
                "a statistics split must be of chess, split below its depth",
            ));
        }
        let positions: u64 = self.units.iter().map(|u| u.positions).sum();
        let mult: u64 = self.units.iter().map(|u| u.multiplicity).sum();
        if positions != self.total_positions || mult != self.total_multiplicity {
            return Err(edited("unit sizes do not add up to the totals"));
        }
        let id = self.compute_id();
        if id != self.split_id {
            return Err(edited(&format!(
                "split_id {} does not match its contents ({id})",
                self.split_id
            )));
        }
        Ok(())
    }

    /// The manifest as pretty JSON with a final newline.
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).unwrap_or_default();
        s.push('\n');
        s
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A consistent two-unit manifest.
    pub(crate) fn sample() -> Manifest {
        let mut m = Manifest {
            format: FORMAT.to_string(),
            format_version: FORMAT_VERSION,
            bitperft_version: "0.0.0".to_string(),
            split_id: String::new(),
            root_fen: bitperft::Position::STARTPOS_FEN.to_string(),
            depth: 4,
            ply: 1,
            remaining_depth: 3,
            identity: IDENTITY_RULE.to_string(),
            variant: "chess".to_string(),
            stats: false,
            variants_file: None,
            unit_count: 2,
            total_positions: 20,
            total_multiplicity: 20,
            units: (0..2)
                .map(|i| UnitInfo {
                    index: i,
                    file: unit_file_name(i),
                    positions: 10,
                    multiplicity: 10,
                    estimated_nodes: 4000.0,
                    checksum: checksum_string(&[i as u8]),
                })
                .collect(),
        };
        m.split_id = m.compute_id();
        m
    }

    #[test]
    fn json_round_trip_and_check() {
        let m = sample();
        m.check().unwrap();
        let back: Manifest = serde_json::from_str(&m.to_json()).unwrap();
        assert_eq!(back, m);
    }

    #[test]
    fn edits_are_noticed() {
        let mut m = sample();
        m.units[1].checksum = checksum_string(b"other");
        assert!(m.check().unwrap_err().message.contains("split_id"));
        let mut m = sample();
        m.units[0].positions = 11;
        assert!(m.check().unwrap_err().message.contains("add up"));
        let mut m = sample();
        m.depth = 5;
        assert!(m.check().unwrap_err().message.contains("remaining_depth"));
        let mut m = sample();
        m.format_version = 2;
        assert_eq!(
            m.check().unwrap_err().kind,
            super::super::SplitErrorKind::Input
        );
    }

    #[test]
    fn a_statistics_split_has_its_own_id() {
        let mut m = sample();
        m.stats = true;
        assert_ne!(m.compute_id(), sample().split_id);
        m.split_id = m.compute_id();
        m.check().unwrap();
        let back: Manifest = serde_json::from_str(&m.to_json()).unwrap();
        assert!(back.stats);
        assert!(!sample().to_json().contains("stats"));
    }

    #[test]
    fn id_depends_on_depth() {
        let a = sample();
        let mut b = sample();
        b.depth = 5;
        b.remaining_depth = 4;
        assert_ne!(a.compute_id(), b.compute_id());
    }
}
