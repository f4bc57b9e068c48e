"""Control-flow facts the SIMT interpreter needs: immediate post-dominators, and the
blocks that branch backward.

A wave whose lanes diverge at a branch runs each side with part of its lanes and
reconverges at the branch block's immediate post-dominator (the classic reconvergence
point of SIMT hardware); ``None`` means the lanes only meet again at function exit.
A wave gives its turn before a backward branch (docs/semantics/schedules.md, "The schedule: turns
at backward branches").
"""

from __future__ import annotations

from collections.abc import Mapping

from amdsync.program.module import Function
from amdsync.program.ops import successors

EXIT = "<exit>"


def immediate_post_dominators(function: Function) -> dict[str, str | None]:
    """Cooper–Harvey–Kennedy iterative dominators on the reverse CFG."""
    names = [b.name for b in function.blocks]
    succ: dict[str, list[str]] = {b.name: list(successors(b.term)) for b in function.blocks}
    preds_rev: dict[str, list[str]] = {n: [] for n in [*names, EXIT]}  # reverse-CFG preds
    for name in names:
        outs = succ[name] or [EXIT]
        for s in outs:
            preds_rev[name].append(s)
    # Reverse post-order of the reverse CFG from EXIT.
    rev_succ: dict[str, list[str]] = {n: [] for n in [*names, EXIT]}
    for name in names:
        for s in succ[name] or [EXIT]:
            rev_succ[s].append(name)
    order: list[str] = []
    seen: set[str] = set()
    stack: list[tuple[str, int]] = [(EXIT, 0)]
    seen.add(EXIT)
    while stack:
        node, i = stack.pop()
        children = rev_succ[node]
        if i < len(children):
            stack.append((node, i + 1))
            child = children[i]
            if child not in seen:
                seen.add(child)
                stack.append((child, 0))
        else:
            order.append(node)
    order.reverse()
    index = {n: i for i, n in enumerate(order)}
    ipdom: dict[str, str | None] = {n: None for n in order}
    ipdom[EXIT] = EXIT
    changed = True
    while changed:
        changed = False
        for node in order[1:]:
            candidates = [p for p in preds_rev[node] if ipdom.get(p) is not None]
            if not candidates:
                continue
            new = candidates[0]
            for other in candidates[1:]:
                new = intersect(new, other, ipdom, index)
            if ipdom[node] != new:
                ipdom[node] = new
                changed = True
    result: dict[str, str | None] = {}
    for name in names:
        parent = ipdom.get(name)
        result[name] = None if parent in (None, EXIT) else parent
    return result


def intersect(a: str, b: str, ipdom: Mapping[str, str | None], index: Mapping[str, int]) -> str:
    """The nearest common (post-)dominator of ``a`` and ``b`` in a tree of immediate ones,
    with ``index`` their reverse post-order (Cooper, Harvey and Kennedy)."""
    while a != b:
        while index[a] > index[b]:
            parent = ipdom[a]
            assert parent is not None
            a = parent
        while index[b] > index[a]:
            parent = ipdom[b]
            assert parent is not None
            b = parent
    return a


def backward_blocks(function: Function) -> frozenset[str]:
    """The blocks whose terminator may branch to a block at or before them in the
    function's order (every loop has one)."""
    order = {block.name: i for i, block in enumerate(function.blocks)}
    return frozenset(block.name for i, block in enumerate(function.blocks)
                     if any(order[name] <= i for name in successors(block.term)))
