"""Ctrl-C stops a long count: KeyboardInterrupt, and no engine thread left counting."""

import _thread
import faulthandler
import signal
import threading
import time

import pytest

import bitperft


@pytest.fixture(autouse=True)
def ctrl_c_raises():
    """SIGINT raises KeyboardInterrupt, as in an interactive Python (a process started in the
    background of a script inherits SIGINT ignored, and then Ctrl-C does nothing); a count that
    does not stop ends the test process after a minute instead of hanging it."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    faulthandler.dump_traceback_later(60, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()
    signal.signal(signal.SIGINT, previous)


def cpu_seconds_while_idle(seconds=0.5):
    """CPU time this process uses while the main thread sleeps: 0 if nothing counts on."""
    t = time.process_time()
    time.sleep(seconds)
    return time.process_time() - t


@pytest.mark.parametrize("threads", [1, 2])
def test_ctrl_c_stops_a_long_count(threads):
    # The initial position at depth 9 has 2,439,530,234,167 leaves: hours on this engine.
    timer = threading.Timer(0.5, _thread.interrupt_main)
    start = time.monotonic()
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        bitperft.perft(9, threads=threads)
    elapsed = time.monotonic() - start
    timer.join()
    assert elapsed < 10, elapsed
    assert cpu_seconds_while_idle() < 0.1
    # The module still counts.
    assert bitperft.perft(4, threads=threads) == 197281


def test_ctrl_c_stops_divide_stats_and_suites(tmp_path):
    suite = tmp_path / "deep.epd"
    suite.write_text("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D9 2439530234167\n")
    for call in (
        lambda: bitperft.divide(9, threads=2),
        lambda: bitperft.stats(9, threads=2),
        lambda: next(iter(bitperft.suite(suite, threads=2))),
    ):
        timer = threading.Timer(0.3, _thread.interrupt_main)
        timer.start()
        with pytest.raises(KeyboardInterrupt):
            call()
        timer.join()
        assert cpu_seconds_while_idle() < 0.1


def test_other_python_threads_run_during_a_count():
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(time.monotonic())
            time.sleep(0.01)

    t = threading.Thread(target=tick)
    t.start()
    try:
        # Long enough on any machine for the ticks to tell (about a second on a fast core).
        start = time.monotonic()
        assert bitperft.perft(7, threads=1) == 3195901860  # chessprogramming.org, depth 7
        end = time.monotonic()
    finally:
        stop.set()
        t.join()
    # With the GIL held through the count, no tick would fall inside it.
    inside = [x for x in ticks if start < x < end]
    assert len(inside) >= max(5, (end - start) / 0.01 / 4)
