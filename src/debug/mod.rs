//! `bitperft debug`: find the bug in another engine's move generator by walking the divide tree
//! against bitperft's counts. The other engine is driven through one of two protocols
//! ([`Engine`]): UCI `go perft` ([`uci_engine`]) or the perftree script interface
//! ([`perftree_engine`]), both over [`process`]; its text is read in [`reply`], compared with
//! bitperft's divide ([`counter`]) in [`compare`], and the walk is [`bisect`], which also checks
//! bitperft against itself; [`report`] prints the result.

pub mod bisect;
pub mod compare;
pub mod counter;
pub mod perftree_engine;
pub mod process;
pub mod reply;
pub mod report;
pub mod uci_engine;
pub mod words;

use reply::Reply;
use std::time::{Duration, Instant};

/// One engine call: the divide of the position after `moves` from `fen` at `depth`.
#[derive(Clone, Copy, Debug)]
pub struct Query<'a> {
    /// The FEN (None: the start position).
    pub fen: Option<&'a str>,
    /// UCI moves from it.
    pub moves: &'a [String],
    /// The divide's depth (1 or more).
    pub depth: u32,
}

/// Another engine's divide, in two halves so that bitperft can count while the engine runs.
pub trait Engine {
    /// Sends the query; returns once the engine is working on it.
    fn start(&mut self, query: &Query) -> Result<(), String>;
    /// Waits for the answer to the query started last and reads it.
    fn finish(&mut self) -> Result<Reply, String>;
    /// What the last query sent, for messages (`position ...; go perft 3`, or the command line).
    fn sent(&self) -> &str;
}

/// The protocol `--protocol` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Protocol {
    /// UCI: `position ...` and `go perft N`, answered in Stockfish's divide format; one engine
    /// process for the whole run.
    Uci,
    /// The perftree script interface: `CMD DEPTH "FEN" "MOVES"` per step.
    Perftree,
}

/// How long the engine may take: `--timeout` for each divide (None: no limit) and for each
/// answer of the UCI handshake and `isready` (None: [`Limits::HANDSHAKE`], time enough for an
/// engine to load its network).
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    /// `--timeout`.
    pub step: Option<Duration>,
}

impl Limits {
    /// The limit for `uciok` and `readyok` without `--timeout`.
    pub const HANDSHAKE: Duration = Duration::from_secs(30);

    /// When a divide started now must have been answered.
    pub fn step_deadline(&self) -> Option<Instant> {
        self.step.map(|d| Instant::now() + d)
    }

    /// The limit for a handshake answer.
    fn handshake(&self) -> Duration {
        self.step.unwrap_or(Limits::HANDSHAKE)
    }

    /// When a handshake answer awaited from now must have come.
    pub fn handshake_deadline(&self) -> Option<Instant> {
        Some(Instant::now() + self.handshake())
    }

    /// The `--timeout`, for messages (`1.5 s`).
    pub fn describe_step(&self) -> String {
        self.step
            .map(|d| format!("{} s", d.as_secs_f64()))
            .unwrap_or_else(|| "unlimited".to_string())
    }

    /// The handshake limit, for messages.
    pub fn describe_handshake(&self) -> String {
        format!("{} s", self.handshake().as_secs_f64())
    }
}

/// Reads `--timeout SECS`: a positive number of seconds.
pub fn parse_timeout(s: &str) -> Result<Duration, String> {
    s.trim()
        .parse::<f64>()
        .ok()
        .filter(|&secs| secs > 0.0 && secs <= 1e9)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| {
            format!("'{s}' is not a time limit: give seconds, more than 0 (e.g. 30 or 0.5)")
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timeouts_are_positive_seconds() {
        assert_eq!(parse_timeout("30").unwrap(), Duration::from_secs(30));
        assert_eq!(parse_timeout("0.5").unwrap(), Duration::from_millis(500));
        for bad in ["0", "-1", "x", "", "inf", "NaN"] {
            assert!(
                parse_timeout(bad).unwrap_err().contains("not a time limit"),
                "{bad}"
            );
        }
        let limits = Limits {
            step: Some(Duration::from_millis(1500)),
        };
        assert_eq!(limits.describe_step(), "1.5 s");
        assert_eq!(limits.describe_handshake(), "1.5 s");
        let long = Limits {
            step: Some(Duration::from_secs(100)),
        };
        assert_eq!(long.describe_handshake(), "100 s");
        assert_eq!(Limits::default().describe_handshake(), "30 s");
    }
}
