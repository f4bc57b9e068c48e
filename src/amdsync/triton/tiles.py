"""Where Triton put each LDS tile, and the Python name of each (issue 42, item 2).

Triton's LLVM IR addresses every shared tile as an offset into one extern array,
``@global_smem``; the IR names no tile (its variable debug information is emitted only
under ``LLVM_EXTRACT_DI_LOCAL_VARIABLES=1``, which also changes the code LLVM emits, so
the IR checked would not be the one a launch runs). The TTGIR stage before it does name
them: Triton's code generator gives the value of ``a = tl.load(...)`` the location
``loc("a"(kernels.py:31:13))`` (an MLIR NameLoc), and the pipeliner's
``ttg.local_alloc`` of that load's stages keeps it::

    %a = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xbf16, #shared, #smem, mutable> loc(#loc54)

Triton's LLVM stage first places each buffer (its ``allocate_shared_memory`` pass sets
``allocation.offset``). This module runs the passes the AMD backend runs up to that one
on the TTGIR the compile produced, reads each buffer's offset, its size (from its
memdesc type and layout) and its location, and checks the result against the compile's
own total (``metadata.shared``): on any disagreement it names nothing, never wrongly.
"""

from __future__ import annotations

import ast
import re
from math import prod
from pathlib import Path

from amdsync.diagnostics import temporary_directory
from amdsync.program.lds_tiles import LOCAL_ALLOC, LdsTile

SMEM = "global_smem"  # Triton's extern LDS array

_LOC_ALIAS = re.compile(r"^#(loc\d*) = loc\((.*)\)\s*$", re.MULTILINE)
_LAYOUT = re.compile(r"^#(\w+) = #ttg\.(\w+)<(.*)>\s*$", re.MULTILINE)
_OFFSET = re.compile(r"allocation\.offset = (\d+) : i32")
_SIZE = re.compile(r"allocation\.size = (\d+) : i32")
_OP = re.compile(r"^\s*(?:%[^=]+= )?\"?([a-z_]+\.[\w.]+)")
_OP_LOC = re.compile(r"loc\((#loc\d*|.*)\)\s*$")
_MEMDESC = re.compile(r"-> !ttg\.memdesc<([^,>]+), #(\w+)")
_SHARED = re.compile(r"ttg\.shared = (\d+) : i32")
_FILE_LINE = re.compile(r'^"((?:[^"\\]|\\.)*)":(\d+):(\d+)')
_NAMED = re.compile(r'^"((?:[^"\\]|\\.)*)"\((.*)\)$')
_CALLSITE = re.compile(r"^callsite\((.*) at (.*)\)$")
_FUSED = re.compile(r"^fused(?:<[^>]*>)?\[(.*)\]$")
_PADDING = re.compile(r"(\d+):\+(\d+)")


def kernel_tiles(ttgir: str, arch: str, shared: int, kernel_file: str
                 ) -> tuple[LdsTile, ...]:
    """The LDS buffers of the kernel whose TTGIR is ``ttgir``, compiled for ``arch``
    with ``shared`` bytes of LDS; ``kernel_file`` (the kernel's Python file) is the
    frame a location is read at when it is a call stack."""
    if not ttgir or shared <= 0:
        return ()
    placed = _allocated(ttgir, arch)
    return buffers(placed, shared, kernel_file) if placed is not None else ()


def _allocated(ttgir: str, arch: str) -> str | None:
    """The TTGIR after the AMD backend's passes up to and including its LDS allocation
    (backends/amd/compiler.py, make_llir, Triton 3.9), printed with locations; None
    when Triton cannot run them here."""
    try:
        from triton._C.libtriton import (  # noqa: PLC0415 (optional dependency)
            amd,
            ir,
            passes,
        )

        context = ir.context()
        ir.load_dialects(context)
        amd.load_dialects(context)
        with temporary_directory() as folder:
            path = Path(folder) / "kernel.ttgir"
            path.write_text(ttgir)
            module = ir.parse_mlir_module(str(path), context)
        module.context = context
        manager = ir.pass_manager(context)
        amd.passes.ttgpuir.add_update_async_wait_count(manager, arch)
        amd.passes.ttgpuir.add_warp_pipeline_conversion(manager, arch)
        passes.convert.add_scf_to_cf(manager)
        passes.gluon.add_inliner(manager)
        passes.convert.add_index_to_llvmir(manager)
        amd.passes.ttgpuir.add_allocate_shared_memory(manager, arch)
        manager.run(module, "amdsync-lds-tiles")
        return str(module.str())
    except Exception:  # (names are a help: without them, offsets are shown)
        return None


def buffers(text: str, shared: int, kernel_file: str) -> tuple[LdsTile, ...]:
    """The buffers placed in ``text`` (TTGIR after Triton's allocation, printed with
    its location aliases): each ``ttg.local_alloc`` with its size, every other
    operation holding an ``allocation.offset`` (a scratch) of its ``allocation.size``,
    else as reaching the end of the ``shared`` bytes. Empty when the module's own total
    disagrees with ``shared``, a tile's size is not known, or the last buffer does not
    end at it."""
    found = _SHARED.search(text)
    if found is None or int(found.group(1)) != shared:
        return ()
    aliases = dict(_LOC_ALIAS.findall(text))
    layouts = {name: (kind, body) for name, kind, body in _LAYOUT.findall(text)}
    bound = bound_values(kernel_file)
    out = []
    opened: list[str] = []  # the generic-form operations whose regions are open
    for line in text.splitlines():
        head = _OP.match(line)
        op = head.group(1) if head is not None else None
        if op is not None and line.rstrip().endswith("({"):
            opened.append(op)
        elif line.lstrip().startswith("})") and opened:
            op = opened.pop()  # (its attributes and location follow its regions)
        offset = _OFFSET.search(line)
        if offset is None or op is None:
            continue
        start = int(offset.group(1))
        where = _OP_LOC.search(line)
        name, file, row, col = _where(where.group(1) if where else "", aliases,
                                      kernel_file)
        if op != LOCAL_ALLOC:
            sized = _SIZE.search(line)
            size = int(sized.group(1)) if sized else shared - start
            if start + size > shared:
                return ()
            out.append(LdsTile(SMEM, start, size, op, "", file, row, col))
            continue
        tile_size = _tile_bytes(line, layouts)
        if tile_size is None or start + tile_size > shared:
            return ()
        mine = file == Path(kernel_file).name
        named = name if mine and name and bound.get((row, col)) == name else ""
        out.append(LdsTile(SMEM, start, tile_size, LOCAL_ALLOC, named, file, row, col))
    if out and max(t.offset + t.size for t in out) != shared:
        return ()  # (Triton's total is where its last buffer ends: a size is off)
    return tuple(t for t in out if t.size > 0)


def _tile_bytes(line: str, layouts: dict[str, tuple[str, str]]) -> int | None:
    """A ``ttg.local_alloc``'s bytes: its memdesc's elements at their width, plus a
    padded layout's padding — ``[I:+P]`` inserts P elements after every I, none after
    the last (so (N - 1) // I · P for N elements; TritonGPU's PaddedSharedEncoding)."""
    found = _MEMDESC.search(line)
    if found is None:
        return None
    *dims, element = found.group(1).split("x")
    width = re.fullmatch(r"(?:bf|f|i)(\d+)(?:E\w+)?", element)
    if width is None or not all(d.isdigit() for d in dims):
        return None
    count = prod(int(d) for d in dims)
    kind, body = layouts.get(found.group(2), ("", ""))
    if "shared" not in kind:
        return None
    if kind == "padded_shared":
        head = body.split("{", 1)[0]
        count += sum((count - 1) // int(every) * int(pad)
                     for every, pad in _PADDING.findall(head))
    return count * max(int(width.group(1)) // 8, 1)


def bound_values(kernel_file: str) -> dict[tuple[int, int], str]:
    """Where each value assigned to a plain name starts in ``kernel_file`` (its line and
    1-based column, as Triton locates it) → that name. Triton names every operation of
    ``acc = tl.dot(tl.load(p), b, acc)`` ``acc`` (its code generator's NameLoc prefix),
    the inner load's tile too: a tile is named by a variable only when its location is
    where that variable's value starts, else by its line (empty: unreadable file)."""
    try:
        tree = ast.parse(Path(kernel_file).read_text())
    except (OSError, SyntaxError, ValueError):
        return {}
    out = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            target, value = node.target, node.value
        else:
            continue
        if isinstance(target, ast.Name):
            out[(value.lineno, value.col_offset + 1)] = target.id
    return out


def _where(loc: str, aliases: dict[str, str], kernel_file: str
           ) -> tuple[str, str, int, int]:
    """The source variable (outermost NameLoc naming an identifier), file (its base
    name), line and column of an MLIR location: the frame in ``kernel_file`` of a call
    stack, else its first frame."""
    name = ""
    frames: list[tuple[str, int, int]] = []
    pending = [loc.strip()]
    for _ in range(256):  # (aliases do not loop; stay bounded all the same)
        if not pending:
            break
        item = pending.pop(0).strip()
        item = aliases.get(item[1:], item) if item.startswith("#") else item
        if (file_line := _FILE_LINE.match(item)) is not None:
            frames.append((file_line.group(1), int(file_line.group(2)),
                           int(file_line.group(3))))
        elif (named := _NAMED.match(item)) is not None:
            if not name and named.group(1).isidentifier():
                name = named.group(1)
            pending.insert(0, named.group(2))
        elif (call := _CALLSITE.match(item)) is not None:
            pending[:0] = [call.group(1), call.group(2)]
        elif (fused := _FUSED.match(item)) is not None:
            pending[:0] = [p for p in fused.group(1).split(", ") if p]
    # (the kernel's own frame by its path, else by its file name: Triton's cache keys on
    # the source's content, so a compile cached from a checkout elsewhere names the
    # file there)
    target = Path(kernel_file).resolve()
    mine = ([f for f in frames if Path(f[0]).resolve() == target]
            or [f for f in frames if Path(f[0]).name == target.name])
    file, row, col = (mine or frames or [("", 0, 0)])[0]
    return name, Path(file).name if file else "", row, col
