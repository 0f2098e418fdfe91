// The positions the searching levels' speed is measured on (docs/RESULTS.md's speed table):
// the empty board and three middle games. Shared by wasm-bench.mjs and throttled-search.mjs.

/** Game records of the measured positions. */
export const SEARCH_RECORDS = ['', 'd4 e5 f4 g5 e4* h6 i6 c3', 'f4 g5* f5 c3 h6 h5 e4 d6* i4 b5 j7 g3',
  'a4 l5 b4 k5 c4 j5 d4 i5 e4* h5 f6 g6 c6* e7 h3 i2'];
