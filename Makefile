# The two commands: `make run` (install, build, migrate, load the demo, serve on :8000) and `make test`.
# Everything missing on a fresh clone (virtualenv, Python and npm packages) is installed on the way.

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
PYTEST_WORKERS ?= auto

.PHONY: run test install build budget lint typecheck pytest fuzz web-test storybook e2e e2e-laundry openapi bench bench-overload cluster-test clean

run: install build
	$(PY) -m adapters.cli migrate
	$(PY) -m adapters.cli demo
	DEMO_DISPATCH_SECONDS=$${DEMO_DISPATCH_SECONDS:-20} $(PY) -m adapters.cli serve

test: install lint typecheck pytest fuzz web-test build budget storybook e2e e2e-laundry

install: $(VENV)/.installed node_modules/.installed

$(VENV)/.installed: requirements.txt pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

# The web client's API types come from the server's OpenAPI document, never written by hand.
openapi: install
	$(PY) -m adapters.cli openapi --output web/openapi.json
	npm run --silent gen:api

build: openapi
	npm run --silent build

# First-load budget: what a first visit to /home downloads before its first view (JS and CSS, gzip, on
# a phone) stays under 200 KB; every page's figure is printed (web/scripts/check-budget.mjs).
budget: build
	npm run --silent budget -- --page home

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports
	npm run --silent lint

typecheck: openapi
	$(VENV)/bin/mypy
	npm run --silent typecheck

pytest: install
	$(VENV)/bin/pytest -n $(PYTEST_WORKERS) tests/unit tests/contract tests/api

# The published contract, fuzzed: schemathesis against a real server on a fresh demo database, every check
# (tests/fuzz/run.sh; about half a minute).
fuzz: install
	tests/fuzz/run.sh

web-test: install
	npm run --silent test

# Every story of the built Storybook renders (and its play function passes) without an error in Chromium,
# each drawn to test-results/stories/ (e2e/stories/stories.spec.ts; about five minutes).
storybook: install
	npm run --silent storybook:build
	npm run --silent storybook:test

# Journeys in the system Chromium against the real server on a fresh demo database (needs `build`),
# /home's JavaScript until idle at five widths among them (e2e/journeys/home-js-budget.spec.ts: it
# needs the built storefront behind the real server, which this step already runs).
e2e: build
	npm run --silent e2e

# The seventh vertical in a browser: the storefront built with the laundry test bundle
# (e2e/fixtures/vertical-laundry, into web/dist-laundry) against the laundry demo server.
e2e-laundry: openapi
	npm run --silent build:with-laundry
	npm run --silent e2e:laundry

bench: install
	$(PY) -m tests.bench.run

# The mixed load open-loop at 0.5x, 1x and 2x capacity, and a 60 s soak (tests/bench/overload.py).
bench-overload: install
	$(PY) -m tests.bench.overload

# The fleet of deploy/ on loopback, started as deploy/ starts it: PostgreSQL primary and replica, Redis,
# SeaweedFS, three API nodes, a worker and HAProxy with deploy/haproxy.cfg. Sessions, carts, photos and live
# tracking across nodes; a node killed, Redis and PostgreSQL restarted, under load; the figures with 1, 2
# and 3 nodes into tests/cluster/results.md; then browser journeys across a fleet behind PgBouncer in transaction
# mode (tests/cluster/; about five minutes; needs `make build`, which `make test` runs first).
cluster-test: install
	$(VENV)/bin/pytest -p no:xdist -q tests/cluster

clean:
	rm -rf $(VENV) node_modules web/dist web/dist-laundry var storybook-static test-results playwright-report
