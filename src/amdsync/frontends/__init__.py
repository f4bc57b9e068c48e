"""Front ends that compile kernel sources (HIP, OpenCL C) to LLVM IR for amdgcn."""
