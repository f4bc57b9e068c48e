"""amdsync: check, pipeline and lower asynchronous AMD GPU code.

The public API (``amdsync.check``, ``amdsync.check_many``, ``amdsync.litmus``,
``amdsync.pipeline_loop``, ``amdsync.lower_to_llvm``; see :mod:`amdsync.api` and the
README; ``amdsync.pipeline`` and ``amdsync.lower`` are the packages that implement them)
is loaded on first use, so ``import amdsync`` and the command line start fast.

Layers (see DESIGN.md): targets → program → formats / frontends → semantics → explore →
pipeline / lower → report → tasks → api → cli. Each imports only from the layers before it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:
    from amdsync.api import AmdsyncError as AmdsyncError
    from amdsync.api import Bounds as Bounds
    from amdsync.api import CheckItem as CheckItem
    from amdsync.api import PipelineResult as PipelineResult
    from amdsync.api import check as check
    from amdsync.api import check_many as check_many
    from amdsync.api import check_source as check_source
    from amdsync.api import litmus as litmus
    from amdsync.api import load_kernel as load_kernel
    from amdsync.api import lower_to_llvm as lower_to_llvm
    from amdsync.api import make_launch as make_launch
    from amdsync.api import pipeline_loop as pipeline_loop
    from amdsync.explore.findings.records import Finding as Finding
    from amdsync.explore.findings.records import Note as Note
    from amdsync.explore.findings.result import CheckResult as CheckResult

_API = {"AmdsyncError", "Bounds", "CheckItem", "PipelineResult", "check", "check_many",
        "check_source", "litmus", "load_kernel",
        "lower_to_llvm", "make_launch", "pipeline_loop"}
_FINDINGS = {"CheckResult", "Finding", "Note"}

__all__ = ["AmdsyncError", "Bounds", "CheckItem", "CheckResult", "Finding", "Note",
           "PipelineResult", "__version__", "check", "check_many", "check_source", "litmus",
           "load_kernel", "lower_to_llvm", "make_launch", "pipeline_loop"]


def __getattr__(name: str) -> Any:
    if name in _API:
        from amdsync import api  # noqa: PLC0415 (lazy: fast start)

        return getattr(api, name)
    if name in _FINDINGS:
        from amdsync.explore.findings import records, result  # noqa: PLC0415

        return getattr(result if name == "CheckResult" else records, name)
    raise AttributeError(f"module 'amdsync' has no attribute {name!r}")
