//! [`game_backend!`]: how a game picks its slider backend once and then calls straight into
//! code monomorphised for it, written once for every game.

/// For a game `$game { backend: &'static Backend, mode: Mode }` (the mode starts as
/// [`Mode::Fast`](crate::engine::Mode::Fast)), where `Backend` has a `name` field and
/// `impl<S: Sliders> BackendOf<S> { const BACKEND: Backend }` holds the game's entry points
/// monomorphised for slider backend `S`: declares `BackendOf`, and implements
/// `$game::with_sliders(name)` (`default`: this CPU's default), `$game::sliders()`, `Default`
/// (this CPU's default backend, resolved once per process) and `Debug` (`Game(backend)`).
///
/// `every backend:` compiles the game for every slider backend ([`with_sliders`](crate::attacks::with_sliders): chess, whose
/// `--sliders` compares them); `default backends:` for the backends `default` may mean
/// ([`with_default_sliders`](crate::attacks::with_default_sliders): the other games).
///
/// The longer form `game_backend!($game, Position, Moves, <S> perft, moves)` (default
/// backends) first declares
/// the usual `Backend { name, perft: fn(&Position, u32) -> u64, moves: fn(&Position) -> Moves }`
/// and its constant, with `perft` and `moves` written in terms of the slider type `S`.
macro_rules! game_backend {
    ($game:ident, $pos:ty, $moves:ty, <$s:ident> $perft:expr, $moves_fn:expr) => {
        /// The entry points monomorphised for one slider backend.
        struct Backend {
            name: &'static str,
            perft: fn(&$pos, u32) -> u64,
            moves: fn(&$pos) -> $moves,
        }

        impl<$s: $crate::attacks::Sliders> BackendOf<$s> {
            const BACKEND: Backend = Backend {
                name: $s::NAME,
                perft: $perft,
                moves: $moves_fn,
            };
        }

        $crate::attacks::game_backend!(default backends: $game);
    };
    (every backend: $game:ident) => {
        $crate::attacks::game_backend!(@with with_sliders, $game);
    };
    (default backends: $game:ident) => {
        $crate::attacks::game_backend!(@with with_default_sliders, $game);
    };
    (@with $with:ident, $game:ident) => {
        /// The entry points of the game monomorphised for slider type `S`, as a constant (so
        /// `&Self::BACKEND` is `'static`).
        struct BackendOf<S>(S);

        /// [`WithSliders`](crate::attacks::WithSliders) picking the backend.
        struct Pick;

        impl $crate::attacks::WithSliders for Pick {
            type Output = &'static Backend;
            fn run<S: $crate::attacks::Sliders>(self) -> &'static Backend {
                &BackendOf::<S>::BACKEND
            }
        }

        impl $game {
            /// The game with the slider backend called `name` (see
            /// [`attacks::backends`](crate::attacks::backends); `default` is this CPU's
            /// default, [`attacks::default_name`](crate::attacks::default_name)).
            pub fn with_sliders(name: &str) -> Result<$game, $crate::attacks::SlidersError> {
                if name == "default" {
                    return Ok($game::default());
                }
                $crate::attacks::$with(name, Pick)
                    .map(|backend| $game {
                        backend,
                        mode: $crate::engine::Mode::Fast,
                    })
            }

            /// The slider backend's name.
            pub fn sliders(&self) -> &'static str {
                self.backend.name
            }
        }

        impl Default for $game {
            /// The game with this CPU's default backend
            /// ([`attacks::default_name`](crate::attacks::default_name)), decided once per
            /// process.
            fn default() -> $game {
                static DEFAULT: std::sync::OnceLock<$game> = std::sync::OnceLock::new();
                *DEFAULT.get_or_init(|| $game {
                    backend: $crate::attacks::$with($crate::attacks::default_name(), Pick)
                        .unwrap_or(&BackendOf::<$crate::attacks::DefaultSliders>::BACKEND),
                    mode: $crate::engine::Mode::Fast,
                })
            }
        }

        impl std::fmt::Debug for $game {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}({})", stringify!($game), self.backend.name)
            }
        }
    };
}

pub(crate) use game_backend;
