# signature: UNLOCATED triton: `kernels.py: error[no-kernel]: kernels.py has no triton.jit
# function 'no_such_kernel' (it has: …)`, exit 2 (triton/__init__.py load_jit_function: the
# kernel is named on the command line, so the error should be <command line>: error[no-kernel])
amdsync triton "$AMDSYNC_SRC/examples/triton/kernels.py:no_such_kernel" --timeout 20
