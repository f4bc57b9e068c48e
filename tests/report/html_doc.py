"""Reading the HTML report back in tests: every element with its attributes, the
finding it belongs to, and the text of the page (html.parser, as a browser tokenizes)."""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser


@dataclass(frozen=True)
class Element:
    tag: str
    attrs: dict[str, str]
    finding: int | None  # the index of the finding section it is in

    def has_class(self, name: str) -> bool:
        return name in self.attrs.get("class", "").split()


@dataclass
class Doc(HTMLParser):
    elements: list[Element] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    scripts: list[str] = field(default_factory=list)
    styles: list[str] = field(default_factory=list)
    _finding: int | None = None
    _raw: str | None = None  # inside <script> or <style>

    def __post_init__(self) -> None:
        HTMLParser.__init__(self, convert_charrefs=True)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        if tag == "section" and "data-finding" in values:
            self._finding = int(values["data-finding"])
        self.elements.append(Element(tag, values, self._finding))
        if tag in {"script", "style"}:
            self._raw = tag
            (self.scripts if tag == "script" else self.styles).append("")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append(Element(tag, {k: v or "" for k, v in attrs}, self._finding))

    def handle_endtag(self, tag: str) -> None:
        if tag == "section" and self._finding is not None:
            self._finding = None
        if tag == self._raw:
            self._raw = None

    def handle_data(self, data: str) -> None:
        if self._raw == "script":
            self.scripts[-1] += data
        elif self._raw == "style":
            self.styles[-1] += data
        else:
            self.texts.append(data)

    @property
    def text(self) -> str:
        return "".join(self.texts)

    def select(self, cls: str | None = None, finding: int | None = None,
               **data: str | int) -> list[Element]:
        """Elements with class ``cls`` (any when None) in finding ``finding`` (any when
        None) whose ``data-<key>`` attributes equal ``data`` (``_`` for ``-`` in keys)."""
        out = []
        for e in self.elements:
            if cls is not None and not e.has_class(cls):
                continue
            if finding is not None and e.finding != finding:
                continue
            if all(e.attrs.get("data-" + k.replace("_", "-")) == str(v)
                   for k, v in data.items()):
                out.append(e)
        return out


def parse(page: str) -> Doc:
    doc = Doc()
    doc.feed(page)
    doc.close()
    return doc
