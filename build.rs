//! Builds the slider lookup tables at compile time from the slow ray-walk reference
//! (`src/attacks/reference.rs`, shared with the library), and writes them to `OUT_DIR` as
//! little-endian `u64` words that the backends `include_bytes!`.

#[path = "src/attacks/reference.rs"]
#[allow(dead_code)]
mod reference;

use std::{env, fs, path::Path};

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

/// Attack sets of every square for every subset of its relevant mask, in pext-index order
/// (subset `i` = `pdep(i, mask)`), squares one after another.
fn pext_table(mask: fn(u8) -> u64, attacks: fn(u8, u64) -> u64) -> Vec<u64> {
    let mut t = Vec::new();
    for sq in 0..64u8 {
        let m = mask(sq);
        for i in 0..(1u64 << m.count_ones()) {
            t.push(attacks(sq, pdep(i, m)));
        }
    }
    t
}

fn write_words(dir: &Path, name: &str, words: &[u64]) {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    fs::write(dir.join(name), bytes).expect("write table");
}

fn main() {
    let out = env::var("OUT_DIR").expect("OUT_DIR");
    let dir = Path::new(&out);
    write_words(
        dir,
        "rook_pext.bin",
        &pext_table(reference::rook_mask, reference::rook_attacks),
    );
    write_words(
        dir,
        "bishop_pext.bin",
        &pext_table(reference::bishop_mask, reference::bishop_attacks),
    );
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/attacks/reference.rs");
}
