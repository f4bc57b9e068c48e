"""explore/search/gc_policy.py: during a check the cyclic collector's full collections are
off (its young ones run as usual), and what was set before comes back after, also
when the body raises or uses are nested."""

from __future__ import annotations

import gc

import pytest

from amdsync.explore.search.gc_policy import full_collections_deferred


def test_full_collections_are_deferred_and_restored() -> None:
    before = gc.get_threshold()
    with full_collections_deferred():
        young, middle, old = gc.get_threshold()
        assert (young, middle) == before[:2]
        assert old >= 1 << 30
        with full_collections_deferred():
            assert gc.get_threshold()[2] == old
        assert gc.get_threshold() == (young, middle, old)
    assert gc.get_threshold() == before
    with pytest.raises(RuntimeError), full_collections_deferred():
        raise RuntimeError
    assert gc.get_threshold() == before
