//! Reading values as Fairy-Stockfish types them: booleans, files, ranks, counts, regions
//! (square lists with `*` wildcards) and piece letters.

/// The most files a board may have (Fairy-Stockfish's 12).
pub const MAX_FILES: usize = 12;
/// The most ranks a board may have: 12, the fairy engine's limit (Fairy-Stockfish stops at
/// 10); the board as a whole holds at most 128 squares.
pub const MAX_RANKS: usize = 12;

/// A set of squares, absolute (not relative to a side): per rank (0 = the first), one bit per
/// file (bit 0 = the a-file).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Region(pub [u16; MAX_RANKS]);

impl Region {
    /// The whole of rank `r` (0-based).
    pub fn rank(r: usize) -> Region {
        let mut out = Region::default();
        out.0[r] = (1 << MAX_FILES) - 1;
        out
    }

    /// Every square.
    pub fn all() -> Region {
        Region([(1 << MAX_FILES) - 1; MAX_RANKS])
    }

    /// The part of the region on a `files` x `ranks` board.
    pub fn on_board(self, files: usize, ranks: usize) -> Region {
        let mut out = Region::default();
        for r in 0..ranks.min(MAX_RANKS) {
            out.0[r] = self.0[r] & ((1u16 << files) - 1);
        }
        out
    }

    /// The ranks of the region counted from the side of `white` (0 = its first rank), if the
    /// region is made of whole ranks of the `files` x `ranks` board; None otherwise.
    pub fn whole_ranks(self, files: usize, ranks: usize, white: bool) -> Option<Vec<u8>> {
        let full = (1u16 << files) - 1;
        let clipped = self.on_board(files, ranks);
        let mut out = Vec::new();
        for r in 0..ranks {
            match clipped.0[r] {
                0 => {}
                m if m == full => {
                    let relative = if white { r } else { ranks - 1 - r };
                    out.push(relative as u8);
                }
                _ => return None,
            }
        }
        out.sort_unstable();
        Some(out)
    }
}

/// `true` or `false`.
pub fn boolean(v: &str) -> Result<bool, String> {
    match v {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(format!("'{v}' is not true or false")),
    }
}

/// A count: a natural number.
pub fn count(v: &str) -> Result<u32, String> {
    v.parse::<u32>()
        .map_err(|_| format!("'{v}' is not a natural number"))
}

/// A file: a letter (`a` = 0) or a number (`1` = 0), at most the twelfth.
pub fn file(v: &str) -> Result<u8, String> {
    let bad = || format!("'{v}' is not a file (a-l or 1-12)");
    let f = match v.chars().next() {
        Some(c) if v.len() == 1 && c.is_ascii_lowercase() => c as u32 - 'a' as u32,
        _ => v
            .parse::<u32>()
            .map_err(|_| bad())?
            .checked_sub(1)
            .ok_or_else(bad)?,
    };
    if f as usize >= MAX_FILES {
        return Err(bad());
    }
    Ok(f as u8)
}

/// A rank: a number (`1` = 0), at most the twelfth.
pub fn rank(v: &str) -> Result<u8, String> {
    let bad = || format!("'{v}' is not a rank (1-12)");
    let r = v
        .parse::<u32>()
        .map_err(|_| bad())?
        .checked_sub(1)
        .ok_or_else(bad)?;
    if r as usize >= MAX_RANKS {
        return Err(bad());
    }
    Ok(r as u8)
}

/// A region: squares (`e4`), whole ranks (`*8`), whole files (`a*`), separated by spaces; `-`
/// or nothing for none.
pub fn region(v: &str) -> Result<Region, String> {
    let mut out = Region::default();
    for word in v.split_whitespace() {
        if word == "-" {
            break;
        }
        let bad = || format!("'{word}' is not a square, *RANK or FILE*");
        let (f, r) = word.split_at(word.chars().next().map_or(0, char::len_utf8));
        match (f, r) {
            ("*", r) => {
                let r = rank(r).map_err(|_| bad())? as usize;
                out.0[r] = Region::rank(r).0[r];
            }
            (f, "*") => {
                let f = file(f).map_err(|_| bad())?;
                for m in out.0.iter_mut() {
                    *m |= 1 << f;
                }
            }
            (f, r) => {
                if !f.chars().all(|c| c.is_ascii_lowercase()) {
                    return Err(bad());
                }
                let f = file(f).map_err(|_| bad())?;
                let r = rank(r).map_err(|_| bad())? as usize;
                out.0[r] |= 1 << f;
            }
        }
    }
    Ok(out)
}

/// Piece letters, as written (`nbrq`, `q r`), `-` for none; `*` stands for every piece and is
/// returned as itself.
pub fn letters(v: &str) -> Result<Vec<char>, String> {
    let mut out = Vec::new();
    for c in v.chars().filter(|c| !c.is_whitespace()) {
        match c {
            '-' => break,
            '*' => out.push('*'),
            c if c.is_ascii_alphabetic() => out.push(c.to_ascii_uppercase()),
            c => return Err(format!("'{c}' is not a piece letter")),
        }
    }
    Ok(out)
}

/// `letter:count` pairs (`q:1 r:2`), letters upper-cased.
pub fn letter_counts(v: &str) -> Result<Vec<(char, u32)>, String> {
    v.split_whitespace()
        .map(|w| {
            let bad = || format!("'{w}' is not LETTER:COUNT");
            let (l, n) = w.split_once(':').ok_or_else(bad)?;
            let mut chars = l.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return Err(bad());
            };
            if !c.is_ascii_alphabetic() {
                return Err(bad());
            }
            Ok((c.to_ascii_uppercase(), count(n).map_err(|_| bad())?))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_read_squares_ranks_and_files() {
        let r = region("*8").unwrap();
        assert_eq!(r.whole_ranks(8, 8, true), Some(vec![7]));
        assert_eq!(r.whole_ranks(8, 8, false), Some(vec![0]));
        let two = region("*6 *7 *8").unwrap();
        assert_eq!(two.whole_ranks(8, 8, true), Some(vec![5, 6, 7]));
        assert_eq!(region("e4 d5").unwrap().whole_ranks(8, 8, true), None);
        assert_eq!(region("a*").unwrap().0[3], 1);
        assert_eq!(region("-").unwrap(), Region::default());
        assert_eq!(region("").unwrap(), Region::default());
        for bad in ["z9", "*x", "e", "m1", "E4", "*13"] {
            assert!(region(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn scalars() {
        assert_eq!(boolean("true"), Ok(true));
        assert!(boolean("yes").is_err());
        assert_eq!(file("j"), Ok(9));
        assert_eq!(file("10"), Ok(9));
        assert!(file("m").is_err() && file("0").is_err() && file("13").is_err());
        assert_eq!(rank("10"), Ok(9));
        assert!(rank("13").is_err() && rank("a").is_err());
        assert_eq!(letters("nbrq").unwrap(), vec!['N', 'B', 'R', 'Q']);
        assert_eq!(letters("-").unwrap(), Vec::<char>::new());
        assert!(letters("n1").is_err());
        assert_eq!(letter_counts("q:1 R:2").unwrap(), vec![('Q', 1), ('R', 2)]);
        assert!(letter_counts("q1").is_err());
    }
}
