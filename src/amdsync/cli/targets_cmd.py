"""``amdsync targets [NAME]``: the processor table, or one target ID in detail."""

from __future__ import annotations

import argparse
import json

from amdsync.diagnostics import Loc
from amdsync.targets import PROCESSORS, Processor, Target, parse_target


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser(
        "targets", help="list AMDGPU processors and what each supports",
        description="Print the processor table (generation, wave sizes, target features, "
        "LDS DMA widths, asyncmark, barriers, wait counters), or one target ID in detail "
        "with its canonical form.")
    p.add_argument("name", nargs="?", help="a processor or target ID, e.g. gfx942:xnack-")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)


def _yes(flag: bool) -> str:
    return "yes" if flag else "-"


def processor_record(p: Processor) -> dict[str, object]:
    return {
        "name": p.name, "generation": p.generation, "generic": p.generic,
        "aliases": list(p.aliases), "generic_members": list(p.generic_members),
        "wave_sizes": list(p.wave_sizes), "features": sorted(p.features),
        "lds_dma_sizes": list(p.lds_dma_sizes), "asyncmark": p.has_asyncmark,
        "async_counter": p.async_counter, "gfx1250_async": p.has_gfx1250_async,
        "async_intrinsics": list(p.async_intrinsics()),
        "barriers": list(p.barrier_kinds()), "back_off_barrier": p.back_off_barrier,
        "counters": sorted(p.counters), "memory_model": p.memory_model,
        "lds_bytes": p.lds_bytes, "av_b128": p.av_b128,
        "flat_address_space": p.flat_address_space,
    }


def table() -> str:
    header = ("processor", "gen", "waves", "features", "LDS DMA", "asyncmark",
              "barriers", "counters")
    rows = [header]
    for p in PROCESSORS.values():
        name = p.name + (" (" + ", ".join(p.aliases) + ")" if p.aliases else "")
        rows.append((
            name, p.generation, "/".join(map(str, p.wave_sizes)),
            ",".join(sorted(p.features)) or "-",
            ",".join(map(str, p.lds_dma_sizes)) or ("b8..b128" if p.has_gfx1250_async else "-"),
            p.async_counter or "-",
            "+".join(k.split(" ")[0] for k in p.barrier_kinds()),
            ",".join(sorted(p.counters)),
        ))
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()
                     for r in rows)


def detail(target: Target) -> str:
    p = target.processor
    lines = [
        f"target ID      {target.canonical()}",
        f"generation     {p.generation}" + (" (generic)" if p.generic else ""),
    ]
    if p.aliases:
        lines.append(f"also called    {', '.join(p.aliases)}")
    if p.generic_members:
        lines.append(f"runs on        {', '.join(p.generic_members)}")
    settings = ", ".join(f"{n}{'+' if on else '-'}" for n, on in target.settings) or "none"
    lines += [
        f"wave size      {target.wave_size} (supports {'/'.join(map(str, p.wave_sizes))})",
        f"features       {', '.join(sorted(p.features)) or 'none'} (set: {settings})",
        f"memory model   {p.memory_model} code sequences",
        f"LDS            {p.lds_bytes} bytes per workgroup",
        f"LDS DMA        {', '.join(map(str, p.lds_dma_sizes)) + ' bytes' if p.lds_dma else '-'}",
        "asyncmark      " + (f"yes, waits become {p.async_counter}" if p.has_asyncmark
                             else "no"),
        f"async ops      {', '.join(p.async_intrinsics()) or '-'}",
        f"av b128        {_yes(p.av_b128)}",
        f"barriers       {', '.join(p.barrier_kinds())}"
        + ("; BackOffBarrier" if p.back_off_barrier else ""),
        f"counters       {', '.join(sorted(p.counters))}",
    ]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    if args.name:
        target = parse_target(args.name, Loc("<command line>"))
        if args.json:
            record = processor_record(target.processor)
            record["target_id"] = target.canonical()
            record["wave_size"] = target.wave_size
            print(json.dumps(record, indent=2))
        else:
            print(detail(target))
        return 0
    if args.json:
        print(json.dumps([processor_record(p) for p in PROCESSORS.values()], indent=2))
    else:
        print(table())
    return 0
