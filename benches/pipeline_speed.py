"""Time ``amdsync pipeline``'s transform on 10-, 50- and 200-statement loop bodies.

The bodies are GEMM-like: half the statements are async copies of global tiles into
allocated (LDS) buffers in stage 0, the other half consume them in later stages (loads
into registers and opaque computes), interleaved by ``order`` so commit groups split.
Reference (issue 5): Apache TVM 0.27's InjectSoftwarePipeline takes about 0.8, 4.2 and
25 ms on such bodies on this kind of machine. Two trip counts are timed: the counts are
derived by running the pipelined schedule, whose steady state is filled in rather than
run (docs/pipeline.md, "Performance"), so the cost should barely grow with the trip
count. Figures are medians of ``--repeat`` runs (the machine is shared: expect noise);
``ratio`` is transform time / TVM's, at or below 1.0 is the goal.

    .venv/bin/python benches/pipeline_speed.py [--repeat 21]
"""

from __future__ import annotations

import argparse
import statistics
import time

from amdsync.pipeline import parse_program, transform, verify

TVM_MS = {10: 0.8, 50: 4.2, 200: 25.0}


def body(n: int, trip: int) -> str:
    copies = n // 2
    lines: list[str] = []
    stage: list[int] = []
    for j in range(copies):
        lines.append(f"    s{j}[0] = G{j}[i]")
        stage.append(0)
    for j in range(n - copies):
        src = j % max(1, copies)
        if j % 2 == 0:
            lines.append(f"    r{j}[0] = s{src}[0] * 2")
        else:
            lines.append(f"    compute(s{src}[0], i)")
        stage.append(1 + j % 3)
    order = []
    # Interleave: copy, consumer, copy, consumer … (consumers of earlier stages between
    # producers split the commit groups).
    for j in range(max(copies, n - copies)):
        if j < copies:
            order.append(j)
        if j < n - copies:
            order.append(copies + j)
    position = [0] * n
    for pos, k in enumerate(order):
        position[k] = pos
    allocs = [f"s{j} = alloc([1])" for j in range(copies)]
    allocs += [f"r{j} = alloc([1])" for j in range(n - copies) if j % 2 == 0]
    header = f"# pipeline: stage={stage} order={position} async_stages=[0]"
    return "\n".join([header, *allocs, f"for i in range({trip}):", *lines]) + "\n"


def time_ms(fn: object, repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()  # type: ignore[operator]
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=21)
    args = parser.parse_args()
    print(f"{'statements':>10} {'trip':>5} {'transform ms':>13} {'TVM ms':>7} {'ratio':>6} "
          f"{'verify ms':>10} {'waits':>6}")
    for n in (10, 50, 200):
        for trip in (16, 128):
            program = parse_program(body(n, trip), f"bench{n}.py")
            result = transform(program)
            ms = time_ms(lambda p=program: transform(p), args.repeat)
            vms = time_ms(lambda r=result: verify(r.original, r.program, seeds=(0,)), 1)
            report = verify(result.original, result.program, seeds=(0,))
            assert report.ok, f"benchmark loop {n}/{trip} failed verification"
            print(f"{n:>10} {trip:>5} {ms:>13.1f} {TVM_MS[n]:>7.1f} {ms / TVM_MS[n]:>6.1f} "
                  f"{vms:>10.1f} {len(result.info.waits):>6}")


if __name__ == "__main__":
    main()
