"""A global or flat load or store with cache-policy bits, read as the IR access the
memory-model code-sequence tables of amdgpu-usage ("Memory Model GFX90A", "Memory
Model GFX942") implement with exactly that one instruction (docs/semantics/inline-asm.md,
"Loads and stores with cache-policy bits" argues each row)::

    GFX942  global_load_dword … sc0 sc1  → load atomic monotonic, system scope
    GFX942  global_load_dword …          → load atomic monotonic, wavefront scope
    GFX90A  global_load_dword … glc slc  → non-atomic nontemporal load

The rule: several IR accesses may map to one instruction (a non-atomic load and a
monotonic one of narrow scope are the same ``global_load_dword`` on GFX942); the
backend relies on the instruction to give each of them, so it gives the strongest —
the monotonic atomic of the widest scope whose row is that instruction alone, else the
non-atomic access. A bit set no row of the target's table produces is refused.
"""

from __future__ import annotations

from dataclasses import dataclass

from amdsync.formats.llvm.asm.errors import AsmError
from amdsync.program import ops as o
from amdsync.targets.processors import MM_GFX90A, MM_GFX942, Processor

CACHE_BITS = frozenset({"sc0", "sc1", "nt", "glc", "slc", "dlc"})


@dataclass(frozen=True)
class Reading:
    """The IR access an instruction is: a monotonic atomic of ``scope``, or (scope None)
    a non-atomic access, ``nontemporal`` as the row says."""

    scope: o.Scope | None
    nontemporal: bool
    row: str  # the table row, for messages and docs


_W, _WG, _SYS = o.Scope.WAVEFRONT, o.Scope.WORKGROUP, o.Scope.SYSTEM

# (table, load or store, bits) → reading. The rows are quoted in the docs.
_TABLE: dict[tuple[str, str, frozenset[str]], Reading] = {
    # GFX90A (amdgpu-usage Table "AMDHSA Memory Model Code Sequences GFX90A").
    # load atomic monotonic workgroup: "buffer/global/flat_load glc=1 — If not TgSplit
    # execution mode, omit glc=1" (TgSplit: see _tgsplit below).
    (MM_GFX90A, "load", frozenset()): Reading(_WG, False, "load atomic monotonic workgroup "
                                              "(not TgSplit): buffer/global/flat_load"),
    # load atomic monotonic agent / system: "buffer/global/flat_load glc=1".
    (MM_GFX90A, "load", frozenset({"glc"})): Reading(
        _SYS, False, "load atomic monotonic agent, system: buffer/global/flat_load glc=1"),
    # load, !volatile & nontemporal: "buffer/global/flat_load glc=1 slc=1".
    (MM_GFX90A, "load", frozenset({"glc", "slc"})): Reading(
        None, True, "load !volatile & nontemporal: buffer/global/flat_load glc=1 slc=1"),
    # store atomic monotonic singlethread … agent, and system: "buffer/global/flat_store".
    (MM_GFX90A, "store", frozenset()): Reading(
        _SYS, False, "store atomic monotonic singlethread … system: buffer/global/flat_store"),
    # store, !volatile & nontemporal: "buffer/global/flat_store glc=1 slc=1".
    (MM_GFX90A, "store", frozenset({"glc", "slc"})): Reading(
        None, True, "store !volatile & nontemporal: buffer/global/flat_store glc=1 slc=1"),
    # GFX942 (amdgpu-usage "Memory Model GFX942"; the monotonic rows set sc0 for
    # workgroup, sc1 for agent, both for system, none for singlethread/wavefront — the
    # txt copy keeps the store rows inside the release sequences).
    (MM_GFX942, "load", frozenset()): Reading(
        _W, False, "load atomic monotonic singlethread, wavefront: buffer/global/flat_load"),
    (MM_GFX942, "load", frozenset({"sc0"})): Reading(
        _WG, False, "load atomic monotonic workgroup: buffer/global/flat_load sc0=1"),
    (MM_GFX942, "load", frozenset({"sc1"})): Reading(
        o.Scope.AGENT, False, "load atomic monotonic agent: buffer/global/flat_load sc1=1"),
    (MM_GFX942, "load", frozenset({"sc0", "sc1"})): Reading(
        _SYS, False, "load atomic monotonic system: buffer/global/flat_load sc0=1 sc1=1"),
    (MM_GFX942, "load", frozenset({"nt"})): Reading(
        None, True, "load !volatile & nontemporal: buffer/global/flat_load nt=1"),
    (MM_GFX942, "store", frozenset()): Reading(
        _W, False, "store atomic monotonic singlethread, wavefront: buffer/global/flat_store"),
    (MM_GFX942, "store", frozenset({"sc0"})): Reading(
        _WG, False, "store atomic monotonic workgroup: buffer/global/flat_store sc0=1"),
    (MM_GFX942, "store", frozenset({"sc1"})): Reading(
        o.Scope.AGENT, False, "store atomic monotonic agent: buffer/global/flat_store sc1=1"),
    (MM_GFX942, "store", frozenset({"sc0", "sc1"})): Reading(
        _SYS, False, "store atomic monotonic system: buffer/global/flat_store sc0=1 sc1=1"),
    (MM_GFX942, "store", frozenset({"nt"})): Reading(
        None, True, "store !volatile & nontemporal: buffer/global/flat_store nt=1"),
}


def reading(processor: Processor, kind: str, bits: frozenset[str], tgsplit: bool,
            instruction: str) -> Reading:
    """The IR access ``instruction`` (a ``kind`` "load" or "store" with cache-policy
    ``bits``) is on ``processor``; refused where no row gives it."""
    table = processor.memory_model
    if table not in (MM_GFX90A, MM_GFX942):
        raise AsmError("unsupported-instruction",
                       f"`{instruction}`: amdsync reads cache-policy bits by the GFX90A and "
                       f"GFX942 code-sequence tables; {processor.name} follows the "
                       f"{table} table")
    found = _TABLE.get((table, kind, bits))
    if found is None:
        shown = " ".join(sorted(bits)) or "no cache-policy bits"
        raise AsmError("unsupported-instruction",
                       f"`{instruction}` with {shown}: no row of the {table} code-sequence "
                       f"table is a {kind} with those bits, so what it guarantees is not "
                       "stated")
    if tgsplit and table == MM_GFX90A and kind == "load" and not bits:
        # In TgSplit mode the workgroup row keeps glc=1: a load without it is only the
        # singlethread/wavefront row.
        return Reading(_W, False, "load atomic monotonic singlethread, wavefront (TgSplit): "
                       "buffer/global/flat_load")
    return found
