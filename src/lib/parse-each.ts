import type * as z from 'zod/mini';

/** The items of a list that fit `schema`, parsed; the rest are dropped, and anything but a list is an empty one. A response is input like any other. */
export function parseEach<T>(schema: z.ZodMiniType<T>, payload: unknown): T[] {
  if (!Array.isArray(payload)) return [];
  return payload.flatMap((item: unknown) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
