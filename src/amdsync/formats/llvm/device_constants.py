"""The ROCm device libraries' target constant ``__oclc_ISA_version``, for IR compiled
where the installation lacks the target's ``oclc_isa_version_<N>.bc`` (Debian's
rocm-device-libs has none for gfx942, gfx950, gfx11 and gfx12): the library's code then
loads an external constant that nothing defines, and ockl's branches on it (e.g.
``__syncthreads_count``) would depend on an unknown value. amdsync knows the target
(the kernel's ``"target-cpu"``), so it gives the constant the value the library
defines for that processor (docs/llvm-reader.md, "Device-library constants").
"""

from __future__ import annotations

import re

ISA_VERSION = "__oclc_ISA_version"

_PROCESSOR = re.compile(r"gfx(\d{1,2})([0-9a-f])([0-9a-f])")


def isa_version(processor: str) -> int | None:
    """``oclc_isa_version_<N>.bc``'s value for ``processor``: major × 1000 + minor × 100
    + stepping, the last two digits of the name hexadecimal (gfx90a → 9010, gfx942 →
    9402, gfx1100 → 11000; the values Debian's bitcode files hold). None for a name
    that is no gfx processor."""
    match = _PROCESSOR.fullmatch(processor.split(":", maxsplit=1)[0])
    if match is None:
        return None
    return int(match[1]) * 1000 + int(match[2], 16) * 100 + int(match[3], 16)
