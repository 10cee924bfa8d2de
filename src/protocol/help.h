/* help.h -- `help [WORD]` (help.c). */
#ifndef TI4_HELP_H
#define TI4_HELP_H
#include "protocol.h"
json_t *help_exec(char **w, int n);
#endif
