//! [`PerftreeEngine`]: an engine behind the perftree script interface. Each step runs
//! `CMD... DEPTH "FEN" "MOVES"` (the words of `--engine`, then three arguments; the game and
//! the castling notation in the environment variables `bitperft perftree` reads) and reads its
//! whole output: `move count` lines, a blank line, the total. A script that exits with a status
//! other than 0 has failed, whatever it printed.

use super::process::{EngineProcess, NoLine};
use super::reply::{Reply, parse_perftree};
use super::{Engine, Limits, Query};
use std::time::Instant;

/// The perftree protocol: one process per step.
pub struct PerftreeEngine {
    argv: Vec<String>,
    /// Environment variables set for the script.
    env: Vec<(String, String)>,
    /// The FEN of the start position, for steps without `--fen`.
    start_fen: String,
    limits: Limits,
    sent: String,
    running: Option<(EngineProcess, Option<Instant>)>,
}

impl PerftreeEngine {
    /// An engine run as `argv` plus the step's arguments, with the environment variables
    /// `env` set; `start_fen` stands in for the start position.
    pub fn new(
        argv: Vec<String>,
        start_fen: String,
        env: Vec<(String, String)>,
        limits: Limits,
    ) -> PerftreeEngine {
        PerftreeEngine {
            argv,
            env,
            start_fen,
            limits,
            sent: String::new(),
            running: None,
        }
    }
}

/// `a "b c"`: the words as a shell would need them, for messages.
fn shell_words(words: &[String]) -> String {
    words
        .iter()
        .map(|w| {
            if !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "/._-=@+:,".contains(c))
            {
                w.clone()
            } else {
                format!("\"{}\"", w.replace('\\', "\\\\").replace('"', "\\\""))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

impl Engine for PerftreeEngine {
    fn start(&mut self, q: &Query) -> Result<(), String> {
        let mut argv = self.argv.clone();
        argv.push(q.depth.to_string());
        argv.push(q.fen.unwrap_or(&self.start_fen).to_string());
        argv.push(q.moves.join(" "));
        self.sent = shell_words(&argv);
        let process = EngineProcess::spawn(&argv, &self.env)?;
        self.running = Some((process, self.limits.step_deadline()));
        Ok(())
    }

    fn finish(&mut self) -> Result<Reply, String> {
        let (mut process, deadline) = self.running.take().ok_or("no engine call is running")?;
        let mut lines = Vec::new();
        loop {
            match process.next_line(deadline) {
                Ok(line) => lines.push(line),
                Err(NoLine::Closed) => break,
                Err(NoLine::TimedOut) => {
                    process.kill();
                    return Err(format!(
                        "no complete answer within the {} --timeout (it printed {} lines); the engine was stopped",
                        self.limits.describe_step(),
                        lines.len()
                    ));
                }
            }
        }
        match process.wait(deadline) {
            Some(status) if status.success() => {}
            Some(_) => {
                let what = format!("the engine failed after printing {} lines", lines.len());
                return Err(process.failure(&what));
            }
            None => {
                process.kill();
                return Err(format!(
                    "the engine closed its output but did not exit within the {} --timeout; it was stopped",
                    self.limits.describe_step()
                ));
            }
        }
        parse_perftree(&lines)
    }

    fn sent(&self) -> &str {
        &self.sent
    }
}

#[cfg(test)]
mod tests {
    use super::shell_words;

    #[test]
    fn arguments_are_quoted_for_messages() {
        let words = ["./engine", "2", "8/8/8/8/8/8/8/K1k5 w - - 0 1", ""].map(String::from);
        assert_eq!(
            shell_words(&words),
            "./engine 2 \"8/8/8/8/8/8/8/K1k5 w - - 0 1\" \"\""
        );
    }
}
