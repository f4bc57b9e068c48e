"""Layer 2: the program IR every tool shares (topology, operations, builder)."""
