//! File helpers: reading with messages that name the file, and atomic replacement (write a
//! temporary file, fsync it, rename it over the target, fsync the directory), so a reader
//! sees the old file or the complete new one, never a torn one, even across a crash.

use super::SplitError;
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The contents of `path` as bytes; a missing or unreadable file is an input error.
pub fn read(path: &Path) -> Result<Vec<u8>, SplitError> {
    fs::read(path).map_err(|e| SplitError::input(format!("cannot read {}: {e}", path.display())))
}

/// Replaces `path` with `bytes` atomically.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), SplitError> {
    let tmp = temp_path(path);
    let result = (|| {
        // Errors name the file the caller asked for: the temporary one is an implementation
        // detail, removed on failure.
        let mut f = File::create(&tmp).map_err(|e| SplitError::io("write", path, e))?;
        f.write_all(bytes)
            .map_err(|e| SplitError::io("write", path, e))?;
        f.sync_all().map_err(|e| SplitError::io("write", path, e))?;
        fs::rename(&tmp, path).map_err(|e| SplitError::io("write", path, e))?;
        sync_dir(path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// Fsyncs the directory holding `path`, so a rename or removal in it is durable.
pub fn sync_dir(path: &Path) -> Result<(), SplitError> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| SplitError::io("sync directory", dir, e))
}

/// `path` with `.tmp-<pid>` appended: unique per process, so two writers never share one.
fn temp_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".tmp-{}", std::process::id()));
    path.with_file_name(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_and_leaves_no_temp() {
        let dir = std::env::temp_dir().join(format!("bitperft-fsio-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let p = dir.join("x.json");
        write_atomic(&p, b"one").unwrap();
        write_atomic(&p, b"two").unwrap();
        assert_eq!(fs::read(&p).unwrap(), b"two");
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("x.json")]);
        let e = read(&dir.join("missing")).unwrap_err();
        assert!(e.message.contains("cannot read") && e.message.contains("missing"));
        fs::remove_dir_all(&dir).unwrap();
    }
}
