#!/usr/bin/env bash
# Installs the Debian packages Easel needs, only when some are missing. Idempotent and quiet when done.
set -euo pipefail

# Text: HarfBuzz (shaping), fontconfig (fallback fonts), libunibreak (line breaks), FriBidi
# (right-to-left reordering), found through pkg-config;
# Inter (the system font), Material Icons (symbols), and fallback fonts for emoji, CJK, Arabic and monospace.
# hb-shape (libharfbuzz-bin) measures text outside Easel for the tests.
# Rendering: Cairo with its FreeType backend (drawing, PNG/SVG/PDF), zlib (PNG compression), libdeflate (PNG
# decompression), TurboJPEG (JPEG decoding). Paths: GEOS (the set operations: union, intersection, subtracting),
# opened when first used. The tests check Easel's output outside Easel with netpbm (PNG pixels), librsvg2-bin (SVG)
# and poppler-utils (PDF pages and text).
packages=(
    pkg-config libharfbuzz-dev libfontconfig-dev libunibreak-dev libfribidi-dev libharfbuzz-bin
    fonts-inter fonts-material-design-icons-iconfont fonts-noto-color-emoji fonts-noto-cjk fonts-dejavu-core
    libcairo2-dev libfreetype-dev zlib1g-dev libdeflate-dev libturbojpeg0-dev libgeos-dev
    netpbm librsvg2-bin poppler-utils
)
# Recording animations: `easel render --animate` makes MP4 (H.264) with ffmpeg and libx264, and the tests read
# videos back with ffprobe (both in ffmpeg). Installed without its recommends (GPU and audio drivers).
# `easel preview` is checked in a real browser: headless Chromium, driven through chromedriver by Selenium (all
# three from Debian, so the check needs no other registry).
lean_packages=(ffmpeg chromium chromium-driver python3-selenium)

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
missing=()
for package in "${packages[@]}"; do installed "$package" || missing+=("$package"); done
missing_lean=()
for package in "${lean_packages[@]}"; do installed "$package" || missing_lean+=("$package"); done

if [ $((${#missing[@]} + ${#missing_lean[@]})) -gt 0 ]; then
    echo "Installing Debian packages: ${missing[*]} ${missing_lean[*]}"
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    if [ ${#missing[@]} -gt 0 ]; then
        DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}"
    fi
    if [ ${#missing_lean[@]} -gt 0 ]; then
        DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing_lean[@]}"
    fi
fi

command -v swift >/dev/null || { echo "error: swift is not on PATH (Easel needs Swift 6.0 or later)"; exit 1; }
