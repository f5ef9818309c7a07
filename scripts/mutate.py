#!/usr/bin/env python3
"""Writes a mutant schema of the RTL: mutations of the source files in one
copy of the design, each guarded by its number, so one Verilation holds all
of them and a run picks one: the top module's initial block copies the DPI
function gcn_mutant_id() (tb/dut/mutant_select.cpp reads GCN_MUTANT) into
gcn_mut_pkg::live, which every guard compares; 0 is the design as is.

The sources are parsed with pyslang (a SystemVerilog parser, not text
matching). The mutation operators, each a designer's plausible slip:
  op-swap      a binary operator replaced by its neighbour (+ -, & |, ^ |,
               && ||, == !=, < <=, > >=, << >>, >>> >>)
  constant     an integer constant off by one (a 1-bit or '0/'1 constant
               inverted); inside a bit select it is a bit-index off-by-one
  invert-cond  an if or ?: condition inverted
  stuck-on / stuck-off
               an if condition in an always_ff block held true / false
               (an enable stuck)
  drop-assign  a procedural assignment skipped, a continuous one driving 0
  drop-not     a ~ or ! removed
  case-swap    the bodies of two neighbouring case arms exchanged
Constant contexts (parameters, types, widths, range-select bounds, case
labels, loop headers, replication counts, casts' widths, $bits/$clog2
arguments, assertions) are left alone: a mutant must still elaborate.

    mutate.py --rtl-root DIR --out OUTDIR --top MODULE [--sample N --seed S] SOURCE...

writes OUTDIR/<path under DIR> for each SOURCE under DIR (others, the
generated packages, are copied as OUTDIR/gen/<name>), OUTDIR/gcn_mut_pkg.sv
(to be Verilated first), OUTDIR/sources.txt (the Verilation's sources in
order) and OUTDIR/mutants.json: one record per mutant (id, kind, block,
file, line, original, mutated).
"""
import argparse
import json
import os
import random
import re
import sys

try:
    from pyslang import parsing, syntax
except ImportError:
    print("mutate.py: error: pyslang is not installed (scripts/setup.sh installs it)", file=sys.stderr)
    sys.exit(2)

SK = syntax.SyntaxKind
TK = parsing.TokenKind

# Operator swaps: expression kind -> replacement operator text.
SWAPS = {
    SK.AddExpression: "-", SK.SubtractExpression: "+",
    SK.BinaryAndExpression: "|", SK.BinaryOrExpression: "&", SK.BinaryXorExpression: "|",
    SK.LogicalAndExpression: "||", SK.LogicalOrExpression: "&&",
    SK.EqualityExpression: "!=", SK.InequalityExpression: "==",
    SK.LessThanExpression: "<=", SK.LessThanEqualExpression: "<",
    SK.GreaterThanExpression: ">=", SK.GreaterThanEqualExpression: ">",
    SK.LogicalShiftLeftExpression: ">>", SK.LogicalShiftRightExpression: "<<",
    SK.ArithmeticShiftRightExpression: ">>",
}
LITERALS = {SK.IntegerLiteralExpression, SK.IntegerVectorExpression, SK.UnbasedUnsizedLiteralExpression}
# Subtrees that must stay constant (or are not logic).
FROZEN = {
    SK.ParameterDeclarationStatement, SK.ParameterDeclaration, SK.TypedefDeclaration, SK.ModuleHeader,
    SK.DataDeclaration, SK.PortDeclaration, SK.FunctionPrototype, SK.ParameterValueAssignment,
    SK.SimpleRangeSelect, SK.AscendingRangeSelect, SK.DescendingRangeSelect, SK.VariableDimension,
    SK.ImmediateAssertStatement, SK.ImmediateAssumeStatement, SK.ImmediateCoverStatement,
    SK.AssertPropertyStatement, SK.CoverPropertyStatement, SK.AssumePropertyStatement,
    SK.LoopGenerate, SK.IfGenerate, SK.CaseGenerate, SK.GenvarDeclaration,
}
# Where logic lives: mutations only inside these.
LOGIC = {SK.ContinuousAssign, SK.AlwaysCombBlock, SK.AlwaysFFBlock, SK.AlwaysBlock, SK.FunctionDeclaration}
# System functions whose arguments are constant (or types).
CONST_SYSTEM = {"$bits", "$clog2", "$size", "$high", "$low", "$left", "$right", "$increment", "$dimensions"}
# Duplicated operand text is capped: a mutation nested in a large subtree is
# left to the subtree's own sites, so the schema grows linearly.
MAX_DUP = 1500
# The sample gives every block at least this many mutants (or all it has).
MIN_PER_BLOCK = 4


def fail(msg):
    print(f"mutate.py: error: {msg}", file=sys.stderr)
    sys.exit(2)


def tok_text(t):
    return "".join(tr.getRawText() for tr in t.trivia) + t.rawText


def children(n):
    for i in range(len(n)):
        c = n[i]
        if c is not None:
            yield c


def split_lead(text, node):
    """(leading trivia, rest) of a node's emitted text."""
    first = node.getFirstToken() if not isinstance(node, parsing.Token) else node
    lead = "".join(tr.getRawText() for tr in first.trivia)
    assert text.startswith(lead)
    return lead, text[len(lead):]


def one_line(s, n=70):
    s = " ".join(s.split())
    return s if len(s) <= n else s[: n - 3] + "..."


def literal_mutation(text):
    """The off-by-one (or inverted) text of an integer literal, or None."""
    t = text.strip()
    if t in ("'0", "'1"):
        return "'1" if t == "'0" else "'0"
    raw = t.replace("_", "")
    if "'" not in raw:
        if not raw.isdigit():
            return None
        v = int(raw)
        return str(v - 1 if v > 0 else 1)
    size, rest = raw.split("'", 1)
    rest = rest.lstrip("sS")
    if not rest:
        return None
    base, digits = rest[0].lower(), rest[1:]
    radix = {"d": 10, "h": 16, "b": 2, "o": 8}.get(base)
    if radix is None or not size.isdigit():
        return None
    try:
        v = int(digits, radix)
    except ValueError:
        return None  # x / z digits
    width = int(size)
    mask = (1 << width) - 1
    nv = (v ^ 1) if width == 1 else ((v - 1) & mask if v > 0 else 1)
    prefix = t[: t.index("'") + 1] + ("s" if "'s" in t.lower() else "") + base
    return f"{prefix}{nv:x}" if radix == 16 else f"{prefix}{nv:b}" if radix == 2 else f"{prefix}{nv:o}" if radix == 8 else f"{prefix}{nv}"


class Mutator:
    def __init__(self, tree, rel, sites, chosen, mutants):
        self.rel = rel
        self.sites = sites      # every candidate mutation, in traversal order
        self.chosen = chosen    # indices into sites to instrument (None: all)
        self.mutants = mutants  # the instrumented ones, numbered from 1
        self.sm = tree.sourceManager
        self.block = "?"
        self.emitted = {}  # (offset, kind) -> the node's emitted text
        # Bytes: source offsets count bytes (comments may hold UTF-8).
        self.text = tree.sourceManager.getSourceText(tree.root.sourceRange.start.buffer).encode("utf-8")

    def source(self, node, end=None):
        """A node's original text (up to node `end`'s start), without its leading trivia."""
        r = node.sourceRange
        stop = end.sourceRange.start.offset if end is not None else r.end.offset
        return self.text[r.start.offset:stop].decode("utf-8").strip()

    def operand(self, node):
        """An operand's text for a description, bracketed when it is a binary
        expression itself (a || b || c is (a || b) || c)."""
        text = self.source(node)
        return f"({text})" if isinstance(node, syntax.BinaryExpressionSyntax) else text

    def labels(self, item):
        return one_line(self.source(item, item.clause).rstrip(":").strip(), 30)

    def line(self, node):
        return self.sm.getLineNumber(node.sourceRange.start)

    def add(self, node, kind, original, mutated):
        """The guard of a new candidate mutation, or None when it is not chosen."""
        rec = {"site": len(self.sites), "kind": kind, "block": self.block, "file": self.rel,
               "line": self.line(node), "original": one_line(original), "mutated": one_line(mutated)}
        self.sites.append(rec)
        if self.chosen is not None and rec["site"] not in self.chosen:
            return None
        rec = {"id": len(self.mutants) + 1, **rec}
        self.mutants.append(rec)
        return f"gcn_mut_pkg::live == {rec['id']}"

    def emit(self, n, frozen=False, logic=False, in_ff=False, parent=None):
        if isinstance(n, parsing.Token):
            return tok_text(n)
        k = n.kind
        if k in (SK.ModuleDeclaration, SK.PackageDeclaration):
            self.block = n.header.name.valueText
        if k in FROZEN:
            frozen = True
        if k in LOGIC:
            logic = True
        if k == SK.AlwaysFFBlock:
            in_ff = True
        if k == SK.InvocationExpression:
            name = str(n.left).strip()
            if name in CONST_SYSTEM:
                frozen = True
        live = logic and not frozen

        kids = list(children(n))
        parts = []
        for i, c in enumerate(kids):
            cf = frozen
            if k == SK.StandardCaseItem and i < len(kids) - 1:
                cf = True  # the labels
            if k == SK.ForLoopStatement and i < len(kids) - 1:
                cf = True  # the header
            if k == SK.CastExpression and i == 0:
                cf = True  # the width or type
            if k == SK.MultipleConcatenationExpression and i == 1:
                cf = True  # the replication count
            parts.append(self.emit(c, cf, logic, in_ff, n))
        text = "".join(parts)
        if live:
            text = self.mutate(n, kids, parts, text, in_ff, parent)
        self.emitted[key(n)] = text
        return text

    def mutate(self, n, kids, parts, text, in_ff, parent):
        k = n.kind
        lead, body = split_lead(text, n)
        if k in SWAPS and len(str(n)) <= MAX_DUP:
            op_i = next(i for i, c in enumerate(kids) if isinstance(c, parsing.Token))
            new_op = SWAPS[k]
            alt = "".join(parts[:op_i]) + " " + new_op + " " + "".join(parts[op_i + 1:])
            _, alt_body = split_lead(alt, n)
            cond = self.add(n, "op-swap", self.source(n),
                            f"{self.operand(n.left)} {new_op} {self.operand(n.right)}")
            if cond is None:
                return text
            return f"{lead}(({cond}) ? ({alt_body}) : ({body}))"
        if k in LITERALS:
            new = literal_mutation(body)
            if new is None:
                return text
            kind = "bit-index" if parent is not None and parent.kind == SK.BitSelect else "constant"
            cond = self.add(n, kind, self.source(n), new)
            if cond is None:
                return text
            return f"{lead}(({cond}) ? {new} : {body})"
        if k in (SK.UnaryBitwiseNotExpression, SK.UnaryLogicalNotExpression):
            operand = "".join(parts[1:]).strip()
            cond = self.add(n, "drop-not", self.source(n), self.source(kids[1]))
            if cond is None:
                return text
            return f"{lead}(({cond}) ? ({operand}) : ({body}))"
        if k == SK.ConditionalExpression:
            # predicate ? left : right; the predicate leads.
            plead, pbody = split_lead(parts[0], kids[0])
            cond = self.add(kids[0], "invert-cond", self.source(kids[0]), f"!({self.source(kids[0])})")
            if cond is None:
                return text
            return f"{plead}(({cond}) ? !({pbody}) : ({pbody}))" + "".join(parts[1:])
        if k == SK.ConditionalStatement:
            return self.mutate_if(n, kids, parts, lead, in_ff)
        if k == SK.ExpressionStatement and kids[0].kind in (SK.AssignmentExpression,
                                                             SK.NonblockingAssignmentExpression):
            cond = self.add(n, "drop-assign", self.source(n), "(skipped)")
            if cond is None:
                return text
            # begin/end: an else after the statement stays with its own if.
            return f"{lead}begin if (!({cond})) {body} end"
        if k == SK.ContinuousAssign:
            return self.mutate_assign(n, kids, parts, lead, body)
        if k == SK.CaseStatement:
            return self.mutate_case(kids, parts)
        return text

    def mutate_if(self, n, kids, parts, lead, in_ff):
        # [label] [unique|priority] if ( predicate ) statement [else]
        pred_i = next(i for i, c in enumerate(kids) if not isinstance(c, parsing.Token)
                      and c.kind == SK.ConditionalPredicate)
        pred_text = parts[pred_i]
        plead, pbody = split_lead(pred_text, kids[pred_i])
        orig = self.source(kids[pred_i])
        alts = [(self.add(kids[pred_i], "invert-cond", orig, f"!({orig})"), f"!({pbody})")]
        if in_ff:
            alts.append((self.add(kids[pred_i], "stuck-on", orig, "1'b1"), "1'b1"))
            alts.append((self.add(kids[pred_i], "stuck-off", orig, "1'b0"), "1'b0"))
        alts = [f"({c}) ? {v}" for c, v in alts if c is not None]
        if not alts:
            return "".join(parts)
        new_pred = plead + "(" + " : ".join(alts) + f" : ({pbody}))"
        text = "".join(parts[:pred_i]) + new_pred + "".join(parts[pred_i + 1:])
        return text

    def mutate_assign(self, n, kids, parts, lead, body):
        # assign a = b;  ->  assign a = (cond) ? 1'sb0 : (b);  (one assignment per
        # statement). A signed zero: the ?: is then signed exactly when b is,
        # so b is evaluated as before (an unsigned '0 would make >>> logical).
        ai = [i for i, c in enumerate(kids) if not isinstance(c, parsing.Token)]
        if len(ai) != 1 or kids[ai[0]].kind != SK.AssignmentExpression:
            return lead + body
        i = ai[0]
        a = kids[i]
        rhs_text = self.emitted[key(a.right)]
        lhs_text = parts[i][: len(parts[i]) - len(rhs_text)]
        cond = self.add(n, "drop-assign", self.source(n), f"{self.source(a.left)} = 0")
        if cond is None:
            return lead + body
        return "".join(parts[:i]) + f"{lhs_text} ({cond}) ? 1'sb0 : ({rhs_text.strip()})" + "".join(parts[i + 1:])

    def mutate_case(self, kids, parts):
        # Neighbouring standard arms swap bodies: with the mutant live, arm i
        # runs arm i+1's body and arm i+1 runs arm i's.
        items = [i for i, c in enumerate(kids) if not isinstance(c, parsing.Token)
                 and c.kind in (SK.StandardCaseItem, SK.DefaultCaseItem)]
        arms = {}  # kid index -> (prefix incl. the statement's leading trivia, original statement body)
        for i in items:
            it = kids[i]
            if it.kind != SK.StandardCaseItem:
                continue
            st = self.emitted[key(it.clause)]
            if not parts[i].endswith(st):
                continue
            slead, sbody = split_lead(st, it.clause)
            arms[i] = (parts[i][: len(parts[i]) - len(st)] + slead, sbody)
        new = list(parts)
        for x, y in zip(items, items[1:]):
            if x not in arms or y not in arms or len(str(kids[x].clause)) + len(str(kids[y].clause)) > 2 * MAX_DUP:
                continue
            cond = self.add(kids[x], "case-swap",
                            f"{self.labels(kids[x])} <-> {self.labels(kids[y])}",
                            "arm bodies exchanged")
            if cond is None:
                continue
            for j, other in ((x, arms[y][1]), (y, arms[x][1])):
                prefix = arms[j][0]
                own = new[j][len(prefix):]
                new[j] = prefix + f"if ({cond}) begin {other} end else begin {own} end"
        return "".join(new)


def key(node):
    return (node.sourceRange.start.offset, node.kind)


def choose(sites, sample, seed):
    """The candidate indices of a sample of `sample` mutants spread over the
    blocks: each block gets its share of the sample by its number of
    candidates, and at least MIN_PER_BLOCK; the draw within a block is seeded."""
    by_block = {}
    for r in sites:
        by_block.setdefault(r["block"], []).append(r["site"])
    total = len(sites)
    rng = random.Random(seed)
    chosen = set()
    for block in sorted(by_block):
        cands = by_block[block]
        want = min(len(cands), max(MIN_PER_BLOCK, round(sample * len(cands) / total)))
        chosen.update(rng.sample(cands, want))
    return chosen


def schema(sources, root, chosen, top):
    """(sites, mutants, [(output name, text)]) of one pass over the sources."""
    sites, mutants, files, found_top = [], [], [], []
    for src in sources:
        real = os.path.realpath(src)
        if not os.path.isfile(real):
            fail(f"{src}: no such file")
        if real.startswith(root + os.sep):
            rel = os.path.relpath(real, root)
            tree = syntax.SyntaxTree.fromFile(real)
            if any(d.isError() for d in tree.diagnostics):
                fail(f"{src}: does not parse")
            text = Mutator(tree, "rtl/" + rel, sites, chosen, mutants).emit(tree.root)
            if re.search(rf"^\s*module\s+{re.escape(top)}\b", text, re.M):
                if text.count("endmodule") != 1:
                    fail(f"{src}: the top module {top} must be the file's one module")
                at = text.rindex("endmodule")
                text = text[:at] + TOP_INIT + text[at:]
                found_top.append(src)
            files.append((rel, text))
        else:
            files.append((os.path.join("gen", os.path.basename(real)), open(real, encoding="utf-8").read()))
    if not found_top:
        fail(f"no source under {root} declares the top module {top}")
    return sites, mutants, files


def main():
    ap = argparse.ArgumentParser(description="Writes a mutant schema of the RTL.")
    ap.add_argument("--rtl-root", required=True, help="the sources under it are mutated")
    ap.add_argument("--out", required=True, help="output directory")
    ap.add_argument("--top", required=True, help="the top module (its initial block picks the live mutant)")
    ap.add_argument("--sample", type=int, default=0,
                    help="instrument this many mutants spread over the blocks (0: every candidate)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the sample")
    ap.add_argument("sources", nargs="+", help="the Verilation's sources, in order")
    a = ap.parse_args()
    if a.sample < 0:
        fail("--sample must be at least 0")
    root = os.path.realpath(a.rtl_root)
    sites, mutants, files = schema(a.sources, root, None, a.top)
    if a.sample:
        chosen = choose(sites, a.sample, a.seed)
        sites, mutants, files = schema(a.sources, root, chosen, a.top)
    os.makedirs(a.out, exist_ok=True)
    order = [os.path.join(a.out, "gcn_mut_pkg.sv")]
    write_if_changed(order[0], PKG)
    for rel, text in files:
        out = os.path.join(a.out, rel)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        write_if_changed(out, text)
        order.append(out)
    write_if_changed(os.path.join(a.out, "sources.txt"), "".join(p + "\n" for p in order))
    meta = {"candidates": len(sites), "sample": a.sample, "seed": a.seed, "mutants": mutants}
    write_if_changed(os.path.join(a.out, "mutants.json"), json.dumps(meta, indent=1) + "\n")
    print(f"mutate.py: {len(mutants)} of {len(sites)} candidate mutants in {len(a.sources)} files")


PKG = """// Which mutant of the schema is live: 0 is the design as is. The top
// module's initial block sets `live` once (a variable, not a DPI call per
// guard, keeps the schema's simulation fast).
package gcn_mut_pkg;
  import "DPI-C" function int gcn_mutant_id();
  int live;
endpackage
"""
# Inserted before the top module's endmodule.
TOP_INIT = "  initial gcn_mut_pkg::live = gcn_mut_pkg::gcn_mutant_id();\n"


def write_if_changed(path, text):
    try:
        if open(path, encoding="utf-8").read() == text:
            return
    except OSError:
        pass
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
