//! The fairy engine's integration tests, one binary (each binary links and instantiates the
//! engine again): the variant suites, rules shown on positions built for them, properties
//! along random games, and the dedicated counters against the generic engine.

mod common;
mod counters;
mod ini_suites;
mod properties;
mod rules;
mod suites;
