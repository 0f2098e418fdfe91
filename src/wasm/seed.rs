//! Seeds for the levels that use chance, from the platform's secure random source
//! (`crypto.getRandomValues` through getrandom), so games differ from one search to the next.

use crate::clock::now_ms;

/// A fresh random seed; the clock's bits if the random source is unavailable.
pub fn random_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| now_ms().to_bits())
}
