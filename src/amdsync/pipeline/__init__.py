"""Async software pipelining with exactly derived wait counts (tir-async-pipeline-rfc).

Public API::

    program = parse_program(text, file)                 # the RFC's Python notation
    program = with_cli_annotation(program, stage, order, async_stages)
    result = transform(program)                         # Transformed(original, program, info)
    text = format_program(result.program)
    report = verify(result.original, result.program)    # safety + minimality
    kernel = lower_to_program(result)                   # amdsync.program.module.Program
"""

from amdsync.pipeline.interp import Run, run_program, trace_json
from amdsync.pipeline.lower import check_mark_lowering, lower_to_program, replay_marks
from amdsync.pipeline.output import listing, timeline_svg
from amdsync.pipeline.parse import parse_program, with_cli_annotation
from amdsync.pipeline.pipelining import PipelineInfo, Transformed, transform
from amdsync.pipeline.printer import format_program
from amdsync.pipeline.verifier import VerifyReport, format_report, verify

__all__ = [
    "PipelineInfo",
    "Run",
    "Transformed",
    "VerifyReport",
    "check_mark_lowering",
    "format_program",
    "format_report",
    "listing",
    "lower_to_program",
    "parse_program",
    "replay_marks",
    "run_program",
    "timeline_svg",
    "trace_json",
    "transform",
    "verify",
    "with_cli_annotation",
]
