//! `bitperft work`: count one unit of a split, resumably, with the engine flags of `perft`.

use super::perft::{StatsFields, stats_engine};
use crate::cluster::Manifest;
use crate::cluster::result::EngineInfo;
use crate::cluster::work::run_unit;
use crate::engine_opts::{self, EngineOptions};
use crate::error::CliError;
use crate::output::{json_line, mnps, ms, nps, outln};
use crate::variant::Variant;
use bitperft::Game;
use bitperft::engine::PerftEngine;
use bitperft::stats;
use serde::Serialize;
use std::path::Path;

/// Which unit to run: `--unit`, or `--unit-env` with `--unit-base`.
pub struct UnitChoice<'a> {
    pub unit: Option<usize>,
    pub unit_env: Option<&'a str>,
    pub unit_base: Option<u32>,
}

#[derive(Serialize)]
struct WorkRecord<'a> {
    unit: usize,
    units: usize,
    variant: &'a str,
    positions: usize,
    resumed_at: usize,
    computed: usize,
    nodes: u128,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    stats: Option<StatsFields>,
    counted: u128,
    ms: f64,
    nps: u64,
    already_finished: bool,
    result: &'a str,
}

/// The zero-based unit index, with messages naming the flag or variable. `env_value` is the
/// variable's value (`None` if unset).
pub fn resolve_index(
    choice: &UnitChoice,
    env_value: Option<&str>,
    units: usize,
) -> Result<usize, CliError> {
    let range = format!("the split has {units} units (0 to {})", units - 1);
    match (choice.unit, choice.unit_env) {
        (Some(i), None) => {
            if choice.unit_base.is_some() {
                return Err(CliError::input(
                    "--unit-base goes with --unit-env; --unit is always zero-based",
                ));
            }
            if i >= units {
                return Err(CliError::input(format!(
                    "--unit {i} is out of range: {range}"
                )));
            }
            Ok(i)
        }
        (None, Some(var)) => {
            let base = choice.unit_base.unwrap_or(0) as usize;
            let Some(raw) = env_value else {
                return Err(CliError::input(format!(
                    "--unit-env {var}: the environment variable {var} is not set"
                )));
            };
            let value: usize = raw.trim().parse().map_err(|_| {
                CliError::input(format!(
                    "--unit-env {var}: {var}='{raw}' is not a unit number"
                ))
            })?;
            if value < base {
                return Err(CliError::input(format!(
                    "--unit-env {var}: {var}={value} is below --unit-base {base}"
                )));
            }
            let index = value - base;
            if index >= units {
                return Err(CliError::input(format!(
                    "--unit-env {var}: {var}={value} with --unit-base {base} is unit {index}, \
                     out of range: {range}"
                )));
            }
            Ok(index)
        }
        _ => Err(CliError::input(format!(
            "give the unit with --unit I or --unit-env VAR ({range})"
        ))),
    }
}

/// Runs `bitperft work`: one unit of the split in `dir`, in the game its manifest records,
/// with the engine flags of `perft` (a statistics split: those of `perft --stats`).
pub fn work(
    dir: &Path,
    choice: &UnitChoice,
    opts: &EngineOptions,
    json: bool,
) -> Result<(), CliError> {
    // The flags are checked before the split is read.
    opts.config()?;
    let manifest = Manifest::load(dir)?;
    let env_value = choice
        .unit_env
        .and_then(std::env::var_os)
        .map(|v| v.to_string_lossy().into_owned());
    let index = resolve_index(choice, env_value.as_deref(), manifest.unit_count)?;
    // One engine (threads, table) for the whole unit: the table stays valid across positions.
    // The game the split was made in, as its manifest records it.
    let variant = crate::variant::of_manifest(&manifest)?;
    let note = |msg: &str| eprintln!("note: {msg}");
    let r = if manifest.stats {
        opts.require_fast("a statistics split")?;
        let (engine, table) = stats_engine(opts, json)?;
        let info = engine_info(&engine, opts.hash, variant, opts)?;
        run_unit(
            engine.game(),
            dir,
            &manifest,
            index,
            &info,
            |pos, depth| stats::engine_perft_stats(&engine, pos, depth, table.as_ref()),
            note,
        )?
    } else {
        crate::with_game!(variant, options opts, |game| {
            let engine = engine_opts::start(game, &opts.config()?, json)?;
            let info = engine_info(&engine, engine.hash_bytes() >> 20, variant, opts)?;
            run_unit(
                game,
                dir,
                &manifest,
                index,
                &info,
                |pos, depth| engine.perft(pos, depth),
                note,
            )?
        })
    };
    let result = r.result_path.display().to_string();
    if r.already_finished {
        eprintln!("unit {index} is already finished ({result}): nothing to do");
    }
    if json {
        json_line(&WorkRecord {
            unit: index,
            units: manifest.unit_count,
            variant: &manifest.variant,
            positions: r.positions,
            resumed_at: r.resumed_at,
            computed: r.computed,
            nodes: r.nodes,
            stats: r.stats.map(StatsFields::from),
            counted: r.counted,
            ms: ms(r.elapsed_seconds),
            nps: nps(r.counted, r.elapsed_seconds),
            already_finished: r.already_finished,
            result: &result,
        });
    } else if !r.already_finished {
        let resumed = if r.resumed_at > 0 {
            format!(" (resumed at position {})", r.resumed_at)
        } else {
            String::new()
        };
        outln!(
            "unit {index} of {}{}: {} positions at depth {}{resumed}, {} nodes; counted {} \
             leaves in {:.3} s ({:.1} Mnps); result {result}",
            manifest.unit_count,
            manifest.variant_note(),
            r.positions,
            manifest.remaining_depth,
            r.nodes,
            r.counted,
            r.elapsed_seconds,
            mnps(r.counted, r.elapsed_seconds)
        );
    }
    Ok(())
}

/// What counted a unit of `variant`, for its result file: `engine`'s threads and (`hash_mb`)
/// table, and the key seed, slider backend and counting mode the flags chose.
fn engine_info<G: Game>(
    engine: &PerftEngine<G>,
    hash_mb: usize,
    variant: Variant,
    opts: &EngineOptions,
) -> Result<EngineInfo, CliError> {
    let parallel = engine.threads() > 1 || hash_mb > 0;
    let sliders = match (variant.has_sliders(), opts.slider_name()?) {
        (false, _) => "none",
        (true, "default") => bitperft::attacks::default_name(),
        (true, name) => name,
    };
    Ok(EngineInfo {
        engine: if parallel { "parallel" } else { "serial" }.to_string(),
        threads: engine.threads(),
        hash_mb,
        hash_seed: opts.hash_seed,
        sliders: Some(sliders.to_string()),
        mode: Some(engine.game().mode().name().to_string()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(var: &str, base: Option<u32>) -> UnitChoice<'_> {
        UnitChoice {
            unit: None,
            unit_env: Some(var),
            unit_base: base,
        }
    }

    #[test]
    fn indices_from_flags_and_environment() {
        let unit = |i| UnitChoice {
            unit: Some(i),
            unit_env: None,
            unit_base: None,
        };
        assert_eq!(resolve_index(&unit(6), None, 7).unwrap(), 6);
        assert_eq!(resolve_index(&env("T", None), Some("0"), 7).unwrap(), 0);
        assert_eq!(resolve_index(&env("T", Some(1)), Some("7"), 7).unwrap(), 6);
        let err = |c: &UnitChoice, v: Option<&str>| resolve_index(c, v, 7).unwrap_err().message;
        assert!(
            err(&unit(7), None)
                .contains("--unit 7 is out of range: the split has 7 units (0 to 6)")
        );
        assert!(err(&env("T", None), None).contains("T is not set"));
        assert!(err(&env("T", None), Some("x1")).contains("T='x1' is not a unit number"));
        assert!(err(&env("T", Some(1)), Some("0")).contains("T=0 is below --unit-base 1"));
        assert!(err(&env("T", Some(1)), Some("8")).contains("is unit 7, out of range"));
        let none = UnitChoice {
            unit: None,
            unit_env: None,
            unit_base: None,
        };
        assert!(err(&none, None).contains("--unit I or --unit-env VAR"));
    }
}
