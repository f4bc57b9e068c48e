// portable_sync: a header-only library that picks its GPU backend the way HIP
// libraries do, from the platform macro the HIP toolchain defines (hipcc's
// `hipconfig --cpp_config`, CMake's hip::device), before any HIP header is included.
#pragma once

#if defined(__HIP_PLATFORM_AMD__)
#include <hip/hip_runtime.h>

namespace portable_sync {
// Every thread of the block waits here, and LDS writes before it are visible after.
__device__ inline void block_sync() { __syncthreads(); }
}  // namespace portable_sync

#elif defined(__HIP_PLATFORM_NVIDIA__)
#error "portable_sync: the NVIDIA backend is not part of this test project"
#else
#error "portable_sync: no GPU platform macro; define __HIP_PLATFORM_AMD__ (hipcc does)"
#endif
