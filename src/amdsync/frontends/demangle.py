"""Itanium C++ demangling of kernel names, enough to choose a kernel by its source name
(``--kernel 'reduce<256>'`` or ``--kernel reduce``) among the mangled names clang gives
template instantiations and overloads.

    demangle("_Z6reduceILi256EEvPfPKf")
    # Demangled(name="reduce<256>", base="reduce", params="float*, float const*",
    #           text="void reduce<256>(float*, float const*)")

It reads the Itanium C++ ABI's <mangled-name> for functions: nested and unscoped names,
namespaces (anonymous too), template arguments (types, integer and bool literals,
template parameters, packs), the ``std`` abbreviations, substitutions, builtin and
vendor types, pointers, references, cv-qualifiers, arrays, vectors and function types,
local names and closure types (a lambda passed as a template argument:
``main::'lambda'(unsigned int, unsigned int)``). Names it cannot read (expressions in
template arguments, string-literal entities, operators) give None: such a kernel is still
chosen by its mangled name. The spelling follows
``llvm-cxxfilt`` (``float const*``, ``256u`` for an unsigned argument).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_BUILTIN = {
    "v": "void", "w": "wchar_t", "b": "bool", "c": "char", "a": "signed char",
    "h": "unsigned char", "s": "short", "t": "unsigned short", "i": "int",
    "j": "unsigned int", "l": "long", "m": "unsigned long", "x": "long long",
    "y": "unsigned long long", "n": "__int128", "o": "unsigned __int128", "f": "float",
    "d": "double", "e": "long double", "g": "__float128", "z": "...",
}
_BUILTIN_D = {
    "Dh": "half", "Di": "char32_t", "Ds": "char16_t", "Du": "char8_t", "Da": "auto",
    "Dc": "decltype(auto)", "Dn": "std::nullptr_t",
}
_STD = {"Sa": "std::allocator", "Sb": "std::basic_string", "Ss": "std::string",
        "Si": "std::istream", "So": "std::ostream", "Sd": "std::iostream"}
# How an integer literal of each builtin type is written (llvm-cxxfilt).
_LITERAL_SUFFIX = {"i": "", "j": "u", "l": "l", "m": "ul", "x": "ll", "y": "ull"}
_LITERAL_CAST = {"c": "char", "a": "signed char", "h": "unsigned char", "s": "short",
                 "t": "unsigned short", "n": "__int128", "o": "unsigned __int128",
                 "w": "wchar_t"}


class Unsupported(Exception):
    """A construct this demangler does not read (the name stays mangled)."""


@dataclass(frozen=True)
class Demangled:
    """A function's name as the source writes it (``ns::reduce<256>``), without its
    template arguments (``ns::reduce``), its parameter types and the whole text."""

    name: str
    base: str
    params: str
    text: str

    def spellings(self) -> set[str]:
        """The ways a user may name this function, normalized (:func:`normalize`)."""
        names = {self.name, self.base, _last(self.name), _last(self.base)}
        names |= {f"{n}({self.params})" for n in list(names)}
        return {normalize(n) for n in names}


def demangle(symbol: str) -> Demangled | None:
    """The demangled function name of an Itanium ``_Z`` symbol, or None when it is not
    one (a C or OpenCL kernel keeps its name) or uses what this does not read."""
    if not symbol.startswith("_Z"):
        return None
    core = symbol.split(".", 1)[0]  # clang's suffixes: .kd, .cloned, .llvm.123
    try:
        parser = _Parser(core, 2)
        result = parser.encoding()
        if parser.pos != len(core):
            return None
        return result
    except (Unsupported, IndexError, ValueError, RecursionError):
        return None


def local_variable(symbol: str) -> tuple[str, str] | None:
    """A function's static local variable as the source names it: its name and the
    function's (``_ZZ22block_sum_no_step_syncPiPKiE7partial`` → ``("partial",
    "block_sum_no_step_sync")``, as llvm-cxxfilt's ``block_sum_no_step_sync(int*, int
    const*)::partial``); None for any other symbol or one this does not read."""
    if not symbol.startswith("_ZZ"):
        return None
    core = symbol.split(".", 1)[0]
    try:
        parser = _Parser(core, 3)
        function = parser.name()
        while parser.peek() not in ("E", ""):
            parser.type()
        parser.expect("E")
        entity = parser.name()
        if parser.take("__"):  # (a discriminator: not spelled)
            parser.number()
            parser.expect("_")
        elif parser.peek() == "_" and parser.peek(1).isdigit():
            parser.pos += 2
        if parser.pos != len(core):
            return None
    except (Unsupported, IndexError, ValueError, RecursionError):
        return None
    return entity.text, function.text


def normalize(text: str) -> str:
    """A name with no spaces beside punctuation, single spaces elsewhere, integer
    literals without their suffix (``reduce< 256u >`` → ``reduce<256>``) and
    ``unsigned`` spelled ``unsigned int``."""
    text = re.sub(r"\s+", " ", text.strip())
    text = re.sub(r"\s*([<>(),*&:\[\]])\s*", r"\1", text)
    text = re.sub(r"\b(-?\d+)(?:ull|ll|ul|u|l)\b", r"\1", text, flags=re.IGNORECASE)
    # ``unsigned`` alone is ``unsigned int`` (C++ [dcl.type.simple]), as demangled.
    text = re.sub(r"\bunsigned\b(?! (?:int|char|short|long)\b)", "unsigned int", text)
    return text.removeprefix("::")


def _last(name: str) -> str:
    """The last component of a qualified name (``a::b<c::d>::f<1>`` → ``f<1>``)."""
    depth = 0
    cut = 0
    for i, ch in enumerate(name):
        if ch in "<(":
            depth += 1
        elif ch in ">)":
            depth -= 1
        elif ch == ":" and depth == 0 and name.startswith("::", i) and i + 2 <= len(name):
            cut = i + 2
    return name[cut:]


@dataclass
class _Name:
    """A parsed name: its text, and whether it ends in template arguments (a template
    function's encoding starts with its return type)."""

    text: str
    template_args: list[str] | None = None
    base: str = ""


class _Parser:
    def __init__(self, text: str, pos: int) -> None:
        self.text = text
        self.pos = pos
        self.subs: list[str] = []
        self.template_params: list[str] = []

    # ------------------------------------------------------------ helpers

    def peek(self, n: int = 0) -> str:
        return self.text[self.pos + n] if self.pos + n < len(self.text) else ""

    def take(self, prefix: str) -> bool:
        if self.text.startswith(prefix, self.pos):
            self.pos += len(prefix)
            return True
        return False

    def expect(self, prefix: str) -> None:
        if not self.take(prefix):
            raise Unsupported(f"expected {prefix!r} at {self.pos}")

    def number(self) -> int:
        start = self.pos
        negative = self.take("n")
        digits = self.pos
        while self.peek().isdigit():
            self.pos += 1
        if self.pos == digits:
            raise Unsupported(f"expected a number at {start}")
        value = int(self.text[digits:self.pos])
        return -value if negative else value

    def seq_id(self) -> int:
        """A substitution or template parameter index: ``_`` is 0, ``<base 36>_`` is
        that number plus one."""
        if self.take("_"):
            return 0
        start = self.pos
        while self.peek() and self.peek() != "_":
            self.pos += 1
        value = int(self.text[start:self.pos], 36) + 1
        self.expect("_")
        return value

    # ------------------------------------------------------------ encoding

    def encoding(self, function: bool = True) -> Demangled:
        """<encoding>: a function's name and types (``function``), or an entity's name
        (inside a template argument: a variable's has no types)."""
        name = self.name()
        if name.template_args is not None:
            self.template_params = name.template_args
        returns = self.type() if name.template_args is not None else None
        params = []
        while self.pos < len(self.text) and self.peek() != "E":
            params.append(self.type())
        if function and not params:
            raise Unsupported("a data name, not a function")
        if params == ["void"]:
            params = []
        joined = ", ".join(params)
        text = f"{name.text}({joined})"
        if returns is not None:
            text = f"{returns} {text}"
        return Demangled(name.text, name.base or name.text, joined, text)

    # ------------------------------------------------------------ names

    def name(self) -> _Name:
        if self.peek() == "N":
            return self.nested_name()
        if self.peek() == "Z":
            return self.local_name()
        if self.take("St"):
            component = "std::" + self.unqualified_name()
        elif self.peek() == "S" and self.peek(1) != "t":
            component = self.substitution()
            if self.peek() != "I":
                raise Unsupported("a substitution as a whole name")
            args = self.template_args()
            return _Name(f"{component}<{', '.join(args)}>", args, component)
        else:
            component = self.unqualified_name()
        if self.peek() == "I":
            self.subs.append(component)  # <unscoped-template-name>
            args = self.template_args()
            return _Name(f"{component}<{', '.join(args)}>", args, component)
        return _Name(component)

    def nested_name(self) -> _Name:
        self.expect("N")
        while self.peek() in ("r", "V", "K"):
            self.pos += 1
        self.take("R") or self.take("O")
        so_far = ""
        base = ""
        args: list[str] | None = None
        pushed = 0
        while not self.take("E"):
            if self.peek() == "I":
                if not so_far:
                    raise Unsupported("template arguments without a name")
                args = self.template_args()
                base = so_far
                so_far = f"{so_far}<{', '.join(args)}>"
            elif self.peek() == "T":
                so_far = self.template_param()
                args = None
            elif self.peek() == "S" and self.peek(1) != "t":
                if so_far:
                    raise Unsupported("a substitution inside a nested name")
                so_far = self.substitution()
                continue  # (already a candidate)
            elif self.peek() in ("D",) and self.peek(1) in ("t", "T"):
                raise Unsupported("decltype in a name")
            else:
                if self.take("St"):
                    so_far = "std"
                    args = None
                    continue
                component = self.unqualified_name()
                so_far = f"{so_far}::{component}" if so_far else component
                base = so_far
                args = None
            self.subs.append(so_far)
            pushed += 1
            self.take("M")  # <data-member-prefix>
        if pushed:
            self.subs.pop()  # the name itself is not a <prefix>
        return _Name(so_far, args, base or so_far)

    def local_name(self) -> _Name:
        """<local-name> ::= Z <function encoding> E <entity name> [<discriminator>]
        (the discriminator does not show in the spelling, as in llvm-cxxfilt)."""
        self.expect("Z")
        function = self.name()
        if function.template_args is not None:
            raise Unsupported("a local name in a function template")
        params: list[str] = []
        while self.peek() not in ("E", ""):
            params.append(self.type())
        # (no parameter types at all: an unmangled function such as main)
        where = function.text if not params else (
            f"{function.text}({', '.join([] if params == ['void'] else params)})")
        self.expect("E")
        if self.peek() == "s":
            raise Unsupported("a string literal's local name")
        entity = self.name()
        if self.take("__"):
            self.number()
            self.expect("_")
        elif self.peek() == "_" and self.peek(1).isdigit():
            self.pos += 2
        return _Name(f"{where}::{entity.text}", entity.template_args,
                     f"{where}::{entity.base or entity.text}")

    def closure_type(self) -> str:
        """<closure-type-name> ::= Ul <lambda-sig> E [<number>] _, spelled
        ``'lambda'(params)`` (``'lambda0'`` for the number 0 …) as llvm-cxxfilt does."""
        self.expect("Ul")
        params: list[str] = []
        while not self.take("E"):
            params.append(self.type())
        if params == ["void"]:
            params = []
        count = str(self.number()) if self.peek().isdigit() else ""
        self.expect("_")
        return f"'lambda{count}'({', '.join(params)})"

    def unqualified_name(self) -> str:
        ch = self.peek()
        if ch == "U" and self.peek(1) == "l":
            return self.closure_type()
        if ch.isdigit():
            return self.source_name()
        if ch == "L":  # internal linkage marker before a source name
            self.pos += 1
            return self.source_name()
        if ch == "U" and self.peek(1) == "t":
            self.pos += 2
            index = self.seq_id()
            return f"{{unnamed type#{index + 1}}}"
        raise Unsupported(f"unqualified name {self.text[self.pos:self.pos + 2]!r}")

    def source_name(self) -> str:
        length = self.number()
        if length <= 0 or self.pos + length > len(self.text):
            raise Unsupported("source name length")
        name = self.text[self.pos:self.pos + length]
        self.pos += length
        if name.startswith("_GLOBAL__N"):
            return "(anonymous namespace)"
        return name

    def substitution(self) -> str:
        for key, value in _STD.items():
            if self.take(key):
                return value
        self.expect("S")
        index = self.seq_id()
        if index >= len(self.subs):
            raise Unsupported("substitution out of range")
        return self.subs[index]

    def template_param(self) -> str:
        self.expect("T")
        index = self.seq_id()
        if index >= len(self.template_params):
            raise Unsupported("template parameter out of range")
        return self.template_params[index]

    # ------------------------------------------------------------ template arguments

    def template_args(self) -> list[str]:
        self.expect("I")
        args: list[str] = []
        while not self.take("E"):
            args.append(self.template_arg())
        return args

    def template_arg(self) -> str:
        if self.peek() == "L":
            return self.literal()
        if self.take("J"):  # an argument pack
            items: list[str] = []
            while not self.take("E"):
                items.append(self.template_arg())
            return ", ".join(items)
        if self.peek() == "X":
            raise Unsupported("expression")
        return self.type()

    def literal(self) -> str:
        self.expect("L")
        if self.take("_Z"):
            inner = self.encoding(function=False)
            self.expect("E")
            return inner.name
        code = self.peek()
        if code == "b":
            self.pos += 1
            value = self.number()
            self.expect("E")
            return "true" if value else "false"
        if code in _LITERAL_SUFFIX:
            self.pos += 1
            value = self.number()
            self.expect("E")
            return f"{value}{_LITERAL_SUFFIX[code]}"
        if code in _LITERAL_CAST:
            self.pos += 1
            value = self.number()
            self.expect("E")
            return f"({_LITERAL_CAST[code]}){value}"
        if code in ("f", "d", "e"):
            raise Unsupported("floating-point literal")
        ty = self.type()  # an enumeration
        value = self.number()
        self.expect("E")
        return f"({ty}){value}"

    # ------------------------------------------------------------ types

    def type(self) -> str:
        ch = self.peek()
        if ch in _BUILTIN:
            self.pos += 1
            return _BUILTIN[ch]
        two = self.text[self.pos:self.pos + 2]
        if two in _BUILTIN_D:
            self.pos += 2
            return _BUILTIN_D[two]
        if self.take("DF"):
            bits = self.number()
            if self.take("b"):
                return "std::bfloat16_t"
            self.expect("_")
            return f"_Float{bits}"
        if ch == "u":  # a vendor extended type (__bf16, …)
            self.pos += 1
            return self.source_name()
        if ch in ("r", "V", "K"):
            quals = []
            while self.peek() in ("r", "V", "K"):
                quals.append({"r": "restrict", "V": "volatile", "K": "const"}[self.peek()])
                self.pos += 1
            inner = self.type()
            result = f"{inner} {' '.join(reversed(quals))}"
            self.subs.append(result)
            return result
        if ch in ("P", "R", "O"):
            self.pos += 1
            inner = self.type()
            result = inner + {"P": "*", "R": "&", "O": "&&"}[ch]
            self.subs.append(result)
            return result
        if two == "Dp":  # a pack expansion
            self.pos += 2
            result = self.type()
            self.subs.append(result)
            return result
        if two == "Dv":
            self.pos += 2
            count = self.number()
            self.expect("_")
            result = f"{self.type()} __vector({count})"
            self.subs.append(result)
            return result
        if ch == "A":
            self.pos += 1
            size = "" if self.peek() == "_" else str(self.number())
            self.expect("_")
            result = f"{self.type()} [{size}]"
            self.subs.append(result)
            return result
        if ch == "F":
            self.pos += 1
            self.take("Y")
            returns = self.type()
            params: list[str] = []
            while not self.take("E"):
                if self.take("R") or self.take("O"):
                    continue
                params.append(self.type())
            if params == ["void"]:
                params = []
            result = f"{returns} ({', '.join(params)})"
            self.subs.append(result)
            return result
        if ch == "M":
            self.pos += 1
            owner = self.type()
            member = self.type()
            result = f"{member} {owner}::*"
            self.subs.append(result)
            return result
        if ch == "T":
            result = self.template_param()
            self.subs.append(result)
            if self.peek() == "I":
                args = self.template_args()
                result = f"{result}<{', '.join(args)}>"
                self.subs.append(result)
            return result
        if ch == "S" and self.peek(1) != "t":
            result = self.substitution()
            if self.peek() == "I":
                args = self.template_args()
                result = f"{result}<{', '.join(args)}>"
                self.subs.append(result)
            return result
        if ch == "D" and self.peek(1) in ("t", "T"):
            raise Unsupported("decltype")
        # A class or enumeration type: a name.
        name = self.name()
        self.subs.append(name.text)
        return name.text
