# Discoverable (issue 11): help covers every command and move, help WORD
# explains one; unknown ids and commands answer "did you mean"; Tab
# completes only what is legal now (through a pseudo-terminal).
. "$(dirname "$0")/lib.bash"
h=$(printf 'help\n' | "$TI4" --lang en)
for w in new state pending legal table objectives laws agenda galaxy hand "pass all" undo log save load \
         expect list give set law deck help quit "pX pass" "pX standing" "pX play" "pX vote" "pX abstain" \
         "pX decide" "pX choose" "pX pick" "pX strategic" "pX tactical" "pX component" "pX follow" \
         "pX score" "pX offer" "pX accept" "pX decline" "until="; do
  check "help covers $w" contains "$h" "$w"
done
for lang in en ru; do
  w=$(printf 'help\n' | "$TI4" --lang $lang | LC_ALL=C.UTF-8 wc -L)
  check "help fits 80 columns in $lang ($w)" test "$w" -le 80
done
h=$(printf 'help score\n' | "$TI4" --lang en)
check "help MOVE explains one" contains "$h" "score an objective"
check "help MOVE shows only that" bash -c "! grep -q 'pX vote' <<< '$h'"
h=$(printf 'help p2\n' | "$TI4" --lang en)
check "help pX: every move" contains "$h" "pX follow"
h=$(printf 'help until\n' | "$TI4" --lang en)
check "help until" contains "$h" "until=window|voting|agenda|never"
out=$(printf 'new players=6 seed=15\np3 choose threaten_enemie\nstaet\nhelp foolow\n' | jrun)
check "did you mean: an id" contains "$(line 2 "$out")" '"did_you_mean":["threaten_enemies"]'
check "did you mean: in the message" contains "$(line 2 "$out")" 'did you mean threaten_enemies?'
check "did you mean: a command" contains "$(line 3 "$out")" '"did_you_mean":["state"'
check "did you mean: help" contains "$(line 4 "$out")" '"did_you_mean":["follow"]'
t=$(printf 'new players=6 seed=15\np3 choose threaten_enemie\n' | "$TI4" --lang ru)
check "did you mean in Russian" contains "$t" "может быть, threaten_enemies?"

# Tab: the pending seat's legal words only (Ctrl-U clears the line here;
# Ctrl-C is interactive.sh's)
PTY=$(dirname "$TI4")/tests/ptydrive
export XDG_STATE_HOME=$TMP/state HOME=$TMP TERM=xterm
printf '%s\n' 'wait ti4 >
send new players=6 seed=15\r
wait New game
send p3 ch\t
wait oose
send \t\t
wait establish_a_perimeter
wait prove_endurance
send \x15
send gi\t\r
wait unknown command: gi
send quit\r
wait Leave it?
send y\r
exit 0' > "$TMP/tab"
check "tab completes legal words" "$PTY" "$TMP/tab" "$TI4" --lang en
finish
