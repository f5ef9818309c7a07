#!/usr/bin/env python3
"""Renders a functional coverage file (coverage.json, written by `cosim run
--coverage` and `cosim regress`) as one self-contained HTML page: the totals,
instructions retired per format, bins hit per class, what was never hit, and
every instruction and bin with its count.

    coverage_html.py COVERAGE.json OUT.html

Exit 2 with a one-line message when the input is not a coverage file.
"""
import html
import json
import sys
from collections import OrderedDict


def fail(msg):
    print(f"coverage_html: error: {msg}", file=sys.stderr)
    sys.exit(2)


def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            c = json.load(f)
    except OSError as e:
        fail(f"{path}: {e.strerror}")
    except json.JSONDecodeError as e:
        fail(f"{path}:{e.lineno}:{e.colno}: not JSON: {e.msg}")
    ok = isinstance(c, dict) and isinstance(c.get("instructions"), list) and isinstance(c.get("bins"), list)
    ok = ok and all(isinstance(i, dict) and {"name", "format", "retired"} <= i.keys() for i in c["instructions"])
    ok = ok and all(isinstance(b, dict) and {"name", "count"} <= b.keys() for b in c["bins"])
    if not ok:
        fail(f"{path}: not a coverage file (needs 'instructions' with name/format/retired and 'bins' with name/count)")
    return c


def bin_class(name):
    """A bin's class: "cross.<what>" for cross bins (without the format), else
    the suffix after the mnemonic ("scc0", "literal", ...)."""
    parts = name.split(".")
    if parts[0] == "cross":
        return "cross." + parts[1] if len(parts) > 1 else "cross"
    return parts[-1] if len(parts) > 1 else "(retired)"


def pct(hit, total):
    return f"{100.0 * hit / total:.1f}%" if total else "-"


def table(head, rows, cls=None):
    out = ["<table><tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"]
    for i, r in enumerate(rows):
        c = f' class="{cls[i]}"' if cls and cls[i] else ""
        out.append(f"<tr{c}>" + "".join(f"<td>{html.escape(str(v))}</td>" for v in r) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def grouped(items, key, hit):
    groups = OrderedDict()
    for it in items:
        g = groups.setdefault(key(it), [0, 0])
        g[1] += 1
        g[0] += 1 if hit(it) else 0
    return [(k, h, t, pct(h, t)) for k, (h, t) in sorted(groups.items())]


def render(c, source):
    insns, bins = c["instructions"], c["bins"]
    ih = sum(1 for i in insns if i["retired"] > 0)
    bh = sum(1 for b in bins if b["count"] > 0)
    never_i = [i["name"] for i in insns if i["retired"] == 0]
    never_b = [b["name"] for b in bins if b["count"] == 0]
    parts = [
        "<!DOCTYPE html><html><head><meta charset='utf-8'>",
        f"<title>Functional coverage: {html.escape(source)}</title>",
        "<style>body{font-family:sans-serif;margin:1.5em}table{border-collapse:collapse;margin:.5em 0 1.5em}"
        "td,th{border:1px solid #bbb;padding:2px 8px;text-align:left}th{background:#eee}"
        "tr.miss td{background:#fdd}code{font-size:90%}</style></head><body>",
        f"<h1>Functional coverage</h1><p>From <code>{html.escape(source)}</code>.</p>",
        table(["", "hit", "total", "%"],
              [("instructions retired", ih, len(insns), pct(ih, len(insns))),
               ("bins hit", bh, len(bins), pct(bh, len(bins)))]),
        "<h2>Instructions per format</h2>",
        table(["format", "retired", "rows", "%"], grouped(insns, lambda i: i["format"], lambda i: i["retired"] > 0)),
        "<h2>Bins per class</h2>",
        table(["class", "hit", "bins", "%"], grouped(bins, lambda b: bin_class(b["name"]), lambda b: b["count"] > 0)),
        f"<h2>Never retired ({len(never_i)})</h2><p>" + (html.escape(" ".join(never_i)) or "none") + "</p>",
        f"<h2>Never hit bins ({len(never_b)})</h2><p>" + (html.escape(" ".join(never_b)) or "none") + "</p>",
        "<h2>Every instruction</h2>",
        table(["instruction", "format", "retired"], [(i["name"], i["format"], i["retired"]) for i in insns],
              ["miss" if i["retired"] == 0 else "" for i in insns]),
        "<h2>Every bin</h2>",
        table(["bin", "count"], [(b["name"], b["count"]) for b in bins],
              ["miss" if b["count"] == 0 else "" for b in bins]),
        "</body></html>",
    ]
    return "\n".join(parts) + "\n"


def main():
    if len(sys.argv) != 3:
        fail("usage: coverage_html.py COVERAGE.json OUT.html")
    c = load(sys.argv[1])
    try:
        with open(sys.argv[2], "w", encoding="utf-8") as f:
            f.write(render(c, sys.argv[1]))
    except OSError as e:
        fail(f"{sys.argv[2]}: {e.strerror}")
    print(f"coverage_html: {sys.argv[2]}: {sum(1 for i in c['instructions'] if i['retired'] > 0)}/"
          f"{len(c['instructions'])} instructions, {sum(1 for b in c['bins'] if b['count'] > 0)}/{len(c['bins'])} bins")


if __name__ == "__main__":
    main()
