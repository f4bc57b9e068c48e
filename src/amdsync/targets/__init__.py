"""Layer 1: the processor table and target IDs."""

from amdsync.targets.processors import ALIASES, PROCESSORS, Processor
from amdsync.targets.target_id import DEFAULT_TARGET, Target, lookup_processor, parse_target

__all__ = ["ALIASES", "DEFAULT_TARGET", "PROCESSORS", "Processor", "Target", "lookup_processor",
           "parse_target"]
