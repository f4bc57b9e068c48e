"""Hostile input files for options that read files (issue 32, item 6): ``.npy`` arrays
that must never be unpickled or trusted, and ``compile_commands.json`` databases that
are malformed or smuggle compiler plugins in. The fuzzer (``tools/fuzzing.py``) writes
them for ``--input NAME=FILE.npy`` and ``--compile-commands PATH``; a test of those
options can use them directly:

    from hostile_files import pickled_npy
    path = pickled_npy(tmp_path / "x.npy", marker=tmp_path / "PWNED")
    # run the command; then: assert not (tmp_path / "PWNED").exists()

Every function returns the bytes and, given a path, writes them there too. No numpy is
needed: the ``.npy`` format (NEP 1) is written by hand, so a file can be wrong in ways
numpy would refuse to write.
"""

from __future__ import annotations

import ast
import json
import pickle
import struct
from pathlib import Path

NPY_MAGIC = b"\x93NUMPY"


def npy_bytes(header: str, payload: bytes, version: tuple[int, int] = (1, 0),
              header_len: int | None = None, magic: bytes = NPY_MAGIC) -> bytes:
    """An ``.npy`` file from its header dict text and payload: the header padded with
    spaces to a multiple of 64 bytes and ended by a newline, as NEP 1 says (a wrong
    ``header_len`` or ``magic`` makes a malformed one)."""
    text = header.encode("latin1")
    prefix = len(magic) + 2 + (2 if version[0] == 1 else 4)
    pad = -(prefix + len(text) + 1) % 64
    text += b" " * pad + b"\n"
    size = len(text) if header_len is None else header_len
    length = struct.pack("<H", size) if version[0] == 1 else struct.pack("<I", size)
    return magic + bytes(version) + length + text + payload


def _write(path: Path | None, data: bytes) -> bytes:
    if path is not None:
        path.write_bytes(data)
    return data


class _Touch:
    """Unpickling this creates ``path``: the proof that a loader ran a pickle."""

    def __init__(self, path: str) -> None:
        self.path = path

    def __reduce__(self) -> tuple[object, tuple[str, str]]:
        return (open, (self.path, "w"))


def pickled_npy(path: Path | None = None, marker: Path | str = "PWNED") -> bytes:
    """An object array (``|O``) whose pickle payload creates ``marker`` when loaded:
    a loader must refuse object arrays (numpy: ``allow_pickle=False``)."""
    payload = pickle.dumps([_Touch(str(marker))], protocol=2)
    header = "{'descr': '|O', 'fortran_order': False, 'shape': (1,), }"
    return _write(path, npy_bytes(header, payload))


def truncated_npy(path: Path | None = None, elements: int = 1000) -> bytes:
    """A float32 array that promises ``elements`` values and holds ten bytes of them."""
    header = f"{{'descr': '<f4', 'fortran_order': False, 'shape': ({elements},), }}"
    return _write(path, npy_bytes(header, b"\x00" * 10))


WRONG_DTYPES = ("<c16", "|S7", "<U3", "|V12", ">i8", "<f2", "|b1", "<M8[s]", "<m8[ns]",
                "[('a', '<i4'), ('b', '<f8')]", "<f16", "|u1")


def wrong_dtype_npy(path: Path | None = None, descr: str = "<c16",
                    shape: tuple[int, ...] = (4,)) -> bytes:
    """A well-formed array of a dtype a kernel argument rarely has (complex, strings,
    records, datetimes, big-endian, …); the payload has the right size."""
    import numpy as np  # noqa: PLC0415 (only for the itemsize)

    itemsize = np.dtype(ast.literal_eval(descr) if descr.startswith("[") else descr).itemsize
    count = 1
    for n in shape:
        count *= n
    quoted = descr if descr.startswith("[") else repr(descr)
    header = f"{{'descr': {quoted}, 'fortran_order': False, 'shape': {shape!r}, }}"
    return _write(path, npy_bytes(header, b"\x01" * (itemsize * count)))


def huge_shape_npy(path: Path | None = None) -> bytes:
    """A header claiming 2**62 float64 values over 8 bytes of data: a loader that
    allocates from the header runs out of memory."""
    header = "{'descr': '<f8', 'fortran_order': False, 'shape': (4611686018427387904,), }"
    return _write(path, npy_bytes(header, b"\x00" * 8))


def malformed_npy(path: Path | None = None, kind: int = 0) -> bytes:
    """An ``.npy`` wrong in its frame: ``kind`` 0 bad magic, 1 a header length past the
    end, 2 version 9.9, 3 a header that is code, not a dict literal, 4 negative shape,
    5 fortran order of a 3-D shape with no data, 6 an empty file, 7 the header only."""
    good = "{'descr': '<i4', 'fortran_order': False, 'shape': (2,), }"
    data = [
        npy_bytes(good, b"\x00" * 8, magic=b"\x93NUMPZ"),
        npy_bytes(good, b"\x00" * 8, header_len=60000),
        npy_bytes(good, b"\x00" * 8, version=(9, 9)),
        npy_bytes("__import__('os').system('touch PWNED')", b"\x00" * 8),
        npy_bytes("{'descr': '<i4', 'fortran_order': False, 'shape': (-5,), }", b""),
        npy_bytes("{'descr': '<i4', 'fortran_order': True, 'shape': (3, 0, 7), }", b""),
        b"",
        npy_bytes(good, b""),
    ][kind % 8]
    return _write(path, data)


NPY_KINDS = ("pickled", "truncated", "wrong-dtype", "huge-shape", "malformed")


def hostile_npy(kind: str, variant: int = 0, path: Path | None = None,
                marker: Path | str = "PWNED") -> bytes:
    """One hostile ``.npy`` by kind (one of :data:`NPY_KINDS`) and variant number."""
    if kind == "pickled":
        return pickled_npy(path, marker)
    if kind == "truncated":
        return truncated_npy(path, (1000, 1, 2**31)[variant % 3])
    if kind == "wrong-dtype":
        return wrong_dtype_npy(path, WRONG_DTYPES[variant % len(WRONG_DTYPES)])
    if kind == "huge-shape":
        return huge_shape_npy(path)
    if kind == "malformed":
        return malformed_npy(path, variant)
    raise ValueError(f"unknown .npy kind {kind!r} (one of {', '.join(NPY_KINDS)})")


# ------------------------------------------------------------ compile_commands.json

PLUGIN_FLAGS = (("-fplugin=/tmp/amdsync-fuzz-plugin.so",),
                ("-fpass-plugin=/tmp/amdsync-fuzz-pass.so",),
                ("-Xclang", "-load", "-Xclang", "/tmp/amdsync-fuzz-load.so"),
                ("-Xclang", "-plugin", "-Xclang", "print-fns"),
                ("-load", "/tmp/x.so"),
                ("-Xclang", "-add-plugin", "-Xclang", "x"),
                ("-fplugin-arg-x-y",),
                ("@/etc/passwd",),
                ("-o", "fuzz-out.o"),  # relative: in the folder clang runs in
                ("--config=fuzz.cfg",),
                ("-MF", "fuzz.d", "-MD"))


def compile_commands(path: Path | None, source: str, flags: tuple[str, ...] = (),
                     style: str = "arguments", directory: str = ".") -> bytes:
    """A one-entry database for ``source`` with ``flags`` (``style`` ``arguments``: a
    list; ``command``: one shell string)."""
    words = ["clang++", "-x", "hip", "--offload-arch=gfx942", *flags, "-c", source]
    entry: dict[str, object] = {"directory": directory, "file": source}
    if style == "command":
        entry["command"] = " ".join(words)
    else:
        entry["arguments"] = words
    return _write(path, json.dumps([entry], indent=1).encode())


def plugin_compile_commands(path: Path | None, source: str, variant: int = 0) -> bytes:
    """A database whose entry for ``source`` loads code into clang (``-fplugin``,
    ``-Xclang -load``, …): it must be refused, never run."""
    flags = PLUGIN_FLAGS[variant % len(PLUGIN_FLAGS)]
    return compile_commands(path, source, flags, "command" if variant % 2 else "arguments")


def malformed_compile_commands(path: Path | None, source: str, kind: int = 0) -> bytes:
    """A database wrong in its JSON or its shape: ``kind`` picks truncated JSON, not a
    list, an entry without ``file``, a number for ``arguments``, an unbalanced quote in
    ``command``, no entry for the source, deep nesting, a NUL byte, 10,000 entries, a
    BOM, invalid UTF-8, an empty file."""
    entry = {"directory": ".", "file": source, "arguments": ["clang++", "-c", source]}
    variants: list[bytes] = [
        json.dumps([entry]).encode()[:-7],
        json.dumps(entry).encode(),
        json.dumps([{"directory": ".", "arguments": ["clang++"]}]).encode(),
        json.dumps([{**entry, "arguments": 7}]).encode(),
        json.dumps([{"directory": ".", "file": source,
                     "command": "clang++ -DX='unbalanced -c " + source}]).encode(),
        json.dumps([{**entry, "file": "elsewhere.hip"}]).encode(),
        b"[" * 100_000 + b"]" * 100_000,
        json.dumps([{**entry, "directory": "a\x00b"}]).encode(),
        json.dumps([entry] * 10_000).encode(),
        b"\xef\xbb\xbf" + json.dumps([entry]).encode(),
        b"[{\"file\": \"\xff\xfe\"}]",
        b"",
    ]
    return _write(path, variants[kind % len(variants)])
