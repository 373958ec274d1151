#!/usr/bin/env bash
# Checks the `easel` command as a newcomer uses it: render, layout and explain a file of previews, and the
# failures (a syntax error, no previews, a missing file, an unusable output folder) exit non-zero with a
# message and write nothing. Run by `make test` after the unit tests.
set -uo pipefail
cd "$(dirname "$0")/.."
swift build --product easel >/dev/null && swift build --product EaselPreviewRuntime >/dev/null || exit 1
easel=.build/debug/easel
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "check-cli: FAIL: $*"; failures=$((failures + 1)); }

# Renders: one file per preview, named after the provider and display names.
"$easel" render Examples/HitPoints.swift --output "$work/out" >"$work/log" 2>&1 || { cat "$work/log"; fail "render exited non-zero"; }
for name in CharacterRow_Previews-Rogue CharacterRow_Previews-Brawler Dark; do
    [ -s "$work/out/$name.png" ] || fail "render did not write $name.png"
done
grep -q warning "$work/log" && fail "render reported warnings: $(cat "$work/log")"
"$easel" render Examples/HitPoints.swift --output "$work/svg" --format svg >/dev/null 2>&1 && grep -q "<svg" "$work/svg/Dark.svg" || fail "no SVG"
"$easel" layout Examples/HitPoints.swift >"$work/layout" 2>&1 || fail "layout exited non-zero"
grep -q "GeometryReader" "$work/layout" || fail "layout printed no tree"
"$easel" explain Examples/HitPoints.swift >"$work/explain" 2>&1 || fail "explain exited non-zero"
grep -q "The padding proposes" "$work/explain" || fail "explain told nothing"

# A syntax error: the compiler's message with the file's own line number, exit non-zero, nothing written.
printf 'import SwiftUI\n\nstruct Broken: View {\n    var body: some View {\n        Text("x"\n    }\n}\n\nstruct Broken_Previews: PreviewProvider {\n    static var previews: some View { Broken() }\n}\n' >"$work/Broken.swift"
if "$easel" render "$work/Broken.swift" --output "$work/broken" >"$work/log" 2>&1; then fail "a syntax error exited 0"; fi
grep -q "Broken.swift:6:5: error" "$work/log" || fail "the syntax error was not reported at line 6: $(cat "$work/log")"
[ -z "$(ls -A "$work/broken" 2>/dev/null)" ] || fail "a file that did not compile left output"

# No previews, a missing file, an output folder that cannot be made.
printf 'import SwiftUI\nstruct A: View { var body: some View { Text("a") } }\n' >"$work/NoPreviews.swift"
if "$easel" render "$work/NoPreviews.swift" >"$work/log" 2>&1; then fail "a file without previews exited 0"; fi
grep -q "declares no previews" "$work/log" || fail "no message for a file without previews"
if "$easel" render "$work/Missing.swift" >"$work/log" 2>&1; then fail "a missing file exited 0"; fi
grep -q "no such file" "$work/log" || fail "no message for a missing file"
touch "$work/file"
if "$easel" render Examples/HitPoints.swift --output "$work/file/sub" >"$work/log" 2>&1; then fail "an unusable output folder exited 0"; fi
grep -q "cannot create the output folder" "$work/log" || fail "no message for an unusable output folder: $(cat "$work/log")"
"$easel" --help >"$work/help" && grep -q "render" "$work/help" || fail "no --help"

if [ "$failures" -gt 0 ]; then echo "check-cli: $failures failures"; exit 1; fi
echo "check-cli: the easel command works (render, layout, explain, errors)"
