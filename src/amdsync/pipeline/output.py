"""Machine-readable outputs of ``amdsync pipeline``: the ``--json`` listing of every commit
and wait, and the ``--timeline`` SVG (which stage of which iteration runs when, and how
many groups are in flight per queue)."""

from __future__ import annotations

from html import escape

from amdsync.pipeline.interp import CommitEvent, Run, StmtEvent, WaitEvent
from amdsync.pipeline.ir import (
    AsyncScope,
    Block,
    Commit,
    For,
    If,
    Inst,
    Stmt,
    Wait,
)
from amdsync.pipeline.pipelining import PipelineInfo, Transformed
from amdsync.pipeline.printer import format_expr


def _direct_ks(stmts: tuple[Stmt, ...]) -> list[int]:
    out: list[int] = []
    for s in stmts:
        match s:
            case Inst(k):
                out.append(k)
            case AsyncScope(body) | Wait(_, _, body) | Block(body):
                out += _direct_ks(body)
            case _:
                pass
    return out


def listing(transformed: Transformed) -> dict[str, object]:
    """Every commit and wait of the transformed program with its queue, count and region,
    plus the decisions (versions, queues, groups) of each pipelined loop."""
    items: list[dict[str, object]] = []

    def visit(stmts: tuple[Stmt, ...], region: str) -> None:
        for stmt in stmts:
            match stmt:
                case For(_, _, _, body, _, _, label):
                    visit(body, label or region)
                case Commit(queue, body, loc):
                    items.append({"op": "commit", "queue": queue, "region": region,
                                  "statements": _direct_ks(body), "line": loc.line})
                    visit(body, region)
                case Wait(queue, count, body, loc):
                    items.append({"op": "wait", "queue": queue, "count": format_expr(count),
                                  "region": region if body else "drain",
                                  "before": _direct_ks(body)[:1] or None, "line": loc.line})
                    visit(body, region)
                case If(_, then, orelse):
                    visit(then + orelse, region)
                case AsyncScope(body) | Inst(_, _, body) | Block(body):
                    visit(body, region)
                case _:
                    pass

    visit(transformed.program.stmts, "top")
    return {"pipeline": _info_json(transformed.info), "items": items}


def _info_json(info: PipelineInfo) -> dict[str, object]:
    return {
        "var": info.var, "start": info.start, "stop": info.stop,
        "stage": list(info.stage), "order": list(info.order),
        "async_stages": list(info.async_stages),
        "queues": {str(s): q for s, q in sorted(info.queues.items())},
        "versions": dict(sorted(info.versions.items())),
        **({"counted": dict(sorted(info.counted.items()))} if info.counted else {}),
        "groups": [{"queue": q, "statements": list(ks)} for q, ks in info.groups],
        "parts": [{"name": p.name, "start": p.start, "stop": p.stop} for p in info.parts],
        "waits": [
            {"region": w.part, "before": w.k, "queue": w.queue, "count": format_expr(w.count),
             "executions": [{"step": x.step, "needs": x.value if x.exact else None,
                             "in_flight": None if x.exact else x.value}
                            for x in w.instances]}
            for w in info.waits
        ],
        "drains": [{"queue": q, "count": n} for q, n in info.drains],
        "nested": [_info_json(n) for n in info.nested],
    }


# ---------------------------------------------------------------- timeline

_COLORS = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1",
           "#ff9da7", "#9c755f", "#bab0ac")


def timeline_svg(run: Run, stage: tuple[int, ...], title: str) -> str:
    """An SVG: one row per original iteration, one column per executed statement, boxes
    colored by stage and labelled with the statement index; commits as ticks, forcing
    waits as red lines; below, the groups in flight per queue (nothing completes before
    a wait forces it)."""
    cell, row_h, left, top = 16, 16, 70, 40
    stmts = [e for e in run.events if isinstance(e, StmtEvent) and (e.reads or e.writes)]
    iterations = sorted({(e.path[0][1] if e.path else e.iteration) for e in stmts
                         if e.iteration is not None})
    row_of = {it: n for n, it in enumerate(iterations)}
    width = left + cell * max(1, len(stmts)) + 20
    grid_h = row_h * max(1, len(iterations))
    chart_top = top + grid_h + 30
    chart_h = 80
    height = chart_top + chart_h + 40
    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'font-family="monospace" font-size="10">',
        f'<text x="4" y="14" font-size="12">{escape(title)}</text>',
        f'<text x="4" y="{top - 6}">iteration</text>',
    ]
    for label, n in row_of.items():
        out.append(f'<text x="4" y="{top + n * row_h + 12}">{label}</text>')
    committed: dict[int, int] = {}
    completed: dict[int, int] = {}
    series: dict[int, list[tuple[int, int]]] = {}
    column = 0
    for event in run.events:
        x = left + column * cell
        match event:
            case StmtEvent():
                if not (event.reads or event.writes):
                    continue
                it: int | None = event.path[0][1] if event.path else event.iteration
                k: int | None = event.path[0][0] if event.path else event.k
                if it is not None and k is not None:
                    y = top + row_of[it] * row_h
                    color = _COLORS[stage[k] % len(_COLORS)] if k < len(stage) else "#999"
                    dash = ' stroke-dasharray="2,1"' if event.is_async else ""
                    out.append(f'<rect x="{x}" y="{y}" width="{cell - 2}" height="{row_h - 2}" '
                               f'fill="{color}" stroke="#222"{dash}><title>statement {k} '
                               f'iteration {it}{" (async)" if event.is_async else ""}</title>'
                               '</rect>')
                    out.append(f'<text x="{x + 4}" y="{y + 11}" fill="white">{k}</text>')
                column += 1
            case CommitEvent(queue):
                committed[queue] = committed.get(queue, 0) + 1
                out.append(f'<line x1="{x}" y1="{top - 4}" x2="{x}" y2="{top}" '
                           'stroke="#333"><title>commit queue '
                           f'{queue}</title></line>')
            case WaitEvent(queue, count):
                forced = committed.get(queue, 0) - count
                if forced > completed.get(queue, 0):
                    completed[queue] = forced
                    out.append(f'<line x1="{x - 1}" y1="{top}" x2="{x - 1}" '
                               f'y2="{top + grid_h}" stroke="#d62728" stroke-width="1.5">'
                               f'<title>async_wait_queue({queue}, {count})</title></line>')
        for q, n in committed.items():
            series.setdefault(q, []).append((column, n - completed.get(q, 0)))
    peak = max((n for pts in series.values() for _, n in pts), default=1) or 1
    out.append(f'<text x="4" y="{chart_top - 6}">groups in flight (lazy completion)</text>')
    out.append(f'<line x1="{left}" y1="{chart_top + chart_h}" x2="{width - 10}" '
               f'y2="{chart_top + chart_h}" stroke="#888"/>')
    for index, (q, pts) in enumerate(sorted(series.items())):
        color = _COLORS[index % len(_COLORS)]
        coords = " ".join(f"{left + c * cell},{chart_top + chart_h - n * chart_h / peak:.1f}"
                          for c, n in pts)
        out.append(f'<polyline points="{coords}" fill="none" stroke="{color}" '
                   f'stroke-width="2"><title>queue {q}</title></polyline>')
        out.append(f'<text x="{left + 10 + 70 * index}" y="{height - 10}" fill="{color}">'
                   f'queue {q} (max {max(n for _, n in pts)})</text>')
    for index, s in enumerate(sorted(set(stage))):
        color = _COLORS[s % len(_COLORS)]
        out.append(f'<rect x="{width - 70}" y="{4 + 12 * index}" width="10" height="10" '
                   f'fill="{color}"/><text x="{width - 56}" y="{13 + 12 * index}">stage {s}'
                   '</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"
