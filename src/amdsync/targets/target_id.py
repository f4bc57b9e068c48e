"""Target IDs (amdgpu-usage: "Target ID"): ``gfx942:sramecc+:xnack-``.

A target ID names a processor and, for each feature it sets, ``+`` (on) or ``-`` (off);
an unset feature is "any". The canonical form lists the processor, then the set
features in alphabetical order.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.targets.processors import ALIASES, PROCESSORS, Processor

DEFAULT_TARGET = "gfx950"


@dataclass(frozen=True)
class Target:
    """A processor with its feature settings; the wave size follows from them."""

    processor: Processor
    settings: tuple[tuple[str, bool], ...]  # sorted (feature, on)

    @property
    def name(self) -> str:
        return self.processor.name

    def feature(self, feature: str) -> bool | None:
        for name, on in self.settings:
            if name == feature:
                return on
        return None

    @property
    def wave_size(self) -> int:
        sizes = self.processor.wave_sizes
        if self.feature("wavefrontsize64") and 64 in sizes:
            return 64
        if self.feature("wavefrontsize64") is False and 32 in sizes:
            return 32
        return sizes[0]

    def canonical(self) -> str:
        parts = [self.processor.name]
        parts += [f"{name}{'+' if on else '-'}" for name, on in self.settings]
        return ":".join(parts)

    def __str__(self) -> str:
        return self.canonical()


def lookup_processor(name: str, loc: Loc | None = None) -> Processor:
    """The processor named ``name`` (a primary or alternative name, amdgpu-usage
    "Processors"); an unknown name is an ``unknown-target`` error."""
    key = name.strip().lower()
    processor = PROCESSORS.get(ALIASES.get(key, key))
    if processor is None:
        close = difflib.get_close_matches(key, [*PROCESSORS, *ALIASES], n=4, cutoff=0.75)
        hint = f" (did you mean {', '.join(close[:6])}?)" if close else \
            " (`amdsync targets` lists them)"
        raise AmdsyncError("unknown-target", f"unknown processor {name!r}{hint}", loc)
    return processor


def parse_target(text: str, loc: Loc | None = None) -> Target:
    """Parse a target ID (amdgpu-usage, "Target ID"): ``processor(:feature(+|-))*``.

    Unknown processors, malformed or repeated features, and features the processor
    lacks are errors; alternative processor names map to the primary name and the
    features may come in any order (the canonical form sorts them)."""
    pieces = text.strip().split(":")
    name = pieces[0]
    if not name:
        raise AmdsyncError("bad-target-id", f"target ID {text!r} names no processor", loc)
    processor = lookup_processor(name, loc)
    settings: dict[str, bool] = {}
    for piece in pieces[1:]:
        if len(piece) < 2 or piece[-1] not in "+-":
            raise AmdsyncError(
                "bad-target-id", f"target feature {piece!r} must end in '+' or '-'", loc
            )
        feature, on = piece[:-1], piece[-1] == "+"
        if feature not in processor.features:
            raise AmdsyncError(
                "unsupported-feature",
                f"processor {name} has no target feature {feature!r}"
                f" (it has: {', '.join(sorted(processor.features)) or 'none'})",
                loc,
            )
        if feature in settings:
            raise AmdsyncError("bad-target-id", f"target feature {feature!r} set twice", loc)
        settings[feature] = on
    return Target(processor, tuple(sorted(settings.items())))
