#!/usr/bin/env bash
# Regenerates docs/variants/NAME.html, the page of every shipped definition (chimera page).
# usage: tools/scripts/make_pages.sh [CHIMERA [OUT]]     (default: build/chimera, docs/variants)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
chimera=${1:-$root/build/chimera}
out=${2:-$root/docs/variants}
for f in "$root"/definitions/*.variant; do
  "$chimera" page "$f" -o "$out"
done
