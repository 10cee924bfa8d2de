# Every word of the web page (t('...') and N_('...') in web/js/*.js) has a
# Russian translation in po/web/ru.po: the catalogue regenerated from the
# page's sources, merged into it, leaves nothing untranslated or fuzzy; and
# the built catalogue (build/web/i18n/ru.json) is valid JSON with them.
. "$(dirname "$0")/lib.bash"
cd "$SRC" || exit 1
# the same command as the note at the top of po/web/ru.po
xgettext --from-code=UTF-8 --language=JavaScript --keyword=t --keyword=N_ \
  --package-name=ti4-web -o "$TMP/web.pot" web/js/*.js
check "xgettext extracted the page's words" test -s "$TMP/web.pot"
words=$(grep -c '^msgid ' "$TMP/web.pot")
check "the page has more than 100 words to translate ($words)" [ "$words" -gt 100 ]
po_complete "$TMP/web.pot" po/web/ru.po word
jqq() { jq -e "$@" >/dev/null; }
built="$(dirname "$TI4")/web/i18n/ru.json"
check "the build made web/i18n/ru.json" test -s "$built"
check "ru.json is JSON" jqq 'type == "object"' "$built"
check "ru.json translates the page's words" jqq '.["Your decision"] == "Ваше решение" and .["Pass"] == "Пас"' "$built"
check "ru.json has every translated word ($words)" [ "$(jq 'length' "$built")" -ge $((words - 1)) ]
names="$(dirname "$TI4")/web/i18n/names.json"
check "names.json names agendas in both languages" jqq '.agenda.mutiny == ["Mutiny", "Бунт"]' "$names"
check "names.json names planets" jqq '.planet.mecatol_rex[1] == "Мекатол-Рекс"' "$names"
finish
