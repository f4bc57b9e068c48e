# signature: OVERRUN waitcnt with --timeout 0 (accepted, bounds nothing): `--timeout 0` (also
# -1, nan) is taken and arms no bound; LLVM then runs as long as it takes (3.4 s on a loaded
# machine). cli/* numeric options (the other engineer's cli/numbers.py refuses 0, negatives,
# nan, inf and 1e308 with a usage error naming --timeout).
amdsync waitcnt F05-waitcnt-timeout-zero-bounds-nothing.ll --compile --timeout 0
amdsync check F05-waitcnt-timeout-zero-bounds-nothing.ll --workgroup-size 64 --arg n=6 --timeout nan
