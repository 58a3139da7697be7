"""Several processes of one torch run: the environment ``torchrun`` would set for each
(:func:`rank_env`, the descriptor's ``processes``), read by
``torch.distributed.init_process_group("env://")`` in :class:`tpugui.training.torch.devices.DdpDevice`.
PyTorch/XLA's own launch (one process per TPU device) is
:mod:`tpugui.training.torch.xla_launch`."""

from __future__ import annotations

__all__ = ["rank_env"]


def rank_env(rank: int, local: int, world: int, addresses: list[str]) -> dict[str, str]:
    """What ``torchrun`` sets for global rank ``rank`` (``local`` on its host) of ``world``
    processes, read by ``torch.distributed.init_process_group("env://")``; rank 0's address is
    the rendezvous (the descriptor's ``processes``)."""
    master, _, port = addresses[0].rpartition(":")
    per_host = sum(
        1 for a in addresses if a.rpartition(":")[0] == addresses[rank].rpartition(":")[0]
    )
    return {
        "MASTER_ADDR": master,
        "MASTER_PORT": port,
        "RANK": str(rank),
        "LOCAL_RANK": str(local),
        "WORLD_SIZE": str(world),
        "LOCAL_WORLD_SIZE": str(per_host),
        "GROUP_RANK": str(rank // max(per_host, 1)),
        "ROLE_RANK": str(rank),
        "ROLE_WORLD_SIZE": str(world),
        "TORCHELASTIC_RUN_ID": "tpugui",
    }
