//! The docs against the code they describe: docs/FEATURES.md against the feature table,
//! docs/LEVELS.md and the web manifest against the ladder, the layout table of
//! docs/ARCHITECTURE.md against the source files, docs/RULES.md's board diagrams against the engine.

use pathwayz::agents::level::LEVELS;
use pathwayz::evaluation::features::{feature_name, FEATURE_COUNT, SIDE_FEATURES};

/// The `| index | `name` |` rows of the section of `text` whose heading starts with `heading`.
fn rows(text: &str, heading: &str) -> Vec<(usize, String)> {
    let section = text.split("\n## ").find(|s| s.starts_with(heading)).unwrap_or_else(|| panic!("no section {heading:?}"));
    section
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            let index = cells.get(1)?.parse().ok()?;
            Some((index, cells.get(2)?.trim_matches('`').to_string()))
        })
        .collect()
}

#[test]
fn the_feature_page_lists_every_feature_of_the_table_in_order() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/FEATURES.md")).expect("docs/FEATURES.md");
    let side = rows(&text, "Per player");
    let expected: Vec<(usize, String)> =
        (0..SIDE_FEATURES).map(|index| (index, feature_name(index).strip_prefix("my").expect("my first").to_string())).collect();
    assert_eq!(side, expected, "the per-player table");
    let shared = rows(&text, "Comparisons");
    let expected: Vec<(usize, String)> = (2 * SIDE_FEATURES..FEATURE_COUNT).map(|index| (index, feature_name(index))).collect();
    assert_eq!(shared, expected, "the comparisons table");
    let heading = format!(
        "## Per player ({SIDE_FEATURES} each: indices 0-{} \"my\", {SIDE_FEATURES}-{} \"your\")",
        SIDE_FEATURES - 1,
        2 * SIDE_FEATURES - 1
    );
    assert!(text.contains(&heading), "the heading says {heading}");
    let heading = format!("## Comparisons and the constant ({}: indices {}-{})", FEATURE_COUNT - 2 * SIDE_FEATURES, 2 * SIDE_FEATURES, FEATURE_COUNT - 1);
    assert!(text.contains(&heading), "the heading says {heading}");
}

/// The levels table of docs/LEVELS.md: every level of the ladder, in order, with its name.
#[test]
fn the_levels_page_lists_every_level_with_its_name() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/LEVELS.md")).expect("docs/LEVELS.md");
    let rows: Vec<(usize, String)> = text
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            Some((cells.get(1)?.parse().ok()?, cells.get(2)?.to_string()))
        })
        .collect();
    let expected: Vec<(usize, String)> = LEVELS.iter().map(|level| (level.number as usize, level.name.to_string())).collect();
    assert_eq!(rows, expected);
    let count = NUMBER_WORDS[LEVELS.len()];
    let capitalised = format!("{}{}", count[..1].to_uppercase(), &count[1..]);
    assert!(text.contains(&format!("{capitalised} levels")), "LEVELS.md says how many levels there are: {capitalised}");
    let manifest = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/www/manifest.webmanifest")).expect("the manifest");
    assert!(manifest.contains(&format!("a ladder of {count} AIs")), "the web manifest, which installs the app, says {count}");
}

/// Numbers as words, for the texts that spell them.
const NUMBER_WORDS: [&str; 21] = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
    "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
];

/// The layout table of docs/ARCHITECTURE.md names every room of `src/` and every file in it, every
/// example and every script, so a new file is not left out.
#[test]
fn the_layout_table_names_every_source_file() {
    let root = env!("CARGO_MANIFEST_DIR");
    let text = std::fs::read_to_string(format!("{root}/docs/ARCHITECTURE.md")).expect("docs/ARCHITECTURE.md");
    let section = text.split("\n## ").find(|s| s.starts_with("Layout")).expect("a Layout section in docs/ARCHITECTURE.md");
    let table: Vec<&str> = section.lines().filter(|line| line.starts_with("| `")).collect();
    let row_of = |entry: &str| table.iter().find(|row| row.starts_with(&format!("| `{entry}"))).copied();
    let mut missing = Vec::new();
    let files = |folder: &str| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(format!("{root}/{folder}"))
            .unwrap_or_else(|_| panic!("{folder}"))
            .map(|entry| entry.expect("an entry").file_name().into_string().expect("a UTF-8 name"))
            .collect();
        names.sort();
        names
    };
    for name in files("src") {
        let path = format!("src/{name}");
        if std::path::Path::new(&format!("{root}/{path}")).is_dir() {
            if name == "bin" {
                continue;
            }
            let Some(row) = row_of(&format!("{path}/")) else {
                missing.push(format!("{path}/"));
                continue;
            };
            for file in files(&path) {
                let stem = file.trim_end_matches(".rs");
                if stem != "mod" && !row.contains(&format!("`{stem}")) {
                    missing.push(format!("{path}/{file}"));
                }
            }
        } else if !table.iter().any(|row| row.contains(&format!("`{path}`")) || row.contains(&format!("`{name}`"))) {
            missing.push(path);
        }
    }
    for folder in ["examples", "scripts"] {
        for name in files(folder) {
            if !table.iter().any(|row| row.contains(&name) || row.contains(name.trim_end_matches(".rs"))) {
                missing.push(format!("{folder}/{name}"));
            }
        }
    }
    assert!(missing.is_empty(), "the layout table of docs/ARCHITECTURE.md leaves out {missing:?}");
}

/// Every board diagram of docs/RULES.md (a code block whose first line is `record: <moves>`) is
/// what `pathwayz replay` gives for that record: the rows drawn with their numbers, then the line
/// `ply N, to move: C, winner: W`.
#[test]
fn the_rules_diagrams_are_what_the_engine_plays() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/RULES.md")).expect("docs/RULES.md");
    let mut diagrams = 0;
    for block in text.split("```").skip(1).step_by(2) {
        let mut lines = block.lines().skip(1);
        let Some(record) = lines.next().and_then(|line| line.strip_prefix("record:")).map(str::trim) else { continue };
        let game = pathwayz::Game::from_record(record).unwrap_or_else(|error| panic!("{record}: {error}"));
        let position = game.position();
        let lines: Vec<&str> = lines.collect();
        let drawn: Vec<String> = lines
            .iter()
            .filter_map(|line| {
                let (number, cells) = line.trim_start().split_once(' ')?;
                number.parse::<u8>().ok().map(|_| cells.replace(' ', ""))
            })
            .collect();
        assert_eq!(drawn, position.rows(), "the board after {record}");
        let winner = position.status().winner_name().unwrap_or("none");
        let state = format!("ply {}, to move: {}, winner: {winner}", position.ply(), position.to_move().name());
        assert!(lines.contains(&state.as_str()), "the diagram of {record} ends with {state}");
        diagrams += 1;
    }
    assert!(diagrams >= 6, "docs/RULES.md has {diagrams} board diagrams, expected 6 or more");
}
