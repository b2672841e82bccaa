"""The field data table: one row per metric a sampled page view reported, and nothing about who saw it.

Rows older than `VITALS_DAYS` are deleted by housekeeping (core/maintenance), so the table stays bounded.
"""

from __future__ import annotations

import datetime as dt

from advanced_alchemy.base import DefaultBase
from sqlalchemy import DateTime, Float, Identity, Index, String, func
from sqlalchemy.orm import Mapped, mapped_column

from adapters.db.columns import Id


class WebVitalRow(DefaultBase):
    """One LCP, INP or CLS value of one page view, with its page type."""

    __tablename__ = "web_vitals"
    __table_args__ = (
        # The operator's window and housekeeping's purge both read by time.
        Index("ix_web_vitals_recorded_at", "recorded_at"),
        {"sqlite_autoincrement": True},
    )
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    page_type: Mapped[str] = mapped_column(String(16))
    metric: Mapped[str] = mapped_column(String(3))  # LCP | INP | CLS
    value: Mapped[float] = mapped_column(Float)
    recorded_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
