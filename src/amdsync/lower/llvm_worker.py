"""The worker process of :mod:`amdsync.lower.llvm_driver`: compiles LLVM IR modules with
the LLVM bundled in Triton (``triton._C.libtriton.llvm.translate_to_asm``).

Protocol (one job per line on stdin, one result per line on stdout, JSON):

    {"id": 3, "ir": "...", "cpu": "gfx950", "features": ""}
    {"id": 3, "ok": true, "asm": "..."}  |  {"id": 3, "ok": false, "error": "..."}

LLVM aborts the whole process on some inputs (an intrinsic a processor cannot select);
the driver notices the missing result, reads this process's stderr and restarts it. That
is why compilation always runs here and never in the caller's process.
"""

from __future__ import annotations

import json
import sys


def main() -> int:
    # Imported here: the worker is the only process that loads Triton's LLVM.
    from triton._C.libtriton import llvm  # noqa: PLC0415

    llvm.init_targets()
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        job = json.loads(line)
        # Mark the job's start on stderr so the driver can attribute an abort's message.
        print(f"\n@@job {job['id']}", file=sys.stderr, flush=True)
        try:
            asm = llvm.translate_to_asm(job["ir"], "amdgcn-amd-amdhsa", job["cpu"],
                                        job.get("features", ""), [], False, False, False)
            result = {"id": job["id"], "ok": True, "asm": str(asm)}
        except Exception as error:  # LLVM's recoverable errors (parse, verify) land here
            result = {"id": job["id"], "ok": False, "error": str(error)}
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
