// Start-up work is many pieces that each take a few milliseconds on a laptop and four times that on
// a mid-range phone. Run back to back they are one long task, and the page cannot paint or answer a
// tap until it ends (Lighthouse counts it as blocking time). Yielding between the pieces lets the
// browser do both in between.

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one: `scheduler.yield()` where the browser has it (the
 * continuation keeps its place ahead of other queued work), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
