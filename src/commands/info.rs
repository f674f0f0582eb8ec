//! `bitperft info`: what this binary was built with and what this CPU can do.

use crate::error::CliError;
use crate::output::{json_line, outln};
use crate::variant::Variant;
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
    /// Files x ranks (`8x8`, `10x8`).
    board: String,
    /// Pieces in hand and drops.
    holdings: bool,
    /// `bitperft` (a dedicated engine on the chess board) or `fairy` (the fairy engine).
    engine: &'static str,
    about: &'static str,
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
                VariantInfo {
                    name: v.name(),
                    board: format!("{files}x{ranks}"),
                    holdings: v.has_holdings(),
                    engine: if v.has_sliders() { "bitperft" } else { "fairy" },
                    about: v.about(),
                }
            })
            .collect(),
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
    for w in &info.warnings {
        outln!("warning: {w}");
    }
    Ok(())
}
