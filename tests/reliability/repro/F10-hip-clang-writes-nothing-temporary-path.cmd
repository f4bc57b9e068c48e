# signature: NONDETERMINISTIC hip: stderr differs (issue-32 campaign, seed 33, hip:3898762639):
# `--clang /bin/true` exits 0 and writes nothing; the reader then said `/tmp/amdsync-XXXX/input.ll:
# error[cannot-read]: … No such file or directory`, naming the temporary path, different in every
# run. frontends/clang.py now checks that clang wrote its output: `<command line>:
# error[compile-error]: /bin/true exited with 0 but wrote no LLVM IR for …; is it a clang?`
amdsync hip $AMDSYNC_SRC/examples/hip/transpose.hip:transpose --target gfx942 --workgroup-size 16,16 --clang /bin/true --timeout 20
