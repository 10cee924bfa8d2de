# ti4 run: passes and failures, file:line reports, the final count, the exit
# status, and failed commands not followed by `expect error`.
. "$(dirname "$0")/lib.bash"
cat > "$TMP/good.ti4" <<'IN'
new players=4 sandbox seed=7
set speaker p1
give p2 planet lodor
give p2 tg 3
expect players.p2.tg == 3
expect players.p2.tg >= 2
expect players.p2.tg < 4
expect players.p2.planets has lodor
expect players.p2.planets lacks mecatol_rex
expect speaker == p1
expect winner == null
expect players.p2.planets.lodor.exhausted == false
expect players.length == 4
give p9 tg 1
expect error unknown_id
IN
cat > "$TMP/bad.ti4" <<'IN'
new players=4 sandbox seed=7
give p2 tg 3
expect players.p2.tg == 5
give p2 planet no_such_planet
give p2 tg 4
expect error unknown_id
expect players.p2.tg == 4
IN
o=$("$TI4" run "$TMP/good.ti4"); rc=$?
check "good script exits 0" [ $rc -eq 0 ]
check "good script count" [ "$(printf '%s\n' "$o" | tail -1)" = "10 passed, 0 failed" ]

o=$("$TI4" run "$TMP/bad.ti4"); rc=$?
check "bad script exits non-zero" [ $rc -ne 0 ]
check "failed expect reported with file:line" contains "$o" "bad.ti4:3:"
check "what was found is reported" contains "$o" "found 3"
check "an unexpected command error is a failure" contains "$o" "bad.ti4:4:"
check "expect error after a success fails" contains "$o" "bad.ti4:6:"
check "bad script count" [ "$(printf '%s\n' "$o" | tail -1)" = "1 passed, 3 failed" ]

o=$("$TI4" run "$TMP/good.ti4" "$TMP/bad.ti4"); rc=$?
check "several files: one total" [ "$(printf '%s\n' "$o" | tail -1)" = "11 passed, 3 failed" ]
check "several files: exit non-zero" [ $rc -ne 0 ]
o=$("$TI4" run "$TMP/missing.ti4"); rc=$?
check "a missing script fails" [ $rc -ne 0 ]

# every scenario in the tree runs (the protocol ones must pass)
for f in "$SRC"/tests/scenarios/protocol/*.ti4; do
  [ -e "$f" ] || continue
  o=$("$TI4" run "$f"); rc=$?
  check "scenario $(basename "$f") passes: $(printf '%s\n' "$o" | tail -1)" [ $rc -eq 0 ]
done
finish
