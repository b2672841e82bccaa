"""The demo customer: an account a newcomer signs in with right after `make run` (README gives its login).

Added once, found again by its email: a later run never changes it (its password or profile may have been
edited since). Email and phone are verified, as an established customer's are.
"""

from __future__ import annotations

import asyncio

from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.db.identity.tables import Customer
from adapters.identity.passwords import Argon2Passwords

DEMO_EMAIL = "demo@example.com"
DEMO_PHONE = "+33600000001"
DEMO_PASSWORD = "demo-password"  # noqa: S105 - the published demo login, nothing to protect


async def add_demo_customer(conn: AsyncConnection) -> bool:
    """Insert the demo customer unless an account already uses its email; True when added."""
    found = await conn.scalar(select(Customer.id).where(Customer.email == DEMO_EMAIL))
    if found is not None:
        return False
    password_hash = await asyncio.to_thread(Argon2Passwords().hash_now, DEMO_PASSWORD)
    await conn.execute(
        insert(Customer).values(
            f_name="Camille",
            l_name="Martin",
            email=DEMO_EMAIL,
            phone=DEMO_PHONE,
            password_hash=password_hash,
            is_phone_verified=True,
            is_email_verified=True,
            ref_code="RUELLE2026",  # 10 upper-case letters or digits, as every referral code
        )
    )
    return True
