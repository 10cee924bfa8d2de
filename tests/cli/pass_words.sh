# Passing a window reads apart from passing for the round (issue 11): the
# passed event says which pass it was; a window prompt in the action phase
# says whose turn it is; pass all answers who passed and who stopped it.
. "$(dirname "$0")/lib.bash"
setup='new players=3 seed=3 factions=sol,naalu,xxcha edits
set strategy p1 leadership
set strategy p2 diplomacy
set strategy p3 politics
set phase action'
round='set strategy p1 leadership
p1 standing never
p2 standing never
p3 standing never
p1 tactical 18
p1 move none'
out=$(printf '%s\npending\npass all\n' "$setup" | jrun)
check "window prompt: whose turn" contains "$(line 6 "$out")" '"kind":"window","window":"turn_start","turn_of":"p1"'
check "pass all: who passed" contains "$(line 7 "$out")" '"passed":["p1","p2","p3"],"stopped_at":null'
check "a window pass says so" contains "$(line 7 "$out")" '{"type":"passed","player":"p1","pass":"window","window":"turn_start"}'
setup2=$(printf '%s\n' "$setup" | grep -v 'set strategy')
out=$(printf '%s\n%s\np2 pass\n' "$setup2" "$round" | jrun)
check "a round pass says so" contains "$(line 9 "$out")" '{"type":"passed","player":"p2","pass":"round"}'
txt=$(printf '%s\npending\npass all\n' "$setup" | "$TI4" --lang en)
check "text: window prompt" contains "$txt" "p1 — at the start of a turn (p1's turn): play or pass"
check "text: window pass" contains "$txt" "p2 does not act at the start of a turn."
txt=$(printf '%s\n%s\np2 pass\n' "$setup2" "$round" | "$TI4" --lang en)
check "text: round pass" contains "$txt" "p2 passes for the rest of the round."
txt=$(printf '%s\n%s\np2 pass\n' "$setup2" "$round" | "$TI4" --lang ru)
check "Russian: round pass" contains "$txt" "p2 пасует до конца раунда."
finish
