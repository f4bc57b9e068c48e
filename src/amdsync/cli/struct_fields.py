"""A kernel's struct arguments on the command line: ``--input g.nindex=…``,
``--arg g.nodes=…``, ``--sweep g.nodes=…`` (program/struct_args.py splits the struct
into one parameter per field; docs/semantics/every-input.md, "Struct arguments").

A name that is a struct's own (``--input g=…``), a field the struct lacks
(``--input g.nidx=…``), or a field of a struct that could not be split, is a usage
error at the kernel, listing the fields there are::

    error[usage]: --input g.nidx: the struct argument g has no field 'nidx': its
    fields are g.nodes, g.edges, g.nindex, g.nlist
"""

from __future__ import annotations

import argparse
from pathlib import Path

from amdsync.diagnostics import AmdsyncError
from amdsync.program.module import Program
from amdsync.program.struct_args import StructArg, split_struct_args
from amdsync.program.types import PtrType, StructType

# The options whose items are NAME=VALUE with NAME a kernel parameter.
_NAMED_OPTIONS = (("input", "--input"), ("arg", "--arg"), ("sweep", "--sweep"))


def split_struct_arguments(args: argparse.Namespace, program: Program) -> Program:
    """The program with its kernel's struct arguments split into fields, named after
    the source where debug information gives the names (``args.struct_names_ir``: the
    text the hip and opencl commands compile for them, else the checked IR's own), and
    every option's name checked against them."""
    from amdsync.formats.llvm.debug_fields import struct_argument_names  # noqa: PLC0415

    if not any(isinstance(p.byref or p.ty, StructType)
               for p in program.kernel_function.params):
        return program
    text = getattr(args, "struct_names_ir", None)
    if text is None:
        try:
            text = Path(args.file).read_text(errors="replace")
        except OSError:  # (read once already: only a file that went away since)
            text = ""
    split, structs = split_struct_args(program, struct_argument_names(text, program.kernel))
    check_field_names(args, split, structs)
    return split


def check_field_names(args: argparse.Namespace, program: Program,
                      structs: tuple[StructArg, ...]) -> None:
    """Every ``--input``, ``--arg`` and ``--sweep`` name that names a struct argument or
    one of its fields names a field there is."""
    kernel = program.kernel_function
    for attribute, option in _NAMED_OPTIONS:
        for item in getattr(args, attribute, None) or []:
            name = item.partition("=")[0].strip().lstrip("%")
            for struct in structs:
                problem = _problem(name, struct, option)
                if problem is not None:
                    raise AmdsyncError("usage", f"{option} {name}: {problem}", kernel.loc)


def _problem(name: str, struct: StructArg, option: str) -> str | None:
    """What is wrong with ``name`` given ``struct`` (None: it does not concern it)."""
    fields = struct.field_list()
    if name != struct.name and not name.startswith(struct.name + "."):
        return None
    if struct.kept is not None and name != struct.name:
        return (f"the struct argument {struct.name} cannot be given field by field: "
                f"{struct.kept}")
    if name == struct.name and struct.kept is None:
        if option == "--input":
            pointers = [f.name for f in struct.fields if isinstance(f.ty, PtrType)]
            return (f"{struct.name} is a struct passed by value: give the contents of "
                    f"the buffer a pointer field points to, by the field's name "
                    f"({', '.join(pointers) or 'it has no pointer field'})")
        return (f"{struct.name} is a struct passed by value: give one field's value by "
                f"its name ({fields})")
    if struct.kept is None and name not in {f.name for f in struct.fields}:
        return (f"the struct argument {struct.name} has no field "
                f"{name.removeprefix(struct.name + '.')!r}: its fields are {fields}")
    return None
