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

# Debian's Chromium drives the browser tests; never a downloaded browser.
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's chromium for the browser tests..."
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium
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
trap 'node scripts/test-summary.ts "${reports[@]}" || true' EXIT

echo "== lint and types"
npm run lint
npm run typecheck

echo "== unit tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-reports/unit.json

echo "== production build"
# React Router's prerender gives each page 10 s; on a machine busy with other
# work that can run out, so a failed build is tried once more.
npm run build || { echo "Build failed; trying once more."; npm run build; }

echo "== system tests (real servers: crash, database down, hostile input, headers, two servers)"
# PostgreSQL cases run when TEST_DATABASE_URL is set; the Redis round needs
# Redis at TEST_REDIS_URL (default redis://127.0.0.1:6379), required in CI.
reports+=(test-reports/system.json)
npx vitest run --config vitest.system.config.ts --reporter=default --reporter=json --outputFile.json=test-reports/system.json

echo "== browser tests on the embedded database"
E2E_REPORT=test-reports/e2e-pglite.json npx playwright test

if [ -n "$TEST_DATABASE_URL" ]; then
  echo "== browser tests on PostgreSQL"
  scratch="e2e_$$"
  e2e_url="$(node scripts/pg-scratch.ts create "$scratch")"
  reports+=(test-reports/e2e-postgres.json)
  status=0
  # axe checks markup, which does not depend on the database: it runs once, above.
  E2E_DATABASE_URL="$e2e_url" E2E_REPORT=test-reports/e2e-postgres.json npx playwright test --grep-invert "axe in the" ||
    status=$?
  node scripts/pg-scratch.ts drop "$scratch"
  exit $status
fi
