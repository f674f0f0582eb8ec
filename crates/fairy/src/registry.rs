//! The built variants, one per name and width, built on first use and kept for the process
//! (a [`crate::Fairy`] is a `Copy` handle to them).

use crate::bits::Bits;
use crate::catalog;
use crate::fen;
use crate::rules::{Rules, SpecError};
use crate::spec::VariantSpec;
use std::any::Any;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

type Built = HashMap<(Key, u32), &'static (dyn Any + Send + Sync)>;

/// The tables of the built-in variant `name`, for width `B`.
pub fn rules<B: Bits>(name: &str) -> Result<&'static Rules<B>, SpecError> {
    let spec = catalog::find(name).ok_or_else(|| {
        SpecError(format!(
            "unknown variant '{name}': give one of {}",
            catalog::all()
                .iter()
                .map(|v| v.name)
                .collect::<Vec<_>>()
                .join(", ")
        ))
    })?;
    rules_of(spec)
}

/// The tables of `spec` (a catalog entry or a variant read from a file), for width `B`: built
/// once per spec and width.
pub fn rules_of<B: Bits>(spec: &'static VariantSpec) -> Result<&'static Rules<B>, SpecError> {
    static BUILT: OnceLock<Mutex<Built>> = OnceLock::new();
    let mut built = BUILT
        .get_or_init(|| Mutex::new(HashMap::new()))
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(r) = built.get(&(key(spec), B::WIDTH)) {
        return Ok(r.downcast_ref::<Rules<B>>().expect("built for this width"));
    }
    let rules = Rules::<B>::new(spec)?;
    fen::parse(&rules, spec.start)
        .map_err(|e| SpecError(format!("{}: start position: {e}", spec.name)))?;
    let leaked: &'static Rules<B> = Box::leak(Box::new(rules));
    built.insert((key(spec), B::WIDTH), leaked);
    Ok(leaked)
}

/// A spec's identity: a catalog entry by its name, any other spec (a variants file's section,
/// leaked for the process) by its address, so a file's section named like a catalog entry is
/// a variant of its own.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Catalog(&'static str),
    Address(usize),
}

fn key(spec: &'static VariantSpec) -> Key {
    match catalog::find(spec.name) {
        Some(c) if c == spec => Key::Catalog(c.name),
        _ => Key::Address(std::ptr::from_ref(spec) as usize),
    }
}
