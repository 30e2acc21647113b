import { describe, expect, it } from 'vitest';
import { jsonKeyProblems } from './json-key-problems';

describe('jsonKeyProblems', () => {
  it('should find nothing in a plain body, keys repeated only across objects', () => {
    expect(jsonKeyProblems('{"a":1,"b":{"a":2},"c":[{"a":1},{"a":2}],"d":"x\\"y,\\"a\\":"}')).toEqual([]);
  });

  it('should name a key given twice in one object, and where', () => {
    expect(jsonKeyProblems('{"format":"svg","variables":{"length":10,"length":20}}')).toEqual([
      "The key 'length' in 'variables' is given more than once.",
    ]);
    expect(jsonKeyProblems('{"format":"svg","format":"pdf"}')).toEqual([
      "The key 'format' is given more than once.",
    ]);
  });

  it('should refuse __proto__, constructor and prototype anywhere, escaped or not', () => {
    expect(jsonKeyProblems('{"variables":{"__proto__":{"x":1}}}')).toEqual([
      "The key '__proto__' in 'variables' is not allowed.",
    ]);
    expect(jsonKeyProblems('{"a":[{"constructor":1}],"\\u0070rototype":2}')).toEqual([
      "The key 'constructor' in 'a[]' is not allowed.",
      "The key 'prototype' is not allowed.",
    ]);
  });

  it('should not read string values as keys', () => {
    expect(jsonKeyProblems('{"a":"__proto__","b":["constructor","constructor"]}')).toEqual([]);
  });
});
