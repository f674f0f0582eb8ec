//! Reading and writing positions in Fairy-Stockfish's FEN notation: digit runs of any length
//! for wide ranks, `+` before a promoted shogi piece, `~` after a piece promoted from a pawn,
//! holdings in brackets after the board, castling as `KQkq` or rook files (Shredder), and
//! en-passant fields of one or more squares.

use crate::bits::Bits;
use crate::position::FairyPosition;
use crate::rules::Rules;
use std::fmt;

/// Why a FEN was refused: the field at fault, its text and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FairyFenError {
    /// `fen` (field count), `board`, `holdings`, `side`, `castling`, `en passant`,
    /// `checks` (n-check), `halfmove`, `fullmove` or `position`.
    pub field: &'static str,
    /// The offending text.
    pub text: String,
    /// What is wrong.
    pub reason: String,
}

impl fmt::Display for FairyFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = format!(
            "invalid FEN: {} field '{}': {}",
            self.field, self.text, self.reason
        );
        f.write_str(&bitperft::text::escape_controls(&message))
    }
}

impl std::error::Error for FairyFenError {}

fn error(field: &'static str, text: &str, reason: impl Into<String>) -> FairyFenError {
    FairyFenError {
        field,
        text: text.to_string(),
        reason: reason.into(),
    }
}

/// Reads `fen` (board, side, castling, en passant, and the two clocks, or neither as in EPD)
/// under `rules`, and checks that it describes a position of the variant ([`crate::setup`]).
pub fn parse<B: Bits>(rules: &Rules<B>, fen: &str) -> Result<FairyPosition<B>, FairyFenError> {
    read(rules, fen, false)
}

/// [`parse`], also refusing well-formed positions that cannot arise in a game: more pieces a
/// promotion makes than the missing promoting pieces could have made (`--strict`).
pub fn parse_strict<B: Bits>(
    rules: &Rules<B>,
    fen: &str,
) -> Result<FairyPosition<B>, FairyFenError> {
    read(rules, fen, true)
}

fn read<B: Bits>(
    rules: &Rules<B>,
    fen: &str,
    strict: bool,
) -> Result<FairyPosition<B>, FairyFenError> {
    let mut fields: Vec<&str> = fen.split_whitespace().collect();
    let checks = if rules.check_counting {
        Some(take_check_counts(&mut fields)?)
    } else {
        None
    };
    // Shogi-style FENs may leave out the castling and en-passant fields (`w 0 1`).
    if fields.len() == 4 && fields[2].bytes().all(|b| b.is_ascii_digit()) {
        fields.splice(2..2, ["-", "-"]);
    }
    if fields.len() != 6 && fields.len() != 4 {
        return Err(error(
            "fen",
            fen.trim(),
            format!(
                "expected 6 fields (board, side, castling, en passant, halfmove, fullmove) or 4 \
                 (without the clocks), found {}",
                fields.len()
            ),
        ));
    }
    let mut pos = read_material(rules, fields[0])?;
    if pos.walls.any() && rules.flip.is_some() {
        // Flips and enclosing drops across wall squares are not modelled.
        return Err(error(
            "board",
            fields[0],
            "wall squares ('*') in a placement game (flips, enclosing drops, passes) are not \
             modelled by bitperft",
        ));
    }
    pos.turn = match fields[1] {
        "w" => 0,
        "b" => 1,
        other => return Err(error("side", other, "expected 'w' or 'b'")),
    };
    crate::setup::check(rules, &pos, strict).map_err(|broken| {
        let text = match (broken.field, fields[0].find('[')) {
            ("holdings", Some(i)) => &fields[0][i..],
            _ => fields[0],
        };
        error(broken.field, text, broken.reason)
    })?;
    read_castling(rules, fields[2], &mut pos)?;
    crate::make::close_idle_gates(rules, &mut pos);
    read_ep(rules, fields[3], &mut pos)?;
    if let Some(h) = fields.get(4) {
        pos.halfmove = h
            .parse()
            .map_err(|_| error("halfmove", h, "expected a number of plies"))?;
    }
    if let Some(f) = fields.get(5) {
        pos.fullmove = f
            .parse()
            .ok()
            .filter(|&n: &u32| n >= 1)
            .ok_or_else(|| error("fullmove", f, "expected a move number from 1"))?;
    }
    if let Some(checks) = checks {
        pos.checks = checks;
    }
    crate::legal::validate(rules, &pos).map_err(|reason| error("position", fen.trim(), reason))?;
    Ok(pos)
}

/// N-check: takes the checks each side has still to give out of `fields` (after the board), as
/// Fairy-Stockfish writes them (`3+3` after the en-passant field: White's and Black's) or as
/// a lichess FEN ends (`+1+0`: the checks given, of three). Without either, each side's next
/// check wins (`1+1`), as Fairy-Stockfish reads such a FEN.
fn take_check_counts(fields: &mut Vec<&str>) -> Result<[u8; 2], FairyFenError> {
    let pair = |text: &str| -> Option<[u8; 2]> {
        let (w, b) = text.split_once('+')?;
        let n = |t: &str| {
            (!t.is_empty() && t.bytes().all(|c| c.is_ascii_digit()))
                .then(|| t.parse::<u8>().ok())
                .flatten()
        };
        Some([n(w)?, n(b)?])
    };
    let mut counts = [1, 1];
    // The lichess field, last, overrides the other as Fairy-Stockfish reads them.
    if fields.len() > 1
        && let Some(given) = fields[fields.len() - 1].strip_prefix('+')
    {
        let f = fields.pop().expect("a last field");
        let [w, b] =
            pair(given).ok_or_else(|| error("checks", f, "expected +W+B, the checks given"))?;
        counts = [3u8.saturating_sub(w), 3u8.saturating_sub(b)];
        if let Some(i) = (1..fields.len()).find(|&i| fields[i].contains('+')) {
            fields.remove(i);
        }
        return Ok(counts);
    }
    if let Some(i) = (1..fields.len()).find(|&i| fields[i].contains('+')) {
        let f = fields.remove(i);
        counts = pair(f).ok_or_else(|| error("checks", f, "expected W+B, the checks to give"))?;
    }
    Ok(counts)
}

/// The board and hands of `text` (a FEN's first field, or a whole FEN), White to move,
/// without the checks of [`crate::setup`].
pub(crate) fn read_material<B: Bits>(
    rules: &Rules<B>,
    text: &str,
) -> Result<FairyPosition<B>, FairyFenError> {
    let first = text.split_whitespace().next().unwrap_or("");
    let mut pos = FairyPosition::empty();
    let (board, hand) = match first.find('[') {
        Some(i) => (&first[..i], Some(&first[i..])),
        None => (first, None),
    };
    read_board(rules, board, &mut pos)?;
    match (hand, rules.has_holdings()) {
        (Some(h), true) => read_hand(rules, h, &mut pos)?,
        (Some(h), false) => {
            return Err(error(
                "holdings",
                h,
                format!("{} has no pieces in hand", rules.spec.name),
            ));
        }
        (None, _) => {}
    }
    Ok(pos)
}

fn read_board<B: Bits>(
    rules: &Rules<B>,
    board: &str,
    pos: &mut FairyPosition<B>,
) -> Result<(), FairyFenError> {
    let geo = rules.geo;
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != geo.ranks() as usize {
        return Err(error(
            "board",
            board,
            format!(
                "{} ranks: {} has {}",
                rows.len(),
                rules.spec.name,
                geo.ranks()
            ),
        ));
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = geo.ranks() as i32 - 1 - i as i32;
        let mut file = 0i32;
        let chars: Vec<char> = row.chars().collect();
        let mut k = 0;
        let too_long = || {
            error(
                "board",
                row,
                format!("rank {} has more than {} files", rank + 1, geo.files()),
            )
        };
        while k < chars.len() {
            let c = chars[k];
            if c.is_ascii_digit() {
                let start = k;
                while k < chars.len() && chars[k].is_ascii_digit() {
                    k += 1;
                }
                let run: String = chars[start..k].iter().collect();
                let n: i32 = run.parse().unwrap_or(i32::MAX);
                if n == 0 || run.starts_with('0') {
                    return Err(error(
                        "board",
                        row,
                        format!("'{run}' is not a count of empty squares"),
                    ));
                }
                file = file.saturating_add(n);
                if file > geo.files() as i32 {
                    return Err(too_long());
                }
                continue;
            }
            if c == '*' {
                // A wall square.
                let sq = geo.square(file, rank).ok_or_else(too_long)?;
                pos.walls |= B::bit(sq);
                file += 1;
                k += 1;
                continue;
            }
            let promoted = c == '+';
            let letter = if promoted {
                k += 1;
                *chars
                    .get(k)
                    .ok_or_else(|| error("board", row, "'+' must come before a piece letter"))?
            } else {
                c
            };
            let Some(t) = rules.type_of(letter.to_ascii_uppercase(), promoted) else {
                let shown = if promoted {
                    format!("+{letter}")
                } else {
                    letter.to_string()
                };
                return Err(error(
                    "board",
                    row,
                    format!("'{shown}' is not a piece of {}", rules.spec.name),
                ));
            };
            let side = if letter.is_ascii_uppercase() { 0 } else { 1 };
            let sq = geo.square(file, rank).ok_or_else(too_long)?;
            pos.put(side, t, sq);
            k += 1;
            if chars.get(k) == Some(&'~') {
                pos.promoted |= B::bit(sq);
                k += 1;
            }
            file += 1;
        }
        if file != geo.files() as i32 {
            return Err(error(
                "board",
                row,
                format!("rank {} has {file} files, not {}", rank + 1, geo.files()),
            ));
        }
    }
    Ok(())
}

fn read_hand<B: Bits>(
    rules: &Rules<B>,
    hand: &str,
    pos: &mut FairyPosition<B>,
) -> Result<(), FairyFenError> {
    let inner = hand
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .ok_or_else(|| error("holdings", hand, "expected '[...]' right after the board"))?;
    for c in inner.chars() {
        if c == '-' {
            continue;
        }
        let t = rules
            .type_of(c.to_ascii_uppercase(), false)
            .filter(|&t| {
                // Only a setup by drops (sittuyin) holds a royal piece.
                !rules.types[t as usize].spec.royal
                    || rules.spec.holdings.is_some_and(|h| h.must_drop)
            })
            .ok_or_else(|| {
                error(
                    "holdings",
                    hand,
                    format!(
                        "'{c}' is not a piece a hand of {} can hold",
                        rules.spec.name
                    ),
                )
            })?;
        let side = if c.is_ascii_uppercase() { 0 } else { 1 };
        let n = &mut pos.hands[side][t as usize];
        *n = n
            .checked_add(1)
            .filter(|&n| n <= 127)
            .ok_or_else(|| error("holdings", hand, format!("too many '{c}' (at most 127)")))?;
    }
    Ok(())
}

/// The castling rook of `side` on the first rank, outermost towards `king_side` from `king`.
fn outer_rook<B: Bits>(
    rules: &Rules<B>,
    pos: &FairyPosition<B>,
    side: usize,
    king: u32,
    king_side: bool,
) -> Option<u32> {
    let rooks = pos.types_in(rules.castling_rooks) & pos.side(side) & rules.first_rank[side];
    let kf = rules.geo.file(king);
    let mut candidates = rooks
        .squares()
        .filter(|&s| (rules.geo.file(s) > kf) == king_side && rules.geo.file(s) != kf);
    if king_side {
        candidates.last()
    } else {
        candidates.next()
    }
}

/// The file whose first-rank square holds the castling king where a side has several royal
/// pieces on its first rank and the castling field names none (Fairy-Stockfish's default
/// castling king file, e).
const CASTLING_KING_FILE: i32 = 4;

/// The royal piece that castles for `side` (Fairy-Stockfish's rule): the only royal piece on
/// its first rank if there is one; with several, the one on `named` if the castling field
/// names one (see [`named_castling_king`]), else the one on the e-file square; `None` if no
/// royal piece stands there.
fn castling_king_of<B: Bits>(
    rules: &Rules<B>,
    pos: &FairyPosition<B>,
    side: usize,
    named: Option<u32>,
) -> Option<u32> {
    let kings = crate::capture_rules::castlers(rules, pos, side) & rules.first_rank[side];
    if kings.count() <= 1 {
        return kings.squares().next();
    }
    let back = rules.geo.rank(kings.lsb());
    let sq = named.or(rules.geo.square(CASTLING_KING_FILE, back))?;
    kings.has(sq).then_some(sq)
}

/// The castling king a castling field names where `side` has several royal pieces on its
/// first rank: the first file letter of that side's case whose first-rank square holds one
/// of them (`CK`: the king on c1 castles with the outer king-side rook). The letter is not a
/// right; it is written only where the e-file rule would pick another royal piece.
fn named_castling_king<B: Bits>(
    rules: &Rules<B>,
    pos: &FairyPosition<B>,
    side: usize,
    field: &str,
) -> Option<u32> {
    let kings = crate::capture_rules::castlers(rules, pos, side) & rules.first_rank[side];
    if kings.count() < 2 {
        return None;
    }
    let back = rules.geo.rank(kings.lsb());
    field
        .chars()
        .filter(|c| c.is_ascii_uppercase() == (side == 0))
        .filter_map(|c| match c.to_ascii_uppercase() {
            // K always means the king side, even on boards with a k-file.
            f @ 'A'..='L' if f != 'K' => rules.geo.square(f as i32 - 'A' as i32, back),
            _ => None,
        })
        .find(|&sq| kings.has(sq))
}
/// True if `field` is squares that a piece's initial move passed over, in a variant where
/// no piece takes en passant: Fairy-Stockfish writes them (a custom piece's double step
/// leaves them, whoever may take), and they change nothing there.
fn passed_squares<B: Bits>(rules: &Rules<B>, field: &str) -> bool {
    let has_initial = rules
        .types
        .iter()
        .any(|t| t.side.iter().any(|s| s.initial_squares.any()));
    let mut rest = field;
    while !rest.is_empty() {
        let letters = rest.chars().take_while(char::is_ascii_lowercase).count();
        let digits = rest[letters..]
            .chars()
            .take_while(char::is_ascii_digit)
            .count();
        if letters != 1 || digits == 0 || rules.geo.parse_square(&rest[..1 + digits]).is_none() {
            return false;
        }
        rest = &rest[1 + digits..];
    }
    has_initial
}

/// The castling field of a variant with ouk chatrang's first moves ([`crate::cambodian`]): a
/// file letter per right, upper case for White, each the square of its side's first rank
/// whose piece has not moved.
fn read_first_move_rights<B: Bits>(
    rules: &Rules<B>,
    field: &str,
    pos: &mut FairyPosition<B>,
) -> Result<(), FairyFenError> {
    for c in field.chars() {
        let side = if c.is_ascii_uppercase() { 0 } else { 1 };
        let file = c.to_ascii_uppercase() as i32 - 'A' as i32;
        let sq = (c.is_ascii_alphabetic() && file < rules.geo.files() as i32)
            .then(|| (rules.first_rank[side] & rules.geo.file_mask(file)).lsb());
        let Some(sq) = sq else {
            return Err(error(
                "castling",
                field,
                format!(
                    "'{c}' is not a file of the board: {} names the squares of the first \
                     moves by file",
                    rules.spec.name
                ),
            ));
        };
        if pos.gates.has(sq) {
            return Err(error("castling", field, format!("'{c}' is given twice")));
        }
        if !pos.side(side).has(sq) {
            return Err(error(
                "castling",
                field,
                format!(
                    "'{c}': no {} piece on {}; a first move's right is the square of a \
                     first-rank piece that has not moved",
                    crate::setup::side_name(side),
                    rules.geo.name(sq)
                ),
            ));
        }
        pos.gates |= B::bit(sq);
    }
    Ok(())
}

fn read_castling<B: Bits>(
    rules: &Rules<B>,
    field: &str,
    pos: &mut FairyPosition<B>,
) -> Result<(), FairyFenError> {
    if field == "-" {
        return Ok(());
    }
    if rules.cambodian.is_some() {
        return read_first_move_rights(rules, field, pos);
    }
    if rules.spec.castling.is_none() {
        return Err(error(
            "castling",
            field,
            format!("{} has no castling: expected '-'", rules.spec.name),
        ));
    }
    let named = [0, 1].map(|side| named_castling_king(rules, pos, side, field));
    let kings = [0, 1].map(|side| castling_king_of(rules, pos, side, named[side]));
    let mut seen = Vec::new();
    for c in field.chars() {
        if seen.contains(&c) {
            return Err(error("castling", field, format!("'{c}' is given twice")));
        }
        seen.push(c);
        let side = if c.is_ascii_uppercase() { 0 } else { 1 };
        let back = if side == 0 {
            0
        } else {
            rules.geo.ranks() as i32 - 1
        };
        let king = kings[side];
        if let Some(k) = named[side]
            && !c.eq_ignore_ascii_case(&'K')
            && c.to_ascii_uppercase() as i32 - 'A' as i32 == rules.geo.file(k)
        {
            // The letter that picks the castling king among several: not a right.
            continue;
        }
        if rules.spec.gating {
            // Seirawan: a file letter is a gate (a first-rank piece that has not moved), K and
            // Q also make the king's and the rook's squares gates.
            let castling_letter = c.eq_ignore_ascii_case(&'k') || c.eq_ignore_ascii_case(&'q');
            if let (f @ 'A'..='L', false) = (c.to_ascii_uppercase(), castling_letter) {
                let sq = rules
                    .geo
                    .square(f as i32 - 'A' as i32, back)
                    .ok_or_else(|| {
                        error(
                            "castling",
                            field,
                            format!("'{c}' is not a file of the board"),
                        )
                    })?;
                if !pos.side(side).has(sq) {
                    return Err(error(
                        "castling",
                        field,
                        format!(
                            "gate '{c}': no {} piece on {}; a gate is the square of a \
                             first-rank piece that has not moved",
                            crate::setup::side_name(side),
                            rules.geo.name(sq)
                        ),
                    ));
                }
                pos.gates |= B::bit(sq);
                continue;
            }
            if let Some(k) = king.filter(|_| castling_letter) {
                pos.gates |= B::bit(k);
                if let Some(rook) = outer_rook(rules, pos, side, k, c.eq_ignore_ascii_case(&'k')) {
                    pos.gates |= B::bit(rook);
                }
            }
        }
        let sq = match c.to_ascii_uppercase() {
            'K' | 'Q' => {
                king.and_then(|k| outer_rook(rules, pos, side, k, c.eq_ignore_ascii_case(&'k')))
            }
            f @ 'A'..='L' => {
                let file = f as i32 - 'A' as i32;
                rules
                    .geo
                    .square(file, back)
                    .filter(|&s| (pos.types_in(rules.castling_rooks) & pos.side(side)).has(s))
            }
            _ => {
                return Err(error(
                    "castling",
                    field,
                    format!("'{c}' is not K, Q, k, q or a file letter"),
                ));
            }
        };
        let sq = sq.ok_or_else(|| {
            error(
                "castling",
                field,
                format!("'{c}': no king and rook on the first rank to castle with"),
            )
        })?;
        pos.castling |= B::bit(sq);
        if let Some(k) = king {
            pos.castling_kings |= B::bit(k);
        }
    }
    Ok(())
}

fn read_ep<B: Bits>(
    rules: &Rules<B>,
    field: &str,
    pos: &mut FairyPosition<B>,
) -> Result<(), FairyFenError> {
    if field == "-" {
        return Ok(());
    }
    if rules.en_passant_types == 0 && passed_squares(rules, field) {
        return Ok(());
    }
    if rules.en_passant_types == 0 {
        return Err(error(
            "en passant",
            field,
            format!(
                "{} has no en passant: the field must be '-'",
                rules.spec.name
            ),
        ));
    }
    let geo = rules.geo;
    let mut squares = Vec::new();
    let bytes: Vec<char> = field.chars().collect();
    let mut k = 0;
    while k < bytes.len() {
        let start = k;
        k += 1;
        while k < bytes.len() && bytes[k].is_ascii_digit() {
            k += 1;
        }
        let name: String = bytes[start..k].iter().collect();
        let sq = geo.parse_square(&name).ok_or_else(|| {
            error(
                "en passant",
                field,
                format!("'{name}' is not a square of the board"),
            )
        })?;
        squares.push(sq);
    }
    let us = pos.turn();
    let them = 1 - us;
    let occ = pos.occupied();
    let victim_at = |s: u32| {
        pos.piece_at(s)
            .is_some_and(|(side, t)| side == them && rules.types[t as usize].spec.en_passant)
    };
    let them_name = crate::setup::side_name(them);
    let mut listed_victim = None;
    for &s in &squares {
        if !occ.has(s) {
            continue;
        }
        if !victim_at(s) || listed_victim.is_some() {
            return Err(error(
                "en passant",
                field,
                format!(
                    "{} is not empty: the field names the square a {them_name} pawn passed \
                     over with a double step (and that pawn, where it stands elsewhere than \
                     right beyond it)",
                    geo.name(s)
                ),
            ));
        }
        listed_victim = Some(s);
    }
    let targets: Vec<u32> = squares.iter().copied().filter(|&s| !occ.has(s)).collect();
    if targets.is_empty() {
        return Err(error(
            "en passant",
            field,
            "no empty square: the field names the square a pawn passed over",
        ));
    }
    let mut found = Vec::new();
    for &t in &targets {
        // The pawn passed over the target: without a listed square, it stands one rank
        // beyond, in its direction of travel.
        let behind = geo.offset(t, 0, if us == 0 { -1 } else { 1 });
        let victim = listed_victim
            .or(behind.filter(|&s| victim_at(s)))
            .filter(|&v| double_stepped(rules, pos, them, v, t));
        let Some(v) = victim else {
            return Err(error(
                "en passant",
                field,
                format!(
                    "no {them_name} pawn that just made a double step over {} stands beyond it",
                    geo.name(t)
                ),
            ));
        };
        found.push((t, v));
    }
    for (t, v) in found {
        pos.ep |= B::bit(t);
        pos.ep_victim = v as u8;
    }
    Ok(())
}

/// True if `side`'s piece on `v` can just have made a double step over `t`: a step of its
/// initial moves from an empty square of its initial ranks to `v`, with `t` halfway.
fn double_stepped<B: Bits>(
    rules: &Rules<B>,
    pos: &FairyPosition<B>,
    side: usize,
    v: u32,
    t: u32,
) -> bool {
    let Some((_, ty)) = pos.piece_at(v) else {
        return false;
    };
    let geo = rules.geo;
    let sr = &rules.types[ty as usize].side[side];
    let halfway = |o: u32| {
        let (df, dr) = (geo.file(o) + geo.file(v), geo.rank(o) + geo.rank(v));
        df % 2 == 0 && dr % 2 == 0 && geo.square(df / 2, dr / 2) == Some(t)
    };
    (sr.initial_squares & !pos.occupied())
        .squares()
        .any(|o| rules.targets(&sr.initial, o, B::ZERO).has(v) && halfway(o))
}

/// The FEN of `pos` (6 fields; holdings in brackets where the variant has them).
pub fn write<B: Bits>(rules: &Rules<B>, pos: &FairyPosition<B>) -> String {
    let geo = rules.geo;
    let mut out = String::new();
    for rank in (0..geo.ranks() as i32).rev() {
        let mut empty = 0;
        for file in 0..geo.files() as i32 {
            let sq = geo.square(file, rank).expect("on the board");
            match pos.piece_at(sq) {
                None if pos.walls.has(sq) => {
                    if empty > 0 {
                        out += &empty.to_string();
                        empty = 0;
                    }
                    out.push('*');
                }
                None => empty += 1,
                Some((side, t)) => {
                    if empty > 0 {
                        out += &empty.to_string();
                        empty = 0;
                    }
                    out += &piece_text(rules, pos, sq, side, t);
                }
            }
        }
        if empty > 0 {
            out += &empty.to_string();
        }
        if rank > 0 {
            out.push('/');
        }
    }
    // Drops that need no hand (ataxx): no holdings field, as Fairy-Stockfish writes it.
    let free = rules.free_drops();
    if rules.has_holdings() && !free {
        out.push('[');
        out += &hand_text(rules, pos);
        out.push(']');
    }
    out.push_str(if pos.turn == 0 { " w " } else { " b " });
    out += &castling_text(rules, pos);
    out.push(' ');
    out += &ep_text(rules, pos);
    if rules.check_counting {
        out += &format!(" {}+{}", pos.checks[0], pos.checks[1]);
    }
    out += &format!(" {} {}", pos.halfmove, pos.fullmove);
    out
}

/// `letter` (upper case) as `side` writes it: upper case for White, lower case for Black.
pub fn side_letter(letter: char, side: usize) -> char {
    if side == 0 {
        letter
    } else {
        letter.to_ascii_lowercase()
    }
}

/// The FEN of the piece of `side` and type `t` on `sq`: `+` before a promoted shogi piece, the
/// letter, `~` after a piece promoted from a pawn.
pub fn piece_text<B: Bits>(
    rules: &Rules<B>,
    pos: &FairyPosition<B>,
    sq: u32,
    side: usize,
    t: u8,
) -> String {
    let spec = &rules.types[t as usize].spec;
    let plus = if spec.promoted { "+" } else { "" };
    let tilde = if pos.promoted.has(sq) { "~" } else { "" };
    format!("{plus}{}{tilde}", side_letter(spec.letter, side))
}

/// The hands as the FEN writes them: White's pieces then Black's, in piece order.
pub fn hand_text<B: Bits>(rules: &Rules<B>, pos: &FairyPosition<B>) -> String {
    let mut out = String::new();
    for side in 0..2 {
        for (t, ty) in rules.types.iter().enumerate() {
            for _ in 0..pos.hands[side][t] {
                out.push(side_letter(ty.spec.letter, side));
            }
        }
    }
    out
}

/// The castling field: `KQkq` for the outermost rooks, file letters for others (for every rook
/// in Chess960's notation), `-` for none;
/// before a side's rights, the file of its castling king where several royal pieces stand on
/// its first rank and the e-file rule would pick another.
pub fn castling_text<B: Bits>(rules: &Rules<B>, pos: &FairyPosition<B>) -> String {
    let mut out = String::new();
    for side in 0..2 {
        let king = (pos.castling_kings & rules.first_rank[side])
            .squares()
            .next();
        if let Some(k) = king
            && castling_king_of(rules, pos, side, None) != Some(k)
        {
            out.push(side_letter((b'A' + rules.geo.file(k) as u8) as char, side));
        }
        let mut rights: Vec<u32> = (pos.castling & pos.side(side)).squares().collect();
        // King side first, as FEN writes it.
        rights.sort_by_key(|&s| std::cmp::Reverse(s));
        for s in rights {
            let king_side = king.is_some_and(|k| s > k);
            let outer = king.and_then(|k| outer_rook(rules, pos, side, k, king_side));
            let c = if outer == Some(s) && !rules.spec.chess960 {
                if king_side { 'K' } else { 'Q' }
            } else {
                (b'A' + rules.geo.file(s) as u8) as char
            };
            out.push(side_letter(c, side));
        }
        if rules.spec.gating || rules.cambodian.is_some() {
            // Gates (or first moves' rights) the castling letters do not already imply, by
            // file.
            let mut implied = B::ZERO;
            if (pos.castling & pos.side(side)).any() {
                implied |= pos.castling & pos.side(side);
                if let Some(k) = king {
                    implied |= B::bit(k);
                }
            }
            for s in (pos.gates & pos.side(side) & !implied).squares() {
                let c = (b'A' + rules.geo.file(s) as u8) as char;
                out.push(side_letter(c, side));
            }
        }
    }
    if out.is_empty() {
        out.push('-');
    }
    out
}

/// The en-passant field: the target square; where the captured pawn does not stand right
/// behind it (berolina), both squares in board order.
pub fn ep_text<B: Bits>(rules: &Rules<B>, pos: &FairyPosition<B>) -> String {
    if pos.ep.is_empty() {
        return "-".to_string();
    }
    let geo = rules.geo;
    let us = pos.turn();
    let mut squares: Vec<u32> = pos.ep.squares().collect();
    let standard = squares.len() == 1
        && geo.offset(squares[0], 0, if us == 0 { -1 } else { 1 }) == Some(pos.ep_victim as u32);
    if !standard {
        squares.push(pos.ep_victim as u32);
        squares.sort();
    }
    squares.into_iter().map(|s| geo.name(s)).collect()
}
