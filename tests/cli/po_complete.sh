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
cp po/ru.po "$TMP/ru.po"
check "msgmerge merges po/ru.po with the sources" \
  msgmerge --quiet --update --backup=none --no-fuzzy-matching "$TMP/ru.po" "$TMP/ti4.pot"
msgattrib --untranslated --no-obsolete --no-location "$TMP/ru.po" -o "$TMP/untranslated.po"
msgattrib --only-fuzzy --no-obsolete --no-location "$TMP/ru.po" -o "$TMP/fuzzy.po"
# entries (a wrapped msgid starts with msgid "" too, so count msgid lines);
# the header entry is one of them whenever the file is not empty
entries() { [ -s "$1" ] || { echo 0; return; }; awk '/^msgid /{n++} END{print (n > 0 ? n - 1 : 0)}' "$1"; }
untr=$(entries "$TMP/untranslated.po")
fuzzy=$(entries "$TMP/fuzzy.po")
if [ "$untr" -ne 0 ]; then
  echo "untranslated messages (translate them in po/ru.po; see its note):" >&2
  grep -A1 '^msgid' "$TMP/untranslated.po" | sed -n '3,80p' >&2
fi
check "no untranslated message ($untr)" test "$untr" -eq 0
check "no fuzzy message ($fuzzy)" test "$fuzzy" -eq 0
check "po/ru.po passes msgfmt --check" msgfmt --check -o "$TMP/ru.mo" po/ru.po
finish
