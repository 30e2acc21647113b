/** An example of a README: the code, and whether it runs on Node or is only type-checked. */
export interface ReadmeExample {
  code: string;
  run: boolean;
}

/**
 * The README's examples in a language (`ts`, the default, or plain JavaScript, `js`): its first block
 * in that language, and every later one marked `example`. A block marked `no-run` (browser code, say)
 * is type-checked but not run; one marked `no-check` is skipped. The marks follow the language on the
 * fence line: ```ts example no-run.
 */
export function readmeExamples(markdown: string, language: 'ts' | 'js' = 'ts'): ReadmeExample[] {
  const examples: ReadmeExample[] = [];
  const names = language === 'ts' ? 'ts|typescript' : 'js|javascript';
  const fence = new RegExp(`^\`\`\`(${names})([ \\t][^\\n]*)?\\n([\\s\\S]*?)^\`\`\`\\s*$`, 'gm');
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
