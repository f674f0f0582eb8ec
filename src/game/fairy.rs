//! The fairy engine's variants ([`Fairy`]) as [`CliGame`]s: FEN errors in the command line's
//! form, and descriptions of boards of any size.

use super::CliGame;
use crate::describe::Description;
use fairy::{Bits, Fairy, FairyPosition};

impl<B: Bits> CliGame for Fairy<B> {
    /// `strict` adds the promotion count rule ([`fairy::fen::parse_strict`]); the error names
    /// the field at fault, as chess's do.
    fn read_fen(&self, fen: &str, strict: bool) -> Result<FairyPosition<B>, String> {
        let read = if strict {
            fairy::fen::parse_strict
        } else {
            fairy::fen::parse
        };
        read(self.rules(), fen)
            .map_err(|e| format!("invalid FEN: {} field '{}': {}", e.field, e.text, e.reason))
    }

    fn describe(&self, pos: &FairyPosition<B>) -> Description {
        crate::describe::fairy::describe(*self, pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_errors_name_the_field() {
        let game = Fairy::<u128>::new("capablanca").unwrap();
        let e = game
            .read_fen(
                "rnabqkbcnr/pppppppppp/9/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
                false,
            )
            .unwrap_err();
        assert!(e.starts_with("invalid FEN: board field '"), "{e}");
        let e = game
            .read_fen(
                "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR x KQkq - 0 1",
                true,
            )
            .unwrap_err();
        assert!(e.starts_with("invalid FEN: side field 'x'"), "{e}");
        assert!(
            game.read_fen(fairy::catalog::find("capablanca").unwrap().start, true)
                .is_ok()
        );
    }
}
