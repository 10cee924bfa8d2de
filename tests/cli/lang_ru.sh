# --lang ru: answers for people and JSON error messages come out in Russian
# (gettext), content names from the tables' Russian column; English stays
# the default; the language also follows LANG/LC_ALL/LANGUAGE.
. "$(dirname "$0")/lib.bash"
cmds='new players=4 sandbox seed=7
give p2 planet lodor
state
frobnicate'

ru=$(printf '%s\n' "$cmds" | "$TI4" --lang ru)
check "Russian text answers have Cyrillic" contains "$ru" "Ошибка"
check "Russian content names" contains "$ru" "Лодор"
check "Russian: the speaker is председатель" contains "$ru" "председатель"
check "Russian: no English error word" sh -c '! printf "%s" "$1" | grep -q "Error:"' _ "$ru"

en=$(printf '%s\n' "$cmds" | "$TI4" --lang en)
check "English text answers" contains "$en" "Error: unknown command: frobnicate"
check "English content names" contains "$en" "Lodor"
check "English has no Cyrillic" sh -c '! printf "%s" "$1" | grep -q "Ошибка"' _ "$en"

j=$(printf 'frobnicate\n' | "$TI4" --json --lang ru)
check "JSON error message translated" contains "$j" '"message":"неизвестная команда: frobnicate"'
check "JSON error code stays English" contains "$j" '"code":"unknown_command"'

d=$(printf 'frobnicate\n' | LANG=ru_RU.UTF-8 "$TI4")
check "LANG=ru_RU.UTF-8 gives Russian" contains "$d" "Ошибка"
d=$(printf 'frobnicate\n' | LC_ALL=C LANGUAGE=ru "$TI4")
check "LANGUAGE=ru gives Russian" contains "$d" "Ошибка"
d=$(printf 'frobnicate\n' | LANG=ru_RU.UTF-8 "$TI4" --lang en)
check "--lang en overrides LANG" contains "$d" "Error:"
d=$(printf 'frobnicate\n' | LANG=de_DE.UTF-8 "$TI4")
check "other languages fall back to English" contains "$d" "Error:"

h=$(printf 'help\n' | "$TI4" --lang ru)
check "help in Russian" contains "$h" "начать новую игру"

check "--lang xx is refused" sh -c '! "$1" --lang xx </dev/null >/dev/null 2>&1' _ "$TI4"
finish
