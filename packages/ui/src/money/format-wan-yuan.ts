// 万元 as the portal's and the console's pages write money (12.5 万元). One formatter for every card
// and row:
// toLocaleString with options builds a new Intl.NumberFormat on each call, which showed in 政策库's
// first render in a CPU profile. (The home page's 万 of contract §9 is the SDK's formatWan.)
const wan = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

/** 12.5 万元; — when there is no amount. */
export function formatWanYuan(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  return `${wan.format(amount)} 万元`;
}
