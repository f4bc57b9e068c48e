"""Exploration: execution graphs produced and judged by the semantics (DESIGN.md, layer 5).

Its folders, from the top down:

- ``search/``: the check driver (:func:`search.check.check`), its bounds and options,
  the reruns that make a verdict exact (late reads replayed, barriers relaxed), the
  sweep of a launch argument's range, and the unreduced reference explorer;
- ``findings/``: what a check reports (findings, notes, statistics, the result and its
  SARIF form) and the counterexample stories built from a machine's state;
- ``machine/``: the SIMT machine, a hub (``machine.Machine``) over its rooms, one job
  each: registers and lane values, undefined-value flow, wave stepping and control
  flow, atomic choice points;
- ``memory/``: memory accesses, the exact and dense shadows (with their C loops),
  addresses and definedness;
- ``sync/``: barriers (the barrier execution model), fences, waits, async copies and
  tensor DMA, spin loops;
- ``every_input/``: unknown values decided for every input where an argument holds,
  swept arguments, witnesses, assumptions;
- ``lanes/``: the lanes of one atomic instruction (coherence orders, reads-from choices);
- ``values/``: lane values and the arithmetic on them (integers, floats, cross-lane moves,
  wave-uniform values, swept parameters);
- ``litmus/``: litmus mode, every consistent candidate execution of a small test.

docs/architecture.md shows how a launch flows through them.
"""
