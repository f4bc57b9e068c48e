"""Make the report test helpers (html_doc.py) importable under ``--import-mode=importlib``."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = str(Path(__file__).parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)
