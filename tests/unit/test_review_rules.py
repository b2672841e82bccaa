"""The reviews' pure rules: how a review changes its subject's star counts, the average they make (2
decimals, rounded half up), and how a reviewer is named."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from core.reviews.aggregates import NO_STARS, applied, average, rating, star_changes, stars_of
from core.reviews.rules import display_name

published = st.one_of(st.none(), st.integers(min_value=1, max_value=5))


def test_a_review_moves_one_star_at_most() -> None:
    assert star_changes(None, 4) == {4: 1}
    assert star_changes(4, None) == {4: -1}
    assert star_changes(2, 5) == {2: -1, 5: 1}
    assert star_changes(3, 3) == {}
    assert star_changes(None, None) == {}


@given(st.lists(st.tuples(published, published), max_size=30))
def test_changes_applied_in_turn_count_what_is_published(moves: list[tuple[int | None, int | None]]) -> None:
    stars, shown = NO_STARS, []
    for before, after in moves:
        if before is not None and before not in shown:
            continue  # a review can only leave with the rating it is counted with
        stars = applied(stars, star_changes(before, after))
        if before is not None:
            shown.remove(before)
        if after is not None:
            shown.append(after)
    assert stars == stars_of(shown)
    assert rating(stars).rating_count == len(shown)


def test_the_average_has_two_decimals_rounded_half_up() -> None:
    assert average(NO_STARS) == 0.0
    assert average((0, 0, 0, 7, 1)) == 4.13  # 33 / 8 = 4.125
    assert average((1, 0, 0, 0, 2)) == 3.67
    assert rating((0, 1, 0, 0, 1)).distribution == {"1": 0, "2": 1, "3": 0, "4": 0, "5": 1}


def test_a_reviewer_is_named_by_first_name_and_initial() -> None:
    assert display_name("Amina", "Khan", "Former customer") == "Amina K."
    assert display_name(" Léa ", "", "Former customer") == "Léa"
    assert display_name("", "", "Ancien client") == "Ancien client"
