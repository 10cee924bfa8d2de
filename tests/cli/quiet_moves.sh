# A move that changes nothing anyone sees still says what happened -- the
# secret objective kept at setup (12.i: which one stays hidden), a declined
# choice -- as a `done` event and a sentence in both languages, never a bare
# "OK." (the server pushes it like any event).
. "$(dirname "$0")/lib.bash"
start='new players=3 seed=5 factions=sol,hacan,xxcha'
keep=$(printf '%s\nlegal\n' "$start" | jrun | tail -1 | jq -r '.moves[0]')
seat=${keep%% *}
check "a seat keeps a secret" contains "$keep" "$seat choose "
out=$(printf '%s\n%s\n' "$start" "$keep" | jrun | tail -1)
check "keeping a secret is an event" contains "$out" "\"type\":\"done\",\"player\":\"$seat\",\"move\":\"choose\",\"declined\":false"
secret=${keep#"$seat" choose }
check "which secret stays hidden" sh -c '! printf "%s" "$1" | grep -q "$2"' _ "$out" "$secret"
text=$(printf '%s\n%s\n' "$start" "$keep" | "$TI4" --lang en)
check "said in English" contains "$text" "$seat makes a choice."
check "no bare OK" sh -c '! printf "%s\n" "$1" | grep -qx "OK."' _ "$text"
ru=$(printf '%s\n%s\n' "$start" "$keep" | "$TI4" --lang ru)
check "said in Russian" contains "$ru" "$seat делает выбор."
finish
