"""The Training form's model file buttons: Browse… picks a .py file, New model file… writes the
current backend's template; both set ``file:PATH`` (relative to the job file in its folder).

The dialogs are QFileDialog's static getters, patched with what a person would pick; the
replace question is QMessageBox.question, patched the same way."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton

from tpugui.job import Job, save_job
from tpugui.qt.job_model import JobModel
from tpugui.qt.training.form import TrainingForm
from tpugui.training import file_model

ARCH = "model.architecture"


def _form(qtbot, tmp_path: Path, backend: str = "tensorflow") -> TrainingForm:
    model = JobModel()
    job_file = tmp_path / "jobs" / "job.toml"
    job_file.parent.mkdir()
    save_job(Job().updated("model.backend", backend), job_file)
    model.open(job_file)
    form = TrainingForm(model)
    qtbot.addWidget(form)
    return form


def _pick(monkeypatch, getter: str, path: Path | str, calls: list | None = None) -> None:
    def fake(parent, caption="", directory="", filter="", *args, **kwargs):
        if calls is not None:
            calls.append({"caption": caption, "directory": directory, "filter": filter, **kwargs})
        return str(path), filter

    monkeypatch.setattr(QFileDialog, getter, staticmethod(fake))


def test_browse_sets_a_file_relative_to_the_job_or_absolute(qtbot, tmp_path, monkeypatch):
    form = _form(qtbot, tmp_path)
    browse = form.findChild(QPushButton, f"{ARCH}.browse")
    assert browse is not None and browse.accessibleName()
    inside = tmp_path / "jobs" / "models" / "net.py"
    inside.parent.mkdir()
    inside.write_text(file_model.template("tensorflow"))
    calls: list = []
    _pick(monkeypatch, "getOpenFileName", inside, calls)
    browse.click()
    assert form.model.value(ARCH) == "file:models/net.py"
    assert form.model.job.model.architecture == "file:models/net.py"
    assert "*.py" in calls[0]["filter"]
    assert calls[0]["directory"] == str(tmp_path / "jobs")  # the job file's folder first
    assert ARCH not in form.model.problems

    outside = tmp_path / "elsewhere.py"
    outside.write_text("def build_model(framework):\n    pass\n")
    _pick(monkeypatch, "getOpenFileName", outside, calls)
    browse.click()
    assert form.model.value(ARCH) == f"file:{outside}"
    assert calls[1]["directory"] == str(tmp_path / "jobs" / "models")  # the current file's
    # the file is checked at once, without importing it: its problem is on the field
    assert "takes 1 positional argument" in str(form.model.problems[ARCH])
    assert form.widgets[ARCH].styleSheet()  # marked
    form.widgets[ARCH].setCurrentText("mlp")  # another value clears it
    assert ARCH not in form.model.problems

    _pick(monkeypatch, "getOpenFileName", "")  # cancelled
    browse.click()
    assert form.model.value(ARCH) == "mlp"


def test_new_model_file_writes_the_backends_template_and_uses_it(qtbot, tmp_path, monkeypatch):
    form = _form(qtbot, tmp_path, backend="torch")
    button = form.findChild(QPushButton, "newModelFileButton")
    assert button is not None and button.text() and button.accessibleName()
    target = tmp_path / "jobs" / "mine.py"
    calls: list = []
    _pick(monkeypatch, "getSaveFileName", target, calls)
    button.click()
    assert target.read_text() == file_model.template("torch")
    assert form.model.value(ARCH) == "file:mine.py"
    assert ARCH not in form.model.problems
    assert "torch" in calls[0]["caption"]
    # the dialog itself asks before replacing a file: its confirmation is not turned off
    assert not calls[0].get("options")

    form.model.set("model.backend", "jax")
    _pick(monkeypatch, "getSaveFileName", tmp_path / "jobs" / "net")  # typed without .py
    asked: list = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No
    )
    button.click()
    written = tmp_path / "jobs" / "net.py"
    assert written.read_text() == file_model.template("jax")  # Flax if installed, else plain
    assert form.model.value(ARCH) == "file:net.py" and not asked

    # net.py exists now: the dialog asked about "net", so the window asks about net.py
    written.write_text("# my own work\n")
    button.click()
    assert asked and "net.py" in asked[0]
    assert written.read_text() == "# my own work\n"  # No: never overwritten
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    button.click()
    assert written.read_text() == file_model.template("jax")

    form.set_running(True)
    assert not button.isEnabled() and not form.browse_button.isEnabled()
    form.set_running(False)
    assert button.isEnabled() and form.browse_button.isEnabled()


def test_an_unsaved_job_gets_an_absolute_path(qtbot, tmp_path, monkeypatch):
    form = TrainingForm(JobModel())
    qtbot.addWidget(form)
    target = tmp_path / "model.py"
    _pick(monkeypatch, "getSaveFileName", target)
    assert form.new_model_file()
    assert form.model.value(ARCH) == f"file:{target}"
    assert target.read_text() == file_model.template("tensorflow")
