"""The operator's text pages table."""

from __future__ import annotations

from advanced_alchemy.base import DefaultBase
from sqlalchemy import Boolean, String, Text
from sqlalchemy.orm import Mapped, mapped_column


class Page(DefaultBase):
    """Operator-written page text (terms, privacy, about ...) in one language."""

    __tablename__ = "pages"
    slug: Mapped[str] = mapped_column(String(80), primary_key=True)
    language: Mapped[str] = mapped_column(String(8), primary_key=True)
    title: Mapped[str] = mapped_column(String(200))
    body: Mapped[str] = mapped_column(Text)
    status: Mapped[bool] = mapped_column(Boolean, default=True)
