"""Triton-only copies of a published Python package, for benches/published.py (issue 27).

Published Triton kernels live in modules that also import torch, the package's runtime
helpers and its autotuning tables; amdsync's `triton` command imports the kernel's file,
and this machine has Triton but no torch. This module writes, for every ``.py`` file
under a package root, a *shadow* file at the same relative path that keeps only what
compiling a kernel needs, each kept statement at its own line (so findings name the
published file's lines):

* ``import triton…`` / ``from triton… import …`` (also inside a top-level ``if`` or
  ``try``: the first branch's),
* ``from X import a, b`` where X is a module of the same package: the names X's shadow
  keeps (computed first, recursively), written as an absolute import (the kernel's file
  is imported as a top-level module),
* functions decorated with ``triton.jit``, or wrapped by a top-level
  ``NAME = triton.jit(NAME)`` (every other decorator or wrapper — ``triton.autotune``,
  ``triton.heuristics``, a package's ``libentry`` — dropped: the bench gives the
  constexprs a launch would get, with ``--constexpr``),
* module-level constants: ``NAME = literal`` or ``NAME = tl.constexpr(literal)`` (or
  arithmetic of those).

The kernel's own code is never changed. Nothing the package runs at import time (device
queries, torch) runs.

    shadow_tree(checkout / "src", into)   # then PYTHONPATH=into
"""

from __future__ import annotations

import ast
import importlib
from dataclasses import dataclass, field
from pathlib import Path

_LITERAL_CALLS = {"tl.constexpr", "triton.language.constexpr", "constexpr"}


@dataclass
class _Module:
    """One source file: its kept statements (line, text) and the names they define."""

    path: Path
    tree: ast.Module
    lines: list[str]
    kept: list[tuple[int, str]] = field(default_factory=list)
    names: set[str] = field(default_factory=set)
    jitted: set[str] = field(default_factory=set)  # plain defs wrapped by NAME = triton.jit(NAME)
    triton_modules: dict[str, str] = field(default_factory=dict)  # local name → module
    done: bool = False


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    if isinstance(node, ast.Call):
        return _dotted(node.func)
    return ""


def _is_jit(decorator: ast.expr) -> bool:
    return _dotted(decorator) in {"triton.jit", "jit"}


def _is_constant(value: ast.expr) -> bool:
    """A literal, a tuple of literals, ``tl.constexpr(literal)`` or arithmetic of them."""
    match value:
        case ast.Constant():
            return True
        case ast.UnaryOp(operand=operand):
            return _is_constant(operand)
        case ast.BinOp(left=left, right=right):
            return _is_constant(left) and _is_constant(right)
        case ast.Tuple(elts=elts) | ast.List(elts=elts):
            return all(_is_constant(e) for e in elts)
        case ast.Call(func=func, args=[arg], keywords=[]):
            return _dotted(func) in _LITERAL_CALLS and _is_constant(arg)
    return False


def _triton_has(module: str, name: str) -> bool:
    """``from MODULE import NAME`` works with the installed Triton."""
    try:
        imported = importlib.import_module(module)
    except ImportError:
        return False
    if hasattr(imported, name):
        return True
    try:
        importlib.import_module(f"{module}.{name}")
    except ImportError:
        return False
    return True


def _jit_decorator(jit: ast.expr) -> str:
    """``@triton.jit`` with those of its keywords that are constants (``do_not_specialize``);
    others (``repr=`` a package helper) dropped: they name nothing the shadow keeps."""
    if not isinstance(jit, ast.Call):
        return f"@{ast.unparse(jit)}"
    keywords = [k for k in jit.keywords if k.arg is not None and _is_constant(k.value)]
    return f"@{ast.unparse(jit.func)}({', '.join(ast.unparse(k) for k in keywords)})"


def _segment(module: _Module, node: ast.stmt | ast.expr, prefix: str = "") -> tuple[int, str]:
    """The node's source lines from its own line on, dedented to column 0 (a statement in
    a top-level ``if`` body); a decorator gets its ``@`` back."""
    first = node.lineno
    last = node.end_lineno or first
    text = module.lines[first - 1:last]
    indent = node.col_offset - len(prefix)
    text = [line[indent:] if line[:indent].isspace() else line for line in text]
    return first, "\n".join(text)


class ShadowTree:
    """The shadow files of every module under one package root."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.modules: dict[str, _Module] = {}

    def _module(self, dotted: str) -> _Module | None:
        if dotted in self.modules:
            return self.modules[dotted]
        base = self.root.joinpath(*dotted.split("."))
        for path in (base.with_suffix(".py"), base / "__init__.py"):
            if path.is_file():
                source = path.read_text(encoding="utf-8", errors="replace")
                try:
                    tree = ast.parse(source)
                except SyntaxError:
                    return None
                module = _Module(path, tree, source.splitlines())
                self.modules[dotted] = module
                return module
        return None

    def _package_of(self, module: _Module) -> str:
        return ".".join(module.path.relative_to(self.root).parts[:-1])

    def _resolve(self, module: _Module, node: ast.ImportFrom) -> str:
        if not node.level:
            return node.module or ""
        package = self._package_of(module).split(".")
        if node.level > 1:
            package = package[: len(package) - node.level + 1]
        return ".".join([*package, *([node.module] if node.module else [])])

    def _import(self, module: _Module, node: ast.stmt) -> None:
        if isinstance(node, ast.Import):
            kept = [a for a in node.names if a.name.split(".")[0] == "triton"
                    and (a.asname or a.name.split(".")[0]) not in module.names]
            for alias in kept:
                module.triton_modules[alias.asname or "triton"] = (
                    alias.name if alias.asname else "triton")
            if kept:
                module.kept.append((node.lineno, "import " + ", ".join(
                    a.name + (f" as {a.asname}" if a.asname else "") for a in kept)))
                module.names.update((a.asname or a.name).split(".")[0] for a in kept)
            return
        assert isinstance(node, ast.ImportFrom)
        source = self._resolve(module, node)
        if source.split(".")[0] == "triton":
            names = [a for a in node.names if (a.asname or a.name) not in module.names
                     and _triton_has(source, a.name)]
            for alias in names:  # a submodule (libdevice) can be the root of an alias
                module.triton_modules.setdefault(alias.asname or alias.name,
                                                 f"{source}.{alias.name}")
        else:
            other = self._shadow(source)
            if other is None:
                return
            names = [a for a in node.names if a.name in other.names
                     or self._shadow(f"{source}.{a.name}") is not None]
        if not names:
            return
        module.kept.append((node.lineno, f"from {source} import " + ", ".join(
            a.name + (f" as {a.asname}" if a.asname else "") for a in names)))
        module.names.update(a.asname or a.name for a in names)

    def _statement(self, module: _Module, node: ast.stmt) -> None:
        match node:
            case ast.Import() | ast.ImportFrom():
                self._import(module, node)
            case ast.If(body=body, orelse=orelse):
                for inner in [*body, *orelse]:  # the first branch that defines a name wins
                    self._statement(module, inner)
            case ast.Try(body=body, handlers=handlers):
                for inner in [*body, *(s for h in handlers for s in h.body)]:
                    self._statement(module, inner)
            case ast.FunctionDef(decorator_list=decorators, name=name) if (
                    any(map(_is_jit, decorators)) and name not in module.names):
                jit = next(d for d in decorators if _is_jit(d))
                module.kept.append((jit.lineno, _jit_decorator(jit)))
                module.kept.append(_segment(module, node))
                module.names.add(name)
            case ast.FunctionDef(name=name) if name in module.jitted:
                module.kept.append(_segment(module, node))
            case ast.Assign(targets=[ast.Name(id=name)], value=ast.Call(
                    func=func, args=[ast.Name(id=wrapped)])) if (
                    _is_jit(func) and wrapped == name and name in module.jitted):
                module.kept.append(_segment(module, node))
                module.names.add(name)
            case ast.Assign(targets=[ast.Name(id=name)], value=value) if (
                    name not in module.names and (_is_constant(value)
                                                  or self._alias(module, value))):
                module.kept.append(_segment(module, node))
                module.names.add(name)
            case ast.AnnAssign(target=ast.Name(id=name), value=value) if (
                    value is not None and _is_constant(value)):
                module.kept.append(_segment(module, node))
                module.names.add(name)

    @staticmethod
    def _alias(module: _Module, value: ast.expr) -> bool:
        """``tl.cast``, ``libdevice.tanh``: an attribute of a Triton module the shadow
        imports, kept when Triton has it (so of ``if triton >= 3: … else: …`` the branch
        this Triton can run is kept)."""
        if not isinstance(value, ast.Attribute) or _dotted(value) != ast.unparse(value):
            return False
        root = _dotted(value).split(".")[0]
        if root not in module.triton_modules:
            return False
        obj: object
        try:
            obj = importlib.import_module(module.triton_modules[root])
        except ImportError:
            return False
        try:  # a property may query the (absent) GPU driver: then it is no alias to keep
            return all((obj := getattr(obj, part, None)) is not None
                       for part in _dotted(value).split(".")[1:])
        except Exception:
            return False

    def _shadow(self, dotted: str) -> _Module | None:
        module = self._module(dotted)
        if module is None or module.done:
            return module
        module.done = True  # a cycle sees the names kept so far
        module.jitted = {node.targets[0].id for node in module.tree.body
                         if isinstance(node, ast.Assign) and len(node.targets) == 1
                         and isinstance(node.targets[0], ast.Name)
                         and isinstance(node.value, ast.Call) and _is_jit(node.value.func)}
        for node in module.tree.body:
            self._statement(module, node)
        return module

    def write(self, dotted: str, into: Path) -> Path:
        """Write the shadow of ``dotted`` and of every module it imports from the package
        (and empty ``__init__.py`` files on the way); returns the shadow of ``dotted``."""
        if self._shadow(dotted) is None:
            raise FileNotFoundError(f"no module {dotted} under {self.root}")
        for module in self.modules.values():
            out = into / module.path.relative_to(self.root)
            out.parent.mkdir(parents=True, exist_ok=True)
            lines = [""] * len(module.lines)
            for line, text in sorted(module.kept):
                chunk = text.splitlines()
                lines[line - 1:line - 1 + len(chunk)] = chunk
            out.write_text("\n".join(lines) + "\n", encoding="utf-8")
            for parent in out.parents:
                if parent == into or into not in parent.parents:
                    break
                (parent / "__init__.py").touch(exist_ok=True)
        shadow = self.modules[dotted]
        return into / shadow.path.relative_to(self.root)
