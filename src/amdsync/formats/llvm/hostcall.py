"""The device library's hostcall, behind ``printf`` and ``assert``'s message (ROCm
device libraries, ockl ``hostcall.cl``; amdgpu-usage, the implicit argument
``hidden_hostcall_buffer``).

A work-item asks the host for a service (printf's output, assert's message) by writing
a packet into the runtime's hostcall buffer, signalling the host (``s_sendmsg``) and
spinning until the host answers. Its function, ``__ockl_hostcall_internal`` (and
``__ockl_hostcall_preview``, which wraps it), is read as an operation without memory
effects whose result, the host's answer, is an unknown value (docs/llvm-reader.md,
"Hostcall and printf"):

* the buffer is the runtime's: no kernel argument or variable reaches it, so no access
  of the kernel conflicts with the hostcall's, and the packet's payload comes in the
  call's arguments (registers), so the call reads nothing the kernel wrote;
* the host's answer is data amdsync does not know, like any value read from the host;
* its spin waits for the host, which always answers: it ends.

What the caller does around it (printf's format-string scan, reading a ``%s``
argument) is ordinary code, checked as such.
"""

from __future__ import annotations

HOSTCALL_FUNCTIONS = frozenset({"__ockl_hostcall_internal", "__ockl_hostcall_preview"})
