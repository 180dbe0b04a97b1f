#!/bin/bash
# fsf_source.sh SHARED_DIR OUT_DIR [FILE ...]
# Unpacks FILEs (default: src/variants.ini) of the Fairy-Stockfish source archive that the
# shared folder holds (SHARED_DIR/tools/fairy-stockfish/fairy-stockfish-*.tar.gz, the newest if
# several) into OUT_DIR, once per archive, and prints OUT_DIR/Fairy-Stockfish. The tests that
# compare with Fairy-Stockfish's own files take them from there, so that they run wherever the
# shared folder is (CI, every checkout), not only where someone unpacked the source by hand.
# Without the archive it says why and exits 77, which ctest reports as "Skipped".
set -u
shared=${1:?usage: fsf_source.sh SHARED_DIR OUT_DIR [FILE ...]}
out=${2:?usage: fsf_source.sh SHARED_DIR OUT_DIR [FILE ...]}
shift 2
[ $# -gt 0 ] || set -- src/variants.ini
archive=$(ls -1 "$shared"/tools/fairy-stockfish/fairy-stockfish-*.tar.gz 2>/dev/null | sort | tail -n 1)
if [ -z "$archive" ]; then
  echo "skipped: no Fairy-Stockfish source archive in $shared/tools/fairy-stockfish/" \
    "(the shared folder: ../shared beside the checkout, or CHIMERA_SHARED_DIR=DIR when cmake configures)" >&2
  exit 77
fi
mkdir -p "$out" || exit 1
# Tests that share OUT_DIR may run at once (ctest -j): one unpacks, the others wait.
exec 9>"$out/.lock" && flock 9
stamp=$out/.archive
# Unpacked again when the archive changes (a newer Fairy-Stockfish in the shared folder).
if [ "$(cat "$stamp" 2>/dev/null)" != "$archive $*" ]; then
  rm -rf "$out/Fairy-Stockfish"
  members=()
  for f in "$@"; do members+=("Fairy-Stockfish/$f"); done
  if ! tar -xzf "$archive" -C "$out" "${members[@]}"; then
    echo "error: could not unpack ${members[*]} from $archive" >&2
    exit 1
  fi
  echo "$archive $*" > "$stamp"
fi
echo "$out/Fairy-Stockfish"
