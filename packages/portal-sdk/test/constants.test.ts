import { describe, expect, it } from 'vitest';
import * as constants from '../src/constants.js';

describe('contract §9 constants', () => {
  it('has the spec timings and limits', () => {
    expect(constants).toMatchObject({
      REQUEST_TIMEOUT_MS: 50_000,
      TOKEN_COOKIE_EXPIRES_DAYS: 0.25,
      QR_POLL_INTERVAL_MS: 1000,
      SMS_COUNTDOWN_SECONDS: 59,
      PUBLIC_PATH: '/pc/',
    });
  });

  // How pages look and move is the apps' business: a published constant would need an SDK
  // release to change a toast's duration. These moved to the apps (.changeset/sdk-call-domains.md).
  it.each([
    'MESSAGE_DURATION_MS',
    'ASSET_LOAD_TIMEOUT_MS',
    'IDLE_CHECK_INTERVAL_MS',
    'COUNTER_ANIMATION_MS',
    'EXPERT_TAB_ADVANCE_MS',
    'SERVICE_STRIP',
    'POLICY_TABLE',
    'LOGIN_DIALOG_MODES',
  ])('carries no presentation constant %s', (name) => {
    expect(constants).not.toHaveProperty(name);
  });

  it('has the home page sizes', () => {
    expect(constants.HOME_PAGE_SIZES).toEqual({
      knowledge: 6,
      bulletins: 10,
      services: 10,
      experts: 4,
      talents: 4,
      serviceSystem: 999,
    });
  });

  it('has the policy levels with their labels in tab order', () => {
    expect(constants.POLICY_LEVELS).toEqual({ national: 18, province: 19, city: 20, district: 21 });
    expect(constants.POLICY_LEVEL_OPTIONS.map((option) => [option.level, option.label])).toEqual([
      [18, '国家级'],
      [19, '省级'],
      [20, '市级'],
      [21, '区县级'],
    ]);
  });

  it('has the search types and tabs', () => {
    expect(constants.SEARCH_TYPES).toEqual({ supply: 1, demand: 2 });
    expect(constants.SEARCH_TABS.map((tab) => [tab.label, tab.route])).toEqual([
      ['企业', '/enterpriseLibrary'],
      ['政策', '/policyData'],
      ['专家', '/expertList'],
      ['服务', '/serviceList'],
      ['供需', '/productList'],
    ]);
    expect(constants.SEARCH_TABS[4].routesBySearchType).toEqual({
      1: '/productList',
      2: '/demandList',
    });
  });

  it('has the quick-jump sections at the contract §9 positions', () => {
    expect(constants.QUICK_JUMP.map((item) => item.top)).toEqual([
      700, 1600, 1150, 2100, 2400, 2700, 2700,
    ]);
    expect(constants.QUICK_JUMP.map((item) => item.label)).toEqual([
      '最新动态',
      '政策资讯',
      '政策资源',
      '惠企服务',
      '企业诉求',
      '专家人才',
      '服务体系',
    ]);
  });

  it('has the storage keys and codes', () => {
    expect(Object.values(constants.STORAGE_KEYS)).toEqual([
      'userId',
      'userinfo',
      'qyId',
      'isNotice',
      'config',
    ]);
    expect(constants.SUCCESS_CODES).toEqual([200, 0]);
    expect(constants.LOGIN_SUCCESS_CODE).toBe(1);
  });

  it('has the header tabs with their conditions', () => {
    expect(constants.HEADER_TABS).toHaveLength(11);
    expect(constants.HEADER_TABS.find((tab) => tab.route === '/match')?.requires).toBe(
      'enterprise',
    );
    expect(constants.HEADER_TABS.find((tab) => tab.route === '/basics')?.requires).toBe('login');
  });

  it('has the catalogue messages', () => {
    expect(constants.MESSAGES.httpStatus(502)).toBe('后端接口502异常');
    expect(constants.MESSAGES.smsResend(59)).toBe('59s后重新获取');
    expect(constants.MESSAGES.bookmarkFallback).toMatch(/Ctrl\+D.*Windows.*Cmd\+D.*Mac/);
  });
});
