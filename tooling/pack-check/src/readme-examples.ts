/** A TypeScript example of a README: the code, and whether it runs on Node or is only type-checked. */
export interface ReadmeExample {
  code: string;
  run: boolean;
}

/**
 * The README's examples: its first ```ts block, and every later ```ts block marked `example`. A block
 * marked `no-run` (browser code, say) is type-checked but not run; one marked `no-check` is skipped.
 * The marks follow the language on the fence line: ```ts example no-run.
 */
export function readmeExamples(markdown: string): ReadmeExample[] {
  const examples: ReadmeExample[] = [];
  const fence = /^```(ts|typescript)([^\n]*)\n([\s\S]*?)^```\s*$/gm;
  let first = true;
  for (const match of markdown.matchAll(fence)) {
    const marks = (match[2] ?? '').trim().split(/\s+/).filter(Boolean);
    const taken = first || marks.includes('example');
    first = false;
    if (!taken || marks.includes('no-check')) continue;
    examples.push({ code: match[3] ?? '', run: !marks.includes('no-run') });
  }
  return examples;
}
