"""The lanes of one atomic instruction (amdgpu-memory-model, "Location Order"; the lanes as
threads, READINGS.md item 3): ``atomics`` enumerates their coherence orders and reads-from
choices, ``atomic_only`` judges locations only atomics touch, ``lane_covering`` and
``lane_addressed`` decide which lanes' choices matter, ``reads_asleep`` and ``equal_values``
drop reads-from choices explored already or alike to another, ``commuting_writes`` finds
read-modify-writes whose order nothing sees (docs/semantics/schedules.md), ``ties`` breaks
ties between waves deterministically (docs/semantics/atomics-and-lanes.md, "Lanes that go
on alike but for the value").
"""
