"""Local runs in their own process: started, followed, stopped and re-attached with the same
steps a TPU VM run uses (tpugui.runner.steps over a LocalConnection).

Real processes throughout: `python -m tpugui train` trains a small torch model on the digits; the
models that die (os.abort, SIGKILL) or hang are real `file:` models in the test's folder.
"""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from pathlib import Path

import pytest

from tests.training.helpers import assert_contract, assert_goodput, events_of, make_job
from tpugui.events import ListSink
from tpugui.runner import steps

NET = """
import os, time
import torch

class Net(torch.nn.Module):
    def __init__(self, n_in, n_out):
        super().__init__()
        self.lin = torch.nn.Linear(n_in, n_out)
        self.calls = 0

    def forward(self, x):
        if x.device.type == "meta":  # the FLOPs count's pass (no data): not a training step
            return self.lin(torch.flatten(x, 1))
        self.calls += 1
        if self.calls == {at}:
            {action}
        return self.lin(torch.flatten(x, 1))

def build_model(framework, input_shape, num_classes):
    h, w, c = input_shape
    return Net(h * w * c, num_classes)
"""


def _job(tmp_path: Path, action: str = "pass", at: int = 10**9, **train):
    (tmp_path / "net.py").write_text(NET.format(action=action, at=at))
    return make_job(
        model={"backend": "torch", "architecture": "file:net.py"},
        train={"epochs": 1, "log_every": 1, "checkpoint_every": 0, **train},
    )


def _follow_until(run, n: int):
    """Follow in a thread; returns (sink, thread, stop) once ``n`` events arrived."""
    sink = ListSink()
    got = threading.Event()
    stop = threading.Event()

    def on(ev):
        sink(ev)
        if len(sink) >= n:
            got.set()

    th = threading.Thread(
        target=lambda: steps.follow(run, on, stop_event=stop), daemon=True, name="follow"
    )
    th.start()
    assert got.wait(240), f"only {len(sink)} events arrived"  # a hang guard, not a limit
    return sink, th, stop


def _launch(run) -> dict:
    return json.loads((Path(run.run_dir) / "launch.json").read_text())


def test_a_local_run_is_its_own_process_followed_like_a_remote_one(tmp_path, monkeypatch):
    """Also: an unsaved job's relative data path is read from the current folder (base_dir
    None), as the CLI would read it."""
    import numpy as np

    data = tmp_path / "cwd"
    data.mkdir()
    rng = np.random.default_rng(0)
    np.savez(data / "d.npz", x=rng.random((256, 8, 8, 1), "float32"), y=rng.integers(0, 10, 256))
    monkeypatch.chdir(data)  # the window's folder; the job was never saved
    job = _job(data).updated("data.source", "npz").updated("data.path", "d.npz")
    before = time.time()
    run = steps.start_local(job, None, root=tmp_path / "runs")
    assert run.pid != os.getpid() and steps.is_local(run)
    sink = ListSink()
    finished = steps.follow(run, sink)
    assert finished is not None and finished["status"] == "completed", finished["error"]
    records = events_of(Path(run.run_dir))
    assert list(sink) == records  # every record once, in order
    assert_contract(records)
    assert [e["step"] for e in records if e["type"] == "batch_end"]  # it trained on d.npz
    # its wall time begins with the trainer process (imports are start-up), not at run_started
    assert before - 1 <= records[0]["process_start"] < records[0]["time"]
    assert assert_goodput(records)["seconds"]["startup"] > 0
    info = _launch(run)
    assert info["child_pid"] != info["pid"]  # the supervisor and the trainer
    assert "-m tpugui train" in " ".join(info["argv"])


def test_os_abort_in_a_model_ends_the_run_failed_with_the_signal_and_stderr(tmp_path):
    action = "import sys; print('about to abort', file=sys.stderr, flush=True); os.abort()"
    run = steps.start_local(_job(tmp_path, action, at=6), tmp_path, root=tmp_path / "runs")
    sink = ListSink()
    finished = steps.follow(run, sink)
    assert finished["status"] == "failed"
    assert "SIGABRT" in finished["error"] and "about to abort" in finished["traceback"]
    assert finished["exit_code"] == -signal.SIGABRT
    assert [e["step"] for e in sink if e["type"] == "batch_end"] == [1, 2, 3, 4, 5]
    assert_contract(list(sink))


def test_stop_escalates_when_the_forward_pass_hangs(tmp_path):
    hang = "time.sleep(3600)"  # a forward pass that never returns (a deadlock, a stuck device)
    run = steps.start_local(_job(tmp_path, hang, at=4), tmp_path, root=tmp_path / "runs")
    sink, th, _stop = _follow_until(run, 4)  # run_started + 3 steps, then it hangs
    results = steps.stop(run, grace=0.6)
    assert results[0].ok and results[0].result in ("stopped", "killed")
    th.join(60)
    assert not th.is_alive()
    last = sink[-1]
    assert last["type"] == "run_finished" and last["status"] == "stopped"
    assert "SIGTERM" in last["error"] or "grace" in last["error"]
    assert_contract(list(sink))
    assert steps.stop(run, grace=0.6)[0].result == "not_running"


def test_reattach_replays_from_seq_1_without_gap_or_duplicate(tmp_path):
    """Also: a graceful stop (SIGINT within the grace) ends the run at the next step, with
    the engine's own run_finished (status stopped, no error)."""
    root = tmp_path / "runs"
    run = steps.start_local(_job(tmp_path, steps_per_epoch=100000), tmp_path, root=root)
    first, th, stop = _follow_until(run, 6)
    stop.set()  # the window closes and keeps the run going
    th.join(30)
    assert not th.is_alive()
    live = steps.live_local_runs(root)
    assert [r.run_dir for r in live] == [run.run_dir]
    again, th2, _s = _follow_until(live[0], len(first) + 3)
    assert steps.stop(live[0], grace=60)[0].result == "stopped"
    th2.join(60)
    assert not th2.is_alive()
    last = again[-1]
    assert last["type"] == "run_finished" and last["status"] == "stopped"
    assert last["error"] in (None, "")  # the engine's own end, not the supervisor's
    assert_contract(list(again))
    seqs = [e["seq"] for e in again]
    assert seqs == list(range(1, len(seqs) + 1))  # from 1, gapless, no duplicate
    assert list(first) == list(again)[: len(first)]
    assert steps.live_local_runs(root) == []


def test_a_job_refused_in_the_run_process_fails_with_its_message(tmp_path):
    job = _job(tmp_path).updated("data.source", "npz").updated("data.path", "missing.npz")
    run = steps.start_local(job, tmp_path, root=tmp_path / "runs")
    finished = steps.follow(run, ListSink())
    assert finished["status"] == "failed"
    assert "exited with code 2" in finished["error"] and "data.path" in finished["error"]


@pytest.mark.parametrize("bad", ["/nonexistent/python3"])
def test_a_missing_interpreter_is_a_clear_error(tmp_path, bad):
    from tpugui.remote.ssh import RemoteError

    with pytest.raises(RemoteError, match="nonexistent"):
        steps.start_local(_job(tmp_path), tmp_path, bad, root=tmp_path / "runs")


def test_a_warm_process_trains_in_a_folder_named_at_start(tmp_path, monkeypatch):
    """Issue 29: the run folder (and so the run id in the log, the CSV and TensorBoard) is
    named when Start is pressed, not when the warm process was started before it. The clock
    of the run store is set, not waited for: the warm process at 20:24:42, Start at 20:31:10.
    The run's supervisor follows the renamed folder: a trainer killed there (SIGKILL mid-epoch:
    the out-of-memory killer, or kill -9) ends the run failed, with the reason."""
    from datetime import datetime

    from tpugui.runs import store

    clock = {"now": datetime(2026, 12, 2, 20, 24, 42)}

    class Clock(datetime):
        @classmethod
        def now(cls, tz=None):  # noqa: ANN001, ANN206
            return clock["now"]

    monkeypatch.setattr(store, "datetime", Clock)
    job = _job(tmp_path, steps_per_epoch=100000)
    warm = steps.warm_local(job, root=tmp_path / "runs")
    assert Path(warm.run_dir).name == "20261202-202442-test"
    clock["now"] = datetime(2026, 12, 2, 20, 31, 10)  # the Start click
    run = steps.start_warm(warm, job, tmp_path)
    assert run.run_id == "20261202-203110-test" and Path(run.run_dir).name == run.run_id
    assert [p.name for p in (tmp_path / "runs").iterdir()] == [run.run_id]  # one, renamed
    sink, th, _stop = _follow_until(run, 5)
    started = sink[0]
    assert started["type"] == "run_started" and started["run_id"] == run.run_id
    assert (Path(run.run_dir) / "warm.json").exists()  # the warm process trains it
    # its wall time begins at Start: the imports done ahead, while it waited, are not the run's
    warmed = json.loads((Path(run.run_dir) / "warm.json").read_text())["time"]
    assert started["process_start"] >= warmed - 0.0005  # process_start is kept to the ms
    os.kill(_launch(run)["child_pid"], signal.SIGKILL)
    th.join(60)
    assert not th.is_alive()
    last = sink[-1]  # written by the supervisor, in the folder as renamed
    assert last["type"] == "run_finished" and last["status"] == "failed"
    assert "SIGKILL" in last["error"]
    assert_contract(list(sink))
    assert (Path(run.run_dir) / "exit.json").exists()
