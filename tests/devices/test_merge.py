"""What the frameworks report (recorded probe answers from a Mac, a ROCm box and a TPU VM, which
the CI lacks) is merged into the inventory and changes the recommendation."""

from __future__ import annotations

from tests.devices.fakes import add_pci, tpu_host
from tpugui.devices.inventory import Inventory, detect, merge_probes
from tpugui.devices.recommend import recommend


def _ok(result):
    return {"status": "ok", "result": result, "seconds": 1.0}


def test_apple_mps_becomes_a_gpu_and_torch_is_recommended(tmp_path):
    inv = detect(str(tmp_path), env={})
    inv.frameworks = {"torch": "2.13.0", "tensorflow": None}
    inv.probes["torch"] = _ok({"version": "2.13.0", "cuda": False, "cuda_devices": [],
                               "hip": None, "mps": True})  # fmt: skip
    merge_probes(inv)
    gpu = inv.device("gpu")
    assert gpu.extra["vendor"] == "apple" and "Metal" in gpu.name
    rec = recommend(inv.devices, inv.frameworks)
    assert (rec.backend, rec.device) == ("torch", "mps")


def test_rocm_gpus_seen_by_torch_replace_the_pci_guess(tmp_path):
    add_pci(tmp_path, "0000:03:00.0", 0x1002, 0x740F, None, 0x038000)
    inv = detect(str(tmp_path), env={})
    assert inv.device("gpu").extra["vendor"] == "amd"
    inv.probes["torch"] = _ok({"cuda": True, "hip": "6.2.41133", "mps": False, "cuda_devices": [
        {"name": "AMD Instinct MI210", "memory": 68702699520, "sm_count": 104, "cc": [9, 0]}]})  # fmt: skip
    merge_probes(inv)
    gpus = [d for d in inv.devices if d.kind == "gpu"]
    assert len(gpus) == 1 and gpus[0].name == "AMD Instinct MI210"
    assert gpus[0].value("rocm") == "6.2.41133" and gpus[0].value("sm_count") == 104


def test_tpu_framework_view_and_failures(tmp_path):
    tpu_host(tmp_path, "v5e", 4)
    inv = detect(str(tmp_path), env={})
    inv.probes["tensorflow"] = _ok({"gpus": [], "tpus": [f"/device:TPU:{i}" for i in range(4)]})
    inv.probes["torch_xla"] = {"status": "no answer", "error": "no answer within 45 s",
                               "seconds": 45.0}  # fmt: skip
    inv.probes["jax"] = _ok({"devices": ["TpuDevice(id=0)", "TpuDevice(id=1)"]})
    merge_probes(inv)
    view = inv.device("tpu").value("framework_view")
    assert view == ["tensorflow: 4 TPU devices", "torch_xla: no answer", "jax: 2 TPU devices"]
    back = Inventory.from_json(inv.to_json())
    assert back.probes["torch_xla"]["status"] == "no answer"
