"""Fast start (issue 13): commands are listed without importing them, and each imports
only what it needs."""

from __future__ import annotations

import argparse
import importlib
import subprocess
import sys

from amdsync.cli.main import COMMANDS


def test_every_command_is_listed_with_its_own_help() -> None:
    # cli/main.py lists commands without importing them; the listing must say what
    # each command's own parser says.
    for name, summary in COMMANDS.items():
        parser = argparse.ArgumentParser()
        sub = parser.add_subparsers()
        importlib.import_module(f"amdsync.cli.{name}_cmd").register(sub)
        helps = {a.dest: a.help for a in sub._choices_actions}
        assert helps[name] == summary


def test_targets_does_not_import_the_explorer() -> None:
    code = ("import sys; from amdsync.cli.main import main; main(['targets', 'gfx950']); "
            "print('amdsync.explore.machine.machine' in sys.modules, 'llvmlite' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.splitlines()[-1]
    assert out == "False False"
