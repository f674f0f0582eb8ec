//! [`board_game!`]: the [`Game`](crate::Game) implementation shared by the variants played on
//! the chess board with chess positions (antichess, giveaway, horde, atomic), written once.
//!
//! Such a game is a chess [`Position`](crate::Position) (any number of kings), moves are
//! [`VariantMove`](super::VariantMove)s, identities are [`PositionId`](crate::PositionId)s
//! with the en-passant square as the position sets it, and keys are the chess
//! [`KeySet`](crate::chess::KeySet)'s over the same fields.

/// Implements `Game` for `$game { backend: &'static Backend, mode: Mode }` named `$name`
/// (every counting mode: [`counting_modes!`](crate::engine::counting_modes)), moves made by
/// `$rules` ([`BoardRules`](super::board_tree::BoardRules)), where the module has `Backend {
/// perft: fn(&Position, u32) -> u64, moves: fn(&Position) -> Vec<VariantMove> }` and the
/// functions `start() -> Position`, `read_fen(&str) -> Result<Position, VariantFenError>`,
/// `checkers(&Position) -> Bitboard` (the pieces checking the side to move by the game's
/// rules) and `ended_by_check(&Position) -> bool` (a position without moves ended by mate or
/// stalemate, not by the variant's rule).
macro_rules! board_game {
    ($game:ident, $name:literal, $rules:ty) => {
        impl $crate::engine::Game for $game {
            type Position = $crate::position::Position;
            type Move = $crate::variants::VariantMove;
            type Moves = Vec<$crate::variants::VariantMove>;
            type Id = $crate::chess::PositionId;
            type Keys = $crate::chess::KeySet;
            type FenError = $crate::variants::VariantFenError;

            fn name(&self) -> &'static str {
                $name
            }

            fn start(&self) -> $crate::position::Position {
                start()
            }

            fn parse(
                &self,
                fen: &str,
            ) -> Result<$crate::position::Position, $crate::variants::VariantFenError> {
                read_fen(fen)
            }

            /// The FEN reader's checks are all there are: kings may be missing, several, or
            /// side by side.
            fn parse_strict(
                &self,
                fen: &str,
            ) -> Result<$crate::position::Position, $crate::variants::VariantFenError> {
                read_fen(fen)
            }

            fn checkers(&self, pos: &$crate::position::Position) -> Vec<String> {
                checkers(pos).into_iter().map(|s| s.to_string()).collect()
            }

            fn outcome(&self, pos: &$crate::position::Position) -> $crate::engine::Outcome {
                let moves = self.moves(pos).len() as u64;
                $crate::engine::Outcome::of(moves, checkers(pos).any(), ended_by_check(pos))
            }

            fn fen(&self, pos: &$crate::position::Position) -> String {
                pos.to_fen()
            }

            fn moves(
                &self,
                pos: &$crate::position::Position,
            ) -> Vec<$crate::variants::VariantMove> {
                (self.backend.moves)(pos)
            }

            #[inline(always)]
            fn play(
                &self,
                pos: &$crate::position::Position,
                m: $crate::variants::VariantMove,
            ) -> $crate::position::Position {
                $crate::variants::board_tree::play::<$rules>(pos, m)
            }

            fn uci(
                &self,
                pos: &$crate::position::Position,
                m: $crate::variants::VariantMove,
            ) -> String {
                m.uci(pos)
            }

            fn parse_uci(
                &self,
                pos: &$crate::position::Position,
                text: &str,
            ) -> Result<$crate::variants::VariantMove, $crate::position::MoveError> {
                $crate::variants::variant_move::parse_uci(pos, &self.moves(pos), text)
            }

            $crate::engine::counting_modes!();

            fn keys(&self, seed: u64) -> $crate::chess::KeySet {
                $crate::chess::KeySet::new(seed)
            }

            fn key(
                &self,
                keys: &$crate::chess::KeySet,
                pos: &$crate::position::Position,
            ) -> $crate::engine::Key128 {
                keys.key_any_kings(pos)
            }

            #[inline(always)]
            fn child_key(
                &self,
                keys: &$crate::chess::KeySet,
                parent: &$crate::position::Position,
                parent_key: $crate::engine::Key128,
                child: &$crate::position::Position,
            ) -> $crate::engine::Key128 {
                keys.child_any_kings(parent, parent_key, child)
            }

            fn id(&self, pos: &$crate::position::Position) -> $crate::chess::PositionId {
                $crate::chess::PositionId::of_any_kings(pos)
            }

            fn position(&self, id: &$crate::chess::PositionId) -> $crate::position::Position {
                id.position()
            }
        }
    };
}

pub(crate) use board_game;
