//! The other engine's divide as it printed it ([`Reply`]), read from either protocol's text:
//! UCI `go perft` output in Stockfish's format ([`UciReader`]) and the perftree script format
//! ([`parse_perftree`]). Only the text is checked here; the move names are checked against the
//! position in [`super::compare`].

/// One move line of a divide: the engine's name for the move and its count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveLine {
    /// Line number in the engine's answer to this step (1-based).
    pub number: usize,
    /// The line as printed.
    pub text: String,
    /// The move as the engine wrote it.
    pub name: String,
    /// The engine's node count under the move.
    pub count: u128,
}

impl MoveLine {
    /// `engine line N 'TEXT'`, for messages.
    pub fn cite(&self) -> String {
        cite(self.number, &self.text)
    }
}

/// `engine line N 'TEXT'`.
pub fn cite(number: usize, text: &str) -> String {
    format!("engine line {number} '{text}'")
}

/// An engine's divide of one position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// The move lines in the order printed.
    pub moves: Vec<MoveLine>,
    /// The total the engine printed (`Nodes searched: N`, the perftree total line).
    pub total: Option<u128>,
}

impl Reply {
    /// The sum of the move lines' counts.
    pub fn sum(&self) -> u128 {
        self.moves.iter().map(|m| m.count).sum()
    }
}

/// Labels of `label: N` lines that are neither moves nor totals (timings and speeds some
/// engines print after a divide), compared in lower case.
const NOT_MOVES: [&str; 8] = [
    "time", "ms", "nps", "speed", "elapsed", "duration", "depth", "hashfull",
];

/// Reads a UCI engine's `go perft` answer line by line: `move: count` lines, ended by a total
/// line (`Nodes searched: N`, or another `...nodes...: N` / `Total: N`). Blank lines, `info`
/// lines and anything else that is not `label: number` are skipped.
#[derive(Debug, Default)]
pub struct UciReader {
    reply: Reply,
    lines: usize,
}

impl UciReader {
    /// Takes the next line; true once the total line has been read (the answer is complete).
    /// A line that looks like a move but is not `move: count` is an error citing it.
    pub fn feed(&mut self, text: &str) -> Result<bool, String> {
        self.lines += 1;
        let number = self.lines;
        let line = text.trim();
        let first = line.split_whitespace().next().unwrap_or("");
        if matches!(
            first,
            "" | "info" | "readyok" | "bestmove" | "id" | "option"
        ) {
            return Ok(false);
        }
        let Some((label, value)) = line.split_once(':') else {
            return Ok(false);
        };
        let (label, value) = (label.trim(), value.trim());
        let words: Vec<String> = label
            .split_whitespace()
            .map(str::to_ascii_lowercase)
            .collect();
        let is_total = words.iter().any(|w| w == "nodes" || w == "total");
        let one_word = words.len() == 1;
        let ignored = one_word && NOT_MOVES.contains(&words[0].as_str());
        match value.parse::<u128>() {
            Ok(n) if is_total => {
                self.reply.total = Some(n);
                Ok(true)
            }
            Ok(count) if one_word && !ignored => {
                self.reply.moves.push(MoveLine {
                    number,
                    text: text.to_string(),
                    name: label.to_string(),
                    count,
                });
                Ok(false)
            }
            Err(_) if one_word && !ignored && !is_total && looks_like_a_move(label) => {
                Err(format!(
                    "{}: the count '{value}' is not a whole number",
                    cite(number, text)
                ))
            }
            _ => Ok(false),
        }
    }

    /// How many lines have been read.
    pub fn lines(&self) -> usize {
        self.lines
    }

    /// The divide read so far.
    pub fn into_reply(self) -> Reply {
        self.reply
    }
}

/// True for text that starts like a UCI move: a square (`e2...`) or a drop (`P@...`).
fn looks_like_a_move(label: &str) -> bool {
    let b = label.as_bytes();
    b.len() >= 2 && (b[0].is_ascii_lowercase() && b[1].is_ascii_digit() || label.contains('@'))
}

/// Parses a perftree script's whole output: `move count` lines (a colon after the move is
/// tolerated), one blank line, the total alone on a line, then nothing but blank lines.
pub fn parse_perftree(lines: &[String]) -> Result<Reply, String> {
    let mut reply = Reply::default();
    let mut rest = lines.iter().enumerate().map(|(i, l)| (i + 1, l));
    let mut blank = false;
    for (number, text) in rest.by_ref() {
        let line = text.trim();
        if line.is_empty() {
            blank = true;
            break;
        }
        let mut words = line.split_whitespace();
        let (Some(name), Some(count), None) = (words.next(), words.next(), words.next()) else {
            return Err(format!(
                "{}: expected '<move> <count>' before the blank line",
                cite(number, text)
            ));
        };
        let count = count.parse::<u128>().map_err(|_| {
            format!(
                "{}: the count '{count}' is not a whole number",
                cite(number, text)
            )
        })?;
        reply.moves.push(MoveLine {
            number,
            text: text.clone(),
            name: name.strip_suffix(':').unwrap_or(name).to_string(),
            count,
        });
    }
    if !blank {
        return Err(format!(
            "the output ended after {} lines without the blank line and the total",
            lines.len()
        ));
    }
    let Some((number, text)) = rest.by_ref().find(|(_, l)| !l.trim().is_empty()) else {
        return Err("no total line after the blank line".to_string());
    };
    let total = text.trim().parse::<u128>().map_err(|_| {
        format!(
            "{}: expected the total (a whole number) after the blank line",
            cite(number, text)
        )
    })?;
    reply.total = Some(total);
    if let Some((number, text)) = rest.find(|(_, l)| !l.trim().is_empty()) {
        return Err(format!(
            "{}: nothing may follow the total",
            cite(number, text)
        ));
    }
    Ok(reply)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uci(text: &str) -> Result<(Reply, bool), String> {
        let mut r = UciReader::default();
        for line in text.lines() {
            if r.feed(line)? {
                return Ok((r.into_reply(), true));
            }
        }
        Ok((r.into_reply(), false))
    }

    fn names(reply: &Reply) -> Vec<(&str, u128)> {
        reply
            .moves
            .iter()
            .map(|m| (m.name.as_str(), m.count))
            .collect()
    }

    #[test]
    fn stockfish_format_with_extra_lines() {
        let text = "info string NNUE evaluation using nn.nnue enabled\nreadyok\na2a3: 20\n\
                    info depth 1 nodes 20\nb1c3: 22\nTime: 3 ms\nNPS: 1000\n\nNodes searched: 42\nNodes/second: 9\n";
        let (reply, done) = uci(text).unwrap();
        assert!(done);
        assert_eq!(names(&reply), [("a2a3", 20), ("b1c3", 22)]);
        assert_eq!(reply.total, Some(42));
        assert_eq!(reply.moves[1].number, 5);
        assert_eq!(reply.sum(), 42);
    }

    #[test]
    fn other_total_lines_end_the_answer() {
        for total in [
            "Total: 7",
            "Nodes: 7",
            "Total nodes: 7",
            "nodes searched : 7",
        ] {
            let (reply, done) = uci(&format!("e2e4: 7\n{total}\n")).unwrap();
            assert!(done, "{total}");
            assert_eq!(reply.total, Some(7));
        }
        let (_, done) = uci("e2e4: 7\nTime: 12\nDepth: 3\n").unwrap();
        assert!(!done);
    }

    #[test]
    fn move_lines_with_bad_counts_are_errors() {
        let e = uci("a2a3: 20\ne2e4: twenty\n").unwrap_err();
        assert_eq!(
            e,
            "engine line 2 'e2e4: twenty': the count 'twenty' is not a whole number"
        );
        assert!(uci("P@e4: x\n").is_err());
        // Not a move: skipped.
        assert!(uci("Hash: 16 MB\n").is_ok());
    }

    #[test]
    fn perftree_format() {
        let lines: Vec<String> = ["e2e4 20", "a7b8Q: 3", "", "23", ""]
            .map(String::from)
            .to_vec();
        let reply = parse_perftree(&lines).unwrap();
        assert_eq!(names(&reply), [("e2e4", 20), ("a7b8Q", 3)]);
        assert_eq!(reply.total, Some(23));
        let none = parse_perftree(&["".to_string(), "0".to_string()]).unwrap();
        assert_eq!((none.moves.len(), none.total), (0, Some(0)));
    }

    #[test]
    fn perftree_format_errors_cite_the_line() {
        let err = |lines: &[&str]| {
            parse_perftree(&lines.iter().map(|l| l.to_string()).collect::<Vec<_>>()).unwrap_err()
        };
        assert_eq!(
            err(&["e2e4 20", "garbage"]),
            "engine line 2 'garbage': expected '<move> <count>' before the blank line"
        );
        assert!(err(&["e2e4 x"]).contains("the count 'x' is not a whole number"));
        assert!(err(&["e2e4 20"]).contains("without the blank line and the total"));
        assert!(err(&["e2e4 20", ""]).contains("no total line"));
        assert!(err(&["e2e4 20", "", "twenty"]).contains("engine line 3 'twenty'"));
        assert!(err(&["e2e4 20", "", "20", "more"]).contains("nothing may follow"));
    }
}
