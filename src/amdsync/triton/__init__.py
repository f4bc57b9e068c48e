"""Check Triton kernels straight from Python (docs/triton.md, "From Python").

Triton (an optional dependency: ``pip install triton``; no GPU needed) compiles the
kernel for the AMD target on the CPU; its ``llir`` stage — the optimized LLVM IR handed
to the AMDGPU code generator — is what amdsync checks. Arguments are named as in the
Python source: Triton's IR numbers the kernel's non-constexpr parameters in order, and
this module maps the names to those positions. Arguments are specialized as a launch on
real tensors would be (pointers 16-byte aligned and within 2 GiB, which makes Triton
use buffer operations and the asynchronous LDS path; integers divisible by 16 when they
are), so the IR is the one a real launch of those values runs. Findings carry the
Python line of each access (the IR's debug locations) and the ``.ll`` line. Several
shapes and ``--sweep`` ranges (:func:`check_sweep`) are compiled here and checked as
tasks: triton/sweep.py.
"""

from __future__ import annotations

import importlib.util
import os
import re
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from amdsync.diagnostics import AmdsyncError, Loc

if TYPE_CHECKING:
    from amdsync.api import Bounds
    from amdsync.explore.findings.result import CheckResult
    from amdsync.program.module import Program

CLI = Loc("<command line>")


@dataclass(frozen=True)
class Compiled:
    """A kernel compiled for one target: its LLVM IR and how Python names map to it."""

    name: str
    llir: str
    positions: dict[str, int]  # argument name → IR parameter index
    num_warps: int
    wave_size: int


def load_jit_function(spec: str) -> Any:
    """``FILE.py:KERNEL`` → the ``triton.jit`` or ``gluon.jit`` function (the file is
    imported)."""
    file, sep, name = spec.rpartition(":")
    if not sep or not file or not name:
        raise AmdsyncError("usage", f"give the kernel as FILE.py:KERNEL, got {spec!r}", CLI)
    path = Path(file)
    if not path.is_file():
        raise AmdsyncError("no-such-file", f"no such file: {file}", Loc(file))
    module_name = f"_amdsync_triton_{path.stem}"
    loader = importlib.util.spec_from_file_location(module_name, path)
    if loader is None or loader.loader is None:
        raise AmdsyncError("bad-input", f"{file} is not a Python module", Loc(file))
    module = importlib.util.module_from_spec(loader)
    sys.path.insert(0, str(path.resolve().parent))
    try:
        loader.loader.exec_module(module)
    except (Exception, SystemExit) as error:  # (a file that calls exit() when imported)
        raise AmdsyncError("python-error", f"importing {file} failed: "
                           f"{type(error).__name__}: {error}",
                           import_error_loc(error, file)) from None
    finally:
        sys.path.pop(0)
    fn = getattr(module, name, None)
    if fn is None or not hasattr(fn, "arg_names"):
        # The kernel is named on the command line (FILE.py:KERNEL): the error is there.
        kernels = sorted(k for k, v in vars(module).items() if hasattr(v, "arg_names"))
        raise AmdsyncError("no-kernel", f"{spec}: {file} has no triton.jit function "
                           f"{name!r} (it has: {', '.join(kernels) or 'none'})", CLI)
    return fn


def import_error_loc(error: BaseException, file: str) -> Loc:
    """Where importing ``file`` failed: a syntax error's own line and column (in
    ``file`` or a module it imports); else the innermost line of ``file`` on the
    exception's way (the statement that raised, or the import that led to it, its
    column when Python knows it); the file alone when none is known."""
    if isinstance(error, SyntaxError) and error.lineno:
        where = error.filename if error.filename and error.filename != "<unknown>" \
            else file
        if Path(where).resolve() == Path(file).resolve():
            where = file
        return Loc(where, error.lineno, max(error.offset or 1, 1))
    import traceback  # noqa: PLC0415

    mine = Path(file).resolve()
    found: Loc | None = None
    for frame in traceback.extract_tb(error.__traceback__):
        if frame.lineno and Path(frame.filename).resolve() == mine:
            col = getattr(frame, "colno", None)
            found = Loc(file, frame.lineno, (col or 0) + 1)
    return found or Loc(file)


def _import_triton() -> Any:
    try:
        import triton  # noqa: PLC0415 (optional dependency)
    except ImportError:
        raise AmdsyncError("missing-dependency", "Triton is not installed: pip install "
                           "triton (the `amdsync triton` command compiles through it)",
                           CLI) from None
    return triton


def compile_kernel(fn: Any, *, target: str = "gfx950", num_warps: int = 4,
                   num_stages: int = 3, constexprs: Mapping[str, object] | None = None,
                   args: Mapping[str, int | float] | None = None,
                   arg_types: Mapping[str, str] | None = None,
                   pointer_type: str = "*bf16") -> Compiled:
    """Compile ``fn`` for ``target`` with Triton and return its ``llir`` stage.

    Every argument is a constexpr (``constexprs``), a scalar with a value (``args``:
    ``i32``, or ``i64`` when it does not fit, ``fp32`` for a float) or a pointer
    (``pointer_type``, e.g. ``*fp16``); ``arg_types`` overrides any of them."""
    triton = _import_triton()
    from triton.backends.compiler import GPUTarget  # noqa: PLC0415

    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")  # 3.9's default, stated
    constexprs = dict(constexprs or {})
    args = dict(args or {})
    names = list(fn.arg_names)
    unknown = sorted(n for n in {*constexprs, *args} if n not in names)
    if unknown:
        raise AmdsyncError("unknown-argument", f"{fn.__name__} has no argument "
                           f"{', '.join(map(repr, unknown))} (it has {', '.join(names)})", CLI)
    types: dict[str, str] = {}
    attrs: dict[tuple[int, ...], list[list[Any]]] = {}
    for index, name in enumerate(names):
        if name in constexprs:
            types[name] = "constexpr"
            continue
        value = args.get(name)
        if isinstance(value, float):
            ty = "fp32"
        elif isinstance(value, int):
            ty = specialization(value)[0]
        else:
            ty = pointer_type
        ty = (arg_types or {}).get(name, ty)
        types[name] = ty
        if ty.startswith("*"):
            attrs[(index,)] = [["tt.divisibility", 16], ["tt.pointer_range", 32]]
        elif ty in ("i32", "i64") and isinstance(value, int) and specialization(value)[1]:
            attrs[(index,)] = [["tt.divisibility", 16]]
    source = _source(fn)(fn=fn, signature=types, constexprs=constexprs, attrs=attrs)
    arch = target.split(":", maxsplit=1)[0]
    wave = 32 if arch in _WAVE32 else 64
    try:
        compiled = triton.compile(source, target=GPUTarget("hip", arch, wave),
                                  options={"num_stages": num_stages, "num_warps": num_warps})
    except Exception as error:
        raise AmdsyncError("triton-failed", f"Triton could not compile {fn.__name__} for "
                           f"{target}: {type(error).__name__}: {str(error)[:2000]}",
                           CLI) from None
    positions = {name: i for i, name in enumerate(n for n in names if n not in constexprs)}
    return Compiled(fn.__name__, with_tile_names(compiled, arch, fn), positions, num_warps,
                    wave)


def with_tile_names(compiled: Any, arch: str, fn: Any) -> str:
    """The compile's LLVM IR with its LDS tiles' Python names carried in it
    (triton/tiles.py, formats/llvm/lds_tiles.py), when Triton gives them."""
    from amdsync.formats.llvm.debug_fields import last_node  # noqa: PLC0415
    from amdsync.formats.llvm.lds_tiles import carried_tiles  # noqa: PLC0415
    from amdsync.triton.tiles import SMEM, kernel_tiles  # noqa: PLC0415

    llir = str(compiled.asm["llir"])
    if f"@{SMEM} = " not in llir:
        return llir
    code = getattr(getattr(fn, "fn", None), "__code__", None)
    tiles = kernel_tiles(str(compiled.asm.get("ttgir", "")), arch,
                         int(getattr(compiled.metadata, "shared", 0) or 0),
                         code.co_filename if code is not None else "")
    carried = carried_tiles(tiles, last_node(llir) + 1)
    return f"{llir.rstrip()}\n{carried}" if carried else llir


def is_gluon(fn: Any) -> bool:
    """Whether ``fn`` is a ``@gluon.jit`` kernel (Triton's GluonJITFunction says so)."""
    probe = getattr(fn, "is_gluon", None)
    return bool(probe()) if callable(probe) else False


def _source(fn: Any) -> Any:
    """The AST source class Triton compiles ``fn`` from: Gluon kernels have their own
    (``GluonASTSource``: the Gluon language, layouts given by the kernel), plain
    ``@triton.jit`` kernels Triton's ``ASTSource``."""
    if is_gluon(fn):
        from triton.experimental.gluon._runtime import GluonASTSource  # noqa: PLC0415

        return GluonASTSource
    from triton.compiler import ASTSource  # noqa: PLC0415

    return ASTSource


def specialization(value: int) -> tuple[str, bool]:
    """How an integer argument specializes the compiled kernel: its type (``i32``, or
    ``i64`` when it does not fit) and whether it is divisible by 16 (Triton's
    ``tt.divisibility``). Values that agree on both compile to the same IR."""
    return ("i32" if -(1 << 31) <= value < (1 << 31) else "i64"), value % 16 == 0


# Targets whose waves are 32 lanes wide (RDNA: gfx10/gfx11/gfx12; gfx12.5 has only
# wave32, targets/processors.py).
_WAVE32 = {f"gfx{n}" for n in ("1010", "1011", "1012", "1030", "1031", "1032", "1100",
                               "1101", "1102", "1150", "1151", "1200", "1201", "1250",
                               "1251")}


def check(fn: Any, *, target: str = "gfx950", num_warps: int = 4, num_stages: int = 3,
          constexprs: Mapping[str, object] | None = None,
          args: Mapping[str, int | float] | None = None,
          arg_types: Mapping[str, str] | None = None, pointer_type: str = "*bf16",
          workgroups: int = 1, strict_reads: bool = False, bounds: Bounds | None = None,
          keep_ll: str | os.PathLike[str] | None = None,
          inputs: Mapping[str, object] | None = None,
          ir: dict[str, str] | None = None, fixes: bool = False,
          reading: str = "spec", assume: Sequence[str] = ()) -> CheckResult:
    """Compile ``fn`` (a ``triton.jit`` or ``gluon.jit`` function) and check program
    0's workgroup (or ``workgroups`` of them) at ``num_warps`` waves; ``args`` and
    ``inputs`` (pointer arguments' initial contents, as for :func:`amdsync.check`) by
    their Python names. ``ir``, when given, receives the IR checked under the name its
    locations give it (for the HTML report's IR pane). ``fixes``: also search each
    finding's checked fix (``result.fixes``, docs/fixes.md). ``reading``: as
    :func:`amdsync.check`'s (docs/semantics/readings.md). ``assume``: preconditions as
    :func:`amdsync.check`'s, naming arguments by their Python names."""
    from amdsync.api import Bounds  # noqa: PLC0415
    from amdsync.api import check as check_ll  # noqa: PLC0415

    compiled = compile_kernel(fn, target=target, num_warps=num_warps, num_stages=num_stages,
                              constexprs=constexprs, args=args, arg_types=arg_types,
                              pointer_type=pointer_type)
    # The IR is read from its text under a fixed name (the same in every run), and
    # written only where --keep-ll asks: never to a predictable path in a shared
    # temporary folder, where a planted symlink would be followed (F11).
    source: Path | Program | str
    if ir is not None:
        ir[str(keep_ll) if keep_ll is not None else f"amdsync-triton-{compiled.name}.ll"] = (
            compiled.llir)
    if keep_ll is not None:
        source = Path(keep_ll)
        source.write_text(compiled.llir)
    elif fixes:
        source = compiled.llir  # (the fix search edits the text)
    else:
        from amdsync.formats.llvm.reader import read_llvm_with_warnings  # noqa: PLC0415
        source, _ = read_llvm_with_warnings(compiled.llir,
                                            f"amdsync-triton-{compiled.name}.ll",
                                            frozenset(), None)
    ints = {str(compiled.positions[k]): int(v) for k, v in (args or {}).items()
            if not isinstance(v, float)}
    return check_ll(source, target=target, workgroup_size=num_warps * compiled.wave_size,
                    workgroups=workgroups, args=ints, strict_reads=strict_reads,
                    bounds=bounds or Bounds(), inputs=_by_position(compiled, inputs),
                    fixes=fixes, source_name=f"amdsync-triton-{compiled.name}.ll",
                    reading=reading, assume=[_positional(compiled, text) for text in assume])


def _positional(compiled: Compiled, text: str) -> str:
    """An assumption with the Python argument names as the IR's positions (``%N``: the
    IR names its parameters by position)."""
    for name, position in sorted(compiled.positions.items(), key=lambda kv: -len(kv[0])):
        text = re.sub(rf"(?<![\w%]){re.escape(name)}(?!\w)", f"%{position}", text)
    return text


def _by_position(compiled: Compiled, inputs: Mapping[str, object] | None
                 ) -> dict[str, object] | None:
    """Inputs named as the IR names the kernel's parameters (by position)."""
    if not inputs:
        return None
    out: dict[str, object] = {}
    for name, value in inputs.items():
        if name not in compiled.positions:
            raise AmdsyncError("bad-input", f"--input {name}: the kernel has no argument "
                               f"{name!r}", Loc("<command line>"))
        out[str(compiled.positions[name])] = value
    return out


from amdsync.triton.sweep import check_sweep  # noqa: E402 (uses the above)

__all__ = ["Compiled", "check", "check_sweep", "compile_kernel", "is_gluon",
           "load_jit_function", "specialization", "with_tile_names"]
