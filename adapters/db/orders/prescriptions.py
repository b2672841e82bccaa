"""Prescription images' records (the files themselves are in private storage): core's PrescriptionRepository."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from sqlalchemy import ColumnElement, delete, func, select

from adapters.db.gateway import Database
from adapters.db.orders.tables import PrescriptionRow


class SqlPrescriptions:
    """Implements core's PrescriptionRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def add(self, owner: str, files: Sequence[tuple[str, str, int]]) -> list[int]:
        rows = [
            PrescriptionRow(owner=owner, path=path, media_type=kind, bytes=size) for path, kind, size in files
        ]
        async with self._database.session() as session:
            session.add_all(rows)
            await session.commit()
            return [row.id for row in rows]

    async def prune(self, owner: str, keep: int) -> list[str]:
        async with self._database.session() as session:
            waiting = (
                await session.execute(
                    select(PrescriptionRow.id, PrescriptionRow.path)
                    .where(PrescriptionRow.owner == owner, PrescriptionRow.order_id.is_(None))
                    .order_by(PrescriptionRow.id.desc())
                    .offset(keep)
                )
            ).all()
            if not waiting:
                return []
            await session.execute(
                delete(PrescriptionRow).where(
                    PrescriptionRow.id.in_([i for i, _ in waiting]), PrescriptionRow.order_id.is_(None)
                )
            )
            await session.commit()
        return [path for _, path in waiting]

    async def of_order(self, order_id: int, prescription_id: int) -> tuple[str, str] | None:
        async with self._database.session() as session:
            found = (
                await session.execute(
                    select(PrescriptionRow.path, PrescriptionRow.media_type).where(
                        PrescriptionRow.id == prescription_id, PrescriptionRow.order_id == order_id
                    )
                )
            ).first()
        return None if found is None else (found[0], found[1])

    async def ids_of_order(self, order_id: int) -> list[int]:
        async with self._database.session() as session:
            found = await session.scalars(
                select(PrescriptionRow.id)
                .where(PrescriptionRow.order_id == order_id)
                .order_by(PrescriptionRow.id)
            )
            return list(found)

    async def waiting_bytes(self) -> int:
        async with self._database.session() as session:
            total = await session.scalar(
                select(func.coalesce(func.sum(PrescriptionRow.bytes), 0)).where(
                    PrescriptionRow.order_id.is_(None)
                )
            )
        return int(total or 0)

    async def purge_waiting(self, uploaded_before: dt.datetime) -> list[str]:
        return await self._forget(
            PrescriptionRow.order_id.is_(None), PrescriptionRow.created_at < uploaded_before
        )

    async def remove_owner(self, owner: str) -> list[str]:
        return await self._forget(PrescriptionRow.owner == owner)

    async def _forget(self, *where: ColumnElement[bool]) -> list[str]:
        """Delete the rows matching `where`; their files' paths (a row bound meanwhile is still deleted only
        if it still matches)."""
        async with self._database.session() as session:
            paths = list(
                (
                    await session.execute(
                        delete(PrescriptionRow).where(*where).returning(PrescriptionRow.path)
                    )
                ).scalars()
            )
            await session.commit()
        return paths
