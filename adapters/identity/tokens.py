"""Customer bearer tokens: HS256 JSON Web Tokens (PyJWT) signed with the STOREFRONT_SECRET_KEY setting.

`sub` holds the customer id as a string and `exp` is required: a token without an expiry is refused.
"""

from __future__ import annotations

import datetime as dt
import secrets

import jwt
import structlog

from core.ids import MAX_ID

ALGORITHM = "HS256"

log = structlog.get_logger("storefront.identity")


def signing_secret(configured: str) -> str:
    """The configured secret, or a random one for this process (tokens then die with it) and a warning."""
    if configured:
        return configured
    log.warning("STOREFRONT_SECRET_KEY is not set: customer tokens are signed with a per-process secret")
    return secrets.token_urlsafe(32)


class JwtTokens:
    """Implements core's TokenVerifier; also issues tokens (for the sign-in use cases and tests)."""

    def __init__(self, secret: str) -> None:
        self._secret = secret

    def customer_id(self, token: str) -> int | None:
        """The customer id of a valid, unexpired token signed with our secret."""
        try:
            claims = jwt.decode(
                token, self._secret, algorithms=[ALGORITHM], options={"require": ["exp", "sub"]}
            )
        except jwt.PyJWTError:
            return None
        subject = claims.get("sub")
        if not isinstance(subject, str) or not subject.isascii() or not subject.isdigit():
            return None
        customer = int(subject)
        return customer if 0 < customer <= MAX_ID else None

    def issue(self, customer_id: int, lifetime: dt.timedelta = dt.timedelta(days=30)) -> str:
        """A token naming `customer_id`, valid for `lifetime`."""
        expires = dt.datetime.now(dt.UTC) + lifetime
        return jwt.encode({"sub": str(customer_id), "exp": expires}, self._secret, algorithm=ALGORITHM)
