#!/usr/bin/env python3
"""Checks `cosim inspect --json` against LLVM's own reading of a code object.

usage: check_code_object.py COSIM LLVM_OBJDUMP LLVM_READELF CODE_OBJECT

The kernel descriptor is compared with the .amdhsa_ directives
llvm-objdump-16 -D prints for each NAME.kd symbol, the descriptor and entry
addresses with the symbol addresses it prints, and the metadata with the
YAML llvm-readelf-16 --notes prints. Exit 0 when everything agrees, 1 with
one line per difference otherwise.
"""
import json
import re
import subprocess
import sys


def run(*cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def parse_yaml(lines):
    """The block-style YAML subset llvm-readelf prints for AMDGPU metadata."""
    toks = []
    for line in lines:
        if line.strip() in ("", "---", "..."):
            continue
        toks.append([len(line) - len(line.lstrip(" ")), line.strip()])

    def scalar(text):
        text = text.strip()
        if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
            return text[1:-1]
        return text

    def block(i, indent):
        if toks[i][1].startswith("- "):
            seq = []
            while i < len(toks) and toks[i][0] == indent and toks[i][1].startswith("- "):
                item = toks[i][1][2:]
                if re.match(r"^[.\w]+:(\s|$)", item):
                    toks[i] = [indent + 2, item]
                    val, i = block(i, indent + 2)
                else:
                    val, i = scalar(item), i + 1
                seq.append(val)
            return seq, i
        mapping = {}
        while i < len(toks) and toks[i][0] == indent and not toks[i][1].startswith("- "):
            key, _, rest = toks[i][1].partition(":")
            i += 1
            if rest.strip():
                mapping[key] = scalar(rest)
            elif i < len(toks) and toks[i][0] > indent:
                mapping[key], i = block(i, toks[i][0])
            else:
                mapping[key] = None
        return mapping, i

    return block(0, toks[0][0])[0]


def main():
    cosim, objdump, readelf, co = sys.argv[1:5]
    ours = json.loads(run(cosim, "inspect", "--json", co))
    errors = []

    def same(what, theirs, mine):
        if str(theirs) != str(mine):
            errors.append(f"{co}: {what}: LLVM says {theirs}, cosim inspect says {mine}")

    # Symbol addresses and .amdhsa_ directives from llvm-objdump.
    dump = run(objdump, "-D", "--mcpu=gfx900", co)
    symbols = {m.group(2): int(m.group(1), 16) for m in re.finditer(r"^([0-9a-f]+) <([^>]+)>:", dump, re.M)}
    directives = {}
    for m in re.finditer(r"^\.amdhsa_kernel (\S+)\n(.*?)^\.end_amdhsa_kernel", dump, re.M | re.S):
        directives[m.group(1)] = dict(re.findall(r"^\s*\.amdhsa_(\w+) (\S+)", m.group(2), re.M))

    # Metadata from llvm-readelf.
    notes = run(readelf, "--notes", co).splitlines()
    start = next(i for i, l in enumerate(notes) if "AMDGPU Metadata:" in l) + 1
    end = next(i for i in range(start, len(notes)) if notes[i].strip() == "...")
    meta = parse_yaml(notes[start:end])
    same("target", meta["amdhsa.target"], ours["target"])

    by_name = {k["name"]: k for k in ours["kernels"]}
    same("kernels", sorted(k[".name"] for k in meta["amdhsa.kernels"]), sorted(by_name))
    for mk in meta["amdhsa.kernels"]:
        name = mk[".name"]
        k = by_name.get(name)
        if k is None:
            continue
        for key in ("kernarg_segment_size", "kernarg_segment_align", "group_segment_fixed_size",
                    "private_segment_fixed_size", "sgpr_count", "vgpr_count", "wavefront_size",
                    "max_flat_workgroup_size"):
            same(f"{name} metadata .{key}", mk.get("." + key, 0), k["metadata"][key])
        margs = mk.get(".args", [])
        same(f"{name} argument count", len(margs), len(k["args"]))
        for i, (ma, a) in enumerate(zip(margs, k["args"])):
            for key in ("offset", "size", "value_kind", "address_space", "name", "type_name"):
                same(f"{name} argument {i} .{key}", ma.get("." + key, ""), a[key])
        same(f"{name} descriptor address", symbols.get(name + ".kd"), k["kd_address"])
        same(f"{name} entry address", symbols.get(name), k["entry"])
        d, kd = directives.get(name, {}), k["descriptor"]
        if not d:
            errors.append(f"{co}: llvm-objdump printed no .amdhsa_kernel {name}")
            continue
        for key in ("group_segment_fixed_size", "private_segment_fixed_size", "kernarg_size",
                    "float_round_mode_32", "float_round_mode_16_64", "float_denorm_mode_32",
                    "float_denorm_mode_16_64"):
            same(f"{name} .amdhsa_{key}", d[key], kd[key])
        for key in ("dx10_clamp", "ieee_mode"):
            same(f"{name} .amdhsa_{key}", d[key], int(kd[key]))
        # The disassembler prints the granulated counts back as
        # (granule + 1) * 4 VGPRs and (granule + 1) * 8 SGPRs.
        same(f"{name} .amdhsa_next_free_vgpr", d["next_free_vgpr"], (kd["granulated_workitem_vgpr_count"] + 1) * 4)
        same(f"{name} .amdhsa_next_free_sgpr", d["next_free_sgpr"], (kd["granulated_wavefront_sgpr_count"] + 1) * 8)
        same(f"{name} .amdhsa_system_sgpr_private_segment_wavefront_offset",
             d["system_sgpr_private_segment_wavefront_offset"], int(kd["private_segment_wavefront_offset"]))
        for dim in "xyz":
            same(f"{name} .amdhsa_system_sgpr_workgroup_id_{dim}", d[f"system_sgpr_workgroup_id_{dim}"],
                 int(kd[f"workgroup_id_{dim}"]))
        same(f"{name} .amdhsa_system_sgpr_workgroup_info", d["system_sgpr_workgroup_info"], int(kd["workgroup_info"]))
        same(f"{name} .amdhsa_system_vgpr_workitem_id", d["system_vgpr_workitem_id"], kd["workitem_id"])
        for key, val in kd["user_sgpr"].items():
            same(f"{name} .amdhsa_user_sgpr_{key}", d[f"user_sgpr_{key}"], int(val))

    for e in errors:
        print(e)
    if errors:
        return 1
    print(f"{co}: {len(ours['kernels'])} kernel(s) agree with llvm-objdump and llvm-readelf")
    return 0


if __name__ == "__main__":
    sys.exit(main())
