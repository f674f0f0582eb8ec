//! The built-in variants written in the variants-file vocabulary (`named.ini`), read by the
//! same reader as a user's file: each section a variant of the catalog, the comment lines
//! above it its description.

use crate::ini;
use crate::spec::VariantSpec;
use std::sync::OnceLock;

/// The text of the built-in variants written in the variants-file vocabulary.
pub const NAMED: &str = include_str!("named.ini");

/// The variants of `named.ini`, in file order (read once per process).
pub fn named() -> &'static [&'static VariantSpec] {
    static READ: OnceLock<Vec<&'static VariantSpec>> = OnceLock::new();
    READ.get_or_init(|| {
        // Built-in data: the test below holds every section loadable with its tables.
        let loaded =
            ini::load_built_in(NAMED, "named.ini").unwrap_or_else(|e| panic!("named.ini: {e}"));
        loaded
            .into_iter()
            .map(|l| {
                let mut spec = VariantSpec {
                    about: l.doc,
                    ..*l.spec
                };
                // Fairy-Stockfish's ataxx drops without a hand, which no key expresses.
                if spec.name == "ataxx"
                    && let Some(f) = spec.flip.as_mut()
                {
                    f.free_drops = true;
                }
                &*Box::leak(Box::new(spec))
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_section_loads_with_a_description_and_a_name_of_its_own() {
        let checked = ini::load(NAMED, "named.ini").unwrap_or_else(|e| panic!("named.ini: {e}"));
        assert_eq!(checked.len(), named().len());
        let named = named();
        assert!(named.len() >= 7);
        for v in named {
            assert!(!v.about.is_empty(), "{}: no description", v.name);
            assert!(
                super::super::ALL.iter().all(|c| c.name != v.name),
                "{}: also a Rust-defined variant",
                v.name
            );
        }
    }
}
