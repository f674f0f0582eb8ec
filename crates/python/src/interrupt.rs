//! [`count_interruptibly`]: a count that releases the GIL, runs on its own thread (and the
//! engine's), and stops on Ctrl-C. The calling thread waits without the GIL and takes it back
//! every [`POLL`] to run Python's signal handlers; when one raises (`KeyboardInterrupt` for
//! SIGINT), the count's stop flag is set, the calling thread waits until the count has
//! returned (the tasks in flight finish, no other starts), and the exception is raised.

use pyo3::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::sync::mpsc;
use std::time::Duration;

/// How often a waiting count looks for signals.
const POLL: Duration = Duration::from_millis(20);

/// Stack of the counting thread: the perft recursion of the deepest games, with room to spare.
const STACK_BYTES: usize = 64 << 20;

/// Runs `work` (given the stop flag; `None` once it stopped) with the GIL released, on a thread
/// of its own; a Python signal handler that raises while it runs stops it, and its exception is
/// returned once `work` has returned.
pub fn count_interruptibly<R: Send>(
    py: Python<'_>,
    work: impl FnOnce(&AtomicBool) -> Option<R> + Send,
) -> PyResult<R> {
    let stop = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|s| {
        let stop = &stop;
        std::thread::Builder::new()
            .name("bitperft-count".into())
            .stack_size(STACK_BYTES)
            .spawn_scoped(s, move || {
                // The receiver waits for this message unless it has returned already.
                let _ = tx.send(work(stop));
            })
            .map_err(|e| {
                pyo3::exceptions::PyRuntimeError::new_err(format!(
                    "cannot start the counting thread: {e}"
                ))
            })?;
        py.detach(move || {
            loop {
                match rx.recv_timeout(POLL) {
                    Ok(Some(r)) => return Ok(r),
                    // Only a stop makes `work` return None, and only this loop stops it.
                    Ok(None) => unreachable!("a count returned None without being stopped"),
                    Err(mpsc::RecvTimeoutError::Timeout) => {
                        if let Err(e) = Python::attach(|py| py.check_signals()) {
                            stop.store(true, Relaxed);
                            let _ = rx.recv();
                            return Err(e);
                        }
                    }
                    Err(mpsc::RecvTimeoutError::Disconnected) => {
                        // The counting thread panicked; the scope re-raises its panic.
                        return Err(pyo3::exceptions::PyRuntimeError::new_err(
                            "the counting thread failed",
                        ));
                    }
                }
            }
        })
    })
}
