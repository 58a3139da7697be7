"""A run's trained model, back in memory: the checkpoint chosen, the model rebuilt, the weights in.

``RUN`` is a run folder or a run id (or name) as ``tpugui runs`` lists them. The checkpoint is the
one ``checkpoints/best.json`` names (``train.keep_best``), else the newest. The model is rebuilt
by the backend's own ``build(architecture, input_shape, outputs, base_dir)`` from ``job.toml``
and ``inputs.json`` and its weights loaded (Keras ``load_weights`` of the ``.weights.h5``; the
torch ``.pt``'s ``state["model"]``, on the CPU for torch_xla too; the orbax params and state for
JAX). :meth:`Restored.forward` maps preprocessed ``(N, H, W, C)`` float32 to logits, in float32
whatever precision trained. A run that cannot be used is refused naming RUN and what to do: no
checkpoint, no ``inputs.json`` (a run from before export existed), a failed run, a ``file:``
model whose file is gone. The frameworks are imported inside the functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from tpugui.i18n_marks import N_, Message
from tpugui.job import Job, JobError, load_job
from tpugui.job_errors import job_error
from tpugui.runs.store import MODEL_COPY
from tpugui.training import checkpoints, inputs, models

__all__ = ["FIELD", "Restored", "find_run", "checkpoint_of", "family_of", "restore"]

#: the key messages about the run name (the CLI's argument)
FIELD = "RUN"
#: examples per forward call
CHUNK = 256


def family_of(backend: str) -> str:
    """The framework whose formats a backend's model takes (its descriptor's ``framework``:
    tensorflow, torch or jax)."""
    from tpugui import backends

    try:
        return backends.get(backend).family
    except KeyError:
        return backend


def find_run(run: str | Path, root: str | Path | None = None) -> Path:
    """The run folder ``run`` names: a folder, or a run id / folder name / run name under
    ``root`` (default: the runs folder ``tpugui runs`` lists)."""
    from tpugui.runs.store import default_runs_root, list_runs

    p = Path(run).expanduser()
    if p.is_dir():
        return p
    base = Path(root) if root is not None else default_runs_root()
    if (base / str(run)).is_dir():
        return base / str(run)
    for info in list_runs(base):
        if str(run) in (info.run_id, info.path.name, info.name):
            return info.path
    raise job_error(
        FIELD,
        N_("no run {run}: not a run folder, nor a run id of `tpugui runs` under {root}"),
        run=str(run),
        root=str(base),
    )


def checkpoint_of(run_dir: Path) -> checkpoints.Checkpoint:
    """``best.json``'s checkpoint, else the newest; refused when the run has none."""
    folder = Path(run_dir) / "checkpoints"
    ck = checkpoints.best(folder) if folder.is_dir() else None
    if ck is None and folder.is_dir():
        ck = checkpoints.newest(folder)
    if ck is None:
        raise job_error(
            FIELD,
            N_(
                "{run} has no checkpoint to use; train it with train.checkpoint_every set (or "
                "let it finish an epoch) and try again"
            ),
            run=str(run_dir),
        )
    return ck


@dataclass
class Restored:
    """A run's model with its weights, and what it was trained to read."""

    run_dir: Path
    job: Job
    #: ``inputs.json``: task, input_shape, outputs, value_max, resize, normalize, class_names, plan
    info: dict[str, Any]
    checkpoint: checkpoints.Checkpoint
    #: tensorflow, torch or jax
    family: str
    #: a keras.Model, a torch.nn.Module (eval mode, CPU), or a tpugui.training.jax.models.Model
    model: Any
    #: JAX only: {"params": ..., "state": ...} as numpy
    tree: dict[str, Any] = field(default_factory=dict)
    _fn: Any = None
    #: what a person should know of this restore (Messages): a model file changed since the run
    notes: list[Any] = field(default_factory=list)

    @property
    def input_shape(self) -> tuple[int, ...]:
        return tuple(int(d) for d in self.info["input_shape"])

    @property
    def task(self) -> str:
        return str(self.info.get("task") or self.job.model.task)

    def forward(self, x: np.ndarray) -> np.ndarray:
        """Logits ``(N, outputs)`` float32 of preprocessed ``(N, H, W, C)`` float32 input."""
        x = np.asarray(x, dtype=np.float32)
        if len(x) == 0:
            return np.zeros((0, int(self.info["outputs"])), np.float32)
        parts = [self._forward(x[i : i + CHUNK]) for i in range(0, len(x), CHUNK)]
        return np.concatenate(parts).astype(np.float32)

    def _forward(self, x: np.ndarray) -> np.ndarray:
        if self.family == "tensorflow":
            return self.model(x, training=False).numpy()
        if self.family == "torch":
            import torch

            with torch.no_grad():
                t = torch.from_numpy(np.ascontiguousarray(np.transpose(x, (0, 3, 1, 2))))
                return self.model(t).detach().cpu().numpy()
        if self._fn is None:
            from tpugui.training.jax import restore as jax_restore

            self._fn = jax_restore.logits_fn(self.model)
        return np.asarray(self._fn(self.tree, x))


def _usable(run_dir: Path) -> tuple[Job, dict[str, Any]]:
    from tpugui.events import RunStatus
    from tpugui.runs.store import summarize

    if not (run_dir / "job.toml").is_file():
        raise job_error(
            FIELD, N_("{run} is not a run folder (it has no job.toml)"), run=str(run_dir)
        )
    try:
        status = summarize(run_dir, write=False).status
    except OSError:
        status = ""
    if status == RunStatus.FAILED:
        raise job_error(
            FIELD,
            N_(
                "{run} failed; its model is not one to keep: fix what failed (tpugui runs shows "
                "the error) and train again"
            ),
            run=str(run_dir),
        )
    info = inputs.read(run_dir)
    if info is None:
        raise job_error(
            FIELD,
            N_(
                "{run} has no inputs.json (it was trained before export and predict existed); "
                "train it again to export or predict with it"
            ),
            run=str(run_dir),
        )
    try:
        job = load_job(run_dir / "job.toml")
    except JobError as exc:
        raise job_error(
            FIELD, N_("{run}: its job.toml cannot be read ({error})"), run=str(run_dir), error=exc
        ) from None
    return job, info


def _architecture(job: Job, run_dir: Path) -> str:
    """``model.architecture``, pointed at the run's own copy of its model file when it has one
    (the file it trained; found from any folder, and unchanged by later edits)."""
    arch = job.model.architecture
    if arch.startswith("file:"):
        copy = run_dir / MODEL_COPY / Path(arch[5:]).name
        if copy.is_file():
            return f"file:{copy}"
    return arch


def _model_file(job: Job, run_dir: Path, base_dir: str | Path | None) -> None:
    arch = _architecture(job, run_dir)
    path = models.model_file(arch, base_dir)
    if path is not None and not path.is_file():
        raise job_error(
            FIELD,
            N_(
                "{run} was trained with the model file {path}, which is gone; put it back "
                "(or pass --base-dir, the folder its relative path is read from)"
            ),
            run=str(run_dir),
            path=str(path),
        )


def restore(
    run: str | Path, base_dir: str | Path | None = None, root: str | Path | None = None
) -> Restored:
    """The run's model, rebuilt and with the chosen checkpoint's weights (see the module)."""
    run_dir = find_run(run, root).resolve()
    job, info = _usable(run_dir)
    ck = checkpoint_of(run_dir)
    _model_file(job, run_dir, base_dir)
    family = family_of(ck.backend)
    shape = tuple(int(d) for d in info["input_shape"])
    outputs = int(info["outputs"])
    arch = _architecture(job, run_dir)
    try:
        if family == "tensorflow":
            from tpugui.training.tensorflow import restore as tf_restore

            model = tf_restore.restore(arch, shape, outputs, base_dir, ck)
            restored = Restored(run_dir, job, info, ck, family, model)
        elif family == "torch":
            from tpugui.training.torch import restore as torch_restore

            model = torch_restore.restore(arch, shape, outputs, base_dir, ck)
            restored = Restored(run_dir, job, info, ck, family, model)
        else:
            from tpugui.training.jax import restore as jax_restore

            model, tree = jax_restore.restore(arch, shape, outputs, base_dir, ck)
            restored = Restored(run_dir, job, info, ck, family, model, tree)
    except models.UserModelError as exc:
        raise job_error(
            FIELD, N_("{run}: its model file failed: {error}"), run=str(run_dir), error=str(exc)
        ) from None
    except (ValueError, KeyError, RuntimeError, OSError) as exc:
        raise job_error(
            FIELD,
            N_("{run}: the checkpoint {file} does not fit its model ({error})"),
            run=str(run_dir),
            file=ck.meta_path.name,
            error=str(exc).splitlines()[0][:300] if str(exc) else type(exc).__name__,
        ) from None
    changed = _model_changed(job, run_dir, base_dir)
    if changed is not None:
        restored.notes.append(changed)
    return restored


#: the job's model file is not the one the run trained (the run's copy is used)
MODEL_CHANGED = N_(
    "{file} changed since this run trained it; the run's own copy ({copy}) is used, as it trained"
)


def _model_changed(job: Job, run_dir: Path, base_dir: str | Path | None) -> Message | None:
    """Said when the job's model file (where the job names it) differs from the run's copy."""
    arch = job.model.architecture
    if not arch.startswith("file:"):
        return None
    copy = run_dir / MODEL_COPY / Path(arch[5:]).name
    try:
        original = models.model_file(arch, base_dir)
        if original is None or not original.is_file() or not copy.is_file():
            return None
        if original.resolve() == copy.resolve() or original.read_bytes() == copy.read_bytes():
            return None
    except (OSError, JobError):
        return None
    return Message(MODEL_CHANGED, {"file": str(original), "copy": str(copy)})
