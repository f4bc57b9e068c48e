"""A finding's counterexample as a timeline: one row per wave, one column per step.

The explorer's trace (:class:`~amdsync.explore.findings.TraceEvent`) is a narrated list
of steps — what happened, where, by which wave — rather than a structured schedule.
This module reads it into marks on a grid, for the HTML report (report/html.py):

    step      1          2          3                 4          5
    wave 0    ●━━━━━━━━━━◆━━━━━━━━━━▮━━━━━━━━━━━━━━━━━○━━━━━━━━━━■━━━━━▶ may still be
              async copy asyncmark  wait.asyncmark(3) load       use       in flight
              line 19    line 20    line 40           line 45    line 49
                                    (failed wait)     (undef-read, the origin)

* An async copy or tensor DMA is a **bar** from its issue to the wait that completes
  it, or, when no wait in the trace does, past the last step (it may still be in flight).
* Marks: ``issue``, ``asyncmark``, ``wait``, ``barrier``, ``fence``, ``access`` (a
  load, store or copy access), ``flow`` (the undefined value passing through an
  instruction), ``use`` (where it is used), ``blocked`` (a wave waiting forever: also a
  bar to the end) and ``event`` (anything else).
* Roles single out what the finding is about: the two ``racing`` accesses (or the copy
  still in flight and the access it conflicts with), the ``undef-read`` and its ``use``,
  a ``failed-wait`` (the wait that should have covered the copy), a ``violation`` (the
  barrier operation that broke a rule).
* Steps that only explain (``no wait.asyncmark before this access …``, ``no
  happens-before between the two accesses …``) are not marks: they become ``notes`` of
  the next mark.

Trace events name no wave for the issuing lane's asyncmark and wait, or for the
instructions an undefined value flows through; such an event belongs to the wave of the
step before it (the issuer, the reader). The kinds are read from the event text the
explorer writes (explore/findings/story.py, explore/search/check.py,
explore/findings/undef_report.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from amdsync.diagnostics import Loc
    from amdsync.explore.findings.records import Finding, TraceEvent


class Kind(StrEnum):
    """What a mark stands for (its ``data-kind`` in the page)."""

    ISSUE = "issue"
    ASYNCMARK = "asyncmark"
    WAIT = "wait"
    BARRIER = "barrier"
    FENCE = "fence"
    ACCESS = "access"
    FLOW = "flow"
    USE = "use"
    BLOCKED = "blocked"
    EVENT = "event"
    NOTE = "note"  # explanation only: folded into the next mark


class Role(StrEnum):
    """Why a mark is highlighted (its ``data-role``); ``plain`` when it is not."""

    PLAIN = "plain"
    RACING = "racing"
    UNDEF_READ = "undef-read"
    USE = "use"
    FAILED_WAIT = "failed-wait"
    VIOLATION = "violation"


class BarKind(StrEnum):
    ASYNC_COPY = "async-copy"
    TENSOR = "tensor"
    BLOCKED = "blocked"


@dataclass(frozen=True)
class Mark:
    """One step of the counterexample on the grid. ``wave`` is None when neither the
    event nor any step before it names one."""

    index: int  # position among the timeline's marks
    step: int  # column, from 0
    wave: int | None
    lane: int | None
    kind: Kind
    role: Role
    loc: Loc
    text: str
    label: str  # a few words under the mark: "wait(3)", "load", "copy" …
    notes: tuple[str, ...] = ()  # explanations the trace gave for this step
    completes: bool = False  # a wait that completes the copy in flight
    fix: str | None = None  # what the trace says would have covered it: "wait.asyncmark(2)"


@dataclass(frozen=True)
class Bar:
    """An operation that stays in flight over several steps: from ``start`` to ``end``
    (columns); ``open`` when it may still be in flight after the last step."""

    wave: int | None
    start: int
    end: int
    open: bool
    kind: BarKind
    label: str
    mark: int  # the mark that starts it


@dataclass(frozen=True)
class Link:
    """A relation between two marks drawn across the grid: ``race`` (no happens-before
    between them) or ``flow`` (the undefined value read at one is used at the other)."""

    source: int
    target: int
    kind: str


@dataclass(frozen=True)
class Timeline:
    kind: str
    message: str
    loc: Loc
    origin: Loc | None
    count: int
    waves: tuple[int | None, ...]  # the rows, top to bottom
    steps: int  # columns
    marks: tuple[Mark, ...]
    bars: tuple[Bar, ...]
    links: tuple[Link, ...]


# --- reading event text -------------------------------------------------------------

_ACCESS = re.compile(
    r"^(?:(?:async |atomic )?(?:copy|load|store|write|read|rmw)\b|"
    r"(?:async )?copy (?:writes|reads)\b|tensor (?:load to|store from) lds)")
_WAIT = re.compile(r"^(?:wait\.asyncmark|s\.wait\.tensorcnt|s_wait_\w+)\((-?\d+)\)")
_NOTES = (
    "no wait.asyncmark", "no asyncmark follows", "only an asyncmark of another",
    "in the issuing lane, the copy is still outstanding", "no happens-before",
    "no availability operation", "no s.wait.tensorcnt",
)
_FAILED_WAIT = ("leaves the covering mark outstanding", "cannot complete",
                "stay in flight")
_FIX = re.compile(r"\b((?:wait\.asyncmark|s\.wait\.tensorcnt)\(\d+\)) would cover it")


def classify(what: str) -> Kind:
    """The kind of step a trace event's text describes."""
    text = what.strip()
    lower = text.lower()
    if " issued (async operation" in text or re.search(r" reads .* \(async operation #",
                                                        text):
        return Kind.ISSUE
    if lower.startswith(_NOTES):
        return Kind.NOTE
    if lower.startswith("asyncmark"):
        return Kind.ASYNCMARK
    if _WAIT.match(text) or lower.startswith("the issuing lane's wait"):
        return Kind.WAIT
    if lower.startswith("the value flows through"):
        return Kind.FLOW
    if lower.startswith("the value "):
        return Kind.USE
    if "forever" in lower or "again and again" in lower:
        return Kind.BLOCKED
    if "barrier" in lower:
        return Kind.BARRIER
    if "fence" in lower:
        return Kind.FENCE
    if _ACCESS.match(lower) or " by lane " in lower:
        return Kind.ACCESS
    return Kind.EVENT


def kind_of(event: TraceEvent) -> Kind:
    """The event's own ``kind`` when the explorer gives one that names a :class:`Kind`
    (a field it may add), else :func:`classify` of its text."""
    given = getattr(event, "kind", None)
    if isinstance(given, str) and given in Kind.__members__.values():
        return Kind(given)
    return classify(event.what)


def _is_tensor(what: str) -> bool:
    return "tensor" in what.lower()


def _label(kind: Kind, what: str) -> str:
    text = what.strip()
    match kind:
        case Kind.ISSUE:
            return "tensor DMA" if _is_tensor(text) else "async copy"
        case Kind.ASYNCMARK:
            return "asyncmark"
        case Kind.WAIT:
            found = _WAIT.match(text)
            return found.group(0) if found else "wait"
        case Kind.FLOW:
            return text.removeprefix("the value flows through").strip().removeprefix(
                "an ").removeprefix("a ") or "flow"
        case Kind.USE:
            return "use"
        case Kind.BLOCKED:
            return "waits forever" if "forever" in text else "spins forever"
        case Kind.BARRIER:
            word = text.split(" ", 1)[0]
            return word if word in {"arrive", "drop", "wait", "init", "join", "leave",
                                    "signal"} else "barrier"
        case Kind.FENCE:
            return "fence"
        case Kind.ACCESS:
            for word in ("async copy writes", "async copy reads", "copy writes",
                         "copy reads", "tensor load to LDS", "tensor store from LDS"):
                if text.startswith(word):  # short: the issue's mark says "async copy"
                    return word.removeprefix("async ").replace(
                        "tensor load to LDS", "tensor load").replace(
                        "tensor store from LDS", "tensor store")
            return text.split(" ", 1)[0] or "access"
        case Kind.EVENT | Kind.NOTE:
            return "step"


# --- building the grid --------------------------------------------------------------

@dataclass
class _Draft:
    event: TraceEvent
    kind: Kind
    wave: int | None
    notes: list[str]


def _drafts(trace: tuple[TraceEvent, ...]) -> list[_Draft]:
    """The trace's steps with a wave each, explanations folded into the step after
    them (or, at the end, the step before)."""
    drafts: list[_Draft] = []
    pending: list[str] = []
    wave: int | None = None
    for event in trace:
        kind = kind_of(event)
        if event.wave is not None:
            wave = event.wave
        if kind is Kind.NOTE:
            pending.append(event.what)
            continue
        drafts.append(_Draft(event, kind, wave, pending))
        pending = []
    if pending:
        if drafts:
            drafts[-1].notes.extend(pending)
        else:  # nothing but explanations: show them as plain steps
            drafts = [_Draft(e, Kind.EVENT, e.wave, []) for e in trace]
    return drafts


def _same_column(prev: _Draft, cur: _Draft) -> bool:
    """Several waves doing the same thing at once (all waiting on a barrier forever,
    all arriving) share a column."""
    return (prev.kind is cur.kind and cur.kind in {Kind.BLOCKED, Kind.BARRIER}
            and prev.event.loc == cur.event.loc and prev.wave != cur.wave)


@dataclass(frozen=True)
class _Cast:
    roles: list[Role]
    target: int | None  # the access the finding is about
    partner: int | None  # what it races with: the copy in flight, the other access
    use: int | None  # where the undefined value is used


def _cast(finding: Finding, drafts: list[_Draft]) -> _Cast:
    roles = [Role.PLAIN] * len(drafts)
    for i, d in enumerate(drafts):
        if d.kind is Kind.WAIT and any(w in d.event.what for w in _FAILED_WAIT):
            roles[i] = Role.FAILED_WAIT
    if finding.kind in {"barrier-ub", "deadlock"}:
        at = [i for i, d in enumerate(drafts) if d.event.loc == finding.loc]
        for i in at or range(len(drafts)):
            roles[i] = Role.VIOLATION
        return _Cast(roles, None, None, None)
    accesses = [i for i, d in enumerate(drafts) if d.kind is Kind.ACCESS]
    # Accesses of memory, the copies' among them: a copy whose source is overwritten
    # in flight is itself the read that returns undef (the finding's origin).
    touching = [i for i, d in enumerate(drafts) if d.kind in {Kind.ACCESS, Kind.ISSUE}]
    uses = [i for i, d in enumerate(drafts) if d.kind is Kind.USE]
    use = uses[-1] if uses else None
    if use is not None:
        roles[use] = Role.USE
    # The access the finding is about: the read its undefined value came from, else
    # the access at the finding's line, else the last access.
    target: int | None = None
    if finding.origin is not None:
        origin = finding.origin
        target = next((i for i in reversed(touching) if drafts[i].event.loc.line
                       == origin.line and drafts[i].event.loc.file == origin.file), None)
    if target is None:
        target = next((i for i in reversed(accesses)
                       if drafts[i].event.loc == finding.loc), None)
    if target is None and accesses:
        target = accesses[-1]
    if target is None:
        return _Cast(roles, None, None, use)
    roles[target] = Role.UNDEF_READ if finding.kind == "undef-read" else Role.RACING
    # Its partner: the copy still in flight or the other access before it, else (the
    # copy overwritten in flight) the access after it.
    before = [i for i in touching if i < target]
    after = [i for i in touching if i > target]
    partner = before[0] if before else after[0] if after else None
    if partner is not None:
        roles[partner] = Role.RACING
    return _Cast(roles, target, partner, use)


def _fix(draft: _Draft) -> str | None:
    """The wait that would have covered the copy, as a failed wait's words name it."""
    if draft.kind is not Kind.WAIT:
        return None
    found = _FIX.search(draft.event.what)
    return found.group(1) if found else None


def timeline_of(finding: Finding) -> Timeline:
    """The grid of one finding's counterexample."""
    drafts = _drafts(finding.trace)
    cast = _cast(finding, drafts)
    roles = cast.roles
    marks: list[Mark] = []
    step = -1
    for i, d in enumerate(drafts):
        if not (i and _same_column(drafts[i - 1], d)):
            step += 1
        marks.append(Mark(index=i, step=step, wave=d.wave, lane=d.event.lane, kind=d.kind,
                          role=roles[i], loc=d.event.loc, text=d.event.what,
                          label=_label(d.kind, d.event.what), notes=tuple(d.notes),
                          completes=d.kind is Kind.WAIT
                          and "wait completed" in d.event.what,
                          fix=_fix(d)))
    steps = step + 1
    bars: list[Bar] = []
    for m in marks:
        if m.kind is Kind.ISSUE:
            done = next((w for w in marks[m.index + 1:] if w.kind is Kind.WAIT
                         and w.completes and w.wave == m.wave), None)
            kind = BarKind.TENSOR if _is_tensor(m.text) else BarKind.ASYNC_COPY
            what = "tensor DMA" if kind is BarKind.TENSOR else "copy"
            if done is not None:
                bars.append(Bar(m.wave, m.step, done.step, False, kind,
                                f"{what} line {m.loc.line} in flight", m.index))
            else:
                bars.append(Bar(m.wave, m.step, steps, True, kind,
                                f"{what} line {m.loc.line} may still be in flight",
                                m.index))
        elif m.kind is Kind.BLOCKED:
            bars.append(Bar(m.wave, m.step, steps, True, BarKind.BLOCKED, m.label, m.index))
    links: list[Link] = []
    if cast.partner is not None and cast.target is not None:  # drawn left to right
        first, second = sorted((cast.partner, cast.target))
        links.append(Link(first, second, "race"))
    if cast.target is not None and cast.use is not None and cast.use != cast.target:
        links.append(Link(cast.target, cast.use, "flow"))
    waves = sorted({m.wave for m in marks if m.wave is not None})
    rows: tuple[int | None, ...] = tuple(waves)
    if any(m.wave is None for m in marks):
        rows = (*rows, None)
    return Timeline(kind=finding.kind, message=finding.message, loc=finding.loc,
                    origin=finding.origin, count=finding.count, waves=rows, steps=steps,
                    marks=tuple(marks), bars=tuple(bars), links=tuple(links))


def format_timeline(timeline: Timeline) -> str:
    """The grid as text, one line per mark, bar and link (golden tests, debugging):

        undef-read at k.ll:49 (origin k.ll:45); rows: wave 0; 5 steps
          step 1  wave 0  issue      racing       k.ll:19  async copy
          bar   async-copy  wave 0  steps 1-6  open
          link  flow  mark 4 -> mark 5
    """
    def where(loc: Loc) -> str:
        return f"{loc.file.rsplit('/', 1)[-1]}:{loc.line}"

    rows = ", ".join("wave ?" if w is None else f"wave {w}" for w in timeline.waves)
    origin = f" (origin {where(timeline.origin)})" if timeline.origin is not None else ""
    lines = [f"{timeline.kind} at {where(timeline.loc)}{origin}; rows: {rows or 'none'}; "
             f"{timeline.steps} steps"]
    for m in timeline.marks:
        wave = "?" if m.wave is None else str(m.wave)
        extra = f"  fix {m.fix}" if m.fix else ""
        extra += "  completes" if m.completes else ""
        extra += f"  ({len(m.notes)} note{'s' if len(m.notes) != 1 else ''})" if m.notes \
            else ""
        lines.append(f"  step {m.step + 1:<2} wave {wave:<2} {m.kind.value:<9} "
                     f"{m.role.value:<11} {where(m.loc):<22} {m.label}{extra}")
    for b in timeline.bars:
        wave = "?" if b.wave is None else str(b.wave)
        lines.append(f"  bar   {b.kind.value:<10} wave {wave:<2} steps {b.start + 1}-"
                     f"{b.end + 1}{'  open' if b.open else ''}")
    lines.extend(f"  link  {k.kind:<4} mark {k.source + 1} -> mark {k.target + 1}"
                 for k in timeline.links)
    return "\n".join(lines) + "\n"
