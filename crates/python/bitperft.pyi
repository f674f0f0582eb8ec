"""bitperft: a fast perft engine for chess and its variants.

Every count runs on the engine's threads with the GIL released, and stops on Ctrl-C
(KeyboardInterrupt, with no engine thread left counting). Bad input raises ValueError with the
message the bitperft command line prints for it.
"""

from os import PathLike
from typing import Dict, Iterator, List, Optional, Protocol, TypedDict, Union

__version__: str

class _HasFen(Protocol):
    """Anything with a ``.fen()`` method, such as a python-chess ``Board``."""

    def fen(self) -> str:
        """The position's FEN."""

PositionLike = Union[str, "Position", _HasFen]
"""A FEN, a Position, or an object with a ``.fen()`` method."""

class Position:
    """A position of chess or of any variant: its legal moves, moves played on it, its FEN."""

    def __init__(self, fen: Optional[PositionLike] = None, variant: Optional[str] = None) -> None:
        """The start position of ``variant`` ("chess" by default), or ``fen``: a FEN, a
        Position, or any object with a ``.fen()`` method (a python-chess Board, whose
        ``uci_variant`` gives the variant when ``variant`` is not given)."""
    @property
    def variant(self) -> str:
        """The variant's name."""
    def legal_moves(self) -> List[str]:
        """The legal moves in UCI notation (``e2e4``, ``e7e8q``, ``P@e4``), in generation
        order."""
    def push(self, uci: str) -> None:
        """Plays the legal move written ``uci``; an unreadable or illegal move raises
        ValueError."""
    def fen(self) -> str:
        """The FEN of the position."""
    def is_check(self) -> bool:
        """True if the side to move is in check (by the variant's rules)."""
    def outcome(self) -> Optional[str]:
        """None while the side to move has a legal move, else "checkmate", "stalemate" or
        "game over" (a rule of the variant). The move clocks and repetitions are not judged."""
    def copy(self) -> "Position":
        """A copy."""

def perft(
    depth: int,
    fen: Optional[PositionLike] = None,
    *,
    variant: Optional[str] = None,
    variants_file: Optional[Union[str, PathLike[str]]] = None,
    threads: Optional[int] = None,
    hash_mb: int = 0,
    mode: str = "fast",
) -> int:
    """The number of leaf nodes ``depth`` plies (1 to 20) below the position ``fen`` (default:
    the start position of ``variant``, "chess" unless ``fen`` carries one). ``threads``:
    worker threads (default: every logical core); ``variants_file``: a variants.ini file read
    first, as by ``load_variants``; ``hash_mb``: a transposition table of that
    many MiB (0: none); ``mode``: "fast", "bulk" or "make" (the same counts, different work)."""

def divide(
    depth: int,
    fen: Optional[PositionLike] = None,
    *,
    variant: Optional[str] = None,
    variants_file: Optional[Union[str, PathLike[str]]] = None,
    threads: Optional[int] = None,
    hash_mb: int = 0,
    mode: str = "fast",
) -> Dict[str, int]:
    """perft split by root move: {UCI move: leaf nodes below it}, sorted by move text; the
    values add up to ``perft(depth, ...)``. Arguments as for perft."""

def stats(
    depth: int,
    fen: Optional[PositionLike] = None,
    *,
    variant: Optional[str] = None,
    variants_file: Optional[Union[str, PathLike[str]]] = None,
    threads: Optional[int] = None,
    hash_mb: int = 0,
    mode: str = "fast",
) -> Dict[str, int]:
    """Leaf statistics of a chess perft: "nodes", then every column of docs/stats.md by name
    ("captures", "en_passant", "castles", "promotions", "checks", "discovered_checks",
    "double_checks", "checkmates", and The Grand Chess Tree's "enpassants", "direct_checks",
    "single_discovered_checks", "direct_discovered_checks", "double_discovered_checks",
    "total_checks", "direct_mates", "single_discovered_mates", "direct_discovered_mates",
    "double_discovered_mates", "total_mates"). Chess only, mode "fast" only; ``hash_mb``
    sizes a statistics table."""

def load_variants(path: Union[str, PathLike[str]]) -> List[str]:
    """Reads a variants file in Fairy-Stockfish's variants.ini format: every section that loads
    becomes a game ``variant=`` takes, everywhere, for the rest of the process (a section named
    like a built-in game replaces it). Returns the names read. Naming a section bitperft cannot
    model raises ValueError with its problems (file, line, section, key); so does a file that
    cannot be read or a wrong line outside every section."""

def variants() -> List[str]:
    """Every variant name ``variant=`` takes, chess first (aliases such as "standard" and
    "koth" are accepted too)."""

class SuiteResult(TypedDict):
    """One count of a suite."""

    line: int
    fen: str
    depth: int
    expected: int
    nodes: int
    ok: bool
    seconds: float

class Suite:
    """The results of a suite, one per listed count, each counted when it is asked for."""

    def __iter__(self) -> Iterator[SuiteResult]:
        """The suite itself: it is its own iterator."""
    def __next__(self) -> SuiteResult:
        """Counts the next listed count (the GIL released, Ctrl-C honoured)."""
    def __len__(self) -> int:
        """The number of counts the suite runs (after the limits)."""

def suite(
    path: Union[str, "PathLike[str]"],
    *,
    variant: str = "chess",
    max_depth: Optional[int] = None,
    max_nodes: Optional[int] = None,
    threads: Optional[int] = None,
    hash_mb: int = 0,
    mode: str = "fast",
) -> Suite:
    """Runs the EPD perft suite at ``path`` (lines ``FEN ;D1 20 ;D2 400 ...``, ``#``
    comments), FENs read as positions of ``variant``: one SuiteResult per listed count.
    Counts deeper than ``max_depth`` or expected above ``max_nodes`` are left out. A file
    that cannot be read or has a bad line raises ValueError naming it."""
