/**
 * An e-mail address that a narrow column may break only after its @: the name and the domain
 * each stay whole, where breaking anywhere cut "…@example.c|om" mid-word.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
