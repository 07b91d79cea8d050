/** A date-time as the operator reads it: YYYY-MM-DD HH:MM UTC. */
export const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '–');

/** `count` and the noun for it: "1 enquiry", "2 enquiries". */
export const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
