#!/usr/bin/env bash
# Build, serve and test Pathwayz. Installs what each step needs, skipping what is there.
#
#   ./build.sh serve   build the release and serve it on http://localhost:8080, as a host would
#   ./build.sh release build the wasm into pkg/ and the deployable site into dist/ (hashed file
#                      names, the service worker's precache list, release.json)
#   ./build.sh build   build the wasm into pkg/ only
#   ./build.sh test    cargo test (with the lab), 20 s of each fuzz target (one per core), the
#                      wasm tests in headless Chromium, the Node test of hostile wasm calls, the
#                      browser tests
#   ./build.sh package the element as an npm package: target/pathwayz-game-VERSION.tgz (builds the wasm)
#   ./build.sh bench   pathwayz bench natively and the same workload in wasm (Node, pkg-bench/)
#   ./build.sh fuzz [SECONDS]  each fuzz target for SECONDS (default 600); test runs them 20 s
set -euo pipefail
cd "$(dirname "$0")"
export PATH="$HOME/.cargo/bin:$PATH"

WASM_TARGET=wasm32-unknown-unknown
WASM_BINDGEN_VERSION=$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)"/\1/p' Cargo.toml)
PORT=${PORT:-8080}
FUZZ_TARGETS=(notation records weights api_sequence friend_link)

# Each step says how long the script has run, so a slow phase shows in CI's log.
step() { printf '\n==> [%ss] %s\n' "$SECONDS" "$*"; }

# Runs a command as root: directly when we are root, else through sudo.
as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

need_wasm_toolchain() {
  if ! rustup target list --installed | grep -qx "$WASM_TARGET"; then
    step "adding the $WASM_TARGET target"
    rustup target add "$WASM_TARGET"
  fi
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
    step "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (takes a few minutes, once)"
    # RUSTFLAGS set empty: the tool builds without the project's flags (.cargo/config.toml).
    RUSTFLAGS= cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
  fi
}

need_chromium() {
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    step "installing Debian's chromium and chromium-driver"
    as_root apt-get update -q
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-driver
  fi
}

# The fonts `pathwayz diagram` draws a PNG's or GIF's coordinates and caption with (resvg reads
# the system's fonts; tests/diagram.rs checks the labels are drawn).
need_fonts() {
  if [ ! -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then
    step "installing Debian's fonts-dejavu-core"
    as_root apt-get update -q
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q fonts-dejavu-core
  fi
}

need_node_modules() {
  if [ ! -d tests/e2e/node_modules/playwright-core ] || [ ! -d tests/e2e/node_modules/axe-core ]; then
    step "installing the browser-test packages (npm ci)"
    (cd tests/e2e && npm ci --no-audit --no-fund)
  fi
  if [ ! -d tests/package/node_modules/vite ] || [ ! -d tests/package/node_modules/typescript ]; then
    step "installing the package test's bundler and TypeScript (npm ci in tests/package)"
    (cd tests/package && npm ci --no-audit --no-fund)
  fi
}

# The release build's bundler and minifier, Rollup and esbuild at the versions
# scripts/release/package.json pins (its lockfile), installed once and again when a pin changes.
need_release_tools() {
  local tool wanted installed
  for tool in rollup esbuild; do
    wanted=$(node -p "require('./scripts/release/package.json').devDependencies.$tool")
    installed=$(node -p "try { require('./scripts/release/node_modules/$tool/package.json').version } catch { '' }")
    if [ "$installed" != "$wanted" ]; then
      step "installing the release build's bundler and minifier, Rollup and esbuild (npm ci in scripts/release)"
      (cd scripts/release && npm ci --no-audit --no-fund)
      return
    fi
  done
}

# Packs the element with its wasm, worker, weights, README (docs/PUBLISHERS.md) and TypeScript
# declarations: scripts/package.mjs, then npm pack into target/.
package_npm() {
  build_wasm
  need_release_tools
  step "packing the element (npm pack)"
  node scripts/package.mjs
}

need_fuzz_toolchain() {
  if ! rustup toolchain list | grep -q '^nightly'; then
    step "installing the nightly toolchain for cargo-fuzz (once)"
    rustup toolchain install nightly --profile minimal
  fi
  if ! command -v cargo-fuzz >/dev/null; then
    step "installing cargo-fuzz (takes a few minutes, once)"
    RUSTFLAGS= cargo install cargo-fuzz --locked
  fi
}

# Runs every fuzz target for $1 seconds from the checked-in corpus (fuzz/corpus/<target>/, read
# only: new inputs go to a scratch folder), as many targets at a time as the machine has cores
# (libFuzzer runs on one). A crash stops the run and leaves its input in
# fuzz/artifacts/<target>/: fix it, then move the input to fuzz/regressions/<target>/, where
# tests/fuzz_regressions.rs replays it on every cargo test.
run_fuzz() {
  local seconds=$1 cores target failed=0
  cores=$(nproc)
  need_fuzz_toolchain
  step "building the fuzz targets (nightly)"
  cargo +nightly fuzz build --sanitizer none
  step "fuzzing ${#FUZZ_TARGETS[@]} targets for $seconds s each, $cores at a time"
  local scratch
  scratch=$(mktemp -d)
  for target in "${FUZZ_TARGETS[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$cores" ]; do wait -n || true; done
    fuzz_one "$target" "$seconds" "$scratch" &
  done
  wait
  for target in "${FUZZ_TARGETS[@]}"; do
    if [ -f "$scratch/$target.failed" ]; then
      tail -40 "$scratch/$target.log" >&2
      echo "fuzz target $target failed: its input is in fuzz/artifacts/$target/" >&2
      failed=1
    else
      echo "$target: $(grep -E '^(stat::number_of_executed_units|Done )' "$scratch/$target.log" | tr '\n' ' ')"
    fi
  done
  rm -rf "$scratch"
  [ "$failed" = 0 ] || exit 1
}

# One fuzz target for $2 seconds, its log in $3/TARGET.log and, if it found a crash, $3/TARGET.failed.
fuzz_one() {
  local target=$1 seconds=$2 scratch=$3
  { mkdir "$scratch/$target.corpus" &&
    cargo +nightly fuzz run --sanitizer none "$target" "$scratch/$target.corpus" "fuzz/corpus/$target" -- \
      -max_total_time="$seconds" -print_final_stats=1; } >"$scratch/$target.log" 2>&1 || touch "$scratch/$target.failed"
}

# The engine's wasm modules (src/wasm/mod.rs, the cargo features api-*), each into pkg/ as
# pathwayz_PART.js and pathwayz_PART_bg.wasm: the search (the workers', and the page's when PAI
# plays: every entry point but the pictures) built for speed, with the project's inlining
# (.cargo/config.toml); the core (the page's rules, records and the day's puzzle), the data (the
# core, the friend links and the data readers: ladder, ratings, puzzles, exercises, review
# figures) and the pictures for size (profile wasm-small: opt-level z, LLVM's own inlining, so
# RUSTFLAGS set empty).
build_wasm() {
  need_wasm_toolchain
  step "building the wasm modules (search, core, data, pictures) into pkg/"
  rm -f pkg/pathwayz*
  # The search and the small modules at once, one core each: each in its own target folder
  # (cargo locks a folder for a build), the small ones with their own flags.
  cargo build --lib --release --target "$WASM_TARGET" --no-default-features --features api-search &
  local search=$! part
  for part in core data pictures; do
    RUSTFLAGS= cargo build --lib --profile wasm-small --target "$WASM_TARGET" --target-dir target/wasm-small \
      --no-default-features --features "api-$part"
    bindgen_part "$part" "target/wasm-small/$WASM_TARGET/wasm-small/pathwayz.wasm"
  done
  wait "$search"
  bindgen_part search "target/$WASM_TARGET/release/pathwayz.wasm"
  ls -l pkg
}

# The JS glue and the wasm of one module. Without the function-name section (12% of a module): a
# panic still logs its message and Rust location (console_error_panic_hook); only a trace's
# frames lose their names.
bindgen_part() {
  wasm-bindgen --target web --no-typescript --remove-name-section --remove-producers-section \
    --out-dir pkg --out-name "pathwayz_$1" "$2"
}

# The deployable site in dist/ from www/ and pkg/ (scripts/release/build.mjs).
build_release() {
  build_wasm
  need_release_tools
  step "building the release into dist/"
  node scripts/release/build.mjs
}

# The module with the benchmark-only entry points (feature `bench`: thinkTimes, runBench), in
# pkg-bench/ and its own target folder, so the shipped pkg/ never has them.
build_bench_wasm() {
  need_wasm_toolchain
  step "building the benchmark wasm module into pkg-bench/"
  cargo build --lib --release --target "$WASM_TARGET" --features bench --target-dir target/bench
  wasm-bindgen --target web --no-typescript --out-dir pkg-bench \
    "target/bench/$WASM_TARGET/release/pathwayz.wasm"
}

# Starts the static server on a free port in the background; sets SERVER_PID and BASE_URL.
start_test_server() {
  local port
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  node scripts/serve.mjs "$port" >/dev/null &
  SERVER_PID=$!
  BASE_URL="http://localhost:$port/"
  for _ in $(seq 50); do
    if node -e "fetch('$BASE_URL').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then return; fi
    sleep 0.1
  done
  echo "the test server did not start" >&2
  exit 1
}

run_tests() {
  need_fonts
  step "cargo test (engine, reference, perft, properties, fuzz regressions, CLI, the lab)"
  # Release speed without link-time optimisation (Cargo.toml, profile test-release): a dozen
  # test binaries link much faster. With the lab's experiments (feature `lab`), which only add
  # modules, examples and `pathwayz fit`; the build without them is checked after.
  cargo test --profile test-release --features lab
  step "the default command line and examples compile without the lab"
  cargo check --profile test-release --bin pathwayz --examples

  run_fuzz 20

  need_wasm_toolchain
  need_chromium
  step "wasm tests in headless Chromium"
  # In the test-release profile: built in 30 s, where the test profile (incremental, debug
  # information) took 111 s (2026-11-29, commit 24a50ab); with the test profile's debug assertions
  # and overflow checks, which the release leaves out.
  CHROMEDRIVER=/usr/bin/chromedriver \
    WASM_BINDGEN_TEST_WEBDRIVER_JSON="$PWD/tests/wasm/webdriver.json" \
    CARGO_PROFILE_TEST_RELEASE_DEBUG_ASSERTIONS=true CARGO_PROFILE_TEST_RELEASE_OVERFLOW_CHECKS=true \
    cargo test --profile test-release --target "$WASM_TARGET" --test wasm_api

  # The benchmark module beside the release: the search module builds on one core meanwhile.
  build_bench_wasm > target/bench-build.log 2>&1 &
  local bench=$!
  trap 'kill $bench 2>/dev/null || true' EXIT
  build_release
  step "waiting for the benchmark wasm module"
  if ! wait "$bench"; then cat target/bench-build.log >&2; exit 1; fi
  trap - EXIT
  need_node_modules
  step "Node tests (hostile values at every wasm entry point) and browser end-to-end tests (playwright-core, Debian Chromium)"
  start_test_server
  trap 'kill $SERVER_PID 2>/dev/null || true' EXIT
  # Two test files at a time (Node's default on two cores is one): most of a browser test's time is
  # the browser's and the worker's, and the tests wait for states, never for times. The suite took
  # 739 s one file at a time and 550 to 570 s two at a time (2026-11-27, commit 4aa8645).
  BASE_URL="$BASE_URL" node --test --test-concurrency=2 --test-reporter=spec tests/e2e/*.test.mjs
}

run_bench() {
  step "native: pathwayz bench"
  cargo run --release --quiet -- bench
  build_bench_wasm
  step "wasm (Node): the same workload"
  node scripts/bench/wasm-bench.mjs
}

case "${1:-}" in
  build) build_wasm ;;
  release) build_release ;;
  serve)
    build_release
    step "serving on http://localhost:$PORT/"
    exec node scripts/serve.mjs "$PORT"
    ;;
  test) run_tests ;;
  package) package_npm ;;
  bench) run_bench ;;
  fuzz) run_fuzz "${2:-600}" ;;
  *)
    sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
