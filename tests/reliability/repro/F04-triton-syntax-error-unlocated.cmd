# signature: UNLOCATED triton: `X.py: error[python-error]: importing X.py failed: SyntaxError:
# invalid decimal literal (X.py, line 29)`, exit 2 (triton/__init__.py load_jit_function: the
# SyntaxError carries its line and column, the message should be X.py:29:COL)
amdsync triton F04-triton-syntax-error-unlocated.py:matmul_kernel --num-warps 1 --num-stages 2 --constexpr BLOCK_M=16 --constexpr BLOCK_N=16 --constexpr BLOCK_K=16 --arg M=16 --arg N=16 --arg K=32 --arg stride_am=32 --arg stride_bk=16 --arg stride_cm=16 --timeout 4
