/* main.c -- the standalone `ti4-bench` program: the same as `ti4 bench`. */
int ti4_bench_main(int argc, char **argv);
int main(int argc, char **argv) { return ti4_bench_main(argc, argv); }
