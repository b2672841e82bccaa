"""Cart item answers kept a few seconds: fresh entries serve, old ones and other rows do not."""

from __future__ import annotations

from core.cart.item_answers import ItemAnswers
from core.catalogue.answers import AnswerBuilder
from tests.unit.test_catalogue_service import MONDAY_NOON, Media, item_record


class Clock:
    """A monotonic clock the test moves."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_an_answer_serves_for_its_time_then_is_read_again() -> None:
    clock = Clock()
    answers = ItemAnswers(ttl=5, clock=clock)
    row = item_record(1)
    built = answers.put(row, "en", AnswerBuilder(Media(), "en", MONDAY_NOON).item(row, {}))
    assert answers.get(1, "en") is built
    assert answers.get(1, "fr") is None
    clock.now += 5
    assert answers.get(1, "en") is None


def test_the_item_being_written_is_answered_only_from_its_own_row() -> None:
    answers = ItemAnswers(ttl=5, clock=Clock())
    row = item_record(1)
    built = answers.put(row, "en", AnswerBuilder(Media(), "en", MONDAY_NOON).item(row, {}))
    assert answers.get(1, "en", row) is built
    assert answers.get(1, "en", item_record(1, price=12.5)) is None
