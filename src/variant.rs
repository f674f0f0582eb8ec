//! `--variant NAME`: the registry's games ([`games::Variant`]) with the command line's error
//! messages, their bundled suites, and [`with_game!`](crate::with_game) with the engine
//! options of a command.

use crate::cluster::Manifest;
use crate::cluster::manifest::VariantsFile;
use crate::error::CliError;
pub use games::{ALIASES, CROSS_CHECK, FairyVariant, GameError, UnknownVariant, Variant};

impl From<GameError> for CliError {
    fn from(e: GameError) -> CliError {
        CliError::input(match &e {
            GameError::UnknownVariant(u) => {
                format!("--variant '{}': unknown variant{}", u.typed, u.help())
            }
            GameError::NoSliders { sliders, .. } | GameError::Sliders { sliders, .. } => {
                format!("--sliders {sliders}: {e}")
            }
            GameError::Spec { variant, reason } => format!("--variant {variant}: {reason}"),
            GameError::Refused { .. } => format!("--variant {e}"),
        })
    }
}

/// The variants file `--variants` read, kept for the manifests of splits of its sections.
static FILE_READ: std::sync::Mutex<Option<VariantsFile>> = std::sync::Mutex::new(None);

/// Reads the variants file `path` into the registry (`--variants`); every problem of the
/// file, one per line, as bad input.
pub fn load_file(path: &std::path::Path) -> Result<Vec<&'static str>, CliError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::input(format!("--variants {shown}: cannot read it: {e}")))?;
    let names = games::loaded::load(&text, &shown).map_err(|e| CliError::input(e.to_string()))?;
    *FILE_READ.lock().unwrap_or_else(|e| e.into_inner()) = Some(VariantsFile { path: shown, text });
    Ok(names)
}

/// The variants file that defines the game `name`, if a section of the file `--variants` read
/// is that game.
pub fn file_defining(name: &str) -> Option<VariantsFile> {
    let from_file = matches!(Variant::parse(name), Ok(Variant::Fairy(f)) if f.from_variants_file());
    from_file
        .then(|| FILE_READ.lock().unwrap_or_else(|e| e.into_inner()).clone())
        .flatten()
}

/// The game a split's manifest records, read from the variants file it carries where it has
/// one (that file's definition of the section wins over a `--variants` file given as well).
pub fn of_manifest(m: &Manifest) -> Result<Variant, CliError> {
    if let Some(f) = &m.variants_file {
        let shown = format!("{} (as recorded in the split's manifest)", f.path);
        games::loaded::load(&f.text, &shown).map_err(|e| CliError::input(e.to_string()))?;
    }
    Ok(Variant::parse(&m.variant)?)
}

/// Every problem of the variants file `path`, one per line, as bad input (none: `Ok`).
pub fn check_text(path: &std::path::Path) -> Result<(), CliError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::input(format!("{shown}: cannot read it: {e}")))?;
    fairy::ini::load(&text, &shown)
        .map(|_| ())
        .map_err(|e| CliError::input(e.to_string()))
}

/// `bitperft check FILE`: the variants the file defines, one line each, or every problem of
/// it (exit status 2).
pub fn check_file(path: &std::path::Path) -> Result<(), CliError> {
    check_text(path)?;
    let names = load_file(path)?;
    let plural = if names.len() == 1 { "" } else { "s" };
    crate::output::outln!("{}: {} variant{plural}", path.display(), names.len());
    for name in names {
        let v = Variant::parse(name)?;
        let (files, ranks) = v.board();
        crate::output::outln!("{name:<14} {files}x{ranks}  {}", v.about());
    }
    Ok(())
}

/// The suite `suite` runs when no file is given: its name as printed, and its text (compiled
/// in: chess's standard suite, each variant's verified file). None for a variant whose
/// `perf-suites/variants/NAME.epd` was not there when the binary was built.
pub fn bundled_suite(v: Variant) -> Option<(&'static str, &'static str)> {
    match v {
        Variant::Chess => Some((
            "perf-suites/standard.epd (bundled)",
            include_str!("../perf-suites/standard.epd"),
        )),
        v => crate::variant_suites::bundled(v.name()),
    }
}

/// [`bundled_suite`], or an error naming `--variant` where there is none.
pub fn require_bundled_suite(v: Variant) -> Result<(&'static str, &'static str), CliError> {
    bundled_suite(v).ok_or_else(|| {
        CliError::input(format!(
            "--variant {}: no bundled suite (perf-suites/variants/{}.epd was not there when this binary was built): give a suite file",
            v.name(),
            v.name()
        ))
    })
}

/// Runs `$body` with `$game` bound to the game of `$variant` (a [`Variant`]): with the slider
/// backend and counting mode `--sliders` and `--mode` name (`options`), or with the backend
/// named `$sliders` ([`games::with_game!`]).
#[macro_export]
#[doc(hidden)]
macro_rules! with_game {
    ($variant:expr, options $opts:expr, |$game:ident| $body:expr) => {{
        let opts: &$crate::engine_opts::EngineOptions = $opts;
        games::with_game!($variant, opts.slider_name()?, |game| {
            let $game = opts.moded(game)?;
            $body
        })
    }};
    ($variant:expr, $sliders:expr, |$game:ident| $body:expr) => {
        games::with_game!($variant, $sliders, |$game| $body)
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bundled_suite_names_its_variant() {
        for v in Variant::all().into_iter().skip(1) {
            if v.name() == CROSS_CHECK {
                assert!(bundled_suite(v).is_none());
                assert!(require_bundled_suite(v).is_err());
                continue;
            }
            let (name, text) = require_bundled_suite(v).unwrap();
            assert!(name.contains(&format!("/{}.epd", v.name())), "{name}");
            assert!(text.starts_with(&format!("# {} ", v.name())), "{name}");
        }
        let (name, text) = bundled_suite(Variant::Chess).unwrap();
        assert!(name.starts_with("perf-suites/standard.epd"));
        assert!(text.contains(";D1 20 "));
    }

    #[test]
    fn unknown_names_list_the_choices() {
        let e = CliError::from(Variant::parse("hexchess").unwrap_err());
        assert_eq!(e.code, 2);
        assert!(
            e.message
                .starts_with("--variant 'hexchess': unknown variant"),
            "{}",
            e.message
        );
    }
}
