"""What the published kernels that need `--input` teach about deciding them without it
(issue 41; benches/published.toml, `every_input`): the patterns amdsync does not decide
for every input yet, each in a kernel written here (tests/published/*.ll), with the
verdict and the message amdsync gives today, and the verdict it gives with one input.
Each is clean for every input (the relaxation step: for every input with a zero pivot,
and a finding otherwise); when amdsync decides one, update its test and the list."""

from __future__ import annotations

from pathlib import Path

import numpy as np

import amdsync
from amdsync.explore.findings.result import Scope

HERE = Path(__file__).resolve().parent


def test_an_offset_from_a_label_through_a_buffer_resource() -> None:
    """Triton's AMD backend reads through `make.buffer.rsrc` + `raw.ptr.buffer.load`.
    Decided now (docs/semantics/symbolic.md, "Buffer resources at term offsets"): the
    resource is traced to the argument its base pointer is computed from, so a load
    through it at an offset computed from the loaded label is a load of a buffer the
    launch only reads (its range check keeps it within the buffer: no assumption), and
    the plain load at the label's offset beside the resource's loads is one too (its
    offset is not bounded: assumed within the buffer). Both clean for every label, as
    with one (tests/explore/symbolic/test_buffer_terms.py holds the twins)."""
    kernel = HERE / "buffer_rsrc_label.ll"
    rsrc = amdsync.check(kernel, target="gfx942", kernel="gather_rsrc", workgroup_size=64)
    # (every clean verdict states its scope: every input, nothing assumed)
    assert (rsrc.status, rsrc.findings, rsrc.scope) == ("clean", [], Scope())
    plain = amdsync.check(kernel, target="gfx942", kernel="gather_plain", workgroup_size=64)
    assert (plain.status, plain.findings) == ("clean", [])
    assert plain.scope is not None
    assert (plain.scope.inputs, plain.scope.assumptions) == (
        None, ("the load at line 36 reads within buffer logits",))
    label = {"labels": np.array([5], dtype=np.int32)}
    for name in ("gather_rsrc", "gather_plain"):
        given = amdsync.check(kernel, target="gfx942", kernel=name, workgroup_size=64,
                              inputs=label)
        assert (given.status, given.findings) == ("clean", []), given.incomplete_reason


def test_a_per_lane_branch_on_a_buffer_the_kernel_writes() -> None:
    """Floyd-Warshall's relaxation: the kernel writes the buffer it branches on, so its
    loads give no terms and the per-lane branch splits the lanes on every side; the race
    needs lane 0 to take the update side, which the host's zero pivot excludes, so no
    witness reproduces it: incomplete, where the specification says clean. Without the
    assumption the race is real and its witness confirms it."""
    kernel = HERE / "row_relax.ll"
    assumed = amdsync.check(kernel, target="gfx942", workgroup_size=4, assume=["d[0] == 0"])
    assert (assumed.status, assumed.incomplete_reason) == (
        "incomplete",
        "a race at line 19 was found only in executions that assume every lane on every "
        "side of the branch at line 19 (values amdsync does not track), and no input that "
        "takes those sides and reproduces it was found: give the buffers with --input to "
        "decide it")
    every = amdsync.check(kernel, target="gfx942", workgroup_size=4)
    assert every.status == "findings"
    assert [f.kind for f in every.findings] == ["race"]
    zero = amdsync.check(kernel, target="gfx942", workgroup_size=4,
                         inputs={"d": np.zeros(4, dtype=np.int32)})
    assert (zero.status, zero.findings) == ("clean", []), zero.incomplete_reason


def test_a_busy_wait_whose_period_each_lane_reads() -> None:
    """hip-tests' busy_wait: a compute-only loop whose trip count each lane's period and
    the clock decide, so the lanes of a wave leave it at different trips. The loop is
    register-only (it reads the clock, writes nothing): every lane leaves it at once
    (docs/semantics/every-input.md, "Loops whose lanes run different trip counts"), and
    the verdict assumes it ends (it waits on the clock). It was `incomplete`."""
    kernel = HERE / "lane_busy_wait.ll"
    every = amdsync.check(kernel, target="gfx942", workgroup_size=64)
    assert (every.status, every.findings) == ("clean", []), every.incomplete_reason
    assert every.scope is not None
    assert every.scope.assumptions == ("the loop whose exit test is at line 24 ends",)
    zero = amdsync.check(kernel, target="gfx942", workgroup_size=64,
                         inputs={"periods": np.zeros(64, dtype=np.int32)})
    assert (zero.status, zero.findings) == ("clean", []), zero.incomplete_reason


def test_waves_of_one_program_branching_on_one_label() -> None:
    """Liger-Kernel's jsd and tv_distance on 4 warps: every wave branches on the row's
    one label. No address needs a term, so the first run keeps none: each wave's branch
    explores both sides, and the race found on a mix of sides, which no input takes,
    has no witness. The check runs again with terms kept (docs/semantics/symbolic.md,
    "Path conditions across waves"): the second wave's side is feasible only where it
    agrees with the first's, and the kernel is clean for every label (it was
    `incomplete`)."""
    kernel = HERE / "waves_one_label.ll"
    every = amdsync.check(kernel, target="gfx942", workgroup_size=128)
    assert (every.status, every.findings) == ("clean", []), every.incomplete_reason
    assert every.scope is not None and every.scope.inputs is None
    assert [n.kind for n in every.notes] == ["every-input"]
    for label in (-100, 3):
        given = amdsync.check(kernel, target="gfx942", workgroup_size=128,
                              inputs={"labels": np.array([label], dtype=np.int64)})
        assert (given.status, given.findings) == ("clean", []), given.incomplete_reason
    # The twin whose ignore side also writes the other wave's element races on every
    # label that is -100, with that label as its witness.
    twin = kernel.read_text().replace(
        "%po = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid",
        "%po = getelementptr inbounds float, ptr addrspace(1) %out, i32 0")
    racy = amdsync.check(twin, target="gfx942", workgroup_size=128)
    assert [(f.kind, f.loc.line) for f in racy.findings] == [("race", 18)]
    assert racy.findings[0].witness == "labels[0] (i64) = -100 (--input labels=values:i64:-100)"


def test_a_stencil_whose_width_comes_in_a_byref_uint2() -> None:
    """rocm-examples' convolution, decided without --input: HIP's uint2 (a struct around
    a union around <2 x i32>) is split into its lanes, the arguments 0.x and 0.y, which
    the launch gives as it gives any scalar argument (a scalar argument is not a symbol:
    without a value, the branch on the width asks for it); the `__constant__` taps are
    host data in memory of their own, whose load meets no write, so no --input names
    them. Given, they change nothing."""
    kernel = HERE / "constant_table_stencil.ll"
    lanes = {"0.x": 3, "0.y": 4}
    every = amdsync.check(kernel, target="gfx942", workgroup_size=(4, 4), args=lanes)
    assert (every.status, every.findings) == ("clean", []), every.incomplete_reason
    unsized = amdsync.check(kernel, target="gfx942", workgroup_size=(4, 4))
    assert (unsized.status, unsized.incomplete_reason) == (
        "incomplete", "a branch condition depends on a value amdsync does not track (pass "
        "--arg 0.x=VALUE)")
    given = amdsync.check(kernel, target="gfx942", workgroup_size=(4, 4), args=lanes,
                          inputs={"taps": "zeros:25xi32"})
    assert (given.status, given.findings) == ("clean", []), given.incomplete_reason
