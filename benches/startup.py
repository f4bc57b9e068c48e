"""Start-up time of the command line (issue 13: `amdsync --help` and
`amdsync targets gfx950` under 0.3 s): the median of several fresh processes, beside
`python -c pass` on the same machine.

    python benches/startup.py
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

RUNS = 7
COMMANDS = {
    "python -c pass": [sys.executable, "-c", "pass"],
    "amdsync --help": [sys.executable, "-m", "amdsync.cli.main", "--help"],
    "amdsync targets gfx950": [sys.executable, "-m", "amdsync.cli.main", "targets", "gfx950"],
    "amdsync check --help": [sys.executable, "-m", "amdsync.cli.main", "check", "--help"],
}


def median_seconds(command: list[str]) -> float:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(command, capture_output=True, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    base = median_seconds(COMMANDS["python -c pass"])
    print(f"{'command':<26}{'median s':>10}{'x python':>10}")
    for name, command in COMMANDS.items():
        seconds = median_seconds(command)
        print(f"{name:<26}{seconds:>10.3f}{seconds / base:>10.1f}")


if __name__ == "__main__":
    main()
