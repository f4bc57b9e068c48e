"""The LLVM IR reader: an amdgcn ``.ll`` file → :class:`~amdsync.program.module.Program`.

llvmlite (its bundled LLVM) parses and verifies the module and gives the structure:
functions, blocks, instructions, operands and types. What llvmlite does not expose is
recovered from the original text, which :mod:`text_index` maps instruction by
instruction: atomic orderings and syncscopes, ``!mmra`` and ``!dbg`` attachments,
switch case values, GEP source element types and the trees of constant expressions.

Names: registers, blocks, functions and globals keep their LLVM names without the
sigil (``%x`` → ``x``, ``@k`` → ``k``); unnamed values and blocks get the numbers the
LLVM text gives them (``%0`` → ``0``). Operations the reader adds (GEP arithmetic,
constant expressions, buffer addresses) get fresh names derived from the instruction's
(``x.gep0``, ``x.ce1``, ``buf2``).

Only the selected kernel and the functions it calls (transitively) are read.

Warnings (e.g. for intrinsics the ``opaque`` option declares) are returned by
:func:`read_llvm_with_warnings` as :class:`ReaderWarning` values;
:func:`read_llvm_text` / :func:`read_llvm_file` drop them.
"""

from __future__ import annotations

import gc
import re
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, ClassVar

import llvmlite.binding as llvm

from amdsync.diagnostics import AmdsyncError, Loc, loc_at, read_input
from amdsync.formats.llvm import (
    aggregates,
    asm,
    asynccnt,
    hardware_waits,
    implicit,
    intrinsics,
    vectors,
)
from amdsync.formats.llvm.allocas import FrameLayout, parse_alloca, recursive_functions
from amdsync.formats.llvm.call_site import CallSite
from amdsync.formats.llvm.constants import (
    CAgg,
    CBytes,
    CExpr,
    CFloat,
    CGlobal,
    CInt,
    CNode,
    CNull,
    ConstParser,
    ConstSyntaxError,
    CUndef,
    CZero,
    constant_bytes,
)
from amdsync.formats.llvm.debug_fields import struct_argument_names
from amdsync.formats.llvm.device_constants import ISA_VERSION, isa_version
from amdsync.formats.llvm.floatlit import to_llvm22
from amdsync.formats.llvm.hostcall import HOSTCALL_FUNCTIONS
from amdsync.formats.llvm.lds_tiles import lds_tiles
from amdsync.formats.llvm.lexer import (
    Kind,
    Token,
    matching_close,
    split_top_level,
    string_value,
    tokenize,
    unquote_name,
)
from amdsync.formats.llvm.metadata import MetadataError, MetadataTable, attachments
from amdsync.formats.llvm.raw import RawValue, pointer_of, type_text
from amdsync.formats.llvm.text_index import TextFunction, TextIndex, TextInstr, index_text
from amdsync.formats.llvm.types import TypeParser, TypeSyntaxError, index_bits
from amdsync.frontends.demangle import demangle
from amdsync.program import ops as o
from amdsync.program.module import Block, Function, GlobalVar, Param, Program
from amdsync.program.struct_args import has_struct_args, split_struct_args
from amdsync.program.types import (
    AddressSpace,
    FloatType,
    IntType,
    PtrType,
    StructType,
    Type,
    VecType,
    VoidType,
    abi_align,
    alloc_size,
    element_type,
    is_named_barrier,
    named_barrier_count,
    store_size,
    struct_offset,
)


def _older_names(text: str) -> str:
    """Spellings older LLVM wrote that LLVM 22 renamed, each replaced by its new name of
    the same length (locations stay): clang 19's OpenCL kernels carry
    ``DW_CC_LLVM_OpenCLKernel``, DW_CC_LLVM_DeviceKernel since LLVM 21."""
    if "DW_CC_LLVM_OpenCLKernel" in text:
        text = text.replace("DW_CC_LLVM_OpenCLKernel", "DW_CC_LLVM_DeviceKernel")
    return text


_BACKGROUND_FREE_BYTES = 4 << 20  # modules of more text are freed on a thread


def _dispose(module: Any, context: Any) -> None:
    module.close()
    context.close()


_DBG_ATTACHMENT = re.compile(r"!dbg\s+!(\d+)")
_SUBPROGRAM_NAME = re.compile(r'DISubprogram\(name:\s*"([^"]+)"')
_COV_FLAG = re.compile(r'!"amdhsa_code_object_version"\s*,\s*i32\s+(\d+)')
ValueRef = Any  # llvmlite.binding.ValueRef (untyped library)


@dataclass(frozen=True)
class ReaderWarning:
    """A located warning: something was read, but with a caveat."""

    code: str
    message: str
    loc: Loc

    def __str__(self) -> str:
        return f"{self.loc}: warning[{self.code}]: {self.message}"


# ---------------------------------------------------------------- public API


def read_llvm_with_warnings(text: str, filename: str, opaque: frozenset[str] = frozenset(),
                            kernel: str | None = None, every_function: bool = False,
                            ) -> tuple[Program, list[ReaderWarning]]:
    """Read LLVM IR ``text`` (named ``filename`` in locations). ``opaque`` names
    intrinsics to accept as operations without memory effects (each call warns);
    ``kernel`` picks the function to launch (any defined function; by default the one
    ``amdgpu_kernel``, else the one function nothing calls); ``every_function`` reads
    every defined function instead (for the wait model)."""
    # The reader allocates many small objects and frees none of them while it runs:
    # pausing the cyclic collector makes it about a third faster on large kernels.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        reader = _ModuleReader(text, filename, opaque)
        try:
            program = reader.read_every_function() if every_function else reader.read(kernel)
        finally:
            reader.close()
        if not every_function and has_struct_args(program):
            # A struct argument's fields as parameters of their own, named as the
            # source names them where the text says (program/struct_args.py).
            program = split_struct_args(
                program, struct_argument_names(text, program.kernel))[0]
        tiles = lds_tiles(text)  # (the LDS tiles' source names: program/lds_tiles.py)
        if tiles:
            program = replace(program, lds_tiles=tiles)
    finally:
        if len(text) >= _BACKGROUND_FREE_BYTES:
            # Millions of objects: the next full collection would scan them all in one
            # uninterruptible call of seconds (past --timeout, issue 12). They live as
            # long as the command does, so they are moved out of the collector's view.
            gc.freeze()
        if was_enabled:
            gc.enable()
    return program, reader.warnings


def read_llvm_text(text: str, filename: str, opaque: frozenset[str] = frozenset(),
                   kernel: str | None = None, every_function: bool = False) -> Program:
    return read_llvm_with_warnings(text, filename, opaque, kernel, every_function)[0]


def read_llvm_file(path: str, opaque: frozenset[str] = frozenset(),
                   kernel: str | None = None, every_function: bool = False) -> Program:
    return read_llvm_with_warnings(_read_file(path), path, opaque, kernel, every_function)[0]


def read_llvm_file_with_warnings(path: str, opaque: frozenset[str] = frozenset(),
                                 kernel: str | None = None
                                 ) -> tuple[Program, list[ReaderWarning]]:
    return read_llvm_with_warnings(_read_file(path), path, opaque, kernel)


def _read_file(path: str) -> str:
    return read_input(path, "LLVM IR")


# ---------------------------------------------------------------- parsing

_LLVM_STATE = {"ready": False}


def _prepare_llvm() -> None:
    """Keep debug-info verification from aborting the process: when a module declares
    the current debug-info version, LLVM's parser verifies it and calls
    ``report_fatal_error`` on any verifier failure. With the upgrade disabled the
    reader runs the verifier itself, which raises."""
    if not _LLVM_STATE["ready"]:
        llvm.set_option("amdsync", "-disable-auto-upgrade-debug-info")
        _LLVM_STATE["ready"] = True


_PARSE_ERROR_RE = re.compile(r"<string>:(\d+):(\d+): error: ([^\n]*)")


def _parse_module(text: str, filename: str, index: TextIndex) -> tuple[ValueRef, ValueRef]:
    """The parsed and verified module and its LLVM context. The caller closes both
    (module first): left to the garbage collector, a context can be freed before its
    module, which crashes."""
    _prepare_llvm()
    if "\0" in text:
        raise AmdsyncError("malformed-ir", "the file contains a NUL character",
                           loc_at(filename, text, text.index("\0")))
    # A fresh context per module: in a shared one LLVM renames named struct types that
    # an earlier module defined (%struct.S → %struct.S.0), and the printed types would no
    # longer match the text's definitions.
    context = llvm.create_context()
    try:
        prepared = implicit.prepare(_older_names(to_llvm22(text, filename)), filename)
        module = llvm.parse_assembly(prepared.text, context=context)
    except RuntimeError as error:
        context.close()
        message = str(error)
        match = _PARSE_ERROR_RE.search(message)
        if match:
            line = int(match.group(1))
            if line in prepared.appended:
                # An error in an appended declaration: the file's own text may be what
                # is broken (an unclosed bracket runs on into the declarations) — then
                # say where; else the call the declaration was made from is wrong.
                own = _own_text_error(prepared.own, filename)
                raise own or AmdsyncError(
                    "malformed-ir", f"{match.group(3)} (in the signature this call gives "
                    "an undeclared intrinsic)", prepared.appended[line]) from None
            raise AmdsyncError("malformed-ir", match.group(3),
                               Loc(filename, line, int(match.group(2)))) from None
        raise AmdsyncError("malformed-ir", message.strip().splitlines()[-1] if message.strip()
                           else "LLVM could not parse the file", Loc(filename)) from None
    try:
        module.verify()
    except RuntimeError as error:
        module.close()
        context.close()
        lines = [line for line in str(error).splitlines() if line.strip()]
        message = lines[0] if lines else "the module does not verify"
        loc = _locate_printed(lines[1:], index, filename)
        if loc.line == 0:
            loc = _locate_named(lines, text, filename)
        raise AmdsyncError("malformed-ir", f"LLVM verifier: {message}", loc) from None
    return module, context


def _own_text_error(text: str, filename: str) -> AmdsyncError | None:
    """The parse error of ``text`` (the file without appended declarations) if it is
    not about an undeclared intrinsic (whose declaration was the appended part)."""
    context = llvm.create_context()
    try:
        llvm.parse_assembly(text, context=context).close()
    except RuntimeError as error:
        match = _PARSE_ERROR_RE.search(str(error))
        if match and "@" + implicit.RENAMED not in match.group(3):
            return AmdsyncError("malformed-ir", match.group(3),
                                Loc(filename, int(match.group(1)), int(match.group(2))))
    finally:
        context.close()
    return None


def _locate_named(lines: list[str], text: str, filename: str) -> Loc:
    """For verifier messages about metadata or globals (no instruction printed): the
    first line of the text that defines a metadata node or a global they name (e.g.
    ``!DICompileUnit`` in "DICompileUnit not listed in llvm.dbg.cu"); else line 1."""
    names = re.findall(r"![\w.]+|\bDI[A-Z]\w+|@[\w.$-]+", " ".join(lines))
    source = text.splitlines()
    for name in names:
        token = name if name.startswith(("!", "@")) else f"!{name}("
        for number, line in enumerate(source, 1):
            col = line.find(token)
            if col >= 0 and not line.lstrip().startswith(";"):
                start = len(line) - len(line.lstrip())
                return Loc(filename, number, start + 1)
    return Loc(filename, 1, 1)


def _normalize(text: str) -> str:
    cut = re.split(r",\s*!\w+\s", text + " ", maxsplit=1)[0]
    return re.sub(r"\s+", "", cut)


def _locate_printed(printed: list[str], index: TextIndex, filename: str) -> Loc:
    """Find an instruction the verifier printed in the user's text."""
    for line in printed:
        wanted = _normalize(line.strip())
        if not wanted:
            continue
        result = re.match(r"(%[-\w$.\"]+)\s*=", line.strip())
        for function in index.functions.values():
            for instr in function.instrs:
                if _normalize(instr.text) == wanted:
                    return Loc(filename, instr.line, instr.col)
        if result:
            for function in index.functions.values():
                for instr in function.instrs:
                    if instr.result == result.group(1):
                        return Loc(filename, instr.line, instr.col)
        named = re.match(r'(?:ptr|define\b.*?)\s*@("[^"]*"|[-\w$.]+)', line.strip())
        if named:
            name = _unalias(named.group(1).strip('"'))
            defined = index.functions.get(name)
            if defined is not None:
                return Loc(filename, defined.line, defined.col)
            declared = index.declares.get(name)
            if declared is not None:
                return Loc(filename, declared.line, declared.col)
    return Loc(filename)


def _unalias(name: str) -> str:
    """The user's name of a function LLVM reports (see :mod:`implicit`)."""
    return implicit.original_name(name)


def _addrspace(ty: Type) -> int:
    return ty.addrspace if isinstance(ty, PtrType) else 0


_ORDERINGS = {
    "unordered": o.Ordering.UNORDERED, "monotonic": o.Ordering.MONOTONIC,
    "acquire": o.Ordering.ACQUIRE, "release": o.Ordering.RELEASE,
    "acq_rel": o.Ordering.ACQ_REL, "seq_cst": o.Ordering.SEQ_CST,
}
_BINOPS = {kind.value: kind for kind in o.BinOpKind}
_ICMP = {pred.value: pred for pred in o.ICmpPred}
_CASTS = {
    "zext": o.CastKind.ZEXT, "sext": o.CastKind.SEXT, "trunc": o.CastKind.TRUNC,
    "ptrtoint": o.CastKind.PTRTOINT, "ptrtoaddr": o.CastKind.PTRTOINT,
    "inttoptr": o.CastKind.INTTOPTR, "addrspacecast": o.CastKind.ADDRSPACECAST,
    "bitcast": o.CastKind.BITCAST, "freeze": o.CastKind.FREEZE,
}
_OPAQUE_OPCODES = frozenset({
    "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fcmp", "fptrunc", "fpext", "fptoui",
    "fptosi", "uitofp", "sitofp", "extractelement", "insertelement", "shufflevector",
    "insertvalue",
})
_CALLEE_RE = re.compile(r'@("[^"]*"|[-\w$.]+)\s*\(')
_ADDRESS_SPACE_TAGS = {"local": 3, "global": 1}  # amdgpu-usage, MMRA amdgpu-synchronize-as


# Keywords an instruction may carry between its opcode and its type (LangRef: fast-math
# flags, comparison predicates, integer wrap flags); Opaque.flags keeps them.
_INSTRUCTION_FLAGS = frozenset({
    "fast", "reassoc", "contract", "nnan", "ninf", "nsz", "arcp", "afn", "nuw", "nsw",
    "exact", "disjoint", "nneg", "samesign", "inbounds", "false", "true", "oeq", "ogt",
    "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
    "eq", "ne", "sgt", "sge", "slt", "sle"})


def _instruction_flags(text: str, opcode: str) -> tuple[str, ...]:
    """The flag keywords right after the opcode of an instruction's text."""
    head = text.split(opcode, 1)[1] if opcode in text else ""
    flags: list[str] = []
    for word in head.split():
        if word not in _INSTRUCTION_FLAGS:
            break
        flags.append(word)
    return tuple(flags)


def _aggregate_indices(text: str, operands: int) -> tuple[int | None, ...] | None:
    """The constant indices of ``extractvalue`` / ``insertvalue`` (after ``operands``
    operands); None when they cannot be read."""
    body = text.split(", !", 1)[0]
    parts: list[str] = []
    depth, start = 0, 0
    for i, ch in enumerate(body):
        if ch in "({[<":
            depth += 1
        elif ch in ")}]>":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(body[start:i])
            start = i + 1
    parts.append(body[start:])
    tail = [part.strip() for part in parts[operands:]]
    if not tail or not all(re.fullmatch(r"\d+", part) for part in tail):
        return None
    return tuple(int(part) for part in tail)


def _index_path(text: str, operands: int) -> aggregates.Path | None:
    """``_aggregate_indices`` as a leaf path (None: not all read)."""
    indices = _aggregate_indices(text, operands)
    if indices is None or any(i is None for i in indices):
        return None
    return tuple(i for i in indices if i is not None)


def _scalar(ty: Type) -> bool:
    return isinstance(ty, IntType | PtrType)


# ---------------------------------------------------------------- module


class _ModuleReader:
    def __init__(self, text: str, filename: str, opaque: frozenset[str]) -> None:
        self.filename = filename
        self.opaque = opaque
        self.size = len(text)
        self.index = index_text(text)
        self.module, self.context = _parse_module(text, filename, self.index)
        self.types = TypeParser(self.index.named_types)
        self.consts = ConstParser(self.types)
        self.meta = MetadataTable(self.index.metadata)
        self._printed_meta: MetadataTable | None = None
        self.warnings: list[ReaderWarning] = []
        self.defined: dict[str, ValueRef] = {}
        # Unnamed functions (``define internal fastcc i32 @0(…)``: the ROCm device
        # libraries' helpers) by pointer: llvmlite gives them the empty name.
        self.numbered: dict[int, str] = {}
        for function in self.module.functions:
            name = function.name or self._number_of(function)
            if not function.name:
                self.numbered[pointer_of(function)] = name
            if not function.is_declaration:
                self.defined[name] = function
        self.global_names = {g.name for g in self.module.global_variables}
        self.opaque_used: set[str] = set()
        self._resolutions: dict[str, intrinsics.Resolution] = {}
        self._type_refs: dict[int, Type] = {}
        self.frame = FrameLayout()  # private memory: every alloca's offset (allocas.py)

    def recursive(self, name: str) -> bool:
        """Whether function ``name`` is on a call-graph cycle (by the text)."""
        return name in self._recursive

    @cached_property
    def _recursive(self) -> frozenset[str]:
        return recursive_functions(self._text_callees)

    @staticmethod
    def _number_of(function: ValueRef) -> str:
        """An unnamed function's number as LLVM prints it (its slot: the text's own
        number for a module LLVM printed)."""
        header = next((line for line in str(function).splitlines()
                       if line.startswith(("define", "declare"))), "")
        match = re.search(r"@(\d+)\s*\(", header)
        return match.group(1) if match else ""

    def function_name(self, function: ValueRef) -> str:
        return function.name or self.numbered.get(pointer_of(function), "")

    def close(self) -> None:
        """Free the LLVM module, then its context. A large module is freed on a
        background thread: LLVM takes seconds to destroy a million instructions in one
        uninterruptible call, which would hold the command past its --timeout (issue 12;
        ctypes releases the GIL for the call, so the command goes on meanwhile)."""
        if self.size < _BACKGROUND_FREE_BYTES:
            _dispose(self.module, self.context)
            return
        threading.Thread(target=_dispose, args=(self.module, self.context),
                         name="amdsync-free-llvm-module", daemon=True).start()

    def printed_meta(self) -> MetadataTable:
        """Metadata as llvmlite prints it (only used when positions could not be mapped
        and instruction text comes from llvmlite, whose numbering differs)."""
        if self._printed_meta is None:
            self._printed_meta = MetadataTable(index_text(str(self.module)).metadata)
        return self._printed_meta

    def warn(self, code: str, message: str, loc: Loc) -> None:
        self.warnings.append(ReaderWarning(code, message, loc))

    def type_at(self, type_ptr: int, loc: Loc) -> Type:
        """The Type behind an LLVM type pointer (types are unique per context, so the
        pointer is a cache key)."""
        found = self._type_refs.get(type_ptr)
        if found is None:
            found = self.type_of(type_text(type_ptr), loc)
            self._type_refs[type_ptr] = found
        return found

    def type_of(self, text: str, loc: Loc) -> Type:
        try:
            return self.types.parse_text(text)
        except TypeSyntaxError as error:
            raise AmdsyncError("unsupported-type", f"type {text!r}: {error}", loc) from None

    def resolution(self, name: str) -> intrinsics.Resolution:
        found = self._resolutions.get(name)
        if found is None:
            found = intrinsics.resolve(name)
            self._resolutions[name] = found
        return found

    def is_opaque_by_option(self, name: str) -> bool:
        return name in self.opaque or intrinsics.base_name(name) in self.opaque

    # ------------------------------------------------------------ kernel

    def _shown(self, name: str) -> str:
        """A function as a listing names it: its IR name, and its source name where
        that differs (a mangled C++ name: ``_Z6kernelPi (kernel(int*))``)."""
        source = self.source_name(name)
        if source is None:
            demangled = demangle(name)
            source = demangled.text if demangled is not None else None
        return name if source in (None, name) else f"{name} ({source})"

    def select_kernel(self, wanted: str | None) -> str:
        """The function to launch: ``wanted`` (any defined function: one that is not an
        ``amdgpu_kernel`` is launched as one, its pointer arguments disjoint buffers),
        else the module's one kernel, else its one function no other one calls."""
        kernels = [name for name, tf in self.index.functions.items()
                   if tf.is_kernel and name in self.defined]
        functions = self.defined_in_order()
        if wanted is not None and wanted not in functions:
            wanted = self._by_source_name(wanted, functions) or wanted
        if wanted is not None:
            if wanted not in functions:
                listing = ", ".join(self._shown(f) for f in functions) or "none"
                raise AmdsyncError("unknown-kernel",
                                   f"--kernel {wanted}: {self.filename} defines no function "
                                   f"named {wanted!r} (functions: {listing})",
                                   Loc("<command line>"))
            self._note_launched(wanted)
            return wanted
        if len(kernels) > 1:
            second = self.index.functions[kernels[1]]
            named = [self._shown(k) for k in kernels]
            raise AmdsyncError("ambiguous-kernel",
                               f"the module defines several kernels ({', '.join(named)}); "
                               "choose one with the kernel option",
                               Loc(self.filename, second.line, second.col))
        if kernels:
            return kernels[0]
        if not functions:
            raise AmdsyncError("no-kernel", "the module defines no function (no `define`), so "
                               "there is no amdgpu_kernel to launch", Loc(self.filename, 1, 1))
        called = self._called_functions()
        roots = [name for name in functions if name not in called]
        if len(roots) == 1:
            self._note_launched(roots[0])
            return roots[0]
        first = self.index.functions[(roots or functions)[0]]
        raise AmdsyncError("no-kernel", "the module defines no amdgpu_kernel and several "
                           f"functions ({', '.join(roots or functions)}); choose the one to "
                           "launch with the kernel option",
                           Loc(self.filename, first.line, first.col))

    def _by_source_name(self, name: str, functions: list[str]) -> str | None:
        """The defined function whose debug info names it ``name`` in the source (a HIP
        kernel ``tile2d`` is ``@_Z6tile2dPfPKfi``): the DISubprogram its ``define``
        line attaches with ``!dbg``."""
        found = [f for f in functions if self.source_name(f) == name]
        return found[0] if len(found) == 1 else None

    def source_name(self, function: str) -> str | None:
        """The name a function has in its source (its DISubprogram's), or None."""
        tf = self.index.functions.get(function)
        match = _DBG_ATTACHMENT.search(tf.header) if tf is not None else None
        node = self.index.metadata.get(match.group(1)) if match else None
        found = _SUBPROGRAM_NAME.search(node.text) if node is not None else None
        return found.group(1) if found else None

    def defined_in_order(self) -> list[str]:
        """The functions the module defines (not only declares), in text order."""
        return [name for name in self.index.functions if name in self.defined]

    def _note_launched(self, name: str) -> None:
        tf = self.index.functions[name]
        if not tf.is_kernel:
            self.warn("launch-function", f"@{name} is not an amdgpu_kernel; it is launched as "
                      "one (its pointer arguments are disjoint buffers)",
                      Loc(self.filename, tf.line, tf.col))

    @cached_property
    def _text_callees(self) -> dict[str, set[str]]:
        """Each function's callees, by the text of its calls."""
        return {name: {m.group(1).strip('"') for i in tf.instrs
                       for m in _CALLEE_RE.finditer(i.text)}
                for name, tf in self.index.functions.items()}

    def _called_functions(self) -> set[str]:
        """Defined functions some other defined function calls (by the text)."""
        return {callee for name, callees in self._text_callees.items() for callee in callees
                if callee != name and callee in self.defined}

    def read(self, wanted: str | None) -> Program:
        kernel = self.select_kernel(wanted)
        functions: dict[str, Function] = {}
        worklist = [kernel]
        while worklist:
            name = worklist.pop()
            if name in functions:
                continue
            reader = _FunctionReader(self, self.defined[name], self.index.functions.get(name),
                                     name == kernel)
            functions[name] = reader.read()
            worklist.extend(sorted(reader.callees - functions.keys(), reverse=True))
        ordered = sorted(functions.values(), key=lambda f: (f.loc.line, f.name))
        return Program(tuple(ordered), self.read_globals(), kernel, self.filename,
                       self.target_cpu(kernel), frozenset(self.opaque_used),
                       self.code_object_version())

    def read_every_function(self) -> Program:
        """Every defined function, each as its calling convention says (for the wait
        model, which judges each function body on its own); the program's entry is the
        first kernel, else the first function."""
        names = self.defined_in_order()
        if not names:
            raise AmdsyncError("no-kernel", "the module defines no function (no `define`)",
                               Loc(self.filename, 1, 1))
        functions = []
        for name in names:
            text = self.index.functions[name]
            functions.append(_FunctionReader(self, self.defined[name], text,
                                             text.is_kernel).read())
        entry = next((n for n in names if self.index.functions[n].is_kernel), names[0])
        return Program(tuple(functions), self.read_globals(), entry, self.filename,
                       self.target_cpu(entry), frozenset(self.opaque_used),
                       self.code_object_version())

    def target_cpu(self, kernel: str) -> str | None:
        tf = self.index.functions.get(kernel)
        texts: list[str] = []
        if tf is not None:
            texts.append(tf.header)
            texts.extend(self.index.attributes.get(ref, "")
                         for ref in re.findall(r"#\d+", tf.header))
        texts.extend(self.index.attributes.values())
        for text in texts:
            match = re.search(r'"target-cpu"\s*=\s*"([^"]*)"', text)
            if match:
                return match.group(1)
        return None

    def code_object_version(self) -> int | None:
        """The module flag ``!{i32 N, !"amdhsa_code_object_version", i32 V}`` (clang's
        -mcode-object-version), or None."""
        for node in self.index.metadata.values():
            match = _COV_FLAG.search(node.text)
            if match:
                return int(match.group(1))
        return None

    # ------------------------------------------------------------ globals

    def read_globals(self) -> tuple[GlobalVar, ...]:
        result: list[GlobalVar] = []
        for var in self.module.global_variables:
            name = var.name
            if name.startswith("llvm."):
                continue  # llvm.used, llvm.compiler.used, llvm.global_ctors …
            text_def = self.index.globals.get(name)
            loc = Loc(self.filename, text_def.line, text_def.col) if text_def else Loc(
                self.filename)
            space = _addrspace(self.type_at(pointer_of(var.type), loc))
            ty = self.type_at(pointer_of(var.global_value_type), loc)
            external = bool(var.is_declaration)
            align = abi_align(ty)
            init: bytes | None = None
            if text_def is not None:
                match = re.search(r",\s*align\s+(\d+)", text_def.text)
                if match:
                    align = int(match.group(1))
                if not external:
                    init = self._initializer(text_def.text, ty)
            if external and name == ISA_VERSION and ty == IntType(32):
                # The device library's ISA constant without its bitcode: the target's
                # value (formats/llvm/device_constants.py).
                version = isa_version(self.target_cpu("") or "")
                if version is not None:
                    init, external = version.to_bytes(4, "little"), False
            if is_named_barrier(ty):
                result.append(GlobalVar(name, space, ty, 0, align, None, loc,
                                        barrier_count=named_barrier_count(ty),
                                        external=external))
                continue
            # HIP's `__constant__ int t[9];` is `addrspace(4) externally_initialized
            # global [9 x i32] zeroinitializer`: LangRef, "Global Variables": an
            # externally_initialized variable "may have its value modified by code
            # outside the module" (hipMemcpyToSymbol); with no initializer of the
            # source's (zeros), the host's copy is its only content.
            host_set = (space == AddressSpace.CONSTANT and text_def is not None
                        and "externally_initialized" in text_def.text
                        and (init is None or not any(init)))
            result.append(GlobalVar(name, space, ty, alloc_size(ty), align, init, loc,
                                    external=external, host_set=host_set))
        return tuple(result)

    def _initializer(self, text: str, ty: Type) -> bytes | None:
        tokens = tokenize(text)
        for i, token in enumerate(tokens):
            if token.kind is Kind.WORD and token.text in ("global", "constant"):
                try:
                    _, j = self.types.parse(tokens, i + 1)
                    node, _ = self.consts.parse_value(ty, tokens, j)
                except (TypeSyntaxError, ConstSyntaxError):
                    return None
                return constant_bytes(node)
        return None


# ---------------------------------------------------------------- functions


@dataclass
class _Pending:
    """One instruction being translated."""

    instr: RawValue
    opcode: str
    ty: Type  # the result type
    text: TextInstr
    loc: Loc
    dest: str | None
    tokens_cache: list[Token] | None = None

    @property
    def tokens(self) -> list[Token]:
        if self.tokens_cache is None:
            self.tokens_cache = tokenize(self.text.text)
        return self.tokens_cache


class _FunctionReader:
    """Translates one function body; also the :class:`IntrinsicContext` of its calls."""

    def __init__(self, module: _ModuleReader, fn: ValueRef, text: TextFunction | None,
                 is_kernel: bool) -> None:
        self.m = module
        self.fn = fn
        self.raw = RawValue(pointer_of(fn))
        self.tf = text
        self.is_kernel = is_kernel
        self.name = module.function_name(fn)
        self.filename = module.filename
        self.fn_loc = (Loc(self.filename, text.line, text.col) if text is not None
                       else Loc(self.filename))
        self.names: dict[int, str] = {}
        self.args: list[RawValue] = []
        self.block_names: dict[int, str] = {}
        self.used: set[str] = set()
        self.counters: dict[str, int] = {}
        self.callees: set[str] = set()
        self.cmpxchg: dict[str, o.Operand] = {}  # cmpxchg result → its expected value
        self.block_ops: dict[str, list[o.Op]] = {}
        self.ops: list[o.Op] = []
        self.cur: _Pending | None = None
        self.meta = module.meta
        self.call_args: list[RawValue] = []
        self.call_site: CallSite | None = None
        self.demanded: set[int] = set()  # integer vectors split into elements (vectors.py)
        self.packed_loads: dict[str, IntType] = {}  # vector loads read as one integer
        self.element_copies: dict[str, o.Operand] = {}  # element register → what it copies
        self.vector_constants: dict[str, CNode] = {}
        self.in_entry = True  # reading the entry block (allocas.py)
        # Aggregate registers followed leaf by leaf (aggregates.py), and struct results
        # of intrinsics (define_aggregate): leaf path → operand (None: unknown).
        self.fields: dict[str, dict[aggregates.Path, o.Operand | None]] = {}

    # ------------------------------------------------------------ plumbing

    @property
    def loc(self) -> Loc:
        return self.cur.loc if self.cur is not None else self.fn_loc

    def fail(self, code: str, message: str) -> None:
        raise AmdsyncError(code, message, self.loc)

    def error(self, code: str, message: str) -> AmdsyncError:
        return AmdsyncError(code, message, self.loc)

    def warn(self, code: str, message: str) -> None:
        self.m.warn(code, message, self.loc)

    def fresh(self, hint: str) -> str:
        base = self.cur.dest if self.cur is not None and self.cur.dest else ""
        stem = f"{base}.{hint}" if base else hint
        k = self.counters.get(stem, 0)
        while f"{stem}{k}" in self.used:
            k += 1
        self.counters[stem] = k + 1
        name = f"{stem}{k}"
        self.used.add(name)
        return name

    def emit(self, op: o.Op) -> None:
        self.ops.append(op)

    def type_of(self, value: RawValue) -> Type:
        return self.m.type_at(value.type_ptr, self.loc)

    # ------------------------------------------------------------ reading

    def read(self) -> Function:
        blocks = self._collect()
        texts = self._align(blocks)
        self._name_values(blocks, texts)
        pairs = self._pending(blocks, texts)
        self.demanded = self._demanded_vectors(pairs)
        params = self._params()
        fn_type = self.fn.global_value_type
        ret = self.m.type_of(str(fn_type.get_function_return()), self.fn_loc)
        result_blocks: list[tuple[str, Loc, o.Terminator]] = []
        for block_name, entries in pairs:
            self.in_entry = not result_blocks
            self.ops = self.block_ops[block_name]
            block_loc = entries[0].loc if entries else self.fn_loc
            *body, last = entries
            try:
                for pending in body:
                    self.cur = pending
                    self._instruction(pending)
                self.cur = last
                term = self._terminator(last)
            except RecursionError:
                # Constant expressions nested hundreds deep (issue 12): a located error.
                raise self.error("too-deeply-nested", "this instruction's operands nest "
                                 "constant expressions deeper than amdsync reads (about "
                                 f"{sys.getrecursionlimit() // 4} levels); compute them "
                                 "with instructions") from None
            self.cur = None
            result_blocks.append((block_name, block_loc, term))
        built = asynccnt.add_marks(hardware_waits.add_marks(
            tuple(Block(name, tuple(self.block_ops[name]), term, loc)
                  for name, loc, term in result_blocks)))
        return Function(self.name, params, ret, built, self.is_kernel, self.fn_loc)

    def _collect(self) -> list[tuple[RawValue, list[tuple[RawValue, str, Type]]]]:
        """The blocks and their instructions (with opcode and result type)."""
        self.args = self.raw.arguments()
        blocks: list[tuple[RawValue, list[tuple[RawValue, str, Type]]]] = []
        for block in self.raw.blocks():
            instrs = [(instr, instr.opcode, self.m.type_at(instr.type_ptr, self.fn_loc))
                      for instr in block.instructions()]
            blocks.append((block, instrs))
        return blocks

    def _align(self, blocks: list[tuple[RawValue, list[tuple[RawValue, str, Type]]]]
               ) -> list[TextInstr] | None:
        """Pair llvmlite's instructions with the text's, in order, checking opcodes;
        None (with a warning) when they do not pair up."""
        texts = self.tf.instrs if self.tf is not None else []
        j = 0
        paired: list[TextInstr] = []
        for _, instrs in blocks:
            for _, opcode, _ in instrs:
                while (j < len(texts) and texts[j].opcode != opcode
                       and texts[j].opcode == "call" and "@llvm.dbg." in texts[j].text):
                    j += 1  # llvm.dbg.* calls become debug records when parsed
                if j >= len(texts) or texts[j].opcode != opcode:
                    self._unaligned()
                    return None
                paired.append(texts[j])
                j += 1
        while j < len(texts) and texts[j].opcode == "call" and "@llvm.dbg." in texts[j].text:
            j += 1
        if j != len(texts):
            self._unaligned()
            return None
        return paired

    def _unaligned(self) -> None:
        self.m.warn("positions-unavailable",
                    f"could not map the instructions of @{self.name} to lines of the file; "
                    "their locations point at the function", self.fn_loc)
        self.meta = self.m.printed_meta()

    def _name_values(self, blocks: list[tuple[RawValue, list[tuple[RawValue, str, Type]]]],
                     texts: list[TextInstr] | None) -> None:
        """Name every value as the LLVM text does (LangRef, "Identifiers"): named values
        by name; unnamed ones by the number the text gives them, or else by the next
        number after the last one used (the parser's rule, which allows gaps)."""
        next_number = 0

        def assign(explicit: str | None, llvm_name: str) -> str:
            nonlocal next_number
            name = explicit if explicit is not None else llvm_name
            if not name:
                name = str(next_number)
            if name.isdigit():
                next_number = int(name) + 1
            self.used.add(name)
            return name

        param_names = self._param_names()
        for i, arg in enumerate(self.args):
            explicit = param_names[i] if i < len(param_names) else None
            self.names[arg.ptr] = assign(explicit, arg.name)
        labels: list[str | None] = list(self.tf.labels) if (
            self.tf is not None and texts is not None) else []
        if len(labels) == len(blocks) - 1:
            labels = [None, *labels]
        elif len(labels) != len(blocks):
            labels = [None] * len(blocks)
        k = 0
        for (block, instrs), label in zip(blocks, labels, strict=True):
            block_name = assign(label, block.name)
            self.block_names[block.ptr] = block_name
            self.block_ops[block_name] = []
            for instr, _, ty in instrs:
                text = texts[k] if texts is not None else None
                k += 1
                if isinstance(ty, VoidType):
                    continue
                result = text.result if text is not None else None
                self.names[instr.ptr] = assign(
                    unquote_name(result) if result is not None else None, instr.name)

    def _param_names(self) -> list[str | None]:
        names: list[str | None] = []
        for part in self._param_texts():
            local = [t for t in part if t.kind is Kind.LOCAL]
            names.append(unquote_name(local[-1].text) if local else None)
        return names

    def _pending(self, blocks: list[tuple[RawValue, list[tuple[RawValue, str, Type]]]],
                 texts: list[TextInstr] | None) -> list[tuple[str, list[_Pending]]]:
        paired: list[tuple[str, list[_Pending]]] = []
        k = 0
        for block, instrs in blocks:
            entries: list[_Pending] = []
            for instr, opcode, ty in instrs:
                if texts is not None:
                    text = texts[k]
                    loc = Loc(self.filename, text.line, text.col)
                else:
                    text = TextInstr(self.fn_loc.line, self.fn_loc.col, str(instr).strip(),
                                     opcode, None)
                    loc = self.fn_loc
                k += 1
                pending = _Pending(instr, opcode, ty, text, loc, self.names.get(instr.ptr))
                pending.loc = self._with_dbg(pending)
                entries.append(pending)
            paired.append((self.block_names[block.ptr], entries))
        return paired

    def _with_dbg(self, pending: _Pending) -> Loc:
        if "!dbg" not in pending.text.text:
            return pending.loc
        value = attachments(pending.tokens).get("dbg")
        if not value or value[0].kind is not Kind.META or not value[0].text[1:].isdigit():
            return pending.loc
        pos = self.meta.source_pos(value[0].text[1:])
        if pos is None:
            return pending.loc
        return pending.loc.with_source(pos.file, pos.line)

    def _params(self) -> tuple[Param, ...]:
        texts = self._param_texts()
        params: list[Param] = []
        for i, arg in enumerate(self.args):
            ty = self.m.type_at(arg.type_ptr, self.fn_loc)
            if not isinstance(ty, PtrType):
                noalias = False
            else:
                # As the input says, kernel or not: a kernel's buffers are disjoint in the
                # launch model, but LLVM's noalias also excludes every other way to the
                # bytes (a pointer loaded from memory), which only the input can promise.
                noalias = i < len(texts) and any(t.is_word("noalias") for t in texts[i])
            byref = self._byref(texts[i]) if i < len(texts) else None
            params.append(Param(self.names[arg.ptr], ty, noalias, byref))
        if not self.is_kernel:
            # An internal function's aggregate parameter: one more parameter per leaf,
            # which every call passes (aggregates.py).
            for param in list(params):
                shape = aggregates.leaves(param.ty)
                if shape is None:
                    continue
                known: dict[aggregates.Path, o.Operand | None] = {}
                for path, leaf_ty in shape:
                    name = aggregates.leaf_name(param.name, path)
                    while name in self.used:
                        name += "_"
                    self.used.add(name)
                    params.append(Param(name, leaf_ty, False))
                    known[path] = o.Reg(name)
                self.fields[param.name] = known
        return tuple(params)

    def _byref(self, tokens: list[Token]) -> Type | None:
        """The type of a ``byref(T)`` attribute among a parameter's tokens (LangRef,
        "Parameter Attributes"), None without one."""
        for j, token in enumerate(tokens[:-1]):
            if token.is_word("byref") and tokens[j + 1].is_punct("("):
                return self.m.types.parse(tokens, j + 2)[0]
        return None

    def _param_texts(self) -> list[list[Token]]:
        if self.tf is None:
            return []
        tokens = tokenize(self.tf.header)
        for i, token in enumerate(tokens):
            if token.kind is Kind.GLOBAL and i + 1 < len(tokens) and tokens[i + 1].is_punct("("):
                close = matching_close(tokens, i + 1)
                return split_top_level(tokens[i + 2:close])
        return []

    # ------------------------------------------------------------ operands

    def value(self, v: RawValue) -> o.Operand:
        kind = v.kind
        if kind in ("instruction", "argument"):
            name = self.names.get(v.ptr)
            if name is None:
                raise self.error("malformed-ir", "use of a value from another function")
            return o.Reg(name)
        if kind == "global_variable":
            return o.GlobalAddr(v.name, _addrspace(self.type_of(v)))
        if kind == "constant_int":
            ty = self.type_of(v)
            return o.Const(_int_value(v, ty), ty)
        if kind == "constant_fp":
            return o.FloatConst(_float_of(v), self.type_of(v))
        if kind == "constant_pointer_null":
            return o.NullPtr(_addrspace(self.type_of(v)))
        if kind in ("undef_value", "poison_value", "constant_token_none"):
            return o.Undef(self.type_of(v))
        if kind == "constant_aggregate_zero":
            return o.Const(0, self.type_of(v))
        if kind in ("constant_expr", "constant_data_vector", "constant_data_array",
                    "constant_vector", "constant_array", "constant_struct"):
            return self._constant_text(str(v))
        if kind == "function":
            raise self.error("unsupported-instruction",
                             f"function pointers are not supported (@{v.name} used as a value)")
        if kind == "inline_asm":
            raise self.error("unsupported-instruction", "inline assembly is not supported")
        if kind == "metadata_as_value":
            raise self.error("unsupported-instruction", "a metadata operand is only "
                             "accepted by the intrinsics that take one")
        raise self.error("unsupported-instruction", f"unsupported operand ({kind})")

    def _constant_text(self, text: str) -> o.Operand:
        tokens = tokenize(text)
        try:
            node, end = self.m.consts.parse_typed(tokens, 0)
        except (ConstSyntaxError, TypeSyntaxError) as error:
            raise self.error("unsupported-constant", f"constant {text.strip()!r}: {error}"
                             ) from None
        if end != len(tokens):
            raise self.error("unsupported-constant", f"constant {text.strip()!r}: trailing text")
        return self.materialize(node)

    def materialize(self, node: CNode) -> o.Operand:
        """A constant as an operand; constant expressions become operations emitted
        before the current instruction, with its location."""
        match node:
            case CInt(value, ty):
                return o.Const(_normalize_int(value, ty), ty)
            case CFloat(value, ty):
                return o.FloatConst(value, ty)
            case CNull(ty) | CZero(ty) if isinstance(ty, PtrType):
                return o.NullPtr(ty.addrspace)
            case CNull(ty) | CZero(ty):
                return o.Const(0, ty)
            case CUndef(ty):
                return o.Undef(ty)
            case CGlobal(name, ty):
                if name not in self.m.global_names:
                    raise self.error("unsupported-instruction",
                                     f"function pointers are not supported (@{name} used as "
                                     "a value)")
                return o.GlobalAddr(name, _addrspace(ty))
            case CAgg(ty, _) | CBytes(ty, _):
                # An aggregate constant is given by its little-endian bit pattern when
                # that fits in 64 bits; otherwise (or with undef/address parts) it is an
                # unknown value.
                data = constant_bytes(node)
                if data is None or len(data) > 8:
                    return o.Undef(ty)
                return o.Const(int.from_bytes(data, "little"), ty)
            case CExpr(op, ty, args, source_ty):
                return self._materialize_expr(op, ty, args, source_ty)

    def _materialize_expr(self, op: str, ty: Type, args: tuple[CNode, ...],
                          source_ty: Type | None) -> o.Operand:
        if op == "getelementptr":
            assert source_ty is not None
            base = self.materialize(args[0])
            indices = [(self.materialize(a), _node_type(a)) for a in args[1:]]
            dest = self.fresh("ce")
            self.gep(dest, source_ty, base, _node_type(args[0]), indices)
            return o.Reg(dest)
        operands = [self.materialize(a) for a in args]
        dest = self.fresh("ce")
        if op in _CASTS and _scalar(ty) and _scalar(_node_type(args[0])):
            self.emit(o.Cast(dest, _CASTS[op], operands[0], ty, self.loc,
                             _node_type(args[0])))
        elif op in _BINOPS and isinstance(ty, IntType):
            self.emit(o.BinOp(dest, _BINOPS[op], operands[0], operands[1], ty, self.loc))
        else:
            self.emit(o.Opaque(dest, op, tuple(operands), ty, self.loc,
                               arg_types=tuple(_node_type(a) for a in args)))
        return o.Reg(dest)

    # ------------------------------------------------------------ GEP

    def gep(self, dest: str, source_ty: Type, base: o.Operand, base_ty: Type,
            indices: list[tuple[o.Operand, Type]]) -> None:
        """Lower ``getelementptr`` to ``PtrAdd(base, Σ index × stride)`` in bytes
        (LangRef, "getelementptr": indices are sign-extended or truncated to the
        pointer's index width; struct indices select a field offset)."""
        if not isinstance(base_ty, PtrType):
            self.fail("unsupported-instruction", "getelementptr over vectors of pointers is "
                      "not supported")
        assert isinstance(base_ty, PtrType)
        ity = IntType(index_bits(base_ty.addrspace))
        constant = 0
        terms: list[o.Operand] = []
        current = source_ty
        for k, (given, index_ty) in enumerate(indices):
            index = given
            if k > 0:
                if isinstance(current, StructType):
                    if not isinstance(index, o.Const):
                        self.fail("malformed-ir", "a struct index must be a constant")
                    assert isinstance(index, o.Const)
                    constant += struct_offset(current, index.value)
                    current = current.fields[index.value]
                    continue
                if not isinstance(current, VecType) and current == element_type(current, 0):
                    self.fail("malformed-ir", f"getelementptr indexes into scalar type {current}")
                current = element_type(current, 0)
            stride = _gep_stride(current)
            if isinstance(index, o.Const):
                constant += index.value * stride
                continue
            if isinstance(index, o.Undef):
                index = o.Undef(ity)
            elif isinstance(index_ty, IntType) and index_ty.bits != ity.bits:
                kind = o.CastKind.SEXT if index_ty.bits < ity.bits else o.CastKind.TRUNC
                widened = self.fresh("gep")
                self.emit(o.Cast(widened, kind, index, ity, self.loc, index_ty))
                index = o.Reg(widened)
            if stride != 1:
                scaled = self.fresh("gep")
                self.emit(o.BinOp(scaled, o.BinOpKind.MUL, index, o.Const(stride, ity), ity,
                                  self.loc))
                index = o.Reg(scaled)
            terms.append(index)
        offset: o.Operand | None = None
        for term in terms:
            if offset is None:
                offset = term
                continue
            summed = self.fresh("gep")
            self.emit(o.BinOp(summed, o.BinOpKind.ADD, offset, term, ity, self.loc))
            offset = o.Reg(summed)
        if offset is None:
            offset = o.Const(constant, ity)
        elif constant:
            summed = self.fresh("gep")
            self.emit(o.BinOp(summed, o.BinOpKind.ADD, offset, o.Const(constant, ity), ity,
                              self.loc))
            offset = o.Reg(summed)
        self.emit(o.PtrAdd(dest, base, offset, base_ty, self.loc))

    # ------------------------------------------------------------ instructions

    def _instruction(self, p: _Pending) -> None:
        self._instruction_only(p)
        if self.demanded and p.instr.ptr in self.demanded:
            self._element_registers(p)

    def _instruction_only(self, p: _Pending) -> None:
        opcode = p.opcode
        handler = self._HANDLERS.get(opcode)
        if handler is not None:
            handler(self, p)
            return
        if opcode in _BINOPS:
            self._binop(p)
        elif opcode in _CASTS:
            self._cast(p)
        elif opcode in _OPAQUE_OPCODES:
            self._opaque(p, opcode)
        else:
            self.fail("unsupported-instruction", f"instruction '{opcode}' is not supported")

    def _operands(self, p: _Pending) -> list[RawValue]:
        return p.instr.operands()

    # ------------------------------------------------------------ integer vectors

    def _demanded_vectors(self, pairs: list[tuple[str, list[_Pending]]]) -> set[int]:
        """The vectors scalarized into element registers (formats/llvm/vectors.py):
        those an ``extractelement``, a ``bitcast`` to a scalar integer or a descriptor
        call (``tensor.*``) reads, and the vectors they are computed from."""
        entries = [p for _, block in pairs for p in block]
        instrs = []
        for p in entries:
            opcode = p.opcode
            root = opcode == "extractelement" or (
                opcode == "bitcast" and isinstance(p.ty, IntType))
            stores = opcode == "store" and _plain_vector_store(p, self.type_of)
            elementwise = False
            if opcode == "call":
                callee = self._callee_name(p)
                root = callee.startswith(_ELEMENT_READING_CALLS)
                elementwise = intrinsics.elementwise(callee) is not None
            if not (root or stores or vectors.int_vector(p.ty)):
                continue
            operands = p.instr.operands()
            instrs.append(vectors.Instr(
                p.instr.ptr, opcode, p.ty,
                tuple((v.ptr if v.kind == "instruction" else None, self.type_of(v))
                      for v in operands), root, elementwise, stores))
        if not any(i.reads_elements or i.stores_elements for i in instrs):
            return set()
        return vectors.demanded(instrs)

    def _callee_name(self, p: _Pending) -> str:
        callee = p.instr.operands()[-1]
        if callee.kind != "function":
            return ""
        return _unalias(callee.name) or self.m.numbered.get(callee.ptr, "")

    def _element(self, raw: RawValue, i: int, elem: Type, in_phi: bool = False) -> o.Operand:
        """Element ``i`` of the vector ``raw``: its element register (or the operand
        that register copies), a constant's element, else an ``Opaque``
        ``extractelement`` (an unknown value)."""
        kind = raw.kind
        if kind == "instruction" and raw.ptr in self.demanded:
            name = f"{self.names[raw.ptr]}.el{i}"
            return self.element_copies.get(name, o.Reg(name))
        if kind in ("undef_value", "poison_value"):
            return o.Undef(elem)
        if kind == "constant_aggregate_zero":
            return o.NullPtr(elem.addrspace) if isinstance(elem, PtrType) else o.Const(0, elem)
        if kind in ("constant_data_vector", "constant_vector", "constant_expr"):
            node = self._vector_constant(raw)
            if isinstance(node, CAgg) and i < len(node.elems):
                return self.materialize(node.elems[i])
        if in_phi:
            raise self.error("unsupported-instruction", "a phi of integer vectors whose "
                             "incoming value is neither an instruction nor a constant")
        name = self.fresh(f"el{i}_")
        self.emit(o.Opaque(name, "extractelement", (self.value(raw), o.Const(i, IntType(32))),
                           elem, self.loc))
        return o.Reg(name)

    def _vector_constant(self, raw: RawValue) -> CNode | None:
        text = str(raw)
        cached = self.vector_constants.get(text)
        if cached is None:
            try:
                cached, _ = self.m.consts.parse_typed(tokenize(text), 0)
            except (ConstSyntaxError, TypeSyntaxError):
                return None
            self.vector_constants[text] = cached
        return cached

    def _elements(self, raw: RawValue) -> list[o.Operand] | None:
        """Every element of the vector ``raw`` (None: not an integer/pointer vector)."""
        ty = vectors.int_vector(self.type_of(raw))
        if ty is None:
            return None
        return [self._element(raw, i, ty.elem) for i in range(ty.count)]

    def _element_registers(self, p: _Pending) -> None:
        ty = p.ty
        assert isinstance(ty, VecType)
        if p.opcode == "call":
            self._element_calls(p, ty)
            return
        if p.opcode == "bitcast":
            self._element_bitcast(p, ty)
            return
        if p.opcode == "load":
            self._element_load(p, ty)
            return
        operands = self._operands(p)
        in_phi = p.opcode == "phi"
        blocks = ([self.block_names[b.ptr] for b in p.instr.incoming_blocks()] if in_phi
                  else [])
        types = [self.type_of(v) for v in operands]

        def element(k: int, i: int) -> o.Operand:
            source = types[k]
            elem = source.elem if isinstance(source, VecType) else source
            return self._element(operands[k], i, elem, in_phi)

        predicate = None
        if p.opcode == "icmp":
            pred = next((t.text for t in p.tokens if t.kind is Kind.WORD and t.text in _ICMP),
                        None)
            predicate = _ICMP[pred] if pred is not None else None
        for op in vectors.element_ops(
                p.opcode, self._dest(p), ty, types, element, lambda k: self.value(operands[k]),
                p.text.text, predicate, _CASTS.get(p.opcode), blocks, self.loc):
            self._emit_element(op)

    def _emit_element(self, op: o.Op) -> None:
        """Emit an element's operation; an element that copies another operand is
        recorded, so that later uses read that operand (a constant stays a constant)."""
        self.emit(op)
        if (isinstance(op, o.Cast) and op.kind is o.CastKind.BITCAST and op.ty == op.src_ty
                and not isinstance(op.value, o.FloatConst)):
            value: o.Operand = op.value
            if isinstance(value, o.Reg):
                value = self.element_copies.get(value.name, value)
            self.element_copies[op.dest] = value

    def _element_calls(self, p: _Pending, ty: VecType) -> None:
        """An element-wise intrinsic on vectors (LangRef: ``llvm.fshl``, ``llvm.umin``,
        ``llvm.ctpop`` … "on vectors of integers, element by element"): its scalar form
        on each element."""
        operands = self._operands(p)
        args = operands[:-1]
        name = self._callee_name(p)
        handler = intrinsics.elementwise(name)
        types = [self.type_of(a) for a in args]
        dest = self._dest(p)
        if handler is None:  # a value from memory or hardware: unknown elements
            for i in range(ty.count):
                self.emit(o.Opaque(f"{dest}.el{i}", "extractelement",
                                   (o.Reg(dest), o.Const(i, IntType(32))), ty.elem, self.loc))
            return
        for i in range(ty.count):
            elements = [self._element(a, i, t.elem) if isinstance(t, VecType) else None
                        for a, t in zip(args, types, strict=True)]
            scalar_types = tuple(t.elem if isinstance(t, VecType) else t for t in types)
            site = CallSite(name, scalar_types, ty.elem, f"{dest}.el{i}", self.loc)
            handler(_ElementCall(self, elements), site)

    def _element_load(self, p: _Pending, ty: VecType) -> None:
        """A vector load read as one integer load (``_load``): element ``i`` is bits
        ``i*M`` … of it (element 0 lowest: LangRef, bitcast, little endian); any other
        load of a vector: unknown elements."""
        dest = self._dest(p)
        packed = self.packed_loads.pop(dest, None)  # set by _load just before
        grouped = (self._regroup([o.Reg(f"{dest}.bits")], packed, ty.elem)
                   if packed is not None and isinstance(ty.elem, IntType) else None)
        for i in range(ty.count):
            if grouped is not None and len(grouped) == ty.count:
                self._emit_element(o.Cast(f"{dest}.el{i}", o.CastKind.BITCAST, grouped[i],
                                          ty.elem, self.loc, ty.elem))
            else:
                self._emit_element(o.Opaque(f"{dest}.el{i}", "extractelement",
                                            (o.Reg(dest), o.Const(i, IntType(32))), ty.elem,
                                            self.loc, arg_types=(ty, IntType(32))))

    def _element_bitcast(self, p: _Pending, ty: VecType) -> None:
        """``bitcast`` to an integer vector: the source's bits regrouped into the new
        elements (element 0 in the low bits: amdgcn is little endian)."""
        (source,) = self._operands(p)
        source_ty = self.type_of(source)
        dest = self._dest(p)
        parts: list[o.Operand] | None
        part_ty: Type
        if isinstance(source_ty, IntType):
            parts, part_ty = [self.value(source)], source_ty
        else:
            parts = self._elements(source)
            part_ty = source_ty.elem if isinstance(source_ty, VecType) else source_ty
        elem = ty.elem
        grouped = (self._regroup(parts, part_ty, elem) if parts is not None
                   and isinstance(part_ty, IntType) and isinstance(elem, IntType) else None)
        for i in range(ty.count):
            if grouped is not None and len(grouped) == ty.count:
                self._emit_element(o.Cast(f"{dest}.el{i}", o.CastKind.BITCAST, grouped[i], elem,
                                          self.loc, elem))
            else:
                self._emit_element(o.Opaque(f"{dest}.el{i}", "extractelement",
                                            (o.Reg(dest), o.Const(i, IntType(32))), elem,
                                            self.loc, arg_types=(ty, IntType(32))))

    def _dest(self, p: _Pending) -> str:
        return p.dest if p.dest is not None else self.fresh("v")

    def _opaque(self, p: _Pending, name: str) -> None:
        operands = self._operands(p)
        args = tuple(self.value(v) for v in operands)
        indices: tuple[int | None, ...] | None = None
        if name == "shufflevector" and isinstance(p.ty, VecType):
            mask = vectors.shuffle_mask(p.text.text, p.ty.count)
            indices = tuple(mask) if mask is not None else None
        elif name in ("extractvalue", "insertvalue"):
            indices = _aggregate_indices(p.text.text, 1 if name == "extractvalue" else 2)
        flags = _instruction_flags(p.text.text, p.text.opcode)
        if "!fpmath" in p.text.text:  # LangRef "fpmath": an error bound, not exact
            flags = (*flags, "fpmath")
        self.emit(o.Opaque(p.dest, name, args, p.ty, self.loc, flags, indices,
                           self._operand_types(operands)))

    def _operand_types(self, operands: list[RawValue]) -> tuple[Type, ...]:
        """The operands' types, or none when one is a type this reader does not model
        (the operation stays unknown then, as it was read before types were kept)."""
        try:
            return tuple(self.type_of(v) for v in operands)
        except AmdsyncError:
            return ()

    def _binop(self, p: _Pending) -> None:
        ty = p.ty
        if not isinstance(ty, IntType):
            self._opaque(p, p.opcode)
            return
        lhs, rhs = (self.value(v) for v in self._operands(p))
        self.emit(o.BinOp(self._dest(p), _BINOPS[p.opcode], lhs, rhs, ty, self.loc))

    def _cast(self, p: _Pending) -> None:
        ty = p.ty
        (operand,) = self._operands(p)
        if self._vector_to_scalar(p):
            return
        if not (_scalar(ty) and _scalar(self.type_of(operand))):
            self._opaque(p, p.opcode)
            return
        self.emit(o.Cast(self._dest(p), _CASTS[p.opcode], self.value(operand), ty,
                         self.loc, self.type_of(operand)))

    def _icmp(self, p: _Pending) -> None:
        lhs, rhs = self._operands(p)
        if not _scalar(self.type_of(lhs)):
            self._opaque(p, "icmp")
            return
        pred = next((t.text for t in p.tokens if t.kind is Kind.WORD and t.text in _ICMP), None)
        if pred is None:
            self.fail("malformed-ir", "icmp without a predicate")
        assert pred is not None
        self.emit(o.ICmp(self._dest(p), _ICMP[pred], self.value(lhs), self.value(rhs), self.loc))

    def _select(self, p: _Pending) -> None:
        cond, a, b = self._operands(p)
        ty = p.ty
        if self.type_of(cond) != IntType(1):
            self._opaque(p, "select")
            return
        self.emit(o.Select(self._dest(p), self.value(cond), self.value(a), self.value(b), ty,
                           self.loc))

    def _phi(self, p: _Pending) -> None:
        ty = p.ty
        incoming: list[tuple[str, o.Operand]] = []
        for value, block in zip(self._operands(p), p.instr.incoming_blocks(), strict=True):
            block_name = self.block_names[block.ptr]
            if value.kind == "constant_expr":
                # Materialize on the edge: at the end of the predecessor block.
                saved = self.ops
                self.ops = self.block_ops[block_name]
                operand = self.value(value)
                self.ops = saved
            else:
                operand = self.value(value)
            incoming.append((block_name, operand))
        self.emit(o.Phi(self._dest(p), ty, tuple(incoming), self.loc))

    def _getelementptr(self, p: _Pending) -> None:
        operands = self._operands(p)
        source_text = _gep_source_type_text(p.text.text)
        if source_text is None:
            self.fail("malformed-ir", "cannot read the getelementptr source type")
        assert source_text is not None
        try:
            source_ty = self.m.types.parse_text(source_text)
        except TypeSyntaxError as error:
            raise self.error("unsupported-type", str(error)) from None
        base = self.value(operands[0])
        indices = [(self.value(v), self.type_of(v)) for v in operands[1:]]
        self.gep(self._dest(p), source_ty, base, self.type_of(operands[0]), indices)

    # ------------------------------------------------------------ memory

    def _memory_words(self, p: _Pending) -> tuple[set[str], str | None, list[o.Ordering]]:
        """Top-level keywords, the syncscope name and the orderings of a memory
        instruction's text."""
        words: set[str] = set()
        scope: str | None = None
        orderings: list[o.Ordering] = []
        tokens = p.tokens
        depth = 0
        for i, token in enumerate(tokens):
            if token.kind is Kind.PUNCT:
                if token.text in "([{<":
                    depth += 1
                elif token.text in ")]}>":
                    depth -= 1
                continue
            if token.kind is not Kind.WORD or depth != 0:
                continue
            if token.text == "syncscope" and i + 2 < len(tokens) and tokens[i + 2].kind is Kind.STR:
                scope = tokens[i + 2].text[1:-1]
            elif token.text in _ORDERINGS:
                orderings.append(_ORDERINGS[token.text])
            else:
                words.add(token.text)
        return words, scope, orderings

    def _sync_scope(self, name: str | None) -> o.SyncScope:
        if name is None:
            return o.SYSTEM_SCOPE
        scope = intrinsics.parse_scope(name)
        if scope is None:
            self.fail("unknown-syncscope",
                      f'unknown syncscope("{name}") (amdgcn scopes: "", "agent", "cluster", '
                      '"workgroup", "wavefront", "singlethread", each optionally "-one-as")')
        assert scope is not None
        return scope

    def _mmra(self, p: _Pending, fence: bool) -> tuple[bool, frozenset[int] | None]:
        """(``amdgcn-av none`` present, address spaces of ``amdgpu-synchronize-as``)."""
        if "!mmra" not in p.text.text:
            return False, None
        value = attachments(p.tokens).get("mmra")
        if value is None:
            return False, None
        try:
            tags = self.meta.mmra_tags(value)
        except MetadataError as error:
            raise self.error("bad-metadata", f"!mmra: {error}") from None
        av_none = False
        spaces: set[int] = set()
        for prefix, tag in sorted(tags):
            if prefix == "amdgcn-av":
                if tag != "none":
                    self.fail("unknown-mmra", f'unknown !{{!"amdgcn-av", !"{tag}"}} tag (only '
                              '"none" is defined)')
                av_none = True
            elif prefix == "amdgpu-synchronize-as":
                if tag not in _ADDRESS_SPACE_TAGS:
                    self.fail("unknown-mmra", f'unknown amdgpu-synchronize-as address space '
                              f'"{tag}" (known: "local", "global")')
                if not fence:
                    self.warn("ignored-mmra", "amdgpu-synchronize-as only applies to fences")
                spaces.add(_ADDRESS_SPACE_TAGS[tag])
            else:
                self.warn("ignored-mmra", f'MMRA tag "{prefix}:{tag}" has no meaning for '
                          "amdgcn and is ignored")
        return av_none, (frozenset(spaces) if spaces and fence else None)

    def _atomicity(self, p: _Pending, words: set[str], scope: str | None,
                   ordering: o.Ordering | None) -> o.Atomicity | None:
        av_none, _ = self._mmra(p, fence=False)
        if ordering is None:
            if av_none:
                self.warn("ignored-mmra", "amdgcn-av none only applies to atomic operations")
            return None
        return o.Atomicity(ordering, self._sync_scope(scope), av_none)

    def _hints(self, p: _Pending) -> o.AccessHints:
        """The access metadata the backend reads (``!nontemporal``, ``!invariant.load``,
        ``!amdgpu.no.fine.grained.memory``, ``!amdgpu.no.remote.memory``,
        ``!amdgpu.ignore.denormal.mode``, ``!noalias.addrspace``); alias metadata is not
        kept (docs/lowering.md, "Access flags and metadata")."""
        text = p.text.text
        if not any(kind in text for kind in _HINT_KINDS):
            return o.NO_HINTS
        found = attachments(p.tokens)
        ranges = found.get("noalias.addrspace")
        return o.AccessHints(
            nontemporal=found.get("nontemporal") is not None,
            invariant_load=found.get("invariant.load") is not None,
            no_fine_grained_memory=found.get("amdgpu.no.fine.grained.memory") is not None,
            no_remote_memory=found.get("amdgpu.no.remote.memory") is not None,
            ignore_denormal_mode=found.get("amdgpu.ignore.denormal.mode") is not None,
            noalias_addrspaces=() if ranges is None else self._addrspace_ranges(ranges))

    def _addrspace_ranges(self, value: list[Token]) -> tuple[tuple[int, int], ...]:
        """``!noalias.addrspace !{i32 lo, i32 hi, …}``: address-space ranges as LangRef's
        range pairs (``lo > hi`` wraps), kept verbatim; LLVM's verifier has checked their
        shape ("'noalias.addrspace' Metadata")."""
        try:
            # The table resolves a node reference or an inline tuple to its elements.
            elements = self.meta.tuple_elements(value)
        except MetadataError as error:
            raise self.error("bad-metadata", f"!noalias.addrspace: {error}") from None
        bounds = [int(e[1].text) for e in elements
                  if len(e) == 2 and e[0].is_word("i32") and e[1].kind is Kind.INT]
        if len(bounds) != len(elements) or not bounds or len(bounds) % 2:
            self.fail("bad-metadata", "!noalias.addrspace takes pairs of i32 constants")
        return tuple(zip(bounds[::2], bounds[1::2], strict=True))

    def _load(self, p: _Pending) -> None:
        (ptr,) = self._operands(p)
        ty = p.ty
        words, scope, orderings = self._memory_words(p) if _special(p) else _PLAIN
        atomic = self._atomicity(p, words, scope, orderings[0] if orderings else None)
        packed = vectors.packed_type(ty) if p.instr.ptr in self.demanded else None
        if packed is not None and atomic is None and "volatile" not in words:
            # One load of the same bytes as an integer, then its bitcast to the vector
            # (docs/llvm-reader.md, "Integer vector loads and stores"); the elements
            # are its bits regrouped (_element_registers).
            dest = self._dest(p)
            self.emit(o.Load(f"{dest}.bits", self.value(ptr), packed, store_size(ty), None,
                             False, self.loc, self._hints(p)))
            self.emit(o.Opaque(dest, "bitcast", (o.Reg(f"{dest}.bits"),), ty, self.loc))
            self.packed_loads[dest] = packed
            return
        self.emit(o.Load(self._dest(p), self.value(ptr), ty, store_size(ty), atomic,
                         "volatile" in words, self.loc, self._hints(p)))

    def _store(self, p: _Pending) -> None:
        value, ptr = self._operands(p)
        ty = self.type_of(value)
        words, scope, orderings = self._memory_words(p) if _special(p) else _PLAIN
        atomic = self._atomicity(p, words, scope, orderings[0] if orderings else None)
        stored = self.value(value)
        packed = vectors.packed_type(ty)
        if (packed is not None and atomic is None and "volatile" not in words
                and value.kind == "instruction" and value.ptr in self.demanded):
            # The elements' bits joined, stored as one integer of the same bytes.
            joined = self._regroup(self._elements(value) or [], _elem_int(ty), packed)
            if joined is not None and len(joined) == 1:
                stored, ty = joined[0], packed
        self.emit(o.Store(self.value(ptr), stored, ty, store_size(ty), atomic,
                          "volatile" in words, self.loc, self._hints(p)))

    def _atomicrmw(self, p: _Pending) -> None:
        ptr, value = self._operands(p)
        ty = self.type_of(value)
        words, scope, orderings = self._memory_words(p)
        tokens = p.tokens
        k = next(i for i, t in enumerate(tokens) if t.is_word("atomicrmw")) + 1
        while k < len(tokens) and tokens[k].is_word("volatile"):
            k += 1
        op_name = tokens[k].text if k < len(tokens) else "?"
        atomic = self._atomicity(p, words, scope, orderings[0] if orderings else None)
        assert atomic is not None
        self.emit(o.AtomicRMW(self._dest(p), op_name, self.value(ptr), self.value(value), ty,
                              store_size(ty), atomic, self.loc, "volatile" in words,
                              self._hints(p)))

    def _cmpxchg(self, p: _Pending) -> None:
        ptr, expected, new = self._operands(p)
        ty = self.type_of(expected)
        words, scope, orderings = self._memory_words(p)
        if len(orderings) != 2:
            self.fail("malformed-ir", "cmpxchg needs a success and a failure ordering")
        atomic = self._atomicity(p, words, scope, orderings[0])
        assert atomic is not None
        if "weak" in words:
            self.warn("weak-cmpxchg", "a weak cmpxchg is read as a strong one (it never "
                      "fails spuriously in the model)")
        dest = self._dest(p)
        expected_op = self.value(expected)
        self.cmpxchg[dest] = expected_op
        self.emit(o.CmpXchg(dest, self.value(ptr), expected_op, self.value(new), ty,
                            store_size(ty), atomic, orderings[1], self.loc,
                            "volatile" in words, self._hints(p)))

    def _alloca(self, p: _Pending) -> None:
        """A static alloca is a constant private pointer into the program's one frame;
        any other is reached-only (formats/llvm/allocas.py)."""
        shape = parse_alloca(p.tokens, p.text.text)
        elem = self.m.type_of(shape.type_text, self.loc)
        if not isinstance(p.ty, PtrType) or p.ty.addrspace != AddressSpace.PRIVATE:
            self.fail("unsupported-instruction", "an alloca outside address space 5 "
                      "(private memory) is not an AMDGPU stack object")
        why = ("of a count that is not a constant" if shape.count is None
               else "outside the entry block (a loop may repeat it)" if not self.in_entry
               else "in a function that may call itself" if self.m.recursive(self.name)
               else None)
        if why is not None:
            self.emit(o.Opaque(self._dest(p), f"an alloca {why}", (), p.ty, self.loc,
                               (intrinsics.UNMODELLED,)))
            return
        assert shape.count is not None
        offset = self.m.frame.place(alloc_size(elem) * shape.count,
                                    shape.align or abi_align(elem))
        self.emit(o.PtrAdd(self._dest(p), o.NullPtr(AddressSpace.PRIVATE),
                           o.Const(offset, IntType(32)), p.ty, self.loc))

    def _fence(self, p: _Pending) -> None:
        _, scope, orderings = self._memory_words(p)
        if not orderings:
            self.fail("malformed-ir", "fence without an ordering")
        av_none, spaces = self._mmra(p, fence=True)
        self.emit(o.Fence(orderings[0], self._sync_scope(scope), spaces, av_none, self.loc))

    def _extractvalue(self, p: _Pending) -> None:
        (aggregate,) = self._operands(p)
        ty = p.ty
        source = self.value(aggregate)
        ints = [t for t in p.tokens if t.kind is Kind.INT]
        if isinstance(source, o.Reg) and source.name in self.cmpxchg and len(ints) == 1:
            # cmpxchg yields { old value, success }; the model's CmpXchg dest is the old
            # value, and success is old == expected (weak failures are not modelled).
            if int(ints[0].text) == 0:
                self.emit(o.Cast(self._dest(p), o.CastKind.BITCAST, source, ty, self.loc, ty))
            else:
                self.emit(o.ICmp(self._dest(p), o.ICmpPred.EQ, source,
                                 self.cmpxchg[source.name], self.loc))
            return
        path = _index_path(p.text.text, 1)
        known = self.fields.get(source.name) if isinstance(source, o.Reg) else None
        if known is not None and path is not None:
            leaf = known.get(path)
            if leaf is not None:
                self.emit(o.Cast(self._dest(p), o.CastKind.BITCAST, leaf, ty, self.loc, ty))
                return
            inner = {q[len(path):]: v for q, v in known.items() if q[:len(path)] == path}
            if inner and p.dest is not None:
                self.fields[p.dest] = inner
        self._opaque(p, "extractvalue")

    def _insertvalue(self, p: _Pending) -> None:
        """The aggregate, followed leaf by leaf where its base and the inserted value
        can be read (aggregates.py); the register itself stays an unknown value."""
        self._opaque(p, "insertvalue")
        shape = aggregates.leaves(p.ty)
        path = _index_path(p.text.text, 2)
        if shape is None or path is None or p.dest is None:
            return
        base, inserted = self._operands(p)
        known: dict[aggregates.Path, o.Operand | None] = {}
        for leaf_path, leaf_ty in shape:
            if leaf_path[:len(path)] == path:
                rest = leaf_path[len(path):]
                known[leaf_path] = (self.value(inserted) if not rest
                                    else self._field(inserted, rest, leaf_ty))
            else:
                known[leaf_path] = self._field(base, leaf_path, leaf_ty)
        if any(v is not None for v in known.values()):
            self.fields[p.dest] = known

    def _field(self, raw: RawValue, path: aggregates.Path, ty: Type) -> o.Operand | None:
        """Leaf ``path`` of the aggregate ``raw`` where the reader knows it: a constant's
        leaf, or a followed register's (None otherwise)."""
        if raw.kind in ("instruction", "argument"):
            known = self.fields.get(self.names.get(raw.ptr, ""))
            return None if known is None else known.get(path)
        node = self._vector_constant(raw)
        leaf = None if node is None else aggregates.node_at(node, path, ty)
        return None if leaf is None else self.materialize(leaf)

    def _leaf(self, raw: RawValue, path: aggregates.Path, ty: Type) -> o.Operand:
        """Leaf ``path`` of the aggregate ``raw``; an unknown ``extractvalue`` where the
        reader does not know it."""
        found = self._field(raw, path, ty)
        if found is not None:
            return found
        dest = self.fresh("field")
        self.emit(o.Opaque(dest, "extractvalue", (self.value(raw),), ty, self.loc, (), path))
        return o.Reg(dest)

    # ------------------------------------------------------------ integer vectors

    def _extractelement(self, p: _Pending) -> None:
        """``extractelement`` of a scalarized vector: the element (a copy); with a
        non-constant index, a chain of ``select``s on the index (an index past the end
        is poison in LangRef; it reads element 0 here, one of poison's values). Of a
        vector that is not scalarized (a parameter, a float vector): abstracted."""
        vector, index = self._operands(p)
        ty = vectors.int_vector(self.type_of(vector))
        if ty is None or not (
                (vector.kind == "instruction" and vector.ptr in self.demanded)
                or vector.kind in _VECTOR_CONSTANTS):
            self._opaque(p, "extractelement")
            return
        elem = ty.elem
        dest = self._dest(p)
        if index.kind == "constant_int":
            i = index.constant_int()
            value = self._element(vector, i, elem) if i < ty.count else o.Undef(elem)
            self.emit(o.Cast(dest, o.CastKind.BITCAST, value, elem, self.loc, elem))
            return
        position = self.value(index)
        index_ty = self.type_of(index)
        chosen = self._element(vector, 0, elem)
        for i in range(1, ty.count):
            hit = self.fresh("at")
            self.emit(o.ICmp(hit, o.ICmpPred.EQ, position, o.Const(i, index_ty), self.loc))
            name = dest if i == ty.count - 1 else self.fresh("pick")
            self.emit(o.Select(name, o.Reg(hit), self._element(vector, i, elem), chosen, elem,
                               self.loc))
            chosen = o.Reg(name)
        if ty.count == 1:
            self.emit(o.Cast(dest, o.CastKind.BITCAST, chosen, elem, self.loc, elem))

    def _vector_to_scalar(self, p: _Pending) -> bool:
        """``bitcast <N x iK> %v to iM``: the elements' bits joined (element 0 lowest);
        False when ``p`` is not such a cast."""
        (source,) = self._operands(p)
        ty = p.ty
        source_ty = vectors.int_vector(self.type_of(source))
        if (p.opcode != "bitcast" or not isinstance(ty, IntType) or source_ty is None
                or not isinstance(source_ty.elem, IntType)):
            return False
        parts = self._elements(source)
        joined = self._regroup(parts, source_ty.elem, ty) if parts is not None else None
        if joined is None or len(joined) != 1:
            return False
        self.emit(o.Cast(self._dest(p), o.CastKind.BITCAST, joined[0], ty, self.loc, ty))
        return True

    def _regroup(self, parts: list[o.Operand], source: IntType,
                 target: IntType) -> list[o.Operand] | None:
        """Bitcast's view of vector elements ``parts`` as elements of ``target``
        (element 0 in the low bits: amdgcn is little endian)."""
        if source.bits == target.bits:
            return parts
        out: list[o.Operand] = []
        if target.bits > source.bits and target.bits % source.bits == 0:
            ratio = target.bits // source.bits
            for k in range(len(parts) // ratio):
                acc: o.Operand | None = None
                for j in range(ratio):
                    piece = self._int_op(o.CastKind.ZEXT, parts[k * ratio + j], source, target)
                    if j:
                        piece = self._bin(o.BinOpKind.SHL, piece,
                                          o.Const(j * source.bits, target), target)
                    acc = piece if acc is None else self._bin(o.BinOpKind.OR, acc, piece,
                                                              target)
                assert acc is not None
                out.append(acc)
            return out
        if source.bits % target.bits == 0:
            ratio = source.bits // target.bits
            for part in parts:
                for j in range(ratio):
                    shifted = part if j == 0 else self._bin(
                        o.BinOpKind.LSHR, part, o.Const(j * target.bits, source), source)
                    out.append(self._int_op(o.CastKind.TRUNC, shifted, source, target))
            return out
        return None

    def _int_op(self, kind: o.CastKind, value: o.Operand, source: IntType,
                target: IntType) -> o.Operand:
        if isinstance(value, o.Const):
            bits = value.value % (1 << source.bits)
            return o.Const(_normalize_int(bits % (1 << target.bits), target), target)
        dest = self.fresh("vec")
        self.emit(o.Cast(dest, kind, value, target, self.loc, source))
        return o.Reg(dest)

    def _bin(self, kind: o.BinOpKind, lhs: o.Operand, rhs: o.Operand,
             ty: IntType) -> o.Operand:
        if isinstance(lhs, o.Const) and isinstance(rhs, o.Const):
            a, b = lhs.value % (1 << ty.bits), rhs.value
            value = {o.BinOpKind.SHL: a << b, o.BinOpKind.LSHR: a >> b,
                     o.BinOpKind.OR: a | (b % (1 << ty.bits))}[kind]
            return o.Const(_normalize_int(value % (1 << ty.bits), ty), ty)
        dest = self.fresh("vec")
        self.emit(o.BinOp(dest, kind, lhs, rhs, ty, self.loc))
        return o.Reg(dest)

    # ------------------------------------------------------------ calls

    def _call(self, p: _Pending) -> None:
        operands = self._operands(p)
        callee, args = operands[-1], operands[:-1]
        kind = callee.kind
        if kind == "inline_asm":
            self._inline_asm(p, args)
            return
        if kind != "function":
            self.fail("unsupported-instruction", "indirect calls are not supported")
        name = _unalias(callee.name) or self.m.numbered.get(callee.ptr, "")
        ret = p.ty
        if name in HOSTCALL_FUNCTIONS:
            # The device library's hostcall: no memory effects the kernel can see, an
            # unknown answer (formats/llvm/hostcall.py).
            self.emit(o.Opaque(p.dest if not isinstance(ret, VoidType) else None, name,
                               tuple(self.value(a) for a in args), ret, self.loc))
            return
        if name in self.m.defined:
            self.callees.add(name)
            passed = [self.value(a) for a in args]
            for a in args:  # the leaves of aggregate arguments (aggregates.py)
                for path, leaf_ty in aggregates.leaves(self.type_of(a)) or ():
                    passed.append(self._leaf(a, path, leaf_ty))
            self.emit(o.Call(p.dest, name, tuple(passed), ret, self.loc))
            return
        if not name.startswith("llvm."):
            self.fail("unknown-function",
                      f"call to @{name}, which is only declared: its body is needed to check "
                      "the kernel")
        resolution = self.m.resolution(name)
        handler = resolution.handler
        if handler is None and self.m.is_opaque_by_option(name):
            handler = intrinsics.opaque_handler()
            self.m.opaque_used.add(name)
            self.warn("opaque-intrinsic",
                      f"{name} is treated as an operation without memory effects (option)")
        if handler is None:
            code, message = resolution.error or ("unknown-intrinsic", name)
            self.fail(code, message)
        assert handler is not None
        self.call_args = args
        self.call_site = CallSite(
            name, tuple(self.type_of(a) for a in args), ret,
            p.dest if not isinstance(p.ty, VoidType) else None, self.loc)
        handler(self, self.call_site)

    def _inline_asm(self, p: _Pending, args: list[RawValue]) -> None:
        """Inline assembly whose template is only an assembler comment (the ROCm
        device libraries' ``asm sideeffect "; ockl ballot hoisting hack $0", "=v,0"(x)``,
        which keeps LLVM from moving a ballot's operand): it executes nothing, so its
        result is the input its output is tied to (constraint ``0``). Any other template
        is read by formats/llvm/asm/ (``_asm_template``)."""
        match = _ASM_RE.search(p.text.text)
        if match is not None:
            template = match.group(1).strip()
            constraints = match.group(2).split(",")
            outputs = [c for c in constraints if c.startswith("=")]
            inputs = [c for c in constraints if not c.startswith(("=", "~"))]
            comment = template.startswith(";") and "\\0A" not in template.upper()
            if comment and not outputs and isinstance(p.ty, VoidType):
                return
            if (comment and len(outputs) == 1 and inputs == ["0"] and len(args) == 1
                    and self.type_of(args[0]) == p.ty):
                self.emit(o.Cast(self._dest(p), o.CastKind.BITCAST, self.value(args[0]), p.ty,
                                 self.loc, p.ty))
                return
            # One register move, ``v_mov_b32 $0, $1`` (HIP's inline-assembly example):
            # it copies its input and does nothing else (the ISA manuals: V_MOV_B32,
            # S_MOV_B32 write only their destination register).
            move = _ASM_MOVE.fullmatch(template)
            if (move is not None and len(outputs) == 1 and len(inputs) == 1 and len(args) == 1
                    and outputs[0][1:] in ("v", "s") and inputs[0] in ("v", "s")
                    and self.type_of(args[0]) == p.ty and store_size(p.ty) == 4):
                self.emit(o.Cast(self._dest(p), o.CastKind.BITCAST, self.value(args[0]), p.ty,
                                 self.loc, p.ty))
                return
            self._asm_template(p, args, match.group(1), match.group(2))
            return
        self.fail("unsupported-instruction", "inline assembly is not supported (its template "
                  "and constraint string are not found in the call's text)")

    def _asm_template(self, p: _Pending, args: list[RawValue], template: str,
                      constraints: str) -> None:
        """Any other template, read by formats/llvm/asm/ (docs/semantics/inline-asm.md):
        its outputs become the call's result (a struct's fields for several)."""
        ret = p.ty
        outputs = (() if isinstance(ret, VoidType) else
                   ret.fields if isinstance(ret, StructType) else (ret,))
        call = asm.AsmCall(asm.decode_template(template), asm.decode_template(constraints),
                           tuple(self.value(a) for a in args),
                           tuple(self.type_of(a) for a in args), tuple(outputs),
                           self.m.target_cpu(self.name), self._asm_tgsplit(), self.loc)
        try:
            values = asm.read_asm(call, self)
        except asm.AsmError as error:
            self.fail(error.code, error.message)
            return
        if isinstance(ret, StructType):
            self.define_aggregate(self._dest(p), tuple(v.value for v in values))
        elif values and isinstance(ret, FloatType):
            # (the interpreter computes a float's bits through the bitcast instruction)
            self.emit(o.Opaque(self._dest(p), "bitcast", (values[0].value,), ret, self.loc,
                               arg_types=(ret,)))
        elif values:
            self.emit(o.Cast(self._dest(p), o.CastKind.BITCAST, values[0].value, ret,
                             self.loc, ret))

    def _asm_tgsplit(self) -> bool:
        """Does the function's ``"target-features"`` attribute enable TgSplit mode (which
        changes the GFX90A workgroup rows of the code-sequence tables)?"""
        tf = self.m.index.functions.get(self.name)
        texts = [tf.header] if tf is not None else []
        if tf is not None:
            texts.extend(self.m.index.attributes.get(ref, "")
                         for ref in re.findall(r"#\d+", tf.header))
        return any(re.search(r'"target-features"\s*=\s*"[^"]*\+tgsplit', t) for t in texts)

    # IntrinsicContext

    def arg(self, index: int) -> o.Operand:
        return self.value(self.call_args[index])

    def const_arg(self, index: int, what: str, code: str = "nonconstant-immediate",
                  signed: bool = False) -> int:
        v = self.call_args[index]
        name = self.call_site.name if self.call_site is not None else "the intrinsic"
        if v.kind != "constant_int":
            operand = self.value(v)
            shown = f"%{operand.name}" if isinstance(operand, o.Reg) else str(v).strip()
            self.fail(code, f"{what} of {name} must be a constant integer, got {shown}")
        ty = self.type_of(v)
        value = _int_value(v, ty)
        if not signed and isinstance(ty, IntType) and value < 0:
            value += 1 << ty.bits
        return value

    def elements_arg(self, index: int) -> tuple[o.Operand, ...] | None:
        elements = self._elements(self.call_args[index])
        return tuple(elements) if elements is not None else None

    def vector_arg(self, index: int, what: str) -> tuple[o.Operand, ...]:
        """The elements of a vector operand (scalarized: formats/llvm/vectors.py). A
        vector that does not come from integer computation (a parameter, a load, a
        call) is ``untraceable-vector``: its words are not known to the checker."""
        raw = self.call_args[index]
        source = None
        if raw.kind == "instruction" and raw.ptr in self.demanded:
            if raw.opcode in vectors.ELEMENTWISE or raw.opcode in ("bitcast", "call"):
                source = raw
                if raw.opcode == "call" and intrinsics.elementwise(
                        _unalias(raw.operands()[-1].name)) is None:
                    source = None
        elif raw.kind in _VECTOR_CONSTANTS:
            source = raw
        elements = self._elements(source) if source is not None else None
        if elements is None:
            operand = self.value(raw)
            shown = f"%{operand.name}" if isinstance(operand, o.Reg) else "the value"
            opcode = raw.opcode if raw.kind == "instruction" else ""
            article = "an" if opcode[:1] in ("a", "e", "i", "o", "u") else "a"
            made = f" ({article} {opcode})" if opcode else (
                " (a parameter)" if raw.kind == "argument" else "")
            self.fail("untraceable-vector",
                      f"{what}: {shown}{made} is not computed from constants and integer "
                      "values, so its words are not known to the checker")
        assert elements is not None
        return tuple(elements)

    def metadata_tuple_string_arg(self, index: int) -> str | None:
        v = self.call_args[index]
        if v.kind != "metadata_as_value":
            return None
        # llvmlite prints a node operand with its definition: '!3 = !{!"exec"}'.
        text = str(v).strip().removeprefix("metadata ").strip()
        match = re.fullmatch(r'(?:!\d+\s*=\s*)?(?:distinct\s+)?!\{\s*(!"(?:[^"\\]|\\.)*")\s*\}',
                             text)
        return string_value(match.group(1)) if match else None

    def define_aggregate(self, dest: str, parts: tuple[o.Operand | None, ...]) -> None:
        # (a struct result whose fields are known: llvm.*.with.overflow)
        self.fields[dest] = {(i,): part for i, part in enumerate(parts)}

    def metadata_string_arg(self, index: int) -> str | None:
        v = self.call_args[index]
        if v.kind != "metadata_as_value":
            return None
        text = str(v).strip()
        if text.startswith("metadata "):
            text = text[len("metadata "):].strip()
        if text.startswith('!"') and text.endswith('"'):
            return string_value(text)
        return None

    # ------------------------------------------------------------ terminators

    def _terminator(self, p: _Pending) -> o.Terminator:
        opcode = p.opcode
        operands = self._operands(p)
        if opcode == "br":
            if len(operands) == 1:
                return o.Br(self.block_names[operands[0].ptr], self.loc)
            # llvmlite lists a conditional branch as (cond, false target, true target).
            cond, if_false, if_true = operands
            return o.CondBr(self.value(cond), self.block_names[if_true.ptr],
                            self.block_names[if_false.ptr], self.loc)
        if opcode == "switch":
            return self._switch(p, operands)
        if opcode == "ret":
            return o.Ret(self.value(operands[0]) if operands else None, self.loc)
        if opcode == "unreachable":
            return o.Unreachable(self.loc)
        self.fail("unsupported-instruction", f"terminator '{opcode}' is not supported")
        raise AssertionError("unreachable")

    def _switch(self, p: _Pending, operands: list[RawValue]) -> o.Switch:
        value = self.value(operands[0])
        default = self.block_names[operands[1].ptr]
        targets = [self.block_names[v.ptr] for v in operands[2:]]
        tokens = p.tokens
        open_index = next((i for i, t in enumerate(tokens) if t.is_punct("[")), None)
        values: list[int] = []
        if open_index is not None:
            close = matching_close(tokens, open_index)
            # Each case is "<type> <value>, label <dest>"; cases are not comma-separated.
            for k in range(open_index + 1, close - 2):
                literal = tokens[k]
                if not (tokens[k + 1].is_punct(",") and tokens[k + 2].is_word("label")):
                    continue
                if literal.kind is Kind.INT:
                    values.append(int(literal.text))
                elif literal.is_word("true") or literal.is_word("false"):
                    values.append(1 if literal.text == "true" else 0)
        if len(values) != len(targets):
            self.fail("unsupported-instruction", "could not read the case values of this switch")
        return o.Switch(value, default, tuple(zip(values, targets, strict=True)), self.loc)

    _HANDLERS: ClassVar[dict[str, Callable[[_FunctionReader, _Pending], None]]] = {
        "icmp": _icmp, "select": _select, "phi": _phi, "getelementptr": _getelementptr,
        "load": _load, "store": _store, "atomicrmw": _atomicrmw, "cmpxchg": _cmpxchg,
        "fence": _fence, "extractvalue": _extractvalue, "call": _call,
        "extractelement": _extractelement, "alloca": _alloca, "insertvalue": _insertvalue,
    }


class _ElementCall:
    """The :class:`IntrinsicContext` of one element of an element-wise intrinsic on
    vectors: vector arguments read as that element (``elements[k]``; None for a
    scalar argument, read from the call itself)."""

    def __init__(self, reader: _FunctionReader, elements: list[o.Operand | None]) -> None:
        self.reader = reader
        self.elements = elements

    def arg(self, index: int) -> o.Operand:
        element = self.elements[index]
        return element if element is not None else self.reader.arg(index)

    def const_arg(self, index: int, what: str, code: str = "nonconstant-immediate",
                  signed: bool = False) -> int:
        element = self.elements[index]
        if element is None:
            return self.reader.const_arg(index, what, code, signed)
        if not isinstance(element, o.Const):
            self.reader.fail(code, f"{what} must be a constant integer")
        assert isinstance(element, o.Const)
        value = element.value
        if not signed and value < 0 and isinstance(element.ty, IntType):
            value += 1 << element.ty.bits
        return value

    def metadata_string_arg(self, index: int) -> str | None:
        return self.reader.metadata_string_arg(index)

    def metadata_tuple_string_arg(self, index: int) -> str | None:
        return self.reader.metadata_tuple_string_arg(index)

    def define_aggregate(self, dest: str, parts: tuple[o.Operand | None, ...]) -> None:
        self.reader.define_aggregate(dest, parts)

    def vector_arg(self, index: int, what: str) -> tuple[o.Operand, ...]:
        return self.reader.vector_arg(index, what)

    def elements_arg(self, index: int) -> tuple[o.Operand, ...] | None:
        return self.reader.elements_arg(index)

    def fresh(self, hint: str) -> str:
        return self.reader.fresh(hint)

    def emit(self, op: o.Op) -> None:
        self.reader._emit_element(op)

    def fail(self, code: str, message: str) -> None:
        self.reader.fail(code, message)

    def warn(self, code: str, message: str) -> None:
        self.reader.warn(code, message)


# ---------------------------------------------------------------- helpers

# ``asm [sideeffect] [alignstack] [inteldialect] [unwind] "template", "constraints"``.
_ASM_MOVE = re.compile(r"\s*[vs]_mov_b32(?:_e32|_e64)?\s+\$0\s*,\s*\$1\s*")
_ASM_RE = re.compile(r'\basm\b(?:\s+\w+)*\s+"((?:[^"\\]|\\.)*)"\s*,\s*"((?:[^"\\]|\\.)*)"')
_VECTOR_CONSTANTS = frozenset({"constant_aggregate_zero", "undef_value", "poison_value",
                               "constant_data_vector", "constant_vector", "constant_expr"})
# Calls that read their vector operands element by element (tensor DMA descriptor
# groups, integer reductions).
_ELEMENT_READING_CALLS = ("llvm.amdgcn.tensor.", "llvm.vector.reduce.")


_PLAIN: tuple[set[str], str | None, list[o.Ordering]] = (set(), None, [])
# Attachments _hints reads (a text test first: most accesses have none of them).
_HINT_KINDS = ("!nontemporal", "!invariant.load", "!amdgpu.", "!noalias.addrspace")
_GEP_HEAD = re.compile(r"\bgetelementptr\b((?:\s+(?:inbounds|nuw|nusw|inrange\([^)]*\)))*)\s*")


def _plain_vector_store(p: _Pending, type_of: Callable[[RawValue], Type]) -> bool:
    """Whether ``p`` is a non-atomic, non-volatile store of an integer vector that a
    store of one integer can stand for (vectors.packed_type)."""
    text = p.text.text
    return ("atomic" not in text and "volatile" not in text
            and vectors.packed_type(type_of(p.instr.operands()[0])) is not None)


def _elem_int(ty: Type) -> IntType:
    assert isinstance(ty, VecType) and isinstance(ty.elem, IntType)
    return ty.elem


def _special(p: _Pending) -> bool:
    """Whether a load/store text has anything beyond type, pointer and alignment."""
    text = p.text.text
    return "atomic" in text or "volatile" in text or "!mmra" in text or "syncscope" in text


def _gep_source_type_text(text: str) -> str | None:
    """The source element type of a ``getelementptr`` instruction's text: from after
    the keyword and its flags to the first comma outside brackets."""
    head = _GEP_HEAD.search(text)
    if head is None:
        return None
    depth = 0
    for i in range(head.end(), len(text)):
        ch = text[i]
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        elif ch == "," and depth == 0:
            return text[head.end():i].strip()
    return None


def _gep_stride(ty: Type) -> int:
    """Bytes per GEP step over ``ty``. Named barriers have no byte representation
    (amdgpu-usage, "Named barriers"); a GEP over them counts barrier objects instead, so
    ``ptradd @bars, k`` names the k-th barrier object of ``@bars``."""
    if is_named_barrier(ty):
        return named_barrier_count(ty)
    return alloc_size(ty)


def _int_value(v: RawValue, ty: Type) -> int:
    """A constant int as LLVM text writes it: signed, except i1 (0 or 1)."""
    return _normalize_int(v.constant_int(), ty)


def _normalize_int(value: int, ty: Type) -> int:
    """``value`` wrapped to ``ty``'s width, read as signed (``i1`` as 0 or 1)."""
    if isinstance(ty, IntType):
        value %= 1 << ty.bits
        if ty.bits > 1 and value >= 1 << (ty.bits - 1):
            value -= 1 << ty.bits
    return value


def _float_of(v: RawValue) -> float:
    return v.constant_fp()


def _node_type(node: CNode) -> Type:
    return node.ty


__all__ = [
    "ReaderWarning",
    "read_llvm_file",
    "read_llvm_file_with_warnings",
    "read_llvm_text",
    "read_llvm_with_warnings",
]
