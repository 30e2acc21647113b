/** Names a body may not use as keys: JavaScript reads them as the object's own machinery. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Keys of a JSON text that `JSON.parse` would quietly lose or that could reach an object's prototype:
 * a key given twice in one object (the parser keeps the last) and `__proto__`, `constructor` or
 * `prototype` anywhere. The text must already be valid JSON. Each problem names the key and where it is.
 */
export function jsonKeyProblems(text: string): string[] {
  const problems: string[] = [];
  // per open container: its keys when it is an object (null for an array), and the path to it
  const stack: Array<{ keys: Set<string> | null; path: string; expectKey: boolean; lastKey: string }> = [];
  const pathOf = () => stack[stack.length - 1]?.path ?? '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{' || char === '[') {
      const parent = stack[stack.length - 1];
      const path = parent
        ? parent.keys
          ? `${parent.path}${parent.path ? '.' : ''}${parent.lastKey}`
          : `${parent.path}[]`
        : '';
      stack.push({ keys: char === '{' ? new Set() : null, path, expectKey: char === '{', lastKey: '' });
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (char === ',') {
      const top = stack[stack.length - 1];
      if (top?.keys) top.expectKey = true;
    } else if (char === '"') {
      // the string's end: the next quote not escaped by an odd run of backslashes
      let end = i + 1;
      while (end < text.length) {
        if (text[end] === '\\') end += 2;
        else if (text[end] === '"') break;
        else end++;
      }
      const top = stack[stack.length - 1];
      if (top?.keys && top.expectKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        const where = pathOf() ? ` in '${pathOf()}'` : '';
        if (FORBIDDEN_KEYS.has(key)) problems.push(`The key '${key}'${where} is not allowed.`);
        else if (top.keys.has(key)) problems.push(`The key '${key}'${where} is given more than once.`);
        top.keys.add(key);
        top.lastKey = key;
        top.expectKey = false;
      }
      i = end;
    }
  }
  return problems;
}
