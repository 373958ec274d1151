#!/usr/bin/env bash
# Installs the Debian packages Easel needs, only when some are missing. Idempotent and quiet when done.
set -euo pipefail

# Text: HarfBuzz (shaping), fontconfig (fallback fonts), libunibreak (line breaks), found through pkg-config;
# Inter (the system font), Material Icons (symbols), and fallback fonts for emoji, CJK, Arabic and monospace.
# hb-shape (libharfbuzz-bin) measures text outside Easel for the tests.
# Rendering: Cairo with its FreeType backend (drawing, PNG/SVG/PDF), zlib (PNG compression), TurboJPEG (JPEG
# decoding). The tests check Easel's output outside Easel with netpbm (PNG pixels), librsvg2-bin (SVG) and
# poppler-utils (PDF pages and text).
packages=(
    pkg-config libharfbuzz-dev libfontconfig-dev libunibreak-dev libharfbuzz-bin
    fonts-inter fonts-material-design-icons-iconfont fonts-noto-color-emoji fonts-noto-cjk fonts-dejavu-core
    libcairo2-dev libfreetype-dev zlib1g-dev libturbojpeg0-dev
    netpbm librsvg2-bin poppler-utils
)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing Debian packages: ${missing[*]}"
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}"
fi

command -v swift >/dev/null || { echo "error: swift is not on PATH (Easel needs Swift 6.0 or later)"; exit 1; }
