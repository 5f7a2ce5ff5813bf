#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser build: it cannot be fetched here),
# with Japanese fonts: without them every kanji is drawn as a narrow box, and the stories and end-to-end
# tests that measure text (a title cut to fit the toolbar, say) measure the wrong thing.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -n "$(fc-list :lang=ja 2>/dev/null)" ] || missing+=(fonts-noto-cjk)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "足りないパッケージを apt-get で入れます: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "次のパッケージがありません: ${missing[*]}。実行してください: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  echo "(Chromium が別の場所にある場合は CHROMIUM_PATH=/path/to/chromium を設定)" >&2
  exit 1
fi
