"""TFRecord framing, fast: the records of an event file found and checked with numpy.

A TFRecord is an 8-byte little-endian length, the masked CRC-32C of those 8 bytes, the data,
and the masked CRC-32C of the data. :func:`frame` finds the records of a buffer (the walk is
predicted in blocks where the record lengths repeat, as they do when one writer logs the same
tags step after step); :func:`masked_crc32c` checks many lengths at once; :func:`varints`
decodes many base-128 varints at once (protobuf's integers). Used by
:mod:`tpugui.runs.tensorboard`; numpy only.
"""

from __future__ import annotations

import struct

import numpy as np

__all__ = ["LEN", "PERIOD_MAX", "frame", "masked_crc32c", "varints"]

LEN = struct.Struct("<Q")
#: the most tags a step may log for the framing to predict it (records repeat with this period)
PERIOD_MAX = 64

_TABLE: np.ndarray | None = None


def _crc_table() -> np.ndarray:
    global _TABLE
    if _TABLE is None:
        table = np.zeros(256, np.uint32)
        for i in range(256):
            c = i
            for _ in range(8):
                c = (c >> 1) ^ 0x82F63B78 if c & 1 else c >> 1
            table[i] = c
        _TABLE = table
    return _TABLE


def masked_crc32c(rows: np.ndarray) -> np.ndarray:
    """The TFRecord checksum of each row of ``rows`` (uint8, N x k): CRC-32C, masked."""
    table = _crc_table()
    crc = np.full(rows.shape[0], 0xFFFFFFFF, np.uint32)
    for j in range(rows.shape[1]):
        crc = table[(crc ^ rows[:, j]) & 0xFF] ^ (crc >> np.uint32(8))
    crc ^= np.uint32(0xFFFFFFFF)
    return ((crc >> np.uint32(15)) | (crc << np.uint32(17))) + np.uint32(0xA282EAD8)


def frame(buf: bytes) -> tuple[np.ndarray, int]:
    """The byte offsets of the complete records of ``buf`` and the offset just after the
    last of them (a record that runs past the end is left out: still being written).

    Records are walked one by one until their lengths repeat with a short period (one writer
    logging the same tags step after step); then blocks of records are predicted from that
    pattern and checked in numpy (each predicted length read back), falling back to the walk
    where the pattern changes (a tag whose step grew a byte, another tag)."""
    unpack = LEN.unpack_from
    size = len(buf)
    chunks: list[np.ndarray] = []
    offs: list[int] = []  # walked one by one since the last block
    lens: list[int] = []  # the last lengths (the pattern is looked for in them)
    window = None
    p, cool = 0, 0
    while p + 8 <= size:
        if cool <= 0 and len(lens) >= 24:
            period = _period(lens)
            cool = 64
            if period:
                if window is None:
                    window = np.lib.stride_tricks.sliding_window_view(
                        np.frombuffer(buf, np.uint8), 8
                    )
                pat = np.asarray(lens[-period:], np.int64)
                block = 1024
                while True:
                    want = np.tile(pat, max(1, block // period))
                    cand = p + np.concatenate(([0], np.cumsum(want[:-1] + 16)))
                    keep = cand + 16 + want <= size
                    cand, want = cand[keep], want[keep]
                    if not len(cand):
                        break
                    got = window[cand].copy().view("<u8").ravel()
                    bad = np.flatnonzero(got != want)
                    k = int(bad[0]) if len(bad) else len(cand)
                    if k < period:
                        break
                    if offs:
                        chunks.append(np.asarray(offs, np.int64))
                        offs = []
                    chunks.append(cand[:k])
                    p = int(cand[k - 1] + 16 + want[k - 1])
                    lens = lens[-PERIOD_MAX * 3 :]
                    cool = 0
                    if k < len(cand):
                        break
                    pat = np.roll(pat, -(k % period))
                    block = min(block * 2, 1 << 16)
                if cool == 0:
                    continue
                cool = 64
        n = unpack(buf, p)[0]
        offs.append(p)
        lens.append(n)
        if len(lens) > PERIOD_MAX * 6:
            del lens[: PERIOD_MAX * 3]
        p += n + 16
        cool -= 1
    if offs:
        chunks.append(np.asarray(offs, np.int64))
    starts = np.concatenate(chunks) if chunks else np.empty(0, np.int64)
    if len(starts) and p > size:
        p = int(starts[-1])  # the last record runs past the end
        starts = starts[:-1]
    return starts, p


def _period(lens: list[int]) -> int:
    """The shortest period (up to :data:`PERIOD_MAX`) with which the last lengths repeat three
    times, else 0."""
    for period in range(1, min(PERIOD_MAX, len(lens) // 3) + 1):
        a, b, c = lens[-period:], lens[-2 * period : -period], lens[-3 * period : -2 * period]
        if a == b == c:
            return period
    return 0


def varints(a: np.ndarray, pos: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The base-128 varints starting at ``pos`` (uint64) and their byte lengths."""
    val = np.zeros(len(pos), np.uint64)
    length = np.zeros(len(pos), np.int64)
    active = np.ones(len(pos), bool)
    last = len(a) - 1
    for k in range(10):
        b = a[np.minimum(pos + k, last)].astype(np.uint64)
        val |= np.where(active, (b & np.uint64(0x7F)) << np.uint64(7 * k), np.uint64(0))
        length += active
        active &= b >= 0x80
        if not active.any():
            break
    return val, length
