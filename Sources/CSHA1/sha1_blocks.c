// SHA-1 block compression with the x86 SHA extensions (SHA-NI), chosen at run time.
//
// Why C: Swift has no intrinsics for these instructions, and the index trailer check is
// on the hook's critical path (a 4,000-file index is 389 KB: 1.4 ms in Swift, about 0.2 ms
// here). Why no compiler flag: the function carries its own target attribute, so the
// package needs no unsafeFlags, and processors without SHA-NI take the Swift path.
#include "CSHA1.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

// Asked on every call (a few dozen cycles, once per digest) rather than cached, so that
// threads hashing at once share no state.
static int has_sha_extensions(void) {
  unsigned int a, b, c, d;
  int answer = 0;
  // Leaf 1: SSSE3 (ECX bit 9) and SSE4.1 (ECX bit 19); leaf 7: SHA (EBX bit 29).
  if (__get_cpuid(1, &a, &b, &c, &d) && (c & (1u << 9)) && (c & (1u << 19))) {
    if (__get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & (1u << 29))) answer = 1;
  }
  return answer;
}

// One group of four rounds. `w` is the group's four message words; `f` picks the round
// function and constant (0 to 3, one per 20 rounds). `e` enters as the running E term and
// the group leaves the state from before its rounds in `prev`, which yields the next E.
#define FOUR_ROUNDS(w, f)                           \
  do {                                              \
    e = first ? _mm_add_epi32(e, (w)) : _mm_sha1nexte_epu32(prev, (w)); \
    first = 0;                                      \
    prev = abcd;                                    \
    abcd = _mm_sha1rnds4_epu32(abcd, e, (f));       \
  } while (0)

// Words 16 onwards: w[t] = rotl1(w[t-3] ^ w[t-8] ^ w[t-14] ^ w[t-16]), four at a time.
#define NEXT(m0, m1, m2, m3) _mm_sha1msg2_epu32(_mm_xor_si128(_mm_sha1msg1_epu32((m0), (m1)), (m2)), (m3))

__attribute__((target("sha,sse4.1,ssse3")))
static void compress(uint32_t state[5], const unsigned char *data, size_t blocks) {
  const __m128i order = _mm_set_epi64x(0x0001020304050607LL, 0x08090a0b0c0d0e0fLL);
  __m128i abcd = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)state), 0x1B);
  __m128i e_start = _mm_set_epi32((int)state[4], 0, 0, 0);
  for (; blocks > 0; blocks--, data += 64) {
    const __m128i abcd_saved = abcd;
    __m128i e = e_start, prev = abcd;
    int first = 1;
    __m128i m0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 0)), order);
    __m128i m1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16)), order);
    __m128i m2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 32)), order);
    __m128i m3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 48)), order);
    FOUR_ROUNDS(m0, 0); FOUR_ROUNDS(m1, 0); FOUR_ROUNDS(m2, 0); FOUR_ROUNDS(m3, 0);
    m0 = NEXT(m0, m1, m2, m3); FOUR_ROUNDS(m0, 0);
    m1 = NEXT(m1, m2, m3, m0); FOUR_ROUNDS(m1, 1);
    m2 = NEXT(m2, m3, m0, m1); FOUR_ROUNDS(m2, 1);
    m3 = NEXT(m3, m0, m1, m2); FOUR_ROUNDS(m3, 1);
    m0 = NEXT(m0, m1, m2, m3); FOUR_ROUNDS(m0, 1);
    m1 = NEXT(m1, m2, m3, m0); FOUR_ROUNDS(m1, 1);
    m2 = NEXT(m2, m3, m0, m1); FOUR_ROUNDS(m2, 2);
    m3 = NEXT(m3, m0, m1, m2); FOUR_ROUNDS(m3, 2);
    m0 = NEXT(m0, m1, m2, m3); FOUR_ROUNDS(m0, 2);
    m1 = NEXT(m1, m2, m3, m0); FOUR_ROUNDS(m1, 2);
    m2 = NEXT(m2, m3, m0, m1); FOUR_ROUNDS(m2, 2);
    m3 = NEXT(m3, m0, m1, m2); FOUR_ROUNDS(m3, 3);
    m0 = NEXT(m0, m1, m2, m3); FOUR_ROUNDS(m0, 3);
    m1 = NEXT(m1, m2, m3, m0); FOUR_ROUNDS(m1, 3);
    m2 = NEXT(m2, m3, m0, m1); FOUR_ROUNDS(m2, 3);
    m3 = NEXT(m3, m0, m1, m2); FOUR_ROUNDS(m3, 3);
    // E after the last group comes from the state before it, plus the block's first E.
    e_start = _mm_sha1nexte_epu32(prev, e_start);
    abcd = _mm_add_epi32(abcd, abcd_saved);
  }
  _mm_storeu_si128((__m128i *)state, _mm_shuffle_epi32(abcd, 0x1B));
  state[4] = (uint32_t)_mm_extract_epi32(e_start, 3);
}

int fitness_sha1_blocks(uint32_t state[5], const void *data, size_t blocks) {
  if (!has_sha_extensions()) return 0;
  compress(state, (const unsigned char *)data, blocks);
  return 1;
}

#else

int fitness_sha1_blocks(uint32_t state[5], const void *data, size_t blocks) {
  (void)state; (void)data; (void)blocks;
  return 0;
}

#endif
