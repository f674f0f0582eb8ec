//! `bitperft debug` against fake engines with planted bugs. Each fake is a shell script written
//! into a scratch directory: its counts are the real `bitperft perftree` divide, changed where a
//! bug's path leads so that the fake is a consistent engine whose tree lacks (or has) one move
//! in one position; the UCI fake wraps the same script in a UCI loop. Every fake logs its calls.

use crate::common::{KIWIPETE, assert_input_error, run};
use std::path::{Path, PathBuf};

/// A planted bug: in the position after `path` (UCI moves from the FEN), the engine lacks the
/// moves `drop` (with their subtrees) or has the extra one-node moves `add` (so a bug that adds
/// moves sits at the last ply of the run).
struct Bug {
    path: &'static str,
    drop: &'static [&'static str],
    add: &'static [&'static str],
}

/// How the UCI fake answers `go perft`.
#[derive(Clone, Copy)]
enum Go {
    /// Exactly Stockfish's format: `move: count`, a blank line, `Nodes searched: N`.
    Stockfish,
    /// With `info` lines, a timing line and a `Total: N` line before `Nodes searched: N`.
    Chatty,
    /// These lines, whatever the position.
    Canned(&'static [&'static str]),
    /// Nothing at all.
    Silent,
}

/// A scratch directory for one test's fake engine, removed when the test passes (kept for a
/// look when it fails).
struct Scratch(PathBuf);

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

/// A new, empty scratch directory.
fn scratch(name: &str) -> Scratch {
    let dir = std::env::temp_dir().join(format!("bitperft-debug-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    Scratch(dir)
}

fn write(path: &Path, text: &str) -> String {
    std::fs::write(path, text).expect("write the fake engine");
    path.display().to_string()
}

/// The perftree-protocol fake with `bugs` (`sh DIR/fake-perftree DEPTH FEN MOVES`); it logs
/// `DEPTH|MOVES` per call in DIR/calls.log.
fn perftree_fake(dir: &Path, bugs: &[Bug]) -> String {
    perftree_fake_with(dir, bugs, "")
}

/// [`perftree_fake`], running the shell lines `more` after the bugs (`$depth`, `$moves` and
/// `edit OP MOVE N` are theirs).
fn perftree_fake_with(dir: &Path, bugs: &[Bug], more: &str) -> String {
    let mut script = format!(
        r#"#!/bin/sh
# bitperft's divide with planted bugs, in perftree's format.
set -f
BP='{bp}'
depth=$1; fen=$2; moves=$3
echo "$depth|$moves" >> '{log}'
out=$("$BP" perftree "$depth" "$fen" "$moves") || exit 1
# edit OP MOVE N: drop MOVE's line, add the line 'MOVE N', or sub N from MOVE's count.
edit() {{
  out=$(printf '%s\n' "$out" | awk -v op="$1" -v mv="$2" -v n="$3" '
    !blank && $0 == "" {{ blank = 1; if (op == "add") {{ print mv " " n; delta = n }} print; next }}
    !blank && $1 == mv {{ found = 1; if (op == "drop") {{ delta = -$2; next }} if (op == "sub") {{ $2 = $2 - n; delta = -n }} }}
    blank && NF == 1 {{ print $1 + delta; next }}
    {{ print }}
    END {{ if (op != "add" && !found) exit 3 }}') || {{ echo "fake engine: no move $2 after '$moves'" >&2; exit 1; }}
}}
# bug PATH drop|add MOVE: the tree after PATH lacks MOVE, or has it as an extra one-node move.
bug() {{
  path=$1; op=$2; mv=$3
  if [ "$moves" = "$path" ]; then
    if [ "$op" = drop ]; then edit drop "$mv" 0; else edit add "$mv" 1; fi
    return
  fi
  if [ -n "$moves" ]; then
    case "$path" in "$moves "*) ;; *) return ;; esac
    rest=${{path#"$moves "}}
  else
    rest=$path
  fi
  set -- $rest
  left=$((depth - $#))
  [ "$left" -ge 1 ] || return
  if [ "$op" = drop ]; then
    lost=$("$BP" perftree $((left - 1)) "$fen" "$path $mv" | tail -n 1)
    [ -n "$lost" ] || {{ echo "fake engine: $mv is not legal after '$path'" >&2; exit 1; }}
  elif [ "$left" -eq 1 ]; then
    lost=-1
  else
    echo "fake engine: an added move must be at the last ply" >&2; exit 1
  fi
  edit sub "$1" "$lost"
}}
"#,
        bp = env!("CARGO_BIN_EXE_bitperft"),
        log = dir.join("calls.log").display()
    );
    for b in bugs {
        for m in b.drop {
            script.push_str(&format!("bug '{}' drop '{m}'\n", b.path));
        }
        for m in b.add {
            script.push_str(&format!("bug '{}' add '{m}'\n", b.path));
        }
    }
    script.push_str(more);
    script.push_str("printf '%s\\n' \"$out\"\n");
    format!("sh '{}'", write(&dir.join("fake-perftree"), &script))
}

/// The UCI fake around [`perftree_fake`]: `uci`, `isready`, `setoption` (UCI_Variant and
/// UCI_Chess960 become the perftree script's BITPERFT_VARIANT and BITPERFT_CHESS960),
/// `position`, `go perft N` answered as `go` says, `quit`. Every input line is logged in
/// DIR/uci.log.
fn uci_fake(dir: &Path, bugs: &[Bug], go: Go) -> String {
    uci_fake_with(dir, bugs, "", go)
}

/// [`uci_fake`] around [`perftree_fake_with`].
fn uci_fake_with(dir: &Path, bugs: &[Bug], more: &str, go: Go) -> String {
    let core = perftree_fake_with(dir, bugs, more);
    let answer = match go {
        Go::Stockfish => format!(
            r#"{core} "$3" "$fen" "$moves" | awk '!blank && $0 == "" {{ blank = 1; print; next }} !blank {{ print $1 ": " $2; next }} NF == 1 {{ print "Nodes searched: " $1 }}'"#
        ),
        Go::Chatty => format!(
            r#"echo 'info string fake engine, planted bugs'; {core} "$3" "$fen" "$moves" | awk '!blank && $0 == "" {{ blank = 1; print; next }} !blank {{ print $1 ": " $2; print "info currmove " $1; next }} NF == 1 {{ print "Time: 1 ms"; print "Total: " $1; print "Nodes searched: " $1 }}'"#
        ),
        Go::Canned(lines) => format!("printf '%s\\n' '{}'", lines.join("' '")),
        Go::Silent => ":".to_string(),
    };
    let script = format!(
        r#"#!/bin/sh
# A UCI engine around the perftree fake.
set -f
START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
fen=$START; moves=
while IFS= read -r line; do
  printf '%s\n' "$line" >> '{log}'
  set -- $line
  case "$1" in
    uci)
      echo 'id name fake'
      echo 'option name UCI_Variant type combo default chess var chess var crazyhouse'
      echo 'option name UCI_Chess960 type check default false'
      echo 'option name VariantPath type string default <empty>'
      echo uciok ;;
    isready) echo readyok ;;
    setoption)
      case "$line" in
        'setoption name UCI_Variant value '*) BITPERFT_VARIANT=$5; export BITPERFT_VARIANT ;;
        'setoption name UCI_Chess960 value true') BITPERFT_CHESS960=1; export BITPERFT_CHESS960 ;;
        'setoption name VariantPath value '*) BITPERFT_VARIANTS=${{line#setoption name VariantPath value }}; export BITPERFT_VARIANTS ;;
      esac ;;
    position)
      shift; fen=; moves=
      if [ "$1" = startpos ]; then
        fen=$START; shift
      else
        shift
        while [ $# -gt 0 ] && [ "$1" != moves ]; do fen="${{fen:+$fen }}$1"; shift; done
      fi
      [ "$1" = moves ] && shift
      moves="$*" ;;
    go) {answer} ;;
    quit) exit 0 ;;
  esac
done
"#,
        log = dir.join("uci.log").display()
    );
    format!("sh '{}'", write(&dir.join("fake-uci"), &script))
}

/// The fake of `protocol` (`uci` in Stockfish's format, or `perftree`) with `bugs`.
fn fake(dir: &Path, protocol: &str, bugs: &[Bug]) -> String {
    match protocol {
        "uci" => uci_fake(dir, bugs, Go::Stockfish),
        _ => perftree_fake(dir, bugs),
    }
}

/// The fake's calls (`DEPTH|MOVES`, one per engine divide).
fn calls(dir: &Path) -> Vec<String> {
    std::fs::read_to_string(dir.join("calls.log"))
        .unwrap_or_default()
        .lines()
        .map(String::from)
        .collect()
}

/// Runs `debug DEPTH --fen FEN --engine ENGINE --protocol PROTOCOL` plus `extra`.
fn debug(
    depth: &str,
    fen: &str,
    engine: &str,
    protocol: &str,
    extra: &[&str],
) -> crate::common::Run {
    let mut args = vec![
        "debug",
        depth,
        "--fen",
        fen,
        "--engine",
        engine,
        "--protocol",
        protocol,
        "--threads",
        "1",
    ];
    args.extend_from_slice(extra);
    run(&args)
}

/// Asserts a found difference: exit status 1, these summary lines, and `calls` engine calls
/// (reported, and counted by the fake).
fn assert_found(r: &crate::common::Run, dir: &Path, expected: &[&str], calls_made: usize) {
    assert_eq!(r.code, 1, "stdout: {}\nstderr: {}", r.stdout, r.stderr);
    for line in expected {
        assert!(
            r.stdout.lines().any(|l| l == *line),
            "'{line}' not in:\n{}",
            r.stdout
        );
    }
    assert!(
        r.stdout
            .lines()
            .any(|l| l == format!("engine calls: {calls_made}")),
        "{}",
        r.stdout
    );
    assert_eq!(calls(dir).len(), calls_made, "{:?}", calls(dir));
    let steps = r.stdout.lines().filter(|l| l.starts_with("step ")).count();
    assert_eq!(steps, calls_made, "{}", r.stdout);
}

const PROTOCOLS: [&str; 2] = ["uci", "perftree"];

/// chessprogramming.org "Perft Results", position 3.
const POSITION_3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";

#[test]
fn an_en_passant_capture_that_exposes_the_king_added() {
    for protocol in PROTOCOLS {
        let dir = scratch(&format!("ep-added-{protocol}"));
        // After 1. e3 c5, bxc6 e.p. would leave the king on a5 to the rook on h5.
        let engine = fake(
            &dir,
            protocol,
            &[Bug {
                path: "e2e3 c7c5",
                drop: &[],
                add: &["b5c6"],
            }],
        );
        let r = debug("3", POSITION_3, &engine, protocol, &[]);
        assert_found(
            &r,
            &dir,
            &[
                "difference found at depth 1 after 3 engine calls",
                "path:     e2e3 c7c5",
                "fen:      8/8/3p4/KPp4r/1R3p1k/4P3/6P1/8 w - c6 0 2",
                "missing:  none",
                "extra:    b5c6",
            ],
            3,
        );
        assert_eq!(calls(&dir), ["3|", "2|e2e3", "1|e2e3 c7c5"]);
    }
}

#[test]
fn a_legal_en_passant_capture_dropped() {
    // After 1. d4, exd3 e.p. is legal: the bishop on f4 shields the king on a4 from the rook.
    let fen = "8/8/8/8/k3pbR1/8/3P4/3K4 w - - 0 1";
    for protocol in PROTOCOLS {
        let dir = scratch(&format!("ep-dropped-{protocol}"));
        let bug = Bug {
            path: "d2d4",
            drop: &["e4d3"],
            add: &[],
        };
        let r = debug("3", fen, &fake(&dir, protocol, &[bug]), protocol, &[]);
        // The move lists differ at depth 2 already: no need to go further.
        assert_found(
            &r,
            &dir,
            &[
                "difference found at depth 2 after 2 engine calls",
                "path:     d2d4",
                "missing:  e4d3",
                "extra:    none",
            ],
            2,
        );
    }
}

#[test]
fn castling_through_check_added() {
    // The rook on f8 attacks f1, which the king would cross.
    let fen = "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    for protocol in PROTOCOLS {
        let dir = scratch(&format!("castle-{protocol}"));
        let bug = Bug {
            path: "a1a2 e8d8",
            drop: &[],
            add: &["e1g1"],
        };
        let r = debug("3", fen, &fake(&dir, protocol, &[bug]), protocol, &[]);
        assert_found(
            &r,
            &dir,
            &[
                "path:     a1a2 e8d8",
                "fen:      3k1r2/8/8/8/8/8/R7/4K2R w K - 2 2",
                "missing:  none",
                "extra:    e1g1",
            ],
            3,
        );
    }
}

#[test]
fn promotion_to_one_piece_only() {
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    for protocol in PROTOCOLS {
        let dir = scratch(&format!("promotion-{protocol}"));
        let bug = Bug {
            path: "e1e2 e8d7",
            drop: &["b7b8n", "b7b8b", "b7b8r"],
            add: &[],
        };
        let r = debug("4", fen, &fake(&dir, protocol, &[bug]), protocol, &[]);
        assert_found(
            &r,
            &dir,
            &[
                "difference found at depth 2 after 3 engine calls",
                "path:     e1e2 e8d7",
                "fen:      8/1P1k4/8/8/8/8/4K3/8 w - - 2 2",
                "missing:  b7b8b b7b8n b7b8r",
                "extra:    none",
            ],
            3,
        );
    }
}

#[test]
fn chess960_castling_dropped() {
    // King d1 between rooks b1 and g1 (Shredder-FEN): queenside castling is d1b1.
    let fen = "1r1k2r1/8/8/8/8/8/8/1R1K2R1 w GBgb - 0 1";
    for protocol in PROTOCOLS {
        let dir = scratch(&format!("chess960-{protocol}"));
        let bug = Bug {
            path: "g1g2 g8g7",
            drop: &["d1b1"],
            add: &[],
        };
        let r = debug("3", fen, &fake(&dir, protocol, &[bug]), protocol, &[]);
        assert_found(
            &r,
            &dir,
            &["path:     g1g2 g8g7", "missing:  d1b1", "extra:    none"],
            3,
        );
        if protocol == "uci" {
            let log = std::fs::read_to_string(dir.join("uci.log")).unwrap();
            assert!(
                log.lines()
                    .any(|l| l == "setoption name UCI_Chess960 value true"),
                "{log}"
            );
        }
    }
}

#[test]
fn a_correct_engine_gives_no_difference() {
    for protocol in PROTOCOLS {
        let dir = scratch(&format!("correct-{protocol}"));
        let engine = match protocol {
            // Extra info, timing and total lines are tolerated.
            "uci" => uci_fake(&dir, &[], Go::Chatty),
            _ => perftree_fake(&dir, &[]),
        };
        let r = debug("3", KIWIPETE, &engine, protocol, &[]);
        assert_eq!((r.code, r.stderr.as_str()), (0, ""), "{}", r.stdout);
        // Published (chessprogramming.org "Perft Results", position 2): 97862 at depth 3.
        assert_eq!(
            r.stdout.lines().last(),
            Some("no difference at depth 3 (97862 nodes, 1 engine call)")
        );
        assert_eq!(calls(&dir).len(), 1);
    }
}

#[test]
fn one_engine_divide_per_level_into_the_smallest_subtree() {
    // perf-suites/standard.epd line 14 (D5 7594526); a bug under each of two root moves.
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let bugs = || {
        [
            Bug {
                path: "a1b1 h8h7 b1a1 a8a7",
                drop: &["a1a7"],
                add: &[],
            },
            Bug {
                path: "e1d1 e8d8 d1e1 d8e8",
                drop: &["a1a8"],
                add: &[],
            },
        ]
    };
    // bitperft's divide says which root move has the smaller subtree.
    let divide = run(&["divide", "4", "--fen", fen]);
    let count = |m: &str| -> u64 {
        let line = divide.stdout.lines().find(|l| l.starts_with(m)).unwrap();
        line.split(": ").nth(1).unwrap().parse().unwrap()
    };
    let smaller = if count("a1b1") < count("e1d1") {
        "a1b1 h8h7 b1a1 a8a7"
    } else {
        "e1d1 e8d8 d1e1 d8e8"
    };
    for protocol in PROTOCOLS {
        let dir = scratch(&format!("smallest-{protocol}"));
        let r = debug("5", fen, &fake(&dir, protocol, &bugs()), protocol, &[]);
        assert_found(
            &r,
            &dir,
            &[
                "difference found at depth 1 after 5 engine calls",
                &format!("path:     {smaller}"),
            ],
            5,
        );
        let logged = calls(&dir);
        let depths: Vec<&str> = logged.iter().map(|c| &c[..1]).collect();
        assert_eq!(depths, ["5", "4", "3", "2", "1"]);
        assert_eq!(logged[4], format!("1|{smaller}"));
        assert!(r.stdout.contains("2 of 26 moves differ"), "{}", r.stdout);
    }
}

#[test]
fn an_engine_that_disagrees_with_itself_is_named() {
    // The fake counts e1g1 three too many at the root at depth 2, but its divide after e1g1
    // adds up right; bitperft agrees with itself (one ply down and with every leaf played).
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let more = "if [ \"$depth|$moves\" = '2|' ]; then edit sub e1g1 -3; fi\n";
    for protocol in PROTOCOLS {
        let dir = scratch(&format!("inconsistent-{protocol}"));
        let engine = match protocol {
            "uci" => uci_fake_with(&dir, &[], more, Go::Stockfish),
            _ => perftree_fake_with(&dir, &[], more),
        };
        let r = debug("2", fen, &engine, protocol, &[]);
        let below = run(&["perft", "1", "--fen", fen, "--moves", "e1g1"]);
        let n: u64 = below
            .stdout
            .split_whitespace()
            .nth(2)
            .unwrap()
            .parse()
            .unwrap();
        assert_found(
            &r,
            &dir,
            &[
                "difference found at depth 2 after 2 engine calls",
                "path:     none (the root position)",
                &format!(
                    "move:     e1g1: the engine counted {} here at depth 2, but its own divide \
                     after e1g1 adds up to {n} (bitperft: {n})",
                    n + 3
                ),
            ],
            2,
        );
        assert!(!r.stdout.contains("bitperft disagrees"), "{}", r.stdout);
    }
}

#[test]
fn a_variant_goes_to_the_uci_engine() {
    let dir = scratch("crazyhouse");
    let bug = Bug {
        path: "e1e2 c8b7",
        drop: &["Q@h8"],
        add: &[],
    };
    let engine = uci_fake(&dir, &[bug], Go::Stockfish);
    let fen = "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1";
    let r = debug("3", fen, &engine, "uci", &["--variant", "crazyhouse"]);
    assert_found(&r, &dir, &["path:     e1e2 c8b7", "missing:  Q@h8"], 3);
    let log = std::fs::read_to_string(dir.join("uci.log")).unwrap();
    assert!(
        log.lines()
            .any(|l| l == "setoption name UCI_Variant value crazyhouse"),
        "{log}"
    );
    // The fake offers chess and crazyhouse only.
    let r = debug("1", POSITION_3, &engine, "uci", &["--variant", "atomic"]);
    assert_input_error(&r, &["--variant atomic", "does not offer it", "crazyhouse"]);
}

#[test]
fn a_variant_goes_to_the_perftree_script() {
    let dir = scratch("perftree-crazyhouse");
    let bug = Bug {
        path: "e1e2 c8b7",
        drop: &["Q@h8"],
        add: &[],
    };
    // The fake runs `bitperft perftree`, which reads the game from BITPERFT_VARIANT.
    let engine = perftree_fake(&dir, &[bug]);
    let fen = "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1";
    let r = debug("3", fen, &engine, "perftree", &["--variant", "crazyhouse"]);
    assert_found(&r, &dir, &["path:     e1e2 c8b7", "missing:  Q@h8"], 3);
}

#[test]
fn a_perftree_script_reads_the_variant_and_chess960_from_its_environment() {
    let show = "sh -c 'echo \"$BITPERFT_VARIANT $BITPERFT_CHESS960\" >&2; exit 1'";
    let r = debug("1", POSITION_3, show, "perftree", &["--variant", "koth"]);
    assert_input_error(&r, &["its stderr: kingofthehill 0"]);
    let rooks = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    let r = debug("1", rooks, show, "perftree", &["--chess960"]);
    assert_input_error(&r, &["its stderr: chess 1"]);
    // Set explicitly: debug's own environment does not leak through.
    let r = crate::common::run_with(
        &[
            "debug",
            "1",
            "--engine",
            show,
            "--protocol",
            "perftree",
            "--threads",
            "1",
        ],
        &[("BITPERFT_VARIANT", "atomic"), ("BITPERFT_CHESS960", "1")],
        b"",
    );
    assert_input_error(&r, &["its stderr: chess 0"]);
}

/// perf-suites/variants-ini/keys.ini, whose `centaurking` starts with 11888 nodes at depth 3
/// (centaurking.epd beside it, counted by Fairy-Stockfish).
fn keys_ini() -> String {
    format!(
        "{}/perf-suites/variants-ini/keys.ini",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn a_variants_file_goes_to_the_other_engine() {
    let file = keys_ini();
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let extra = ["--variants", file.as_str(), "--variant", "centaurking"];
    for protocol in PROTOCOLS {
        let dir = scratch(&format!("variants-file-{protocol}"));
        let r = debug("3", start, &fake(&dir, protocol, &[]), protocol, &extra);
        assert_eq!((r.code, r.stderr.as_str()), (0, ""), "{}", r.stdout);
        assert_eq!(
            r.stdout.lines().last(),
            Some("no difference at depth 3 (11888 nodes, 1 engine call)")
        );
    }
    let dir = scratch("variants-file-log");
    debug(
        "1",
        start,
        &uci_fake(&dir, &[], Go::Stockfish),
        "uci",
        &extra,
    );
    let log = std::fs::read_to_string(dir.join("uci.log")).unwrap();
    let path = std::path::absolute(&file).unwrap();
    let set = format!("setoption name VariantPath value {}", path.display());
    let lines: Vec<&str> = log.lines().collect();
    let at = |l: &str| lines.iter().position(|x| *x == l);
    let variant = at("setoption name UCI_Variant value centaurking");
    assert!(at(&set).unwrap() < variant.unwrap(), "{log}");
    // An engine without the option is told so, not sent a variant it cannot know.
    let bare = "sh -c 'while read l; do [ \"$l\" = uci ] && echo uciok; done'";
    let r = debug("1", start, bare, "uci", &extra);
    assert_input_error(&r, &["--variants", "keys.ini", "no VariantPath option"]);
}

#[test]
fn timeout_bounds_the_uci_handshake() {
    let start = std::time::Instant::now();
    let r = debug(
        "1",
        POSITION_3,
        "sh -c 'exec sleep 30'",
        "uci",
        &["--timeout", "0.5"],
    );
    assert_input_error(
        &r,
        &["no 'uciok' within 0.5 s (after 'uci'); the engine was stopped"],
    );
    assert!(start.elapsed().as_secs() < 10, "{:?}", start.elapsed());
}

#[test]
fn json_output() {
    let dir = scratch("json");
    let bug = Bug {
        path: "e2e3 c7c5",
        drop: &[],
        add: &["b5c6"],
    };
    let engine = uci_fake(&dir, &[bug], Go::Stockfish);
    let r = debug("3", POSITION_3, &engine, "uci", &["--json"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(r.stdout.lines().count(), 1, "{}", r.stdout);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["result"], "difference");
    assert_eq!(v["fault"], "moves");
    assert_eq!(v["depth"], 3);
    assert_eq!(v["at_depth"], 1);
    assert_eq!(v["engine_calls"], 3);
    assert_eq!(v["path"], serde_json::json!(["e2e3", "c7c5"]));
    assert_eq!(v["fen"], "8/8/3p4/KPp4r/1R3p1k/4P3/6P1/8 w - c6 0 2");
    assert_eq!(v["missing"], serde_json::json!([]));
    assert_eq!(v["extra"], serde_json::json!(["b5c6"]));
    assert_eq!(v["protocol"], "uci");
    // Published: position 3 has 2812 nodes at depth 3; the engine has one more.
    assert_eq!(v["nodes"], 2812);
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 3);
    assert_eq!(steps[0]["engine"], 2813);
    assert_eq!(steps[0]["next"]["move"], "e2e3");
    // bitperft checked itself with every leaf played, above depth 1.
    assert_eq!(steps[0]["make"], 2812);
    assert_eq!(steps[1]["make"], steps[1]["bitperft"]);
    assert!(steps[2].get("make").is_none(), "{}", steps[2]);

    let dir = scratch("json-correct");
    let engine = perftree_fake(&dir, &[]);
    let r = debug("2", POSITION_3, &engine, "perftree", &["--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["result"], "no_difference");
    // Published: 191 nodes at depth 2.
    assert_eq!(
        (v["nodes"].as_u64(), v["engine_calls"].as_u64()),
        (Some(191), Some(1))
    );
    assert!(v.get("fault").is_none(), "{v}");
}

#[test]
fn an_engine_that_cannot_start() {
    for protocol in PROTOCOLS {
        let r = debug("2", POSITION_3, "/nonexistent/engine --flag", protocol, &[]);
        assert_input_error(&r, &["cannot start '/nonexistent/engine'"]);
    }
    let r = debug(
        "2",
        POSITION_3,
        "sh -c 'echo no such engine >&2; exit 3'",
        "uci",
        &[],
    );
    assert_input_error(&r, &["exit status 3", "no such engine"]);
    // The engine may exit before `uci` is written (a broken pipe) or after (no `uciok`).
    assert!(
        r.stderr
            .contains("closed its output while 'uciok' was awaited")
            || r.stderr.contains("cannot send 'uci' to the engine"),
        "{}",
        r.stderr
    );
}

#[test]
fn timeouts() {
    let dir = scratch("timeout");
    let engine = uci_fake(&dir, &[], Go::Silent);
    let r = debug("2", POSITION_3, &engine, "uci", &["--timeout", "0.5"]);
    assert_input_error(
        &r,
        &[
            "step 1 (position fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; go perft 2)",
            "no 'Nodes searched' line within the 0.5 s --timeout",
        ],
    );
    let r = debug(
        "2",
        POSITION_3,
        "sh -c 'exec sleep 30'",
        "perftree",
        &["--timeout", "0.5"],
    );
    assert_input_error(
        &r,
        &[
            "step 1 (sh -c",
            "no complete answer within the 0.5 s --timeout",
        ],
    );
}

#[test]
fn malformed_output_cites_the_step_and_line() {
    let dir = scratch("malformed");
    let engine = uci_fake(
        &dir,
        &[],
        Go::Canned(&["e2e4: twenty", "Nodes searched: 20"]),
    );
    let r = debug("1", POSITION_3, &engine, "uci", &[]);
    assert_input_error(
        &r,
        &[
            "step 1 (position fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; go perft 1)",
            "engine line 1 'e2e4: twenty': the count 'twenty' is not a whole number",
        ],
    );
    let r = debug("1", POSITION_3, "sh -c 'echo e2e4 20'", "perftree", &[]);
    assert_input_error(
        &r,
        &["step 1 (sh -c", "without the blank line and the total"],
    );
    let r = debug(
        "1",
        POSITION_3,
        "sh -c 'echo oops >&2; exit 4'",
        "perftree",
        &[],
    );
    assert_input_error(
        &r,
        &["step 1", "the engine failed", "exit status 4", "oops"],
    );
}

#[test]
fn names_that_are_not_uci_moves() {
    let dir = scratch("names");
    let engine = uci_fake(&dir, &[], Go::Canned(&["e2e9: 5", "", "Nodes searched: 5"]));
    let r = debug("1", POSITION_3, &engine, "uci", &[]);
    assert_input_error(
        &r,
        &[
            "step 1 (position fen",
            "engine line 1 'e2e9: 5': 'e2e9' is not a move in UCI notation",
        ],
    );
    let r = debug(
        "1",
        POSITION_3,
        "sh -c 'printf \"Nf3 20\\n\\n20\\n\"'",
        "perftree",
        &[],
    );
    assert_input_error(
        &r,
        &[
            "step 1 (sh -c",
            "engine line 1 'Nf3 20': 'Nf3' is not a move in UCI notation",
        ],
    );
}

#[test]
fn bad_flags() {
    let e = "sh -c 'exit 0'";
    assert_input_error(&debug("0", POSITION_3, e, "uci", &[]), &["depth 0"]);
    assert_input_error(
        &debug("1", POSITION_3, "", "uci", &[]),
        &["--engine ''", "no program"],
    );
    assert_input_error(
        &debug("1", POSITION_3, "sh -c 'x", "uci", &[]),
        &["single quote"],
    );
    assert_input_error(
        &debug("1", POSITION_3, e, "uci", &["--timeout", "0"]),
        &["'0' is not a time limit"],
    );
    assert_input_error(&debug("1", POSITION_3, e, "xboard", &[]), &["xboard"]);
    assert_input_error(
        &debug("1", POSITION_3, e, "uci", &["--moves", "e2e5"]),
        &["--moves", "e2e5"],
    );
    assert_input_error(&debug("1", "8/8/8 w - - 0 1", e, "uci", &[]), &["FEN"]);
}
