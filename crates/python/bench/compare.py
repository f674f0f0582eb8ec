"""Speed of bitperft.perft from Python against the command line, python-chess and pyffish.

Usage: python compare.py BITPERFT_BINARY [ROUNDS] [THREADS]

1. bitperft.perft against `BITPERFT perft --threads N --json` (N = THREADS, default 1, as
   `bitperft bench`) on the positions and depths of `bitperft bench`, alternating, ROUNDS rounds
   (default 5): medians and ranges in ms.
   The command line's time is the count alone (its JSON "ms"); Python's is the call, engine
   set-up included.
2. nodes per second of python-chess's perft and pyffish's (both recursive, bulk counting the
   last ply, as python-chess's examples/perft does) on the same positions at shallower depths,
   against bitperft.perft's on the bench depths.
"""

import json
import statistics
import subprocess
import sys
import time

import bitperft

# `bitperft bench` (crates/bitperft/src/bench.rs): name, FEN, depth, published count.
BENCH = [
    ("startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119060324),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193690690),
    ("position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7, 178633661),
    ("position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 15833292),
    ("position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5, 89941194),
    ("position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 5, 164075551),
]
# Depths for the slow libraries: each count 0.1 to 2 M nodes.
SLOW_DEPTH = {"startpos": 4, "kiwipete": 3, "position3": 5, "position4": 3, "position5": 3, "position6": 3}


THREADS = 1


def cli_ms(binary, fen, depth):
    out = subprocess.run(
        [binary, "perft", str(depth), "--fen", fen, "--threads", str(THREADS), "--json"],
        check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out.splitlines()[-1])["ms"]


def python_ms(fen, depth, nodes):
    t = time.perf_counter()
    n = bitperft.perft(depth, fen, threads=THREADS)
    ms = (time.perf_counter() - t) * 1000
    assert n == nodes, (fen, depth, n)
    return ms


def python_chess_perft(board, depth):
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += python_chess_perft(board, depth - 1)
        board.pop()
    return total


def pyffish_perft(pyffish, fen, depth):
    if depth == 1:
        return len(pyffish.legal_moves("chess", fen, []))
    return sum(
        pyffish_perft(pyffish, pyffish.get_fen("chess", fen, [m]), depth - 1)
        for m in pyffish.legal_moves("chess", fen, [])
    )


def summary(values):
    return f"{statistics.median(values):8.1f} ({min(values):.1f}-{max(values):.1f})"


def main():
    global THREADS
    binary = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    THREADS = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    print(f"== bitperft.perft vs the command line, {THREADS} thread(s), ms: median (min-max)")
    total_py, total_cli = [0.0] * rounds, [0.0] * rounds
    for name, fen, depth, nodes in BENCH:
        py, cli = [], []
        for r in range(rounds):
            py.append(python_ms(fen, depth, nodes))
            cli.append(cli_ms(binary, fen, depth))
            total_py[r] += py[-1]
            total_cli[r] += cli[-1]
        ratio = statistics.median(py) / statistics.median(cli)
        print(f"{name:10} d{depth}  python {summary(py)}  cli {summary(cli)}  python/cli {ratio:.3f}")
    ratio = statistics.median(total_py) / statistics.median(total_cli)
    print(f"{'total':14} python {summary(total_py)}  cli {summary(total_cli)}  python/cli {ratio:.3f}")

    if THREADS != 1:
        return
    print("== nodes/s: bitperft.perft (bench depths, one thread) vs python-chess and pyffish")
    import chess
    import pyffish

    for name, fen, depth, nodes in BENCH:
        bp_nps = nodes / (min(python_ms(fen, depth, nodes) for _ in range(3)) / 1000)
        d = SLOW_DEPTH[name]
        t = time.perf_counter()
        n_pc = python_chess_perft(chess.Board(fen), d)
        pc_nps = n_pc / (time.perf_counter() - t)
        t = time.perf_counter()
        n_ff = pyffish_perft(pyffish, fen, d)
        ff_nps = n_ff / (time.perf_counter() - t)
        assert n_pc == n_ff == bitperft.perft(d, fen, threads=1), (name, n_pc, n_ff)
        print(
            f"{name:10} bitperft {bp_nps / 1e6:8.1f} M/s   python-chess d{d} {pc_nps / 1e6:.3f} M/s"
            f" ({bp_nps / pc_nps:,.0f}x)   pyffish d{d} {ff_nps / 1e6:.3f} M/s ({bp_nps / ff_nps:,.0f}x)"
        )


if __name__ == "__main__":
    main()
