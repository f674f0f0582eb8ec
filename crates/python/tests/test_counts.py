"""Published perft counts for chess and the variants, through perft, divide, stats and suite."""

import pytest

import bitperft
from conftest import KIWIPETE, START, VARIANT_SUITES

# chessprogramming.org "Perft Results": the initial position and Kiwipete (position 2).
START_COUNTS = [20, 400, 8902, 197281, 4865609]
KIWIPETE_COUNTS = [48, 2039, 97862]


@pytest.mark.parametrize("depth,nodes", list(enumerate(START_COUNTS, start=1)))
def test_start_position(depth, nodes):
    assert bitperft.perft(depth) == nodes
    assert bitperft.perft(depth, START, threads=1) == nodes


@pytest.mark.parametrize("depth,nodes", list(enumerate(KIWIPETE_COUNTS, start=1)))
def test_kiwipete_every_engine_setting(depth, nodes):
    for threads in (1, 2):
        for hash_mb in (0, 4):
            for mode in ("fast", "bulk", "make"):
                got = bitperft.perft(depth, KIWIPETE, threads=threads, hash_mb=hash_mb, mode=mode)
                assert got == nodes, (threads, hash_mb, mode)


# The first line of perf-suites/variants/NAME.epd (the start position) and its counts.
VARIANT_COUNTS = {
    "crazyhouse": [20, 400, 8902, 197281],
    "kingofthehill": [20, 400, 8902, 197281],
    "3check": [20, 400, 8902, 197281],
    "racingkings": [21, 421, 11264, 296242],
    "antichess": [20, 400, 8067, 153299],
    "horde": [8, 128, 1274, 23310],
    "atomic": [20, 400, 8902, 197326],
    "capablanca": [28, 784, 25228, 805128],
    "xiangqi": [44, 1920, 79666],
    "shogi": [30, 900, 25470],
    "minishogi": [14, 181, 2512, 35401],
    "seirawan": [28, 784, 24830],
}


@pytest.mark.parametrize("variant", sorted(VARIANT_COUNTS))
def test_variant_start_positions(variant):
    for depth, nodes in enumerate(VARIANT_COUNTS[variant], start=1):
        assert bitperft.perft(depth, variant=variant, threads=2) == nodes, depth


@pytest.mark.parametrize("variant", ["atomic", "crazyhouse", "xiangqi", "shogi", "horde", "antichess"])
def test_variant_suites_up_to_a_million_nodes(variant):
    results = list(bitperft.suite(VARIANT_SUITES / f"{variant}.epd", variant=variant, max_nodes=1_000_000))
    assert len(results) >= 5
    bad = [r for r in results if not r["ok"]]
    assert not bad, bad
    assert all(r["nodes"] == r["expected"] for r in results)


def test_suite_reports_a_wrong_count(tmp_path):
    suite = tmp_path / "wrong.epd"
    suite.write_text(f"# one right count, one wrong\n{START} ;D1 20 ;D2 401\n")
    rows = list(bitperft.suite(suite, threads=1))
    assert [(r["line"], r["depth"], r["nodes"], r["ok"]) for r in rows] == [(2, 1, 20, True), (2, 2, 400, False)]


def test_divide_sums_to_the_published_counts():
    for depth, nodes in enumerate(KIWIPETE_COUNTS, start=1):
        d = bitperft.divide(depth, KIWIPETE, threads=2)
        assert len(d) == 48
        assert sum(d.values()) == nodes
        assert list(d) == sorted(d)
    d = bitperft.divide(3, variant="atomic")
    assert sum(d.values()) == 8902
    assert len(d) == 20


def test_stats_columns_match_the_published_table():
    # chessprogramming.org "Perft Results": initial position depth 5, Kiwipete depth 3.
    s = bitperft.stats(5)
    assert (s["nodes"], s["captures"], s["en_passant"], s["castles"], s["promotions"]) == (4865609, 82719, 258, 0, 0)
    assert (s["checks"], s["discovered_checks"], s["double_checks"], s["checkmates"]) == (27351, 6, 0, 347)
    k = bitperft.stats(3, KIWIPETE, threads=1, hash_mb=1)
    assert (k["nodes"], k["captures"], k["en_passant"], k["castles"], k["promotions"]) == (97862, 17102, 45, 3162, 0)
    assert (k["checks"], k["discovered_checks"], k["double_checks"], k["checkmates"]) == (993, 0, 0, 1)
    assert k["enpassants"] == k["en_passant"]
    assert k["total_mates"] == k["checkmates"]
    assert k["total_checks"] + k["total_mates"] == k["checks"]


def test_variants_lists_every_game():
    names = bitperft.variants()
    assert names[0] == "chess"
    for v in VARIANT_COUNTS:
        assert v in names
    assert len(names) == len(set(names))
