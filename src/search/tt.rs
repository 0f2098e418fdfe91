//! A transposition table: search results by Zobrist hash, in a fixed number of slots, so a
//! position reached by another order of moves (or searched on an earlier move of the same
//! game) is not searched again. Its size is fixed when it is made and never grows.

use crate::rules::mv::Move;

/// Bytes per slot: the full 64-bit hash, the score, the move, depth, bound and age.
pub const ENTRY_BYTES: usize = std::mem::size_of::<Entry>();

/// The default size: 2^19 slots of 16 bytes, 8 MiB, small enough for a phone's browser tab.
pub const DEFAULT_SLOTS_LOG2: u32 = 19;

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The value itself.
    Exact,
    /// The value is at least this (the search failed high).
    Lower,
    /// The value is at most this (no move reached alpha).
    Upper,
}

/// One slot.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C)]
struct Entry {
    hash: u64,
    score: i32,
    /// The best move as `cell * 2 + permanent`, or `NO_MOVE`.
    best: u8,
    depth: i8,
    /// 0 empty, 1 exact, 2 lower, 3 upper.
    bound: u8,
    age: u8,
}

const NO_MOVE: u8 = u8::MAX;

/// A hit: the stored depth, bound, score and best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Probe {
    /// Depth the score was searched to.
    pub depth: i32,
    /// How the score bounds the value.
    pub bound: Bound,
    /// Score from the view of the player to move, in search units.
    pub score: i32,
    /// The best move found, if any.
    pub best: Option<Move>,
}

/// A transposition table of `2^slots_log2` slots.
pub struct TranspositionTable {
    entries: Vec<Entry>,
    mask: u64,
    age: u8,
}

impl TranspositionTable {
    /// A table of `2^slots_log2` slots (16 bytes each).
    pub fn new(slots_log2: u32) -> TranspositionTable {
        let slots = 1usize << slots_log2;
        TranspositionTable { entries: vec![Entry::default(); slots], mask: slots as u64 - 1, age: 0 }
    }

    /// Its size in bytes.
    pub fn bytes(&self) -> usize {
        self.entries.len() * ENTRY_BYTES
    }

    /// Marks the start of a new search: older entries give way first.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// The stored result for `hash`, if its slot holds it.
    pub fn probe(&self, hash: u64) -> Option<Probe> {
        let entry = &self.entries[(hash & self.mask) as usize];
        if entry.bound == 0 || entry.hash != hash {
            return None;
        }
        let bound = match entry.bound {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Probe { depth: entry.depth as i32, bound, score: entry.score, best: Move::from_code(entry.best) })
    }

    /// Stores a result. A slot holding another position is taken over when that entry is from
    /// an earlier search or was searched no deeper.
    pub fn store(&mut self, hash: u64, depth: i32, bound: Bound, score: i32, best: Option<Move>) {
        let age = self.age;
        let entry = &mut self.entries[(hash & self.mask) as usize];
        let replace = entry.bound == 0 || entry.hash == hash || entry.age != age || entry.depth as i32 <= depth;
        if !replace {
            return;
        }
        let best = match best {
            Some(mv) => mv.code(),
            None if entry.hash == hash => entry.best,
            None => NO_MOVE,
        };
        *entry = Entry {
            hash,
            score,
            best,
            depth: depth.clamp(i8::MIN as i32, i8::MAX as i32) as i8,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
            age,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slot_is_sixteen_bytes_and_the_default_table_eight_mebibytes() {
        assert_eq!(ENTRY_BYTES, 16);
        assert_eq!(TranspositionTable::new(DEFAULT_SLOTS_LOG2).bytes(), 8 << 20);
    }

    #[test]
    fn stored_results_come_back_and_other_hashes_miss() {
        let mut table = TranspositionTable::new(4);
        let mv: Move = "c4*".parse().unwrap();
        table.store(0xABC0, 3, Bound::Lower, -250, Some(mv));
        let probe = table.probe(0xABC0).unwrap();
        assert_eq!(probe, Probe { depth: 3, bound: Bound::Lower, score: -250, best: Some(mv) });
        assert_eq!(table.probe(0xABD0), None, "same slot, other position");
        assert_eq!(Move::from_code(NO_MOVE), None);
    }

    #[test]
    fn a_deeper_entry_of_this_search_is_kept_and_an_old_one_replaced() {
        let mut table = TranspositionTable::new(4);
        table.store(0x10, 5, Bound::Exact, 7, None);
        table.store(0x20, 2, Bound::Exact, 9, None);
        assert_eq!(table.probe(0x10).unwrap().depth, 5, "shallower result of another position");
        table.new_search();
        table.store(0x20, 2, Bound::Exact, 9, None);
        assert_eq!(table.probe(0x20).unwrap().score, 9);
    }
}
