"""The source names of a HIP or OpenCL kernel's struct arguments (issue 41, item 5).

The IR amdsync checks is compiled with line tables only (frontends/clang.py), which
name no variable and no field, and HIP's clang leaves a struct passed by value unnamed
(``ptr addrspace(4) byref(%struct.Graph) %0``; OpenCL's is ``%struct.Graph %g.coerce``).
When the checked IR has such a parameter, the source is compiled once more with full
debug information (``-g`` in place of ``-gline-tables-only``, without the device
libraries: only the metadata is read), formats/llvm/debug_fields.py reads the
parameter's name and its fields' names from it, and they are appended to the checked
IR as amdsync's own named metadata (the same module says how), which the LLVM reader
reads back wherever that IR is read.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Sequence
from pathlib import Path

from amdsync.diagnostics import temporary_directory
from amdsync.formats.llvm.debug_fields import (
    carried_names,
    every_struct_argument_name,
    last_node,
)
from amdsync.frontends.clang import Language, Toolchain, compile_command
from amdsync.targets import Target

# A kernel's parameter that is a named struct (OpenCL passes a struct as a value).
_STRUCT_PARAM = re.compile(r"^define [^\n]*amdgpu_kernel [^\n]*[(,] ?%struct\.", re.MULTILINE)
_KERNEL = re.compile(r'^define [^\n]*amdgpu_kernel [^@\n]*@("(?:[^"\\]|\\.)*"|[-\w$.]+)\(',
                     re.MULTILINE)


def name_struct_arguments(output: Path, source: Path, language: Language, target: Target,
                          toolchain: Toolchain, flags: Sequence[str] = (),
                          timeout: float | None = None) -> None:
    """Append the names of the struct arguments of the kernels in the compiled IR at
    ``output`` (and of their fields) to it, when it has any."""
    text = output.read_text(errors="replace")
    if not needs_names(text):
        return
    kernels = {name.strip('"') for name in _KERNEL.findall(text)}
    names = {k: v for k, v in every_struct_argument_name(
        debug_ir(source, language, target, toolchain, flags, timeout)).items() if k in kernels}
    carried = carried_names(names, last_node(text) + 1)
    if carried:
        with output.open("a") as out:
            out.write("\n" + carried)


def needs_names(ir_text: str) -> bool:
    """Whether the compiled IR has a struct parameter: passed ``byref`` (HIP) or as a
    value (OpenCL)."""
    return " byref(" in ir_text or _STRUCT_PARAM.search(ir_text) is not None


def debug_ir(source: Path, language: Language, target: Target, toolchain: Toolchain,
             flags: Sequence[str] = (), timeout: float | None = None) -> str:
    """The IR of ``source`` with full debug information; empty text when clang fails
    here (it compiled the same source just before, so only a bound can: the struct's
    fields are then named by index)."""
    with temporary_directory() as tmp:
        output = Path(tmp) / f"{source.stem}.g.ll"
        command = compile_command(source, output, language, target, toolchain, None, flags)
        # (the device libraries, linked after the source's own flags, add nothing here)
        while "-mlink-builtin-bitcode" in command:
            at = command.index("-mlink-builtin-bitcode")
            del command[at - 1:at + 3]
        command[command.index("-gline-tables-only")] = "-g"
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                                  check=False)
        except (OSError, subprocess.TimeoutExpired):
            return ""
        if done.returncode != 0 or not output.is_file():
            return ""
        return output.read_text(errors="replace")
