"""One run API for local and remote runs: start a run's process, follow its events, stop it.

A run is always a process that writes ``events.jsonl``, started detached under the standard-library
supervisor of :mod:`tpugui.remote.vmside` and followed by :class:`tpugui.remote.stream.Follower`.
The only difference between "this computer" and a TPU VM is the connection the vmside verbs run
over: :class:`~tpugui.runner.local.LocalConnection` (subprocesses) or an SSH
:class:`~tpugui.remote.ssh.Connection`. The CLI and the window use the same steps
(:mod:`tpugui.runner.steps`). Qt-free; no framework is imported.
"""
