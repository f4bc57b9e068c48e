"""A kernel's struct arguments on the command line: ``--input g.nindex=…``,
``--arg g.nodes=…``, ``--sweep g.nodes=…`` (the LLVM reader splits the struct into one
parameter per field: program/struct_args.py; docs/semantics/every-input.md, "Struct
arguments").

A name that is a struct's own (``--input g=…``), a field the struct lacks
(``--input g.nidx=…``), or a field of a struct that could not be split, is a usage
error at the kernel, listing the fields there are::

    error[usage]: --input g.nidx: the struct argument g has no field 'nidx': its
    fields are g.nodes, g.edges, g.nindex, g.nlist
"""

from __future__ import annotations

import argparse

from amdsync.diagnostics import AmdsyncError
from amdsync.program.module import Param, Program
from amdsync.program.struct_args import has_struct_args, split_struct_args
from amdsync.program.types import PtrType

# The options whose items are NAME=VALUE with NAME a kernel parameter.
_NAMED_OPTIONS = (("input", "--input"), ("arg", "--arg"), ("sweep", "--sweep"))


def check_field_names(args: argparse.Namespace, program: Program) -> None:
    """Every ``--input``, ``--arg`` and ``--sweep`` name that names a struct argument or
    one of its fields names a field there is."""
    kernel = program.kernel_function
    split: dict[str, list[Param]] = {}
    for param in kernel.params:
        if param.field_of is not None:
            split.setdefault(param.field_of[0], []).append(param)
    # (a struct the reader kept whole is still one: asked again, it says why)
    kept = {s.name: s for s in split_struct_args(program)[1]} if has_struct_args(
        program) else {}
    for attribute, option in _NAMED_OPTIONS:
        for item in getattr(args, attribute, None) or []:
            name = item.partition("=")[0].strip().lstrip("%")
            struct = next((s for s in [*split, *kept]
                           if name == s or name.startswith(s + ".")), None)
            problem = None
            if struct in split:
                problem = _problem(name, struct, split[struct], option)
            elif struct in kept and name != struct:
                problem = (f"the struct argument {struct} cannot be given field by field: "
                           f"{kept[struct].kept}")
            if problem is not None:
                raise AmdsyncError("usage", f"{option} {name}: {problem}", kernel.loc)


def _problem(name: str, struct: str, fields: list[Param], option: str) -> str | None:
    """What is wrong with ``name`` for the split ``struct`` (None: it is a field)."""
    names = [f.name for f in fields]
    if name == struct:
        if option == "--input":
            pointers = [f.name for f in fields if isinstance(f.ty, PtrType)]
            return (f"{struct} is a struct passed by value: give the contents of the "
                    f"buffer a pointer field points to, by the field's name "
                    f"({', '.join(pointers) or 'it has no pointer field'})")
        return (f"{struct} is a struct passed by value: give one field's value by its name "
                f"({', '.join(names)})")
    if name not in names:
        return (f"the struct argument {struct} has no field "
                f"{name.removeprefix(struct + '.')!r}: its fields are {', '.join(names)}")
    return None
