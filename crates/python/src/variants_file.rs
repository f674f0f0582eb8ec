//! Variants from a file in Fairy-Stockfish's variants.ini format, for the whole process (as
//! Fairy-Stockfish's `setoption name VariantPath`): `load_variants(path)`, and the
//! `variants_file=` argument of the counts.

use crate::error::InputError;
use pyo3::prelude::*;
use std::path::Path;

/// Reads the variants file `path` (named `argument` in messages) into the registry: its
/// sections that load become games `variant=` takes; the names read, in file order.
pub fn load(path: &Path, argument: &str) -> Result<Vec<&'static str>, InputError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path)
        .map_err(|e| InputError::new(format!("{argument} {shown}: cannot read it: {e}")))?;
    games::loaded::load(&text, &shown).map_err(InputError::new)
}

/// load_variants(path) -> list[str]
///
/// Reads a variants file in Fairy-Stockfish's variants.ini format: every section that loads
/// becomes a game that `variant=` takes, in every function, for the rest of the process (a
/// section named like a built-in game replaces it). Returns the names read. A section bitperft
/// cannot model is not loaded: naming it raises ValueError with its problems (file, line,
/// section, key). A file that cannot be read, or a line outside every section that is wrong,
/// raises ValueError.
#[pyfunction]
pub fn load_variants(path: std::path::PathBuf) -> PyResult<Vec<&'static str>> {
    Ok(load(&path, "variants file")?)
}
