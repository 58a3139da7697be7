"""Framework probes run in a child with a timeout: a hang is cut off and reported, never waited."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest

from tpugui.devices.frameworks import installed_versions
from tpugui.devices.probe import MARK, run_probe, run_python


def _gone(pid: int) -> bool:
    """The process has ended: no such pid, or a zombie waiting to be reaped."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat.rsplit(")", 1)[1].split()[0] in ("Z", "X")


def _ended(pids: list[int]) -> bool:
    """Waits (bounded) for the SIGKILLs to land; the pass criterion is the processes' end."""
    deadline = time.monotonic() + 10
    while not all(_gone(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.02)
    return all(_gone(p) for p in pids)


def _pids(path: Path) -> list[int]:
    return [int(x) for x in path.read_text().split()] if path.exists() else []


def test_hanging_probe_is_cut_off_as_no_answer(tmp_path):
    """The timeout stops the child (it is killed, not left running) and says so."""
    pids = tmp_path / "pids"
    code = (
        "import os, time\n"
        f"open({str(pids)!r}, 'w').write(str(os.getpid()))\n"
        "time.sleep(60)\n"
        f"open({str(tmp_path / 'finished')!r}, 'w').write('the child slept its 60 s')\n"
    )
    res = run_python(code, timeout=1.0)
    assert res["status"] == "no answer" and "1 s" in res["error"]
    assert len(_pids(pids)) == 1  # the child had started
    assert _ended(_pids(pids))  # and was killed: it never reaches its last line
    assert not (tmp_path / "finished").exists()


def test_hanging_probe_with_grandchild_is_killed_whole(tmp_path):
    """The whole process group goes: the grandchild too, not only the child."""
    pids = tmp_path / "pids"
    code = (
        "import os, subprocess, sys, time\n"
        "g = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
        f"open({str(pids)!r}, 'w').write(f'{{os.getpid()}} {{g.pid}}')\n"
        "time.sleep(60)\n"
    )
    res = run_python(code, timeout=1.0)
    assert res["status"] == "no answer"
    child, grandchild = _pids(pids)
    assert grandchild != child and os.getpid() not in (child, grandchild)
    assert _ended([child, grandchild])


def test_probe_can_be_cancelled():
    stop = threading.Event()
    threading.Timer(0.5, stop.set).start()
    res = run_python("import time\ntime.sleep(60)\n", timeout=30, stop_event=stop)
    assert res["status"] == "cancelled"


def test_failing_and_answering_probes():
    bad = run_python("raise RuntimeError('no TPU runtime here')\n", timeout=20)
    assert bad["status"] == "failed" and "no TPU runtime here" in bad["error"]
    good = run_python(f"import json\nprint({MARK!r} + json.dumps({{'x': 1}}))\n", timeout=20)
    assert good == {"status": "ok", "result": {"x": 1}, "seconds": good["seconds"]}
    missing = run_python("print(1)", timeout=20, python="/no/such/python")
    assert missing["status"] == "failed" and "/no/such/python" in missing["error"]


@pytest.mark.slow
@pytest.mark.skipif(not installed_versions()["torch"], reason="torch not installed")
def test_real_torch_probe_sees_no_cuda_here():
    res = run_probe("torch", timeout=60)
    assert res["status"] == "ok", res
    assert res["result"]["version"].startswith(installed_versions()["torch"].split("+")[0])
    assert res["result"]["cuda"] is False and res["result"]["cuda_devices"] == []
