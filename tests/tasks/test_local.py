"""The local executor: every core, or this process; a task that crashes, whose worker
dies, or that overruns its bound is reported for that task and the others finish, in
the order given."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

import amdsync
from amdsync.tasks import CallJob, Executor, LitmusJob, Task, TaskResult, run_tasks
from amdsync.tasks.model import without_timings
from amdsync.tasks.progress import Tally

sys.path.insert(0, str(Path(__file__).parent))
import tasks_corpus
import tasks_probe

ROOT = Path(__file__).resolve().parents[2]


def _echoes(n: int) -> list[Task]:
    return [Task(f"echo {i}", CallJob(tasks_probe.echo, i)) for i in range(n)]


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_crashing_task_is_reported_and_the_rest_finish(jobs: int) -> None:
    tasks = _echoes(3)
    tasks.insert(1, Task("boom", CallJob(tasks_probe.boom, 7)))
    report = run_tasks(tasks, Executor.local(jobs), progress=False)
    assert [r.key for r in report.results] == ["echo 0", "boom", "echo 1", "echo 2"]
    boom = report.results[1]
    assert boom.status == "error" and boom.exit_code == 4
    assert "RuntimeError: boom 7" in boom.message
    assert [r.document for r in report.results if r.key != "boom"] == [
        {"echo": 0}, {"echo": 1}, {"echo": 2}]
    assert report.exit_code == 4 and report.counts() == {"done": 3, "error": 1}


def test_a_dying_worker_costs_only_its_task() -> None:
    tasks = _echoes(4)
    tasks.insert(2, Task("die", CallJob(tasks_probe.die, None)))
    report = run_tasks(tasks, Executor.local(2), progress=False)
    died = report.results[2]
    assert died.key == "die" and died.status == "error"
    assert "died (killed by signal SIGKILL)" in died.message
    assert [r.status for r in report.results] == ["done", "done", "error", "done", "done"]


def test_a_task_past_its_bound_is_stopped() -> None:
    tasks = [Task("slow", CallJob(tasks_probe.nap, 60), bound=0.5), *_echoes(3)]
    start = time.monotonic()
    report = run_tasks(tasks, Executor.local(2), progress=False)
    assert time.monotonic() - start < 20
    slow = report.results[0]
    assert slow.status == "bound" and slow.exit_code == 3
    assert "stopped after 0.5 s" in slow.message
    assert report.counts() == {"bound": 1, "done": 3}


def test_litmus_tasks() -> None:
    paths = sorted((ROOT / "tests/litmus/allowed").glob("*.litmus"))[:3]
    tasks = [Task(p.name, LitmusJob(p.read_text(), p.name)) for p in paths]
    one = run_tasks(tasks, Executor.local(1), progress=False)
    two = run_tasks(tasks, Executor.local(2), progress=False)
    assert one.to_json(timings=False) == two.to_json(timings=False)
    assert all(r.document and r.document["verdict"] in ("Ok", "No") for r in one.results)


def test_check_many_is_the_same_on_every_core_and_in_process() -> None:
    items = tasks_corpus.quality_items()[:12]
    one = amdsync.check_many(items, jobs=1)
    two = amdsync.check_many(items, jobs=2)
    assert one.to_json(timings=False) == two.to_json(timings=False)
    assert [r.key for r in two.results] == [i.name for i in items]
    # Each task's report is what amdsync.check says for that launch.
    first = items[0]
    alone = amdsync.check(first.source, target=first.target,
                          workgroup_size=first.workgroup_size, args=first.args,
                          strict_reads=first.strict_reads)
    document = one.results[0].document
    assert document is not None
    assert json.dumps(without_timings(alone.to_json())) == json.dumps(
        without_timings(document))


def test_check_many_shapes_and_bad_input(tmp_path: Path) -> None:
    kernel = ROOT / "quality/straight_wait_off_by_one.ll"
    broken = tmp_path / "broken.ll"
    broken.write_text("define void @k( {\n")
    report = amdsync.check_many([kernel, broken, kernel], workgroup_size=64,
                                shapes=[{"n": 1}, {"n": 2}], jobs=2)
    keys = [r.key for r in report.results]
    assert keys == [f"{kernel} [n=1]", f"{kernel} [n=2]", f"{broken} [n=1]",
                    f"{broken} [n=2]", f"{kernel} [n=1] #2", f"{kernel} [n=2] #2"]
    bad = report.results[2]
    assert bad.status == "done" and bad.exit_code == 2 and bad.document is None
    assert "broken.ll:2:1: error[malformed-ir]" in bad.message
    assert report.exit_code == 2
    with pytest.raises(amdsync.AmdsyncError, match="no such file"):
        amdsync.check_many(["no/such/kernel.ll"])
    with pytest.raises(amdsync.AmdsyncError) as error:
        amdsync.check_many([kernel], workgroup_size=0)
    assert error.value.code in ("bad-launch", "usage")


def test_the_command_line_runs_files_as_tasks(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    from amdsync.cli.main import main  # noqa: PLC0415

    folder = ROOT / "quality/undef_uses"
    for jobs in ("1", "2"):
        code = main(["check", str(folder), "--workgroup-size", "64", "--jobs", jobs,
                     "--json"])
        doc = json.loads(capsys.readouterr().out)
        assert code == doc["exit"] == 1
        if jobs == "1":
            first = doc
    assert [f["file"] for f in doc["files"]] == [f["file"] for f in first["files"]]
    assert [without_timings(f["report"]) for f in doc["files"]] == [
        without_timings(f["report"]) for f in first["files"]]
    # The reports name the files as given (the task ran on a copy of the file's bytes).
    assert all(str(folder) in json.dumps(f["report"]) for f in doc["files"]
               if f["report"]["findings"])


def test_nothing_imports_ray_unless_asked() -> None:
    files = [str(ROOT / "quality/undef_uses/padded_wide_load.ll"),
             str(ROOT / "quality/undef_uses/unused_uninitialized_read.ll")]
    code = ("import sys, amdsync; from amdsync.cli.main import main; "
            f"amdsync.check_many({files!r}, jobs=2); "
            f"main(['check', *{files!r}, '--jobs', '2']); print('ray' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.splitlines()[-1]
    assert out == "False"


def test_progress_counts_done_running_and_failed() -> None:
    stream = io.StringIO()
    tally = Tally(3, stream=stream, force_terminal=True)
    tally.started("a")
    tally.started("b")
    tally.finished(TaskResult("a", "error", 4))
    assert tally.line() == "tasks: 1/3 done, 1 running, 1 failed"
    tally.close()
    quiet = Tally(3, stream=io.StringIO(), force_terminal=False)
    assert not quiet.display.enabled  # only on a terminal


def test_a_task_that_cannot_travel_is_its_own_error() -> None:
    unpicklable = lambda data: tasks_probe.echo(data)  # noqa: E731, PLW0108 (a lambda)
    tasks = [Task("lambda", CallJob(unpicklable, 1)), *_echoes(2)]
    report = run_tasks(tasks, Executor.local(2), progress=False)
    assert [r.status for r in report.results] == ["error", "done", "done"]
    assert "cannot be sent to a worker process" in report.results[0].message


def test_files_named_with_quotes_and_accents_keep_their_names(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from amdsync.cli.main import main  # noqa: PLC0415

    source = (ROOT / "quality/undef_uses/padded_wide_load_stored.ll").read_text()
    names = [tmp_path / 'a "quoted" kernel.ll', tmp_path / "noyau_é.ll"]
    for name in names:
        name.write_text(source)
    assert main(["check", *map(str, names), "--workgroup-size", "64", "--json"]) == 1
    doc = json.loads(capsys.readouterr().out)
    for name, entry in zip(names, doc["files"], strict=True):
        assert entry["file"] == str(name)
        assert {f["file"] for f in entry["report"]["findings"]} == {str(name)}


def test_an_infinite_or_huge_bound_is_no_bound() -> None:
    tasks = [Task(f"echo {b}", CallJob(tasks_probe.echo, 1), bound=b)
             for b in (float("inf"), float("nan"), 1e300)]
    report = run_tasks(tasks, Executor.local(2), progress=False)
    assert report.counts() == {"done": 3}


def test_tasks_that_cannot_travel_at_the_end_of_the_run() -> None:
    tasks = [*_echoes(2), Task("result", CallJob(tasks_probe.unpicklable_result, 1)),
             Task("lambda", CallJob(lambda data: data, 1))]  # type: ignore[arg-type, return-value]
    start = time.monotonic()
    report = run_tasks(tasks, Executor.local(2), progress=False)
    assert time.monotonic() - start < 10
    assert [r.status for r in report.results] == ["done", "done", "error", "error"]
    assert "result cannot be sent back" in report.results[2].message


@pytest.mark.skipif(not tasks_corpus.HAVE_CLANG, reason="clang-19 and rocm-device-libs "
                    "are not installed (CI installs them)")
def test_a_source_that_does_not_compile_is_bad_input_of_its_task() -> None:
    broken = "#include <hip/hip_runtime.h>\n__global__ void k(int *p) { p[0] = q; }\n"
    good = ROOT / "examples/hip/shared_exchange.hip"
    report = amdsync.check_many(
        [amdsync.CheckItem(broken, target="gfx942", language="hip", name="broken"),
         amdsync.CheckItem(str(good), target="gfx942", workgroup_size=256,
                           kernel="reverse")], jobs=2)
    bad, fine = report.results
    assert (bad.status, bad.exit_code) == ("done", 2)
    assert "error[compile-error]" in bad.message and "amdsync-task-" not in bad.message
    assert (fine.status, fine.exit_code) == ("done", 0)
