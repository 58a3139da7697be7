"""A full disk ends a run cleanly (issue 17): exit 1, the reason said once, no SIGSEGV, no h5py
"Exception ignored" tracebacks, no partial checkpoint file. A real 400 KiB tmpfs is the run
folder (mounted in a private mount namespace: needs root and unshare, skipped otherwise)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from tests.training.helpers import ROOT, events_of, make_job, write_job

pytestmark = pytest.mark.skipif(
    os.name != "posix" or os.geteuid() != 0 or shutil.which("unshare") is None,
    reason="mounting a small tmpfs needs root and unshare",
)

#: the mid-write case: the free-space check is skipped, so h5py runs out of room inside the file
MID_WRITE = (
    "import sys\n"
    "from tpugui.training import checkpoints\n"
    "checkpoints.ensure_space = lambda *a: None\n"
    "from tpugui.cli import main\n"
    "sys.argv = ['tpugui', *sys.argv[1:]]\n"
    "sys.exit(main())\n"
)


def _on_full_disk(tmp_path, *python: str, plant: str = ""):
    """``tpugui train`` into a run folder on a 400 KiB tmpfs; ``plant``: shell lines run on it
    first (a past run of the job)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    job = write_job(make_job(train={"epochs": 2, "steps_per_epoch": 3}), tmp_path / "job.toml")
    argv = " ".join([*python, "train", str(job), "--run-dir", str(disk / "run"), "--quiet"])
    script = (
        f"mount -t tmpfs -o size=400k tmpfs {disk} || exit 99\n"
        f"{plant.format(disk=disk)}\n"
        f"{argv}\necho rc=$?\n"
        f"cp {disk}/run/events.jsonl {tmp_path}/events.jsonl\n"
        f"ls -a {disk}/run/checkpoints\n"
    )
    out = subprocess.run(
        ["unshare", "-m", "sh", "-c", script],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    if "rc=" not in out.stdout:
        pytest.skip(f"no tmpfs here: {out.stderr.strip()[-200:]}")
    return out


@pytest.mark.parametrize("where", ["before the write", "mid-write"])
def test_a_full_disk_fails_the_run_cleanly(tmp_path, where):
    python = (sys.executable, "-m", "tpugui")
    if where == "mid-write":
        script = tmp_path / "mid_write.py"
        script.write_text(MID_WRITE)
        python = (sys.executable, str(script))
    out = _on_full_disk(tmp_path, *python)
    assert "rc=1" in out.stdout, out.stdout + out.stderr
    assert "Segmentation" not in out.stderr and "Exception ignored" not in out.stderr
    assert "Traceback" not in out.stderr, out.stderr
    why = [line for line in out.stderr.splitlines() if line.startswith("tpugui: the run failed")]
    assert len(why) == 1 and "No space left on device" in why[0] and "--run-dir" in why[0]
    listing = out.stdout.split("rc=1", 1)[1].split()
    assert [n for n in listing if n not in (".", "..")] == []  # no partial checkpoint file
    fin = events_of(tmp_path)[-1]
    assert fin["type"] == "run_finished" and fin["status"] == "failed"
    assert "No space left on device" in fin["error"]


def test_train_warns_before_a_run_whose_checkpoints_outgrow_the_disk(tmp_path):
    """Issue 43: the window's pre-flight warning about the disk is said by ``tpugui train``
    too, before the run (which still starts): a past run of the job kept 150 KB checkpoints,
    the run would keep two, the tmpfs has less than 300 KB free."""
    past = "{disk}/20260101-000000-test/checkpoints"
    plant = (f"mkdir -p {past} && head -c 150000 /dev/zero > {past}/epoch-0001.weights.h5 && "
             f": > {past}/epoch-0001.json")  # fmt: skip
    out = _on_full_disk(tmp_path, sys.executable, "-m", "tpugui", plant=plant)
    said = [line for line in out.stderr.splitlines() if line.startswith("tpugui: warning:")]
    assert len(said) == 1, out.stderr
    assert said[0].startswith("tpugui: warning: train.keep_checkpoints: the run keeps about 2 ")
    assert "146.5 KiB each" in said[0] and "keep fewer" in said[0]
    assert "run folder:" in out.stdout  # the run started all the same


def test_only_the_writing_rank_renames_or_removes_the_partial_file(tmp_path):
    """Every rank of a run enters a save (torch DDP, torch_xla); rank 0 alone writes. A rank that
    is not the writer leaves the writer's partial file where it is, done or failed: renaming it
    took the file from under rank 0 (FileNotFoundError on partial-….pt)."""
    from tpugui.training import checkpoints

    path = tmp_path / "epoch-1.pt"
    partial = path.with_name(f"partial-{path.name}")
    partial.write_bytes(b"rank 0 still writing")
    with checkpoints.atomic(path, writer=False) as tmp:
        assert tmp == partial
    assert partial.exists() and not path.exists()
    try:
        with checkpoints.atomic(path, writer=False):
            raise OSError("rank 1's save failed")
    except OSError:
        pass
    assert partial.exists()
    with checkpoints.atomic(path) as tmp:  # the writer: its file takes the name
        tmp.write_bytes(b"done")
    assert path.read_bytes() == b"done" and not partial.exists()
