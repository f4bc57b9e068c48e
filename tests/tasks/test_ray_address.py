"""Addresses that are no Ray cluster: refused before any work, in seconds (exit 2)."""

from __future__ import annotations

import importlib.util
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

import amdsync
from amdsync.tasks import ray_executor

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="ray is not installed")
def test_an_unreachable_cluster_is_a_usage_error_before_any_work() -> None:
    files = [str(ROOT / "quality/undef_uses/padded_wide_load.ll"),
             str(ROOT / "quality/undef_uses/unused_uninitialized_read.ll")]
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "amdsync.cli.main", "check", *files,
                           "--ray=127.0.0.1:9"], capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 2, done.stderr
    assert ("<command line>: error[ray-unreachable]: --ray 127.0.0.1:9: no Ray cluster "
            "reachable there") in done.stderr
    assert done.stdout == ""
    assert time.monotonic() - start < 30


def test_an_address_that_does_not_speak_grpc_is_refused_at_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Something listens there, but not Ray (Ray itself would retry for minutes)."""
    monkeypatch.setattr(ray_executor, "CONNECT_TIMEOUT", 1.0)
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        address = "{}:{}".format(*server.getsockname())
        start = time.monotonic()
        with pytest.raises(amdsync.AmdsyncError, match="answers, but not as a Ray cluster"):
            ray_executor._reachable(address)
        assert time.monotonic() - start < 10


def test_a_malformed_address_is_a_usage_error() -> None:
    with pytest.raises(amdsync.AmdsyncError, match="--ray takes HOST:PORT"):
        ray_executor._reachable("head-without-port")
