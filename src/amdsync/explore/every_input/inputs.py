"""Input data for a launch: the initial contents of a pointer argument's buffer
(docs/semantics/model.md, "Input data").

Without inputs, the memory a kernel's pointer arguments point to holds unknown
(defined) values, and a branch or an address computed from one ends the check
`incomplete`. With ``inputs``, the named buffer starts with the given bytes, each an
initial value (amdgpu-memory-model: initialized memory has an initial system-scoped
atomic write ordered before every access, as ``ShadowMemory.define_initial`` does for
initialized globals), so loads return known values and branches and addresses follow
the data. A verdict is then a proof for that launch *and those inputs*.

    --input data=hist.npy        a NumPy array (allow_pickle=False; no object arrays)
    --input data=raw.bin         the file's bytes
    --input counter=zeros:4      4 zero bytes
    --input data=zeros:256xi32   256 elements of i32, zero
    --input data=iota:256xi32    0, 1, …, 255 as i32 (little-endian)
    --input data=random:1024xu8:7  1024 random u8 elements, seed 7 (default seed 0)
    --input flag=values:i32:0,7    the elements given, here two i32 (0 and 7)
    --input g.nindex=iota:5xi32    the buffer a pointer field of the struct argument g
                                   points to (docs/semantics/every-input.md, "Struct
                                   arguments")
    --input d_mask=values:i32:1,0  a `__constant__` global's contents, which the host
                                   copies in (docs/semantics/every-input.md, "Constant
                                   globals")

The API takes the same text, or a NumPy array, or ``bytes``:
``amdsync.check(k, inputs={"data": np.arange(256, dtype=np.int32), "counter": "zeros:4"})``.

Bytes past the given data are what they are without inputs: unknown host data
(docs/semantics/model.md says why that choice is sound).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from amdsync.diagnostics import AmdsyncError, Loc

WHERE = Loc("<command line>")  # (--input on the command line, inputs= in the API)

# Element types a size may name: COUNTxTYPE (little-endian, as the GPU stores them).
ELEMENT_TYPES: dict[str, str] = {
    "i8": "<i1", "i16": "<i2", "i32": "<i4", "i64": "<i8",
    "u8": "<u1", "u16": "<u2", "u32": "<u4", "u64": "<u8",
    "f16": "<f2", "f32": "<f4", "f64": "<f8",
}

# Refuse inputs larger than this: the shadow memory keeps a cell per initial byte
# (about 6 s of set-up per MiB today), and every fork of the machine copies the table.
MAX_INPUT_BYTES = 4 << 20

_GENERATED = re.compile(r"(zeros|iota|random)(?::(.*))?\Z")
_VALUES = re.compile(r"values:([a-z]\w*):(-?\d+(?:,-?\d+)*)\Z")
_SIZE = re.compile(r"(\d+)(?:x([a-z]\w*))?\Z")


@dataclass(frozen=True)
class InputSpec:
    """One buffer's initial contents: the pointer argument it is for, the bytes, and
    how they were given (for the report: a verdict names its inputs)."""

    name: str
    data: bytes
    source: str

    def describe(self) -> str:
        digest = hashlib.sha256(self.data).hexdigest()[:12]
        return f"{self.name} = {self.source} ({len(self.data)} bytes, sha256 {digest}…)"


def _error(name: str, message: str) -> AmdsyncError:
    return AmdsyncError("bad-input", f"input {name!r}: {message}", WHERE)


def _size(name: str, text: str, kind: str) -> tuple[int, np.dtype[np.generic]]:
    """``BYTES`` (u8 elements) or ``COUNTxTYPE``: the element count and type."""
    found = _SIZE.match(text)
    if found is None:
        raise _error(name, f"{kind} needs a size, BYTES or COUNTxTYPE (e.g. {kind}:1024 or "
                     f"{kind}:256xi32), got {text!r}")
    count = int(found.group(1))
    type_name = found.group(2) or "u8"
    if type_name not in ELEMENT_TYPES:
        raise _error(name, f"unknown element type {type_name!r} (one of "
                     f"{', '.join(ELEMENT_TYPES)})")
    dtype = np.dtype(ELEMENT_TYPES[type_name])
    if count * dtype.itemsize > MAX_INPUT_BYTES:
        raise _error(name, f"{count * dtype.itemsize} bytes is more than the "
                     f"{MAX_INPUT_BYTES} an input may have")
    return count, dtype


def listed(name: str, text: str) -> InputSpec | None:
    """``values:TYPE:V1,V2,…`` (the elements themselves, as a witness input of a finding
    names them: docs/semantics/every-input.md, "Every input"); None for other text."""
    found = _VALUES.match(text)
    if found is None:
        if text.startswith("values:"):
            raise _error(name, f"values:TYPE:V1,V2,... needs an element type and integers, "
                         f"got {text!r}")
        return None
    type_name = found.group(1)
    if type_name not in ELEMENT_TYPES or type_name.startswith("f"):
        raise _error(name, f"values: unknown integer element type {type_name!r} (one of "
                     f"{', '.join(t for t in ELEMENT_TYPES if not t.startswith('f'))})")
    dtype = np.dtype(ELEMENT_TYPES[type_name])
    numbers = [int(v) for v in found.group(2).split(",")]
    info = np.iinfo(dtype)
    bad = next((v for v in numbers if not info.min <= v <= info.max), None)
    if bad is not None:
        raise _error(name, f"{bad} is not a value of {type_name}")
    if len(numbers) * dtype.itemsize > MAX_INPUT_BYTES:
        raise _error(name, f"{len(numbers) * dtype.itemsize} bytes is more than the "
                     f"{MAX_INPUT_BYTES} an input may have")
    return InputSpec(name, np.array(numbers, dtype=dtype).tobytes(), text)


def generated(name: str, text: str) -> InputSpec | None:
    """``zeros:SIZE``, ``iota:SIZE``, ``random:SIZE[:SEED]`` or ``values:TYPE:V,…``;
    None for other text."""
    made = listed(name, text)
    if made is not None:
        return made
    found = _GENERATED.match(text)
    if found is None:
        return None
    kind, rest = found.group(1), found.group(2) or ""
    seed = 0
    if kind == "random" and rest.count(":") == 1:
        rest, seed_text = rest.split(":")
        if not seed_text.isdigit():
            raise _error(name, f"random:SIZE:SEED needs a non-negative integer seed, got "
                         f"{seed_text!r}")
        seed = int(seed_text)
    count, dtype = _size(name, rest, kind)
    if kind == "zeros":
        array = np.zeros(count, dtype=dtype)
    elif kind == "iota":
        array = np.arange(count).astype(dtype)  # wraps in narrow types, as C casts do
    elif dtype.kind == "f":  # random bits would make NaNs: standard normal values
        array = np.random.default_rng(seed).standard_normal(count).astype(dtype)
    else:  # every value of the type equally likely
        array = np.random.default_rng(seed).integers(
            0, 256, count * dtype.itemsize, dtype=np.uint8).view(dtype)
    return InputSpec(name, array.tobytes(), text)


def from_array(name: str, array: np.ndarray, source: str = "array") -> InputSpec:
    """A NumPy array's bytes in C order, little-endian (refusing object arrays)."""
    if array.dtype.hasobject:
        raise _error(name, "an object array holds no data to copy (give numbers)")
    if array.dtype.byteorder == ">":
        array = array.astype(array.dtype.newbyteorder("<"))
    data = np.ascontiguousarray(array).tobytes()
    if len(data) > MAX_INPUT_BYTES:
        raise _error(name, f"{len(data)} bytes is more than the {MAX_INPUT_BYTES} an input "
                     "may have")
    return InputSpec(name, data, f"{source} {array.dtype.str}{list(array.shape)}")


def from_file(name: str, path: Path) -> InputSpec:
    """A ``.npy`` file (read without pickles) or any other file's raw bytes."""
    try:
        # Ask what the file is before reading it: a device (/dev/zero) or a FIFO would
        # be read without end or block (F09).
        if path.exists() and not path.is_file():
            raise _error(name, f"{path} is not a regular file")
        if path.exists() and path.stat().st_size > MAX_INPUT_BYTES + (1 << 20):
            raise _error(name, f"{path} has {path.stat().st_size} bytes, more than the "
                         f"{MAX_INPUT_BYTES} an input may have")
        if path.suffix == ".npy":
            try:
                array = np.load(path, allow_pickle=False)
            except (ValueError, EOFError) as error:  # an object array needs pickles
                raise _error(name, f"cannot read {path} as a NumPy array without "
                             f"pickles: {error or 'the file ends early'}") from None
            if not isinstance(array, np.ndarray):
                raise _error(name, f"{path} holds no single array")
            return from_array(name, array, str(path))
        data = path.read_bytes()
    except FileNotFoundError:
        raise _error(name, f"no such file: {path}") from None
    except OSError as error:
        raise _error(name, f"cannot read {path}: {error}") from None
    if len(data) > MAX_INPUT_BYTES:
        raise _error(name, f"{len(data)} bytes is more than the {MAX_INPUT_BYTES} an input "
                     "may have")
    return InputSpec(name, data, str(path))


def parse_input_spec(text: str) -> InputSpec:
    """The command line's ``NAME=FILE.npy|FILE.bin|zeros:SIZE|iota:SIZE|random:SIZE[:SEED]``
    (SIZE: BYTES or COUNTxTYPE). Errors are ``AmdsyncError`` with code ``bad-input``."""
    name, sep, value = text.partition("=")
    name = name.strip()
    if not sep or not name or not value:
        raise AmdsyncError("bad-input", f"--input {text!r}: expected NAME=FILE.npy, "
                           "NAME=FILE.bin, NAME=zeros:SIZE, NAME=iota:SIZE, "
                           "NAME=random:SIZE[:SEED] or NAME=values:TYPE:V1,V2,...", WHERE)
    made = generated(name, value)
    if made is not None:
        return made
    return from_file(name, Path(value))


InputValue = object  # numpy array | bytes | str (typed loosely: the API checks it)


def resolve_inputs(inputs: Mapping[str, InputValue] | None) -> tuple[InputSpec, ...]:
    """The API's ``inputs=`` mapping as specs: each value a NumPy array, ``bytes``, an
    ``InputSpec``, or text as after ``NAME=`` on the command line."""
    out: list[InputSpec] = []
    for name, value in (inputs or {}).items():
        if not isinstance(name, str) or not name:
            raise AmdsyncError("bad-input", f"an input's name must be a parameter name, "
                               f"got {name!r}", WHERE)
        if isinstance(value, InputSpec):
            out.append(InputSpec(name, value.data, value.source))
        elif isinstance(value, np.ndarray):
            out.append(from_array(name, value))
        elif isinstance(value, bytes | bytearray | memoryview):
            data = bytes(value)
            if len(data) > MAX_INPUT_BYTES:
                raise _error(name, f"{len(data)} bytes is more than the {MAX_INPUT_BYTES} "
                             "an input may have")
            out.append(InputSpec(name, data, "bytes"))
        elif isinstance(value, str):
            made = generated(name, value)
            out.append(made if made is not None else from_file(name, Path(value)))
        else:
            raise _error(name, f"expected a NumPy array, bytes or text such as "
                         f"'zeros:1024', got {type(value).__name__}")
    return tuple(out)
