#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser build: it cannot be fetched here).
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Debian Chromium がありません: apt-get で入れます…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium が見つかりません ($chromium)。次を実行してください: sudo apt-get update && sudo apt-get install -y chromium" >&2
  echo "(別の場所にある場合は CHROMIUM_PATH=/path/to/chromium を設定)" >&2
  exit 1
fi
