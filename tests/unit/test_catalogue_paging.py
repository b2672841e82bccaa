"""Paging rules: page numbers from 1, page sizes up to the maximum."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.catalogue.paging import MAX_LIMIT, MAX_OFFSET, page_request
from core.errors import InvalidInput


@given(st.integers(1, MAX_OFFSET), st.integers(1, MAX_LIMIT))
def test_a_page_skips_the_rows_of_the_pages_before_it(offset: int, limit: int) -> None:
    page = page_request(offset, limit)
    assert page.skip == (offset - 1) * limit
    assert page.skip >= 0


@pytest.mark.parametrize("offset", [0, -1, MAX_OFFSET + 1, 10**18])
def test_a_page_number_outside_the_range_names_offset(offset: int) -> None:
    with pytest.raises(InvalidInput) as refused:
        page_request(offset, 10)
    assert refused.value.code == "offset"


@pytest.mark.parametrize("limit", [0, -5, MAX_LIMIT + 1, 10**9])
def test_a_page_size_outside_the_range_names_limit(limit: int) -> None:
    with pytest.raises(InvalidInput) as refused:
        page_request(1, limit)
    assert refused.value.code == "limit"
