//! `bitperft selfcheck`: every game checks itself ([`bitperft::engine::self_check`]) from its
//! start position, its bundled suite's positions and (chess) the Chess960 start positions; a
//! catalog variant whose rules a dedicated engine also has is compared with that engine on the
//! same FENs ([`bitperft::engine::cross_check`]).

use crate::commands::perft::check_depth;
use crate::error::CliError;
use crate::output::{json_line, outln};
use crate::variant::{CROSS_CHECK, Variant, bundled_suite};
use bitperft::chess::{CHESS960_POSITIONS, CHESS960_STANDARD, chess960_fen};
use bitperft::engine::{
    Disagreement, SelfCheckConfig, SelfCheckReport, SplitMix64, Way, cross_check, self_check,
};
use bitperft::{Chess, Game, epd};
use serde::Serialize;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// The seed when `--seed` is not given.
pub const DEFAULT_SEED: u64 = 1;
/// Games per variant when neither `--games` nor `--seconds` is given.
pub const DEFAULT_GAMES: u64 = 4;
/// Disagreements printed in full per variant in text (JSON lists every one).
const SHOWN: usize = 10;

/// What `bitperft selfcheck` was asked.
pub struct SelfcheckArgs<'a> {
    /// `--variant`: a name, or `all`.
    pub variant: &'a str,
    /// `--seed`.
    pub seed: u64,
    /// `--games`: at most this many games per variant.
    pub games: Option<u64>,
    /// `--plies`: moves per game at most.
    pub plies: u32,
    /// `--depth`: the deepest depth counted.
    pub depth: u32,
    /// `--seconds`: time to play games for, per variant.
    pub seconds: Option<f64>,
    /// `--json`.
    pub json: bool,
}

/// One variant's result as a JSON line.
#[derive(Serialize)]
struct VariantRecord<'a> {
    variant: &'a str,
    games: u64,
    positions: u64,
    /// Positions checked at depth 1, 2, ...
    by_depth: &'a [u64],
    counts: u64,
    ways: Vec<String>,
    disagreements: Vec<DisagreementRecord>,
    seconds: f64,
}

#[derive(Serialize)]
struct DisagreementRecord {
    fen: String,
    depth: u32,
    /// Each way's count (`null`: that way could not count the position).
    counts: BTreeMap<String, Option<u128>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    commands: Vec<String>,
}

#[derive(Serialize)]
struct SummaryRecord {
    summary: bool,
    seed: u64,
    variants: usize,
    positions: u64,
    counts: u64,
    disagreements: usize,
    seconds: f64,
}

/// `--seconds`: a positive number of seconds.
pub(crate) fn parse_seconds(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 && x <= 1e9 => Ok(x),
        _ => Err(format!(
            "'{s}' is not a time: give a number of seconds greater than 0"
        )),
    }
}

/// `--plies`: a whole number from 0 (0: the start positions alone are checked).
pub(crate) fn parse_plies(s: &str) -> Result<u32, String> {
    s.trim()
        .parse::<u32>()
        .map_err(|_| format!("'{s}' is not a number of moves: give a whole number from 0"))
}

/// `--games`: a whole number from 1.
pub(crate) fn parse_games(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(format!(
            "'{s}' is not a number of games: give a whole number from 1"
        )),
    }
}

/// Runs `bitperft selfcheck`.
pub fn selfcheck(a: &SelfcheckArgs) -> Result<(), CliError> {
    check_depth(a.depth)?;
    let variants = match a.variant.trim() {
        all if all.eq_ignore_ascii_case("all") => Variant::all(),
        name => vec![Variant::parse(name)?],
    };
    let cfg = SelfCheckConfig {
        seed: a.seed,
        games: a.games.unwrap_or(match a.seconds {
            Some(_) => u64::MAX,
            None => DEFAULT_GAMES,
        }),
        budget: a.seconds.map(Duration::from_secs_f64),
        plies: a.plies,
        max_depth: a.depth,
        ..SelfCheckConfig::default()
    };
    if !a.json {
        outln!("{}", header(&cfg, a.games));
    }
    let began = Instant::now();
    let (mut positions, mut counts, mut failed) = (0, 0, Vec::new());
    for &v in &variants {
        let t = Instant::now();
        let report = check(v, &cfg)?;
        let secs = t.elapsed().as_secs_f64();
        positions += report.positions;
        counts += report.counts;
        if !report.clean() {
            failed.push((v.name(), report.disagreements.len()));
        }
        if a.json {
            json_line(&record(v, &report, secs));
        } else {
            print_text(v, &report, secs);
        }
    }
    let secs = began.elapsed().as_secs_f64();
    let disagreements: usize = failed.iter().map(|&(_, n)| n).sum();
    if a.json {
        json_line(&SummaryRecord {
            summary: true,
            seed: a.seed,
            variants: variants.len(),
            positions,
            counts,
            disagreements,
            seconds: round_ms(secs),
        });
    } else {
        let mut line = format!(
            "selfcheck: {} variant{}, {positions} positions, {counts} counts, {disagreements} disagreements, {secs:.1} s",
            variants.len(),
            if variants.len() == 1 { "" } else { "s" },
        );
        if !failed.is_empty() {
            let names: Vec<String> = failed.iter().map(|(v, n)| format!("{v} ({n})")).collect();
            line += &format!(" in {}", names.join(", "));
        }
        outln!("{line}");
    }
    match failed.is_empty() {
        true => Ok(()),
        false => Err(CliError {
            code: 1,
            message: String::new(),
        }),
    }
}

/// The first text line: what is checked, so a run can be repeated.
fn header(cfg: &SelfCheckConfig, games: Option<u64>) -> String {
    let mut budget = Vec::new();
    if let Some(g) = games.or((cfg.budget.is_none()).then_some(cfg.games)) {
        budget.push(format!("{g} game{}", if g == 1 { "" } else { "s" }));
    }
    if let Some(b) = cfg.budget {
        budget.push(format!("{} s", b.as_secs_f64()));
    }
    format!(
        "selfcheck: seed {}, depths 1 to {} (at most {} leaves estimated), games of at most {} plies, {} per variant",
        cfg.seed,
        cfg.max_depth,
        cfg.node_cap,
        cfg.plies,
        budget.join(" or ")
    )
}

/// The catalog variant whose rules are also the dedicated engine's (its standard chess).
fn twin(variant: Variant) -> Option<Variant> {
    match variant {
        Variant::Fairy(v) if v.name() == CROSS_CHECK => Some(Variant::Chess),
        _ => None,
    }
}

/// Checks `variant`: the game against itself and, for a catalog variant with a twin, against
/// its twin on the FENs of positions the twin plays to from the twin's starts (the time budget
/// split between the two).
fn check(variant: Variant, cfg: &SelfCheckConfig) -> Result<SelfCheckReport, CliError> {
    let twin = twin(variant);
    let cfg = match twin {
        Some(_) => SelfCheckConfig {
            budget: cfg.budget.map(|b| b / 2),
            ..cfg.clone()
        },
        None => cfg.clone(),
    };
    let mut report = crate::with_game!(variant, "default", |game| {
        let starts = starts(game, variant, cfg.seed);
        self_check(game, &starts, &cfg).map_err(|e| CliError {
            code: 1,
            message: format!("selfcheck --variant {}: {e}", variant.name()),
        })?
    });
    if let (Some(Variant::Chess), Variant::Fairy(v)) = (twin, variant) {
        let chess = Chess::default();
        let fairy = v.game::<u64>("default")?;
        let starts = starts(chess, Variant::Chess, cfg.seed);
        report.absorb(cross_check(chess, fairy, &starts, &cfg));
    }
    Ok(report)
}

/// Where the games of `variant` start, taken in turn: its start position, (chess) each Chess960
/// start position in an order drawn from `seed`, and each position of its bundled suite.
fn starts<G: Game>(game: G, variant: Variant, seed: u64) -> Vec<G::Position> {
    let mut sources = vec![vec![game.start()]];
    if variant == Variant::Chess {
        let mut numbers: Vec<u32> = (0..CHESS960_POSITIONS)
            .filter(|&n| n != CHESS960_STANDARD)
            .collect();
        let mut rng = SplitMix64::new(seed);
        for i in (1..numbers.len()).rev() {
            numbers.swap(i, rng.below(i as u64 + 1) as usize);
        }
        sources.push(
            numbers
                .into_iter()
                .filter_map(|n| game.parse(&chess960_fen(n)?).ok())
                .collect(),
        );
    }
    if let Some((_, text)) = bundled_suite(variant) {
        let (entries, _) = epd::parse_with(text, |fen| game.parse(fen));
        sources.push(entries.into_iter().map(|e| e.position).collect());
    }
    sources.retain(|s| !s.is_empty());
    let longest = sources.iter().map(Vec::len).max().unwrap_or(0);
    (0..longest)
        .flat_map(|i| sources.iter().map(move |s| s[i % s.len()].clone()))
        .collect()
}

/// The commands that count `d` each way, to reproduce it.
fn commands(variant: Variant, d: &Disagreement) -> Vec<String> {
    let perft = |cmd: &str, name: &str, flags: &str| {
        format!(
            "bitperft {cmd} {} --variant {name} --fen \"{}\" {flags}",
            d.depth, d.fen
        )
    };
    d.counts
        .iter()
        .map(|c| match c.way {
            Way::Mode(m) => perft("perft", variant.name(), &format!("--threads 1 --mode {m}")),
            Way::Divide => perft("divide", variant.name(), "--threads 1"),
            Way::Engine => perft("perft", variant.name(), "--threads 2 --hash 16"),
            Way::Game(name) => perft("perft", name, "--threads 1"),
        })
        .collect()
}

fn record<'a>(variant: Variant, r: &'a SelfCheckReport, secs: f64) -> VariantRecord<'a> {
    VariantRecord {
        variant: variant.name(),
        games: r.games,
        positions: r.positions,
        by_depth: &r.by_depth,
        counts: r.counts,
        ways: r.ways.iter().map(Way::to_string).collect(),
        disagreements: r
            .disagreements
            .iter()
            .map(|d| DisagreementRecord {
                fen: d.fen.clone(),
                depth: d.depth,
                counts: d
                    .counts
                    .iter()
                    .map(|c| (c.way.to_string(), c.nodes))
                    .collect(),
                error: d.error.clone(),
                commands: commands(variant, d),
            })
            .collect(),
        seconds: round_ms(secs),
    }
}

fn print_text(variant: Variant, r: &SelfCheckReport, secs: f64) {
    let depths: Vec<String> = r
        .by_depth
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n > 0)
        .map(|(i, n)| format!("{}: {n}", i + 1))
        .collect();
    let others: Vec<String> = r
        .ways
        .iter()
        .filter_map(|w| match w {
            Way::Game(name) if *name != variant.name() => Some(name.to_string()),
            _ => None,
        })
        .collect();
    let against = match others.is_empty() {
        true => String::new(),
        false => format!(", also against {}", others.join(", ")),
    };
    outln!(
        "{}: {} positions (by depth {}), {} counts, {} disagreements, {secs:.1} s{against}",
        variant.name(),
        r.positions,
        depths.join(", "),
        r.counts,
        r.disagreements.len(),
    );
    for d in r.disagreements.iter().take(SHOWN) {
        let counts: Vec<String> = d
            .counts
            .iter()
            .map(|c| match c.nodes {
                Some(n) => format!("{} {n}", c.way),
                None => format!("{} none", c.way),
            })
            .collect();
        outln!(
            "DISAGREE {} depth {}: {}",
            variant.name(),
            d.depth,
            counts.join(", ")
        );
        outln!("  fen: {}", d.fen);
        if let Some(e) = &d.error {
            outln!("  error: {e}");
        }
        for c in commands(variant, d) {
            outln!("  {c}");
        }
    }
    if r.disagreements.len() > SHOWN {
        outln!(
            "  ... and {} more disagreements in {} (--json lists every one)",
            r.disagreements.len() - SHOWN,
            variant.name()
        );
    }
}

/// Seconds rounded to the millisecond.
fn round_ms(secs: f64) -> f64 {
    (secs * 1e3).round() / 1e3
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess_starts_alternate_the_start_position_chess960_and_the_suite() {
        let chess = Chess::default();
        let starts = starts(chess, Variant::Chess, 7);
        assert_eq!(
            starts.len(),
            3 * 959,
            "959 Chess960 positions besides the standard one"
        );
        assert_eq!(starts[0], chess.start());
        assert_ne!(starts[1], chess.start());
        assert_eq!(starts[3], chess.start());
        let numbered: std::collections::HashSet<String> = starts
            .iter()
            .skip(1)
            .step_by(3)
            .map(|p| p.to_fen())
            .collect();
        assert_eq!(numbered.len(), 959);
        let other = super::starts(chess, Variant::Chess, 8);
        assert_ne!(
            starts[1], other[1],
            "the order of the Chess960 positions follows the seed"
        );
    }

    #[test]
    fn a_variant_starts_from_its_start_position_and_its_suite() {
        let v = Variant::parse("atomic").unwrap();
        let game = bitperft::variants::Atomic::default();
        let (_, suite) = bundled_suite(v).unwrap();
        let lines = epd::parse_with(suite, |f| game.parse(f)).0.len();
        let starts = starts(game, v, 1);
        assert_eq!(starts.len(), 2 * lines);
        assert!(starts.iter().step_by(2).all(|p| *p == game.start()));
    }

    #[test]
    fn the_commands_name_each_way() {
        let d = Disagreement {
            fen: "8/8/8/8/8/8/8/K6k w - - 0 1".into(),
            depth: 2,
            counts: [
                Way::Mode(bitperft::engine::Mode::Make),
                Way::Divide,
                Way::Engine,
                Way::Game("fairychess"),
            ]
            .into_iter()
            .map(|way| bitperft::engine::WayCount {
                way,
                nodes: Some(9),
            })
            .collect(),
            error: None,
        };
        let fen = "--fen \"8/8/8/8/8/8/8/K6k w - - 0 1\"";
        assert_eq!(
            commands(Variant::Chess, &d),
            [
                format!("bitperft perft 2 --variant chess {fen} --threads 1 --mode make"),
                format!("bitperft divide 2 --variant chess {fen} --threads 1"),
                format!("bitperft perft 2 --variant chess {fen} --threads 2 --hash 16"),
                format!("bitperft perft 2 --variant fairychess {fen} --threads 1"),
            ]
        );
    }

    #[test]
    fn games_must_be_a_whole_number_from_1() {
        assert_eq!(parse_games("3"), Ok(3));
        for bad in ["0", "-1", "x", "1.5"] {
            let e = parse_games(bad).unwrap_err();
            assert!(e.contains(&format!("'{bad}'")), "{e}");
        }
    }

    #[test]
    fn plies_must_be_a_whole_number() {
        assert_eq!(parse_plies("0"), Ok(0));
        for bad in ["-1", "x", "2.5"] {
            let e = parse_plies(bad).unwrap_err();
            assert!(e.contains(&format!("'{bad}'")), "{e}");
        }
    }

    #[test]
    fn seconds_must_be_a_positive_number() {
        assert_eq!(parse_seconds("2.5"), Ok(2.5));
        for bad in ["0", "-1", "x", "inf", "NaN"] {
            let e = parse_seconds(bad).unwrap_err();
            assert!(e.contains(&format!("'{bad}'")), "{e}");
        }
    }
}
