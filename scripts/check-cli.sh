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

# After an edit, the build runs the jobs the compiler's driver planned the first time (compile-plan.json in the
# file's build folder); a plan that can no longer be followed falls back to swiftc and the render still works.
cp Examples/HitPoints.swift "$work/Edited.swift"
"$easel" render "$work/Edited.swift" --output "$work/edit1" >"$work/log" 2>&1 || fail "rendering a copy exited non-zero: $(cat "$work/log")"
plan=$(grep -l "$work/Edited.swift" .build/easel-previews/*/Previews.swift 2>/dev/null | head -1)
plan="${plan%/Previews.swift}/compile-plan.json"
[ -s "$plan" ] || fail "the first build kept no compile plan"
echo "// an edit" >>"$work/Edited.swift"
"$easel" render "$work/Edited.swift" --output "$work/edit2" >"$work/log" 2>&1 || fail "rendering after an edit exited non-zero: $(cat "$work/log")"
cmp -s "$work/edit1/Dark.png" "$work/edit2/Dark.png" || fail "the build through the plan drew differently"
python3 - "$plan" <<'PY'
import json, sys
plan = json.load(open(sys.argv[1]))
plan["linker"][0] = "/nonexistent/ld"  # a plan that cannot be followed
json.dump(plan, open(sys.argv[1], "w"))
PY
echo "// another edit" >>"$work/Edited.swift"
"$easel" render "$work/Edited.swift" --output "$work/edit3" >"$work/log" 2>&1 || fail "a broken plan did not fall back to swiftc: $(cat "$work/log")"
[ -s "$work/edit3/Dark.png" ] || fail "no preview after falling back to swiftc"

# App screens: drawn on the device's screen (393×852 points at 2x), with no warnings; the layout shows the tab bar.
"$easel" render Examples/MailApp.swift --output "$work/app" >"$work/log" 2>&1 || { cat "$work/log"; fail "rendering the app screens exited non-zero"; }
grep -q warning "$work/log" && fail "rendering the app screens reported warnings: $(cat "$work/log")"
for name in Mail Compose On-an-SE; do
    [ -s "$work/app/$name.png" ] || fail "render did not write $name.png"
done
python3 - "$work/app/Mail.png" "$work/app/On-an-SE.png" <<'PY' || fail "the app screens are not device-sized"
import struct, sys
for path, size in zip(sys.argv[1:], [(786, 1704), (750, 1334)]):
    with open(path, "rb") as png:
        header = png.read(24)
    assert struct.unpack(">II", header[16:24]) == size, (path, struct.unpack(">II", header[16:24]))
PY
"$easel" layout Examples/MailApp.swift >"$work/layout" 2>&1 || fail "layout of the app screens exited non-zero"
grep -q "#TabBar" "$work/layout" || fail "the app's layout shows no tab bar"

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

# Recordings: bad limits are refused with a message before anything is compiled; a preview that does not move
# records one frame, as NAME.animated.png and (with ffmpeg) NAME.mp4.
if "$easel" render Examples/HitPoints.swift --animate --fps 0 --output "$work/anim" >"$work/log" 2>&1; then fail "--fps 0 exited 0"; fi
grep -q "fps must be between 1 and 240" "$work/log" || fail "no message for --fps 0: $(cat "$work/log")"
if "$easel" render Examples/HitPoints.swift --animate --duration 601 --output "$work/anim" >"$work/log" 2>&1; then fail "--duration 601 exited 0"; fi
grep -q "duration over ten minutes is refused" "$work/log" || fail "no message for --duration 601: $(cat "$work/log")"
[ -z "$(ls -A "$work/anim" 2>/dev/null)" ] || fail "a refused recording left output"
"$easel" render Examples/HitPoints.swift --animate --fps 30 --output "$work/anim" >"$work/log" 2>&1 || { cat "$work/log"; fail "render --animate exited non-zero"; }
grep -q "Dark.animated.png (1 frame," "$work/log" || fail "the recording of a still preview did not have one frame: $(cat "$work/log")"
python3 - "$work/anim/Dark.animated.png" <<'PY' || fail "Dark.animated.png is not an animated PNG"
import sys
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n" and data.find(b"acTL") < data.find(b"IDAT"), sys.argv[1]
PY
if command -v ffmpeg >/dev/null; then
    [ -s "$work/anim/Dark.mp4" ] || fail "render --animate did not write Dark.mp4 though ffmpeg is installed"
fi
# --format apng or mp4 writes that file alone; without --animate, or with an image format, it is refused.
"$easel" render Examples/HitPoints.swift --animate --format apng --output "$work/apng" >"$work/log" 2>&1 || fail "--animate --format apng exited non-zero: $(cat "$work/log")"
[ -s "$work/apng/Dark.animated.png" ] && [ ! -e "$work/apng/Dark.mp4" ] || fail "--format apng did not write the APNG alone: $(ls "$work/apng")"
if command -v ffmpeg >/dev/null; then
    "$easel" render Examples/HitPoints.swift --animate --format mp4 --output "$work/mp4" >"$work/log" 2>&1 || fail "--animate --format mp4 exited non-zero: $(cat "$work/log")"
    [ -s "$work/mp4/Dark.mp4" ] && [ ! -e "$work/mp4/Dark.animated.png" ] || fail "--format mp4 did not write the MP4 alone: $(ls "$work/mp4")"
fi
if "$easel" render Examples/HitPoints.swift --format mp4 --output "$work/still" >"$work/log" 2>&1; then fail "--format mp4 without --animate exited 0"; fi
grep -q "is a recording: add --animate" "$work/log" || fail "no message for --format mp4 without --animate: $(cat "$work/log")"
if "$easel" render Examples/HitPoints.swift --animate --format svg --output "$work/still" >"$work/log" 2>&1; then fail "--animate --format svg exited 0"; fi
grep -q "give --format apng or --format mp4" "$work/log" || fail "no message for --animate --format svg: $(cat "$work/log")"

# Previews run in processes of their own: one that hangs is stopped at --timeout, one that crashes is told in
# one line with its file and line, the others still render, and the command exits non-zero.
cat >"$work/Bad.swift" <<'SWIFT'
import SwiftUI

struct Fine: View { var body: some View { Text("fine").padding() } }

struct Hangs: View {
    var body: some View {
        var n = 0
        while n >= 0 { n = (n + 1) % 1000 }
        return Text("never")
    }
}

struct Crashes: View {
    let values: [Int] = []
    var body: some View { Text("\(values[3])") }
}

struct A_Previews: PreviewProvider { static var previews: some View { Fine() } }
struct B_Previews: PreviewProvider { static var previews: some View { Hangs() } }
struct C_Previews: PreviewProvider { static var previews: some View { Crashes() } }
struct D_Previews: PreviewProvider { static var previews: some View { Fine().padding() } }
SWIFT
if "$easel" render "$work/Bad.swift" --output "$work/bad" --timeout 3 >"$work/log" 2>&1; then fail "failing previews exited 0"; fi
grep -q "preview B_Previews did not finish in 3 s" "$work/log" || fail "no time-out message: $(cat "$work/log")"
grep -q "preview C_Previews crashed at Bad.swift:15: Fatal error: Index out of range" "$work/log" || fail "no one-line crash message: $(cat "$work/log")"
[ "$(grep -c . "$work/log")" -le 6 ] || fail "the failures took more than a line each: $(cat "$work/log")"
[ -s "$work/bad/A_Previews.png" ] && [ -s "$work/bad/D_Previews.png" ] || fail "the other previews were not rendered"
# Killing the command ends the preview it was running.
"$easel" render "$work/Bad.swift" --output "$work/bad2" --timeout 60 >/dev/null 2>&1 &
command_pid=$!
disown "$command_pid"
sleep 4
kill -9 "$command_pid" 2>/dev/null
sleep 1
pgrep -f "$work/.*previews|easel-previews/.*/previews .*bad2" >/dev/null && fail "a preview kept running after the command was killed"

if [ "$failures" -gt 0 ]; then echo "check-cli: $failures failures"; exit 1; fi
echo "check-cli: the easel command works (render, record, layout, explain, errors)"
