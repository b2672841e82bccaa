"""Every demo item has a real description, long enough for the product page's read-more clamp (SPEC: 130)."""

from __future__ import annotations

from collections import Counter

import pytest

from adapters.demo.plan import demo_catalogues
from core.demo import DemoItem
from core.verticals import load_registry

CLAMP = 130  # the product page clamps descriptions at 130 characters; shorter ones never show "read more"

# Loaded the way the seed loads them: every installed vertical that supplies a demo catalogue.
ITEMS: dict[str, tuple[DemoItem, ...]] = {
    entry.vertical.module_type: entry.catalogue.items for entry in demo_catalogues(load_registry())
}
EVERY_ITEM = [
    pytest.param(item, id=f"{module_type}:{item.name.en}")
    for module_type, items in ITEMS.items()
    for item in items
]


@pytest.mark.parametrize("item", EVERY_ITEM)
def test_every_item_describes_itself_in_english_and_french(item: DemoItem) -> None:
    assert item.description is not None
    assert len(item.description.en.strip()) > CLAMP, item.description.en
    assert item.description.fr.strip()
    assert item.description.fr != item.description.en


def test_no_two_items_share_an_english_description() -> None:
    texts = Counter(item.description.en for items in ITEMS.values() for item in items if item.description)
    assert [text for text, count in texts.items() if count > 1] == []
