"""Use cases of the cart: add, update, remove, clear a module's cart, list, and a guest's cart moving to
the customer who signs in. Every mutation answers the whole cart of that owner and module."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence

from core.catalogue.answers import AnswerBuilder, add_on_ids
from core.catalogue.model import Item
from core.catalogue.records import ItemRecord
from core.configuration.ports import MediaUrls
from core.errors import Conflict, DomainError, InvalidInput, NotFound
from core.ids import MAX_ID
from core.verticals import CartRules, RuleViolation, VerticalRegistry

from .answers import CartLine, cart_line
from .checks import LineRequest, Prepared, on_sale, prepare, quantity_violations
from .item_answers import ItemAnswers
from .messages import translate, violation_text
from .model import CartOwner
from .ports import CartCatalogue, CartRepository, NewLine, StoredLine, WriteResult

DIFFERENT_STORE = (
    "You have item from another store in cart. If you continue, your all previous item from cart will be "
    "removed and this one will be added."
)


class CartService:
    """The cart of one owner per module; `clock` gives the marketplace's local time."""

    def __init__(
        self,
        carts: CartRepository,
        catalogue: CartCatalogue,
        registry: VerticalRegistry,
        media: MediaUrls,
        clock: Callable[[], dt.datetime] = dt.datetime.now,
        item_answers: ItemAnswers | None = None,
    ) -> None:
        self._carts = carts
        self._catalogue = catalogue
        self._registry = registry
        self._media = media
        self._clock = clock
        self._item_answers = item_answers or ItemAnswers()

    async def add(self, owner: CartOwner, request: LineRequest, language: str) -> list[CartLine]:
        """Put an item in the cart of its module; an equal line (same options) grows instead."""
        record, rules, prepared = await self._prepare(request, language)
        line = self._new_line(record, request, prepared)
        result = await self._carts.add(owner, line, prepared.limit)
        self._refusal(result, rules, prepared, request.quantity, language)
        return await self._answer(result.lines, language, record)

    async def update(
        self, owner: CartOwner, line_id: int, request: LineRequest, language: str
    ) -> list[CartLine]:
        """Set a line's quantity, and its options when they changed (merging into an equal line).

        The line is not read first: the store's update changes it only while it is the owner's and holds
        the requested item and model, and refuses it as "missing" otherwise (404 cart_id). A request the
        rules refuse reads the line then, so that a missing line still answers 404 cart_id first.
        """
        if not 0 < line_id <= MAX_ID:
            raise NotFound("cart_id", translate("Cart item not found.", language))
        try:
            record, rules, prepared = await self._prepare(request, language)
        except DomainError:
            current = await self._carts.line(owner, line_id)
            if current is None or current.item_id != request.item_id or current.model != request.model:
                raise NotFound("cart_id", translate("Cart item not found.", language)) from None
            raise
        line = self._new_line(record, request, prepared)
        result = await self._carts.update(owner, line_id, line, prepared.limit)
        self._refusal(result, rules, prepared, request.quantity, language)
        return await self._answer(result.lines, language, record)

    async def remove(self, owner: CartOwner, line_id: int, language: str) -> list[CartLine]:
        """Remove one line; the answer is the rest of its module's cart."""
        if not 0 < line_id <= MAX_ID:
            raise NotFound("cart_id", translate("Cart item not found.", language))
        result = await self._carts.remove(owner, line_id)
        if result.refused is not None:
            raise NotFound("cart_id", translate("Cart item not found.", language))
        return await self._answer(result.lines, language)

    async def clear(self, owner: CartOwner, module_id: int) -> list[CartLine]:
        """Empty the owner's cart of one module."""
        await self._carts.clear(owner, module_id)
        return []

    async def lines(self, owner: CartOwner, module_id: int, language: str) -> list[CartLine]:
        """The owner's cart of one module."""
        return await self._answer(await self._carts.lines(owner, module_id), language)

    async def merge_guest_into_customer(self, guest_id: str, customer_id: int) -> int:
        """Move a guest's lines into the customer's cart when that guest signs in; return how many moved."""
        return await self._carts.move(CartOwner("guest", guest_id), CartOwner("customer", str(customer_id)))

    async def _prepare(self, request: LineRequest, language: str) -> tuple[ItemRecord, CartRules, Prepared]:
        record = await self._catalogue.item(request.item_id) if 0 < request.item_id <= MAX_ID else None
        vertical = self._registry.get(record.module_type) if record is not None else None
        now = self._clock()
        if (
            record is None
            or vertical is None
            or (request.model == "Item" and not on_sale(record, now.date()))
        ):
            raise NotFound("item_id", translate("Item not found.", language))
        wanted = [i for i in request.add_on_ids if 0 < i <= MAX_ID]
        found = {a.id: a for a in await self._catalogue.add_ons(wanted)} if wanted else {}
        outcome = prepare(record, request, found, vertical.cart_rules, now)
        if isinstance(outcome, list):
            raise _invalid(outcome, language)
        _raise_first(
            quantity_violations(vertical.cart_rules, outcome.facts, request.quantity, outcome.limit), language
        )
        return record, vertical.cart_rules, outcome

    @staticmethod
    def _new_line(record: ItemRecord, request: LineRequest, prepared: Prepared) -> NewLine:
        return NewLine(
            module_id=record.module_id,
            store_id=record.store_id,
            item_id=record.id,
            model=request.model,
            key=prepared.selection.key(),
            variation=prepared.selection.payload(),
            add_ons=prepared.selection.add_ons,
            quantity=request.quantity,
        )

    @staticmethod
    def _refusal(
        result: WriteResult, rules: CartRules, prepared: Prepared, quantity: int, language: str
    ) -> None:
        if result.refused is None:
            return
        if result.refused == "missing":
            raise NotFound("cart_id", translate("Cart item not found.", language))
        if result.refused == "guest":
            raise NotFound("guest", translate("Unknown guest.", language))
        if result.refused == "store":
            raise Conflict("different_store", translate(DIFFERENT_STORE, language))
        found = quantity_violations(rules, prepared.facts, result.held + quantity, prepared.limit)
        _raise_first(
            found or quantity_violations(rules, prepared.facts, prepared.limit + 1, prepared.limit), language
        )

    async def _answer(
        self, lines: Sequence[StoredLine], language: str, known: ItemRecord | None = None
    ) -> list[CartLine]:
        if not lines:
            return []
        # Items answered in the last seconds are not read nor built again (item_answers.py); the item a
        # mutation just read counts only if its answer was built from that very row.
        items: dict[int, Item] = {}
        for item_id in {line.item_id for line in lines}:
            row = known if known is not None and known.id == item_id else None
            found = self._item_answers.get(item_id, language, row)
            if found is not None:
                items[item_id] = found
        missing = sorted({line.item_id for line in lines} - set(items))
        if missing:
            records = {known.id: known} if known is not None and known.id in missing else {}
            unread = [i for i in missing if i not in records]
            if unread:
                records.update({r.id: r for r in await self._catalogue.items(unread)})
            builder = AnswerBuilder(self._media, language, self._clock())
            wanted = sorted({i for r in records.values() for i in add_on_ids(r)})
            add_ons = (
                {a.id: builder.add_on(a) for a in await self._catalogue.add_ons(wanted)} if wanted else {}
            )
            for record in records.values():
                items[record.id] = self._item_answers.put(record, language, builder.item(record, add_ons))
        # A line whose item left the catalogue is not shown (nor charged); it stays stored, harmlessly.
        return [
            cart_line(line, items[line.item_id], {a.id: a for a in items[line.item_id].add_ons})
            for line in lines
            if line.item_id in items
        ]


def _invalid(violations: Sequence[RuleViolation], language: str) -> InvalidInput:
    first = violations[0]
    return InvalidInput(first.code, violation_text(first, language))


def _raise_first(violations: Sequence[RuleViolation], language: str) -> None:
    if violations:
        raise _invalid(violations, language)
