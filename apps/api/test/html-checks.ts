/** Small readers of server-rendered HTML for in-process page tests; the browser test checks the real DOM. */

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The attributes of one start tag, e.g. `<input type="text" id="x" checked>`. */
export function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
    const [, name, value] = match;
    if (name) found[name.toLowerCase()] = decode(value ?? '');
  }
  return found;
}

export const startTags = (page: string, name: string) =>
  [...page.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((match) => match[0]);

const stripTags = (fragment: string) => decode(fragment.replace(/<[^>]+>/g, '')).trim();

/** The fields a browser would submit from the page's first POST form, as it stands. */
export function formFields(page: string): URLSearchParams {
  const form = /<form\b[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(page)?.[1] ?? '';
  const fields = new URLSearchParams();
  for (const tag of startTags(form, 'input')) {
    const input = attributes(tag);
    if (!input.name) continue;
    if (input.type === 'checkbox' && !('checked' in input)) continue;
    fields.append(input.name, input.value ?? '');
  }
  for (const match of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
    const select = attributes(`<select${match[1]}>`);
    const options = startTags(match[2] ?? '', 'option').map(attributes);
    const chosen = options.find((option) => 'selected' in option) ?? options[0];
    if (select.name && chosen) fields.append(select.name, chosen.value ?? '');
  }
  return fields;
}

/**
 * Accessibility problems a parser can see: inputs and selects without a `<label for>`, images
 * without alt text, a missing or second `<h1>`, headings that skip a level, no `lang`, no title.
 */
export function accessibilityProblems(page: string): string[] {
  const problems: string[] = [];
  const labelled = new Set(startTags(page, 'label').map((tag) => attributes(tag).for));
  const ids = startTags(page, '[a-z0-9]+').flatMap((tag) => attributes(tag).id ?? []);
  const duplicate = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (duplicate.length > 0) problems.push(`duplicate ids: ${duplicate.join(', ')}`);
  for (const tag of [
    ...startTags(page, 'input'),
    ...startTags(page, 'select'),
    ...startTags(page, 'textarea'),
  ]) {
    const field = attributes(tag);
    if (['hidden', 'submit', 'button'].includes(field.type ?? '')) continue;
    if (!field.id || !labelled.has(field.id)) problems.push(`no label for ${tag}`);
  }
  for (const tag of startTags(page, 'img')) {
    if (!attributes(tag).alt?.trim()) problems.push(`no alt text on ${tag}`);
  }
  const levels = [...page.matchAll(/<h([1-6])\b/gi)].map((match) => Number(match[1]));
  if (levels.filter((level) => level === 1).length !== 1) problems.push(`h1 count is not 1: ${levels}`);
  if (levels[0] !== 1) problems.push(`the first heading is not h1: ${levels}`);
  levels.forEach((level, index) => {
    const previous = levels[index - 1];
    if (previous !== undefined && level > previous + 1) problems.push(`h${previous} then h${level}`);
  });
  if (!/<html\b[^>]*\blang="en"/i.test(page)) problems.push('no lang on <html>');
  const title = /<title>([\s\S]*?)<\/title>/i.exec(page)?.[1];
  if (!title || !stripTags(title)) problems.push('no <title>');
  return problems;
}

/** The text of the element with this id, tags stripped; undefined when there is none. */
export function textOfId(page: string, id: string): string | undefined {
  const match = new RegExp(`<([a-z0-9]+)\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`, 'i').exec(page);
  return match ? stripTags(match[2] ?? '').replace(/\s+/g, ' ') : undefined;
}
