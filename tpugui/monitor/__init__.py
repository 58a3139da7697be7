"""The live monitor: what the hardware does and how long each step waits for input while a run
trains (``device_sample`` events from :mod:`.sampler`; ``input_s`` / ``step_s`` of ``batch_end``
from :mod:`.input_wait`). Qt-free; frameworks, NVML and gRPC are imported inside functions."""
