//! The checkpoint of a deep perft (`bitperft perft D --checkpoint FILE`): the count of every
//! finished root move, so a killed run resumes where it stopped and gives the same total.
//!
//! The file is text, rewritten whole and atomically after each root move (temporary file,
//! fsync, rename, fsync of the directory: [`crate::cluster::fsio::write_atomic`]), so it is
//! always either the previous version or the new one:
//!
//! ```text
//! bitperft-perft-checkpoint 1
//! fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//! depth 7
//! move a2a3 106743106
//! move a2a4 137077337
//! checksum fnv1a64:0123456789abcdef
//! ```
//!
//! A run with leaf statistics (`perft D --stats --checkpoint FILE`) records every root move's
//! 13 counters ([`PerftStats::to_array`]) after a `columns` line naming them:
//!
//! ```text
//! bitperft-perft-checkpoint 1
//! fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//! depth 3
//! columns nodes captures en_passant castles promotions direct_checks ...
//! move a2a3 380 0 0 0 0 0 0 0 0 0 0 0 0
//! checksum fnv1a64:0123456789abcdef
//! ```
//!
//! The checksum (FNV-1a 64 of every byte before the `checksum` line) catches truncation and
//! edits. A file for another position or depth, of the other kind (plain counts for a
//! `--stats` run or statistics for a plain one), with a bad checksum, or naming a move that is
//! not legal in the position is refused, never mixed into a count.

use crate::cluster::checksum::{fnv1a64, format_checksum};
use crate::cluster::{SplitError, fsio};
use bitperft::Game;
use bitperft::stats::PerftStats;
use std::path::Path;

/// The first line of every checkpoint.
pub const MAGIC: &str = "bitperft-perft-checkpoint 1";

/// What a checkpoint records per root move: a plain node count (`u128`) or leaf statistics
/// ([`PerftStats`]). The one checkpoint format and run loop serve both.
pub trait RootValue: Copy + Send + PartialEq + std::fmt::Debug + 'static {
    /// The `columns` line's names, or `None` for plain counts (whose files have no such line).
    const COLUMNS: Option<&'static str>;
    /// What a file of this kind holds, for messages.
    const KIND: &'static str;
    /// The value's fields as written after `move <uci>`.
    fn write(&self) -> String;
    /// The value from the fields after `move <uci>`, `None` if they are not this kind's.
    fn read(fields: &[&str]) -> Option<Self>;
    /// The leaf nodes of the subtree.
    fn nodes(&self) -> u128;
    /// The leaf statistics, if this kind records them.
    fn stats(&self) -> Option<PerftStats>;
}

impl RootValue for u128 {
    const COLUMNS: Option<&'static str> = None;
    const KIND: &'static str = "plain node counts (perft --checkpoint)";
    fn write(&self) -> String {
        self.to_string()
    }
    fn read(fields: &[&str]) -> Option<u128> {
        match fields {
            [n] => n.parse().ok(),
            _ => None,
        }
    }
    fn nodes(&self) -> u128 {
        *self
    }
    fn stats(&self) -> Option<PerftStats> {
        None
    }
}

impl RootValue for PerftStats {
    const COLUMNS: Option<&'static str> = Some(
        "nodes captures en_passant castles promotions direct_checks single_discovered_checks \
         direct_discovered_checks double_discovered_checks direct_mates single_discovered_mates \
         direct_discovered_mates double_discovered_mates",
    );
    const KIND: &'static str = "leaf statistics (perft --stats --checkpoint)";
    fn write(&self) -> String {
        let words: Vec<String> = self.to_array().iter().map(u64::to_string).collect();
        words.join(" ")
    }
    fn read(fields: &[&str]) -> Option<PerftStats> {
        let mut a = [0u64; 13];
        if fields.len() != a.len() {
            return None;
        }
        for (x, f) in a.iter_mut().zip(fields) {
            *x = f.parse().ok()?;
        }
        Some(PerftStats::from_array(a))
    }
    fn nodes(&self) -> u128 {
        u128::from(self.nodes)
    }
    fn stats(&self) -> Option<PerftStats> {
        Some(*self)
    }
}

/// What a file whose `columns` line is `columns` (`None`: no such line) holds, for messages.
fn kind_of(columns: Option<&str>) -> &'static str {
    if columns == <u128 as RootValue>::COLUMNS {
        <u128 as RootValue>::KIND
    } else if columns == <PerftStats as RootValue>::COLUMNS {
        <PerftStats as RootValue>::KIND
    } else {
        "unknown columns"
    }
}

/// What a checkpoint records: the run it belongs to and the finished root moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootCheckpoint<V = u128> {
    /// The position's FEN ([`Game::fen`]).
    pub fen: String,
    /// The perft depth.
    pub depth: u32,
    /// Finished root moves (UCI, in the position's notation) and their subtree counts (or
    /// statistics), in the order they finished.
    pub done: Vec<(String, V)>,
}

/// Why a checkpoint file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckpointError {
    /// Not a checkpoint, or a malformed line (1-based line number and what is wrong).
    Malformed(usize, String),
    /// The checksum does not match the contents.
    Checksum,
    /// The file belongs to another position or depth.
    OtherRun {
        /// FEN and depth in the file.
        file: (String, u32),
        /// FEN and depth of this run.
        run: (String, u32),
    },
    /// A move that is not legal in the position, or a root move listed twice.
    BadMove(String),
    /// The file records the other kind of value (plain counts for a `--stats` run, or the
    /// reverse).
    OtherKind {
        /// What the file holds.
        file: &'static str,
        /// What this run needs.
        run: &'static str,
    },
}

impl std::fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CheckpointError::Malformed(line, what) => {
                write!(f, "not a bitperft perft checkpoint: line {line}: {what}")
            }
            CheckpointError::Checksum => write!(
                f,
                "the checksum does not match the contents (the file was damaged or edited)"
            ),
            CheckpointError::OtherRun { file, run } => write!(
                f,
                "it belongs to another run (FEN '{}' depth {}; this run is FEN '{}' depth {})",
                file.0, file.1, run.0, run.1
            ),
            CheckpointError::BadMove(m) => write!(
                f,
                "root move '{m}' is not legal in the position or is listed twice"
            ),
            CheckpointError::OtherKind { file, run } => {
                write!(f, "it holds {file}, but this run records {run}")
            }
        }
    }
}

impl std::error::Error for CheckpointError {}

impl<V: RootValue> RootCheckpoint<V> {
    /// An empty checkpoint for perft(`depth`) of `pos`.
    pub fn new<G: Game>(game: G, pos: &G::Position, depth: u32) -> RootCheckpoint<V> {
        RootCheckpoint {
            fen: game.fen(pos),
            depth,
            done: Vec::new(),
        }
    }

    /// The file's text, checksum line included.
    pub fn to_text(&self) -> String {
        let mut body = format!("{MAGIC}\nfen {}\ndepth {}\n", self.fen, self.depth);
        if let Some(columns) = V::COLUMNS {
            body.push_str(&format!("columns {columns}\n"));
        }
        for (m, v) in &self.done {
            body.push_str(&format!("move {m} {}\n", v.write()));
        }
        let sum = format_checksum(fnv1a64(body.as_bytes()));
        body.push_str(&format!("checksum {sum}\n"));
        body
    }

    /// Parses a checkpoint's text and verifies its checksum (not yet against a run: see
    /// [`RootCheckpoint::check_run`]).
    pub fn parse(text: &str) -> Result<RootCheckpoint<V>, CheckpointError> {
        let bad = |line: usize, what: &str| CheckpointError::Malformed(line, what.to_string());
        let Some(sum_at) = text.rfind("checksum ") else {
            return Err(bad(text.lines().count().max(1), "no checksum line"));
        };
        let (body, sum_line) = text.split_at(sum_at);
        if !(body.is_empty() || body.ends_with('\n')) {
            return Err(bad(body.lines().count(), "no checksum line"));
        }
        let lines: Vec<&str> = body.lines().collect();
        if lines.first() != Some(&MAGIC) {
            return Err(bad(1, &format!("expected '{MAGIC}'")));
        }
        if sum_line.trim_end() != format!("checksum {}", format_checksum(fnv1a64(body.as_bytes())))
            || !sum_line.ends_with('\n')
            || sum_line.lines().count() != 1
        {
            return Err(CheckpointError::Checksum);
        }
        let fen = lines
            .get(1)
            .and_then(|l| l.strip_prefix("fen "))
            .ok_or_else(|| bad(2, "expected 'fen <FEN>'"))?;
        let depth = lines
            .get(2)
            .and_then(|l| l.strip_prefix("depth "))
            .and_then(|d| d.parse().ok())
            .ok_or_else(|| bad(3, "expected 'depth <N>'"))?;
        let columns = lines.get(3).and_then(|l| l.strip_prefix("columns "));
        if columns != V::COLUMNS {
            let file = kind_of(columns);
            if file == "unknown columns" {
                return Err(bad(4, "unknown 'columns' line"));
            }
            return Err(CheckpointError::OtherKind { file, run: V::KIND });
        }
        let first_move = 3 + usize::from(columns.is_some());
        let mut done = Vec::new();
        for (i, line) in lines.iter().enumerate().skip(first_move) {
            let words: Vec<&str> = line.split(' ').collect();
            let entry = match words.as_slice() {
                ["move", m, fields @ ..] => V::read(fields).map(|v| (m.to_string(), v)),
                _ => None,
            };
            match entry {
                Some(e) => done.push(e),
                None => {
                    let want = match V::COLUMNS {
                        None => "expected 'move <uci> <count>'",
                        Some(_) => "expected 'move <uci>' and the 13 counters of 'columns'",
                    };
                    return Err(bad(i + 1, want));
                }
            }
        }
        Ok(RootCheckpoint {
            fen: fen.to_string(),
            depth,
            done,
        })
    }

    /// Checks that this checkpoint belongs to perft(`depth`) of `pos` and that every recorded
    /// move is a distinct legal root move; returns the finished moves with their counts.
    pub fn check_run<G: Game>(
        &self,
        game: G,
        pos: &G::Position,
        depth: u32,
    ) -> Result<Vec<(G::Move, V)>, CheckpointError> {
        let fen = game.fen(pos);
        if self.fen != fen || self.depth != depth {
            return Err(CheckpointError::OtherRun {
                file: (self.fen.clone(), self.depth),
                run: (fen, depth),
            });
        }
        let mut out: Vec<(G::Move, V)> = Vec::new();
        for (text, n) in &self.done {
            let m = game
                .parse_uci(pos, text)
                .map_err(|_| CheckpointError::BadMove(text.clone()))?;
            if game.uci(pos, m) != *text || out.iter().any(|&(d, _)| d == m) {
                return Err(CheckpointError::BadMove(text.clone()));
            }
            out.push((m, *n));
        }
        Ok(out)
    }

    /// Reads the checkpoint at `path`: `Ok(None)` if there is no file, the parse error (as the
    /// `Err` of the inner result) if it cannot be used.
    #[allow(clippy::type_complexity)]
    pub fn load(
        path: &Path,
    ) -> Result<Option<Result<RootCheckpoint<V>, CheckpointError>>, SplitError> {
        match std::fs::read(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(SplitError::io("read", path, e)),
            Ok(bytes) => Ok(Some(match String::from_utf8(bytes) {
                Ok(text) => RootCheckpoint::parse(&text),
                Err(_) => Err(CheckpointError::Malformed(1, "not UTF-8 text".into())),
            })),
        }
    }

    /// Writes the checkpoint to `path` atomically.
    pub fn save(&self, path: &Path) -> Result<(), SplitError> {
        fsio::write_atomic(path, self.to_text().as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bitperft::{Chess, Position};

    fn sample() -> RootCheckpoint {
        let mut c: RootCheckpoint = RootCheckpoint::new(Chess::default(), &Position::startpos(), 3);
        c.done.push(("e2e4".into(), 600));
        c.done.push(("g1f3".into(), 440));
        c
    }

    #[test]
    fn round_trip_and_run_check() {
        let c = sample();
        let text = c.to_text();
        assert!(text.starts_with(MAGIC));
        let back = RootCheckpoint::<u128>::parse(&text).unwrap();
        assert_eq!(back, c);
        let moves = back
            .check_run(Chess::default(), &Position::startpos(), 3)
            .unwrap();
        assert_eq!(moves.len(), 2);
        assert!(matches!(
            back.check_run(Chess::default(), &Position::startpos(), 4),
            Err(CheckpointError::OtherRun { .. })
        ));
        let after = Position::startpos().play_uci(["e2e4"]).unwrap();
        assert!(matches!(
            back.check_run(Chess::default(), &after, 3),
            Err(CheckpointError::OtherRun { .. })
        ));
    }

    #[test]
    fn damage_is_refused() {
        let text = sample().to_text();
        let edited = text.replace("600", "601");
        assert_eq!(
            RootCheckpoint::<u128>::parse(&edited),
            Err(CheckpointError::Checksum)
        );
        let cut = &text[..text.len() - 5];
        assert_eq!(
            RootCheckpoint::<u128>::parse(cut),
            Err(CheckpointError::Checksum)
        );
        let no_sum = &text[..text.find("checksum").unwrap()];
        assert!(matches!(
            RootCheckpoint::<u128>::parse(no_sum),
            Err(CheckpointError::Malformed(_, _))
        ));
        assert!(matches!(
            RootCheckpoint::<u128>::parse("hello\n"),
            Err(CheckpointError::Malformed(_, _))
        ));
        // A well-formed file naming an illegal move.
        let mut c = sample();
        c.done.push(("e2e5".into(), 1));
        let parsed = RootCheckpoint::<u128>::parse(&c.to_text()).unwrap();
        assert_eq!(
            parsed.check_run(Chess::default(), &Position::startpos(), 3),
            Err(CheckpointError::BadMove("e2e5".into()))
        );
        let mut c = sample();
        c.done.push(("e2e4".into(), 600));
        assert!(
            c.check_run(Chess::default(), &Position::startpos(), 3)
                .is_err()
        );
    }

    #[test]
    fn statistics_round_trip_and_kinds_are_not_mixed() {
        let mut c: RootCheckpoint<PerftStats> =
            RootCheckpoint::new(Chess::default(), &Position::startpos(), 3);
        let s = PerftStats::from_array(std::array::from_fn(|i| 1 + i as u64));
        c.done.push(("e2e4".into(), s));
        let text = c.to_text();
        assert!(
            text.contains("\ncolumns nodes captures en_passant "),
            "{text}"
        );
        assert!(
            text.contains("\nmove e2e4 1 2 3 4 5 6 7 8 9 10 11 12 13\n"),
            "{text}"
        );
        assert_eq!(RootCheckpoint::<PerftStats>::parse(&text), Ok(c));
        let plain = RootCheckpoint::<u128>::parse(&text).unwrap_err();
        assert_eq!(
            plain.to_string(),
            "it holds leaf statistics (perft --stats --checkpoint), but this run records \
             plain node counts (perft --checkpoint)"
        );
        let stats = RootCheckpoint::<PerftStats>::parse(&sample().to_text()).unwrap_err();
        assert_eq!(
            stats,
            CheckpointError::OtherKind {
                file: <u128 as RootValue>::KIND,
                run: <PerftStats as RootValue>::KIND
            }
        );
    }

    #[test]
    fn save_and_load() {
        let dir = std::env::temp_dir().join(format!("bitperft-rootckpt-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("c.txt");
        assert_eq!(RootCheckpoint::<u128>::load(&path).unwrap(), None);
        sample().save(&path).unwrap();
        assert_eq!(
            RootCheckpoint::<u128>::load(&path).unwrap(),
            Some(Ok(sample()))
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
