"""The built storefront: immutable hashed assets, precompressed siblings, the client-router fallback."""

from __future__ import annotations

import base64
import gzip
import hashlib
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from litestar.testing import AsyncTestClient

from tests.conftest import make_settings

BOOT = b"document.documentElement.dataset.theme='light'"
INDEX = (
    b'<!DOCTYPE html><html><head><script type="application/json" id="chunk-map">{}</script>'
    b"<script>" + BOOT + b'</script><script defer src="/static/js/index.1a2b3c.js"></script></head></html>'
)
SCRIPT = b"console.log('storefront');" * 20


def _write(path: Path, content: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    """A tiny build: index.html, a script with .br and .gz siblings, a stylesheet with .gz only."""
    root = tmp_path / "dist"
    _write(root / "index.html", INDEX)
    _write(root / "index.html.gz", gzip.compress(INDEX))
    _write(root / "favicon.svg", b"<svg xmlns='http://www.w3.org/2000/svg'/>")
    _write(root / ".build" / "first-load.json", b"{}")
    script = root / "static" / "js" / "index.1a2b3c.js"
    _write(script, SCRIPT)
    _write(script.with_name(script.name + ".gz"), gzip.compress(SCRIPT))
    _write(script.with_name(script.name + ".br"), b"brotli bytes of the script")
    _write(root / "static" / "css" / "index.4d5e6f.css", b"body{margin:0}")
    _write(root / "static" / "css" / "index.4d5e6f.css.gz", gzip.compress(b"body{margin:0}"))
    return root


async def _client(empty_database: str, tmp_path: Path, web_dist: Path) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    from adapters.http.app import create_app

    settings = make_settings(empty_database, tmp_path / "media", web_dist=web_dist)
    async with AsyncTestClient(app=create_app(settings)) as client:
        yield client


@pytest.fixture
async def web(empty_database: str, tmp_path: Path, dist: Path) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    """A client for the whole application serving the tiny build."""
    async for client in _client(empty_database, tmp_path, dist):
        yield client


async def test_hashed_assets_are_immutable_with_their_content_type(web) -> None:
    response = await web.get("/static/js/index.1a2b3c.js", headers={"Accept-Encoding": "identity"})
    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert response.headers["content-type"].startswith("text/javascript")
    assert response.headers["vary"] == "Accept-Encoding"
    assert "content-encoding" not in response.headers
    assert response.content == SCRIPT


async def test_brotli_sibling_is_preferred_when_accepted(web, dist: Path) -> None:
    response = await web.get("/static/js/index.1a2b3c.js", headers={"Accept-Encoding": "gzip, deflate, br"})
    assert response.headers["content-encoding"] == "br"
    assert response.headers["content-length"] == str((dist / "static/js/index.1a2b3c.js.br").stat().st_size)
    assert response.headers["content-type"].startswith("text/javascript")


@pytest.mark.parametrize("accept", ["gzip", "br;q=0, gzip;q=0.8", "gzip, deflate"])
async def test_gzip_sibling_when_brotli_is_not_accepted(web, accept: str) -> None:
    response = await web.get("/static/js/index.1a2b3c.js", headers={"Accept-Encoding": accept})
    assert response.headers["content-encoding"] == "gzip"
    assert response.content == SCRIPT  # the client decodes the gzip sibling back to the script


async def test_a_missing_sibling_falls_back_to_the_next_coding(web) -> None:
    response = await web.get("/static/css/index.4d5e6f.css", headers={"Accept-Encoding": "br, gzip"})
    assert response.headers["content-encoding"] == "gzip"
    assert response.headers["content-type"].startswith("text/css")


async def test_unchanged_asset_revalidates_with_304(web) -> None:
    first = await web.get("/static/js/index.1a2b3c.js", headers={"Accept-Encoding": "gzip"})
    again = await web.get(
        "/static/js/index.1a2b3c.js",
        headers={"Accept-Encoding": "gzip", "If-None-Match": first.headers["etag"]},
    )
    assert again.status_code == 304


async def test_missing_asset_is_a_404_in_the_errors_shape(web) -> None:
    response = await web.get("/static/js/gone.000000.js")
    assert response.status_code == 404
    assert response.json()["errors"][0]["code"] == "not_found"


@pytest.mark.parametrize(
    "path", ["/", "/home", "/store/12?module_id=1", "/checkout?page=cart", "/.build/first-load.json"]
)
async def test_client_routes_answer_index_html_never_cached(web, path: str) -> None:
    response = await web.get(path)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    assert response.headers["cache-control"] == "no-cache"
    assert response.content == INDEX


async def test_pages_keep_the_security_headers(web) -> None:
    response = await web.get("/store/12")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    assert response.headers["x-content-type-options"] == "nosniff"


def _sha256(script: bytes) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(script).digest()).decode() + "'"


async def test_a_page_allows_its_inline_boot_script_by_hash_and_nothing_else(web) -> None:
    policies = (await web.get("/home")).headers.get_list("content-security-policy")
    assert len(policies) == 1  # the page's own, not the middleware's beside it
    script_src = next(part for part in policies[0].split(";") if part.strip().startswith("script-src"))
    assert script_src.split() == ["script-src", "'self'", _sha256(BOOT)]  # not the JSON data block
    assert "unsafe-inline" not in script_src


async def test_a_rebuilt_page_is_allowed_its_new_script_without_a_restart(web, dist: Path) -> None:
    assert _sha256(BOOT) in (await web.get("/")).headers["content-security-policy"]
    rebuilt = b"document.documentElement.lang='fr'"
    (dist / "index.html.gz").unlink()
    (dist / "index.html").write_bytes(
        b"<!DOCTYPE html><html><head><script>" + rebuilt + b"</script></head></html>"
    )
    policy = (await web.get("/")).headers["content-security-policy"]
    assert _sha256(rebuilt) in policy
    assert _sha256(BOOT) not in policy


def _directive(policy: str, name: str) -> list[str]:
    return next(part for part in policy.split(";") if part.strip().startswith(name + " ")).split()


@pytest.mark.parametrize(
    ("api_base", "scripts", "frames", "connects"),
    [
        (
            "",
            ["https://js.stripe.com"],
            ["'self'", "https://js.stripe.com", "https://hooks.stripe.com"],
            ["'self'", "https:", "https://js.stripe.com"],
        ),
        (  # the tests' localstripe: its fake Stripe.js and its API, over http on loopback
            "http://127.0.0.1:12345",
            ["http://127.0.0.1:12345"],
            ["'self'", "http://127.0.0.1:12345"],
            ["'self'", "https:", "http://127.0.0.1:12345"],
        ),
    ],
)
async def test_with_stripe_on_pages_let_exactly_stripe_js_in(
    empty_database: str,
    tmp_path: Path,
    dist: Path,
    api_base: str,
    scripts: list[str],
    frames: list[str],
    connects: list[str],
) -> None:
    from adapters.http.app import create_app

    stripe = {
        "stripe_secret_key": "sk_test_x",
        "stripe_webhook_secret": "whsec_x",
        "stripe_publishable_key": "pk_test_x",
        "stripe_api_base": api_base,
    }
    settings = make_settings(empty_database, tmp_path / "media", web_dist=dist, **stripe)
    async with AsyncTestClient(app=create_app(settings)) as client:
        policy = (await client.get("/payment/stripe/abc")).headers["content-security-policy"]
        api_policy = (await client.get("/api/v1/config")).headers["content-security-policy"]
    assert _directive(policy, "script-src") == ["script-src", "'self'", _sha256(BOOT), *scripts]
    assert _directive(policy, "frame-src") == ["frame-src", *frames]
    assert _directive(policy, "connect-src") == ["connect-src", *connects]
    assert "stripe" not in api_policy  # an API answer runs no script
    assert "12345" not in api_policy


async def test_without_stripe_pages_name_no_stripe_origin(web) -> None:
    policy = (await web.get("/payment/stripe/abc")).headers["content-security-policy"]
    assert "stripe" not in policy
    assert "frame-src" not in policy  # frames stay under default-src 'self'


async def test_api_answers_allow_no_inline_script(web) -> None:
    policy = (await web.get("/api/v1/config")).headers["content-security-policy"]
    assert "sha256" not in policy
    assert "script-src 'self';" in policy


async def test_root_files_of_the_build_are_served_as_themselves(web) -> None:
    response = await web.get("/favicon.svg")
    assert response.headers["content-type"].startswith("image/svg+xml")
    assert response.headers["cache-control"] == "no-cache"


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/api/v1/no-such-thing"),
        ("GET", "/api"),
        ("POST", "/api/v1/no-such-thing"),
        ("GET", "/media/none.png"),
        ("GET", "/robots.txt"),
    ],
)
async def test_unknown_api_paths_and_missing_files_keep_the_api_404(web, method: str, path: str) -> None:
    response = await web.request(method, path)
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("application/json")
    assert response.json()["errors"][0]["code"] == "not_found"


async def test_api_answers_are_untouched(web) -> None:
    response = await web.get("/api/v1/config")
    assert response.status_code == 200
    assert "business_name" in response.json()


async def test_without_a_build_pages_answer_503_saying_how_to_build(
    empty_database: str, tmp_path: Path
) -> None:
    async for client in _client(empty_database, tmp_path, tmp_path / "not-built"):
        page = await client.get("/store/12")
        asset = await client.get("/static/js/index.1a2b3c.js")
        api = await client.get("/api/v1/config")
    assert page.status_code == 503
    error = page.json()["errors"][0]
    assert error["code"] == "service_unavailable"
    assert "npm run build" in error["message"]
    assert asset.status_code == 404
    assert api.status_code == 200
