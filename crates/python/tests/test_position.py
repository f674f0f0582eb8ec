"""bitperft.Position: moves, FEN, check and outcome."""

import pytest

import bitperft
from conftest import KIWIPETE, START


def test_start_position_and_moves():
    p = bitperft.Position()
    assert p.fen() == START
    assert p.variant == "chess"
    assert len(p.legal_moves()) == 20
    p.push("e2e4")
    assert p.fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    assert repr(p) == f"bitperft.Position('{p.fen()}', variant='chess')"
    assert bitperft.perft(3, p) == 13160  # the initial position's published divide at depth 4: e2e4 13160


def test_fools_mate_is_checkmate():
    p = bitperft.Position()
    for m in ["f2f3", "e7e5", "g2g4"]:
        assert p.outcome() is None
        p.push(m)
    assert not p.is_check()
    p.push("d8h4")
    assert p.is_check()
    assert p.outcome() == "checkmate"
    assert p.legal_moves() == []


def test_stalemate_and_variant_endings():
    assert bitperft.Position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").outcome() == "stalemate"
    # King of the hill: a king on d4, e4, d5 or e5 has won.
    hill = bitperft.Position("k7/8/8/8/4K3/8/8/8 b - - 0 1", variant="kingofthehill")
    assert hill.outcome() == "game over"


def test_copy_is_independent():
    p = bitperft.Position(KIWIPETE)
    q = p.copy()
    q.push("e1g1")
    assert p.fen() == KIWIPETE
    assert q.fen() != KIWIPETE
    assert len(p.legal_moves()) == 48


def test_a_position_carries_its_variant():
    p = bitperft.Position(variant="crazyhouse")
    p.push("e2e4")
    assert p.variant == "crazyhouse"
    assert bitperft.Position(p).variant == "crazyhouse"
    assert bitperft.perft(1, p) == 20
    with pytest.raises(ValueError, match="position of crazyhouse"):
        bitperft.perft(1, p, variant="atomic")
