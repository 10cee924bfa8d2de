# No input crashes the program: random lines built from protocol words get
# one answer each, and the program ends normally.
. "$(dirname "$0")/lib.bash"
words=(new state pending legal undo log save load expect help list give set law deck
  p1 p2 p3 p4 p9 p0 pass play vote abstain decide choose pick strategic tactical
  component offer accept decline for against lodor mecatol_rex mutiny veto bribery
  players=3 players=8 players=99 seed=1 sandbox vp=14 factions=xxcha,argent map=
  as=p1 as=p9 1 0 -1 99999999999999999999 tg planet action promissory
  political_secret:p4 speaker custodians removed phase agenda round strategy
  leadership == != has lacks '<' '>=' error until=voting elected=p2 "$TMP/x.json"
  , ,, = . .. players.p1.tg "" '"' "{" "}" "[" "#" $'\t')
cd "$TMP" || exit 1   # random `save WORD` lines write files: keep them in TMP
RANDOM=4242
gen() {
  echo "new players=4 sandbox seed=3"
  for ((i = 0; i < 3000; i++)); do
    local n=$((RANDOM % 7)) l=""
    for ((k = 0; k < n; k++)); do l+="${words[RANDOM % ${#words[@]}]} "; done
    [ $((RANDOM % 97)) -eq 0 ] && l="new players=$((RANDOM % 9)) sandbox"
    printf '%s\n' "$l"
  done
}
gen > "$TMP/in.txt"
cmds=$(sed 's/#.*//' "$TMP/in.txt" | grep -c '[^[:space:]]')
"$TI4" --json < "$TMP/in.txt" > "$TMP/out.txt"; rc=$?
check "exits normally (rc $rc)" [ $rc -eq 0 ]
got=$(grep -c '^{"ok":' "$TMP/out.txt")
check "one answer per command ($got of $cmds)" [ "$got" -eq "$cmds" ]
"$TI4" --lang ru < "$TMP/in.txt" > /dev/null; rc=$?
check "text mode exits normally (rc $rc)" [ $rc -eq 0 ]
finish
