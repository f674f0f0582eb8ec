//! The command-line tests, in one binary: each module runs the built `bitperft` and checks
//! what it prints and its exit status.

mod catalog_variants;
mod commands;
mod common;
mod debug;
mod docs;
mod errors;
mod input_text;
mod interrupt;
mod modes;
mod names;
mod notation;
mod parallel;
mod perft;
mod perftree;
mod pipes;
mod selfcheck;
mod show;
mod split;
mod stats_checkpoint;
mod stats_cluster;
mod stats_suite;
mod uci;
mod variants;
mod variants_file;
