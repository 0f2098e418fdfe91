#!/bin/sh
# Builds an older revision of this repository with today's GTP engine grafted on, so that its
# levels can play today's in `pathwayz match --white-engine/--black-engine` (docs/GTP.md).
#
#   scripts/gtp-graft.sh REV DIR     e.g. scripts/gtp-graft.sh 78dd60a /tmp/pathwayz-0.5.0
#
# REV's sources are exported (git archive) into DIR; src/gtp/'s engine side (protocol, engine,
# time_control) and the CLI's `gtp` command are copied in, their paths adjusted where REV keeps
# the agents' vocabulary elsewhere (before the search room: `agents::Agent`,
# `agents::search::SearchLimits`, `agents::AgentSettings`); then DIR is built in release and the
# engine's binary is DIR/target/release/pathwayz. Only REV's agents play: the graft adds the
# protocol and today's clock (src/clock.rs: PATHWAYZ_CLOCK=thread-cpu), not a change to any level.
# The repository itself is not touched.
set -eu

if [ $# -ne 2 ]; then
    echo "usage: $0 REV DIR" >&2
    exit 2
fi
rev=$1
dir=$2
here=$(cd "$(dirname "$0")/.." && pwd)

if [ -e "$dir/src" ]; then
    echo "$dir/src already exists: give an empty or new folder" >&2
    exit 2
fi
mkdir -p "$dir"
git -C "$here" archive "$rev" | tar -x -C "$dir"

if [ -e "$dir/src/gtp/engine.rs" ]; then
    echo "$rev has its own GTP engine: built as it is"
else
    mkdir -p "$dir/src/gtp"
    for file in protocol engine time_control; do
        cp "$here/src/gtp/$file.rs" "$dir/src/gtp/$file.rs"
    done
    cat > "$dir/src/gtp/mod.rs" <<'MOD'
//! The engine's side of the Go Text Protocol, grafted from a later revision (scripts/gtp-graft.sh).

pub mod engine;
pub mod protocol;
pub mod time_control;

pub use engine::{EngineConfig, GtpEngine};
MOD
    if [ ! -e "$dir/src/search/mod.rs" ]; then
        sed -i 's/^use crate::search::{Agent, SearchLimits, Silent};$/use crate::agents::Agent;\nuse crate::agents::search::{SearchLimits, Silent};/' "$dir/src/gtp/engine.rs"
    fi
    if [ ! -e "$dir/src/agents/weights.rs" ]; then
        sed -i 's/crate::agents::weights::AgentSettings/crate::agents::AgentSettings/' "$dir/src/gtp/engine.rs"
    fi
    grep -q '^pub mod gtp;' "$dir/src/lib.rs" || sed -i 's/^pub mod evaluation;$/pub mod evaluation;\n#[cfg(not(target_arch = "wasm32"))]\npub mod gtp;/' "$dir/src/lib.rs"

    cli="$dir/src/bin/pathwayz/cli"
    cp "$here/src/bin/pathwayz/cli/gtp.rs" "$cli/gtp.rs"
    if ! grep -q '^mod gtp;' "$cli/mod.rs"; then
        sed -i 's/^mod matches;$/mod gtp;\nmod matches;/' "$cli/mod.rs"
        sed -i 's/^\(\s*\)Match(matches::Args),$/\1Match(matches::Args),\n\1\/\/\/ Speak the Go Text Protocol on stdin and stdout (grafted, scripts\/gtp-graft.sh).\n\1Gtp(gtp::Args),/' "$cli/mod.rs"
        sed -i 's/^\(\s*\)Command::Match(args) => matches::run(args),$/\1Command::Match(args) => matches::run(args),\n\1Command::Gtp(args) => gtp::run(args),/' "$cli/mod.rs"
    fi
fi

# Today's clock, so that PATHWAYZ_CLOCK=thread-cpu times both sides of a match by CPU time
# (src/clock.rs; it only changes which clock a search's budget reads).
if ! grep -q CLOCK_VARIABLE "$dir/src/clock.rs"; then
    cp "$here/src/clock.rs" "$dir/src/clock.rs"
    grep -q '^libc = ' "$dir/Cargo.toml" || sed -i "s/^\[target.'cfg(not(target_arch = \"wasm32\"))'.dependencies\]$/&\nlibc = \"0.2\"/" "$dir/Cargo.toml"
fi

(cd "$dir" && CARGO_TARGET_DIR="$dir/target" cargo build --release --bin pathwayz)
version=$(printf 'version\nquit\n' | "$dir/target/release/pathwayz" gtp)
echo "built $dir/target/release/pathwayz (revision $rev): $(echo "$version" | head -1)"
