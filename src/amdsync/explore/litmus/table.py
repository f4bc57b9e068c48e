"""The outcome table, in the style of herd7's output::

    Test MP+rel+acq Allowed
    States 2
    1      :> P1:r0=0; P1:r1=undef;
    1      :> P1:r0=1; P1:r1=1;
    No
    Witnesses
    Positive: 0 Negative: 2
    Condition exists (P1:r0 == 1 /\\ P1:r1 == 0)
    Observation MP+rel+acq Never 0 2

``*>`` marks the states that count as positive for the condition; ``undef`` is printed
as such.
"""

from __future__ import annotations

from amdsync.explore.litmus.outcomes import LitmusResult
from amdsync.program.litmus_test import Quantifier, format_prop


def format_result(result: LitmusResult, show_time: bool = False) -> str:
    test = result.test
    cond = test.condition
    kind = "Required" if cond is not None and cond.quantifier is Quantifier.FORALL \
        else "Allowed"
    lines = [f"Test {test.name} {kind}", f"States {len(result.outcomes)}"]
    for outcome in result.outcomes:
        mark = "*>" if outcome.satisfies and cond is not None else ":>"
        state = " ".join(f"{col}={value};" for col, value in outcome.state)
        lines.append(f"{outcome.count:<6} {mark} {state}")
    if result.incomplete:
        # A partial search proves nothing: no Ok/No, no Observation, no race verdict.
        lines.append(f"Incomplete: {result.bound or 'a bound'} hit after "
                     f"{result.candidates} candidates; the {len(result.outcomes)} "
                     "states above are those found so far, no verdict")
        if result.racy and result.race_witness is not None:
            ex = result.race_witness
            a, b = ex.races[0]
            lines.append(f"Data race: yes ({ex.events[a].label()} / "
                         f"{ex.events[b].label()})")
        else:
            lines.append("Data race: none found so far")
        if show_time:
            lines.append(f"Time {test.name} {result.seconds:.2f}")
        return "\n".join(lines) + "\n"
    if cond is not None:
        lines.append("Ok" if result.verdict_ok else "No")
        lines.append("Witnesses")
        lines.append(f"Positive: {result.positive} Negative: {result.negative}")
        lines.append(f"Condition {cond.quantifier.value} {format_prop(cond.prop)}")
        if result.positive == 0:
            observed = "Never"
        elif result.negative == 0:
            observed = "Always"
        else:
            observed = "Sometimes"
        lines.append(f"Observation {test.name} {observed} {result.positive} "
                     f"{result.negative}")
    if test.filter is not None:
        lines.append(f"Filter {format_prop(test.filter)} (kept {result.executions}, "
                     f"dropped {result.filtered_out})")
    if result.racy and result.race_witness is not None:
        ex = result.race_witness
        a, b = ex.races[0]
        lines.append(f"Data race: yes ({ex.events[a].label()} / {ex.events[b].label()})")
    else:
        lines.append("Data race: no")
    if result.undef_executions:
        lines.append(f"Executions with undef reads: {result.undef_executions}")
    if result.cut_paths:
        lines.append(f"Loop bound: {result.cut_paths} thread paths cut (spinning loops are "
                     "not complete executions)")
    if show_time:
        lines.append(f"Time {test.name} {result.seconds:.2f}")
    return "\n".join(lines) + "\n"
