"""Bearer tokens: a token verified once is remembered, yet still refused once it expires; a token altered,
signed with another secret or lacking a claim never verifies."""

from __future__ import annotations

import time

import jwt

from adapters.identity.tokens import SESSION_ID_LENGTH, JwtTokens, SigningKey
from core.identity.model import TokenClaims

SECRET = SigningKey("unit-tests-secret-of-at-least-thirty-two-bytes")
CLAIMS = TokenClaims(42, "s" * SESSION_ID_LENGTH)


def test_a_remembered_token_is_refused_once_it_expires(monkeypatch) -> None:
    tokens = JwtTokens(SECRET)
    token = tokens.issue(CLAIMS, 60)
    assert tokens.claims(token) == CLAIMS
    assert tokens.claims(token) == CLAIMS  # remembered: no second signature check needed
    later = time.time() + 61
    monkeypatch.setattr(time, "time", lambda: later)
    assert tokens.claims(token) is None


def test_altered_foreign_or_incomplete_tokens_never_verify() -> None:
    tokens = JwtTokens(SECRET)
    token = tokens.issue(CLAIMS, 60)
    assert tokens.claims(token) == CLAIMS
    head, body, signature = token.split(".")
    assert tokens.claims(f"{head}.{body}.{signature[::-1]}") is None
    assert (
        tokens.claims(JwtTokens(SigningKey("another-secret-of-at-least-thirty-two-bytes")).issue(CLAIMS, 60))
        is None
    )
    no_session = jwt.encode({"sub": "42", "exp": int(time.time()) + 60}, SECRET, algorithm="HS256")
    assert tokens.claims(no_session) is None
    expired = jwt.encode(
        {"sub": "42", "jti": CLAIMS.session_id, "exp": int(time.time()) - 1}, SECRET, algorithm="HS256"
    )
    assert tokens.claims(expired) is None
