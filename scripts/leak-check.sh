#!/usr/bin/env bash
# The leak check CI runs: the tests that make, update, tap, render and release hosts, built with the address
# sanitizer (in .build-asan) and run with its leak checker. A leak fails the run; the suppressions are proven
# false positives only, each explained in scripts/lsan-suppressions.txt. `make sanitize` runs the whole suite
# under both sanitizers.
set -euo pipefail
cd "$(dirname "$0")/.."
# `scripts/leak-check.sh all` runs the whole suite so (`make sanitize` does).
filter=(--filter 'LifetimeTests|RepeatRenderTests|StateTests|ClosureCaptureTests|NavigationStackTests|InteractionTests|ImageLimitTests|LargeTextTests|PresentationTests|ListRowTests|TabViewTests|SafeAreaTests')
[ "${1:-}" = all ] && filter=()
swift build --build-tests --sanitize=address --scratch-path .build-asan
ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$PWD/scripts/lsan-suppressions.txt \
    .build-asan/debug/EaselPackageTests.xctest --testing-library swift-testing "${filter[@]}"
