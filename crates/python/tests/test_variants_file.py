"""Variants from a file in Fairy-Stockfish's variants.ini format: the test sections of
perf-suites/variants-ini/keys.ini, counted against their Fairy-Stockfish counts (SECTION.epd)."""

import pytest

import bitperft
from conftest import ROOT

INI = ROOT / "perf-suites" / "variants-ini"
KEYS = INI / "keys.ini"


def start_counts(section, cap=2_000_000):
    """The start position of SECTION.epd and its counts up to `cap` nodes."""
    line = next(l for l in (INI / f"{section}.epd").read_text().splitlines() if not l.startswith("#"))
    fen, *fields = [f.strip() for f in line.split(";")]
    counts = [int(f.split()[1]) for f in fields]
    return fen, [n for n in counts if n <= cap]


@pytest.mark.parametrize("section", ["centaurking", "minichess6"])
def test_counts_of_a_section_through_variants_file(section):
    fen, counts = start_counts(section)
    assert len(counts) >= 3
    for depth, nodes in enumerate(counts, start=1):
        assert bitperft.perft(depth, fen, variant=section, variants_file=KEYS, threads=1) == nodes
    assert sum(bitperft.divide(2, fen, variant=section, variants_file=str(KEYS)).values()) == counts[1]


def test_load_variants_makes_every_section_a_game():
    names = bitperft.load_variants(KEYS)
    assert "centaurking" in names and "minichess6" in names
    assert set(names) <= set(bitperft.variants())
    fen, counts = start_counts("centaurking")
    p = bitperft.Position(fen, variant="centaurking")
    assert len(p.legal_moves()) == counts[0]


def test_an_unreadable_file_is_a_value_error():
    with pytest.raises(ValueError, match="cannot read it"):
        bitperft.load_variants(INI / "no-such-file.ini")
    with pytest.raises(ValueError, match="variants_file .*cannot read it"):
        bitperft.perft(1, variants_file=INI / "no-such-file.ini")


def test_a_section_bitperft_cannot_model_says_why(tmp_path):
    path = tmp_path / "mine.ini"
    path.write_text("[unmodelled:chess]\nnoSuchKey = 1\n")
    bitperft.load_variants(path)
    with pytest.raises(ValueError, match="noSuchKey"):
        bitperft.perft(1, variant="unmodelled")
