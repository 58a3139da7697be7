"""The out-of-memory parser on messages shaped as the frameworks print them."""

from __future__ import annotations

import pytest

from tpugui.tuning import oom

GiB, MiB = 2**30, 2**20

TPU_COMPILE = """jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space hbm. Used 20.52G of 15.48G hbm. Exceeded hbm capacity by 5.04G.

Total hbm usage >= 21.04G:
    reserved        530.00M
    program          20.52G
    arguments            0B

Output size 0B; shares 0B with arguments.
"""  # noqa: E501
TF_TPU = (
    "tensorflow.python.framework.errors_impl.ResourceExhaustedError: Ran out of memory in "
    "memory space hbm. Used 17.89G of 15.48G hbm. Exceeded hbm capacity by 2.41G."
)
XLA_RUNTIME = (
    "RuntimeError: Bad StatusOr access: RESOURCE_EXHAUSTED: Error allocating device buffer: "
    "Attempting to allocate 1.50G. That was not possible. There are 1.23G free.; (0x0x0_HBM0)"
)
CUDA = (
    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total "
    "capacity of 15.77 GiB of which 1.02 GiB is free. Of the allocated memory 13.20 GiB is "
    "allocated by PyTorch, and 312.00 MiB is reserved by PyTorch but unallocated."
)
TF_GPU = (
    "ResourceExhaustedError: OOM when allocating tensor with shape[1024,4096] and type float on "
    "/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc"
)


def test_tpu_compile_message_gives_used_and_limit():
    got = oom.parse(TPU_COMPILE)
    assert got is not None
    assert got.used == round(20.52 * GiB) and got.limit == round(15.48 * GiB)
    assert got.memory == "hbm"
    assert got.ratio == pytest.approx(15.48 / 20.52, rel=1e-3)


def test_tensorflow_tpu_message():
    got = oom.parse(TF_TPU)
    assert got is not None and got.used == round(17.89 * GiB) and got.memory == "hbm"


def test_allocation_failure_gives_requested_and_free():
    got = oom.parse(XLA_RUNTIME)
    assert got is not None
    assert got.requested == round(1.5 * GiB) and got.free == round(1.23 * GiB)
    assert got.used is None and got.ratio is None  # no total: the search bisects


def test_cuda_message_gives_a_ratio_from_its_capacity():
    got = oom.parse(CUDA)
    assert got is not None
    assert got.limit == round(15.77 * GiB) and got.requested == 2 * GiB
    assert got.free == round(1.02 * GiB)
    need = got.limit - got.free + got.requested
    assert got.ratio == pytest.approx(got.limit / need)


def test_tensorflow_gpu_oom_is_recognised_without_sizes():
    got = oom.parse(TF_GPU)
    assert got is not None and got.used is None and got.ratio is None


@pytest.mark.parametrize(
    "text", ["ValueError: shapes (3,) and (4,) not aligned", "", "NotFoundError: no such file"]
)
def test_other_errors_are_not_oom(text):
    assert oom.parse(text) is None


@pytest.mark.parametrize(
    ("number", "unit", "expected"),
    [("1", "B", 1), ("2", "K", 2048), ("1.5", "MiB", int(1.5 * MiB)), ("3", "GB", 3 * GiB)],
)
def test_units_are_binary(number, unit, expected):
    assert oom.to_bytes(number, unit) == expected
