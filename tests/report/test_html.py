"""The HTML report (report/html.py, report/timeline.py): the timeline rows and marks a
counterexample gives, the source links, and that nothing from the input becomes markup
or script. The page in a real browser: test_html_browser.py."""

from __future__ import annotations

import base64
import hashlib
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from html_doc import Doc, parse
from hypothesis import given, settings
from hypothesis import strategies as st

import amdsync
from amdsync.diagnostics import Loc
from amdsync.explore.findings.records import Finding, Note, Stats, TraceEvent
from amdsync.explore.findings.result import CheckResult
from amdsync.report import page as page_module
from amdsync.report.html import (
    check_html,
    litmus_html,
    sanitize_svg,
    witness_svg,
    write_check_html,
    write_litmus_html,
)
from amdsync.report.timeline import BarKind, Kind, Role, classify, kind_of, timeline_of

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "wait_off_by_one.ll"
QUALITY = ROOT / "quality"
LITMUS = ROOT / "tests" / "litmus" / "golden" / "MP+rel+acq.agent.litmus"

# Tags the report is made of; anything else in a page would have come from the input.
TAGS = {
    "html", "head", "meta", "link", "title", "style", "body", "header", "div", "h1", "h2",
    "h3", "span", "dl", "dt", "dd", "code", "nav", "a", "main", "section", "p", "ol", "li",
    "ul", "aside", "button", "svg", "defs", "marker", "path", "g", "rect", "text", "line",
    "circle", "polygon", "script", "table", "thead", "tbody", "tr", "th", "td",
    "pre", "details", "summary", "ellipse", "polyline", "tspan",
}
HOSTILE = '<script>window.__pwned=1</script>'


def _check_example() -> tuple[CheckResult, dict[str, str]]:
    result = amdsync.check(EXAMPLE, workgroup_size=64, args={"n": 8})
    return result, {str(EXAMPLE): EXAMPLE.read_text()}


def _quality(name: str) -> tuple[CheckResult, dict[str, str]]:
    path = QUALITY / name
    text = path.read_text()
    args = next(line for line in text.splitlines() if line.startswith("; ARGS:")).split()[2:]
    options: dict[str, object] = {}
    values: dict[str, int] = {}
    for flag, value in zip(args[::2], args[1::2], strict=True):
        if flag == "--arg":
            key, number = value.split("=")
            values[key] = int(number)
        else:
            key = flag.removeprefix("--").replace("-", "_")
            options[key] = value if key == "target" else int(value)
    result = amdsync.check(path, args=values, **options)  # type: ignore[arg-type]
    return result, {str(path): text}


def _section(doc: Doc, kind: str) -> int:
    return int(next(e for e in doc.select("finding") if e.attrs["data-kind"] == kind)
               .attrs["data-finding"])


def _one(doc: Doc, cls: str, finding: int, **data: str | int) -> dict[str, str]:
    found = doc.select(cls, finding, **data)
    assert len(found) == 1, (cls, data, found)
    return found[0].attrs


# --- what the timeline shows --------------------------------------------------------

def test_the_example_shows_the_undef_read_with_the_copy_in_flight_and_the_wait() -> None:
    result, sources = _check_example()
    doc = parse(check_html(result, sources))
    assert {e.attrs["data-kind"] for e in doc.select("finding")} == {"undef-read", "race"}
    u = _section(doc, "undef-read")
    assert [e.attrs["data-wave"] for e in doc.select("row", u)] == ["0"]
    issue = _one(doc, "mark", u, kind="issue", line=19)
    mark = _one(doc, "mark", u, kind="asyncmark", line=20)
    wait = _one(doc, "mark", u, kind="wait", role="failed-wait", line=40)
    read = _one(doc, "mark", u, kind="access", role="undef-read", line=45)
    use = _one(doc, "mark", u, kind="use", role="use", line=49)
    steps = [int(m["data-step"]) for m in (issue, mark, wait, read, use)]
    assert steps == sorted(steps) and len(set(steps)) == 5
    # The copy is a bar from its issue on, still in flight at the read: no wait ends it.
    bar = _one(doc, "bar", u, kind="async-copy")
    assert bar["data-open"] == "true"
    assert int(bar["data-from"]) == int(issue["data-step"])
    assert int(bar["data-to"]) > int(read["data-step"])
    assert issue["data-role"] == "racing"  # the copy the read races with
    # The wait that should have covered it is labelled with its count.
    wait_mark = next(e for e in doc.select("mark", u, line=40))
    assert wait_mark.tag == "a" and wait_mark.attrs["href"] == "#f0-L40"
    assert "wait.asyncmark(3)" in doc.text
    # The read's value flows to its use, and the copy races with the read.
    links = {(e.attrs["data-link"], e.attrs["data-from"], e.attrs["data-to"])
             for e in doc.select("link", u)}
    assert links == {("race", issue["data-mark"], read["data-mark"]),
                     ("flow", read["data-mark"], use["data-mark"])}
    # The source pane has every line, and the lines the finding names stand out.
    lines = [e for e in doc.elements if e.attrs.get("id", "").startswith("f0-L")]
    assert len(lines) == len(EXAMPLE.read_text().splitlines())
    refs = {e.attrs["id"] for e in lines if e.has_class("ref")}
    assert {"f0-L19", "f0-L20", "f0-L40", "f0-L45", "f0-L49"} <= refs
    assert any(e.has_class("ref-undef-read") for e in lines if e.attrs["id"] == "f0-L45")


def test_the_race_of_the_example_pairs_the_copy_in_flight_with_the_next_copy() -> None:
    result, sources = _check_example()
    doc = parse(check_html(result, sources))
    r = _section(doc, "race")
    issue = _one(doc, "mark", r, kind="issue", role="racing", line=19)
    other = _one(doc, "mark", r, kind="access", role="racing", line=37)
    assert {(e.attrs["data-from"], e.attrs["data-to"]) for e in doc.select("link", r)} == {
        (issue["data-mark"], other["data-mark"])}
    # The steps list says the same, in order, with the source line of each step.
    items = doc.select(None, r, kind="wait")
    assert [e.tag for e in items] == ["a", "li"]
    assert "call void @llvm.amdgcn.wait.asyncmark(i16 3)" in doc.text


MULTIWAVE = ["multiwave_handoff_no_fences.ll", "multiwave/named_barrier_count_too_high.ll",
             "multiwave/named_barrier_without_join.ll",
             "multiwave/split_barrier_handoff_unfenced.ll",
             "multiwave/async_copy_not_waited_before_split_barrier.ll",
             "undef_uses/racy_global_load_branch.ll", "straight_wait_off_by_one.ll"]


@pytest.mark.parametrize("name", MULTIWAVE)
def test_one_row_per_wave_of_the_trace(name: str) -> None:
    result, sources = _quality(name)
    assert result.findings
    doc = parse(check_html(result, sources))
    for i, finding in enumerate(result.findings):
        rows = [e.attrs["data-wave"] for e in doc.select("row", i)]
        named = sorted({e.wave for e in finding.trace if e.wave is not None})
        assert rows == [str(w) for w in named]
        marks = doc.select("mark", i)
        explained = [e for e in finding.trace if classify(e.what) is Kind.NOTE]
        assert len(marks) == len(finding.trace) - len(explained)
        assert {m.attrs["data-wave"] for m in marks} <= set(rows)
        for m in marks:  # every mark links to its line, which the source pane has
            target = m.attrs["href"].removeprefix("#")
            assert any(e.attrs.get("id") == target for e in doc.elements)


def test_a_cross_wave_handoff_puts_the_copy_and_the_read_on_their_own_rows() -> None:
    result, sources = _quality("multiwave_handoff_no_fences.ll")
    doc = parse(check_html(result, sources))
    issue = _one(doc, "mark", 0, kind="issue")
    wait = _one(doc, "mark", 0, kind="wait")
    read = _one(doc, "mark", 0, role="undef-read")
    assert (issue["data-wave"], wait["data-wave"], read["data-wave"]) == ("0", "0", "3")
    # The issuing wave's own wait completes the copy: the bar ends there, closed.
    bar = _one(doc, "bar", 0, kind="async-copy")
    assert (bar["data-open"], bar["data-to"]) == ("false", wait["data-step"])
    assert wait["data-role"] == "plain"


def test_waves_blocked_forever_share_a_column_and_wait_to_the_end() -> None:
    result, sources = _quality("multiwave/named_barrier_count_too_high.ll")
    doc = parse(check_html(result, sources))
    blocked = doc.select("mark", 0, kind="blocked")
    assert [m.attrs["data-wave"] for m in blocked] == ["0", "1", "2", "3"]
    assert {m.attrs["data-step"] for m in blocked} == {"0"}
    bars = doc.select("bar", 0, kind="blocked")
    assert len(bars) == 4 and all(b.attrs["data-open"] == "true" for b in bars)


def _event(line: int, what: str, wave: int | None = None) -> TraceEvent:
    return TraceEvent(Loc("k.ll", line, 3), what, wave, None if wave is None else 64 * wave)


def test_explanations_become_notes_of_the_step_after_them() -> None:
    finding = Finding("race", Loc("k.ll", 9, 3), "m", (
        _event(4, "store of lds[0] by lane 0 of wave 0", 0),
        _event(9, "no happens-before between the two accesses (no release/acquire, "
                  "fence-paired barrier or wait orders them)", 1),
        _event(9, "load of lds[0] by lane 0 of wave 1", 1)))
    timeline = timeline_of(finding)
    assert [(m.kind, m.role, m.wave, m.step) for m in timeline.marks] == [
        (Kind.ACCESS, Role.RACING, 0, 0), (Kind.ACCESS, Role.RACING, 1, 1)]
    assert timeline.marks[1].notes and "happens-before" in timeline.marks[1].notes[0]
    assert timeline.waves == (0, 1)


def test_steps_that_name_no_wave_belong_to_the_wave_before_them() -> None:
    finding = Finding("undef-read", Loc("k.ll", 12, 3), "m", (
        _event(3, "llvm.amdgcn.load.async.to.lds.p1 issued (async operation #1 of lane 0 "
                  "of wave 2); it may stay in flight", 2),
        _event(4, "asyncmark covering the copy; 0 later mark(s) in this function body"),
        _event(5, "wait.asyncmark(1) leaves the covering mark outstanding; "
                  "wait.asyncmark(0) would cover it"),
        _event(6, "load of lds[0] by lane 0 of wave 2", 2),
        _event(7, "the value flows through an add"),
        _event(12, "the value is stored to global memory, which outlives the kernel", 2)),
        origin=Loc("k.ll", 6, 3))
    timeline = timeline_of(finding)
    assert {m.wave for m in timeline.marks} == {2} and timeline.waves == (2,)
    assert [m.kind for m in timeline.marks] == [Kind.ISSUE, Kind.ASYNCMARK, Kind.WAIT,
                                                Kind.ACCESS, Kind.FLOW, Kind.USE]
    assert [m.label for m in timeline.marks][2:5] == ["wait.asyncmark(1)", "load", "add"]
    (bar,) = timeline.bars
    assert (bar.kind, bar.open, bar.start, bar.end) == (BarKind.ASYNC_COPY, True, 0, 6)


def test_a_tensor_dma_is_its_own_kind_of_bar() -> None:
    finding = Finding("undef-read", Loc("k.ll", 8, 3), "m", (
        _event(3, "llvm.amdgcn.tensor.load.to.lds issued (async operation #1 of lane 0 of "
                  "wave 0); it may stay in flight", 0),
        _event(5, "s.wait.tensorcnt(1) lets 1 tensor operation(s) stay in flight, this "
                  "one among them"),
        _event(8, "load of lds[0] by lane 0 of wave 0", 0)))
    timeline = timeline_of(finding)
    assert [b.kind for b in timeline.bars] == [BarKind.TENSOR]
    assert timeline.marks[1].role is Role.FAILED_WAIT
    assert timeline.marks[1].label == "s.wait.tensorcnt(1)"


# --- the page: source, header, notes ------------------------------------------------

def test_without_sources_the_files_the_locations_name_are_read() -> None:
    result, _ = _check_example()
    doc = parse(check_html(result))
    assert len([e for e in doc.elements if e.attrs.get("id", "").startswith("f0-L")]) == \
        len(EXAMPLE.read_text().splitlines())


def test_a_missing_source_leaves_marks_unlinked() -> None:
    result, _ = _check_example()
    doc = parse(check_html(result, {}))
    marks = doc.select("mark")
    assert marks and all(m.tag == "g" and "href" not in m.attrs for m in marks)
    assert "No source text" in doc.text


def test_hip_locations_link_the_source_line_first_and_the_ir_line_beside_it() -> None:
    loc = Loc("k.ll", 30, 3, "k.hip", 7)
    finding = Finding("undef-read", loc, "m", (
        TraceEvent(Loc("k.ll", 20, 3, "k.hip", 6), "load of t[1] by lane 0 of wave 0: "
                   "nothing was written there before", 0, 0),
        TraceEvent(loc, "the value is stored to global memory, which outlives the kernel",
                   0, 0)), origin=Loc("k.ll", 20, 3))
    result = CheckResult(findings=[finding])
    ir = "\n".join(f"; ir {n}" for n in range(1, 41))
    hip = "\n".join(f"// hip {n}" for n in range(1, 11))
    doc = parse(check_html(result, {"k.ll": ir, "k.hip": hip}))
    read = _one(doc, "mark", 0, role="undef-read")
    assert (read["data-file"], read["data-line"]) == ("1", "6")
    assert (read["data-file2"], read["data-line2"]) == ("0", "20")
    assert read["href"] == "#f1-L6"
    assert "// hip 6" in doc.text and "k.hip:6 (k.ll:20)" in doc.text
    tabs = doc.select(None, tab="1")
    assert [e.tag for e in tabs] == ["button", "section"]


def test_the_header_names_the_status_kernel_and_launch() -> None:
    result, sources = _check_example()
    doc = parse(check_html(result, sources))
    status = next(e for e in doc.elements if "data-status" in e.attrs)
    assert status.attrs["data-status"] == "findings"
    assert "pipelined_copy" in doc.text and "1 wave · 64 lanes" in doc.text
    assert [e.attrs["href"] for e in doc.elements if e.tag == "a"
            and e.attrs.get("href", "").startswith("#finding-")] == ["#finding-0",
                                                                     "#finding-1"]


def test_a_clean_result_says_so_and_still_shows_notes() -> None:
    note = Note("wait-no-op", Loc("k.ll", 3, 3), "this wait waits for nothing")
    doc = parse(check_html(CheckResult(notes=[note], stats=Stats(waves=1, lanes=64)),
                           {"k.ll": "a\nb\nwait\n"}))
    assert next(e for e in doc.elements if "data-status" in e.attrs).attrs[
        "data-status"] == "clean"
    assert not doc.select("finding")
    assert "this wait waits for nothing" in doc.text
    assert doc.select(None, kind="wait-no-op")


def test_write_check_html_writes_utf8(tmp_path: Path) -> None:
    result, sources = _check_example()
    out = tmp_path / "report.html"
    write_check_html(result, out, sources)
    assert out.read_text(encoding="utf-8") == check_html(result, sources)


# --- hostile input ------------------------------------------------------------------

def _assert_inert(page: str, doc: Doc) -> None:
    """Only the report's own markup and its own script: nothing the input said became a
    tag, an attribute that runs code, or script text."""
    assert {e.tag for e in doc.elements} <= TAGS
    assert doc.scripts == [page_module.SCRIPT]
    assert len([e for e in doc.elements if e.tag == "script"]) == 1
    for e in doc.elements:
        for name, value in e.attrs.items():
            assert not name.startswith("on"), (e.tag, name)
            assert "javascript:" not in value.lower()
            assert name != "style"
        if e.tag == "meta":
            assert set(e.attrs) <= {"charset", "http-equiv", "content", "name"}
        if e.tag == "link":
            assert e.attrs == {"rel": "icon", "href": "data:,"}
        if e.tag == "a":
            assert re.fullmatch(r"#(f\d+-L\d+|finding-\d+)", e.attrs["href"])
    assert page.count("<script") == 1 and page.count("</script") == 1


def test_hostile_names_messages_and_source_text_stay_text() -> None:
    name = 'x"><img src=x onerror="window.__pwned=1">.ll'
    source = ("; </script><script>window.__pwned=2</script>\n"
              "define amdgpu_kernel void @\"<script>window.__pwned=1</script>\"() {\n"
              "  %v = load i32 ; ' \" & <b>bold</b> \u2028 \u2029 ]]> <!-- -->\n"
              "  store i32 %v ; <svg onload=alert(1)>\n")
    loc = Loc(name, 4, 3)
    finding = Finding("race", loc, f"{HOSTILE} & 'quotes' \"double\"", (
        TraceEvent(Loc(name, 3, 3), "load of <b>lds</b>[0] by lane 0 of wave 0", 0, 0),
        TraceEvent(loc, "store of </script><script>x</script> by lane 1 of wave 1", 1, 65)))
    note = Note("<i>kind</i>", Loc(name, 2, 1), "note </style><script>bad()</script>")
    result = CheckResult(findings=[finding], notes=[note])
    page = check_html(result, {name: source})
    doc = parse(page)
    _assert_inert(page, doc)
    for text in (HOSTILE, "<b>lds</b>[0]", "</script><script>x</script>",
                 "<svg onload=alert(1)>", "]]> <!-- -->", "\u2028", name,
                 "</style><script>bad()</script>", "<i>kind</i>"):
        assert text in doc.text, text
    assert doc.select("row", 0) and len(doc.select("mark", 0)) == 2


def test_a_kernel_named_script_checked_for_real_stays_text(tmp_path: Path) -> None:
    path = tmp_path / 'evil"><img src=x>.ll'
    path.write_text(
        "; </script><script>window.__pwned = 2</script>\n"
        'target triple = "amdgcn-amd-amdhsa"\n'
        "@lds = internal addrspace(3) global [128 x i32] poison, align 16\n"
        f'define amdgpu_kernel void @"{HOSTILE}"(ptr addrspace(1) %out) {{\n'
        "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n"
        "  %i = add i32 %t, 64\n"
        "  %r = getelementptr i32, ptr addrspace(3) @lds, i32 %i\n"
        '  %v = load i32, ptr addrspace(3) %r, align 4 ; <img src=x onerror="alert(1)">\n'
        "  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t\n"
        "  store i32 %v, ptr addrspace(1) %o, align 4\n"
        "  ret void\n}\n\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n")
    result = amdsync.check(path, workgroup_size=64)
    assert result.status == "findings"
    page = check_html(result, {str(path): path.read_text()})
    doc = parse(page)
    _assert_inert(page, doc)
    assert f"amdsync check: findings — {HOSTILE}" in doc.text


def test_the_csp_allows_only_the_pages_own_style_and_script() -> None:
    result, sources = _check_example()
    page = check_html(result, sources)
    doc = parse(page)
    (meta,) = [e for e in doc.elements if e.attrs.get("http-equiv") ==
               "Content-Security-Policy"]
    policy = dict(part.strip().split(" ", 1) for part in meta.attrs["content"].split(";"))

    def digest(text: str) -> str:
        return f"'sha256-{base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()}'"

    assert policy["default-src"] == "'none'"
    assert policy["script-src"] == digest(doc.scripts[0])
    assert policy["style-src"] == digest(doc.styles[0])
    assert len(doc.styles) == 1
    # The policy comes before anything it governs.
    assert page.index("Content-Security-Policy") < page.index("<style>")


def test_sanitize_svg_keeps_drawing_and_drops_everything_active() -> None:
    svg = ('<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" '
           '"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">'
           '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
           ' width="10pt" height="10pt" onload="alert(1)" id="x">'
           '<script>alert(2)</script><style>*{}</style>'
           '<g class="node" style="fill:red" transform="translate(4 4)">'
           '<a xlink:href="javascript:alert(3)"><text>in a link</text></a>'
           '<text x="1" y="2" font-family="Times,serif">&lt;script&gt;W x=1&amp;</text>'
           '<polygon fill="url(http://evil/x)" stroke="black" points="0,0 1,1"/>'
           '<foreignObject><div>html</div></foreignObject>'
           '<image href="http://evil/x.png"/></g></svg>')
    clean = sanitize_svg(svg)
    assert clean is not None
    doc = parse(clean)
    assert {e.tag for e in doc.elements} == {"svg", "g", "text", "polygon"}
    attrs = {k for e in doc.elements for k in e.attrs}
    assert not attrs & {"onload", "id", "style", "href", "xlink:href"}
    assert "<script>W x=1&" in doc.text and "alert" not in clean
    assert "in a link" not in doc.text and "evil" not in clean
    assert 'stroke="black"' in clean and "fill=" not in clean.split("<polygon")[1]
    assert sanitize_svg("<svg><g></svg>") is None
    assert sanitize_svg("<html/>") is None


def test_litmus_page_embeds_the_sanitized_witness_or_its_dot_text(tmp_path: Path) -> None:
    result = amdsync.litmus(LITMUS)
    doc = parse(litmus_html(result, None))
    (pre,) = doc.select(None, graph="dot")
    assert pre.tag == "pre" and "digraph" in doc.text and "was not available" in doc.text
    assert "MP+rel+acq.agent" in doc.text
    bad = parse(litmus_html(result, "<svg><g></svg>"))
    assert bad.select(None, graph="dot") and "could not be read" in bad.text
    if shutil.which("dot") is None:
        pytest.skip("Graphviz dot is not installed (apt-get install graphviz)")
    svg = witness_svg(result)
    assert svg is not None
    out = tmp_path / "litmus.html"
    write_litmus_html(result, out, svg)
    page = out.read_text(encoding="utf-8")
    doc = parse(page)
    _assert_inert(page, doc)
    assert len(doc.select(None, graph="svg")) == 1
    assert any(e.tag == "svg" and e.has_class("witness") for e in doc.elements)
    assert "W init x=0" in doc.text


def test_a_litmus_test_named_script_stays_text(tmp_path: Path) -> None:
    path = tmp_path / "hostile.litmus"
    path.write_text(f'AMDGPU {HOSTILE}\n"doc </script>"\n{{ global x = 0; }}\n'
                    "P0 @ wave 0, wg 0, agent 0:\n  store i32 1, ptr addrspace(1) @x\n"
                    "P1 @ wave 0, wg 1, agent 0:\n  %r0 = load i32, ptr addrspace(1) @x\n"
                    "exists (P1:%r0 == 1)\n")
    result = amdsync.litmus(path)
    for svg in (None, witness_svg(result)):
        page = litmus_html(result, svg)
        doc = parse(page)
        _assert_inert(page, doc)
        assert HOSTILE in doc.text


def test_a_tensor_dma_in_flight_and_a_long_flow_of_the_value() -> None:
    path = ROOT / "examples" / "tensor_dma" / "tile_pipeline_bug.ll"
    result = amdsync.check(path, target="gfx1250", workgroup_size=64)
    doc = parse(check_html(result, {str(path): path.read_text()}))
    u = _section(doc, "undef-read")
    bar = _one(doc, "bar", u, kind="tensor")
    assert bar["data-wave"] == "0" and bar["data-open"] == "true"
    assert _one(doc, "mark", u, kind="wait", role="failed-wait")["data-line"] == "64"
    assert _one(doc, "mark", u, role="undef-read")["data-wave"] == "1"
    # Ten steps of the value flowing through a loop: one item that opens, all linked.
    flows = doc.select("mark", u, kind="flow")
    assert len(flows) == 10
    runs = [e for e in doc.elements if e.finding == u and e.has_class("run")]
    assert len(runs) == 1
    assert len(doc.select("step", u, kind="flow")) == 10
    assert "the value flows through 10 instructions (lines 83, 91, 32)" in doc.text


QUALITY_KERNELS = sorted(p.relative_to(QUALITY).as_posix() for p in QUALITY.rglob("*.ll"))


@pytest.mark.parametrize("name", QUALITY_KERNELS)
def test_every_quality_kernel_renders(name: str) -> None:
    """Every kind of counterexample the checker writes becomes rows and marks: a mark
    per step but the explanations, on the rows of the waves the trace names."""
    result, sources = _quality(name)
    page = check_html(result, sources)
    doc = parse(page)
    _assert_inert(page, doc)
    assert len(doc.select("finding")) == len(result.findings)
    for i, finding in enumerate(result.findings):
        named = {str(e.wave) for e in finding.trace if e.wave is not None}
        rows = {e.attrs["data-wave"] for e in doc.select("row", i)}
        assert named <= rows <= named | {"?"}
        steps = [e for e in finding.trace if classify(e.what) is not Kind.NOTE]
        assert len(doc.select("mark", i)) == (len(steps) or len(finding.trace))
        if finding.kind in {"undef-read", "race"}:  # the access it is about stands out
            assert doc.select("mark", i, role="undef-read") or doc.select(
                "mark", i, role="racing")


names = st.text(min_size=1, max_size=40).filter(lambda s: s.strip() == s and "\r" not in s
                                                and "\x00" not in s)


@settings(max_examples=60, deadline=None)
@given(kernel=names, file=names, message=names, what=names, source=st.text(max_size=200))
def test_no_input_string_becomes_markup(kernel: str, file: str, message: str, what: str,
                                       source: str) -> None:
    text = (f"{source}\ndefine amdgpu_kernel void @\"{kernel}\"() {{\n  load\n  store\n}}\n")
    loc = Loc(file, text.count("\n") - 1, 3)
    finding = Finding("undef-read", loc, message, (
        TraceEvent(Loc(file, loc.line - 1, 3), f"load of {what} by lane 0 of wave 0", 0, 0),
        TraceEvent(loc, f"the value {what}", 0, 0)), origin=Loc(file, loc.line - 1, 3))
    page = check_html(CheckResult(findings=[finding]), {file: text})
    doc = parse(page)
    _assert_inert(page, doc)
    for value in (message, what, file):
        assert value in doc.text
    assert len(doc.select("mark", 0)) == 2


@dataclass(frozen=True)
class _KindedEvent(TraceEvent):
    kind: str = ""


def test_an_event_kind_the_explorer_gives_wins_over_its_text() -> None:
    fence = _KindedEvent(Loc("k.ll", 5, 3), "release at workgroup scope", 0, 0, "fence")
    odd = _KindedEvent(Loc("k.ll", 6, 3), "fence-like words", 0, 0, "no-such-kind")
    assert kind_of(fence) is Kind.FENCE
    assert kind_of(odd) is Kind.FENCE  # unknown kind: read from the text
    assert kind_of(_event(7, "release at workgroup scope", 0)) is Kind.EVENT


def test_without_sources_files_named_only_by_debug_info_are_not_read(tmp_path: Path) -> None:
    secret = tmp_path / "id_rsa"
    secret.write_text("PRIVATE KEY\n")
    ir = tmp_path / "k.ll"
    ir.write_text("line 1\nline 2\n")
    loc = Loc(str(ir), 2, 1, str(secret), 1)
    finding = Finding("undef-read", loc, "m", (
        TraceEvent(loc, "load of x by lane 0 of wave 0: nothing was written there before",
                   0, 0),))
    doc = parse(check_html(CheckResult(findings=[finding])))
    assert "line 2" in doc.text and "PRIVATE KEY" not in doc.text
    read = _one(doc, "mark", 0, role="undef-read")
    assert (read["data-file"], read["data-line"]) == ("0", "2")


# What the explorer writes (explore/findings/story.py, check.py, undef_report.py) and the kind of
# mark it becomes: if a wording changes, this table says which mark would be lost.
WORDS = [
    ("llvm.amdgcn.load.async.to.lds.p1 issued (async operation #1 of lane 0 of wave 0); "
     "it may stay in flight", Kind.ISSUE),
    ("llvm.amdgcn.load.async.to.lds.p1 reads g[0] (async operation #1 of lane 0 of wave 0)",
     Kind.ISSUE),
    ("asyncmark covering the copy; 2 later mark(s) in this function body", Kind.ASYNCMARK),
    ("wait.asyncmark(3) leaves the covering mark outstanding; wait.asyncmark(2) would "
     "cover it", Kind.WAIT),
    ("wait.asyncmark(0) cannot complete it", Kind.WAIT),
    ("s.wait.tensorcnt(2) lets 2 tensor operation(s) stay in flight, this one among them",
     Kind.WAIT),
    ("the issuing lane's wait completed the copy, but no release/acquire (a fence-paired "
     "barrier or atomics) orders that completion before this access by another lane",
     Kind.WAIT),
    ("no wait.asyncmark before this access; wait.asyncmark(0) would cover it", Kind.NOTE),
    ("no asyncmark follows the copy in this function body, so no wait.asyncmark here can "
     "complete it (missing asyncmark)", Kind.NOTE),
    ("only an asyncmark of another function body covers the copy; waits here count this "
     "body's marks", Kind.NOTE),
    ("in the issuing lane, the copy is still outstanding when it hands the data over:",
     Kind.NOTE),
    ("no happens-before between the two accesses (no release/acquire, fence-paired barrier "
     "or wait orders them)", Kind.NOTE),
    ("no availability operation followed by a visibility operation with inclusive scopes "
     "connects the write to this read (amdgpu-memory-model, Location Order)", Kind.NOTE),
    ("no s.wait.tensorcnt, and no wait.asyncmark after an asyncmark covering it, completes "
     "the tensor operation before this access", Kind.NOTE),
    ("load of tiles[0] by lane 0 of wave 0", Kind.ACCESS),
    ("store of g[0] by lane 0 of wave 0 while the copy may be in flight", Kind.ACCESS),
    ("async copy writes of tiles[0] by lane 0 of wave 0", Kind.ACCESS),
    ("tensor load to LDS write of buf[128] by lane 0 of wave 1", Kind.ACCESS),
    ("load of lds[4] by lane 0 of wave 0: nothing was written there before", Kind.ACCESS),
    ("write of out[0]", Kind.ACCESS),
    ("the value flows through an add", Kind.FLOW),
    ("the value is stored to global memory, which outlives the kernel", Kind.USE),
    ("the value decides a branch", Kind.USE),
    ("wave 0 waits on barrier 1 (named) forever", Kind.BLOCKED),
    ("wave 1 reads flag[0] here again and again; every write to it has been seen",
     Kind.BLOCKED),
    ("arrive on barrier 1 by wave 0", Kind.BARRIER),
    ("llvm.amdgcn.s.barrier in wave-divergent control flow (32 of 64 lanes active)",
     Kind.BARRIER),
]


@pytest.mark.parametrize(("what", "kind"), WORDS, ids=[w[:40] for w, _ in WORDS])
def test_the_explorers_words_become_marks(what: str, kind: Kind) -> None:
    assert classify(what) is kind


def test_the_failed_wait_names_the_count_that_would_cover_the_copy() -> None:
    result, sources = _check_example()
    timeline = timeline_of(result.findings[1])
    (wait,) = [m for m in timeline.marks if m.kind is Kind.WAIT]
    assert (wait.role, wait.fix) == (Role.FAILED_WAIT, "wait.asyncmark(2)")
    assert "fix: wait.asyncmark(2)" in parse(check_html(result, sources)).text
