"""The LDS tiles of a kernel (program/lds_tiles.py) carried in its IR text as amdsync's
own named metadata, so that every reading of that IR (a sweep's tasks, the fix search,
``--keep-ll``, ``amdsync check`` of a kept file) names them alike::

    !amdsync.lds_tiles = !{!90, !91}
    !90 = !{!"global_smem", i64 34752, i64 33264, !"ttg.local_alloc", !"a", !"kernels.py",
            i64 31, i64 13}

— the LDS global, the offset and size in bytes, the owning operation, the source
variable (``""``: none), the file, line and column of the allocation (``""``, 0 and 0:
unknown).
Named metadata the LLVM IR reader does not know is ignored (LangRef, "Named
Metadata"), so the text stays valid IR for LLVM's own tools.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from amdsync.formats.llvm.metadata_strings import metadata_string, unescape
from amdsync.program.lds_tiles import LdsTile

NAMED = "amdsync.lds_tiles"
_CARRIED = re.compile(rf"^!{re.escape(NAMED)} = !\{{(.*)\}}\s*$", re.MULTILINE)
_REF = re.compile(r"!(\d+)")
_ITEM = re.compile(r'!"((?:[^"\\]|\\.)*)"|i64 (-?\d+)')


def carried_tiles(tiles: Sequence[LdsTile], first: int) -> str:
    """The named metadata that carries ``tiles``, its nodes numbered from ``first``
    (past every node the text has; formats/llvm/debug_fields.py's ``last_node``)."""
    if not tiles:
        return ""
    lines = []
    for n, t in enumerate(tiles):
        items = [metadata_string(t.symbol), f"i64 {t.offset}", f"i64 {t.size}",
                 metadata_string(t.op), metadata_string(t.name),
                 metadata_string(t.source_file), f"i64 {t.source_line}",
                 f"i64 {t.source_col}"]
        lines.append(f"!{first + n} = !{{{', '.join(items)}}}")
    refs = ", ".join(f"!{first + n}" for n in range(len(tiles)))
    return "\n".join([f"!{NAMED} = !{{{refs}}}", *lines]) + "\n"


def lds_tiles(text: str) -> tuple[LdsTile, ...]:
    """The tiles ``text`` carries, in order (none without the named metadata; a node
    of another shape is skipped)."""
    if f"!{NAMED} = " not in text:
        return ()
    found = _CARRIED.search(text)
    if found is None:
        return ()
    out = []
    for ref in _REF.findall(found.group(1)):
        node = re.search(rf"^!{ref} = !\{{(.*)\}}\s*$", text, re.MULTILINE)
        if node is None:
            continue
        items = [unescape(m.group(1)) if m.group(2) is None else int(m.group(2))
                 for m in _ITEM.finditer(node.group(1))]
        kinds = [type(i) for i in items]
        if kinds != [str, int, int, str, str, str, int, int]:
            continue
        symbol, offset, size, op, name, file, line, col = items
        assert isinstance(symbol, str) and isinstance(op, str) and isinstance(name, str)
        assert isinstance(file, str) and isinstance(offset, int) and isinstance(size, int)
        assert isinstance(line, int) and isinstance(col, int)
        if offset >= 0 and size > 0:
            out.append(LdsTile(symbol, offset, size, op, name, file, line, col))
    return tuple(out)




