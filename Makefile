# The README's two commands:  make run   (set up, open the app)   make test   (set up, test)
PYTHON ?= python3
VENV   := .venv
XLA    := .venv-xla
PIP    := pip install --disable-pip-version-check -q
export PIP_PROGRESS_BAR := off

.PHONY: setup run test lint format system xla bench clean

setup: system $(VENV)/.installed

system:
	@scripts/install-system.sh

$(VENV)/.installed: pyproject.toml requirements/constraints.txt
	@test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	@echo "setup: installing tpugui and its packages into $(VENV) (about 1-2 minutes the first time)"
	@$(VENV)/bin/$(PIP) -c requirements/constraints.txt -e ".[gui,ml,remote,gpu,dev]"
	@touch $@

xla: $(XLA)/.installed

$(XLA)/.installed: pyproject.toml requirements/xla.txt
	@test -x $(XLA)/bin/python || $(PYTHON) -m venv $(XLA)
	@echo "setup: installing the PyTorch/XLA environment into $(XLA) (about 2-4 minutes the first time)"
	@$(XLA)/bin/$(PIP) -r requirements/xla.txt
	@$(XLA)/bin/$(PIP) -e .
	@touch $@

run: setup
	@scripts/run.sh

lint: $(VENV)/.installed
	$(VENV)/bin/ruff check tpugui tests benchmarks scripts
	$(VENV)/bin/ruff format --check tpugui tests benchmarks scripts
	$(VENV)/bin/lint-imports --no-cache

format: $(VENV)/.installed
	$(VENV)/bin/ruff check --fix tpugui tests benchmarks scripts
	$(VENV)/bin/ruff format tpugui tests benchmarks scripts

# Two xdist workers (CI has 2 cores; a test waits on its child processes as often as it computes),
# a file per worker at a time (--dist loadfile: a module's shared run or server is made once).
# Each worker has its own user folders, sshd and ports (tests/conftest.py). A test that kills its
# worker (a segfault in Qt or a framework) is reported, rerun once in a fresh worker
# (pytest-rerunfailures; -raR names it in the summary), and the rest of the suite goes on; plain
# failures are never rerun (--only-rerun matches the crash report only). The tests that time a
# meter against the truth (marker "alone") run after, with nothing beside them. --durations=25
# prints the 25 slowest tests and the total, so every log shows where the time goes.
PYTEST := $(VENV)/bin/python -m pytest -q -raR --reruns 1 --only-rerun "crashed while running"
test: setup xla lint
	$(PYTEST) -n 2 --dist loadfile -m "not alone" --durations=25 tests
	$(PYTEST) -n 1 -m alone --durations=5 tests

bench: setup xla
	for b in benchmarks/*.py; do $(VENV)/bin/python $$b || exit 1; done

clean:
	rm -rf $(VENV) $(XLA) .pytest_cache .ruff_cache
