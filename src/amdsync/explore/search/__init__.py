"""The search: the check driver and what makes its verdict a proof.

``check`` runs a launch (docs/semantics/schedules.md, "Exhaustiveness"); ``options`` holds its
bounds;
``late_replay`` runs a leaf again knowing the reads a later write overwrote
(amdgpu-memory-model, the read rules); ``relax`` reruns a launch with lanes as threads or
barriers relaxed where lockstep hides executions the model allows; ``sweep`` splits a
swept argument's range into classes; ``brute`` is the unreduced reference explorer the
reductions are tested against; ``gc_policy`` keeps the collector out of the hot loop.
"""
