/** The lines of a course description, without list markers or blank lines. */
export function courseDescriptionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean);
}

/** The first line is the ideal audience; the rest are topic bullets (a leading "-" is optional). */
export function splitCourseDescription(text: string): { audience: string; topics: string[] } {
  const [audience = '', ...topics] = courseDescriptionLines(text);
  return { audience, topics };
}
