//! The leaf-statistics columns by name, as EPD `S<depth>` fields and JSON write them: the
//! chessprogramming.org "Perft Results" columns and The Grand Chess Tree's (TGCT) JSON field
//! names, each read from a [`PerftStats`] (docs/stats.md has the mapping).

use crate::stats::PerftStats;
use std::fmt;

/// One named column of leaf statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StatColumn {
    /// Leaves reached by a capture (en passant included).
    Captures,
    /// Leaves reached by an en-passant capture.
    EnPassant,
    /// Leaves reached by castling.
    Castles,
    /// Leaves reached by a promotion.
    Promotions,
    /// chessprogramming.org "Checks" (mates included): [`PerftStats::checks`].
    Checks,
    /// chessprogramming.org "Discovery Checks": [`PerftStats::discovered_checks`].
    DiscoveredChecks,
    /// chessprogramming.org "Double Checks": [`PerftStats::double_checks`].
    DoubleChecks,
    /// chessprogramming.org "Checkmates" and TGCT `total_mates`.
    Checkmates,
    /// TGCT `direct_checks`.
    DirectChecks,
    /// TGCT `single_discovered_checks`.
    SingleDiscoveredChecks,
    /// TGCT `direct_discovered_checks`.
    DirectDiscoveredChecks,
    /// TGCT `double_discovered_checks`.
    DoubleDiscoveredChecks,
    /// TGCT `total_checks` (mates excluded).
    TotalChecks,
    /// TGCT `direct_mates`.
    DirectMates,
    /// TGCT `single_discovered_mates`.
    SingleDiscoveredMates,
    /// TGCT `direct_discovered_mates`.
    DirectDiscoveredMates,
    /// TGCT `double_discovered_mates`.
    DoubleDiscoveredMates,
    /// TGCT `total_mates` (the same number as [`StatColumn::Checkmates`]).
    TotalMates,
}

/// Every accepted name and its column; `en_passant` and `enpassants` (TGCT) are one column.
pub const NAMES: [(&str, StatColumn); 19] = [
    ("captures", StatColumn::Captures),
    ("en_passant", StatColumn::EnPassant),
    ("enpassants", StatColumn::EnPassant),
    ("castles", StatColumn::Castles),
    ("promotions", StatColumn::Promotions),
    ("checks", StatColumn::Checks),
    ("discovered_checks", StatColumn::DiscoveredChecks),
    ("double_checks", StatColumn::DoubleChecks),
    ("checkmates", StatColumn::Checkmates),
    ("direct_checks", StatColumn::DirectChecks),
    (
        "single_discovered_checks",
        StatColumn::SingleDiscoveredChecks,
    ),
    (
        "direct_discovered_checks",
        StatColumn::DirectDiscoveredChecks,
    ),
    (
        "double_discovered_checks",
        StatColumn::DoubleDiscoveredChecks,
    ),
    ("total_checks", StatColumn::TotalChecks),
    ("direct_mates", StatColumn::DirectMates),
    ("single_discovered_mates", StatColumn::SingleDiscoveredMates),
    ("direct_discovered_mates", StatColumn::DirectDiscoveredMates),
    ("double_discovered_mates", StatColumn::DoubleDiscoveredMates),
    ("total_mates", StatColumn::TotalMates),
];

impl StatColumn {
    /// The column called `name` (any name of [`NAMES`]), `None` for any other name.
    ///
    /// ```
    /// use bitperft::stat_columns::StatColumn;
    /// assert_eq!(StatColumn::parse("enpassants"), Some(StatColumn::EnPassant));
    /// assert_eq!(StatColumn::parse("mates"), None);
    /// ```
    pub fn parse(name: &str) -> Option<StatColumn> {
        NAMES.iter().find(|(n, _)| *n == name).map(|&(_, c)| c)
    }

    /// The column's first name in [`NAMES`] (`en_passant` for en passant).
    pub fn name(self) -> &'static str {
        NAMES
            .iter()
            .find(|(_, c)| *c == self)
            .map_or("?", |(n, _)| n)
    }

    /// The column's value in `s`.
    pub fn of(self, s: &PerftStats) -> u64 {
        match self {
            StatColumn::Captures => s.captures,
            StatColumn::EnPassant => s.en_passant,
            StatColumn::Castles => s.castles,
            StatColumn::Promotions => s.promotions,
            StatColumn::Checks => s.checks(),
            StatColumn::DiscoveredChecks => s.discovered_checks(),
            StatColumn::DoubleChecks => s.double_checks(),
            StatColumn::Checkmates => s.checkmates(),
            StatColumn::DirectChecks => s.direct_checks,
            StatColumn::SingleDiscoveredChecks => s.single_discovered_checks,
            StatColumn::DirectDiscoveredChecks => s.direct_discovered_checks,
            StatColumn::DoubleDiscoveredChecks => s.double_discovered_checks,
            StatColumn::TotalChecks => s.total_checks(),
            StatColumn::DirectMates => s.direct_mates,
            StatColumn::SingleDiscoveredMates => s.single_discovered_mates,
            StatColumn::DirectDiscoveredMates => s.direct_discovered_mates,
            StatColumn::DoubleDiscoveredMates => s.double_discovered_mates,
            StatColumn::TotalMates => s.total_mates(),
        }
    }
}

impl fmt::Display for StatColumn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The first column of `expected` whose value in `got` differs: `(column, expected, got)`.
pub fn first_mismatch(
    expected: &[(StatColumn, u64)],
    got: &PerftStats,
) -> Option<(StatColumn, u64, u64)> {
    expected
        .iter()
        .map(|&(c, want)| (c, want, c.of(got)))
        .find(|&(_, want, have)| want != have)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_its_counter() {
        let s = PerftStats::from_array(std::array::from_fn(|i| 1 << (3 * i)));
        for (name, column) in NAMES {
            assert_eq!(StatColumn::parse(name), Some(column));
            let json = s.tgct_columns();
            if let Some(&(_, n)) = json.iter().find(|(n, _)| *n == name) {
                assert_eq!(column.of(&s), n, "{name}");
            }
        }
        assert_eq!(StatColumn::Checks.of(&s), s.checks());
        assert_eq!(StatColumn::DoubleChecks.of(&s), s.double_checks());
        assert_eq!(StatColumn::EnPassant.name(), "en_passant");
        let want = [(StatColumn::Captures, s.captures), (StatColumn::Checks, 1)];
        assert_eq!(
            first_mismatch(&want, &s),
            Some((StatColumn::Checks, 1, s.checks()))
        );
        assert_eq!(first_mismatch(&want[..1], &s), None);
    }
}
