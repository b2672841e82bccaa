"""Use cases of the configuration context."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

import msgspec

from core.clock import DEFAULT_CLOCK, MarketplaceClock

from .model import (
    DEFAULT_TRANSLATIONS,
    DEFAULTS,
    LANGUAGES,
    TRANSLATABLE,
    BaseUrls,
    CentralizeLogin,
    Config,
    MarketplaceTime,
    PaymentGatewayListing,
    TimeZoneOffset,
    VerificationPolicy,
)
from .pictures import PICTURE_FORMATS, PICTURE_WIDTHS, PictureLadder
from .ports import MediaUrls, SettingsStore


def _merge(stored: dict[str, Any], language: str) -> dict[str, Any]:
    defaults = {k: v for k, v in DEFAULT_TRANSLATIONS.get(language, {}).items() if k not in stored}
    values = {**DEFAULTS, **defaults, **{k: v for k, v in stored.items() if k in DEFAULTS}}
    overrides = (stored.get("translations") or {}).get(language) or {}
    values.update({k: v for k, v in overrides.items() if k in TRANSLATABLE})
    return values


class ConfigService:
    """Assembles the configuration answer from defaults, stored settings and the media location."""

    def __init__(
        self,
        store: SettingsStore,
        media: MediaUrls,
        map_api_key: str = "",
        clock: MarketplaceClock = DEFAULT_CLOCK,
        gateways: Sequence[PaymentGatewayListing] = (),
        web_vitals_sample_rate: float = 0.0,
    ) -> None:
        self._web_vitals_sample_rate = web_vitals_sample_rate
        self._gateways = list(gateways)  # the digital gateways this deployment switched on
        self._store = store
        self._media = media
        self._map_api_key = map_api_key
        self._clock = clock

    def _base_urls(self) -> BaseUrls:
        m = self._media
        return BaseUrls(
            item_image_url=m.base_url("item"),
            store_image_url=m.base_url("store"),
            store_cover_photo_url=m.base_url("store/cover"),
            category_image_url=m.base_url("category"),
            module_image_url=m.base_url("module"),
            business_logo_url=m.base_url("business"),
        )

    async def config(self, language: str) -> Config:
        """The configuration in `language` (text fields translated where the operator wrote a translation)."""
        values = _merge(await self._store.all(), language)
        base_urls = self._base_urls()
        values.update(
            logo_full_url=self._media.full_url(values.pop("logo")),
            fav_icon_full_url=self._media.full_url(values.pop("fav_icon")),
            languages=LANGUAGES,
            map_api_key=self._map_api_key,
            base_urls=base_urls,
            s3_base_urls=base_urls,
            time_zone=self._clock.name,
            time_zone_offset=self._offset(self._clock.now()),
            active_payment_method_list=self._gateways,
            web_vitals_sample_rate=self._web_vitals_sample_rate,
            picture_ladders=self._picture_ladders(),
        )
        return msgspec.convert(values, Config)

    def _offset(self, at: dt.datetime) -> TimeZoneOffset:
        span = self._clock.offset_span(at)
        return TimeZoneOffset(seconds=span.seconds, since=span.since, until=span.until)

    def _picture_ladders(self) -> list[PictureLadder]:
        return [
            PictureLadder(self._media.base_url(folder), list(widths), list(PICTURE_FORMATS))
            for folder, widths in PICTURE_WIDTHS.items()
        ]

    def time(self) -> MarketplaceTime:
        """The marketplace's clock now (to the second) and its time zone."""
        now = self._clock.now().replace(microsecond=0)
        return MarketplaceTime(now=now, time_zone=self._clock.name, time_zone_offset=self._offset(now))

    async def digits(self) -> int:
        """The currency's decimals (`digit_after_decimal_point`): the cart's figures are rounded to them."""
        key = "digit_after_decimal_point"  # read alone: every cart answer asks
        return int((await self._store.all()).get(key, DEFAULTS[key]))

    async def referral_on(self) -> bool:
        """Whether the referral programme runs (`ref_earning_status`): sign-up takes a code only then."""
        return int(_merge(await self._store.all(), "en")["ref_earning_status"]) == 1

    async def verification_policy(self) -> VerificationPolicy:
        """Demo mode and the operator's switches for verifying a changed phone or email (centralize_login)."""
        values = _merge(await self._store.all(), "en")
        login = msgspec.convert(values["centralize_login"], CentralizeLogin)
        return VerificationPolicy(
            demo=bool(values["demo"]),
            email_verification=login.email_verification_status == 1,
            phone_verification=login.phone_verification_status == 1,
        )
