"""`detect --probe`'s JAX probe, for real: it lists the devices JAX sees (4 CPU devices here)."""

from __future__ import annotations

import pytest

from tpugui.devices.probe import run_probe

pytest.importorskip("jax")


@pytest.mark.slow
def test_real_jax_probe_lists_its_devices(monkeypatch):
    monkeypatch.setenv("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
    monkeypatch.setenv("JAX_PLATFORMS", "cpu")
    res = run_probe("jax", timeout=120)
    assert res["status"] == "ok", res
    out = res["result"]
    assert out["backend"] == "cpu" and out["device_kind"] == "cpu"
    assert out["devices"] == ["cpu:0", "cpu:1", "cpu:2", "cpu:3"]
