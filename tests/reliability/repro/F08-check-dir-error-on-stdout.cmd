# signature: UNLOCATED check: (no message), exit 2: `check DIR` (or several files) prints each
# file's error in the summary on stdout (`malformed.ll: error: malformed.ll:20:37:
# error[malformed-ir]: …`) and nothing on stderr (cli/check_cmd.py run_many: exit 2 should come
# with the located message on stderr, as for one file)
amdsync check F08-check-dir-error-on-stdout --workgroup-size 256 --timeout 3
