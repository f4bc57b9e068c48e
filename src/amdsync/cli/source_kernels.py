"""The kernels of a compiled HIP or OpenCL source as its author wrote them (issue 42,
item 2): when the source defines several and none was chosen, the usage error points
at the source file and the line of a kernel there (its DISubprogram's ``line:``), names
each kernel by its source name, and says how to choose one (``FILE.hip:KERNEL`` or
``--kernel KERNEL``) — not at the compiled IR, a file the user never sees."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.frontends.demangle import demangle
from amdsync.frontends.kernels import defined_functions

_DEFINE_DBG = re.compile(r'^define\b[^\n@]*@("(?:[^"\\]|\\.)*"|[-\w$.]+)\([^\n]*?!dbg (![0-9]+)',
                         re.MULTILINE)
_NODE = re.compile(r"^(![0-9]+) = (?:distinct )?!(\w+)\((.*)\)\s*$", re.MULTILINE)
_FIELD = re.compile(r'\b(name|file|line|filename|directory): ("(?:[^"\\]|\\.)*"|[!\w.-]+)')


@dataclass(frozen=True)
class SourceKernel:
    """A kernel of the module: its IR name, its name in the source, and where the
    source defines it (the file clang recorded, joined to its directory, and the line;
    empty and 0 when unknown)."""

    symbol: str
    name: str
    file: str
    line: int


def source_kernels(text: str) -> list[SourceKernel]:
    """The module's ``amdgpu_kernel`` definitions, in text order, each with its source
    name (the DISubprogram's; else the demangled name without parameters; else the
    symbol, as an OpenCL kernel's) and its source place from the debug information."""
    nodes = {m.group(1): (m.group(2), _fields(m.group(3))) for m in _NODE.finditer(text)}
    attached = {m.group(1).strip('"'): m.group(2) for m in _DEFINE_DBG.finditer(text)}
    found = []
    for symbol, kernel in defined_functions(text):
        if not kernel:
            continue
        kind, fields = nodes.get(attached.get(symbol, ""), ("", {}))
        name, file, line = "", "", 0
        if kind == "DISubprogram":
            name = fields.get("name", "")
            line = int(fields["line"]) if fields.get("line", "").isdigit() else 0
            _, file_fields = nodes.get(fields.get("file", ""), ("", {}))
            filename, folder = file_fields.get("filename", ""), file_fields.get("directory", "")
            file = str(Path(folder) / filename) if filename and folder else filename
        demangled = demangle(symbol)
        if demangled is not None and (not name or demangled.base == name):
            name = demangled.name  # (with its template arguments: reduce<256>)
        found.append(SourceKernel(symbol, name or symbol, file, line))
    return found


def _fields(body: str) -> dict[str, str]:
    return {m.group(1): m.group(2).strip('"') for m in _FIELD.finditer(body)}


def several_kernels(text: str, source: Path, command: str) -> AmdsyncError | None:
    """The usage error for a source whose module defines several kernels when none was
    chosen (None: at most one), located at the second kernel's line in ``source`` when
    the debug information places it there (as the reader points at the second
    ``define``), else at the file."""
    kernels = source_kernels(text)
    if len(kernels) < 2:
        return None
    names = [k.name for k in kernels]
    # Two instantiations or overloads with one source name: their full demangled text.
    shown = [k.name if names.count(k.name) == 1 else _full(k) for k in kernels]
    listing = ", ".join(f"{name} (line {k.line})" if _in(k, source) and k.line else name
                        for name, k in zip(shown, kernels, strict=True))
    example = shown[-1]
    quoted = example if re.fullmatch(r"[\w:]+", example) else f"'{example}'"
    at = next((k for k in kernels[1:] if _in(k, source) and k.line), None)
    loc = Loc(str(source), at.line, 1) if at is not None else Loc(str(source))
    return AmdsyncError(
        "ambiguous-kernel",
        f"{source} defines {len(kernels)} kernels ({listing}); choose one: "
        f"amdsync {command} {_with_kernel(source, example)} or --kernel {quoted}", loc)


def unknown_kernel(text: str, source: Path, wanted: str, named: str) -> AmdsyncError:
    """The usage error for a kernel name the compiled source does not define (the
    reader's, which names the compiled IR), said of the source: ``named`` is how the
    command line named it (``FILE:KERNEL`` or ``--kernel KERNEL``)."""
    kernels = source_kernels(text)
    listing = ", ".join(f"{k.name} (line {k.line})" if _in(k, source) and k.line else k.name
                        for k in kernels) or "none"
    return AmdsyncError("unknown-kernel", f"{named}: {source} defines no kernel named "
                        f"{wanted!r} (kernels: {listing})", Loc("<command line>"))


def _with_kernel(source: Path, kernel: str) -> str:
    word = f"{source}:{kernel}"
    return word if re.fullmatch(r"[\w:./+-]+", word) else f"'{word}'"


def _full(kernel: SourceKernel) -> str:
    demangled = demangle(kernel.symbol)
    return f"{demangled.name}({demangled.params})" if demangled is not None else kernel.symbol


def _in(kernel: SourceKernel, source: Path) -> bool:
    """Does the debug information place the kernel in ``source`` itself (not in a header
    it includes)? (DIFile's directory joined with its filename.)"""
    return bool(kernel.file) and Path(kernel.file).resolve() == source.resolve()
