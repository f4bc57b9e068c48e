"""Write seeded-bug variants of the generated kernels into seeded/ (see docs/triton.md).

    /work/venv/bin/python examples/triton/seed_bugs.py      # no Triton needed

Each variant changes one line of the kernel's pipelined main loop (the block that
branches back to itself), keeping every other line where it was:

* ``wait_plus1``  — its ``wait.asyncmark(N)`` becomes ``wait.asyncmark(N + 1)``;
* ``no_barrier``  — its ``s.barrier`` call becomes a comment;
* ``no_fence``    — its workgroup acquire fence (after the barrier) becomes a comment.
"""

import json
import re
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
LABEL_RE = re.compile(r"^([-\w.$]+):")


def loop_body(lines: list[str]) -> range:
    """Line indices of the first block whose terminator branches back to it."""
    label, start = None, 0
    for index, line in enumerate(lines):
        match = LABEL_RE.match(line)
        if match:
            label, start = match.group(1), index
        elif label and line.strip().startswith("br ") and re.search(
                rf"label %{re.escape(label)}(?=[,\s]|$)", line):
            return range(start, index + 1)
    raise SystemExit("no self-looping block")


def raise_wait(line: str) -> str:
    return re.sub(r"wait\.asyncmark\(i16 (\d+)\)",
                  lambda m: f"wait.asyncmark(i16 {int(m.group(1)) + 1})", line)


def comment_out(line: str) -> str:
    return "  ; seeded bug, removed: " + line.strip()


SEEDS: dict[str, tuple[str, Callable[[str], str]]] = {
    "wait_plus1": (r"call void @llvm\.amdgcn\.wait\.asyncmark\(", raise_wait),
    "no_barrier": (r"call void @llvm\.amdgcn\.s\.barrier\(\)", comment_out),
    "no_fence": (r"^\s*fence syncscope\(\"workgroup\"\) acquire", comment_out),
}


def main() -> None:
    launches = json.loads((HERE / "launches.json").read_text())
    out_dir = HERE / "seeded"
    out_dir.mkdir(exist_ok=True)
    seeded = {}
    for name, launch in launches.items():
        lines = (HERE / launch["file"]).read_text().split("\n")
        body = loop_body(lines)
        for seed, (pattern, change) in SEEDS.items():
            index = next(i for i in body if re.search(pattern, lines[i]))
            variant = lines.copy()
            variant[index] = change(lines[index])
            file = f"{name}.{seed}.ll"
            (out_dir / file).write_text("\n".join(variant))
            seeded[f"{name}.{seed}"] = {"kernel": name, "file": f"seeded/{file}",
                                        "line": index + 1, "was": lines[index].strip(),
                                        "now": variant[index].strip()}
    (out_dir / "seeded.json").write_text(json.dumps(seeded, indent=2) + "\n")


if __name__ == "__main__":
    main()
