"""Bad input raises ValueError with the command line's message (docs/errors.md), never a crash."""

import pytest

import bitperft
from conftest import START

# Rows of docs/errors.md: the FEN and the message after the command line's "error: ".
FEN_ERRORS = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
        "invalid FEN: fen field 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0': expected 6 fields (or 4 for EPD), found 5",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "invalid FEN: board field 'rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR': expected 8 ranks, found 7",
    ),
    (
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "invalid FEN: board field '8/8/8/8/8/8/8/8': White must have exactly one king, found 0",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "invalid FEN: side field 'x': side to move must be 'w' or 'b'",
    ),
    (
        "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
        "invalid FEN: position field '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1': the side not to move is in check",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
        "invalid FEN: en passant field 'e9': must be '-' or a square like 'e3'",
    ),
]


@pytest.mark.parametrize("fen,message", FEN_ERRORS)
def test_fen_errors_name_field_and_value(fen, message):
    for call in (lambda: bitperft.perft(1, fen), lambda: bitperft.divide(2, fen), lambda: bitperft.Position(fen)):
        with pytest.raises(ValueError) as e:
            call()
        assert str(e.value) == message


def test_variant_fen_error():
    with pytest.raises(ValueError) as e:
        bitperft.perft(1, "rnabqkbcnr/pppppppppp/9/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", variant="capablanca")
    assert str(e.value) == "invalid FEN: board field '9': rank 6 has 9 files, not 10"


def test_unknown_variant_suggests_the_nearest():
    with pytest.raises(ValueError, match="unknown variant 'crazyhous': did you mean 'crazyhouse'"):
        bitperft.perft(1, variant="crazyhous")


@pytest.mark.parametrize(
    "kwargs,message",
    [
        ({"depth": 0}, "depth 0 is out of range: give a depth from 1 to 20"),
        ({"depth": 21}, "depth 21 is out of range: give a depth from 1 to 20"),
        ({"depth": -3}, "depth -3 is out of range: give a depth from 1 to 20"),
        ({"depth": 1, "threads": 0}, "0 threads: give 1 to 1024"),
        ({"depth": 1, "hash_mb": -1}, "'-1' is not a table size: give MiB from 0 (no table) to 1048576"),
        ({"depth": 1, "mode": "quick"}, "'quick' is not a mode: give make, bulk or fast"),
    ],
)
def test_argument_errors(kwargs, message):
    with pytest.raises(ValueError) as e:
        bitperft.perft(**kwargs)
    assert str(e.value) == message


def test_moves_and_other_arguments():
    p = bitperft.Position()
    with pytest.raises(ValueError, match="illegal move 'e2e5'"):
        p.push("e2e5")
    with pytest.raises(ValueError, match="invalid move 'xyz'"):
        p.push("xyz")
    assert p.fen() == START
    with pytest.raises(ValueError, match="expected a FEN string"):
        bitperft.perft(1, 42)
    with pytest.raises(ValueError, match="stats counts chess leaf statistics"):
        bitperft.stats(1, variant="atomic")
    with pytest.raises(ValueError, match="stats counts one way only"):
        bitperft.stats(1, mode="make")


def test_suite_errors(tmp_path):
    with pytest.raises(ValueError, match="cannot read suite file"):
        bitperft.suite(tmp_path / "missing.epd")
    bad = tmp_path / "bad.epd"
    bad.write_text(f"{START} ;D1 20\n8/8/8 w - - 0 1 ;D1 1\n")
    with pytest.raises(ValueError) as e:
        bitperft.suite(bad)
    assert str(e.value) == f"suite file '{bad}': line 2: invalid FEN: board field '8/8/8': expected 8 ranks, found 3"
    one = tmp_path / "one.epd"
    one.write_text(f"{START} ;D1 20\n")
    with pytest.raises(ValueError, match="nothing would be checked"):
        bitperft.suite(one, max_nodes=10)
