"""The SIMT machine: a hub (``machine.Machine``) and its rooms, each a class of the chain
``core → registers → undef_flow → … → stepping → atomic_choices → machine`` (the rooms of
``memory/``, ``sync/`` and ``every_input/`` sit in that chain too).

``core`` holds the launch's state and forks it; ``state`` and ``frames`` are a wave's state
and call frames; ``registers`` evaluates operands to lane values (LLVM LangRef);
``undef_flow`` follows undefined values to their uses (amdgpu-memory-model, the read
rules); ``stepping`` and ``op_plans`` run a wave's operations with SIMT divergence and
reconvergence (``cfg``: post-dominators, backward branches); ``atomic_choices`` explores
the reads-from and coherence choices of atomics (amdgpu-memory-model, "Location Order");
``program_facts`` are facts about the program found once.
"""
