// The flow tables: what defineFlow refuses at import time, and what the QR sign's table says to the
// server and the screens that read it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  actorLabel,
  defineFlow,
  eventsFor,
  FLOW_ENTITIES,
  FLOWS,
  findTransition,
  qrLoginFlow,
  transitionsFrom,
} from '../src/flows/index.js';
import { describeCallAuth, isEnterpriseScoped, isUnitScoped, rolesOf } from '../src/define-call.js';
import { ROLE_LABELS, ROLE_NAMES, ROLES, isRole } from '../src/roles.js';
import tsdownConfig from '../tsdown.config.js';

const base = {
  entity: 'sample',
  label: '示例',
  states: { draft: '草稿', sent: '已提交' },
  initial: 'draft',
  events: { send: '提交' },
} as const;

describe('defineFlow', () => {
  it('refuses two rows for one event from one state', () => {
    expect(() =>
      defineFlow({
        ...base,
        transitions: [
          { from: 'draft', event: 'send', to: 'sent', by: ['member'] },
          { from: 'draft', event: 'send', to: 'draft', by: ['member'] },
        ],
      }),
    ).toThrow('flow sample: two rows for send from draft');
  });

  it('refuses an event no row uses and a state nothing reaches', () => {
    expect(() =>
      defineFlow({
        ...base,
        events: { send: '提交', withdraw: '撤回' },
        transitions: [{ from: 'draft', event: 'send', to: 'sent', by: ['member'] }],
      }),
    ).toThrow('events without a row: withdraw');
    expect(() =>
      defineFlow({
        ...base,
        states: { ...base.states, lost: '丢失' },
        transitions: [{ from: 'draft', event: 'send', to: 'sent', by: ['member'] }],
      }),
    ).toThrow('unreachable states: lost');
  });

  it('refuses an actor that is neither a role, system nor a declared relation', () => {
    expect(() =>
      defineFlow({
        ...base,
        // A relation the flow forgot to declare: only run time can see it behind the cast.
        transitions: [{ from: 'draft', event: 'send', to: 'sent', by: ['owner' as 'member'] }],
      }),
    ).toThrow('unknown actor owner');
  });

  it('names the final states: those no row leaves', () => {
    const flow = defineFlow({
      ...base,
      relations: { owner: '提交人' },
      transitions: [{ from: 'draft', event: 'send', to: 'sent', by: ['owner', 'operator'] }],
    });
    expect(flow.finalStates).toEqual(['sent']);
    expect(actorLabel(flow, 'owner')).toBe('提交人');
    expect(actorLabel(flow, 'operator')).toBe('平台运营');
    expect(actorLabel(flow, 'system')).toBe('系统');
  });
});

describe('the QR login sign', () => {
  it('starts waiting; delivered, cancelled, refused and expired are final', () => {
    expect(qrLoginFlow.initial).toBe('waiting');
    expect([...qrLoginFlow.finalStates].sort()).toEqual(
      ['cancelled', 'delivered', 'expired', 'refused'].sort(),
    );
  });

  it('lets the scanning member confirm or refuse a waiting sign, and only the requester collect', () => {
    expect(eventsFor(qrLoginFlow, 'waiting', 'scanner')).toEqual(['confirm', 'refuse']);
    expect(eventsFor(qrLoginFlow, 'waiting', 'requester')).toEqual(['cancel']);
    expect(eventsFor(qrLoginFlow, 'confirmed', 'requester')).toEqual(['deliver', 'cancel']);
    expect(eventsFor(qrLoginFlow, 'confirmed', 'scanner')).toEqual([]);
    expect(findTransition(qrLoginFlow, 'confirmed', 'deliver')?.to).toBe('delivered');
    expect(findTransition(qrLoginFlow, 'delivered', 'cancel')).toBeUndefined();
    expect(transitionsFrom(qrLoginFlow, 'refused')).toEqual([]);
  });

  it('has a Chinese label for every state, event and relation', () => {
    for (const label of [
      ...Object.values(qrLoginFlow.states),
      ...Object.values(qrLoginFlow.events),
      ...Object.values(qrLoginFlow.relations),
    ]) {
      expect(label).toMatch(/\p{Script=Han}/u);
    }
  });

  it('is registered under its own entity type', () => {
    for (const entity of FLOW_ENTITIES) expect(FLOWS[entity].entity).toBe(entity);
  });
});

describe('roles in CallAuth', () => {
  it('lists member, operator, handler and admin, each with a Chinese label', () => {
    expect(ROLE_NAMES).toEqual([ROLES.member, ROLES.operator, ROLES.handler, ROLES.admin]);
    for (const role of ROLE_NAMES) expect(ROLE_LABELS[role]).toMatch(/\p{Script=Han}/u);
    expect(isRole('operator')).toBe(true);
    expect(isRole('superuser')).toBe(false);
  });

  it('describes each kind of auth the way the docs and the README show it', () => {
    expect(describeCallAuth('public')).toBe('公开');
    expect(describeCallAuth('user')).toBe('需登录');
    expect(describeCallAuth({ roles: ['operator', 'handler'] })).toBe('仅限平台运营、办理人员');
    expect(rolesOf({ roles: ['operator'] })).toEqual(['operator']);
    expect(rolesOf('user')).toBeUndefined();
  });

  it('describes the declared scopes: the caller’s enterprise and the handler’s unit', () => {
    expect(describeCallAuth('enterprise')).toBe('需企业认证（本企业）');
    expect(describeCallAuth({ roles: ['handler'], scope: 'unit' })).toBe('仅限办理人员（本单位）');
    expect(rolesOf('enterprise')).toBeUndefined();
    expect(rolesOf({ roles: ['handler'], scope: 'unit' })).toEqual(['handler']);
    expect(isEnterpriseScoped('enterprise')).toBe(true);
    expect(isEnterpriseScoped('user')).toBe(false);
    expect(isUnitScoped({ roles: ['handler'], scope: 'unit' })).toBe(true);
    expect(isUnitScoped({ roles: ['handler'] })).toBe(false);
    expect(isUnitScoped('enterprise')).toBe(false);
  });
});

describe('the ./flows subpath', () => {
  it('is exported in the workspace, when published and built', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, string>;
      publishConfig: { exports: Record<string, unknown> };
    };
    expect(pkg.exports['./flows']).toBe('./src/flows/index.ts');
    expect(pkg.publishConfig.exports['./flows']).toEqual({
      import: { types: './dist/flows/index.d.ts', default: './dist/flows/index.js' },
      require: { types: './esm-only.d.cts', default: './esm-only.cjs' },
    });
    const entry = (tsdownConfig as { entry: Record<string, string> }).entry;
    expect(entry['flows/index']).toBe('src/flows/index.ts');
  });
});
