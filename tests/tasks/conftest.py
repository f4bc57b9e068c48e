"""One local Ray instance (2 CPUs, loopback only) for every test of this folder that
asks for it: Ray takes seconds to start, so a session starts it once."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(scope="session")
def cluster() -> Iterator[Any]:
    ray = pytest.importorskip("ray")
    import tasks_probe  # noqa: PLC0415 (this folder, put on the path above)

    # A Ray instance of the tests' own (not one another user started on the machine);
    # Ray refuses a loopback node address, but its traffic stays on this machine.
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    # The probe jobs live in this folder, which Ray's workers cannot import: ship them.
    ray.cloudpickle.register_pickle_by_value(tasks_probe)
    try:
        yield ray
    finally:
        ray.shutdown()
