# Russian as the community speaks it (issue 11): po/ru.po follows
# ../shared/reference/glossary-ru-en.tsv (no СПО, космодок, вторичн…), its
# sentences hold no English word beyond the protocol's own words (commands,
# move verbs, keys), quotes nest as «… „…“ …»; and the program's Russian
# refusals name things by their Russian names, with the real value (never a
# placeholder word), factions as factions, and `ti4 --lang ru run` reports in
# Russian. Needs gettext's msgcat for the catalogue checks (skipped without).
. "$(dirname "$0")/lib.bash"
export LC_ALL=C.UTF-8

# ---- the catalogue -----------------------------------------------------------
# every msgstr on one line, without the header entry (the first one)
strs() { msgcat --no-wrap --no-location "$1" | sed -n 's/^msgstr "\(.*\)"$/\1/p' | sed '1d'; }

# forbidden: terms the glossary replaces (and how the community writes them)
forbidden() {
  grep -nE 'СПО|[Кк]осмодок|[Кк]осмическ[^ ]* док|[Вв]торичн|[Лл]ист[^ ]* фракц|резерв[^ ]* (стратегии|тактики)|[Тт]айн[^ ]* цел|[Вв]ексел|[Юю]нит|жетон[^ ]* приказов' "$1"
}

# English: an ASCII word of 3+ letters in a msgstr that is not a
# placeholder (%s, {1}), a key=value, a JSON path, a word of the protocol the
# user types (commands, move verbs, edit and option words) or a name (README,
# JSON, SVG, Tab, Ctrl-D), nor syntax its msgid shows: a usage line, an
# example after "e.g.", "pX WORD", "WORD none", "a|b" lists, "WORD=".
PROTOCOL_WORDS=" new state pending legal undo log save load expect error help list quit
  give set law deck dice sandbox edits place random run lang json JSON README SVG svg Tab Ctrl
  pass play vote abstain decide choose pick strategic tactical component offer accept
  decline standing score follow until window voting agenda never none phase
  planet action promissory tech secret tokens units speaker custodians round
  strategy removed locked unlocked exhausted purged has lacks in_play
  infantry mech pds carrier cruiser destroyer dreadnought fighter flagship
  commodities tactic fleet cultural hazardous industrial frontier gain convert draw spend_tg spend_commodity commodity replenish remove fragment edits all table objectives laws galaxy hand XDG STATE HOME dice land move produce reveal retreat assign sustain use cannon bombard warsun Authorization Bearer GET POST Upgrade WebSocket websocket true false SVG svg map pending question "
PROTOCOL_WORDS=" $(echo $PROTOCOL_WORDS) "
# the words of a text that are English (one text a line)
english() {
  sed -e 's/%s//g' -e 's/{[0-9]}//g' -e 's/[^ ,;:()]*=[^ ,;:()]*//g' -e 's/[A-Za-z_]*\.[A-Za-z_.]*//g' -e 's/[A-Za-z0-9]*_[A-Za-z0-9_]*//g' "$1" |
    grep -oE '[A-Za-z]{3,}' | sort -u | while read -r w; do
      case "$PROTOCOL_WORDS" in *" $w "*) ;; *) echo "$w" ;; esac
    done
}
# msgid<TAB>msgstr a line, without the header
pairs() {
  msgcat --no-wrap --no-location "$1" | awk '
    /^msgid "/ { id = substr($0, 8, length($0) - 8) }
    /^msgstr "/ { if (id != "") print id "\t" substr($0, 9, length($0) - 9) }'
}
# the English words of each msgstr that its msgid does not show as syntax
english_pairs() {
  LC_ALL=C awk -F '\t' -v words="$PROTOCOL_WORDS" '
    function syntax(id, w,   i) {
      if (id ~ /^usage:/ && index(id, w)) return 1
      i = index(id, "e.g."); if (i && index(substr(id, i), w)) return 1
      if (id ~ ("(^|[ (])pX " w "( |$)")) return 1
      if (id ~ ("[|]" w "([^a-z_]|$)") || id ~ ("(^|[^a-z_])" w "[|]")) return 1
      if (id ~ ("(^|[^a-z_])" w " none")) return 1
      if (id ~ ("(^|[^a-z_])" w "=")) return 1
      return 0
    }
    { s = $2
      gsub(/%s|[{][0-9][}]/, "", s)
      gsub(/[^ ,;:()]*=[^ ,;:()]*/, "", s)
      gsub(/[A-Za-z_]*[.][A-Za-z_.]*/, "", s)
      gsub(/[A-Za-z0-9]*_[A-Za-z0-9_]*/, "", s)
      while (match(s, /[A-Za-z]+/)) {
        w = substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH)
        if (length(w) < 3 || index(words, " " w " ") || syntax($1, w)) continue
        print w ": " $2
      } }' "$1"
}

# a quoted name right after a preposition (по «Бунт»): it needs its noun
prep_quote() {
  grep -nE '(^|[ "(])([Пп]о|[Дд]ля|[Уу]|[Оо]т|[Ии]з|[Бб]ез|[Дд]о|[Пп]ри|[Кк]|[Нн]а|[Вв]|[Сс]) «' "$1" |
    grep -vE ' «(когда|после|за|против)»'
}

# quotes: «» outside, „“ inside; every quote closed; prints the bad lines
bad_quotes() {
  sed -e 's/«/\x01/g' -e 's/»/\x02/g' -e 's/„/\x03/g' -e 's/“/\x04/g' "$1" | LC_ALL=C awk '
    { d = 0; i = 0; bad = 0
      for (k = 1; k <= length($0); k++) {
        c = substr($0, k, 1)
        if (c == "\001") { if (d) bad = 1; d = 1 }
        else if (c == "\002") { if (!d || i) bad = 1; d = 0 }
        else if (c == "\003") { if (!d || i) bad = 1; i = 1 }
        else if (c == "\004") { if (!i) bad = 1; i = 0 }
      }
      if (d || i) bad = 1
      if (bad) print NR ": " $0 }'
}

if command -v msgcat >/dev/null 2>&1; then
  strs "$SRC/po/ru.po" > "$TMP/ru.txt"
  check "msgstr extracted" test -s "$TMP/ru.txt"
  f=$(forbidden "$TMP/ru.txt")
  [ -z "$f" ] || printf 'terms the glossary replaces:\n%s\n' "$f" >&2
  check "po/ru.po: no СПО, космодок, вторичн… (glossary)" test -z "$f"
  pairs "$SRC/po/ru.po" > "$TMP/pairs.txt"
  e=$(english_pairs "$TMP/pairs.txt")
  [ -z "$e" ] || printf 'English words in msgstr:\n%s\n' "$e" >&2
  check "po/ru.po: no English word in a Russian sentence" test -z "$e"
  # a quoted name after a preposition takes its noun: по карте «…», not по «…»
  # (the timing words «когда», «после» and outcomes «за», «против» aside)
  p=$(prep_quote "$TMP/ru.txt")
  [ -z "$p" ] || printf 'a quoted name right after a preposition:\n%s\n' "$p" >&2
  check "po/ru.po: no quoted name right after a preposition (по карте «…»)" test -z "$p"
  # the glossary's rewrites (po/glossary-fixes.sed) have nothing left to do
  sed -f "$SRC/po/glossary-fixes.sed" "$SRC/po/ru.po" > "$TMP/fixed.po"
  d=$(diff "$SRC/po/ru.po" "$TMP/fixed.po" | grep '^>' | head -20)
  [ -z "$d" ] || printf 'run: LC_ALL=C.UTF-8 sed -i -f po/glossary-fixes.sed po/ru.po (then read the diff):\n%s\n' "$d" >&2
  check "po/ru.po: nothing for po/glossary-fixes.sed to rewrite (юнит, повестка, тайл, воздержаться ...)" test -z "$d"
  q=$(bad_quotes "$TMP/ru.txt")
  [ -z "$q" ] || printf 'quotes nested wrongly:\n%s\n' "$q" >&2
  check "po/ru.po: quotes nest as «… „…“ …»" test -z "$q"

  # the checks catch what they are for
  cat > "$TMP/bad.po" <<'PO'
msgid ""
msgstr "Content-Type: text/plain; charset=UTF-8\n"

msgid "a"
msgstr "на планете нельзя поставить СПО"

msgid "b"
msgstr "второе сооружение — космический док"

msgid "c"
msgstr "вторичная способность"

msgid "d"
msgstr "outcome — не вариант решения"

msgid "e"
msgstr "по карте «Система «Свой-Чужой»»"

msgid "f"
msgstr "решение по «Бунт» принято"

msgid "Quash costs a token (%s)"
msgstr "«Quash» стоит жетон (%s)"

msgid "usage: pX move none | pX move SYSTEM:TYPE=N (%s)"
msgstr "использование: pX move none | pX move СИСТЕМА:ТИП=N (%s)"

msgid "name a system, e.g. component war_effort 26 (%s)"
msgstr "назовите систему, например component war_effort 26 (%s)"
PO
  strs "$TMP/bad.po" > "$TMP/bad.txt"
  check "the glossary check finds СПО, космический док, вторичн…" \
    test "$(forbidden "$TMP/bad.txt" | wc -l)" -eq 3
  pairs "$TMP/bad.po" > "$TMP/badpairs.txt"
  e=$(english_pairs "$TMP/badpairs.txt" | cut -d: -f1 | tr '\n' ' ')
  check "the English check finds a placeholder word and a card left in English, not syntax ($e)" \
    test "$e" = "outcome Quash "
  check "the quote check finds «…«…»…»" test "$(bad_quotes "$TMP/bad.txt" | wc -l)" -eq 1
  check "the preposition check finds по «…»" test "$(prep_quote "$TMP/bad.txt" | wc -l)" -eq 1
else
  echo "SKIP (catalogue checks): msgcat not found (install gettext)"
fi

# the content's Russian names follow the glossary too (the ru column)
for t in "$SRC"/data/*.tsv; do cut -f3 "$t" | sed 1d; done > "$TMP/names.txt"
check "data: Russian names read" test -s "$TMP/names.txt"
f=$(forbidden "$TMP/names.txt")
[ -z "$f" ] || printf 'terms the glossary replaces in data/*.tsv:\n%s\n' "$f" >&2
check "data/*.tsv: no СПО, космодок, вторичн… in Russian names" test -z "$f"
q=$(bad_quotes "$TMP/names.txt")
check "data/*.tsv: quotes in Russian names are «…»" test -z "$q"

# ---- the program's Russian ---------------------------------------------------------
agenda='new players=4 sandbox seed=7 factions=xxcha,muaat
set speaker p1
set custodians removed
give p1 tokens tactic=3 fleet=3 strategy=2
give p2 planet lodor
give p3 planet muaat
give p2 promissory creuss_iff:p3
law anti_intellectual_revolution
law anti_intellectual_revolution
law mutiny
deck agenda mutiny,minister_of_war
set phase agenda
p1 pass
p2 pass
p3 pass
p4 pass
p1 pass
p2 pass
p3 pass
p4 pass
p1 play quash
p1 pass
p2 pass
p3 pass
p4 pass
p2 vote lodor lodor
p2 vote for muaat
state'
ru=$(printf '%s\n' "$agenda" | "$TI4" --lang ru)
# LRR 8.8 / RU 94.8: the refused outcome is named, not "outcome"
check "ru: the outcome refused is named" contains "$ru" "Ошибка: Лодор — не вариант решения этой карты политики (правило 8.11)"
check "ru: a planet by its Russian name" contains "$ru" "Ошибка: вы не контролируете планету Муаат (правило 8.6)"
check "ru: a law by its name, quoted" contains "$ru" "Ошибка: «Анти-технологическая революция» уже в игре"
check "ru: a directive by its name" contains "$ru" "Ошибка: «Бунт» — распоряжение, а не закон (правило 7.2)"
check "ru: a faction ability by its Russian name" contains "$ru" "Ошибка: «Аннулирование» нельзя применить в этом окне времени (правило 1.3)"
check "ru: nested quotes „…“" contains "$ru" "p2 получает карту обещания «Система „Свой-Чужой“»."
check "ru: the faction, not the planet" contains "$ru" "p2 Тлеющие с Муаата"
r=$(printf 'new players=6 seed=3 factions=muaat,winnu\ntable\n' | "$TI4" --lang ru)
check "ru: the table names the faction, not the planet" contains "$r" "p1 Тлеющие с Муаата"
check "ru: голосование по карте «…»" contains "$ru" "голосование по карте «Бунт»"

turn='new players=4 sandbox seed=7
set speaker p1
set strategy p1 leadership
set strategy p2 diplomacy
set strategy p3 politics
set strategy p4 trade
give p1 tech bio_stims
set phase action
p1 pass
p2 pass
p3 pass
p4 pass
p1 strategic trade
p1 component bio_stims
p1 component ancient_burial_sites'
ru2=$(printf '%s\n' "$turn" | "$TI4" --lang ru)
check "ru: a strategy card after its noun" contains "$ru2" "Ошибка: у вас нет карты «Торговля» (правило 82.1)"
check "ru: a technology by its name" contains "$ru2" "Ошибка: «Биостимуляторы» — не компонентное действие (правило 1.5)"
check "ru: an action card by its name" contains "$ru2" "Ошибка: «Древние захоронения» — не компонентное действие (правило 1.5)"

trade='new players=4 seed=7 sandbox factions=hacan,muaat,winnu,sol
set speaker p1
set strategy p1 trade
set strategy p2 warfare
set strategy p3 technology
set strategy p4 imperial
set phase action
p1 pass
p2 pass
p3 pass
p4 pass
p1 strategic
p2 pass
p3 pass
p4 pass'
ru3=$(printf '%s\n' "$trade" | "$TI4" --lang ru)
# LRR 87 Trade: the count after a colon, the thing in its case
check "ru: получает товары: 3" contains "$ru3" "p1 получает товары: 3."
check "ru: получает продукцию: N" contains "$ru3" "p1 получает продукцию: "
r=$(printf 'new players=4 seed=7\ntable\n' | "$TI4" --lang ru)
check "ru: the table's label stays nominative (продукция 0)" contains "$r" "продукция 0"
check "ru: no nominative продукция after получает" sh -c '! printf "%s" "$1" | grep -q "получает продукция"' _ "$ru3"

# no id or English word in any Russian refusal above (seat words p3 stay;
# the [code] is the protocol's)
printf '%s\n%s\n' "$ru" "$ru2" | grep '^Ошибка:' | sed -e 's/ \[[a-z_]*\]$//' -e 's/\bp[1-8]\b//g' > "$TMP/refusals.txt"
check "refusals seen" test "$(wc -l < "$TMP/refusals.txt")" -ge 8
e=$(english "$TMP/refusals.txt")
[ -z "$e" ] || printf 'English or ids in Russian refusals: %s\n' "$(echo $e)" >&2
check "ru: no id or English word in the refusals" test -z "$e"
printf '%s\n%s\n' "$ru" "$ru2" > "$TMP/answers.txt"
q=$(bad_quotes "$TMP/answers.txt")
[ -z "$q" ] || printf 'quotes nested wrongly:\n%s\n' "$q" >&2
check "ru: quotes nest right in the answers" test -z "$q"

# English keeps the ids, and names the value too
en=$(printf '%s\n' "$agenda" | "$TI4" --lang en)
check "en: the outcome refused is named" contains "$en" "Error: lodor is not an outcome of this agenda (rule 8.11)"
check "en: no placeholder word" sh -c '! printf "%s" "$1" | grep -q "outcome is not"' _ "$en"

# the setup's steps in words, windows and faction abilities by their names
r=$("$TI4" --lang ru < "$SRC/tests/scenarios/round/setup_secrets.ti4")
check "ru: a setup step, not \"rule Setup 12\"" contains "$r" "(подготовка к игре, шаг 12)"
r=$("$TI4" --lang ru < "$SRC/tests/scenarios/agenda/ag_050_galactic_threat.ti4")
check "ru: a faction ability by its name in events" contains "$r" "p1 предсказывает вариант «за» («Галактическая угроза»)."
r=$(printf 'new players=4 sandbox seed=7\np1 standing skip=turn_start,turn_end\n' | "$TI4" --lang ru)
check "ru: standing windows by their names" contains "$r" "пока не отменит: в начале хода; в конце хода."

# a system activated is named by its planets, beside its tile number
r=$(printf '%s\n' "$turn" | sed -e 's/^p1 strategic trade$/p1 tactical 19/' -e 's/^set phase action$/give p1 units 19 carrier=1\nset phase action/' | "$TI4" --lang ru)
check "ru: the system activated, by name" contains "$r" "p1 активирует систему 19 (Веллон)."

# units moved: the count after the name, after a colon (no "2 Дредноут")
r=$("$TI4" --lang ru < "$SRC/tests/scenarios/galaxy/after_activation.ti4")
check "ru: units moved, name then count" sh -c 'printf "%s" "$1" | grep -qE "перемещает из системы [0-9]+ \([^)]*\): [^0-9]+ [0-9]+\."' _ "$r"

# a count is not a tile: 18 stays 18, not Mecatol Rex's system
r=$(printf 'new players=4 sandbox seed=7\nundo 18\n' | "$TI4" --lang ru)
check "ru: a number refused stays a number" contains "$r" "столько ходов отменить нельзя: 18"

# what a player gains, by its kind (a unit, not the technology of its id)
r=$("$TI4" --lang ru < "$SRC/tests/scenarios/agenda/rider_warfare.ti4")
check "ru: a gained unit named as a unit" contains "$r" "получает отряд «Дредноут»."
check "ru: nothing gained without its noun" sh -c '! printf "%s" "$1" | grep -qE "(получает|теряет|берёт) «"' _ "$r"

# LRR 8 / Ixthian Artifact: a die roll is said as one, not as an outcome "?"
r=$("$TI4" --lang ru < "$SRC/tests/scenarios/agenda/card_ixthian_artifact_for_destruction.ti4")
check "ru: the die roll" contains "$r" "На кубике выпало 5."
check "ru: no outcome «?»" sh -c '! printf "%s" "$1" | grep -q "«?»"' _ "$r"

# AG-047 Covert Legislation: a hidden agenda is said drawn face down, not «?»
r=$("$TI4" --lang ru < "$SRC/tests/scenarios/agenda/card_covert_legislation.ti4")
check "ru: the hidden agenda" contains "$r" "Следующую карту политики берут взакрытую."
check "ru: no agenda «?»" sh -c '! printf "%s" "$1" | grep -q "«?»"' _ "$r"

# I/O errors say why, in the session's language
mkdir "$TMP/dir"
io='new players=4 sandbox seed=7
save '"$TMP"'/no/such/dir/g.json
load '"$TMP"'/dir
load '"$TMP"'/none.json'
en=$(printf '%s\n' "$io" | "$TI4" --lang en)
check "en: a write error says why" contains "$en" "cannot write $TMP/no/such/dir/g.json: no such file or directory [io]"
check "en: a read error says why" contains "$en" "cannot read $TMP/dir: it is a directory [io]"
ru=$(printf '%s\n' "$io" | "$TI4" --lang ru)
check "ru: a write error says why" contains "$ru" "не удаётся записать $TMP/no/such/dir/g.json: нет такого файла или каталога [io]"
check "ru: a read error says why" contains "$ru" "не удаётся прочитать $TMP/none.json: нет такого файла или каталога [io]"

# ti4 --lang ru run reports in Russian
cat > "$TMP/s.ti4" <<'IN'
new players=4 sandbox seed=7
expect round == 1
expect round == 5
IN
r=$("$TI4" --lang ru run "$TMP/s.ti4")
check "ru run: the failed expect in Russian" contains "$r" "s.ti4:3: expect round == 5: ожидалось round == 5, а на деле 1"
check "ru run: the summary in Russian" contains "$r" "пройдено: 1, не пройдено: 1"
r=$("$TI4" run "$TMP/s.ti4")
check "run: English by default" contains "$r" "1 passed, 1 failed"
finish
