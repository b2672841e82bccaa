"""deploy/'s files name what the cluster test runs: the storefront's commands (migrate, serve, worker), the
settings of deploy/fleet.env (each one a setting the server reads), HAProxy's node addresses and the readiness
path. Parsed here, since no container engine or cluster runs them on this project's machines."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from adapters.settings import _ENV as SETTINGS
from tests.cluster.fleet import read_fleet_env
from tests.cluster.processes import DEPLOY

COMMANDS = {"migrate", "serve", "worker"}  # what tests/cluster/fleet.py starts (besides the demo's load)


def _documents(path: Path) -> list[dict[str, Any]]:
    return [document for document in yaml.safe_load_all(path.read_text()) if document]


def test_every_fleet_setting_is_one_the_server_reads() -> None:
    config = {d["kind"]: d for d in _documents(DEPLOY / "kubernetes" / "config.yaml")}
    named = set(read_fleet_env()) | set(config["ConfigMap"]["data"]) | set(config["Secret"]["stringData"])
    assert named - set(SETTINGS) == set()


def test_compose_runs_the_commands_and_settings_of_the_cluster_test() -> None:
    services = _documents(DEPLOY / "compose.yaml")[0]["services"]
    storefront = {name: s for name, s in services.items() if s.get("image") == "storefront"}
    assert {s["command"][0] for s in storefront.values()} == COMMANDS
    assert all(s["env_file"] == "fleet.env" for s in storefront.values())
    balancer = services["haproxy"]
    assert {"LISTEN", "API_1", "API_2", "API_3"} <= set(balancer["environment"])
    assert "./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro" in balancer["volumes"]


def test_kubernetes_runs_the_same_commands_and_checks_readiness() -> None:
    containers = {
        path.stem: document["spec"]["template"]["spec"]["containers"][0]
        for path in (DEPLOY / "kubernetes").glob("*.yaml")
        for document in _documents(path)
        if document["kind"] in {"Deployment", "Job"}
    }
    assert {container["args"][0] for container in containers.values()} == COMMANDS
    assert containers["api"]["readinessProbe"]["httpGet"]["path"] == "/health/ready"
