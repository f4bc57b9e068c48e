"""Compile HIP and OpenCL C kernels for amdgcn with a system clang and the ROCm device
libraries, to LLVM IR text that `amdsync check` reads.

The device libraries are linked the way the ROCm drivers link them, with
``-Xclang -mlink-builtin-bitcode`` (only the functions the kernel needs are taken, and
they are optimized together with it): ``hip.bc`` or ``opencl.bc``, ``ockl.bc``,
``ocml.bc`` and the ``oclc_*`` control libraries (code object ABI 5, wave size from the
target, default math modes). ``oclc_isa_version_<N>.bc`` is linked when the
installation has it; Debian has none for some targets (gfx942, gfx950, gfx11, gfx12),
and then the reader gives ``__oclc_ISA_version`` the value the library defines for the
kernel's target (formats/llvm/device_constants.py). HIP is compiled as hipcc compiles it
for the AMD platform (:data:`HIP_PLATFORM_MACROS`, :data:`HIP_OPTIMIZATION`), OpenCL C at
clang's own -O2; both with debug information (findings on the source lines) and the
source's value names (``--arg n=…`` names the kernel's parameters as written).
"""

from __future__ import annotations

import functools
import glob
import os
import re
import shutil
import subprocess
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from amdsync.diagnostics import (
    AmdsyncError,
    Loc,
    temporary_directory,
    without_temporary_paths,
)
from amdsync.frontends.clang_messages import errors_first
from amdsync.frontends.flag_target import clang_target_id
from amdsync.targets import Target

Language = Literal["hip", "opencl"]

DEBIAN_PACKAGES = "clang-19 libamdhip64-dev rocm-device-libs"
_CLANG_NAMES = ("clang-19", "clang", "clang-22", "clang-21", "clang-20")
_DEVICE_LIB_DIRS = (
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode",  # Debian, Ubuntu (rocm-device-libs)
    "/usr/lib/aarch64-linux-gnu/amdgcn/bitcode",
    "/usr/lib/amdgcn/bitcode",
    "/opt/rocm/amdgcn/bitcode",  # ROCm installations
    "/opt/rocm/lib/llvm/lib/clang/*/lib/amdgcn/bitcode",
)
CODE_OBJECT_VERSION = 5
# What a HIP build defines for the AMD platform: `hipconfig --cpp_config` (which Makefile
# builds around hipcc pass) prints -D__HIP_PLATFORM_HCC__= -D__HIP_PLATFORM_AMD__=, and
# the CMake package's hip::host (linked by hip::device) defines both =1. clang defines
# neither, and hip_runtime.h (hip/hip_common.h) only once it is included, so a header
# that picks its backend first (`#ifdef __HIP_PLATFORM_AMD__`) needs them from the
# command line. =1, as CMake has it, serves `#if` as well as `#ifdef`.
HIP_PLATFORM_MACROS = ("-D__HIP_PLATFORM_AMD__=1", "-D__HIP_PLATFORM_HCC__=1")
# hipcc's optimization level when its command has no -O (hipBin_amd.h: "Set default
# optimization level to -O3 for hip-clang"); a -O after `--` comes later and wins.
HIP_OPTIMIZATION = "-O3"
# clang's own default for OpenCL C (-cl-opt-disable aside), which amdsync names.
OPENCL_OPTIMIZATION = "-O2"
_DIAGNOSTIC = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): "
                         r"(?:fatal )?error: (?P<message>.*)$", re.MULTILINE)


@dataclass(frozen=True)
class Toolchain:
    clang: str
    device_libs: Path


@dataclass(frozen=True)
class Compiled:
    """The LLVM IR of one source file and how it was made."""

    ll_path: Path
    command: tuple[str, ...]


CLI = Loc("<command line>")


def find_toolchain(clang: str | None = None, device_libs: str | None = None,
                   where: Loc = CLI) -> Toolchain:
    """A clang (``clang`` if given, else the first of clang-19, clang, … on PATH) and the
    directory of the ROCm device libraries; a missing one names the Debian packages."""
    found = shutil.which(clang) if clang else next(
        (p for p in (shutil.which(n) for n in _CLANG_NAMES) if p), None)
    if found is None:
        wanted = f"clang {clang!r} was not found" if clang else \
            f"no clang on PATH (tried {', '.join(_CLANG_NAMES)})"
        raise AmdsyncError("no-clang", f"{wanted}; install it (Debian: apt-get install "
                           f"{DEBIAN_PACKAGES}) or name one with --clang PATH", where)
    candidates = [device_libs] if device_libs else [
        match for pattern in _DEVICE_LIB_DIRS for match in sorted(glob.glob(pattern))]
    for directory in candidates:
        if directory and (Path(directory) / "ockl.bc").is_file():
            return Toolchain(found, Path(directory))
    wanted = f"{device_libs} has no ockl.bc" if device_libs else \
        "the ROCm device libraries (ockl.bc, …) were not found in " + \
        ", ".join(_DEVICE_LIB_DIRS)
    raise AmdsyncError("no-device-libs", f"{wanted}; install them (Debian: apt-get install "
                       f"rocm-device-libs) or name their folder with --device-libs DIR",
                       where)


def libraries(toolchain: Toolchain, language: Language, target: Target) -> list[Path]:
    """The bitcode libraries to link, in link order; a missing required one is an
    error naming the package."""
    libs = toolchain.device_libs
    wave64 = "on" if target.wave_size == 64 else "off"
    names = ["hip.bc" if language == "hip" else "opencl.bc", "ocml.bc", "ockl.bc",
             f"oclc_abi_version_{CODE_OBJECT_VERSION}00.bc",
             f"oclc_wavefrontsize64_{wave64}.bc", "oclc_daz_opt_off.bc",
             "oclc_finite_only_off.bc", "oclc_unsafe_math_off.bc",
             "oclc_correctly_rounded_sqrt_on.bc"]
    paths = []
    for name in names:
        path = libs / name
        if not path.is_file():
            raise AmdsyncError("no-device-libs", f"{path} is missing (Debian: apt-get "
                               "install rocm-device-libs)", Loc(str(libs)))
        paths.append(path)
    isa = libs / f"oclc_isa_version_{target.processor.name.removeprefix('gfx')}.bc"
    if isa.is_file():
        paths.append(isa)
    return paths


def compile_command(source: Path, output: Path, language: Language, target: Target,
                    toolchain: Toolchain, cwd: Path | None = None,
                    flags: Sequence[str] = ()) -> list[str]:
    """The clang command line that compiles ``source`` to LLVM IR text at ``output``;
    with ``cwd`` (where clang runs), that folder is ``.`` in the debug information.
    ``flags`` (the project's: amdsync.frontends.flags) come after amdsync's own, so
    where they disagree the project's win (``-std=``, ``-cl-std=``, ``-O``, ``-U``)."""
    arch = clang_target_id(target)
    if language == "hip":
        # A fixed compilation-unit id: the default hashes the path (IR that differs
        # from machine to machine).
        command = [toolchain.clang, "-x", "hip", f"--offload-arch={arch}",
                   "--cuda-device-only", "-nogpulib", "-cuid=amdsync", *HIP_PLATFORM_MACROS]
        hip_path = _hip_path()
        if hip_path is not None:
            command.append(f"--hip-path={hip_path}")
    else:
        command = [toolchain.clang, "-x", "cl", "-cl-std=CL2.0", "-target",
                   "amdgcn-amd-amdhsa", f"-mcpu={arch}", "-nogpulib",
                   "-Xclang", "-finclude-default-header"]
    if target.wave_size != target.processor.default_wave_size:
        command.append("-mwavefrontsize64" if target.wave_size == 64 else
                       "-mno-wavefrontsize64")
    if cwd is not None:
        command.append(f"-fdebug-prefix-map={cwd.resolve()}=.")
    command += [HIP_OPTIMIZATION if language == "hip" else OPENCL_OPTIMIZATION,
                "-gline-tables-only", "-fno-discard-value-names",
                f"-mcode-object-version={CODE_OBJECT_VERSION}", *flags, "-S", "-emit-llvm",
                "-o", str(output), str(source)]
    for lib in libraries(toolchain, language, target):
        command += ["-Xclang", "-mlink-builtin-bitcode", "-Xclang", str(lib)]
    return command


def _hip_path() -> str | None:
    """The HIP installation whose headers clang should use (Debian's is /usr)."""
    for prefix in (os.environ.get("HIP_PATH"), "/opt/rocm", "/usr"):
        if prefix and (Path(prefix) / "include" / "hip" / "hip_runtime.h").is_file():
            return prefix
    return None


def compile_source(source: Path, output: Path, language: Language, target: Target,
                   toolchain: Toolchain, timeout: float | None = None,
                   cwd: Path | None = None, flags: Sequence[str] = ()) -> Compiled:
    """Compile (in ``cwd`` when given, ``source`` relative to it); clang's errors become
    a located error (the first one's place, all of clang's output in the message)."""
    if not ((cwd or Path()) / source).is_file():
        raise AmdsyncError("cannot-read", f"no such file: {source}", Loc(str(source)))
    command = compile_command(source, output, language, target, toolchain, cwd, flags)
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                              check=False, cwd=cwd)
    except subprocess.TimeoutExpired:
        raise AmdsyncError("timeout", f"clang did not finish within {timeout:.0f} s",
                           Loc(str(source))) from None
    except OSError as error:
        raise AmdsyncError("no-clang", f"cannot run {toolchain.clang}: {error}",
                           CLI) from None
    if done.returncode != 0:
        raise _compile_error(done, source, target, toolchain)
    if not ((cwd or Path()) / output).is_file():
        # (A `--clang` that is no clang: /bin/true. The output's path is a temporary
        # one, so the message does not name it: two runs print the same.)
        raise AmdsyncError("compile-error", f"{toolchain.clang} exited with 0 but wrote no "
                           f"LLVM IR for {source}; is it a clang? (name one with --clang)",
                           CLI)
    return Compiled(output, tuple(command))


def _compile_error(done: subprocess.CompletedProcess[str], source: Path, target: Target,
                   toolchain: Toolchain) -> AmdsyncError:
    """clang's failure as a located error: at its first error's place in the source, its
    errors first and its warnings counted (frontends/clang_messages.py);
    a target the clang does not compile for (it says so in --print-supported-cpus) at
    ``--target``; any other failure that names no place in a source (the driver's
    errors: an unknown or rejected flag, a clang that fails or crashes) at the command
    line, which chose the clang and its flags (docs/hip-opencl.md)."""
    detail = (without_temporary_paths(errors_first(done.stderr))
              or f"clang exited with {done.returncode}")
    what = f"clang could not compile {source} for {target.canonical()}"
    first = _DIAGNOSTIC.search(done.stderr)
    if first:
        loc = Loc(first["file"], int(first["line"]), int(first["col"]))
        return AmdsyncError("compile-error", f"{what}:\n{detail}", loc)
    known = supported_processors(toolchain.clang)
    if known and target.processor.name not in known:
        newest = [p for p in DEFAULT_TARGET_LINE if p in known]
        hint = f" (its newest of amdsync's default line is {newest[0]})" if newest else ""
        return AmdsyncError("unsupported-target", f"--target {target.canonical()}: "
                            f"{toolchain.clang} does not compile for "
                            f"{target.processor.name}{hint}; name a target it knows "
                            f"(`{toolchain.clang} --target=amdgcn-amd-amdhsa "
                            f"--print-supported-cpus` lists them):\n{detail}", CLI)
    return AmdsyncError("compile-error", f"{what} (clang's message names no place in the "
                        f"source: the clang or its flags):\n{detail}", CLI)


@contextmanager
def compiled_ir(source: Path, language: Language, target: Target, toolchain: Toolchain,
                keep_ll: Path | None = None, timeout: float | None = None,
                flags: Sequence[str] = ()) -> Iterator[Path]:
    """Compile ``source`` (with the project's ``flags``) and yield the path of its LLVM
    IR: ``keep_ll`` when given, else a temporary file removed afterwards."""
    with temporary_directory() as tmp:
        output = keep_ll if keep_ll is not None else Path(tmp) / f"{source.stem}.ll"
        compile_source(source, output, language, target, toolchain, timeout, flags=flags)
        yield output


# When no target is given, `amdsync hip` / `amdsync opencl` compile for the newest
# processor of amdsync's default line (CDNA, wave64: what the default target gfx950
# is) that the clang knows, else the newest processor of the table it knows.
# Debian's clang 19 knows gfx942, not gfx950.
DEFAULT_TARGET_LINE = ("gfx950", "gfx942", "gfx90a", "gfx908", "gfx906", "gfx900")


@functools.cache
def supported_processors(clang: str) -> frozenset[str]:
    """The amdgcn processors ``clang`` compiles for (``--print-supported-cpus``), asked
    once per clang path; empty when it does not say."""
    try:
        done = subprocess.run([clang, "--target=amdgcn-amd-amdhsa", "-nogpulib",
                               "--print-supported-cpus"], capture_output=True, text=True,
                              timeout=30, check=False)
    except (OSError, subprocess.SubprocessError):
        return frozenset()
    words = (done.stdout + "\n" + done.stderr).split()
    return frozenset(w for w in words if re.fullmatch(r"gfx[0-9a-f]+", w))


def default_target(toolchain: Toolchain, where: Loc = CLI) -> Target:
    """The target to compile for when none is given (:data:`DEFAULT_TARGET_LINE`)."""
    from amdsync.targets import PROCESSORS, parse_target  # noqa: PLC0415

    known = supported_processors(toolchain.clang)
    newest_first = [*DEFAULT_TARGET_LINE, *reversed([p for p in PROCESSORS
                                                     if p not in DEFAULT_TARGET_LINE])]
    for name in newest_first:
        if name in known:
            return parse_target(name, where)
    raise AmdsyncError("no-target", f"{toolchain.clang} lists no amdgcn processor amdsync "
                       "knows (--print-supported-cpus); name one with --target", where)
