"""The wallet's top-up bonuses, an ordinary table read through the ORM."""

from __future__ import annotations

import datetime as dt

from sqlalchemy import select

from adapters.db.gateway import Database
from adapters.db.payments.tables import WalletBonusRow
from core.payments.model import Bonus


class SqlBonusRepository:
    """Implements core's BonusRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def running(self, today: dt.date) -> list[Bonus]:
        statement = (
            select(WalletBonusRow)
            .where(
                WalletBonusRow.status.is_(True),
                WalletBonusRow.start_date <= today,
                WalletBonusRow.end_date >= today,
            )
            .order_by(WalletBonusRow.id)
        )
        async with self._database.session() as session:
            rows = (await session.scalars(statement)).all()
        return [
            Bonus(
                id=row.id,
                title=row.title,
                description=row.description,
                bonus_type=row.bonus_type,
                bonus_amount=row.bonus_amount,
                minimum_add_amount=row.minimum_add_amount,
                maximum_bonus_amount=row.maximum_bonus_amount,
                start_date=row.start_date,
                end_date=row.end_date,
            )
            for row in rows
        ]
