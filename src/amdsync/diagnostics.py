"""Source locations and user-facing errors, and the temporary folders a program ended by
its time bound removes, shared by every layer.

Every operation and event carries a :class:`Loc`; every error a user can cause is an
:class:`AmdsyncError` with a stable ``code`` and a location, rendered as

    kernel.ll:12:5: error[unknown-intrinsic]: call to unknown intrinsic llvm.amdgcn.foo
       12 |   call void @llvm.amdgcn.foo()
          |     ^

Internal errors (bugs in amdsync) are kept apart: the CLI reports them as internal and
still names the user's location when one is known.
"""

from __future__ import annotations

import contextlib
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True, order=True)
class Loc:
    """A place in a user's file: 1-based line and column (0 when unknown).

    ``source_line`` is an optional second location the input itself names, such as the
    ``!dbg`` line of an LLVM instruction (the kernel author's source line).
    """

    file: str
    line: int = 0
    col: int = 0
    source_file: str | None = field(default=None, compare=False)
    source_line: int | None = field(default=None, compare=False)

    def __str__(self) -> str:
        if self.line <= 0:
            return self.file
        if self.col <= 0:
            return f"{self.file}:{self.line}"
        return f"{self.file}:{self.line}:{self.col}"

    def with_source(self, source_file: str | None, source_line: int | None) -> Loc:
        return Loc(self.file, self.line, self.col, source_file, source_line)

    def describe(self, source_first: bool = False) -> str:
        """``file:line[:col]`` plus the debug source line when the input gave one (that
        one first with ``source_first``: a kernel compiled from HIP or OpenCL)."""
        if self.source_line is None:
            return str(self)
        source = f"{self.source_file or '?'}:{self.source_line}"
        return f"{source} ({self})" if source_first else f"{self} ({source})"


UNKNOWN_LOC = Loc("<unknown>")


class AmdsyncError(Exception):
    """A user error: bad input, an impossible request, a feature a target lacks.

    ``code`` is a stable kebab-case identifier that scripts and tests match on.
    """

    def __init__(self, code: str, message: str, loc: Loc | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.loc = loc

    def __str__(self) -> str:
        where = f"{self.loc}: " if self.loc is not None else ""
        return f"{where}error[{self.code}]: {self.message}"


@dataclass
class SourceCache:
    """Reads source files once, for caret rendering; tolerates missing files."""

    texts: dict[str, list[str]] = field(default_factory=dict)

    def register(self, file: str, text: str) -> None:
        self.texts[file] = text.splitlines()

    def line(self, file: str, line: int) -> str | None:
        if file not in self.texts:
            try:
                self.texts[file] = Path(file).read_text(errors="replace").splitlines()
            except OSError:
                self.texts[file] = []
        lines = self.texts[file]
        if 1 <= line <= len(lines):
            return lines[line - 1]
        return None


def render_error(error: AmdsyncError, sources: SourceCache | None = None) -> str:
    """Render ``error`` with the offending source line and a caret under the column."""
    text = str(error)
    loc = error.loc
    if loc is None or loc.line <= 0:
        return text
    source = (sources or SourceCache()).line(loc.file, loc.line)
    if source is None:
        return text
    gutter = f"{loc.line:>5} | "
    caret = ""
    if loc.col > 0:
        caret = "\n" + " " * (len(gutter) - 2) + "| " + " " * (loc.col - 1) + "^"
    return f"{text}\n{gutter}{source}{caret}"


def render_note(kind: str, message: str, loc: Loc | None) -> str:
    where = f"{loc}: " if loc is not None else ""
    return f"{where}{kind}: {message}"


def loc_at(file: str, text: str, offset: int) -> Loc:
    """The 1-based line and column of character ``offset`` of ``text``."""
    line_start = text.rfind("\n", 0, offset) + 1
    return Loc(file, text.count("\n", 0, offset) + 1, offset - line_start + 1)


MAX_INPUT_BYTES = 256 << 20  # an input larger than this is refused before reading it


def read_input(path: str, what: str = "input") -> str:
    """The text of a user's input file, or a located error: a missing, unreadable or
    special file (a directory, /dev/zero), one larger than :data:`MAX_INPUT_BYTES`, or
    bytes that are not UTF-8 (named by line, column and byte offset)."""
    import os  # noqa: PLC0415
    import stat  # noqa: PLC0415

    where = Loc(path)
    try:
        info = os.stat(path)
    except OSError as error:
        raise AmdsyncError("cannot-read", f"cannot read {what} {path}: "
                           f"{error.strerror or error}", where) from None
    if not stat.S_ISREG(info.st_mode):
        kind = "a directory" if stat.S_ISDIR(info.st_mode) else "not a regular file"
        raise AmdsyncError("cannot-read", f"cannot read {what} {path}: it is {kind}", where)
    if info.st_size > MAX_INPUT_BYTES:
        raise AmdsyncError("input-too-large", f"{path} has {info.st_size} bytes; amdsync "
                           f"reads inputs up to {MAX_INPUT_BYTES >> 20} MiB", where)
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_INPUT_BYTES + 1)
    except OSError as error:
        raise AmdsyncError("cannot-read", f"cannot read {what} {path}: "
                           f"{error.strerror or error}", where) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line_start = data.rfind(b"\n", 0, error.start) + 1
        line = data[:error.start].count(b"\n") + 1
        col = len(data[line_start:error.start].decode("utf-8", errors="replace")) + 1
        raise AmdsyncError("not-utf8", f"the file is not UTF-8 text: byte 0x"
                           f"{data[error.start]:02x} at offset {error.start} "
                           f"({error.reason})", Loc(path, line, col)) from None


# Temporary folders in use (temporary_directory); a program ended at once by its time
# bound (cli/main.py) removes them first, as the `with` blocks it does not unwind would.
_TEMPORARY: set[str] = set()


@contextlib.contextmanager
def temporary_directory(prefix: str = "amdsync-") -> Iterator[str]:
    """A temporary folder for the block (as :class:`tempfile.TemporaryDirectory`) that
    :func:`remove_temporary_directories` also removes when the program ends at once."""
    with tempfile.TemporaryDirectory(prefix=prefix) as folder:
        _TEMPORARY.add(folder)
        try:
            yield folder
        finally:
            _TEMPORARY.discard(folder)


def without_temporary_paths(text: str) -> str:
    """``text`` (a tool's message) with each temporary folder in use named
    ``<temporary folder>``: its random name would make two runs print differently, and
    it is gone when the message is read."""
    for folder in sorted(_TEMPORARY, key=len, reverse=True):
        text = text.replace(folder, "<temporary folder>")
    return text


def remove_temporary_directories() -> None:
    """Remove every folder :func:`temporary_directory` holds (the program is ending)."""
    for folder in list(_TEMPORARY):
        shutil.rmtree(folder, ignore_errors=True)
    _TEMPORARY.clear()
