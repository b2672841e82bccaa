#!/usr/bin/env bash
# The contract fuzz: schemathesis runs every operation of the published OpenAPI document against the real
# server (Granian, one worker) on a fresh demo database, with all its checks: no 5xx, only documented
# statuses, answers matching their schemas, schema-valid requests accepted, schema-violating ones refused.
# Exit status non-zero on any failure. Used by `make test` (target `fuzz`).
set -euo pipefail
cd "$(dirname "$0")/../.."

work=$(mktemp -d /tmp/storefront-fuzz.XXXXXX)
server=""
cleanup() {
  [[ -n "$server" ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

export DATABASE_URL="sqlite+aiosqlite:///$work/fuzz.db" MEDIA_DIR="$work/media" LOG_LEVEL=WARNING
# The fuzz is one client sending thousands of requests: the limits would answer 429 to most of them.
for purpose in READS WRITES GUESTS UPLOADS LOGIN LOGIN_ACCOUNT SIGN_UP SIGN_UP_ACCOUNT OTP_SEND OTP_SEND_ACCOUNT \
  OTP_VERIFY OTP_VERIFY_ACCOUNT; do
  export "RATE_LIMIT_$purpose=100000000/1"
done
export REDIS_URL=""
# A shared test machine stalls the server now and then: not overload, so the load shedder's lateness guard
# is off and its line long and patient.
export OVERLOAD_LAG_MS=0 OVERLOAD_QUEUE=1024 OVERLOAD_WAIT_MS=10000 OVERLOAD_BURST_WAIT_MS=10000
.venv/bin/python -m adapters.cli migrate >/dev/null
.venv/bin/python -m adapters.cli demo >/dev/null

port=$(.venv/bin/python -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
.venv/bin/granian --interface asgi --host 127.0.0.1 --port "$port" --workers 1 --log-level warning \
  adapters.asgi:app >"$work/server.log" 2>&1 &
server=$!
.venv/bin/python - "$port" <<'PY'  # wait until the server answers (no curl on a fresh machine)
import sys, time, urllib.request
for _ in range(150):
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/api/v1/module", timeout=2)
        break
    except OSError:
        time.sleep(0.2)
PY

export SCHEMATHESIS_HOOKS=tests.fuzz.hooks PYTHONPATH="$PWD"
cd "$work"  # schemathesis writes its cache beside it
status=0
"$OLDPWD/.venv/bin/schemathesis" --no-color --config-file "$OLDPWD/tests/fuzz/schemathesis.toml" \
  run "http://127.0.0.1:$port/schema/openapi.json" --checks all || status=$?
# The same operations under other spellings of their paths (a doubled slash, a dot segment, an encoded slash,
# a trailing slash, capitals): answered as the canonical path is, never a way around the edge's checks.
(cd "$OLDPWD" && .venv/bin/python -m tests.fuzz.path_spellings "$port") || status=$?
if ((status)); then
  echo "--- the server's log (last 60 lines) ---"
  tail -n 60 "$work/server.log"
fi
exit "$status"
