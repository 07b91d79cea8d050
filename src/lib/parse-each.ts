/** The items of a list that `read` accepts, as it reads them; the rest are dropped, and anything but a list is an empty one. A response is input like any other. */
export function parseEach<T>(read: (item: unknown) => T | undefined, payload: unknown): T[] {
  if (!Array.isArray(payload)) return [];
  return payload.flatMap((item: unknown) => {
    const entry = read(item);
    return entry === undefined ? [] : [entry];
  });
}
