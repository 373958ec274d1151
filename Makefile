# Easel's two entry points (see README.md). Each installs what it needs first.

.PHONY: test gallery deps bench

deps:
	@./scripts/install-deps.sh

test: deps
	swift test

gallery: deps
	@echo "The gallery renders scenes to images, which arrives with the rendering work (issues 4 and 8)."
	@echo "Today Easel lays views out; run 'make test' to check it."

bench: deps
	cd Benchmarks && swift package --allow-writing-to-package-directory benchmark
