/*
 * Rows read through the shapes of src/schemas/records.ts. A field's column is its name in
 * snake_case (createdAt → created_at) unless the repository names it otherwise, so the columns of
 * an INSERT and the fields of a row read back both come from the schema.
 */
import type { z } from 'zod';
import type { Row } from './connection';

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Each field of `schema` and its column; `named` gives the columns that are not the field's name in snake_case. */
export function columnsOf<S extends z.ZodObject>(schema: S, named: Partial<Record<keyof z.infer<S> & string, string>> = {}): Map<string, string> {
  const columns = new Map<string, string>();
  for (const field of Object.keys(schema.shape)) columns.set(field, (named as Record<string, string | undefined>)[field] ?? snakeCase(field));
  return columns;
}

/** The fields a row's columns hold (unchecked: the caller parses them with the schema). */
export function fieldsOf(row: Row, columns: Map<string, string>): Record<string, unknown> {
  return Object.fromEntries([...columns].map(([field, column]) => [field, row[column]]));
}

/** `INSERT INTO table (…) VALUES (?, …)` for these columns and any more, with the values of `record` in their order. */
export function insertOf(table: string, columns: Map<string, string>, record: Record<string, unknown>, more: Record<string, unknown> = {}) {
  const names = [...columns.values(), ...Object.keys(more)];
  const values = [...[...columns.keys()].map((field) => record[field] ?? null), ...Object.values(more)];
  return { sql: `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`, values };
}
