#!/usr/bin/env bash
# `make bench`: Easel's benchmarks, then Easel beside Taffy, Yoga and headless Chromium in one run.
# Installs what it needs first: Chromium from Debian, the two flexbox engines from PyPI into Benchmarks/.venv.
#
#   scripts/bench.sh            the package-benchmark suite, then the comparison (under 10 minutes)
#   scripts/bench.sh compare    the comparison only
#   scripts/bench.sh suite      the package-benchmark suite only
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-all}"

# Easel's own packages, libdeflate among them (Easel reads PNGs with it; the deflate comparison times it too).
./scripts/install-deps.sh
if ! command -v chromium >/dev/null; then
    echo "Installing Chromium (the browser the social card is compared with)"
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium python3-venv
fi

cd Benchmarks
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r peers/requirements.txt

if [ "$what" = all ] || [ "$what" = suite ]; then
    swift package --allow-writing-to-package-directory benchmark --no-progress
fi
if [ "$what" = all ] || [ "$what" = compare ]; then
    swift build -c release --product BenchRunner
    # `easel` as users build it, for the editing measurement (`easel render` after a one-line edit).
    (cd .. && swift build --product easel)
    # ... and built for release, for recording the animated card list to MP4 (issue 21).
    (cd .. && swift build -c release --product easel)
    .venv/bin/python peers/compare.py
fi
