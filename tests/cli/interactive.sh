#!/bin/bash
# The interactive program at a terminal (driven through a pseudo-terminal by
# tests/pty/ptydrive): Ctrl-C drops the line and never quits; new/load/quit
# with a game in progress ask first; every move is autosaved and `ti4`
# offers to resume the game when started again.
. "$(dirname "$0")/lib.bash"
PTY=$(dirname "$TI4")/tests/ptydrive
export XDG_STATE_HOME=$TMP/state HOME=$TMP TERM=xterm
drive() { printf '%s\n' "$1" > "$TMP/script"; "$PTY" "$TMP/script" "$TI4" --lang en; }

# Ctrl-C (the key) drops a half-typed line; SIGINT from outside does not end it either.
check "ctrl-c drops the line" drive 'wait ti4 >
send new players=6 seed=15\r
wait New game: 6 players
send p1 choose\x03
wait ^C
send \r
absent Error
sleep 300
signal INT
wait ^C
send pending\r
wait name the secret objective
send quit\r
wait A game is in progress (autosaved to
wait Leave it?
send n\r
send log 1\r
wait \n
send quit\r
wait Leave it?
send y\r
exit 0'
n=$(ls "$TMP/state/ti4" | grep -c '^autosave-.*\.json$')
check "one autosave file for the game" test "$n" = 1
f=$(ls "$TMP/state/ti4"/autosave-*.json)
check "the autosave is a save" grep -q '"format": "ti4-save"' "$f"
# it loads with the ordinary load
out=$(printf 'load %s\nstate\n' "$f" | jrun)
check "the autosave loads" contains "$out" '"loaded"'

# a move is saved at once: the program killed right after it loses nothing
check "a move is autosaved, kill, resume" drive 'wait Resume the game autosaved in
send y\r
wait p
send p3 choose establish_a_perimeter\r
wait p4 —
signal KILL
exit 137'
check "the move reached the file" grep -q '"p3 choose establish_a_perimeter"' "$f"
check "declining the resume starts afresh" drive 'wait Resume the game autosaved in
send n\r
wait ti4 >
send pending\r
wait no game yet
send quit\r
exit 0'
# new and load also ask; a refusal keeps the game
check "new asks first" drive 'wait Resume the game autosaved in
send y\r
wait p
send new players=3\r
wait Leave it?
send n\r
send state\r
wait Round
send new players=3\r
wait Leave it?
send y\r
wait New game: 3 players
send load /nonexistent\r
wait Leave it?
send y\r
wait Error
send quit\r
wait Leave it?
send y\r
exit 0'
n=$(ls "$TMP/state/ti4" | grep -c '^autosave-.*\.json$')
check "a second game, a second file" test "$n" = 2
# at the prompt, state is the public view: no seat's hand; hand pX shows one
check "state is public at the prompt" drive 'wait Resume the game autosaved in
send n\r
wait ti4 >
send new players=3 seed=1 sandbox\r
wait New sandbox game
send give p1 action sabotage\r
wait gets action card Sabotage.
send state\r
wait Round 1
absent Sabotage
send hand p1\r
wait Sabotage
send state as=p1\r
wait Sabotage
send quit\r
wait Leave it?
send y\r
exit 0'
# autopass (on at the prompt): seats that cannot act in a window pass by
# themselves; the prompt does not name the pending seat's action cards
check "autopass; the prompt hides a hand" drive 'wait Resume the game autosaved in
send n\r
wait ti4 >
send new players=3 seed=3 sandbox\r
send set speaker p1\r
send set custodians removed\r
send give p2 action veto\r
send deck agenda mutiny,minister_of_war\r
send set phase agenda\r
wait p1 does not act at the start of the agenda phase.
wait p2 might act in this window
wait at the start of the agenda phase: play or pass (pass)
send p2 pass\r
wait p3 does not act at the start of the agenda phase.
wait Agenda revealed: Mutiny
wait p1 does not act when an agenda is revealed.
wait p2 might act in this window
wait play or pass (pass/…)
absent veto
send autopass off\r
wait Autopass is off
send p2 pass\r
wait p3 — when an agenda is revealed
send quit\r
wait Leave it?
send y\r
exit 0'
# in Russian: the question and the answer д
drive_ru() { printf '%s\n' "$1" > "$TMP/script"; "$PTY" "$TMP/script" "$TI4" --lang ru; }
check "Russian: asked, д is yes" drive_ru 'wait Продолжить партию из автосохранения
send н\r
wait ti4 >
send new players=3 seed=2\r
wait Новая игра
send выход\x03
wait ^C
send quit\r
wait Покинуть её? [д/Н]
send д\r
exit 0'
# scripts and --json never ask and never autosave
rm -rf "$TMP/state"
out=$(printf 'new players=3\nquit\n' | jrun)
check "--json quits without asking" contains "$out" '"ok":true'
check "--json does not autosave" test ! -e "$TMP/state"
finish
