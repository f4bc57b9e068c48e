"""The target the project's flags make clang compile for, so that it is the one checked
(issue 42, docs/hip-opencl.md "Compilation").

clang compiles for the processor its flags name, whatever amdsync was told to check:

    amdsync opencl k.cl --target gfx942 -- -mcpu=gfx1100   # clang: gfx1100, wave32

so a processor named after ``--`` (``-mcpu=``, ``--offload-arch=``,
``--cuda-gpu-arch=``, ``-Xclang -target-cpu -Xclang X``) or a wave size
(``-m[no-]wavefrontsize64``) either gives the target, when none is given, or must agree
with it (a usage error naming both otherwise). A compile_commands.json's processor flags
never reach clang (amdsync.frontends.flags drops them), so they cannot disagree.
"""

from __future__ import annotations

from collections.abc import Sequence

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.frontends.flags import NamedProcessor, is_wave64_flag, named_processors, wave_size_flag
from amdsync.targets import Target, parse_target
from amdsync.targets.processors import WAVEFRONTSIZE64


def clang_target_id(target: Target) -> str:
    """The target ID clang takes for ``target`` (``--offload-arch=``, ``-mcpu=``): the
    processor with its xnack and sramecc settings (the wave size is its own option)."""
    return ":".join([target.processor.name] + [f"{name}{'+' if on else '-'}"
                                               for name, on in target.settings
                                               if name in ("xnack", "sramecc")])


def target_in_flags(flags: Sequence[str], origin: str, where: Loc
                    ) -> tuple[Target, str] | None:
    """The target ``flags`` make clang compile for, and why (for the message that says
    what amdsync compiles for); None when they name no processor. Two different
    processors, or one amdsync does not know, are usage errors naming the flags
    (``origin`` says where they were given: ``after --``)."""
    named = named_processors(flags)
    if not named:
        return None
    targets = [(n, _parse(n, origin, where)) for n in named]
    first_flag, first = targets[0]
    for flag, target in targets[1:]:
        if clang_target_id(target) != clang_target_id(first):
            raise AmdsyncError("usage", f"{first_flag.written} and {flag.written} "
                               f"{origin} name two processors; amdsync checks one launch "
                               "on one processor: keep one of them", where)
    flag, target = targets[-1]
    wave = wave_size_flag(flags)
    if wave is not None and len(target.processor.wave_sizes) > 1:
        settings = dict(target.settings)
        settings[WAVEFRONTSIZE64] = is_wave64_flag(wave)
        target = Target(target.processor, tuple(sorted(settings.items())))
    return target, f"the processor {flag.written} {origin} names"


def require_agreement(target: Target, given: str, flags: Sequence[str], origin: str,
                      where: Loc) -> None:
    """A usage error when ``flags`` make clang compile for another processor or wave
    size than ``target`` (``given``: how the user named it, ``--target gfx942``)."""
    implied = target_in_flags(flags, origin, where)
    if implied is not None and clang_target_id(implied[0]) != clang_target_id(target):
        flag = named_processors(flags)[-1].written
        raise AmdsyncError("usage", f"{given} and {flag} {origin} name different "
                           f"processors: clang would compile for "
                           f"{clang_target_id(implied[0])} and amdsync would check "
                           f"{target.canonical()}; give one of them, or the same in both",
                           where)
    wave = wave_size_flag(flags)
    if wave is None or len(target.processor.wave_sizes) < 2:
        return
    compiled = 64 if is_wave64_flag(wave) else 32
    if compiled != target.wave_size:
        raise AmdsyncError("usage", f"{given} is wave{target.wave_size} and {wave} "
                           f"{origin} makes clang compile wave{compiled}; give the wave "
                           f"size in the target (--target "
                           f"{target.processor.name}:wavefrontsize64"
                           f"{'+' if compiled == 64 else '-'}) or drop {wave}", where)


def _parse(named: NamedProcessor, origin: str, where: Loc) -> Target:
    try:
        return parse_target(named.target_id, where)
    except AmdsyncError as error:
        raise AmdsyncError(error.code, f"{named.written} {origin}: {error.message}",
                           where) from None
