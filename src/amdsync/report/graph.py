"""Execution graphs as Graphviz DOT text, and SVG through the ``dot`` program.

One cluster per thread (events top to bottom in program order), the initial writes in
their own cluster, and the relations of the AMDGPU model as coloured edges: ``po``
(immediate), ``rf``, ``co`` (immediate), ``sw``, ``hb`` (edges not already implied by
po/sw), availability (write → availability operation) and visibility (write →
visibility operation, labelled with the scope of the instance it becomes visible in).
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.program.ops import Scope
from amdsync.semantics.memory_model.events import Event
from amdsync.semantics.memory_model.relations import Rel, bits, pairs, transitive_closure

EDGE_STYLES = {
    "po": 'color="black"',
    "rf": 'color="red", fontcolor="red"',
    "co": 'color="blue", fontcolor="blue"',
    "sw": 'color="darkgreen", fontcolor="darkgreen", penwidth=2',
    "hb": 'color="gray40", fontcolor="gray40", style="dashed"',
    "av": 'color="orange", fontcolor="orange", style="dotted"',
    "vis": 'color="purple", fontcolor="purple", style="dotted"',
}


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _immediate(rel: Rel) -> list[tuple[int, int]]:
    """The transitive reduction of a (transitive, acyclic) order."""
    out: list[tuple[int, int]] = []
    for a, b in pairs(rel):
        if not any(rel[m] >> b & 1 for m in bits(rel[a]) if m != b):
            out.append((a, b))
    return out


def execution_dot(events: Sequence[Event], thread_names: Sequence[str], po: Rel,
                  rf: Sequence[int | None], co: Sequence[int],
                  sw: Sequence[tuple[int, int, frozenset[int] | None]],
                  hb: Rel, avail: dict[int, set[int]], vis: dict[int, dict[int, Scope]],
                  title: str, read_values: dict[int, str]) -> str:
    """DOT text of one execution."""
    lines = [f"digraph {_quote(title)} {{", "  rankdir=TB;", "  node [shape=box, "
             'fontname="monospace", fontsize=10];', '  edge [fontname="monospace", '
             "fontsize=9];", f"  label={_quote(title)};"]
    inits = [e for e in events if e.is_init]
    if inits:
        lines.append('  subgraph cluster_init { label="initial state"; style=dotted;')
        lines.extend(f"    e{e.id} [label={_quote(e.text)}];" for e in inits)
        lines.append("  }")
    for t, name in enumerate(thread_names):
        evs = [e for e in events if e.thread == t]
        if not evs:
            continue
        lines.append(f"  subgraph cluster_t{t} {{ label={_quote(name)};")
        for e in evs:
            text = e.text
            if e.id in read_values:
                text += f" → {read_values[e.id]}"
            lines.append(f"    e{e.id} [label={_quote(text)}];")
        lines.append("  }")
    drawn: set[tuple[int, int]] = set()

    def edge(a: int, b: int, kind: str, label: str | None = None) -> None:
        text = label if label is not None else kind
        lines.append(f"  e{a} -> e{b} [label={_quote(text)}, {EDGE_STYLES[kind]}];")
        drawn.add((a, b))

    for a, b in _immediate(po):
        edge(a, b, "po")
    for r, w in enumerate(rf):
        if w is not None:
            edge(w, r, "rf")
    for a, b in _immediate(list(co)):
        edge(a, b, "co")
    sw_rel = [0] * len(events)
    for a, b, _ in sw:
        edge(a, b, "sw")
        sw_rel[a] |= 1 << b
    base = transitive_closure([po[i] | sw_rel[i] for i in range(len(events))])
    for a, b in _immediate(hb):
        if not base[a] >> b & 1:
            edge(a, b, "hb")
    for w, ops in sorted(avail.items()):
        for x in sorted(ops):
            if x != w:
                edge(w, x, "av")
    for w, ops2 in sorted(vis.items()):
        for y, level in sorted(ops2.items()):
            edge(w, y, "vis", f"vis@{level.name.lower()}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def write_svg(dot_text: str, out: Path, loc: Loc) -> None:
    """Render DOT text to ``out`` with Graphviz ``dot``; a missing ``dot`` or a failed
    render is a user-facing error located at ``loc``."""
    exe = shutil.which("dot")
    if exe is None:
        raise AmdsyncError("graphviz-missing", "--graph needs the Graphviz 'dot' program "
                           "(Debian/Ubuntu: apt-get install graphviz); use --dot for the "
                           "DOT text", loc)
    fmt = out.suffix.lstrip(".") or "svg"
    try:
        subprocess.run([exe, f"-T{fmt}", "-o", str(out)], input=dot_text.encode(),
                       check=True, capture_output=True, timeout=60)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
        detail = getattr(error, "stderr", b"") or b""
        raise AmdsyncError("graphviz-failed", f"dot could not write {out}: "
                           f"{detail.decode(errors='replace').strip() or error}", loc) from None
