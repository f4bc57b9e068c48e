"""The shared conflict and late-read logs (explore/memory/conflict_log.py) against the
lists and dictionaries each fork copied before: random appends, forks, tail drops and
lookups on a tree of forks give exactly what copies give, and a fork shares its
prefix (the same objects, not copies)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.memory.conflict_log import Conflict, ConflictLog, LateReads


def _conflict(n: int) -> Conflict:
    return Conflict(n, n + 1, n + 2, n + 3, bool(n & 1), n + 4, n + 5, bool(n & 2))


def test_a_fork_shares_its_prefix_and_each_side_goes_on_alone() -> None:
    log = ConflictLog()
    for n in range(3):
        log.append(_conflict(n))
    other = log.fork()
    log.append(_conflict(10))
    other.append(_conflict(20))
    other.append(_conflict(21))
    assert list(log) == [_conflict(0), _conflict(1), _conflict(2), _conflict(10)]
    assert list(other) == [_conflict(0), _conflict(1), _conflict(2), _conflict(20),
                           _conflict(21)]
    assert all(log[i] is other[i] for i in range(3))
    assert log.shared_prefix(other) == 3 and other.shared_prefix(log) == 3
    assert (len(log), len(other)) == (4, 5)
    assert other[-1] == _conflict(21) and other[3:] == [_conflict(20), _conflict(21)]
    del other[4:]
    assert list(other)[3:] == [_conflict(20)]


def test_dropping_into_the_shared_prefix_leaves_the_fork_alone() -> None:
    log = ConflictLog(_conflict(n) for n in range(5))
    other = log.fork()
    del log[2:]
    log.extend([_conflict(9)])
    assert list(log) == [_conflict(0), _conflict(1), _conflict(9)]
    assert list(other) == [_conflict(n) for n in range(5)]
    with pytest.raises(IndexError):
        _ = log[3]


# Operations on a tree of forks: (which log, what, argument).
_OPS = st.lists(st.tuples(st.integers(0, 7), st.sampled_from(
    ["append", "fork", "drop", "late", "clear", "look", "empty"]), st.integers(0, 50)),
    max_size=80)


@settings(max_examples=200, deadline=None)
@given(_OPS)
def test_logs_match_copies_on_every_fork(ops: list[tuple[int, str, int]]) -> None:
    logs: list[tuple[ConflictLog, LateReads]] = [(ConflictLog(), LateReads())]
    models: list[tuple[list[Conflict], dict[int, tuple[int, int]]]] = [([], {})]
    made = 0
    for which, what, arg in ops:
        i = which % len(logs)
        log, late = logs[i]
        model, model_late = models[i]
        if what == "append":
            for _ in range(arg % 7 + 1):
                c = _conflict(made)
                made += 1
                log.append(c)
                model.append(c)
        elif what == "fork":
            logs.append((log.fork(), late.fork()))
            models.append((list(model), dict(model_late)))
        elif what == "drop" and model:
            start = arg % (len(model) + 1)
            del log[start:]
            del model[start:]
        elif what == "late" and model and (not model_late or max(model_late) < len(model) - 1):
            index = len(model) - 1
            late[index] = (arg, 4)
            model_late[index] = (arg, 4)
        elif what == "clear":
            logs[i] = (ConflictLog(), LateReads())
            models[i] = ([], {})
        elif what == "empty":  # (in place: the log's remembered chunk goes too)
            log.clear()
            model.clear()
        elif what == "look" and model:  # (lookups between changes: the chunk found last)
            for k in (arg % len(model), (arg * 7) % len(model), len(model) - 1, 0):
                assert log[k] is model[k]
    for (log, late), (model, model_late) in zip(logs, models, strict=True):
        assert list(log) == model and len(log) == len(model)
        assert [log[k] for k in range(len(model))] == model
        assert list(reversed(log)) == model[::-1]
        assert list(late) == list(model_late) and list(late.items()) == list(model_late.items())
        assert list(reversed(late)) == list(reversed(model_late))
        assert all(late[k] == v and k in late for k, v in model_late.items())
        assert bool(late) == bool(model_late) and len(late) == len(model_late)
    for a, b in itertools.pairwise(logs):
        shared = a[0].shared_prefix(b[0])
        assert all(a[0][k] is b[0][k] for k in range(shared))
        assert shared == len(a[0]) or shared == len(b[0]) or a[0][shared] is not b[0][shared]


def test_late_reads_are_recorded_in_conflict_order() -> None:
    late = LateReads()
    late[3] = (10, 4)
    with pytest.raises(ValueError, match="out of order"):
        late[2] = (11, 4)
    with pytest.raises(KeyError):
        _ = late[5]
    assert dict(late.items()) == {3: (10, 4)}
