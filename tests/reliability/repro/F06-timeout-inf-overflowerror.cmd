# signature: EXIT4 OverflowError @ cli/main.py:_time_bound (`timestamp out of range for platform
# time_t`): --timeout inf, 1e308 or 1e400 reaches signal.setitimer (every timed command).
# cli/* numeric options (the other engineer's cli/numbers.py refuses them; _time_bound arms no
# watchdog for a value setitimer cannot hold).
amdsync pipeline F06-timeout-inf-overflowerror.py --timeout inf
amdsync pipeline F06-timeout-inf-overflowerror.py --timeout 1e308
