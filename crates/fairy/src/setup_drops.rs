//! Drops of a setup phase (placement chess): a side's bishops must be able to stand on both
//! colours of square, and a king and a castling rook dropped on their squares make castling
//! rights, as Fairy-Stockfish's `dropOppositeColoredBishop` and `castlingDroppedPiece` rule.

use crate::bits::Bits;
use crate::movegen::drop_region;
use crate::position::FairyPosition;
use crate::rules::Rules;

/// The file of the castling king's square on its first rank (Fairy-Stockfish's default
/// `castlingKingFile`, e).
const KING_FILE: u32 = 4;

/// Among `targets`, the squares where `us` may drop its piece of type `t` with `bishop` the
/// bishop type: a bishop only on a colour that does not then hold more than half of the side's
/// bishops (on the board and in hand, rounded up); any other piece only where the squares left
/// for bishops (empty, in their drop region) still let half of them (rounded down) stand on
/// each colour.
pub fn bishop_room<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    us: usize,
    t: u8,
    bishop: u8,
    targets: B,
) -> B {
    let bishops = pos.of(us, bishop);
    let total = bishops.count() + u32::from(pos.hands[us][bishop as usize]);
    let dark = r.dark;
    let light = r.all & !dark;
    let colours = [dark, light];
    if t == bishop {
        return colours
            .iter()
            .filter(|&&c| (bishops & c).count() < total.div_ceil(2))
            .fold(B::ZERO, |ok, &c| ok | (targets & c));
    }
    let need = total / 2;
    let room = drop_region(r, pos, us, bishop as usize) & !pos.occupied();
    let [d, l] = colours.map(|c| (c & (bishops | room)).count());
    let enough = |d: u32, l: u32| d >= need && l >= need;
    let mut ok = B::ZERO;
    // A drop on a square bishops could use takes it from them.
    if enough(d.wrapping_sub(1), l) && d > 0 {
        ok |= targets & room & dark;
    }
    if enough(d, l.wrapping_sub(1)) && l > 0 {
        ok |= targets & room & light;
    }
    if enough(d, l) {
        ok |= targets & !room;
    }
    ok
}

/// After `us` drops its piece of type `t` on `to` (on its first rank) in `p`: a castling
/// king dropped on its square takes the castling rights of the castling rooks in the corners
/// of that rank; a castling rook dropped in a corner takes its right where the castling king
/// already stands on its square.
pub fn castling_rights<B: Bits>(r: &Rules<B>, p: &mut FairyPosition<B>, us: usize, t: u8, to: u32) {
    let rank = r.first_rank[us];
    let king_square = rank & r.files[KING_FILE as usize];
    let corners = rank & (r.files[0] | r.files[r.geo.files() as usize - 1]);
    let is_king = |t: u8| match r.captures.castler {
        Some(c) => c == t,
        None => r.royal & (1 << t) != 0,
    };
    let rooks = p.types_in(r.castling_rooks) & p.side(us);
    if is_king(t) && king_square.has(to) {
        let rights = rooks & corners;
        if rights.any() {
            p.castling |= rights;
            p.castling_kings |= king_square;
        }
    } else if r.castling_rooks & (1 << t) != 0 && corners.has(to) {
        let king_there = (king_square & p.side(us))
            .squares()
            .next()
            .and_then(|k| p.type_at(k))
            .is_some_and(is_king);
        if king_there {
            p.castling |= crate::bits::Bits::bit(to);
            p.castling_kings |= king_square;
        }
    }
}
