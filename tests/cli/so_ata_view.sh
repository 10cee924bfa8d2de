# So Ata (Yssaril commander, cards/activation.c): what the looker sees of
# the active player's hand is in the looker's view alone -- `state as=pX`
# of any other seat (and the public view) carries no `seen`, as Politics'
# top agendas (LRR 66.2 iii, view.sh).
. "$(dirname "$0")/lib.bash"
out=$(jrun <<'IN'
new players=3 seed=3 factions=sol,yssaril,xxcha map=41,42,44,43,39,24,0,26,25,27,28,0,40,29,30,31,0,19 edits
p1 standing skip=when_strategic_action,after_action,after_action_card_discarded,turn_start,turn_end,action_card_played,after_movement
p2 standing skip=when_strategic_action,after_action,after_action_card_discarded,turn_start,turn_end,action_card_played,after_movement
p3 standing skip=when_strategic_action,after_action,after_action_card_discarded,turn_start,turn_end,action_card_played,after_movement
set phase action
give p2 leader so_ata unlocked
give p2 units 26 destroyer=1
give p1 action sabotage
p1 tactical 26
p1 pass
p2 play so_ata
p2 choose 1
state as=p2
state as=p1
state as=p3
state as=public
IN
)
check "the looker sees p1's hand" contains "$(line 13 "$out")" '"seen":["sabotage"]'
check "p1's view has no seen" lacks "$(line 14 "$out")" '"seen"'
check "p3's view has no seen" lacks "$(line 15 "$out")" '"seen"'
check "p3 does not see the card" lacks "$(line 15 "$out")" 'sabotage'
check "the public view has no seen" lacks "$(line 16 "$out")" '"seen"'
finish
