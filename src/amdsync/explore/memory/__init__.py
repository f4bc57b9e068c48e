"""Memory: the accesses a wave makes and the shadows that judge them.

``memory_access`` and ``atomic_access`` are the machine's rooms for plain and atomic
accesses (amdgpu-memory-model: happens-before, availability and visibility, data races);
``shadow`` is the exact shadow (per-byte clocks and writes) and ``dense_shadow`` with
``dense_pages`` and ``_dense_native.c`` the dense one for race-free SIMT code
(docs/semantics/scale.md, "Dense shadow"); ``address`` resolves pointers to buffers;
``definedness`` tracks undefined bytes; ``launch_memory`` lays out the launch's buffers and
implicit arguments; ``conflict_log`` holds the conflicts the shadows find and the late
reads among them, in logs a fork shares (amdgpu-memory-model, "Data Races").
"""
