//! Zobrist keys: one random 64-bit number per (piece kind, cell) and one for the side to move.

use super::square::CELLS;

/// The four kinds of piece a cell can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceKind {
    RegularWhite = 0,
    RegularBlack = 1,
    PermanentWhite = 2,
    PermanentBlack = 3,
}

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn make_keys() -> ([[u64; CELLS]; 4], u64) {
    let mut keys = [[0u64; CELLS]; 4];
    let mut state = 0x5041_5448_5741_595A; // "PATHWAYZ"
    let mut kind = 0;
    while kind < 4 {
        let mut cell = 0;
        while cell < CELLS {
            let (next, key) = splitmix64(state);
            state = next;
            keys[kind][cell] = key;
            cell += 1;
        }
        kind += 1;
    }
    let (_, side) = splitmix64(state);
    (keys, side)
}

const KEYS: ([[u64; CELLS]; 4], u64) = make_keys();

/// The key of a piece of `kind` on cell `index`.
pub fn piece_key(kind: PieceKind, index: usize) -> u64 {
    KEYS.0[kind as usize][index]
}

/// What a regular piece changing colour on cell `index` does to the hash.
pub fn flip_key(index: usize) -> u64 {
    KEYS.0[PieceKind::RegularWhite as usize][index] ^ KEYS.0[PieceKind::RegularBlack as usize][index]
}

/// Present in the hash when Black is to move.
pub fn black_to_move_key() -> u64 {
    KEYS.1
}
