//! Full legal move-list generation, positions per second (criterion), on the bench positions
//! and a set of positions reached from them.
//!
//! `cargo bench --bench movegen -- --warm-up-time 1 --measurement-time 3`

use bitperft::Position;
use bitperft::bench::BENCH_SET;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

/// The bench positions and every position one and two plies from them.
fn positions() -> Vec<Position> {
    let mut out = Vec::new();
    for b in BENCH_SET {
        let root = Position::from_fen(b.fen).expect("bench FEN");
        out.push(root);
        for m in root.legal_moves().iter() {
            let child = root.play_unchecked(*m);
            out.push(child);
            out.extend(child.legal_moves().iter().map(|&g| child.play_unchecked(g)));
        }
    }
    out
}

fn movegen_bench(c: &mut Criterion) {
    let set = positions();
    let mut group = c.benchmark_group("movegen");
    group.throughput(Throughput::Elements(set.len() as u64));
    group.bench_function("legal_moves", |b| {
        b.iter(|| {
            set.iter()
                .map(|p| black_box(p).legal_moves().len())
                .sum::<usize>()
        })
    });
    group.bench_function("count_legal_moves", |b| {
        b.iter(|| {
            set.iter()
                .map(|p| black_box(p).count_legal_moves())
                .sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(benches, movegen_bench);
criterion_main!(benches);
