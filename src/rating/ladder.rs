//! The ladder's data file (`www/data/ladder.json`): each strength's Elo as a tournament measured
//! it (a level, or a level limited to a number of positions a move), with the command that did. `pathwayz tournament --ladder` writes it, `--prior` reads it
//! back, the page rates the player against its levels, and the tests read it: all through
//! [`Ladder`], checked by [`Ladder::check`] ([`Ladder::parse`] does both for a file's text; the
//! wasm's `readLadder` hands the page this type and reads it back the same way).

use super::player::LadderLevel;
use crate::agents::strength::{Strength, MAX_POSITIONS};
use crate::number_text::shown;
use serde::{Deserialize, Serialize};

/// The whole file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Ladder {
    /// The command that measured it.
    pub command: String,
    /// The thinking time of the games, in milliseconds a move.
    pub ms_per_move: f64,
    /// The most games any pair of levels played.
    pub games_per_pair: u64,
    /// The games played, each counted once.
    pub total_games: u64,
    /// How the Elo were fitted, in words.
    pub fit: String,
    /// What the Elo are measured from.
    pub anchor: LadderAnchor,
    /// The levels measured, in the order they were given.
    pub levels: Vec<LadderEntry>,
}

/// What a ladder's Elo are measured from.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LadderAnchor {
    /// One level held at an Elo.
    Level { level: u8, elo: f64 },
    /// The mean of the fitted levels.
    Mean { mean: f64 },
}

/// One strength of the ladder: a level, or a level limited to a number of positions a move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LadderEntry {
    /// The level's number.
    pub level: u8,
    /// The most positions it searched a move; absent for the level alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub positions: Option<u64>,
    /// Its name.
    pub name: String,
    /// How it plays, in one line.
    pub description: String,
    /// Its fitted Elo; `None` (null) when the fit could only bound it.
    pub elo: Option<f64>,
    /// The games it played.
    pub games: u64,
    /// Its mean score in them, 0 to 1.
    pub score: f64,
    /// Half its Elo's 95% interval, for a fitted level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elo_margin: Option<f64>,
    /// For a level that won no game against the fitted group: the fitted Elo it is below.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elo_below: Option<f64>,
    /// For a level that lost none: the fitted Elo it is above.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elo_above: Option<f64>,
}

/// The most levels a ladder may list.
pub const MAX_LEVELS: usize = 64;
/// Elo figures (and margins and bounds) beyond this, in absolute value, are refused as damaged.
pub const MAX_ELO: f64 = 10_000.0;
/// The longest refusal message kept from the JSON reader (it may quote a whole field).
const MAX_REASON_CHARS: usize = 160;

/// Why a ladder was refused, in one short line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LadderError(pub String);

impl std::fmt::Display for LadderError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LadderError {}

impl LadderError {
    /// A reader's refusal `reason`, cut short when it quotes a long field.
    pub fn unreadable(reason: impl std::fmt::Display) -> LadderError {
        let reason = reason.to_string();
        match reason.char_indices().nth(MAX_REASON_CHARS) {
            Some((cut, _)) => LadderError(format!("not a ladder: {}…", &reason[..cut])),
            None => LadderError(format!("not a ladder: {reason}")),
        }
    }
}

/// `value` (named `what`) unless it is outside `min..=MAX_ELO` or not a number.
fn figure(value: f64, what: &str, min: f64) -> Result<(), LadderError> {
    if (min..=MAX_ELO).contains(&value) {
        Ok(())
    } else {
        Err(LadderError(format!("{what} must be a number from {} to {}, not {}", shown(min), shown(MAX_ELO), shown(value))))
    }
}

impl LadderEntry {
    /// The strength this entry rates, or why it is not one PAI plays (a level off the ladder, a
    /// budget for a level that does not search).
    pub fn strength(&self) -> Result<Strength, String> {
        Strength::numbered(self.level.into(), self.positions).map_err(|e| e.to_string())
    }
}

impl Ladder {
    /// The ladder in `text` (the file's JSON), read and checked.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn parse(text: &str) -> Result<Ladder, LadderError> {
        let ladder: Ladder = serde_json::from_str(text).map_err(LadderError::unreadable)?;
        ladder.check()?;
        Ok(ladder)
    }

    /// Refuses what the JSON types alone let through: more than [`MAX_LEVELS`] levels, a level
    /// numbered 0 or listed twice, an Elo, bound or anchor beyond ±[`MAX_ELO`], a negative
    /// margin, a score outside 0 to 1, a negative or endless thinking time.
    pub fn check(&self) -> Result<(), LadderError> {
        if self.levels.len() > MAX_LEVELS {
            return Err(LadderError(format!("a ladder lists at most {MAX_LEVELS} levels, not {}", self.levels.len())));
        }
        figure(self.ms_per_move, "msPerMove", 0.0).map_err(|_| LadderError(format!("msPerMove must be a number from 0 up, not {}", shown(self.ms_per_move))))?;
        match self.anchor {
            LadderAnchor::Level { elo, .. } => figure(elo, "the anchor's elo", -MAX_ELO)?,
            LadderAnchor::Mean { mean } => figure(mean, "the anchor's mean", -MAX_ELO)?,
        }
        for (index, entry) in self.levels.iter().enumerate() {
            let what = match entry.positions {
                None => format!("level {}", entry.level),
                Some(positions) => format!("level {}@{positions}", entry.level),
            };
            if entry.level == 0 {
                return Err(LadderError(format!("ladder entry {} has level 0: levels count from 1", index + 1)));
            }
            if entry.positions.is_some_and(|n| !(1..=MAX_POSITIONS).contains(&n)) {
                return Err(LadderError(format!("ladder entry {}'s positions must be from 1 to {MAX_POSITIONS}", index + 1)));
            }
            if self.levels[..index].iter().any(|earlier| (earlier.level, earlier.positions) == (entry.level, entry.positions)) {
                return Err(LadderError(format!("{what} is listed twice")));
            }
            for (value, name, min) in [(entry.elo, "elo", -MAX_ELO), (entry.elo_margin, "eloMargin", 0.0), (entry.elo_below, "eloBelow", -MAX_ELO), (entry.elo_above, "eloAbove", -MAX_ELO)] {
                if let Some(value) = value {
                    figure(value, &format!("{what}'s {name}"), min)?;
                }
            }
            if !(0.0..=1.0).contains(&entry.score) {
                return Err(LadderError(format!("{what}'s score must be from 0 to 1, not {}", shown(entry.score))));
            }
        }
        Ok(())
    }

    /// The strengths as the player's rating sees them: level, positions, Elo and margin.
    pub fn rated_levels(&self) -> Vec<LadderLevel> {
        self.levels.iter().map(|entry| LadderLevel { level: entry.level, positions: entry.positions, elo: entry.elo, margin: entry.elo_margin }).collect()
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_ladder_reads_whole_and_writes_back_byte_for_byte() {
        let text = include_str!("../../www/data/ladder.json");
        let ladder = Ladder::parse(text).expect("the shipped ladder reads");
        assert_eq!(serde_json::to_string_pretty(&ladder).expect("it writes") + "\n", text);
        let rated = ladder.rated_levels();
        assert_eq!(rated.len(), ladder.levels.len());
        assert!(rated.iter().filter(|level| level.elo.is_some()).all(|level| level.margin.is_some()));
    }

    /// The widest step a player meets between neighbouring strengths, from level 2 up (issue:
    /// "a ladder a player can climb").
    const MAX_STEP: f64 = 150.0;

    #[test]
    fn the_shipped_ladder_rates_every_offered_strength_in_steps_of_at_most_150() {
        use crate::agents::strength::STRENGTHS;
        let ladder = Ladder::parse(include_str!("../../www/data/ladder.json")).expect("the shipped ladder reads");
        let mut elos = Vec::new();
        for strength in STRENGTHS.iter().filter(|s| s.level.number() >= 2) {
            let positions = strength.positions;
            let entry = ladder.levels.iter().find(|e| e.level == strength.level.number() && e.positions == positions);
            let entry = entry.unwrap_or_else(|| panic!("level {strength} is offered but not on the ladder"));
            let (elo, margin) = (entry.elo.expect("an offered strength has an Elo"), entry.elo_margin.expect("and its interval"));
            // A measured interval, not a guess: a strength with a few dozen games would be wider.
            assert!(margin > 0.0 && margin <= 100.0, "level {strength}: +/- {margin}");
            assert_eq!(entry.strength(), Ok(*strength));
            elos.push((elo, strength.to_string()));
        }
        elos.sort_by(|a, b| a.0.total_cmp(&b.0));
        for pair in elos.windows(2) {
            let step = pair[1].0 - pair[0].0;
            assert!(step <= MAX_STEP, "from level {} ({}) to level {} ({}): {step} Elo", pair[0].1, pair[0].0, pair[1].1, pair[1].0);
        }
    }

    #[test]
    fn limited_strengths_read_and_are_checked() {
        let shipped = include_str!("../../www/data/ladder.json");
        let limited = shipped.replacen("\"level\": 12,", "\"level\": 12,\n      \"positions\": 7777,", 1);
        let ladder = Ladder::parse(&limited).expect("a limited strength reads");
        let entry = ladder.levels.iter().find(|e| e.positions == Some(7777)).expect("listed");
        assert_eq!(entry.strength().map(|s| s.to_string()), Ok("12@7777".to_string()));
        assert_eq!(serde_json::to_string_pretty(&ladder).unwrap() + "\n", limited, "written back as read");
        let refused = |text: &str| Ladder::parse(text).expect_err("refused").to_string();
        assert_eq!(refused(&limited.replacen("\"positions\": 7777", "\"positions\": 0", 1)), format!("ladder entry {}'s positions must be from 1 to {MAX_POSITIONS}", ladder.levels.iter().position(|e| e.positions == Some(7777)).unwrap() + 1));
        let twice = limited.replacen("\"level\": 11,", "\"level\": 12,\n      \"positions\": 7777,", 1);
        assert!(refused(&twice).ends_with("level 12@7777 is listed twice"), "{}", refused(&twice));
    }

    #[test]
    fn damaged_ladders_are_refused_with_a_short_reason() {
        let shipped = include_str!("../../www/data/ladder.json");
        let refused = |text: &str| Ladder::parse(text).expect_err("refused").to_string();
        assert!(refused("7").starts_with("not a ladder: invalid type: integer `7`, expected struct Ladder"), "{}", refused("7"));
        let long = shipped.replacen("\"Random\"", &format!("{}", 7), 1);
        assert!(refused(&long).contains("invalid type: integer `7`"), "{}", refused(&long));
        let quoted = shipped.replacen("\"elo\": ", &format!("\"elo\": \"{}\", \"x\": ", "x".repeat(10_000)), 1);
        assert!(refused(&quoted).chars().count() < 200, "{}", refused(&quoted));
        let changed = |from: &str, to: &str| refused(&shipped.replacen(from, to, 1));
        // Level 2's own figures, whatever the last fit made them.
        let level2 = Ladder::parse(shipped).unwrap().levels.into_iter().find(|e| e.level == 2 && e.positions.is_none()).unwrap();
        let field = |name: &str, value: f64| format!("\"{name}\": {}", serde_json::to_string(&value).unwrap());
        let (elo, margin, score) = (field("elo", level2.elo.unwrap()), field("eloMargin", level2.elo_margin.unwrap()), field("score", level2.score));
        assert_eq!(changed("\"level\": 2,", "\"level\": 0,"), "ladder entry 2 has level 0: levels count from 1");
        assert_eq!(changed("\"level\": 2,", "\"level\": 1,"), "level 1 is listed twice");
        assert_eq!(changed(&elo, "\"elo\": 1e300"), "level 2's elo must be a number from -10000 to 10000, not 1e300");
        assert_eq!(changed(&margin, "\"eloMargin\": -1"), "level 2's eloMargin must be a number from 0 to 10000, not -1");
        assert_eq!(changed(&score, "\"score\": 2"), "level 2's score must be from 0 to 1, not 2");
    }
}
