import { describe, expect, it } from 'vitest';
import { DISTRICTS, isDistrict, isStreetOf } from '../src/districts.js';
import { INDUSTRY_TREE, industryLabel, industryPath, isIndustryCode } from '../src/industries.js';

describe('GB/T 4754-2017 industries', () => {
  it('has the 20 sections A–T and the 97 divisions 01–97 in order', () => {
    expect(INDUSTRY_TREE.map((node) => node.code).join('')).toBe('ABCDEFGHIJKLMNOPQRST');
    const divisions = INDUSTRY_TREE.flatMap((node) => node.children ?? []).map((node) => node.code);
    expect(divisions).toEqual(
      Array.from({ length: 97 }, (_, index) => String(index + 1).padStart(2, '0')),
    );
  });

  it('nests each group under the division its code starts with', () => {
    for (const division of INDUSTRY_TREE.flatMap((node) => node.children ?? []))
      for (const group of division.children ?? [])
        expect(group.code.slice(0, 2)).toBe(division.code);
  });

  it('accepts divisions and groups, not sections or unknown codes', () => {
    expect(isIndustryCode('65')).toBe(true);
    expect(isIndustryCode('651')).toBe(true);
    expect(isIndustryCode('I')).toBe(false);
    expect(isIndustryCode('98')).toBe(false);
    expect(isIndustryCode('658')).toBe(false);
    expect(industryPath('651')).toEqual(['I', '65', '651']);
    expect(industryLabel('39')).toBe('制造业 / 计算机、通信和其他电子设备制造业');
    expect(industryPath('00')).toEqual([]);
  });
});

describe('Hangzhou districts', () => {
  it('lists the ten districts, each street once', () => {
    expect(DISTRICTS).toHaveLength(10);
    const streets = DISTRICTS.flatMap((district) => district.streets);
    expect(new Set(streets).size).toBe(streets.length);
  });

  it('knows which district a street belongs to', () => {
    expect(isDistrict('西湖区')).toBe(true);
    expect(isDistrict('江干区')).toBe(false);
    expect(isStreetOf('西湖区', '转塘街道')).toBe(true);
    expect(isStreetOf('滨江区', '转塘街道')).toBe(false);
  });
});
