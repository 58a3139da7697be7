"""A STAND-IN for `tpugui train` in the streaming tests: it appends contract events to
RUN_DIR/events.jsonl (gapless seq, flushed per line) at a steady pace, so reconnect and replay
can be tested with exact counts. SIGINT/SIGTERM end it with run_finished status "stopped".

usage: python fake_writer.py RUN_DIR STEPS INTERVAL_S [BATCH [HOLD_FILE]]

With HOLD_FILE, the last step waits while that file exists: a test holds the run going until it
has seen what it looks for, then removes the file (no race with the writer's pace).
"""

import json
import os
import signal
import sys
import time

run_dir, steps, interval = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
batch = int(sys.argv[4]) if len(sys.argv) > 4 else 1
hold = sys.argv[5] if len(sys.argv) > 5 else None
stop = []
signal.signal(signal.SIGINT, lambda *a: stop.append(1))
signal.signal(signal.SIGTERM, lambda *a: stop.append(1))
fh = open(os.path.join(run_dir, "events.jsonl"), "a", encoding="utf-8")  # noqa: SIM115
seq = 0


def emit(type_, **fields):
    global seq
    seq += 1
    rec = {"seq": seq, "time": time.time(), "type": type_, **fields}
    fh.write(json.dumps(rec, ensure_ascii=False) + "\n")


emit(
    "run_started",
    run_id=os.path.basename(run_dir),
    backend="fake",
    device="cpu",
    replicas=1,
    epochs=1,
    steps_per_epoch=steps,
    job={},
)
fh.flush()
status = "completed"
for step in range(1, steps + 1):
    if stop:
        status = "stopped"
        break
    emit("batch_end", epoch=0, step=step, logs={"loss": 1.0 / step}, examples_per_sec=100.0)
    if step % batch == 0:
        fh.flush()
        if interval:
            time.sleep(interval)
fh.flush()
while hold and os.path.exists(hold) and not stop:
    time.sleep(0.02)
if os.environ.get("FAKE_WRITER_DIE"):  # leave without run_finished (a killed process)
    os._exit(9)
emit("run_finished", status=status, error="", traceback="")
fh.flush()
