"""Lane values and the arithmetic on them (LLVM LangRef): ``values`` (the value kinds: lane
vectors, pointers, unknowns), ``compute`` (integer operations with LLVM's widths),
``float_values`` (IEEE arithmetic and comparisons), ``cross_lane`` (DPP, swizzle,
permute, readlane), ``uniform`` (wave-uniform values) and ``param`` (a swept argument's
symbolic values).
"""
