"""Self-contained HTML reports: a check's counterexamples as timelines beside the source
(``check --html``), and a litmus test's outcomes with its witness graph (``litmus
--html``).

One file, nothing loaded from anywhere: the style and the script are inline, allowed by
their SHA-256 hashes in a Content-Security-Policy ``default-src 'none'``, and every
string that comes from the input — kernel, file and argument names, source lines,
messages, the witness graph — is HTML-escaped text. No JSON is embedded in the script:
what the script needs it reads from ``data-*`` attributes. The page works without the
script too: marks are links to ``#f<file>-L<line>`` and the line they target is
highlighted by CSS.

    html = check_html(amdsync.check("k.ll", workgroup_size=64), {"k.ll": text})
    write_litmus_html(result, "mp.html", witness_svg(result))
"""

from __future__ import annotations

import os
import posixpath
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from amdsync.frontends.demangle import demangle
from amdsync.report.fix_marks import FixMark, fix_marks, outcome_of
from amdsync.report.page import esc, page
from amdsync.report.timeline import Bar, BarKind, Kind, Link, Mark, Role, Timeline, timeline_of

if TYPE_CHECKING:
    from amdsync.diagnostics import Loc
    from amdsync.explore.findings.records import UseSite
    from amdsync.explore.findings.result import CheckResult, FixOutcome
    from amdsync.explore.litmus.outcomes import Execution, LitmusResult


# --- the source pane ----------------------------------------------------------------

class SourceSet:
    """The input files shown beside the timelines, each with its lines; locations
    resolve to a file by name (as given, normalised, or a unique base name)."""

    def __init__(self, sources: Mapping[str, str] | None, names: Iterable[str]) -> None:
        self.files: list[tuple[str, list[str]]] = []
        if sources is None:
            sources = _read_files(names)
        for name, text in sources.items():
            # LLVM counts lines by "\n" only (str.splitlines also splits at U+2028 …).
            lines = [line.removesuffix("\r") for line in text.split("\n")]
            if lines and lines[-1] == "":
                lines.pop()
            self.files.append((name, lines))

    def find(self, name: str | None) -> int | None:
        if name is None:
            return None
        names = [n for n, _ in self.files]
        if name in names:
            return names.index(name)
        norm = posixpath.normpath(name.replace("\\", "/"))
        for i, n in enumerate(names):
            if posixpath.normpath(n.replace("\\", "/")) == norm:
                return i
        base = posixpath.basename(norm)
        same = [i for i, n in enumerate(names) if posixpath.basename(n) == base]
        return same[0] if len(same) == 1 else None

    def line(self, index: int, number: int) -> str | None:
        lines = self.files[index][1]
        return lines[number - 1] if 1 <= number <= len(lines) else None


def _read_files(names: Iterable[str]) -> dict[str, str]:
    """The files the locations name that can be read (``sources`` not given)."""
    out: dict[str, str] = {}
    for name in names:
        if name in out or name.startswith("<"):
            continue
        try:
            out[name] = Path(name).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
    return out


class Place:
    """Where a location links to: its primary line (the kernel author's source when
    that file is shown, else the IR) and a secondary one (the IR line beside it)."""

    def __init__(self, loc: Loc, files: SourceSet) -> None:
        self.loc = loc
        ir = files.find(loc.file)
        src = files.find(loc.source_file) if loc.source_line is not None else None
        self.primary: tuple[int, int] | None = None
        self.secondary: tuple[int, int] | None = None
        if src is not None and loc.source_line is not None:
            self.primary = (src, loc.source_line)
            if ir is not None and loc.line > 0:
                self.secondary = (ir, loc.line)
        elif ir is not None and loc.line > 0:
            self.primary = (ir, loc.line)

    def href(self) -> str | None:
        return None if self.primary is None else f"#f{self.primary[0]}-L{self.primary[1]}"

    def data(self) -> str:
        """``data-file``/``data-line`` (and ``…2`` for the IR line) attributes."""
        out = ""
        if self.primary is not None:
            out += f' data-file="{self.primary[0]}" data-line="{self.primary[1]}"'
        if self.secondary is not None:
            out += f' data-file2="{self.secondary[0]}" data-line2="{self.secondary[1]}"'
        return out

    def text(self) -> str:
        """The full location, as the text report writes it."""
        return self.loc.describe(source_first=self.primary is not None
                                 and self.secondary is not None)

    def short(self) -> str:
        """``name:line`` by base name; the source line first, the IR line beside it."""
        loc = self.loc
        ir = f"{posixpath.basename(loc.file)}:{loc.line}" if loc.line > 0 else \
            posixpath.basename(loc.file)
        if loc.source_line is None:
            return ir
        source = f"{posixpath.basename(loc.source_file or '?')}:{loc.source_line}"
        if self.primary is not None and self.secondary is not None:
            return f"{source} ({ir})"
        return f"{ir} ({source})"

    def source_text(self, files: SourceSet) -> str | None:
        if self.primary is None:
            return None
        return files.line(*self.primary)


def _link(place: Place, cls: str = "loc") -> str:
    href = place.href()
    label, title = esc(place.short()), esc(place.text())
    if href is None:
        return f'<span class="{cls} nolink" title="{title}">{label}</span>'
    return f'<a class="{cls}" href="{href}" title="{title}"{place.data()}>{label}</a>'


def _source_pane(files: SourceSet, refs: dict[tuple[int, int], set[str]]) -> str:
    if not files.files:
        return ('<aside class="source" id="source"><p class="empty">No source text was '
                "given for this report.</p></aside>")
    parts = ['<aside class="source" id="source" aria-label="source">']
    tabs = "".join(f'<button type="button" data-tab="{i}" role="tab">{esc(name)}</button>'
                   for i, (name, _) in enumerate(files.files))
    parts.append(f'<nav class="tabs" role="tablist" hidden>{tabs}</nav>')
    for i, (name, lines) in enumerate(files.files):
        parts.append(f'<section class="file" data-tab="{i}"><h2>{esc(name)}</h2>'
                     f'<div class="code" tabindex="0">')
        rows = []
        for n, line in enumerate(lines, 1):
            roles = refs.get((i, n))
            cls = "ln" if roles is None else "ln ref " + " ".join(
                f"ref-{r}" for r in sorted(roles))
            rows.append(f'<div class="{cls}" id="f{i}-L{n}"><span class="no">{n}</span>'
                        f'<span class="tx">{esc(line) or " "}</span></div>')
        parts.append("".join(rows))
        parts.append("</div></section>")
    parts.append("</aside>")
    return "".join(parts)


# --- the timeline -------------------------------------------------------------------

GUTTER = 84  # the row labels
COL = 110  # one step
COL_TWO_LINES = 136  # one step whose marks name a source line and an IR line
ROW = 100  # one wave
TOP = 40  # the step numbers


def _shape(kind: Kind, cx: float, cy: float) -> str:
    match kind:
        case Kind.ISSUE:
            return f'<circle class="shape" cx="{cx:g}" cy="{cy:g}" r="7"/>'
        case Kind.ASYNCMARK:
            return (f'<polygon class="shape" points="{cx:g},{cy - 9:g} {cx + 9:g},{cy:g} '
                    f'{cx:g},{cy + 9:g} {cx - 9:g},{cy:g}"/>')
        case Kind.WAIT:
            return (f'<rect class="shape" x="{cx - 4:g}" y="{cy - 15:g}" width="8" '
                    'height="30" rx="2"/>')
        case Kind.BARRIER:
            return (f'<rect class="shape" x="{cx - 6:g}" y="{cy - 17:g}" width="4" '
                    f'height="34"/><rect class="shape" x="{cx + 2:g}" y="{cy - 17:g}" '
                    'width="4" height="34"/>')
        case Kind.FENCE:
            return (f'<polygon class="shape" points="{cx:g},{cy - 10:g} {cx + 9:g},'
                    f'{cy + 7:g} {cx - 9:g},{cy + 7:g}"/>')
        case Kind.ACCESS:
            return f'<circle class="shape" cx="{cx:g}" cy="{cy:g}" r="8"/>'
        case Kind.FLOW:
            return f'<circle class="shape" cx="{cx:g}" cy="{cy:g}" r="4"/>'
        case Kind.USE:
            return (f'<rect class="shape" x="{cx - 7:g}" y="{cy - 7:g}" width="14" '
                    'height="14" rx="2"/>')
        case Kind.BLOCKED:
            return (f'<rect class="shape" x="{cx - 8:g}" y="{cy - 8:g}" width="16" '
                    'height="16" rx="4"/>')
        case Kind.EVENT | Kind.NOTE:
            return f'<circle class="shape" cx="{cx:g}" cy="{cy:g}" r="5"/>'


_ROLE_WORDS = {
    Role.RACING: "racing access", Role.UNDEF_READ: "undefined read",
    Role.USE: "use of the undefined value", Role.FAILED_WAIT: "wait that does not cover it",
    Role.VIOLATION: "where the rule is broken",
}


def _role_words(mark: Mark) -> str | None:
    if mark.role is Role.RACING and mark.kind is Kind.ISSUE:
        return "in flight"
    if mark.role is Role.UNDEF_READ and mark.kind is Kind.ISSUE:
        return "copy of a source overwritten in flight"
    if mark.role is Role.VIOLATION and mark.kind is Kind.BLOCKED:
        return "never completes"
    return _ROLE_WORDS.get(mark.role)


def _wave_name(wave: int | None) -> str:
    return "wave ?" if wave is None else f"wave {wave}"


def _wave_class(wave: int | None) -> str:
    return "wq" if wave is None else f"w{wave % 8}"


NARROW = 26  # a step inside a long run of steps the undefined value flows through
TAIL = 136  # past the last step: room for "may still be in flight"
RUN = 3  # runs of at least this many such steps are drawn narrow after their first


class _Grid:
    """Where rows and steps are drawn: a run of ``RUN`` or more steps that only pass an
    undefined value on (``flow``) keeps its first step wide and the others narrow."""

    def __init__(self, timeline: Timeline, files: SourceSet) -> None:
        self.t = timeline
        self.rows = {w: r for r, w in enumerate(timeline.waves)}
        two = any(Place(m.loc, files).secondary is not None for m in timeline.marks)
        self.col = COL_TWO_LINES if two else COL
        flow = [all(m.kind is Kind.FLOW for m in timeline.marks if m.step == s)
                for s in range(timeline.steps)]
        self.run = [0] * timeline.steps  # at the first step of a long run: its length
        self.narrow = [False] * timeline.steps
        s = 0
        while s < timeline.steps:
            end = s
            while end < timeline.steps and flow[end]:
                end += 1
            if end - s >= RUN:
                self.run[s] = end - s
                for k in range(s + 1, end):
                    self.narrow[k] = True
            s = max(end, s + 1)
        self.widths = [NARROW if n else self.col for n in self.narrow]
        self.lefts = [GUTTER + sum(self.widths[:k]) for k in range(timeline.steps + 1)]

    def x(self, step: int) -> float:
        if step >= self.t.steps:
            return self.lefts[-1] + self.col / 2
        return self.lefts[step] + self.widths[step] / 2

    def y(self, wave: int | None) -> float:
        return TOP + ROW * self.rows[wave] + ROW / 2 - 10

    @property
    def width(self) -> float:
        tail = TAIL if any(b.open and b.kind is not BarKind.BLOCKED for b in self.t.bars) \
            else self.col * 0.55
        return self.lefts[-1] + tail

    @property
    def height(self) -> float:
        return TOP + ROW * len(self.t.waves) + 6


def _bar(grid: _Grid, bar: Bar, lift: int) -> str:
    y = grid.y(bar.wave) - 7 - 7 * lift
    x1 = grid.x(bar.start)
    x2 = grid.width - 14 if bar.open else grid.x(bar.end)
    cls = f"bar b-{bar.kind.value}" + (" open" if bar.open else "")
    parts = [f'<g class="{cls}" data-kind="{bar.kind.value}" data-wave="'
             f'{"?" if bar.wave is None else bar.wave}" data-from="{bar.start}" '
             f'data-to="{bar.end}" data-open="{str(bar.open).lower()}" '
             f'data-mark="{bar.mark}"><title>{esc(bar.label)}</title>']
    parts.append(f'<rect x="{x1:g}" y="{y:g}" width="{max(x2 - x1, 2):g}" height="14" '
                 'rx="7"/>')
    if bar.open:
        parts.append(f'<polygon class="tip" points="{x2:g},{y - 3:g} {x2 + 12:g},{y + 7:g} '
                     f'{x2:g},{y + 17:g}"/>')
    if bar.open and bar.kind is not BarKind.BLOCKED:  # in the tail, past every step
        parts.append(f'<text class="barlabel" x="{x2 - 2:g}" y="{y - 4:g}">'
                     "may still be in flight</text>")
    parts.append("</g>")
    return "".join(parts)


def _mark(grid: _Grid, mark: Mark, files: SourceSet) -> str:
    cx, cy = grid.x(mark.step), grid.y(mark.wave)
    place = Place(mark.loc, files)
    href = place.href()
    wave = "?" if mark.wave is None else str(mark.wave)
    attrs = (f' class="mark k-{mark.kind.value} r-{mark.role.value}" '
             f'data-kind="{mark.kind.value}" data-role="{mark.role.value}" '
             f'data-wave="{wave}" data-step="{mark.step}" data-mark="{mark.index}"'
             f'{place.data()}')
    title = f"step {mark.step + 1}, {_wave_name(mark.wave)}: {mark.text}"
    words = _role_words(mark)
    if words is not None:
        title = f"{words} — {title}"
    title += f" ({mark.loc.describe()})"
    halo = (f'<circle class="halo" cx="{cx:g}" cy="{cy:g}" r="15"/>'
            if mark.role is not Role.PLAIN else "")
    where = f"line {mark.loc.line}"
    if place.primary is not None and place.secondary is not None:
        where = f"line {mark.loc.source_line} · IR {mark.loc.line}"
    label = mark.label
    if grid.run[mark.step]:
        label, where = "flows through", f"{grid.run[mark.step]} steps"
    body = f"<title>{esc(title)}</title>{halo}{_shape(mark.kind, cx, cy)}"
    if not grid.narrow[mark.step]:
        body += (f'<text class="label" x="{cx:g}" y="{cy + 30:g}">{esc(label)}</text>'
                 f'<text class="where" x="{cx:g}" y="{cy + 42:g}">{esc(where)}</text>')
    if mark.fix is not None and mark.role is Role.FAILED_WAIT:
        body += (f'<text class="fix" x="{cx:g}" y="{cy + 54:g}">'
                 f"fix: {esc(mark.fix)}</text>")
    if href is None:
        return f"<g{attrs}>{body}</g>"
    return f'<a{attrs} href="{href}">{body}</a>'


def _curve(grid: _Grid, a: Mark, b: Mark, high: bool) -> str:
    x1, y1, x2, y2 = grid.x(a.step), grid.y(a.wave), grid.x(b.step), grid.y(b.wave)
    if abs(y1 - y2) < 1:  # a bracket above the row, clear of the bar and its label
        top = y1 - (33 if high else 25)
        return f"M{x1:g},{y1 - 21:g} V{top:g} H{x2:g} V{y2 - 21:g}"
    mid = (y1 + y2) / 2
    y1e = y1 + (12 if y2 > y1 else -12)
    y2e = y2 + (-12 if y2 > y1 else 12)
    return f"M{x1:g},{y1e:g} C{x1:g},{mid:g} {x2:g},{mid:g} {x2:g},{y2e:g}"


def _link_path(grid: _Grid, finding: int, link: Link) -> str:
    a, b = grid.t.marks[link.source], grid.t.marks[link.target]
    words = ("no happens-before between these accesses" if link.kind == "race"
             else "the undefined value read here is used here")
    d = _curve(grid, a, b, high=link.kind == "race")
    return (f'<path class="link l-{link.kind}" data-link="{link.kind}" data-from="'
            f'{link.source}" data-to="{link.target}" d="{d}" '
            f'marker-end="url(#arrow-{finding}-{link.kind})"><title>{esc(words)}</title>'
            "</path>")


def timeline_svg(timeline: Timeline, finding: int, files: SourceSet) -> str:
    """The inline SVG of one finding's timeline (rows, bars, marks, links)."""
    grid = _Grid(timeline, files)
    w, h = grid.width, grid.height
    out = [f'<svg class="timeline" xmlns="http://www.w3.org/2000/svg" width="{w:g}" '
           f'height="{h:g}" viewBox="0 0 {w:g} {h:g}" role="group" aria-label="timeline of '
           f'finding {finding + 1}: one row per wave">']
    out.append("<defs>" + "".join(
        f'<marker id="arrow-{finding}-{k}" class="arrow a-{k}" viewBox="0 0 10 10" '
        'refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
        '<path d="M0,0 L10,5 L0,10 z"/></marker>' for k in ("race", "flow")) + "</defs>")
    for r, wave in enumerate(timeline.waves):
        y0 = TOP + ROW * r
        out.append(f'<g class="row {_wave_class(wave)}" data-wave="'
                   f'{"?" if wave is None else wave}">'
                   f'<rect class="band" x="0" y="{y0:g}" width="{w:g}" height="{ROW:g}"/>'
                   f'<rect class="swatch" x="8" y="{y0 + ROW / 2 - 17:g}" width="4" '
                   'height="22" rx="2"/>'
                   f'<text class="wavename" x="18" y="{y0 + ROW / 2 - 2:g}">'
                   f"{esc(_wave_name(wave))}</text></g>")
    for s in range(timeline.steps):
        x = grid.x(s)
        out.append(f'<line class="guide" x1="{x:g}" y1="{TOP - 8:g}" x2="{x:g}" '
                   f'y2="{h:g}"/><text class="stepno" x="{x:g}" y="{TOP - 14:g}">'
                   f"{s + 1}</text>")
    lifts: dict[int | None, list[tuple[int, int]]] = {}
    for bar in timeline.bars:
        taken = lifts.setdefault(bar.wave, [])
        lift = sum(1 for a, b in taken if a <= bar.end and bar.start <= b)
        taken.append((bar.start, bar.end))
        out.append(_bar(grid, bar, lift))
    out.extend(_link_path(grid, finding, link) for link in timeline.links)
    out.extend(_mark(grid, m, files) for m in timeline.marks)
    out.append("</svg>")
    return "".join(out)


def _step(m: Mark, files: SourceSet) -> str:
    place = Place(m.loc, files)
    line = place.source_text(files)
    code = f'<code class="src">{esc(line.strip())}</code>' if line and line.strip() else ""
    notes = "".join(f'<p class="note">{esc(n)}</p>' for n in m.notes)
    words = _role_words(m)
    role = f'<span class="role r-{m.role.value}">{esc(words)}</span>' if words else ""
    wave = "?" if m.wave is None else str(m.wave)
    return (f'<li value="{m.step + 1}" class="step k-{m.kind.value} r-{m.role.value}" '
            f'data-mark="{m.index}" data-step="{m.step}" data-wave="{wave}" '
            f'data-kind="{m.kind.value}" data-role="{m.role.value}">'
            f'<span class="chip {_wave_class(m.wave)}">{esc(_wave_name(m.wave))}</span>'
            f"{_link(place)}{role}"
            f'<span class="what">{esc(m.text)}</span>{code}{notes}</li>')


def _steps(timeline: Timeline, files: SourceSet) -> str:
    """The numbered steps; a long run of steps the undefined value only flows through
    is folded into one item that opens."""
    items = []
    marks = timeline.marks
    i = 0
    while i < len(marks):
        end = i
        while end < len(marks) and marks[end].kind is Kind.FLOW:
            end += 1
        if end - i < RUN:
            items.append(_step(marks[i], files))
            i += 1
            continue
        run = marks[i:end]
        lines = ", ".join(dict.fromkeys(str(m.loc.source_line or m.loc.line) for m in run))
        inner = "".join(_step(m, files) for m in run)
        items.append(f'<li value="{run[0].step + 1}" class="step run"><details><summary>'
                     f"the value flows through {len(run)} instructions (lines "
                     f'{esc(lines)})</summary><ol class="steps">{inner}</ol></details></li>')
        i = end
    return f'<ol class="steps">{"".join(items)}</ol>'


_KIND_WORDS = {"undef-read": "undefined read", "race": "race", "deadlock": "deadlock",
               "barrier-ub": "barrier misuse"}


def _fix(outcome: FixOutcome | None, marks: Sequence[FixMark], files: SourceSet) -> str:
    """The finding's fix (explore/search/fixes.py) when a search ran: what it is, with
    a link to each place it edits (marked ``fix`` in the source pane), or why none."""
    if outcome is None:
        return ""
    if outcome.fix is None:
        return f'<p class="fix none">{esc(outcome.message())}</p>'
    at = ", ".join(_link(Place(m.loc, files)) for m in marks)
    where = f' <span class="at">at {at}</span>' if at else ""
    return f'<p class="fix checked">{esc(outcome.message())}{where}</p>'


def _finding_section(index: int, timeline: Timeline, files: SourceSet,
                     uses: Sequence[UseSite] = (), fix: str = "") -> str:
    place = Place(timeline.loc, files)
    origin = ""
    if timeline.origin is not None:
        origin = (f'<span class="origin">value read at '
                  f"{_link(Place(timeline.origin, files))}</span>")
    count = (f'<span class="count">{timeline.count} dynamic instances</span>'
             if timeline.count > 1 else "")
    kind = esc(timeline.kind)
    return (f'<section class="finding" id="finding-{index}" data-finding="{index}" '
            f'data-kind="{kind}"><h2><span class="badge kind-{kind}">{kind}</span> '
            f'{esc(_KIND_WORDS.get(timeline.kind, "finding"))} at {_link(place)}'
            f"</h2><p class=\"message\">{esc(timeline.message)}</p>{fix}"
            f'<p class="meta">{origin}{count}</p>{_uses(uses, files)}'
            f'<div class="scroller">{timeline_svg(timeline, index, files)}</div>'
            f"<h3>Counterexample</h3>{_steps(timeline, files)}</section>")


def _uses(uses: Sequence[UseSite], files: SourceSet) -> str:
    """Every use the undefined value of one cause reaches (docs/findings.md), when it
    reaches more than one."""
    if len(uses) < 2:
        return ""
    items = "".join(f"<li>{_link(Place(u.loc, files))} it {esc(u.what)} "
                    f'<span class="count">({u.instances} lane instance(s))</span></li>'
                    for u in uses)
    return (f'<details class="uses"><summary>the value reaches {len(uses)} uses'
            f"</summary><ul>{items}</ul></details>")


_LEGEND = (
    (Kind.ISSUE, "async copy / tensor DMA issued"), (Kind.ASYNCMARK, "asyncmark"),
    (Kind.WAIT, "wait"), (Kind.BARRIER, "barrier"), (Kind.FENCE, "fence"),
    (Kind.ACCESS, "load / store / copy access"), (Kind.FLOW, "value flows through"),
    (Kind.USE, "use"), (Kind.BLOCKED, "waits forever"),
)


def _legend() -> str:
    cells = []
    for kind, words in _LEGEND:
        cells.append(f'<span class="key"><svg class="glyph k-{kind.value}" width="24" '
                     f'height="36" viewBox="0 0 24 36" aria-hidden="true">'
                     f"{_shape(kind, 12, 18)}</svg>{esc(words)}</span>")
    cells.append('<span class="key"><svg width="40" height="16" viewBox="0 0 40 16" '
                 'aria-hidden="true"><g class="bar b-async-copy open"><rect x="1" y="1" '
                 'width="28" height="14" rx="7"/><polygon class="tip" '
                 'points="29,-2 39,8 29,18"/></g></svg>in flight</span>')
    cells.append('<span class="key"><svg width="24" height="36" viewBox="0 0 24 36" '
                 'aria-hidden="true"><g class="glyph k-access r-racing"><circle class="halo" '
                 'cx="12" cy="18" r="11"/><circle class="shape" cx="12" cy="18" r="6"/></g></svg>'
                 "racing / undefined</span>")
    cells.append('<span class="key"><svg width="24" height="36" viewBox="0 0 24 36" '
                 'aria-hidden="true"><g class="glyph k-wait r-failed-wait"><circle class="halo" '
                 'cx="12" cy="18" r="11"/><rect class="shape" x="8" y="7" width="8" '
                 'height="22" rx="2"/></g></svg>the wait that should cover it</span>')
    return f'<div class="legend">{"".join(cells)}</div>'


# --- the check report ---------------------------------------------------------------

_KERNEL = re.compile(r'^\s*define\b[^@\n]*\bamdgpu_kernel\b[^@\n]*@("(?:[^"\\]|\\.)*"|'
                     r"[-\w.$]+)\s*\(", re.MULTILINE)


def _kernel_name(result: CheckResult, files: SourceSet,
                 kernel: str | None = None) -> str | None:
    """The kernel checked, by its source name (demangled): ``kernel`` (its IR name) when
    the caller says, else the result's when it says (``kernel``), else the one
    ``amdgpu_kernel`` the IR shown defines."""
    named = getattr(result, "kernel", None)
    if kernel is None and named is not None:
        kernel = str(named)
    found = {m.group(1).strip('"') for name, lines in files.files if name.endswith(".ll")
             for m in _KERNEL.finditer("\n".join(lines))}
    if kernel is not None:
        found = {kernel}
    if len(found) != 1:
        return None
    symbol = found.pop()
    demangled = demangle(symbol)  # (the source's name: reduce<256>, not _Z6reduce...)
    return symbol if demangled is None else demangled.name


def _fact(result: CheckResult, name: str) -> str | None:
    """A field a check result may carry (``target``, ``launch``); None when absent."""
    value = getattr(result, name, None)
    return None if value is None else str(value)


def _header(result: CheckResult, files: SourceSet, timelines: list[Timeline],
            kernel_symbol: str | None = None) -> str:
    stats = result.stats
    status = result.status
    if status == "findings":
        verdict = f"{len(result.findings)} finding" + ("s" if len(result.findings) > 1
                                                      else "")
    elif status == "clean":
        verdict = "clean"
    else:
        verdict = "incomplete"
    kernel = _kernel_name(result, files, kernel_symbol)
    facts = [("kernel", f"<code>{esc(kernel)}</code>" if kernel else "—")]
    target = _fact(result, "target")
    if target is not None:
        facts.append(("target", esc(target)))
    launch = _fact(result, "launch")
    shape = (f"{stats.waves} wave{'s' if stats.waves != 1 else ''} · {stats.lanes} lanes"
             if stats.waves else "")
    facts.append(("launch", esc(", ".join(x for x in (launch, shape) if x) or "—")))
    facts.append(("explored", esc(
        f"{stats.states} wave instructions, {stats.schedules} schedule(s), "
        f"{stats.memory_events} memory events, {stats.async_ops} async operations in "
        f"{stats.seconds:.2f} s")))
    if files.files:
        facts.append(("input", ", ".join(f"<code>{esc(n)}</code>" for n, _ in files.files)))
    if result.incomplete_reason is not None:
        where = f" at {result.incomplete_loc}" if result.incomplete_loc else ""
        facts.append(("stopped", esc(result.incomplete_reason + where)))
    rows = "".join(f"<div><dt>{k}</dt><dd>{v}</dd></div>" for k, v in facts)
    toc = ""
    if timelines:
        toc = '<nav class="toc">' + "".join(
            f'<a href="#finding-{i}"><span class="badge kind-{esc(t.kind)}">{esc(t.kind)}'
            f"</span> {esc(Place(t.loc, files).short())}</a>"
            for i, t in enumerate(timelines)) + "</nav>"
    return (f'<header class="top"><div class="brand">amdsync check</div>'
            f'<h1><span class="status s-{esc(status)}" data-status="{esc(status)}">'
            f"{esc(verdict)}</span>{' ' + esc(kernel) if kernel else ''}</h1>"
            f'<dl class="facts">{rows}</dl>{toc}</header>')


def _notes(result: CheckResult, files: SourceSet) -> str:
    if not result.notes:
        return ""
    items = "".join(f'<li data-kind="{esc(n.kind)}">{_link(Place(n.loc, files))} '
                    f'<span class="badge note-kind">{esc(n.kind)}</span> '
                    f"{esc(n.message)}</li>" for n in result.notes)
    return f'<section class="notes"><h2>Notes</h2><ul>{items}</ul></section>'


def _classes(result: CheckResult) -> str:
    if not result.classes:
        return ""
    rows = "".join(f"<tr><td><code>{esc(c.name)}</code></td><td>{esc(c.values)}</td>"
                   f'<td>{c.count}</td><td class="s-{esc(c.status)}">{esc(c.status)}</td>'
                   f"<td>{esc(', '.join(f'{k} line {n}' for k, n in c.findings))}</td></tr>"
                   for c in result.classes)
    return ('<section class="classes"><h2>Classes of values</h2><table><thead><tr>'
            "<th>argument</th><th>values</th><th>count</th><th>verdict</th><th>findings"
            f"</th></tr></thead><tbody>{rows}</tbody></table></section>")


def _refs(timelines: list[Timeline], files: SourceSet, uses: Iterable[UseSite] = (),
          fixes: Iterable[FixMark] = ()) -> dict[tuple[int, int], set[str]]:
    """The source lines the findings name, with the roles they play there (every use
    of an undefined value: ``use``; where a checked fix edits: ``fix``)."""
    refs: dict[tuple[int, int], set[str]] = {}
    placed = [(m.loc, m.role.value) for t in timelines for m in t.marks]
    placed += [(u.loc, Role.USE.value) for u in uses]
    placed += [(m.loc, "fix") for m in fixes]
    for loc, role in placed:
        place = Place(loc, files)
        for spot in (place.primary, place.secondary):
            if spot is not None:
                refs.setdefault(spot, set()).add(role)
    return refs


def _input_files(result: CheckResult) -> list[str]:
    """The files the checker read (the IR the locations are in). Files that only debug
    information names (``!DIFile``) are not read unasked: a hostile module could name
    any file on the machine and have it copied into a report meant to be shared."""
    names: list[str] = []
    locs = [f.loc for f in result.findings] + [e.loc for f in result.findings
                                               for e in f.trace]
    locs += [n.loc for n in result.notes]
    for loc in locs:
        if loc.file not in names:
            names.append(loc.file)
    return names


def check_html(result: CheckResult, sources: Mapping[str, str] | None = None,
               kernel: str | None = None) -> str:
    """The HTML page of a check result: a summary, then per finding its counterexample
    as a timeline (one row per wave) and its steps, beside the source. ``sources`` maps
    a file name (as the locations name it: the ``.ll``, the ``.hip``/``.cl``) to its
    text; without it the IR files the locations are in are read where they exist (not
    the files debug information names: pass those in ``sources``). ``kernel``: the
    checked kernel's IR name, when the IR defines several (shown demangled)."""
    files = SourceSet(sources, _input_files(result))
    timelines = [timeline_of(f) for f in result.findings]
    marks = fix_marks(result, lambda name: None if (i := files.find(name)) is None
                      else files.files[i][1])
    body = [_header(result, files, timelines, kernel), '<main class="layout"><div class="report">']
    if timelines:
        body.append(_legend())
        body.extend(_finding_section(i, t, files, f.uses, _fix(
            outcome_of(result, i), [m for m in marks if m.finding == i], files))
                    for i, (t, f) in enumerate(zip(timelines, result.findings, strict=True)))
    elif result.status == "clean":
        # (the verdict's scope, as the text headline gives it: every input, what it
        # assumes, the loops it bounds; docs/semantics/every-input.md)
        scope = result.scope.headline() if result.scope is not None else ""
        within = (" within those trips" if result.scope is not None
                  and result.scope.loop_trips else "")
        body.append('<section class="clean"><h2>Clean</h2>'
                    + (f'<p class="scope" data-scope="">Clean{esc(scope)}.</p>'
                       if scope else "")
                    + f"<p>Every execution of this launch{within} was explored; none "
                    "has an undefined read, a race, barrier misuse or a deadlock.</p>"
                    "</section>")
    else:
        body.append('<section class="clean incomplete"><h2>Incomplete</h2><p>No findings '
                    "in what was explored, but a bound stopped the exploration: "
                    f"{esc(result.incomplete_reason or '')}</p></section>")
    body.append(_notes(result, files))
    body.append(_classes(result))
    body.append("</div>")
    body.append(_source_pane(files, _refs(timelines, files,
                                          (u for f in result.findings for u in f.uses),
                                          marks)))
    body.append("</main>")
    kernel = _kernel_name(result, files, kernel)
    title = f"amdsync check: {result.status}" + (f" — {kernel}" if kernel else "")
    return page(title, "".join(body))


def write_check_html(result: CheckResult, path: str | os.PathLike[str],
                     sources: Mapping[str, str] | None = None,
                     kernel: str | None = None) -> None:
    """:func:`check_html` written to ``path`` (UTF-8)."""
    Path(path).write_text(check_html(result, sources, kernel), encoding="utf-8")


# --- the litmus report --------------------------------------------------------------

def witness_execution(result: LitmusResult) -> Execution | None:
    """The execution to draw: one that makes ``exists`` true, or a counterexample to
    ``forall`` / ``~exists``, else the first (as ``litmus --graph`` draws)."""
    from amdsync.program.litmus_test import Quantifier  # noqa: PLC0415

    if not result.outcomes:
        return None
    cond = result.test.condition
    if cond is not None:
        want = cond.quantifier is Quantifier.EXISTS
        for outcome in result.outcomes:
            if outcome.satisfies == want:
                return outcome.witness
    return result.outcomes[0].witness


def witness_dot(result: LitmusResult) -> str | None:
    """DOT text of the witness execution (report/graph.py); None when there is none."""
    from amdsync.program.litmus_test import UNDEF  # noqa: PLC0415
    from amdsync.report.graph import execution_dot  # noqa: PLC0415
    from amdsync.semantics.memory_model.hsa import hb_any  # noqa: PLC0415

    ex = witness_execution(result)
    if ex is None:
        return None
    values: dict[int, str] = {}
    for e in ex.events:
        if e.is_read:
            src = ex.rf[e.id]
            values[e.id] = str(UNDEF if src is None else ex.events[src].value)
    names = [t.name for t in result.test.threads]
    hb = hb_any(ex.model.hb, len(ex.events))
    return execution_dot(ex.events, names, ex.model.po, ex.rf, ex.co, ex.model.sw, hb,
                         ex.model.avail, ex.model.vis, result.test.name, values)


def render_svg(dot_text: str, timeout: float = 60.0) -> str | None:
    """SVG text of DOT text through Graphviz ``dot``; None when ``dot`` is missing or
    fails (the page then shows the DOT text)."""
    exe = shutil.which("dot")
    if exe is None:
        return None
    try:
        done = subprocess.run([exe, "-Tsvg"], input=dot_text.encode(), check=True,
                              capture_output=True, timeout=timeout)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError):
        return None
    return done.stdout.decode("utf-8", errors="replace")


def witness_svg(result: LitmusResult) -> str | None:
    """The witness graph as SVG (None without ``dot`` or without an execution)."""
    dot = witness_dot(result)
    return None if dot is None else render_svg(dot)


_SVG_NS = "http://www.w3.org/2000/svg"
_SVG_ELEMENTS = frozenset({
    "svg", "g", "title", "desc", "path", "polygon", "polyline", "ellipse", "circle",
    "line", "rect", "text", "tspan",
})
_SVG_ATTRIBUTES = frozenset({
    "width", "height", "viewBox", "preserveAspectRatio", "transform", "x", "y", "x1",
    "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "d", "points", "fill", "fill-opacity",
    "stroke", "stroke-width", "stroke-dasharray", "stroke-opacity", "stroke-linecap",
    "stroke-linejoin", "font-family", "font-size", "font-weight", "font-style",
    "text-anchor", "dominant-baseline", "class", "opacity", "dx", "dy",
})
_SAFE_VALUE = re.compile(r"^[^<>&\"'`\\]*$")


def sanitize_svg(svg: str) -> str | None:
    """``svg`` re-serialized from a whitelist of SVG elements and presentation
    attributes (no scripts, links, ids, styles, event handlers or external references);
    None when it is not well-formed XML."""
    try:
        root = ET.fromstring(svg.encode("utf-8", "replace"))
    except ET.ParseError:
        return None
    if _local(root.tag) != "svg":
        return None
    return _clean(root, top=True)


def _local(tag: str) -> str:
    if tag.startswith("{"):
        ns, _, name = tag[1:].partition("}")
        return name if ns == _SVG_NS else ""
    return tag


def _clean(node: ET.Element, top: bool = False) -> str:
    name = _local(node.tag) if isinstance(node.tag, str) else ""
    if name not in _SVG_ELEMENTS:
        return ""
    attrs = []
    for key, value in node.attrib.items():
        if key in _SVG_ATTRIBUTES and _SAFE_VALUE.match(value) and "url(" not in value \
                and not (top and key == "class"):
            attrs.append(f' {key}="{esc(value)}"')
    if top:
        attrs.insert(0, f' xmlns="{_SVG_NS}" class="witness" role="img"')
    inner = esc(node.text or "") + "".join(_clean(child) + esc(child.tail or "")
                                           for child in node)
    return f"<{name}{''.join(attrs)}>{inner}</{name}>"


def _litmus_verdict(result: LitmusResult) -> str:
    if result.incomplete:
        return "incomplete"
    if result.test.condition is None:
        return "racy" if result.racy else "race-free"
    return "Ok" if result.verdict_ok else "No"


def litmus_html(outcome_result: LitmusResult, svg: str | None) -> str:
    """The HTML page of a litmus run: its verdict, outcome table and herd-style text,
    and the witness execution as ``svg`` (from Graphviz, sanitized and inlined) or, when
    ``svg`` is None, as DOT text."""
    from amdsync.explore.litmus.table import format_result  # noqa: PLC0415
    from amdsync.program.litmus_test import format_prop  # noqa: PLC0415

    result = outcome_result
    test = result.test
    verdict = _litmus_verdict(result)
    facts = [("test", f"<code>{esc(test.name)}</code>"), ("model", esc(test.arch)),
             ("executions", esc(f"{result.executions} consistent of {result.candidates} "
                                f"candidates in {result.seconds:.2f} s")),
             ("data race", "yes" if result.racy else "no")]
    if test.condition is not None:
        cond = test.condition
        facts.insert(2, ("condition", f"<code>{esc(cond.quantifier.value)} "
                                      f"{esc(format_prop(cond.prop))}</code>"))
    if result.bound is not None:
        facts.append(("stopped", esc(result.bound)))
    rows = "".join(f"<div><dt>{k}</dt><dd>{v}</dd></div>" for k, v in facts)
    head = "".join(f"<th><code>{esc(c)}</code></th>" for c in result.columns)
    table_rows = []
    for outcome in result.outcomes:
        cells = "".join(f"<td>{esc(v)}</td>" for _, v in outcome.state)
        hit = "satisfies" if outcome.satisfies and test.condition is not None else ""
        table_rows.append(f'<tr class="{hit}" data-satisfies="{str(outcome.satisfies).lower()}"'
                          f"><td>{outcome.count}</td><td>{'✓' if hit else ''}</td>"
                          f"{cells}</tr>")
    table = (f'<table class="outcomes"><thead><tr><th>count</th><th>condition</th>{head}'
             f"</tr></thead><tbody>{''.join(table_rows)}</tbody></table>")
    graph: str
    clean = sanitize_svg(svg) if svg is not None else None
    if clean is not None:
        graph = f'<div class="graph" data-graph="svg">{clean}</div>'
    else:
        dot = witness_dot(result)
        why = ("Graphviz <code>dot</code> was not available: the witness is shown as DOT "
               "text." if svg is None else "The SVG given could not be read: the witness "
               "is shown as DOT text.")
        graph = (f'<p class="hint">{why}</p><pre class="dot" data-graph="dot">'
                 f"{esc(dot or 'no execution to draw')}</pre>")
    body = (f'<header class="top"><div class="brand">amdsync litmus</div><h1>'
            f'<span class="status s-{esc(verdict.lower())}" data-status="{esc(verdict)}">'
            f"{esc(verdict)}</span> {esc(test.name)}</h1><dl class=\"facts\">{rows}</dl>"
            '</header><main class="single"><section class="litmus"><h2>Outcomes</h2>'
            f'{table}<h2>Witness execution</h2><p class="hint">po black, rf red, co blue, '
            "sw green, hb dashed grey, availability orange, visibility purple.</p>"
            f"{graph}<details><summary>herd-style result</summary><pre>"
            f"{esc(format_result(result))}</pre></details></section></main>")
    return page(f"amdsync litmus: {test.name} {verdict}", body)


def write_litmus_html(outcome_result: LitmusResult, path: str | os.PathLike[str],
                      svg: str | None = None) -> None:
    """:func:`litmus_html` written to ``path`` (UTF-8)."""
    Path(path).write_text(litmus_html(outcome_result, svg), encoding="utf-8")


__all__ = ["check_html", "litmus_html", "render_svg", "sanitize_svg", "witness_dot",
           "witness_svg", "write_check_html", "write_litmus_html"]
