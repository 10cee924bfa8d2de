# Every message of src/lib and src/cli has a Russian translation: the
# catalogue regenerated from the sources, merged into po/ru.po, leaves no
# msgid untranslated or fuzzy (so a new message cannot ship in English only).
# Needs gettext (xgettext, msgmerge, msgattrib); skips only without xgettext.
. "$(dirname "$0")/lib.bash"
if ! command -v xgettext >/dev/null 2>&1; then
  echo "SKIP: xgettext not found (install gettext)"
  exit 0
fi
cd "$SRC" || exit 1
# the same command as the note at the top of po/ru.po
xgettext --from-code=UTF-8 --language=C --keyword=_ --keyword=N_ --keyword=tr --keyword=C_:1c,2 \
  --package-name=ti4 -o "$TMP/ti4.pot" src/cli/*.c src/protocol/*.c src/server/*.c src/lib/*/*.c
check "xgettext extracted the messages" test -s "$TMP/ti4.pot"
po_complete "$TMP/ti4.pot" po/ru.po message
finish
