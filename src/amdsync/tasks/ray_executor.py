"""The Ray executor: the same tasks as Ray tasks on an existing cluster (``ray start
--head`` on one machine, ``ray start --address=HEAD:6379`` on the others; or a Ray
Client address ``ray://HOST:10001``), or on a Ray instance started here for the run.

Ray is imported only when this executor runs (``pip install 'amdsync[ray]'``, which
includes Ray Client for ``ray://`` addresses). Every
node needs amdsync installed (same version, same Python); tasks carry their inputs as
text, so no file of this machine has to exist there.

- Results stream back as they finish (:func:`ray.wait`); at most as many tasks are in
  flight as the cluster has CPUs, so a task's wall-time bound counts from about when it
  starts. A task that overruns its bound is cancelled (its worker is ended) and
  reported as ``bound``.
- A task whose worker or node is lost (the process died, the node went away) is
  submitted once more; lost again, it is reported as ``error`` and every other result is
  kept. Ray reports a dead worker as an error of its task, so the run never waits on
  it.
- Ctrl-C cancels every task in flight and ends the run (the command says
  ``interrupted``).
- An unreachable cluster, or a node without this amdsync version (a verdict must not
  depend on the node), is a usage error (exit 2) before any task is submitted.
"""

from __future__ import annotations

import contextlib
import logging
import math
import os
import platform
import socket
import sys
import time
from collections import deque
from collections.abc import Iterator, Sequence
from typing import Any

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.tasks.jobs import run_task
from amdsync.tasks.model import EXIT_INCOMPLETE, EXIT_INTERNAL, Task, TaskResult
from amdsync.tasks.progress import Tally

WHERE = Loc("<command line>")  # (the --ray option names the cluster)
RETRIES = 1  # a task whose worker is lost runs once more
CONNECT_TIMEOUT = 5.0  # seconds to reach the cluster's address before giving up
# A task's bound counts from its submission; a fresh cluster starts its worker processes
# on demand, which this allows for.
START_MARGIN = 5.0
POLL = 0.5  # seconds between checks of the bounds when nothing finishes
NODE_CHECK_TIMEOUT = 60.0  # seconds the nodes have to say which amdsync they run


def import_ray() -> Any:
    """The ``ray`` module, or a usage error saying how to install it."""
    try:
        import ray  # noqa: PLC0415 (only when --ray / executor="ray" is used)
    except ImportError:
        raise AmdsyncError("no-ray", "running on Ray needs Ray installed: pip install "
                           "'amdsync[ray]' (or pip install 'ray>=2.40')", WHERE) from None
    return ray


def _host_port(address: str) -> tuple[str, int] | None:
    """(host, port) of ``HOST:PORT`` or ``ray://HOST:PORT``; None for ``auto``."""
    if address in ("auto", "local"):
        return None
    rest = address.split("://", 1)[1] if "://" in address else address
    host, sep, port = rest.rpartition(":")
    if not sep or not host or not port.isdigit():
        raise AmdsyncError("usage", f"--ray takes HOST:PORT or ray://HOST:PORT (or no "
                           f"address: a Ray instance on this machine), got {address!r}",
                           WHERE)
    return host.strip("[]"), int(port)


def _reachable(address: str) -> None:
    """Fail fast, before Ray's own retries, when nothing listens at ``address``."""
    hostport = _host_port(address)
    if hostport is None:
        return
    try:
        with socket.create_connection(hostport, timeout=CONNECT_TIMEOUT) as connection:
            speaks = _speaks_grpc(connection)
    except OSError as error:
        raise AmdsyncError("ray-unreachable", f"--ray {address}: no Ray cluster "
                           f"reachable there ({error.strerror or error}); start one "
                           "with `ray start --head` or give its address", WHERE) from None
    if not speaks:
        # Ray would retry for minutes: say so now.
        raise AmdsyncError("ray-unreachable", f"{address} answers, but not as a Ray "
                           "cluster (no gRPC there); give the address `ray start --head` "
                           "printed", WHERE)


# The HTTP/2 client preface and an empty SETTINGS frame (RFC 9113, 3.4): a gRPC server
# (Ray's GCS, its client server) answers with a SETTINGS frame of its own.
_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + b"\x00\x00\x00\x04\x00\x00\x00\x00\x00"
_SETTINGS = 0x04


def _speaks_grpc(connection: socket.socket) -> bool:
    """Whether the server answers HTTP/2 (a cluster using TLS, RAY_USE_TLS=1, is not
    probed)."""
    if os.environ.get("RAY_USE_TLS", "0") not in ("0", ""):
        return True
    connection.sendall(_PREFACE)
    header = b""
    while len(header) < 9:
        try:
            chunk = connection.recv(9 - len(header))
        except TimeoutError:
            return False
        if not chunk:
            return False
        header += chunk
    return header[3] == _SETTINGS


@contextlib.contextmanager
def connected(address: str | None) -> Iterator[Any]:
    """Ray, connected to the cluster at ``address`` (None: a Ray instance started here
    — never one found running on this machine — and ended afterwards). A connection
    this process already has (``ray.init`` called by the caller) is used as it is and
    left open."""
    ray = import_ray()
    # Ray prints a lost worker's error (from a thread of its own) on stdout, which is the
    # report's (`--json`): while connected here, stdout is stderr.
    with contextlib.redirect_stdout(sys.stderr):
        if ray.is_initialized():
            yield ray
            return
        with _session(ray, address):
            yield ray


# Ray (2.60) enables token authentication for a new local instance when the user's
# environment does not choose (RAY_AUTH_MODE unset), and says so with a WARNING on
# stderr in every run ("Token authentication is enabled for this Ray cluster …"). For
# the local instance amdsync starts, Ray's choice is kept as it is (authentication on:
# nothing is weakened) and only that one line is filtered out, so that amdsync's stderr
# holds only its own messages. A cluster at an address (the user's) is never
# configured here, and its warnings are shown.
_AUTH_LOGGER = "ray._private.authentication.authentication_token_setup"
_AUTH_ENABLED = "Token authentication is enabled for this Ray cluster"


class _QuietAuthNotice(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith(_AUTH_ENABLED)


@contextlib.contextmanager
def _token_auth() -> Iterator[None]:
    """Ray's notice that it enabled token authentication, left out while the local
    instance starts (docs/tasks.md, "Ray's own output")."""
    logger = logging.getLogger(_AUTH_LOGGER)
    quiet = _QuietAuthNotice()
    logger.addFilter(quiet)
    try:
        yield
    finally:
        logger.removeFilter(quiet)


@contextlib.contextmanager
def _session(ray: Any, address: str | None) -> Iterator[None]:
    """A connection of this run's own: made, and ended afterwards."""
    quiet = {"include_dashboard": False, "log_to_driver": False,
             "logging_level": logging.WARNING}
    try:
        if address is None:
            with _token_auth():
                ray.init(address="local", **quiet)
        else:
            _reachable(address)
            options = quiet if "://" not in address else {"logging_level": logging.WARNING}
            ray.init(address=address, **options)
    except AmdsyncError:
        raise
    except ImportError as error:  # ray:// needs Ray Client's gRPC
        raise AmdsyncError("no-ray", f"{address} is a Ray Client address, which needs "
                           f"pip install 'ray[client]' ({error})", WHERE) from None
    except Exception as error:  # Ray's ConnectionError, RuntimeError, ValueError …
        where = address or "this machine"
        raise AmdsyncError("ray-unreachable", f"cannot connect to Ray at {where}: "
                           f"{error}", WHERE) from None
    try:
        yield
    finally:
        ray.shutdown()


def _versions() -> tuple[str, str]:
    """What a node runs: amdsync's version and Python's."""
    from amdsync import __version__  # noqa: PLC0415

    return __version__, platform.python_version()


def check_nodes(ray: Any, timeout: float = NODE_CHECK_TIMEOUT) -> None:
    """Every node that can run a task has amdsync, the version this process has (a
    verdict must not depend on the node that reached it); else a usage error naming
    the node, before any task runs."""
    from ray.util.scheduling_strategies import (  # noqa: PLC0415
        NodeAffinitySchedulingStrategy,
    )

    probe = ray.remote(num_cpus=0, max_retries=0)(_versions)
    nodes = [n for n in ray.nodes() if n.get("Alive") and n.get("Resources", {}).get("CPU")]
    refs = {probe.options(scheduling_strategy=NodeAffinitySchedulingStrategy(
        n["NodeID"], soft=False)).remote(): n.get("NodeManagerAddress", "?") for n in nodes}
    want = _versions()
    try:
        found = dict(zip(refs.values(), ray.get(list(refs), timeout=timeout), strict=True))
    except ray.exceptions.GetTimeoutError:
        raise AmdsyncError("ray-node-setup", f"the cluster's nodes did not answer within "
                           f"{timeout:g} s", WHERE) from None
    except ray.exceptions.RayError as error:
        raise AmdsyncError("ray-node-setup", "a node of the cluster cannot run amdsync "
                           f"(install amdsync {want[0]} with pip install 'amdsync[ray]' on "
                           f"every node): {_first_line(error)}", WHERE) from None
    for node, versions in found.items():
        if tuple(versions) != want:
            raise AmdsyncError("ray-node-setup", f"node {node} runs amdsync {versions[0]} "
                               f"on Python {versions[1]}; this machine amdsync {want[0]} "
                               f"on Python {want[1]}: install the same on every node",
                               WHERE)


def _run_remote(task: Task, attempt: int) -> TaskResult:
    """The body of every Ray task (run_task never raises for the task's own errors)."""
    return run_task(task, attempt)


def cluster_cpus(ray: Any) -> int:
    return max(1, int(ray.cluster_resources().get("CPU", 1)))


def run_on(ray: Any, tasks: Sequence[Task], tally: Tally) -> list[TaskResult]:
    """Every task on the cluster ``ray`` is connected to (:func:`connected`); results
    in the tasks' order."""
    # Retries are ours, not Ray's (max_retries=0): we count the attempts, report a
    # retry, and the second loss is a result, not an exception.
    if tasks:
        check_nodes(ray)
    remote = ray.remote(num_cpus=1, max_retries=0, retry_exceptions=False)(_run_remote)
    window = cluster_cpus(ray)
    results: list[TaskResult | None] = [None] * len(tasks)
    todo = deque((i, 1) for i in range(len(tasks)))
    flight: dict[Any, tuple[int, int, float]] = {}  # ref → (index, attempt, submitted)
    try:
        while todo or flight:
            while todo and len(flight) < window:
                index, attempt = todo.popleft()
                if attempt == 1:
                    tally.started(tasks[index].key)
                else:
                    tally.retrying(tasks[index].key)
                ref = remote.remote(tasks[index], attempt)
                flight[ref] = (index, attempt, time.monotonic())
            ready, _ = ray.wait(list(flight), num_returns=1,
                                timeout=_wait_time(flight, tasks))
            for ref in ready:
                index, attempt, submitted = flight.pop(ref)
                task = tasks[index]
                try:
                    result: TaskResult = ray.get(ref)
                except ray.exceptions.RayError as error:
                    if attempt <= RETRIES:
                        todo.appendleft((index, attempt + 1))
                        continue
                    result = TaskResult(task.key, "error", EXIT_INTERNAL, None,
                                        f"lost on Ray ({attempt} attempts): "
                                        f"{_first_line(error)}",
                                        time.monotonic() - submitted, attempt)
                results[index] = result
                tally.finished(result)
            now = time.monotonic()
            for ref, (index, attempt, submitted) in list(flight.items()):
                bound = tasks[index].bound
                if (bound is not None and math.isfinite(bound)
                        and now - submitted > bound + START_MARGIN):
                    flight.pop(ref)
                    ray.cancel(ref, force=True)
                    result = TaskResult(tasks[index].key, "bound", EXIT_INCOMPLETE, None,
                                        f"stopped after {bound:g} s (the task's time "
                                        "bound)", now - submitted, attempt)
                    results[index] = result
                    tally.finished(result)
    finally:
        # Ctrl-C (or an error here): end what is still running.
        for ref in flight:
            with contextlib.suppress(Exception):
                ray.cancel(ref, force=True)
    assert all(r is not None for r in results)
    return [r for r in results if r is not None]


def _wait_time(flight: dict[Any, tuple[int, int, float]], tasks: Sequence[Task]) -> float:
    now = time.monotonic()
    lefts = [submitted + bound + START_MARGIN - now
             for index, _, submitted in flight.values()
             if (bound := tasks[index].bound) is not None and math.isfinite(bound)]
    return max(0.05, min([POLL, *lefts]))


def _first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__
