"""Write seeded-bug variants of the generated kernels into seeded/ (see docs/triton.md).

    /work/venv/bin/python examples/triton/seed_bugs.py      # no Triton needed

Each variant changes one line of the kernel's pipelined main loop (the block that
branches back to itself; the whole kernel when it has no loop, as the reductions),
keeping every other line where it was:

* ``wait_plus1``  — its ``wait.asyncmark(N)`` (gfx1250: ``s.wait.asynccnt(N)``) becomes
  the same wait with N + 1; not for kernels without one (gfx942 has no asynchronous
  copies, the reductions none either);
* ``no_barrier``  — its ``s.barrier`` call becomes a comment: the last barrier before the
  body's first LDS read when there is one (gfx1250's loop has three barriers, and the one
  after its wait is redundant: a later one orders the reads), else its first;
* ``no_fence``    — the workgroup acquire fence after that barrier becomes a comment.

Variants of ``<target>/<name>`` are written as ``seeded/<target>/<name>.<seed>.ll``.
"""

import json
import re
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
LABEL_RE = re.compile(r"^([-\w.$]+):")


def loop_body(lines: list[str]) -> range:
    """Line indices of the first block whose terminator branches back to it; every line
    when there is none."""
    label, start = None, 0
    for index, line in enumerate(lines):
        match = LABEL_RE.match(line)
        if match:
            label, start = match.group(1), index
        elif label and line.strip().startswith("br ") and re.search(
                rf"label %{re.escape(label)}(?=[,\s]|$)", line):
            return range(start, index + 1)
    return range(len(lines))


def raise_wait(line: str) -> str:
    return re.sub(r"(wait\.asyncmark|s\.wait\.asynccnt)\(i16 (\d+)\)",
                  lambda m: f"{m.group(1)}(i16 {int(m.group(2)) + 1})", line)


def comment_out(line: str) -> str:
    return "  ; seeded bug, removed: " + line.strip()


SEEDS: dict[str, tuple[str, Callable[[str], str]]] = {
    "wait_plus1": (r"call void @llvm\.amdgcn\.(wait\.asyncmark|s\.wait\.asynccnt)\(",
                   raise_wait),
    "no_barrier": (r"call void @llvm\.amdgcn\.s\.barrier\(\)", comment_out),
    "no_fence": (r"^\s*fence syncscope\(\"workgroup\"\) acquire", comment_out),
}
# Single removals that are no bug, so not written (docs/triton.md, "Seeded bugs"): the
# loops of Triton's gfx1250 pipelines have three fenced barriers and the 8-wave gfx942
# matmul eleven; with the seeded one removed alone the checker reports no finding
# (another barrier orders the same accesses).
NOT_BUGS = {(f"gfx1250/{kernel}", seed) for seed in ("no_barrier", "no_fence")
            for kernel in ("matmul_bf16_s2", "matmul_bf16_s3", "matmul_bf16_s4",
                           "matmul_bf16_w8_s2", "matmul_fp8_s2", "matmul_masked_bf16_s3",
                           "matmul_masked_mnk_bf16_s3", "matmul_persistent_bf16_s3",
                           "attention_bf16_s2")} | {
    ("gfx942/matmul_bf16_w8_s2", "no_barrier"), ("gfx942/matmul_bf16_w8_s2", "no_fence")}
BARRIER = re.compile(SEEDS["no_barrier"][0])
LDS_READ = re.compile(r"= load [^,]*, ptr addrspace\(3\)|@llvm\.amdgcn\.ds\.(read|load)\.tr")


def guarding_barrier(lines: list[str], body: range) -> range:
    """The part of ``body`` from its seeded barrier on: the last barrier before the first
    LDS read when one precedes it, else the first barrier."""
    first_read = next((i for i in body if LDS_READ.search(lines[i])), body.stop)
    before = [i for i in body if i < first_read and BARRIER.search(lines[i])]
    start = before[-1] if before else next((i for i in body if BARRIER.search(lines[i])),
                                           body.start)
    return range(start, body.stop)


def main() -> None:
    launches = json.loads((HERE / "launches.json").read_text())
    out_dir = HERE / "seeded"
    out_dir.mkdir(exist_ok=True)
    seeded = {}
    for name, launch in launches.items():
        lines = (HERE / launch["file"]).read_text().split("\n")
        body = loop_body(lines)
        for seed, (pattern, change) in SEEDS.items():
            if (name, seed) in NOT_BUGS:
                continue
            where = body if seed == "wait_plus1" else guarding_barrier(lines, body)
            index = next((i for i in where if re.search(pattern, lines[i])), None)
            if index is None:
                continue  # the kernel has no such line (no asynchronous copies)
            variant = lines.copy()
            variant[index] = change(lines[index])
            file = f"{name}.{seed}.ll"
            (out_dir / file).parent.mkdir(exist_ok=True)
            (out_dir / file).write_text("\n".join(variant))
            seeded[f"{name}.{seed}"] = {"kernel": name, "file": f"seeded/{file}",
                                        "line": index + 1, "was": lines[index].strip(),
                                        "now": variant[index].strip()}
    (out_dir / "seeded.json").write_text(json.dumps(seeded, indent=2) + "\n")


if __name__ == "__main__":
    main()
