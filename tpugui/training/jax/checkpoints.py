"""JAX checkpoints with orbax, and each worker's parameter digest.

``checkpoints/STEM.orbax`` holds params, model state (batch-norm statistics) and the optax state
as orbax's StandardCheckpointer writes them, beside tpugui's ``STEM.json`` (backend, epoch, step).
Parameters are replicated, so worker 0 writes its own copy and no other process takes part:
the workers of a pod run on different hosts, each with its own run folder, not one shared path.
jax and orbax are imported inside the functions.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from tpugui.backends.jax import BACKEND
from tpugui.i18n_marks import N_
from tpugui.job_errors import job_error
from tpugui.training import checkpoints
from tpugui.training.jax import cluster as jax_cluster
from tpugui.training.reporter import Reporter

PARAMS_FILE = "jax_params.json"


def _checkpointer() -> Any:
    """orbax's StandardCheckpointer for this process alone: in a multi-process run the workers'
    run folders are on different hosts (not one shared path), and the parameters are replicated,
    so worker 0 writes its own copy and no other process takes part (no cross-host barrier)."""
    import jax
    import orbax.checkpoint as ocp

    me = jax.process_index()
    only = ocp.options.MultiprocessingOptions(primary_host=me, active_processes={me})
    return ocp.StandardCheckpointer(multiprocessing_options=only)


def _host_copy(tree: Any) -> Any:
    """A replicated pytree as numpy, from this process's own device copy."""
    import jax
    import numpy as np

    return jax.tree.map(lambda a: np.asarray(a.addressable_data(0)), tree)


def save(
    rep: Reporter, cluster: jax_cluster.Cluster, tree: Any, epoch: int, step: int
) -> Path | None:
    """orbax writes params, model state and optimizer state (worker 0), then the tpugui
    metadata beside it; returns that metadata's path (None on the other workers, which write
    nothing)."""
    folder = (rep.run_dir / "checkpoints").resolve()
    name = checkpoints.stem(epoch, step)
    if not cluster.is_writer:
        return None
    folder.mkdir(parents=True, exist_ok=True)
    params, state, opt_state = tree
    host = _host_copy({"params": params, "state": state, "opt_state": opt_state})
    ckptr = _checkpointer()
    try:
        ckptr.save(folder / f"{name}.orbax", host, force=True)
        ckptr.wait_until_finished()
    finally:
        ckptr.close()
    meta = checkpoints.write_meta(
        folder, name, BACKEND.name, epoch, step, {"state": f"{name}.orbax"}
    )
    rep.checkpoint(meta, epoch, step)
    return meta


def restore(ck: checkpoints.Checkpoint, params: Any, state: Any, opt_state: Any,
            rep: Reporter) -> dict[str, Any]:  # fmt: skip
    """Every process reads the checkpoint (its path must be readable on every worker) into
    numpy shaped like this run's state: {params, state, opt_state} (the caller replicates it
    on the devices)."""
    rep.restoring()
    target = _host_copy({"params": params, "state": state, "opt_state": opt_state})
    ckptr = _checkpointer()
    try:
        got = ckptr.restore(Path(ck.files["state"]).resolve(), target)
    except (ValueError, KeyError, TypeError) as exc:
        raise job_error(
            checkpoints.FIELD,
            N_("{file} does not fit this model ({error})"),
            file=ck.meta_path.name,
            error=str(exc),
        ) from None
    finally:
        ckptr.close()
    rep.restored(checkpoints.resumed_message(ck))
    return got


def params_digest(params: Any) -> tuple[str, float]:
    """sha256 of this process's own copy of the parameters (each leaf's first addressable
    shard, in tree order) and their absolute sum: equal on every process when the gradient
    all-reduce is real."""
    import jax
    import numpy as np

    h = hashlib.sha256()
    total = 0.0
    for leaf in jax.tree_util.tree_leaves(params):
        local = np.asarray(leaf.addressable_data(0))
        h.update(local.tobytes())
        total += float(np.abs(local).sum())
    return h.hexdigest(), total


def write_digest(run_dir: Path, params: Any, step: int) -> Path:
    """Each process's own copy of the parameters, summed up (``jax_params.json``): equal on
    every worker when the gradient all-reduce is real."""
    import jax

    digest, total = params_digest(params)
    path = Path(run_dir) / PARAMS_FILE
    info = {"step": step, "sha256": digest, "abs_sum": total,
            "process_id": jax.process_index(), "processes": jax.process_count()}  # fmt: skip
    path.write_text(json.dumps(info), encoding="utf-8")
    return path
