#!/usr/bin/env bash
# Every test of the project: lint, types, unit tests, the production build,
# the system tests against real servers, and the browser tests, once on the
# embedded database and once on PostgreSQL.
#
# TEST_DATABASE_URL names the PostgreSQL server for the PostgreSQL runs
# (default postgres://postgres@127.0.0.1:5432/test). Where no server answers,
# those runs are skipped with a message, except in CI where they must run.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's own Node 24 (node_modules/.bin/node) runs the TypeScript scripts.
export PATH="$PWD/node_modules/.bin:$PATH"

# Each "== step" ends with "-- step took 3m 12s": `step` opens one and closes
# the one before, `end_step` closes the last (the EXIT trap, on failure too).
duration() {
  local s=$1
  if ((s < 60)); then
    echo "${s} s"
  elif ((s < 3600)); then
    echo "$((s / 60))m $((s % 60))s"
  else
    echo "$((s / 3600))h $((s % 3600 / 60))m $((s % 60))s"
  fi
}
step_name=""
step_started=0
end_step() {
  if [ -n "$step_name" ]; then
    echo "-- $step_name took $(duration $((SECONDS - step_started)))${1:-}"
    step_name=""
  fi
}
step() {
  end_step
  step_name="$1"
  step_started=$SECONDS
  echo "== $1"
}

# Debian's Chromium drives the browser tests (never a downloaded browser): its
# headless shell most specs, the full browser the rest (decision 0026). libheif's
# own encoder (libheif-examples: heif-enc) makes the iPhone photos the photo
# tests send.
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
command -v heif-enc >/dev/null || missing+=(libheif-examples)
if [ ${#missing[@]} -gt 0 ]; then
  step "installing Debian's ${missing[*]} for the tests"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}"
  end_step
fi

export TEST_DATABASE_URL="${TEST_DATABASE_URL-postgres://postgres@127.0.0.1:5432/test}"
if [ -n "$TEST_DATABASE_URL" ] && ! node scripts/pg-reachable.ts; then
  if [ -n "${CI:-}" ]; then
    echo "CI needs PostgreSQL for the PostgreSQL runs." >&2
    exit 1
  fi
  echo "Skipping the PostgreSQL runs."
  TEST_DATABASE_URL=""
fi

rm -rf test-reports && mkdir -p test-reports
reports=(test-reports/unit.json test-reports/e2e-pglite.json)
on_exit() {
  local rc=$?
  if [ "$rc" -ne 0 ]; then end_step " (failed)"; else end_step; fi
  node scripts/test-summary.ts "${reports[@]}" || true
  echo "-- whole run took $(duration "$SECONDS")"
}
trap on_exit EXIT

step "lint"
npm run lint
step "types"
npm run typecheck
step "dead code"
npm run knip

# The build and the unit tests share no file: the build (mostly one core: the pictures, Rolldown's
# single-threaded parts, precompression) runs beside the unit tests, its output kept for the end.
step "unit tests, with the production build beside them"
npm run build >test-reports/build.log 2>&1 &
build_pid=$!
unit_status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=test-reports/unit.json || unit_status=$?
build_status=0
wait "$build_pid" || build_status=$?
if [ "$build_status" -ne 0 ]; then
  cat test-reports/build.log
  echo "The production build failed." >&2
else
  grep -E "^(Converting images|Precompressing: [0-9]+/[0-9]+ done)" test-reports/build.log || true
fi
if [ "$unit_status" -ne 0 ] || [ "$build_status" -ne 0 ]; then exit 1; fi

# The PostgreSQL browser run (only the specs where visitors', customers' and the team's writes reach
# the database, at 1280 px: databaseSpecs in tests/e2e/support/e2e-env.ts; the owner's content
# editing is proved on PostgreSQL by the unit tests, onEachDatabase) runs beside the system tests:
# both spend much of their time waiting on servers. Its servers are on ports of their own (E2E_PORT);
# axe, the look and the HTML checker see markup, which does not depend on the database (@markup),
# and a test of those specs that writes nothing (@read-only): they run once, on the embedded database.
pg_pid=""
if [ -n "$TEST_DATABASE_URL" ]; then
  scratch="e2e_$$"
  e2e_url="$(node scripts/pg-scratch.ts create "$scratch")"
  # The content tests' server has a database of its own.
  content_url="$(node scripts/pg-scratch.ts create "${scratch}_content")"
  reports+=(test-reports/e2e-postgres.json)
  (
    status=0
    E2E_PORT=4273 E2E_DATABASE_URL="$e2e_url" E2E_CONTENT_DATABASE_URL="$content_url" \
      E2E_REPORT=test-reports/e2e-postgres.json \
      npx playwright test --grep-invert "@markup|@read-only" || status=$?
    node scripts/pg-scratch.ts drop "$scratch"
    node scripts/pg-scratch.ts drop "${scratch}_content"
    exit $status
  ) >test-reports/e2e-postgres.log 2>&1 &
  pg_pid=$!
fi

step "system tests (real servers: crash, database down, hostile input, headers, two servers)$([ -n "$pg_pid" ] && echo ", and the browser tests on PostgreSQL beside them")"
# PostgreSQL cases run when TEST_DATABASE_URL is set; the Redis round needs
# Redis at TEST_REDIS_URL (default redis://127.0.0.1:6379), required in CI.
reports+=(test-reports/system.json)
system_status=0
# The tests that time the server's answers under a heavy task (tests/system/heavy-calendars.test.ts)
# run alone afterwards: beside a browser run they would time the machine, not the server.
timed=tests/system/heavy-calendars.test.ts
npx vitest run --config vitest.system.config.ts --exclude "$timed" \
  --reporter=default --reporter=json --outputFile.json=test-reports/system.json || system_status=$?
pg_status=0
if [ -n "$pg_pid" ]; then
  wait "$pg_pid" || pg_status=$?
  echo "-- the browser tests on PostgreSQL:"
  # Their own lines, after the system tests' (the full log is test-reports/e2e-postgres.log).
  grep -vE "^\s+✓" test-reports/e2e-postgres.log || true
fi
echo "-- the timed system tests, alone:"
reports+=(test-reports/system-timed.json)
npx vitest run --config vitest.system.config.ts "$timed" \
  --reporter=default --reporter=json --outputFile.json=test-reports/system-timed.json || system_status=$?
if [ "$system_status" -ne 0 ] || [ "$pg_status" -ne 0 ]; then exit 1; fi

# The layout specs run at 390 and 1280 px, the others at 1280 (layoutSpecs in tests/e2e/support/e2e-env.ts).
step "browser tests on the embedded database"
E2E_REPORT=test-reports/e2e-pglite.json npx playwright test
