# Every target a learner, a facilitator or CI needs. `make` alone lists them.
SHELL := /bin/bash
SWIFT ?= swift

.DEFAULT_GOAL := help

# Every variable a target reads from make's command line, and the environment variables the tools read,
# which a command line may give too (make test RECORD_GOLDEN=1). Any other is refused before anything
# runs, with the nearest one named: make kata-test NAEM=ada is a slip, not a run on Practice/kata. The
# environment itself is not checked.
VARIABLES := SWIFT NAME STEP RULE FORCE VERBOSE PREDICT OWN RUN TO MINUTES VARIANT WATCH PATTERN GENERATIONS \
  REMOTE RUNS CONSTRAINT CHANGE DRIVERS AFTER TITLE PRESENT SECONDS HARNESS BENCH DOCC CROSSCHECK_EVERY CROSSCHECK_LIMIT \
  CROSSCHECK_GENERATIONS GOLLY_PATTERNS DOCS_TEST_DEADLINE RECORD_GOLDEN KATA_BUILDER KATA_JOBS \
  KATA_MODULE_CACHE KATA_PRACTICE KATA_SAVE_STRESS_RUNS KATA_TIME_LIMIT NO_COLOR CI
UNKNOWN := $(filter-out $(VARIABLES),$(foreach variable,$(.VARIABLES),$(if $(filter command line,$(origin $(variable))),$(variable))))
ifneq ($(UNKNOWN),)
$(error $(shell Tests/Tools/unknown-variable.sh "$(VARIABLES)" $(firstword $(UNKNOWN))))
endif
.PHONY: help build test run lint format fuzz spec spec-html kata kata-test kata-bench kata-mutants-bench kata-step kata-verify kata-check kata-mutants \
  kata-solution kata-diff-step kata-lights kata-retro kata-diff kata-revert kata-watch kata-babysteps kata-tcr kata-dashboard kata-publish \
  kata-show workshop-round workshop-change workshop-constraints workshop-rounds workshop-page workshop-room \
  kata-new-step kata-tool-test kata-tool-test-swiftpm mutants bench crosscheck docs docs-test

# A target the Makefile does not have is refused in one line, the nearest one named: make kata-tst is a
# slip. A file with no rule of its own is still up to date, as make takes it.
TARGETS = $(shell awk -F: '/^[a-z][a-z-]*:/ {print $$1}' $(MAKEFILE_LIST))
.DEFAULT:
	$(error $(shell Tests/Tools/unknown-variable.sh --target "$(TARGETS)" $@))

help: ## List every target with what it does
	@echo "Conway's Game of Life: a test-driven kata workspace. Targets:"
	@awk 'BEGIN {FS = ":.*## "} /^##@ / {printf "\n%s\n", substr($$0, 5)} /^[a-z][a-z-]*:.*## / {printf "  make %-20s %s\n", $$1, $$2}' $(MAKEFILE_LIST)
	@echo; echo "A variable no target takes, or a target there is not, is refused, the nearest one named. Katas/GameOfLife/kata.sh help lists the kata tool's commands."

##@ Everyone: build, test and play
build: ## Build the library and the life command
	$(SWIFT) build

test: ## Run every test, XCTest and Swift Testing; fails if any test fails, none ran, or they leave files behind
	@Tests/Tools/every-test.sh $(SWIFT)

run: ## Play Life in the terminal: the interactive player on the Gosper glider gun (q quits)
	@$(SWIFT) run --quiet life

# Every Swift file but the corpora of learner suites and designs, which keep the styles learners write in, on purpose.
# A file shared by both packages is linked from each, and formatted once, in Shared/.
FORMATTED = $$(find Package.swift Shared Sources Tests Katas -name '*.swift' -type f -not -path '*/LearnerSuites/*' -not -path '*/OwnDesigns/*' | LC_ALL=C sort)

lint: ## Check formatting against .swift-format
	$(SWIFT) format lint --strict $(FORMATTED)
	@# The kata tool is one package: a name its other modules use is package, none is public.
	@! grep -rnE '^\s*(@\w+(\([^)]*\))?\s+)*public\b' Katas/GameOfLife/Tools/Sources --include='*.swift' \
	  || { echo "lint: the kata tool declares these public: package is what its modules share" >&2; exit 1; }
	@# Below its commands (kata/) the tool speaks only through the Reporter it is handed: no layer writes to
	@# the terminal itself. Code the tool writes for a test binary (between triple quotes) is that binary's.
	@find Katas/GameOfLife/Tools/Sources -name '*.swift' -not -path '*/Sources/kata/*' | sort | xargs awk \
	  'FNR == 1 { quoted = 0 } /"""/ { if (gsub(/"""/, "&") % 2) quoted = !quoted; next } \
	   !quoted && /(^|[^.[:alnum:]])print\(|FileHandle\.standard(Output|Error)/ { print FILENAME ":" FNR ": " $$0; found = 1 } \
	   END { exit found }' \
	  || { echo "lint: these write to the terminal below the kata tool's commands: say it through the Reporter" >&2; exit 1; }

format: ## Rewrite the sources in the committed .swift-format style
	$(SWIFT) format --in-place $(FORMATTED)

# The kata (Katas/GameOfLife/README.md): the Swift kata tool does the work; these lines only call it.
# NAME names your practice package in Practice/ (default: kata).
NAME ?= kata
KATA := SWIFT="$(SWIFT)" Katas/GameOfLife/kata.sh
# A red or amber light, a step not yet green or a bug that gets through is the command's answer, not a
# failure of the tool, so make says nothing more; it stops with an error only when the tool could not
# run (exit 2, or a crash). A script that needs the light calls the tool itself:
# `Katas/GameOfLife/kata.sh test --name NAME` exits 0 green, 1 red, 3 amber.
ANSWER := || { status=$$?; [ $$status -eq 1 ] || [ $$status -eq 3 ] || exit $$status; }

##@ Learners: the kata, step by step
kata: ## Make your practice package Practice/NAME (FORCE=1 keeps the old one as Practice/NAME.1, .2, ...)
	@$(KATA) new --name "$(NAME)" --force "$(FORCE)"

kata-test: ## Run your own tests in Practice/NAME and record the run (PREDICT=red|amber|green; VERBOSE=1; CONSTRAINT=name)
	@$(KATA) test --name "$(NAME)" --verbose "$(VERBOSE)" --predict "$(PREDICT)" --constraint "$(CONSTRAINT)" $(ANSWER)

kata-step: ## Run the specification up to your first step not all green, or up to STEP=N
	@$(KATA) step --name "$(NAME)" --step "$(STEP)" $(ANSWER)

kata-verify: ## Run the whole specification against your Game (or your own design, through its adapter): is the kata complete? In a round with a requirement change, its sentences (CHANGE=none: the kata as it was)
	@$(KATA) verify --name "$(NAME)" --change "$(CHANGE)" $(ANSWER)

kata-mutants: ## Grade your own tests: which buggy Games would they let through? (a design of your own: mutants of its code; OWN=1: both)
	@$(KATA) grade --name "$(NAME)" --own "$(OWN)" $(ANSWER)

kata-solution: ## Write the Game as it stands after STEP=N into a folder of its own (spoilers)
	@$(KATA) solution --step "$(STEP)"

kata-diff-step: ## Show the change STEP=N makes to the Game (spoilers)
	@$(KATA) diff-step --step "$(STEP)"

##@ Learners: your rhythm (every run is recorded in Practice/NAME/History)
kata-lights: ## Show your runs as red, amber and green lights on a minute axis
	@$(KATA) lights --name "$(NAME)"

kata-retro: ## Your retrospective: time per light, pace, episodes from green to green; written to Practice/NAME/retro.md
	@$(KATA) retro --name "$(NAME)"

kata-bench: ## How long each light of a learner's rhythm takes, and its CPU time, beside plain swift build + swift test (RUNS=5 cycles)
	@$(KATA) bench --runs "$(RUNS)"

kata-mutants-bench: ## How long grading a design's own code takes: its mutants behind one switch, graded by its own tests
	@$(KATA) mutants-bench

kata-diff: ## Show what run RUN=N changed, or how run TO=M differs from it
	@$(KATA) diff --name "$(NAME)" --run "$(RUN)" --to "$(TO)"

kata-revert: ## Put your Sources and Tests back as they were at run RUN=N (what they replace is kept as a run)
	@$(KATA) revert --name "$(NAME)" --run "$(RUN)"

kata-watch: ## Run your tests whenever you save a change to a file in Sources or Tests (q quits; CONSTRAINT=name; DRIVERS=ada,bo MINUTES=5 keeps the driver's turn)
	@$(KATA) watch --name "$(NAME)" --constraint "$(CONSTRAINT)" --drivers "$(DRIVERS)" --minutes "$(MINUTES)"

kata-babysteps: ## Watch, with a countdown: no green within MINUTES=2 puts back your last green (q quits)
	@$(KATA) babysteps --name "$(NAME)" --minutes "$(MINUTES)"

kata-tcr: ## Test && commit || revert: green is kept, anything else goes back (VARIANT=relaxed|btcr; WATCH=1)
	@$(KATA) tcr --name "$(NAME)" --variant "$(VARIANT)" --watch "$(WATCH)" $(ANSWER)

##@ Facilitators: the specification, the room
spec: ## Print the specification by rule and by step (STEP=N or RULE=word to narrow); fails if a test fails
	@$(KATA) spec --step "$(STEP)" --rule "$(RULE)"

kata-dashboard: ## Every pair's lights, step and mutants, here and as Practice/dashboard.html (WATCH=1: every 10 s); the room's published pairs too
	@$(KATA) dashboard --watch "$(WATCH)" --remote "$(REMOTE)"

kata-publish: ## Publish Practice/NAME (code and every run) to the branch practice/NAME of the room (WATCH=1: after each run; REMOTE=<url>: another room)
	@$(KATA) publish --name "$(NAME)" --remote "$(REMOTE)" --watch "$(WATCH)"

kata-show: ## Run a pair's Game or own design, here or published to the room, beside the library's, differences marked (NAME=ada PATTERN=glider|FILE GENERATIONS=8; CHANGE=zombies: beside the change's reference)
	@$(KATA) show --name "$(NAME)" --pattern "$(PATTERN)" --generations "$(GENERATIONS)" --change "$(CHANGE)" $(ANSWER)

spec-html: ## Write the specification as one page with the tests' boards, .build/spec/index.html (NAME=ada: a pair's Game, here or in the room, .build/spec/ada.html; CHANGE=zombies: a requirement change's sentences, .build/spec/zombies.html)
	@$(KATA) spec-html --name "$(if $(filter command line,$(origin NAME)),$(NAME),)" --change "$(CHANGE)"

##@ Facilitators: a Coderetreat
workshop-room: ## Name the room's git remote once for this clone, REMOTE=<git URL or path>: every command then sees and publishes there
	@$(KATA) workshop-room --remote "$(REMOTE)"

workshop-constraints: ## List the Coderetreat constraints a round can have, each with its card
	@$(KATA) workshop-constraints

workshop-round: ## A round of MINUTES=45 with a countdown (CONSTRAINT=name); at its end, keep every pair's code, here and in the room, and start afresh
	@$(KATA) workshop-round --minutes "$(MINUTES)" --constraint "$(CONSTRAINT)"

workshop-change: ## Change a requirement half-way through a round, CHANGE=zombies|hexagonal|coloured: every pair's next light, here and in the room, shows its card
	@$(KATA) workshop-change --change "$(CHANGE)"

workshop-rounds: ## List the rounds kept in Practice/rounds and in the room, with each pair's runs
	@$(KATA) workshop-rounds

workshop-page: ## Write the teaching page for the projector, Practice/teaching.html (PATTERN=glider; PRESENT=1 opens it presenting; CHANGE=zombies adds a requirement change's card)
	@mkdir -p Practice && $(SWIFT) run --quiet life workshop "$(or $(PATTERN),glider)" --output Practice/teaching.html \
	  $(if $(PRESENT),--present) $(if $(CHANGE),--change "$(CHANGE)") \
	  && echo "Wrote Practice/teaching.html: open it in a browser; ? lists the keys."

##@ Maintainers: the documentation
# DocC with the toolchain's own docc, no plugin (Tests/Tools/docs.sh); DOCC=PATH names another docc.
docs: ## Build the libraries' DocC documentation into .build/docs; fails on any DocC warning or undocumented public symbol
	@SWIFT="$(SWIFT)" DOCC="$(DOCC)" Tests/Tools/docs.sh GameOfLife RequirementChanges LifeKit

docs-test: docs ## Build the documentation and open it in headless Chromium, served from 127.0.0.1: the pages show their content
	@Tests/Tools/docs-site.sh .build/docs

##@ Maintainers: checks of the kata itself, fuzzing and speed
kata-check: ## Check every kata step: its new tests fail on the step before, all pass after it
	@$(KATA) check

kata-new-step: ## Make a folder for a new step after AFTER=N, titled TITLE="...", the later steps moved up
	@$(KATA) new-step --after "$(AFTER)" --title "$(TITLE)"

mutants: ## Run the specification, and the one for any design, against every buggy Game: each must be killed
	@$(KATA) mutants

# The tool's tests make a workspace for each test, and share one folder of the system's compiled modules.
# KATA_SAVE_STRESS_RUNS=20 makes the check that no save is lost put code back 20 times in each loop, not 5.
TOOL_TESTS_MODULE_CACHE := KATA_MODULE_CACHE="$(CURDIR)/.build/kata/tests-module-cache"

kata-tool-test: ## Run the kata tool's own tests; fails if they leave files behind
	$(TOOL_TESTS_MODULE_CACHE) Tests/Tools/leaves-nothing.sh $(SWIFT) test --package-path Katas/GameOfLife/Tools --scratch-path .build/kata/tool-tests \
	  --explicit-target-dependency-import-check error

kata-tool-test-swiftpm: ## The kata tool's corpora of learners' suites and designs again, built by swift build (the fallback builder)
	KATA_BUILDER=swiftpm $(TOOL_TESTS_MODULE_CACHE) Tests/Tools/leaves-nothing.sh $(SWIFT) test --package-path Katas/GameOfLife/Tools \
	  --scratch-path .build/kata/tool-tests --explicit-target-dependency-import-check error --filter 'LearnerSuite|OwnDesign'

SECONDS ?= 30
fuzz: ## Fuzz every parser with libFuzzer, SECONDS each (default 30; HARNESS=RLE for one); finds go to .build/fuzz/crashes
	@Tests/Fuzz/fuzz.sh $(SECONDS) $(HARNESS)

# The measured `life` links the Swift libraries statically: a process then maps only the parts it uses,
# rather than every shared library whole (Foundation alone), about 7 MB less for each run.
RELEASE := -c release --static-swift-stdlib

bench: ## Build in release and time every engine on every workload, beside bgolly when Golly is installed (BENCH=--quick: a smoke test)
	$(SWIFT) build $(RELEASE) --product life
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/life" bench $(BENCH)

crosscheck: ## Run life against bgolly on Golly's Life patterns (plane, bounded, torus); CROSSCHECK_EVERY=4 checks a sample
	$(SWIFT) build $(RELEASE) --product life
	Tests/Tools/crosscheck.sh "$$($(SWIFT) build $(RELEASE) --show-bin-path)/life"
