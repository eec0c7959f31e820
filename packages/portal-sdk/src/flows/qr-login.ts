// The QR login sign (design §2): the PC asks for a QR (web_login) and a sign starts waiting; a
// member logged in on the phone confirms or refuses it; the PC that asked (it alone holds the
// sign's poll key) collects the session once, or gives the QR up. A sign the phone did not answer
// within 120 s, or whose confirmation the PC did not collect within 30 s, expires.
import { defineFlow } from './define-flow.js';

export const qrLoginFlow = defineFlow({
  entity: 'qr_login_sign',
  label: '扫码登录',
  states: {
    waiting: '等待扫码确认',
    confirmed: '已确认，待电脑登录',
    delivered: '电脑已登录',
    cancelled: '已取消',
    refused: '已拒绝',
    expired: '已过期',
  },
  initial: 'waiting',
  events: {
    confirm: '确认登录',
    refuse: '拒绝登录',
    cancel: '取消二维码',
    deliver: '电脑完成登录',
    expire: '过期',
  },
  relations: {
    // The sign alone proves nothing (a photo of the QR carries it): the requester is whoever
    // presents the sign's poll key, the scanner a logged-in member presenting the sign.
    requester: '发起登录的电脑',
    scanner: '扫码的会员',
  },
  transitions: [
    { from: 'waiting', event: 'confirm', to: 'confirmed', by: ['scanner'] },
    { from: 'waiting', event: 'refuse', to: 'refused', by: ['scanner'] },
    { from: 'waiting', event: 'cancel', to: 'cancelled', by: ['requester'] },
    { from: 'waiting', event: 'expire', to: 'expired', by: ['system'] },
    { from: 'confirmed', event: 'deliver', to: 'delivered', by: ['requester'] },
    // A confirmation the PC gave up (dialog closed) is never collected.
    { from: 'confirmed', event: 'cancel', to: 'cancelled', by: ['requester'] },
    { from: 'confirmed', event: 'expire', to: 'expired', by: ['system'] },
  ],
});

export type QrLoginFlow = typeof qrLoginFlow;
export type QrSignState = keyof QrLoginFlow['states'];
