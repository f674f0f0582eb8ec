//! `DIR/results/unit-<I>.partial`: the checkpoint of a running unit. A header line ties it to
//! the split and unit; then one `index<TAB>count<TAB>check` line per finished position (in a
//! statistics split, the count is the 13 counters of [`RootValue`], space-separated), handed
//! to the kernel before the next position starts, so a killed process (time limit,
//! preemption, OOM) loses at most the position it was counting. The file is fsynced at most
//! once per [`SYNC_INTERVAL`], so a crash of the whole machine loses at most that much more:
//! an fsync per position would dominate units of many small positions (see PERFORMANCE.md,
//! "Cluster units"), while real units (seconds to hours per position) get one per position
//! anyway. On reopening, a torn last line (the process died mid-write) or a damaged line is
//! cut off and counting resumes after the last good line.
//!
//! The file is locked (`flock`) while a process works on it, so a second process started on
//! the same unit (a scheduler retry) refuses instead of doing the work twice. Locks on network
//! file systems depend on the mount (NFSv4 supports them).

use super::checksum::fnv1a64;
use super::{SplitError, SplitErrorKind};
use crate::checkpoint::RootValue;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The longest time between two fsyncs of a checkpoint.
pub const SYNC_INTERVAL: Duration = Duration::from_secs(1);

/// An open, locked checkpoint of counts (`u128`) or statistics.
#[derive(Debug)]
pub struct Checkpoint<V = u128> {
    file: File,
    path: PathBuf,
    counts: Vec<V>,
    positions: usize,
    last_sync: Instant,
}

/// What a checkpoint file holds.
#[derive(Debug, PartialEq, Eq)]
pub struct Progress<V = u128> {
    /// Counts (or statistics) of positions 0..k, in order.
    pub counts: Vec<V>,
    /// Byte length of the good prefix (header and complete, valid lines).
    pub good_len: u64,
    /// False if the file is empty or its header is not the expected one.
    pub header_ok: bool,
    /// What was discarded, for the user.
    pub note: Option<String>,
}

/// The header line for a unit (identifies split, unit, unit file and depth).
pub fn header(split_id: &str, unit: usize, unit_checksum: &str, remaining_depth: u32) -> String {
    format!(
        "bitperft-partial 1 split={split_id} unit={unit} unit_checksum={unit_checksum} \
         remaining_depth={remaining_depth}\n"
    )
}

fn line<V: RootValue>(index: usize, count: &V) -> String {
    let body = format!("{index}\t{}", count.write());
    format!("{body}\t{:016x}\n", fnv1a64(body.as_bytes()))
}

/// Parses checkpoint bytes: the counts of the good prefix and what was dropped.
pub fn parse<V: RootValue>(bytes: &[u8], header: &str, positions: usize) -> Progress<V> {
    let mut p = Progress {
        counts: Vec::new(),
        good_len: 0,
        header_ok: false,
        note: None,
    };
    if bytes.is_empty() {
        return p;
    }
    if !bytes.starts_with(header.as_bytes()) {
        p.note = Some("it belongs to another split or unit; starting the unit over".into());
        return p;
    }
    p.header_ok = true;
    p.good_len = header.len() as u64;
    let mut rest = &bytes[header.len()..];
    while !rest.is_empty() {
        let Some(nl) = rest.iter().position(|&b| b == b'\n') else {
            p.note = Some(format!(
                "discarded a torn last line after position {} (the previous run stopped \
                 while writing it)",
                p.counts.len()
            ));
            break;
        };
        let text = std::str::from_utf8(&rest[..=nl]).unwrap_or("");
        let count = text
            .split('\t')
            .nth(1)
            .and_then(|c| V::read(&c.split(' ').collect::<Vec<_>>()));
        match count {
            Some(c) if p.counts.len() < positions && text == line(p.counts.len(), &c) => {
                p.counts.push(c);
                p.good_len += nl as u64 + 1;
                rest = &rest[nl + 1..];
            }
            _ => {
                p.note = Some(format!(
                    "discarded damaged lines from position {} on",
                    p.counts.len()
                ));
                break;
            }
        }
    }
    p
}

impl<V: RootValue> Checkpoint<V> {
    /// Opens (creating if needed) and locks the checkpoint at `path` for a unit of `positions`
    /// positions, keeping its good prefix. Returns it with a note on anything discarded.
    pub fn open(
        path: &Path,
        header: &str,
        positions: usize,
    ) -> Result<(Checkpoint<V>, Option<String>), SplitError> {
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(|e| SplitError::io("open", path, e))?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                return Err(SplitError {
                    kind: SplitErrorKind::Busy,
                    message: format!(
                        "another process is working on this unit ({} is locked)",
                        path.display()
                    ),
                });
            }
            Err(TryLockError::Error(e)) => return Err(SplitError::io("lock", path, e)),
        }
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes)
            .map_err(|e| SplitError::io("read", path, e))?;
        let progress = parse(&bytes, header, positions);
        let io = |what: &str, e| SplitError::io(what, path, e);
        if progress.header_ok {
            file.set_len(progress.good_len)
                .map_err(|e| io("truncate", e))?;
            file.seek(SeekFrom::End(0)).map_err(|e| io("seek", e))?;
        } else {
            file.set_len(0).map_err(|e| io("truncate", e))?;
            file.seek(SeekFrom::Start(0)).map_err(|e| io("seek", e))?;
            file.write_all(header.as_bytes())
                .map_err(|e| io("write", e))?;
        }
        file.sync_all().map_err(|e| io("sync", e))?;
        let note = progress
            .note
            .map(|n| format!("checkpoint {}: {n}", path.display()));
        Ok((
            Checkpoint {
                file,
                path: path.to_path_buf(),
                counts: progress.counts,
                positions,
                last_sync: Instant::now(),
            },
            note,
        ))
    }

    /// Counts of the positions finished so far (0..k, in order).
    pub fn done(&self) -> &[V] {
        &self.counts
    }

    /// Records the count of the next position: written to the file at once (safe from the
    /// process being killed), fsynced if [`SYNC_INTERVAL`] has passed since the last fsync.
    pub fn append(&mut self, count: V) -> Result<(), SplitError> {
        if self.counts.len() >= self.positions {
            return Err(SplitError::integrity(format!(
                "checkpoint {}: more counts than the unit's {} positions",
                self.path.display(),
                self.positions
            )));
        }
        self.file
            .write_all(line(self.counts.len(), &count).as_bytes())
            .map_err(|e| SplitError::io("write", &self.path, e))?;
        self.counts.push(count);
        if self.last_sync.elapsed() >= SYNC_INTERVAL {
            self.file
                .sync_data()
                .map_err(|e| SplitError::io("sync", &self.path, e))?;
            self.last_sync = Instant::now();
        }
        Ok(())
    }

    /// Removes the checkpoint (once the result is safely in place) and releases the lock.
    pub fn remove(self) -> Result<(), SplitError> {
        std::fs::remove_file(&self.path).map_err(|e| SplitError::io("remove", &self.path, e))
    }
}

/// Positions checkpointed in `path` for this header, or `None` if there is no usable
/// checkpoint (read without locking: for progress reports only).
pub fn progress<V: RootValue>(path: &Path, header: &str, positions: usize) -> Option<usize> {
    let bytes = std::fs::read(path).ok()?;
    let p = parse::<V>(&bytes, header, positions);
    p.header_ok.then_some(p.counts.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: &str = "bitperft-partial 1 split=s unit=0 unit_checksum=c remaining_depth=4\n";

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("bitperft-ckpt-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    #[test]
    fn resume_after_torn_and_damaged_lines() {
        let good = format!("{H}{}{}", line(0, &11u128), line(1, &22u128));
        let p = parse::<u128>(format!("{good}2\t3").as_bytes(), H, 5);
        assert_eq!(p.counts, [11, 22]);
        assert_eq!(p.good_len, good.len() as u64);
        assert!(p.note.unwrap().contains("torn"));

        let edited = format!(
            "{H}{}1\t23\t0000000000000000\n{}",
            line(0, &11u128),
            line(2, &5u128)
        );
        let p = parse::<u128>(edited.as_bytes(), H, 5);
        assert_eq!(p.counts, [11]);
        assert!(p.note.unwrap().contains("damaged lines from position 1"));

        let skipped = format!("{H}{}", line(1, &5u128));
        assert_eq!(
            parse::<u128>(skipped.as_bytes(), H, 5).counts,
            Vec::<u128>::new()
        );
        let too_many = format!("{H}{}", line(0, &5u128));
        assert_eq!(
            parse::<u128>(too_many.as_bytes(), H, 0).counts,
            Vec::<u128>::new()
        );

        let other = parse::<u128>(b"bitperft-partial 1 split=t\n0\t1\tx\n", H, 5);
        assert!(!other.header_ok && other.counts.is_empty());
    }

    #[test]
    fn statistics_lines_round_trip() {
        let s = bitperft::stats::PerftStats::from_array(std::array::from_fn(|i| i as u64 * 7));
        let text = format!("{H}{}", line(0, &s));
        assert!(
            text.ends_with(&format!(
                "0\t0 7 14 21 28 35 42 49 56 63 70 77 84\t{:016x}\n",
                fnv1a64(b"0\t0 7 14 21 28 35 42 49 56 63 70 77 84")
            )),
            "{text}"
        );
        assert_eq!(
            parse::<bitperft::stats::PerftStats>(text.as_bytes(), H, 2).counts,
            [s]
        );
        // A count line is not a statistics line.
        let plain = format!("{H}{}", line(0, &5u128));
        let p = parse::<bitperft::stats::PerftStats>(plain.as_bytes(), H, 2);
        assert!(p.counts.is_empty() && p.note.unwrap().contains("damaged"));
    }

    #[test]
    fn open_append_reopen_lock() {
        let path = temp("u.partial");
        let _ = std::fs::remove_file(&path);
        let (mut c, note) = Checkpoint::<u128>::open(&path, H, 3).unwrap();
        assert!(note.is_none() && c.done().is_empty());
        c.append(7).unwrap();
        c.append(u128::MAX).unwrap();
        // A second opener is refused while the first holds the lock.
        let busy = Checkpoint::<u128>::open(&path, H, 3).unwrap_err();
        assert_eq!(busy.kind, SplitErrorKind::Busy);
        drop(c);
        // Simulate a torn write, then resume.
        std::fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap()
            .write_all(b"2\t9")
            .unwrap();
        let (mut c, note) = Checkpoint::<u128>::open(&path, H, 3).unwrap();
        assert!(note.unwrap().contains("torn"));
        assert_eq!(c.done(), [7, u128::MAX]);
        assert_eq!(progress::<u128>(&path, H, 3), Some(2));
        c.append(9).unwrap();
        assert!(c.append(1).is_err());
        c.remove().unwrap();
        assert!(!path.exists());
    }
}
