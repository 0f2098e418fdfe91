//! `pathwayz match`: one level against another over many games, on all cores; with `--swap` in
//! game pairs sharing an opening, and with `--sprt` stopped by a sequential test.

use super::arena_run::{play_pairings, play_sprt_pairings};
use super::Failure;
use super::records::RecordsArgs;
use super::settings::{parse_level, OpeningArgs, PlayArgs};
use pathwayz::arena::stats::{Pentanomial, Sprt, SprtVerdict};
use pathwayz::arena::tournament::{match_pairings, pentanomial_for, tally_for};
use pathwayz::Level;

#[derive(clap::Args)]
pub struct Args {
    /// The level whose score is reported.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_level)]
    white: Level,
    /// Its opponent.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_level)]
    black: Level,
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
    let pairings = match_pairings(args.white, args.black, args.games, args.swap, args.opening.opening, args.play.seed);
    let (pairings, outcomes, sprt_line) = match args.sprt {
        None => {
            let outcomes = play_pairings(&pairings, &args.play, &args.records, "match")?;
            (&pairings[..], outcomes, None)
        }
        Some(test) => {
            let run = play_sprt_pairings(&pairings, args.white, &test, &args.play, &args.records, "match")?;
            let counted = run.outcomes.len();
            let pentanomial = pentanomial_for(args.white, &pairings[..counted], &run.outcomes);
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
    let tally = tally_for(args.white, pairings, &outcomes);
    let plies: u32 = outcomes.iter().map(|o| o.plies()).sum();
    println!(
        "level {} vs level {}: {} games, {} ms per move{}{}, {:.1} moves per game",
        args.white.number(),
        args.black.number(),
        games,
        args.play.ms,
        if args.swap { ", colours alternated in game pairs sharing an opening" } else { "" },
        args.opening.describe(),
        plies as f64 / games as f64
    );
    if args.white == args.black {
        println!("(a level against itself: the score is White's)");
    }
    if let Some(line) = sprt_line {
        println!("{line}");
    }
    print_pairs(&pentanomial_for(args.white, pairings, &outcomes), args.swap, games);
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
