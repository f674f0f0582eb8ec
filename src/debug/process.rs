//! [`EngineProcess`]: the other engine as a child process with piped stdin, stdout and stderr.
//! Its stdout is read line by line on a thread (so every wait can have a deadline) and its
//! stderr is kept (the last few kilobytes) for error messages. Dropping it kills the process
//! if it still runs; the engine's own children are not tracked.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How much of the engine's stderr is kept (its end).
const STDERR_KEEP: usize = 4096;

/// Why no line came.
#[derive(Debug, PartialEq, Eq)]
pub enum NoLine {
    /// The engine closed its stdout (it has usually exited).
    Closed,
    /// The deadline passed.
    TimedOut,
}

/// A running engine.
pub struct EngineProcess {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    stderr: Arc<Mutex<Vec<u8>>>,
    stderr_done: Receiver<()>,
}

impl EngineProcess {
    /// Starts `argv[0]` with the arguments `argv[1..]` and the environment variables `env`
    /// added to this process's.
    pub fn spawn(argv: &[String], env: &[(String, String)]) -> Result<EngineProcess, String> {
        let (program, args) = argv.split_first().ok_or("no program to start")?;
        let mut child = Command::new(program)
            .args(args)
            .envs(env.iter().map(|(k, v)| (k, v)))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start '{program}': {e}"))?;
        let stdout = child.stdout.take().ok_or("the engine has no stdout pipe")?;
        let stderr_pipe = child.stderr.take().ok_or("the engine has no stderr pipe")?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match reader.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&buf);
                        let line = line.trim_end_matches(['\n', '\r']).to_string();
                        if tx.send(line).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let (done_tx, stderr_done) = channel();
        let keep = Arc::clone(&stderr);
        std::thread::spawn(move || {
            let mut pipe = stderr_pipe;
            let mut chunk = [0u8; 1024];
            while let Ok(n @ 1..) = pipe.read(&mut chunk) {
                if let Ok(mut kept) = keep.lock() {
                    kept.extend_from_slice(&chunk[..n]);
                    let excess = kept.len().saturating_sub(STDERR_KEEP);
                    kept.drain(..excess);
                }
            }
            let _ = done_tx.send(());
        });
        Ok(EngineProcess {
            stdin: child.stdin.take(),
            child,
            lines,
            stderr,
            stderr_done,
        })
    }

    /// Writes `line` and a newline to the engine's stdin and flushes it.
    pub fn send(&mut self, line: &str) -> Result<(), String> {
        let stdin = self
            .stdin
            .as_mut()
            .ok_or("the engine's input is already closed")?;
        writeln!(stdin, "{line}")
            .and_then(|()| stdin.flush())
            .map_err(|e| format!("cannot send '{line}' to the engine: {e}"))
    }

    /// Closes the engine's stdin (end of input).
    pub fn close_input(&mut self) {
        self.stdin = None;
    }

    /// The next line the engine prints, waiting until `deadline` (forever if None).
    pub fn next_line(&mut self, deadline: Option<Instant>) -> Result<String, NoLine> {
        match deadline {
            None => self.lines.recv().map_err(|_| NoLine::Closed),
            Some(at) => self
                .lines
                .recv_timeout(at.saturating_duration_since(Instant::now()))
                .map_err(|e| match e {
                    RecvTimeoutError::Timeout => NoLine::TimedOut,
                    RecvTimeoutError::Disconnected => NoLine::Closed,
                }),
        }
    }

    /// Waits for the process to exit, until `deadline` (forever if None); None if it still
    /// runs then.
    pub fn wait(&mut self, deadline: Option<Instant>) -> Option<ExitStatus> {
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if deadline.is_some_and(|at| Instant::now() >= at) => return None,
                Ok(None) => std::thread::sleep(Duration::from_millis(5)),
                Err(_) => return None,
            }
        }
    }

    /// The exit status if the process has ended, waiting briefly for it after its output
    /// closed: text for a message ("exit status 3", "killed by signal 9", "still running").
    pub fn describe_exit(&mut self) -> String {
        match self.wait(Some(Instant::now() + Duration::from_millis(500))) {
            Some(status) => exit_text(status),
            None => "still running".to_string(),
        }
    }

    /// The end of what the engine wrote on stderr, as one line (` | ` between its lines),
    /// empty if nothing. Waits briefly for the stderr pipe to close if the engine has exited.
    pub fn stderr_tail(&self) -> String {
        let _ = self.stderr_done.recv_timeout(Duration::from_millis(500));
        let kept = match self.stderr.lock() {
            Ok(kept) => String::from_utf8_lossy(&kept).into_owned(),
            Err(_) => return String::new(),
        };
        let lines: Vec<&str> = kept
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        lines[lines.len().saturating_sub(3)..].join(" | ")
    }

    /// `what`, with the engine's exit status and the end of its stderr.
    pub fn failure(&mut self, what: &str) -> String {
        let exit = self.describe_exit();
        let stderr = self.stderr_tail();
        if stderr.is_empty() {
            format!("{what} ({exit})")
        } else {
            format!("{what} ({exit}; its stderr: {stderr})")
        }
    }

    /// Kills the process (if it still runs) and reaps it.
    pub fn kill(&mut self) {
        self.stdin = None;
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// "exit status 3" or "killed by signal 9".
fn exit_text(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("exit status {code}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return format!("killed by signal {signal}");
        }
    }
    status.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> EngineProcess {
        EngineProcess::spawn(&["sh".into(), "-c".into(), script.into()], &[]).unwrap()
    }

    #[test]
    fn lines_stderr_and_exit() {
        let mut p = sh("read x; echo \"got $x\"; printf 'a\\r\\nb'; echo oops >&2; exit 3");
        p.send("hello").unwrap();
        assert_eq!(p.next_line(None).unwrap(), "got hello");
        assert_eq!(p.next_line(None).unwrap(), "a");
        assert_eq!(p.next_line(None).unwrap(), "b");
        assert_eq!(p.next_line(None), Err(NoLine::Closed));
        assert_eq!(p.describe_exit(), "exit status 3");
        assert_eq!(p.stderr_tail(), "oops");
        assert_eq!(
            p.failure("it broke"),
            "it broke (exit status 3; its stderr: oops)"
        );
    }

    #[test]
    fn the_engine_gets_the_environment_it_is_given() {
        let env = [("BITPERFT_TEST_VAR".to_string(), "set".to_string())];
        let mut p = EngineProcess::spawn(
            &[
                "sh".into(),
                "-c".into(),
                "echo \"$BITPERFT_TEST_VAR\"".into(),
            ],
            &env,
        )
        .unwrap();
        assert_eq!(p.next_line(None).unwrap(), "set");
    }

    #[test]
    fn a_silent_engine_times_out_and_is_killed() {
        let mut p = sh("exec cat");
        let deadline = Instant::now() + Duration::from_millis(20);
        assert_eq!(p.next_line(Some(deadline)), Err(NoLine::TimedOut));
        p.kill();
        assert!(p.wait(None).is_some());
    }

    #[test]
    fn a_missing_program_is_named() {
        let e = EngineProcess::spawn(&["/nonexistent/engine".into()], &[])
            .err()
            .unwrap();
        assert!(e.starts_with("cannot start '/nonexistent/engine': "), "{e}");
    }
}
