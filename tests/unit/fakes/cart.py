"""The cart's ports in memory: lines by owner and module, and a catalogue of items the test puts.

`FakeCartRepository` keeps what core/cart/ports.py promises of any store: a line never exceeds its limit,
a cart of one module holds one store's lines, a guest must have been issued, an equal line (same owner,
module, item, model and options key) grows instead of doubling, a refused write changes nothing, and a
guest's cart moving to a customer adds equal lines up. `FakeCartCatalogue` answers from what it holds now:
its answers are never old.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import itertools
from collections.abc import Collection, Mapping, Sequence

import msgspec

from core.cart.item_facts import AddOnFacts, ItemFacts
from core.cart.model import MAX_LINE_QUANTITY
from core.cart.ports import NewLine, Refusal, StoredLine, WriteResult
from core.catalogue.model import AddOn, Item
from core.identity.owner import Owner
from tests.unit.fakes.items import item_answer


@dataclasses.dataclass
class _Row:
    owner: str
    key: str
    line: StoredLine


class FakeCartRepository:
    """Implements CartRepository over a dict of lines by id."""

    def __init__(self) -> None:
        self.rows: dict[int, _Row] = {}
        self.guests: set[str] = set()
        self._ids = itertools.count(1)

    def issue_guest(self, guest_id: str) -> Owner:
        """A guest as the identity service issues them."""
        self.guests.add(guest_id)
        return Owner("guest", guest_id)

    async def add(self, owner: Owner, line: NewLine, limit: int) -> WriteResult:
        refused, held = self._put(owner, line, limit)
        return WriteResult(lines=self._module(owner.key, line.module_id), refused=refused, held=held)

    async def update(self, owner: Owner, line_id: int, line: NewLine, limit: int) -> WriteResult:
        row = self._own(owner, line_id)
        if row is None or row.line.item_id != line.item_id or row.line.model != line.model:
            return WriteResult(lines=[], refused="missing")
        same_options = row.line.variation == line.variation and row.line.add_ons == line.add_ons
        if row.key == line.key or same_options:
            # An absolute quantity the rules checked against the limit already, as the store does.
            row.line = msgspec.structs.replace(row.line, quantity=line.quantity)
            return WriteResult(lines=self._module(owner.key, line.module_id))
        before = dict(self.rows)
        del self.rows[line_id]
        refused, held = self._put(owner, line, limit, line_id)
        if refused is not None:
            self.rows = before
        return WriteResult(lines=self._module(owner.key, line.module_id), refused=refused, held=held)

    async def remove(self, owner: Owner, line_id: int) -> WriteResult:
        row = self._own(owner, line_id)
        if row is None:
            return WriteResult(lines=[], refused="missing")
        del self.rows[line_id]
        return WriteResult(lines=self._module(owner.key, row.line.module_id))

    async def clear(self, owner: Owner, module_id: int) -> None:
        for line in self._module(owner.key, module_id):
            del self.rows[line.id]

    async def lines(self, owner: Owner, module_id: int) -> list[StoredLine]:
        return self._module(owner.key, module_id)

    async def line(self, owner: Owner, line_id: int) -> StoredLine | None:
        row = self._own(owner, line_id)
        return None if row is None else row.line

    async def move(self, source: Owner, target: Owner) -> int:
        moving = [r for r in self.rows.values() if r.owner == source.key]
        stores = {r.line.module_id: r.line.store_id for r in moving}
        # The guest's cart, just built, wins over the customer's cart of another store in that module.
        for line_id, row in list(self.rows.items()):
            if (
                row.owner == target.key
                and stores.get(row.line.module_id, row.line.store_id) != row.line.store_id
            ):
                del self.rows[line_id]
        for row in moving:
            del self.rows[row.line.id]
            equal = self._equal(target.key, row.key, row.line)
            if equal is None:
                self._insert(target.key, row.key, row.line, next(self._ids))
            else:
                quantity = min(MAX_LINE_QUANTITY, equal.line.quantity + row.line.quantity)
                equal.line = msgspec.structs.replace(equal.line, quantity=quantity)
        return len(moving)

    def _put(
        self, owner: Owner, line: NewLine, limit: int, line_id: int | None = None
    ) -> tuple[Refusal | None, int]:
        if owner.kind == "guest" and owner.id not in self.guests:
            return "guest", 0
        if any(x.store_id != line.store_id for x in self._module(owner.key, line.module_id)):
            return "store", 0
        equal = self._equal(owner.key, line.key, line)
        held = 0 if equal is None else equal.line.quantity
        if held + line.quantity > limit:
            return "limit", held
        if equal is not None:
            equal.line = msgspec.structs.replace(equal.line, quantity=held + line.quantity)
        else:
            self._insert(owner.key, line.key, line, next(self._ids) if line_id is None else line_id)
        return None, 0

    def _insert(self, owner: str, key: str, line: NewLine | StoredLine, line_id: int) -> None:
        stored = StoredLine(
            id=line_id,
            module_id=line.module_id,
            store_id=line.store_id,
            item_id=line.item_id,
            model=line.model,
            variation=line.variation,
            add_ons=line.add_ons,
            quantity=line.quantity,
        )
        self.rows[line_id] = _Row(owner, key, stored)

    def _equal(self, owner: str, key: str, line: NewLine | StoredLine) -> _Row | None:
        return next(
            (
                r
                for r in self.rows.values()
                if (r.owner, r.key, r.line.module_id, r.line.item_id, r.line.model)
                == (owner, key, line.module_id, line.item_id, line.model)
            ),
            None,
        )

    def _own(self, owner: Owner, line_id: int) -> _Row | None:
        row = self.rows.get(line_id)
        return row if row is not None and row.owner == owner.key else None

    def _module(self, owner: str, module_id: int) -> list[StoredLine]:
        return sorted(
            (r.line for r in self.rows.values() if r.owner == owner and r.line.module_id == module_id),
            key=lambda line: line.id,
        )


class FakeCartCatalogue:
    """Implements CartCatalogue over the items and add-ons a test puts, with their prices."""

    def __init__(self) -> None:
        self.items: dict[int, ItemFacts] = {}
        self.prices: dict[int, float] = {}
        self.add_on_answers: dict[int, AddOn] = {}

    def put(self, item: ItemFacts, price: float = 10.0) -> ItemFacts:
        self.items[item.id] = item
        self.prices[item.id] = price
        return item

    def put_add_on(self, add_on: AddOn) -> AddOn:
        self.add_on_answers[add_on.id] = add_on
        return add_on

    async def item(self, item_id: int) -> ItemFacts | None:
        return self.items.get(item_id)

    async def add_ons(self, ids: Sequence[int]) -> Mapping[int, AddOnFacts]:
        found = (self.add_on_answers[i] for i in ids if i in self.add_on_answers)
        return {a.id: AddOnFacts(a.id, a.store_id) for a in found}

    async def answers(self, item_ids: Collection[int], language: str, now: dt.datetime) -> Mapping[int, Item]:
        return {
            i: item_answer(self.items[i], self.prices[i], list(self.add_on_answers.values()))
            for i in item_ids
            if i in self.items
        }
