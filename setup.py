"""The one compiled part of amdsync (everything else is in pyproject.toml): the dense
shadow's granule loops in C (src/amdsync/explore/memory/_dense_native.c, called by
dense_shadow.py). Optional: where no C compiler or Python headers are found, pip installs
without it and the numpy code runs, with the same results (docs/semantics/scale.md,
"Compiled granule loops and unknown stretches")."""

from setuptools import Extension, setup

setup(ext_modules=[Extension("amdsync.explore.memory._dense_native",
                             ["src/amdsync/explore/memory/_dense_native.c"], optional=True)])
