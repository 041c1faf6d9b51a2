//! Cardwright's native core: the rules IR (docs/ir.md) run in Rust.
//!
//! `engine` is plain Rust (tested with `cargo test`); the Python module `cardwright._native`
//! (feature "python") wraps it for `cardwright.engine.native`.

/// Positions are made and dropped by the million (two vectors each): a faster allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

pub mod engine;
pub mod ir;
pub mod pcg;
pub mod pool;
pub mod sha256;
pub mod vector;

#[cfg(feature = "python")]
mod python;
