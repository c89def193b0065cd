// A case, its opening answer and envelopes for the case page tests.
import type { BoxDetail, BoxItem, OpenBoxResult, OpenedDrop } from '../../shared/contracts/box.ts';

const rarity = { key: 'covert', color: '#eb4b4b', name: '隐秘' };

function boxItem(ornamentId: number, name: string, price: string, ticketFrom: number, ticketTo: number, odds: string): BoxItem {
  return { ornamentId, name, image: `items/${ornamentId}.png`, rarity, price, grade: 1, weaponType: 'rifle', wear: 'FN', wearName: '崭新出厂', statTrak: false, odds, ticketFrom, ticketTo };
}

export const BOX: BoxDetail = {
  id: 7,
  name: '测试箱',
  image: 'boxes/7.png',
  price: '10.00',
  rtp: '92.50',
  themeId: 1,
  version: 1,
  items: [
    boxItem(2, 'AK-47 | 红线', '50.00', 2_601, 100_000, '9.7400'),
    boxItem(1, '爪子刀', '900.00', 1, 2_600, '0.2600'),
    boxItem(3, 'P250 | 沙丘', '0.50', 100_001, 1_000_000, '90.0000'),
  ],
  tableHash: 'ab'.repeat(32),
};

function drop(id: string, ornamentId: number, recoveryPrice: string): OpenedDrop {
  const item = BOX.items.find((i) => i.ornamentId === ornamentId)!;
  return { ...item, id, recoveryPrice, rollId: `r${id}`, nonce: 1, ticket: 1234 };
}

export const OPENED: OpenBoxResult = { drops: [drop('501', 1, '855.00'), drop('502', 3, '0.45')], balance: '80.00', points: '1.70', paid: '20.00' };

export const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
export const fail = (status: number, msg: string, http = 422) => new Response(JSON.stringify({ status, msg, data: null, success: false }), { status: http });
