"""The demo's couriers: a few per zone, each with a drawn avatar (their initials on a round badge, like the
stores' logos), so the demo dispatcher has someone to assign and the courier's thread has a face.

Added once per zone: a zone that has couriers already is left alone.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.db.tables import DeliveryManRow, Zone

from .media import PictureJob
from .naming import slugify

COURIER_COLOR = "#2f7d6d"
PER_ZONE = 3
COURIERS = (
    ("Lucas", "Martin"),
    ("Amina", "Diallo"),
    ("Tom", "Becker"),
    ("Chloé", "Bernard"),
    ("Yanis", "Haddad"),
    ("Sofia", "Rossi"),
    ("Noah", "Petit"),
    ("Léa", "Moreau"),
    ("Omar", "Benali"),
)


def courier_image_path(f_name: str, l_name: str) -> str:
    return f"delivery-man/{slugify(f'{f_name} {l_name}')}.webp"


def courier_pictures() -> list[PictureJob]:
    """Every demo courier's avatar."""
    return [PictureJob(courier_image_path(f, s), "logo", f"{f} {s}", COURIER_COLOR) for f, s in COURIERS]


async def add_demo_couriers(conn: AsyncConnection) -> int:
    """PER_ZONE couriers in every zone that has none; how many were added."""
    zones = list((await conn.execute(select(Zone.id).order_by(Zone.id))).scalars())
    staffed = set((await conn.execute(select(DeliveryManRow.zone_id).distinct())).scalars())
    rows: list[dict[str, Any]] = []
    for position, zone_id in enumerate(zones):
        if zone_id in staffed:
            continue
        for n in range(PER_ZONE):
            f_name, l_name = COURIERS[(position * PER_ZONE + n) % len(COURIERS)]
            rows.append(
                {
                    "f_name": f_name,
                    "l_name": l_name,
                    "phone": f"+3361{zone_id % 1000:03d}{n:04d}",
                    "image": courier_image_path(f_name, l_name),
                    "zone_id": zone_id,
                    "status": True,
                }
            )
    if rows:
        await conn.execute(insert(DeliveryManRow), rows)
    return len(rows)
