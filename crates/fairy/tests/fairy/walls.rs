//! Walls that a FEN places (`*`) on the board of any variant: squares no piece enters or passes.
//! The fast perft (the depth-2 shortcut included) counts what testing every move counts, with
//! walls on random empty squares and on the squares next to the royal pieces.

use crate::common::Rng;
use bitperft::Game;
use fairy::{Bits, Fairy};

/// `fen` with walls on `count` of its board's empty squares, drawn by `rng` (those next to a
/// king first where `near_kings`), or `None` if it has too few empty squares.
fn with_walls(fen: &str, count: usize, near_kings: bool, rng: &mut Rng) -> Option<String> {
    let (board, rest) = fen.split_once(' ')?;
    let (board, hands) = match board.find('[') {
        Some(i) => board.split_at(i),
        None => (board, ""),
    };
    // Each rank as cells: "" for an empty square, else the piece's text.
    let mut ranks: Vec<Vec<String>> = Vec::new();
    for rank in board.split('/') {
        let mut cells = Vec::new();
        let mut run = 0;
        let mut piece = String::new();
        for c in rank.chars() {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as usize;
                continue;
            }
            cells.extend(std::iter::repeat_n(String::new(), run));
            run = 0;
            piece.push(c);
            if c != '+' {
                if c == '~' {
                    let last: String = cells.pop().unwrap_or_default();
                    piece = last + &piece;
                }
                cells.push(std::mem::take(&mut piece));
            }
        }
        cells.extend(std::iter::repeat_n(String::new(), run));
        ranks.push(cells);
    }
    let at = |r: usize, f: usize, ranks: &Vec<Vec<String>>| ranks[r][f].clone();
    let mut empty = Vec::new();
    let mut near = Vec::new();
    for r in 0..ranks.len() {
        for f in 0..ranks[r].len() {
            if !at(r, f, &ranks).is_empty() {
                continue;
            }
            empty.push((r, f));
            let king_next = (r.saturating_sub(1)..=(r + 1).min(ranks.len() - 1)).any(|r2| {
                (f.saturating_sub(1)..=(f + 1).min(ranks[r2].len() - 1))
                    .any(|f2| matches!(ranks[r2][f2].as_str(), "K" | "k"))
            });
            if king_next {
                near.push((r, f));
            }
        }
    }
    if empty.len() < count + 8 {
        return None;
    }
    for _ in 0..count {
        let pool = if near_kings && !near.is_empty() {
            &mut near
        } else {
            &mut empty
        };
        let (r, f) = pool.swap_remove(rng.below(pool.len()));
        ranks[r][f] = "*".into();
        empty.retain(|&x| x != (r, f));
    }
    let mut out = Vec::new();
    for cells in &ranks {
        let mut text = String::new();
        let mut run = 0;
        for c in cells {
            if c.is_empty() {
                run += 1;
                continue;
            }
            if run > 0 {
                text += &run.to_string();
                run = 0;
            }
            text += c;
        }
        if run > 0 {
            text += &run.to_string();
        }
        out.push(text);
    }
    Some(format!("{}{hands} {rest}", out.join("/")))
}

/// Along random games of `name` (width `B`), positions with walls added count perft 2 as
/// testing every move does; how many were checked.
fn walls_agree<B: Bits>(name: &str) -> usize {
    let game = Fairy::<B>::new(name).expect("built in");
    let r = game.rules();
    let mut rng = Rng(0x3a11_5eed ^ name.len() as u64);
    let mut checked = 0;
    for _ in 0..3 {
        let mut pos = game.start();
        for ply in 0..40 {
            if ply % 4 == 3 {
                let fen = game.fen(&pos);
                for near_kings in [false, true] {
                    let Some(walled) = with_walls(&fen, 3, near_kings, &mut rng) else {
                        continue;
                    };
                    // A FEN the variant refuses with walls (none here so far) is no position.
                    let Ok(p) = game.parse(&walled) else { continue };
                    assert_eq!(
                        fairy::perft::perft(r, &p, 2),
                        fairy::perft::perft_tested(r, &p, 2),
                        "{name}: {walled}"
                    );
                    checked += 1;
                }
            }
            let moves = game.moves(&pos);
            if moves.is_empty() {
                break;
            }
            pos = game.play(&pos, moves[rng.below(moves.len())]);
        }
    }
    checked
}

#[test]
fn walls_in_a_fen_count_as_testing_every_move_counts() {
    let mut variants = 0;
    for spec in fairy::catalog::all() {
        if spec.walling.is_some() {
            continue;
        }
        let checked = if spec.files as usize * spec.ranks as usize <= 64 {
            walls_agree::<u64>(spec.name)
        } else {
            walls_agree::<u128>(spec.name)
        };
        variants += (checked > 0) as usize;
    }
    assert!(variants >= 60, "{variants}");
}
