//! Every checked-in fuzz input, run through the fuzz targets' own checks (`fuzz/checks/`) on
//! every `cargo test`: the seed corpus (`fuzz/corpus/<target>/`) and each crash the fuzzer ever
//! found (`fuzz/regressions/<target>/`), so a fixed crash stays fixed.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../fuzz/checks/mod.rs"]
mod checks;

use std::path::Path;

const TARGETS: [&str; 5] = ["notation", "records", "weights", "api_sequence", "friend_link"];

/// Runs `target`'s check on every file in `fuzz/<folder>/<target>/`; returns how many.
fn replay(folder: &str, target: &str) -> usize {
    let check = checks::for_target(target).expect("a known target");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz").join(folder).join(target);
    let Ok(entries) = std::fs::read_dir(&dir) else { return 0 };
    let mut count = 0;
    for entry in entries {
        let path = entry.unwrap().path();
        let data = std::fs::read(&path).unwrap();
        let outcome = std::panic::catch_unwind(|| check(&data));
        assert!(outcome.is_ok(), "{} fails its check", path.display());
        count += 1;
    }
    count
}

#[test]
fn the_seed_corpus_passes_every_check() {
    for target in TARGETS {
        assert!(replay("corpus", target) >= 3, "fuzz/corpus/{target} has too few seeds");
    }
}

#[test]
fn every_crash_found_stays_fixed() {
    for target in TARGETS {
        replay("regressions", target);
    }
}
