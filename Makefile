# Every target a learner, a facilitator or CI needs. `make` alone lists them.
SHELL := /bin/bash
SWIFT ?= swift

.DEFAULT_GOAL := help
.PHONY: help build test run lint format fuzz bench crosscheck

help: ## List every target with what it does
	@echo "Conway's Game of Life: a test-driven kata workspace. Targets:"
	@awk 'BEGIN {FS = ":.*## "} /^[a-z][a-z-]*:.*## / {printf "  make %-12s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

build: ## Build the library and the life command
	$(SWIFT) build

test: ## Run every test, XCTest and Swift Testing; fails if any test fails or none ran
	@set -o pipefail; log=$$(mktemp); trap 'rm -f "$$log"' EXIT; \
	$(SWIFT) test 2>&1 | tee "$$log"; status=$$?; \
	xctest=$$(grep -Eo 'Executed [0-9]+ tests?' "$$log" | tail -n 1 | grep -Eo '[0-9]+'); \
	swifttesting=$$(grep -Eo 'Test run with [0-9]+ tests?' "$$log" | tail -n 1 | grep -Eo '[0-9]+'); \
	echo "make test: XCTest ran $${xctest:-0} tests, Swift Testing ran $${swifttesting:-0} tests"; \
	if [ $$status -ne 0 ]; then echo "make test: FAILED (swift test exited $$status)"; exit $$status; fi; \
	if [ "$${xctest:-0}" -eq 0 ] || [ "$${swifttesting:-0}" -eq 0 ]; then \
	  echo "make test: FAILED: a test framework ran no tests"; exit 1; fi

run: ## Watch Life in the terminal
	@$(SWIFT) run --quiet life

lint: ## Check formatting against .swift-format
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

format: ## Rewrite the sources in the committed .swift-format style
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

SECONDS ?= 30
fuzz: ## Fuzz every parser with libFuzzer, SECONDS each (default 30); a crash is kept in .build/fuzz/crashes
	@Tests/Fuzz/fuzz.sh $(SECONDS)

bench: ## Build in release and time every engine on every workload, beside bgolly when Golly is installed
	$(SWIFT) build -c release --product life
	"$$($(SWIFT) build -c release --show-bin-path)/life" bench

crosscheck: ## Run life against bgolly on Golly's Life patterns (plane, bounded, torus); not part of make test
	$(SWIFT) build -c release --product life
	Tests/Tools/crosscheck.sh "$$($(SWIFT) build -c release --show-bin-path)/life"
