#!/usr/bin/env bash
# Regenerates docs/variants/NAME.html, the page of every shipped definition (chimera page).
# usage: tools/scripts/make_pages.sh [CHIMERA]     (default: build/chimera)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
chimera=${1:-$root/build/chimera}
for f in "$root"/definitions/*.variant; do
  "$chimera" page "$f" -o "$root/docs/variants"
done
