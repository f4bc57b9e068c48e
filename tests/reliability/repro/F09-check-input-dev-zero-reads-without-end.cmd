# signature: OVERRUN/HANG check with --input NAME=/dev/zero (or a FIFO): explore/inputs.py from_file
# reads the named file whole (Path.read_bytes) without asking what it is, so /dev/zero is read
# without end: 2.6 GB in the 1.8 s to a 1 s bound, until the process's memory runs out (exit 3,
# "out of memory") or, as the program, the watchdog's backstop thread ends it; a FIFO blocks.
# It should be refused before reading, as read_input (diagnostics.py) refuses a file that is not
# regular: `<command line>: error[bad-input]: --input g: /dev/zero is not a regular file`.
# Run as a program with its memory capped (test_repro.py): in-process it cannot be stopped.
amdsync check $AMDSYNC_SRC/quality/straight_wait_exact.ll --workgroup-size 64 --input g=/dev/zero --timeout 2
