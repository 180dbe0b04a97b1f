#!/bin/bash
# import_perft_test.sh CHIMERA SOURCE_DIR SHARED_DIR WORK_DIR [import_perft.py options]
# tools/scripts/import_perft.py on Fairy-Stockfish's own src/variants.ini, unpacked from the
# shared folder's archive into WORK_DIR, against the latest Fairy-Stockfish that the shared
# folder's build script makes (about 3 minutes the first time on a machine). Skipped (status
# 77) without the archive or the build script.
set -u
chimera=$1 src=$2 shared=$3 work=$4
shift 4
cd "$src" || exit 1
tree=$(tests/shell/fsf_source.sh "$shared" "$work") || exit $?
build=$shared/tools/fairy-stockfish/build
if [ ! -x "$build" ]; then
  echo "skipped: no Fairy-Stockfish build script at $build" >&2
  exit 77
fi
fsf=$("$build" | tail -n 1)
if [ ! -x "$fsf" ]; then
  echo "error: $build did not build Fairy-Stockfish (its logs are beside the binaries)" >&2
  exit 1
fi
exec python3 tools/scripts/import_perft.py "$tree/src/variants.ini" --fsf "$fsf" --chimera "$chimera" "$@"
