//! `pathwayz weights PATH`: checks a weights blob and describes it, or says why it is refused.

use super::Failure;
use pathwayz::evaluation::features::{feature_name, FEATURE_COUNT};
use pathwayz::evaluation::weights_blob::{read_blob, FORMAT_VERSION};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// The blob to check.
    path: PathBuf,
    /// Also list this many features with the largest weights (by absolute value).
    #[arg(long, default_value_t = 0)]
    top: usize,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let bytes = std::fs::read(&args.path).map_err(|e| Failure(format!("cannot read {}: {e}", args.path.display())))?;
    let blob = read_blob(&bytes).map_err(|e| Failure(format!("{}: {e}", args.path.display())))?;
    println!("{}: valid", args.path.display());
    println!("format version {FORMAT_VERSION}");
    println!("feature set {:#010x}", pathwayz::evaluation::features::FEATURE_SET_ID);
    println!("count {FEATURE_COUNT}");
    println!("checksum {:#010x}", blob.checksum);
    if args.top > 0 {
        let mut order: Vec<usize> = (0..FEATURE_COUNT).collect();
        order.sort_by(|&a, &b| blob.weights[b].abs().total_cmp(&blob.weights[a].abs()));
        println!("\n| rank | feature | weight |\n|---|---|---|");
        for (rank, &index) in order.iter().take(args.top).enumerate() {
            println!("| {} | {} | {:.3} |", rank + 1, feature_name(index), blob.weights[index]);
        }
    }
    Ok(())
}
