/** The item of that slug among a collection's items in one language; a page that names one that does not exist is a mistake of the code, told with the file it looked for. */
export function itemOf<T extends { slug: string }>(items: readonly T[], slug: string, file: string): T {
  const item = items.find((candidate) => candidate.slug === slug);
  if (!item) throw new Error(`No content/${file}`);
  return item;
}
