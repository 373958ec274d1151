#!/usr/bin/env bash
# A longer run of the fuzz tests than CI's 10,000 trees, outside CI: SEEDS seeds of 500 random trees each
# (default 400: 200,000 trees), from FIRST (default 5000, past CI's seeds). A tree that breaks an invariant is
# named by its seed and index: add it to FuzzTests.corpus, so that every run checks it from then on.
#
#   scripts/fuzz.sh [SEEDS] [FIRST]
set -euo pipefail
cd "$(dirname "$0")/.."
EASEL_FUZZ_SEEDS="${1:-400}" EASEL_FUZZ_FIRST_SEED="${2:-5000}" swift test --filter FuzzTests
