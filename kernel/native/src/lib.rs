//! Cardwright's native core: the rules IR (docs/ir.md) run in Rust.
//!
//! `engine` is plain Rust (tested with `cargo test`); the Python module `cardwright._native`
//! (feature "python") wraps it for `cardwright.engine.native`.

pub mod engine;
pub mod ir;
pub mod pcg;
pub mod sha256;

#[cfg(feature = "python")]
mod python;
