//! Variants from a file in Fairy-Stockfish's `variants.ini` format: `[name]` and
//! `[name:parent]` sections of `key = value` lines, inheriting from a built-in variant
//! ([`parents`]) or another section of the file. [`load`] reads a file into
//! [`VariantSpec`]s, run by the fairy engine like the catalog's ([`crate::Fairy::from_spec`]);
//! every problem of the file is reported ([`IniErrors`]), each naming its file, line, section
//! and key, and a section that asks for a rule bitperft does not model is refused, never
//! counted as a different game.
//!
//! ```
//! let text = "[tiny:gardner]  # Gardner's 5x5 minichess\n\
//!             king = k:KN      # whose king moves as a centaur\n";
//! let loaded = fairy::ini::load(text, "my.ini")?;
//! assert_eq!(loaded[0].spec.name, "tiny");
//! assert_eq!((loaded[0].spec.files, loaded[0].spec.ranks), (5, 5));
//! let bad = fairy::ini::check("[v:chess]\nfrobnicate = 1\n", "my.ini");
//! assert_eq!(bad[0].to_string(), "my.ini:2: [v] frobnicate: unknown key");
//! # Ok::<(), fairy::ini::IniErrors>(())
//! ```

mod connect;
mod draft;
mod error;
mod flip;
mod goals;
mod hands;
pub mod keys;
mod lexer;
pub mod parents;
pub mod pieces;
mod promoted;
mod promotion_zone;
pub mod values;
mod walling;

pub use error::{IniError, IniErrorKind, IniErrors};

use crate::fen;
use crate::rules::Rules;
use crate::spec::VariantSpec;
use draft::Draft;
use lexer::Section;
use std::collections::{HashMap, HashSet};

/// One variant of a file.
#[derive(Clone, Copy, Debug)]
pub struct Loaded {
    /// Its section's header line.
    pub line: usize,
    /// The parent it names, if any.
    pub parent: Option<&'static str>,
    /// The comment lines directly above its header, in words ("" if none).
    pub doc: &'static str,
    /// Its rules.
    pub spec: &'static VariantSpec,
}

/// The most squares a board may have.
pub const MAX_SQUARES: u32 = 128;

/// A file read: the sections that load, and the problems of the others (and of the lines
/// outside every section).
#[derive(Clone, Debug)]
pub struct VariantsFile {
    /// The sections that load, in file order.
    pub variants: Vec<Loaded>,
    /// Every problem, in line order; a section with one is not among [`Self::variants`].
    pub problems: Vec<IniError>,
}

/// Reads the variants of `text` (`file` names it in the messages): every section, or every
/// problem of the file.
pub fn load(text: &str, file: &str) -> Result<Vec<Loaded>, IniErrors> {
    let read = read(text, file);
    if read.problems.is_empty() {
        Ok(read.variants)
    } else {
        Err(IniErrors(read.problems))
    }
}

/// Reads the variants of `text` (`file` names it in the messages): the sections that load,
/// and the problems of the rest.
pub fn read(text: &str, file: &str) -> VariantsFile {
    read_with(text, file, true)
}

/// The variants of built-in data (`text`, named `file`), read without building each one's
/// tables and start position to check them: a test holds every section loadable with
/// [`load`]. A process reads its catalog this way at start.
pub fn load_built_in(text: &str, file: &str) -> Result<Vec<Loaded>, IniErrors> {
    let read = read_with(text, file, false);
    if read.problems.is_empty() {
        Ok(read.variants)
    } else {
        Err(IniErrors(read.problems))
    }
}

/// [`read`], building each section's tables and start position to check them where
/// `check_tables`.
fn read_with(text: &str, file: &str, check_tables: bool) -> VariantsFile {
    let (sections, mut errors) = lexer::sections(text, file);
    let mut reader = Reader {
        file,
        check_tables,
        sections: &sections,
        drafts: HashMap::new(),
        errors: Vec::new(),
        failed: HashSet::new(),
    };
    let mut out = Vec::new();
    for (i, section) in sections.iter().enumerate() {
        if let Some(spec) = reader.spec(i) {
            out.push(Loaded {
                line: section.line,
                parent: section
                    .parent
                    .as_ref()
                    .map(|p| &*Box::leak(p.clone().into_boxed_str())),
                doc: Box::leak(section.doc.clone().into_boxed_str()),
                spec,
            });
        }
    }
    errors.append(&mut reader.errors);
    errors.sort_by(|a, b| (a.line, &a.key).cmp(&(b.line, &b.key)));
    errors.dedup();
    VariantsFile {
        variants: out,
        problems: errors,
    }
}

/// The problems of `text`, none if every section loads.
pub fn check(text: &str, file: &str) -> Vec<IniError> {
    load(text, file).err().map(|e| e.0).unwrap_or_default()
}

/// The sections of a file being read, their drafts and the problems found.
struct Reader<'a> {
    file: &'a str,
    /// Each section's tables and start position are built to check them.
    check_tables: bool,
    sections: &'a [Section],
    /// Per section: its draft, or None if it (or a parent) has a problem.
    drafts: HashMap<usize, Option<Draft>>,
    errors: Vec<IniError>,
    /// The sections with a problem reported.
    failed: HashSet<usize>,
}

impl Reader<'_> {
    fn error(&mut self, i: usize, line: usize, key: &str, kind: IniErrorKind) {
        self.failed.insert(i);
        self.errors.push(IniError {
            file: self.file.to_string(),
            line,
            section: self.sections[i].name.clone(),
            key: key.to_string(),
            kind,
        });
    }

    /// The section a parent name stands for: the last other section of that name.
    fn section_named(&self, name: &str, except: usize) -> Option<usize> {
        (0..self.sections.len())
            .rev()
            .find(|&j| j != except && self.sections[j].name == name)
    }

    /// The draft of section `i`, its parents first; None if it has a problem (reported).
    fn draft(&mut self, i: usize, chain: &mut Vec<usize>) -> Option<Draft> {
        if let Some(d) = self.drafts.get(&i) {
            return d.clone();
        }
        let section = &self.sections[i];
        let line = section.line;
        if let Some(at) = chain.iter().position(|&j| j == i) {
            // Every section of the cycle is reported, its chain starting from itself.
            let cycle: Vec<usize> = chain[at..].to_vec();
            for k in 0..cycle.len() {
                let names: Vec<String> = (0..=cycle.len())
                    .map(|m| self.sections[cycle[(k + m) % cycle.len()]].name.clone())
                    .collect();
                let j = cycle[k];
                let line = self.sections[j].line;
                self.error(j, line, "", IniErrorKind::ParentCycle(names));
                self.drafts.insert(j, None);
            }
            return None;
        }
        chain.push(i);
        let base = match section.parent.clone() {
            None => Some(Draft::template()),
            Some(p) => match self.section_named(&p, i) {
                Some(j) => {
                    let d = self.draft(j, chain);
                    if d.is_none() && !self.failed.contains(&i) {
                        self.error(
                            i,
                            line,
                            "",
                            IniErrorKind::Rules(format!("its parent '{p}' has problems")),
                        );
                    }
                    d
                }
                None => match parents::builtin(&p) {
                    Some(d) => Some(d),
                    None if p == section.name && chain.len() == 1 => {
                        self.error(i, line, "", IniErrorKind::ParentCycle(vec![p.clone(), p]));
                        None
                    }
                    None => {
                        self.error(i, line, "", IniErrorKind::MissingParent(p));
                        None
                    }
                },
            },
        };
        chain.pop();
        if base.is_none() {
            // The keys are not applied without a parent, but unknown ones are still reported.
            for e in &section.entries {
                if !keys::is_known(&e.key) {
                    self.error(i, e.line, &e.key, IniErrorKind::UnknownKey);
                }
            }
        }
        if let Some(done) = self.drafts.get(&i) {
            return done.clone();
        }
        let result = base.and_then(|mut d| {
            let problems = keys::apply(&mut d, section);
            let ok = problems.is_empty();
            for (line, key, kind) in problems {
                self.error(i, line, &key, kind);
            }
            ok.then_some(d)
        });
        self.drafts.insert(i, result.clone());
        result
    }

    /// The line of `key` in section `i` or its nearest ancestor in the file that sets it;
    /// the header's line if none does.
    fn line_of(&self, i: usize, key: &str) -> usize {
        let mut j = i;
        for _ in 0..self.sections.len() {
            if let Some(e) = self.sections[j].get(key) {
                return e.line;
            }
            match self.sections[j]
                .parent
                .as_deref()
                .and_then(|p| self.section_named(p, j))
            {
                Some(k) => j = k,
                None => break,
            }
        }
        self.sections[i].line
    }

    /// The spec of section `i`, or None (its problems reported).
    fn spec(&mut self, i: usize) -> Option<&'static VariantSpec> {
        let d = self.draft(i, &mut Vec::new())?;
        let name = self.sections[i].name.clone();
        if d.files * d.ranks > MAX_SQUARES {
            let line = self.line_of(i, "maxRank").max(self.line_of(i, "maxFile"));
            let kind = IniErrorKind::BoardTooLarge {
                files: d.files,
                ranks: d.ranks,
            };
            self.error(i, line, "", kind);
            return None;
        }
        let about = match &self.sections[i].parent {
            Some(p) => format!("{} [{name}:{p}]", self.file),
            None => format!("{} [{name}]", self.file),
        };
        let spec = match d.lower(&name, &about) {
            Ok(s) => s,
            Err((key, why)) => {
                let line = self.line_of(i, key);
                self.error(i, line, key, IniErrorKind::NotModelled(why));
                return None;
            }
        };
        if !self.check_tables {
            return Some(Box::leak(Box::new(spec)));
        }
        let rules = match Rules::<u128>::new(&spec) {
            Ok(r) => r,
            Err(e) => {
                // The tables read the start position's material: a start that does not fit
                // fails there.
                let start = format!("{name}: start position: ");
                match e.0.strip_prefix(&start) {
                    Some(why) => {
                        let line = self.line_of(i, "startFen");
                        let kind = IniErrorKind::StartFen(why.to_string());
                        self.error(i, line, "startFen", kind);
                    }
                    None => {
                        let line = self.sections[i].line;
                        self.error(i, line, "", IniErrorKind::Rules(e.0));
                    }
                }
                return None;
            }
        };
        if let Err(e) = fen::parse(&rules, spec.start) {
            let line = self.line_of(i, "startFen");
            self.error(i, line, "startFen", IniErrorKind::StartFen(e.to_string()));
            return None;
        }
        Some(Box::leak(Box::new(spec)))
    }
}

#[cfg(test)]
mod janggi_tests;
#[cfg(test)]
mod tests;
