//! Build script: compiles the variant suites into the binary. Writes `OUT_DIR/variant_suites.rs`,
//! a table of every `perf-suites/variants/*.epd` as `(name, label, text)` with the text pulled
//! in by `include_str!`, so `suite --variant NAME` without a file works wherever the binary is
//! copied, and a suite added to the directory is bundled without a code change.

use std::{env, fs, path::Path};

fn main() {
    let manifest = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("perf-suites/variants");
    println!("cargo:rerun-if-changed={}", dir.display());
    println!("cargo:rerun-if-changed=build.rs");
    let mut suites: Vec<(String, String)> = match fs::read_dir(&dir) {
        Ok(entries) => entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "epd"))
            .filter_map(|p| {
                let name = p.file_stem()?.to_str()?.to_string();
                let path = fs::canonicalize(&p).ok()?.to_str()?.to_string();
                Some((name, path))
            })
            .collect(),
        // A copy of the crate without the suites still builds; `suite` then asks for a file.
        Err(_) => Vec::new(),
    };
    suites.sort();
    let mut out = String::from(
        "/// Every `perf-suites/variants/*.epd` at build time: `(variant name, label, text)`.\n\
         pub const VARIANT_SUITES: &[(&str, &str, &str)] = &[\n",
    );
    for (name, path) in &suites {
        let label = format!("perf-suites/variants/{name}.epd (bundled)");
        out.push_str(&format!(
            "    ({name:?}, {label:?}, include_str!({path:?})),\n"
        ));
    }
    out.push_str("];\n");
    let dest =
        Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("variant_suites.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
