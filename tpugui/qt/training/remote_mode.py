"""A run followed from elsewhere on the Training page: the Remote page's SSH stream.

``sink = page.attach_stream("tpu-vm-1", stop)`` starts a run in the page's :class:`RemoteMode`
(``page.remote_mode``): the sink (any thread) takes the events, Stop calls ``stop`` (the Remote page stops the VM's run), and the run
ends at its ``run_finished`` record or at ``page.end_stream(status)``, whichever comes first; a
run without ``run_finished`` then ends as ``status`` (interrupted).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tpugui.qt.i18n import tr
from tpugui.qt.page import Page
from tpugui.qt.training.run_mode import RunMode

__all__ = ["RemoteMode"]


class RemoteMode(RunMode):
    """A followed stream: the run is elsewhere, only its events are here."""

    def __init__(self, page: Page):
        super().__init__(page)
        self._stop: Callable[[], None] | None = None

    def start(
        self, source_name: str, stop: Callable[[], None] | None = None
    ) -> Callable[[dict[str, Any]], None]:
        """Show the run ``source_name`` (a stream already shown is replaced: one at a time);
        Stop calls ``stop``. Returns the sink its events go into (any thread)."""
        self._stop = stop
        push = self.page.begin_run(self, source_name)
        self.page._set_status(tr("Following {source}…").format(source=source_name), "running")
        return push

    @property
    def can_stop(self) -> bool:
        return self._stop is not None

    def stop(self) -> None:
        if self._stop is not None:
            self._stop()
            self.page._set_status(tr("Asked the remote run to stop…"), "running")

    def run_finished(self) -> None:
        self.page.end_run(self, "interrupted")  # finished: the status is its own

    def stream_ended(self, status: str | None) -> None:
        self.page.end_run(self, status or "interrupted")

    def busy(self, name: str) -> str:
        return tr("Training: a remote run is being followed ({name}); closing stops it.").format(
            name=name
        )

    def shutdown(self) -> None:
        self.page.end_run(self, "stopped")

    def moved_to(self, page: Page) -> RunMode:
        page.remote_mode._stop = self._stop
        return page.remote_mode
