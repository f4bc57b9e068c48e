"""Choose a kernel of compiled LLVM IR by the name its source gives it.

HIP kernels are C++ functions: clang names ``reduce<256>`` ``@_Z6reduceILj256EEvPfPKf``.
``--kernel reduce<256>``, ``--kernel 'ns::reduce<256, float>'``, ``--kernel
'over(float*)'`` or, when only one instantiation exists, ``--kernel reduce`` choose it
by demangling every kernel's name (amdsync.frontends.demangle). When several match, the
usage error lists them, each with its mangled name (which always works).
"""

from __future__ import annotations

import re
from pathlib import Path

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.frontends.demangle import demangle, normalize

_DEFINE = re.compile(r'^define\b([^\n@]*)@("(?:[^"\\]|\\.)*"|[-\w$.]+)\(', re.MULTILINE)
CLI = Loc("<command line>")


def defined_functions(text: str) -> list[tuple[str, bool]]:
    """(name, is a kernel) of every function the IR text defines, in order."""
    return [(m.group(2).strip('"'), "amdgpu_kernel" in m.group(1))
            for m in _DEFINE.finditer(text)]


def choose_kernel(text: str, wanted: str, filename: str) -> str:
    """The IR name of the kernel ``wanted`` names: itself when the IR defines it, else
    the one kernel (or, among no kernel, the one function) whose demangled name it
    spells; unchanged when none does (the reader then tries the debug information's
    names and reports what the file defines)."""
    name = wanted.removeprefix("@")
    functions = defined_functions(text)
    if any(f == name for f, _ in functions):
        return name
    spelled = normalize(name)
    for pool in ([f for f, kernel in functions if kernel], [f for f, _ in functions]):
        matches = []
        for function in pool:
            demangled = demangle(function)
            if demangled is not None and spelled in demangled.spellings():
                matches.append((function, demangled.text))
        if len(matches) == 1:
            return matches[0][0]
        if matches:
            listing = "; ".join(f"{text} ({function})" for function, text in matches)
            raise AmdsyncError("ambiguous-kernel", f"--kernel {wanted}: {filename} has "
                               f"{len(matches)} kernels of that name: {listing}; name one "
                               "with its template arguments or parameter types, or by its "
                               "mangled name", CLI)
    return name


def choose_kernel_in_file(path: str, wanted: str | None, shown: str | None = None
                          ) -> str | None:
    """:func:`choose_kernel` for an IR file (None: no kernel named); errors name
    ``shown`` (the source it was compiled from) when given."""
    if wanted is None:
        return None
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return wanted  # the reader reports the file
    return choose_kernel(text, wanted, shown or path)
