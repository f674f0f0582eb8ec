//! [`UciEngine`]: a UCI engine kept running across the steps. Start: `uci` until `uciok`,
//! `setoption name VariantPath value FILE` (with `--variants FILE`, as Fairy-Stockfish reads a
//! variants file), `setoption name UCI_Variant value V` (for a `--variant` other than chess,
//! checked against the engine's `UCI_Variant` option if it lists its values and no variants
//! file adds to them) and `UCI_Chess960`, `isready` until
//! `readyok`. Each step: `ucinewgame`, `position ...`, `isready` until `readyok` (which also
//! skips what is left of the previous answer), then `go perft N`, read until the total line.
//! Stockfish 15 answers `isready` at once even while a perft runs, so the end of an answer is
//! the total line, never `readyok`.

use super::process::{EngineProcess, NoLine};
use super::reply::{Reply, UciReader};
use super::{Engine, Limits, Query};
use std::time::Instant;

/// A UCI engine in a session.
pub struct UciEngine {
    process: EngineProcess,
    limits: Limits,
    sent: String,
    /// The deadline of the `go perft` being answered.
    deadline: Option<Instant>,
}

/// What the engine said in its `uci` answer that `debug` needs.
#[derive(Default)]
struct Options {
    /// Every `option name X` (lower case).
    names: Vec<String>,
    /// The `var` values of the `UCI_Variant` option (lower case), if it lists them.
    variants: Vec<String>,
}

impl UciEngine {
    /// Starts `argv`, runs the handshake and sets the variants file, variant and Chess960
    /// options.
    pub fn start(
        argv: &[String],
        variant: Option<&str>,
        variants_file: Option<&std::path::Path>,
        chess960: bool,
        limits: Limits,
    ) -> Result<UciEngine, String> {
        let mut engine = UciEngine {
            process: EngineProcess::spawn(argv, &[])?,
            limits,
            sent: "uci".to_string(),
            deadline: None,
        };
        engine.send("uci")?;
        let options = engine.handshake()?;
        if let Some(file) = variants_file {
            let shown = file.display();
            if !options.names.iter().any(|n| n == "variantpath") {
                return Err(format!(
                    "--variants {shown}: the engine has no VariantPath option (its `uci` answer \
                     lists none)"
                ));
            }
            // The engine runs in its own directory, perhaps: give it the file's full path.
            let path = std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf());
            engine.send(&format!(
                "setoption name VariantPath value {}",
                path.display()
            ))?;
        }
        if let Some(v) = variant {
            if !options.names.iter().any(|n| n == "uci_variant") {
                return Err(format!(
                    "--variant {v}: the engine has no UCI_Variant option (its `uci` answer lists none)"
                ));
            }
            // A variants file adds names the `uci` answer did not list.
            if variants_file.is_none()
                && !options.variants.is_empty()
                && !options.variants.contains(&v.to_ascii_lowercase())
            {
                return Err(format!(
                    "--variant {v}: the engine's UCI_Variant option does not offer it (it offers {})",
                    options.variants.join(", ")
                ));
            }
            engine.send(&format!("setoption name UCI_Variant value {v}"))?;
        }
        if chess960 {
            engine.send("setoption name UCI_Chess960 value true")?;
        }
        engine.sync()?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        self.process.send(line).map_err(|e| self.failure(&e))
    }

    /// `uci` until `uciok`, collecting the options.
    fn handshake(&mut self) -> Result<Options, String> {
        let deadline = self.limits.handshake_deadline();
        let mut options = Options::default();
        loop {
            let line = self.line(deadline, "uciok")?;
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["uciok"] => return Ok(options),
                ["option", "name", rest @ ..] => {
                    let end = rest.iter().position(|&w| w == "type").unwrap_or(rest.len());
                    let name = rest[..end].join(" ").to_ascii_lowercase();
                    if name == "uci_variant" {
                        options.variants = rest
                            .windows(2)
                            .filter(|w| w[0] == "var")
                            .map(|w| w[1].to_ascii_lowercase())
                            .collect();
                    }
                    options.names.push(name);
                }
                _ => {}
            }
        }
    }

    /// `isready` until `readyok`, skipping anything printed before it.
    fn sync(&mut self) -> Result<(), String> {
        self.send("isready")?;
        let deadline = self.limits.handshake_deadline();
        while self.line(deadline, "readyok")?.trim() != "readyok" {}
        Ok(())
    }

    /// The next line, or an error saying what was awaited.
    fn line(&mut self, deadline: Option<Instant>, awaited: &str) -> Result<String, String> {
        self.process.next_line(deadline).map_err(|why| match why {
            NoLine::Closed => self.failure(&format!(
                "the engine closed its output while '{awaited}' was awaited"
            )),
            NoLine::TimedOut => {
                self.process.kill();
                format!(
                    "no '{awaited}' within {} (after '{}'); the engine was stopped",
                    self.limits.describe_handshake(),
                    self.sent
                )
            }
        })
    }

    /// `what`, with the engine's exit status and the end of its stderr.
    fn failure(&mut self, what: &str) -> String {
        self.process.failure(what)
    }
}

/// `position startpos|fen F [moves ...]`.
fn position_command(q: &Query) -> String {
    let mut line = match q.fen {
        Some(fen) => format!("position fen {fen}"),
        None => "position startpos".to_string(),
    };
    if !q.moves.is_empty() {
        line.push_str(" moves ");
        line.push_str(&q.moves.join(" "));
    }
    line
}

impl Engine for UciEngine {
    fn start(&mut self, q: &Query) -> Result<(), String> {
        let position = position_command(q);
        let go = format!("go perft {}", q.depth);
        self.send("ucinewgame")?;
        self.send(&position)?;
        self.sent = position.clone();
        self.sync()?;
        self.sent = format!("{position}; {go}");
        self.send(&go)?;
        self.deadline = self.limits.step_deadline();
        Ok(())
    }

    fn finish(&mut self) -> Result<Reply, String> {
        let mut reader = UciReader::default();
        loop {
            match self.process.next_line(self.deadline) {
                Ok(line) => {
                    if reader.feed(&line)? {
                        return Ok(reader.into_reply());
                    }
                }
                Err(NoLine::Closed) => {
                    return Err(self.failure(&format!(
                        "the engine closed its output after {} lines, before a 'Nodes searched' line",
                        reader.lines()
                    )));
                }
                Err(NoLine::TimedOut) => {
                    self.process.kill();
                    let last = match reader.lines() {
                        0 => "it printed nothing".to_string(),
                        n => format!("it printed {n} lines"),
                    };
                    return Err(format!(
                        "no 'Nodes searched' line within the {} --timeout ({last}); the engine was stopped",
                        self.limits.describe_step()
                    ));
                }
            }
        }
    }

    fn sent(&self) -> &str {
        &self.sent
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        let _ = self.process.send("quit");
        self.process.close_input();
        let grace = Instant::now() + std::time::Duration::from_millis(200);
        if self.process.wait(Some(grace)).is_none() {
            self.process.kill();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_commands() {
        let moves = ["e2e4".to_string(), "e7e5".to_string()];
        let q = |fen, moves| Query {
            fen,
            moves,
            depth: 3,
        };
        assert_eq!(position_command(&q(None, &[])), "position startpos");
        assert_eq!(
            position_command(&q(None, &moves)),
            "position startpos moves e2e4 e7e5"
        );
        assert_eq!(
            position_command(&q(Some("8/8/8/8/8/8/8/K1k5 w - - 0 1"), &moves[..1])),
            "position fen 8/8/8/8/8/8/8/K1k5 w - - 0 1 moves e2e4"
        );
    }
}
