/* views.h -- readable views for the table (views.c, doc/table.md). */
#ifndef TI4_VIEWS_H
#define TI4_VIEWS_H
#include "protocol.h"

/* 1 when `state` without as= shows the public view (the interactive
 * program); scripts and --json keep the full state. */
extern int views_public_state;
/* table, objectives, laws, agenda, galaxy, hand */
int views_is_command(const char *word);
json_t *views_exec(session *ss, const char *word, char **w, int n);
/* The text of a view answer; 0 if a is not one. */
int views_print_text(FILE *f, const json_t *a);
/* After a move: a round_summary when the move ended a round. */
void views_after_move(session *ss, json_t *a);
void views_print_summary(FILE *f, const json_t *a);

#endif
