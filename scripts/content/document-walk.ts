// Walks starter documents for the content tests: every string with its path, and problems
// with array items (Sanity needs a unique _key and a _type on every object in an array).

/** Every string value anywhere in a value, with the path that leads to it. */
export function strings(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, `${path}[${index}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`))
  }
  return []
}

/** Problems with array items: objects without _key or _type, keys repeated in one array, or
 * items that are neither objects nor strings. */
export function arrayProblems(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) {
    const problems: string[] = []
    const keys = new Set<string>()
    value.forEach((item, index) => {
      const at = `${path}[${index}]`
      if (item && typeof item === 'object') {
        const { _key, _type } = item as { _key?: unknown; _type?: unknown }
        if (typeof _key !== 'string' || _key === '') problems.push(`${at}: no _key`)
        else if (keys.has(_key)) problems.push(`${at}: _key ${_key} repeated`)
        else keys.add(_key)
        if (typeof _type !== 'string') problems.push(`${at}: no _type`)
      } else if (typeof item !== 'string') {
        problems.push(`${at}: neither an object nor a string`)
      }
      problems.push(...arrayProblems(item, at))
    })
    return problems
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => arrayProblems(item, `${path}.${key}`))
  }
  return []
}
