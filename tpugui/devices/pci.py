"""A PCI scan of /sys/bus/pci/devices under the sysroot (what tpu-info and torch_xla do)."""

from __future__ import annotations

from dataclasses import dataclass

from tpugui.devices.sysfs import Root

NVIDIA_VENDOR = 0x10DE
AMD_VENDOR = 0x1002


@dataclass(frozen=True)
class PciDevice:
    address: str
    vendor: int
    device: int
    subsystem_device: int | None
    pci_class: int | None

    @property
    def is_display(self) -> bool:  # VGA / 3D / display controllers
        return self.pci_class is not None and (self.pci_class >> 16) == 0x03


def scan(root: Root) -> list[PciDevice]:
    out = []
    for path in root.glob("/sys/bus/pci/devices/*"):
        vendor = root.read_int(f"{path}/vendor", 16)
        device = root.read_int(f"{path}/device", 16)
        if vendor is None or device is None:
            continue
        out.append(
            PciDevice(
                address=path.rsplit("/", 1)[-1],
                vendor=vendor,
                device=device,
                subsystem_device=root.read_int(f"{path}/subsystem_device", 16),
                pci_class=root.read_int(f"{path}/class", 16),
            )
        )
    return out
