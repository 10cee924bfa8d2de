# LRR 8.1 / RU 94.1 -- while the custodians token is on Mecatol Rex there
# is no agenda phase: the status phase leads straight to the next round's
# strategy phase, and nothing announces an agenda phase that does not
# happen. Once the token is gone, the agenda phase comes and is announced.
. "$(dirname "$0")/lib.bash"
game='new players=3 seed=14 factions=sol,hacan,xxcha edits
set strategy p1 leadership
set strategy p2 diplomacy
set strategy p3 politics
set phase status
p1 pass
p2 pass
p3 pass
p1 choose tactic=6 fleet=3 strategy=2
p2 choose tactic=5 fleet=3 strategy=2
p3 choose tactic=5 fleet=3 strategy=2
p1 pass
p2 pass
p3 pass'
out=$(printf '%s\n' "$game" | "$TI4" --lang en)
check "the next round's strategy phase is announced" contains "$out" "Now the strategy phase."
check "no agenda phase is announced" sh -c '! printf "%s\n" "$1" | grep -q "agenda phase"' _ "$out"
json=$(printf '%s\nstate\n' "$game" | jrun | tail -1)
check "a new round" test "$(jq -r .state.round <<<"$json")" = 2
check "in the strategy phase" test "$(jq -r .state.phase <<<"$json")" = strategy
out=$(printf '%s\n' "$game" | sed '1s/ edits/ sandbox/; 1a set custodians removed' | "$TI4" --lang en)
check "without the custodians token (a sandbox edit) the agenda phase is announced" contains "$out" "Now the agenda phase."
finish
