"""TensorBoard logdirs beside tpugui's runs (issue 41): every scalar point read back with its
step, wall time and value; hparams; a truncated file, a damaged record, a file still being
written; ``tpugui runs import`` and ``--logdir``; the runs in the history, opened and
exported. Fast cases write with TensorBoard's own pure-Python record writer (``RecordWriter``, what
its ``EventFileWriter`` and torch's ``SummaryWriter`` write through; ``EventFileWriter`` itself
would import TensorFlow where it is installed: seconds); the real writers (tf.summary, Keras's callback, torch,
Flax) run once in a process (``tb_writers.py``, marked slow)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from tensorboard.compat.proto import event_pb2, summary_pb2
from tensorboard.compat.proto.tensor_pb2 import TensorProto
from tensorboard.summary.writer.record_writer import RecordWriter

from tpugui.cli import main as cli
from tpugui.runs import store, tb_runs
from tpugui.runs.cache import load_run
from tpugui.runs.tensorboard import LogdirError, RunReader, find_runs

HERE = Path(__file__).resolve().parent
T0 = 1_700_000_000.0


def _simple(tag: str, value: float, step: int, wall: float) -> event_pb2.Event:
    v = summary_pb2.Summary.Value(tag=tag, simple_value=value)
    return event_pb2.Event(wall_time=wall, step=step, summary=summary_pb2.Summary(value=[v]))


def _tensor(tag: str, value: float, step: int, wall: float, meta: bool) -> event_pb2.Event:
    """A TF 2 scalar (``tf.summary.scalar``): a float tensor, its plugin named once."""
    t = TensorProto(dtype=1, float_val=[value])
    t.tensor_shape.SetInParent()
    v = summary_pb2.Summary.Value(tag=tag, tensor=t)
    if meta:
        v.metadata.plugin_data.plugin_name = "scalars"
    return event_pb2.Event(wall_time=wall, step=step, summary=summary_pb2.Summary(value=[v]))


class _Writer:
    """An event file as ``EventFileWriter`` writes one: its name, the file_version record,
    then each event through TensorBoard's ``RecordWriter``."""

    def __init__(self, folder: Path):
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / f"events.out.tfevents.{int(T0)}.host.1.0"
        self.records = RecordWriter(open(self.path, "ab"))  # noqa: SIM115 - closed in close()
        self.add(event_pb2.Event(wall_time=T0, file_version="brain.Event:2"))

    def add(self, ev: event_pb2.Event) -> None:
        self.records.write(ev.SerializeToString())

    def flush(self) -> None:
        self.records.flush()

    def close(self) -> None:
        self.records.close()


def _write(folder: Path, events: list[event_pb2.Event]) -> Path:
    w = _Writer(folder)
    for ev in events:
        w.add(ev)
    w.close()
    return w.path


def _points(n: int, start: int = 0) -> list[event_pb2.Event]:
    """``loss`` as simple values and ``acc`` as tensors, steps 0, 300, 600, ... (1-3 byte
    varints), every wall time distinct; one merged event with two values; a text summary."""
    out = []
    for i in range(start, start + n):
        out.append(_simple("loss", 1.0 / (i + 1), i * 300, T0 + i))
        out.append(_tensor("acc", i / 1000.0, i * 300, T0 + i + 0.25, meta=i == 0))
    merged = summary_pb2.Summary(
        value=[summary_pb2.Summary.Value(tag="m/a", simple_value=1.5),
               summary_pb2.Summary.Value(tag="m/b", simple_value=2.5)]
    )  # fmt: skip
    out.append(event_pb2.Event(wall_time=T0 + 0.5, step=7, summary=merged))
    text = summary_pb2.Summary.Value(tag="notes", tensor=TensorProto(dtype=7, string_val=[b"x"]))
    text.metadata.plugin_data.plugin_name = "text"
    out.append(
        event_pb2.Event(wall_time=T0 + 0.6, step=1, summary=summary_pb2.Summary(value=[text]))
    )
    return out


def _check_points(reader: RunReader, n: int) -> None:
    steps, wall, values = reader.scalars("loss")
    assert steps.tolist() == [i * 300 for i in range(n)]
    assert wall.tolist() == [T0 + i for i in range(n)]
    assert values.tolist() == [np.float32(1.0 / (i + 1)).item() for i in range(n)]
    steps, wall, values = reader.scalars("acc")
    assert steps.tolist() == [i * 300 for i in range(n)]
    assert wall.tolist() == [T0 + i + 0.25 for i in range(n)]
    assert values.tolist() == [np.float32(i / 1000.0).item() for i in range(n)]


def test_every_point_of_simple_and_tensor_scalars_comes_back(tmp_path):
    _write(tmp_path, _points(400))
    reader = RunReader(tmp_path)
    assert reader.read() == 802
    assert reader.tags() == ["acc", "loss", "m/a", "m/b"]  # the text summary is no scalar
    _check_points(reader, 400)
    assert reader.scalars("m/b")[2].tolist() == [2.5] and reader.scalars("m/a")[0].tolist() == [7]
    assert not reader.problems


def test_hparams_are_read(tmp_path):
    from tensorboard.plugins.hparams import summary_v2

    pb = summary_v2.hparams_pb({"lr": 0.01, "optimizer": "adam", "layers": 3, "bn": True})
    _write(tmp_path, [event_pb2.Event(wall_time=T0, summary=pb), *_points(3)])
    reader = RunReader(tmp_path)
    reader.read()
    assert reader.hparams == {"lr": 0.01, "optimizer": "adam", "layers": 3, "bn": True}


def test_a_truncated_last_record_is_read_up_to_and_resumed(tmp_path):
    path = _write(tmp_path / "w", _points(50))
    data = path.read_bytes()
    live = tmp_path / "run" / path.name
    live.parent.mkdir()
    live.write_bytes(data[:-7])  # the writer is mid-way through the last record
    reader = RunReader(live.parent)
    reader.read()
    assert reader.scalars("loss")[0].size == 50 and reader.scalars("acc")[0].size == 50
    assert "notes" not in reader.tags() and not reader.problems  # said nothing: it is growing
    with open(live, "ab") as fh:
        fh.write(data[-7:])
    assert reader.read() == 0  # the last record was the text summary: no new scalar
    assert reader.offsets[live.name] == len(data) and not reader.problems


def test_a_damaged_record_is_said_and_what_came_before_is_read(tmp_path):
    path = _write(tmp_path, _points(100))
    data = bytearray(path.read_bytes())
    starts, p = [], 0
    while p < len(data):
        starts.append(p)
        p += int.from_bytes(data[p : p + 8], "little") + 16
    bad = starts[61]  # record 61: the file_version record, then 30 x (loss, acc)
    data[bad + 1] ^= 0x40  # its length
    path.write_bytes(bytes(data))
    reader = RunReader(tmp_path)
    reader.read()
    assert reader.scalars("loss")[0].size == 30 and reader.scalars("acc")[0].size == 30
    (problem,) = reader.problems.values()
    assert problem.offset == bad
    text = str(problem)
    assert path.name in text and f"{bad:,}" in text and "damaged" in text
    assert reader.read() == 0 and len(reader.problems) == 1  # said once, not read again


def test_a_logdir_still_being_written_reads_only_the_new_points(tmp_path):
    w = _Writer(tmp_path)
    for ev in _points(100)[:200]:
        w.add(ev)
    w.flush()
    reader = RunReader(tmp_path)
    assert reader.read() == 200
    first = reader.bytes_read
    for ev in _points(60, start=100)[:120]:
        w.add(ev)
    w.flush()
    assert reader.read() == 120
    assert reader.bytes_read - first < first  # only the new bytes
    _check_points(reader, 160)
    w.close()


def test_bad_folders_are_said(tmp_path):
    with pytest.raises(LogdirError, match="not a folder"):
        find_runs(tmp_path / "nowhere")
    (tmp_path / "empty" / "sub").mkdir(parents=True)
    with pytest.raises(LogdirError, match="no TensorBoard event files") as got:
        find_runs(tmp_path / "empty")
    assert str(tmp_path / "empty") in str(got.value)


def _logdir(tmp_path: Path) -> Path:
    logdir = tmp_path / "logs"
    _write(logdir / "a", _points(20))
    _write(logdir / "keras" / "train", [_tensor("epoch_loss", 0.5 - e / 10, e, T0 + e, True)
                                        for e in range(3)])  # fmt: skip
    _write(logdir / "keras" / "validation", [_tensor("epoch_loss", 0.6 - e / 10, e, T0 + e, True)
                                             for e in range(3)])  # fmt: skip
    return logdir


def test_runs_import_adds_the_runs_to_the_history(tmp_path, capsys):
    logdir, root = _logdir(tmp_path), tmp_path / "runs"
    assert cli(["runs", "import", str(logdir), "--root", str(root)]) == 0
    out = capsys.readouterr().out
    assert "logs/a: 42 points" in out and "added 2 TensorBoard runs" in out
    infos = {i.name: i for i in store.list_runs(root)}
    assert set(infos) == {"logs/a", "logs/keras"}
    a, keras = infos["logs/a"], infos["logs/keras"]
    assert a.source == "tensorboard" and a.steps == 19 * 300 and a.started == T0
    assert keras.epoch_loss == pytest.approx(0.3) and keras.last_val_loss == pytest.approx(0.4)
    run = load_run(a.path)
    assert run.loss.n == 20 and run.loss.x[-1] == 19 * 300 and run.loss.t[-1] == 19.0
    assert run.scalars["acc"].n == 20
    k = load_run(keras.path)
    assert k.epoch_metrics["val_loss"].x.tolist() == [1, 2, 3]  # Keras's epoch 0 is epoch 1
    # importing again finds the same folders; a grown file is read from where it stopped
    _write(logdir / "b", _points(5))
    assert cli(["runs", "import", str(logdir), "--root", str(root)]) == 0
    assert len(store.list_runs(root)) == 3
    assert cli(["runs", "--logdir", str(logdir), "--json"]) == 0
    rows = [
        json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith("{")
    ]
    assert {r["source"] for r in rows} == {"tensorboard"} and len(rows) == 3
    assert cli(["runs", "import", str(tmp_path / "nowhere")]) == 2
    assert "is not a folder" in capsys.readouterr().err


@pytest.mark.slow
def test_the_real_writers(tmp_path):
    """tf.summary (TF 2 scalars + HParams), Keras's callback (2 epochs), torch's SummaryWriter
    (+ add_hparams), Flax's SummaryWriter: every point, step and value as written (wall times
    where the writer takes them; else as the file holds them, against protobuf's own parse)."""
    logdir = tmp_path / "logs"
    subprocess.run([sys.executable, str(HERE / "tb_writers.py"), str(logdir)], check=True,
                   capture_output=True, timeout=300)  # fmt: skip
    truth = json.loads((logdir / "truth.json").read_text())
    for writer in ("tf", "torch", "flax"):
        if "skipped" in truth[writer]:
            pytest.fail(truth[writer]["skipped"])
        reader = RunReader(logdir / writer)
        reader.read()
        assert reader.hparams == (truth[writer]["hparams"] if writer != "torch" else {})
        for tag, points in truth[writer]["tags"].items():
            steps, wall, values = reader.scalars(tag)
            assert steps.tolist() == [p[0] for p in points], (writer, tag)
            assert np.allclose(values, [p[1] for p in points], rtol=1e-6), (writer, tag)
            if writer == "torch":
                assert wall.tolist() == [p[2] for p in points]
            assert _protobuf_walls(reader.folder, tag) == wall.tolist()
    torch_hp = RunReader(logdir / "torch" / "hp")
    torch_hp.read()
    assert torch_hp.hparams == {"lr": 0.1, "batch_size": 64}
    assert torch_hp.scalars("hparam/final_loss")[2].tolist() == [0.25]
    # Keras: train/ and validation/ are one run; its History is what the files say
    root = tmp_path / "runs"
    folders, problems = tb_runs.import_logdir(logdir, root)
    assert not problems and len(folders) == 5  # tf, keras, torch, torch/hp, flax
    (keras,) = [f for f in folders if "keras" in f.name]
    run = load_run(keras)
    hist = truth["keras"]
    for key in ("loss", "accuracy", "val_loss", "val_accuracy"):
        s = run.epoch_metrics[key]
        assert s.x.tolist() == [1, 2] and np.allclose(s.y, hist[key], rtol=1e-5), key


def _protobuf_walls(folder: Path, tag: str) -> list[float]:
    walls = []
    for path in sorted(folder.glob("events.out.tfevents.*")):
        data, p = path.read_bytes(), 0
        while p < len(data):
            n = int.from_bytes(data[p : p + 8], "little")
            ev = event_pb2.Event.FromString(data[p + 12 : p + 12 + n])
            walls += [ev.wall_time for v in ev.summary.value if v.tag == tag]
            p += n + 16
    return walls


def test_a_file_read_in_small_chunks_gives_every_point(tmp_path, monkeypatch):
    """Chunks that end inside a record's length, its checksum or its data."""
    from tpugui.runs import tensorboard

    _write(tmp_path, _points(40))
    monkeypatch.setattr(tensorboard, "CHUNK", 97)
    reader = RunReader(tmp_path)
    assert reader.read() == 82
    _check_points(reader, 40)
    assert not reader.problems
