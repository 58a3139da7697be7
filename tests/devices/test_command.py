"""``tpugui detect``: JSON shape, readable table, sysroot, and no framework import."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.devices.fakes import tpu_host
from tpugui.cli import main
from tpugui.devices.inventory import Inventory, detect

ROOT = Path(__file__).resolve().parents[2]


def test_detect_json_shape_and_no_framework_import():
    code = (
        "import sys, io, contextlib, json\n"
        "from tpugui.cli import main\n"
        "buf = io.StringIO()\n"
        "with contextlib.redirect_stdout(buf):\n"
        "    rc = main(['detect', '--json'])\n"
        "heavy = [m for m in ('tensorflow', 'torch', 'torch_xla', 'jax', 'PySide6') "
        "if m in sys.modules]\n"
        "print(json.dumps({'rc': rc, 'heavy': heavy, 'out': json.loads(buf.getvalue())}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, timeout=60, check=True)  # fmt: skip
    res = json.loads(out.stdout.strip().splitlines()[-1])
    assert res["rc"] == 0 and res["heavy"] == []
    data = res["out"]
    assert {"devices", "frameworks", "recommendation"} <= set(data)
    cpu = data["devices"][0]
    assert cpu["kind"] == "cpu" and cpu["count"] >= 1 and cpu["name"]
    for key, char in cpu["characteristics"].items():
        assert {"value", "unit", "source"} <= set(char), key
        assert char["source"] in ("detected", "measured", "spec", "derived")
    assert set(data["frameworks"]) >= {"tensorflow", "keras", "torch", "torch_xla", "jax",
                                       "libtpu"}  # fmt: skip
    assert {"backend", "device", "strategy"} <= set(data["recommendation"])


def test_detect_on_a_v5e_snapshot(tmp_path, capsys):
    tpu_host(tmp_path, "v5e", 8)
    assert main(["detect", "--json", "--sysroot", str(tmp_path)]) == 0
    data = json.loads(capsys.readouterr().out)
    tpu = next(d for d in data["devices"] if d["kind"] == "tpu")
    assert (tpu["generation"], tpu["chips"], tpu["count"]) == ("v5e", 8, 8)
    assert tpu["characteristics"]["hbm_per_chip"]["source"] == "spec"
    assert data["recommendation"]["device"] == "tpu"
    assert main(["detect", "--sysroot", str(tmp_path)]) == 0
    text = capsys.readouterr().out
    assert "TPU: Cloud TPU v5e  x8" in text and "[spec table]" in text
    assert "Recommendation: backend=" in text and "replicas=8" in text


def test_bad_sysroot_and_timeout_are_refused(tmp_path, capsys):
    assert main(["detect", "--sysroot", str(tmp_path / "nope")]) == 2
    err = capsys.readouterr().err
    assert "--sysroot" in err and "no such folder" in err
    assert main(["detect", "--probe-timeout", "0"]) == 2
    assert "--probe-timeout" in capsys.readouterr().err


def test_inventory_json_round_trip(tmp_path):
    tpu_host(tmp_path, "v4", 4)
    inv = detect(str(tmp_path), env={"TPU_ACCELERATOR_TYPE": "v4-8"})
    back = Inventory.from_json(inv.dumps())
    assert back.to_json() == inv.to_json()
    assert back.device("tpu").extra["accelerator_type"] == "v4-8"
    assert back.recommendation.replicas == 4


def test_progress_shows_the_cpu_first(tmp_path):
    tpu_host(tmp_path, "v6e", 4)
    events = []
    detect(str(tmp_path), env={}, progress=events.append)
    kinds = [e["device"].kind for e in events if e["type"] == "device"]
    assert kinds == ["cpu", "tpu"]
    assert events[-1]["type"] == "recommendation"
