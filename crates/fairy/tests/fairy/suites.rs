//! The variant suites (`perf-suites/variants/<name>.epd`, every count confirmed by two
//! independent programs) through the generic engine, each count up to a node cap so
//! `cargo test --release` stays quick (`bitperft suite --variant NAME` runs them whole); boards
//! of up to 64 squares run in both widths.

use bitperft::Game;
use fairy::{Bits, Fairy};

/// The most nodes a count may have to be checked here.
const CAP: u64 = 1_000_000;

/// Checks every count of `name`'s suite up to `cap` nodes with width `B`; returns how many.
fn suite<B: Bits>(name: &str, cap: u64) -> usize {
    let game = Fairy::<B>::new(name).unwrap_or_else(|e| panic!("{e}"));
    let entries = crate::common::variant_suite(game, name).expect("a suite file");
    let mut checked = 0;
    for e in &entries {
        for &(d, n) in e.expected.iter().filter(|&&(_, n)| n <= cap) {
            assert_eq!(
                game.perft(&e.position, d),
                n,
                "{name} line {} D{d}: {}",
                e.line,
                e.fen
            );
            checked += 1;
        }
    }
    checked
}

/// Runs `name`'s suite in every width its board fits.
fn check(name: &str) {
    let spec = fairy::catalog::find(name).expect("a built-in variant");
    let squares = spec.files as usize * spec.ranks as usize;
    let checked = suite::<u128>(name, CAP);
    assert!(checked >= 3, "{name}: only {checked} counts checked");
    if squares <= 64 {
        assert_eq!(suite::<u64>(name, CAP), checked);
    }
}

/// One test per variant (so they run side by side), and [`SUITES`], the variants they cover,
/// which `every_catalog_variant_has_its_suite_test` holds against the catalog.
macro_rules! suites {
    ($($test:ident => $name:literal,)*) => {
        $(
            #[test]
            fn $test() {
                check($name);
            }
        )*

        /// The variants with a suite test above.
        const SUITES: &[&str] = &[$($name),*];
    };
}

suites! {
    shatranj => "shatranj",
    makruk => "makruk",
    asean => "asean",
    ai_wok => "ai-wok",
    shatar => "shatar",
    courier => "courier",
    sittuyin => "sittuyin",
    knightmate => "knightmate",
    losalamos => "losalamos",
    sjaak_micro => "sjaakmicro",
    berolina => "berolina",
    spartan => "spartan",
    capablanca => "capablanca",
    gothic => "gothic",
    embassy => "embassy",
    janus => "janus",
    chancellor => "chancellor",
    modern => "modern",
    grand => "grand",
    opulent => "opulent",
    super_chess => "super",
    great_shatranj => "greatshatranj",
    chessgi => "chessgi",
    pocketknight => "pocketknight",
    seirawan => "seirawan",
    shogi => "shogi",
    minishogi => "minishogi",
    shoshogi => "shoshogi",
    torishogi => "torishogi",
    micro => "micro",
    xiangqi => "xiangqi",
    nocastle => "nocastle",
    almost => "almost",
    amazon => "amazon",
    hoppelpoppel => "hoppelpoppel",
    newzealand => "newzealand",
    gardner => "gardner",
    loop_chess => "loop",
    armageddon => "armageddon",
    misere => "misere",
    torpedo => "torpedo",
    centaur => "centaur",
    tencubed => "tencubed",
    georgian => "georgian",
    nightrider => "nightrider",
    paradigm => "paradigm",
    perfect => "perfect",
    placement => "placement",
    capahouse => "capahouse",
    caparandom => "caparandom",
    bughouse => "bughouse",
    dragon => "dragon",
    raazuvaa => "raazuvaa",
    chaturanga => "chaturanga",
    suicide => "suicide",
    codrus => "codrus",
    losers => "losers",
    extinction => "extinction",
    kinglet => "kinglet",
    threekings => "threekings",
    nocheckatomic => "nocheckatomic",
    fairy_template => "fairy",
    five_check => "5check",
    breakthrough => "breakthrough",
    gorogoro => "gorogoro",
    pawnsideways => "pawnsideways",
    pawnback => "pawnback",
    coregal => "coregal",
    clobber => "clobber",
    clobber10 => "clobber10",
    manchu => "manchu",
    minixiangqi => "minixiangqi",
    checkshogi => "checkshogi",
    yarishogi => "yarishogi",
    judkins => "judkins",
    euroshogi => "euroshogi",
    okisakishogi => "okisakishogi",
    jesonmor => "jesonmor",
    shako => "shako",
    fox_and_hounds => "fox-and-hounds",
    shouse => "shouse",
    makpong => "makpong",
    cambodian => "cambodian",
    karouk => "karouk",
    kyotoshogi => "kyotoshogi",
    dobutsu => "dobutsu",
    sortofalmost => "sortofalmost",
    chigorin => "chigorin",
    legan => "legan",
    supply => "supply",
    gustav3 => "gustav3",
    omicron => "omicron",
    troitzky => "troitzky",
    joust => "joust",
    ataxx => "ataxx",
    flipersi => "flipersi",
    flipello => "flipello",
    flipello10 => "flipello10",
    amazons => "amazons",
    duck => "duck",
    isolation => "isolation",
    isolation7x7 => "isolation7x7",
    snailtrail => "snailtrail",
    janggi => "janggi",
    janggitraditional => "janggitraditional",
    janggimodern => "janggimodern",
    janggicasual => "janggicasual",
    grasshopper => "grasshopper",
    petrified => "petrified",
    koedem => "koedem",
    atomar => "atomar",
    wolf => "wolf",
}

/// Every catalog variant but the standard-chess cross-check (which runs the standard suite,
/// below) has its suite test, and each has its data file.
#[test]
fn every_catalog_variant_has_its_suite_test() {
    let mut catalog: Vec<&str> = fairy::catalog::all()
        .iter()
        .map(|s| s.name)
        .filter(|&n| n != "fairychess")
        .collect();
    let mut tested = SUITES.to_vec();
    catalog.sort_unstable();
    tested.sort_unstable();
    assert_eq!(tested, catalog);
    for name in SUITES {
        let path = format!(
            "{}/../../perf-suites/variants/{name}.epd",
            env!("CARGO_MANIFEST_DIR")
        );
        assert!(std::path::Path::new(&path).exists(), "{path}");
    }
}

/// The generic engine on standard chess against the published counts of the standard suite.
#[test]
fn generic_engine_plays_standard_chess() {
    let path = format!(
        "{}/../../perf-suites/standard.epd",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("the standard suite");
    let game = Fairy::<u64>::new("fairychess").expect("built in");
    let wide = Fairy::<u128>::new("fairychess").expect("built in");
    let (entries, errors) = bitperft::epd::parse_with(&text, |f| game.parse(f));
    assert!(errors.is_empty());
    let mut checked = 0;
    for e in entries.iter().step_by(3) {
        for &(d, n) in e.expected.iter().filter(|&&(_, n)| n <= 200_000) {
            assert_eq!(
                game.perft(&e.position, d),
                n,
                "line {} D{d}: {}",
                e.line,
                e.fen
            );
            let p = wide.parse(&e.fen).expect("same FEN");
            assert_eq!(wide.perft(&p, d), n, "u128 line {} D{d}: {}", e.line, e.fen);
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

/// The suites of the variants the dedicated counters play (`fairy::small_chess`, `fairy::small_hands`,
/// `fairy::on_crazyhouse`, which `check` runs) through the generic engine too, by its bulk count.
#[test]
fn the_generic_engine_counts_the_suites_of_the_dedicated_counters() {
    let dedicated: Vec<&str> = fairy::catalog::all()
        .iter()
        .filter(|s| u32::from(s.files) * u32::from(s.ranks) <= 64)
        .map(|s| s.name)
        .filter(|&name| Fairy::<u64>::new(name).is_ok_and(|g| g.rules().dedicated.is_some()))
        .collect();
    assert!(dedicated.len() >= 5, "{dedicated:?}");
    for name in dedicated {
        let game = Fairy::<u64>::new(name).expect("built in");
        let r = game.rules();
        let entries = crate::common::variant_suite(game, name).expect("a suite file");
        let mut checked = 0;
        for e in &entries {
            for &(d, n) in e.expected.iter().filter(|&&(_, n)| n <= CAP) {
                let counted = fairy::perft::perft_bulk(r, &e.position, d);
                assert_eq!(counted, n, "{name} line {} D{d}: {}", e.line, e.fen);
                checked += 1;
            }
        }
        assert!(checked >= 5, "{name}: only {checked} counts checked");
    }
}
