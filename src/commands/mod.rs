//! One module per subcommand, and [`run`], which parses the command line and dispatches.

mod bench;
mod debug;
mod info;
mod merge;
mod perft;
mod perft_checkpointed;
pub(crate) mod perftree;
pub(crate) mod selfcheck;
mod show;
mod split;
mod suite;
mod work;

pub(crate) use perft::StatsFields;

use crate::args::{Cli, Command};
use crate::uci;
use clap::Parser;
use std::process::ExitCode;

/// Where a missing depth was typed after `--moves` (`divide --moves e2e4 e7e5 3`), which reads
/// every later word as a move: a note that says so and how to write it.
fn depth_read_as_move(e: &clap::Error) -> Option<String> {
    if e.kind() != clap::error::ErrorKind::MissingRequiredArgument {
        return None;
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    let after_moves = args.iter().position(|a| a == "--moves")?;
    let last = args.last()?;
    let number = last.bytes().all(|b| b.is_ascii_digit());
    (number && args.len() > after_moves + 2).then(|| {
        format!(
            "note: '{last}' after --moves was read as a move: give the depth before --moves \
             (bitperft {} {last} --moves ...)",
            args[0]
        )
    })
}

/// Parses the command line, runs the subcommand and returns the exit status.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            // clap quotes the bad argument as given: control characters in it are escaped,
            // line by line (clap's own message has several lines).
            let plain = e.render().to_string();
            if e.use_stderr() && plain.chars().any(|c| c != '\n' && c.is_control()) {
                for line in plain.lines() {
                    eprintln!("{}", bitperft::text::escape_controls(line));
                }
            } else {
                let _ = e.print();
            }
            if let Some(hint) = depth_read_as_move(&e) {
                eprintln!("{hint}");
            }
            return ExitCode::from(code);
        }
    };
    let quiet = cli.quiet;
    if let Some(file) = &cli.variants
        && let Err(e) = crate::variant::load_file(file)
    {
        return fail(e);
    }
    let result = match cli.command {
        Command::Check { file } => crate::variant::check_file(&file),
        Command::Perft {
            depth,
            pos,
            json,
            stats,
            checkpoint,
            engine,
        } => match checkpoint {
            Some(file) => {
                perft_checkpointed::chess(depth, &pos, &file, json, stats, quiet, &engine)
            }
            None => perft::perft(depth, &pos, json, stats, quiet, &engine),
        },
        Command::Divide {
            depth,
            pos,
            json,
            stats,
            engine,
        } => match stats {
            true => perft::divide_leaf_stats(depth, &pos, json, &engine),
            false => perft::divide(depth, &pos, json, &engine),
        },
        Command::Suite {
            file,
            variant,
            max_depth,
            max_nodes,
            json,
            engine,
            strict,
            out,
            resume,
            stats,
        } => suite::suite(suite::SuiteArgs {
            file: file.as_deref(),
            variant: &variant,
            max_depth,
            max_nodes,
            json,
            quiet,
            strict,
            out: out.as_deref(),
            resume: resume.as_deref(),
            stats,
            engine: &engine,
        }),
        Command::Bench {
            oracle,
            repeat,
            variant,
            suite,
            json,
            engine,
        } => bench::bench(oracle, repeat, &variant, suite.as_deref(), json, &engine),
        Command::Perftree {
            depth,
            fen,
            moves,
            strict,
            variant,
            chess960,
        } => perftree::perftree(&perftree::PerftreeArgs {
            depth,
            fen: &fen,
            moves: moves.as_deref(),
            strict,
            variant: variant.as_deref(),
            chess960,
        }),
        Command::Uci => uci::run(),
        Command::Debug {
            depth,
            engine,
            protocol,
            pos,
            timeout,
            json,
            counting,
        } => debug::debug(&debug::DebugArgs {
            depth,
            pos: &pos,
            variants_file: cli.variants.as_deref(),
            engine: &engine,
            protocol,
            timeout,
            json,
            counting: &counting,
        }),
        Command::Info { json } => info::info(json),
        Command::Show { pos, json } => show::show(&pos, json),
        Command::Split {
            depth,
            pos,
            ply,
            units,
            out,
            stats,
            unique,
            json,
        } => split::split(split::SplitArgs {
            depth,
            pos: &pos,
            ply,
            units,
            out: out.as_deref(),
            stats,
            unique,
            json,
        }),
        Command::Work {
            dir,
            unit,
            unit_env,
            unit_base,
            engine,
            json,
        } => work::work(
            &dir,
            &work::UnitChoice {
                unit,
                unit_env: unit_env.as_deref(),
                unit_base,
            },
            &engine,
            json,
        ),
        Command::Selfcheck {
            variant,
            seed,
            games,
            plies,
            depth,
            seconds,
            json,
        } => selfcheck::selfcheck(&selfcheck::SelfcheckArgs {
            variant: &variant,
            seed,
            games,
            plies,
            depth,
            seconds,
            json,
        }),
        Command::Merge { dir, verify, json } => merge::merge(&dir, verify.as_deref(), json),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(e),
    }
}

/// Reports `e` on stderr, one `error:` line per line of its message, and returns its status.
fn fail(e: crate::CliError) -> ExitCode {
    for line in e.message.lines() {
        eprintln!("error: {}", bitperft::text::escape_controls(line));
    }
    ExitCode::from(e.code)
}
