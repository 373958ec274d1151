#!/usr/bin/env bash
# Checks `easel preview` in headless Chromium (scripts/check-preview.py, with Debian's chromium, chromium-driver and
# python3-selenium): the page, taps, typing, a save, a compile error, a crash, the token, Ctrl-C. Run by
# `make test` after the command's checks; the screenshots stay in .build/preview-check for a person to look at.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product easel >/dev/null
swift build --product EaselPreviewRuntime >/dev/null
rm -rf .build/preview-check && mkdir -p .build/preview-check
/usr/bin/python3 scripts/check-preview.py .build/debug/easel .build/preview-check
