//! The variants of `perf-suites/variants-ini/keys.ini`, read by the variants-file reader, each
//! checked against its `SECTION.epd` (counts from Fairy-Stockfish loading the same file), up
//! to a node cap; every section has its file and every file its section.

use bitperft::Game;
use fairy::{Bits, Fairy, VariantSpec};

/// The most nodes a count may have to be checked here.
const CAP: u64 = 1_000_000;

/// The directory of the files.
fn dir() -> String {
    format!(
        "{}/../../perf-suites/variants-ini",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The counts of `spec`'s suite checked with width `B`; how many.
fn suite<B: Bits>(spec: &'static VariantSpec) -> usize {
    let game = Fairy::<B>::from_spec(spec).unwrap_or_else(|e| panic!("{e}"));
    let path = format!("{}/{}.epd", dir(), spec.name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert!(text.starts_with(&format!("# {} (section [{}]", spec.name, spec.name)));
    let (entries, errors) = bitperft::epd::parse_with(&text, |f| game.parse(f));
    assert!(
        errors.is_empty(),
        "{path}: {:?}",
        errors.first().map(|e| e.to_string())
    );
    assert_eq!(
        entries[0].fen.split_whitespace().next(),
        spec.start.split_whitespace().next()
    );
    let mut checked = 0;
    for e in &entries {
        for &(d, n) in e.expected.iter().filter(|&&(_, n)| n <= CAP) {
            assert_eq!(game.perft(&e.position, d), n, "{path} line {} D{d}", e.line);
            checked += 1;
        }
    }
    checked
}

#[test]
fn every_section_of_keys_ini_counts_as_fairy_stockfish_does() {
    let path = format!("{}/keys.ini", dir());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let loaded = fairy::ini::load(&text, &path).unwrap_or_else(|e| panic!("{e}"));
    assert!(loaded.len() >= 20);
    for l in &loaded {
        let squares = usize::from(l.spec.files) * usize::from(l.spec.ranks);
        let checked = suite::<u128>(l.spec);
        assert!(
            checked >= 8,
            "{}: only {checked} counts checked",
            l.spec.name
        );
        if squares <= 64 {
            assert_eq!(suite::<u64>(l.spec), checked, "{}", l.spec.name);
        }
    }
    let mut files: Vec<String> = std::fs::read_dir(dir())
        .expect("the directory")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".epd").map(str::to_string))
        .collect();
    files.sort();
    let mut names: Vec<String> = loaded.iter().map(|l| l.spec.name.to_string()).collect();
    names.sort();
    assert_eq!(files, names, "one suite per section");
}
