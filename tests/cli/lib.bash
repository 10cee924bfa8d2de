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
# lacks HAYSTACK NEEDLE: the needle is nowhere in it
lacks() { ! contains "$1" "$2"; }
# jrun: feed stdin to ti4 --json
jrun() { "$TI4" --json "$@"; }
# line N of a text
line() { printf '%s\n' "$2" | sed -n "$1p"; }
finish() {
  if [ "$FAILS" -ne 0 ]; then echo "$FAILS of $((CHECKS + FAILS)) checks failed" >&2; exit 1; fi
  echo "all $CHECKS checks passed"
  exit 0
}
# po_complete POT PO WHAT: merge the catalogue PO with the template POT (in a
# copy) and check that nothing is untranslated or fuzzy and msgfmt accepts
# PO; WHAT names the entries in the messages ("message", "word").
po_complete() {
  local pot=$1 po=$2 what=$3 untr fuzzy
  cp "$po" "$TMP/merged.po"
  check "msgmerge merges $po with the sources" \
    msgmerge --quiet --update --backup=none --no-fuzzy-matching "$TMP/merged.po" "$pot"
  msgattrib --untranslated --no-obsolete --no-location "$TMP/merged.po" -o "$TMP/untranslated.po"
  msgattrib --only-fuzzy --no-obsolete --no-location "$TMP/merged.po" -o "$TMP/fuzzy.po"
  # entries (a wrapped msgid starts with msgid "" too, so count msgid lines);
  # the header entry is one of them whenever the file is not empty
  entries() { [ -s "$1" ] || { echo 0; return; }; awk '/^msgid /{n++} END{print (n > 0 ? n - 1 : 0)}' "$1"; }
  untr=$(entries "$TMP/untranslated.po")
  fuzzy=$(entries "$TMP/fuzzy.po")
  if [ "$untr" -ne 0 ]; then
    echo "untranslated entries (translate them in $po; see its note):" >&2
    grep -A1 '^msgid' "$TMP/untranslated.po" | sed -n '3,80p' >&2
  fi
  check "no untranslated $what ($untr)" test "$untr" -eq 0
  check "no fuzzy $what ($fuzzy)" test "$fuzzy" -eq 0
  check "$po passes msgfmt --check" msgfmt --check -o "$TMP/ru.mo" "$po"
}
