"""The error of the inline-assembly reader: a stable code and a message; the LLVM
reader raises it at the ``call asm`` line (formats/llvm/reader.py, ``_inline_asm``)."""

from __future__ import annotations


class AsmError(Exception):
    """Inline assembly amdsync does not read: ``code`` is the diagnostic code
    (``unsupported-instruction`` names the instruction; ``asm-syntax``, ``asm-hazard``
    … say what is wrong with the text), ``message`` says why."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
