"""Python's cyclic garbage collector during a check: young collections as usual, full
collections deferred until the check returns.

Implements no rule of the specification; it changes when memory is reclaimed, never
what a check finds. A check allocates millions of long-lived objects that reference
counting alone frees (conflicts, shadow cells, the late reads of each leaf); every full
collection walks all of them, and the collector runs one each time the long-lived
objects grow by a quarter, so a sweep with findings spent a third of its time there
(docs/semantics/sweeps.md, "Classes with findings"). Reference cycles among the young objects are
still collected; cycles among objects that survived two young collections wait for
the first full collection after the check (a sweep of the seeded matmuls collects none
there).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

# A count of young (generation 1) collections no check reaches: the full collection's
# own trigger never fires while the policy holds.
_NEVER = 1 << 30


@contextmanager
def full_collections_deferred() -> Iterator[None]:
    """Run the body with full collections off (nested uses restore what they found)."""
    young, middle, old = gc.get_threshold()
    gc.set_threshold(young, middle, _NEVER)
    try:
        yield
    finally:
        gc.set_threshold(young, middle, old)
