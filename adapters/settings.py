"""Settings, read once from the environment. README lists every variable."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import msgspec
from sqlalchemy.engine import make_url

from core.clock import DEFAULT_TIME_ZONE, time_zone

ROOT = Path(__file__).resolve().parent.parent


# Requests one worker runs at once by default. On SQLite a request is the worker's own CPU and eight keep it
# busy; on PostgreSQL most of a request is the database's, on the same cores, and eight at once only make
# each wait for the others there: at twice the capacity four gave a p99 of 68 ms and more goodput, eight
# 101 ms (docs/benchmarks.md, "Overload and soak").
ACTIVE_ON_SQLITE, ACTIVE_ON_POSTGRES = 8, 4


def is_sqlite(url: str) -> bool:
    """True when `url` names a SQLite database."""
    return make_url(url).get_backend_name() == "sqlite"


def _csv(value: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in value.split(",") if part.strip())


class Settings(msgspec.Struct, frozen=True, kw_only=True):
    """Deployment settings; every field has a working default for a laptop."""

    database_url: str = f"sqlite+aiosqlite:///{ROOT / 'var' / 'storefront.db'}"
    verticals: tuple[str, ...] | None = None  # None: every installed vertical
    geo_provider: str = "offline"  # offline | google
    google_maps_api_key: str = ""
    media_dir: Path = ROOT / "var" / "media"
    # Files served by no address (prescription images); None: a "-private" folder beside media_dir.
    private_dir: Path | None = None
    # Where uploads and the demo's pictures are kept (adapters/storage/): local (the two folders above) | s3
    storage_backend: str = "local"
    media_base_url: str = ""  # where browsers load public pictures (a CDN); empty: this server's /media
    s3_endpoint_url: str = ""  # an S3-compatible server (http:// allowed); empty: AWS's, by region
    s3_region: str = "us-east-1"
    s3_bucket: str = ""
    s3_access_key_id: str = ""  # empty, with the secret: the usual AWS_* variables or the machine's role
    s3_secret_access_key: str = ""
    s3_public_prefix: str = "media"  # key prefix of public pictures (the one anonymous readers may read)
    s3_private_bucket: str = ""  # private files (prescriptions); empty: s3_bucket, under s3_private_prefix
    s3_private_prefix: str = "private"
    web_dist: Path = ROOT / "web" / "dist"
    host: str = "127.0.0.1"
    port: int = 8000
    log_level: str = "INFO"
    log_json: bool = False
    allowed_hosts: tuple[str, ...] = (
        "127.0.0.1",
        "localhost",
        "*.localhost",
        "testserver",
        "testserver.local",
    )
    cors_origins: tuple[str, ...] = ()
    redis_url: str = ""  # shared rate-limit counters for several processes or machines; empty: in memory
    jobs_queue: str = "storefront"  # the background jobs' queue on REDIS_URL (adapters/jobs/fleet.py)
    rate_limit_reads: str = "1200/60"  # API reads per client: requests/seconds
    rate_limit_writes: str = "300/60"  # API writes per client
    rate_limit_guests: str = "60/3600"  # guest ids issued per client
    rate_limit_uploads: str = "20/3600"  # prescription uploads per client (up to 3 images each)
    rate_limit_messages: str = "20/60"  # messages one customer sends (then 429 with Retry-After)
    rate_limit_login: str = "20/300"  # login attempts per client
    rate_limit_login_account: str = "10/900"  # failed logins per account, whichever identifier is typed
    rate_limit_sign_up: str = "10/3600"  # sign-ups per client
    rate_limit_sign_up_account: str = "5/3600"  # sign-ups naming one email or phone
    rate_limit_otp_send: str = "10/900"  # code sends per client
    rate_limit_otp_send_account: str = "5/900"  # code sends per customer
    rate_limit_otp_verify: str = "30/900"  # code checks per client
    rate_limit_otp_verify_account: str = "10/86400"  # failed code checks per customer (a day, UTC)
    guest_cart_days: int = 30  # an idle guest cart is forgotten after this many days
    guest_days: int = 7  # a guest id that holds no cart is forgotten after this many days
    vitals_days: int = 30  # field data (web vitals) rows are deleted after this many days
    # The share of page loads whose browser reports its web vitals (0 to 1); 0 switches the beacon off.
    web_vitals_sample: float = 0.1
    maintenance_seconds: int = 3600  # how often housekeeping runs (adapters/jobs/); 0: never
    demo_dispatch_seconds: int = 0  # demo orders move one status on every that many seconds; 0: never
    # While the demo dispatcher runs, demo stores, couriers and support answer a message this many seconds later.
    demo_reply_seconds: float = 2.0
    # The one time zone of the marketplace's calendar (opening hours, slots, "today"): an IANA name. Every
    # zone of the marketplace keeps it; the machine's own time zone is never read (core/clock.py).
    marketplace_time_zone: str = DEFAULT_TIME_ZONE
    overload_active: int = 0  # API requests one worker runs at once; 0: 8 on SQLite, 4 on PostgreSQL
    overload_queue: int = 64  # API requests one worker lets wait beyond those; more answer 503 at once
    overload_wait_ms: int = 20  # the longest one of them waits in a line standing for 100 ms, before a 503
    overload_burst_wait_ms: int = 500  # ... and in a line that formed less than 100 ms ago (a burst)
    overload_lag_ms: int = 100  # how late a worker's event loop may run before new requests get 503 (0: off)
    trusted_proxies: tuple[str, ...] = ()  # addresses or networks whose X-Forwarded-* headers are believed
    read_lanes: bool = True  # hot reads answered before routing, same answers (adapters/http/edge/)
    https: bool = False  # served over HTTPS (answers carry Strict-Transport-Security)
    db_pool_size: int = 10
    # A read replica of DATABASE_URL for what every shopper shares (catalogue pages); empty: the primary.
    database_read_url: str = ""
    # "transaction": the database is reached through PgBouncer in transaction mode (nothing prepared by name).
    database_pooler: str = ""
    db_pool_timeout: float = 3.0
    catalogue_cache_seconds: int = 300
    answer_cache_bytes: int = 32 * 1024 * 1024  # what the answer cache may hold in all, per process
    settings_cache_seconds: float = 60  # how long a process keeps the operator's settings (changes announce)
    zone_cache_seconds: int = 60  # how long a process keeps modules, zones and prepared zone polygons
    secret_key: str = ""  # signs customer tokens; empty: the secret file's (one machine on SQLite only)
    secret_key_file: Path = ROOT / "var" / "secret_key"  # made on first start, mode 0600
    token_days: int = 30  # a customer token (and its session) lasts this long
    session_idle_days: int = 7  # a session unused this long ends before its token expires
    # Seconds a process answers "this session is open" from memory (adapters/identity/remembered_sessions.py)
    session_trust_seconds: float = 30
    prescription_waiting_hours: int = 24  # a prescription image no order took is deleted after this long
    prescription_waiting_mb: int = 512  # every prescription image waiting for an order, together, at most
    password_hash_time_cost: int = 2  # argon2id passes
    password_hash_memory_kib: int = 19 * 1024  # argon2id memory per hash
    password_hash_parallelism: int = 1  # argon2id lanes
    otp_expiry_seconds: int = 600  # a one-time code ends after this long
    otp_resend_seconds: int = 60  # the wait before another code to the same address
    otp_email_sender: str = "log"  # log | smtp
    otp_sms_sender: str = "log"  # log | http
    otp_log_codes: bool = False  # the log sender writes the codes themselves (development only)
    smtp_host: str = ""
    smtp_port: int = 587
    smtp_username: str = ""
    smtp_password: str = ""
    smtp_tls: str = "starttls"  # starttls | ssl | none
    smtp_from: str = "no-reply@localhost"
    sms_gateway_url: str = ""  # receives {"to", "message"} as a JSON POST
    sms_gateway_token: str = ""  # sent as Authorization: Bearer <token> when set
    otp_send_timeout: float = 10.0  # seconds an email server or gateway may take
    demo_gateway: bool = True  # the demo payment gateway (a page of ours) is offered
    stripe_secret_key: str = ""  # with the webhook secret and the publishable key: Stripe is offered
    stripe_webhook_secret: str = ""  # verifies Stripe's webhooks (Stripe-Signature)
    stripe_publishable_key: str = ""  # the shopper's card page hands it to Stripe.js
    stripe_api_base: str = ""  # another Stripe API server (the tests' localstripe); empty: Stripe's
    payment_timeout_minutes: int = 30  # an order's online payment still pending this long is released
    debug: bool = False

    @property
    def stripe_on(self) -> bool:
        """Stripe is offered only with all three of its keys: the secret key (the server's calls), the webhook
        secret (Stripe's word on a payment) and the publishable key (the shopper's card page)."""
        return bool(self.stripe_secret_key and self.stripe_webhook_secret and self.stripe_publishable_key)

    @property
    def active_requests(self) -> int:
        """API requests one worker runs at once: OVERLOAD_ACTIVE, or the measured default for the database."""
        if self.overload_active:
            return self.overload_active
        return ACTIVE_ON_SQLITE if is_sqlite(self.database_url) else ACTIVE_ON_POSTGRES


_ENV: dict[str, tuple[str, Callable[[str], object]]] = {
    "DATABASE_URL": ("database_url", str),
    "STOREFRONT_VERTICALS": ("verticals", _csv),
    "GEO_PROVIDER": ("geo_provider", str),
    "GOOGLE_MAPS_API_KEY": ("google_maps_api_key", str),
    "MEDIA_DIR": ("media_dir", Path),
    "PRIVATE_DIR": ("private_dir", Path),
    "STORAGE_BACKEND": ("storage_backend", str),
    "MEDIA_BASE_URL": ("media_base_url", str),
    "S3_ENDPOINT_URL": ("s3_endpoint_url", str),
    "S3_REGION": ("s3_region", str),
    "S3_BUCKET": ("s3_bucket", str),
    "S3_ACCESS_KEY_ID": ("s3_access_key_id", str),
    "S3_SECRET_ACCESS_KEY": ("s3_secret_access_key", str),
    "S3_PUBLIC_PREFIX": ("s3_public_prefix", str),
    "S3_PRIVATE_BUCKET": ("s3_private_bucket", str),
    "S3_PRIVATE_PREFIX": ("s3_private_prefix", str),
    "WEB_DIST": ("web_dist", Path),
    "HOST": ("host", str),
    "PORT": ("port", int),
    "LOG_LEVEL": ("log_level", str),
    "LOG_JSON": ("log_json", lambda v: v.lower() in {"1", "true", "yes"}),
    "ALLOWED_HOSTS": ("allowed_hosts", _csv),
    "CORS_ORIGINS": ("cors_origins", _csv),
    "TRUSTED_PROXIES": ("trusted_proxies", _csv),
    "OVERLOAD_ACTIVE": ("overload_active", int),
    "OVERLOAD_QUEUE": ("overload_queue", int),
    "OVERLOAD_WAIT_MS": ("overload_wait_ms", int),
    "OVERLOAD_BURST_WAIT_MS": ("overload_burst_wait_ms", int),
    "OVERLOAD_LAG_MS": ("overload_lag_ms", int),
    "GUEST_CART_DAYS": ("guest_cart_days", int),
    "GUEST_DAYS": ("guest_days", int),
    "VITALS_DAYS": ("vitals_days", int),
    "WEB_VITALS_SAMPLE": ("web_vitals_sample", float),
    "MAINTENANCE_SECONDS": ("maintenance_seconds", int),
    "DEMO_DISPATCH_SECONDS": ("demo_dispatch_seconds", int),
    "DEMO_REPLY_SECONDS": ("demo_reply_seconds", float),
    "MARKETPLACE_TIME_ZONE": ("marketplace_time_zone", str),
    "REDIS_URL": ("redis_url", str),
    "JOBS_QUEUE": ("jobs_queue", str),
    "RATE_LIMIT_READS": ("rate_limit_reads", str),
    "RATE_LIMIT_WRITES": ("rate_limit_writes", str),
    "RATE_LIMIT_GUESTS": ("rate_limit_guests", str),
    "RATE_LIMIT_UPLOADS": ("rate_limit_uploads", str),
    "RATE_LIMIT_MESSAGES": ("rate_limit_messages", str),
    "RATE_LIMIT_LOGIN": ("rate_limit_login", str),
    "RATE_LIMIT_LOGIN_ACCOUNT": ("rate_limit_login_account", str),
    "RATE_LIMIT_SIGN_UP": ("rate_limit_sign_up", str),
    "RATE_LIMIT_SIGN_UP_ACCOUNT": ("rate_limit_sign_up_account", str),
    "RATE_LIMIT_OTP_SEND": ("rate_limit_otp_send", str),
    "RATE_LIMIT_OTP_SEND_ACCOUNT": ("rate_limit_otp_send_account", str),
    "RATE_LIMIT_OTP_VERIFY": ("rate_limit_otp_verify", str),
    "RATE_LIMIT_OTP_VERIFY_ACCOUNT": ("rate_limit_otp_verify_account", str),
    "HTTPS": ("https", lambda v: v.lower() in {"1", "true", "yes"}),
    "READ_LANES": ("read_lanes", lambda v: v.lower() in {"1", "true", "yes"}),
    "DB_POOL_SIZE": ("db_pool_size", int),
    "DATABASE_READ_URL": ("database_read_url", str),
    "DATABASE_POOLER": ("database_pooler", str),
    "DB_POOL_TIMEOUT": ("db_pool_timeout", float),
    "CATALOGUE_CACHE_SECONDS": ("catalogue_cache_seconds", int),
    "ANSWER_CACHE_BYTES": ("answer_cache_bytes", int),
    "SETTINGS_CACHE_SECONDS": ("settings_cache_seconds", float),
    "ZONE_CACHE_SECONDS": ("zone_cache_seconds", int),
    "STOREFRONT_SECRET_KEY": ("secret_key", str),
    "STOREFRONT_SECRET_KEY_FILE": ("secret_key_file", Path),
    "TOKEN_DAYS": ("token_days", int),
    "SESSION_IDLE_DAYS": ("session_idle_days", int),
    "SESSION_TRUST_SECONDS": ("session_trust_seconds", float),
    "PRESCRIPTION_WAITING_HOURS": ("prescription_waiting_hours", int),
    "PRESCRIPTION_WAITING_MB": ("prescription_waiting_mb", int),
    "PASSWORD_HASH_TIME_COST": ("password_hash_time_cost", int),
    "PASSWORD_HASH_MEMORY_KIB": ("password_hash_memory_kib", int),
    "PASSWORD_HASH_PARALLELISM": ("password_hash_parallelism", int),
    "OTP_EXPIRY_SECONDS": ("otp_expiry_seconds", int),
    "OTP_RESEND_SECONDS": ("otp_resend_seconds", int),
    "OTP_EMAIL_SENDER": ("otp_email_sender", str),
    "OTP_SMS_SENDER": ("otp_sms_sender", str),
    "OTP_LOG_CODES": ("otp_log_codes", lambda v: v.lower() in {"1", "true", "yes"}),
    "SMTP_HOST": ("smtp_host", str),
    "SMTP_PORT": ("smtp_port", int),
    "SMTP_USERNAME": ("smtp_username", str),
    "SMTP_PASSWORD": ("smtp_password", str),
    "SMTP_TLS": ("smtp_tls", str),
    "SMTP_FROM": ("smtp_from", str),
    "SMS_GATEWAY_URL": ("sms_gateway_url", str),
    "SMS_GATEWAY_TOKEN": ("sms_gateway_token", str),
    "OTP_SEND_TIMEOUT": ("otp_send_timeout", float),
    "DEMO_GATEWAY": ("demo_gateway", lambda v: v.lower() in {"1", "true", "yes"}),
    "STRIPE_SECRET_KEY": ("stripe_secret_key", str),
    "STRIPE_WEBHOOK_SECRET": ("stripe_webhook_secret", str),
    "STRIPE_PUBLISHABLE_KEY": ("stripe_publishable_key", str),
    "STRIPE_API_BASE": ("stripe_api_base", str),
    "PAYMENT_TIMEOUT_MINUTES": ("payment_timeout_minutes", int),
    "DEBUG": ("debug", lambda v: v.lower() in {"1", "true", "yes"}),
}


def load_settings(environ: dict[str, str] | None = None, **overrides: object) -> Settings:
    """Settings from `environ` (the process environment by default), with explicit overrides last."""
    env = os.environ if environ is None else environ
    values: dict[str, object] = {}
    for name, (field, parse) in _ENV.items():
        if env.get(name):
            values[field] = parse(env[name])
    values.update(overrides)
    settings = Settings(**values)  # type: ignore[arg-type]
    time_zone(settings.marketplace_time_zone)  # an unknown name stops the server at start, not an order
    if not 0 <= settings.web_vitals_sample <= 1:  # a share of page loads, checked at start
        raise ValueError("WEB_VITALS_SAMPLE must be between 0 and 1")
    storage_problem = check_storage(settings)
    if storage_problem:  # stops the server at start, not the first upload
        raise ValueError(storage_problem)
    return settings


def check_storage(settings: Settings) -> str | None:
    """What is wrong with the storage settings, or None: an unknown backend, S3 without a bucket, or private
    files where the public prefix would publish them."""
    backend = settings.storage_backend
    if backend not in {"local", "s3"}:
        return f"STORAGE_BACKEND must be local or s3, not {backend!r}"
    if backend == "local":
        return None
    if not settings.s3_bucket:
        return "STORAGE_BACKEND=s3 needs S3_BUCKET"
    public = settings.s3_public_prefix.strip("/")
    private = settings.s3_private_prefix.strip("/")
    shared = settings.s3_private_bucket in {"", settings.s3_bucket}
    nested = f"{private}/".startswith(f"{public}/") or f"{public}/".startswith(f"{private}/")
    if shared and (not public or not private or nested):
        return (
            "in one bucket, S3_PUBLIC_PREFIX and S3_PRIVATE_PREFIX must both be set, neither inside the other"
        )
    return None
