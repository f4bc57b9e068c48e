"""Compile LLVM IR for an AMDGPU processor with a real LLVM, without a GPU.

The LLVM is the one bundled in the ``triton`` wheel (``triton==3.9.0``: an LLVM
development build that knows ``llvm.amdgcn.asyncmark``). Compilation runs in worker
subprocesses (:mod:`amdsync.lower.llvm_worker`) because LLVM aborts the process on some
inputs (for example ``wait.asyncmark`` on gfx11, or an intrinsic the processor cannot
select). A worker compiles many modules, one after the other; an abort costs one restart
and is reported as that job's result, never as a crash of the caller.

    results = compile_modules([CompileJob(ir_text, "gfx950")])
    results[0].ok, results[0].asm
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from amdsync.diagnostics import AmdsyncError


@dataclass(frozen=True)
class CompileJob:
    """One module to compile: LLVM IR text, a processor name, LLVM target features
    (``+xnack,-wavefrontsize32`` style; empty for the processor's defaults)."""

    ir: str
    cpu: str
    features: str = ""


@dataclass(frozen=True)
class CompileResult:
    """``ok``: LLVM produced assembly ``asm``. Otherwise ``error`` holds LLVM's message
    and ``aborted`` says whether LLVM killed its process (a fatal error) rather than
    reporting a recoverable error."""

    ok: bool
    asm: str = ""
    error: str = ""
    aborted: bool = False


def llvm_available() -> bool:
    """Is the Triton-bundled LLVM installed? (``pip install triton==3.9.0``)."""
    return importlib.util.find_spec("triton") is not None


def require_llvm() -> None:
    if not llvm_available():
        raise AmdsyncError(
            "llvm-unavailable",
            "compiling needs the LLVM bundled in Triton: pip install 'triton==3.9.0'",
        )


class _Worker:
    """One worker process, restarted after an abort."""

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.proc: subprocess.Popen[str] | None = None
        self.stderr_path = ""
        self.stderr_offset = 0

    def _start(self) -> subprocess.Popen[str]:
        fd, self.stderr_path = tempfile.mkstemp(prefix="amdsync-llvm-", suffix=".err")
        os.close(fd)
        self.stderr_offset = 0
        err = open(self.stderr_path, "w")  # noqa: SIM115 - owned by the child process
        proc = subprocess.Popen(
            [sys.executable, "-m", "amdsync.lower.llvm_worker"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err, text=True,
            bufsize=1,
        )
        err.close()
        assert proc.stdout is not None
        ready = proc.stdout.readline()
        if not ready.startswith("{"):
            message = self._read_stderr()
            proc.kill()
            raise AmdsyncError("llvm-unavailable",
                               f"the LLVM worker did not start: {message.strip()[-400:]}")
        self.proc = proc
        return proc

    def _read_stderr(self) -> str:
        try:
            with open(self.stderr_path, errors="replace") as f:
                f.seek(self.stderr_offset)
                text = f.read()
                self.stderr_offset = f.tell()
        except OSError:
            return ""
        return text

    def run(self, job_id: int, job: CompileJob) -> CompileResult:
        proc = self.proc if self.proc is not None and self.proc.poll() is None else self._start()
        assert proc.stdin is not None and proc.stdout is not None
        line = json.dumps({"id": job_id, "ir": job.ir, "cpu": job.cpu,
                           "features": job.features})
        timer = threading.Timer(self.timeout, proc.kill)
        timer.start()
        try:
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
            answer = proc.stdout.readline()
        except (BrokenPipeError, OSError):
            answer = ""
        finally:
            timer.cancel()
        if answer:
            data = json.loads(answer)
            # LLVM reports some errors ("not supported on subtarget") as diagnostics on
            # stderr and still returns assembly: such a job failed.
            diagnostics = self._read_stderr().split(f"@@job {job_id}", 1)[-1].strip()
            if data["ok"] and "error:" not in diagnostics:
                return CompileResult(True, asm=data["asm"])
            return CompileResult(False, error=data.get("error") or diagnostics)
        proc.wait()
        self.proc = None
        message = self._read_stderr().split(f"@@job {job_id}", 1)[-1].strip()
        if not message:
            message = f"LLVM process ended with status {proc.returncode} (timeout or abort)"
        return CompileResult(False, error=message, aborted=True)

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None
        if self.stderr_path:
            with contextlib.suppress(OSError):
                os.unlink(self.stderr_path)


def compile_modules(jobs: Sequence[CompileJob], workers: int = 2,
                    timeout: float = 60.0) -> list[CompileResult]:
    """Compile every job with the Triton-bundled LLVM; results in job order."""
    require_llvm()
    results: list[CompileResult | None] = [None] * len(jobs)
    count = max(1, min(workers, len(jobs)))
    errors: list[BaseException] = []

    def serve(index: int) -> None:
        worker = _Worker(timeout)
        try:
            for job_id in range(index, len(jobs), count):
                results[job_id] = worker.run(job_id, jobs[job_id])
        except BaseException as error:  # re-raised in the caller's thread
            errors.append(error)
        finally:
            worker.close()

    threads = [threading.Thread(target=serve, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]
    return [r if r is not None else CompileResult(False, error="not compiled")
            for r in results]
