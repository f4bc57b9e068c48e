"""Files the commands write where the user says (``-o``, ``--timeline``, ``--asm``,
``--graph``, ``--html``): an output that cannot be written is an I/O error naming its
path and the system's reason (issue 12: exit 2, ``PATH: error[io]: …``; main prints it).

A write that fails only when the file is flushed or closed (``/dev/full``) raises an
``OSError`` without a file name; :func:`naming` gives it the path, so the message does
not blame the standard output.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def naming(path: str | Path) -> Iterator[None]:
    """Within the block, an ``OSError`` that names no file names ``path``."""
    try:
        yield
    except OSError as error:
        if error.filename is not None:
            raise
        raise OSError(error.errno, error.strerror or str(error), str(path)) from None


def write_output(path: str | Path, data: str | bytes) -> None:
    """Write ``data`` (text as UTF-8) to ``path``; a failure names ``path``."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    with naming(path), open(path, "wb") as handle:
        handle.write(raw)
