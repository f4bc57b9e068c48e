"""What a check reports: ``records`` (findings, notes, statistics, sweep classes),
``result`` (the check's result and status), ``sarif`` (SARIF 2.1.0), and the stories built
from a machine's state: ``story`` (a counterexample's events in order, amdgpu-memory-model
happens-before) and ``undef_report`` (an undefined value's origin and where it is used,
amdgpu-memory-model, the read rules).
"""
