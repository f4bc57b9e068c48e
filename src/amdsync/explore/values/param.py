"""Parametric exploration: one run of the checker for every value of a kernel argument
in a range at once (docs/semantics/sweeps.md, "Every launch shape", parametric sweeps).

The swept argument's register holds a *class* of values: a 2-D lane vector, one row per
value still in the class. Arithmetic, comparisons, casts, selects, phis and buffer
offsets compute on all rows at once. Before any other instruction — a branch, an
address, a store, a call, a wait, anything that is not data flow between registers —
uses a register that still differs between the class's values (on the wave's active
lanes), the machine splits the class by what that instruction would see: each part is
explored as its own branch of the search (the split is a scheduling choice of
explore/search/check.py, recorded and replayed like the others). Every value of a part
therefore runs exactly the same instructions, with the same addresses and the same
branch outcomes, as the one representative execution the part explores; a part's
verdict is the verdict of each of its values.

One relaxation keeps the number of parts small on compiler output: a plain read of a
global region that nothing but plain reads has touched (an input buffer) may differ in
address and range between the values (Triton masks its loads by giving masked-off
lanes an out-of-range offset). Such a read cannot race and reads defined host data
(explore/memory/shadow.py's lazy read log), so the addresses do not matter; the loaded value
is unknown for every lane that is in range for some value (out of range lanes read 0
only when out of range for every value) — an over-approximation that can only make
a later use of the value `incomplete`, never hide a finding. The region is then
assumed read-only for the rest of the exploration: anything else touching it stops the
parametric run (ReadOnlyViolated), and the sweep falls back to checking values one by
one.
"""

from __future__ import annotations

import numpy as np

from amdsync.explore.values.values import BoolArray, BufPtr, IntArray, Value

PARAM_CHOICE = -1  # the wave index of a class split among a machine's choices


def is_param(value: Value | None) -> bool:
    """Does ``value`` hold one row per value of the class (a 2-D lane vector, or a
    buffer address computed from one)?"""
    if isinstance(value, np.ndarray):
        return value.ndim == 2
    if isinstance(value, BufPtr):
        return value.addr.ndim == 2 or value.in_range.ndim == 2
    return False


def spread(array: np.ndarray, count: int) -> np.ndarray:
    """``array`` with one row per value of a class of ``count`` (a 1-D lane vector is
    the same for every value)."""
    return np.broadcast_to(array, (count, array.shape[-1]))


def rows(value: Value, active: BoolArray, count: int) -> IntArray:
    """What each value of the class sees of ``value`` on the active lanes: one row per
    value (buffer addresses: address and range)."""
    if isinstance(value, BufPtr):
        addr = spread(value.addr, count)[:, active]
        in_range = spread(value.in_range, count)[:, active]
        return np.concatenate([addr, in_range.astype(np.int64)], axis=1)
    assert isinstance(value, np.ndarray)
    return spread(value, count)[:, active]


def partition(parts: list[IntArray]) -> list[IntArray] | None:
    """The class split by equal rows of every part (indices into the class, in order of
    first occurrence), or None when every value sees the same."""
    table = np.concatenate(parts, axis=1)
    if table.shape[1] == 0 or bool((table == table[0]).all()):
        return None
    _, first, inverse = np.unique(table, axis=0, return_index=True, return_inverse=True)
    inverse = inverse.reshape(-1)
    order = np.argsort(first)
    return [np.nonzero(inverse == group)[0] for group in order]


def select(value: Value, index: IntArray) -> Value:
    """``value`` restricted to the class values at ``index`` (1-D once one is left)."""
    if isinstance(value, np.ndarray) and value.ndim == 2:
        return value[int(index[0])].copy() if len(index) == 1 else value[index]
    if isinstance(value, BufPtr) and is_param(value):
        return BufPtr(_select_array(value.addr, index), _select_array(value.in_range, index))
    return value


def _select_array(array: np.ndarray, index: IntArray) -> np.ndarray:
    if array.ndim == 1:
        return array
    return array[int(index[0])].copy() if len(index) == 1 else array[index]


def collapse(value: Value) -> Value:
    """One lane vector for an instruction that is not data flow, once the class sees
    the same on the active lanes (the first row; buffer addresses of a relaxed read:
    per lane, a value's address that is in range, and in range where any value is)."""
    if isinstance(value, np.ndarray) and value.ndim == 2:
        row: IntArray = value[0]
        return row
    if isinstance(value, BufPtr) and is_param(value):
        count = max(value.addr.shape[0] if value.addr.ndim == 2 else 1,
                    value.in_range.shape[0] if value.in_range.ndim == 2 else 1)
        addr = spread(value.addr, count)
        in_range = spread(value.in_range, count)
        pick = np.argmax(in_range, axis=0)
        lanes = np.arange(addr.shape[-1])
        reachable: BoolArray = np.asarray(in_range.any(axis=0))
        return BufPtr(addr[pick, lanes].copy(), reachable)
    return value


def ranges_text(values: IntArray | list[int]) -> str:
    """``1..64, 66, 70..72``: sorted values as runs."""
    items = sorted(int(v) for v in values)
    runs: list[list[int]] = []
    for v in items:
        if runs and v == runs[-1][1] + 1:
            runs[-1][1] = v
        else:
            runs.append([v, v])
    return ", ".join(str(a) if a == b else f"{a}..{b}" for a, b in runs)


class ReadOnlyViolated(Exception):
    """A region a parametric run assumed read-only (see the module docstring) was
    touched by something other than a plain read."""

    def __init__(self, region: int) -> None:
        super().__init__(f"global region {region} assumed read-only was written")
        self.region = region

    def fallback(self, name: str) -> str:
        """Why a sweep over ``name`` was then checked value by value (or sampled)."""
        return (f"{name}: a buffer read at addresses that depend on {name} ({self}) is "
                "written too")
