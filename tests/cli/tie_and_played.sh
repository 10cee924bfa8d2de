# LRR 8.19 / RU 94.19 and the protocol's events: a tie (or no vote at all)
# is an event of its own before the speaker decides, naming the tied
# outcomes and their votes; a played card's number (Bribery's trade goods)
# is in its "played" event; both said in English and Russian.
. "$(dirname "$0")/lib.bash"
# six players: Bribery (1 trade good) cancelled by Sabotage, then a 3-3 tie
script=$(sed -n '1,/^p1 decide against/p' "$SRC/tests/scenarios/protocol/six_player_agenda.ti4" |
         grep -v -e '^expect' -e '^p1 decide against' -e 'vote for abyz' -e 'vote against jord')
js=$(printf '%s\n' "$script" | jrun)
check "played carries the number" contains "$js" '{"type":"played","player":"p5","card":"bribery","n":1}'
check "one tie event, outcomes and votes" contains "$js" '{"type":"tie","player":"p1","agenda":"economic_equality","outcomes":["for","against"],"votes":3}'
check "a single tie object" test "$(printf '%s' "$js" | grep -o '"type":"tie"' | wc -l)" -eq 1
check "the tie comes before the decision" sh -c '! printf "%s" "$1" | grep -q "\"type\":\"decided\""' _ "$js"
en=$(printf '%s\n' "$script" | "$TI4" --lang en)
check "en: Bribery's trade goods" contains "$en" "p5 plays Bribery and spends 1 trade good(s)."
check "en: tie sentence" contains "$en" "Tie at 3 vote(s) each between for, against: p1, the speaker, decides."
ru=$(printf '%s\n' "$script" | "$TI4" --lang ru)
check "ru: Bribery's trade goods" contains "$ru" "p5 разыгрывает «Подкуп» и тратит товары: 1."
check "ru: tie sentence" contains "$ru" "Голоса разделились поровну (3 за каждый из вариантов: за, против): решает председатель p1."
# a number other than 1, and a card played without one has no "n"
b3=$(printf 'new players=3 sandbox seed=7\nset speaker p1\nset custodians removed\ndeck agenda mutiny\ngive p3 action bribery\ngive p3 tg 5\ngive p3 planet jord\nset phase agenda\np1 standing never\np2 standing never\np3 standing voting\np2 abstain\np3 vote for jord\np1 abstain\np3 play bribery 3\n' | jrun | tail -1)
check "p3 play bribery 3: n is 3" contains "$b3" '"card":"bribery","n":3'
# nobody votes: every outcome is tied at 0
none=$(printf 'new players=3 sandbox seed=7\nset speaker p3\nset custodians removed\ndeck agenda mutiny\nset phase agenda\np1 standing never\np2 standing never\np3 standing never\np1 abstain\np2 abstain\np3 abstain\n' )
nj=$(printf '%s\n' "$none" | jrun | tail -1)
check "no votes: a tie at 0" contains "$nj" '{"type":"tie","player":"p3","agenda":"mutiny","outcomes":["for","against"],"votes":0}'
check "en: nobody voted" contains "$(printf '%s\n' "$none" | "$TI4" --lang en)" "Nobody voted: p3, the speaker, decides among for, against."
check "ru: nobody voted" contains "$(printf '%s\n' "$none" | "$TI4" --lang ru)" "Никто не проголосовал: председатель p3 выбирает из вариантов: за, против."
finish
