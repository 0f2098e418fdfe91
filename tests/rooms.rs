//! The crate's rooms use only the rooms docs/ARCHITECTURE.md allows: its table is read, and
//! every `crate::room` each room's code names (its tests aside) is checked against its row.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The table of docs/ARCHITECTURE.md: each room with the rooms it may use.
fn allowed() -> Vec<(Vec<String>, BTreeSet<String>)> {
    let text = std::fs::read_to_string(format!("{ROOT}/docs/ARCHITECTURE.md")).expect("docs/ARCHITECTURE.md");
    let section = text.split("\n## ").find(|s| s.starts_with("The engine's rooms")).expect("the rooms section");
    section
        .lines()
        .filter(|line| line.starts_with("| `"))
        .map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            let rooms = cells[1].split(',').map(|room| room.trim().trim_matches('`').to_string()).collect();
            let uses = cells[3].split(',').map(|room| room.trim().to_string()).filter(|room| room != "nothing").collect();
            (rooms, uses)
        })
        .collect()
}

/// Every `.rs` file of a room: its folder's files, or the room's one file.
fn files_of(room: &str) -> Vec<PathBuf> {
    let folder = Path::new(ROOT).join("src").join(room);
    if !folder.is_dir() {
        return vec![Path::new(ROOT).join("src").join(format!("{room}.rs"))];
    }
    let mut files = Vec::new();
    let mut pending = vec![folder];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(dir).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files
}

/// The leading lower-case name of `text` (a room's name), if any.
fn name_at(text: &str) -> String {
    text.trim_start().chars().take_while(|c| c.is_ascii_lowercase() || *c == '_').collect()
}

/// The rooms a file's code names as `crate::room` or in `crate::{room::..., room}`, its test
/// module (`#[cfg(test)] mod ...`) left out.
fn rooms_named(path: &Path) -> BTreeSet<String> {
    let text = std::fs::read_to_string(path).expect("a readable file");
    let code = text.split("#[cfg(test)]\nmod ").next().unwrap_or("");
    let mut named = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + 7..];
        if let Some(group) = rest.strip_prefix('{') {
            // Top-level names of the group: those after `{` or a comma at depth 0.
            let mut depth = 0;
            let mut start = 0;
            for (index, ch) in group.char_indices() {
                match ch {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        named.insert(name_at(&group[start..index]));
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        named.insert(name_at(&group[start..index]));
                        start = index + 1;
                    }
                    _ => {}
                }
            }
        } else {
            named.insert(name_at(rest));
        }
    }
    named.remove("");
    named
}

#[test]
fn grouped_and_plain_paths_are_both_read() {
    let file = std::env::temp_dir().join(format!("pathwayz-rooms-{}.rs", std::process::id()));
    std::fs::write(&file, "use crate::{score::WIN, search::{Agent, Silent}, rules};\nfn f() { crate::arena::x(); }\n#[cfg(test)]\nmod tests { use crate::lab::y; }\n").unwrap();
    let named = rooms_named(&file);
    std::fs::remove_file(&file).ok();
    assert_eq!(named.into_iter().collect::<Vec<_>>(), ["arena", "rules", "score", "search"]);
}

#[test]
fn every_room_uses_only_the_rooms_its_row_allows() {
    let table = allowed();
    assert!(table.len() >= 10, "the table has every room");
    let mut listed = BTreeSet::new();
    let mut breaches = Vec::new();
    for (rooms, uses) in &table {
        for room in rooms {
            listed.insert(room.clone());
            for file in files_of(room) {
                for named in rooms_named(&file) {
                    if &named != room && !uses.contains(&named) {
                        breaches.push(format!("{} uses {named}", file.strip_prefix(ROOT).unwrap().display()));
                    }
                }
            }
        }
    }
    assert!(breaches.is_empty(), "rooms using what docs/ARCHITECTURE.md does not allow: {breaches:#?}");
    let lib = std::fs::read_to_string(format!("{ROOT}/src/lib.rs")).expect("src/lib.rs");
    for line in lib.lines().filter_map(|line| line.strip_prefix("pub mod ")) {
        let room = line.trim_end_matches(';');
        assert!(listed.contains(room), "room {room} is missing from docs/ARCHITECTURE.md");
    }
}

/// The table of docs/ARCHITECTURE.md's "The wasm modules": each file of `src/wasm/` with the
/// module it is built into (`core`, `data`, `search`, `pictures`, `bench`, or `all`).
fn wasm_modules_table() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(format!("{ROOT}/docs/ARCHITECTURE.md")).expect("docs/ARCHITECTURE.md");
    let section = text.split("\n## ").find(|s| s.starts_with("The wasm modules")).expect("the wasm modules section");
    section
        .lines()
        .filter(|line| line.starts_with("| `"))
        .map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            (cells[1].trim_matches('`').to_string(), cells[2].to_string())
        })
        .collect()
}

/// Each file of `src/wasm/` as `src/wasm/mod.rs` gates it: the module of its feature
/// (`api-core` -> `core`, `bench` -> `bench`), or `all` for a file no feature gates.
fn wasm_modules_gated() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(format!("{ROOT}/src/wasm/mod.rs")).expect("src/wasm/mod.rs");
    let mut gate = None;
    let mut gated = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(feature) = line.strip_prefix("#[cfg(feature = \"").and_then(|rest| rest.strip_suffix("\")]")) {
            gate = Some(feature.strip_prefix("api-").unwrap_or(feature).to_string());
        } else if let Some(name) = line.strip_prefix("pub mod ").and_then(|rest| rest.strip_suffix(';')) {
            gated.push((name.to_string(), gate.take().unwrap_or_else(|| "all".to_string())));
        } else {
            gate = None;
        }
    }
    gated
}

#[test]
fn each_wasm_file_is_in_the_module_docs_architecture_md_says() {
    let mut table = wasm_modules_table();
    let mut gated = wasm_modules_gated();
    table.sort();
    gated.sort();
    assert!(gated.len() >= 20, "src/wasm/mod.rs declares its files: {gated:?}");
    assert_eq!(table, gated, "the wasm modules table of docs/ARCHITECTURE.md against src/wasm/mod.rs's gates");
    let mut files: Vec<String> = std::fs::read_dir(format!("{ROOT}/src/wasm"))
        .expect("src/wasm")
        .map(|entry| entry.expect("an entry").file_name().into_string().expect("a UTF-8 name"))
        .filter_map(|name| name.strip_suffix(".rs").map(str::to_string))
        .filter(|name| name != "mod")
        .collect();
    files.sort();
    let declared: Vec<String> = gated.iter().map(|(name, _)| name.clone()).collect();
    assert_eq!(files, declared, "every file of src/wasm/ is declared in src/wasm/mod.rs");
}
