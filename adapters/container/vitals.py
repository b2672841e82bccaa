"""Field data: its dishka provider (the log bound to its port, the service built once per process)."""

from __future__ import annotations

from dishka import Provider, Scope, provide

from adapters.db.vitals.repository import SqlVitalsLog
from adapters.settings import Settings
from core.vitals.service import VitalsService


class VitalsProvider(Provider):
    """Web vitals in their ORM table, taken at the sample rate the storefront is told."""

    scope = Scope.APP
    log = provide(SqlVitalsLog)

    @provide
    def vitals_service(self, log: SqlVitalsLog, settings: Settings) -> VitalsService:
        return VitalsService(log, settings.web_vitals_sample)
