#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing:
#   pg_prove + psql (pgTAP runner), pgTAP's SQL, and Chromium: the browser
#   (bench:web) and its headless shell, which the browser tests run in.
# Needs root for apt; otherwise prints the command to run and fails.
set -euo pipefail

missing=()
command -v pg_prove >/dev/null 2>&1 || missing+=(libtap-parser-sourcehandler-pgtap-perl)
command -v psql >/dev/null 2>&1 || missing+=(postgresql-client)
ls /usr/share/postgresql/*/extension/pgtap.control >/dev/null 2>&1 || missing+=(postgresql-15-pgtap)
if [ "${AGORA_SKIP_BROWSER_DEPS:-}" != "1" ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing system packages: ${missing[*]}"
if [ "$(id -u)" != "0" ]; then
  echo "Not root: run   sudo apt-get update && sudo apt-get install -y ${missing[*]}   and retry." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "System packages installed."
