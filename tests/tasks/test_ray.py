"""The Ray executor on a local Ray instance (2 CPUs, loopback only): the same report as
the local pool, a lost worker's task retried once and then reported with every other
result kept, an unreachable cluster refused before any work."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

import amdsync
from amdsync.tasks import CallJob, Executor, Task, run_tasks

sys.path.insert(0, str(Path(__file__).parent))
import tasks_corpus
import tasks_probe

ROOT = Path(__file__).resolve().parents[2]
ray = pytest.importorskip("ray")


# `cluster`: the session's local Ray instance (conftest.py).


def test_the_corpus_gives_the_same_report_on_ray_and_locally(cluster: Any) -> None:
    # The whole corpus (every HIP/OpenCL case, the heavy Triton matmuls) takes minutes
    # on two cores: AMDSYNC_TASKS_CORPUS=full runs it; CI runs a slice of each kind.
    full = os.environ.get("AMDSYNC_TASKS_CORPUS") == "full"
    items = tasks_corpus.corpus(None) if full else (
        tasks_corpus.quality_items()
        + [i for i in tasks_corpus.triton_items()
           if any(k in str(i.name) for k in ("softmax", "layernorm", "sum_fp32"))]
        + (tasks_corpus.source_items(1) if tasks_corpus.HAVE_CLANG else []))
    local = amdsync.check_many(items, jobs=2)
    on_ray = amdsync.check_many(items, executor="ray")
    assert on_ray.executor.startswith("ray")
    assert json.dumps(on_ray.to_json(timings=False)) == json.dumps(
        local.to_json(timings=False))
    assert local.counts() == {"done": len(items)}
    assert {r.exit_code for r in local.results} <= {0, 1, 3}


def _killer(folder: Path, once: str, always: str, stop: threading.Event) -> None:
    """End the process of ``once``'s first attempt, and of every attempt of
    ``always`` (the victims write their process ids into ``folder``)."""
    killed: set[int] = set()
    while not stop.is_set():
        for path in folder.iterdir():
            name, _, pid_text = path.name.partition(".")
            pid = int(pid_text)
            if pid in killed or (name == once and any(
                    p.name.startswith(f"{once}.") for p in folder.iterdir()
                    if int(p.name.partition(".")[2]) in killed)):
                continue
            if name in (once, always):
                killed.add(pid)
                os.kill(pid, signal.SIGKILL)  # a Ray worker of our own instance
        stop.wait(0.05)


def test_a_lost_worker_is_retried_once_then_reported(cluster: Any, tmp_path: Path) -> None:
    tasks = [Task(f"echo {i}", CallJob(tasks_probe.echo, i)) for i in range(4)]
    tasks.insert(1, Task("once", CallJob(tasks_probe.victim, (str(tmp_path), "once", 1.0))))
    tasks.insert(3, Task("always", CallJob(tasks_probe.victim,
                                           (str(tmp_path), "always", 60.0))))
    stop = threading.Event()
    killer = threading.Thread(target=_killer, args=(tmp_path, "once", "always", stop))
    killer.start()
    start = time.monotonic()
    try:
        report = run_tasks(tasks, Executor.ray(), progress=False)
    finally:
        stop.set()
        killer.join()
    assert time.monotonic() - start < 45  # never waits on a lost worker
    by_key = {r.key: r for r in report.results}
    assert [r.key for r in report.results] == [t.key for t in tasks]
    assert by_key["once"].status == "done" and by_key["once"].attempts == 2
    assert by_key["once"].document == {"victim": "once"}
    lost = by_key["always"]
    assert lost.status == "error" and lost.attempts == 2
    assert lost.message.startswith("lost on Ray (2 attempts)")
    assert [by_key[f"echo {i}"].document for i in range(4)] == [{"echo": i}
                                                                for i in range(4)]
    assert report.exit_code == 4


def test_a_task_past_its_bound_is_cancelled_on_ray(cluster: Any,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from amdsync.tasks import ray_executor  # noqa: PLC0415

    monkeypatch.setattr(ray_executor, "START_MARGIN", 0.5)
    tasks = [Task("slow", CallJob(tasks_probe.nap, 60), bound=1.0),
             Task("echo", CallJob(tasks_probe.echo, 1))]
    start = time.monotonic()
    report = run_tasks(tasks, Executor.ray(), progress=False)
    assert time.monotonic() - start < 20
    assert [r.status for r in report.results] == ["bound", "done"]


def test_ctrl_c_cancels_the_tasks_in_flight(cluster: Any, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C arrives while the run waits for results (here: raised by ray.wait once both
    victims run): both are cancelled, their workers end, and the run does not wait."""
    real_wait = cluster.wait

    def wait(*args: Any, **kwargs: Any) -> Any:
        if len(list(tmp_path.iterdir())) == 2:
            raise KeyboardInterrupt
        return real_wait(*args, **kwargs)

    monkeypatch.setattr(cluster, "wait", wait)
    tasks = [Task(name, CallJob(tasks_probe.victim, (str(tmp_path), name, 60.0)))
             for name in ("a", "b")]
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        run_tasks(tasks, Executor.ray(), progress=False)
    pids = [int(p.name.partition(".")[2]) for p in tmp_path.iterdir()]
    deadline = time.monotonic() + 20
    while any(_alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(_alive(pid) for pid in pids)
    assert time.monotonic() - start < 40


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    status = Path(f"/proc/{pid}/stat")
    return not (status.exists() and status.read_text().split()[2] == "Z")


def test_the_command_line_on_ray(cluster: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """`--ray` (this process's connection) and `--ray=HOST:PORT` (the command in another
    process joins this test's cluster as a second driver, as it would join a `ray start
    --head`) report as a local run does."""
    from amdsync.cli.main import main  # noqa: PLC0415
    from amdsync.tasks import ray_executor  # noqa: PLC0415

    folder = str(ROOT / "quality/undef_uses")
    local = main(["check", folder, "--workgroup-size", "64", "--json", "--jobs", "2"])
    local_doc = json.loads(capsys.readouterr().out)
    on_ray = main(["check", folder, "--workgroup-size", "64", "--json", "--ray"])
    ray_doc = json.loads(capsys.readouterr().out)
    address = cluster.get_runtime_context().gcs_address
    ray_executor._reachable(address)  # the probe knows a Ray cluster
    joined = subprocess.run([sys.executable, "-m", "amdsync.cli.main", "check", folder,
                             "--workgroup-size", "64", "--json", f"--ray={address}"],
                            capture_output=True, text=True, timeout=120, check=False)
    assert local == on_ray == joined.returncode == 1, joined.stderr
    strip = amdsync.tasks.model.without_timings
    assert strip(ray_doc) == strip(local_doc) == strip(json.loads(joined.stdout))


def test_a_node_with_another_amdsync_is_refused_before_any_work(
        cluster: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """This process claims another version than the nodes run: no task may run."""
    monkeypatch.setattr(amdsync, "__version__", "9.9.9")
    tasks = [Task("victim", CallJob(tasks_probe.victim, (str(tmp_path), "v", 0.0)))]
    with pytest.raises(amdsync.AmdsyncError, match=r"runs amdsync 0\.1\.0") as error:
        run_tasks(tasks, Executor.ray(), progress=False)
    assert error.value.code == "ray-node-setup"
    assert list(tmp_path.iterdir()) == []


def test_a_sweep_gives_the_same_report_on_ray_as_locally(
        cluster: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """A sweep with findings, cut into three runs of its range (tasks/sweep_plan.py):
    `--jobs 1`, `--jobs 2` and Ray give the same JSON and exit code."""
    from amdsync.cli.main import main  # noqa: PLC0415

    argv = ["check", str(Path(__file__).parent / "sweep_gate.ll"), "--workgroup-size", "128",
            "--sweep", "n=1:2100", "--json"]
    docs = []
    for executor in (["--jobs", "1"], ["--jobs", "2"], ["--ray"]):
        code = main([*argv, *executor])
        docs.append((code, amdsync.tasks.model.without_timings(
            json.loads(capsys.readouterr().out))))
    assert docs[0] == docs[1] == docs[2]
    assert docs[0][0] == 1
    assert [c["status"] for c in docs[0][1]["shapes"][0]["classes"]] == [
        "clean", "clean", "clean", "findings"]


def test_a_triton_sweep_gives_the_same_report_on_ray_as_locally(
        cluster: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """`amdsync triton --sweep`: compiled here, its units (the IR text, the launch)
    checked by `--jobs 1`, `--jobs 2` and Ray: the same JSON and exit code."""
    pytest.importorskip("triton")
    from amdsync.cli.main import main  # noqa: PLC0415

    kernels = ROOT / "tests" / "triton" / "sweep_kernels.py"
    argv = ["triton", f"{kernels}:clamp_kernel", "--num-warps", "2", "--constexpr",
            "BLOCK=128", "--arg-type", "x_ptr=*fp32", "--arg-type", "y_ptr=*fp32",
            "--sweep", "n=1:20", "--json"]
    docs = []
    for executor in (["--jobs", "1"], ["--jobs", "2"], ["--ray"]):
        code = main([*argv, *executor])
        docs.append((code, amdsync.tasks.model.without_timings(
            json.loads(capsys.readouterr().out))))
    assert docs[0] == docs[1] == docs[2]
    assert docs[0][0] == 1


def test_rays_token_notice_is_not_printed_for_the_local_instance(
        caplog: pytest.LogCaptureFixture) -> None:
    """Ray's WARNING that it enabled token authentication for a new local instance is
    left out while amdsync starts one (Ray's choice is kept: authentication stays on);
    any other warning of Ray's, and the notice outside that start, still show."""
    from ray._private.authentication import authentication_token_setup  # noqa: PLC0415

    from amdsync.tasks.ray_executor import _token_auth  # noqa: PLC0415

    with caplog.at_level("WARNING"):
        with _token_auth():
            authentication_token_setup._warn_token_auth_enabled()
            authentication_token_setup._warn_token_auth_disabled()
        authentication_token_setup._warn_token_auth_enabled()
    messages = [r.getMessage()[:53] for r in caplog.records]
    assert messages == ["Token authentication is disabled for this Ray cluster",
                        "Token authentication is enabled for this Ray cluster."]
