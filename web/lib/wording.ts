// Staff-written wording with placeholders, such as 'Rated {rating} out of {outOf}': the site
// puts the real values in. Used for the accessible names that Site settings → labels hold.

/** Replaces every `{name}` in `template` with its value; unknown placeholders stay as written. */
export function fillPlaceholders(
  template: string,
  values: Record<string, string | number>,
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
}
