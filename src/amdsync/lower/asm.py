"""Reading LLVM's AMDGCN assembly: the counter waits emitted for each ``wait.asyncmark``.

LLVM prints ``; wait_asyncmark(N)`` where the pseudo instruction was and the counter
waits it became right after it (``s_waitcnt vmcnt(2)``, ``s_wait_asynccnt 0x1``). A module
lowered with ``annotate=True`` puts ``; amdsync.wait <i>`` (an inline-assembly comment)
before wait i, so waits are matched by identity, not by block placement order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from amdsync.lower.emit import WAIT_MARKER
from amdsync.targets.waitcnt_fields import decode_combined

_MARKER = re.compile(rf";\s*{re.escape(WAIT_MARKER)} (\d+)")
_PSEUDO = re.compile(r";\s*wait_asyncmark\((\d+)\)")
_WAITCNT_FIELD = re.compile(r"(vmcnt|expcnt|lgkmcnt)\((\d+)\)")
_WAIT_SPLIT = re.compile(r"s_wait_(\w+?)cnt\s+(0x[0-9a-fA-F]+|\d+)")
_VSCNT = re.compile(r"s_waitcnt_vscnt\s+\S+,\s*(0x[0-9a-fA-F]+|\d+)")


@dataclass(frozen=True)
class EmittedWait:
    """The waits LLVM put at one ``wait.asyncmark(count)``: counter → value."""

    marker: int | None
    count: int
    counters: dict[str, int] = field(default_factory=dict)
    group: int = 0  # waits with nothing between them share one emitted wait

    def get(self, counter: str) -> int | None:
        return self.counters.get(counter)


def parse_waits(line: str) -> dict[str, int]:
    """Counter values of one wait instruction (empty if the line is not a wait)."""
    text = line.strip()
    out: dict[str, int] = {}
    if text.startswith("s_waitcnt_vscnt"):
        m = _VSCNT.search(text)
        if m:
            out["vscnt"] = int(m.group(1), 0)
    elif text.startswith("s_waitcnt"):
        for name, value in _WAITCNT_FIELD.findall(text):
            out[name] = int(value)
    elif text.startswith("s_wait_"):
        m = _WAIT_SPLIT.match(text)
        if m:
            names = f"{m.group(1)}cnt".split("_")
            value = int(m.group(2), 0)
            if len(names) == 2:
                # GFX12 s_wait_loadcnt_dscnt / s_wait_storecnt_dscnt pack the first
                # counter in bits 13:8 and dscnt in bits 5:0.
                out[names[0]], out[names[1]] = decode_combined(value)
            else:
                out[names[0]] = value
    return out


def _is_wait(text: str) -> bool:
    return text.startswith(("s_waitcnt", "s_wait_"))


def emitted_waits(asm: str) -> list[EmittedWait]:
    """Every ``wait.asyncmark`` in ``asm`` in output order, with the counter waits that
    follow it (the minimum where a counter appears twice).

    ``wait.asyncmark`` is a meta instruction: LLVM emits its counter wait before the next
    real instruction (an ``asyncmark`` counts as one), so consecutive waits with nothing
    between them share the waits that follow the last one; they get the same ``group``.
    """
    lines = [raw.strip() for raw in asm.splitlines()]
    out: list[EmittedWait] = []
    marker: int | None = None
    group: list[tuple[int | None, int]] = []
    counters: dict[str, int] = {}
    groups = 0

    def close() -> None:
        nonlocal group, counters, groups
        for mark, count in group:
            out.append(EmittedWait(mark, count, dict(counters), groups))
        if group:
            groups += 1
        group, counters = [], {}

    for text in lines:
        if not text or text.startswith((";;#ASMSTART", ";;#ASMEND")):
            continue
        if text.startswith(".") and not text.endswith(":") and ":" not in text.split()[0]:
            continue  # assembler directives (.loc from !dbg, .cfi …) are not instructions
        m = _MARKER.search(text)
        if m:
            marker = int(m.group(1))
            continue
        p = _PSEUDO.match(text)
        if p:
            if counters:
                close()
            group.append((marker, int(p.group(1))))
            marker = None
            continue
        if group and _is_wait(text):
            for name, value in parse_waits(text).items():
                counters[name] = min(value, counters.get(name, value))
            continue
        if text.startswith(";") and not text.startswith("; asyncmark"):
            continue  # other comments
        close()
    close()
    return out
