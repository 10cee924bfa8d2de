# What a player at the table needs to see (doc/table.md): table, objectives,
# laws, agenda, galaxy, hand pX, the round summary; built from the public
# view, so no seat's hidden cards leak into them; the galaxy fits 80 columns.
. "$(dirname "$0")/lib.bash"
setup='new players=3 seed=14 factions=sol,hacan,xxcha edits
give p1 action sabotage
give p2 secret mine_rare_metals
law minister_of_commerce elected=p2'
out=$(printf '%s\ntable\nobjectives\nlaws\nagenda\ngalaxy\nhand p1\nhand p9\nhand\ntable x\n' "$setup" | jrun)
t=$(line 5 "$out"); o=$(line 6 "$out"); l=$(line 7 "$out"); a=$(line 8 "$out"); g=$(line 9 "$out"); h=$(line 10 "$out")
check "table answers" contains "$t" '"view":"table","table":{'
check "table: tokens" contains "$t" '"tokens":{"tactic":3,"fleet":3,"strategy":2}'
check "table: action card count" contains "$t" '"action_card_count":1'
check "table: strategy cards with tg and initiative" contains "$t" '"leadership":{"holder":null,"exhausted":false,"tg":0,"initiative":1}'
check "table: leaders" contains "$t" '"leaders":{"agent":"unlocked"'
check "table leaks no hand" bash -c "! grep -q sabotage <<< '$t'"
check "objectives: revealed with scorers" contains "$o" '"public":[{"id":"erect_a_monument","stage":1,"points":1,"scored_by":[]}'
check "objectives leak no secret" bash -c "! grep -q mine_rare_metals <<< '$o'"
check "laws" contains "$l" '"laws":[{"id":"minister_of_commerce","elected":"p2"}]'
check "agenda" contains "$a" '"view":"agenda","agenda":{"current":null'
check "agenda leaks no deck order" bash -c "! grep -q agenda_deck\\\" <<< '$a'"
check "galaxy: systems with planets" contains "$g" '"planets":[{"id":"jord","owner":"p1","units":{"infantry":5,"dock":1}}]'
check "galaxy: ships" contains "$g" '"ships":{"p1":'
check "hand p1: its cards" contains "$h" '"action_cards":["sabotage"]'
check "hand p9 refused" contains "$(line 11 "$out")" '"code":"unknown_id"'
check "hand without seat refused" contains "$(line 12 "$out")" '"code":"bad_syntax"'
check "table takes no argument" contains "$(line 13 "$out")" '"code":"bad_syntax"'
# the text views, English and Russian, fit an 80-column terminal
for lang in en ru; do
  txt=$(printf '%s\ntable\nobjectives\nlaws\nagenda\ngalaxy\nhand p1\n' "$setup" | "$TI4" --lang $lang)
  w=$(printf '%s\n' "$txt" | LC_ALL=C.UTF-8 wc -L)
  check "text views fit 80 columns in $lang (widest $w)" test "$w" -le 80
done
txt=$(printf '%s\ngalaxy\n' "$setup" | "$TI4" --lang en)
check "galaxy: Mecatol Rex in the middle" contains "$txt" "Mecatol"
check "galaxy: what is where" contains "$txt" "Jord p1 (Infantry 5, Space Dock 1)"
txt=$(printf '%s\ntable\n' "$setup" | "$TI4" --lang en)
check "table text" contains "$txt" "tokens tactic/fleet/strategy 3/3/2"
# state: --json keeps the full state; as=public hides every hand
out=$(printf '%s\nstate\nstate as=public\nstate as=p1\nstate as=all\n' "$setup" | jrun)
check "--json state is full" contains "$(line 5 "$out")" '"action_cards":["sabotage"]'
check "as=public hides hands" bash -c "! grep -q sabotage <<< '$(line 6 "$out")'"
check "as=p1 shows p1's hand" contains "$(line 7 "$out")" '"action_cards":["sabotage"]'
check "as=all is the full state" contains "$(line 8 "$out")" '"action_cards":["sabotage"]'
check "as=public: view null" contains "$(line 6 "$out")" '"view":null'
# the round summary on the move that ends a round (status_scoring.ti4's round)
sed -n 7,56p "$SRC/tests/scenarios/round/status_scoring.ti4" | grep -v '^expect' > "$TMP/round.txt"
out=$(jrun < "$TMP/round.txt")
s=$(printf '%s\n' "$out" | grep round_summary)
check "one round summary" [ "$(printf '%s\n' "$s" | grep -c .)" -eq 1 ]
check "summary: who scored" contains "$s" '"scored":[{"player":"p1","objective":"erect_a_monument"},{"player":"p1","objective":"mine_rare_metals"}]'
check "summary: revealed and VP" contains "$s" '"revealed":["corner_the_market"],"vp":{"p1":2,"p2":0,"p3":0}'
txt=$("$TI4" --lang en < "$TMP/round.txt")
check "summary text" contains "$txt" "Round 1 is over"
# factions are named as factions (muaat is a planet id too)
t=$(printf 'new players=3 seed=3 factions=muaat,hacan,xxcha\nstate\ntable\n' | "$TI4" --lang ru)
check "state: the faction, not the planet" contains "$t" "p1 Тлеющие с Муаата:"
check "table: the faction, not the planet" contains "$t" "p1 Тлеющие с Муаата"
finish
