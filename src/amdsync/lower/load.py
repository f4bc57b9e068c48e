"""Loading a Program for ``amdsync lower`` / ``amdsync waitcnt``: an LLVM IR file (``.ll``,
through :mod:`amdsync.formats.llvm`) or a Python builder script (``.py``) that defines
``program`` (a :class:`~amdsync.program.module.Program`) or a function ``build()``
returning one (amdsync.program.builder)."""

from __future__ import annotations

import runpy
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.formats.llvm import read_llvm_file
from amdsync.program.module import Program
from amdsync.targets import DEFAULT_TARGET, Target, parse_target

T = TypeVar("T")


def load_program(path: str, opaque: frozenset[str] = frozenset(),
                 every_function: bool = False) -> Program:
    """An ``.ll`` file (its kernel and what it calls; with ``every_function``, every
    defined function) or a builder script's program."""
    file = Path(path)
    if not file.exists():
        raise AmdsyncError("no-such-file", f"no such file: {path}", Loc(path))
    if file.suffix == ".py":
        return _run_builder(path)
    return read_llvm_file(path, opaque, every_function=every_function)


def _run_builder(path: str) -> Program:
    namespace = _user_code(path, lambda: runpy.run_path(path, run_name="__amdsync_builder__"))
    value = namespace.get("program")
    build = namespace.get("build")
    if value is None and callable(build):
        value = _user_code(path, build)
    if not isinstance(value, Program):
        raise AmdsyncError("bad-builder-script", "a builder script must define `program` "
                           "(a Program) or `build()` returning one", Loc(path, 1, 1))
    return value


def _user_code(path: str, call: Callable[[], T]) -> T:
    """Run the user's builder code; its exceptions (and ``sys.exit``) become a located
    error at the script's line that raised (issue 12: never a traceback, never its exit
    code)."""
    try:
        return call()
    except AmdsyncError:
        raise
    except (Exception, SystemExit) as error:  # the user's script failed: point at its line
        frames = [f for f in traceback.extract_tb(error.__traceback__)
                  if Path(f.filename).resolve() == Path(path).resolve()]
        line = (frames[-1].lineno or 1) if frames else 1
        what = ("called sys.exit" if isinstance(error, SystemExit)
                else f"raised {type(error).__name__}: {error}")
        raise AmdsyncError("bad-builder-script", f"the builder script {what}",
                           Loc(path, line, 1)) from None


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
