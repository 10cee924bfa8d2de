# What people read during an agenda phase (six seats, riders, Veto, a tie),
# in English and Russian: edits said as facts, the rider seat's skipped vote
# explained, the elected outcome named (never "?"), the tie's prompt.
. "$(dirname "$0")/lib.bash"
# the scenario up to the tie, without its expect lines
script=$(sed -n '1,/^p1 decide against/p' "$SRC/tests/scenarios/protocol/six_player_agenda.ti4" |
         grep -v -e '^expect' -e '^p1 decide against' -e 'vote for abyz' -e 'vote against jord'; echo pending)
en=$(printf '%s\n' "$script" | "$TI4" --lang en)
check "edit: speaker" contains "$en" "p1 is now the speaker."
check "edit: custodians" contains "$en" "The custodians token is removed from Mecatol Rex."
check "edit: planet" contains "$en" "p3 now controls planet Jord."
check "no raw edit lines" sh -c '! printf "%s" "$1" | grep -q "^Edit:"' _ "$en"
check "agenda type shown" contains "$en" "Agenda revealed: Economic Equality (directive: for or against)."
check "rider seat skipped, with the reason" contains "$en" "p2 cannot vote on this agenda and is skipped."
check "Sabotage cancels Bribery" contains "$en" "Bribery is cancelled."
check "tie prompt names the speaker's decision" contains "$en" "p1 — speaker, the votes are tied: decide the outcome of Economic Equality (for/against)"
check "one trade good is singular" contains "$en" "p5 loses 1 trade good."
check "no unknown seat in any line" sh -c '! printf "%s" "$1" | grep -q "^?"' _ "$en"
win=$(printf '%s\np1 decide against\np1 pass\np2 pass\np3 pass\np4 pass\np5 pass\np6 pass\n' "$script" | "$TI4" --lang en)
check "rider that lost" contains "$win" "p2's Leadership Rider was wrong (for)."
check "rider that won" contains "$win" "p6's Politics Rider was right (against): it takes effect."
check "speaker decides" contains "$win" "p1, the speaker, decides: against."

ru=$(printf '%s\n' "$script" | "$TI4" --lang ru)
check "ru: председатель" contains "$ru" "p1 теперь председатель."
check "ru: карта политики, распоряжение" contains "$ru" "Раскрыта карта политики «Экономическое равенство» (распоряжение: «за» или «против»)."
check "ru: перевернуть" contains "$ru" "p3 переворачивает планету «Земра»."
check "ru: голоса" contains "$ru" "p3 отдаёт голоса за вариант «за»: 2."
check "ru: не может голосовать" contains "$ru" "p2 не может голосовать по этой карте политики"
check "ru: tie prompt with ids to type" contains "$ru" "голоса разделились поровну: выберите вариант решения по карте «Экономическое равенство» (for (за)/against (против))"
check "ru: no English sentence left" sh -c '! printf "%s" "$1" | grep -q -E "passes\.|is now|cannot vote|plays "' _ "$ru"
sb=$(printf 'new players=3 sandbox seed=1\npending\n' | "$TI4" --lang en)
check "a fresh sandbox is not 'over'" contains "$sb" "sandbox — set the table up"
finish
