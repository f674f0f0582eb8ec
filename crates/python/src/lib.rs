//! # bitperft for Python
//!
//! The `bitperft` Python module (built by maturin, `pyproject.toml`): perft, divide and leaf
//! statistics for chess and every variant of the registry ([`games::Variant`]), a `Position`
//! class, and EPD suites. Every count runs on the engine's threads with the GIL released and
//! stops on Ctrl-C ([`interrupt`]); bad input raises `ValueError` with the command line's
//! message ([`error`]). The type stub `bitperft.pyi` documents the Python API.

mod counting;
mod erased;
mod error;
mod interrupt;
mod options;
mod position;
mod suite;
mod variants_file;

use pyo3::prelude::*;

/// The `bitperft` module.
#[pymodule]
#[pyo3(name = "bitperft")]
fn bitperft_py(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(counting::perft, m)?)?;
    m.add_function(wrap_pyfunction!(counting::divide, m)?)?;
    m.add_function(wrap_pyfunction!(counting::stats, m)?)?;
    m.add_function(wrap_pyfunction!(counting::variants, m)?)?;
    m.add_function(wrap_pyfunction!(suite::suite, m)?)?;
    m.add_function(wrap_pyfunction!(variants_file::load_variants, m)?)?;
    m.add_class::<position::Position>()?;
    m.add_class::<suite::Suite>()?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
