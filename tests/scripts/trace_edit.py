#!/usr/bin/env python3
"""Reads and edits commit-trace files (docs/trace.md) for the trace tests
(tests/trace.cmake). Written from the format's documentation alone, not
from the C++ reader, so the tests also hold the documentation to the files
cosim writes.

  trace_edit.py info F                      header and beats of each kind, as key=value lines
  trace_edit.py flip F OUT --field sgpr|vgpr [--nth N] [--bit B]
                                            flip a data bit of the Nth COMMIT beat (0-based)
                                            that writes an SGPR (w0 data) or VGPRs (the first
                                            written lane's dword 0, in the VW beat of its pass
                                            before the COMMIT); prints order=, wave=, pc=
  trace_edit.py corrupt F OUT CASE          one damage (see CASES); prints what it did
  trace_edit.py relane F OUT --lanes 64     the same run as a trace of 64 VALU lanes: the DS
                                            VW and DS beats of a wave's passes merged into one
                                            beat (at the cycle of the last), the header's sizes
                                            redone
"""
import argparse
import struct
import sys

MAGIC = b"GCNTRACE"
KINDS = ["COMMIT", "SWB", "LDS", "DSRET", "VMREQ", "VRET", "VW"]  # kinds 1..7
END_KIND = len(KINDS) + 1
FIXED_HEADER = 48 + 4 * len(KINDS) + 4
RECORD_HEADER = 16

# COMMIT payload word offsets (docs/trace.md, "COMMIT").
C_ORDER, C_WAVE, C_PC = 0, 2, 3
C_W0_VALID, C_W0_DATA = 14, 17
C_VGPR_VALID, C_VGPR_MASK = 40, 45
# VW payload: wave, pass, then dword d of the pass's lane l at word 2 + d * lanes + l.
V_WAVE, V_PASS, V_DATA = 0, 1, 2


def words(bits):
    return (bits + 31) // 32


def pass_bits(lanes):
    b = 0
    while (1 << b) < 64 // lanes:
        b += 1
    return max(b, 1)


def beat_words(kind, lanes):
    """Payload words of each kind (docs/trace.md, the width table)."""
    return {
        "COMMIT": 47,
        "SWB": 21,
        "LDS": 3 + words(2 * lanes) + 2 * lanes + lanes + 8 * lanes,
        "DSRET": 7 + words(lanes) + 4 * lanes,
        "VMREQ": 10,
        "VRET": 14,
        "VW": 2 + 4 * lanes,
    }[kind]


class Trace:
    def __init__(self, data):
        self.data = bytearray(data)
        if self.data[:8] != MAGIC:
            sys.exit("trace_edit.py: not a commit trace")
        (self.version, self.header_bytes, self.lanes, self.waves, self.vgprs, self.lds_bytes, self.hash,
         self.seed) = struct.unpack_from("<IIIIIIQQ", self.data, 8)
        self.sizes = list(struct.unpack_from("<%dI" % len(KINDS), self.data, 48))
        (n,) = struct.unpack_from("<I", self.data, FIXED_HEADER - 4)
        self.name = bytes(self.data[FIXED_HEADER:FIXED_HEADER + n]).decode("utf-8", "replace")
        self.records = []  # (offset, kind, size, cycle)
        at = self.header_bytes
        while at < len(self.data):
            kind, _reserved, size, cycle = struct.unpack_from("<HHIQ", self.data, at)
            self.records.append((at, kind, size, cycle))
            at += RECORD_HEADER + size
            if kind == END_KIND:
                break

    def payload(self, rec):
        off, _kind, size, _cycle = rec
        return list(struct.unpack_from("<%dI" % (size // 4), self.data, off + RECORD_HEADER))

    def beats(self, kind_name):
        k = KINDS.index(kind_name) + 1
        return [r for r in self.records if r[1] == k]


def u64(w, i):
    return w[i] | (w[i + 1] << 32)


def cmd_info(t):
    counts = {k: len(t.beats(k)) for k in KINDS}
    print("lanes=%d waves=%d vgprs=%d lds_bytes=%d seed=%d name=%s hash=0x%016x" %
          (t.lanes, t.waves, t.vgprs, t.lds_bytes, t.seed, t.name, t.hash))
    print(" ".join("%s=%d" % (k, counts[k]) for k in KINDS))
    end = t.records[-1] if t.records else None
    if end and end[1] == END_KIND:
        cycles = end[3]
        ends = struct.unpack_from("<%dQ" % len(KINDS), t.data, end[0] + RECORD_HEADER)
        print("END cycles=%d %s" % (cycles, " ".join("%s=%d" % (k, c) for k, c in zip(KINDS, ends))))


def cmd_flip(t, args):
    hits = []  # (COMMIT record, record holding the data, word of its payload)
    vw = {}  # the VW beats since the last VGPR-writing COMMIT, by pass
    for rec in t.records:
        name = KINDS[rec[1] - 1] if 1 <= rec[1] <= len(KINDS) else None
        if name == "VW":
            vw[t.payload(rec)[V_PASS]] = rec
        if name != "COMMIT":
            continue
        w = t.payload(rec)
        if args.field == "sgpr" and w[C_W0_VALID]:
            hits.append((rec, rec, C_W0_DATA))
        elif args.field == "vgpr" and w[C_VGPR_VALID]:
            mask = u64(w, C_VGPR_MASK)
            lane = (mask & -mask).bit_length() - 1
            if mask and lane // t.lanes in vw:
                # Dword 0 of the first written lane, in its pass's beat.
                hits.append((rec, vw[lane // t.lanes], V_DATA + lane % t.lanes))
        if w[C_VGPR_VALID]:
            vw = {}
    if args.nth >= len(hits):
        sys.exit("trace_edit.py: only %d COMMIT beats write %s data" % (len(hits), args.field))
    rec, holder, word = hits[args.nth]
    w = t.payload(rec)
    at = holder[0] + RECORD_HEADER + 4 * word
    struct.pack_into("<I", t.data, at, t.payload(holder)[word] ^ (1 << args.bit))
    print("order=%d wave=%d pc=0x%x record=%d byte=%d" %
          (u64(w, C_ORDER), w[C_WAVE], u64(w, C_PC), t.records.index(holder), at))


CASES = ["magic", "version", "truncate_mid_record", "no_end", "empty", "kind", "cycle_backwards", "trailing",
         "end_count", "field_width", "lanes", "reserved"]


def cmd_corrupt(t, case):
    d = t.data
    beats = [r for r in t.records if r[1] != END_KIND]
    if case == "magic":
        d[0:8] = b"GCNTRACX"
        print("byte 7 changed")
    elif case == "version":
        struct.pack_into("<I", d, 8, 99)
        print("version 99")
    elif case == "truncate_mid_record":
        rec = beats[len(beats) // 2]
        cut = rec[0] + RECORD_HEADER + rec[2] // 2
        del d[cut:]
        print("record=%d byte=%d cut at %d" % (t.records.index(rec), rec[0], cut))
    elif case == "no_end":
        end = t.records[-1]
        del d[end[0]:]
        print("END record (byte %d) removed" % end[0])
    elif case == "empty":
        del d[:]
        print("empty file")
    elif case == "kind":
        rec = beats[1]
        struct.pack_into("<H", d, rec[0], 9)
        print("record=%d byte=%d kind 9" % (t.records.index(rec), rec[0]))
    elif case == "cycle_backwards":
        # The first beat whose cycle is above the one before: set it below.
        for i in range(1, len(beats)):
            if beats[i][3] > beats[i - 1][3] and beats[i - 1][3] > 0:
                struct.pack_into("<Q", d, beats[i][0] + 8, beats[i - 1][3] - 1)
                print("record=%d byte=%d cycle %d" % (i, beats[i][0], beats[i - 1][3] - 1))
                break
        else:
            sys.exit("trace_edit.py: no beat to move back")
    elif case == "trailing":
        d += b"\0" * 16
        print("16 bytes appended")
    elif case == "end_count":
        end = t.records[-1]
        (n,) = struct.unpack_from("<Q", d, end[0] + RECORD_HEADER)
        struct.pack_into("<Q", d, end[0] + RECORD_HEADER, n + 1)
        print("record=%d byte=%d END COMMIT count %d" % (len(t.records) - 1, end[0], n + 1))
    elif case == "field_width":
        rec = t.beats("COMMIT")[0]
        struct.pack_into("<I", d, rec[0] + RECORD_HEADER + 4 * C_WAVE, 0x10)  # rvfi_wave_o is 4 bits
        print("record=%d byte=%d rvfi_wave_o 0x10" % (t.records.index(rec), rec[0]))
    elif case == "lanes":
        struct.pack_into("<I", d, 16, 8)
        print("lanes 8")
    elif case == "reserved":
        rec = beats[0]
        struct.pack_into("<H", d, rec[0] + 2, 1)
        print("record=0 byte=%d reserved 1" % rec[0])
    else:
        sys.exit("trace_edit.py: unknown case %s" % case)


def field(w, at, n):
    return w[at:at + n]


def cmd_relane(t, lanes):
    """Rewrites the trace as a compute unit of `lanes` (64) lanes would have
    emitted it: one pass per wave, so each VALU instruction's VW beats, and
    each DS instruction's LDS beats and returned-VGPR beats, become one beat
    at the cycle of its last."""
    if lanes != 64:
        sys.exit("trace_edit.py: relane writes 64-lane traces")
    L = t.lanes
    out = bytearray(t.data[:t.header_bytes])
    struct.pack_into("<I", out, 16, lanes)
    for i, k in enumerate(KINDS):
        struct.pack_into("<I", out, 48 + 4 * i, 4 * beat_words(k, lanes))

    entries = []  # (cycle, position, kind, payload): written in cycle order at the end

    def emit(kind, cycle, payload, position):
        entries.append((cycle, position, kind, payload))

    vw = None  # merged VW beat: cycle, position, wave, data (dword d of lane l at d * 64 + l)
    lds = None  # merged LDS beat: [cycle, wave, bytes, lanes(2 x 64), addr, mask, data]
    ret = None  # merged DSRET beat: [reg, count, mask, data]
    end_record = b""
    for position, rec in enumerate(t.records):
        off, kind, size, cycle = rec
        if kind == END_KIND:
            end_record = t.data[off:off + RECORD_HEADER + size]
            break
        name = KINDS[kind - 1]
        w = t.payload(rec)
        if name == "COMMIT" and vw is not None:
            emit(KINDS.index("VW") + 1, vw["cycle"], [vw["wave"], 0] + vw["data"], vw["position"])
            vw = None
        if name == "VW":
            if vw is None:
                vw = {"wave": w[V_WAVE], "data": [0] * 256}
            vw["cycle"] = cycle
            vw["position"] = position
            for l in range(L):
                for dw in range(4):
                    vw["data"][dw * 64 + w[V_PASS] * L + l] = w[V_DATA + dw * L + l]
            continue
        if name == "COMMIT" and lds is not None:
            # The commit takes the LDS writes gathered before it: one beat,
            # where the last pass's was.
            emit(KINDS.index("LDS") + 1, lds["cycle"], lds_payload(lds), lds["position"])
            lds = None
        if name == "LDS":
            wave, pss, nbytes = w[0], w[1], w[2]
            at = 3
            lanes_w = field(w, at, words(2 * L)); at += words(2 * L)
            addr = field(w, at, 2 * L); at += 2 * L
            mask = field(w, at, L); at += L
            data = field(w, at, 8 * L)
            if lds is None:
                lds = {"wave": wave, "bytes": nbytes, "lanes": [0, 0], "addr": [0] * 128, "mask": [0] * 128,
                       "data": [0] * 512}
            lds["cycle"] = cycle
            lds["position"] = position
            for s in range(2):
                for l in range(L):
                    i = s * L + l
                    if not (lanes_w[i // 32] >> (i % 32)) & 1:
                        continue
                    lane = pss * L + l
                    j = s * 64 + lane
                    lds["lanes"][s] |= 1 << lane
                    lds["addr"][j] = addr[i]
                    lds["mask"][j] = (mask[i // 2] >> (16 * (i % 2))) & 0xFFFF
                    for dw in range(4):
                        lds["data"][4 * j + dw] = data[4 * i + dw]
            continue
        if name == "DSRET":
            last, order, wave, pss, reg, count = w[0], u64(w, 1), w[3], w[4], w[5], w[6]
            at = 7
            mask = field(w, at, words(L)); at += words(L)
            data = field(w, at, 4 * L)
            if ret is None:
                ret = {"reg": reg, "count": count, "mask": 0, "data": [0] * 256}
            for l in range(L):
                if not (mask[l // 32] >> (l % 32)) & 1:
                    continue
                lane = pss * L + l
                ret["mask"] |= 1 << lane
                for dw in range(4):
                    ret["data"][dw * 64 + lane] = data[dw * L + l]
            if last:
                p = [1, order & 0xFFFFFFFF, order >> 32, wave, 0, ret["reg"], ret["count"],
                     ret["mask"] & 0xFFFFFFFF, ret["mask"] >> 32] + ret["data"]
                emit(kind, cycle, p, position)
                ret = None
            continue
        emit(kind, cycle, w, position)
    for cycle, _position, kind, payload in sorted(entries):
        out.extend(struct.pack("<HHIQ", kind, 0, 4 * len(payload), cycle))
        out.extend(struct.pack("<%dI" % len(payload), *payload))
    out.extend(end_record)
    # The END record counts the beats of each kind: redo it.
    fixed = Trace(bytes(out))
    end = fixed.records[-1]
    struct.pack_into("<%dQ" % len(KINDS), out, end[0] + RECORD_HEADER, *[len(fixed.beats(k)) for k in KINDS])
    return out


def lds_payload(m):
    lanes_words = [m["lanes"][0] & 0xFFFFFFFF, m["lanes"][0] >> 32, m["lanes"][1] & 0xFFFFFFFF, m["lanes"][1] >> 32]
    mask_words = [m["mask"][2 * i] | (m["mask"][2 * i + 1] << 16) for i in range(64)]
    return [m["wave"], 0, m["bytes"]] + lanes_words + m["addr"] + mask_words + m["data"]


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("info")
    p.add_argument("trace")
    p = sub.add_parser("flip")
    p.add_argument("trace")
    p.add_argument("out")
    p.add_argument("--field", choices=["sgpr", "vgpr"], required=True)
    p.add_argument("--nth", type=int, default=0)
    p.add_argument("--bit", type=int, default=0)
    p = sub.add_parser("corrupt")
    p.add_argument("trace")
    p.add_argument("out")
    p.add_argument("case", choices=CASES)
    p = sub.add_parser("relane")
    p.add_argument("trace")
    p.add_argument("out")
    p.add_argument("--lanes", type=int, default=64)
    a = ap.parse_args()
    with open(a.trace, "rb") as f:
        t = Trace(f.read())
    if a.cmd == "info":
        cmd_info(t)
        return
    if a.cmd == "flip":
        cmd_flip(t, a)
        data = t.data
    elif a.cmd == "corrupt":
        cmd_corrupt(t, a.case)
        data = t.data
    else:
        data = cmd_relane(t, a.lanes)
    with open(a.out, "wb") as f:
        f.write(data)


if __name__ == "__main__":
    main()
