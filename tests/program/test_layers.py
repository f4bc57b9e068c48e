"""Layers import downwards only (DESIGN.md: targets → program → formats (and frontends,
which compile sources to the IR formats read) → semantics → explore → pipeline / lower →
report → tasks → cli; diagnostics is shared by all)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "amdsync"
LAYER = {
    "diagnostics": 0, "targets": 1, "program": 2, "formats": 3, "frontends": 3,
    "semantics": 4,
    "explore": 5, "pipeline": 6, "lower": 7, "report": 8, "tasks": 9, "cli": 10,
}


def _layer(module: str) -> int | None:
    parts = module.split(".")
    if parts[0] != "amdsync" or len(parts) < 2:
        return None
    return LAYER.get(parts[1])


def test_every_import_points_down() -> None:
    upward: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE.parent).with_suffix("")
        module = ".".join(relative.parts)
        own = _layer(module)
        if own is None:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                targets = [node.module]
            for target in targets:
                layer = _layer(target)
                if layer is not None and layer > own:
                    upward.append(f"{module} imports {target}")
    assert upward == []
