#ifndef FITNESS_CLIBYAML_SHIM_H
#define FITNESS_CLIBYAML_SHIM_H

#include <yaml.h>

#endif
