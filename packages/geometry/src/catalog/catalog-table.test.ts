import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listTemplateGroups, TEMPLATES } from './template-catalog';

/**
 * docs/catalog.md lists every group and every style in it (id, name, standard code), made from the
 * catalog itself: this test fails when the page and the catalog part, and DIECUT_UPDATE_GOLDEN=1
 * writes the page again.
 */
const PAGE = path.resolve(import.meta.dirname, '../../../../docs/catalog.md');

function catalogPage(): string {
  const lines = [
    '# The template catalog',
    '',
    'Every template Diecut offers, under the groups of the hosted dielines service (ids as that service',
    "has them, all 28 listed, those still empty too). FEFCO and ECMA codes are each style's standard code",
    'and are searchable (`GET /dieline-templates?q=0201`). This page is written from the catalog by a',
    'test (`packages/geometry/src/catalog/catalog-table.test.ts`): run it with `DIECUT_UPDATE_GOLDEN=1`',
    'after changing the catalog.',
    '',
  ];
  let category = '';
  for (const group of listTemplateGroups()) {
    if (group.category !== category) {
      category = group.category;
      lines.push(`## ${category}`, '', '| group | id | style | code |', '| --- | --- | --- | --- |');
    }
    const templates = TEMPLATES.filter((template) => template.group.id === group.id);
    if (templates.length === 0) lines.push(`| ${group.name} (\`${group.id}\`) | | none yet | |`);
    for (const template of templates) {
      lines.push(
        `| ${group.name} (\`${group.id}\`) | \`${template.id}\` | ${template.name} | ${template.standardCode ?? ''} |`,
      );
    }
    const next = listTemplateGroups()[listTemplateGroups().indexOf(group) + 1];
    if (next?.category !== category) lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

describe('docs/catalog.md', () => {
  it('should list every group and every template of the catalog as it is', () => {
    const page = catalogPage();
    if (process.env.DIECUT_UPDATE_GOLDEN === '1') writeFileSync(PAGE, page);
    expect(existsSync(PAGE), 'run with DIECUT_UPDATE_GOLDEN=1 to write docs/catalog.md').toBe(true);
    expect(readFileSync(PAGE, 'utf8').replace(/\r\n/g, '\n')).toBe(page);
  });
});
