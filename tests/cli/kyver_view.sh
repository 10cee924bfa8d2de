# Kyver, Blade and Key (Yssaril hero, cards/heroes2.c): the card a player
# shows is in the Yssaril's view alone -- `state as=pX` of any other seat
# (and the public view) carries no `shown`, as So Ata's `seen`.
. "$(dirname "$0")/lib.bash"
out=$(jrun <<'IN'
new players=3 seed=3 factions=yssaril,hacan,xxcha edits
set phase action
p1 standing skip=when_strategic_action,after_action,after_action_card_discarded,turn_start,turn_end,action_card_played,after_movement
p2 standing never
p3 standing never
give p1 leader kyver_blade_and_key unlocked
give p2 action ghost_ship
p1 component kyver_blade_and_key
p2 choose ghost_ship
state as=p1
state as=p2
state as=p3
state as=public
IN
)
check "the Yssaril sees the card shown" contains "$(line 10 "$out")" '"shown":"ghost_ship"'
check "p2's view has no shown" lacks "$(line 11 "$out")" '"shown"'
check "p3's view has no shown" lacks "$(line 12 "$out")" '"shown"'
check "p3 does not see the card" lacks "$(line 12 "$out")" 'ghost_ship'
check "the public view has no shown" lacks "$(line 13 "$out")" '"shown"'
finish
