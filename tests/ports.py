"""Loopback ports for the servers tests and benchmarks start (Redis, SeaweedFS, PostgreSQL, Granian, SMTP)."""

from __future__ import annotations

import socket


def free_ports(count: int) -> list[int]:
    """`count` distinct loopback ports nothing listens on (held open together while chosen, so distinct)."""
    probes = [socket.socket() for _ in range(count)]
    try:
        for probe in probes:
            probe.bind(("127.0.0.1", 0))
        return [probe.getsockname()[1] for probe in probes]
    finally:
        for probe in probes:
            probe.close()


def free_port() -> int:
    """One loopback port nothing listens on right now."""
    return free_ports(1)[0]
