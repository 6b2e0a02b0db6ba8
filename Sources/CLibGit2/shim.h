#ifndef FITNESS_CLIBGIT2_SHIM_H
#define FITNESS_CLIBGIT2_SHIM_H

#include <git2.h>
/* git_repository_set_index lives in the sys header, which git2.h leaves out. */
#include <git2/sys/repository.h>

/* Swift cannot call C variadic functions, so the git_libgit2_opts call fitness needs
   gets a fixed-arity wrapper here. */
static inline int fitness_git_set_extensions(const char **extensions, size_t count) {
  return git_libgit2_opts(GIT_OPT_SET_EXTENSIONS, extensions, count);
}

#endif
