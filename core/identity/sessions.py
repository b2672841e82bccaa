"""A customer's signed-in sessions: the list of their devices, and signing out of one or all of them.

The list names each session by a handle derived from its id (the id itself travels inside the bearer token
and stays there); it holds only the asker's own sessions.
"""

from __future__ import annotations

import hashlib

from core.errors import NotFound
from core.messages import translate

from .model import SessionInfo
from .ports import SessionStore
from .service import IdentityService

UNKNOWN_DEVICE = "Unknown device"
# How a device is named: stored as its browser "on" its system at sign-in, written in the asker's language.
ON_SYSTEM = "{browser} on {system}"
UNKNOWN_SESSION = "This session is not one of yours, or it has ended."


def session_handle(session_id: str) -> str:
    """The name a session goes by in its customer's list."""
    return hashlib.sha256(session_id.encode()).hexdigest()[:16]


def device_text(stored: str | None, language: str) -> str:
    """A stored device ("Chrome on Android") in `language` ("Chrome sur Android" in French)."""
    if not stored:
        return translate(UNKNOWN_DEVICE, language)
    browser, on, system = stored.partition(" on ")
    return translate(ON_SYSTEM, language, browser=browser, system=system) if on else stored


class SessionService:
    """Lists and closes the signed-in sessions of the customer who asks."""

    def __init__(self, identity: IdentityService, sessions: SessionStore) -> None:
        self._identity = identity
        self._sessions = sessions

    async def list(self, bearer: str | None, language: str) -> list[SessionInfo]:
        """The asker's open sessions, the most recently used first, the asking one marked `current`."""
        claims = await self._identity.current_session(bearer, language)
        return [
            SessionInfo(
                id=session_handle(session_id),
                created_at=opened,
                last_used_at=used,
                device=device_text(device, language),
                current=session_id == claims.session_id,
            )
            for session_id, opened, used, device in await self._sessions.of_customer(claims.customer_id)
        ]

    async def sign_out(self, bearer: str | None, handle: str, language: str) -> None:
        """Close one of the asker's sessions (another device, or this one); 404 for any other handle."""
        claims = await self._identity.current_session(bearer, language)
        for session_id, *_ in await self._sessions.of_customer(claims.customer_id):
            if session_handle(session_id) == handle:
                await self._sessions.close(session_id)
                return
        raise NotFound("session", translate(UNKNOWN_SESSION, language))

    async def sign_out_everywhere(self, bearer: str | None, language: str) -> int:
        """Close every session of the asker, the asking one included; how many were closed."""
        claims = await self._identity.current_session(bearer, language)
        return await self._sessions.close_all(claims.customer_id)
