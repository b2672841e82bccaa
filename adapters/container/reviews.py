"""Reviews: its dishka provider (the repository bound to its port, the service and the moderation built once
per process).

Whether a store takes reviews is its module's vertical's policy (`VerticalPolicy.reviews`): a module type
no installed vertical knows takes them, as a shopping module does."""

from __future__ import annotations

from dishka import Provider, Scope, provide

from adapters.db.reviews.repository import SqlReviews
from core.clock import MarketplaceClock
from core.identity.ports import PhotoStore, PictureCleaner
from core.reviews.moderation import ReviewModeration
from core.reviews.photos import ReviewPhotos
from core.reviews.ports import ReviewRepository
from core.reviews.service import ReviewService, ReviewsOn
from core.verticals import VerticalRegistry


def reviews_switch(registry: VerticalRegistry) -> ReviewsOn:
    """module type -> whether its stores take reviews."""

    def reviews_on(module_type: str) -> bool:
        vertical = registry.get(module_type)
        return vertical is None or vertical.policy.reviews

    return reviews_on


class ReviewsProvider(Provider):
    """Reviews in ORM tables; photos through the public storage, cleaned as profile photos are."""

    scope = Scope.APP
    repository = provide(SqlReviews, provides=ReviewRepository)
    moderation = provide(ReviewModeration)

    @provide
    def review_service(
        self,
        reviews: ReviewRepository,
        photos: PhotoStore,
        pictures: PictureCleaner,
        registry: VerticalRegistry,
        clock: MarketplaceClock,
    ) -> ReviewService:
        return ReviewService(reviews, ReviewPhotos(photos, pictures), reviews_switch(registry), clock=clock)
