#!/usr/bin/env bash
# Installs Debian's chromium when it is missing, for the browser test of the coverage site
# (tests/browser/site.test.ts) and the screenshots in docs/. playwright-core drives it at
# /usr/bin/chromium; it downloads no browser of its own. Idempotent: does nothing when chromium is there.
set -euo pipefail

CHROMIUM="${COMBAT_ORACLE_CHROMIUM:-/usr/bin/chromium}"

if [ -x "$CHROMIUM" ]; then
  echo "ensure-chromium: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM") is installed"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
  command -v sudo >/dev/null || { echo "ensure-chromium: $CHROMIUM is missing and this is not root: run as root: apt-get update && apt-get install -y chromium" >&2; exit 1; }
else
  SUDO=""
fi

echo "ensure-chromium: installing Debian's chromium (apt-get)"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q chromium
if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: apt-get finished but $CHROMIUM is still missing" >&2
  exit 1
fi
echo "ensure-chromium: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM") installed"
