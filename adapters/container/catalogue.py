"""The catalogue: its dishka provider (ports bound to their adapters, services built once per process)."""

from __future__ import annotations

from dishka import Provider, Scope, provide

from adapters.changes import Changes
from adapters.db.catalogue.reads import SqlCatalogueReads
from adapters.db.gateway import Database
from core.catalogue.ports import CatalogueReadModel
from core.catalogue.service import CatalogueService
from core.clock import MarketplaceClock
from core.configuration.ports import MediaUrls
from core.verticals import VerticalRegistry


class CatalogueProvider(Provider):
    """The catalogue: its read model on the gateway's named statements, and its service."""

    scope = Scope.APP

    @provide
    def sql_catalogue_reads(
        self, database: Database, registry: VerticalRegistry, changes: Changes
    ) -> SqlCatalogueReads:
        reads = SqlCatalogueReads(database, registry.module_types)
        changes.listen(reads.totals.invalidate)  # categories or stores changed: count them again
        return reads

    @provide
    def catalogue_reads(self, reads: SqlCatalogueReads) -> CatalogueReadModel:
        return reads

    @provide
    def catalogue_service(
        self, reads: CatalogueReadModel, media: MediaUrls, clock: MarketplaceClock
    ) -> CatalogueService:
        return CatalogueService(reads, media, clock=clock)
