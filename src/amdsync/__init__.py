"""amdsync: check, pipeline and lower asynchronous AMD GPU code.

Layers (see DESIGN.md): targets → program → formats → semantics → explore →
pipeline / lower → report → cli. Each imports only from the layers before it.
"""

__version__ = "0.1.0"
