"""The dense shadow's per-granule loops in C (_dense_native.c; built by setup.py where a
C compiler is found). Each is what the numpy code of explore/memory/dense_shadow.py does for one
page part of an access; docs/semantics/scale.md, "Compiled granule loops and unknown stretches"."""

from typing import Any

def read_part(wtid: Any, wclk: Any, val64: Any, wr: Any, gi: Any, lanes: Any, known: Any,
              comp_arr: Any, own_async: int, n: int, vals: Any, written: Any, sel: Any,
              rtid: Any, rclk: Any, tids32: Any, clock: int, distinct: bool) -> int: ...

def write_part(wtid: Any, wclk: Any, val64: Any, wr: Any, gi: Any, lanes: Any, tids: Any,
               tids32: Any, known: Any, comp_arr: Any, own_async: int, n: int,
               rtid: Any, rclk: Any, comps: Any, vals: Any, sel: Any, clock: int) -> int: ...

def read_keys(keys: Any, size: int, lanes: Any, tid_offset: int, base: int, wtid: Any,
              wclk: Any, val64: Any, wr: Any, known: Any, comp_arr: Any, own_async: int,
              n: int, rtid: Any, rclk: Any, clock: int, data: Any, written: Any) -> int: ...

def write_keys(keys: Any, size: int, lanes: Any, tid_offset: int, base: int, wtid: Any,
               wclk: Any, val64: Any, wr: Any, known: Any, comp_arr: Any, own_async: int,
               n: int, rtid: Any, rclk: Any, comps: Any, data: Any, clock: int) -> int: ...
