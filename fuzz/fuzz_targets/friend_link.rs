//! Fuzz target `friend_link`: see `fuzz/checks/friend_link.rs` for what it checks.
#![no_main]

#[path = "../checks/mod.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    // Through the same table the regression test uses, so every target builds every check.
    let check = checks::for_target("friend_link").expect("a known target");
    check(data);
});
