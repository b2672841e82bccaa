"""Use cases of the cart: add, update, remove, clear a module's cart, list. Every mutation answers the whole
cart of that owner and module (a guest's cart moving to the customer who signs in is sign-in's use case).

A write goes one way down: the rules check the line (`rules.check_line`), then the repository stores it;
the answer's items come from the catalogue port, which keeps them a few seconds.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping, Sequence

from core.clock import DEFAULT_CLOCK
from core.errors import Conflict, DomainError, InvalidInput, NotFound
from core.identity.owner import Owner
from core.messages import NO_MESSAGES, Messages, translate
from core.pricing import DEFAULT_DIGITS

from .answers import CartLine, cart_line
from .contract import CartRules, RuleViolation
from .item_facts import AddOnFacts
from .ports import CartCatalogue, CartRepository, MarketplaceDecimals, StoredLine, WriteResult
from .rules import (
    ITEM_NOT_FOUND,
    OUT_OF_RANGE,
    CheckedLine,
    LineRequest,
    check_line,
    over_limit,
    violation_text,
)

DIFFERENT_STORE = (
    "You have item from another store in cart. If you continue, your all previous item from cart will be "
    "removed and this one will be added."
)
NO_ADD_ONS: Mapping[int, AddOnFacts] = {}


class _TwoDecimals:
    """The configuration's default currency decimals, for a cart built without the configuration."""

    async def digits(self) -> int:
        return DEFAULT_DIGITS


_TWO_DECIMALS = _TwoDecimals()


class CartService:
    """The cart of one owner per module. `rules` holds each enabled vertical's cart rules by module type
    (an item of any other module is not for sale), `messages` the translations of each vertical's own rule
    messages by module type; `clock` gives the marketplace's local time."""

    def __init__(
        self,
        carts: CartRepository,
        catalogue: CartCatalogue,
        rules: Mapping[str, CartRules],
        clock: Callable[[], dt.datetime] = DEFAULT_CLOCK,
        messages: Mapping[str, Messages] | None = None,
        decimals: MarketplaceDecimals | None = None,
    ) -> None:
        self._decimals = decimals or _TWO_DECIMALS
        self._carts = carts
        self._catalogue = catalogue
        self._rules = rules
        self._clock = clock
        self._messages = messages or {}

    async def add(self, owner: Owner, request: LineRequest, language: str) -> list[CartLine]:
        """Put an item in the cart of its module; an equal line (same options) grows instead."""
        checked = await self._check(request, language)
        result = await self._carts.add(owner, checked.line, checked.limit)
        self._refusal(result, checked, request.quantity, language)
        return await self._answer(result.lines, language)

    async def update(self, owner: Owner, line_id: int, request: LineRequest, language: str) -> list[CartLine]:
        """Set a line's quantity, and its options when they changed (merging into an equal line).

        The line is not read first: the store's update changes it only while it is the owner's and holds
        the requested item and model, and refuses it as "missing" otherwise (404 cart_id). A request the
        rules refuse reads the line then, so that a missing line still answers 404 cart_id first.
        """
        try:
            checked = await self._check(request, language)
        except DomainError:
            current = await self._carts.line(owner, line_id)
            if current is None or current.item_id != request.item_id or current.model != request.model:
                raise _line_not_found(language) from None
            raise
        result = await self._carts.update(owner, line_id, checked.line, checked.limit)
        self._refusal(result, checked, request.quantity, language)
        return await self._answer(result.lines, language)

    async def remove(self, owner: Owner, line_id: int, language: str) -> list[CartLine]:
        """Remove one line; the answer is the rest of its module's cart."""
        result = await self._carts.remove(owner, line_id)
        if result.refused is not None:
            raise _line_not_found(language)
        return await self._answer(result.lines, language)

    async def clear(self, owner: Owner, module_id: int) -> list[CartLine]:
        """Empty the owner's cart of one module."""
        await self._carts.clear(owner, module_id)
        return []

    async def lines(self, owner: Owner, module_id: int, language: str) -> list[CartLine]:
        """The owner's cart of one module."""
        return await self._answer(await self._carts.lines(owner, module_id), language)

    async def priced(self, request: LineRequest, module_id: int, language: str) -> CartLine:
        """The line `request` asks for, checked by the same rules as an add and priced as a cart line is,
        without storing it (Buy Now, a campaign's Order Now). An item of another module is not for sale
        in this one (404, as an unknown item)."""
        checked = await self._check(request, language)
        if checked.item.module_id != module_id:
            raise _refused(ITEM_NOT_FOUND, violation_text(ITEM_NOT_FOUND, language, NO_MESSAGES))
        line = checked.line
        stored = StoredLine(
            id=0,
            module_id=line.module_id,
            store_id=line.store_id,
            item_id=line.item_id,
            model=line.model,
            variation=line.variation,
            add_ons=line.add_ons,
            quantity=line.quantity,
        )
        answered = await self._answer([stored], language)
        if not answered:  # the item left the catalogue between the check and the answer
            raise _refused(ITEM_NOT_FOUND, violation_text(ITEM_NOT_FOUND, language, NO_MESSAGES))
        return answered[0]

    def counts_stock(self, module_type: str) -> bool:
        """Whether lines of that module type are limited by stock (the vertical's cart rules say)."""
        rules = self._rules.get(module_type)
        return rules is not None and rules.checks_stock

    async def _check(self, request: LineRequest, language: str) -> CheckedLine:
        item = await self._catalogue.item(request.item_id)
        rules = self._rules.get(item.module_type) if item is not None else None
        # Add-ons are read only for an item of an enabled vertical: an unknown item costs one read.
        wanted = request.add_on_ids if rules is not None else ()
        add_ons = await self._catalogue.add_ons(wanted) if wanted else NO_ADD_ONS
        checked = check_line(item, request, add_ons, rules, self._clock())
        if isinstance(checked, RuleViolation):
            own = self._messages.get(item.module_type, NO_MESSAGES) if item is not None else NO_MESSAGES
            raise _refused(checked, violation_text(checked, language, own))
        return checked

    def _refusal(self, result: WriteResult, checked: CheckedLine, quantity: int, language: str) -> None:
        if result.refused is None:
            return
        if result.refused == "missing":
            raise _line_not_found(language)
        if result.refused == "guest":
            raise NotFound("guest", translate("Unknown guest.", language))
        if result.refused == "store":
            raise Conflict("different_store", translate(DIFFERENT_STORE, language))
        rules = self._rules[checked.item.module_type]  # the rules that passed the line
        # The request passed alone; with what the cart already holds it is too much: a conflict, always.
        violation = over_limit(rules, checked, result.held + quantity)
        own = self._messages.get(checked.item.module_type, NO_MESSAGES)
        raise Conflict(violation.code, violation_text(violation, language, own))

    async def _answer(self, lines: Sequence[StoredLine], language: str) -> list[CartLine]:
        if not lines:
            return []
        items = await self._catalogue.answers({line.item_id for line in lines}, language, self._clock())
        digits = await self._decimals.digits()
        # A line whose item left the catalogue is not shown (nor charged); it stays stored, harmlessly.
        return [
            cart_line(line, items[line.item_id], {a.id: a for a in items[line.item_id].add_ons}, digits)
            for line in lines
            if line.item_id in items
        ]


def _refused(violation: RuleViolation, text: str) -> DomainError:
    # Three kinds of refusal. The item is not for sale here: 404. The request itself is out of range (a
    # quantity or add-on quantity the API documents as such): 422. Anything else is a well-formed request
    # the item as it is now cannot honour (stock, a variation it lacks, an add-on it no longer offers, a
    # campaign out of its dates, a vertical's own rules): 409, since the same request may pass tomorrow.
    if violation == ITEM_NOT_FOUND:
        return NotFound(violation.code, text)
    if violation in OUT_OF_RANGE:
        return InvalidInput(violation.code, text)
    return Conflict(violation.code, text)


def _line_not_found(language: str) -> NotFound:
    return NotFound("cart_id", translate("Cart item not found.", language))
