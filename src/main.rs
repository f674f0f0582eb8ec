//! The `bitperft` binary: see `bitperft --help`.

mod cli;

fn main() -> std::process::ExitCode {
    cli::run()
}
