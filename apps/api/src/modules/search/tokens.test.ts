import { describe, expect, it } from 'vitest';
import { keywordWords, searchTokens } from './tokens.js';

describe('searchTokens', () => {
  it('cuts Han runs into overlapping bigrams', () => {
    expect(searchTokens('高新技术企业')).toEqual(['高新', '新技', '技术', '术企', '企业']);
  });

  it('keeps Latin words and numbers whole and lower-cased, and splits mixed runs', () => {
    expect(searchTokens('ISO 9001 认证')).toEqual(['iso', '9001', '认证']);
    expect(searchTokens('5G基站建设')).toEqual(['5g', '基站', '站建', '建设']);
  });

  it('drops punctuation and keeps a lone character', () => {
    expect(searchTokens('《关于…的通知》，补')).toEqual(['关于', '的通', '通知', '补']);
  });
});

describe('keywordWords', () => {
  it('splits what a member typed on spaces and punctuation', () => {
    expect(keywordWords(' 高新  研发，补助 ')).toEqual(['高新', '研发', '补助']);
  });
});
