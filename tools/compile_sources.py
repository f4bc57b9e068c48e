"""Regenerate the LLVM IR of the HIP and OpenCL example kernels (examples/sources.toml)
with a system clang and the ROCm device libraries, for every target the file lists:
``examples/<lang>/ll/<stem>.<target>.ll``. The tests check these files, so they run
without clang; run this after changing a source (Debian: apt-get install clang-19
libamdhip64-dev rocm-device-libs).

    python tools/compile_sources.py [--clang PATH] [--device-libs DIR]

Each file is compiled from its own folder with the folder mapped to ``.`` in the debug
information, so the IR names the source as ``shared_exchange.hip`` on every machine.
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from pathlib import Path

from amdsync.diagnostics import AmdsyncError
from amdsync.frontends.clang import Language, compile_source, find_toolchain
from amdsync.targets import parse_target

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def ll_path(source: str, target: str) -> Path:
    """Where the IR of ``source`` (relative to examples/) for ``target`` lives."""
    path = EXAMPLES / source
    return path.parent / "ll" / f"{path.stem}.{target}.ll"


def language_of(source: str) -> Language:
    return "hip" if source.endswith(".hip") else "opencl"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clang", default=None)
    parser.add_argument("--device-libs", default=None)
    args = parser.parse_args()
    manifest = tomllib.loads((EXAMPLES / "sources.toml").read_text())
    sources = sorted({case["source"] for case in manifest["case"]})
    try:
        toolchain = find_toolchain(args.clang, args.device_libs)
        for target_name in manifest["targets"]:
            target = parse_target(target_name)
            for source in sources:
                out = ll_path(source, target_name)
                out.parent.mkdir(exist_ok=True)
                folder = (EXAMPLES / source).parent
                compile_source(Path(Path(source).name), out.resolve(), language_of(source),
                               target, toolchain, cwd=folder)
                print(f"{out.relative_to(ROOT)}")
    except AmdsyncError as error:
        print(error, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
