"""python-chess interop: its boards are positions (through .fen() and uci_variant), and its own
move lists and perft agree with bitperft's."""

import pytest

chess = pytest.importorskip("chess")
import chess.variant  # noqa: E402

import bitperft  # noqa: E402
from conftest import KIWIPETE  # noqa: E402


def python_chess_perft(board, depth):
    """python-chess's own perft: an independent count."""
    if depth == 0:
        return 1
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += python_chess_perft(board, depth - 1)
        board.pop()
    return total


def test_a_board_is_a_position():
    board = chess.Board(KIWIPETE)
    assert bitperft.perft(3, board) == 97862
    p = bitperft.Position(board)
    assert p.fen() == board.fen()
    assert sorted(p.legal_moves()) == sorted(m.uci() for m in board.legal_moves)


def test_moves_agree_along_a_game():
    board = chess.Board()
    p = bitperft.Position(board)
    for san in ["e4", "d5", "exd5", "Nf6", "Bb5+", "c6", "dxc6", "Qb6", "cxb7+", "Kd8", "bxa8=Q"]:
        uci = board.parse_san(san).uci()
        board.push_san(san)
        p.push(uci)
        assert p.fen() == board.fen()
        assert p.is_check() == board.is_check()
        assert sorted(p.legal_moves()) == sorted(m.uci() for m in board.legal_moves)
    assert bitperft.perft(2, board) == python_chess_perft(board, 2)


@pytest.mark.parametrize(
    "board_class,depth3",
    [
        (chess.variant.AtomicBoard, 8902),
        (chess.variant.AntichessBoard, 8067),
        (chess.variant.HordeBoard, 1274),
        (chess.variant.RacingKingsBoard, 11264),
        (chess.variant.CrazyhouseBoard, 8902),
        (chess.variant.ThreeCheckBoard, 8902),
        (chess.variant.KingOfTheHillBoard, 8902),
    ],
)
def test_variant_boards_carry_their_variant(board_class, depth3):
    # depth3: perf-suites/variants/NAME.epd, the start position's D3.
    board = board_class()
    assert bitperft.perft(3, board) == depth3
    assert bitperft.Position(board).variant == board.uci_variant


def test_after_moves_the_counts_agree_with_python_chess():
    board = chess.variant.AtomicBoard()
    for uci in ["e2e4", "d7d5", "e4d5", "g8f6", "d1h5"]:
        board.push_uci(uci)
    p = bitperft.Position(board)
    assert sorted(p.legal_moves()) == sorted(m.uci() for m in board.legal_moves)
    assert bitperft.perft(2, board) == python_chess_perft(board, 2)
