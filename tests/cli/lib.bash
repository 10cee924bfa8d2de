# lib.bash -- helpers for the tests/cli/*.sh protocol tests (sourced, not run;
# not named *.sh so that ctest does not run it as a test).
# Each test is run by ctest as: bash tests/cli/NAME.sh <path-to-ti4> <source-dir>
TI4=${1:?usage: $0 path-to-ti4 source-dir}
SRC=${2:-.}
case $TI4 in /*) ;; *) TI4=$PWD/$TI4 ;; esac
case $SRC in /*) ;; *) SRC=$PWD/$SRC ;; esac
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ti4-cli-test.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
export LANG=C LANGUAGE= LC_ALL=
FAILS=0
CHECKS=0
fail() { echo "FAIL: $*" >&2; FAILS=$((FAILS + 1)); }
ok() { CHECKS=$((CHECKS + 1)); }
# check DESCRIPTION COMMAND...: the command must succeed
check() { local d=$1; shift; if "$@"; then ok; else fail "$d"; fi; }
# contains HAYSTACK NEEDLE
contains() { case "$1" in *"$2"*) return 0;; *) return 1;; esac; }
# jrun: feed stdin to ti4 --json
jrun() { "$TI4" --json "$@"; }
# line N of a text
line() { printf '%s\n' "$2" | sed -n "$1p"; }
finish() {
  if [ "$FAILS" -ne 0 ]; then echo "$FAILS of $((CHECKS + FAILS)) checks failed" >&2; exit 1; fi
  echo "all $CHECKS checks passed"
  exit 0
}
