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
    assert (rsrc.status, rsrc.findings, rsrc.scope) == ("clean", [], None)
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
    the clock decide, so the lanes of a wave leave it at different trips; the lane split
    on an unknown covers only sides that do not loop back."""
    kernel = HERE / "lane_busy_wait.ll"
    every = amdsync.check(kernel, target="gfx942", workgroup_size=64)
    assert (every.status, every.incomplete_reason) == (
        "incomplete",
        "a branch condition depends on a value amdsync does not track, and the lanes may "
        "not all hold one value; they are explored for every split only where the sides "
        "cannot tell, but a side loops back to the branch (it is read at line 15 from "
        "buffer periods: give its contents with --input periods=...)")
    zero = amdsync.check(kernel, target="gfx942", workgroup_size=64,
                         inputs={"periods": np.zeros(64, dtype=np.int32)})
    assert (zero.status, zero.findings) == ("clean", []), zero.incomplete_reason


def test_waves_of_one_program_branching_on_one_label() -> None:
    """Liger-Kernel's jsd and tv_distance on 4 warps: every wave branches on the row's
    one label. No address needs a term, so the label is not one (terms are kept only in
    a run an address at a term needs: docs/semantics/symbolic.md, "Symbols in the
    machine"), each wave's branch explores both sides, and a finding on a mix of sides,
    which no input takes, leaves the check incomplete."""
    kernel = HERE / "waves_one_label.ll"
    every = amdsync.check(kernel, target="gfx942", workgroup_size=128)
    assert (every.status, every.incomplete_reason) == (
        "incomplete",
        "a race at line 18 was found only in executions that assume the branch at line 15 "
        "going to %other; the branch at line 15 going to %own (values amdsync does not "
        "track), and no input that takes those sides and reproduces it was found: give "
        "the buffers with --input to decide it")
    for label in (-100, 3):
        given = amdsync.check(kernel, target="gfx942", workgroup_size=128,
                              inputs={"labels": np.array([label], dtype=np.int64)})
        assert (given.status, given.findings) == ("clean", []), given.incomplete_reason


def test_a_stencil_whose_width_comes_in_a_byref_uint2() -> None:
    """rocm-examples' convolution: HIP's uint2 (a struct around a union around
    <2 x i32>) is not split into fields, so the kernel reads its width from the unnamed
    buffer 0 and the input's address is a term of it; the load of the `__constant__`
    taps (an address-space-4 global) counts as a pointer of unknown origin that may reach
    the input's buffer, so the plain-access rule does not apply."""
    kernel = HERE / "constant_table_stencil.ll"
    every = amdsync.check(kernel, target="gfx942", workgroup_size=(4, 4))
    assert (every.status, every.incomplete_reason) == (
        "incomplete",
        "an address depends on a value amdsync does not track; it lies in buffer input, "
        "where an address computed from input data is decided only if every access is a "
        "plain load or store or a relaxed atomic through it, but the load at line 30 may "
        "access buffer input (its pointer's origin is unknown) (it is read at line 19 from "
        "buffer 0: give its contents with --input 0=...)")
    given = amdsync.check(kernel, target="gfx942", workgroup_size=(4, 4),
                          inputs={"0": "values:u32:3,4"})
    assert (given.status, given.findings) == ("clean", []), given.incomplete_reason
