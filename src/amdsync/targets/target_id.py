"""Target IDs (amdgpu-usage: "Target ID"): ``gfx942:sramecc+:xnack-``.

A target ID names a processor and, for each feature it sets, ``+`` (on) or ``-`` (off);
an unset feature is "any". The canonical form lists the processor, then the set
features in alphabetical order.
"""

from __future__ import annotations

from dataclasses import dataclass

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.targets.processors import PROCESSORS, Processor

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


def parse_target(text: str, loc: Loc | None = None) -> Target:
    """Parse a target ID; unknown processors and features it lacks are errors."""
    pieces = text.strip().split(":")
    name = pieces[0]
    processor = PROCESSORS.get(name)
    if processor is None:
        known = ", ".join(sorted(PROCESSORS))
        raise AmdsyncError("unknown-target", f"unknown processor {name!r} (known: {known})", loc)
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
