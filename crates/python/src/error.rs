//! [`InputError`]: bad input from Python, raised as `ValueError` with the message the command
//! line prints for the same input (field and value named).

use games::GameError;
use pyo3::PyErr;
use pyo3::exceptions::PyValueError;

/// Input the engine refuses: its message, without the command line's `error:` prefix.
#[derive(Debug)]
pub struct InputError(pub String);

impl InputError {
    /// An input error saying `message`.
    pub fn new(message: impl std::fmt::Display) -> InputError {
        InputError(message.to_string())
    }
}

impl From<GameError> for InputError {
    fn from(e: GameError) -> InputError {
        InputError::new(e)
    }
}

impl From<InputError> for PyErr {
    fn from(e: InputError) -> PyErr {
        PyValueError::new_err(e.0)
    }
}
