//! The machine's physical memory, to refuse a transposition-table size (`--hash`, UCI `Hash`)
//! that cannot fit: on Linux a too-large allocation often "succeeds" (overcommit) and the
//! process is killed later, mid-run.

/// Total physical memory in MiB (`MemTotal` of `/proc/meminfo`), or `None` where that cannot
/// be read (other systems): then no limit is enforced beyond the flag's own maximum.
pub fn physical_mib() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    parse_meminfo(&text)
}

/// `MemTotal` of a `/proc/meminfo` text, in MiB.
fn parse_meminfo(text: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with("MemTotal:"))?;
    let mut words = line.split_whitespace().skip(1);
    let kib: u64 = words.next()?.parse().ok()?;
    (words.next() == Some("kB")).then_some(kib / 1024)
}

/// Checks a table size in MiB against the physical memory: `Err` with a message (without the
/// flag's name, which the caller adds) if it is larger.
pub fn check_table_mib(mib: u64) -> Result<(), String> {
    match physical_mib() {
        Some(total) if mib > total => Err(format!(
            "{mib} MiB is more than this machine's memory ({total} MiB)"
        )),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_mem_total() {
        let text = "MemTotal:       24592300 kB\nMemFree:  100 kB\n";
        assert_eq!(parse_meminfo(text), Some(24_015));
        assert_eq!(parse_meminfo("MemFree: 1 kB\n"), None);
        assert_eq!(parse_meminfo("MemTotal: x kB\n"), None);
        assert!(check_table_mib(1).is_ok());
        if let Some(total) = physical_mib() {
            assert!(
                check_table_mib(total + 1)
                    .unwrap_err()
                    .contains("more than this machine's memory")
            );
        }
    }
}
