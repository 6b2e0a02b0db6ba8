#ifndef FITNESS_CSHA1_H
#define FITNESS_CSHA1_H

#include <stddef.h>
#include <stdint.h>

/// Compresses `blocks` 64-byte blocks at `data` into `state` (five words, h0 to h4) with
/// the processor's SHA instructions. Returns 1 when it did, 0 when this processor has none
/// (then `state` is untouched and the caller compresses in Swift).
int fitness_sha1_blocks(uint32_t state[5], const void *data, size_t blocks);

#endif
