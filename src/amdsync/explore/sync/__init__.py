"""Synchronization: barriers, fences, waits, async copies and tensor DMA, spin loops.

``barrier_exec`` implements the barrier execution model (amdgpu-execution-synchronization:
barrier-modification-order, participates-in, executes-before, phases, its
undefined-behaviour rules); ``synchronization`` and ``wave_local_barriers`` are the
machine's rooms for barriers and fences; ``async_copies``, ``tensor_copies``,
``async_records``, ``async_context`` and ``waits`` follow asynchronous copies from issue to
the wait that covers them (amdgpu-async-operations: asyncmark, wait.asyncmark); ``spin``
recognizes spin loops as awaits.
"""
