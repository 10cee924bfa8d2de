/* autosave.h -- one autosave file per game, for the interactive program. */
#ifndef TI4_AUTOSAVE_H
#define TI4_AUTOSAVE_H
#include "protocol.h"

/* The autosave folder: $XDG_STATE_HOME/ti4 or ~/.local/state/ti4. */
int autosave_dir(char *buf, size_t cap);
/* Save the session's game if it changed since the last autosave; a new game
 * gets a new file. Problems are told once, on out. */
void autosave_after(session *ss, FILE *out);
/* The current game's autosave file, NULL if none yet. */
const char *autosave_path(void);
/* The session's game continues in file (after resuming it). */
void autosave_adopt(const session *ss, const char *file);
/* The newest autosave file into out; -1 if there is none. */
int autosave_newest(char *out, size_t cap);

#endif
