"""The compiler flags a kernel's own build gives: the ones after ``--`` on the command
line (all passed on) and the ones of a compile_commands.json entry (only those the
device compile needs, the allow-list below), with plugin and load flags refused in
both (docs/hip-opencl.md, "Project flags").

    user_flags(["-I", "include", "-std=c++20"], "hip")          # passed on as given
    device_flags(["clang++", "-Iinc", "-O3", "-c", "k.hip"], Path("/build"), "hip", where)
    # → ("-I/build/inc",): -O3 (amdsync chooses the level), -c and the file are dropped

Nothing here runs anything: clang runs once, from an argument list (never a shell), as
amdsync.frontends.clang builds it, and never the compiler a database names.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from amdsync.diagnostics import AmdsyncError, Loc

Language = Literal["hip", "opencl"]
CLI = Loc("<command line>")

# Flags that make clang load code (a plugin, a pass plugin, a shared library) or read
# more flags from a file amdsync does not see: refused wherever they appear, also as
# the argument of -Xclang / -mllvm / -Xarch_device (every word is looked at).
_LOAD_EXACT = frozenset({"-load", "-plugin", "-add-plugin", "--config"})
_LOAD_PREFIXES = ("-fplugin", "-fpass-plugin", "-load=", "-plugin=", "-plugin-arg",
                  "-add-plugin=", "--config=", "--config-system-dir", "--config-user-dir")
# Flags that hand the next word to a later stage (named with it in an error).
_FORWARDERS = frozenset({"-Xclang", "-mllvm", "-Xarch_device", "-Xarch_host",
                         "-Xopenmp-target", "-Xpreprocessor", "-Xlinker", "-Xassembler"})
# Flags after `--` that would change what clang produces, which amdsync reads next.
_OUTPUT_FLAGS = frozenset({"-o", "-c", "-E", "-fsyntax-only", "-###", "-M", "-MM",
                           "--precompile", "-emit-obj", "--emit-static-lib"})

# Flags after `--` that choose the processor clang compiles for: the last -mcpu= of an
# OpenCL compile, a further --offload-arch= (--cuda-gpu-arch=) of a HIP one (a second
# device compile), and -Xclang -target-cpu -Xclang X in both. (-march= does not: the
# driver ignores it for amdgcn.) And the two that choose the wave size (the last wins).
_PROCESSOR_PREFIXES = ("-mcpu=", "--offload-arch=", "--cuda-gpu-arch=")
_WAVE_FLAGS = {"-mwavefrontsize64": True, "-mno-wavefrontsize64": False}

# --- the allow-list of a compile_commands.json entry --------------------------------
# Include paths and forced includes (a path: resolved against the entry's directory).
_INCLUDE_DIRS = ("-I", "-isystem", "-iquote", "-idirafter", "--include-directory")
_INCLUDE_FILES = ("-include", "-imacros")
# Macros.
_MACROS = ("-D", "-U", "--define-macro", "--undefine-macro")
# Language standard.
_STANDARD = ("-std=", "--std=", "-cl-std=")
# -f flags that change what the source means (exceptions, RTTI, char signedness,
# floating point, template and constexpr limits, relocatable device code …).
_F_EXACT = frozenset({
    "-fexceptions", "-fno-exceptions", "-fcxx-exceptions", "-fno-cxx-exceptions",
    "-frtti", "-fno-rtti", "-fgpu-rdc", "-fno-gpu-rdc",
    "-fgpu-flush-denormals-to-zero", "-fno-gpu-flush-denormals-to-zero",
    "-fcuda-flush-denormals-to-zero", "-fno-cuda-flush-denormals-to-zero",
    "-ffast-math", "-fno-fast-math", "-ffinite-math-only", "-fno-finite-math-only",
    "-funsafe-math-optimizations", "-fno-unsafe-math-optimizations", "-fsigned-zeros",
    "-fno-signed-zeros", "-fmath-errno", "-fno-math-errno", "-fassociative-math",
    "-fno-associative-math", "-freciprocal-math", "-fno-reciprocal-math",
    "-fhonor-nans", "-fno-honor-nans", "-fhonor-infinities", "-fno-honor-infinities",
    "-fhip-fp32-correctly-rounded-divide-sqrt", "-fno-hip-fp32-correctly-rounded-divide-sqrt",
    "-fgpu-approx-transcendentals", "-fno-gpu-approx-transcendentals",
    "-fgpu-allow-device-init", "-fno-gpu-allow-device-init", "-fhip-new-launch-api",
    "-fno-hip-new-launch-api", "-fgpu-exclude-wrong-side-overloads",
    "-fno-gpu-exclude-wrong-side-overloads", "-fgpu-defer-diag", "-fno-gpu-defer-diag",
    "-fsigned-char", "-fno-signed-char", "-funsigned-char", "-fno-unsigned-char",
    "-fchar8_t", "-fno-char8_t", "-fwrapv", "-fno-wrapv", "-fstrict-aliasing",
    "-fno-strict-aliasing", "-fstrict-overflow", "-fno-strict-overflow", "-fbuiltin",
    "-fno-builtin", "-fms-extensions", "-fno-ms-extensions", "-fshort-wchar",
    "-fno-short-wchar", "-fthreadsafe-statics", "-fno-threadsafe-statics",
    "-fdelayed-template-parsing", "-fno-delayed-template-parsing", "-fno-operator-names",
    "-fgnu-keywords", "-fno-gnu-keywords", "-fdeclspec", "-fno-declspec",
    "-fsized-deallocation", "-fno-sized-deallocation", "-faligned-allocation",
    "-fno-aligned-allocation", "-fcuda-allow-variadic-functions",
})
_F_PREFIXES = ("-ffp-contract=", "-ffp-model=", "-ffp-exception-behavior=",
               "-fdenormal-fp-math=", "-fdenormal-fp-math-f32=", "-ftemplate-depth=",
               "-fconstexpr-depth=", "-fconstexpr-steps=", "-fbracket-depth=",
               "-fno-builtin-", "-fgpu-default-stream=", "-finput-charset=",
               "-fexec-charset=")
# OpenCL C options of the same kind.
_CL_EXACT = frozenset({
    "-cl-fast-relaxed-math", "-cl-mad-enable", "-cl-no-signed-zeros",
    "-cl-finite-math-only", "-cl-denorms-are-zero", "-cl-fp32-correctly-rounded-divide-sqrt",
    "-cl-single-precision-constant", "-cl-unsafe-math-optimizations", "-cl-no-stdinc",
})
_CL_PREFIXES = ("-cl-ext=",)
# Dropped flags that take the next word as their value (so it is dropped too).
_DROPPED_WITH_VALUE = frozenset({
    "-o", "-MF", "-MT", "-MQ", "-MJ", "-Xclang", "-mllvm", "-target", "-arch",
    "-isysroot", "--sysroot", "-include-pch", "-Xlinker", "-Xassembler", "-Xpreprocessor",
    "-Xarch_device", "-Xarch_host", "-Xopenmp-target", "-Xcuda-ptxas",
    "-Xcuda-fatbinary", "-Xoffload-linker", "--serialize-diagnostics", "-dependency-file",
    "-main-file-name", "-resource-dir", "-aux-triple", "-L", "-B", "-F", "-u", "-z",
    "-ivfsoverlay", "-iprefix", "-iwithprefix", "-iwithprefixbefore", "--gcc-toolchain",
    "-gcc-toolchain", "--cuda-path", "--rocm-path", "--hip-path", "--hip-device-lib-path",
    "-working-directory", "-dumpdir", "-dumpbase", "--offload-arch", "--cuda-gpu-arch",
})
# -x LANGUAGE values that name the language the command compiles (kept implicitly).
_LANGUAGES = {"hip": frozenset({"hip", "cuda"}), "opencl": frozenset({"cl", "clcpp"})}


@dataclass(frozen=True)
class DeviceFlags:
    """The flags kept for the device compile, and the ones dropped (for a note)."""

    kept: tuple[str, ...]
    dropped: tuple[str, ...]

    def offload_archs(self) -> tuple[str, ...]:
        """The processors the build compiled for (``--offload-arch=gfx90a``,
        ``--offload-arch gfx942``, ``-mcpu=…``, ``--cuda-gpu-arch=…``), in order, once."""
        found: list[str] = []
        words = self.dropped
        for i, word in enumerate(words):
            for flag in ("--offload-arch", "--cuda-gpu-arch", "-mcpu"):
                value = None
                if word.startswith(flag + "="):
                    value = word[len(flag) + 1:]
                elif word == flag and i + 1 < len(words):
                    value = words[i + 1]
                if value:
                    found += [v for v in value.split(",") if v and v not in found]
        return tuple(found)


@dataclass(frozen=True)
class NamedProcessor:
    """A processor (a target ID: ``gfx90a:xnack+``) that flags name, and the flag as
    written (``-mcpu=gfx1100``, ``-Xclang -target-cpu -Xclang gfx1100``)."""

    target_id: str
    written: str


def named_processors(words: Sequence[str]) -> tuple[NamedProcessor, ...]:
    """The processors ``words`` make clang compile for, in order (one per value of a
    comma-separated ``--offload-arch=gfx90a,gfx942``)."""
    found: list[NamedProcessor] = []
    words = _options(words)
    for i, word in enumerate(words):
        prefix = next((p for p in _PROCESSOR_PREFIXES if word.startswith(p)), None)
        if prefix is not None:
            found += [NamedProcessor(value, word)
                      for value in word[len(prefix):].split(",") if value]
        elif (word == "-target-cpu" and 0 < i < len(words) - 2
              and words[i - 1] == words[i + 1] == "-Xclang"):
            found.append(NamedProcessor(words[i + 2],
                                        f"-Xclang -target-cpu -Xclang {words[i + 2]}"))
    return tuple(found)


def wave_size_flag(words: Sequence[str]) -> str | None:
    """The last of ``-mwavefrontsize64`` / ``-mno-wavefrontsize64`` in ``words`` (the
    one clang follows), or None."""
    return next((w for w in reversed(_options(words)) if w in _WAVE_FLAGS), None)


def _options(words: Sequence[str]) -> Sequence[str]:
    """The words clang reads as options: those before a ``--`` of its own (after it,
    every word is an input file, ``--offload-arch=gfx1250`` too)."""
    return words[:words.index("--")] if "--" in words else words


def is_wave64_flag(flag: str) -> bool:
    """Whether a flag :func:`wave_size_flag` returned asks for wave64."""
    return _WAVE_FLAGS[flag]


def refuse_loading(words: Sequence[str], where: Loc, origin: str) -> None:
    """A usage error naming the first flag that would make clang load code or read
    flags from a file (``-fplugin=…``, ``-fpass-plugin=…``, ``-Xclang -load``,
    ``-Xclang -plugin …``, ``-load``, ``--config``, ``@FILE``)."""
    for i, word in enumerate(words):
        inner = word.removeprefix("-Xclang=")
        if (inner in _LOAD_EXACT or inner.startswith(_LOAD_PREFIXES)
                or (inner.startswith("@") and len(inner) > 1)):
            what = "reads flags from a file amdsync does not see" if (
                inner.startswith(("@", "--config"))) else "loads code into clang"
            named = word
            if i > 0 and words[i - 1] in _FORWARDERS:
                named = f"{words[i - 1]} {word}"
            raise AmdsyncError("refused-flag", f"{origin}: {named} {what}; amdsync never "
                               "passes it on (remove it to check the kernel)", where)


def user_flags(words: Sequence[str]) -> tuple[str, ...]:
    """The flags after ``--``: passed to clang as given (after amdsync's own, so they
    win), except the load flags and the ones that change clang's output."""
    refuse_loading(words, CLI, "after --")
    for word in words:
        if word == "-emit-llvm":
            continue  # what amdsync asks for anyway
        if word in _OUTPUT_FLAGS or word.startswith(("-emit-", "-o=")):
            raise AmdsyncError("refused-flag", f"after --: {word} changes what clang "
                               "writes, which amdsync reads next (--keep-ll PATH keeps the "
                               "IR)", CLI)
    return tuple(words)


def device_flags(words: Sequence[str], directory: Path, language: Language,
                 where: Loc) -> DeviceFlags:
    """The flags of a compile_commands.json entry (``words`` without the compiler) that
    the device compile needs, paths resolved against the entry's ``directory``."""
    refuse_loading(words, where, "compile_commands.json")
    kept: list[str] = []
    dropped: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        if word == "-include-pch":  # a precompiled header of the host compile
            dropped += words[i:i + 2]
            i += 2
            continue
        value, taken = _option_value(words, i, _INCLUDE_DIRS)
        if value is not None:
            flag = _which(word, _INCLUDE_DIRS)
            kept += [_flag(flag), str(directory / value)]
            i += taken
            continue
        value, taken = _option_value(words, i, _INCLUDE_FILES)
        if value is not None:
            flag = _which(word, _INCLUDE_FILES)
            relative = directory / value
            kept += [flag, str(relative) if relative.exists() else value]
            i += taken
            continue
        value, taken = _option_value(words, i, _MACROS)
        if value is not None:
            flag = _which(word, _MACROS)
            kept.append(("-U" if "undefine" in flag or flag == "-U" else "-D") + value)
            i += taken
            continue
        if word.startswith(_STANDARD) and (language == "opencl"
                                           or not word.startswith("-cl-")):
            kept.append(word.removeprefix("-") if word.startswith("--std=") else word)
            i += 1
            continue
        if word == "--std" and i + 1 < len(words):
            kept.append(f"-std={words[i + 1]}")
            i += 2
            continue
        value, taken = _option_value(words, i, ("-x",))
        if value is not None:
            # The command decides the language; another one is the host's.
            if value not in _LANGUAGES[language]:
                dropped += words[i:i + taken]
            i += taken
            continue
        if word in _F_EXACT or word.startswith(_F_PREFIXES) or (
                language == "opencl" and (word in _CL_EXACT or word.startswith(_CL_PREFIXES))):
            kept.append(word)
            i += 1
            continue
        taken = 2 if word in _DROPPED_WITH_VALUE and i + 1 < len(words) else 1
        dropped += words[i:i + taken]
        i += taken
    return DeviceFlags(tuple(kept), tuple(dropped))


def _flag(flag: str) -> str:
    return "-I" if flag == "--include-directory" else flag


def _which(word: str, flags: Sequence[str]) -> str:
    """The flag of ``flags`` that ``word`` is or starts with (longest first)."""
    for flag in sorted(flags, key=len, reverse=True):
        if word == flag or word.startswith(flag):
            return flag
    raise AssertionError(word)


def _option_value(words: Sequence[str], i: int, flags: Sequence[str]
                  ) -> tuple[str | None, int]:
    """(value, words taken) when ``words[i]`` is one of ``flags``, written as ``-Ivalue``,
    ``-I value`` or ``--long=value`` / ``--long value``; (None, 0) otherwise."""
    word = words[i]
    for flag in sorted(flags, key=len, reverse=True):
        if word == flag:
            return (words[i + 1], 2) if i + 1 < len(words) else (None, 0)
        if word.startswith(flag):
            rest = word[len(flag):]
            if flag.startswith("--"):
                if rest.startswith("="):
                    return rest[1:], 1
                continue
            return rest, 1
    return None, 0
