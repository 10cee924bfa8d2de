# Events name what really happened: units produced or placed by their unit id
# (Warfare's secondary, Construction), command tokens placed by Diplomacy
# (32.2), and a redistribution's real changes per pool (99.1-99.2).
. "$(dirname "$0")/lib.bash"
out=$(jrun <<'IN'
new players=3 seed=3 factions=sol,hacan,xxcha map=19,20,21,22,23,24,0,25,26,27,28,0,29,30,31,32,0,33 edits
set strategy p1 warfare
set strategy p2 construction
set strategy p3 diplomacy
give p2 planet abyz
set phase action
p1 standing never
p2 standing never
p3 standing never
p3 strategic diplomacy
p3 choose archon_ren
p3 choose
p3 choose                        # Xxcha, Peace Accords: no planet taken
p1 pass
p2 pass
p2 strategic construction
p2 choose abyz 1
p2 choose abyz
p3 pass
p1 pass
p1 strategic warfare
p1 choose 17
p1 choose tactic=4 fleet=2 strategy=3
p1 choose 01:destroyer=1         # 37.3: Jord holds 3 ships, the fleet pool 2
p2 follow cruiser=1 fighter=2 arretze hercant
p3 follow infantry=1 mech=1 archon_ren archon_tau
IN
)
redist=$out
check "redistribution: strategy gained" contains "$redist" '"type":"gained","player":"p1","what":"strategy","count":1'
check "redistribution: fleet lost" contains "$redist" '"type":"lost","player":"p1","what":"fleet","count":1'
check "redistribution: tactic gained" contains "$redist" '"type":"gained","player":"p1","what":"tactic","count":1'
war=$out
check "warfare names the cruiser" contains "$war" '"what":"unit","count":1,"item":"cruiser"'
check "warfare names the fighters" contains "$war" '"what":"unit","count":2,"item":"fighter"'
check "warfare names no planet as a unit" sh -c '! printf "%s" "$1" | grep -q "\"item\":\"arretze\""' _ "$war"
mech=$out
check "the Xxcha mech by its id" contains "$mech" '"item":"indomitus"'
check "construction: a space dock" contains "$out" '"item":"space_dock"'
check "construction: a PDS" contains "$out" '"item":"pds"'
diplo=$out
check "diplomacy: p1's token placed" contains "$diplo" '"type":"token_placed","player":"p1"'
check "diplomacy: p2's token placed" contains "$diplo" '"type":"token_placed","player":"p2"'
# a play whose target is an option word names it (Captain Mendosa's ship type)
out=$(grep -v '^expect\|^#' "$SRC/tests/scenarios/galaxy/captain_mendosa.ti4" | jrun)
check "a played event names an option target" contains "$out" '"card":"captain_mendosa","target":"carrier"'
check "never as a raw target number" sh -c '! printf "%s" "$1" | grep -q "target_[0-9]"' _ "$out"
finish
