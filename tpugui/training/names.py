"""The files a PyTorch/XLA launcher and its ranks share in the run folder (no imports: a spawned
rank reads these names without importing the launcher, and the launcher without the worker)."""

#: the stop request every rank polls (the launcher writes it on Stop or Ctrl-C)
STOP_FILE = "stop"
#: what a failed rank leaves for the launcher's run_finished
RANK_ERROR = "rank-{rank}.error"
