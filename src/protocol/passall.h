/* passall.h -- `pass all` (passall.c). */
#ifndef TI4_PASSALL_H
#define TI4_PASSALL_H
#include "protocol.h"

/* Pass the rest of the open window for every seat that could not possibly
 * act in it (judged from public facts), stopping at the first that might. */
json_t *pass_all(session *ss);
/* The line that says who stopped it. */
void pass_all_print(FILE *f, const json_t *a);

#endif
