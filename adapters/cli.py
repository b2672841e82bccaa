"""`storefront` command: migrate the database, load the demo marketplace, housekeeping, serve, run the background
jobs' worker, edit the operator's configuration and landing page, export the API contract."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from adapters.settings import load_settings

RESPAWN_SECONDS = 1.0  # the pause before a failed worker is started again


def _migrate(_: argparse.Namespace) -> None:
    from adapters.db.migrate import upgrade

    settings = load_settings()
    upgrade(settings.database_url, pooler=settings.database_pooler)
    print(f"database migrated: {settings.database_url.split('@')[-1]}")


def _demo(args: argparse.Namespace) -> None:
    from adapters.demo.seed import seed_demo_sync

    report = seed_demo_sync(load_settings(), scale=args.scale)
    print(report)


def _maintenance(_: argparse.Namespace) -> None:
    import asyncio

    from adapters.container import make_container
    from adapters.housekeeping import run_once
    from core.verticals import load_registry

    settings = load_settings()

    async def once() -> None:
        container = make_container(settings, load_registry(settings.verticals))
        try:
            purged = await run_once(container)
        finally:
            await container.close()
        print(
            f"forgot {purged.cart_lines} idle guest cart lines and {purged.guests} guests without a cart; "
            f"{purged.sessions} ended customer sessions; {purged.vitals} web vitals rows past VITALS_DAYS"
        )

    asyncio.run(once())


def _worker(_: argparse.Namespace) -> None:
    import asyncio

    from adapters.container import make_container
    from adapters.logging import configure_logging
    from core.verticals import load_registry

    settings = load_settings()
    if not settings.redis_url:
        sys.exit(
            "storefront worker needs REDIS_URL (the queue); without it each server process runs the jobs"
        )
    from adapters.jobs.fleet import FleetWorker, quiet_saq  # SAQ is loaded only with REDIS_URL

    configure_logging(settings.log_level, settings.log_json)
    quiet_saq(settings.log_level)

    async def work() -> None:
        container = make_container(settings, load_registry(settings.verticals))
        try:
            worker = FleetWorker(container, settings)
            print(f"worker taking jobs from queue {settings.jobs_queue!r}", flush=True)
            await worker.run()  # until SIGINT or SIGTERM
        finally:
            await container.close()
        print("worker stopped", flush=True)

    asyncio.run(work())


def _serve(args: argparse.Namespace) -> None:
    from adapters.identity.secret import refusal

    settings = load_settings()
    refused = refusal(settings, workers=args.workers)
    if refused is not None:
        sys.exit(refused)
    granian = str(Path(sys.executable).with_name("granian"))
    command = [granian, "--interface", "asgi", "--loop", "uvloop", "--host", settings.host,
               "--port", str(settings.port), "--workers", str(args.workers), "--log-level", "warning",
               # A worker that dies (a crash, an out-of-memory kill) is started again: the port never closes.
               "--respawn-failed-workers", "--respawn-interval", str(RESPAWN_SECONDS),
               "adapters.asgi:app"]  # fmt: skip
    print(f"serving on http://{settings.host}:{settings.port}", flush=True)
    os.execv(granian, command)  # noqa: S606 - become the server, so signals reach it directly


def _config_set(args: argparse.Namespace) -> None:
    import asyncio

    from adapters.operator import set_config

    try:
        value = json.loads(args.value)
    except json.JSONDecodeError:
        value = args.value  # a bare word is a string
    asyncio.run(set_config(load_settings(), args.key, value))
    print(f"{args.key} set; every node shows it within a second (with REDIS_URL)")


def _landing_show(args: argparse.Namespace) -> None:
    import asyncio

    from adapters import landing_editor

    settings = load_settings()
    shown = landing_editor.stored(settings) if args.stored else landing_editor.shown(settings, args.language)
    print(asyncio.run(shown))


def _landing_set(args: argparse.Namespace) -> None:
    import asyncio

    from adapters import landing_editor

    try:
        override = landing_editor.checked(landing_editor.read(args.file))
    except landing_editor.Refused as refused:
        print(f"landing page not stored: {refused}", file=sys.stderr)
        sys.exit(2)
    asyncio.run(landing_editor.store(load_settings(), override))
    print("landing page set; every node shows it within a second (with REDIS_URL)")


def _landing_reset(_: argparse.Namespace) -> None:
    import asyncio

    from adapters import landing_editor

    asyncio.run(landing_editor.reset(load_settings()))
    print("landing page back to its built-in content; every node shows it within a second (with REDIS_URL)")


def _changed(_: argparse.Namespace) -> None:
    import asyncio

    from adapters.operator import announce_change

    told = asyncio.run(announce_change(load_settings()))
    print("every node told" if told else "no REDIS_URL: one server shows changes as its caches expire")


def _review(args: argparse.Namespace) -> None:
    import asyncio

    from adapters.review_moderation import moderate

    print(asyncio.run(moderate(load_settings(), args.review_id, hidden=args.review_command == "hide")))


def _message(args: argparse.Namespace) -> None:
    import asyncio

    from adapters.operator_messages import post_message

    print(asyncio.run(post_message(load_settings(), args.conversation, args.sender, args.text)))


def _days(text: str) -> int:
    days = int(text)
    if not 1 <= days <= 3660:
        raise argparse.ArgumentTypeError("a number of days from 1 to 3660")
    return days


def _vitals(args: argparse.Namespace) -> None:
    import asyncio

    from adapters.vitals_report import report

    print(asyncio.run(report(load_settings(), args.days)))


def _openapi(args: argparse.Namespace) -> None:
    from litestar.testing import TestClient

    from adapters.http.app import create_app

    with TestClient(create_app()) as client:
        document = client.get("/schema/openapi.json").json()
    Path(args.output).write_text(json.dumps(document, indent=2, sort_keys=True) + "\n")
    print(f"OpenAPI document written to {args.output}")


def _add_landing(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from typing import get_args

    from core.landing.model import LandingLanguage

    landing = commands.add_parser(
        "landing", help="show or edit the landing page's texts, features and blocks"
    )
    landing_commands = landing.add_subparsers(dest="landing_command", required=True)
    show = landing_commands.add_parser("show", help="print the landing page (JSON) as the API answers it")
    shown = show.add_mutually_exclusive_group()
    shown.add_argument(
        "--language", choices=get_args(LandingLanguage), default="en", help="the language (default en)"
    )
    shown.add_argument(
        "--stored", action="store_true", help="print the operator's override alone ({} when none), to edit"
    )
    show.set_defaults(run=_landing_show)
    replace = landing_commands.add_parser(
        "set",
        help="check a JSON override strictly, then store it in place of the current one and announce it",
    )
    replace.add_argument("file", help="the JSON file (as `show --stored` prints it); - for standard input")
    replace.set_defaults(run=_landing_set)
    reset = landing_commands.add_parser(
        "reset", help="remove the override (built-in content) and announce it"
    )
    reset.set_defaults(run=_landing_reset)


def main(argv: list[str] | None = None) -> None:
    """Parse the command line and run one command."""
    parser = argparse.ArgumentParser(prog="storefront", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("migrate", help="apply database migrations").set_defaults(run=_migrate)
    demo = commands.add_parser("demo", help="load the demo marketplace (idempotent)")
    demo.add_argument("--scale", action="store_true", help="also generate 100,000 items and 2,000 stores")
    demo.set_defaults(run=_demo)
    maintenance = commands.add_parser("maintenance", help="forget idle guest carts and unused guests once")
    maintenance.set_defaults(run=_maintenance)
    worker = commands.add_parser("worker", help="run the background jobs' queue (needs REDIS_URL)")
    worker.set_defaults(run=_worker)
    serve = commands.add_parser("serve", help="serve API and storefront with Granian")
    serve.add_argument("--workers", type=int, default=1)
    serve.set_defaults(run=_serve)
    config = commands.add_parser("config", help="change the operator's configuration")
    config_commands = config.add_subparsers(dest="config_command", required=True)
    config_set = config_commands.add_parser(
        "set", help="store one configuration value (JSON) and announce it"
    )
    config_set.add_argument("key")
    config_set.add_argument("value", help='JSON (1, "text", {"a": 1}); a bare word is a string')
    config_set.set_defaults(run=_config_set)
    _add_landing(commands)
    changed = commands.add_parser("changed", help="tell every node the operator changed the shop's data")
    changed.set_defaults(run=_changed)
    review = commands.add_parser("review", help="moderate a review: hide it or show it again")
    review_commands = review.add_subparsers(dest="review_command", required=True)
    for action, what in (
        ("hide", "take a review down (its stars leave the rating)"),
        ("show", "publish it again"),
    ):
        moderated = review_commands.add_parser(action, help=what)
        moderated.add_argument("review_id", type=int, metavar="ID")
        moderated.set_defaults(run=_review)
    message = commands.add_parser("message", help="post in a customer's conversation as its store or courier")
    message_commands = message.add_subparsers(dest="message_command", required=True)
    post = message_commands.add_parser("post", help="post a message as the conversation's peer")
    post.add_argument("--conversation", type=int, required=True, metavar="ID")
    post.add_argument("--as", dest="sender", choices=("store", "courier", "support"), required=True)
    post.add_argument("--text", required=True)
    post.set_defaults(run=_message)
    vitals = commands.add_parser("vitals", help="print p75 of the web vitals per page type")
    vitals.add_argument("--days", type=_days, default=7, help="the window, in days up to now (default 7)")
    vitals.set_defaults(run=_vitals)
    openapi = commands.add_parser("openapi", help="write the OpenAPI document")
    openapi.add_argument("--output", default="web/openapi.json")
    openapi.set_defaults(run=_openapi)
    args = parser.parse_args(argv)
    args.run(args)


if __name__ == "__main__":
    main(sys.argv[1:])
