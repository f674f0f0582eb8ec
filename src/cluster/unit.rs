//! Unit files: `DIR/unit-<I>.tsv`, one `FEN<TAB>multiplicity` line per unique position,
//! sorted by FEN. Plain text so any tool (`wc -l`, `cut`, a shell loop) can read them.

use super::SplitError;
use bitperft::Game;

/// One line of a unit file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitEntry {
    /// The position (6-field FEN; clocks are not part of its identity).
    pub fen: String,
    /// How many move paths from the root reach it.
    pub multiplicity: u64,
}

/// The file name of unit `index`: `unit-<index>.tsv`.
pub fn unit_file_name(index: usize) -> String {
    format!("unit-{index}.tsv")
}

/// The text of a unit file.
pub fn format_unit(entries: &[UnitEntry]) -> String {
    let mut s = String::with_capacity(entries.len() * 72);
    for e in entries {
        s.push_str(&e.fen);
        s.push('\t');
        s.push_str(&e.multiplicity.to_string());
        s.push('\n');
    }
    s
}

/// Parses a unit file of `game` (`name` is used in messages). Every FEN must parse and every
/// multiplicity be a positive integer.
pub fn parse_unit<G: Game>(game: G, text: &str, name: &str) -> Result<Vec<UnitEntry>, SplitError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        let bad = |what: String| SplitError::input(format!("{name} line {n}: {what}"));
        let (fen, mult) = line
            .split_once('\t')
            .ok_or_else(|| bad("expected FEN<TAB>multiplicity".to_string()))?;
        game.parse(fen).map_err(|e| bad(e.to_string()))?;
        let multiplicity = match mult.parse::<u64>() {
            Ok(m) if m >= 1 => m,
            _ => {
                return Err(bad(format!(
                    "multiplicity '{mult}' is not a positive integer"
                )));
            }
        };
        out.push(UnitEntry {
            fen: fen.to_string(),
            multiplicity,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use bitperft::{Chess, Position};

    const FEN: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

    #[test]
    fn round_trip() {
        let entries = vec![
            UnitEntry {
                fen: FEN.to_string(),
                multiplicity: 3,
            },
            UnitEntry {
                fen: Position::STARTPOS_FEN.to_string(),
                multiplicity: 1,
            },
        ];
        let text = format_unit(&entries);
        assert_eq!(text.lines().count(), 2);
        assert_eq!(parse_unit(Chess::default(), &text, "u").unwrap(), entries);
        assert_eq!(unit_file_name(4), "unit-4.tsv");
    }

    #[test]
    fn errors_name_the_line_and_field() {
        let cases = [
            (format!("{FEN}\t0\n"), "u line 1: multiplicity '0' is not"),
            (
                format!("{FEN}\t1\n{FEN}\tx\n"),
                "u line 2: multiplicity 'x'",
            ),
            (
                format!("{FEN} 7\n"),
                "u line 1: expected FEN<TAB>multiplicity",
            ),
            ("8/8/8 w - - 0 1\t1\n".to_string(), "u line 1: "),
        ];
        for (text, msg) in cases {
            let e = parse_unit(Chess::default(), &text, "u").unwrap_err();
            assert!(e.message.starts_with(msg), "{}", e.message);
        }
    }
}
