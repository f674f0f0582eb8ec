//! The variants read from a variants file (`--variants FILE`, UCI `VariantPath`): kept for the
//! process, found by name before the built-in games, so a section named like a built-in game
//! is the file's variant.

use crate::FairyVariant;
use fairy::VariantSpec;
use fairy::ini::{self, IniErrors};
use std::sync::RwLock;

static LOADED: RwLock<Vec<&'static VariantSpec>> = RwLock::new(Vec::new());

/// Reads the variants of `text` (`file` names it in the messages) and adds them to the
/// registry (a section named like one loaded before replaces it); their names, in file order.
pub fn load(text: &str, file: &str) -> Result<Vec<&'static str>, IniErrors> {
    let specs = ini::load(text, file)?;
    let mut all = LOADED.write().unwrap_or_else(|e| e.into_inner());
    let mut names = Vec::new();
    for l in specs {
        all.retain(|s| s.name != l.spec.name);
        all.push(l.spec);
        names.push(l.spec.name);
    }
    Ok(names)
}

/// The variants loaded so far, in the order they were read.
pub fn variants() -> Vec<FairyVariant> {
    LOADED
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .map(|&s| FairyVariant::from_file(s))
        .collect()
}
