"""Lowering and counter-model speed, per 1000 Program instructions.

    python benches/lower_speed.py [--llvm]

Prints the time to lower the seeded corpus (amdsync.lower.corpus) to LLVM IR and to run
the counter model (the LLVM mirror plus the exact minimum) for gfx942, gfx950 and
gfx1250, per 1000 instructions; with ``--llvm``, also the time Triton's LLVM takes to
compile the same modules, as the reference ratio.
"""

from __future__ import annotations

import argparse
import time

from amdsync.lower.corpus import corpus
from amdsync.lower.emit import lower_program, target_features
from amdsync.lower.llvm_driver import CompileJob, compile_modules, llvm_available
from amdsync.lower.waitcnt import model_program
from amdsync.targets import parse_target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--programs", type=int, default=300)
    parser.add_argument("--llvm", action="store_true", help="also time Triton's LLVM")
    args = parser.parse_args()
    print(f"{'target':8} {'instrs':>7} {'lower ms/1k':>12} {'model ms/1k':>12}"
          + (f" {'llvm ms/1k':>11} {'llvm/lower':>11}" if args.llvm else ""))
    for name in ("gfx942", "gfx950", "gfx1250"):
        target = parse_target(name)
        programs = corpus(target, args.programs)
        instrs = sum(len(b.ops) + 1 for p in programs for f in p.functions for b in f.blocks)
        start = time.perf_counter()
        modules = [lower_program(p, target) for p in programs]
        lower = time.perf_counter() - start
        start = time.perf_counter()
        for p in programs:
            model_program(p, target)
        model = time.perf_counter() - start
        per = 1000.0 / instrs
        line = f"{name:8} {instrs:7d} {lower * per * 1e3:12.2f} {model * per * 1e3:12.2f}"
        if args.llvm and llvm_available():
            start = time.perf_counter()
            compile_modules([CompileJob(m.text, name, target_features(target))
                             for m in modules])
            llvm = time.perf_counter() - start
            line += f" {llvm * per * 1e3:11.2f} {llvm / lower:11.1f}"
        print(line)


if __name__ == "__main__":
    main()
