//! Perft throughput on the bench positions at small depths (criterion; throughput = leaf
//! nodes, so the report reads in nodes per second).
//!
//! `cargo bench --bench perft -- --warm-up-time 1 --measurement-time 3`

use bitperft::bench::BENCH_SET;
use bitperft::{Position, perft};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

fn perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    for b in BENCH_SET {
        let pos = Position::from_fen(b.fen).expect("bench FEN");
        // Three plies less than `bitperft bench`: milliseconds per iteration.
        let depth = b.depth - 2;
        let nodes = perft(&pos, depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{}-d{depth}", b.name), |bench| {
            bench.iter(|| perft(black_box(&pos), depth))
        });
    }
    group.finish();
}

criterion_group!(benches, perft_bench);
criterion_main!(benches);
