"""The operator's settings table."""

from __future__ import annotations

from typing import Any

from advanced_alchemy.base import DefaultBase
from advanced_alchemy.types import JsonB
from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column


class BusinessSetting(DefaultBase):
    """One operator-editable configuration value (business name, toggles, policy texts ...)."""

    __tablename__ = "business_settings"
    key: Mapped[str] = mapped_column(String(80), primary_key=True)
    value: Mapped[Any] = mapped_column(JsonB)
