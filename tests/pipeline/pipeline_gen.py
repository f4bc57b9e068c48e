"""Random loops and annotations for the pipeline property tests."""

from __future__ import annotations

from hypothesis import strategies as st

ALLOCS = ("a", "b", "c")


@st.composite
def loops(draw: st.DrawFn, copies_only: bool = False, long: bool = False) -> str:
    """A random annotated loop in the RFC notation (as source text)."""
    n = draw(st.integers(1, 5))
    shapes = {name: draw(st.sampled_from((1, 2))) for name in ALLOCS}
    lines: list[str] = []
    for k in range(n):
        kind = draw(st.sampled_from(("copy", "copy", "compute", "out", "call", "cond",
                                     "pred", "dyn")))
        if copies_only and kind not in ("out", "call"):
            kind = "copy"
        dst = draw(st.sampled_from(ALLOCS))
        src = draw(st.sampled_from(ALLOCS))
        di = draw(st.integers(0, shapes[dst] - 1))
        si = draw(st.integers(0, shapes[src] - 1))
        off = draw(st.integers(0, 2))
        if kind == "copy":
            lines.append(f"    {dst}[{di}] = X[i + {off}]")
        elif kind == "compute":
            lines.append(f"    {dst}[{di}] = {src}[{si}] + {off}")
        elif kind == "out":
            lines.append(f"    Z[i, {k}] = {src}[{si}] * 3")
        elif kind == "call":
            lines.append(f"    f({src}[{si}], i)")
        elif kind == "cond":
            lines.append(f"    if i % 2 == {off % 2}:")
            lines.append(f"        {dst}[{di}] = X[i + {off}]")
        elif kind == "pred":  # a sparser static predicate (issue 11)
            pred = draw(st.sampled_from((f"i % 3 == {off}", f"i < {off + 2}",
                                         f"i >= {off + 1}")))
            lines.append(f"    if {pred}:")
            lines.append(f"        {dst}[{di}] = X[i + {off}]")
        else:  # a data-dependent producer
            lines.append(f"    if M[i] > {draw(st.sampled_from((300000, 500000, 700000)))}:")
            lines.append(f"        {dst}[{di}] = X[i + {off}]")
    stage = [draw(st.integers(0, 3)) for _ in range(n)]
    order = draw(st.permutations(list(range(n))))
    used = sorted(set(stage))
    async_stages = draw(st.lists(st.sampled_from(used), unique=True, max_size=len(used)))
    start = draw(st.integers(-2, 3))
    trip = draw(st.integers(30, 70)) if long else draw(st.integers(0, 7))
    header = (f"# pipeline: stage={stage} order={list(order)} "
              f"async_stages={sorted(async_stages)}")
    allocs = [f"{name} = alloc([{shapes[name]}])" for name in ALLOCS]
    # A value before the loop (read by iterations before any write), sometimes.
    allocs += [f"{name}[0] = {5 + index}" for index, name in enumerate(ALLOCS)
               if draw(st.booleans())]
    loop = f"for i in range({start}, {start + trip}):"
    return "\n".join([header, *allocs, loop, *lines]) + "\n"


@st.composite
def rich_loops(draw: st.DrawFn) -> str:
    """Loops with rows (``...``), 2-D elements, an accumulator, data-dependent
    conditions and nested (unannotated) loops."""
    n = draw(st.integers(1, 5))
    lines: list[str] = []
    for k in range(n):
        kind = draw(st.sampled_from(("row", "elem", "wildread", "acc", "dyn", "inner")))
        off = draw(st.integers(0, 2))
        if kind == "row":
            lines.append(f"    T[{draw(st.integers(0, 1))}, ...] = G[i + {off}, ...]")
        elif kind == "elem":
            row, col = draw(st.integers(0, 1)), draw(st.integers(0, 2))
            lines.append(f"    T[{row}, {col}] = G[i, {off}]")
        elif kind == "wildread":
            lines.append(f"    f(T[{draw(st.integers(0, 1))}, ...], i)")
        elif kind == "acc":
            lines.append(f"    s[0] = s[0] + T[{draw(st.integers(0, 1))}, {off}]")
        elif kind == "dyn":
            lines.append("    if M[i] > 500000:")
            lines.append(f"        T[0, {off}] = G[i, {off}]")
        else:
            lines.append(f"    for j in range({off + 1}):")
            lines.append(f"        Z[i, j, {k}] = T[1, j] + s[0]")
    stage = [draw(st.integers(0, 3)) for _ in range(n)]
    order = draw(st.permutations(list(range(n))))
    used = sorted(set(stage))
    async_stages = draw(st.lists(st.sampled_from(used), unique=True, max_size=len(used)))
    start = draw(st.integers(-2, 3))
    trip = draw(st.sampled_from([0, 1, 2, 3, 5, 8, 40]))
    header = f"# pipeline: stage={stage} order={list(order)} async_stages={sorted(async_stages)}"
    loop = f"for i in range({start}, {start + trip}):"
    return "\n".join([header, "T = alloc([2, 3])", "s = alloc([1])", loop, *lines]) + "\n"


@st.composite
def conditional_producers(draw: st.DrawFn) -> str:
    """A buffer produced under a static or data-dependent condition and read every
    iteration, before or after the producer, at a later stage (issue 11)."""
    pred = draw(st.sampled_from(("i % 2 == 0", "i % 3 == 1", "i < 4", "i >= 2",
                                 "M[i] > 500000", "M[i] > 500000 and i % 2 == 1",
                                 "not M[i] > 300000")))
    read_first = draw(st.booleans())
    producer = [f"    if {pred}:", "        B[0] = A[i]"]
    consumer = ["    C[i] = B[0] + 1"]
    body = consumer + producer if read_first else producer + consumer
    distance = draw(st.integers(1, 3))
    stage = [distance, 0] if read_first else [0, distance]
    order = draw(st.permutations([0, 1]))
    asynchronous = draw(st.booleans())
    p = 1 if read_first else 0
    header = (f"# pipeline: stage={stage} order={list(order)} "
              f"async_stages={[0] if asynchronous and stage[p] == 0 else []}")
    before = ["B[0] = 7"] if draw(st.booleans()) else []
    start = draw(st.integers(-2, 2))
    trip = draw(st.integers(0, 9))
    return "\n".join([header, "B = alloc([1])", *before,
                      f"for i in range({start}, {start + trip}):", *body]) + "\n"
