//! SIGINT and SIGTERM during long runs (`suite`, `perft --checkpoint`): a watcher thread
//! waits for the signal, then runs the subcommand's `on_signal`, which takes the run's state
//! lock (so it never interrupts a result being written), prints what was finished and calls
//! [`exit_interrupted`] *while still holding the lock*, so no result can be recorded between
//! the report and the exit. The perft that was running is abandoned, whatever engine counts
//! it; finished results are already on disk.

use crate::error::CliError;
use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::iterator::{Handle, Signals};
use std::thread::JoinHandle;

/// Exit status after an interrupt (128 + SIGINT, as shells report Ctrl-C).
pub const INTERRUPTED: i32 = 130;

/// The installed watcher; dropping it stops watching.
pub struct Watcher {
    handle: Handle,
    thread: Option<JoinHandle<()>>,
}

/// Exits with [`INTERRUPTED`]. Call it with the run's state lock held.
pub fn exit_interrupted() -> ! {
    std::process::exit(INTERRUPTED)
}

/// Watches for SIGINT/SIGTERM. On the first, runs `on_signal`, which either calls
/// [`exit_interrupted`] or returns (the run has just finished: the signal is ignored).
pub fn watch(on_signal: impl FnOnce() + Send + 'static) -> Result<Watcher, CliError> {
    let mut signals = Signals::new([SIGINT, SIGTERM]).map_err(|e| CliError {
        code: 1,
        message: format!("cannot install the SIGINT/SIGTERM handler: {e}"),
    })?;
    let handle = signals.handle();
    let thread = std::thread::spawn(move || {
        if signals.forever().next().is_some() {
            on_signal();
        }
    });
    Ok(Watcher {
        handle,
        thread: Some(thread),
    })
}

impl Drop for Watcher {
    fn drop(&mut self) {
        self.handle.close();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
