/** How a call retries an answer of 429 or 503. */
export interface RetryOptions {
  /** Retries after the first attempt; 2 when absent, 0 turns retrying off. */
  count?: number;
  /** The longest wait before a retry, ms; a longer `Retry-After` ends the call with the error. 30 000 when absent. */
  maxDelayMs?: number;
  /** The first wait when the answer has no `Retry-After`, doubled on each retry, ms; 500 when absent. */
  baseDelayMs?: number;
}

export const RETRY_STATUSES: readonly number[] = [429, 503];

/** The wait a `Retry-After` header asks for, ms: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // an HTTP date names its day and month; Date.parse alone would read '-3' as a year
  const date = /[a-z]{3}/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
