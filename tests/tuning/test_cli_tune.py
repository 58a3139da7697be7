"""``tpugui tune batch|lr``: bad input refused before any framework; real small runs on CPU.

The fit decisions are made deterministic with ``--max-memory`` against the compiler's own
memory account (JAX), so nothing here depends on the host's memory, cores or speed."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.training.helpers import PY, ROOT, cli
from tpugui.job import load_job, save_job
from tpugui.tuning.batch_plan import AIM_INSIDE

DEMO = ROOT / "examples" / "demo.toml"


def _job(tmp_path: Path, **keys) -> Path:
    job = load_job(DEMO)
    for key, value in keys.items():
        job = job.updated(key.replace("__", "."), value)
    path = tmp_path / "job.toml"
    save_job(job, path)
    return path


def _in_process(cases: dict[str, list[str]]) -> dict[str, tuple[int, bool, str]]:
    """Per case: (exit code, whether a framework was imported by then, stderr) of ``tpugui
    ARGS``, the cases one after another in one fresh interpreter (one start, not one a case).
    No case may import a framework, so the first that does is the first seen with one."""
    code = (
        "import contextlib, io, json, sys\nfrom tpugui.cli import main\nout = {}\n"
        "for name, argv in json.loads(sys.argv[1]).items():\n"
        "    err = io.StringIO()\n"
        "    with contextlib.redirect_stderr(err):\n"
        "        try:\n            rc = main(argv)\n"
        "        except SystemExit as exc:  # argparse's own refusal: the same exit code\n"
        "            rc = exc.code\n"
        "    fw = any(m in sys.modules for m in ('tensorflow', 'torch', 'jax'))\n"
        "    out[name] = [rc, fw, err.getvalue()]\n"
        "print(json.dumps(out))\n"
    )
    res = subprocess.run(
        [sys.executable, "-c", code, json.dumps(cases)],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )  # fmt: skip
    assert res.returncode == 0, res.stderr
    got = json.loads(res.stdout.splitlines()[-1])
    return {name: (int(rc), fw, err) for name, (rc, fw, err) in got.items()}


MAX_MEMORY = ["0", "-5", "lots", "1e-3"]


@pytest.fixture(scope="module")
def refused(tmp_path_factory) -> dict[str, tuple[int, bool, str]]:
    """Every bad input of this file, in one interpreter."""
    tmp = tmp_path_factory.mktemp("refused")
    bad = tmp / "bad.toml"
    bad.write_text(DEMO.read_text().replace("batch_size = 64", "batch_size = -3"))
    cases = {f"max_memory {v}": ["tune", "batch", str(DEMO), "--max-memory", v] for v in MAX_MEMORY}
    cases["missing"] = ["tune", "lr", str(tmp / "nope.toml")]
    cases["invalid"] = ["tune", "batch", str(bad)]
    cases["seeds"] = ["tune", "lr", str(DEMO), "--seeds", "0"]
    return _in_process(cases)


@pytest.mark.parametrize("value", MAX_MEMORY)
def test_max_memory_must_be_a_positive_size(refused, value):
    rc, framework, err = refused[f"max_memory {value}"]
    assert rc == 2 and not framework
    assert "--max-memory" in err


def test_missing_job_file_exits_2(refused):
    rc, framework, err = refused["missing"]
    assert rc == 2 and not framework and "nope.toml" in err


def test_invalid_job_names_the_field(refused):
    rc, framework, err = refused["invalid"]
    assert rc == 2 and not framework and "pipeline.batch_size" in err


def test_seeds_flag_is_checked(refused):
    rc, framework, err = refused["seeds"]
    assert rc == 2 and not framework and "--seeds" in err


# 5 JAX processes one after the other: 4-5 min on a loaded 2-core machine
# under xdist; the suite's 300 s would end a sound run (and, with the thread method, its
# worker). A hang guard, not a speed limit.
@pytest.mark.timeout(900)
@pytest.mark.slow
def test_batch_jax_compiled_fit_under_max_memory(tmp_path):
    """The demo job in JAX (mlp): each candidate compiled in its own process; under a limit of
    700 kB the search finds the edge, the pick fits with 10 % left, the lr is scaled."""
    job = _job(tmp_path, model__backend="jax", model__architecture="mlp")
    limit = 700_000
    res = cli(PY, "tune", "batch", str(job), "--max-memory", str(limit), "--time-steps", "4",
              "--json", timeout=900)  # fmt: skip
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    trials = out["trials"]
    assert out["limit"] == limit and out["limit_source"] == "--max-memory"
    assert all(t["how"] == "compiled" and t["bytes"] > 0 for t in trials)
    for t in trials:  # the decision is the compiler's bytes against the limit, nothing else
        assert t["fits"] == (t["bytes"] <= limit), t
        assert t["batch"] % 8 == 0
    fit = [t["batch"] for t in trials if t["fits"]]
    over = [t["batch"] for t in trials if not t["fits"]]
    assert fit and (not over or max(fit) < min(over))
    # the search ends at the edge: a failure just above, or the line's edge (aimed 3 % inside
    # the budget) within 1.25 of the largest fit (its bytes then within 1.25 of that aim: a
    # fixed part only narrows that)
    top = max((t for t in trials if t["fits"]), key=lambda t: t["batch"])
    budget = limit * (1 - out["headroom"]) * (1 - AIM_INSIDE)
    assert (over and min(over) <= max(fit) * 2) or top["bytes"] * 1.25 >= budget, trials
    pick = out["pick"]
    assert pick["bytes"] <= limit * (1 - out["headroom"])
    assert pick["examples_per_sec"] > 0 and 1 <= len(out["timed"]) <= 3
    # MFU beside examples/s: the run's own FLOPs per step over the steps' time, against the peak
    assert out["peak_flops"] > 0 and out["peak_source"]
    for t in out["timed"]:
        assert 0 < t["mfu"] < 5, t  # a fraction of the peak (turbo can pass a nominal peak)
    assert all(t["mfu"] is None for t in trials)  # compiled, not run: nothing to measure
    assert out["lr_rule"] == "sqrt"  # the demo job trains with Adam
    # --json also says each trial as it ends, one JSON line on stderr (the window shows them)
    from tpugui.tuning.progress import PREFIX as PROGRESS

    said = [json.loads(ln[len(PROGRESS) :]) for ln in res.stderr.splitlines()
            if ln.startswith(PROGRESS)]  # fmt: skip
    fits = [(p["batch"], p["bytes"], p["fits"]) for p in said if p["kind"] == "fit"]
    assert fits == [(t["batch"], t["bytes"], t["fits"]) for t in trials]
    assert sorted(p["batch"] for p in said if p["kind"] == "time") == sorted(
        t["batch"] for t in out["timed"]
    )
    ratio = pick["batch"] / out["job_batch"]
    assert out["scaled_learning_rate"] == pytest.approx(out["learning_rate"] * ratio**0.5)


@pytest.mark.slow
def test_batch_survives_killed_trials(tmp_path):
    """A trial killed as the OOM killer would (SIGKILL) is a failed trial, not a crash."""
    job = _job(tmp_path, model__backend="torch", model__architecture="mlp")
    res = cli(PY, "tune", "batch", str(job), "--max-memory", "64G", "--time-steps", "4",
              "--json", env={"TPUGUI_TUNE_KILL_ABOVE": "64"}, timeout=900)  # fmt: skip
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    killed = [t for t in out["trials"] if not t["fits"]]
    assert killed and all("SIGKILL" in t["error"] for t in killed)
    assert all(t["batch"] > 64 for t in killed)
    assert out["pick"]["batch"] == 64 and out["trials"][0]["how"] == "measured"


@pytest.mark.slow
def test_lr_suggestion_stable_across_three_seeds(tmp_path):
    """examples/demo.toml's job with the mlp: three seeds agree within ×1.5; the curve is
    written for plotting."""
    job = _job(tmp_path, model__architecture="mlp")
    curve = tmp_path / "curve.csv"
    res = cli(PY, "tune", "lr", str(job), "--seeds", "3", "--steps", "150", "--json",
              "-o", str(curve), timeout=900)  # fmt: skip
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    got = [r["suggestion"] for r in out["runs"]]
    assert len(got) == 3 and all(got)
    assert max(got) / min(got) <= 1.5
    assert out["rule"].startswith("min/10")
    rows = list(csv.reader(curve.open()))
    assert rows[0][:2] == ["step", "lr"] and len(rows) == 151
