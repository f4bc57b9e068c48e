"""Every input: deciding a launch for values the launch does not fix.

``inputs`` reads ``--input`` buffers; ``value_sources`` and ``opaque_values`` name where an
unknown value came from; ``unknown_branches``, ``lane_splits`` and ``columns`` decide
branches and addresses on unknown values for every input where an argument holds
(docs/semantics/every-input.md, "Every input"); ``confined_atomics`` judges atomics confined
to a buffer;
``assumptions`` records what a verdict assumed and ``witness`` replays a finding with a
concrete input; ``param_run`` runs a swept argument's classes as one execution.
"""
