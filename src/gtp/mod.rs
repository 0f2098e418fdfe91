//! The Go Text Protocol (version 2) with Pathwayz moves, both ways (native only): the engine's
//! side that `pathwayz gtp` speaks (`engine`, with the clocks of `time_control`), and the
//! controller's side that lets `pathwayz match` play an external engine (`client`). The
//! framing they share is `protocol`. docs/GTP.md describes the subset.

pub mod client;
pub mod engine;
pub mod protocol;
pub mod time_control;

pub use client::{EngineCommand, EngineError, ExternalEngine};
pub use engine::{EngineConfig, GtpEngine};
