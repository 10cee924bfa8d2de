# The map as SVG: `map [as=pX]` and `ti4 map OUT.svg`. A 6-player galaxy
# draws every system of the state's galaxy at its position, once; planets,
# home fleets, ground forces and the custodians token are drawn with their
# data attributes; the picture is deterministic, written atomically, in the
# game's language; bad arguments are refused.
. "$(dirname "$0")/lib.bash"

out=$(jrun <<IN
new players=6 seed=4
state
map
map as=p2
map as=p7
map everything
IN
)
state=$(line 2 "$out")
svg=$(line 3 "$out")
check "map answers ok with an svg" contains "$svg" '{"ok":true,"svg":"<svg xmlns=\"http://www.w3.org/2000/svg\"'
check "the svg ends" contains "$svg" '</svg>\n"}'

# every position of the state's galaxy, with its tile, is one hex of the picture
tiles=$(printf '%s' "$state" | grep -o '"pos":[0-9]*,"tile":"[0-9a-zA-Z]*"' | sed 's/"pos":\([0-9]*\),"tile":"\(.*\)"/\1 \2/')
n=$(printf '%s\n' "$tiles" | grep -c .)
check "a 6-player galaxy has 37 systems in the state and the nexus beside it ($n)" [ "$n" -eq 38 ]
while read -r pos tile; do
  c=$(printf '%s' "$svg" | grep -o "data-pos=\\\\\"$pos\\\\\" data-system=\\\\\"$tile\\\\\"" | wc -l)
  check "system $tile at position $pos is drawn once ($c)" [ "$c" -eq 1 ]
done <<< "$tiles"
hexes=$(printf '%s' "$svg" | grep -o '<g class=\\"hex ' | wc -l)
check "the picture has 38 hexes and no more ($hexes)" [ "$hexes" -eq 38 ]
check "the svg says how many systems it draws" contains "$svg" 'data-systems=\"38\" data-seats=\"6\"'

# what is on the tiles
check "Mecatol Rex is drawn as a planet" contains "$svg" 'data-planet=\"mecatol_rex\"'
check "the custodians token is on Mecatol Rex" contains "$svg" 'data-token=\"custodians\"'
for seat in p1 p2 p3 p4 p5 p6; do
  check "$seat has a home system" contains "$svg" "data-home=\\\"$seat\\\""
  check "$seat's starting fleet is drawn" contains "$svg" "class=\\\"ship\\\" data-seat=\\\"$seat\\\""
  check "$seat's starting infantry is drawn" contains "$svg" "class=\\\"ground\\\" data-seat=\\\"$seat\\\" data-unit=\\\"infantry\\\""
done
# seed 4: p1 (tile 03) starts with 2 carriers, p6 (Muaat) with a war sun
check "the state has p1's two carriers" contains "$state" '"ships":{"p1":{"carrier":2,'
check "p1's two carriers are drawn with their count" contains "$svg" 'data-seat=\"p1\" data-unit=\"carrier\" data-count=\"2\"'
check "the state has p6's war sun" contains "$state" '"p6":{"fighter":2,"warsun":1}'
check "p6's war sun is drawn" contains "$svg" 'data-seat=\"p6\" data-unit=\"warsun\" data-count=\"1\"'
check "planets carry resources and influence" contains "$svg" 'data-resources=\"1\" data-influence=\"6\"'
check "no command token on the board at the start" [ "$(printf '%s' "$svg" | grep -c 'data-token=\\"command\\"')" -eq 0 ]
check "a seat's view draws the same public map" [ "$(line 4 "$out")" = "$svg" ]
check "map as=p7 in a 6-player game is refused" contains "$(line 5 "$out")" '"code":"unknown_id"'
check "map with an unknown option is refused" contains "$(line 6 "$out")" '"code":"bad_syntax"'
check "map before a game is refused" contains "$(printf 'map\n' | jrun)" '"ok":false'

# the map command is deterministic
again=$(printf 'new players=6 seed=4\nmap\n' | jrun | sed -n 2p)
check "the same game draws the same bytes" [ "$again" = "$svg" ]

# ti4 map OUT.svg
check "ti4 map --new writes the picture" "$TI4" map "$TMP/a.svg" --new "players=6 seed=4"
check "the picture is an svg file" grep -q '^<svg xmlns="http://www.w3.org/2000/svg"' "$TMP/a.svg"
check "the file has the 38 hexes" [ "$(grep -o '<g class="hex ' "$TMP/a.svg" | wc -l)" -eq 38 ]
check "no temporary file is left beside it" [ "$(ls "$TMP" | wc -l)" -eq 1 ]
printf 'new players=6 seed=4\nsave %s\n' "$TMP/game.json" | jrun >/dev/null
check "ti4 map --load draws a saved game" "$TI4" map "$TMP/b.svg" --load "$TMP/game.json"
check "a saved game draws as the game it saved" cmp -s "$TMP/a.svg" "$TMP/b.svg"
check "ti4 map - writes to stdout" [ "$("$TI4" map - --new "players=6 seed=4")" = "$(cat "$TMP/a.svg")" ]
"$TI4" map "$TMP/c.svg" --new "players=6 seed=4" --as p9 2>/dev/null
check "ti4 map --as p9 fails" [ $? -eq 1 ]
check "and writes nothing" [ ! -e "$TMP/c.svg" ]
"$TI4" map "$TMP/c.svg" 2>/dev/null
check "ti4 map without a game is a usage error" [ $? -eq 2 ]
"$TI4" map "$TMP/c.svg" --load "$TMP/missing.json" 2>/dev/null
check "ti4 map --load of a missing file fails" [ $? -eq 1 ]
"$TI4" map "$TMP/nodir/c.svg" --new "players=6" 2>/dev/null
check "ti4 map into a missing folder fails" [ $? -eq 1 ]

# a command token on the board: play the first decisions (first legal line,
# passes in windows) up to the first turn, activate a system, draw it
coproc T4 { "$TI4" --json; }
ask() { printf '%s\n' "$1" >&"${T4[1]}"; IFS= read -r REPLY <&"${T4[0]}"; }
ask "new players=6 seed=4"
kind=""
for _ in $(seq 1 80); do
  ask "pending"; kind=$(printf '%s' "$REPLY" | jq -r .pending.kind)
  [ "$kind" = turn ] && break
  ask "legal"; mv=$(printf '%s' "$REPLY" | jq -r '((.moves | map(select(endswith(" pass")))) + .moves)[0] // ""')
  [ -n "$mv" ] || break
  ask "$mv"
done
check "the game reaches a turn ($kind)" [ "$kind" = turn ]
ask "legal"; mv=$(printf '%s' "$REPLY" | jq -r '.moves | map(select(test(" tactical [0-9]+$")))[0] // "none"')
seat=${mv%% *}; sys=${mv##* }
ask "$mv"
check "the tactical action on $sys is accepted ($mv)" contains "$REPLY" '"type":"activated"'
ask "map"; tok=$(printf '%s' "$REPLY" | jq -r .svg | grep -o "data-system=\"$sys\".*</g>" | head -1)
check "$seat's command token is drawn in system $sys" contains "$tok" "data-token=\"command\" data-seat=\"$seat\""
ask "quit"
wait "$T4_PID" 2>/dev/null

# in Russian, names are Russian
check "ti4 --lang ru map names Mecatol Rex in Russian" grep -q 'Мекатол-Рекс' <("$TI4" --lang ru map - --new "players=6 seed=4")
finish
