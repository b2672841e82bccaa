"""The issued guest ids table."""

from __future__ import annotations

import datetime as dt

from advanced_alchemy.base import DefaultBase
from sqlalchemy import DateTime, String, func
from sqlalchemy.orm import Mapped, mapped_column


class Guest(DefaultBase):
    """A guest id we issued (`secrets.token_urlsafe(32)`); guest-owned rows are reached only through it."""

    __tablename__ = "guests"
    guest_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
