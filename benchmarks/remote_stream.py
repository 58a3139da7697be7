"""Remote streaming over loopback SSH (the private test sshd): event latency and replay speed.

1. Latency: a writer on the "VM" appends one event every 20 ms; for each event, the delay from
   its write (its ``time`` field) to its arrival in the local sink. Median and p95 per run.
2. Reconnect + replay: a finished run of 10,000 events; a fresh connection (as after a drop)
   and a Follower from seq 1 to run_finished. Wall time per run.

Both repeated RUNS times; the medians are printed. Targets: latency median <= 0.5 s,
reconnect + replay of 10,000 events <= 2 s.

usage: .venv/bin/python benchmarks/remote_stream.py [RUNS]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.remote.helpers import FAKE_WRITER, remote_job, target  # noqa: E402
from tests.remote.sshd import SshServer, available  # noqa: E402
from tpugui.remote import session, ssh  # noqa: E402
from tpugui.remote.stream import Follower  # noqa: E402

PY = sys.executable


def latency_run(sshd, tmp: Path, conn) -> tuple[float, float]:
    job = remote_job(sshd, tmp)
    run = session.start_train(conn, job, tmp, argv=[PY, str(FAKE_WRITER), ".", "200", "0.02"])
    delays: list[float] = []

    def sink(ev):
        if ev["type"] == "batch_end":
            delays.append(time.time() - ev["time"])

    Follower(lambda: conn, run.run_dir, PY, sink, conn=conn).run()
    delays.sort()
    return statistics.median(delays), delays[int(len(delays) * 0.95)]


def replay_run(sshd, tmp: Path, conn, n: int = 10_000) -> float:
    job = remote_job(sshd, tmp)
    run = session.start_train(conn, job, tmp, argv=[PY, str(FAKE_WRITER), ".", str(n), "0"])
    Follower(lambda: conn, run.run_dir, PY, lambda ev: None, conn=conn).run()  # let it finish
    t = target(sshd, tmp)
    got = []
    t0 = time.perf_counter()
    fresh = ssh.connect(t, allow_agent=False)  # the reconnect
    Follower(lambda: fresh, run.run_dir, PY, got.append, conn=fresh).run()
    dt = time.perf_counter() - t0
    fresh.close()
    assert [e["seq"] for e in got] == list(range(1, n + 3)), "replay not exact"
    return dt


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    reason = available()
    if reason:
        sys.exit(f"skipped: {reason}")
    sshd = SshServer().start()
    try:
        tmp = Path(tempfile.mkdtemp(prefix="tpugui-bench-"))
        conn = ssh.connect(target(sshd, tmp), allow_agent=False)
        med, p95, replay = [], [], []
        for _ in range(runs):
            m, p = latency_run(sshd, tmp, conn)
            med.append(m)
            p95.append(p)
            replay.append(replay_run(sshd, tmp, conn))
        conn.close()
    finally:
        sshd.stop()
    print(f"runs: {runs}")
    print(
        f"event latency VM -> local sink: median {statistics.median(med) * 1000:.1f} ms "
        f"(p95 {statistics.median(p95) * 1000:.1f} ms; target <= 500 ms)"
    )
    print(
        f"reconnect + replay of 10,000 events: median {statistics.median(replay):.2f} s "
        f"(runs: {', '.join(f'{x:.2f}' for x in replay)}; target <= 2 s)"
    )


if __name__ == "__main__":
    main()
