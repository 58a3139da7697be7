"""Screenshots of every page of the real app, in English and Traditional Chinese (offscreen).

    .venv/bin/python scripts/screenshots.py                  # all pages, en + zh_TW -> docs/images/
    .venv/bin/python scripts/screenshots.py --lang zh_TW --pages devices training

What it does, per language, as a person would (clicks on the controls by their object names):
- Devices: waits for the detection, runs Bench (numpy only: seconds), grabs ``devices_<lang>.png``;
  then shows a TPU VM (a v5e-8 host read from a sysroot tree, the stand-in the tests use, since
  this machine has no TPU) and grabs ``devices_tpu_<lang>.png``.
- Pipeline: Preview, then Bench on the demo job; ``pipeline_<lang>.png``. Then scikit-learn's
  wine table (csv) on the Preview tab, Preview pressed: its columns and the label histogram;
  ``pipeline_csv_<lang>.png``.
- Training: a real, short run (MLP on sklearn digits, 3 epochs, TensorFlow on the CPU) so the
  plots show curves; ``training_<lang>.png``; then its Predict tab on 20 digits
  (``training_predict_<lang>.png``); then a torch run in two processes and its Processes tab
  (``training_processes_<lang>.png``).
- Remote: the page as it opens; ``remote_<lang>.png``; its Set up tab with a Spot slice named,
  priced and under a budget: the TPU VM box (``remote_cost_<lang>.png``). Learn: the CPU topic (``learn_<lang>.png``)
  and the TPU topic, which compares a v5e chip with this CPU (``learn_tpu_<lang>.png``).
Pages that do not exist yet are skipped. Each PNG is the whole window (1200 x 800) and is saved
with a reduced palette when that keeps it under ``--max-kb``. Runs and settings go to a
temporary folder; nothing of the user's is touched.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGES = ("devices", "pipeline", "training", "remote", "learn")
LANGS = ("en", "zh_TW")


def wait_until(pred: Callable[[], bool], timeout: float, what: str) -> bool:
    from PySide6.QtWidgets import QApplication

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        QApplication.processEvents()
        if pred():
            return True
        time.sleep(0.02)
    print(f"  ! gave up waiting for {what} after {timeout:g} s", file=sys.stderr)
    return False


def settle(seconds: float = 0.3) -> None:
    """Let queued signals, layouts and timer-driven redraws run for ``seconds``."""
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.02)


def click(page, name: str) -> bool:  # noqa: ANN001
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QAbstractButton

    button = page.findChild(QAbstractButton, name)
    if button is None or not button.isEnabled():
        print(f"  ! {type(page).__name__}: no enabled button {name!r}", file=sys.stderr)
        return False
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    return True


def save(win, path: Path, max_kb: int, palette: bool = True) -> None:  # noqa: ANN001
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    image = win.grab().toImage()
    image.save(str(path), "PNG")
    if palette or path.stat().st_size > max_kb * 1024:
        # UI pixels are mostly flat colours: 256 well-chosen colours keep the text crisp at
        # a third of the size (Pillow's octree palette; Qt's own palette if Pillow is missing)
        try:
            from PIL import Image

            with Image.open(path) as im:
                small = im.convert("RGB").quantize(256, method=Image.Quantize.FASTOCTREE)
            small.save(path, optimize=True)
        except ImportError:
            image.convertToFormat(
                QImage.Format.Format_Indexed8, Qt.ImageConversionFlag.ThresholdDither
            ).save(str(path), "PNG")
    print(f"  {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}"
          f"  {image.width()}x{image.height()}  {path.stat().st_size // 1024} KiB")  # fmt: skip


# -- pages ---------------------------------------------------------------------------------------
def shoot_devices(win, out: Path, lang: str, max_kb: int, tmp: Path, palette: bool) -> None:  # noqa: ANN001, ARG001
    win.show_page("devicesPage")
    page = win.ctx.pages["devicesPage"]
    wait_until(lambda: page.inventory is not None and page.refresh_button.isEnabled(), 120,
               "device detection")  # fmt: skip
    page.bench_fw_check.setChecked(False)  # numpy only: seconds, not a framework import
    if click(page, "benchButton"):
        wait_until(lambda: page.refresh_button.isEnabled(), 120, "the device bench")
    settle()
    save(win, out / f"devices_{lang}.png", max_kb, palette)


def shoot_devices_tpu(win, out: Path, lang: str, max_kb: int, tmp: Path, palette: bool) -> None:  # noqa: ANN001
    """A TPU VM, read from a sysroot tree (the tests' stand-in: this machine has no TPU).

    Taken last: the other pages follow the inventory the Devices page shows.
    """
    from PySide6.QtWidgets import QScrollArea

    from tests.devices.fakes import tpu_host, xeon_host
    from tpugui.devices.inventory import detect

    win.show_page("devicesPage")
    page = win.ctx.pages["devicesPage"]
    root = tpu_host(xeon_host(tmp / f"tpu-{lang}", logical=8), "v5e", 8)
    page.show_inventory(detect(str(root), env={"TPU_ACCELERATOR_TYPE": "v5litepod-8"}))
    settle()
    cards = page.findChild(QScrollArea, "deviceCards")
    cards.verticalScrollBar().setValue(page.cards["tpu"].y())  # the TPU card at the top
    settle()
    save(win, out / f"devices_tpu_{lang}.png", max_kb, palette)


def shoot_pipeline(win, out: Path, lang: str, max_kb: int, tmp: Path, palette: bool) -> None:  # noqa: ANN001, ARG001
    win.show_page("pipelinePage")
    page = win.ctx.pages["pipelinePage"]
    from PySide6.QtWidgets import QAbstractButton

    settle(0.5)
    bench = page.findChild(QAbstractButton, "benchButton")
    click(page, "previewButton")
    if bench is not None:
        wait_until(bench.isEnabled, 120, "the preview")
        if click(page, "benchButton"):
            settle(0.3)
            wait_until(bench.isEnabled, 180, "the pipeline bench")
    busy = getattr(page, "busy", lambda: "")
    wait_until(lambda: not busy(), 60, "the pipeline page to be idle")
    settle(0.5)
    save(win, out / f"pipeline_{lang}.png", max_kb, palette)
    shoot_pipeline_csv(win, out, lang, max_kb, tmp, palette)


def shoot_pipeline_csv(win, out: Path, lang: str, max_kb: int, tmp: Path, palette: bool) -> None:  # noqa: ANN001
    """The csv source's keys: scikit-learn's wine table (its first line is not a header)."""
    import shutil

    import sklearn

    from tpugui.job import demo_job

    table = tmp / "wine.csv"
    shutil.copy(Path(sklearn.__file__).parent / "datasets" / "data" / "wine_data.csv", table)
    job = demo_job().model_copy(deep=True)
    for key, value in (
        ("data.source", "csv"),
        ("data.path", str(table)),
        ("data.header", False),
        ("data.skip_rows", 1),
        ("pipeline.batch_size", 32),
        ("model.architecture", "mlp"),
    ):
        job = job.updated(key, value)
    win.set_job(job, None)
    page = win.ctx.pages["pipelinePage"]
    settle(0.5)
    page.tabs.setCurrentWidget(page.preview)  # a table's Preview: its columns and labels
    settle(0.2)
    click(page, "previewButton")
    busy = getattr(page, "busy", lambda: "")
    wait_until(lambda: not busy() and page.preview.table_view.isVisible(), 60, "the csv preview")
    settle(0.5)
    save(win, out / f"pipeline_csv_{lang}.png", max_kb, palette)
    page.tabs.setCurrentIndex(0)
    win.set_job(demo_job(), None)
    settle(0.3)


def shoot_training(win, out: Path, lang: str, max_kb: int, tmp: Path, palette: bool) -> None:  # noqa: ANN001, ARG001
    from PySide6.QtWidgets import QComboBox, QSpinBox

    win.show_page("trainingPage")
    page = win.ctx.pages["trainingPage"]
    arch = page.findChild(QComboBox, "model.architecture")
    if arch is not None:
        i = arch.findData("mlp")
        arch.setCurrentIndex(i if i >= 0 else arch.findText("mlp"))
    epochs = page.findChild(QSpinBox, "train.epochs")
    if epochs is not None:
        epochs.setValue(3)
    if click(page, "startButton"):
        wait_until(lambda: page.running, 30, "the run to start")
        wait_until(lambda: not page.running, 300, "the training run")
    settle(0.8)  # the plots redraw on a timer
    save(win, out / f"training_{lang}.png", max_kb, palette)
    shoot_predict(win, page, out, lang, max_kb, tmp, palette)
    shoot_processes(win, page, out, lang, max_kb, palette)


def shoot_processes(win, page, out: Path, lang: str, max_kb: int, palette: bool) -> None:  # noqa: ANN001
    """The Processes tab: a torch run in two processes (gloo on the CPU), at its end."""
    win.ctx.model.update({"model.backend": "torch", "train.processes": 2,
                          "train.epochs": 2, "train.steps_per_epoch": 10})  # fmt: skip
    if click(page, "startButton"):
        wait_until(lambda: page.running, 30, "the two-process run to start")
        wait_until(lambda: not page.running, 300, "the two-process run")
    page.tabs.setCurrentWidget(page.workers_view)
    settle(0.8)
    save(win, out / f"training_processes_{lang}.png", max_kb, palette)
    page.tabs.setCurrentIndex(0)
    win.ctx.model.update({"model.backend": "tensorflow", "train.processes": 1})


def shoot_predict(win, page, out: Path, lang: str, max_kb: int, tmp: Path, palette: bool) -> None:  # noqa: ANN001
    """The Predict tab: the run just trained on a folder of new digits drawn as a person's PNGs
    (0-255, one of them 64x64, one cut short): the notes and the skipped file under the table."""
    import numpy as np
    import tensorflow as tf
    from sklearn.datasets import load_digits

    folder = tmp / "new-digits"
    folder.mkdir(exist_ok=True)
    images = load_digits().images[-20:]
    for i, img in enumerate(images):
        px = np.round(img * 255.0 / 16.0).astype(np.uint8)[:, :, None]
        if i == 0:
            px = np.kron(px, np.ones((8, 8, 1), np.uint8))  # drawn larger: 64x64
        (folder / f"digit-{i:02d}.png").write_bytes(tf.io.encode_png(px).numpy())
    broken = folder / "digit-20.png"
    broken.write_bytes((folder / "digit-01.png").read_bytes()[:40])  # cut short
    history, panel = page.history, page.predict_panel
    history.refresh()
    wait_until(lambda: history.model.rowCount() > 0 and not history._task.is_running(), 30,
               "the run history")  # fmt: skip
    panel.set_paths([str(folder)])
    page.tabs.setCurrentWidget(page.predict_scroll)
    click(page, "predictButton")
    wait_until(lambda: panel.table.rowCount() == 20 and not panel.busy(), 120, "the predictions")
    settle(0.5)
    save(win, out / f"training_predict_{lang}.png", max_kb, palette)
    page.tabs.setCurrentIndex(0)


def shoot_plain(name: str) -> Callable:
    def shoot(win, out: Path, lang: str, max_kb: int, tmp: Path, palette: bool) -> None:  # noqa: ANN001, ARG001
        win.show_page(f"{name}Page")
        settle(0.8)
        save(win, out / f"{name}_{lang}.png", max_kb, palette)

    return shoot


def shoot_learn(win, out: Path, lang: str, max_kb: int, tmp: Path, palette: bool) -> None:  # noqa: ANN001, ARG001
    """The CPU topic (this machine's numbers) and the TPU topic (the comparison with this CPU)."""
    win.show_page("learnPage")
    page = win.ctx.pages["learnPage"]
    wait_until(lambda: win.ctx.inventory is not None, 30, "the device detection")
    settle(0.8)
    save(win, out / f"learn_{lang}.png", max_kb, palette)
    topics = list(page.browsers)  # in tab order
    if "tpu" in topics:
        page.tabs.setCurrentIndex(topics.index("tpu"))
        page.browsers["tpu"].verticalScrollBar().setValue(0)
        settle(0.5)
        save(win, out / f"learn_tpu_{lang}.png", max_kb, palette)


def shoot_remote(win, out: Path, lang: str, max_kb: int, tmp: Path, palette: bool) -> None:  # noqa: ANN001, ARG001
    """The page as it opens; then its Set up tab with a Spot v5e slice named, priced and under a
    budget and an idle stop: the TPU VM box (``remote_cost_<lang>.png``)."""
    win.show_page("remotePage")
    settle(0.8)
    save(win, out / f"remote_{lang}.png", max_kb, palette)
    page = win.ctx.pages["remotePage"]
    win.ctx.model.update({
        "remote.zone": "us-central1-a", "remote.vm_name": "my-tpu",
        "remote.accelerator_type": "v5litepod-8", "remote.provisioning": "spot",
        "remote.budget": 50.0, "remote.idle_stop_minutes": 30.0,
    })  # fmt: skip
    page.tabs.setCurrentWidget(page.setup)
    box = page.setup.vm_box
    box.show_state("READY")
    settle(0.5)
    page.setup.ensureWidgetVisible(box, 0, 0)
    page.setup.verticalScrollBar().setValue(box.y() - 8)
    settle(0.5)
    save(win, out / f"remote_cost_{lang}.png", max_kb, palette)


SHOOT = {
    "devices": shoot_devices,
    "pipeline": shoot_pipeline,
    "training": shoot_training,
    "remote": shoot_remote,
    "learn": shoot_learn,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "images"), help="folder for PNGs")
    parser.add_argument("--lang", nargs="+", choices=LANGS, default=list(LANGS))
    parser.add_argument("--pages", nargs="+", choices=PAGES, default=list(PAGES))
    parser.add_argument("--size", default="1200x800", help="window size, WxH")
    parser.add_argument("--max-kb", type=int, default=200, help="PNG size to stay under")
    parser.add_argument("--truecolor", action="store_true",
                        help="keep 24-bit colour unless a PNG is over --max-kb (default: 256 "
                        "colours, about a quarter of the size, no visible difference)")  # fmt: skip
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    tmp = Path(tempfile.mkdtemp(prefix="tpugui-shots-"))
    os.environ["TPUGUI_RUNS"] = str(tmp / "runs")  # the training run goes here, not the user's
    sys.path.insert(0, str(ROOT))

    from PySide6.QtCore import QSettings

    from tpugui.job import demo_job
    from tpugui.qt import i18n
    from tpugui.qt.app import create_application
    from tpugui.qt.errors import manager
    from tpugui.qt.main_window import MainWindow

    app = create_application()
    manager().install_hooks()
    for lang in args.lang:
        print(f"{lang}:")
        os.environ[i18n.ENV_VAR] = lang
        i18n.set_language(lang)
        settings = QSettings(str(tmp / f"settings-{lang}.ini"), QSettings.Format.IniFormat)
        win = MainWindow(settings)
        win.confirm_close = False
        win.resize(width, height)
        win.show()
        win.set_job(demo_job(), None)
        settle(0.5)
        for name in args.pages:
            if f"{name}Page" not in win.ctx.pages:
                print(f"  (no {name} page yet: skipped)")
                continue
            SHOOT[name](win, out, lang, args.max_kb, tmp, not args.truecolor)
        if "devices" in args.pages and "devicesPage" in win.ctx.pages:
            shoot_devices_tpu(win, out, lang, args.max_kb, tmp, not args.truecolor)
        win.set_job(demo_job(), None)  # the shots' edits are not the person's: nothing to save
        win.close()
        settle(0.2)
        win.deleteLater()
        settle(0.2)
    manager().restore_hooks()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
