# save / load: a round trip gives the same state; corrupt, truncated, foreign
# and tampered saves are refused with corrupt_save (a missing file with io)
# and the game in memory is left exactly as it was; saves are atomic.
. "$(dirname "$0")/lib.bash"
S=$TMP/game.json

out=$(jrun <<IN
new players=4 sandbox seed=7
set speaker p1
give p2 planet lodor
give p2 tg 3
give p3 planet mecatol_rex
state
save $S
new players=3 sandbox seed=99
load $S
state
IN
)
check "save answers ok" contains "$(line 7 "$out")" '"ok":true,"saved":'
check "load answers ok" contains "$(line 9 "$out")" '"ok":true,"loaded":'
check "state after load equals state before save" [ "$(line 6 "$out")" = "$(line 10 "$out")" ]
check "the save file exists" [ -s "$S" ]
check "the save names its format" grep -q '"format": *"ti4-save"' "$S"
check "the save has version 1" grep -q '"version": *1' "$S"
check "the save lists the moves" grep -q '"give p2 planet lodor"' "$S"
check "the save has a 16-hex-digit digest" grep -Eq '"state_digest": *"[0-9a-f]{16}"' "$S"
check "no temporary file is left beside the save" [ "$(ls "$TMP" | wc -l)" -eq 1 ]

# damaged saves
printf 'this is not json' > "$TMP/garbage.json"
head -c 150 "$S" > "$TMP/truncated.json"
printf '{"format":"other-program","version":1}\n' > "$TMP/foreign.json"
sed 's/"version": *1/"version": 2/' "$S" > "$TMP/version.json"
sed 's/"state_digest": *"[0-9a-f]*"/"state_digest": "0000000000000000"/' "$S" > "$TMP/digest.json"
sed 's/"give p2 planet lodor"/"give p2 planet no_such_planet"/' "$S" > "$TMP/badmove.json"
sed 's/"give p2 tg 3"/"give p2 tg 4"/' "$S" > "$TMP/tampered.json"
sed 's/"players": *4/"players": "four"/' "$S" > "$TMP/setup.json"
: > "$TMP/empty.json"
head -c 100000 /dev/urandom > "$TMP/random.json"

for f in garbage truncated foreign version digest badmove tampered setup empty random; do
  r=$(jrun <<IN
new players=3 sandbox seed=5
give p1 planet lodor
state
load $TMP/$f.json
state
IN
)
  check "$f save refused with corrupt_save" contains "$(line 4 "$r")" '"code":"corrupt_save"'
  check "$f save leaves the game unchanged" [ "$(line 3 "$r")" = "$(line 5 "$r")" ]
done

r=$(printf 'new players=3 sandbox\nload %s/does/not/exist.json\nsave %s/no/such/dir/x.json\n' "$TMP" "$TMP" | jrun)
check "a missing file is an io error" contains "$(line 2 "$r")" '"code":"io"'
check "an unwritable path is an io error" contains "$(line 3 "$r")" '"code":"io"'

# a save over an existing file replaces it whole
cp "$S" "$TMP/over.json"
r=$(printf 'new players=5 sandbox seed=11\nsave %s\nload %s\nexpect seats == 5\n' "$TMP/over.json" "$TMP/over.json" | jrun)
check "saving over a file replaces it" [ "$(line 4 "$r")" = '{"ok":true,"expect":"held"}' ]

# undo after load works on the replayed moves
r=$(printf 'load %s\nundo\nexpect players.p3.planets lacks mecatol_rex\nexpect players.p2.tg == 3\n' "$S" | jrun)
check "undo after load" [ "$(printf '%s\n' "$r" | grep -c '"expect":"held"')" -eq 2 ]
finish
