"""The inventory as a readable plain-text table (``tpugui detect`` without ``--json``)."""

from __future__ import annotations

from tpugui.devices.inventory import Inventory

SOURCE_TAG = {"detected": "detected", "measured": "measured", "spec": "spec table",
              "derived": "derived"}  # fmt: skip


def render(inv: Inventory, width: int = 100) -> str:
    lines: list[str] = []
    for dev in inv.devices:
        head = f"{dev.kind.upper()}: {dev.name}" + (f"  x{dev.count}" if dev.count != 1 else "")
        if dev.extra.get("accelerator_type"):
            head += f"  ({dev.extra['accelerator_type']})"
        lines += [head, "-" * min(width, max(len(head), 40))]
        rows = [(c.label or k, c.text(), SOURCE_TAG.get(c.source, c.source), c.note)
                for k, c in dev.characteristics.items()]  # fmt: skip
        w0 = max((len(r[0]) for r in rows), default=10)
        w1 = min(40, max((len(r[1]) for r in rows), default=10))
        for label, value, source, note in rows:
            extra = f"  {note}" if note and note not in value else ""
            lines.append(f"  {label:<{w0}}  {value:<{w1}}  [{source}]{extra}")
        for note in dev.notes:
            lines.append(f"  ! {note}")
        lines.append("")
    fw = ", ".join(f"{k} {v}" for k, v in inv.frameworks.items() if v) or "none"
    missing = ", ".join(k for k, v in inv.frameworks.items() if not v)
    lines.append(f"Frameworks: {fw}" + (f"  (not installed: {missing})" if missing else ""))
    for name, res in inv.probes.items():
        status = res.get("status")
        detail = res.get("result") if status == "ok" else res.get("error", "")
        lines.append(f"  probe {name}: {status} ({res.get('seconds', 0):g} s) {detail}")
    if inv.bench:
        lines.append("")
        lines.append("Measured:")
        for row in inv.bench:
            if row.get("value") is None:
                lines.append(f"  {row.get('framework')}: {row.get('error', 'failed')}")
                continue
            eff = f"  ({row['efficiency']:g}% of peak)" if row.get("efficiency") else ""
            lines.append(f"  {row['device']:<7} {row['framework']:<11} {row['op']:<13} "
                         f"{row['dtype']:<9} {row['value']:>9g} {row['unit']}{eff}")  # fmt: skip
    r = inv.recommendation
    lines += ["", f"Recommendation: backend={r.backend} device={r.device} strategy={r.strategy} "
              f"replicas={r.replicas} batch_size={r.batch_size_hint}", f"  why: {r.reason}",
              f"  batch rule: {r.batch_rule}"]  # fmt: skip
    for note in inv.notes:
        lines.append(f"Note: {note}")
    return "\n".join(lines)
