//! `pathwayz match`: one level against another over many games, on all cores; with `--swap` in
//! game pairs sharing an opening, and with `--sprt` stopped by a sequential test. Either side
//! can be an external GTP engine (`--white-engine CMD`, `--black-engine CMD`), started for
//! each game (docs/GTP.md).

use super::arena_run::{play_pairings, play_sprt_pairings};
use super::Failure;
use super::records::RecordsArgs;
use super::settings::{parse_strength, OpeningArgs, PlayArgs};
use pathwayz::arena::stats::{Pentanomial, Sprt, SprtVerdict};
use pathwayz::arena::player::Player;
use pathwayz::arena::tournament::{match_pairings, pentanomial_for, tally_for};
use pathwayz::gtp::EngineCommand;
use pathwayz::Strength;

#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("white_side").required(true).args(["white", "white_engine"])))]
#[command(group(clap::ArgGroup::new("black_side").required(true).args(["black", "black_engine"])))]
pub struct Args {
    /// The level whose score is reported; LEVEL@POSITIONS limits it to a number of positions a
    /// move (12@3000).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_strength)]
    white: Option<Strength>,
    /// Its opponent (a level, or LEVEL@POSITIONS).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_strength)]
    black: Option<Strength>,
    /// An external engine speaking GTP instead of the --white level: its command line, e.g.
    /// "/tmp/old/pathwayz gtp --level 12" (split on spaces, quotes keep an argument whole; no
    /// shell). One process per game; it is asked to think --ms a move (time_settings 0 S 1).
    #[arg(long, value_name = "CMD", value_parser = parse_engine)]
    white_engine: Option<EngineCommand>,
    /// An external engine instead of the --black level.
    #[arg(long, value_name = "CMD", value_parser = parse_engine)]
    black_engine: Option<EngineCommand>,
    /// Number of games (with --sprt, the most that are played).
    #[arg(long, default_value_t = 20)]
    games: usize,
    /// Play game pairs: games 2k and 2k+1 share their random opening, colours swapped (the
    /// --white level plays Black in the odd games).
    #[arg(long)]
    swap: bool,
    /// Stop when a sequential probability ratio test on the game pairs decides:
    /// ELO0,ELO1[,ALPHA,BETA], the --white level's Elo advantage under H0 and H1 (logistic Elo;
    /// ALPHA and BETA 0.05 if not given). Needs --swap and an even --games.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_sprt, requires = "swap")]
    sprt: Option<Sprt>,
    #[command(flatten)]
    opening: OpeningArgs,
    #[command(flatten)]
    play: PlayArgs,
    #[command(flatten)]
    records: RecordsArgs,
}

/// An engine's command line.
fn parse_engine(text: &str) -> Result<EngineCommand, String> {
    text.parse()
}

/// The SPRT's parameters as given to `--sprt`.
fn parse_sprt(text: &str) -> Result<Sprt, String> {
    text.parse().map_err(|e: pathwayz::arena::stats::sprt::SprtError| e.to_string())
}

pub fn run(args: Args) -> Result<(), Failure> {
    if args.games == 0 {
        return Err(Failure("a match needs at least one game".into()));
    }
    if args.sprt.is_some() && args.games % 2 == 1 {
        return Err(Failure("--sprt plays game pairs: --games must be even".into()));
    }
    let mut engines = Vec::new();
    let mut side = |strength: Option<Strength>, engine: &Option<EngineCommand>| match (strength, engine) {
        (Some(strength), _) => Player::Pai(strength),
        (None, engine) => {
            engines.push(engine.clone().expect("clap requires a level or an engine for each side"));
            Player::Engine(engines.len() - 1)
        }
    };
    let (first, second) = (side(args.white, &args.white_engine), side(args.black, &args.black_engine));
    let pairings = match_pairings(first, second, args.games, args.swap, args.opening.opening, args.play.seed);
    let (pairings, outcomes, sprt_line) = match args.sprt {
        None => {
            let outcomes = play_pairings(&pairings, &engines, &args.play, &args.records, "match")?;
            (&pairings[..], outcomes, None)
        }
        Some(test) => {
            let run = play_sprt_pairings(&pairings, &engines, first, &test, &args.play, &args.records, "match")?;
            let counted = run.outcomes.len();
            let pentanomial = pentanomial_for(first, &pairings[..counted], &run.outcomes);
            let llr = run.decision.map_or_else(|| test.llr(&pentanomial), |d| d.llr);
            let verdict = run.decision.map_or(SprtVerdict::Continue, |d| d.verdict);
            let stop = match run.decision {
                Some(decision) => {
                    // On stderr: how far the last batch ran past the decision depends on the cores.
                    if run.played > counted {
                        eprintln!("{} later games of the last batch played and not counted", run.played - counted);
                    }
                    format!(" after pair {} of {}", decision.pair + 1, args.games / 2)
                }
                None => format!(" after all {} pairs", args.games / 2),
            };
            let line = format!(
                "{test}: LLR {llr:.2} (bounds {:.2}, {:.2}), {verdict}{stop}",
                test.lower_bound(),
                test.upper_bound()
            );
            (&pairings[..counted], run.outcomes, Some(line))
        }
    };
    let games = outcomes.len();
    let tally = tally_for(first, pairings, &outcomes);
    let plies: u32 = outcomes.iter().map(|o| o.plies()).sum();
    println!(
        "{} vs {}: {} games, {} ms per move{}{}, {:.1} moves per game",
        first.describe(&engines),
        second.describe(&engines),
        games,
        args.play.ms,
        if args.swap { ", colours alternated in game pairs sharing an opening" } else { "" },
        args.opening.describe(),
        plies as f64 / games as f64
    );
    if first == second {
        println!("(a level against itself: the score is White's)");
    }
    if let Some(line) = sprt_line {
        println!("{line}");
    }
    print_pairs(&pentanomial_for(first, pairings, &outcomes), args.swap, games);
    println!("{tally}");
    Ok(())
}

/// The pentanomial line and the Elo line with its interval and LOS.
fn print_pairs(pentanomial: &Pentanomial, swap: bool, games: usize) {
    let note = match (swap, games % 2) {
        (_, 1) => "; the odd last game counts in the score only",
        (false, _) => "; without --swap, consecutive games with their own openings",
        _ => "",
    };
    println!("{pentanomial}{note}");
    println!("{}", pentanomial.elo());
}
