"""One-time codes: six digits, stored as an HMAC (never the code), ending after a while, five tries each.

A code is bound to its customer, channel and target in the HMAC, so a code sent to one address never
verifies another. Tries are counted by the store in one atomic statement before the comparison, so fifty
parallel guesses against one code compare at most five; a resend within the wait stores nothing, so twenty
parallel sends deliver one code. In demo mode every code is 123456 (SPEC.md: the OTP dialog shows it).
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets

DEMO_CODE = "123456"
MAX_TRIES = 5
CODE = re.compile(r"[0-9]{6}")


def new_code(demo: bool) -> str:
    """Six random digits (or the demo code)."""
    return DEMO_CODE if demo else f"{secrets.randbelow(1_000_000):06d}"


def code_hash(secret: bytes, customer_id: int, channel: str, target: str, code: str) -> str:
    """The stored form of `code` for that customer, channel and target."""
    message = f"{customer_id}:{channel}:{target}:{code}".encode()
    return hmac.new(secret, message, hashlib.sha256).hexdigest()


def same_hash(a: str, b: str) -> bool:
    """Compare two hashes in constant time."""
    return hmac.compare_digest(a.encode(), b.encode())
