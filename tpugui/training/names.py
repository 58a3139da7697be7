"""Names every framework's run shares, framework-free and import-free: a spawned rank or pod
worker reads them without importing the launcher, and the launcher without the worker.

The files in the run folder (the stop request, a rank's error) and the environment a pod run's
workers are started with (``tpugui.remote.session`` / ``tpugui.runner.steps`` set them;
``tpugui.training.processes`` and each framework's cluster set-up read them)."""

#: the stop request every rank polls (the launcher writes it on Stop or Ctrl-C)
STOP_FILE = "stop"
#: what a failed rank leaves for the launcher's run_finished
RANK_ERROR = "rank-{rank}.error"

#: a pod run's worker index (0 writes the run's progress) and its count of workers (hosts)
WORKER_ID_ENV = "TPUGUI_WORKER_ID"
NUM_WORKERS_ENV = "TPUGUI_NUM_WORKERS"
#: host:port of the pod's coordinator, where the framework's own runtime does not find it
COORDINATOR_ENV = "TPUGUI_COORDINATOR"
