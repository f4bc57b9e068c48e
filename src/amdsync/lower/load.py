"""Loading a Program for ``amdsync lower`` / ``amdsync waitcnt``: an LLVM IR file (``.ll``,
through :mod:`amdsync.formats.llvm`) or a Python builder script (``.py``) that defines
``program`` (a :class:`~amdsync.program.module.Program`) or a function ``build()``
returning one (amdsync.program.builder)."""

from __future__ import annotations

import runpy
import traceback
from pathlib import Path

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.formats.llvm import read_llvm_file
from amdsync.program.module import Program
from amdsync.targets import DEFAULT_TARGET, Target, parse_target


def load_program(path: str, opaque: frozenset[str] = frozenset()) -> Program:
    file = Path(path)
    if not file.exists():
        raise AmdsyncError("no-such-file", f"no such file: {path}", Loc(path))
    if file.suffix == ".py":
        return _run_builder(path)
    return read_llvm_file(path, opaque)


def _run_builder(path: str) -> Program:
    try:
        namespace = runpy.run_path(path, run_name="__amdsync_builder__")
    except AmdsyncError:
        raise
    except Exception as error:  # the user's script failed: point at its line
        frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == path]
        line = frames[-1].lineno or 0 if frames else 0
        raise AmdsyncError("bad-builder-script",
                           f"the builder script raised {type(error).__name__}: {error}",
                           Loc(path, line)) from None
    value = namespace.get("program")
    if value is None and callable(namespace.get("build")):
        value = namespace["build"]()
    if not isinstance(value, Program):
        raise AmdsyncError("bad-builder-script", "a builder script must define `program` "
                           "(a Program) or `build()` returning one", Loc(path))
    return value


def resolve_target(option: str | None, program: Program) -> Target:
    """``--target`` if given, else the target the input names, else the default."""
    if option:
        return parse_target(option, Loc("<command line>"))
    if program.target:
        try:
            return parse_target(program.target)
        except AmdsyncError:
            pass
    return parse_target(DEFAULT_TARGET)
