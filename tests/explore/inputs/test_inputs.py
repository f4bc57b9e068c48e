"""Input data (explore/every_input/inputs.py; docs/semantics/model.md, "Input data"): the text
forms and their errors, and kernels whose branches and addresses follow the data — decided
with inputs, `incomplete` without."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import amdsync
from amdsync.diagnostics import AmdsyncError
from amdsync.explore.every_input.inputs import InputSpec, parse_input_spec, resolve_inputs

HERE = Path(__file__).resolve().parent


def test_generated_inputs() -> None:
    assert parse_input_spec("c=zeros:4") == InputSpec("c", bytes(4), "zeros:4")
    assert parse_input_spec("c=zeros:3xi32").data == bytes(12)
    iota = parse_input_spec("d=iota:4xi16")
    assert np.frombuffer(iota.data, "<i2").tolist() == [0, 1, 2, 3]
    assert parse_input_spec("d=iota:300xu8").data[256:258] == bytes([0, 1])  # wraps
    one = parse_input_spec("r=random:64xu8:7")
    assert one == parse_input_spec("r=random:64xu8:7") and len(one.data) == 64
    assert one.data != parse_input_spec("r=random:64xu8:8").data
    assert parse_input_spec("r=random:64").data == parse_input_spec("r=random:64:0").data
    floats = np.frombuffer(parse_input_spec("f=random:16xf32").data, "<f4")
    assert np.isfinite(floats).all()


def test_files(tmp_path: Path) -> None:
    array = np.arange(6, dtype=">i4").reshape(2, 3)  # big-endian: stored little-endian
    np.save(tmp_path / "a.npy", array)
    spec = parse_input_spec(f"d={tmp_path / 'a.npy'}")
    assert np.frombuffer(spec.data, "<i4").tolist() == [0, 1, 2, 3, 4, 5]
    (tmp_path / "raw.bin").write_bytes(b"\x01\x02")
    assert parse_input_spec(f"d={tmp_path / 'raw.bin'}").data == b"\x01\x02"
    np.save(tmp_path / "o.npy", np.array([{"a": 1}], dtype=object), allow_pickle=True)
    with pytest.raises(AmdsyncError) as error:
        parse_input_spec(f"d={tmp_path / 'o.npy'}")
    assert error.value.code == "bad-input" and "'d'" in str(error.value)


def test_an_empty_or_truncated_npy_and_a_folder_are_located_errors(tmp_path: Path) -> None:
    """An empty .npy made np.load raise EOFError (seed-34 campaign); a folder is no
    regular file, refused before any read (F09)."""
    (tmp_path / "empty.npy").write_bytes(b"")
    np.save(tmp_path / "whole.npy", np.arange(64, dtype=np.int32))
    (tmp_path / "cut.npy").write_bytes((tmp_path / "whole.npy").read_bytes()[:100])
    for bad in ("empty.npy", "cut.npy"):
        with pytest.raises(AmdsyncError) as error:
            parse_input_spec(f"d={tmp_path / bad}")
        assert error.value.code == "bad-input" and "cannot read" in str(error.value)
    with pytest.raises(AmdsyncError) as error:
        parse_input_spec(f"d={tmp_path}")
    assert error.value.code == "bad-input" and "is not a regular file" in str(error.value)


def test_listed_values() -> None:
    spec = parse_input_spec("f=values:i32:2,-1")
    assert np.frombuffer(spec.data, "<i4").tolist() == [2, -1]
    assert spec.source == "values:i32:2,-1"
    assert parse_input_spec("f=values:u8:255").data == b"\xff"


@pytest.mark.parametrize("text", ["d", "=zeros:4", "d=zeros", "d=zeros:4xq7", "d=iota:x",
                                  "d=random:4:seed", "d=/no/such/file.bin", "d=values:i8:300",
                                  "d=values:f32:1", "d=values:i32:", "d=values:i32:1,x"])
def test_errors_name_the_argument(text: str) -> None:
    with pytest.raises(AmdsyncError) as error:
        parse_input_spec(text)
    assert error.value.code == "bad-input"


def test_api_values() -> None:
    specs = resolve_inputs({"a": np.zeros(2, np.int32), "b": b"\x05", "c": "iota:2xu8"})
    assert [s.data for s in specs] == [bytes(8), b"\x05", b"\x00\x01"]
    with pytest.raises(AmdsyncError):
        resolve_inputs({"a": np.array([None], dtype=object)})
    with pytest.raises(AmdsyncError):
        resolve_inputs({"a": 3})


def test_inputs_name_a_pointer_parameter() -> None:
    kernel = HERE / "histogram.ll"
    for name in ("nothing", ):
        with pytest.raises(AmdsyncError) as error:
            amdsync.check(kernel, inputs={name: "zeros:4"})
        assert error.value.code == "bad-input"
    kernel = HERE / "floyd_warshall_step.ll"
    with pytest.raises(AmdsyncError) as error:
        amdsync.check(kernel, args={"k": 1}, inputs={"k": "zeros:4"})
    assert error.value.code == "bad-input"


def test_a_histogram_checks_clean_with_its_data() -> None:
    kernel = HERE / "histogram.ll"
    # Without its data: clean for every input (docs/semantics/every-input.md, "Every
    # input"); the plain read-add-write twin races for some input, and says which (a filled
    # witness).
    assert amdsync.check(kernel, workgroups=2).status == "clean"
    # (16 lanes a workgroup: the column rule's cost grows with lanes times bins when
    # the lanes collide; 2 x 64 takes minutes)
    plain = amdsync.check(HERE / "histogram_plain.ll", workgroups=2, workgroup_size=16)
    # (two causes at line 14: the stores race, and the load at line 12 races with them,
    # its undefined value stored there; docs/findings.md, "Two causes at one place")
    assert [(f.kind, f.loc.line) for f in plain.findings] == [("race", 14)] * 2
    assert "(--input data=zeros:16xi8)" in plain.findings[0].message
    result = amdsync.check(kernel, workgroups=2, inputs={"data": "random:128xu8:3"})
    assert result.status == "clean", result.incomplete_reason
    assert [n.kind for n in result.notes][:1] == ["inputs"]
    assert "data = random:128xu8:3 (128 bytes" in result.notes[0].message
    racy = amdsync.check(HERE / "histogram_plain.ll", workgroups=2,
                         inputs={"data": "random:128xu8:3"})
    assert [(f.kind, f.loc.line) for f in racy.findings] == [("race", 14)] * 2


def test_a_histogram_of_one_repeated_value() -> None:
    """Every lane adds to one bin: the lanes of the instruction share one location."""
    result = amdsync.check(HERE / "histogram.ll", workgroups=2,
                           inputs={"data": np.full(128, 9, np.uint8)})
    assert result.status == "clean", result.incomplete_reason


def test_a_floyd_warshall_step_follows_the_distances() -> None:
    kernel = HERE / "floyd_warshall_step.ll"
    args = {"k": 3}
    # Without input: the race of a negative diagonal, with that input as its witness.
    every = amdsync.check(kernel, workgroup_size=64, args=args)
    # One cause (docs/findings.md): the read at line 18 racing with the update at line
    # 24; its value decides the branch at line 22 and reaches the update.
    assert {f.loc.line for f in every.findings} == {22}
    assert [u.loc.line for u in every.findings[0].uses] == [22, 24]
    assert all("--input d=values:i32:-1" in f.message for f in every.findings)
    distances = np.full((8, 8), 100, dtype=np.int32)
    np.fill_diagonal(distances, 0)
    distances[0, 3], distances[3, 5] = 1, 2
    clean = amdsync.check(kernel, workgroup_size=64, args=args, inputs={"d": distances})
    assert clean.status == "clean"
    distances[3, 3] = -1  # a negative cycle: column k is rewritten while it is read
    racy = amdsync.check(kernel, workgroup_size=64, args=args, inputs={"d": distances})
    assert racy.status == "findings"
    # the update races with other lanes' reads of d[i][k] (line 24); the undefined
    # value those reads may return decides the branch (line 22)
    assert {f.loc.line for f in racy.findings} == {22}
    cause = racy.findings[0].cause
    assert cause is not None and {loc.line for loc in cause.sites} == {18, 24}


def test_bytes_past_the_input_are_unknown() -> None:
    """docs/semantics/model.md, "Input data": past the given bytes the buffer is unknown host
    data, as without inputs — the race of the second workgroup's bins is found with a
    witness that keeps the given bytes and fills only the rest."""
    result = amdsync.check(HERE / "histogram_plain.ll", workgroups=2, workgroup_size=16,
                           inputs={"data": "iota:64xu8"})  # (distinct bins in wave 0)
    assert [(f.kind, f.loc.line) for f in result.findings] == [("race", 14)] * 2
    message = result.findings[0].message
    assert "data[64..79] (i8) = 0" in message
    assert "--input data=values:i8:0,1,2,3," in message


def test_inputs_have_a_size_limit() -> None:
    with pytest.raises(AmdsyncError) as error:
        parse_input_spec("d=zeros:5000000")
    assert error.value.code == "bad-input" and "more than" in str(error.value)
