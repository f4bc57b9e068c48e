"""``amdsync pipeline``: outputs, exit codes and located input errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli import main as cli_main
from amdsync.cli.main import main
from amdsync.diagnostics import Loc
from amdsync.pipeline import affine

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "pipeline"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["pipeline", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, text: str, name: str = "loop.py") -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_transform_prints_the_rfc_notation(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run([str(EXAMPLES / "rfc_intro_async.py")], capsys)
    assert code == 0
    assert "    async_wait_queue(0, 1):\n        C[i - 1] = B[(i - 1) % 2] + 1\n" in out


def test_cli_annotation_overrides_header(capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
    path = write(tmp_path, "B = alloc([1])\nfor i in range(4):\n    B[0] = A[i]\n"
                           "    C[i] = B[0]\n")
    code, out, _ = run([path, "--stage", "0,2", "--async-stages", "0", "--verify"], capsys)
    assert code == 0
    assert "B = alloc([3])" in out
    assert "minimality: minimal" in out


def test_verify_against_the_rfc_output_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run([str(EXAMPLES / "rfc_interleaved.py"), "--against",
                        str(EXAMPLES / "rfc_interleaved_tvm_output.py")], capsys)
    assert code == 1
    assert out.startswith("safety: UNSAFE")


def test_json_listing(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run([str(EXAMPLES / "rfc_interleaved.py"), "--json", "--verify"], capsys)
    assert code == 0
    doc = json.loads(out)
    waits = [i for i in doc["items"] if i["op"] == "wait"]
    assert [(w["region"], w["count"], w["before"]) for w in waits] == [
        ("body", "5", [2]), ("epilogue", "36 - 2 * i", [2])]
    commits = [(i["region"], i["statements"]) for i in doc["items"] if i["op"] == "commit"]
    assert commits == [("prologue", [0]), ("prologue", [1]), ("body", [0]), ("body", [1])]
    assert doc["verify"]["safe"] and doc["verify"]["minimal"]
    assert doc["pipeline"]["versions"] == {"A_shared": 4, "B_shared": 3}


def test_trace(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run([str(EXAMPLES / "copy_pipeline.py"), "--trace"], capsys)
    assert code == 0
    events = json.loads(out)["events"]
    assert events[0] == {"op": "stmt", "stmt": 0, "iter": 0, "async": True, "queue": 0,
                         "reads": [["src", [0]]], "writes": [["tile", [0]]]}
    assert events[1] == {"op": "commit", "queue": 0}
    assert {"op": "wait", "queue": 0, "count": 2} in events
    consumer = next(e for e in events if e["op"] == "stmt" and e["stmt"] == 1)
    assert consumer == {"op": "stmt", "stmt": 1, "iter": 0, "async": False, "queue": None,
                        "reads": [["tile", [0]]], "writes": [["dst", [0]]]}
    assert sum(e["op"] == "commit" for e in events) == 8


def test_timeline_svg(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    svg = tmp_path / "t.svg"
    code, _, _ = run([str(EXAMPLES / "rfc_interleaved.py"), "--timeline", str(svg)], capsys)
    assert code == 0
    text = svg.read_text()
    assert text.startswith("<svg") and text.rstrip().endswith("</svg>")
    assert text.count("<title>statement ") == 48  # 16 iterations x 3 statements
    assert "stage 3</text>" in text
    assert "queue 0 (max 7)" in text


def test_lowered_listing(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run([str(EXAMPLES / "copy_pipeline.py"), "--lowered"], capsys)
    assert code == 0
    assert "wait.asyncmark(2)" in out
    assert out.rstrip().endswith("mark check: exact")


BAD_INPUTS = [
    ("B = alloc([1])\nfor i in range(4):\n    B[0] = A[i] +\n", "3:18", "pipeline-syntax"),
    ("# pipeline: stage=[0]\nfor i in range(4):\n    B[0] = A[i] / 2\n", "3:12",
     "pipeline-syntax"),
    ("# pipeline: stage=[0, 1]\nfor i in range(4):\n    B[0] = A[i]\n", "1:13",
     "pipeline-annotation"),
    ("# pipeline: stages=[0]\nfor i in range(4):\n    B[0] = A[i]\n", "1:13",
     "pipeline-annotation"),
    ("# pipeline: stage=[0]\nfor i in range(4):\n    B[0] = A[j]\n", "3:14",
     "pipeline-unknown-name"),
    ("# pipeline: stage=[0]\nfor i in range(4):\n    x = A[i]\n", "3:5", "pipeline-syntax"),
    ("# pipeline: stage=[0]\nfor i in range(4):\n    B[0] = A[i]\nC = alloc([2])\n", "4:1",
     "pipeline-syntax"),
    ("# pipeline: stage=[0]\nfor i in range(4):\n    B[A[i]] = 1\n", "3:5",
     "pipeline-dynamic-index"),
    ("# pipeline: stage=[0] order=[1]\nfor i in range(4):\n    B[0] = A[i]\n", "1:23",
     "pipeline-annotation"),
    ("# pipeline: stage=[0]\nfor i in range(4):\n    while i:\n        pass\n", "3:5",
     "pipeline-syntax"),
    ("# pipeline: stage=[0]\nfor i in range(n):\n    B[0] = A[i]\n", "2:16",
     "pipeline-unknown-name"),
]


@pytest.mark.parametrize(("text", "where", "code"), BAD_INPUTS)
def test_bad_input_is_located_exit_2(text: str, where: str, code: str,
                                     capsys: pytest.CaptureFixture[str],
                                     tmp_path: Path) -> None:
    path = write(tmp_path, text)
    status, _, err = run([path], capsys)
    assert status == 2
    assert err.startswith(f"{path}:{where}: error[{code}]"), err
    assert "Traceback" not in err


def test_missing_annotation(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, "for i in range(4):\n    B[0] = A[i]\n")
    status, _, err = run([path], capsys)
    assert status == 2
    assert f"{path}:1:1: error[pipeline-annotation]: the loop has no annotation" in err


def test_bad_cli_list(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, "for i in range(4):\n    B[0] = A[i]\n")
    status, _, err = run([path, "--stage", "0,x"], capsys)
    assert status == 2
    assert "error[pipeline-annotation]: --stage: 'x' is not an integer" in err


def test_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(["/nonexistent/loop.py"], capsys)
    assert status == 2
    assert "/nonexistent/loop.py: error[cannot-read]" in err


def test_llvm_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run([str(EXAMPLES / "spec_software_pipeline.py"), "--llvm", "gfx950"],
                       capsys)
    assert code == 0
    assert 'target triple = "amdgcn-amd-amdhsa"' in out
    assert out.count("call void @llvm.amdgcn.wait.asyncmark(i16 2)") == 2


def test_conditional_producer_example_verifies(capsys: pytest.CaptureFixture[str]) -> None:
    # Issue 11: the data-dependent producer pipelines, --verify passes, exit 0.
    code, out, _ = run([str(EXAMPLES / "conditional_producer.py"), "--verify", "--json"],
                       capsys)
    assert code == 0
    doc = json.loads(out)
    assert doc["pipeline"]["versions"] == {"B": 3}
    assert doc["pipeline"]["counted"] == {"B": {
        "producer": 0, "line": 9, "condition": "data-dependent", "count": "B_count[i % 3]"}}
    assert [(w["region"], w["count"]) for w in doc["pipeline"]["waits"]] == [
        ("body", "2"), ("epilogue", "11 - i")]
    assert doc["verify"]["safe"] is True


BIG_LOOP = ("# pipeline: stage=[0, 1] async_stages=[0]\n"
            "S = alloc([4])\n"
            "for i in range(100000):\n"
            "    for jj in range(4):\n"
            "        S[jj] = G[i, jj]\n"
            "    for j in range(4):\n"
            "        f(S[j], i, j)\n")


def test_timeout_stops_the_transform_at_the_loop(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    # Issue 12 (reliability reproducer 28): the transform reads its own clock once per
    # iteration, so --timeout stops it at the bound itself, located at the loop it was
    # analysing — not the command's watchdog. The watchdog is pushed a minute past the
    # bound, so a busy machine cannot let it fire first (issue 44: no verdict depends on
    # how fast the machine is).
    monkeypatch.setattr(cli_main, "WATCHDOG_MARGIN", 60.0)
    path = write(tmp_path, BIG_LOOP)
    code, out, err = run([path, "--json", "--timeout", "0.2"], capsys)
    assert code == 3
    assert out == ""
    assert f"{path}:3:1: incomplete[time-bound]: time bound reached (--timeout 0.2 s)" in err
    assert "in `pipeline`" not in err  # not the watchdog's message


def test_max_steps_refuses_before_any_work(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    path = write(tmp_path, BIG_LOOP)
    code, out, err = run([path, "--max-steps", "1000"], capsys)
    assert code == 3
    assert out == ""
    assert f"{path}:3:1: incomplete[step-bound]: this loop asks for more than 1,000" in err


def test_the_closed_form_pass_names_its_loop_at_the_time_bound(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # The closed-form wait derivation (pipeline/affine.py) reads the clock once per
    # step it runs; a bound that stops it there names the loop, as every other pass
    # does (it once said `<input>`).
    seen: list[Loc | None] = []
    monkeypatch.setattr(affine, "check_time", seen.append)
    path = str(EXAMPLES / "rfc_intro_async.py")
    code, _, _ = run([path, "--json"], capsys)
    assert code == 0
    assert seen and {(loc.file, loc.line) for loc in seen if loc is not None} == {(path, 6)}
    assert None not in seen
