"""Reviews (the anchor's paths, 6amMart's): after delivery a signed-in customer reviews each item, the store
and the courier of their order once (POST), and edits a review within 7 days (PUT on the same path);
everyone reads an item's or a store's published reviews, newest first, with the star distribution.

Submitting and editing answer 401 without a customer, 404 for an order that is not theirs, 403 for an
order not delivered (or canceled), a subject not in the order, a store whose module takes no reviews or an
edit past its window, 409 for a second review, 422 for a bad rating, comment or photo.
"""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, get, post, put
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.enums import RequestEncodingType
from litestar.params import Body, Parameter

from adapters.http.catalogue_params import Offset
from adapters.http.context import AnyRequest, read_context
from adapters.http.desk import Desk
from adapters.http.openapi import errors
from adapters.http.review_forms import REVIEW_BODY_BYTES, ItemReviewUpload, ReviewUpload, review_form
from core.ids import MAX_ID
from core.reviews.answers import OrderReviews, ReviewPage, ReviewSubmitted
from core.reviews.model import SubjectKind
from core.reviews.service import ReviewService

ReviewDesk = Desk[ReviewService]
REVIEWS_PER_PAGE = 10
Limit = Annotated[int, Parameter(ge=1, le=50, description="Reviews per page, at most 50")]
ItemForm = Annotated[ItemReviewUpload, Body(media_type=RequestEncodingType.MULTI_PART)]
Form = Annotated[ReviewUpload, Body(media_type=RequestEncodingType.MULTI_PART)]
WRITE_REFUSALS = errors(401, 403, 404, 409)
# What every submit and edit declares: a photo-sized body, the refusals, never cached.
REVIEW_WRITE: dict[str, Any] = {
    "status_code": 200,
    "request_max_body_size": REVIEW_BODY_BYTES,
    "responses": WRITE_REFUSALS,
    "cache_control": CacheControlHeader(no_store=True),
}


async def _submit(
    request: AnyRequest, desk: ReviewDesk, kind: SubjectKind, data: ItemReviewUpload | ReviewUpload
) -> ReviewSubmitted:
    context = read_context(request)
    customer = await desk.customer(context)
    return await desk.service.submit(customer, kind, await review_form(data), context.language)


async def _edit(
    request: AnyRequest, desk: ReviewDesk, kind: SubjectKind, data: ItemReviewUpload | ReviewUpload
) -> ReviewSubmitted:
    context = read_context(request)
    customer = await desk.customer(context)
    return await desk.service.edit(customer, kind, await review_form(data), context.language)


class ItemReviewController(Controller):
    """`/api/v1/items/reviews`: an item's reviews."""

    path = "/api/v1/items/reviews"
    tags = ["reviews"]

    @post(
        "/submit",
        operation_id="submitItemReview",
        summary="Review an item of a delivered order",
        **REVIEW_WRITE,
    )
    async def submit(
        self, data: ItemForm, request: AnyRequest, review_desk: NamedDependency[ReviewDesk]
    ) -> ReviewSubmitted:
        """A rating of 1 to 5, an optional comment and up to 3 photos, once per item of the order."""
        return await _submit(request, review_desk, "item", data)

    @put(
        "/submit",
        operation_id="editItemReview",
        summary="Edit the review of an item (within 7 days)",
        **REVIEW_WRITE,
    )
    async def edit(
        self, data: ItemForm, request: AnyRequest, review_desk: NamedDependency[ReviewDesk]
    ) -> ReviewSubmitted:
        """New rating and comment; new photos replace the old ones (`remove_images` drops them)."""
        return await _edit(request, review_desk, "item", data)

    @get("/{item_id:int}", operation_id="getItemReviews", summary="An item's reviews", responses=errors(404))
    async def page(
        self,
        item_id: Annotated[int, Parameter(ge=1, le=MAX_ID, description="The item id")],
        request: AnyRequest,
        reviews: NamedDependency[ReviewService],
        offset: Offset = 1,
        limit: Limit = REVIEWS_PER_PAGE,
    ) -> ReviewPage:
        """Published reviews, newest first, with the item's average, count and star distribution."""
        return await reviews.item_page(item_id, offset, limit, read_context(request).language)


class StoreReviewController(Controller):
    """`/api/v1/stores/reviews`: a store's reviews."""

    path = "/api/v1/stores/reviews"
    tags = ["reviews"]

    @post(
        "/submit",
        operation_id="submitStoreReview",
        summary="Review the store of a delivered order",
        **REVIEW_WRITE,
    )
    async def submit(
        self, data: Form, request: AnyRequest, review_desk: NamedDependency[ReviewDesk]
    ) -> ReviewSubmitted:
        """A rating of 1 to 5, an optional comment and up to 3 photos, once per order."""
        return await _submit(request, review_desk, "store", data)

    @put(
        "/submit",
        operation_id="editStoreReview",
        summary="Edit the review of a store (within 7 days)",
        **REVIEW_WRITE,
    )
    async def edit(
        self, data: Form, request: AnyRequest, review_desk: NamedDependency[ReviewDesk]
    ) -> ReviewSubmitted:
        """New rating and comment; new photos replace the old ones (`remove_images` drops them)."""
        return await _edit(request, review_desk, "store", data)

    @get("", operation_id="getStoreReviews", summary="A store's reviews", responses=errors(404))
    async def page(
        self,
        store_id: Annotated[int, Parameter(ge=1, le=MAX_ID, description="The store id")],
        request: AnyRequest,
        reviews: NamedDependency[ReviewService],
        offset: Offset = 1,
        limit: Limit = REVIEWS_PER_PAGE,
    ) -> ReviewPage:
        """Published reviews, newest first, with the store's average, count and star distribution;
        `reviews_enabled` false (and no review) when the store's module takes none."""
        return await reviews.store_page(store_id, offset, limit, read_context(request).language)


class CourierReviewController(Controller):
    """`/api/v1/delivery-man/reviews`: reviews of the courier who delivered an order."""

    path = "/api/v1/delivery-man/reviews"
    tags = ["reviews"]
    cache_control = CacheControlHeader(no_store=True)

    @post(
        "/submit",
        operation_id="submitCourierReview",
        summary="Review the courier of a delivered order",
        **REVIEW_WRITE,
    )
    async def submit(
        self, data: Form, request: AnyRequest, review_desk: NamedDependency[ReviewDesk]
    ) -> ReviewSubmitted:
        """A rating of 1 to 5, an optional comment and up to 3 photos, once per order."""
        return await _submit(request, review_desk, "courier", data)

    @put(
        "/submit",
        operation_id="editCourierReview",
        summary="Edit the review of a courier (within 7 days)",
        **REVIEW_WRITE,
    )
    async def edit(
        self, data: Form, request: AnyRequest, review_desk: NamedDependency[ReviewDesk]
    ) -> ReviewSubmitted:
        """New rating and comment; new photos replace the old ones (`remove_images` drops them)."""
        return await _edit(request, review_desk, "courier", data)


class OrderReviewController(Controller):
    """`/api/v1/customer/order/reviews`: what the customer reviewed of an order, and may still review."""

    path = "/api/v1/customer/order"
    tags = ["reviews"]
    cache_control = CacheControlHeader(no_store=True)

    @get(
        "/reviews",
        operation_id="getOrderReviews",
        summary="The asker's reviews of one of their orders",
        responses=errors(401, 404),
    )
    async def of_order(
        self,
        order_id: Annotated[int, Parameter(ge=1, le=MAX_ID, description="The order id")],
        request: AnyRequest,
        review_desk: NamedDependency[ReviewDesk],
    ) -> OrderReviews:
        """Each item, the store and the courier of the order, with the asker's review of each (or null)."""
        context = read_context(request)
        customer = await review_desk.customer(context)
        return await review_desk.service.of_order(customer, order_id, context.language)
