"""Published kernels, as their authors wrote them (issue 27): every kernel of
benches/published.toml — a repository, a path and a commit, the kernel, the launch its
host code uses (shrunk), the compiler flags its build uses, and the verdict the
specification gives, argued — checked from the fetched checkouts. The kernels' code
stays out of this repository; what they teach becomes kernels written into tests/.

Prints one line per kernel (expected and actual verdict, seconds, the first finding or
the reason it stopped) and a summary: decided (clean or findings), as expected,
incomplete, refused (exit 2).

    python benches/published.py --checkouts DIR [--only SUBSTRING] [--timeout 120]

DIR holds one git directory per repository, named ``owner+name`` (bare or not: the
files are taken with ``git archive`` at the listed commit), e.g. what the search
tool's ``fetch`` brings to /work/.mirror/owner+name/repo.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
COMMANDS = {"hip": "hip", "opencl": "opencl", "ll": "check", "triton": "triton"}


def _git_dir(checkouts: Path, repo: str) -> Path | None:
    name = repo.replace("/", "+")
    for candidate in (checkouts / name / "repo", checkouts / name, checkouts / name / ".git"):
        if (candidate / "HEAD").exists():
            return candidate
    return None


def _materialize(git_dir: Path, commit: str, into: Path) -> None:
    archive = subprocess.run(["git", "--git-dir", str(git_dir), "archive", commit],
                             capture_output=True, check=True).stdout
    with tempfile.TemporaryFile() as raw:
        raw.write(archive)
        raw.seek(0)
        with tarfile.open(fileobj=raw) as tar:
            tar.extractall(into, filter="data")


def _run(entry: dict[str, Any], root: Path, timeout: float) -> tuple[str, float, str]:
    command = COMMANDS[entry.get("language", "hip")]
    target = root / entry["path"]
    spec = f"{target}:{entry['kernel']}" if command != "check" else str(target)
    argv = [sys.executable, "-c", "import sys; from amdsync.cli.main import main; "
            "sys.exit(main())", command, spec, *entry.get("launch", []),
            "--json", "--timeout", str(timeout)]
    if command == "check" and "kernel" in entry:
        argv += ["--kernel", entry["kernel"]]
    flags = [f.replace("{root}", str(root)) for f in entry.get("flags", [])]
    if flags:
        argv += ["--", *flags]
    start = time.perf_counter()
    done = subprocess.run(argv, check=False, capture_output=True, text=True,
                          timeout=timeout + 60)
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
        detail = f"{first['kind']} at line {first['line']}: {first['message'][:120]}"
    else:
        detail = str(report.get("incomplete") or report.get("reason") or "")[:160]
    return status, seconds, detail


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--checkouts", type=Path, required=True)
    parser.add_argument("--list", type=Path, default=HERE / "published.toml")
    parser.add_argument("--only", default="")
    parser.add_argument("--timeout", type=float, default=120.0)
    args = parser.parse_args()
    entries = [e for e in tomllib.loads(args.list.read_text())["kernel"]
               if args.only in f"{e['repo']}/{e['path']}:{e['kernel']}"]
    counts = {"decided": 0, "as expected": 0, "incomplete": 0, "refused": 0, "missing": 0}
    with tempfile.TemporaryDirectory() as scratch:
        roots: dict[tuple[str, str], Path] = {}
        for entry in entries:
            name = f"{entry['repo']}/{entry['path']}:{entry['kernel']}"
            key = (entry["repo"], entry["commit"])
            if key not in roots:
                git_dir = _git_dir(args.checkouts, entry["repo"])
                if git_dir is None:
                    print(f"missing   {name}: no checkout of {entry['repo']} in {args.checkouts}")
                    counts["missing"] += 1
                    continue
                roots[key] = Path(scratch) / f"{len(roots)}"
                _materialize(git_dir, entry["commit"], roots[key])
            status, seconds, detail = _run(entry, roots[key], args.timeout)
            expected = entry["verdict"]
            if status in ("clean", "findings"):
                counts["decided"] += 1
            elif status == "incomplete":
                counts["incomplete"] += 1
            else:
                counts["refused"] += 1
            mark = "ok " if status == expected else "XX "
            counts["as expected"] += status == expected
            print(f"{mark} {status:10} (want {expected:8}) {seconds:6.1f} s  {name}  {detail}")
    total = len(entries)
    print(f"\n{total} kernels: {counts['decided']} decided, {counts['as expected']} as "
          f"expected, {counts['incomplete']} incomplete, {counts['refused']} refused or "
          f"failed, {counts['missing']} without a checkout")
    return 0


if __name__ == "__main__":
    sys.exit(main())
