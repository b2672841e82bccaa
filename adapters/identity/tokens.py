"""Customer bearer tokens: HS256 JSON Web Tokens (PyJWT) signed with the STOREFRONT_SECRET_KEY setting.

`sub` holds the customer id as a string, `jti` the session id and `exp` the expiry: a token lacking any of
them is refused, and only HS256 is accepted (so `alg: none` or another algorithm never verifies). PyJWT is
used directly rather than Litestar's JWT middleware: the bearer is read once with the other context headers
(adapters/http/context.py), guests pass without a token, and a token is honoured only while its session is
open, which needs the session store anyway.

A token verified once is remembered with its expiry (at most VERIFIED_KEPT per process, the oldest dropped
first): checking its signature again would give the same answer (the secret is the process's), and that
check was half of what a signed-in cart add costs beside a guest's (tests/bench/signed_in.py). The expiry is
still checked on every use; whether the session is still open is the session store's, every time.
"""

from __future__ import annotations

import datetime as dt
import time
from collections import OrderedDict
from typing import NewType

import jwt
import structlog

from core.identity.model import TokenClaims
from core.ids import MAX_ID

ALGORITHM = "HS256"
SESSION_ID_LENGTH = 43  # secrets.token_urlsafe(32)
VERIFIED_KEPT = 20_000  # tokens remembered as verified, per process (a few MB)

log = structlog.get_logger("storefront.identity")
# The resolved signing secret: it signs tokens and keys the one-time codes' HMAC.
SigningKey = NewType("SigningKey", str)


class JwtTokens:
    """Implements core's TokenVerifier and TokenIssuer."""

    def __init__(self, secret: str) -> None:
        self._secret = secret
        self._verified: OrderedDict[str, tuple[TokenClaims, float]] = OrderedDict()  # token: claims, expiry

    def claims(self, token: str) -> TokenClaims | None:
        """The customer and session of a valid, unexpired token signed with our secret."""
        known = self._verified.get(token)
        if known is not None:
            if time.time() < known[1]:
                return known[0]
            del self._verified[token]  # expired since
        found = self._verify(token)
        if found is not None:
            self._verified[token] = found
            if len(self._verified) > VERIFIED_KEPT:
                self._verified.popitem(last=False)
        return None if found is None else found[0]

    def _verify(self, token: str) -> tuple[TokenClaims, float] | None:
        """The token's claims and expiry (seconds since the epoch) when its signature and claims hold."""
        try:
            claims = jwt.decode(
                token, self._secret, algorithms=[ALGORITHM], options={"require": ["exp", "sub", "jti"]}
            )
        except jwt.PyJWTError:
            return None
        subject, session = claims.get("sub"), claims.get("jti")
        if not isinstance(subject, str) or not subject.isascii() or not subject.isdigit():
            return None
        if not isinstance(session, str) or len(session) != SESSION_ID_LENGTH:
            return None
        customer = int(subject)
        expires = claims.get("exp")
        if not 0 < customer <= MAX_ID or not isinstance(expires, int | float) or expires <= time.time():
            return None  # (the expiry read on the one clock the remembered tokens are checked against)
        return TokenClaims(customer, session), float(expires)

    def issue(self, claims: TokenClaims, lifetime_seconds: int) -> str:
        """A token naming the customer and session of `claims`, valid for `lifetime_seconds`."""
        expires = dt.datetime.now(dt.UTC) + dt.timedelta(seconds=lifetime_seconds)
        payload = {"sub": str(claims.customer_id), "jti": claims.session_id, "exp": expires}
        return jwt.encode(payload, self._secret, algorithm=ALGORITHM)
