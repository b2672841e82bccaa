"""Housekeeping: its dishka provider (ports bound to their adapters, services built once per process)."""

from __future__ import annotations

import datetime as dt

from dishka import Provider, Scope, provide

from adapters.db.cart.expiry import SqlIdleGuestCarts
from adapters.db.gateway import Database
from adapters.db.identity.expiry import SqlUnusedGuests
from adapters.db.identity.sessions import SqlSessions
from adapters.db.vitals.repository import SqlVitalsLog
from adapters.settings import Settings
from core.maintenance.ports import IdleGuestCarts, IdleVerticalData, UnusedGuests
from core.maintenance.service import MaintenanceService, Retention
from core.orders.prescriptions import PrescriptionService
from core.verticals import VerticalRegistry


class MaintenanceProvider(Provider):
    """Housekeeping: idle guest carts and guests without a cart."""

    scope = Scope.APP
    idle_carts = provide(SqlIdleGuestCarts, provides=IdleGuestCarts)

    @provide
    def unused_guests(self, database: Database, registry: VerticalRegistry) -> UnusedGuests:
        # The verticals' tables whose rows keep a guest (the rental trip cart), beside core's cart lines.
        tables = [(rows.table, rows.owner_column) for vertical in registry for rows in vertical.guest_rows]
        return SqlUnusedGuests(database, tables)

    @provide
    def maintenance_service(
        self,
        carts: IdleGuestCarts,
        guests: UnusedGuests,
        sessions: SqlSessions,
        verticals: IdleVerticalData,
        settings: Settings,
        prescriptions: PrescriptionService,
        vitals: SqlVitalsLog,
    ) -> MaintenanceService:
        retention = Retention(
            guest_cart=dt.timedelta(days=settings.guest_cart_days),
            guest_without_cart=dt.timedelta(days=settings.guest_days),
            vitals=dt.timedelta(days=settings.vitals_days),
        )
        return MaintenanceService(
            carts, guests, sessions, retention, verticals, uploads=prescriptions, vitals=vitals
        )
