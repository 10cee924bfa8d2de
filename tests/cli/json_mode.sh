# --json: one answer line per command, nothing else; every command's shape;
# errors carry code, message and rule; a refused command changes nothing.
. "$(dirname "$0")/lib.bash"

out=$(jrun <<'IN'
# a comment gets no answer

help
help state
frobnicate
state
new players=4 sandbox seed=7
new players=4 bogus=1
new players=4 factions=not_a_faction
set speaker p1
give p2 planet lodor
give p2 tg 3
state
state as=p2
state as=p9
pending
legal
log
log 1
undo
undo 0
undo 1000
list agendas
list nonsense
p2 frobnicate
expect players.p2.tg == 3
expect players.p2.tg == 4
expect error illegal_move
quit
state
IN
)
n=$(printf '%s\n' "$out" | wc -l)
check "27 answers for 27 commands, none after quit (got $n)" [ "$n" -eq 27 ]
check "every answer is one JSON object" [ "$(printf '%s\n' "$out" | grep -vc '^{.*}$')" -eq 0 ]
check "help answers ok" contains "$(line 1 "$out")" '"ok":true,"help":'
check "help state" contains "$(line 2 "$out")" 'state [as=pX]'
check "unknown command" contains "$(line 3 "$out")" '"code":"unknown_command"'
check "error has message and rule" contains "$(line 3 "$out")" '"message":"'
check "error has rule" contains "$(line 3 "$out")" '"rule":'
check "state before new is an error" contains "$(line 4 "$out")" '"ok":false'
check "new" contains "$(line 5 "$out")" '"ok":true,"game":'
check "new with a bad option" contains "$(line 6 "$out")" '"code":"bad_syntax"'
check "new with an unknown faction" contains "$(line 7 "$out")" '"code":"unknown_id"'
check "edit answers events" contains "$(line 9 "$out")" '"ok":true,"events":['
st=$(line 11 "$out")
for f in '"round":' '"phase":' '"speaker":"p1"' '"custodians":' '"winner":null' '"players":{' \
         '"p2":{' '"faction":' '"vp":0' '"tg":3' '"commodities":' '"planets":{"lodor":{"exhausted":false}}' \
         '"action_cards":[' '"promissory":[' '"technologies":[' '"tokens":{"tactic":' '"strategy":[' \
         '"passed":false' '"strategy_cards":{' '"leadership":{"holder":null,"exhausted":false,"tg":0' \
         '"laws":{' '"agenda":{"current":' '"votes":{' '"outcome":' '"agenda_discard":[' \
         '"agenda_history":[' '"pending":{"player":'; do
  check "state has $f" contains "$st" "$f"
done
check "state as=p2" contains "$(line 12 "$out")" '"view":"p2"'
check "state as=p9 refused" contains "$(line 13 "$out")" '"ok":false'
check "pending" contains "$(line 14 "$out")" '"ok":true,"pending":{"player":'
check "pending kind" contains "$(line 14 "$out")" '"kind":"'
check "legal" contains "$(line 15 "$out")" '"ok":true,"moves":['
check "log" contains "$(line 16 "$out")" '"ok":true,"events":[{"type":"edit"'
check "log 1" [ "$(line 17 "$out" | grep -o '"type"' | wc -l)" -eq 1 ]
check "undo" contains "$(line 18 "$out")" '"ok":true,"undone":1'
check "undo 0 is bad syntax" contains "$(line 19 "$out")" '"code":"bad_syntax"'
check "undo 1000 refused" contains "$(line 20 "$out")" '"ok":false'
check "list agendas" contains "$(line 21 "$out")" '"id":"mutiny","en":"Mutiny","ru":"'
check "list nonsense" contains "$(line 22 "$out")" '"ok":false'
check "bad move" contains "$(line 23 "$out")" '"ok":false'
check "the undone tg edit is gone" contains "$(line 24 "$out")" '"code":"expect_failed"'
check "expect == fails with what it found" contains "$(line 25 "$out")" '"found":0'
check "expect error after a failed expect looks at the command before" contains "$(line 26 "$out")" '"ok":'
check "quit" [ "$(line 27 "$out")" = '{"ok":true}' ]

# a refused move changes nothing
a=$(jrun <<'IN'
new players=3 sandbox seed=1
give p1 planet lodor
state
p1 vote for lodor
give p9 tg 1
give p1 planet no_such_planet
state
IN
)
check "refused commands leave the state as it was" [ "$(line 3 "$a")" = "$(line 7 "$a")" ]
check "unknown id" contains "$(line 6 "$a")" '"code":"unknown_id"'

# stdout carries nothing but answers even with a terminal-less stdin and junk
junk=$(printf 'p1\n\x01\x02\xff\xfe\n%s\n"\n{}\nexpect\nexpect a\nexpect a b c d\nsave\nload\n' "$(head -c 3000 /dev/zero | tr '\0' x)" | jrun)
check "junk lines get one JSON answer each" [ "$(printf '%s\n' "$junk" | grep -c '^{"ok":false')" -eq 10 ]
finish
