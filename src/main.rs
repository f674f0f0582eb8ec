//! The `bitperft` binary: see `bitperft --help`.

fn main() -> std::process::ExitCode {
    bitperft_cli::run()
}
