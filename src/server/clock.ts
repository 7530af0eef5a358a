/** Time as the database stores it: ISO-8601 UTC text, which sorts and compares correctly. */
export const iso = (ms: number) => new Date(ms).toISOString();

/** Tests move time by replacing `now`; production reads the system clock. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
