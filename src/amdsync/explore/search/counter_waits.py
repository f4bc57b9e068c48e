"""GFX12.5's async-copy counter wait as a fix edit (docs/fixes.md): the count of an
``llvm.amdgcn.s.wait.asynccnt(i16 N)`` lowered, as a ``wait.asyncmark`` count is.

amdgpu-usage, "ASYNC LDS: s_wait_asynccnt": the wait blocks until at most N of the
wave's async LDS copies are outstanding, and the copies complete in the order they were
issued, so a lower N completes every copy a higher one does and more. Triton's
pipeliner for gfx1250 emits it itself (the backend inserts none), so a count one too
high is the author's — or the compiler's — to lower::

    tail call void @llvm.amdgcn.s.wait.asynccnt(i16 17)
    ; → lowered to 16
    tail call void @llvm.amdgcn.s.wait.asynccnt(i16 16)
"""

from __future__ import annotations

import re

from amdsync.formats.llvm.edits import Replace

_ASYNCCNT = re.compile(r"(@llvm\.amdgcn\.s\.wait\.asynccnt\(i16\s+)(\d+)\)")


def asynccnt(line: str) -> int | None:
    """The count of the ``s.wait.asynccnt`` call on ``line``, if it has one."""
    found = _ASYNCCNT.search(line)
    return int(found.group(2)) if found else None


def set_asynccnt(line_number: int, line: str, count: int) -> Replace:
    """The ``s.wait.asynccnt`` on ``line`` with count ``count``."""
    return Replace(line_number, _ASYNCCNT.sub(rf"\g<1>{count})", line, count=1))
