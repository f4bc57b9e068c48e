"""The HTML report in a real browser: Debian's Chromium, headless, driven by Playwright
(the pip ``playwright`` package, its bundled driver talking to ``/usr/bin/chromium``;
no browser download). The page loads from a file:// URL with no console message of
level error, no page error and no request but the page itself; the rows and marks are
in the DOM; clicking a mark highlights its source line; a kernel named ``<script>``
did not run. Screenshots go to the test's tmp_path.

Skipped with the reason when Playwright or Chromium is missing (``.ci/run`` installs
``chromium``; the test extra installs ``playwright``).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import amdsync
from amdsync.report.html import litmus_html, witness_svg, write_check_html

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "wait_off_by_one.ll"
LITMUS = ROOT / "tests" / "litmus" / "golden" / "MP+rel+acq.agent.litmus"
HOSTILE = "<script>window.__pwned=1</script>"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _chromium() -> str | None:
    for candidate in (os.environ.get("AMDSYNC_CHROMIUM"), "/usr/bin/chromium",
                      shutil.which("chromium"), shutil.which("chromium-browser")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


@dataclass
class Tab:
    """A page with everything it said: console messages, page errors, requests."""

    page: Any
    console: list[tuple[str, str]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)

    def open(self, path: Path) -> None:
        self.page.goto(path.as_uri())
        self.page.wait_for_load_state("load")

    def assert_quiet(self, url: str) -> None:
        assert [m for m in self.console if m[0] in {"error", "warning"}] == []
        assert self.errors == []
        assert self.requests == [url]  # nothing but the page itself


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="the browser test needs the pip package playwright")
    exe = _chromium()
    if exe is None:
        pytest.skip("no Chromium (Debian: apt-get install chromium)")
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_api.sync_playwright() as p:
        try:
            context = p.chromium.launch_persistent_context(
                str(profile), executable_path=exe, headless=True, args=FLAGS,
                viewport={"width": 1400, "height": 1000})
        except Exception as error:  # any failure to start is the reason to skip
            pytest.skip(f"Chromium at {exe} did not start under Playwright: {error}")
        yield context
        context.close()


@pytest.fixture
def tab(browser: Any) -> Iterator[Tab]:
    page = browser.new_page()
    tab = Tab(page)
    page.on("console", lambda m: tab.console.append((m.type, m.text)))
    page.on("pageerror", lambda e: tab.errors.append(str(e)))
    page.on("request", lambda r: tab.requests.append(r.url))
    yield tab
    page.close()


def test_the_example_page_in_chromium(tab: Tab, tmp_path: Path) -> None:
    result = amdsync.check(EXAMPLE, workgroup_size=64, args={"n": 8})
    out = tmp_path / "wait_off_by_one.html"
    write_check_html(result, out, {str(EXAMPLE): EXAMPLE.read_text()})
    tab.open(out)
    page = tab.page
    page.screenshot(path=str(tmp_path / "wait_off_by_one.png"), full_page=True)
    tab.assert_quiet(out.as_uri())
    assert page.locator("section.finding").count() == 2
    undef = page.locator('section.finding[data-kind="undef-read"]')
    assert undef.locator("g.row").evaluate_all("rs => rs.map(r => r.dataset.wave)") == ["0"]
    for selector in ('[data-kind="issue"][data-line="19"]',
                     '[data-kind="asyncmark"][data-line="20"]',
                     '[data-kind="wait"][data-role="failed-wait"][data-line="40"]',
                     '[data-role="undef-read"][data-line="45"]',
                     '[data-role="use"][data-line="49"]'):
        assert undef.locator(f"svg .mark{selector}").count() == 1, selector
    assert undef.locator('g.bar[data-kind="async-copy"][data-open="true"]').count() == 1
    # The bar is drawn past the undefined read: the copy may still be in flight there.
    bar = undef.locator('g.bar[data-kind="async-copy"] rect').bounding_box()
    read = undef.locator('svg .mark[data-role="undef-read"]').bounding_box()
    assert bar is not None and read is not None
    assert bar["x"] < read["x"] and bar["x"] + bar["width"] > read["x"] + read["width"]
    # Clicking the wait highlights its line in the source pane and scrolls it into view.
    undef.locator('svg .mark[data-kind="wait"]').click()
    line = page.locator("#f0-L40")
    assert "hl" in (line.get_attribute("class") or "")
    assert line.is_visible()
    box, pane = line.bounding_box(), page.locator("#source .code").bounding_box()
    assert box is not None and pane is not None
    assert pane["y"] <= box["y"] <= pane["y"] + pane["height"]
    assert undef.locator('li.step.active[data-kind="wait"]').count() == 1
    # A step's link in the list does the same for its line.
    undef.locator('li.step[data-role="use"] a.loc').click()
    assert "hl" in (page.locator("#f0-L49").get_attribute("class") or "")
    assert "hl" not in (page.locator("#f0-L40").get_attribute("class") or "")
    page.screenshot(path=str(tmp_path / "wait_off_by_one-clicked.png"))
    tab.assert_quiet(out.as_uri())


def test_a_kernel_named_script_does_not_run(tab: Tab, tmp_path: Path) -> None:
    path = tmp_path / 'evil"><img src=x onerror=alert(1)>.ll'
    path.write_text(
        "; </script><script>window.__pwned = 2</script>\n"
        'target triple = "amdgcn-amd-amdhsa"\n'
        "@lds = internal addrspace(3) global [128 x i32] poison, align 16\n"
        f'define amdgpu_kernel void @"{HOSTILE}"(ptr addrspace(1) %out) {{\n'
        "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n"
        "  %i = add i32 %t, 64\n"
        "  %r = getelementptr i32, ptr addrspace(3) @lds, i32 %i\n"
        '  %v = load i32, ptr addrspace(3) %r, align 4 ; <img src=x onerror="window.__pwned=3">\n'
        "  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t\n"
        "  store i32 %v, ptr addrspace(1) %o, align 4\n"
        "  ret void\n}\n\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n")
    result = amdsync.check(path, workgroup_size=64)
    out = tmp_path / "hostile.html"
    write_check_html(result, out, {str(path): path.read_text()})
    tab.open(out)
    tab.page.locator('svg .mark[data-role="undef-read"]').click()
    tab.page.screenshot(path=str(tmp_path / "hostile.png"), full_page=True)
    assert tab.page.evaluate("typeof window.__pwned") == "undefined"
    assert tab.page.locator("img, iframe, object, embed").count() == 0
    assert tab.page.locator("script").count() == 1
    assert HOSTILE in (tab.page.locator("h1").text_content() or "")
    assert tab.page.title() == f"amdsync check: findings — {HOSTILE}"
    tab.assert_quiet(out.as_uri())


def test_the_litmus_page_in_chromium(tab: Tab, tmp_path: Path) -> None:
    result = amdsync.litmus(LITMUS)
    out = tmp_path / "litmus.html"
    out.write_text(litmus_html(result, witness_svg(result)), encoding="utf-8")
    tab.open(out)
    tab.page.screenshot(path=str(tmp_path / "litmus.png"), full_page=True)
    tab.assert_quiet(out.as_uri())
    graph = "svg" if shutil.which("dot") else "dot"
    assert tab.page.locator(f'[data-graph="{graph}"]').count() == 1
    assert tab.page.locator("table.outcomes tbody tr").count() == len(result.outcomes)


def test_the_fix_is_marked_on_the_source_in_chromium(tab: Tab, tmp_path: Path) -> None:
    """A HIP twin checked with fixes=True (explore/search/fixes.py): the page states the
    checked fix under the finding, the HIP line it edits is marked ``fix`` in the source
    pane, and clicking the fix's link highlights that line (report/fix_marks.py)."""
    ir = "examples/hip/ll/shared_exchange.gfx942.ll"
    result = amdsync.check(str(ROOT / ir), kernel="reverse_no_sync", target="gfx942",
                           workgroup_size=256, workgroups=2, fixes=True, source_name=ir)
    out = tmp_path / "fix.html"
    hip = ROOT / "examples" / "hip" / "shared_exchange.hip"
    write_check_html(result, out, {"shared_exchange.hip": hip.read_text(),
                                   ir: (ROOT / ir).read_text()})
    tab.open(out)
    page = tab.page
    fix = page.locator("section.finding p.fix.checked")
    assert fix.count() == 1
    assert "__syncthreads()" in (fix.text_content() or "")
    assert page.locator("#source .ln.ref-fix").evaluate_all(
        "ls => ls.map(l => l.id)") == ["f0-L20", "f1-L58"]
    fix.locator("a.loc").click()
    line = page.locator("#f0-L20")
    assert "hl" in (line.get_attribute("class") or "")
    assert line.is_visible()
    page.screenshot(path=str(tmp_path / "fix.png"), full_page=True)
    tab.assert_quiet(out.as_uri())


def test_the_triton_page_links_the_python_lines_and_marks_the_fix_in_chromium(
        tab: Tab, tmp_path: Path) -> None:
    """Issue 42: the page `amdsync triton … --fixes --html` writes (cli/triton_cmd.py:
    front_end_sources, then write_check_html) for the seeded 2-stage matmul without its
    acquire fence — the IR of kernels.py:matmul_kernel as Triton compiles it, one line
    removed: kernels.py first with the racing line linked and the fix marked on the
    barrier's Python line, the IR second; clicking the fix's link highlights that line."""
    from amdsync.cli.html_output import front_end_sources  # noqa: PLC0415

    ir = "examples/triton/seeded/matmul_bf16_s2.no_fence.ll"
    result = amdsync.check(str(ROOT / ir), target="gfx950", workgroup_size=256,
                           args={"3": 128, "4": 128, "5": 512, "6": 512, "7": 128,
                                 "8": 128}, fixes=True, source_name=ir)
    out = tmp_path / "triton.html"
    write_check_html(result, out, front_end_sources(
        [result], ROOT / "examples" / "triton" / "kernels.py", {ir: (ROOT / ir).read_text()}))
    tab.open(out)
    page = tab.page
    assert page.locator("#source h2").all_text_contents() == ["kernels.py", ir]
    assert set((page.locator("#f0-L31").get_attribute("class") or "").split()) >= {
        "ref", "ref-racing", "ref-undef-read", "ref-fix"}
    assert page.locator('section.finding a.loc[href="#f0-L31"]').count() >= 1
    fix = page.locator("section.finding p.fix.checked")
    assert fix.count() == 1
    assert "the barrier at kernels.py:31 (IR line 214) given" in (fix.text_content() or "")
    assert page.locator("#source .ln.ref-fix").evaluate_all(
        "ls => ls.map(l => l.id)") == ["f0-L31", "f1-L214"]
    fix.locator("a.loc").first.click()
    line = page.locator("#f0-L31")
    assert "hl" in (line.get_attribute("class") or "")
    assert line.is_visible()
    page.screenshot(path=str(tmp_path / "triton.png"), full_page=True)
    tab.assert_quiet(out.as_uri())
