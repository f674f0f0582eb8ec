//! Drops that fall into place ([`Gravity`]; Fairy-Stockfish's `enclosingDrop = top` and
//! `anyside`): the squares a piece from the hand may be dropped on, given the occupied ones.

use crate::bits::Bits;
use crate::geometry::Geometry;
use crate::spec::Gravity;

/// The squares a drop may land on under `gravity`, on the board `geo` with `occ` occupied.
///
/// - [`Gravity::Top`]: an empty square of the first rank, or one right above an occupied
///   square (the piece falls down its file onto the pile).
/// - [`Gravity::AnySide`]: a piece enters a line (rank or file) from one of its two ends,
///   while that end's square is empty, and lands on the lowest empty square of the line (the
///   lowest file of a rank, the lowest rank of a file) that has an occupied neighbour on the
///   far side of its entry, or is the last square of the line; the four entries, from the
///   left, the bottom, the top and the right, are united. (From the top and from the right
///   that is Fairy-Stockfish's choice too: the lowest such square, not the nearest to the
///   entry.)
pub fn landing<B: Bits>(geo: Geometry, gravity: Gravity, occ: B) -> B {
    let all: B = geo.all();
    let empty = all & !occ;
    match gravity {
        Gravity::Top => empty & ((occ << u32::from(geo.files())) | geo.rank_mask(0)),
        Gravity::AnySide => {
            let (files, ranks) = (i32::from(geo.files()), i32::from(geo.ranks()));
            let at = |f: i32, r: i32| geo.square(f, r).expect("on the board");
            let mut out = B::ZERO;
            // Along a line of `len` squares (`sq(i)`), entered while `sq(entry)` is empty: the
            // lowest empty square whose neighbour `i + toward` is occupied or is off the line.
            let mut line = |len: i32, sq: &dyn Fn(i32) -> u32, entry: i32, toward: i32| {
                if occ.has(sq(entry)) {
                    return;
                }
                let stop = (0..len).find(|&i| {
                    let next = i + toward;
                    !occ.has(sq(i)) && (next < 0 || next >= len || occ.has(sq(next)))
                });
                if let Some(i) = stop {
                    out |= B::bit(sq(i));
                }
            };
            for r in 0..ranks {
                line(files, &|f| at(f, r), 0, 1);
                line(files, &|f| at(f, r), files - 1, -1);
            }
            for f in 0..files {
                line(ranks, &|r| at(f, r), 0, 1);
                line(ranks, &|r| at(f, r), ranks - 1, -1);
            }
            out
        }
    }
}
