"""DPP modifiers of an assembly statement as the operands of ``llvm.amdgcn.update.dpp``
(AMDGPUModifierSyntax, "DPP Modifiers"; the ``dpp_ctrl`` encoding is LLVM's SIDefines.h
``DppCtrl``, which explore/values/uniform.py ``dpp_sources`` decodes)::

    row_shr:1 bound_ctrl:0        → DppControls(ctrl=0x111, row_mask=0xf, bank_mask=0xf,
                                                bound_ctrl=True)   (before GFX11)
    row_bcast:15 row_mask:0xa     → DppControls(0x142, 0xa, 0xf, False)  (GFX8/GFX9 only)

``bound_ctrl:0`` sets the bound_ctrl bit before GFX11 (the SP3 spelling the assembler
keeps: "for historical reasons, bound_ctrl:0 has the same meaning as bound_ctrl:1 for
older architectures") and clears it on GFX11 and later.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from amdsync.formats.llvm.asm.errors import AsmError
from amdsync.formats.llvm.asm.syntax import Modifier

# dpp_ctrl values with one fixed encoding each (SIDefines.h DppCtrl).
_FIXED = {"row_mirror": 0x140, "row_half_mirror": 0x141}
_SHIFTS = {"row_shl": 0x100, "row_shr": 0x110, "row_ror": 0x120}
_WAVE = {"wave_shl": 0x130, "wave_rol": 0x134, "wave_shr": 0x138, "wave_ror": 0x13C}
_GFX10_ROWS = {"row_share": 0x150, "row_xmask": 0x160}
DPP_CONTROLS = frozenset({*_FIXED, *_SHIFTS, *_WAVE, *_GFX10_ROWS, "row_bcast", "quad_perm"})
DPP_MASKS = frozenset({"row_mask", "bank_mask", "bound_ctrl"})


@dataclass(frozen=True)
class DppControls:
    ctrl: int
    row_mask: int
    bank_mask: int
    bound_ctrl: bool


def _gfx8_9(generation: str) -> bool:
    return generation in ("gfx8", "gfx9")


def _int(modifier: Modifier, low: int, high: int) -> int:
    try:
        value = int(modifier.value or "", 0)
    except ValueError:
        value = -1
    if not low <= value <= high:
        raise AsmError("asm-syntax", f"`{modifier.name}:{modifier.value}` needs a value in "
                       f"{low}..{high}")
    return value


def dpp_controls(modifiers: Sequence[Modifier], generation: str,
                 mnemonic: str) -> DppControls | None:
    """The DPP controls the modifiers give (None: the statement has no DPP control).
    A control the target does not have is refused: ``wave_shr:1`` and ``row_bcast``
    exist on GFX8/GFX9 only, ``row_share`` / ``row_xmask`` on GFX10 and later."""
    ctrl: int | None = None
    row_mask = bank_mask = 0xF
    bound_ctrl = False
    for m in modifiers:
        if m.name in _FIXED and m.value is None:
            ctrl = _FIXED[m.name]
        elif m.name in _SHIFTS:
            ctrl = _SHIFTS[m.name] + _int(m, 1, 15)
        elif m.name in _WAVE:
            _int(m, 1, 1)
            if not _gfx8_9(generation):
                raise AsmError("unsupported-instruction",
                               f"`{mnemonic} … {m.name}:1`: wave shifts exist on GFX8 and "
                               f"GFX9 only, not on {generation}")
            ctrl = _WAVE[m.name]
        elif m.name == "row_bcast":
            if m.value not in ("15", "31"):
                raise AsmError("asm-syntax", "row_bcast takes 15 or 31")
            if not _gfx8_9(generation):
                raise AsmError("unsupported-instruction",
                               f"`{mnemonic} … row_bcast:{m.value}`: row broadcasts exist "
                               f"on GFX8 and GFX9 only, not on {generation}")
            ctrl = 0x142 if m.value == "15" else 0x143
        elif m.name in _GFX10_ROWS:
            if _gfx8_9(generation):
                raise AsmError("unsupported-instruction",
                               f"`{mnemonic} … {m.name}`: exists on GFX10 and later only")
            ctrl = _GFX10_ROWS[m.name] + _int(m, 0, 15)
        elif m.name == "quad_perm":
            ctrl = _quad_perm(m)
        elif m.name == "row_mask":
            row_mask = _int(m, 0, 15)
        elif m.name == "bank_mask":
            bank_mask = _int(m, 0, 15)
        elif m.name == "bound_ctrl":
            value = _int(m, 0, 1)
            # bound_ctrl:0 is the SP3 spelling of bound_ctrl:1 before GFX11.
            bound_ctrl = value == 1 or not generation.startswith(("gfx11", "gfx12"))
    if ctrl is None:
        if any(m.name in DPP_MASKS for m in modifiers):
            raise AsmError("asm-syntax", f"`{mnemonic}` has DPP masks but no DPP control")
        return None
    return DppControls(ctrl, row_mask, bank_mask, bound_ctrl)


def _quad_perm(m: Modifier) -> int:
    text = (m.value or "").strip()
    parts = text[1:-1].split(",") if text.startswith("[") and text.endswith("]") else []
    try:
        lanes = [int(p, 0) for p in parts]
    except ValueError:
        lanes = []
    if len(lanes) != 4 or not all(0 <= x <= 3 for x in lanes):
        raise AsmError("asm-syntax", f"`quad_perm:{m.value}` needs four lanes 0..3")
    return lanes[0] | lanes[1] << 2 | lanes[2] << 4 | lanes[3] << 6
