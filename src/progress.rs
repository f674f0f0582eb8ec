//! Progress bars on stderr (indicatif). Shown only when stderr is a terminal and `--quiet` is not
//! given, so stdout stays machine-readable and piped or captured runs print no bar at all.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use std::io::IsTerminal;
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

/// How long a perft must run before its bar appears: short runs never flash one.
const DELAY: Duration = Duration::from_secs(1);
/// Redraw interval of a visible bar (spinner and elapsed time move between updates).
const TICK: Duration = Duration::from_millis(120);

/// True if bars may be drawn: stderr is a terminal and `--quiet` was not given.
pub fn enabled(quiet: bool) -> bool {
    !quiet && std::io::stderr().is_terminal()
}

/// A progress bar that may be hidden; finishing it clears it from the terminal.
pub struct Progress {
    bar: ProgressBar,
    /// Stops the delayed-start thread (dropping the sender wakes it).
    reveal: Option<(Sender<()>, JoinHandle<()>)>,
}

impl Progress {
    /// A bar over the `total` root moves of a perft to `depth`, revealed only if the run is
    /// still going after one second.
    pub fn root_moves(total: u64, depth: u32, enabled: bool) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
        bar.set_style(
            ProgressStyle::with_template(
                "{spinner} perft {msg}: root move {pos}/{len} [{bar:30}] {elapsed_precise}",
            )
            .expect("valid template")
            .progress_chars("=> "),
        );
        bar.set_message(depth.to_string());
        let reveal = enabled.then(|| {
            let (tx, rx) = mpsc::channel::<()>();
            let b = bar.clone();
            let handle = std::thread::spawn(move || {
                if let Err(RecvTimeoutError::Timeout) = rx.recv_timeout(DELAY) {
                    b.set_draw_target(ProgressDrawTarget::stderr());
                    b.enable_steady_tick(TICK);
                }
            });
            (tx, handle)
        });
        Progress { bar, reveal }
    }

    /// A bar over the expected node total of a suite run, with the checks and positions done,
    /// the current speed and the time left.
    pub fn suite(total_nodes: u64, enabled: bool) -> Progress {
        let target = if enabled {
            ProgressDrawTarget::stderr()
        } else {
            ProgressDrawTarget::hidden()
        };
        let bar = ProgressBar::with_draw_target(Some(total_nodes), target);
        bar.set_style(
            ProgressStyle::with_template(
                "{spinner} {msg} [{bar:30}] {percent}% {mnps} Mnps, ETA {eta}",
            )
            .expect("valid template")
            .with_key("mnps", |s: &ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = write!(w, "{:.1}", s.per_sec() / 1e6);
            })
            .progress_chars("=> "),
        );
        if enabled {
            bar.enable_steady_tick(TICK);
        }
        Progress { bar, reveal: None }
    }

    /// Advances the bar by `n`.
    pub fn inc(&self, n: u64) {
        self.bar.inc(n);
    }

    /// Sets the text shown beside the bar.
    pub fn message(&self, text: String) {
        self.bar.set_message(text);
    }

    /// A handle on the bar, for clearing it from another thread (the signal watcher).
    pub fn handle(&self) -> ProgressBar {
        self.bar.clone()
    }

    /// Prints a line on stdout without tearing the bar.
    pub fn println(&self, f: impl FnOnce()) {
        self.bar.suspend(f);
    }

    /// Removes the bar from the terminal.
    pub fn finish(mut self) {
        if let Some((tx, handle)) = self.reveal.take() {
            drop(tx);
            let _ = handle.join();
        }
        self.bar.finish_and_clear();
    }
}
