"""The maths of ratings: a subject's star counts (how many published reviews gave 1, 2, 3, 4 and 5 stars),
how a review changes them, and the average and count they make.

Only published reviews count: a hidden review leaves its subject's counts, and a review shown again comes
back. The counts are the truth; `avg_rating` and `rating_count` of items and stores are derived from them
in the same transaction, so the numbers shown always match the reviews listed.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

Stars = tuple[int, int, int, int, int]  # counts of 1, 2, 3, 4 and 5 stars
NO_STARS: Stars = (0, 0, 0, 0, 0)
STAR_VALUES = (1, 2, 3, 4, 5)
CENTS = Decimal("0.01")


@dataclass(frozen=True, slots=True)
class Rating:
    """What a subject's star counts add up to: the mean of the ratings (2 decimals), their number, and the
    distribution ("1" to "5")."""

    avg_rating: float
    rating_count: int
    distribution: dict[str, int]


def star_changes(before: int | None, after: int | None) -> dict[int, int]:
    """How a subject's counts change when a review's published rating goes from `before` to `after` (None:
    not published, i.e. absent or hidden): star value -> +1 or -1, nothing when it stays."""
    if before == after:
        return {}
    changes: dict[int, int] = {}
    if before is not None:
        changes[before] = -1
    if after is not None:
        changes[after] = changes.get(after, 0) + 1
    return changes


def applied(stars: Stars, changes: dict[int, int]) -> Stars:
    """`stars` after `changes` (what the database's atomic update does, for the tests and the demo)."""
    a, b, c, d, e = (stars[n - 1] + changes.get(n, 0) for n in STAR_VALUES)
    return (a, b, c, d, e)


def average(stars: Stars) -> float:
    """The mean rating, rounded half up to 2 decimals (33 stars of 8 reviews: 4.13); 0 without any review."""
    count = sum(stars)
    if count == 0:
        return 0.0
    mean = Decimal(sum(n * stars[n - 1] for n in STAR_VALUES)) / count
    return float(mean.quantize(CENTS, ROUND_HALF_UP))


def rating(stars: Stars) -> Rating:
    """The average, count and distribution of `stars`."""
    return Rating(
        avg_rating=average(stars),
        rating_count=sum(stars),
        distribution={str(n): stars[n - 1] for n in STAR_VALUES},
    )


def stars_of(ratings: list[int]) -> Stars:
    """The counts of a list of published ratings (a recomputation from the reviews themselves)."""
    a, b, c, d, e = (ratings.count(n) for n in STAR_VALUES)
    return (a, b, c, d, e)
