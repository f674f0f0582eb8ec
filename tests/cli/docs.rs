//! The documentation against the binary: README's `--stats` example is the table the binary
//! prints, every JSON example of docs/json.md has exactly the fields the binary's record has,
//! and the flags and words README and the help texts use are the ones the binary takes.

use crate::common::{run, run_with};
use serde_json::Value;
use std::collections::BTreeSet;

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).expect(path)
}

/// The output lines README shows for `$ bitperft ARGS` (up to the next `$` line or the end of
/// the code block).
fn readme_example(args: &str) -> Vec<String> {
    let readme = read("README.md");
    let prompt = format!("$ bitperft {args}");
    readme
        .lines()
        .skip_while(|l| *l != prompt)
        .skip(1)
        .take_while(|l| !l.starts_with('$') && !l.starts_with("```"))
        .map(String::from)
        .collect()
}

/// The JSON examples of the docs/json.md section whose heading starts with `heading`, in order.
fn json_examples(heading: &str) -> Vec<Value> {
    let doc = read("docs/json.md");
    let mut out = Vec::new();
    let (mut in_section, mut in_block) = (false, false);
    for line in doc.lines() {
        if let Some(h) = line.strip_prefix("### ") {
            in_section = h.starts_with(heading);
        } else if line.starts_with("```") {
            in_block = !in_block && line == "```json";
        } else if in_section && in_block {
            out.push(serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")));
        }
    }
    assert!(!out.is_empty(), "no JSON example under '{heading}'");
    out
}

fn keys(v: &Value) -> BTreeSet<String> {
    v.as_object().expect("an object").keys().cloned().collect()
}

/// The JSON lines `bitperft args...` prints.
fn records(args: &[&str]) -> Vec<Value> {
    let r = run(args);
    assert!(r.code == 0, "{args:?}: {}", r.stderr);
    r.stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect()
}

/// Asserts that `doc` and `binary` have the same fields.
fn same_fields(what: &str, doc: &Value, binary: &Value) {
    assert_eq!(
        keys(doc),
        keys(binary),
        "{what}: docs/json.md shows {doc}, the binary prints {binary}"
    );
}

#[test]
fn the_readme_stats_example_is_the_binarys_table() {
    let shown = readme_example("perft 4 --stats");
    let r = run(&["perft", "4", "--stats"]);
    let printed: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(shown.len(), printed.len(), "{shown:#?}\n{}", r.stdout);
    // The first line has the time; the table is exact.
    assert!(
        shown[0].starts_with("perft 4: 197281 nodes in "),
        "{}",
        shown[0]
    );
    assert_eq!(shown[1..], printed[1..]);
}

#[test]
fn the_readme_json_examples_have_the_binarys_fields() {
    let shown = readme_example("perft 4 --json");
    let doc: Value = serde_json::from_str(&shown[0]).unwrap();
    same_fields(
        "perft 4 --json",
        &doc,
        &records(&["perft", "4", "--json", "--threads", "2"])[0],
    );
    let shown = readme_example("divide 3 --moves e2e4 e7e5 --json | tail -2");
    let binary = records(&[
        "divide",
        "3",
        "--moves",
        "e2e4",
        "e7e5",
        "--json",
        "--threads",
        "2",
    ]);
    for (doc, binary) in shown.iter().zip(&binary[binary.len() - 2..]) {
        same_fields("divide --json", &serde_json::from_str(doc).unwrap(), binary);
    }
}

#[test]
fn every_json_example_has_the_fields_the_binary_prints() {
    let fen = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    let perft = json_examples("`bitperft perft DEPTH --json`");
    same_fields(
        "perft",
        &perft[0],
        &records(&["perft", "3", "--threads", "1", "--json"])[0],
    );
    let stats = records(&["perft", "3", "--stats", "--threads", "1", "--json"]);
    same_fields("perft --stats", &perft[1], &stats[0]);

    let divide = json_examples("`bitperft divide DEPTH --json`");
    let binary = records(&["divide", "2", "--threads", "1", "--json"]);
    same_fields("divide move", &divide[0], &binary[0]);
    same_fields("divide total", &divide[1], binary.last().unwrap());

    let suite = json_examples("`bitperft suite --json`");
    let r = run(&[
        "suite",
        "tests/data/bad-line.epd",
        "--threads",
        "1",
        "--json",
    ]);
    let binary: Vec<Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    same_fields("suite error", &suite[0], &binary[0]);
    same_fields("suite result", &suite[1], &binary[1]);
    same_fields("suite summary", &suite[2], binary.last().unwrap());

    let dir = std::env::temp_dir().join(format!("bitperft-docs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let ckpt = dir.join("p.ckpt");
    let checkpoint = json_examples("`bitperft perft DEPTH --checkpoint FILE --json`");
    let binary = records(&[
        "perft",
        "3",
        "--fen",
        fen,
        "--checkpoint",
        ckpt.to_str().unwrap(),
        "--json",
    ]);
    same_fields("perft --checkpoint", &checkpoint[0], &binary[0]);

    let split_dir = dir.join("split");
    let s = split_dir.to_str().unwrap();
    let split = json_examples("`bitperft split");
    let binary = records(&[
        "split", "3", "--ply", "1", "--units", "2", "--out", s, "--json",
    ]);
    same_fields("split", &split[0], &binary[0]);
    let unique = records(&["split", "--unique", "--ply", "1", "--json"]);
    same_fields("split --unique", &split[1], &unique[0]);
    let work = json_examples("`bitperft work");
    for unit in ["0", "1"] {
        let binary = records(&["work", s, "--unit", unit, "--threads", "1", "--json"]);
        same_fields("work", &work[0], &binary[0]);
    }
    let binary = records(&["merge", s, "--json"]);
    same_fields("merge", &work[1], &binary[0]);

    let show = json_examples("`bitperft show --json`");
    same_fields("show", &show[0], &records(&["show", "--json"])[0]);
    same_fields(
        "show (crazyhouse)",
        &show[1],
        &records(&["show", "--variant", "crazyhouse", "--json"])[0],
    );
    let info = json_examples("`bitperft info --json`");
    same_fields("info", &info[0], &records(&["info", "--json"])[0]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn work_takes_every_engine_flag_the_readme_lists() {
    let dir = std::env::temp_dir().join(format!("bitperft-docs-work-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let s = dir.to_str().unwrap();
    let r = run(&["split", "3", "--ply", "1", "--units", "1", "--out", s]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = run(&[
        "work",
        s,
        "--unit",
        "0",
        "--threads",
        "1",
        "--hash",
        "1",
        "--hash-seed",
        "7",
        "--pin",
        "--sliders",
        "magic",
        "--mode",
        "bulk",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let result = std::fs::read_to_string(dir.join("results/unit-0.json")).unwrap();
    let v: Value = serde_json::from_str(&result).unwrap();
    assert_eq!(v["engine"]["sliders"], "magic");
    assert_eq!(v["engine"]["mode"], "bulk");
    let r = run(&["merge", s]);
    // Published: 8902 nodes at depth 3 from the start position.
    assert!(r.stdout.contains("total: 8902"), "{}", r.stdout);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn chess960_is_taken_by_every_command_the_readme_names() {
    let readme = read("README.md");
    let line = readme
        .lines()
        .find(|l| l.starts_with("`--chess960` ("))
        .expect("README says which commands take --chess960");
    let rooks = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    for command in ["perft", "divide", "show", "split", "debug", "perftree"] {
        assert!(line.contains(&format!("`{command}`")), "{command}: {line}");
        let args: Vec<&str> = match command {
            "perftree" => vec!["perftree", "1", rooks, "--chess960"],
            "show" => vec!["show", "--fen", rooks, "--chess960"],
            "split" => vec![
                "split",
                "--unique",
                "--ply",
                "1",
                "--fen",
                rooks,
                "--chess960",
            ],
            "debug" => vec![
                "debug",
                "1",
                "--engine",
                "sh -c 'exit 3'",
                "--fen",
                rooks,
                "--chess960",
            ],
            c => vec![c, "1", "--fen", rooks, "--chess960"],
        };
        let r = run(&args);
        assert!(
            !r.stderr.contains("unexpected argument"),
            "{command}: {}",
            r.stderr
        );
    }
}

#[test]
fn help_texts_and_docs_say_fairy_engine() {
    for command in ["perft", "divide", "suite", "bench", "work", "debug"] {
        let r = run_with(&[command, "--help"], &[], b"");
        assert!(
            !r.stdout.contains("Sjaak"),
            "{command} --help: {}",
            r.stdout
        );
    }
    for doc in ["README.md", "docs/json.md", "docs/debugging.md"] {
        assert!(!read(doc).contains("Sjaak board"), "{doc}");
        assert!(!read(doc).contains("Sjaak's board"), "{doc}");
    }
}
