# Easel's two entry points (see README.md). Each installs what it needs first.

.PHONY: test gallery deps bench

deps:
	@./scripts/install-deps.sh

test: deps
	swift test
	./scripts/check-cli.sh

# Builds the `easel` command (and the runtime `easel render` links previews against), then renders every
# scene of the seed tutorials into gallery/.
gallery: deps
	swift build
	.build/debug/easel gallery --output gallery

# Easel's benchmarks, then Easel beside Taffy, Yoga and Chromium; results in Benchmarks/Results/<date>.md.
bench:
	./scripts/bench.sh
