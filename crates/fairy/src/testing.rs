//! Test helpers: a seeded xorshift generator and random games of a built-in variant.

use crate::bits::Bits;
use crate::catalog::all;
use crate::game::Fairy;
use crate::position::FairyPosition;
use bitperft::Game;

/// A xorshift64 generator: the same numbers for the same seed (not 0).
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    /// The next number.
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Gives `f` every position of `games` random games of at most `plies` plies of the variant
/// `name`, from its start position (moves drawn by a generator seeded from `seed`).
pub(crate) fn random_positions<B: Bits>(
    name: &str,
    seed: u64,
    games: usize,
    plies: usize,
    mut f: impl FnMut(&Fairy<B>, &FairyPosition<B>),
) {
    let game = Fairy::<B>::new(name).expect("built in");
    let mut rng = Rng(seed ^ name.len() as u64);
    for _ in 0..games {
        let mut pos = game.start();
        for _ in 0..plies {
            f(&game, &pos);
            let moves = game.moves(&pos);
            if moves.is_empty() {
                break;
            }
            pos = game.play(&pos, moves[(rng.next() % moves.len() as u64) as usize]);
        }
    }
}

/// Runs a check on every built-in variant, at 64 bits where its board fits (`small`), else
/// at 128 (`large`), and gives what each returned.
pub(crate) fn every_variant<T>(small: fn(&str) -> T, large: fn(&str) -> T) -> Vec<T> {
    all()
        .iter()
        .map(|spec| {
            if spec.files as usize * spec.ranks as usize <= 64 {
                small(spec.name)
            } else {
                large(spec.name)
            }
        })
        .collect()
}
