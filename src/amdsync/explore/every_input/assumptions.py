"""Sides of unknown branches an execution assumed, and the witness input that makes
an input take them (docs/semantics/every-input.md, "Every input").

Without ``--input`` a wave-uniform branch on a value read from a kernel buffer explores
every side as its own execution (explore/every_input/unknown_branches.py). Each side taken is an
:class:`Assumption`; when the condition has the simple form ``icmp PRED (casts of a
loaded cell), K`` (or a switch on such a cell), the side is a :class:`Constraint` on
the cell's initial value. A finding reached through assumptions is reported only when
:func:`witness` finds values of the cells meeting every constraint of its execution and
a concrete check with them (``--input``) finds it again (explore/every_input/witness.py).

    branch %c (icmp sgt (load data[2]), 0) took the true side → data[2] > 0
    witness: data = values:i32:0,0,1  (the cells no side constrains are 0)
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from amdsync.diagnostics import Loc
from amdsync.explore.every_input.inputs import InputSpec
from amdsync.explore.every_input.value_sources import CastStep, where
from amdsync.explore.symbolic.solver import Model
from amdsync.explore.values.compute import icmp, to_bytes
from amdsync.explore.values.values import splat, wrap
from amdsync.program import ops as o


@dataclass(frozen=True)
class Cell:
    """An input location: ``size`` bytes at ``offset`` in the buffer ``--input NAME``
    names, read as a ``bits``-wide integer."""

    buffer: str
    offset: int
    size: int
    bits: int
    count: int = 1  # (a filled witness: this many cells in a row, one value)

    def describe(self) -> str:
        if self.offset % self.size == 0:
            first = self.offset // self.size
            if self.count > 1:
                return f"{self.buffer}[{first}..{first + self.count - 1}] (i{self.bits})"
            return f"{self.buffer}[{first}] (i{self.bits})"
        return f"{self.buffer} bytes {self.offset}..{self.offset + self.size - 1}"


@dataclass(frozen=True)
class Constraint:
    """``icmp pred (casts (cell)), other`` is ``holds`` (the sides swapped when not
    ``loaded_left``)."""

    casts: tuple[CastStep, ...]
    pred: o.ICmpPred
    other: int
    loaded_left: bool
    holds: bool

    def admits(self, value: int, bits: int) -> bool:
        """Does the cell's value ``value`` (sign-extended from ``bits``) meet it?"""
        x = wrap(splat(value, 1), bits)
        for step in self.casts:
            if step.kind is o.CastKind.ZEXT and step.src_bits is not None and (
                    step.src_bits < 64):
                x = x & ((1 << step.src_bits) - 1)
            elif step.kind is o.CastKind.TRUNC and step.dest_bits is not None:
                x = wrap(x, step.dest_bits)
        k = splat(self.other, 1)
        result = icmp(self.pred, x, k) if self.loaded_left else icmp(self.pred, k, x)
        assert isinstance(result, np.ndarray)
        return bool(result[0]) == self.holds


COLUMN = "<column>"  # an access of every location an unknown address may take
SYMBOLIC = "<symbolic>"  # two accesses the solver found may meet
EVERY_SIDE = "<every side>"  # lanes that may disagree run every side (lane_splits.py)


@dataclass(frozen=True)
class Assumption:
    """One side of an unknown branch an execution took: the terminator, the block the
    wave went to, and — for a simple condition — the cell and the constraint (a
    switch's default side has one per case). Where lanes that may disagree ran every
    side (``cell`` None), ``reads`` are the cells the condition's loads read and
    ``constraints`` the condition's compare, whose constant a filled witness tries
    (:func:`fill_witnesses`)."""

    loc: Loc
    target: str
    cell: Cell | None
    constraints: tuple[Constraint, ...]
    reads: tuple[Cell, ...] = ()  # (lanes that may disagree: the cells the condition read)
    # An input the solver gave (explore/every_input/symbolic_access.py): for a side, one
    # that takes every side of the execution up to this one; for a conflict, one under
    # which its two accesses meet.
    model: Witness | None = None
    # The wave that took the side (its index among the scheduled waves; None: not a
    # side of a branch): MAX_SIDES_PER_BRANCH counts each wave's own sides
    # (explore/every_input/unknown_branches.py).
    wave: int | None = None

    def describe(self) -> str:
        if self.target == SYMBOLIC:
            return (f"the accesses at {where(self.loc)} meeting at one location for some "
                    "input")
        if self.target == COLUMN:
            return f"every location the address at {where(self.loc)} may take"
        if self.target.startswith("<"):  # (lanes that may disagree ran every side)
            return f"every lane on every side of the branch at {where(self.loc)}"
        return f"the branch at {where(self.loc)} going to %{self.target}"


@dataclass(frozen=True)
class Witness:
    """Values of the input cells that meet every assumption of an execution, and the
    inputs that give them (the given inputs, extended)."""

    values: tuple[tuple[Cell, int], ...]
    inputs: tuple[InputSpec, ...]

    def describe(self) -> str:
        cells = ", ".join(f"{cell.describe()} = {value}" for cell, value in self.values)
        flags = " ".join(f"--input {spec.name}={spec.source}" for spec in self.inputs
                         if any(cell.buffer == spec.name for cell, _ in self.values))
        return f"{cells} ({flags})"


@dataclass(frozen=True)
class SymbolicRead:
    """A plain read and a write of one buffer that the solver found may meet unordered
    for the input ``witness`` (explore/every_input/symbolic_access.py)."""

    read: Loc
    write: Loc
    witness: Witness

    def describe(self) -> str:
        return (f"the load at {where(self.read)} may read the store at {where(self.write)} "
                f"with no happens-before between them, for the input "
                f"{self.witness.describe()}")


def model_witness(model: Model, cells: Sequence[Cell],
                  given: Sequence[InputSpec] = ()) -> Witness:
    """The input a solver's model gives (explore/symbolic/solver.py): every buffer byte the
    model names and every byte of ``cells`` (the elements the execution read, each of
    the shape its load read; 0 where the model leaves it free), zeros between; the
    given inputs as they are."""
    shapes: dict[str, tuple[int, int]] = {}
    for cell in cells:
        shapes.setdefault(cell.buffer, (cell.size, cell.bits))
    by_buffer: dict[str, dict[int, int]] = {}
    for (buffer, offset), byte in model.bytes.items():
        by_buffer.setdefault(buffer, {})[offset] = byte
    # Every cell the execution read is given (0 where the model leaves it free): the
    # concrete run that confirms a finding must know each address its lanes compute.
    given_names = {spec.name for spec in given}
    for cell in cells:
        if cell.buffer not in given_names:
            named = by_buffer.setdefault(cell.buffer, {})
            for k in range(cell.size):
                named.setdefault(cell.offset + k, 0)
    specs: dict[str, InputSpec] = {spec.name: spec for spec in given}
    values: list[tuple[Cell, int]] = []
    for buffer in sorted(by_buffer):
        size, bits = shapes.get(buffer, (1, 8))
        named = by_buffer[buffer]
        end = -(-(max(named) + 1) // size) * size
        data = bytes(named.get(i, 0) for i in range(end))
        mine: list[tuple[Cell, int]] = []
        for first in sorted({offset - offset % size for offset in named}):
            cell = Cell(buffer, first, size, bits)
            raw = int.from_bytes(data[first:first + size], "little")
            value = raw & ((1 << bits) - 1)
            if value >> (bits - 1):
                value -= 1 << bits
            mine.append((cell, value))
        specs[buffer] = InputSpec(buffer, data, _listing(data, mine))
        values += _runs(mine)
    return Witness(tuple(values), tuple(specs.values()))


def pinned_witness(w: Witness, pinned: Callable[[Mapping[str, bytes]], dict[str, bytes]]
                   ) -> Witness:
    """``w`` with the bytes the assumptions pin written over its inputs (``pinned``:
    Preconditions.pinned; explore/symbolic/pins.py), each cell it shows read again: the
    input a launch under those assumptions has, which ``--input`` with the same
    assumptions reproduces."""
    data = pinned({spec.name: spec.data for spec in w.inputs})
    if all(data[spec.name] == spec.data for spec in w.inputs):
        return w
    values = tuple((cell, _cell_value(data[cell.buffer], cell)) if cell.buffer in data
                   else (cell, value) for cell, value in w.values)
    inputs = tuple(spec if data[spec.name] == spec.data else
                   InputSpec(spec.name, data[spec.name], _listing(
                       data[spec.name], [(c, v) for c, v in values if c.buffer == spec.name]))
                   for spec in w.inputs)
    return Witness(values, inputs)


def _cell_value(data: bytes, cell: Cell) -> int:
    """The signed value of ``cell``'s first element in ``data`` (0 past its end)."""
    raw = data[cell.offset:cell.offset + cell.size].ljust(cell.size, b"\0")
    value = int.from_bytes(raw, "little") & ((1 << cell.bits) - 1)
    return value - (1 << cell.bits) if value >> (cell.bits - 1) else value


def _runs(cells: list[tuple[Cell, int]]) -> list[tuple[Cell, int]]:
    """Consecutive elements of one value as one cell with a count (``t[0..63] = 0``)."""
    out: list[tuple[Cell, int]] = []
    for cell, value in cells:
        if out:
            last, held = out[-1]
            if held == value and cell.offset == last.offset + last.size * last.count:
                out[-1] = (Cell(last.buffer, last.offset, last.size, last.bits,
                                last.count + 1), held)
                continue
        out.append((cell, value))
    return out


def _candidates(cell: Cell, constraints: Iterable[Constraint]) -> list[int]:
    """Values worth trying for a cell: 0, ±1, the type's ends, and each compared
    constant with its neighbours (the ends of every interval a conjunction of
    comparisons with constants leaves, and points past the excluded ones)."""
    bits = cell.bits
    ends = [0, 1, -1, -(1 << (bits - 1)), (1 << (bits - 1)) - 1] if bits > 1 else [0, 1]
    near: list[int] = []
    for c in constraints:
        near += [c.other + d for d in range(-1, 3)]
        if c.casts and c.casts[0].src_bits is not None:  # (a zext'd value's unsigned reading)
            near += [(c.other + d) & ((1 << c.casts[0].src_bits) - 1) for d in range(-1, 3)]
    out: list[int] = []
    for v in [0, *near, *ends]:
        w = int(wrap(splat(v, 1), bits)[0])
        if w not in out:
            out.append(w)
    return out


def witness(assumptions: Sequence[Assumption], given: Sequence[InputSpec]) -> Witness | None:
    """Input values under which every one of ``assumptions`` holds, or None when some
    side is not a simple condition, two cells overlap, a cell lies in given bytes, or
    no candidate value meets a cell's constraints."""
    by_cell: dict[Cell, list[Constraint]] = {}
    for a in assumptions:
        if a.cell is None:
            return None
        by_cell.setdefault(a.cell, []).extend(a.constraints)
    cells = sorted(by_cell, key=lambda c: (c.buffer, c.offset))
    for one, two in itertools.pairwise(cells):
        if one.buffer == two.buffer and two.offset < one.offset + one.size:
            return None
    values: list[tuple[Cell, int]] = []
    for cell in cells:
        found = next((v for v in _candidates(cell, by_cell[cell])
                      if all(c.admits(v, cell.bits) for c in by_cell[cell])), None)
        if found is None:
            return None
        values.append((cell, found))
    given_by_name = {spec.name: spec for spec in given}
    specs: dict[str, InputSpec] = dict(given_by_name)
    for buffer in sorted({cell.buffer for cell in cells}):
        mine = [(cell, v) for cell, v in values if cell.buffer == buffer]
        old = given_by_name.get(buffer)
        data = bytearray(old.data if old is not None else b"")
        end = max(cell.offset + cell.size for cell, _ in mine)
        if any(cell.offset < len(data) for cell, _ in mine):
            return None  # (a given byte is known: no side was assumed there)
        data += bytes(max(0, end - len(data)))
        for cell, v in mine:
            data[cell.offset:cell.offset + cell.size] = to_bytes(v, cell.size)
        specs[buffer] = InputSpec(buffer, bytes(data), _listing(bytes(data), mine))
    return Witness(tuple(values), tuple(specs.values()))


def fill_witnesses(assumptions: Sequence[Assumption],
                   given: Sequence[InputSpec]) -> list[Witness]:
    """Inputs for an execution in which lanes that may disagree ran every side
    (explore/every_input/lane_splits.py), or that took a side of a condition not of the simple form:
    every cell such a condition read, and every element before it in its buffer, holds
    one value ``v`` — 0, ±1, the type's ends, or a
    constant a side compares with and its neighbours — when every simple side the
    execution assumed admits ``v``. Under such an input the lanes no longer disagree on
    the split's loads; whether a side is then taken is the concrete rerun's to find, so
    a witness here is only a candidate (explore/every_input/witness.py keeps a finding only if the
    concrete check with it finds it again). Empty when an assumption is neither a
    split with its cells nor a simple side, when the cells differ in size or
    alignment, or when a cell lies in given bytes. (Such a side is not known to be
    taken under ``v``: the concrete rerun follows the data.)"""
    cells: set[Cell] = set()
    simple: list[tuple[Cell, Constraint]] = []
    hints: list[Constraint] = []  # (a split's compare: values to try, not to meet)
    for a in assumptions:
        if a.cell is None and a.reads:
            cells.update(a.reads)
            hints += a.constraints
        elif a.cell is not None:
            cells.add(a.cell)
            simple += [(a.cell, c) for c in a.constraints]
        elif a.target != EVERY_SIDE:
            return []
        # (a split on values no input cell gives, e.g. a closed loop's registers: it
        # constrains no cell; the concrete rerun follows the data)
    shapes = {(cell.size, cell.bits) for cell in cells}
    given_by_name = {spec.name: spec for spec in given}
    if len(shapes) != 1 or any(cell.offset % cell.size for cell in cells):
        return _byte_filled(cells, simple, given_by_name)
    size, bits = next(iter(shapes))
    buffers = sorted({cell.buffer for cell in cells})
    ends = {b: max(cell.offset + size for cell in cells if cell.buffer == b) for b in buffers}
    starts: dict[str, int] = {}
    for b in buffers:
        old = given_by_name.get(b)
        start = len(old.data) if old is not None else 0
        if start % size or any(cell.offset < start for cell in cells if cell.buffer == b):
            return []  # (a given byte is known: nothing was assumed there)
        starts[b] = start
    probe = Cell("", 0, size, bits)
    out: list[Witness] = []
    for v in _candidates(probe, [*(c for _, c in simple), *hints]):
        if not all(c.admits(v, bits) for _, c in simple):
            continue
        inputs = _filled(given_by_name, {b: bytes(to_bytes(v, size)) * (
            (ends[b] - starts[b]) // size) for b in buffers}, size)
        shown = tuple((Cell(b, starts[b], size, bits, (ends[b] - starts[b]) // size), v)
                      for b in buffers)
        out.append(Witness(shown, inputs))
    return [*out, *_ramps(buffers, starts, ends, size, bits, simple, given_by_name)]


def _ramps(buffers: Sequence[str], starts: dict[str, int], ends: dict[str, int], size: int,
           bits: int, simple: Sequence[tuple[Cell, Constraint]],
           given: dict[str, InputSpec]) -> list[Witness]:
    """Inputs where element k of each buffer holds k + c (c = 0, 1): offsets that
    ascend by one, as a CSR row index or a sequence table holds them, under which lanes
    that read their own and the next element run different trip counts (a filled
    witness of one value gives every lane none)."""
    out: list[Witness] = []
    for c in (0, 1):
        values = {b: [k + c for k in range(starts[b] // size, ends[b] // size)]
                  for b in buffers}
        if not all(c_.admits(values[cell.buffer][(cell.offset - starts[cell.buffer]) // size],
                             bits) for cell, c_ in simple):
            continue
        inputs = _filled(given, {b: b"".join(bytes(to_bytes(v, size)) for v in values[b])
                                 for b in buffers}, size)
        shown = [(Cell(b, starts[b] + i * size, size, bits), v)
                 for b in buffers for i, v in enumerate(values[b])]
        out.append(Witness(tuple(shown), inputs))
    return out


def _byte_filled(cells: set[Cell], simple: Sequence[tuple[Cell, Constraint]],
                 given: dict[str, InputSpec]) -> list[Witness]:
    """:func:`fill_witnesses`' inputs where the cells differ in size or overlap out of
    alignment (a ``<2 x i32>`` load at every lane's element, read as 8 bytes at 4-byte
    steps): every byte of each buffer up to its last cell holds one value, 0 or 0xFF,
    so every cell, whatever its size and offset, holds 0 or -1 (one value in every
    lane, as for aligned cells)."""
    buffers = sorted({cell.buffer for cell in cells})
    ends = {b: max(cell.offset + cell.size for cell in cells if cell.buffer == b)
            for b in buffers}
    starts: dict[str, int] = {}
    for b in buffers:
        old = given.get(b)
        starts[b] = len(old.data) if old is not None else 0
        if any(cell.offset < starts[b] for cell in cells if cell.buffer == b):
            return []  # (a given byte is known: nothing was assumed there)
    out: list[Witness] = []
    for v in (0, -1):
        if not all(c.admits(v, cell.bits) for cell, c in simple):
            continue
        inputs = _filled(given, {b: bytes([v & 0xFF]) * (ends[b] - starts[b])
                                 for b in buffers}, 1)
        shown = tuple((Cell(b, starts[b], 1, 8, ends[b] - starts[b]), v) for b in buffers)
        out.append(Witness(shown, inputs))
    return out


def _filled(given: dict[str, InputSpec], fills: Mapping[str, bytes], size: int
            ) -> tuple[InputSpec, ...]:
    """The given inputs with each buffer of ``fills`` extended past its given bytes by
    its fill, listed in elements of ``size`` bytes (explore/every_input/inputs.py)."""
    specs = dict(given)
    for b, fill in fills.items():
        old = given.get(b)
        data = (old.data if old is not None else b"") + fill
        specs[b] = InputSpec(b, data, _listing(data, [(Cell(b, 0, size, 8 * size), 0)]))
    return tuple(specs.values())


def _listing(data: bytes, cells: Sequence[tuple[Cell, int]]) -> str:
    """``values:TYPE:…`` giving ``data``: elements of the cells' size when they all
    have one size and are aligned to it, else bytes."""
    sizes = {cell.size for cell, _ in cells}
    size = next(iter(sizes)) if len(sizes) == 1 else 1
    if size not in (1, 2, 4, 8) or len(data) % size or any(
            cell.offset % size for cell, _ in cells):
        size = 1
    if not any(data):
        return f"zeros:{len(data) // size}xi{8 * size}"
    elements = np.frombuffer(data, dtype=f"<i{size}")
    return f"values:i{8 * size}:" + ",".join(str(int(v)) for v in elements)
