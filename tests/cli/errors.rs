//! Every row of the error table in `docs/errors.md`, run through the binary: the exit status and
//! the exact message. The table is parsed from the document, so the two cannot drift apart.

use crate::common::run_in;

/// One row of the table.
#[derive(Debug)]
struct Row {
    case: String,
    command: String,
    stdin: String,
    exit: i32,
    channel: String,
    message: String,
}

/// The cell text without its surrounding backticks, `\|` unescaped.
fn cell(text: &str) -> String {
    let t = text.trim();
    let t = t
        .strip_prefix('`')
        .and_then(|t| t.strip_suffix('`'))
        .unwrap_or(t);
    t.replace("\\|", "|")
}

/// Splits a table line on the `|` that are not escaped.
fn cells(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut chars = line.trim().trim_start_matches('|').chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                cur.push_str("\\|");
                chars.next();
            }
            '|' => out.push(std::mem::take(&mut cur)),
            _ => cur.push(c),
        }
    }
    out
}

fn rows() -> Vec<Row> {
    let path = format!("{}/docs/errors.md", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("docs/errors.md");
    let mut rows = Vec::new();
    let mut in_table = false;
    for line in text.lines() {
        if line.starts_with("| Case |") {
            in_table = true;
            continue;
        }
        if !in_table || line.starts_with("|---") {
            continue;
        }
        if !line.starts_with('|') {
            break;
        }
        let c = cells(line);
        assert_eq!(c.len(), 6, "a table row has 6 cells: {line}");
        rows.push(Row {
            case: c[0].trim().to_string(),
            command: cell(&c[1]),
            stdin: cell(&c[2]),
            exit: c[3].trim().parse().expect("exit status"),
            channel: c[4].trim().to_string(),
            message: cell(&c[5]),
        });
    }
    rows
}

/// Shell-like words: whitespace separates, single quotes group.
fn words(command: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let (mut quoted, mut any) = (false, false);
    for c in command.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                any = true;
            }
            c if c.is_whitespace() && !quoted => {
                if any {
                    out.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            c => {
                cur.push(c);
                any = true;
            }
        }
    }
    assert!(!quoted, "unbalanced quote in {command}");
    if any {
        out.push(cur);
    }
    out
}

/// `line` equals `pattern`, where `…` in the pattern matches any text.
fn matches(pattern: &str, line: &str) -> bool {
    let parts: Vec<&str> = pattern.split('…').collect();
    if parts.len() == 1 {
        return pattern == line;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !line.starts_with(first) || !line.ends_with(last) || line.len() < first.len() + last.len() {
        return false;
    }
    let mut rest = &line[first.len()..line.len() - last.len()];
    for part in &parts[1..parts.len() - 1] {
        match rest.find(part) {
            Some(i) => rest = &rest[i + part.len()..],
            None => return false,
        }
    }
    true
}

#[test]
fn every_row_of_the_error_table() {
    let rows = rows();
    assert!(rows.len() >= 60, "only {} rows parsed", rows.len());
    let mut failures = Vec::new();
    for row in &rows {
        let mut w = words(&row.command);
        let mut env: Vec<(String, String)> = Vec::new();
        while let Some((k, v)) = w[0].split_once('=') {
            env.push((k.to_string(), v.to_string()));
            w.remove(0);
        }
        assert_eq!(w[0], "bitperft", "{}", row.case);
        let args: Vec<&str> = w[1..].iter().map(String::as_str).collect();
        let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        let stdin = if row.stdin.is_empty() {
            String::new()
        } else {
            format!("{}\n", row.stdin)
        };
        let r = run_in(env!("CARGO_MANIFEST_DIR"), &args, &env, stdin.as_bytes());
        let mut problems = Vec::new();
        if r.code != row.exit {
            problems.push(format!("exit {} (expected {})", r.code, row.exit));
        }
        if r.stderr.contains("panicked") {
            problems.push("panicked".to_string());
        }
        let ok = match row.channel.as_str() {
            "stderr" => {
                if !r.stdout.is_empty() {
                    problems.push(format!("stdout not empty: {}", r.stdout));
                }
                r.stderr
                    .lines()
                    .next()
                    .is_some_and(|l| matches(&row.message, l))
            }
            "stderr, after the report" => {
                !r.stdout.is_empty() && r.stderr.lines().any(|l| matches(&row.message, l))
            }
            "stdout" => r.stdout.lines().any(|l| matches(&row.message, l)),
            other => panic!("unknown channel '{other}' in row '{}'", row.case),
        };
        if !ok {
            problems.push(format!(
                "message not found\n    want: {}\n    stderr: {}\n    stdout: {}",
                row.message,
                r.stderr.trim_end(),
                r.stdout.trim_end()
            ));
        }
        if !problems.is_empty() {
            failures.push(format!(
                "{} ({}):\n  {}",
                row.case,
                row.command,
                problems.join("\n  ")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn wildcard_and_words() {
    assert!(matches("a (… MiB)", "a (24000 MiB)"));
    assert!(!matches("a (… MiB)", "b (24000 MiB)"));
    assert!(matches("exact", "exact"));
    assert_eq!(
        words("A=b bitperft perft 3 --fen '8/8 w - -'"),
        ["A=b", "bitperft", "perft", "3", "--fen", "8/8 w - -"]
    );
    assert_eq!(words("x ''"), ["x", ""]);
}
