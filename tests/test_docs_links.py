"""Every relative link in the documentation resolves, and every place the code names a
section of a document names one that exists.

A link ``[text](path#anchor)`` in README.md or docs/**/*.md must name a file that exists
(relative to the document) and, with an anchor into a Markdown file, a heading of that
file under GitHub's slug rules (lower case, punctuation but ``-`` and ``_`` dropped,
spaces as ``-``, a repeated heading numbered ``-1``, ``-2``, …). A reference
``docs/<name>.md, "Section"`` in src/, tests/, benches/, tools/, examples/, quality/ or
the documents themselves must name a file that exists and a section of it: the quoted
text, its line breaks and comment markers taken out, is a heading or the start of one,
or the bold title a paragraph or list item opens with (``**Run boundaries.**``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md")])
CODE_DIRS = ("src", "tests", "benches", "tools", "examples", "quality")
CODE_SUFFIXES = {".py", ".pyi", ".c", ".ll", ".hip", ".cl", ".toml", ".md", ".txt", ".json"}

_FENCE = re.compile(r"^\s*(```|~~~)")
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_LINK = re.compile(r"(?<!!)\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^()\s]+)(?:\s+\"[^\"]*\")?\)")
_INLINE_CODE = re.compile(r"`[^`]*`")
# A line break inside a reference, with the comment marker or indent of the next line.
_BREAK = r"(?:[ \t]*\n[ \t]*(?:#|//|;|\*(?!\*))?[ \t]*)"
_REFERENCE = re.compile(
    r"(?P<file>docs/[\w./-]+\.md)(?:,[ \t]*|[ \t]+|" + _BREAK + r"|,"
    + _BREAK + r")(?P<q>\\\"|\")(?P<name>[^\"\\]{1,200}?)(?P=q)")


def _prose_lines(text: str) -> Iterator[tuple[int, str]]:
    """The lines of a Markdown text outside fenced code blocks, numbered from 1."""
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            yield number, line


def github_slug(heading: str) -> str:
    """The anchor GitHub gives a heading: its text without markup, lower case, without
    punctuation other than ``-`` and ``_``, spaces made ``-``."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link: its text
    text = text.replace("`", "").replace("*", "")
    text = text.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def headings(path: Path) -> list[str]:
    """The headings of a Markdown file, in order, as written."""
    return [m.group(2) for _, line in _prose_lines(path.read_text())
            if (m := _HEADING.match(line))]


def anchors(path: Path) -> set[str]:
    """Every anchor GitHub makes for the headings of a Markdown file."""
    seen: dict[str, int] = {}
    result = set()
    for heading in headings(path):
        slug = github_slug(heading)
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        result.add(slug if count == 0 else f"{slug}-{count}")
    return result


def _links(path: Path) -> Iterator[tuple[int, str]]:
    for number, line in _prose_lines(path.read_text()):
        for match in _LINK.finditer(_INLINE_CODE.sub("", line)):
            target = match.group(1)
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # http:, https:, mailto:
                continue
            yield number, target


def _broken_link(document: Path, target: str) -> str | None:
    path_part, _, anchor = target.partition("#")
    file = (document.parent / path_part).resolve() if path_part else document
    if not file.exists():
        return f"no file {path_part}"
    if anchor and file.suffix == ".md" and anchor not in anchors(file):
        shown = file.relative_to(ROOT) if file.is_relative_to(ROOT) else file
        return f"no heading #{anchor} in {shown}"
    return None


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves(document: Path) -> None:
    broken = [f"{document.relative_to(ROOT)}:{number}: ({target}) {why}"
              for number, target in _links(document)
              if (why := _broken_link(document, target)) is not None]
    assert broken == []


def _sources() -> Iterator[Path]:
    for folder in CODE_DIRS:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and path.suffix in CODE_SUFFIXES:
                yield path
    yield from DOCUMENTS


_BOLD_TITLE = re.compile(r"^\s*(?:[-*]\s+)?\*\*(?P<title>[^*]+?)[.:]?\*\*")


def _section_names(path: Path) -> set[str]:
    """The headings of a Markdown file and the bold titles its paragraphs open with."""
    bold = {m.group("title") for _, line in _prose_lines(path.read_text())
            if (m := _BOLD_TITLE.match(line))}
    return {_normal(name) for name in [*headings(path), *bold]}


def _normal(text: str) -> str:
    text = re.sub(_BREAK, " ", text)
    return re.sub(r"\s+", " ", text.replace("`", "")).strip().lower()


def _names_a_heading(name: str, sections: set[str]) -> bool:
    return any(h == name or h.startswith(name + " ") or h.startswith(name + ":")
               or h.startswith(name + ",") for h in sections)


def _broken_references() -> Iterator[str]:
    for path in _sources():
        try:
            text = path.read_text()
        except UnicodeDecodeError:
            continue
        where = path.relative_to(ROOT)
        for match in re.finditer(r"docs/[\w./-]+\.md", text):
            line = text.count("\n", 0, match.start()) + 1
            if not (ROOT / match.group(0)).is_file():
                yield f"{where}:{line}: {match.group(0)} does not exist"
        for match in _REFERENCE.finditer(text):
            target = ROOT / match.group("file")
            line = text.count("\n", 0, match.start()) + 1
            if not target.is_file():
                continue  # reported above
            name = _normal(match.group("name"))
            if not _names_a_heading(name, _section_names(target)):
                yield f"{where}:{line}: {match.group('file')} has no heading {name!r}"


def test_every_section_reference_names_a_heading() -> None:
    assert list(_broken_references()) == []


def test_the_slugs_follow_github() -> None:
    assert github_slug("Launch shapes: 2-D and 3-D, partial workgroups") == \
        "launch-shapes-2-d-and-3-d-partial-workgroups"
    assert github_slug("What `clean` means") == "what-clean-means"
    assert github_slug("Scale: clocks per wave, the dense shadow") == \
        "scale-clocks-per-wave-the-dense-shadow"
    assert github_slug("`check` and `litmus`: one set of definitions") == \
        "check-and-litmus-one-set-of-definitions"


def test_a_broken_link_and_a_missing_heading_are_found(tmp_path: Path) -> None:
    document = tmp_path / "a.md"
    (tmp_path / "b.md").write_text("# Title\n\n## Two words\n\n## Two words\n")
    document.write_text("[ok](b.md#two-words-1) [bad](b.md#three) [gone](c.md)\n"
                        "```\n[in code](nowhere.md)\n```\n")
    assert [(t, _broken_link(document, t)) for _, t in _links(document)] == [
        ("b.md#two-words-1", None),
        ("b.md#three", f"no heading #three in {(tmp_path / 'b.md').resolve()}"),
        ("c.md", "no file c.md"),
    ]


def _named_tests() -> Iterator[tuple[Path, int, str, str | None]]:
    """Each ``tests/….py`` or ``tests/….py::function`` the guide and the semantics name,
    and each bare ``test_…`` name that follows one in a "Held by" line."""
    for document in sorted((ROOT / "docs" / "semantics").glob("*.md")):
        for number, line in _prose_lines(document.read_text()):
            current: str | None = None
            for token in re.findall(r"`([^`]+)`", line):
                if match := re.fullmatch(r"(tests/[\w/.-]+\.py)(?:::(\w+))?", token):
                    current = match.group(1)
                    yield document, number, current, match.group(2)
                elif (line.startswith("Held by:") and re.fullmatch(r"test_\w+", token)
                      and current is not None):
                    yield document, number, current, token


def test_every_test_the_semantics_names_exists() -> None:
    missing = []
    for document, number, file, function in _named_tests():
        where = f"{document.relative_to(ROOT)}:{number}"
        path = ROOT / file
        if not path.is_file():
            missing.append(f"{where}: {file}")
        elif function is not None and f"def {function}(" not in path.read_text():
            missing.append(f"{where}: {file}::{function}")
    assert missing == []


def test_the_readme_commands_section_is_a_short_tour() -> None:
    """Issue 45: the README's Commands section stays under 80 lines (one example per
    command and links; the guide and the semantics folder hold the rest)."""
    lines = (ROOT / "README.md").read_text().splitlines()
    start = lines.index("## Commands")
    end = next((n for n in range(start + 1, len(lines)) if lines[n].startswith("## ")),
               len(lines))
    assert end - start < 80
