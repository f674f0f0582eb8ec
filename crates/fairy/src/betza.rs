//! Movement descriptions in Betza's notation, the field's convention (Fairy-Stockfish's
//! pieces and Sjaak's are written in it): a piece is a list of atoms, each an offset with its
//! symmetric images, optionally repeated (a rider) and narrowed by modifiers.
//!
//! | atom | offset | | atom | offset |
//! |---|---|---|---|---|
//! | `W` wazir | (1,0) | | `H` threeleaper | (3,0) |
//! | `F` ferz | (1,1) | | `C` camel | (3,1) |
//! | `D` dabbaba | (2,0) | | `Z` zebra | (3,2) |
//! | `N` knight | (2,1) | | `G` tripper | (3,3) |
//! | `A` alfil | (2,2) | | `K` = `WF`, `R` = `WW`, `B` = `FF`, `Q` = `RB` | |
//!
//! A doubled atom (`NN`) or a number after it (`R4`, `W2`) makes a rider (unlimited, or at most
//! that many steps). Modifiers before an atom: `m` moves only, `c` captures only, `p` hops
//! (rides to a screen, then captures or moves on the same line beyond it: the cannon `mRcpR`),
//! `g` hops as a grasshopper (rides to a screen and lands on the square right behind it,
//! capturing there or moving there: `gQ`; on the lines of `W`, `F`, `K`, `R`, `B`, `Q` only),
//! `n` lame (every square on the way must be empty: the xiangqi horse `nN`, the double step
//! `ifmnD`), `i` only from the piece's initial squares; directions, relative to the side that
//! owns the piece, `f` forward, `b` backward, `l` left, `r` right, `v` vertical, `s` sideways,
//! and for diagonal and oblique atoms the pairs (`fl` one diagonal; `ff` the two narrow forward
//! knight moves, `fs` the two wide ones).

use std::fmt;

/// One direction of one atom, after the modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// Files moved (positive: towards the h-file) for the first player.
    pub dx: i8,
    /// Ranks moved (positive: forward) for the first player; the second player's is negated.
    pub dy: i8,
    /// 1 for a leap; for a rider the most steps (0: unlimited).
    pub range: u8,
    /// May move to an empty square.
    pub moves: bool,
    /// May capture.
    pub captures: bool,
    /// Lame: the squares on the way must be empty.
    pub lame: bool,
    /// A hopper: jumps exactly one piece on its line (riders only).
    pub hop: bool,
    /// A grasshopper (with `hop`): lands on the square right behind the piece it jumps.
    pub grass: bool,
    /// Only from the piece's initial squares.
    pub initial: bool,
}

/// Why a movement description was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BetzaError {
    /// The description.
    pub text: String,
    /// What is wrong.
    pub reason: String,
}

impl fmt::Display for BetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "movement '{}': {}", self.text, self.reason)
    }
}

impl std::error::Error for BetzaError {}

/// The base offset of an atom letter (`None` for compounds and unknown letters).
fn base(atom: char) -> Option<(i8, i8)> {
    Some(match atom {
        'W' => (1, 0),
        'F' => (1, 1),
        'D' => (2, 0),
        'N' => (2, 1),
        'A' => (2, 2),
        'H' => (3, 0),
        'C' => (3, 1),
        'Z' => (3, 2),
        'G' => (3, 3),
        _ => return None,
    })
}

/// The eight (or four) symmetric images of `(a, b)`.
fn images(a: i8, b: i8) -> Vec<(i8, i8)> {
    let mut out = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for sx in [1, -1] {
            for sy in [1, -1] {
                let p = (x * sx, y * sy);
                if !out.contains(&p) {
                    out.push(p);
                }
            }
        }
    }
    out
}

/// True if the direction letters `dirs` select `(dx, dy)` (no letters: every direction).
fn selects(dirs: &[char], dx: i8, dy: i8) -> bool {
    if dirs.is_empty() {
        return true;
    }
    let (ax, ay) = (dx.abs(), dy.abs());
    let single = |c: char| match c {
        'f' => dy > 0,
        'b' => dy < 0,
        'l' => dx < 0,
        'r' => dx > 0,
        'v' => ay > ax,
        's' => ax > ay,
        _ => false,
    };
    let diagonal = ax == ay;
    let oblique = ax != ay && ax != 0 && ay != 0;
    let mut i = 0;
    while i < dirs.len() {
        let c = dirs[i];
        let next = dirs.get(i + 1).copied();
        // Fairy-Stockfish's chiral halves of an oblique atom: `hr` the steps turning right
        // from the long leg ((1, 2), (2, -1) and their opposites for the knight), `hl` the
        // others; every step of an atom that is not oblique.
        if c == 'h' && matches!(next, Some('l' | 'r')) {
            let right = (ay > ax) == (i32::from(dx) * i32::from(dy) > 0);
            if !oblique || right == (next == Some('r')) {
                return true;
            }
            i += 2;
            continue;
        }
        // Pairs name one direction (diagonal: `fl`) or a narrower pair (oblique: `ff`, `fs`,
        // `fl` = forward then left).
        if let Some(n) = next.filter(|_| diagonal || oblique) {
            let pair = match (c, n) {
                (v @ ('f' | 'b'), h @ ('l' | 'r')) | (h @ ('l' | 'r'), v @ ('f' | 'b')) => {
                    let long_vertical = matches!(c, 'f' | 'b');
                    let side = single(v) && single(h);
                    Some(side && (diagonal || (long_vertical == (ay > ax))))
                }
                ('f', 'f') | ('b', 'b') if oblique => Some(single(c) && ay > ax),
                ('l', 'l') | ('r', 'r') if oblique => Some(single(c) && ax > ay),
                ('f' | 'b', 's') if oblique => Some(single(c) && ax > ay),
                // Fairy-Stockfish's forward (backward) half: every forward oblique step.
                ('f' | 'b', 'h') if oblique => Some(single(c)),
                ('l' | 'r', 'v') if oblique => Some(single(c) && ay > ax),
                _ => None,
            };
            if let Some(hit) = pair {
                if hit {
                    return true;
                }
                i += 2;
                continue;
            }
        }
        let hit = match c {
            // On diagonals, `v` and `s` mean every diagonal.
            'v' | 's' if diagonal => true,
            'v' => dx == 0 || (oblique && ay > ax),
            's' => dy == 0 || (oblique && ax > ay),
            _ => single(c),
        };
        if hit {
            return true;
        }
        i += 1;
    }
    false
}

/// Parses a movement description into its steps (one per direction); the empty description
/// is a piece without moves.
pub fn parse(text: &str) -> Result<Vec<Step>, BetzaError> {
    let err = |reason: String| BetzaError {
        text: text.to_string(),
        reason,
    };
    let chars: Vec<char> = text.chars().collect();
    let mut out: Vec<Step> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let (mut moves, mut captures, mut lame, mut hop, mut grass, mut initial) =
            (false, false, false, false, false, false);
        let mut dirs = Vec::new();
        while i < chars.len() && chars[i].is_ascii_lowercase() {
            match chars[i] {
                'm' => moves = true,
                'c' => captures = true,
                'n' => lame = true,
                'p' => hop = true,
                'g' => {
                    hop = true;
                    grass = true;
                }
                'i' => initial = true,
                d @ ('f' | 'b' | 'l' | 'r' | 'v' | 's' | 'h') => dirs.push(d),
                other => return Err(err(format!("modifier '{other}' is not supported"))),
            }
            i += 1;
        }
        let Some(&atom) = chars.get(i) else {
            return Err(err("modifiers without an atom at the end".into()));
        };
        i += 1;
        let (atoms, mut rider): (Vec<(i8, i8)>, bool) = match atom {
            'K' => (vec![(1, 0), (1, 1)], false),
            'R' => (vec![(1, 0)], true),
            'B' => (vec![(1, 1)], true),
            'Q' => (vec![(1, 0), (1, 1)], true),
            a => match base(a) {
                Some(o) => (vec![o], false),
                None => return Err(err(format!("'{a}' is not an atom"))),
            },
        };
        let mut range = 0u8;
        if !rider && chars.get(i) == Some(&atom) {
            rider = true;
            i += 1;
        }
        let digits_start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        if i > digits_start {
            let n: u8 = chars[digits_start..i]
                .iter()
                .collect::<String>()
                .parse()
                .map_err(|_| err("range out of bounds".into()))?;
            if n == 0 {
                return Err(err("a range must be at least 1".into()));
            }
            if n > 1 {
                rider = true;
                range = n;
            }
        }
        if grass {
            // A grasshopper hops along the lines of its atom, whatever its range.
            if i > digits_start {
                return Err(err(format!(
                    "'g' (grasshopper) takes no range: '{atom}{}'",
                    chars[digits_start..i].iter().collect::<String>()
                )));
            }
            if !matches!(atom, 'W' | 'F' | 'K' | 'R' | 'B' | 'Q') {
                return Err(err(format!(
                    "'g' (grasshopper) hops along files, ranks and diagonals: not '{atom}'"
                )));
            }
            rider = true;
            range = 0;
        }
        if hop && !rider {
            return Err(err(format!("'p' (hop) needs a rider, not '{atom}'")));
        }
        if lame && rider {
            return Err(err(format!(
                "'n' (lame) is for leapers; '{atom}' rides already"
            )));
        }
        if !moves && !captures {
            moves = true;
            captures = true;
        }
        for (a, b) in atoms {
            for (dx, dy) in images(a, b) {
                if !selects(&dirs, dx, dy) {
                    continue;
                }
                if lame && (dx.abs().max(dy.abs()) < 2) {
                    return Err(err(format!("'n' on '{atom}': nothing to block")));
                }
                if lame && !lame_leap(dx, dy) {
                    // Fairy-Stockfish's lame leaps are these alone; it gives another lame
                    // leap no move at all.
                    continue;
                }
                let step = Step {
                    dx,
                    dy,
                    range: if rider { range } else { 1 },
                    moves,
                    captures,
                    lame,
                    hop,
                    grass,
                    initial,
                };
                if !out.contains(&step) {
                    out.push(step);
                }
            }
        }
    }
    Ok(out)
}

/// True if `(dx, dy)` is one of Fairy-Stockfish's lame leaps: the dabbaba's (2,0), the
/// alfil's (2,2), the knight's (2,1) and the janggi elephant's (3,2).
fn lame_leap(dx: i8, dy: i8) -> bool {
    let (a, b) = (dx.abs().max(dy.abs()), dx.abs().min(dy.abs()));
    matches!((a, b), (2, 0) | (2, 2) | (2, 1) | (3, 2))
}

/// The squares a lame step passes over, as offsets from the start (empty for a plain leap).
pub fn path(step: &Step) -> Vec<(i8, i8)> {
    if !step.lame {
        return Vec::new();
    }
    let (dx, dy) = (step.dx, step.dy);
    let (ax, ay) = (dx.abs(), dy.abs());
    if ax == 0 || ay == 0 || ax == ay {
        // Along a line: every square before the target.
        let n = ax.max(ay);
        (1..n).map(|k| (dx / n * k, dy / n * k)).collect()
    } else {
        // Oblique: each step goes along the axis with more still to go, diagonally where both
        // have as much (the knight's orthogonal step first; the janggi elephant `nZ`: one
        // orthogonal step, then diagonal ones).
        let (mut x, mut y) = (0i8, 0i8);
        let mut out = Vec::new();
        loop {
            let (rx, ry) = (dx - x, dy - y);
            match rx.abs().cmp(&ry.abs()) {
                std::cmp::Ordering::Greater => x += rx.signum(),
                std::cmp::Ordering::Less => y += ry.signum(),
                std::cmp::Ordering::Equal => {
                    x += rx.signum();
                    y += ry.signum();
                }
            }
            if (x, y) == (dx, dy) {
                return out;
            }
            out.push((x, y));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offsets(text: &str) -> Vec<(i8, i8, u8, bool, bool)> {
        let mut v: Vec<_> = parse(text)
            .unwrap()
            .into_iter()
            .map(|s| (s.dx, s.dy, s.range, s.moves, s.captures))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn atoms_expand_to_their_symmetric_images() {
        assert_eq!(parse("N").unwrap().len(), 8);
        assert_eq!(parse("K").unwrap().len(), 8);
        assert_eq!(parse("W").unwrap().len(), 4);
        assert_eq!(parse("Q").unwrap().len(), 8);
        assert!(parse("Q").unwrap().iter().all(|s| s.range == 0));
        assert_eq!(parse("NN").unwrap()[0].range, 0);
        assert_eq!(parse("R4").unwrap()[0].range, 4);
    }

    #[test]
    fn pawn_moves_forward_and_captures_diagonally() {
        assert_eq!(
            offsets("fmWfcF"),
            vec![
                (-1, 1, 1, false, true),
                (0, 1, 1, true, false),
                (1, 1, 1, false, true)
            ]
        );
    }

    #[test]
    fn direction_pairs_narrow_knights_and_diagonals() {
        assert_eq!(
            offsets("ffN"),
            vec![(-1, 2, 1, true, true), (1, 2, 1, true, true)]
        );
        assert_eq!(
            offsets("fsN"),
            vec![(-2, 1, 1, true, true), (2, 1, 1, true, true)]
        );
        assert_eq!(offsets("fhN").len(), 4, "Fairy-Stockfish's forward half");
        assert_eq!(offsets("fhN"), offsets("fN"));
        // Fairy-Stockfish's chiral halves.
        let xy = |b: &str| offsets(b).iter().map(|o| (o.0, o.1)).collect::<Vec<_>>();
        assert_eq!(xy("hrN"), vec![(-2, 1), (-1, -2), (1, 2), (2, -1)]);
        assert_eq!(xy("hlN"), vec![(-2, -1), (-1, 2), (1, -2), (2, 1)]);
        assert_eq!(offsets("hrW").len(), 4);
        assert_eq!(offsets("flF"), vec![(-1, 1, 1, true, true)]);
        assert_eq!(offsets("fF").len(), 2);
        assert_eq!(
            offsets("vW"),
            vec![(0, -1, 1, true, true), (0, 1, 1, true, true)]
        );
        assert_eq!(offsets("sW").len(), 2);
        // The shogi silver: the four diagonals and straight forward.
        assert_eq!(offsets("FfW").len(), 5);
        // The shogi gold: the four orthogonals and the two forward diagonals.
        assert_eq!(offsets("WfF").len(), 6);
    }

    #[test]
    fn cannon_and_lame_pieces() {
        let cannon = parse("mRcpR").unwrap();
        assert_eq!(cannon.iter().filter(|s| s.hop).count(), 4);
        assert!(
            cannon
                .iter()
                .filter(|s| s.hop)
                .all(|s| s.captures && !s.moves)
        );
        let horse = parse("nN").unwrap();
        assert!(horse.iter().all(|s| path(s).len() == 1));
        let h = horse.iter().find(|s| (s.dx, s.dy) == (1, 2)).unwrap();
        assert_eq!(path(h), vec![(0, 1)]);
        let grasshopper = parse("gQ").unwrap();
        assert_eq!(grasshopper.len(), 8);
        assert!(grasshopper.iter().all(|s| s.hop && s.grass && s.range == 0));
        assert_eq!(parse("gK").unwrap(), grasshopper, "the king's lines");
        assert_eq!(parse("mgR").unwrap().iter().filter(|s| s.moves).count(), 4);
        assert!(parse("mRcpR").unwrap().iter().all(|s| !s.grass));
        let double = parse("ifmnD").unwrap();
        assert_eq!(double.len(), 1);
        assert_eq!(path(&double[0]), vec![(0, 1)]);
        assert!(double[0].initial);
    }

    #[test]
    fn bad_descriptions_name_the_problem() {
        for bad in ["x", "mX", "fm", "pN", "nR", "nW", "R0", "gN", "gR2", "gD"] {
            let e = parse(bad).unwrap_err();
            assert!(!e.reason.is_empty(), "{bad}");
        }
    }
}
