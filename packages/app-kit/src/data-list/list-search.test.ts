import { describe, expect, it } from 'vitest';
import { demo_list } from '../testing/demo-calls';
import { bodyFromSearch, listSearchSchema } from './list-search';

const schema = listSearchSchema(demo_list.body, ['state', 'keyword']);

describe('listSearchSchema', () => {
  it('reads the filters the call accepts, and the page', () => {
    expect(schema.parse({ state: 'passed', keyword: '示例', page: 3 })).toEqual({
      state: 'passed',
      keyword: '示例',
      page: 3,
    });
  });

  it('drops what the call would refuse instead of failing the page', () => {
    expect(schema.parse({ state: 'nonsense', keyword: 'x'.repeat(21), page: -2 })).toEqual({
      page: 1,
    });
    expect(schema.parse({})).toEqual({ page: 1 });
  });

  it('refuses a filter the call does not have (a typo in a route is a bug, said at once)', () => {
    expect(() => listSearchSchema(demo_list.body, ['stat' as 'state'])).toThrow(/stat/);
  });

  it('builds the body from the address, leaving unset filters to the call’s defaults', () => {
    expect(bodyFromSearch({ page: 2, state: undefined, keyword: '' }, 10)).toEqual({
      page: 2,
      pageSize: 10,
    });
  });
});
