/**
 * A field's limit, shown while typing ("12/50") rather than only as an error after submitting.
 * Spread into a Mantine input: `{...characterCount(form.values.name, 200)}`.
 */
export function characterCount(value: string, max: number) {
  const used = value.length;
  return {
    description: `${used}/${max}`,
    descriptionProps: { 'aria-live': 'polite' as const, c: used > max ? 'red' : undefined },
  };
}
