"""The closed operation set of the program IR (DESIGN.md, layer "program").

One frozen dataclass per operation; :data:`Op` and :data:`Terminator` are the unions every
consumer matches on exhaustively (``match`` + ``assert_never``). Every operation has a
``loc``. Operations that produce a value name it in ``dest`` (an SSA register local to
the function); operands are :data:`Operand` values.

Control flow is a graph of basic blocks (LLVM IR, the main input, is unstructured);
the builder writes loops and ifs as structured Python blocks and produces this graph.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, StrEnum

from amdsync.diagnostics import Loc
from amdsync.program.types import Type

# ---------------------------------------------------------------- operands


@dataclass(frozen=True)
class Reg:
    """An SSA value: a function parameter or the result of an operation."""

    name: str


@dataclass(frozen=True)
class Const:
    """An integer constant (i1 … i128). Pointers made from integers use :class:`Cast`."""

    value: int
    ty: Type


@dataclass(frozen=True)
class FloatConst:
    value: float
    ty: Type


@dataclass(frozen=True)
class NullPtr:
    addrspace: int


@dataclass(frozen=True)
class GlobalAddr:
    """The address of a global variable (LDS, global or constant memory)."""

    name: str
    addrspace: int


@dataclass(frozen=True)
class Undef:
    """``undef`` / ``poison``: an unknown value of the given type."""

    ty: Type


Operand = Reg | Const | FloatConst | NullPtr | GlobalAddr | Undef

# ---------------------------------------------------------------- memory ordering


class Scope(IntEnum):
    """amdgpu-memory-model, "AMDGPU scopes", from smallest to largest."""

    SINGLETHREAD = 0
    WAVEFRONT = 1
    WORKGROUP = 2
    CLUSTER = 3
    AGENT = 4
    SYSTEM = 5


class Ordering(IntEnum):
    """LLVM atomic orderings, weakest first (LangRef "Atomic Memory Ordering Constraints")."""

    NOT_ATOMIC = 0
    UNORDERED = 1
    MONOTONIC = 2
    ACQUIRE = 3
    RELEASE = 4
    ACQ_REL = 5
    SEQ_CST = 6

    @property
    def is_acquire(self) -> bool:
        return self in (Ordering.ACQUIRE, Ordering.ACQ_REL, Ordering.SEQ_CST)

    @property
    def is_release(self) -> bool:
        return self in (Ordering.RELEASE, Ordering.ACQ_REL, Ordering.SEQ_CST)


@dataclass(frozen=True)
class SyncScope:
    """A ``syncscope``: a scope and whether it is a ``-one-as`` scope
    (amdgpu-usage, "Memory Scopes": one-as scopes synchronize only within one address
    space)."""

    scope: Scope = Scope.SYSTEM
    one_as: bool = False

    def llvm_name(self) -> str:
        names = {
            Scope.SYSTEM: "", Scope.AGENT: "agent", Scope.CLUSTER: "cluster",
            Scope.WORKGROUP: "workgroup", Scope.WAVEFRONT: "wavefront",
            Scope.SINGLETHREAD: "singlethread",
        }
        base = names[self.scope]
        if self.one_as:
            return f"{base}-one-as" if base else "one-as"
        return base


SYSTEM_SCOPE = SyncScope()


@dataclass(frozen=True)
class Atomicity:
    """How an access is atomic: ordering, scope, and the ``!{!"amdgcn-av", !"none"}``
    MMRA that removes MakeAvailable / MakeVisible (amdgpu-memory-model, "MakeAvailable
    and MakeVisible")."""

    ordering: Ordering
    scope: SyncScope = SYSTEM_SCOPE
    av_none: bool = False


# ---------------------------------------------------------------- plain computation


class BinOpKind(StrEnum):
    ADD = "add"
    SUB = "sub"
    MUL = "mul"
    UDIV = "udiv"
    SDIV = "sdiv"
    UREM = "urem"
    SREM = "srem"
    SHL = "shl"
    LSHR = "lshr"
    ASHR = "ashr"
    AND = "and"
    OR = "or"
    XOR = "xor"
    SMIN = "smin"
    SMAX = "smax"
    UMIN = "umin"
    UMAX = "umax"


class ICmpPred(StrEnum):
    EQ = "eq"
    NE = "ne"
    UGT = "ugt"
    UGE = "uge"
    ULT = "ult"
    ULE = "ule"
    SGT = "sgt"
    SGE = "sge"
    SLT = "slt"
    SLE = "sle"


class CastKind(StrEnum):
    ZEXT = "zext"
    SEXT = "sext"
    TRUNC = "trunc"
    PTRTOINT = "ptrtoint"
    INTTOPTR = "inttoptr"
    ADDRSPACECAST = "addrspacecast"
    BITCAST = "bitcast"
    FREEZE = "freeze"


@dataclass(frozen=True)
class BinOp:
    dest: str
    kind: BinOpKind
    lhs: Operand
    rhs: Operand
    ty: Type
    loc: Loc


@dataclass(frozen=True)
class ICmp:
    dest: str
    pred: ICmpPred
    lhs: Operand
    rhs: Operand
    loc: Loc


@dataclass(frozen=True)
class Select:
    dest: str
    cond: Operand
    if_true: Operand
    if_false: Operand
    ty: Type
    loc: Loc


@dataclass(frozen=True)
class Cast:
    """A conversion; ``src_ty`` is the operand's type (zext/sext need its width)."""

    dest: str
    kind: CastKind
    value: Operand
    ty: Type
    loc: Loc
    src_ty: Type | None = None


@dataclass(frozen=True)
class PtrAdd:
    """``dest = base + offset`` bytes (a lowered ``getelementptr``)."""

    dest: str
    base: Operand
    offset: Operand
    ty: Type
    loc: Loc


@dataclass(frozen=True)
class Phi:
    dest: str
    ty: Type
    incoming: tuple[tuple[str, Operand], ...]  # (predecessor block, value)
    loc: Loc


class IdKind(StrEnum):
    WORKITEM = "workitem"  # llvm.amdgcn.workitem.id.{x,y,z}
    WORKGROUP = "workgroup"  # llvm.amdgcn.workgroup.id.{x,y,z}
    LANE = "lane"  # the lane id within the wave (mbcnt of all ones)
    WAVE = "wave"  # the wave id within the workgroup
    WAVE_SIZE = "wave_size"  # llvm.amdgcn.wavefrontsize
    WORKGROUP_SIZE = "workgroup_size"
    NUM_WORKGROUPS = "num_workgroups"
    # Pointers (ptr addrspace(4)) to the implicit kernel arguments and to the AQL
    # dispatch packet: llvm.amdgcn.implicitarg.ptr, llvm.amdgcn.dispatch.ptr.
    IMPLICITARG_PTR = "implicitarg_ptr"
    DISPATCH_PTR = "dispatch_ptr"


LAUNCH_POINTERS = frozenset({IdKind.IMPLICITARG_PTR, IdKind.DISPATCH_PTR})


@dataclass(frozen=True)
class ThreadId:
    """A value the launch gives the executing thread: its ids in the launch topology,
    the launch shape, or a pointer to the launch's constant blocks (LAUNCH_POINTERS)."""

    dest: str
    kind: IdKind
    dim: int  # 0, 1, 2 for x, y, z
    loc: Loc


# An Opaque's flag for an operation that is read but not modelled: reaching it ends the
# exploration incomplete (docs/llvm-reader.md, "Reached only").
UNMODELLED = "unmodelled"


@dataclass(frozen=True)
class Opaque:
    """A computation without memory effects whose result is abstracted (mfma, float
    math, intrinsics declared opaque). Its result is an unknown value.

    What an LLVM instruction's text adds to its operands, for the value numbering of
    explore/values/uniform.py: ``flags`` are the keywords between the opcode and the type
    (fast-math flags, ``fcmp`` / ``icmp`` predicates, ``nuw`` …); ``indices`` the constant
    positions of a ``shufflevector`` mask (None: a poison element) or of
    ``extractvalue`` / ``insertvalue`` (None: not read).

    ``arg_types`` are the operands' types where the reader knows them (empty
    otherwise): the interpreter computes the result exactly where the operation's
    semantics are exact and its inputs known (float arithmetic, comparisons and
    conversions: explore/values/float_values.py; cross-lane moves:
    explore/values/cross_lane.py), and
    needs the operand types for that (``fcmp`` and ``fpext`` read bits of a float type,
    ``uitofp`` an unsigned integer of a width)."""

    dest: str | None
    name: str
    args: tuple[Operand, ...]
    ty: Type
    loc: Loc
    flags: tuple[str, ...] = ()
    indices: tuple[int | None, ...] | None = None
    arg_types: tuple[Type, ...] = ()


class WaveOpKind(StrEnum):
    READFIRSTLANE = "readfirstlane"
    READLANE = "readlane"
    BALLOT = "ballot"
    MBCNT_LO = "mbcnt.lo"
    MBCNT_HI = "mbcnt.hi"


@dataclass(frozen=True)
class WaveOp:
    """A cross-lane operation of the wave (amdgpu-usage: readfirstlane, readlane,
    ballot, mbcnt); its result is exact when its inputs are known."""

    dest: str
    kind: WaveOpKind
    args: tuple[Operand, ...]
    ty: Type
    loc: Loc


# ---------------------------------------------------------------- memory


@dataclass(frozen=True)
class AccessHints:
    """Metadata of a memory access that the AMDGPU backend reads: each is a promise of
    the input that permits a cheaper machine sequence, and none changes what the access
    does in the memory model (docs/lowering.md, "Access flags and metadata").

    * ``nontemporal`` — ``!nontemporal``: the data is not reused soon; non-atomic loads
      and stores get the nontemporal cache policy (amdgpu-usage, the memory-model code
      sequences' "!volatile & nontemporal" rows: ``glc=1 slc=1`` on GFX90A, ``nt=1`` on
      GFX942).
    * ``invariant_load`` — ``!invariant.load``: the loaded bytes do not change while the
      function runs (LangRef).
    * ``no_fine_grained_memory``, ``no_remote_memory``, ``ignore_denormal_mode`` —
      ``!amdgpu.no.fine.grained.memory``, ``!amdgpu.no.remote.memory``,
      ``!amdgpu.ignore.denormal.mode`` (amdgpu-usage, "LLVM IR Metadata"): the
      atomic does not touch fine-grained or peer-device memory, or may flush denormals;
      they let LLVM emit a hardware atomic instead of a compare-swap loop.
    * ``noalias_addrspaces`` — ``!noalias.addrspace``: half-open ranges ``[lo, hi)`` of
      address spaces a (flat) pointer does not point into (LangRef); LLVM then omits the
      private-memory check of flat atomics.
    """

    nontemporal: bool = False
    invariant_load: bool = False
    no_fine_grained_memory: bool = False
    no_remote_memory: bool = False
    ignore_denormal_mode: bool = False
    noalias_addrspaces: tuple[tuple[int, int], ...] = ()


NO_HINTS = AccessHints()


@dataclass(frozen=True)
class Load:
    dest: str
    ptr: Operand
    ty: Type
    size: int
    atomic: Atomicity | None
    volatile: bool
    loc: Loc
    hints: AccessHints = NO_HINTS


@dataclass(frozen=True)
class Store:
    ptr: Operand
    value: Operand
    ty: Type
    size: int
    atomic: Atomicity | None
    volatile: bool
    loc: Loc
    hints: AccessHints = NO_HINTS


@dataclass(frozen=True)
class AtomicRMW:
    dest: str
    op: str  # xchg add sub and or xor max min umax umin fadd …
    ptr: Operand
    value: Operand
    ty: Type
    size: int
    atomic: Atomicity
    loc: Loc
    volatile: bool = False
    hints: AccessHints = NO_HINTS


@dataclass(frozen=True)
class CmpXchg:
    dest: str
    ptr: Operand
    expected: Operand
    new: Operand
    ty: Type
    size: int
    atomic: Atomicity  # the success ordering
    failure: Ordering
    loc: Loc
    volatile: bool = False
    hints: AccessHints = NO_HINTS


@dataclass(frozen=True)
class Fence:
    """``fence [syncscope] ordering`` with its MMRA: ``amdgpu-synchronize-as`` tags give
    the address spaces it synchronizes (None: all), ``amdgcn-av none`` removes
    MakeAvailable/MakeVisible."""

    ordering: Ordering
    scope: SyncScope
    address_spaces: frozenset[int] | None
    av_none: bool
    loc: Loc


@dataclass(frozen=True)
class AvLoad:
    """``llvm.amdgcn.av.load.b128`` / ``av.global.load.b128``: a non-atomic load-visible
    operation with a scope (amdgpu-memory-model, "load-visible")."""

    dest: str
    ptr: Operand
    scope: SyncScope
    loc: Loc
    size: int = 16


@dataclass(frozen=True)
class AvStore:
    """``llvm.amdgcn.av.store.b128`` / ``av.global.store.b128``: a non-atomic
    store-available operation with a scope (amdgpu-memory-model, "store-available")."""

    ptr: Operand
    value: Operand
    scope: SyncScope
    loc: Loc
    size: int = 16


class CopyDirection(StrEnum):
    TO_LDS = "to_lds"  # global → LDS (LDS DMA loads, global/cluster.load.async.to.lds)
    FROM_LDS = "from_lds"  # LDS → global (global.store.async.from.lds)


@dataclass(frozen=True)
class AsyncCopy:
    """A memory transfer between global memory and LDS (amdgpu-async-operations,
    "Memory Accesses"; amdgpu-usage ``llvm.amdgcn.load.to.lds``).

    Each lane copies ``size`` bytes from ``src`` to ``dst``. For the LDS DMA forms the LDS
    pointer is wave-uniform and implicitly offset by ``lds_lane_stride * lane_id`` (4 for
    sizes up to 4 bytes, 16 above); the GFX12.5 forms take a per-lane LDS address
    (``lds_lane_stride == 0``). ``asynchronous`` is False for the synchronous forms, whose
    completion the compiler tracks (they complete before the next instruction).
    ``intrinsic`` keeps the LLVM name for reports and lowering.
    """

    src: Operand
    dst: Operand
    size: int
    direction: CopyDirection
    asynchronous: bool
    lds_lane_stride: int
    intrinsic: str
    loc: Loc
    volatile: bool = False


@dataclass(frozen=True)
class TensorCopy:
    """A GFX1250 tensor DMA transfer: ``llvm.amdgcn.tensor.load.to.lds`` (TO_LDS) or
    ``tensor.store.from.lds`` (FROM_LDS), with or without ``.d2`` (amdgpu-async-operations,
    "GFX1250 Tensor DMA Instructions"; amdgpu-usage, "Tensor: s_wait_tensorcnt").

    One instruction of the wave moves a whole tile between global memory and LDS; its
    descriptor (the D# groups) lives in scalar registers. ``groups`` holds each group's
    32-bit words as operands, group 0 first (4, 8 and, for the full form, 4, 4 and
    possibly a reserved group of 8 words). The words are decoded when the operation runs
    (semantics/tensor_dma.py): a field the checker does not know, or one using a feature
    it does not model, is an error naming the field.
    """

    direction: CopyDirection
    groups: tuple[tuple[Operand, ...], ...]
    intrinsic: str
    loc: Loc


@dataclass(frozen=True)
class WaitTensorCnt:
    """``llvm.amdgcn.s.wait.tensorcnt(i16 N)``: wait until at most ``count`` tensor DMA
    operations of the wave are outstanding (amdgpu-usage: "Tensor: s_wait_tensorcnt";
    completion "is reported in order of issue within a type")."""

    count: int
    loc: Loc


@dataclass(frozen=True)
class AsyncMark:
    """``llvm.amdgcn.asyncmark``: insert an asyncmark in the current function body's
    sequence (amdgpu-async-operations, "Asyncmark Operations")."""

    loc: Loc


@dataclass(frozen=True)
class WaitAsyncMark:
    """``llvm.amdgcn.wait.asyncmark(N)``: wait until at most ``count`` asyncmarks of the
    current function body's sequence are outstanding. ``counter`` names the hardware
    counter wait it was read from (``s.wait.asynccnt``: the reader gives each operation
    that counter counts a mark of its own, formats/llvm/asynccnt.py), None for
    ``wait.asyncmark`` itself."""

    count: int
    loc: Loc
    counter: str | None = None


@dataclass(frozen=True)
class MakeBufferRsrc:
    """``llvm.amdgcn.make.buffer.rsrc``: a buffer resource over ``base`` with
    ``num_records`` bytes (raw buffers); accesses past it read 0 and drop stores."""

    dest: str
    base: Operand
    stride: Operand
    num_records: Operand
    flags: Operand
    loc: Loc


@dataclass(frozen=True)
class BufferAddr:
    """The address a buffer intrinsic accesses: ``rsrc`` + ``voffset`` + ``soffset`` +
    ``offset`` (+ ``vindex`` × stride for the struct forms), with the resource's range
    check attached to the resulting pointer."""

    dest: str
    rsrc: Operand
    voffset: Operand
    soffset: Operand
    offset: Operand
    vindex: Operand | None
    loc: Loc


# ---------------------------------------------------------------- barriers


@dataclass(frozen=True)
class BarrierId:
    """A barrier object by hardware id (amdgpu-execution-synchronization, the barrier ID
    table: -4/-3 cluster, -2/-1 workgroup, 0 NULL named, 1..16 named)."""

    id: int


@dataclass(frozen=True)
class NamedBarrier:
    """A barrier object given by a pointer to a named-barrier global."""

    ptr: Operand


@dataclass(frozen=True)
class GwsResource:
    """A global wave sync (GWS) resource of the device, by its constant id (0..63):
    ``llvm.amdgcn.ds.gws.init`` / ``ds.gws.barrier`` (docs/semantics/barriers.md, "Global wave sync
    barriers"). An arrive on it carries the instruction's count of waves minus one as
    ``new_expected``; an init, as ``count``."""

    id: int


BarrierRef = BarrierId | NamedBarrier | GwsResource

WORKGROUP_BARRIER = BarrierId(-1)
WORKGROUP_TRAP_BARRIER = BarrierId(-2)
CLUSTER_BARRIER = BarrierId(-3)
CLUSTER_TRAP_BARRIER = BarrierId(-4)


@dataclass(frozen=True)
class BarrierInit:
    barrier: BarrierRef
    count: Operand
    loc: Loc
    intrinsic: str = "llvm.amdgcn.s.barrier.init"


@dataclass(frozen=True)
class BarrierJoin:
    barrier: BarrierRef
    loc: Loc
    intrinsic: str = "llvm.amdgcn.s.barrier.join"


@dataclass(frozen=True)
class BarrierDrop:
    barrier: BarrierRef
    loc: Loc
    intrinsic: str = "llvm.amdgcn.s.barrier.leave"


@dataclass(frozen=True)
class BarrierArrive:
    """Barrier arrive, with the optional expected-count update (``signal.var``).
    ``dest`` receives the ``isfirst`` result where the intrinsic returns one."""

    barrier: BarrierRef
    new_expected: Operand | None
    loc: Loc
    dest: str | None = None
    intrinsic: str = "llvm.amdgcn.s.barrier.signal"


@dataclass(frozen=True)
class BarrierWait:
    barrier: BarrierRef
    loc: Loc
    intrinsic: str = "llvm.amdgcn.s.barrier.wait"


@dataclass(frozen=True)
class Call:
    dest: str | None
    callee: str
    args: tuple[Operand, ...]
    ty: Type
    loc: Loc


Op = (
    BinOp | ICmp | Select | Cast | PtrAdd | Phi | ThreadId | Opaque | WaveOp
    | Load | Store | AtomicRMW | CmpXchg | Fence | AvLoad | AvStore
    | AsyncCopy | TensorCopy | WaitTensorCnt | AsyncMark | WaitAsyncMark | MakeBufferRsrc
    | BufferAddr
    | BarrierInit | BarrierJoin | BarrierDrop | BarrierArrive | BarrierWait
    | Call
)

BARRIER_OPS = (BarrierInit, BarrierJoin, BarrierDrop, BarrierArrive, BarrierWait)

# ---------------------------------------------------------------- terminators


@dataclass(frozen=True)
class Br:
    target: str
    loc: Loc


@dataclass(frozen=True)
class CondBr:
    cond: Operand
    if_true: str
    if_false: str
    loc: Loc


@dataclass(frozen=True)
class Switch:
    value: Operand
    default: str
    cases: tuple[tuple[int, str], ...]
    loc: Loc


@dataclass(frozen=True)
class Ret:
    value: Operand | None
    loc: Loc


@dataclass(frozen=True)
class Unreachable:
    loc: Loc


Terminator = Br | CondBr | Switch | Ret | Unreachable


def successors(term: Terminator) -> tuple[str, ...]:
    match term:
        case Br(target):
            return (target,)
        case CondBr(_, if_true, if_false):
            return (if_true, if_false)
        case Switch(_, default, cases):
            seen: list[str] = [default]
            for _, target in cases:
                if target not in seen:
                    seen.append(target)
            return tuple(seen)
        case Ret() | Unreachable():
            return ()


def op_dest(op: Op) -> str | None:
    """The register an operation defines, if any."""
    return getattr(op, "dest", None)


def atomicity(op: Op) -> Atomicity | None:
    """How a memory operation is atomic; None for a plain (non-atomic) access and for
    every other operation."""
    if isinstance(op, AtomicRMW | CmpXchg):
        return op.atomic
    if isinstance(op, Load | Store) and op.atomic is not None and (
            op.atomic.ordering != Ordering.NOT_ATOMIC):
        return op.atomic
    return None


_OPERANDS = (Reg, Const, FloatConst, NullPtr, GlobalAddr, Undef)


def operands(node: Op | Terminator) -> list[Operand]:
    """Every operand an operation or terminator reads: a phi's incoming values, the
    operands in its fields and tuples (call and intrinsic arguments), a named barrier's
    pointer."""
    if isinstance(node, Phi):
        return [value for _, value in node.incoming]
    out: list[Operand] = []
    for name, value in vars(node).items():
        if name in ("dest", "loc"):
            continue
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, _OPERANDS):
                out.append(item)
            elif isinstance(item, NamedBarrier):
                out.append(item.ptr)
    return out
