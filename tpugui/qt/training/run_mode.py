"""How the Training page's going run is started, stopped and ended: one interface, a local and
a remote implementation.

The page shows a run (its RunData, plots, progress, log); the run's *mode* says where the run is
and how it goes: :class:`~tpugui.qt.training.local.LocalMode` runs the job in a process of this
computer (:class:`~tpugui.qt.training.local.LocalRuns`),
:class:`~tpugui.qt.training.remote_mode.RemoteMode` follows a run whose events come from
elsewhere (an SSH stream of the Remote page).
The page has one of each (``page.local_mode``, ``page.remote_mode``) and holds the going run's
(``page.mode``, None while no run goes); it asks that one, never "local or remote?":

- a mode's ``start`` opens the page's display for a new run (``TrainingPage.begin_run``,
  which hands back the thread-safe event sink) and sets the run going;
- :meth:`RunMode.stop` asks the run to end (:attr:`RunMode.can_stop`: whether Stop can);
- the run's end: the mode calls ``TrainingPage.end_run`` (a run without ``run_finished``
  ends as the status it gives), then does what its kind does after an end;
- :meth:`RunMode.busy` and :attr:`RunMode.outlives_window` are its status for the close
  question; :meth:`RunMode.shutdown` ends it when the window closes;
- :meth:`RunMode.moved_to` gives the mode of the page that takes the run over after a
  language switch.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from tpugui.qt.page import Page

__all__ = ["RunMode"]


class RunMode(QObject):
    """The going run's kind, as the Training page sees it (one at a time)."""

    #: its process is this computer's: it may go on after the window closes
    outlives_window = False

    def __init__(self, page: Page):
        super().__init__(page)
        self.page = page  # the Training page (not imported here: it imports the modes)

    @property
    def can_stop(self) -> bool:
        """Stop can ask this run to end."""
        return True

    def stop(self) -> None:
        """Ask the run to end (it ends by itself later: its end comes through ``end_run``)."""
        raise NotImplementedError

    def run_finished(self) -> None:
        """The run's ``run_finished`` record was shown (in the page's drain)."""

    def stream_ended(self, status: str | None) -> None:
        """The page's ``end_stream``: a followed stream closed. Only a stream's mode ends by it;
        any other shows the events that came."""
        self.page._drain()

    def attach_refusal(self) -> str:
        """Why another run's stream may not replace this run ('' when it may)."""
        return ""

    def busy(self, name: str) -> str:
        """The close question's line for the going run ``name``."""
        raise NotImplementedError

    def shutdown(self) -> None:
        """The window closes (the page's process side has let go already)."""
        raise NotImplementedError

    def moved_to(self, page: Page) -> RunMode:
        """This run's mode on ``page``, the page that takes the run over (a language switch)."""
        raise NotImplementedError
