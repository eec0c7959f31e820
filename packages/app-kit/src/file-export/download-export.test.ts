// The download's name as the server gives it: the RFC 5987 form carries Chinese names (申报记录
// 2026.xlsx), the plain form is a fallback, a malformed or missing header gets the caller's name.
import { describe, expect, it } from 'vitest';
import { dispositionName } from './download-export';

describe('dispositionName', () => {
  it('reads the UTF-8 name first, then the plain one, else the fallback', () => {
    expect(
      dispositionName(
        `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('审计日志-2026-11-28.xlsx')}`,
        '审计日志.xlsx',
      ),
    ).toBe('审计日志-2026-11-28.xlsx');
    expect(dispositionName('attachment; filename="records.xlsx"', '申报记录.xlsx')).toBe(
      'records.xlsx',
    );
    expect(dispositionName("attachment; filename*=UTF-8''%E7%94%B3%E6", '申报记录.xlsx')).toBe(
      '申报记录.xlsx',
    );
    expect(dispositionName(null, '申报记录.xlsx')).toBe('申报记录.xlsx');
  });
});
