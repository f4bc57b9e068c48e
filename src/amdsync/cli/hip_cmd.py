"""``amdsync hip FILE.hip[:KERNEL]``: compile a HIP kernel and check a launch of it."""

from __future__ import annotations

import argparse

from amdsync.cli.source_check import register_source_command


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    register_source_command(subparsers, "hip", "compile a HIP kernel with clang (no GPU) "
                            "and check it", ".hip")
