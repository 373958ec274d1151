# Easel's two entry points (see README.md). Each installs what it needs first.

.PHONY: test gallery deps bench docs sanitize

deps:
	@./scripts/install-deps.sh

# Tests run in parallel, so renders on several threads at once are exercised on every run; then the command's
# checks, then `easel preview` in headless Chromium, then the leak check (the tests that make and release hosts, under the address sanitizer's leak checker).
test: deps
	swift test
	./scripts/check-cli.sh
	./scripts/check-preview.sh
	./scripts/leak-check.sh

# Builds the `easel` command (and the runtime `easel render` links previews against), then renders every
# scene of the seed tutorials into gallery/.
gallery: deps
	swift build
	.build/debug/easel gallery --output gallery

# Easel's benchmarks, then Easel beside Taffy, Yoga and Chromium; results in Benchmarks/Results/<date>.md.
bench:
	./scripts/bench.sh

# The DocC catalog (Sources/Easel/Easel.docc) and the API of every module users see, as one static site in
# .build/docs-site; serve it with
# `python3 -m http.server -d .build/docs-site 8000` and open http://localhost:8000/documentation/easel/.
docs: deps
	swift package --allow-writing-to-directory .build/docs-site generate-documentation \
		--target Easel --target EaselViews --target EaselLayout --target EaselGraphics --target EaselText \
		--target EaselGeometry --enable-experimental-combined-documentation \
		--disable-indexing --transform-for-static-hosting --output-path .build/docs-site

# The suite under the address and leak sanitizer, then under the thread sanitizer, each in a build folder of its
# own (.build-asan, .build-tsan). Suppressions are proven false positives only, each explained in
# scripts/lsan-suppressions.txt and scripts/tsan-suppressions.txt. Slow: several minutes each.
sanitize: deps
	./scripts/leak-check.sh all
	swift build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=suppressions=$(CURDIR)/scripts/tsan-suppressions.txt \
		.build-tsan/debug/EaselPackageTests.xctest --testing-library swift-testing
