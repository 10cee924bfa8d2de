/* undoguard.h -- undo past a reveal of hidden information (undoguard.c). */
#ifndef TI4_UNDOGUARD_H
#define TI4_UNDOGUARD_H
#include "protocol.h"

/* 1 if taking back the last k moves takes back a reveal of hidden
 * information; what gets its word (draw, agenda_revealed,
 * objective_revealed, agenda_deck_seen, deck_changed). */
int undo_reveals(const session *ss, unsigned k, char *what, size_t cap);
/* The same for a command line (0 unless it is `undo [N]`). */
int undo_guard_check(const session *ss, const char *cmd, char *what, size_t cap);
/* Around every command: an undo past a reveal is marked for the log. */
void undo_guard_before(const session *ss, const char *cmd);
void undo_guard_after(const session *ss, json_t *answer);
/* Insert the marks into a `log` answer's events (which start at from). */
void undo_guard_log(const session *ss, json_t *events, size_t from);
/* The reveal word as words for people. */
const char *undo_reveal_display(const char *what);

#endif
