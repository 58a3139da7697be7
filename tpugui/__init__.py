"""tpugui: a desktop training assistant for CPUs, GPUs and TPUs.

The package root and everything outside ``tpugui.qt`` is Qt-free and imports no ML framework at
import time, so the core runs on a headless TPU VM with only the standard library, numpy,
pydantic and tomli-w.
"""

__version__ = "0.1.0"
