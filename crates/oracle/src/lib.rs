//! # bitperft-oracle
//!
//! An independent, deliberately simple chess move generator (0x88 mailbox and piece lists):
//! the test oracle of the bitperft engine. It depends on nothing.
#![deny(missing_docs)]
