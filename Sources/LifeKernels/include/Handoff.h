// Two threads meeting without the scheduler: one publishes a number, the other waits until it sees it.
//
// Swift's own atomics need macOS 15, so the few operations the engines' other cores need are
// written here with the compiler's builtins, which every clang has.

#ifndef LIFE_HANDOFF_H
#define LIFE_HANDOFF_H

/// The value at `counter`, and everything written before it was stored.
static inline __attribute__((always_inline)) long life_load_acquire(const long *counter) {
  return __atomic_load_n(counter, __ATOMIC_ACQUIRE);
}

/// Stores `value` at `counter` after everything written before it.
static inline __attribute__((always_inline)) void life_store_release(long *counter, long value) {
  __atomic_store_n(counter, value, __ATOMIC_RELEASE);
}

/// Tells the processor this thread is waiting in a loop, so it spends less power and yields its
/// pipeline to another thread on the same core.
static inline __attribute__((always_inline)) void life_spin_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ __volatile__("yield");
#endif
}

#endif
