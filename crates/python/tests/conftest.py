"""Shared test data: the repository's suites and published positions."""

from pathlib import Path

#: The repository root (the tests read its perf-suites/).
ROOT = Path(__file__).resolve().parents[3]
#: The variant suites, every count confirmed by two independent programs.
VARIANT_SUITES = ROOT / "perf-suites" / "variants"

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#: chessprogramming.org "Perft Results", position 2 (Kiwipete; Black's pawn on h3).
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
