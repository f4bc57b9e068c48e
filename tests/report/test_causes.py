"""One finding per cause, on the author's lines (docs/findings.md): the seeded Triton
bugs give at most two findings, the uses of an undefined value are listed under its
one finding, and JSON, SARIF, text and HTML name the source line first."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

from amdsync.cli.html_output import front_end_sources
from amdsync.cli.main import main
from amdsync.diagnostics import Loc
from amdsync.explore.findings.causes import by_cause
from amdsync.explore.findings.records import (
    COPY_COMPLETION,
    HAPPENS_BEFORE,
    Cause,
    Finding,
    TraceEvent,
    UseSite,
)
from amdsync.explore.findings.result import CheckResult
from amdsync.explore.memory.address import lds_name
from amdsync.report.html import check_html
from amdsync.report.text import render_check

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TRITON = ROOT / "examples" / "triton"
SEEDED = TRITON / "seeded"
LAUNCHES = json.loads((TRITON / "launches.json").read_text())
VALIDATOR = jsonschema.Draft4Validator(json.loads((HERE / "sarif-schema-2.1.0.json")
                                                  .read_text()))
S2_NO_BARRIER = SEEDED / "matmul_bf16_s2.no_barrier.ll"


def _launch(path: Path) -> list[str]:
    """The launch of a seeded kernel: its unseeded twin's (examples/triton/launches.json)."""
    kernel = path.name.split(".")[0]
    key = kernel if path.parent == SEEDED else f"{path.parent.name}/{kernel}"
    entry = LAUNCHES[key]
    argv = ["--target", entry["target"], "--workgroup-size", str(entry["workgroup_size"])]
    for arg, value in entry["args"].items():
        argv += ["--arg", f"{arg}={value}"]
    return argv


def _check(path: Path, capsys: pytest.CaptureFixture[str], *more: str
           ) -> tuple[int, dict[str, object]]:
    code = main(["check", str(path.relative_to(ROOT)), *_launch(path), *more, "--json"])
    return code, json.loads(capsys.readouterr().out)


def test_the_seeded_two_stage_matmul_without_its_barrier_is_one_cause(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Eight undef-read findings (one per epilogue store) before, one now: the LDS
    loads of kernels.py:31 may read a tile whose async copy (kernels.py:31) is in
    flight — two instruction pairs on those lines — with the eight stores of
    kernels.py:37 the values reach listed under it."""
    monkeypatch.chdir(ROOT)
    code, report = _check(S2_NO_BARRIER, capsys)
    [finding] = report["findings"]
    assert code == 1 and report["status"] == "findings"
    ir = "examples/triton/seeded/matmul_bf16_s2.no_barrier.ll"
    assert (finding["kind"], finding["line"], finding["instances"]) == ("undef-read", 1082,
                                                                       2048)
    assert finding["loc"] == {"source": "kernels.py:37", "source_file": "kernels.py",
                              "source_line": 37, "file": ir, "line": 1082}
    cause = finding["cause"]
    assert cause["missing"] == COPY_COMPLETION
    assert [(s["line"], s["source"]) for s in cause["sites"]] == [
        (249, "kernels.py:31"), (78, "kernels.py:31")]
    # (every copy instruction of kernels.py:31 each load may read before: an undefined
    # value keeps all its origins)
    assert [[s["line"] for s in pair] for pair in cause["instructions"]] == [
        [249, 78], [249, 83], [249, 88], [249, 73], [257, 73], [257, 78], [257, 88],
        [257, 83]]
    assert [(u["line"], u["source"], u["instances"]) for u in finding["uses"]] == [
        (n, "kernels.py:37", 256) for n in range(1082, 1125, 6)]
    assert finding["origin"] == {"line": 249, "file": ir}
    assert finding["message"] == (
        "the load at line 31 of kernels.py (IR line 249) may read tile a (lds+38912) "
        "before the async copy at line 31 of kernels.py (IR line 78) writes it (the copy "
        "may still be in flight), so it returns undef; the value reaches 8 uses: at "
        "kernels.py:37, "
        "it is stored to global memory, which outlives the kernel (8 use(s), IR lines "
        "1082, 1088, 1094, 1100, 1106, 1112 and 2 more); the same on 8 instruction pairs "
        "of these lines (IR lines 249/78, 249/83, 249/88, 249/73, 257/73, 257/78 and 2 "
        "more)")


SEEDED_FAST = ["matmul_bf16_s2.no_barrier", "matmul_bf16_s2.no_fence",
               "matmul_bf16_s2.wait_plus1", "matmul_bf16_s3.no_barrier",
               "matmul_bf16_s3.wait_plus1", "matmul_fp8_s2.no_barrier",
               "layernorm_bf16.no_barrier", "softmax_bf16.no_fence", "sum_fp32.no_barrier",
               "atomic_sum_fp32.no_fence", "gfx942/matmul_bf16_s2.no_barrier",
               "gfx1250/matmul_bf16_s2.wait_plus1"]


# The seeded bugs whose causes are named here (docs/findings.md, "Two causes at one
# place"): gfx942's 2-stage matmul without its barrier races on the A tile
# (kernels.py:31) and on the B tile (kernels.py:32) — two site pairs, both reported at
# the first store of the epilogue, where a merge by place alone kept one. An LDS load
# of the A tile that may run before any write of its bytes was a third cause (no-write,
# the read alone); it names the store it may have missed, which it races with: the
# A-tile race.
THREE_CAUSES = {
    "gfx942/matmul_bf16_s2.no_barrier": {
        ("race", "happens-before", ("kernels.py:31", "kernels.py:31")),
        ("race", "happens-before", ("kernels.py:32", "kernels.py:32"))}}


@pytest.mark.parametrize("name", SEEDED_FAST)
def test_a_seeded_triton_bug_gives_at_most_two_findings(
        name: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    code, report = _check(SEEDED / f"{name}.ll", capsys)
    findings = report["findings"]
    assert isinstance(findings, list)
    if name in THREE_CAUSES:
        assert code == 1 and {(f["kind"], f["cause"]["missing"],
                               tuple(s["source"] for s in f["cause"]["sites"]))
                              for f in findings} == THREE_CAUSES[name]
    else:
        assert code == 1 and 1 <= len(findings) <= 2
    causes = [f["cause"] for f in findings if "cause" in f]
    keys = {(f["kind"], f["cause"]["missing"],
             frozenset((s.get("source"), 0 if "source" in s else s["line"])
                       for s in f["cause"]["sites"]))
            for f in findings if "cause" in f}
    assert len(keys) == len(causes)  # one finding per cause


def test_sarif_gives_one_result_per_cause_with_its_uses_related(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    code = main(["check", str(S2_NO_BARRIER.relative_to(ROOT)), *_launch(S2_NO_BARRIER),
                 "--format", "sarif"])
    log = json.loads(capsys.readouterr().out)
    VALIDATOR.validate(log)
    [run] = log["runs"]
    results = [r for r in run["results"] if r["level"] == "error"]
    assert code == 1 and len(results) == 1
    first = results[0]
    place = first["locations"][0]["physicalLocation"]
    assert (place["artifactLocation"]["uri"], place["region"]["startLine"]) == (
        "kernels.py", 37)
    related = [(r["message"]["text"], r["physicalLocation"]["region"]["startLine"])
               for r in first["relatedLocations"]]
    assert [r["id"] for r in first["relatedLocations"]] == list(range(len(related)))
    assert related == [
        ("the LLVM IR line", 1082),
        ("the other access of the cause", 31),
        *[("a use: the value is stored to global memory, which outlives the kernel", 37)]
        * 7,
        ("the read whose value may be undef", 31)]
    assert first["properties"] == {"instances": 2048, "missing": COPY_COMPLETION,
                                   "uses": 8}


def test_the_text_report_leads_with_the_source_line_and_lists_the_uses(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    main(["check", str(S2_NO_BARRIER.relative_to(ROOT)), *_launch(S2_NO_BARRIER),
          "--no-notes"])
    lines = capsys.readouterr().out.splitlines()
    ir = "examples/triton/seeded/matmul_bf16_s2.no_barrier.ll"
    heads = [line for line in lines if ": undef-read: " in line]
    assert [h.split(": undef-read: ")[0] for h in heads] == [f"kernels.py:37 ({ir}:1082:3)"]
    at = lines.index(heads[0])
    assert lines[at + 1:at + 11] == [
        "  the value reaches 8 uses:",
        *[f"    kernels.py:37 ({ir}:{n}:3): it is stored to global memory, which "
          "outlives the kernel (256 lane instance(s))" for n in range(1082, 1125, 6)],
        "  counterexample:"]
    assert lines[at + 12] == (f"    2. kernels.py:31 ({ir}:212:3): the issuing lane's wait "
                              "completed the copy, but no release/acquire (a fence-paired "
                              "barrier or atomics) orders that completion before this "
                              "access by another lane (lanes are threads)")
    assert lines[-1].startswith("1 finding(s) (")


# --------------------------------------------------------------- grouping, exactly

# (IR lines 3 and 5 are one source line, as Triton's vectorized accesses of one line)
_LOCS = [Loc("k.ll", n, 3, "k.py" if n % 2 else None, 10 + n // 3 if n % 2 else None)
         for n in range(1, 7)]


@st.composite
def _findings(draw: st.DrawFn) -> list[Finding]:
    out = []
    for _ in range(draw(st.integers(0, 8))):
        kind = draw(st.sampled_from(["race", "undef-read", "deadlock"]))
        loc = draw(st.sampled_from(_LOCS))
        count = draw(st.integers(1, 5))
        if kind == "deadlock":
            out.append(Finding(kind, loc, "waits", (), count))
            continue
        sites = tuple(draw(st.lists(st.sampled_from(_LOCS), min_size=1, max_size=2,
                                    unique=True)))
        uses = (UseSite(loc, "is used as an address", count),) if kind == "undef-read" \
            else ()
        out.append(Finding(kind, loc, f"{kind} at {loc.line}", (TraceEvent(loc, "x"),),
                           count, origin=sites[0] if uses else None,
                           cause=Cause(sites, HAPPENS_BEFORE, "the story"), uses=uses))
    return sorted(out, key=lambda f: (f.loc.line, f.kind))


@settings(max_examples=300, deadline=None)
@given(_findings())
def test_grouping_keeps_the_verdict_every_cause_and_every_instance(
        findings: list[Finding]) -> None:
    """Against the plain definition: one finding per kind, missing order and unordered
    set of author places of the sites (the source line when there is one, else the IR
    instruction), none for others' causes; the status, the instances and every use
    kept."""
    grouped = by_cause(findings)
    before, after = CheckResult(findings=list(findings)), CheckResult(findings=grouped)
    assert after.status == before.status
    assert sum(f.count for f in grouped) == sum(f.count for f in findings)

    def place(loc: Loc) -> object:
        return (loc.file, loc.line, loc.col) if loc.source_line is None else (
            loc.source_file, loc.source_line)

    def key(f: Finding) -> object:
        if f.cause is None:
            return ("no cause", id(f))
        return (f.kind, f.cause.missing, frozenset(place(s) for s in f.cause.sites))

    assert [key(f) for f in grouped if f.cause is not None] == list(dict.fromkeys(
        key(f) for f in findings if f.cause is not None))
    assert [f for f in grouped if f.cause is None] == [f for f in findings
                                                        if f.cause is None]
    for one in grouped:
        members = [f for f in findings if key(f) == key(one)] if one.cause else [one]
        assert one.loc == members[0].loc
        wanted: dict[Loc, int] = {}
        for use in (u for f in members for u in f.uses):
            wanted[use.loc] = wanted.get(use.loc, 0) + use.instances
        assert {u.loc: u.instances for u in one.uses} == wanted
        if len(members) == 1:
            assert one == members[0]
            continue
        assert one.cause is not None
        distinct: dict[frozenset[Loc], tuple[Loc, ...]] = {}
        for f in members:
            assert f.cause is not None
            distinct.setdefault(frozenset(f.cause.sites), f.cause.sites)
        pairs = list(distinct.values())
        assert list(one.cause.instructions) == (pairs if len(pairs) > 1 else [])
        assert one.message.startswith(
            f"the story; the value reaches {len(one.uses)} uses: " if len(one.uses) > 1
            else members[0].message)


def test_a_race_found_from_either_side_is_one_finding() -> None:
    a, b = Loc("k.ll", 10), Loc("k.ll", 20)
    one = Finding("race", a, "store at 10 races with store at 20", (), 3,
                  cause=Cause((a, b), HAPPENS_BEFORE, "s"))
    two = Finding("race", b, "store at 20 races with store at 10", (), 2,
                  cause=Cause((b, a), HAPPENS_BEFORE, "s"))
    [merged] = by_cause([one, two])
    assert (merged.loc, merged.message, merged.count) == (a, one.message, 5)


# --------------------------------------------------------------- names and pages

def test_lds_statics_are_named_as_the_source_names_them() -> None:
    assert lds_name("_ZZ22block_sum_no_step_syncPiPKiE7partial") == (
        "partial of block_sum_no_step_sync")
    assert lds_name("_ZZ6reduceILi256EEvPfPKfE4tile") == "tile of reduce<256>"
    assert lds_name("global_smem") == "global_smem"


def test_a_hip_message_names_source_lines_and_the_demangled_lds(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    code = main(["check", "examples/hip/ll/tree_reduce.gfx942.ll", "--kernel",
                 "block_sum_no_step_sync", "--target", "gfx942", "--workgroup-size", "128",
                 "--json"])
    report = json.loads(capsys.readouterr().out)
    [finding] = report["findings"]
    assert code == 1
    assert "the load at line 24 of tree_reduce.hip (IR line 108) races with the store " \
           "at line 24 of tree_reduce.hip (IR line 111)" in finding["message"]
    assert "_ZZ" not in json.dumps(finding)
    assert "of block_sum_no_step_sync" in finding["trace"][0]["what"]


def _roles(html: str, pane: int, line: int) -> set[str]:
    """The roles the source pane marks a line with (``ref-racing``, ``ref-use``, …)."""
    found = re.search(rf'<div class="ln ref ([^"]*)" id="f{pane}-L{line}">', html)
    assert found is not None, (pane, line)
    return {c.removeprefix("ref-") for c in found.group(1).split()}


def test_the_page_of_a_front_end_shows_the_source_then_the_ir(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The Python file in the first pane with the accesses and every use marked, the
    IR in the second, the kernel's name in the header."""
    monkeypatch.chdir(ROOT)
    ir_name = "examples/triton/seeded/matmul_bf16_s2.no_barrier.ll"
    from amdsync.api import check  # noqa: PLC0415

    result = check(ir_name, target="gfx950", workgroup_size=256,
                   args={"3": 128, "4": 128, "5": 512, "6": 512, "7": 128, "8": 128})
    shown = front_end_sources([result], TRITON / "kernels.py",
                              {ir_name: S2_NO_BARRIER.read_text()})
    assert list(shown) == ["kernels.py", ir_name]
    html = check_html(result, shown)
    assert 'No source text was given' not in html
    assert html.index("<h2>kernels.py</h2>") < html.index(f"<h2>{ir_name}</h2>")
    assert _roles(html, 0, 31) >= {"racing", "undef-read"}
    assert "use" in _roles(html, 0, 37)
    assert "<dt>kernel</dt><dd><code>matmul_kernel</code></dd>" in html
    assert html.count("the value reaches 8 uses</summary>") == 1


def test_the_text_report_of_ir_without_debug_information_is_unchanged() -> None:
    loc = Loc("k.ll", 7, 2)
    result = CheckResult(findings=[Finding("race", loc, "m", (TraceEvent(loc, "w"),))])
    console = Console(record=True, width=200, color_system=None)
    render_check(result, console, show_notes=False)
    assert console.export_text().splitlines()[:3] == [
        "k.ll:7:2: race: m", "  counterexample:", "    1. k.ll:7:2: w"]


SCALE_ROWS = ["--kernel", "scale_rows_no_sync", "--workgroup-size", "64", "--workgroups",
              "2"]


@pytest.mark.parametrize("target", ["gfx942", "gfx1100"])
def test_a_hip_race_whose_value_reaches_three_stores_is_one_finding(
        target: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """examples/hip/scale_rows.hip's broken twin: the scale's read races with work-item
    0's write; its value is stored three times — one finding, its three uses listed."""
    monkeypatch.chdir(ROOT)
    ir = f"examples/hip/ll/scale_rows.{target}.ll"
    code = main(["check", ir, "--target", target, *SCALE_ROWS, "--json"])
    report = json.loads(capsys.readouterr().out)
    [finding] = report["findings"]
    assert code == 1
    assert (finding["kind"], finding["line"], finding["loc"]["source"]) == (
        "race", 96, "scale_rows.hip:22")
    assert [(s["source"], s["line"]) for s in finding["cause"]["sites"]] == [
        ("scale_rows.hip:20", 69), ("scale_rows.hip:19", 78)]
    assert finding["cause"]["missing"] == HAPPENS_BEFORE
    assert [(u["source"], u["line"], u["instances"]) for u in finding["uses"]] == [
        ("scale_rows.hip:22", 96, 126), ("scale_rows.hip:23", 103, 126),
        ("scale_rows.hip:24", 110, 126)]
    assert finding["instances"] == 3 * 126
    assert finding["message"] == (
        "the load at line 20 of scale_rows.hip (IR line 69) races with the store at line "
        "19 of scale_rows.hip (IR line 78) (lane 0 of wave 0), so it returns undef (a "
        "non-atomic read that may see a racing write); the value reaches 3 uses: at "
        "scale_rows.hip:22, it is stored to global memory, which outlives the kernel (1 "
        "use(s), IR line 96); at scale_rows.hip:23, it is stored to global memory, which "
        "outlives the kernel (1 use(s), IR line 103); at scale_rows.hip:24, it is stored "
        "to global memory, which outlives the kernel (1 use(s), IR line 110)")
    assert "of scale_rows_no_sync" in finding["trace"][0]["what"]


HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file()


@pytest.mark.skipif(not HAVE_CLANG, reason="clang-19 and rocm-device-libs are not here")
def test_the_hip_page_shows_the_hip_source_first_and_the_ir_second(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT / "examples" / "hip")
    page = tmp_path / "page.html"
    code = main(["hip", "scale_rows.hip:scale_rows_no_sync", "--target", "gfx942",
                 *SCALE_ROWS[2:], "--html", str(page), "--no-notes"])
    out = capsys.readouterr().out
    assert code == 1
    assert out.splitlines()[0].startswith(
        "scale_rows.hip:22 (scale_rows.hip.ll:")
    html = page.read_text()
    assert "No source text was given" not in html
    assert html.index("<h2>scale_rows.hip</h2>") < html.index("<h2>scale_rows.hip.ll</h2>")
    assert "racing" in _roles(html, 0, 19) and "racing" in _roles(html, 0, 20)
    assert {"use"} <= _roles(html, 0, 23) and {"use"} <= _roles(html, 0, 24)
    assert "<dt>kernel</dt><dd><code>scale_rows_no_sync</code></dd>" in html


def test_the_eight_wave_triton_matmul_of_the_issue_is_one_finding_with_its_page(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """`amdsync triton kernels.py:matmul_kernel --num-warps 8 --num-stages 3` at 256 ×
    256 × 64, K = 512: sixteen findings (one per epilogue store) before, one now — the
    LDS loads of kernels.py:31 (four instructions, two copies) with its sixteen uses;
    the page shows kernels.py, then the IR, and names the kernel."""
    pytest.importorskip("triton")
    monkeypatch.chdir(ROOT)
    page = tmp_path / "page.html"
    code = main(["triton", "examples/triton/kernels.py:matmul_kernel", "--num-warps", "8",
                 "--num-stages", "3", "--constexpr", "BLOCK_M=256", "--constexpr",
                 "BLOCK_N=256", "--constexpr", "BLOCK_K=64", "--arg", "M=256", "--arg",
                 "N=256", "--arg", "K=512", "--arg", "stride_am=512", "--arg",
                 "stride_bk=256", "--arg", "stride_cm=256", "--html", str(page),
                 "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    [finding] = report["findings"]
    assert code == 1
    assert finding["loc"]["source"] == "kernels.py:37"
    assert [s["source"] for s in finding["cause"]["sites"]] == ["kernels.py:31"] * 2
    # Every instruction pair the loads of kernels.py:31 may read before a copy of the
    # same line lands (an undefined value keeps all its origins): the four loads, each
    # with the copies it may miss, the first origin's pair first.
    pairs = [[s["line"] for s in pair] for pair in finding["cause"]["instructions"]]
    assert pairs[:2] == [[357, 132], [357, 136]]
    assert {p[0] for p in pairs} == {357, 365, 373, 381}
    assert {(357, 132), (365, 132), (373, 140), (381, 140)} <= {(a, b) for a, b in pairs}
    assert {s["source"] for pair in finding["cause"]["instructions"] for s in pair} == {
        "kernels.py:31"}
    assert len(finding["uses"]) == 16
    assert {u["source"] for u in finding["uses"]} == {"kernels.py:37"}
    html = page.read_text()
    assert html.index("<h2>kernels.py</h2>") < html.index(
        "<h2>amdsync-triton-matmul_kernel.ll</h2>")
    assert "undef-read" in _roles(html, 0, 31) and "use" in _roles(html, 0, 37)
    assert "<dt>kernel</dt><dd><code>matmul_kernel</code></dd>" in html
