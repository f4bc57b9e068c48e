# signature: NONDETERMINISTIC opencl: stderr differs (session 18 campaign, seed 47, opencl:1455754866):
# flags after a second `--` reach clang as input files, and clang's error names its output,
# `/tmp/amdsync-XXXX/scan.ll`, different in every run. frontends/clang.py now names each
# temporary folder in use `<temporary folder>` in clang's message (diagnostics.without_temporary_paths).
amdsync opencl $AMDSYNC_SRC/examples/opencl/scan.cl:inclusive_scan --target gfx942 --workgroup-size 64 --workgroups 1 --timeout 20 -- -include /dev/zero -- --offload-arch=gfx1250
