//! The built-in variants a section may inherit from: Fairy-Stockfish's, described in the
//! variants-file vocabulary (`builtins.ini`, and the catalog's `named.ini`) and read by this
//! reader, so one mechanism serves the built-ins and a user's file.

use super::draft::Draft;
use super::keys;
use super::lexer;
use crate::catalog::named::NAMED;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The text of the built-in parents.
pub const BUILTINS: &str = include_str!("builtins.ini");

/// The built-in parents by name.
pub fn builtins() -> &'static HashMap<String, Draft> {
    static BUILT: OnceLock<HashMap<String, Draft>> = OnceLock::new();
    BUILT.get_or_init(|| {
        // The catalog's variants written in this vocabulary are built-ins too.
        let mut sections = Vec::new();
        for (text, file) in [(BUILTINS, "builtins.ini"), (NAMED, "named.ini")] {
            let (read, errors) = lexer::sections(text, file);
            assert!(errors.is_empty(), "{file}: {errors:?}");
            sections.extend(read);
        }
        let mut out: HashMap<String, Draft> = HashMap::new();
        for s in &sections {
            let mut d = match &s.parent {
                Some(p) => out[p.as_str()].clone(),
                None => Draft::template(),
            };
            let errors = keys::apply(&mut d, s);
            assert!(errors.is_empty(), "builtins.ini [{}]: {errors:?}", s.name);
            super::flip::builtin_rules(&s.name, &mut d.placement);
            // Fairy-Stockfish's xiangqi family moves its king as its wazir type, which also
            // steps along diagonal lines; no key says so.
            if matches!(s.name.as_str(), "minixiangqi" | "xiangqi" | "janggi") {
                d.king_wazir = true;
            }
            out.insert(s.name.clone(), d);
        }
        out
    })
}

/// The built-in variant `name`, if it is one.
pub fn builtin(name: &str) -> Option<Draft> {
    builtins().get(name).cloned()
}

/// The names of the built-in parents.
pub fn names() -> Vec<&'static str> {
    let mut v: Vec<&str> = builtins().keys().map(String::as_str).collect();
    v.sort_unstable();
    v
}
