//! [`Fairy`]: a variant of the catalog as a [`bitperft::Game`], so every engine feature
//! (threads, the table, divide, suites, checkpoints, cluster units) serves it.

use crate::bits::Bits;
use crate::fen::{self, FairyFenError};
use crate::keys::FairyKeys;
use crate::legal;
use crate::moves::{FairyMove, Kind};
use crate::perft;
use crate::position::FairyPosition;
use crate::registry;
use crate::rules::{Rules, SpecError};
use crate::spec::VariantSpec;
use bitperft::MoveError;
use bitperft::engine::{Game, Key128, Mode, ModeError, Outcome};
use std::fmt;

/// A variant, with bitboards of width `B` (`u64` for boards of up to 64 squares, `u128` for up
/// to 128).
pub struct Fairy<B: Bits> {
    rules: &'static Rules<B>,
    /// How perft counts the last plies.
    mode: Mode,
}

impl<B: Bits> Clone for Fairy<B> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<B: Bits> Copy for Fairy<B> {}

impl<B: Bits> fmt::Debug for Fairy<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Fairy<u{}>({})", B::WIDTH, self.rules.spec.name)
    }
}

impl<B: Bits> Fairy<B> {
    /// The built-in variant called `name` (Fairy-Stockfish's spelling).
    pub fn new(name: &str) -> Result<Fairy<B>, SpecError> {
        Ok(Fairy {
            rules: registry::rules::<B>(name)?,
            mode: Mode::Fast,
        })
    }

    /// The variant `spec` (a catalog entry, or one read from a variants file by
    /// [`crate::ini::load`]).
    pub fn from_spec(spec: &'static VariantSpec) -> Result<Fairy<B>, SpecError> {
        Ok(Fairy {
            rules: registry::rules_of::<B>(spec)?,
            mode: Mode::Fast,
        })
    }

    /// The variant's tables.
    pub fn rules(&self) -> &'static Rules<B> {
        self.rules
    }
}

/// The field an identity ends with after passes in a row ([`FairyId`]).
const PASSES: &str = "passes:";

/// What a position's move tree depends on: its FEN without the clocks, and `passes:N` after
/// N passes in a row (placement games and janggi end the game on passes in a row).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FairyId(String);

impl fmt::Display for FairyId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// `m` in UCI notation as Fairy-Stockfish writes it: `e2e4`, `a10a9`, `e7e8q`, `P@e4`, `+`
/// after a shogi promotion, `,` and the landing and wall squares after a move of a walling
/// variant (`d1d4,d4g7`).
pub fn uci<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, m: FairyMove) -> String {
    let text = uci_unwalled(r, pos, m.without_wall());
    // In a walling variant every move is written with a wall square: a move that places none
    // (`wallOrMove`) names the first square, as Fairy-Stockfish writes it.
    match (m.wall(), &r.walling) {
        (None, None) => text,
        (w, _) => format!(
            "{text},{}{}",
            r.geo.name(m.to()),
            r.geo.name(w.unwrap_or(0))
        ),
    }
}

/// [`uci`] of a move without a wall.
fn uci_unwalled<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, m: FairyMove) -> String {
    let geo = r.geo;
    match m.kind() {
        Kind::Drop => {
            let spec = &r.types[m.piece() as usize].spec;
            let plus = if spec.promoted { "+" } else { "" };
            format!("{plus}{}@{}", spec.letter, geo.name(m.to()))
        }
        Kind::Promotion => {
            let to = &r.types[m.piece() as usize].spec;
            let from_type = pos
                .piece_at(m.from())
                .map(|(_, t)| &r.types[t as usize].spec);
            let same_letter = from_type.is_some_and(|f| f.letter == to.letter);
            let suffix = if same_letter && to.promoted {
                "+".to_string()
            } else if same_letter && from_type.is_some_and(|f| f.promoted) {
                "-".to_string()
            } else {
                to.letter.to_ascii_lowercase().to_string()
            };
            format!("{}{}{}", geo.name(m.from()), geo.name(m.to()), suffix)
        }
        // Chess960's notation: the king takes its own rook.
        Kind::Castle if r.spec.chess960 => {
            format!("{}{}", geo.name(m.from()), geo.name(m.rook()))
        }
        Kind::CastleGateRook => format!(
            "{}{}{}",
            geo.name(m.rook()),
            geo.name(m.from()),
            gate_letter(r, m)
        ),
        _ => format!(
            "{}{}{}",
            geo.name(m.from()),
            geo.name(m.to()),
            gate_letter(r, m)
        ),
    }
}

/// The lower-case letter of the piece `m` gates in, or nothing.
fn gate_letter<B: Bits>(r: &Rules<B>, m: FairyMove) -> String {
    m.gate()
        .map(|g| {
            r.types[g as usize]
                .spec
                .letter
                .to_ascii_lowercase()
                .to_string()
        })
        .unwrap_or_default()
}

impl<B: Bits> Game for Fairy<B> {
    type Position = FairyPosition<B>;
    type Move = FairyMove;
    type Moves = Vec<FairyMove>;
    type Id = FairyId;
    type Keys = FairyKeys;
    type FenError = FairyFenError;

    fn name(&self) -> &'static str {
        self.rules.spec.name
    }

    fn start(&self) -> FairyPosition<B> {
        fen::parse(self.rules, self.rules.spec.start).expect("the start position is valid")
    }

    fn parse(&self, fen: &str) -> Result<FairyPosition<B>, FairyFenError> {
        fen::parse(self.rules, fen)
    }

    /// The FEN reader's checks are all there are.
    fn parse_strict(&self, fen: &str) -> Result<FairyPosition<B>, FairyFenError> {
        fen::parse(self.rules, fen)
    }

    fn checkers(&self, pos: &FairyPosition<B>) -> Vec<String> {
        let r = self.rules;
        legal::checkers(r, pos)
            .into_iter()
            .map(|sq| r.geo.name(sq))
            .collect()
    }

    /// Mate and stalemate by the royal pieces' safety; a position the variant's rule ended,
    /// or whose side to move has lost its royal pieces, ended by that rule.
    fn outcome(&self, pos: &FairyPosition<B>) -> Outcome {
        let r = self.rules;
        let us = pos.turn();
        let royal_lost = r.royal != 0 && pos.royals(r, us).is_empty();
        Outcome::of(
            self.perft(pos, 1),
            crate::janggi::in_check(r, pos, us),
            !(legal::game_over(r, pos) || royal_lost),
        )
    }

    fn fen(&self, pos: &FairyPosition<B>) -> String {
        fen::write(self.rules, pos)
    }

    fn moves(&self, pos: &FairyPosition<B>) -> Vec<FairyMove> {
        perft::legal_moves(self.rules, pos)
    }

    fn play(&self, pos: &FairyPosition<B>, m: FairyMove) -> FairyPosition<B> {
        crate::make::make(self.rules, pos, m)
    }

    fn uci(&self, pos: &FairyPosition<B>, m: FairyMove) -> String {
        uci(self.rules, pos, m)
    }

    fn parse_uci(&self, pos: &FairyPosition<B>, text: &str) -> Result<FairyMove, MoveError> {
        let moves = self.moves(pos);
        if let Some(&m) = moves.iter().find(|&&m| uci(self.rules, pos, m) == text) {
            return Ok(m);
        }
        let plausible = text.len() >= 4
            && text.len() <= 16
            && text
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '@' || c == '+' || c == ',');
        let fen = self.fen(pos);
        if !plausible {
            Err(MoveError::Malformed(text.to_string()))
        } else if moves.is_empty() {
            Err(MoveError::GameOver {
                text: text.to_string(),
                fen,
            })
        } else {
            Err(MoveError::Illegal {
                text: text.to_string(),
                fen,
            })
        }
    }

    fn perft(&self, pos: &FairyPosition<B>, depth: u32) -> u64 {
        match self.mode {
            Mode::Fast => perft::perft(self.rules, pos, depth),
            Mode::Bulk => perft::perft_bulk(self.rules, pos, depth),
            Mode::Make => perft::perft_tested(self.rules, pos, depth),
        }
    }

    fn mode(&self) -> Mode {
        self.mode
    }

    fn with_mode(self, mode: Mode) -> Result<Fairy<B>, ModeError> {
        Ok(Fairy { mode, ..self })
    }

    fn keys(&self, seed: u64) -> FairyKeys {
        FairyKeys::new(seed, self.rules.types.len())
    }

    fn key(&self, keys: &FairyKeys, pos: &FairyPosition<B>) -> Key128 {
        keys.key(pos)
    }

    fn child_key(
        &self,
        keys: &FairyKeys,
        parent: &FairyPosition<B>,
        parent_key: Key128,
        child: &FairyPosition<B>,
    ) -> Key128 {
        keys.child_key(parent, parent_key, child)
    }

    fn id(&self, pos: &FairyPosition<B>) -> FairyId {
        // Every field but the two clocks (the checks still to give stay where they count), and
        // the passes in a row that led here where there are any: no FEN field holds them.
        let fen = self.fen(pos);
        let fields: Vec<&str> = fen.split(' ').collect();
        let board = fields[..fields.len() - 2].join(" ");
        match pos.passes() {
            0 => FairyId(board),
            n => FairyId(format!("{board} {PASSES}{n}")),
        }
    }

    fn position(&self, id: &FairyId) -> FairyPosition<B> {
        let (board, passes) = match id.0.rsplit_once(' ') {
            Some((board, n)) if n.starts_with(PASSES) => {
                (board, n[PASSES.len()..].parse().expect("a pass count"))
            }
            _ => (id.0.as_str(), 0),
        };
        let mut pos =
            fen::parse(self.rules, &format!("{board} 0 1")).expect("an identity is a valid FEN");
        pos.passes = passes;
        pos
    }
}
