"""structlog set up once: key-value lines for people, JSON for machines, a request id on every line.

The libraries' own log lines (stdlib logging) go through the same renderer, so a JSON log stays one JSON
object a line. The database driver's pool says, while PostgreSQL is down, that it cannot reconnect, with a
growing pause between tries: each try is one line naming the error, not a traceback of thirty lines.
"""

from __future__ import annotations

import logging

import structlog

# Loggers whose warnings carry a traceback that says nothing the error's first line does not.
TERSE_LOGGERS = ("asyncpg.pool",)


class _OneLineErrors(logging.Filter):
    """Folds a record's exception into its message: the error's type and first line, no traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            first = (str(error).splitlines() or [""])[0]
            record.msg = f"{record.getMessage()}: {type(error).__name__}: {first}"
            record.args = None
            record.exc_info = None
            record.exc_text = None
        return True


def configure_logging(level: str = "INFO", json: bool = False) -> None:
    """Route stdlib and structlog output through one renderer at `level`."""
    renderer: structlog.types.Processor = (
        structlog.processors.JSONRenderer() if json else structlog.dev.ConsoleRenderer(colors=False)
    )
    shared: list[structlog.types.Processor] = [
        structlog.contextvars.merge_contextvars,
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso"),
    ]
    structlog.configure(
        processors=[*shared, structlog.processors.format_exc_info, renderer],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(level.upper())),
        cache_logger_on_first_use=True,
    )
    handler = logging.StreamHandler()
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            foreign_pre_chain=shared,
            processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, renderer],
        )
    )
    root = logging.getLogger()
    root.handlers[:] = [handler]
    # LOG_LEVEL=DEBUG is for this server's own lines: the libraries' DEBUG lines (the database drivers' with
    # their statements' parameters) would write session ids and tokens, so they speak from INFO up.
    root.setLevel(max(logging.getLevelName(level.upper()), logging.INFO))
    for name in TERSE_LOGGERS:
        terse = logging.getLogger(name)
        terse.filters[:] = [f for f in terse.filters if not isinstance(f, _OneLineErrors)]
        terse.addFilter(_OneLineErrors())
