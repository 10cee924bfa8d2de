# ti4 serve-load, bounded (2 games x 6 clients, 3 s): random legal moves over
# the API are never refused, every game equals a replay of its stored moves,
# and no seat's log or state shows another seat's cards (the filtering
# itself is shown in api.sh and ws.sh). Speed is measured by the documented
# command, not here.
. "$(dirname "$0")/lib.bash"
start_server l --db "$TMP/load.db" --rate 0
"$TI4" serve-load --url "127.0.0.1:$PORT" --games 2 --seconds 3 --seed 21 > "$TMP/out" 2> "$TMP/err"
rc=$?
cat "$TMP/out"
check "serve-load passes (exit $rc: $(head -c 400 "$TMP/err"))" test "$rc" = 0
check "moves were made" grep -Eq "moves=[1-9][0-9]" "$TMP/out"
check "no legal move was refused" grep -q "refused=0" "$TMP/out"
check "both games replay identical" grep -q "verify: 2/2" "$TMP/out"
check "both games keep hands apart" grep -q "views: 2/2" "$TMP/out"
finish
