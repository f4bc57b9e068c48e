"""The corpus the task tests and benches/scale_out.py check: the quality kernels (each
with the launch on its ``; ARGS:`` line), the Triton examples at two shapes each
(examples/triton/launches.json, and the same with K or the first argument halved), and
the HIP and OpenCL examples (examples/sources.toml, compiled where each task runs)."""

from __future__ import annotations

import json
import shutil
import tomllib
from pathlib import Path

from amdsync import CheckItem

ROOT = Path(__file__).resolve().parents[2]
HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file()


def _dims(text: str) -> int | tuple[int, ...]:
    parts = tuple(int(p) for p in text.split(","))
    return parts[0] if len(parts) == 1 else parts


def launch_item(source: Path, words: list[str], target: str, name: str) -> CheckItem | None:
    """A CheckItem from command-line launch words (None: a word it does not know)."""
    fields: dict[str, object] = {"target": target}
    args: dict[str, int] = {}
    it = iter(words)
    for word in it:
        if word == "--strict-reads":
            fields["strict_reads"] = True
            continue
        value = next(it)
        match word:
            case "--workgroup-size":
                fields["workgroup_size"] = _dims(value)
            case "--workgroups":
                fields["workgroups"] = _dims(value)
            case "--grid-size":
                fields["grid_size"] = _dims(value)
            case "--kernel":
                fields["kernel"] = value
            case "--target":
                fields["target"] = value
            case "--arg":
                key, _, number = value.partition("=")
                if not number.lstrip("-").isdigit():
                    return None
                args[key] = int(number)
            case _:
                return None
    return CheckItem(str(source), args=args, name=name, **fields)  # type: ignore[arg-type]


def quality_items() -> list[CheckItem]:
    items = []
    for path in sorted((ROOT / "quality").rglob("*.ll")):
        words: list[str] = []
        for line in path.read_text().splitlines():
            if line.startswith("; ARGS:"):
                words = line.removeprefix("; ARGS:").split()
        item = launch_item(path, words, "gfx950", str(path.relative_to(ROOT)))
        if item is not None:
            items.append(item)
    return items


def triton_items() -> list[CheckItem]:
    launches = json.loads((ROOT / "examples/triton/launches.json").read_text())
    items = []
    for name, launch in launches.items():
        if "/" in name:
            continue  # the gfx942 and gfx1250 copies
        args = {k: int(v) for k, v in launch["args"].items()}
        names = {v: k for k, v in launch["arg_names"].items()}
        second = dict(args)
        if "K" in names:  # K halved, and the stride that follows it
            k = args[names["K"]]
            second[names["K"]] = k // 2
            if args.get(names.get("stride_am", ""), -1) == k:
                second[names["stride_am"]] = k // 2
        else:
            first = next(iter(args))
            second[first] = max(1, args[first] // 2)
        path = ROOT / "examples/triton" / launch["file"]
        for shape, values in (("a", args), ("b", second)):
            items.append(CheckItem(str(path), target=launch["target"],
                                   workgroup_size=launch["workgroup_size"],
                                   args=values,
                                   name=f"triton/{launch['file']} [{shape}]"))
    return items


def source_items(limit: int | None = None, target: str = "gfx942") -> list[CheckItem]:
    """The HIP and OpenCL cases (the first ``limit`` of each language)."""
    manifest = tomllib.loads((ROOT / "examples/sources.toml").read_text())
    items: list[CheckItem] = []
    counts = {".hip": 0, ".cl": 0}
    for case in manifest["case"]:
        suffix = Path(case["source"]).suffix
        if limit is not None and counts[suffix] >= limit:
            continue
        item = launch_item(ROOT / "examples" / case["source"], case["launch"], target,
                           f"{case['source']}:{case['kernel']}")
        if item is None:
            continue
        counts[suffix] += 1
        items.append(CheckItem(item.source, item.target, item.workgroup_size,
                               item.workgroups, item.grid_size, kernel=case["kernel"],
                               args=item.args, name=item.name))
    return items


def corpus(sources: int | None = 4) -> list[CheckItem]:
    """Quality kernels, Triton at two shapes, and (with clang) ``sources`` HIP and as
    many OpenCL cases (None: all)."""
    extra = source_items(sources) if HAVE_CLANG and sources != 0 else []
    return quality_items() + triton_items() + extra
