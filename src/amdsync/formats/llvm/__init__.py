"""The LLVM IR reader for amdgcn kernels (``.ll`` → :class:`~amdsync.program.module.Program`).

    program = read_llvm_file("kernel.ll")
    program, warnings = read_llvm_with_warnings(text, "kernel.ll", opaque=frozenset({...}))

See :mod:`amdsync.formats.llvm.reader` for the mapping and docs/llvm-reader.md for the
choices made where the spec leaves room.
"""

from amdsync.formats.llvm.reader import (
    ReaderWarning,
    read_llvm_file,
    read_llvm_file_with_warnings,
    read_llvm_text,
    read_llvm_with_warnings,
)

__all__ = [
    "ReaderWarning",
    "read_llvm_file",
    "read_llvm_file_with_warnings",
    "read_llvm_text",
    "read_llvm_with_warnings",
]
