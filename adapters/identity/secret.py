"""The signing secret: one for the whole deployment, so a token is valid on every node and across restarts.

`STOREFRONT_SECRET_KEY` when set. Otherwise, for one machine on SQLite (what `make run` serves), a secret made
on first start and kept in a file (`STOREFRONT_SECRET_KEY_FILE`, mode 0600, never logged) that every later
start and every worker reads. A deployment on PostgreSQL, or served by more than one worker, is meant to
outgrow one machine's file: it refuses to start without a configured secret, naming the setting.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from adapters.settings import Settings, is_sqlite

MIN_LENGTH = 32  # characters of a configured secret (HS256 wants at least 256 bits)
REQUIRED = (
    "STOREFRONT_SECRET_KEY is not set: a server on PostgreSQL or with more than one worker needs one secret "
    "shared by every node. Set STOREFRONT_SECRET_KEY to a random string of at least 32 characters (for "
    "example the output of: python -c 'import secrets; print(secrets.token_urlsafe(48))')."
)
TOO_SHORT = f"STOREFRONT_SECRET_KEY must be at least {MIN_LENGTH} characters long."


class SecretMissing(RuntimeError):
    """The deployment has no usable signing secret; the message says which setting to set."""


def refusal(settings: Settings, workers: int = 1) -> str | None:
    """Why this deployment may not start with the secret it has, or None when it may."""
    if settings.secret_key:
        return TOO_SHORT if len(settings.secret_key) < MIN_LENGTH else None
    if not is_sqlite(settings.database_url) or workers > 1:
        return REQUIRED
    return None


def signing_secret(settings: Settings) -> str:
    """The deployment's secret: configured, else kept in the secret file (made on first start)."""
    refused = refusal(settings)
    if refused is not None:
        raise SecretMissing(refused)
    return settings.secret_key or _kept(settings.secret_key_file)


def _kept(path: Path) -> str:
    """The secret in `path`, made there first when there is none. It is written whole to a file of this
    process's own (0600), then linked into place, which fails when another process got there first: a secret
    is never read half written, and two processes starting together keep the same one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists():
        draft = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
        descriptor = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w") as file:
            file.write(secrets.token_urlsafe(48))
        try:
            os.link(draft, path)
        except FileExistsError:
            pass  # another process made it first: theirs is the secret
        finally:
            draft.unlink()
    return _read(path)


def _read(path: Path) -> str:
    secret = path.read_text().strip()
    if len(secret) < MIN_LENGTH:
        raise SecretMissing(
            f"{path} holds no usable secret: delete it to make a new one (everyone signs in again)."
        )
    return secret
