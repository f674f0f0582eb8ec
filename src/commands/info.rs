//! `bitperft info`: what this binary was built with and what this CPU can do.

use crate::error::CliError;
use crate::game::position_arg::{self, STARTPOS};
use crate::output::{json_line, outln};
use crate::variant::Variant;
use bitperft::Game;
use bitperft::attacks::{self, backends};
use bitperft::cpu;
use serde::Serialize;

#[derive(Serialize)]
struct Info {
    version: &'static str,
    target_arch: &'static str,
    default_sliders: &'static str,
    default_reason: String,
    backends: Vec<Backend>,
    cpu_features: Vec<Feature>,
    warnings: Vec<String>,
    logical_cores: usize,
    /// CPUID vendor and family, e.g. "AMD family 17h" (absent off x86_64).
    cpu: Option<String>,
    /// The games `--variant` and UCI `UCI_Variant` take.
    variants: Vec<VariantInfo>,
}

#[derive(Serialize)]
struct VariantInfo {
    name: &'static str,
    /// Other names `--variant` takes for it (names also ignore letter case, `-` and `_`).
    aliases: Vec<&'static str>,
    /// Files x ranks (`8x8`, `10x8`).
    board: String,
    /// Pieces in hand and drops.
    holdings: bool,
    /// `bitperft` (a dedicated engine on the chess board) or `fairy` (the fairy engine).
    engine: &'static str,
    about: &'static str,
    /// The positions `--fen NAME` takes in this game: `startpos`, and the bench set's.
    positions: Vec<NamedPosition>,
}

#[derive(Serialize)]
struct NamedPosition {
    name: &'static str,
    fen: String,
}

#[derive(Serialize)]
struct Backend {
    name: &'static str,
    compiled: bool,
    available: bool,
    fast: bool,
    default: bool,
    ray_walk: bool,
    note: &'static str,
}

#[derive(Serialize)]
struct Feature {
    name: &'static str,
    compiled_for: bool,
    cpu_has: bool,
}

/// Warnings where the build and the CPU disagree.
fn warnings(features: &[(&'static str, bool, bool)]) -> Vec<String> {
    let mut w = Vec::new();
    for &(name, compiled, has) in features {
        if has && !compiled {
            w.push(format!(
                "this CPU has {name} but the binary was not compiled for it: the portable path runs (build with -C target-cpu=native for the fast one)"
            ));
        }
        if compiled && !has {
            w.push(format!(
                "the binary was compiled for {name} but this CPU lacks it: it may crash with an illegal instruction"
            ));
        }
    }
    w
}

/// Runs `bitperft info`: text, or one JSON object with `--json`.
pub fn info(json: bool) -> Result<(), CliError> {
    let features = cpu::cpu_features();
    let info = Info {
        version: env!("CARGO_PKG_VERSION"),
        target_arch: std::env::consts::ARCH,
        default_sliders: attacks::default_name(),
        default_reason: attacks::default_reason(),
        backends: backends()
            .into_iter()
            .map(|b| Backend {
                name: b.name,
                compiled: b.compiled,
                available: b.available,
                fast: b.fast,
                default: b.default,
                ray_walk: b.ray_walk,
                note: b.note,
            })
            .collect(),
        cpu_features: features
            .iter()
            .map(|&(name, compiled_for, cpu_has)| Feature {
                name,
                compiled_for,
                cpu_has,
            })
            .collect(),
        warnings: warnings(&features),
        logical_cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
        cpu: cpu::family_label(),
        variants: Variant::all()
            .into_iter()
            .map(|v| {
                let (files, ranks) = v.board();
                Ok(VariantInfo {
                    name: v.name(),
                    aliases: v.aliases(),
                    board: format!("{files}x{ranks}"),
                    holdings: v.has_holdings(),
                    engine: match v {
                        // A file's variant: the counter the fairy engine chose for its rules.
                        Variant::Fairy(f) if f.from_variants_file() => f.engine(),
                        v if v.has_sliders() => "bitperft",
                        _ => "fairy",
                    },
                    about: v.about(),
                    positions: named_positions(v)?,
                })
            })
            .collect::<Result<_, CliError>>()?,
    };
    if json {
        json_line(&info);
        return Ok(());
    }
    outln!("bitperft {} ({})", info.version, info.target_arch);
    outln!(
        "default sliders: {} ({})",
        info.default_sliders,
        info.default_reason
    );
    outln!("logical cores: {}", info.logical_cores);
    if let Some(cpu) = &info.cpu {
        outln!("cpu: {cpu}");
    }
    outln!();
    outln!(
        "{:<13} {:<9} {:<10} {:<5} note",
        "backend",
        "compiled",
        "available",
        "fast"
    );
    let yn = |b: bool| if b { "yes" } else { "no" };
    for b in &info.backends {
        let name = if b.default {
            format!("{} *", b.name)
        } else {
            b.name.to_string()
        };
        outln!(
            "{name:<13} {:<9} {:<10} {:<5} {}",
            yn(b.compiled),
            yn(b.available),
            yn(b.fast),
            b.note
        );
    }
    outln!();
    outln!("{:<10} {:<13} cpu has", "feature", "compiled for");
    for f in &info.cpu_features {
        outln!(
            "{:<10} {:<13} {}",
            f.name,
            yn(f.compiled_for),
            yn(f.cpu_has)
        );
    }
    outln!();
    outln!(
        "{:<14} {:<6} {:<8} {:<8} rules",
        "variant",
        "board",
        "holdings",
        "engine"
    );
    for v in &info.variants {
        outln!(
            "{:<14} {:<6} {:<8} {:<8} {}",
            v.name,
            v.board,
            yn(v.holdings),
            v.engine,
            v.about
        );
    }
    outln!();
    outln!("variant names take any letter case and ignore - and _ (racingKings, king-of-the-hill)");
    let aliases: Vec<String> = info
        .variants
        .iter()
        .flat_map(|v| v.aliases.iter().map(move |a| format!("{a} ({})", v.name)))
        .collect();
    outln!("aliases: {}", aliases.join(", "));
    outln!("named positions (--fen NAME): startpos (every variant)");
    for v in &info.variants {
        let names: Vec<&str> = v
            .positions
            .iter()
            .map(|p| p.name)
            .filter(|&n| n != STARTPOS)
            .collect();
        if !names.is_empty() {
            outln!("  {}: {}", v.name, names.join(", "));
        }
    }
    for w in &info.warnings {
        outln!("warning: {w}");
    }
    Ok(())
}

/// `startpos` with the start position of `variant`, then the other named positions of the
/// game.
fn named_positions(variant: Variant) -> Result<Vec<NamedPosition>, CliError> {
    let start = crate::with_game!(variant, "default", |game| game.fen(&game.start()));
    let mut out = vec![NamedPosition {
        name: STARTPOS,
        fen: start,
    }];
    out.extend(
        position_arg::named_positions(variant)
            .iter()
            .filter(|p| p.name != STARTPOS)
            .map(|p| NamedPosition {
                name: p.name,
                fen: p.fen.to_string(),
            }),
    );
    Ok(out)
}
