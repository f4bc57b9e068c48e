"""Load and store statements as the IR accesses the memory-model code-sequence tables
implement with them (asm/cache_policy.py; docs/semantics/inline-asm.md, "Loads and
stores with cache-policy bits"), and the s_waitcnt that completes them."""

from __future__ import annotations

from amdsync.formats.llvm.asm import cache_policy
from amdsync.formats.llvm.asm.errors import AsmError
from amdsync.formats.llvm.asm.state import I32, UNSUPPORTED, Core
from amdsync.formats.llvm.asm.syntax import Off, Statement
from amdsync.program import ops as o
from amdsync.program.types import FloatType, IntType, PtrType, Type, store_size
from amdsync.targets.processors import Processor

# Memory instructions: (kind, bytes).
_MEMORY = {
    "global_load_dword": ("load", 4), "global_load_dwordx2": ("load", 8),
    "flat_load_dword": ("load", 4), "flat_load_dwordx2": ("load", 8),
    "global_store_dword": ("store", 4), "global_store_dwordx2": ("store", 8),
    "flat_store_dword": ("store", 4), "flat_store_dwordx2": ("store", 8),
}
# Buffer instructions (MUBUF): (kind, bytes).
_BUFFER = {
    "buffer_load_dword": ("load", 4), "buffer_load_dwordx2": ("load", 8),
    "buffer_store_dword": ("store", 4), "buffer_store_dwordx2": ("store", 8),
}
MEMORY_MNEMONICS = frozenset(_MEMORY) | frozenset(_BUFFER)


class MemoryStatements(Core):
    """global/flat and buffer loads and stores."""

    def _memory_statement(self, s: Statement) -> None:
        if s.mnemonic in _BUFFER:
            self._buffer(s)
        else:
            self._memory(s)

    def _memory(self, s: Statement) -> None:
        kind, size = _MEMORY[s.mnemonic]
        processor = self.target(s)
        flat = s.mnemonic.startswith("flat_")
        want = 2 if flat else 3
        if len(s.operands) != want or (not flat and not isinstance(s.operands[2], Off)):
            form = "vdst, vaddr" if kind == "load" else "vaddr, vdata"
            raise AsmError("asm-syntax", f"`{s.text}`: amdsync reads `{s.mnemonic} {form}"
                           f"{'' if flat else ', off'}` (a 64-bit address operand)")
        self._classes(s, ("v", "v"))
        self._clobbers_memory(s)
        offset, bits, _ = self._memory_modifiers(s, frozenset())
        address = self._source(s, 1 if kind == "load" else 0)
        if not isinstance(address.ty, PtrType):
            raise AsmError(UNSUPPORTED, f"`{s.text}`: the address operand is "
                           f"{address.ty}; amdsync reads a pointer")
        ptr = address.value
        if offset:
            moved = self.out.fresh("asm")
            self.out.emit(o.PtrAdd(moved, ptr, o.Const(offset, IntType(64)), address.ty,
                                   self.loc))
            ptr = o.Reg(moved)
        self._access(s, processor, kind, size, bits, ptr)

    def _buffer(self, s: Statement) -> None:
        """``buffer_load_dword vdst, vaddr|off, srsrc, soffset [offen] [offset:N]`` and
        the stores (``vdata`` first): the address the buffer intrinsics compute
        (``BufferAddr``: resource + voffset + soffset + offset, with its range check),
        accessed as the code-sequence table reads the bits."""
        kind, size = _BUFFER[s.mnemonic]
        processor = self.target(s)
        if len(s.operands) != 4:
            raise AsmError("asm-syntax", f"`{s.text}`: amdsync reads `{s.mnemonic} "
                           f"{'vdst' if kind == 'load' else 'vdata'}, vaddr|off, srsrc, "
                           "soffset`")
        self._classes(s, ("v", "v", "s", "si"))
        self._clobbers_memory(s)
        offset, bits, flags = self._memory_modifiers(s, frozenset({"offen"}))
        vaddr = s.operands[1]
        if isinstance(vaddr, Off) == ("offen" in flags):
            raise AsmError("asm-syntax", f"`{s.text}`: `offen` goes with a VGPR offset, "
                           "`off` without one")
        voffset = (o.Const(0, I32) if isinstance(vaddr, Off)
                   else self._bits(self._source(s, 1), I32, s))
        rsrc = self._source(s, 2)
        if rsrc.ty != PtrType(8):
            raise AsmError(UNSUPPORTED, f"`{s.text}`: the resource operand is {rsrc.ty}; "
                           "amdsync reads a buffer resource `ptr addrspace(8)`")
        soffset = self._bits(self._source(s, 3), I32, s)
        addr = self.out.fresh("buf")
        self.out.emit(o.BufferAddr(addr, rsrc.value, voffset, soffset, o.Const(offset, I32),
                                   None, self.loc))
        self._access(s, processor, kind, size, bits, o.Reg(addr))

    def _clobbers_memory(self, s: Statement) -> None:
        if not self.memory_clobber:
            raise AsmError("asm-memory-clobber", f"`{s.text}` accesses memory but the asm "
                           "does not clobber `memory`: LLVM may move other accesses across "
                           "it, so its place among them is not known")

    def _memory_modifiers(self, s: Statement, words: frozenset[str]
                          ) -> tuple[int, frozenset[str], frozenset[str]]:
        """``offset:N``, the cache-policy bits, and the other words allowed here."""
        offset = 0
        bits: set[str] = set()
        flags: set[str] = set()
        for m in s.modifiers:
            if m.name == "offset" and m.value is not None:
                offset = int(m.value, 0)
            elif m.name in cache_policy.CACHE_BITS and m.value is None:
                bits.add(m.name)
            elif m.name in words and m.value is None:
                flags.add(m.name)
            else:
                raise AsmError(UNSUPPORTED, f"`{s.text}`: the modifier `{m.name}` is not read")
        return offset, frozenset(bits), frozenset(flags)

    def _access(self, s: Statement, processor: Processor, kind: str, size: int,
                bits: frozenset[str], ptr: o.Operand) -> None:
        read = cache_policy.reading(processor, kind, bits, self.tgsplit, s.mnemonic)
        atomic = (o.Atomicity(o.Ordering.MONOTONIC, o.SyncScope(read.scope))
                  if read.scope is not None else None)
        hints = o.AccessHints(nontemporal=read.nontemporal)
        if kind == "load":
            dest = self._dest_slot(s)
            ty = self.regs.read(dest).ty
            _check_width(ty, size, s)
            name = self.out.fresh("asm")
            self.out.emit(o.Load(name, ptr, ty, size, atomic, False, self.loc, hints))
            self._write(dest, o.Reg(name), ty, False)
            register = self.regs.register(dest)
            self.pending[register] = s.mnemonic
            self.issued.append((register, s.mnemonic.startswith("flat_")))
            return
        data = self._source(s, 0 if s.mnemonic.startswith("buffer_") else 1)
        _check_width(data.ty, size, s)
        self.out.emit(o.Store(ptr, data.value, data.ty, size, atomic, False, self.loc, hints))
        self.issued.append((None, s.mnemonic.startswith("flat_")))


def _check_width(ty: Type, size: int, s: Statement) -> None:
    if not isinstance(ty, IntType | FloatType | PtrType) or store_size(ty) != size:
        raise AsmError(UNSUPPORTED, f"`{s.text}` moves {size} bytes; its register "
                       f"operand is {ty}")

