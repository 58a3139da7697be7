"""Stand-ins for hardware the CI lacks: sysroot trees of TPU VMs and GPU hosts, a stand-in NVML.

The CI machine has no GPU and no TPU. These builders write the same files a real machine
exposes (/sys/bus/pci/devices/*/{vendor,device,subsystem_device,class}, /dev/accelN,
/dev/vfio/N, /proc/cpuinfo, cpufreq, RAPL, thermal zones) under a temporary folder, which
``--sysroot`` then reads; ``FakeNvml`` answers as nvidia-ml-py does on an H100 host. Both are
written from the kernel's and NVML's documented shapes: none was captured or recorded on such a
machine (none was at hand).
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from tpugui.devices.specs import TPU_SPECS


def write(root: Path, rel: str, text: str) -> Path:
    path = root / rel.lstrip("/")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text + "\n", encoding="utf-8")
    return path


def add_pci(root: Path, address: str, vendor: int, device: int, subsystem: int | None = None,
            pci_class: int = 0x120000) -> None:  # fmt: skip
    base = f"/sys/bus/pci/devices/{address}"
    write(root, f"{base}/vendor", f"0x{vendor:04x}")
    write(root, f"{base}/device", f"0x{device:04x}")
    write(root, f"{base}/class", f"0x{pci_class:06x}")
    if subsystem is not None:
        write(root, f"{base}/subsystem_device", f"0x{subsystem:04x}")


def tpu_host(root: Path, generation: str, chips: int, dev_files: bool = True) -> Path:
    """A TPU VM: ``chips`` Google PCI functions of ``generation`` and their device files."""
    spec = TPU_SPECS[generation]
    for i in range(chips):
        add_pci(root, f"0000:00:{4 + i:02x}.0", 0x1AE0, spec.pci_device, spec.pci_subsystem)
        if dev_files:
            if spec.dev_files == "accel":
                write(root, f"/dev/accel{i}", "")
            else:
                write(root, f"/dev/vfio/{i}", "")
    if dev_files and spec.dev_files == "vfio":
        write(root, "/dev/vfio/vfio", "")
    # an ordinary virtio NIC, as on every GCE VM
    add_pci(root, "0000:00:03.0", 0x1AF4, 0x1000, 0x0001, 0x020000)
    return root


XEON_CPUINFO = """processor\t: {n}
vendor_id\t: GenuineIntel
cpu family\t: 6
model\t\t: 143
model name\t: Intel(R) Xeon(R) Platinum 8481C CPU @ 2.70GHz
cpu MHz\t\t: 2700.000
physical id\t: 0
core id\t\t: {core}
flags\t\t: fpu sse sse2 lm sse4_2 avx avx2 fma f16c avx512f avx512_bf16 avx512_vnni amx_bf16 amx_int8 amx_tile
"""


def xeon_host(root: Path, logical: int = 4) -> Path:
    """An Intel Sapphire Rapids host with cpufreq, RAPL and a thermal zone (2 threads/core)."""
    blocks = [XEON_CPUINFO.format(n=i, core=i // 2) for i in range(logical)]
    write(root, "/proc/cpuinfo", "\n".join(blocks))
    write(root, "/proc/meminfo", "MemTotal:       16384000 kB\nMemAvailable:   8192000 kB")
    write(root, "/sys/devices/system/cpu/online", f"0-{logical - 1}")
    for i in range(logical):
        t = f"/sys/devices/system/cpu/cpu{i}/topology"
        write(root, f"{t}/physical_package_id", "0")
        write(root, f"{t}/core_id", str(i // 2))
    c = "/sys/devices/system/cpu/cpu0/cache"
    for idx, (level, kind, size, shared) in enumerate(
        [(1, "Data", "48K", "0-1"), (1, "Instruction", "32K", "0-1"),
         (2, "Unified", "2048K", "0-1"), (3, "Unified", "107520K", f"0-{logical - 1}")]
    ):  # fmt: skip
        write(root, f"{c}/index{idx}/level", str(level))
        write(root, f"{c}/index{idx}/type", kind)
        write(root, f"{c}/index{idx}/size", size)
        write(root, f"{c}/index{idx}/shared_cpu_list", shared)
    f = "/sys/devices/system/cpu/cpu0/cpufreq"
    write(root, f"{f}/cpuinfo_max_freq", "3800000")
    write(root, f"{f}/base_frequency", "2700000")
    write(root, "/sys/devices/system/node/node0/cpulist", f"0-{logical - 1}")
    write(root, "/sys/class/powercap/intel-rapl:0/name", "package-0")
    write(root, "/sys/class/powercap/intel-rapl:0/energy_uj", "123456789")
    write(root, "/sys/class/thermal/thermal_zone0/type", "x86_pkg_temp")
    write(root, "/sys/class/thermal/thermal_zone0/temp", "47000")
    return root


def arm_host(root: Path) -> Path:
    """A Graviton3-like ARM host: no model name, Features with NEON/SVE/BF16."""
    block = ("processor\t: {n}\nBogoMIPS\t: 2100.00\nFeatures\t: fp asimd evtstrm aes sha1 "
             "asimdhp asimddp sve bf16 i8mm\nCPU implementer\t: 0x41\nCPU part\t: 0xd40\n")  # fmt: skip
    write(root, "/proc/cpuinfo", "\n".join(block.format(n=i) for i in range(2)))
    write(root, "/sys/devices/system/cpu/online", "0-1")
    return root


class NVMLError(Exception):
    pass


class FakeNvml:
    """Answers as nvidia-ml-py does on an 8 x H100 80GB HBM3 host (driver 550): written from
    NVML's API, not recorded on such a host."""

    NVML_CLOCK_SM = 1
    NVML_CLOCK_MEM = 2
    NVML_TEMPERATURE_GPU = 0

    def __init__(self, count: int = 8, unsupported: tuple[str, ...] = (), fail_init: bool = False,
                 name: str = "NVIDIA H100 80GB HBM3"):  # fmt: skip
        self.count, self.unsupported, self.fail_init, self.name = (
            count,
            unsupported,
            fail_init,
            name,
        )
        self.shutdown_called = False

    def _check(self, fn: str) -> None:
        if fn in self.unsupported:
            raise NVMLError("Not Supported")

    def nvmlInit(self):  # noqa: N802
        if self.fail_init:
            raise NVMLError("Driver Not Loaded")

    def nvmlShutdown(self):  # noqa: N802
        self.shutdown_called = True

    def nvmlSystemGetDriverVersion(self):  # noqa: N802
        return "550.54.15"

    def nvmlSystemGetCudaDriverVersion(self):  # noqa: N802
        return 12040

    def nvmlDeviceGetCount(self):  # noqa: N802
        return self.count

    def nvmlDeviceGetHandleByIndex(self, i):  # noqa: N802
        return i

    def nvmlDeviceGetName(self, h):  # noqa: N802
        return self.name.encode()  # older nvidia-ml-py returns bytes

    def nvmlDeviceGetMemoryInfo(self, h):  # noqa: N802
        return SimpleNamespace(total=85520809984, used=556072960, free=84964737024)

    def nvmlDeviceGetCudaComputeCapability(self, h):  # noqa: N802
        return (9, 0)

    def nvmlDeviceGetNumGpuCores(self, h):  # noqa: N802
        self._check("cores")
        return 16896

    def nvmlDeviceGetMaxClockInfo(self, h, kind):  # noqa: N802
        return {1: 1980, 2: 2619}[kind]

    def nvmlDeviceGetClockInfo(self, h, kind):  # noqa: N802
        return {1: 345, 2: 2619}[kind]

    def nvmlDeviceGetMemoryBusWidth(self, h):  # noqa: N802
        self._check("bus")
        return 5120

    def nvmlDeviceGetPowerUsage(self, h):  # noqa: N802
        self._check("power")
        return 71234  # mW

    def nvmlDeviceGetEnforcedPowerLimit(self, h):  # noqa: N802
        return 700000

    def nvmlDeviceGetTemperature(self, h, sensor):  # noqa: N802
        return 31 + h

    def nvmlDeviceGetUtilizationRates(self, h):  # noqa: N802
        return SimpleNamespace(gpu=0, memory=0)


class LiveNvml(FakeNvml):
    """A FakeNvml whose readings change over time, as a busy GPU's do: every
    ``nvmlDeviceGetUtilizationRates`` call is a new moment (utilization, memory, power,
    temperature and SM clock move with it), and each GPU lists the processes using it."""

    def __init__(self, count: int = 2, **kwargs):
        super().__init__(count=count, **kwargs)
        self.tick = 0
        self.processes = {0: [(4242, 1 << 30)], 1: []}

    def nvmlDeviceGetUtilizationRates(self, h):  # noqa: N802
        self.tick += 1
        return SimpleNamespace(gpu=(10 * self.tick + 7 * h) % 101, memory=(3 * self.tick) % 101)

    def nvmlDeviceGetMemoryInfo(self, h):  # noqa: N802
        total = 85520809984
        used = min(total, (1 + self.tick) * (1 << 30) + h)
        return SimpleNamespace(total=total, used=used, free=total - used)

    def nvmlDeviceGetPowerUsage(self, h):  # noqa: N802
        self._check("power")
        return 70000 + 1000 * self.tick

    def nvmlDeviceGetTemperature(self, h, sensor):  # noqa: N802
        return 31 + h + self.tick

    def nvmlDeviceGetClockInfo(self, h, kind):  # noqa: N802
        return {1: 345 + 100 * self.tick, 2: 2619}[kind]

    def nvmlDeviceGetComputeRunningProcesses(self, h):  # noqa: N802
        return [SimpleNamespace(pid=p, usedGpuMemory=m) for p, m in self.processes.get(h, [])]
