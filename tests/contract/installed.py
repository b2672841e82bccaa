"""The verticals installed in this Python environment (their entry points), read once by the contract tests
(test_vertical_contract*.py): the shipped six, and any other distribution installed beside them."""

from __future__ import annotations

from core.verticals import installed_verticals

INSTALLED = installed_verticals()
