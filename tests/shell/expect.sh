# Shared by the shell test scripts (sourced): counters and the `expect` check.
passed=0 failed=0

# expect NAME STATUS PATTERN -- COMMAND...: runs COMMAND, checks its exit status and that
# its stdout+stderr matches the extended regular expression PATTERN.
expect() {
  local name=$1 status=$2 pattern=$3
  shift 4
  local out rc
  out=$("$@" 2>&1)
  rc=$?
  if [[ $rc -eq $status ]] && grep -Eq -- "$pattern" <<<"$out"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $name (status $rc, expected $status; pattern '$pattern')"
    echo "$out" | head -20 | sed 's/^/  | /'
  fi
}
