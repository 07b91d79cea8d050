/*
 * What to write instead of a date that is not written YYYY-MM-DD or is not on the calendar:
 * "31/12/2025" → 2025-12-31. Dates in India are written day first, so 03/04/2025 is read as
 * 3 April, and the message also says what to write for 4 March.
 */
import { isIsoDate } from '../../src/lib/dates';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_NAMES = MONTHS.map((month) => month[0]!.toUpperCase() + month.slice(1));

/** The date written YYYY-MM-DD, if it is on the calendar. */
function real(year: number, month: number, day: number): string | undefined {
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(date) ? date : undefined;
}

/** The advice for a mistaken date, or undefined when `written` does not look like a date at all. */
export function dateAdvice(written: string): string | undefined {
  const text = written.trim();
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (match) {
    if (isIsoDate(text)) return undefined;
    const [year = 0, month = 0, day = 0] = match.slice(1).map(Number);
    const date = real(year, month, day);
    if (date) return `write ${date}`;
    if (month < 1 || month > 12) return `there is no month ${month}; write a real date`;
    return `${MONTH_NAMES[month - 1]} ${year} has ${new Date(Date.UTC(year, month, 0)).getUTCDate()} days; write a real date`;
  }
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match) {
    const [first = 0, second = 0, year = 0] = match.slice(1).map(Number);
    const [dayFirst, monthFirst] = [real(year, second, first), real(year, first, second)];
    // A date that could be either day or month first is read day first, and the other reading is given too.
    if (dayFirst && monthFirst && first !== second) {
      return `write ${dayFirst} (${first} ${MONTH_NAMES[second - 1]} ${year}; for ${second} ${MONTH_NAMES[first - 1]}, write ${monthFirst})`;
    }
    const date = dayFirst ?? monthFirst;
    return date && `write ${date}`;
  }
  // 31 December 2025, 31 Dec 2025, December 31, 2025
  match = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]+\.?),? (\d{4})$/i.exec(text) ?? /^([a-z]+\.?) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i.exec(text);
  if (match) {
    const [day, name] = /^\d/.test(match[1]!) ? [Number(match[1]), match[2]!] : [Number(match[2]), match[1]!];
    // The month its name or the name's first three letters stands for (1–12), or 0.
    const written = name.toLowerCase().replace(/\.$/, '');
    const month = MONTHS.findIndex((full) => written.length >= 3 && full.startsWith(written)) + 1;
    const date = month ? real(Number(match[3]), month, day) : undefined;
    return date && `write ${date}`;
  }
  return undefined;
}
