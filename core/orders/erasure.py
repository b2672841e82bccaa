"""A customer who deletes their account is erased from what the orders context keeps: prescription images are
deleted, files included; orders stay for the books, naming no one (OrderContacts says what stays)."""

from __future__ import annotations

from core.identity.owner import Owner

from .ports import OrderContacts
from .prescriptions import PrescriptionService


class OrderErasure:
    """Forgets one customer in orders and prescriptions."""

    def __init__(self, orders: OrderContacts, prescriptions: PrescriptionService) -> None:
        self._orders = orders
        self._prescriptions = prescriptions

    async def forget(self, customer: Owner) -> None:
        await self._prescriptions.forget_owner(customer)
        await self._orders.erase(customer.key)
