# Undo past a reveal of hidden information (issue 11): the table cannot
# forget a revealed agenda or a drawn card. At the prompt the host is asked
# first; in every mode the undo is marked in the log where it happened.
. "$(dirname "$0")/lib.bash"
setup='new players=3 sandbox seed=3
set speaker p1
set custodians removed
deck agenda mutiny,minister_of_war
set phase agenda
pass all'
out=$(printf '%s\nundo\ngive p1 tg 2\nundo\nlog\n' "$setup" | jrun)
check "the undo says what it took back" contains "$(line 7 "$out")" '"undone":1,"revealed_undone":"agenda_revealed"'
check "an ordinary undo says nothing more" [ "$(line 9 "$out")" = '{"ok":true,"undone":1}' ]
l=$(line 10 "$out")
check "the log marks it" contains "$l" '{"type":"undo","moves":1,"revealed":"agenda_revealed"}'
check "once" [ "$(grep -o '"type":"undo"' <<< "$l" | wc -l)" -eq 1 ]
check "where it happened: after p2's pass" contains "$l" '"window":"agenda_start"},{"type":"undo"'
t=$(printf '%s\nundo\n' "$setup" | "$TI4" --lang en)
check "text: marked" contains "$t" "This undo takes back an agenda revealed; it is marked in the log."
t=$(printf '%s\nundo\nlog 1\n' "$setup" | "$TI4" --lang ru)
check "text in Russian" contains "$t" "Отмена:"

# at the prompt: asked first; no keeps everything
PTY=$(dirname "$TI4")/tests/ptydrive
export XDG_STATE_HOME=$TMP/state HOME=$TMP TERM=xterm
{
  echo 'wait ti4 >'
  echo 'send autopass off\r'
  echo 'wait Autopass is off'
  printf '%s\n' "$setup" | sed 's/.*/send &\\r/'
  cat <<'EOS'
wait Agenda revealed: Mutiny
send undo\r
wait Undo anyway?
send n\r
send pending\r
wait when an agenda is revealed
send undo\r
wait Undo anyway?
send y\r
wait Took back 1 move(s).
wait marked in the log
send quit\r
wait Leave it?
send y\r
exit 0
EOS
} > "$TMP/undo"
check "the prompt asks before undoing a reveal" "$PTY" "$TMP/undo" "$TI4" --lang en
finish
