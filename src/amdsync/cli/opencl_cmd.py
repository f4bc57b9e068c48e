"""``amdsync opencl FILE.cl[:KERNEL]``: compile an OpenCL C kernel and check a launch."""

from __future__ import annotations

import argparse

from amdsync.cli.source_check import register_source_command


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    register_source_command(subparsers, "opencl", "compile an OpenCL C kernel with clang "
                            "(no GPU) and check it", ".cl")
