"""Framework probes run in a child with a timeout: a hang is cut off and reported, never waited."""

from __future__ import annotations

import threading
import time

import pytest

from tpugui.devices.frameworks import installed_versions
from tpugui.devices.probe import MARK, run_probe, run_python


def test_hanging_probe_is_cut_off_as_no_answer():
    t0 = time.perf_counter()
    res = run_python("import time\ntime.sleep(60)\n", timeout=1.0)
    took = time.perf_counter() - t0
    assert res["status"] == "no answer" and "1 s" in res["error"]
    assert took < 10  # not the 60 s the child wanted


def test_hanging_probe_with_grandchild_is_killed_whole():
    code = (
        "import subprocess, sys, time\n"
        "subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
        "time.sleep(60)\n"
    )
    t0 = time.perf_counter()
    res = run_python(code, timeout=1.0)
    assert res["status"] == "no answer" and time.perf_counter() - t0 < 10


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
