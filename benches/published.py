"""Published kernels, as their authors wrote them (issue 27): every kernel of
benches/published.toml — a repository, a path and a commit, the kernel, the launch its
host code uses (shrunk), the compiler flags its build uses, and the verdict the
specification gives, argued — checked from the fetched checkouts. The kernels' code
stays out of this repository; what they teach becomes kernels written into tests/.

Prints one line per kernel (amdsync's verdict, the verdict the specification gives,
seconds, the first finding or the reason it stopped, and the cause recorded for a kernel
amdsync does not decide), a summary of counts (clean / findings / incomplete / refused /
mismatch: a verdict other than the specification's) and a table of the recorded causes
of the kernels left undecided. A kernel whose result differs from the one recorded in
the list (``actual``) is marked ``changed``: update the list.

    python benches/published.py --checkouts DIR [--only SUBSTRING] [--timeout 120]
                                [--every-input]

``--every-input`` runs, instead, the kernels whose launch has ``--input`` once more
without it (``every_input_launch``: the same launch, with ``--assume`` for what the host
guarantees): the verdict for every input, against ``every_input_verdict`` (the
specification's, where it differs from ``verdict``), marked ``changed`` when it is not
the recorded ``every_input``, an undecided one with its ``every_input_cause``.

DIR (repeatable) holds one git directory per repository, named ``owner+name`` (bare or
not, e.g. what the search tool's ``fetch`` brings to /work/.mirror/owner+name/repo): the
files of the listed commit are taken from it (blobs a snapshot lacks — large data files
— are skipped). A repository too large to fetch (triton-lang/triton) may instead be a
plain directory ``owner+name/`` holding the listed files as they are at the listed
commit (the search tool's ``read_file`` gives them; a file may stop after its last
kernel: the shadow keeps only kernels, so lines are unchanged). Triton kernels
(``language = "triton"``) are compiled from a Triton-only copy of their package
(benches/published_triton.py) whose root is ``python_root``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

from published_triton import ShadowTree

HERE = Path(__file__).resolve().parent
LARGEST_BLOB = 2 << 20
COMMANDS = {"hip": "hip", "opencl": "opencl", "ll": "check", "triton": "triton"}


def _checkout(checkouts: list[Path], repo: str) -> tuple[Path, bool] | None:
    """The repository's git directory (True) or plain directory of files (False)."""
    name = repo.replace("/", "+")
    for root in checkouts:
        for candidate in (root / name / "repo", root / name, root / name / ".git"):
            if (candidate / "HEAD").exists() and (candidate / "objects").is_dir():
                return candidate, True
        if (root / name).is_dir():
            return root / name, False
    return None


def _materialize(git_dir: Path, commit: str, into: Path) -> None:
    """Every blob of ``commit`` the git directory holds (a snapshot lacks some: their size
    reads `BAD`), up to LARGEST_BLOB bytes."""
    git = ["git", "--git-dir", str(git_dir)]
    listing = subprocess.run([*git, "ls-tree", "-r", "-l", "-z", commit],
                             capture_output=True, check=True).stdout.decode()
    wanted: list[tuple[str, str]] = []
    for record in filter(None, listing.split("\0")):
        meta, path = record.split("\t", 1)
        mode, kind, sha, size = meta.split()
        if kind == "blob" and mode != "120000" and size.isdigit() and int(size) <= LARGEST_BLOB:
            wanted.append((sha, path))
    batch = subprocess.run([*git, "cat-file", "--batch"], input="".join(
        f"{sha}\n" for sha, _ in wanted).encode(), capture_output=True, check=True).stdout
    at = 0
    for _, path in wanted:
        end = batch.index(b"\n", at)
        header = batch[at:end].split()
        at = end + 1
        if header[-1] == b"missing":
            continue
        size = int(header[2])
        target = into / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(batch[at:at + size])
        at += size + 1


def _run(entry: dict[str, Any], launch_words: list[str], root: Path, timeout: float,
         scratch: Path) -> tuple[str, float, str]:
    command = COMMANDS[entry.get("language", "hip")]
    target = root / entry["path"]
    env = dict(os.environ)
    if command == "triton":
        python_root = root / entry.get("python_root", "")
        module = ".".join(Path(entry["path"]).relative_to(entry.get("python_root", ""))
                          .with_suffix("").parts)
        shadow = scratch / f"shadow-{abs(hash((str(root), module)))}"
        target = ShadowTree(python_root).write(module, shadow)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(shadow),
                                                          env.get("PYTHONPATH")]))
    spec = f"{target}:{entry['kernel']}" if command != "check" else str(target)
    launch = [word.replace("{root}", str(root)) for word in launch_words]
    argv = [sys.executable, "-c", "import sys; from amdsync.cli.main import main; "
            "sys.exit(main())", command, spec, *launch,
            "--json", "--timeout", str(timeout)]
    if command == "check" and "kernel" in entry:
        argv += ["--kernel", entry["kernel"]]
    flags = [f.replace("{root}", str(root)) for f in entry.get("flags", [])]
    if flags:
        argv += ["--", *flags]
    start = time.perf_counter()
    done = subprocess.run(argv, check=False, capture_output=True, text=True,
                          timeout=timeout + 60, env=env)
    seconds = time.perf_counter() - start
    if done.returncode == 2:
        lines = done.stderr.strip().splitlines()
        errors = [line for line in lines if "error" in line]
        return "refused", seconds, (errors or lines or [""])[-1]
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        return "error", seconds, (done.stderr or done.stdout).strip()[-200:]
    status = str(report.get("status"))
    findings = report.get("findings") or []
    if findings:
        first = findings[0]
        where = f"{Path(str(first.get('file') or '?')).name}:{first['line']}"
        sources = [e["source"] for e in first.get("trace") or [] if e.get("source")]
        if sources:  # the compiled IR's line, and the source line its first event is at
            where += f" ({Path(sources[0]).name})"
        detail = f"{first['kind']} at {where}: {first['message'][:120]}"
    else:
        incomplete = report.get("incomplete")
        if isinstance(incomplete, dict):
            line = incomplete.get("line")  # the JSON names no file: the compiled IR's line
            incomplete = f"{incomplete.get('reason')} (IR line {line})"
        detail = str(incomplete or report.get("reason") or "")[:600]
    return status, seconds, detail


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--checkouts", type=Path, action="append", required=True,
                        help="a directory of checkouts (repeatable; the first that has "
                        "the repository is used)")
    parser.add_argument("--list", type=Path, default=HERE / "published.toml")
    parser.add_argument("--only", default="")
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--every-input", action="store_true",
                        help="run the kernels that have an every_input_launch with it "
                        "(their launch without --input) instead of their launch")
    args = parser.parse_args()
    entries = [e for e in tomllib.loads(args.list.read_text())["kernel"]
               if args.only in f"{e['repo']}/{e['path']}:{e['kernel']}"
               and (not args.every_input or "every_input_launch" in e)]
    # The fields one run compares against: the listed launch, or the every-input one.
    fields = (("every_input_launch", "every_input_verdict", "every_input",
               "every_input_cause") if args.every_input
              else ("launch", "verdict", "actual", "cause"))
    counts: Counter[str] = Counter()
    causes: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as scratch:
        roots: dict[tuple[str, str], Path] = {}
        for entry in entries:
            name = f"{entry['repo']}/{entry['path']}:{entry['kernel']}"
            key = (entry["repo"], entry["commit"])
            if key not in roots:
                found = _checkout(args.checkouts, entry["repo"])
                if found is None or not (found[1] or (found[0] / entry["path"]).is_file()):
                    print(f"missing   {name}: no checkout of {entry['repo']} in "
                          f"{', '.join(map(str, args.checkouts))}")
                    counts["missing"] += 1
                    continue
                if found[1]:
                    roots[key] = Path(scratch) / f"{len(roots)}"
                    _materialize(found[0], entry["commit"], roots[key])
                else:
                    roots[key] = found[0]
            status, seconds, detail = _run(entry, entry.get(fields[0], []), roots[key],
                                           args.timeout, Path(scratch))
            if status not in ("clean", "findings", "incomplete"):
                status = "refused"
            expected = entry.get(fields[1], entry["verdict"])
            counts[status] += 1
            decided = status in ("clean", "findings")
            mark = "ok " if status == expected else ("XX " if decided else "-- ")
            counts["mismatch"] += decided and status != expected
            changed = " CHANGED" if status != entry.get(fields[2], status) else ""
            cause = ""
            if not decided:
                cause = entry.get(fields[3], "unclassified")
                causes[cause] += 1
                cause = f" [{cause}]"
            print(f"{mark} {status:10} (spec {expected:8}) {seconds:6.1f} s  {name}{cause}"
                  f"{changed}  {detail}", flush=True)
    print(f"\n{len(entries)} kernels: {counts['clean']} clean, {counts['findings']} findings, "
          f"{counts['incomplete']} incomplete, {counts['refused']} refused, "
          f"{counts['mismatch']} mismatch, {counts['missing']} without a checkout")
    if causes:
        print("\nundecided, by cause:")
        for cause, count in causes.most_common():
            print(f"  {count:3}  {cause}")
    return 1 if counts["mismatch"] else 0


if __name__ == "__main__":
    sys.exit(main())
