//! [`Key128`]: the transposition table's key of a position.

/// A 128-bit position key. The low half indexes the table; both halves verify an entry.
///
/// 64-bit keys are known to give false matches at the node counts of deep perfts; with 128
/// bits, both halves verified by the table, a false match is out of reach.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Key128(pub u128);

impl Key128 {
    /// The low 64 bits.
    #[inline(always)]
    pub fn lo(self) -> u64 {
        self.0 as u64
    }

    /// The high 64 bits.
    #[inline(always)]
    pub fn hi(self) -> u64 {
        (self.0 >> 64) as u64
    }
}

impl std::fmt::Display for Key128 {
    /// 32 hex digits, high half first.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:032x}", self.0)
    }
}
