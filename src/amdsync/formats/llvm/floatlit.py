"""Floating-point literals in the forms newer LLVM prints.

The LLVM that Triton 3.9 bundles prints floating-point constants as the bit pattern
of the value in the constant's own type, four bits per digit, and infinities and NaNs
by name::

    %115 = fmul float %4, f0x3FB8AA3B          ; 1.44269502 as float bits
    %7 = insertelement <2 x bfloat> %6, bfloat f0x3F80, i64 0
    %190 = phi float [ -inf, %.lr.ph ], [ %367, %185 ]

LLVM 22 (the reader's parser, through llvmlite) knows only the older forms: ``0x`` +
16 digits of the *double* with the same value for ``float`` and ``double``, ``0xH`` +
4 digits for ``half`` and ``0xR`` + 4 digits for ``bfloat``. :func:`to_llvm22` rewrites
the new forms into the old ones before parsing. The type of a literal is the nearest
floating-point type keyword before it on its line (LLVM IR writes a constant's type
before it; an ``f0x`` literal's width must agree). Named values: ``inf``, ``nan``,
``qnan`` (quiet, zero payload), ``qnan(0xP)``, ``snan(0xP)``, each with an optional sign.
Decimal literals of ``half``, ``bfloat`` and ``float`` that are not exactly a value of
the type (Triton prints ``splat (float 4.471500e-02)``; LLVM 22 rejects it: "floating
point constant invalid for type") are rewritten to the nearest value of the type,
rounding the exact decimal to nearest, ties to even (IEEE 754's default rounding,
which is what a C compiler does with ``0.1f``); overflow past the largest finite value
rounds to infinity, as that rule says.
Literals inside quoted strings, comments and metadata lines are left alone. Lines keep
their count, so every location the reader reports is unchanged, except a parse error's
column after a rewritten literal on the same line.
"""

from __future__ import annotations

import math
import re
import struct
from fractions import Fraction

from amdsync.diagnostics import AmdsyncError, loc_at

_LITERAL_RE = re.compile(
    r"(?<![-\w$.%@\"])(?:f0x(?P<bits>[0-9A-Fa-f]+)"
    r"|(?P<sign>[-+]?)(?P<name>inf|nan|qnan|snan)(?:\(0x(?P<payload>[0-9A-Fa-f]+)\))?)"
    r"(?![\w$.])")
_DECIMAL_RE = re.compile(r"(?<![-\w$.%@\"])[-+]?\d+\.\d*(?:[eE][-+]?\d+)?(?![\w$.])")
_FP_TYPE_RE = re.compile(r"(?<![-\w$.%@])(half|bfloat|float|double)(?![\w$.])")

# type → (exponent bits, mantissa bits)
_FORMATS = {"half": (5, 10), "bfloat": (8, 7), "float": (8, 23), "double": (11, 52)}


def _float_to_double_bits(bits: int) -> int:
    """The bits of the double equal to the float with these bits (exact: every float is
    a double; NaN payloads move to the top of the double's mantissa, as LLVM does)."""
    sign = (bits >> 31) & 1
    exponent = (bits >> 23) & 0xFF
    mantissa = bits & 0x7FFFFF
    if exponent == 0xFF:  # infinity or NaN
        return (sign << 63) | (0x7FF << 52) | (mantissa << 29)
    if exponent == 0:
        if mantissa == 0:
            return sign << 63
        shift = 24 - mantissa.bit_length()  # normalize the subnormal
        mantissa = (mantissa << shift) & 0x7FFFFF
        exponent = 1 - shift
    return (sign << 63) | ((exponent - 127 + 1023) << 52) | (mantissa << 29)


def _old_form(bits: int, type_name: str) -> str:
    """LLVM 22's spelling of the constant of ``type_name`` with these bits."""
    if type_name == "half":
        return f"0xH{bits:04X}"
    if type_name == "bfloat":
        return f"0xR{bits:04X}"
    if type_name == "float":
        return f"0x{_float_to_double_bits(bits):016X}"
    return f"0x{bits:016X}"


def _special_bits(type_name: str, negative: bool, name: str, payload: int) -> int | None:
    """Bits of a named infinity or NaN; None when the payload does not fit (or a
    signaling NaN has none)."""
    exponent_bits, mantissa_bits = _FORMATS[type_name]
    top = ((1 << exponent_bits) - 1) << mantissa_bits
    sign = int(negative) << (exponent_bits + mantissa_bits)
    quiet = 1 << (mantissa_bits - 1)
    if name == "inf":
        return sign | top if payload == 0 else None
    if payload >= quiet or (name == "snan" and payload == 0):
        return None
    return sign | top | (payload if name == "snan" else quiet | payload)


def nearest_bits(decimal: str, type_name: str) -> int:
    """The bits of the value of type ``type_name`` nearest to the exact value of the
    decimal text (ties to even; past the largest finite value, infinity)."""
    exponent_bits, mantissa_bits = _FORMATS[type_name]
    value = Fraction(decimal)
    sign = int(value < 0 or decimal.lstrip().startswith("-"))
    value = abs(value)
    bias = (1 << (exponent_bits - 1)) - 1
    inf = ((1 << exponent_bits) - 1) << mantissa_bits
    if value == 0:
        return sign << (exponent_bits + mantissa_bits)
    # The binade: 2**e <= value < 2**(e+1), clamped to the subnormal range.
    e = value.numerator.bit_length() - value.denominator.bit_length()
    if Fraction(2) ** e > value:
        e -= 1
    e = max(e, 1 - bias)
    scaled = value / Fraction(2) ** (e - mantissa_bits)  # the significand in ulps
    whole = scaled.numerator // scaled.denominator
    rest = scaled - whole
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and whole % 2 == 1):
        whole += 1
    if whole >= 1 << (mantissa_bits + 1):  # rounded up into the next binade
        whole >>= 1
        e += 1
    if whole < 1 << mantissa_bits:  # subnormal (or rounded to zero)
        magnitude = whole
    else:
        magnitude = ((e + bias) << mantissa_bits) | (whole - (1 << mantissa_bits))
    magnitude = min(inf, magnitude)
    return (sign << (exponent_bits + mantissa_bits)) | magnitude


def _far_exponent(decimal: str) -> bool:
    """An exponent past any format's range (``1e99999999``): left to LLVM, which reads
    it as a double (infinity or zero); an exact rational of it would be huge."""
    _, _, exponent = decimal.lower().partition("e")
    return bool(exponent) and abs(int(exponent)) > 400


def _bits_value(bits: int, type_name: str) -> Fraction | None:
    """The exact value of finite bits of ``type_name`` (None: infinity or NaN)."""
    exponent_bits, mantissa_bits = _FORMATS[type_name]
    exponent = (bits >> mantissa_bits) & ((1 << exponent_bits) - 1)
    mantissa = bits & ((1 << mantissa_bits) - 1)
    if exponent == (1 << exponent_bits) - 1:
        return None
    bias = (1 << (exponent_bits - 1)) - 1
    if exponent:
        mantissa |= 1 << mantissa_bits
    magnitude = Fraction(mantissa) * Fraction(2) ** (max(exponent, 1) - bias - mantissa_bits)
    return -magnitude if bits >> (exponent_bits + mantissa_bits) else magnitude


def _rewrite_decimals(line: str) -> str:
    """``line`` with every decimal ``half``/``bfloat``/``float`` literal that is not
    exactly a value of its type replaced by the nearest value's hexadecimal form."""
    out: list[str] = []
    last = 0
    for match in _DECIMAL_RE.finditer(line):
        if not _in_code(line, match.start()):
            continue
        type_name = _type_before(line, match.start())
        if type_name is None or type_name == "double" or _far_exponent(match.group(0)):
            continue
        bits = nearest_bits(match.group(0), type_name)
        if _bits_value(bits, type_name) == Fraction(match.group(0)):
            continue  # exact: LLVM reads it as it is
        out.append(line[last:match.start()])
        out.append(_old_form(bits, type_name))
        last = match.end()
    if not out:
        return line
    out.append(line[last:])
    return "".join(out)


def _type_before(line: str, end: int) -> str | None:
    found = None
    for match in _FP_TYPE_RE.finditer(line, 0, end):
        found = match.group(1)
    return found


def _in_code(line: str, end: int) -> bool:
    """Whether position ``end`` of ``line`` is outside strings and comments."""
    in_string = False
    for char in line[:end]:
        if char == '"':
            in_string = not in_string
        elif char == ";" and not in_string:
            return False
    return not in_string


def _rewrite_line(line: str, offset: int, text: str, filename: str) -> str:
    stripped = line.lstrip()
    if not stripped or stripped[0] in ";!":
        return line
    out: list[str] = []
    last = 0
    for match in _LITERAL_RE.finditer(line):
        if not _in_code(line, match.start()):
            continue  # inside a string or a comment
        type_name = _type_before(line, match.start())
        if type_name is None:
            if match.group("bits") is None:
                continue  # a word, not a constant: leave it to the parser
            raise AmdsyncError("malformed-ir",
                               f"no floating-point type before {match.group(0)} on its line",
                               loc_at(filename, text, offset + match.start()))
        digits = match.group("bits")
        if digits is not None:
            width = 1 + sum(_FORMATS[type_name])
            if 4 * len(digits) != width:
                raise AmdsyncError("malformed-ir",
                                   f"{match.group(0)} has {4 * len(digits)} bits, a "
                                   f"{type_name} constant {width}",
                                   loc_at(filename, text, offset + match.start()))
            bits: int | None = int(digits, 16)
        else:
            payload = int(match.group("payload") or "0", 16)
            bits = _special_bits(type_name, match.group("sign") == "-", match.group("name"),
                                 payload)
            if bits is None:
                raise AmdsyncError("malformed-ir",
                                   f"{match.group(0)} is not a {type_name} constant (its "
                                   "payload does not fit, or a signaling NaN has none)",
                                   loc_at(filename, text, offset + match.start()))
        assert bits is not None
        out.append(line[last:match.start()])
        out.append(_old_form(bits, type_name))
        last = match.end()
    if not out:
        return line
    out.append(line[last:])
    return "".join(out)


def to_llvm22(text: str, filename: str) -> str:
    """``text`` with every new-style floating-point literal in LLVM 22's form; a located
    ``malformed-ir`` error for a literal whose type it cannot tell or that does not fit."""
    named = "f0x" in text or "inf" in text or "nan" in text
    decimal = "half" in text or "float" in text
    if not named and not decimal:
        return text
    lines = text.split("\n")
    offset = 0
    for number, original in enumerate(lines):
        line = original
        if named and ("f0x" in line or "inf" in line or "nan" in line):
            line = lines[number] = _rewrite_line(line, offset, text, filename)
        if decimal and ("half" in line or "float" in line) and "." in line:
            stripped = line.lstrip()
            if stripped and stripped[0] not in ";!":
                lines[number] = _rewrite_decimals(line)
        offset += len(original) + 1
    return "\n".join(lines)


def f0x_value(digits: str, type_name: str) -> float:
    """The value of ``f0x<digits>`` as a constant of type ``type_name``."""
    bits = int(digits, 16)
    if type_name == "half":
        return float(struct.unpack("<e", (bits & 0xFFFF).to_bytes(2, "little"))[0])
    if type_name == "bfloat":
        return float(struct.unpack("<f", ((bits & 0xFFFF) << 16).to_bytes(4, "little"))[0])
    if type_name == "float":
        return float(struct.unpack("<f", (bits & 0xFFFFFFFF).to_bytes(4, "little"))[0])
    if type_name == "double":
        return float(struct.unpack("<d", (bits & (1 << 64) - 1).to_bytes(8, "little"))[0])
    return math.nan
