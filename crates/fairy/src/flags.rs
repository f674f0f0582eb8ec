//! Capture the flag ([`FlagRule`]): when a side's flag pieces reach its flag region the game is
//! over, as Fairy-Stockfish ends it.
//!
//! A side has *reached* its flag when at least `count` of its flag pieces stand on its region
//! (or, with `blocked_win`, some do and the region has no empty square). With `safe`, a side
//! with exactly `count` flag pieces there has reached it only while none of them is attacked
//! (judged for the side to move too, unless `extra_move`). Then, with the side to move `us`:
//! - with `extra_move` or `safe`, the game is over when `us` has reached its flag (it did so
//!   the move before and the other side did not stop it);
//! - without `extra_move` (or with `safe`, or where `us` races a king), the game is over when
//!   the other side has reached its flag; but in racing kings (`extra_move`, kings as flag
//!   pieces) Black, not in check, may still answer with a legal king move onto its flag region
//!   (a draw), and the game goes on while it can;
//! - otherwise `us` gets its one more move.

use crate::bits::Bits;
use crate::legal::{attacked, in_check};
use crate::movegen::generate;
use crate::moves::Kind;
use crate::perft::play_legal;
use crate::position::FairyPosition;
use crate::rules::{Rules, SpecError, TypeSet, first_types};
use crate::spec::{Ending, FlagRule};

/// A variant's flag rule as bitboards.
#[derive(Clone, Debug)]
pub struct FlagTables<B> {
    /// The rule.
    pub rule: FlagRule,
    /// Per side: the types of its flag pieces.
    pub types: [TypeSet; 2],
    /// Per side: its flag region.
    pub region: [B; 2],
    /// Per side: its flag piece is the king (the royal type), which Fairy-Stockfish watches
    /// more closely in racing kings.
    pub king: [bool; 2],
}

impl<B: Bits> FlagTables<B> {
    /// The flag rule of `r`'s variant, if it has one.
    pub fn new(r: &Rules<B>) -> Result<Option<FlagTables<B>>, SpecError> {
        let Some(rule) = r.spec.endings.iter().find_map(|e| match e {
            Ending::Flag(f) => Some(*f),
            Ending::BareKingLoses
            | Ending::BareKingDraws
            | Ending::ChecksGiven
            | Ending::CastlingLost(_)
            | Ending::Connect(_)
            | Ending::Bikjang => None,
        }) else {
            return Ok(None);
        };
        let name = r.spec.name;
        let mut types = [0; 2];
        let mut king = [false; 2];
        let mut region = [B::ZERO; 2];
        for side in 0..2 {
            types[side] = match rule.piece[side] {
                None => first_types(r.types.len()),
                Some(letter) => {
                    let t = r
                        .type_of(letter, false)
                        .ok_or_else(|| SpecError(format!("{name}: no flag piece '{letter}'")))?;
                    king[side] = r.royal & (1 << t) != 0;
                    // The promoted forms counted as the flag piece are flag pieces too.
                    let forms = r.spec.pieces.iter().enumerate().filter(|(_, p)| {
                        p.counts_as.is_some_and(|c| r.type_of(c, false) == Some(t))
                    });
                    forms.fold(1 << t, |m, (form, _)| m | 1 << form)
                }
            };
            for sq in rule.region[side] {
                let s = r.geo.parse_square(sq).ok_or_else(|| {
                    SpecError(format!("{name}: flag square '{sq}' is not on the board"))
                })?;
                region[side] |= B::bit(s);
            }
        }
        Ok(Some(FlagTables {
            rule,
            types,
            region,
            king,
        }))
    }

    /// True if `side` has reached its flag in `pos`.
    pub fn reached(&self, r: &Rules<B>, pos: &FairyPosition<B>, side: usize) -> bool {
        let rule = &self.rule;
        let on_flag = self.region[side] & pos.of_types(side, self.types[side]);
        if on_flag.is_empty() {
            return false;
        }
        let n = on_flag.count();
        let occ = pos.occupied();
        let full = (self.region[side] & !occ).is_empty();
        if n < u32::from(rule.count) && !(rule.blocked_win && full) {
            return false;
        }
        if rule.safe && (!rule.extra_move || side != pos.turn()) && n == u32::from(rule.count) {
            return !on_flag
                .squares()
                .any(|sq| attacked(r, pos, sq, 1 - side, occ));
        }
        true
    }

    /// True if the game is over in `pos` by the flag rule.
    pub fn over(&self, r: &Rules<B>, pos: &FairyPosition<B>) -> bool {
        let rule = &self.rule;
        let us = pos.turn();
        if (rule.extra_move || rule.safe) && self.reached(r, pos, us) {
            return true;
        }
        if (!rule.extra_move || rule.safe || self.king[us]) && self.reached(r, pos, 1 - us) {
            return !(rule.extra_move && self.king[us] && us == 1 && self.king_may_follow(r, pos));
        }
        false
    }

    /// True if Black's king, not in check, has a legal move onto its flag region (racing
    /// kings: the race is then drawn if it reaches it).
    fn king_may_follow(&self, r: &Rules<B>, pos: &FairyPosition<B>) -> bool {
        let us = pos.turn();
        let kings = pos.of_types(us, self.types[us]);
        if kings.is_empty() || in_check(r, pos, us) {
            return false;
        }
        let ksq = kings.lsb();
        let t = pos.type_at(ksq).expect("a king") as usize;
        let reach = r.targets(&r.types[t].side[us].capture, ksq, pos.occupied());
        if (reach & self.region[us]).is_empty() {
            return false;
        }
        let mut found = false;
        generate(r, pos, &mut |m: crate::moves::FairyMove| {
            if found || m.kind() == Kind::Drop || m.from() != ksq {
                return;
            }
            let to = match m.kind() {
                Kind::Castle | Kind::CastleGateRook => m.rook(),
                _ => m.to(),
            };
            if self.region[us].has(to) && play_legal(r, pos, m).is_some() {
                found = true;
            }
        });
        found
    }
}
