"""The shadow's stand-in for a cell's live writes and reads (``Cell.wcommon`` /
``Cell.rcommon``; docs/semantics/scale.md, "Caches of the hot paths"): with it,
an atomic access inclusive with the stand-in skips the per-access scope tests. Checked
against the shadow with the shortcut turned off (every access tested, the brute force)
over random sequences of plain and atomic accesses of two scopes by lanes of two
workgroups, with random clocks: the same conflicts, subsumed accesses, read results and
cell states. And both paths by hand: inclusive atomics only (the stand-in holds), then
a plain write or a narrower atomic (it does not)."""

from __future__ import annotations

import random

import pytest

from amdsync.explore.memory import shadow as shadow_module
from amdsync.explore.memory.shadow import AtomicInfo, Cell, ShadowMemory
from amdsync.program.ops import Scope
from amdsync.program.topology import ThreadPlace
from amdsync.semantics.clocks import Clocks

KEY = 1 << 20  # (a global granule)


def _places(threads: int) -> list[ThreadPlace]:
    half = threads // 2  # two workgroups, one wave each
    return [ThreadPlace(0, t // half, t // half, t // half, t) for t in range(threads)]


def _state(cell: Cell) -> tuple[object, ...]:
    return (cell.value, cell.writes, dict(cell.reads), cell.hidden, cell.mixed)


def _run(threads: int, seed: int, shortcut: bool, monkeypatch: pytest.MonkeyPatch
         ) -> list[object]:
    """Replay one random sequence of accesses; everything the shadow answered."""
    if not shortcut:
        monkeypatch.setattr(shadow_module, "_inclusive_with_all", lambda _c, _a: False)
    rng = random.Random(seed)
    places = _places(threads)
    clocks = Clocks(threads)
    memory = ShadowMemory(clocks, places)
    infos = {(t, s): AtomicInfo(s, places[t]) for t in range(threads)
             for s in (Scope.WORKGROUP, Scope.AGENT, Scope.SYSTEM)}
    memory.define_initial(KEY, 0)
    answers: list[object] = []
    epoch = [1] * threads
    for step in range(160):
        t = rng.randrange(threads)
        if rng.random() < 0.15:  # t learns of another thread (happens-before)
            other = rng.randrange(threads)
            clocks.vc[t, :, other] = max(int(clocks.vc[t, 0, other]), epoch[other] - 1)
        kind = rng.random()
        # mostly agent atomics (the counter's), some system or workgroup ones, few plain
        # (odd seeds: fewer others, long runs of alike atomics)
        scope = rng.choice([Scope.AGENT] * (6 if seed % 2 else 30)
                           + [Scope.SYSTEM, Scope.WORKGROUP])
        atomic = None if kind < (0.08 if seed % 2 else 0.02) else infos[(t, scope)]
        out: list[object] = []
        subsumed: list[tuple[int, object, bool, int]] = []
        if rng.random() < 0.5:
            answers.append(memory.read(KEY, 4, t, t, epoch[t], 0, step, atomic, out,  # type: ignore[arg-type]
                                       invisible=[] if step % 3 else None,
                                       mixed_rule=True, several=[]))
        else:
            memory.write(KEY, [step % 256, 0, 0, 0], t, t, epoch[t], 0, step, atomic,
                         out, subsumed=subsumed)  # type: ignore[arg-type]
        epoch[t] += 1
        clocks.vc[t, :, t] = epoch[t]
        answers += [out, subsumed]
        cell = memory.granules[KEY] if KEY in memory.granules else memory.cells[KEY]
        answers.append(_state(cell))
    return answers


@pytest.mark.parametrize("arrays", [False, True])  # (writes tested for order at once)
@pytest.mark.parametrize("threads", [8, 40])  # (a clock row as a list; as numpy)
@pytest.mark.parametrize("seed", range(10))
def test_the_stand_in_answers_as_every_access_tested(threads: int, seed: int, arrays: bool,
                                                     monkeypatch: pytest.MonkeyPatch
                                                     ) -> None:
    monkeypatch.setattr(shadow_module, "_ARRAY_WRITES", 2 if arrays else 10**9)
    fast = _run(threads, seed, True, monkeypatch)
    slow = _run(threads, seed, False, monkeypatch)
    assert fast == slow


def _counter(kinds: list[AtomicInfo | None]) -> tuple[ShadowMemory, list[object], Cell]:
    places = _places(4)
    clocks = Clocks(4)
    memory = ShadowMemory(clocks, places)
    out: list[object] = []
    for t, atomic in enumerate(kinds):
        memory.read(KEY, 4, t, t, 1, 0, 10, atomic, out, mixed_rule=True)  # type: ignore[arg-type]
        memory.write(KEY, [t, 0, 0, 0], t, t, 1, 0, 10, atomic, out)  # type: ignore[arg-type]
    return memory, out, memory.granules[KEY]


def test_inclusive_atomics_only_keep_their_stand_in() -> None:
    places = _places(4)
    agent = [AtomicInfo(Scope.AGENT, p) for p in places]
    _, out, cell = _counter(list(agent))
    # every lane's write stays live (unordered), the first one the stand-in; each
    # lane's read is subsumed by its own write, the last read stood for itself
    assert cell.wcommon is agent[0] and cell.rcommon is agent[3]
    assert [w[0] for w in cell.writes] == [3, 2, 1, 0] and out == []
    assert cell.reads == {}


def test_a_plain_write_or_a_narrower_atomic_ends_the_stand_in() -> None:
    places = _places(4)
    agent = [AtomicInfo(Scope.AGENT, p) for p in places]
    # lane 3 plain: its read and write race with every unordered atomic before them
    _, out, cell = _counter([*agent[:3], None])
    assert cell.wcommon is None and cell.rcommon is None
    assert [(c.key, c.prior_tid, c.prior_write) for c in out] == [  # type: ignore[attr-defined]
        (KEY, 2, True), (KEY, 1, True), (KEY, 0, True),  # the read, the writes
        (KEY, 2, True), (KEY, 1, True), (KEY, 0, True)]  # the write, the writes
    # lane 3 a workgroup atomic, lanes 0 and 1 of the other workgroup: it races with
    # their writes, and reads lane 2's unordered write mixed (undef, not a race)
    narrow = AtomicInfo(Scope.WORKGROUP, places[3])
    _, out, cell = _counter([*agent[:3], narrow])
    assert cell.wcommon is None and cell.mixed == {3 * 8 + Scope.WORKGROUP}
    assert [(c.prior_tid, c.prior_write, c.write) for c in out] == [  # type: ignore[attr-defined]
        (1, True, False), (0, True, False), (2, True, False),  # the read
        (1, True, True), (0, True, True)]  # the write
