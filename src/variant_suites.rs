//! The variant suites compiled into the binary: every `perf-suites/variants/*.epd` the build
//! found (`build.rs` writes the table).

include!(concat!(env!("OUT_DIR"), "/variant_suites.rs"));

/// The bundled suite of the variant called `name`: its label as printed and its text, if
/// `perf-suites/variants/NAME.epd` was there at build time.
pub fn bundled(name: &str) -> Option<(&'static str, &'static str)> {
    VARIANT_SUITES
        .iter()
        .find(|&&(n, _, _)| n == name)
        .map(|&(_, label, text)| (label, text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_is_bundled_under_its_name() {
        assert!(VARIANT_SUITES.len() >= 9, "{}", VARIANT_SUITES.len());
        for &(name, label, text) in VARIANT_SUITES {
            assert_eq!(label, format!("perf-suites/variants/{name}.epd (bundled)"));
            assert!(text.starts_with(&format!("# {name} ")), "{label}");
        }
        assert!(bundled("crazyhouse").is_some());
        assert!(bundled("no-such-variant").is_none());
    }
}
