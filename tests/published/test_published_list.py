"""benches/published.toml is well formed (every entry argued, every undecided one with
its cause) and benches/published_triton.py's Triton-only shadow of a package keeps what
a kernel needs at its own lines — on a small package written here, so no test needs the
fetched checkouts."""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

BENCHES = Path(__file__).resolve().parents[2] / "benches"
STATUSES = {"clean", "findings", "incomplete", "refused"}


def _shadow_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("published_triton",
                                                  BENCHES / "published_triton.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_every_listed_kernel_is_argued() -> None:
    entries = tomllib.loads((BENCHES / "published.toml").read_text())["kernel"]
    assert len(entries) >= 60
    for entry in entries:
        name = f"{entry['repo']}/{entry['path']}:{entry['kernel']}"
        assert len(entry["commit"]) == 40, name
        assert entry["verdict"] in {"clean", "findings"}, name
        assert entry["actual"] in STATUSES, name
        assert len(entry["why"]) > 30, name
        assert ("cause" in entry) == (entry["actual"] != entry["verdict"]), name
        assert all(isinstance(word, str) for word in entry.get("launch", [])), name
    assert {e["language"] for e in entries if "language" in e} == {"triton"}


def test_every_kernel_given_an_input_is_also_run_without_it() -> None:
    """Issue 41: a kernel whose launch has --input has an every-input launch, the same
    without --input (and with --assume for what its host guarantees), amdsync's result
    for it and, where that is not the specification's verdict for every input, its
    cause."""
    entries = tomllib.loads((BENCHES / "published.toml").read_text())["kernel"]
    given = [e for e in entries if "--input" in e.get("launch", [])]
    assert len(given) >= 16
    for entry in given:
        name = f"{entry['repo']}/{entry['path']}:{entry['kernel']}"
        launch = entry["every_input_launch"]
        assert "--input" not in launch, name
        assert [w for w in entry["launch"] if w not in launch] == [
            w for i, w in enumerate(entry["launch"])
            if w == "--input" or entry["launch"][i - 1] == "--input"], name
        spec = entry.get("every_input_verdict", entry["verdict"])
        assert spec in {"clean", "findings"}, name
        assert entry["every_input"] in STATUSES, name
        assert ("every_input_cause" in entry) == (entry["every_input"] != spec), name


PACKAGE = {
    "pkg/__init__.py": "import torch\nfrom pkg.ops import kernel\n",
    "pkg/helpers.py": (
        "import torch\n"
        "import triton\n"
        "import triton.language as tl\n"
        "if torch.cuda.is_available():\n"
        "    from triton.language.no_such_module import cast\n"
        "else:\n"
        "    cast = tl.cast\n"
        "SCALE = tl.constexpr(2)\n"
        "DEVICE = torch.device('cuda')\n"
        "\n"
        "def twice(x):\n"
        "    return x * SCALE\n"
        "twice = triton.jit(twice)\n"
    ),
    "pkg/ops.py": (
        "import torch\n"
        "import triton\n"
        "import triton.language as tl\n"
        "from .helpers import twice, DEVICE, cast\n"
        "\n"
        "@triton.autotune(configs=[], key=['n'])\n"
        "@triton.jit(do_not_specialize=['n'], repr=torch.repr)\n"
        "def kernel(x_ptr, n, BLOCK: tl.constexpr):\n"
        "    offs = tl.arange(0, BLOCK)\n"
        "    x = tl.load(x_ptr + offs, mask=offs < n)\n"
        "    tl.store(x_ptr + offs, twice(cast(x, tl.float32)), mask=offs < n)\n"
        "\n"
        "def host(x):\n"
        "    kernel[(1,)](x, x.numel(), BLOCK=128)\n"
    ),
}


def test_the_shadow_keeps_kernels_at_their_lines(tmp_path: Path) -> None:
    pytest.importorskip("triton")
    root = tmp_path / "src"
    for path, text in PACKAGE.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
    shadow = _shadow_module().ShadowTree(root).write("pkg.ops", tmp_path / "shadow")
    ops = shadow.read_text().splitlines()
    assert ops == ["", "import triton", "import triton.language as tl",
                   "from pkg.helpers import twice, cast", "", "",
                   "@triton.jit(do_not_specialize=['n'])",
                   *PACKAGE["pkg/ops.py"].splitlines()[7:11], "", "", ""]
    helpers = (tmp_path / "shadow/pkg/helpers.py").read_text().splitlines()
    assert [line for line in helpers if line] == [
        "import triton", "import triton.language as tl", "cast = tl.cast",
        "SCALE = tl.constexpr(2)", "def twice(x):", "    return x * SCALE",
        "twice = triton.jit(twice)"]
    assert helpers.index("cast = tl.cast") == 6  # its own line, dedented
    assert (tmp_path / "shadow/pkg/__init__.py").read_text().strip() == ""
