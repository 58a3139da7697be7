"""Start's check reads a table to count its rows (a 1 GB CSV takes seconds): the Training page
counts them in a thread as soon as the job's data settings rest, so Start finds the count and
the window's thread reads no table (issue 43: the window never freezes)."""

from __future__ import annotations

import threading

from tests.qt.conftest import open_training_window
from tests.sources.test_csv import SKLEARN, sklearn_data
from tpugui.job import Job
from tpugui.sources import tables


def test_a_tables_rows_are_counted_off_the_window_thread_before_start(qtbot, tmp_path, monkeypatch):
    read_in: list[str] = []
    rows = tables.TableSource.rows

    def spy(self, data, files, base_dir):  # noqa: ANN001, ANN202
        read_in.append(threading.current_thread().name)
        return rows(self, data, files, base_dir)

    monkeypatch.setattr(tables.TableSource, "rows", spy)
    tables._COUNTED.clear()
    data = {"source": "csv", "path": str(sklearn_data / "iris.csv"), **SKLEARN}
    job = Job.from_dict({"name": "wine", "data": data, "model": {"architecture": "mlp"}})
    with open_training_window(qtbot, tmp_path, monkeypatch) as win:
        page = win.ctx.page("trainingPage")
        win.set_job(job, None)

        def counted() -> bool:
            assert not [t.error for t in page.local._helpers if t.error], "a count failed"
            return bool(read_in)

        qtbot.waitUntil(counted, timeout=20_000)
        qtbot.waitUntil(lambda: not any(t.is_running() for t in page.local._helpers))
        assert read_in and threading.main_thread().name not in read_in, read_in
        page.local.refuse(win.ctx.model.job, None)  # Start's check: the count is there
        assert len(read_in) == 1, read_in  # not read again, on the window's thread or any
