"""TPU chips read through tpu-info's library from a real gRPC metrics service on loopback (built
from tpu-info's own protos), the way a TPU VM's libtpu serves them: changing duty cycle and HBM,
the bandwidth where offered, and a service that stops answering said once."""

from __future__ import annotations

import pytest

from tests.devices.fakes import tpu_host
from tests.monitor.tpu_server import HBM_TOTAL, MetricsServer
from tpugui.events import Emitter, ListSink
from tpugui.monitor import sources
from tpugui.monitor.sampler import Sampler

pytest.importorskip("tpu_info")


def _tpu_factories(tmp_path, addr):
    """This machine's factories as a v5e TPU VM with 4 chips would build them (PCI snapshot)."""
    root = tpu_host(tmp_path / "vm", "v5e", 4)
    facts = sources.default_factories(
        sysroot=str(root), env={sources.ENV_ADDR: addr}, nvml=_NoNvml()
    )
    return [(n, f) for n, f in facts if n == "tpu"]


class _NoNvml:
    def nvmlInit(self):  # noqa: N802
        raise RuntimeError("no driver")


def test_duty_cycle_and_hbm_change_from_sample_to_sample(tmp_path):
    with MetricsServer(devices=4) as server:
        sink = ListSink()
        s = Sampler(Emitter([sink]), 1.0, _tpu_factories(tmp_path, server.addr))
        first, second = s.sample(), s.sample()
        s.stop()
    chips = first["devices"]
    assert [(d["kind"], d["index"]) for d in chips] == [("tpu", i) for i in range(4)]
    for d in chips:
        assert d["name"] == "TPU v5e"
        assert d["memory_total"] == HBM_TOTAL
        assert d["memory_used"] == server.used(d["index"], 1)
        assert d["duty_cycle"] == server.duty(d["index"], 1)
        assert d["hbm_bandwidth"] == 40.0 + d["index"]
    assert [d["duty_cycle"] for d in second["devices"]] != [d["duty_cycle"] for d in chips]
    assert second["devices"][0]["memory_used"] > chips[0]["memory_used"]
    assert sink == []  # nothing went wrong: nothing said
    assert "tpu.runtime.hbm.utilization.percent" in server.requests


def test_a_runtime_without_the_bandwidth_metric_is_asked_once(tmp_path):
    with MetricsServer(devices=2, bandwidth=False) as server:
        s = Sampler(Emitter(), 1.0, _tpu_factories(tmp_path, server.addr))
        for _ in range(3):
            rec = s.sample()
        s.stop()
    assert all("hbm_bandwidth" not in d for d in rec["devices"])
    assert len(rec["devices"]) == 2
    assert server.requests.count("tpu.runtime.hbm.utilization.percent") == 1


def test_a_service_that_goes_away_is_said_once_then_skipped(tmp_path):
    server = MetricsServer(devices=1).start()
    sink = ListSink()
    s = Sampler(Emitter([sink]), 1.0, _tpu_factories(tmp_path, server.addr))
    assert s.sample()["devices"][0]["kind"] == "tpu"
    server.stop()
    for _ in range(3):
        rec = s.sample()
        assert rec is None or rec["devices"] == []
    s.stop()
    logs = [r for r in sink if r["type"] == "log"]
    assert len(logs) == 1
    assert "tpu" in logs[0]["message"] and server.addr in logs[0]["message"]


def test_a_runtime_still_starting_is_forgiven_a_few_times(tmp_path):
    """Before its first good reading the service may not be up yet (libtpu starting)."""
    sink = ListSink()
    dead = "localhost:1"  # nothing listens there
    s = Sampler(Emitter([sink]), 1.0, _tpu_factories(tmp_path, dead))
    for _ in range(sources.TpuSource.GRACE):
        s.sample()
    assert [r for r in sink if r["type"] == "log"] == []
    s.sample()
    (log,) = [r for r in sink if r["type"] == "log"]
    assert dead in log["message"]
    s.stop()


def test_the_address_comes_from_the_environment_else_localhost_8431():
    assert sources.tpu_metrics_addr({}) == "localhost:8431"
    assert sources.tpu_metrics_addr({sources.ENV_ADDR: "10.0.0.2:9000"}) == "10.0.0.2:9000"


def test_no_tpu_chips_and_no_address_is_no_tpu_source(tmp_path):
    (tmp_path / "empty").mkdir()
    facts = dict(sources.default_factories(sysroot=str(tmp_path / "empty"), env={}))
    assert facts["tpu"]() is None
