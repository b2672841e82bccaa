"""The database gateway answers "not now" (503) the same way on both idioms."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from advanced_alchemy.exceptions import RepositoryError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.gateway import Database
from core.errors import Unavailable


class RaisingSessions:
    """A session factory whose sessions fail as an exhausted pool makes them fail."""

    def __init__(self, error: BaseException) -> None:
        self.error = error

    def __call__(self) -> RaisingSessions:
        return self

    async def __aenter__(self) -> Any:
        raise self.error

    async def __aexit__(self, *_: object) -> None:
        return None


def gateway(tmp_path: Path, error: BaseException) -> Database:
    database = Database(create_async_engine(f"sqlite+aiosqlite:///{tmp_path / 'x.db'}"))
    database._sessions = RaisingSessions(error)  # type: ignore[assignment]
    return database


@pytest.mark.parametrize("wrapped", [False, True])
async def test_an_exhausted_orm_pool_is_unavailable(tmp_path: Path, wrapped: bool) -> None:
    error: BaseException = PoolTimeout("QueuePool limit reached")
    if wrapped:  # as advanced-alchemy's repositories raise it
        try:
            raise RepositoryError(detail="wrapped") from error
        except RepositoryError as exc:
            error = exc
    with pytest.raises(Unavailable):
        async with gateway(tmp_path, error).session():
            pass


async def test_other_repository_errors_are_not_mistaken_for_busy(tmp_path: Path) -> None:
    with pytest.raises(RepositoryError):
        async with gateway(tmp_path, RepositoryError(detail="integrity")).session():
            pass
