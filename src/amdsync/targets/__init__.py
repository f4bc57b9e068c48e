"""Layer 1: the processor table and target IDs."""

from amdsync.targets.processors import PROCESSORS, Processor
from amdsync.targets.target_id import DEFAULT_TARGET, Target, parse_target

__all__ = ["DEFAULT_TARGET", "PROCESSORS", "Processor", "Target", "parse_target"]
