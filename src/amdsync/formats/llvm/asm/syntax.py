"""The text of an inline-assembly template and its constraint string, split into
statements, operands and modifiers (LLVM LangRef, "Inline Assembler Expressions" for
``$N`` / ``${N}`` and the constraint codes; AMDGPUInstructionSyntax for a statement:
``mnemonic operand, operand … modifier modifier:value``)::

    "s_nop 4\\0Av_add_f32 $0, $0, $0 row_shr:1 bound_ctrl:0"
      → Statement("s_nop", (Imm(4),), ()) ,
        Statement("v_add_f32", (Slot(0), Slot(0), Slot(0)),
                  (Modifier("row_shr", "1"), Modifier("bound_ctrl", "0")))

A register named in the text (``v0``, ``s[0:1]``, ``vcc``) is not one of the call's
operands: the reader refuses it (what it holds is not known to the IR).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from amdsync.formats.llvm.asm.errors import AsmError


@dataclass(frozen=True)
class Slot:
    """``$N`` / ``${N}``: the call's operand number N (outputs first)."""

    index: int


@dataclass(frozen=True)
class Imm:
    value: int


@dataclass(frozen=True)
class Off:
    """``off``: no scalar address (global instructions' saddr)."""


@dataclass(frozen=True)
class Named:
    """A register or symbol written in the text (``v0``, ``vcc``, ``exec``)."""

    text: str


AsmOperand = Slot | Imm | Off | Named


@dataclass(frozen=True)
class Modifier:
    name: str
    value: str | None  # ``row_shr:1`` → "1"; ``quad_perm:[1,0,3,2]`` → "[1,0,3,2]"


@dataclass(frozen=True)
class Statement:
    mnemonic: str
    operands: tuple[AsmOperand, ...]
    modifiers: tuple[Modifier, ...]
    text: str  # the statement as written, for messages


_SLOT = re.compile(r"\$(\d+)|\$\{(\d+)\}")
_INT = re.compile(r"[-+]?(0x[0-9a-fA-F]+|\d+)")
_MODIFIER = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)(?::(\[[^\]]*\]|[^\s,]+))?")
# A token: a bracketed list stays whole (quad_perm:[0,1,2,3]).
_TOKEN = re.compile(r"[^\s,\[]+(?:\[[^\]]*\][^\s,]*)?|\[[^\]]*\]")


def statements(template: str) -> list[Statement]:
    """The statements of ``template`` (its escapes already decoded): one per line,
    ``;`` starting a comment, empty lines skipped."""
    out: list[Statement] = []
    for line in template.replace("\r", "\n").split("\n"):
        code = line.split(";", 1)[0].strip()
        if not code:
            continue
        out.append(_statement(code))
    return out


def _statement(code: str) -> Statement:
    head, _, rest = code.partition(" ")
    mnemonic = head.strip().lower()
    tokens = _TOKEN.findall(rest.replace("\t", " "))
    operands: list[AsmOperand] = []
    modifiers: list[Modifier] = []
    for token in tokens:
        if not modifiers:
            operand = _operand(token)
            if operand is not None:
                operands.append(operand)
                continue
        match = _MODIFIER.fullmatch(token)
        if match is None:
            raise AsmError("asm-syntax", f"`{token}` in `{code}` is neither an operand nor "
                           "a modifier amdsync reads")
        modifiers.append(Modifier(match.group(1).lower(), match.group(2)))
    return Statement(mnemonic, tuple(operands), tuple(modifiers), code)


def _operand(token: str) -> AsmOperand | None:
    """An operand token, or None for a modifier (``row_shr:1``, ``sc0``, ``offset:16``).
    Modifiers follow the operands, so the first token that is not an operand starts
    them."""
    match = _SLOT.fullmatch(token)
    if match is not None:
        return Slot(int(match.group(1) or match.group(2)))
    if _INT.fullmatch(token):
        return Imm(int(token, 0))
    if token.lower() == "off":
        return Off()
    if ":" in token and not token.startswith(("v[", "s[", "a[")):
        return None
    if token.lower() in _MODIFIER_WORDS:
        return None
    return Named(token)


# Modifiers written as a bare word (AMDGPUModifierSyntax).
_MODIFIER_WORDS = frozenset({"sc0", "sc1", "nt", "glc", "slc", "dlc", "scc", "lds", "offen",
                             "idxen", "addr64", "tfe", "lwe", "gds", "row_mirror",
                             "row_half_mirror", "clamp", "nv"})


# ---------------------------------------------------------------- constraints


@dataclass(frozen=True)
class Constraint:
    """One entry of the constraint string: an output (``=v``, ``=s``, ``=&v``), an input
    (``v``, ``s``, ``r``) or an input tied to output ``tied`` (``0``)."""

    output: bool
    kind: str  # "v" (VGPR), "s" (SGPR), "r" / "a" …; for a tied input the output's kind
    tied: int | None = None


@dataclass(frozen=True)
class Constraints:
    operands: tuple[Constraint, ...]  # outputs first, as $N numbers them
    clobbers: tuple[str, ...]  # ``~{memory}``, ``~{vcc}`` … (registers and memory)


def constraints(text: str) -> Constraints:
    operands: list[Constraint] = []
    clobbers: list[str] = []
    for raw in (part.strip() for part in text.split(",")):
        if not raw:
            continue
        if raw.startswith("~{") and raw.endswith("}"):
            clobbers.append(raw[2:-1])
            continue
        output = raw.startswith("=")
        code = raw.lstrip("=&")
        if code.isdigit():
            tied = int(code)
            if tied >= len(operands) or not operands[tied].output:
                raise AsmError("asm-constraint", f"constraint `{raw}` ties to operand "
                               f"{tied}, which is not an output")
            operands.append(Constraint(False, operands[tied].kind, tied))
            continue
        if code not in ("v", "s", "r", "a", "{vcc}", "n", "i", "I"):
            raise AsmError("asm-constraint", f"constraint `{raw}` is not one amdsync reads "
                           "(it reads =v, =s, v, s, r, immediates and tied inputs)")
        operands.append(Constraint(output, code))
    return Constraints(tuple(operands), tuple(clobbers))
