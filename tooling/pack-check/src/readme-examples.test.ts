import { describe, expect, it } from 'vitest';
import { readmeExamples } from './readme-examples';

const block = (fence: string, code: string) => `${fence}\n${code}\n\`\`\`\n`;

describe('readmeExamples', () => {
  it('should take the first ts block and later blocks marked example, skipping other blocks', () => {
    const markdown = [
      '# pkg',
      block('```sh', 'npm install pkg'),
      block('```ts', 'first();'),
      block('```ts', 'notAnExample();'),
      block('```ts example', 'second();'),
      block('```js example', 'notTypeScript();'),
    ].join('\n');
    expect(readmeExamples(markdown)).toEqual([
      { code: 'first();\n', run: true },
      { code: 'second();\n', run: true },
    ]);
  });

  it('should type-check but not run a no-run block, and skip a no-check block', () => {
    const markdown = [
      block('```ts no-run', 'browserOnly();'),
      block('```ts example no-check', 'sketch();'),
    ].join('\n');
    expect(readmeExamples(markdown)).toEqual([{ code: 'browserOnly();\n', run: false }]);
  });

  it('should find no example in a README without a ts block', () => {
    expect(readmeExamples('# pkg\n\nNo code.\n')).toEqual([]);
  });

  it('should take js blocks, not ts or jsonc ones, when asked for plain JavaScript', () => {
    const markdown = [
      block('```ts', 'typed();'),
      block('```jsonc', '{}'),
      block('```js', 'plain();'),
      block('```js', 'snippet();'),
      block('```js example no-run', 'browser();'),
    ].join('\n');
    expect(readmeExamples(markdown, 'js')).toEqual([
      { code: 'plain();\n', run: true },
      { code: 'browser();\n', run: false },
    ]);
  });
});
