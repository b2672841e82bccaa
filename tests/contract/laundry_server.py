"""A demo server with the laundry vertical installed, for the storefront's browser journey of a seventh vertical.

    .venv/bin/python -m tests.contract.laundry_server --port 8123 \
        [--database sqlite+aiosqlite:////tmp/laundry.db] [--host 127.0.0.1] [--web-dist web/dist-laundry] \
        [--media /tmp/laundry-media] [--only-laundry]

It installs the laundry distribution (tests/contract/laundry_distribution) with pip into a temporary
folder, as an integrator would install a vertical, and puts that folder on the path of every step; then it
migrates the database (core's tables and the laundry's own `laundry_services`), loads the demo marketplace
(the six shipped modules and one laundry module: served in every demo zone, one store "Bubbles Laundry",
two services named in English and French) and serves API and storefront with Granian, as
`storefront serve` does. With --only-laundry, the laundry is the only enabled vertical.

It is ready when `GET /api/v1/config` answers; the laundry's own route is `GET /api/v1/laundry/price-list`.
SIGTERM or SIGINT stops the server and removes the temporary folder. The database (a new SQLite file in
the temporary folder unless --database names one) is migrated and seeded only where something is missing,
so a database kept from an earlier run is reused as it is.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).parents[2]
DISTRIBUTION = Path(__file__).with_name("laundry_distribution")


def install(target: Path) -> None:
    """Install the laundry distribution (package and dist-info with its entry point) into `target`."""
    with tempfile.TemporaryDirectory(prefix="laundry-build-") as build:
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "install",
                "--quiet",
                "--no-deps",
                "--no-build-isolation",
                "--no-index",
                "--target",
                str(target),
                str(DISTRIBUTION),
            ],
            check=True,
            capture_output=True,
            cwd=build,  # pip leaves its build folder here, not in the checkout
        )


def environment(site: Path, args: argparse.Namespace, folder: Path) -> dict[str, str]:
    """The process environment of every step: the installed distribution first on the path."""
    path = os.pathsep.join(p for p in (str(site), str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    env = {
        **os.environ,
        "PYTHONPATH": path,
        "DATABASE_URL": args.database or f"sqlite+aiosqlite:///{folder / 'storefront.db'}",
        "MEDIA_DIR": str(args.media or folder / "media"),
        "HOST": args.host,
        "PORT": str(args.port),
        "LOG_LEVEL": os.environ.get("LOG_LEVEL", "WARNING"),
    }
    if args.web_dist:
        env["WEB_DIST"] = str(Path(args.web_dist).resolve())
    if args.only_laundry:
        env["STOREFRONT_VERTICALS"] = "laundry"
    return env


def _step(command: str, env: dict[str, str]) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "adapters.cli", command], cwd=ROOT, env=env, capture_output=True, text=True
    )
    if run.returncode != 0:
        raise SystemExit(f"storefront {command} failed ({run.returncode}):\n{run.stdout}\n{run.stderr}")
    print(run.stdout.strip(), flush=True)


def serve(args: argparse.Namespace) -> int:
    """Install, migrate, seed and serve until stopped; the server's exit status."""
    folder = Path(tempfile.mkdtemp(prefix="storefront-laundry-"))
    try:
        site = folder / "site"
        install(site)
        env = environment(site, args, folder)
        _step("migrate", env)
        _step("demo", env)
        server = subprocess.Popen([sys.executable, "-m", "adapters.cli", "serve"], cwd=ROOT, env=env)

        def stop(signum: int, _: FrameType | None) -> None:
            server.send_signal(signum)

        signal.signal(signal.SIGTERM, stop)
        signal.signal(signal.SIGINT, stop)
        return server.wait()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main(argv: list[str] | None = None) -> None:
    """Parse the command line and serve."""
    parser = argparse.ArgumentParser(prog="laundry_server", description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--database", help="DATABASE_URL (default: a new SQLite file in a temporary folder)")
    parser.add_argument("--media", type=Path, help="media folder (default: in the temporary folder)")
    parser.add_argument("--web-dist", help="the built storefront to serve (default: WEB_DIST or web/dist)")
    parser.add_argument("--only-laundry", action="store_true", help="enable the laundry vertical only")
    sys.exit(serve(parser.parse_args(argv)))


if __name__ == "__main__":
    main()
