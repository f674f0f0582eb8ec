//! Build script, two jobs:
//!
//! 1. Slider tables. For the `pext` and `magic` backends, builds the lookup tables from the slow
//!    ray walk (`src/attacks/ray_walk.rs`, shared with the library by `#[path]`) and
//!    writes them to `OUT_DIR` as little-endian `u64` words that the backends `include_bytes!`.
//!    Magic numbers are found here by a seeded (so deterministic) search, never at run time.
//! 2. The default slider backend. Picks it from the cargo features, the build target's CPU
//!    features and `BITPERFT_DEFAULT_SLIDERS`, and tells the library with
//!    `cfg(bitperft_default = "<name>")` plus the env var `BITPERFT_DEFAULT_REASON`.

#[path = "src/attacks/ray_walk.rs"]
#[allow(dead_code)]
mod ray_walk;

use std::{env, fs, path::Path};

/// The real backends, in the order "first compiled" means.
const BACKENDS: [&str; 5] = ["kindergarten", "magic", "pext", "hyperbola", "simd"];

/// Every subset of `mask` in pext-index order: subset `i` is `pdep(i, mask)`.
fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    (0..1u64 << mask.count_ones()).map(move |i| pdep(i, mask))
}

/// Portable pdep: scatter the low bits of `x` onto the set bits of `mask`.
fn pdep(x: u64, mut mask: u64) -> u64 {
    let (mut out, mut bit) = (0, 1u64);
    while mask != 0 {
        let low = mask & mask.wrapping_neg();
        if x & bit != 0 {
            out |= low;
        }
        bit <<= 1;
        mask &= mask - 1;
    }
    out
}

/// Attack sets of every square for every subset of its relevant mask, in pext-index order,
/// squares one after another (the layout of `src/attacks/table.rs`).
fn pext_table(mask: fn(u8) -> u64, attacks: fn(u8, u64) -> u64) -> Vec<u64> {
    (0..64u8)
        .flat_map(|sq| subsets(mask(sq)).map(move |occ| attacks(sq, occ)))
        .collect()
}

/// xorshift64*: a small fixed-seed generator, so the magics are the same on every build.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// About 8 of 64 bits set: sparse candidates are far more often magic.
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

/// A magic for `mask`: `(occ * magic) >> (64 - bits)` maps every subset to a slot without two
/// different attack sets sharing one (equal attack sets may share: "constructive" collisions).
fn find_magic(mask: u64, pairs: &[(u64, u64)], rng: &mut Rng) -> u64 {
    let shift = 64 - mask.count_ones();
    let mut slot = vec![0u64; pairs.len()];
    // `epoch[i] == tries` marks slot `i` as written by the current candidate: no clearing.
    let mut epoch = vec![0u32; pairs.len()];
    for tries in 1u32.. {
        let magic = rng.sparse();
        // Quick reject: the top byte of mask * magic must spread the mask over enough bits.
        if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
            continue;
        }
        let ok = pairs.iter().all(|&(occ, att)| {
            let i = (occ.wrapping_mul(magic) >> shift) as usize;
            if epoch[i] != tries {
                epoch[i] = tries;
                slot[i] = att;
                true
            } else {
                slot[i] == att
            }
        });
        if ok {
            return magic;
        }
    }
    unreachable!()
}

/// Magics for all squares and the dense table they index (same size as the pext table).
fn magic_tables(
    mask: fn(u8) -> u64,
    attacks: fn(u8, u64) -> u64,
    seed: u64,
) -> (Vec<u64>, Vec<u64>) {
    let mut rng = Rng(seed);
    let (mut magics, mut table) = (Vec::new(), Vec::new());
    for sq in 0..64u8 {
        let m = mask(sq);
        let pairs: Vec<(u64, u64)> = subsets(m).map(|occ| (occ, attacks(sq, occ))).collect();
        let magic = find_magic(m, &pairs, &mut rng);
        let (base, shift) = (table.len(), 64 - m.count_ones());
        table.resize(base + pairs.len(), 0);
        for (occ, att) in pairs {
            table[base + (occ.wrapping_mul(magic) >> shift) as usize] = att;
        }
        magics.push(magic);
    }
    (magics, table)
}

fn write_words(dir: &Path, name: &str, words: &[u64]) {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    fs::write(dir.join(name), bytes).expect("write table");
}

fn feature(name: &str) -> bool {
    env::var_os(format!(
        "CARGO_FEATURE_{}",
        name.to_uppercase().replace('-', "_")
    ))
    .is_some()
}

/// The automatic rule among `among`: pext where the build target has BMI2, else magic, else the
/// first one.
fn auto(among: &[&'static str], bmi2: bool) -> (&'static str, String) {
    if bmi2 && among.contains(&"pext") {
        ("pext", "BMI2 in build target".into())
    } else if among.contains(&"magic") {
        let why = if among.contains(&"pext") {
            "build target lacks BMI2"
        } else {
            "pext not compiled"
        };
        ("magic", why.into())
    } else {
        (
            among[0],
            "first compiled backend (pext with BMI2 and magic not available)".into(),
        )
    }
}

/// The default backend and why, or an error message for a bad `BITPERFT_DEFAULT_SLIDERS`.
fn choose_default(compiled: &[&'static str], bmi2: bool) -> Result<(&'static str, String), String> {
    if compiled.is_empty() {
        // The library stops with a `compile_error!` naming the features; the ray walk keeps the
        // rest of the crate well-formed so that error is the only one.
        return Ok(("raywalk", "no backend compiled".into()));
    }
    if let Ok(name) = env::var("BITPERFT_DEFAULT_SLIDERS") {
        let name = name.trim();
        if !name.is_empty() && name != "auto" {
            let Some(&b) = BACKENDS.iter().find(|&&b| b == name) else {
                return Err(format!(
                    "BITPERFT_DEFAULT_SLIDERS={name}: unknown backend; expected one of {} (or auto)",
                    BACKENDS.join(", ")
                ));
            };
            if !compiled.contains(&b) {
                return Err(format!(
                    "BITPERFT_DEFAULT_SLIDERS={name}: that backend is not compiled; enable cargo feature `{name}`"
                ));
            }
            return Ok((b, format!("env BITPERFT_DEFAULT_SLIDERS={name}")));
        }
    }
    let requested: Vec<&'static str> = BACKENDS
        .into_iter()
        .filter(|b| feature(&format!("default-{b}")))
        .collect();
    match requested.as_slice() {
        [] => Ok(auto(compiled, bmi2)),
        [one] => Ok((one, format!("feature default-{one}"))),
        several => {
            // Cargo features are additive (`--all-features` turns on every `default-*`), so
            // several requests are not an error: the automatic rule picks among them.
            let names: Vec<String> = several.iter().map(|b| format!("default-{b}")).collect();
            let (b, why) = auto(several, bmi2);
            Ok((b, format!("features {}; by rule: {why}", names.join(", "))))
        }
    }
}

fn main() {
    let out = env::var("OUT_DIR").expect("OUT_DIR");
    let dir = Path::new(&out);
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/attacks/ray_walk.rs");
    println!("cargo::rerun-if-env-changed=BITPERFT_DEFAULT_SLIDERS");

    if feature("pext") {
        write_words(
            dir,
            "rook_pext.bin",
            &pext_table(ray_walk::rook_mask, ray_walk::rook_attacks),
        );
        write_words(
            dir,
            "bishop_pext.bin",
            &pext_table(ray_walk::bishop_mask, ray_walk::bishop_attacks),
        );
    }
    if feature("magic") {
        let (magics, table) = magic_tables(
            ray_walk::rook_mask,
            ray_walk::rook_attacks,
            0x726f_6f6b_6d61_6731,
        );
        write_words(dir, "rook_magics.bin", &magics);
        write_words(dir, "rook_magic.bin", &table);
        let (magics, table) = magic_tables(
            ray_walk::bishop_mask,
            ray_walk::bishop_attacks,
            0x6269_7368_6f70_6d31,
        );
        write_words(dir, "bishop_magics.bin", &magics);
        write_words(dir, "bishop_magic.bin", &table);
    }

    let target_features = env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    let has = |f: &str| target_features.split(',').any(|t| t == f);
    let x86_64 = env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "x86_64");
    let compiled: Vec<&'static str> = BACKENDS.into_iter().filter(|b| feature(b)).collect();
    let (name, reason) = match choose_default(&compiled, x86_64 && has("bmi2")) {
        Ok(choice) => choice,
        Err(msg) => {
            eprintln!("error: {msg}");
            std::process::exit(1);
        }
    };
    if name == "simd" && !(x86_64 && has("avx2")) {
        println!(
            "cargo::warning=default slider backend `simd` without AVX2 in the build target runs its portable fallback"
        );
    }
    println!(
        "cargo::rustc-check-cfg=cfg(bitperft_default, values(\"kindergarten\", \"magic\", \"pext\", \"hyperbola\", \"simd\", \"raywalk\"))"
    );
    println!("cargo::rustc-cfg=bitperft_default=\"{name}\"");
    println!("cargo::rustc-env=BITPERFT_DEFAULT_REASON={reason}");
}
