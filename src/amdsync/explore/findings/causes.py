"""One finding per cause (docs/findings.md): the findings a check assembled — one per
kind and reporting site, an undefined value's one per use — made one per cause. A race
is the unordered pair of its two accesses' program sites, whatever lanes, waves and
dynamic instances; an undefined read is its read and the write or copy it may miss,
with every use its value reaches listed under it. A site is where the author wrote it:
the source line when the input names one (the four vectorized LDS loads one
``tl.load`` compiles to are one site), else the IR instruction. Only the wording and
the grouping change: the status, and so the exit code, is `findings` exactly when some
finding was made, before as after."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from amdsync.diagnostics import Loc
from amdsync.explore.findings.records import Cause, Finding, UseSite, author_place
from amdsync.explore.findings.story import also_text

WITNESS = "; for the input "  # (how witness.py ends a confirmed finding's message)
MAX_LINES_NAMED = 6  # IR lines named per place in a message (JSON lists every use)


def by_cause(findings: Sequence[Finding]) -> list[Finding]:
    """``findings`` (sorted by place) with those of one cause (``Cause.key``) merged into
    the first: instances summed, uses gathered. A finding without a cause (barrier
    UB, deadlocks, --strict-reads' reads no write precedes) stays as it is."""
    groups: dict[object, list[Finding]] = {}
    order: list[object] = []
    for finding in findings:
        if finding.cause is None:
            order.append(finding)
            continue
        key = finding.cause.key(finding.kind)
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(finding)
    return [item if isinstance(item, Finding) else _merge(groups[item]) for item in order]


def _merge(members: list[Finding]) -> Finding:
    first = members[0]
    if len(members) == 1:
        return first
    assert first.cause is not None
    uses = _gather(u for f in members for u in f.uses)
    distinct: dict[frozenset[Loc], tuple[Loc, ...]] = {}  # (each unordered pair once)
    for f in members:
        if f.cause is not None:  # (an undefined value's other origins too: undef_report)
            for pair in f.cause.instructions or (f.cause.sites,):
                distinct.setdefault(frozenset(pair), pair)
    pairs = tuple(distinct.values())
    cause = replace(first.cause, instructions=pairs if len(pairs) > 1 else ())
    message = first.message if len(uses) < 2 else uses_message(cause, uses)
    if len(pairs) > 1:
        message += "; " + instructions_text(pairs)
    # The other accesses a member's site also races with (Finding.also_with, set by
    # search/check.py): pairs of other causes the merge must not drop.
    for f in members[1:]:
        if f.also_with:
            also = also_text(f.also_with)
            if also not in message:
                at = _place(f.loc) if f.loc.source_line else f"line {f.loc.line}"
                message += f"; the access at {at} races also with the accesses at {also}"
    # A witness input (Finding.witness, set by explore/every_input/witness.py) stays with
    # the cause: the same input reproduces every use of it.
    witness = next((f.witness for f in members if f.witness), "")
    if witness and WITNESS + witness not in message:
        message += WITNESS + witness
    also_with = tuple(dict.fromkeys(loc for f in members for loc in f.also_with))
    return replace(first, message=message, count=sum(f.count for f in members),
                   uses=uses, cause=cause, also_with=also_with, witness=witness)


def instructions_text(pairs: Sequence[tuple[Loc, ...]]) -> str:
    """``the same on 2 instruction pairs of these lines (IR lines 249/78, 257/73)``."""
    named = ", ".join("/".join(str(loc.line) for loc in pair)
                      for pair in pairs[:MAX_LINES_NAMED])
    if len(pairs) > MAX_LINES_NAMED:
        named += f" and {len(pairs) - MAX_LINES_NAMED} more"
    places = {frozenset(author_place(loc) for loc in pair) for pair in pairs}
    lines = " of these lines" if len(places) == 1 else ""
    return f"the same on {len(pairs)} instruction pairs{lines} (IR lines {named})"


def _gather(uses: Iterable[UseSite]) -> tuple[UseSite, ...]:
    """The uses by place (IR file, line, column), instances at one place summed."""
    at: dict[Loc, UseSite] = {}
    for use in uses:
        seen = at.get(use.loc)
        at[use.loc] = use if seen is None else replace(
            seen, instances=seen.instances + use.instances)
    return tuple(sorted(at.values(), key=lambda u: (u.loc.file, u.loc.line, u.loc.col)))


def uses_message(cause: Cause, uses: Sequence[UseSite]) -> str:
    """The cause's sentence, then its uses by what they are and the author's line:
    ``...; the value reaches 16 uses: at kernels.py:37, it is stored to global memory,
    which outlives the kernel (16 uses, IR lines 852, 864, ...)``."""
    places: dict[tuple[str, str], list[UseSite]] = {}
    for use in uses:
        places.setdefault((_place(use.loc), use.what), []).append(use)
    parts = []
    for (place, what), items in places.items():
        lines = sorted({u.loc.line for u in items})
        named = ", ".join(map(str, lines[:MAX_LINES_NAMED]))
        if len(lines) > MAX_LINES_NAMED:
            named += f" and {len(lines) - MAX_LINES_NAMED} more"
        ir = f"IR line {named}" if len(lines) == 1 else f"IR lines {named}"
        if items[0].loc.source_line is None:
            parts.append(f"at {ir.removeprefix('IR ')}, it {what}")
        else:
            parts.append(f"at {place}, it {what} ({len(items)} use(s), {ir})")
    return f"{cause.story}; the value reaches {len(uses)} uses: " + "; ".join(parts)


def _place(loc: Loc) -> str:
    if loc.source_line is None:
        return loc.file
    return f"{loc.source_file or '?'}:{loc.source_line}"
