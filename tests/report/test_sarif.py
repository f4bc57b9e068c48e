"""SARIF 2.1.0 output (`check --format sarif`, `CheckResult.to_sarif()`) validates
against the official OASIS schema (tests/report/sarif-schema-2.1.0.json, from
oasis-tcs/sarif-spec, sarif-2.1/schema) for every finding kind and for notes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest

from amdsync.cli.main import main

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SCHEMA = json.loads((HERE / "sarif-schema-2.1.0.json").read_text())
VALIDATOR = jsonschema.Draft4Validator(SCHEMA)


def _args(path: Path) -> list[str]:
    line = next((x for x in path.read_text().splitlines() if x.startswith("; ARGS:")), "")
    return line.removeprefix("; ARGS:").split()


CASES = {
    "undef-read and race": (ROOT / "examples" / "wait_off_by_one.ll",
                            ["--workgroup-size", "64", "--arg", "n=8"], {"undef-read", "race"}),
    "barrier-ub": (ROOT / "quality" / "multiwave" / "divergent_s_barrier.ll", None,
                   {"barrier-ub"}),
    "deadlock": (ROOT / "quality" / "multiwave" / "named_barrier_uneven_loop_deadlock.ll", None,
                 {"deadlock"}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_finding_kind_validates(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    path, args, kinds = CASES[name]
    code = main(["check", str(path), "--format", "sarif", *(args or _args(path))])
    log = json.loads(capsys.readouterr().out)
    VALIDATOR.validate(log)
    [run] = log["runs"]
    errors = [r for r in run["results"] if r["level"] == "error"]
    assert code == 1 and kinds <= {r["ruleId"] for r in errors}
    rule_ids = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
    for result in run["results"]:
        assert rule_ids[result["ruleIndex"]] == result["ruleId"]
        region = result["locations"][0]["physicalLocation"]["region"]
        assert region["startLine"] >= 1
    for result in errors:
        steps = result["codeFlows"][0]["threadFlows"][0]["locations"]
        assert steps and all("message" in s["location"] for s in steps)


def test_undef_use_names_its_read_and_notes_validate(
        capsys: pytest.CaptureFixture[str]) -> None:
    path = ROOT / "quality" / "redundant" / "over_wait.ll"
    code = main(["check", str(path), "--format", "sarif", "--slack", *_args(path)])
    log = json.loads(capsys.readouterr().out)
    VALIDATOR.validate(log)
    notes = {r["ruleId"] for r in log["runs"][0]["results"]}
    assert code == 0 and "slack" in notes
    main(["check", str(ROOT / "examples" / "wait_off_by_one.ll"), "--format", "sarif",
          "--workgroup-size", "64", "--arg", "n=8"])
    log = json.loads(capsys.readouterr().out)
    use = next(r for r in log["runs"][0]["results"] if r["ruleId"] == "undef-read")
    origin = use["relatedLocations"][-1]["physicalLocation"]["region"]["startLine"]
    assert (use["locations"][0]["physicalLocation"]["region"]["startLine"], origin) == (
        49, 45)


def test_an_incomplete_check_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    path = ROOT / "quality" / "straight_wait_exact.ll"
    code = main(["check", str(path), "--format", "sarif", "--max-states", "3"])
    log = json.loads(capsys.readouterr().out)
    VALIDATOR.validate(log)
    [note] = log["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    assert code == 3 and re.search("state bound", note["message"]["text"])


def test_the_schema_file_is_the_official_one() -> None:
    assert SCHEMA["title"] == "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema"
    assert SCHEMA["id"].startswith("https://docs.oasis-open.org/sarif/sarif/v2.1.0/")
