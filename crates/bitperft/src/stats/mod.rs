//! Perft with leaf statistics: besides the node count, how many of the leaf nodes were reached
//! by a capture, an en-passant capture, castling or a promotion, and how each leaf in check was
//! checked and whether it is mate.
//!
//! [`PerftStats`] keeps the finest split, The Grand Chess Tree's (TGCT) columns, and derives the
//! columns of the chessprogramming.org "Perft Results" tables from it; docs/stats.md has the
//! mapping. Conventions shared by both:
//! - every counter classifies the *leaf* nodes only (the moves of the last ply);
//! - captures include en-passant captures; castling is never a capture (in Chess960 the king
//!   "takes" its own rook, which does not count);
//! - a check is *direct* if the piece that moved is a checker (for castling the rook is the
//!   piece that moved; a promoted pawn is the piece it became) and *discovered* for every other
//!   checker (lines opened by the move, an en-passant capture opening two included);
//! - a checkmate is a leaf in check with no legal reply; TGCT's check columns exclude mates.
//!
//! Two classifiers produce the same numbers: [`reference`] plays every leaf (slow, simple, the
//! test oracle); this module's [`perft_stats`] classifies the leaves set-wise at their parent
//! (`leaf_parent`), playing only the moves that give check.

mod engine;
mod leaf_parent;
pub mod reference;
mod table;
mod tree;
mod unplayed;

pub use engine::{engine_divide_stats, engine_perft_stats};
pub use table::{StatsTable, StatsTableError, MIN_STORED_DEPTH};
pub use tree::{
    divide_stats, move_stats, move_stats_on, perft_stats, perft_stats_hashed, perft_stats_on,
    perft_stats_with,
};

use std::iter::Sum;
use std::ops::{Add, AddAssign};

/// How a leaf in check is checked: by the piece that moved and/or by pieces whose line it
/// opened (TGCT's four kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckKind {
    /// Only the piece that moved gives check.
    Direct,
    /// Only one piece whose line the move opened gives check.
    SingleDiscovered,
    /// The piece that moved and one piece whose line it opened give check.
    DirectDiscovered,
    /// Two pieces whose lines the move opened give check (en passant).
    DoubleDiscovered,
}

impl CheckKind {
    /// The kind of a check with `checkers` checking pieces, `direct` if the moved piece is one.
    #[inline(always)]
    pub fn of(direct: bool, checkers: u32) -> CheckKind {
        match (direct, checkers > 1) {
            (true, false) => CheckKind::Direct,
            (false, false) => CheckKind::SingleDiscovered,
            (true, true) => CheckKind::DirectDiscovered,
            (false, true) => CheckKind::DoubleDiscovered,
        }
    }
}

/// Leaf-node statistics of a perft run, in The Grand Chess Tree's columns (checks excluding
/// mates, each split by [`CheckKind`]). The chessprogramming.org columns are methods:
/// [`PerftStats::checks`], [`PerftStats::discovered_checks`], [`PerftStats::double_checks`],
/// [`PerftStats::checkmates`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PerftStats {
    /// Leaf nodes (the perft number).
    pub nodes: u64,
    /// Leaves reached by a capture (en passant included).
    pub captures: u64,
    /// Leaves reached by an en-passant capture.
    pub en_passant: u64,
    /// Leaves reached by castling.
    pub castles: u64,
    /// Leaves reached by a promotion (each of the four pieces counts).
    pub promotions: u64,
    /// Leaves in check, not mate: [`CheckKind::Direct`].
    pub direct_checks: u64,
    /// Leaves in check, not mate: [`CheckKind::SingleDiscovered`].
    pub single_discovered_checks: u64,
    /// Leaves in check, not mate: [`CheckKind::DirectDiscovered`].
    pub direct_discovered_checks: u64,
    /// Leaves in check, not mate: [`CheckKind::DoubleDiscovered`].
    pub double_discovered_checks: u64,
    /// Checkmates: [`CheckKind::Direct`].
    pub direct_mates: u64,
    /// Checkmates: [`CheckKind::SingleDiscovered`].
    pub single_discovered_mates: u64,
    /// Checkmates: [`CheckKind::DirectDiscovered`].
    pub direct_discovered_mates: u64,
    /// Checkmates: [`CheckKind::DoubleDiscovered`].
    pub double_discovered_mates: u64,
}

impl PerftStats {
    /// One leaf node, nothing else counted.
    pub const LEAF: PerftStats = PerftStats {
        nodes: 1,
        captures: 0,
        en_passant: 0,
        castles: 0,
        promotions: 0,
        direct_checks: 0,
        single_discovered_checks: 0,
        direct_discovered_checks: 0,
        double_discovered_checks: 0,
        direct_mates: 0,
        single_discovered_mates: 0,
        direct_discovered_mates: 0,
        double_discovered_mates: 0,
    };

    /// Counts one leaf in check of `kind`, mate or not.
    #[inline(always)]
    pub fn add_check(&mut self, kind: CheckKind, mate: bool) {
        let counter = match (kind, mate) {
            (CheckKind::Direct, false) => &mut self.direct_checks,
            (CheckKind::SingleDiscovered, false) => &mut self.single_discovered_checks,
            (CheckKind::DirectDiscovered, false) => &mut self.direct_discovered_checks,
            (CheckKind::DoubleDiscovered, false) => &mut self.double_discovered_checks,
            (CheckKind::Direct, true) => &mut self.direct_mates,
            (CheckKind::SingleDiscovered, true) => &mut self.single_discovered_mates,
            (CheckKind::DirectDiscovered, true) => &mut self.direct_discovered_mates,
            (CheckKind::DoubleDiscovered, true) => &mut self.double_discovered_mates,
        };
        *counter += 1;
    }

    /// TGCT `total_checks`: leaves in check that are not mate.
    pub fn total_checks(&self) -> u64 {
        self.direct_checks
            + self.single_discovered_checks
            + self.direct_discovered_checks
            + self.double_discovered_checks
    }

    /// TGCT `total_mates`, chessprogramming.org "Checkmates": leaves in check with no reply.
    pub fn total_mates(&self) -> u64 {
        self.direct_mates
            + self.single_discovered_mates
            + self.direct_discovered_mates
            + self.double_discovered_mates
    }

    /// chessprogramming.org "Checks": every leaf in check, mates included.
    pub fn checks(&self) -> u64 {
        self.total_checks() + self.total_mates()
    }

    /// chessprogramming.org "Discovery Checks": leaves in check where the piece that moved is
    /// not a checker (single and double discovered, mates included).
    pub fn discovered_checks(&self) -> u64 {
        self.single_discovered_checks
            + self.double_discovered_checks
            + self.single_discovered_mates
            + self.double_discovered_mates
    }

    /// chessprogramming.org "Double Checks": leaves in check from two pieces (direct and
    /// discovered, or double discovered; mates included).
    pub fn double_checks(&self) -> u64 {
        self.direct_discovered_checks
            + self.double_discovered_checks
            + self.direct_discovered_mates
            + self.double_discovered_mates
    }

    /// chessprogramming.org "Checkmates" (the same as [`PerftStats::total_mates`]).
    pub fn checkmates(&self) -> u64 {
        self.total_mates()
    }

    /// Every counter, in field order, with TGCT's JSON names (`en_passant` as `enpassants`).
    pub fn tgct_columns(&self) -> [(&'static str, u64); 15] {
        [
            ("nodes", self.nodes),
            ("captures", self.captures),
            ("enpassants", self.en_passant),
            ("castles", self.castles),
            ("promotions", self.promotions),
            ("direct_checks", self.direct_checks),
            ("single_discovered_checks", self.single_discovered_checks),
            ("direct_discovered_checks", self.direct_discovered_checks),
            ("double_discovered_checks", self.double_discovered_checks),
            ("total_checks", self.total_checks()),
            ("direct_mates", self.direct_mates),
            ("single_discovered_mates", self.single_discovered_mates),
            ("direct_discovered_mates", self.direct_discovered_mates),
            ("double_discovered_mates", self.double_discovered_mates),
            ("total_mates", self.total_mates()),
        ]
    }

    /// The counters as an array (the order of [`PerftStats::from_array`]).
    pub fn to_array(&self) -> [u64; 13] {
        [
            self.nodes,
            self.captures,
            self.en_passant,
            self.castles,
            self.promotions,
            self.direct_checks,
            self.single_discovered_checks,
            self.direct_discovered_checks,
            self.double_discovered_checks,
            self.direct_mates,
            self.single_discovered_mates,
            self.direct_discovered_mates,
            self.double_discovered_mates,
        ]
    }

    /// The statistics whose [`PerftStats::to_array`] is `a`.
    pub fn from_array(a: [u64; 13]) -> PerftStats {
        PerftStats {
            nodes: a[0],
            captures: a[1],
            en_passant: a[2],
            castles: a[3],
            promotions: a[4],
            direct_checks: a[5],
            single_discovered_checks: a[6],
            direct_discovered_checks: a[7],
            double_discovered_checks: a[8],
            direct_mates: a[9],
            single_discovered_mates: a[10],
            direct_discovered_mates: a[11],
            double_discovered_mates: a[12],
        }
    }
}

impl Add for PerftStats {
    type Output = PerftStats;
    fn add(mut self, o: PerftStats) -> PerftStats {
        self += o;
        self
    }
}

impl AddAssign for PerftStats {
    fn add_assign(&mut self, o: PerftStats) {
        let (mut a, b) = (self.to_array(), o.to_array());
        for (x, y) in a.iter_mut().zip(b) {
            *x += y;
        }
        *self = PerftStats::from_array(a);
    }
}

impl Sum for PerftStats {
    fn sum<I: Iterator<Item = PerftStats>>(iter: I) -> PerftStats {
        iter.fold(PerftStats::default(), Add::add)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_two_column_sets_agree() {
        let s = PerftStats {
            direct_checks: 1,
            single_discovered_checks: 10,
            direct_discovered_checks: 100,
            double_discovered_checks: 1_000,
            direct_mates: 10_000,
            single_discovered_mates: 100_000,
            direct_discovered_mates: 1_000_000,
            double_discovered_mates: 10_000_000,
            ..PerftStats::LEAF
        };
        assert_eq!(s.total_checks(), 1_111);
        assert_eq!(s.total_mates(), 11_110_000);
        assert_eq!(s.checks(), 11_111_111);
        assert_eq!(s.discovered_checks(), 10_101_010);
        assert_eq!(s.double_checks(), 11_001_100);
        assert_eq!(s.checkmates(), 11_110_000);
        assert_eq!(PerftStats::from_array(s.to_array()), s);
    }
}
