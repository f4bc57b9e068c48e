# signature: UNLOCATED opencl: `input.cl: error[compile-error]: clang could not compile input.cl
# for gfx950: clang-19: error: invalid target ID 'gfx950'`, exit 2 (frontends/clang.py: a target
# amdsync knows and the installed clang does not is an error about --target, and should name it)
amdsync opencl F02-opencl-clang-rejects-target-unlocated.cl:reverse --target gfx950 --workgroup-size 64 --timeout 20
