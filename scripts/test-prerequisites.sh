#!/usr/bin/env bash
# `npm test`'s first step: what the tests need beyond npm, on a fresh machine. As root (a CI box, a
# container) it installs what is missing from Debian's packages: Chromium for the end-to-end tests and
# Lighthouse, PostgreSQL for the two-process test (test/server/multi-process.test.ts). Otherwise it stops
# at once with the one command to run, rather than failing twenty minutes later.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -n "${CHROME_PATH:-}" ] || [ -x /usr/bin/chromium ] || missing+=(chromium)
# the binaries the test looks for: PG_BIN, /usr/local/bin, or Debian's /usr/lib/postgresql/<n>/bin
if ! { [ -n "${PG_BIN:-}" ] && [ -x "$PG_BIN/initdb" ]; } && ! [ -x /usr/local/bin/initdb ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  missing+=(postgresql postgresql-contrib)
fi

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "test prerequisites: installing ${missing[*]} (Debian packages)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # Debian's postgresql starts no cluster in a container: the test runs its own initdb in a temp folder
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "npm test needs ${missing[*]}. Install with:" >&2
    echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    echo "(or point CHROME_PATH at a Chromium and PG_BIN at PostgreSQL's bin folder)" >&2
    exit 1
  fi
fi

# `npm test` on a fresh clone without `npm install`: the packages, exactly as locked
if ! [ -f node_modules/.package-lock.json ]; then
  echo "test prerequisites: npm ci"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
fi

# examples/vite-react is a React 19 app with its own packages (the library's own build bundles React 18.3):
# test/e2e/vite-react.spec.ts checks the library against the app's React 19
if ! [ -f examples/vite-react/node_modules/.package-lock.json ]; then
  echo "test prerequisites: npm ci in examples/vite-react"
  npm ci --prefix examples/vite-react --no-audit --no-fund
fi
