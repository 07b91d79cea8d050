/** Where the server gets the time, so tests can choose it. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
