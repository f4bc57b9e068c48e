# signature: UNLOCATED hip: `input.hip: error[timeout]: clang did not finish within 1 s`, exit 2
# (frontends/clang.py: a compile cut by --timeout is exit 2 with the file only; the time
# bound reached is exit 3 "incomplete", as every other command says). Found by the issue-32
# campaign with the real clang-19 on a loaded machine (4 s bound); a clang that sleeps makes it
# certain when the command module is already imported (as in the test suite or the API: the
# compile then starts within the watchdog's half second, and clang's own timeout fires first).
amdsync hip F01-hip-clang-timeout-exit2-unlocated.hip:broadcast --clang ./F01-slow-clang --workgroup-size 64 --timeout 1
