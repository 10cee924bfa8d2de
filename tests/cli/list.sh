# ti4 list KIND: every id with its English and Russian names, one a line.
. "$(dirname "$0")/lib.bash"
a=$("$TI4" list agendas)
check "list agendas has 63 rows (got $(printf '%s\n' "$a" | wc -l))" [ "$(printf '%s\n' "$a" | wc -l)" -eq 63 ]
check "rows are id, English, Russian" contains "$a" "$(printf 'mutiny\tMutiny\t')"
check "every row has three tab-separated fields" [ "$(printf '%s\n' "$a" | awk -F'\t' 'NF != 3 || $3 == ""' | wc -l)" -eq 0 ]
for k in planets agendas actions promissory factions strategy tech objectives; do
  n=$("$TI4" list $k | wc -l)
  check "list $k is not empty" [ "$n" -gt 0 ]
  j=$("$TI4" --json list $k)
  check "list $k --json is one line" [ "$(printf '%s\n' "$j" | wc -l)" -eq 1 ]
  check "list $k --json has as many items as rows" [ "$(printf '%s' "$j" | grep -o '"id":' | wc -l)" -eq "$n" ]
done
check "strategy has 8 cards" [ "$("$TI4" list strategy | wc -l)" -eq 8 ]
check "list bogus fails" sh -c '! "$1" list bogus >/dev/null 2>&1' _ "$TI4"
p=$(printf 'list planets\n' | jrun)
check "list as a protocol command" contains "$p" '"id":"mecatol_rex"'
finish
