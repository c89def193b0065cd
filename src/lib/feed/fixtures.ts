// Drop records for the feed tests.
import type { DropRecord } from '../../shared/contracts/feed.ts';
import type { Grade } from '../../shared/contracts/box.ts';

export function drop(id: string | number, grade: Grade = 3): DropRecord {
  return {
    id: String(id),
    grade,
    ornamentId: 1,
    name: `item ${id}`,
    image: 'items/x.png',
    rarity: { key: 'covert', color: '#eb4b4b', name: 'Covert' },
    price: '1.00',
    weaponType: 'rifle',
    wear: 'FN',
    wearName: 'Factory New',
    statTrak: false,
    nickname: 'p',
    avatar: '',
    bot: false,
    source: 'case',
    boxId: 1,
    boxName: 'b',
    createTime: '2026-01-01T00:00:00Z',
  };
}

export const ids = (list: readonly DropRecord[]) => list.map((d) => d.id);
