"""Struct and array values followed field by field (LangRef, "Aggregate Types",
"'extractvalue' / 'insertvalue' Instructions").

The interpreter's registers hold scalars, so a struct value is otherwise unknown as a
whole. Device code passes small structs by value between functions (HIP's
cooperative-groups ``thread_group``: its type, size and tile info), and reads them with
``extractvalue``. The reader follows such values leaf by leaf where it can see them
(docs/llvm-reader.md, "Aggregate values"):

* an internal function's aggregate parameter gets one extra parameter per scalar leaf,
  which every call passes; ``extractvalue`` of the parameter at a leaf is that leaf;
* a call's leaf operands come from a constant aggregate, an ``insertvalue`` chain the
  reader followed, or the caller's own leaf parameters; any other leaf is an unknown
  value (an ``extractvalue`` the interpreter does not compute).

The aggregate register itself stays what it was (an unknown value), so whatever else
reads it sees what it saw before: following leaves only adds known values.
"""

from __future__ import annotations

from amdsync.formats.llvm.constants import CAgg, CNode, CUndef, CZero
from amdsync.program.types import ArrayType, FloatType, IntType, PtrType, StructType, Type

Path = tuple[int, ...]
MAX_LEAVES = 32  # an aggregate with more scalar leaves is not followed


def leaves(ty: Type) -> list[tuple[Path, Type]] | None:
    """Every scalar leaf of aggregate type ``ty`` with its index path, in order; None
    when ``ty`` is no aggregate, or has a leaf that is no scalar, or too many."""
    if not isinstance(ty, StructType | ArrayType):
        return None
    out: list[tuple[Path, Type]] = []

    def walk(t: Type, path: Path) -> bool:
        if isinstance(t, IntType | PtrType | FloatType):
            out.append((path, t))
            return len(out) <= MAX_LEAVES
        if isinstance(t, StructType):
            return all(walk(f, (*path, i)) for i, f in enumerate(t.fields))
        if isinstance(t, ArrayType) and t.count <= MAX_LEAVES:
            return all(walk(t.elem, (*path, i)) for i in range(t.count))
        return False

    return out if walk(ty, ()) else None


def under(ty: Type, prefix: Path) -> Type | None:
    """The type at index path ``prefix`` inside ``ty`` (None: not a valid path)."""
    for index in prefix:
        if isinstance(ty, StructType) and 0 <= index < len(ty.fields):
            ty = ty.fields[index]
        elif isinstance(ty, ArrayType) and 0 <= index < ty.count:
            ty = ty.elem
        else:
            return None
    return ty


def node_at(node: CNode, path: Path, leaf: Type) -> CNode | None:
    """The constant at ``path`` inside the aggregate constant ``node`` (undef and
    zeroinitializer give undef and zero leaves); None when it cannot be read."""
    for index in path:
        match node:
            case CAgg(_, elems) if 0 <= index < len(elems):
                node = elems[index]
            case CUndef():
                return CUndef(leaf)
            case CZero():
                return CZero(leaf)
            case _:
                return None
    return node


def leaf_name(name: str, path: Path) -> str:
    """The register of leaf ``path`` of parameter ``name``."""
    return f"{name}.field{'.'.join(str(i) for i in path)}"
