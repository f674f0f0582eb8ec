//! What a side's hand may ever hold, from the draft: a rule about drops matters only for a
//! side that may drop the piece it is about.

use super::draft::Draft;

impl Draft {
    /// The pieces in `side`'s hand in the start position (upper-case letters, with
    /// repetitions): the letters between `[` and `]` of the start position's board field.
    fn start_hand(&self, side: usize) -> Vec<char> {
        let board = self.start.split_whitespace().next().unwrap_or("");
        let Some((_, rest)) = board.split_once('[') else {
            return Vec::new();
        };
        let inside = rest.split(']').next().unwrap_or("");
        inside
            .chars()
            .filter(|c| c.is_ascii_alphabetic())
            .filter(|c| c.is_ascii_uppercase() == (side == 0))
            .map(|c| c.to_ascii_uppercase())
            .collect()
    }

    /// True if `side`'s hand may ever hold a piece (of `letter` only, if given): captures go
    /// to the hand, a partner's board feeds it, or the start position puts one there.
    pub(super) fn hand_may_hold(&self, side: usize, letter: Option<char>) -> bool {
        self.captures_to_hand
            || self.two_boards
            || self
                .start_hand(side)
                .iter()
                .any(|&c| letter.is_none_or(|l| l == c))
    }
}
