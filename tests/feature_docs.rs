//! docs/FEATURES.md against the feature table: every feature, in order, with its index, and the
//! counts its headings state.

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
