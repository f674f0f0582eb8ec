//! The variants read from a variants file (`--variants FILE`, UCI `VariantPath`): kept for the
//! process, found by name before the built-in games, so a section named like a built-in game
//! is the file's variant. A section the reader refused is remembered with its problems, so
//! naming it says why rather than "unknown variant".

use crate::FairyVariant;
use fairy::VariantSpec;
use fairy::ini::{self, IniError, IniErrors};
use std::sync::RwLock;

/// The sections read and the sections refused (name, problems).
struct Registry {
    loaded: Vec<&'static VariantSpec>,
    refused: Vec<(String, Vec<IniError>)>,
}

static REGISTRY: RwLock<Registry> = RwLock::new(Registry {
    loaded: Vec::new(),
    refused: Vec::new(),
});

/// Reads the variants of `text` (`file` names it in the messages) and adds those that load to
/// the registry (a section named like one loaded before replaces it); the others are refused,
/// each with its problems. Their names, in file order; an error where a line outside every
/// section is wrong.
pub fn load(text: &str, file: &str) -> Result<Vec<&'static str>, IniErrors> {
    let read = ini::read(text, file);
    let outside: Vec<IniError> = read
        .problems
        .iter()
        .filter(|e| e.section.is_empty())
        .cloned()
        .collect();
    if !outside.is_empty() {
        return Err(IniErrors(outside));
    }
    let mut reg = REGISTRY.write().unwrap_or_else(|e| e.into_inner());
    let mut names = Vec::new();
    for l in read.variants {
        reg.loaded.retain(|s| s.name != l.spec.name);
        reg.refused.retain(|(n, _)| n != l.spec.name);
        reg.loaded.push(l.spec);
        names.push(l.spec.name);
    }
    for e in read.problems {
        reg.loaded.retain(|s| s.name != e.section);
        match reg.refused.iter_mut().find(|(n, _)| *n == e.section) {
            Some((_, problems)) => problems.push(e),
            None => reg.refused.push((e.section.clone(), vec![e])),
        }
    }
    Ok(names)
}

/// The variants loaded so far, in the order they were read.
pub fn variants() -> Vec<FairyVariant> {
    REGISTRY
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .loaded
        .iter()
        .map(|&s| FairyVariant::from_file(s))
        .collect()
}

/// The problems of the refused section `name` (None if no section of that name was refused).
pub fn refused(name: &str) -> Option<IniErrors> {
    REGISTRY
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .refused
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name.trim()))
        .map(|(_, p)| IniErrors(p.clone()))
}
