//! `bitperft.Position`, and [`resolve`]: the position a `fen` argument names (a FEN, a
//! `Position`, or any object with a `.fen()` method, such as a python-chess `Board`).

use crate::erased::{self, AnyPosition};
use crate::error::InputError;
use crate::options;
use bitperft::engine::Outcome;
use pyo3::prelude::*;
use pyo3::types::PyString;

/// A position of chess or of any variant: its legal moves, moves played on it, its FEN.
#[pyclass(module = "bitperft", name = "Position")]
pub struct Position {
    pub(crate) inner: Box<dyn AnyPosition>,
}

#[pymethods]
impl Position {
    /// Position(fen=None, variant=None): the start position of `variant` ("chess" by default),
    /// or `fen`: a FEN, a Position, or any object with a `.fen()` method (a python-chess
    /// Board, whose `uci_variant` gives the variant when `variant` is not given).
    #[new]
    #[pyo3(signature = (fen=None, variant=None))]
    fn new(fen: Option<&Bound<'_, PyAny>>, variant: Option<&str>) -> PyResult<Position> {
        Ok(Position {
            inner: resolve(fen, variant)?,
        })
    }

    /// The legal moves in UCI notation (`e2e4`, `e7e8q`, `P@e4`), in generation order.
    fn legal_moves(&self) -> Vec<String> {
        self.inner.legal_moves()
    }

    /// Plays the legal move written `uci`; an unreadable or illegal move raises ValueError.
    fn push(&mut self, uci: &str) -> PyResult<()> {
        Ok(self.inner.push(uci)?)
    }

    /// The FEN of the position.
    fn fen(&self) -> String {
        self.inner.fen()
    }

    /// True if the side to move is in check (by the variant's rules).
    fn is_check(&self) -> bool {
        !self.inner.checkers().is_empty()
    }

    /// None while the side to move has a legal move, else how the game ended: "checkmate",
    /// "stalemate" or "game over" (a rule of the variant). Draws by the move clocks or by
    /// repetition are not judged.
    fn outcome(&self) -> Option<&'static str> {
        match self.inner.outcome() {
            Outcome::Ongoing => None,
            o => Some(o.name()),
        }
    }

    /// The variant's name.
    #[getter]
    fn variant(&self) -> &'static str {
        self.inner.variant()
    }

    /// A copy.
    fn copy(&self) -> Position {
        Position {
            inner: self.inner.boxed_clone(),
        }
    }

    /// `bitperft.Position('FEN', variant='chess')`.
    fn __repr__(&self) -> String {
        format!(
            "bitperft.Position('{}', variant='{}')",
            self.inner.fen(),
            self.inner.variant()
        )
    }

    /// The FEN.
    fn __str__(&self) -> String {
        self.inner.fen()
    }
}

/// The position `fen` names in `variant`: `None` is the start position; a string is a FEN; a
/// [`Position`] is copied (its variant must be `variant` if one is given); any other object is
/// asked for its `.fen()`, and for its `uci_variant` (python-chess) if `variant` is not given.
pub fn resolve(
    fen: Option<&Bound<'_, PyAny>>,
    variant: Option<&str>,
) -> PyResult<Box<dyn AnyPosition>> {
    let Some(obj) = fen.filter(|o| !o.is_none()) else {
        return Ok(erased::of_variant(
            options::variant(variant.unwrap_or("chess"))?,
            None,
        )?);
    };
    if let Ok(text) = obj.cast::<PyString>() {
        let v = options::variant(variant.unwrap_or("chess"))?;
        return Ok(erased::of_variant(v, Some(&text.to_cow()?))?);
    }
    if let Ok(p) = obj.cast::<Position>() {
        let p = p.borrow();
        if let Some(name) = variant {
            let v = options::variant(name)?;
            if v.name() != p.inner.variant() {
                return Err(InputError::new(format!(
                    "variant '{name}': the position given is a position of {}",
                    p.inner.variant()
                ))
                .into());
            }
        }
        return Ok(p.inner.boxed_clone());
    }
    if !obj.hasattr("fen")? {
        return Err(InputError::new(format!(
            "fen: expected a FEN string, a bitperft.Position or an object with a .fen() method, \
             not {}",
            obj.get_type().name()?
        ))
        .into());
    }
    let text: String = obj.call_method0("fen")?.extract()?;
    let name: Option<String> = match variant {
        Some(v) => Some(v.to_string()),
        None => match obj.getattr("uci_variant") {
            Ok(v) if !v.is_none() => Some(v.extract()?),
            _ => None,
        },
    };
    let v = options::variant(name.as_deref().unwrap_or("chess"))?;
    Ok(erased::of_variant(v, Some(&text))?)
}
