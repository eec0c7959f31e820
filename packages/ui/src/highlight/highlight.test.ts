import { describe, expect, it } from 'vitest';
import { highlightParts, highlightTerms } from './highlight-terms';

const marked = (text: string, keyword: string) =>
  highlightParts(text, keyword)
    .filter((part) => part.matched)
    .map((part) => part.text);

describe('highlightTerms', () => {
  it('takes the words, then the bigrams of longer Han words, longest first', () => {
    expect(highlightTerms(' 高新技术  补贴 ')).toEqual([
      '高新技术',
      '补贴',
      '高新',
      '新技',
      '技术',
    ]);
  });

  it('has no terms for an empty keyword', () => {
    expect(highlightTerms('   ')).toEqual([]);
  });
});

describe('highlightParts', () => {
  it('marks the whole phrase where it occurs', () => {
    expect(marked('杭州市高新技术企业认定办法', '高新技术')).toEqual(['高新技术']);
  });

  it('marks the bigrams a result matched apart', () => {
    expect(marked('高新区支持企业技术改造', '高新技术')).toEqual(['高新', '技术']);
  });

  it('marks every word of a multi-word search, Latin case-insensitively', () => {
    expect(marked('关于 AI 与研发补助的通知', 'ai 研发')).toEqual(['AI', '研发']);
  });

  it('takes regular-expression characters literally', () => {
    expect(marked('办法(试行)', '(试行)')).toEqual(['(试行)']);
  });

  it('keeps the text whole when nothing matches', () => {
    expect(highlightParts('稳岗补贴', '人才')).toEqual([{ text: '稳岗补贴', matched: false }]);
  });
});
