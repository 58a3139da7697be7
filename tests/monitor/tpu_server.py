"""A stand-in for libtpu's runtime metrics service: a real gRPC server on loopback, built from
tpu-info's own protos (``tpu_metric_service_pb2_grpc``), whose duty cycle and HBM figures change
with every request, as a TPU's do while it trains.

The server speaks over local credentials (``grpc.local_server_credentials``), which is what
tpu-info's client asks for (``grpc.local_channel_credentials``), so the TPU source reads it
through the same calls it makes on a TPU VM.
"""

from __future__ import annotations

import threading

HBM_TOTAL = 16 * 1024**3  # a v5e chip


class MetricsServer:
    """``devices`` TPU devices; ``bandwidth``: whether the HBM bandwidth metric is offered."""

    def __init__(self, devices: int = 4, bandwidth: bool = True):
        import grpc
        from tpu_info.proto import tpu_metric_service_pb2 as pb
        from tpu_info.proto import tpu_metric_service_pb2_grpc as pb_grpc

        self.pb = pb
        self.devices = devices
        self.bandwidth = bandwidth
        self.requests: list[str] = []
        self._lock = threading.Lock()
        self._tick = 0
        owner = self

        class Servicer(pb_grpc.RuntimeMetricServiceServicer):
            def GetRuntimeMetric(self, request, context):  # noqa: N802
                return owner.answer(request.metric_name, context)

        self.server = grpc.server(_executor())
        pb_grpc.add_RuntimeMetricServiceServicer_to_server(Servicer(), self.server)
        port = self.server.add_secure_port("localhost:0", grpc.local_server_credentials())
        self.addr = f"localhost:{port}"

    # the figures of reading k (tpu-info asks total, usage, duty cycle: one tick per reading)
    def duty(self, device: int, tick: int) -> float:
        return float((10 * tick + 5 * device) % 100)

    def used(self, device: int, tick: int) -> int:
        return (1 + tick + device) * 256 * 1024**2

    def answer(self, name: str, context):  # noqa: ANN001, ANN201
        import grpc

        pb = self.pb
        with self._lock:
            self.requests.append(name)
            if name == "tpu.runtime.hbm.memory.total.bytes":  # the first of each reading
                self._tick += 1
            tick = self._tick
        metrics = []
        for d in range(self.devices):
            attr = pb.Attribute(key="device-id", value=pb.AttrValue(int_attr=d))
            if name == "tpu.runtime.hbm.memory.total.bytes":
                gauge = pb.Gauge(as_int=HBM_TOTAL)
            elif name == "tpu.runtime.hbm.memory.usage.bytes":
                gauge = pb.Gauge(as_int=self.used(d, tick))
            elif name == "tpu.runtime.tensorcore.dutycycle.percent":
                gauge = pb.Gauge(as_double=self.duty(d, tick))
            elif name == "tpu.runtime.hbm.utilization.percent" and self.bandwidth:
                gauge = pb.Gauge(as_double=40.0 + d)
            else:
                context.abort(grpc.StatusCode.NOT_FOUND, f"no metric {name}")
            metrics.append(pb.Metric(attribute=attr, gauge=gauge))
        return pb.MetricResponse(metric=pb.TPUMetric(name=name, metrics=metrics))

    def start(self) -> MetricsServer:
        self.server.start()
        return self

    def stop(self) -> None:
        self.server.stop(None).wait()

    def __enter__(self) -> MetricsServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _executor():  # noqa: ANN202
    from concurrent.futures import ThreadPoolExecutor

    return ThreadPoolExecutor(max_workers=2)
