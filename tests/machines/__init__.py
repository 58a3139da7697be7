"""Captured CPUs: /proc + /sys trees that ``--sysroot`` reads, so no test depends on this host.

- ``amd-epyc-avx2``: captured with ``tpugui detect --capture`` on the AMD EPYC (Zen 3, 2 vCPUs,
  AVX2 + FMA, no AVX-512, no AMX, no bf16, no cpufreq, RAPL or thermal zones) of issue 23.
- ``intel-xeon-amx``: an Intel Xeon Platinum 8481C (Sapphire Rapids: AVX-512, AVX512_BF16,
  AMX) with 4 cores x 2 threads, cpufreq, a RAPL package domain and a thermal zone, written as
  such a host's kernel shows it (no such machine was at hand to capture).
- ``arm-neoverse-v2``: a Google Axion VM (c4a-standard-4: Arm Neoverse V2, 4 cores, SVE2, BF16,
  I8MM; no model name, no clock, no cpufreq, RAPL or thermal zones), written the same way.

``MACHINES`` says what detection must find in each; tests/devices and tests/qt/test_learn_page
run against every one.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Machine:
    name: str
    model: str
    arch: str
    physical: int
    logical: int
    base_ghz: float | None
    max_ghz: float | None
    fp32_per_cycle: int
    bf16_per_cycle: int | None
    isa: frozenset[str]
    power: bool
    temperature: bool

    @property
    def root(self) -> str:
        return str(HERE / self.name)

    @property
    def peak_fp32(self) -> float | None:
        clock = self.max_ghz or self.base_ghz
        return self.physical * clock * self.fp32_per_cycle if clock else None

    @property
    def peak_bf16(self) -> float | None:
        clock = self.max_ghz or self.base_ghz
        return (
            self.physical * clock * self.bf16_per_cycle if clock and self.bf16_per_cycle else None
        )


MACHINES = {
    m.name: m
    for m in (
        Machine("intel-xeon-amx", "Intel(R) Xeon(R) Platinum 8481C CPU @ 2.70GHz", "x86_64",
                4, 8, 2.7, 3.8, 64, 1024,
                frozenset({"AVX-512F", "AVX512_BF16", "AMX-BF16", "AMX-INT8", "AVX512_FP16"}),
                power=True, temperature=True),
        Machine("amd-epyc-avx2", "AMD EPYC", "x86_64", 2, 2, 2.445404, None, 32, None,
                frozenset({"AVX2", "FMA"}), power=False, temperature=False),
        Machine("arm-neoverse-v2", "ARM Neoverse-V2", "aarch64", 4, 4, None, None, 32, 64,
                frozenset({"NEON", "SVE", "SVE2", "BF16", "I8MM"}), power=False,
                temperature=False),
    )
}  # fmt: skip
