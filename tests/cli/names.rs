//! Names the user types: variants, slider backends, counting modes, subcommands and named
//! positions take any letter case, and a near miss is answered with the name meant ("did you
//! mean ...?") rather than every name there is.

use crate::common::{KIWIPETE, START, assert_input_error, run};

#[test]
fn a_mistyped_variant_gets_the_name_meant_not_the_whole_list() {
    let r = run(&["perft", "1", "--variant", "crazyhous"]);
    assert_input_error(&r, &["--variant 'crazyhous'", "did you mean 'crazyhouse'?"]);
    assert!(!r.stderr.contains("xiangqi"), "{}", r.stderr);
    let r = run(&["perft", "1", "--variant", "xianqi"]);
    assert_input_error(&r, &["did you mean 'xiangqi'?"]);
    // Nothing close: every name, so the user can pick.
    let r = run(&["perft", "1", "--variant", "hexchess"]);
    assert_input_error(&r, &["unknown variant: give one of chess, crazyhouse"]);
}

#[test]
fn variant_names_ignore_letter_case_dashes_and_underscores_and_aliases_are_taken() {
    for name in [
        "KingOfTheHill",
        "king-of-the-hill",
        "king_of_the_hill",
        "koth",
    ] {
        let r = run(&["perft", "2", "--variant", name, "--json"]);
        assert_eq!(r.code, 0, "{name}: {}", r.stderr);
        assert!(
            r.stdout.contains(r#""variant":"kingofthehill""#),
            "{name}: {}",
            r.stdout
        );
    }
    for (name, variant) in [
        ("racingKings", "racingkings"),
        ("standard", "chess"),
        ("threecheck", "3check"),
    ] {
        let r = run(&["perft", "1", "--variant", name, "--json"]);
        assert_eq!(r.code, 0, "{name}: {}", r.stderr);
        assert!(
            r.stdout.contains(&format!(r#""variant":"{variant}""#)),
            "{name}: {}",
            r.stdout
        );
    }
}

/// Suicide chess differs from antichess only in how a stalemate is scored: its name runs the
/// antichess engine, on the counts Fairy-Stockfish gives for suicide.
#[test]
fn suicide_is_counted_by_the_antichess_engine() {
    let r = run(&[
        "suite",
        "perf-suites/variants/suicide.epd",
        "--variant",
        "suicide",
        "--max-nodes",
        "2000000",
    ]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(r.stdout.contains(" 0 failed"), "{}", r.stdout);
    let r = run(&["perft", "1", "--variant", "suicide", "--json"]);
    assert!(
        r.stdout.contains(r#""variant":"antichess""#),
        "{}",
        r.stdout
    );
}

#[test]
fn info_lists_the_aliases_and_the_named_positions() {
    let r = run(&["info"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout
            .lines()
            .any(|l| l.starts_with("aliases: ") && l.contains("koth (kingofthehill)")),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .lines()
            .any(|l| l == "  chess: kiwipete, position3, position4, position5, position6"),
        "{}",
        r.stdout
    );
    let r = run(&["info", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    let variants = v["variants"].as_array().unwrap();
    let chess = &variants[0];
    assert_eq!(chess["name"], "chess");
    assert_eq!(
        chess["aliases"],
        serde_json::json!(["standard", "normal", "fischerandom"])
    );
    assert_eq!(chess["positions"][0]["name"], "startpos");
    assert_eq!(chess["positions"][0]["fen"], START);
    assert_eq!(chess["positions"][1]["name"], "kiwipete");
    assert_eq!(chess["positions"][1]["fen"], KIWIPETE);
    let koth = variants
        .iter()
        .find(|v| v["name"] == "kingofthehill")
        .unwrap();
    assert_eq!(koth["aliases"], serde_json::json!(["koth"]));
    // Every variant names its start position.
    for v in variants {
        assert_eq!(v["positions"][0]["name"], "startpos", "{v}");
    }
}

#[test]
fn sliders_and_modes_take_any_letter_case_and_near_misses_are_named() {
    let r = run(&[
        "perft",
        "3",
        "--sliders",
        "MAGIC",
        "--mode",
        "MAKE",
        "--json",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains(r#""mode":"make""#), "{}", r.stdout);
    assert!(r.stdout.contains(r#""nodes":8902"#), "{}", r.stdout);
    let r = run(&["perft", "3", "--sliders", "magik"]);
    assert_input_error(&r, &["--sliders 'magik'", "did you mean 'magic'?"]);
    let r = run(&["perft", "3", "--mode", "fats"]);
    assert_input_error(&r, &["'fats' is not a mode: did you mean 'fast'?"]);
    let r = run(&[
        "debug",
        "1",
        "--engine",
        "x",
        "--protocol",
        "PERFTREE",
        "--moves",
        "e2e5",
    ]);
    assert_input_error(&r, &["--moves: illegal move 'e2e5'"]);
}

#[test]
fn a_mistyped_subcommand_gets_the_one_meant() {
    let tip = |r: &crate::common::Run| {
        r.stderr
            .lines()
            .find(|l| l.contains("tip: ") && l.contains("similar subcommand"))
            .unwrap_or_default()
            .to_string()
    };
    let r = run(&["perf", "3"]);
    assert_eq!(r.code, 2);
    assert!(tip(&r).contains("'perft'"), "{}", r.stderr);
    let r = run(&["devide", "3"]);
    assert_eq!(r.code, 2);
    assert!(tip(&r).contains("'divide'"), "{}", r.stderr);
}

#[test]
fn fen_takes_the_bench_sets_names_everywhere() {
    // Published (chessprogramming.org "Perft Results"): Kiwipete 2039 at depth 2, position 3
    // 2812 at depth 3.
    let r = run(&["perft", "2", "--fen", "kiwipete", "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains(&format!(r#""fen":"{KIWIPETE}""#)),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains(r#""nodes":2039"#), "{}", r.stdout);
    let r = run(&["divide", "3", "--fen", "Position3"]);
    assert!(r.stdout.ends_with("Nodes searched: 2812\n"), "{}", r.stdout);
    let r = run(&["show", "--fen", "startpos", "--json"]);
    assert!(
        r.stdout.contains(&format!(r#""fen":"{START}""#)),
        "{}",
        r.stdout
    );
    let r = run(&["perftree", "1", "kiwipete"]);
    assert!(r.stdout.ends_with("\n48\n"), "{}", r.stdout);
    // The crazyhouse bench set's names, and every variant's start position.
    let r = run(&[
        "perft",
        "1",
        "--variant",
        "crazyhouse",
        "--fen",
        "queen-knight",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = run(&["perft", "2", "--variant", "xiangqi", "--fen", "startpos"]);
    assert!(r.stdout.starts_with("perft 2: 1920 nodes"), "{}", r.stdout);
}

#[test]
fn an_unknown_position_name_is_an_error_with_the_names() {
    let r = run(&["perft", "1", "--fen", "kiwipette"]);
    assert_input_error(
        &r,
        &[
            "'kiwipette' is not a FEN or a named position of chess: did you mean 'kiwipete'?",
            "startpos, kiwipete, position3",
        ],
    );
    let r = run(&["perft", "1", "--variant", "atomic", "--fen", "kiwipete"]);
    assert_input_error(
        &r,
        &["it names a position of chess", "named positions: startpos"],
    );
}
