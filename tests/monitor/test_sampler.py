"""The sampler beside a run: host, process and GPU readings as device_sample events; a source
that fails says why once and is skipped; stop leaves no sample behind; 0 turns it off."""

from __future__ import annotations

import json
import threading

from tests.devices.fakes import FakeNvml, LiveNvml, NVMLError
from tpugui.events import Emitter, ListSink, check_contract
from tpugui.monitor import sources
from tpugui.monitor.sampler import Sampler, sampler_for
from tpugui.monitor.sources import GpuSource, HostSource, ProcessSource, tpu_holders


def _factories(nvml=None, extra=()):
    out = [("host", HostSource), ("process", ProcessSource)]
    if nvml is not None:
        out.append(("gpu", lambda: GpuSource(nvml)))
    return out + list(extra)


def test_a_sample_has_host_process_and_each_gpu_in_plain_numbers():
    sink = ListSink()
    s = Sampler(Emitter([sink]), 1.0, _factories(LiveNvml(count=2)))
    first, second = s.sample(), s.sample()
    assert first["host"]["memory_total"] > first["host"]["memory_used"] > 0
    assert 0 <= first["host"]["cpu_percent"] <= 100 * 1024
    assert first["process"]["rss"] > 0 and first["process"]["pid"] > 0
    gpus = first["devices"]
    assert [(d["kind"], d["index"]) for d in gpus] == [("gpu", 0), ("gpu", 1)]
    g = gpus[0]
    assert g["name"] == "NVIDIA H100 80GB HBM3"
    assert g["memory_total"] == 85520809984 and 0 < g["memory_used"] < g["memory_total"]
    for key in ("utilization", "power_w", "temperature_c", "sm_clock_mhz"):
        assert isinstance(g[key], int | float), key
    assert g["power_w"] > 70  # mW -> W
    # the stand-in's readings move: so do the samples
    assert second["devices"][0]["utilization"] != g["utilization"]
    assert second["devices"][0]["memory_used"] > g["memory_used"]
    json.dumps(first, allow_nan=False)  # plain JSON
    s.stop()
    assert sink == []  # sample() alone emits nothing


def test_the_thread_emits_device_sample_events_and_none_after_stop():
    sink = ListSink()
    got = threading.Event()

    def watch(rec):
        sink(rec)
        if sum(r["type"] == "device_sample" for r in sink) >= 3:
            got.set()

    s = Sampler(Emitter([watch]), 0.1, _factories(LiveNvml(count=1)))
    s.start()
    assert got.wait(30)
    s.stop()
    n = len(sink)
    assert not s._thread.is_alive()
    assert len(sink) == n  # nothing after stop returned
    samples = [r for r in sink if r["type"] == "device_sample"]
    assert all(r["devices"][0]["kind"] == "gpu" for r in samples)
    assert [r["seq"] for r in sink] == list(range(1, len(sink) + 1))


class BrokenAfter:
    """A source that reads once, then fails every time."""

    name = "gpu"

    def __init__(self):
        self.reads = 0
        self.closed = False

    def read(self):
        self.reads += 1
        if self.reads > 1:
            raise NVMLError("GPU is lost")
        return [{"kind": "gpu", "index": 0, "utilization": 5}]

    def close(self):
        self.closed = True


def test_a_failing_source_says_why_once_and_is_skipped_after_that():
    sink = ListSink()
    broken = BrokenAfter()
    s = Sampler(Emitter([sink]), 1.0, _factories(extra=[("gpu", lambda: broken)]))
    assert s.sample()["devices"] == [{"kind": "gpu", "index": 0, "utilization": 5}]
    for _ in range(4):
        assert s.sample()["devices"] == []  # host and process go on
    logs = [r for r in sink if r["type"] == "log"]
    assert len(logs) == 1 and logs[0]["level"] == "warning"
    assert "gpu" in logs[0]["message"] and "GPU is lost" in logs[0]["message"]
    assert logs[0]["template"] == sources.SOURCE_FAILED  # translatable
    assert broken.reads == 2 and broken.closed


def test_a_source_that_cannot_start_says_why_and_the_rest_go_on():
    sink = ListSink()

    def no_gpu():
        raise NVMLError("Driver Not Loaded")

    s = Sampler(Emitter([sink]), 1.0, _factories(extra=[("gpu", no_gpu)]))
    rec = s.sample()
    assert rec["host"] and rec["process"] and rec["devices"] == []
    (log,) = [r for r in sink if r["type"] == "log"]
    assert "Driver Not Loaded" in log["message"]


def test_nvml_that_does_not_answer_is_no_gpu_source_and_no_complaint():
    facts = sources.default_factories(nvml=FakeNvml(fail_init=True), sysroot="/nonexistent")
    made = dict(facts)
    assert made["gpu"]() is None
    assert made["tpu"]() is None  # no Google chips on the PCI bus, no address given


def test_sample_every_zero_is_no_sampler_and_the_schema_says_so():
    from tests.training.helpers import make_job
    from tpugui.job_fields import field_spec

    assert sampler_for(make_job(train={"sample_every": 0}), Emitter()) is None
    assert sampler_for(make_job(), Emitter()).every == 1.0
    spec = field_spec("train.sample_every")
    assert spec.meta.label and spec.meta.help and spec.meta.special
    assert (spec.minimum, spec.maximum, spec.default) == (0.0, 3600.0, 1.0)


def test_the_events_contract_accepts_device_samples():
    sink = ListSink()
    e = Emitter([sink])
    e.emit("run_started", run_id="x")
    e.emit("device_sample", host={}, process={}, devices=[])
    e.emit("run_finished", status="completed")
    assert check_contract(list(sink)) == []


def test_tpu_holders_are_read_from_proc_under_a_sysroot(tmp_path):
    for pid, target in ((100, "/dev/vfio/0"), (100, "/dev/null"), (200, "/dev/accel3")):
        fd = tmp_path / "proc" / str(pid) / "fd"
        fd.mkdir(parents=True, exist_ok=True)
        (fd / str(len(list(fd.iterdir())) + 3)).symlink_to(target)
    assert tpu_holders(str(tmp_path)) == {"/dev/vfio/0": [100], "/dev/accel3": [200]}


def test_gpu_processes_come_from_nvml():
    src = GpuSource(LiveNvml(count=2))
    procs = src.processes()
    assert [[p["pid"] for p in g] for g in procs] == [[4242], []]
    assert procs[0][0]["memory_used"] == 1 << 30
    src.close()
    assert src.nvml.shutdown_called


def test_a_real_run_carries_device_samples_and_ends_with_run_finished(tmp_path):
    """The engine starts the sampler with the run and stops it before run_finished; the run is
    stopped once a sample has arrived (no wall-clock wait)."""
    import pytest

    pytest.importorskip("torch")
    from tests.training.helpers import assert_contract, events_of, make_job, of_type
    from tpugui.training import engine

    stop = threading.Event()

    def sink(ev):
        if ev["type"] == "device_sample":
            stop.set()

    job = make_job(
        model={"backend": "torch", "architecture": "mlp"},
        train={"epochs": 1000, "sample_every": 0.1},
    )
    assert engine.run(job, sink, stop, run_dir=tmp_path / "run") == "stopped"
    records = events_of(tmp_path / "run")
    assert_contract(records)
    samples = of_type(records, "device_sample")
    assert samples and records[-1]["type"] == "run_finished"
    assert samples[0]["process"]["pid"] > 0 and samples[0]["host"]["memory_total"] > 0
    first_sample = records.index(samples[0])
    assert records[0]["type"] == "run_started" and first_sample > 0
