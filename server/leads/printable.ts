/*
 * Stored text as the operators' views print it (npm run enquiries, its CSV, the dashboard). Text
 * kept from before the forms refused control characters, or a message, may hold some: printed raw,
 * an escape sequence recolours or rewrites the terminal, and a carriage return or line break in a
 * name starts a line that looks like a field of its own.
 */

// eslint-disable-next-line no-control-regex
const CONTROL = /\r\n|[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A visible stand-in: C0 and DEL as Unicode's control pictures (␛, ␍, ␀…), the rest spelled \uXXXX. */
function standIn(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * `text` with every control character shown as a stand-in. With `keepLines` (a message), line
 * feeds and tabs stay, and a CR LF pair is one line feed.
 */
export function printable(text: string, keepLines = false): string {
  return text.replace(CONTROL, (match) => {
    if (keepLines && (match === '\n' || match === '\t' || match === '\r\n')) return match === '\r\n' ? '\n' : match;
    return match === '\r\n' ? `${standIn('\r')}${standIn('\n')}` : standIn(match);
  });
}

/** `value` as JSON in which every control character is escaped (JSON.stringify leaves DEL, C1 and U+2028/9 raw). */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/[\u007f-\u009f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
