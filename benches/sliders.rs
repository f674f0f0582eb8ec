//! Slider lookups per second, per backend: rook and bishop attacks for a fixed pseudo-random
//! stream of 4096 (square, occupancy) pairs. Every backend this build compiled and this CPU
//! can run is measured, through `with_sliders` (monomorphised, as perft uses it).
//!
//! `cargo bench --bench sliders -- --warm-up-time 1 --measurement-time 3`

use bitperft::attacks::{Sliders, WithSliders, backends, with_sliders};
use bitperft::{Bitboard, Square};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

const PAIRS: usize = 4096;

/// Fixed-seed xorshift pairs; occupancies have about 16 of 64 squares set, like a middlegame.
fn stream() -> Vec<(Square, Bitboard)> {
    let mut s = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    (0..PAIRS)
        .map(|_| {
            (
                Square::from_index((next() >> 58) as u32),
                Bitboard(next() & next()),
            )
        })
        .collect()
}

struct Lookups<'a, 'g> {
    group: &'a mut BenchmarkGroup<'g, WallTime>,
    pairs: &'a [(Square, Bitboard)],
}

impl WithSliders for Lookups<'_, '_> {
    type Output = ();
    fn run<S: Sliders>(self) {
        let pairs = self.pairs;
        self.group.bench_function(S::NAME, |b| {
            b.iter(|| {
                let mut acc = 0u64;
                for &(sq, occ) in black_box(pairs) {
                    acc ^= S::rook(sq, occ).0 ^ S::bishop(sq, occ).0;
                }
                acc
            })
        });
    }
}

fn sliders(c: &mut Criterion) {
    let pairs = stream();
    let mut group = c.benchmark_group("sliders");
    group.throughput(Throughput::Elements(2 * PAIRS as u64));
    for b in backends().into_iter().filter(|b| !b.ray_walk) {
        if !b.available {
            eprintln!("skipped: {}: {}", b.name, b.note);
            continue;
        }
        if !b.fast {
            eprintln!("note: {}: {}", b.name, b.note);
        }
        with_sliders(
            b.name,
            Lookups {
                group: &mut group,
                pairs: &pairs,
            },
        )
        .expect("available backend runs");
    }
    group.finish();
}

criterion_group!(benches, sliders);
criterion_main!(benches);
