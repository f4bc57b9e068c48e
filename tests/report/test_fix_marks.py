"""The page marks the fix of a finding (issue 42; report/fix_marks.py): the checked fix
`--fixes`/`--suggest` compute (explore/search/fixes.py) is stated under the finding,
linked, and its line marked ``fix`` in the source pane — the author's line when the IR
names it (``!dbg``), and the IR line beside it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import amdsync
from amdsync.cli.main import main
from amdsync.diagnostics import Loc
from amdsync.explore.findings.records import HAPPENS_BEFORE, Cause, Finding
from amdsync.explore.findings.result import CheckResult, FixOutcome, FixReport
from amdsync.report.fix_marks import fix_marks
from amdsync.report.html import check_html

ROOT = Path(__file__).resolve().parents[2]
HIP = ROOT / "examples" / "hip"
IR = "examples/hip/ll/shared_exchange.gfx942.ll"
WHAT = "`__syncthreads()` added before shared_exchange.hip:20 (IR line 58)"
_FIX_LINE = re.compile(r'class="ln ref [^"]*\bref-fix')
LAUNCH = {"target": "gfx942", "workgroup_size": 256, "workgroups": 2}


def _roles(html: str, pane: int, line: int) -> set[str]:
    found = re.search(rf'<div class="ln( ref ([^"]*))?" id="f{pane}-L{line}">', html)
    assert found is not None, (pane, line)
    return {c.removeprefix("ref-") for c in (found.group(2) or "").split()}


@pytest.fixture(scope="module")
def fixed(request: pytest.FixtureRequest) -> CheckResult:
    del request
    result = amdsync.check(str(ROOT / IR), kernel="reverse_no_sync", fixes=True,
                           source_name=IR, **LAUNCH)  # type: ignore[arg-type]
    assert result.fixes is not None
    return result


def test_the_fix_is_marked_on_the_hip_line_and_the_ir_line(fixed: CheckResult) -> None:
    ir_text = (ROOT / IR).read_text()
    html = check_html(fixed, {"shared_exchange.hip": (HIP / "shared_exchange.hip")
                              .read_text(), IR: ir_text})
    [finding] = fixed.findings
    marks = fix_marks(fixed, lambda name: ir_text.split("\n") if name == finding.loc.file
                      else None)
    assert [(m.finding, m.loc.line, m.loc.source_file, m.loc.source_line) for m in marks] \
        == [(0, 58, "shared_exchange.hip", 20)]
    assert "fix" in _roles(html, 0, 20) and "fix" in _roles(html, 1, 58)
    hip_lines = len((HIP / "shared_exchange.hip").read_text().splitlines())
    assert [n for n in range(1, hip_lines + 1) if "fix" in _roles(html, 0, n)] == [20]
    assert html.count('<p class="fix checked">') == 1
    assert (f'<p class="fix checked">fix (checked: the launch then has no finding): '
            f"{WHAT.replace('`', '`')}") in html.replace("&#x27;", "'")
    assert '<span class="at">at <a class="loc" href="#f0-L20"' in html


def test_check_fixes_html_marks_the_ir_line(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """`amdsync check FILE.ll --fixes --html`: the page shows the IR, the fix on line 58."""
    monkeypatch.chdir(ROOT)
    page = tmp_path / "page.html"
    code = main(["check", IR, "--kernel", "reverse_no_sync", "--target", "gfx942",
                 "--workgroup-size", "256", "--workgroups", "2", "--fixes", "--html",
                 str(page), "--no-notes"])
    capsys.readouterr()
    html = page.read_text()
    assert code == 1
    assert "fix" in _roles(html, 0, 58)
    assert html.count('<p class="fix checked">') == 1


def test_no_fix_search_no_fix_mark_and_no_fix_says_why() -> None:
    loc = Loc("k.ll", 3)
    finding = Finding("race", loc, "m", (), cause=Cause((loc, Loc("k.ll", 5)),
                                                         HAPPENS_BEFORE, "s"))
    text = {"k.ll": "a\nb\nc\nd\ne\n"}
    plain = check_html(CheckResult(findings=[finding]), text)
    assert '<p class="fix' not in plain and _FIX_LINE.search(plain) is None
    report = FixReport(outcomes=[FixOutcome(finding, None, 6, "nothing in the set works")])
    none = check_html(CheckResult(findings=[finding], fixes=report), text)
    assert '<p class="fix none">no checked fix: nothing in the set works</p>' in none
    assert _FIX_LINE.search(none) is None
