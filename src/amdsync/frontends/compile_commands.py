"""A project's compile_commands.json (the JSON compilation database CMake
(``CMAKE_EXPORT_COMPILE_COMMANDS``) and Bear write): the flags its build compiles one
source file with, kept to what the device compile needs (amdsync.frontends.flags).

Each entry is ``{"directory", "file", "command" | "arguments", ["output"]}``: ``file``
and every relative path in the command are relative to ``directory``; ``command`` is one
shell-quoted string (split as a POSIX shell splits words, without expansion),
``arguments`` the words themselves; the first word is the compiler, which amdsync never
runs. Errors name the database and the entry (its index, and its line and column).
"""

from __future__ import annotations

import bisect
import json
import os
import shlex
from dataclasses import dataclass
from pathlib import Path

from amdsync.diagnostics import AmdsyncError, Loc, read_input
from amdsync.frontends.flags import DeviceFlags, Language, device_flags

CODE = "compile-commands"


@dataclass(frozen=True)
class Entry:
    """One entry of the database: where it is, its folder, its file and its words."""

    index: int
    loc: Loc
    directory: Path
    file: Path
    words: tuple[str, ...]
    written_directory: Path  # as the entry writes it (relative: to the database's folder)


def flags_for(database: Path, source: Path, language: Language) -> DeviceFlags:
    """The device flags the database compiles ``source`` with. No entry for it, or two
    whose kept flags differ, is an error located at the database (and the entry)."""
    database = database_file(database)
    entries = read_database(database)
    wanted = _real(source)
    matches = [e for e in entries if _real(e.file) == wanted]
    if not matches:
        raise AmdsyncError(CODE, f"{database} has no entry for {source}: compared as "
                           f"{wanted} with the file of each of its {len(entries)} "
                           f"entries{compared_with(entries, source)}"
                           f"{_as_clang_reads(entries, wanted)}",
                           Loc(str(database), 1, 1))
    chosen: tuple[Entry, DeviceFlags] | None = None
    for entry in matches:
        flags = device_flags(entry.words[1:], entry.directory, language, entry.loc)
        if chosen is None:
            chosen = (entry, flags)
        elif flags.kept != chosen[1].kept:
            raise AmdsyncError(CODE, f"entry [{entry.index}] compiles {source} with other "
                               f"flags than entry [{chosen[0].index}] ("
                               f"{' '.join(flags.kept) or 'none'} against "
                               f"{' '.join(chosen[1].kept) or 'none'}); amdsync cannot "
                               "tell which build to follow", entry.loc)
    assert chosen is not None
    return chosen[1]


def compared_with(entries: list[Entry], source: Path, shown: int = 5) -> str:
    """The paths a source was compared with (the entries with its file name first),
    each as its directory and file made it: ``: [0] /build/src/k.hip (directory
    "." from the database's folder), …``."""
    if not entries:
        return ""
    ordered = sorted(entries, key=lambda e: (e.file.name != source.name, e.index))
    parts = [f"[{e.index}] {_real(e.file)}" + (
        f" (directory {str(e.written_directory)!r} from the database's folder)"
        if not e.written_directory.is_absolute() else "") for e in ordered[:shown]]
    more = f", and {len(entries) - shown} more" if len(entries) > shown else ""
    return ": " + ", ".join(parts) + more


def _as_clang_reads(entries: list[Entry], wanted: str) -> str:
    """A hint when an entry names the source only if its relative directory is taken
    from the current folder: clang's own reader (JSONCompilationDatabase) joins the
    directory and the file as written and resolves them as they stand, so from the
    folder the tool runs in."""
    for e in entries:
        if e.written_directory.is_absolute() or not e.file.is_relative_to(e.directory):
            continue  # (an absolute file: the directory plays no part)
        as_written = e.written_directory / e.file.relative_to(e.directory)
        if _real(as_written) == wanted:
            return (f"; entry [{e.index}] names it when its directory "
                    f"{str(e.written_directory)!r} is taken from the current folder, as "
                    "clang's own tools take it, but amdsync takes a relative directory "
                    "from the database's folder (the match does not depend on where "
                    "amdsync runs): write the entry's directory as an absolute path")
    return ""


def database_file(path: Path) -> Path:
    """The database ``path`` names: itself, or the compile_commands.json in a folder."""
    return path / "compile_commands.json" if path.is_dir() else path


def read_database(database: Path) -> list[Entry]:
    """Every entry of the database, checked; a malformed one is an error naming it. A
    folder stands for the compile_commands.json in it (a build folder)."""
    database = database_file(database)
    where = Loc(str(database))
    if not database.exists():
        raise AmdsyncError("no-such-file", f"no such file: {database}", where)
    # (bytes that are not UTF-8: an error at their line and column)
    text = read_input(str(database), "compilation database")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise AmdsyncError(CODE, f"{database} is not JSON: {error.msg}",
                           Loc(str(database), error.lineno, error.colno)) from None
    except RecursionError:
        raise AmdsyncError(CODE, f"{database} is nested too deeply to be a compilation "
                           "database", Loc(str(database), 1, 1)) from None
    if not isinstance(data, list):
        raise AmdsyncError(CODE, f"{database} must hold a JSON array of entries, not a "
                           f"{type(data).__name__}", Loc(str(database), 1, 1))
    starts = _entry_starts(text, len(data))
    newlines = [i for i, ch in enumerate(text) if ch == "\n"]
    return [_entry(database, i, item, _loc(database, newlines, starts[i]))
            for i, item in enumerate(data)]


def _entry(database: Path, index: int, item: object, loc: Loc) -> Entry:
    def bad(message: str) -> AmdsyncError:
        return AmdsyncError(CODE, f"entry [{index}] of {database}: {message}", loc)

    if not isinstance(item, dict):
        raise bad(f"an entry is an object with directory, file and command or arguments, "
                  f"not a {type(item).__name__}")
    for key in ("directory", "file"):
        if not isinstance(item.get(key), str) or not item[key] or "\0" in item[key]:
            raise bad(f"{key!r} must be a non-empty string")
    written = Path(item["directory"])
    # The format makes `file` and the command's paths relative to `directory` and says
    # nothing of a relative `directory` (clangd's maintainers call it unsupported;
    # clang's reader takes it from wherever the tool runs). amdsync takes it from the
    # database's folder, never from where amdsync runs (_as_clang_reads says so when
    # that is the difference).
    directory = written if written.is_absolute() else database.parent / written
    arguments = item.get("arguments")
    command = item.get("command")
    if arguments is not None:
        if (not isinstance(arguments, list) or not arguments
                or not all(isinstance(a, str) and "\0" not in a for a in arguments)):
            raise bad("'arguments' must be a non-empty list of strings")
        words = tuple(arguments)
    elif command is not None:
        if not isinstance(command, str) or "\0" in command:
            raise bad("'command' must be a string")
        try:
            words = tuple(shlex.split(command))
        except ValueError as error:
            raise bad(f"'command' cannot be split into words: {error}") from None
        if not words:
            raise bad("'command' is empty")
    else:
        raise bad("it has neither 'command' nor 'arguments'")
    return Entry(index, loc, directory, directory / item["file"], words, written)


def _real(path: Path) -> str:
    return os.path.normcase(os.path.realpath(path))


def _entry_starts(text: str, count: int) -> list[int]:
    """The offset in ``text`` where each of the top-level array's ``count`` elements
    starts (for the entries' line and column)."""
    decoder = json.JSONDecoder()
    starts: list[int] = []
    i = text.index("[") + 1
    while len(starts) < count:
        while text[i] in " \t\r\n,":
            i += 1
        starts.append(i)
        _, i = decoder.raw_decode(text, i)
    return starts


def _loc(database: Path, newlines: list[int], offset: int) -> Loc:
    """Line and column (from 1) of ``offset``, given the offsets of the newlines."""
    before = bisect.bisect_left(newlines, offset)
    line_start = newlines[before - 1] + 1 if before else 0
    return Loc(str(database), before + 1, offset - line_start + 1)
