"""Layer 7: lowering Programs to AMDGPU LLVM IR, and the hardware wait-counter model."""
