//! [`chess_game!`]: the [`Game`](crate::Game) implementation shared by the games that are
//! chess positions and chess moves (chess itself, king of the hill, racing kings), written
//! once. Positions, moves, identities and keys are the chess ones; only the name, the FEN
//! reader, the start position and the reading of a UCI move differ.

/// Implements `Game` for `$game { backend: &'static Backend, mode: Mode }` named `$name`, with FEN errors
/// of type `$fen_error`, where `Backend` has `moves: fn(&Position) -> MoveList` and
/// `perft: fn(&Position, u32) -> u64`, and the module the functions `start() -> Position`,
/// `read_fen(&str) -> Result<Position, $fen_error>` and
/// `read_move(&$game, &Position, &str) -> Result<Move, MoveError>`.
///
/// A `variant` counts its own way in [`Mode::Fast`](crate::engine::Mode::Fast) and the plain
/// way in the others ([`counting_modes!`](crate::engine::counting_modes)). Chess has the methods `count(&self, &Position, u32) -> u64` (perft),
/// `count_each(&self, &Position, &[Move], u32, &mut [u64])` (perft of each child),
/// `counting(&self) -> Mode` and `counting_in(self, Mode) -> Result<$game, ModeError>`.
macro_rules! chess_game {
    // A variant: its own counting is the backend's perft, the plain modes are generic.
    ($game:ident, $name:literal, $fen_error:ty, variant) => {
        $crate::chess::chess_game!(@impl $game, $name, $fen_error;
            $crate::engine::counting_modes!();
        );
    };
    // A game with counting modes of its own.
    ($game:ident, $name:literal, $fen_error:ty) => {
        $crate::chess::chess_game!(@impl $game, $name, $fen_error;
            #[inline]
            fn perft(&self, pos: &$crate::position::Position, depth: u32) -> u64 {
                self.count(pos, depth)
            }

            fn perft_each(
                &self,
                pos: &$crate::position::Position,
                moves: &[$crate::types::Move],
                depth: u32,
                counts: &mut [u64],
            ) {
                self.count_each(pos, moves, depth, counts)
            }

            fn mode(&self) -> $crate::engine::Mode {
                self.counting()
            }

            fn with_mode(
                self,
                mode: $crate::engine::Mode,
            ) -> Result<$game, $crate::engine::ModeError> {
                self.counting_in(mode)
            }
        );
    };
    (@impl $game:ident, $name:literal, $fen_error:ty; $($counting:tt)*) => {
        impl $crate::engine::Game for $game {
            type Position = $crate::position::Position;
            type Move = $crate::types::Move;
            type Moves = $crate::types::MoveList;
            type Id = $crate::chess::PositionId;
            type Keys = $crate::chess::KeySet;
            type FenError = $fen_error;

            fn name(&self) -> &'static str {
                $name
            }

            fn start(&self) -> $crate::position::Position {
                start()
            }

            fn parse(&self, fen: &str) -> Result<$crate::position::Position, $fen_error> {
                read_fen(fen)
            }

            fn parse_strict(
                &self,
                fen: &str,
            ) -> Result<$crate::position::Position, $fen_error> {
                let pos = read_fen(fen)?;
                pos.validate_strict()?;
                Ok(pos)
            }

            fn checkers(&self, pos: &$crate::position::Position) -> Vec<String> {
                pos.checkers().into_iter().map(|s| s.to_string()).collect()
            }

            /// Chess's mate and stalemate; a position the variant's rule ended (a king on
            /// the hill or on the last rank) has chess moves left.
            fn outcome(&self, pos: &$crate::position::Position) -> $crate::engine::Outcome {
                $crate::engine::Outcome::of(
                    self.moves(pos).len() as u64,
                    pos.checkers().any(),
                    pos.count_legal_moves() == 0,
                )
            }

            fn fen(&self, pos: &$crate::position::Position) -> String {
                pos.to_fen()
            }

            #[inline]
            fn moves(&self, pos: &$crate::position::Position) -> $crate::types::MoveList {
                (self.backend.moves)(pos)
            }

            #[inline(always)]
            fn play(
                &self,
                pos: &$crate::position::Position,
                m: $crate::types::Move,
            ) -> $crate::position::Position {
                pos.play_unchecked(m)
            }

            fn uci(&self, pos: &$crate::position::Position, m: $crate::types::Move) -> String {
                pos.uci(m)
            }

            fn parse_uci(
                &self,
                pos: &$crate::position::Position,
                text: &str,
            ) -> Result<$crate::types::Move, $crate::position::MoveError> {
                read_move(self, pos, text)
            }

            $($counting)*

            fn keys(&self, seed: u64) -> $crate::chess::KeySet {
                $crate::chess::KeySet::new(seed)
            }

            #[inline]
            fn key(
                &self,
                keys: &$crate::chess::KeySet,
                pos: &$crate::position::Position,
            ) -> $crate::engine::Key128 {
                keys.key(pos)
            }

            #[inline(always)]
            fn child_key(
                &self,
                keys: &$crate::chess::KeySet,
                parent: &$crate::position::Position,
                parent_key: $crate::engine::Key128,
                child: &$crate::position::Position,
            ) -> $crate::engine::Key128 {
                keys.child(parent, parent_key, child)
            }

            #[inline(always)]
            fn child_keys(
                &self,
                keys: &$crate::chess::KeySet,
                pos: &$crate::position::Position,
                key: $crate::engine::Key128,
                moves: &[$crate::types::Move],
                out: &mut Vec<$crate::engine::Key128>,
            ) {
                keys.children(pos, key, moves, out)
            }

            fn id(&self, pos: &$crate::position::Position) -> $crate::chess::PositionId {
                $crate::chess::PositionId::of(pos)
            }

            fn position(&self, id: &$crate::chess::PositionId) -> $crate::position::Position {
                id.position()
            }
        }
    };
}

pub(crate) use chess_game;
