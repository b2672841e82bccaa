"""Password hashes: argon2id through argon2-cffi, computed on worker threads so the event loop keeps serving.

Parameters (settings PASSWORD_HASH_*): by default OWASP's minimum for argon2id, 19 MiB of memory, 2
passes, 1 lane; docs/accounts.md gives the measured cost per hash. A stored hash made with other parameters is still
verified (they are encoded in it).
"""

from __future__ import annotations

import asyncio
import secrets

from argon2 import PasswordHasher as Argon2
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError


class Argon2Passwords:
    """Implements core's PasswordHasher."""

    def __init__(self, time_cost: int = 2, memory_kib: int = 19 * 1024, parallelism: int = 1) -> None:
        self._argon2 = Argon2(time_cost=time_cost, memory_cost=memory_kib, parallelism=parallelism)
        # Checked when no account matches, so that an unknown account costs what a wrong password costs.
        self._dummy = self._argon2.hash(secrets.token_urlsafe(16))

    async def hash(self, password: str) -> str:
        """The encoded argon2id hash of `password`, with a fresh salt."""
        return await asyncio.to_thread(self.hash_now, password)

    def hash_now(self, password: str) -> str:
        """`hash` on the calling thread (the demo loader and the benchmark)."""
        return self._argon2.hash(password)

    async def verify(self, encoded: str | None, password: str) -> bool:
        """True when `password` matches; with no hash, the dummy is checked and the answer is False."""
        return await asyncio.to_thread(self._verify, encoded, password)

    def _verify(self, encoded: str | None, password: str) -> bool:
        try:
            return self._argon2.verify(encoded or self._dummy, password) and encoded is not None
        except (VerifyMismatchError, VerificationError, InvalidHashError):
            return False
