# state as=pX hides others' action cards (counts only), others' unscored
# secrets and the order of the decks; the full state shows everything.
. "$(dirname "$0")/lib.bash"
out=$(jrun <<'IN'
new players=3 sandbox seed=2
give p1 action bribery
give p2 action veto
state
state as=p1
IN
)
full=$(line 4 "$out")
view=$(line 5 "$out")
check "full state shows p2's hand" contains "$full" '"action_cards":["veto"]'
check "p1 sees its own hand" contains "$view" '"action_cards":["bribery"]'
check "p1 does not see p2's veto" sh -c '! printf "%s" "$1" | grep -q "\"veto\""' _ "$view"
check "p1 sees p2's count" contains "$view" '"action_card_count":1'
check "the view hides the agenda deck order" sh -c '! printf "%s" "$1" | grep -q "\"agenda_deck\":\["' _ "$view"
check "the view keeps the deck size" contains "$view" '"agenda_deck_size":'

# LRR 66.2 iii: Politics' looker sees the top two agendas, nobody else does.
out=$(jrun <<'IN'
new players=3 seed=3 factions=sol,hacan,xxcha edits
set speaker p1
set strategy p2 politics
deck agenda mutiny,minister_of_war
set phase action
p1 standing never
p2 standing never
p3 standing never
p2 strategic politics
p2 choose p3
state as=p2
state as=p1
IN
)
check "the looker sees the top two" contains "$(line 11 "$out")" '"agendas":["mutiny","minister_of_war"]'
check "another seat does not" sh -c '! printf "%s" "$1" | grep -q "\"agendas\""' _ "$(line 12 "$out")"
finish
