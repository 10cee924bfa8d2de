/* suggest.h -- words people type into ids; "did you mean" (suggest.c). */
#ifndef TI4_SUGGEST_H
#define TI4_SUGGEST_H
#include "protocol.h"

/* The line with its words turned into ids (malloc'd; NULL: out of memory). */
char *normalize_line(const char *cmd);
/* Add "did you mean ..." to an error answer about word: the closest ids,
 * aliases and extra words (NULL-terminated, may be NULL). */
void suggest_attach(json_t *answer, const char *word, const char *const *extra);

#endif
