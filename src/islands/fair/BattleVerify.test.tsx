// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BattleDetail } from '../../shared/contracts/battle.ts';
import BattleVerify from './BattleVerify.tsx';
import VerifyModes from './VerifyModes.tsx';

// docs/fairness.md section 8: serverSeed "0123456789abcdef" × 4, serverSeedHash
// "a" × 64 (so the hash check fails: it is no real commitment), seats "my seed", "x:y" and the bot
// of room 42 seat 3. Round 1 seat 2 is ticket 74,931; the tie of seats 1 and 3 goes to seat 3 (ticket 2).
const DOC = {
  serverSeed: '0123456789abcdef'.repeat(4),
  hash: 'a'.repeat(64),
  seeds: ['my seed', 'x:y', '29ff8e35dd4c5a2c43dc76789982669e8da6e03dde7f852dc777522f96822880'],
  roomPublicSeed: '3416df4e220f52284fcad8e058f23ab9daf151c5937e41728d299491cd3ce020',
};

// A real commitment (TEST_VECTORS[0]'s seed pair) for room 7: seat 1 "my seed", seat 2 its bot.
// Expected values cross-checked with Python's hmac/hashlib, not with the code under test.
const ROOM = {
  serverSeed: 'eb0789992ac51cc9e5e71d0df8c42031adf61df131cb0320b2e1f1efc3e5d0e3',
  salt: 'f8adccda6148b4d256c7bd2cc7cd3a65',
  hash: 'efc3c53862753f162b4be7bd9a456052a6e5537c4b03a8c76d3e009417a5646c',
  bot: 'f0078f7dd0e78c1ea7a4349abeb515c724089e9a515c3d8baac70803e198fed8',
  roomPublicSeed: '77dce634e90510336c00891cad6115cfe594e49798afa81a7df2b49a8fce1a8e',
  // round:seat -> ticket
  tickets: { '1:1': 10_669, '1:2': 939_780, '2:1': 893_795 } as Record<string, number>,
};

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const item = (id: number, name: string) => ({ ornamentId: id, name, image: '', price: '1.00', rarity: 'common', color: '' });

function seat(pos: number, clientSeed: string, bot = false) {
  return { pos, team: null, bot, nickname: bot ? 'Bot' : 'p', avatar: '', clientSeed, total: '0', winner: pos === 1 };
}

function room(over: Partial<BattleDetail['fairness']> = {}, ticket11 = ROOM.tickets['1:1']): BattleDetail {
  return {
    id: '7',
    mode: 'classic',
    team: false,
    official: false,
    seats: 2,
    state: 2,
    boxes: [
      { boxId: 3, version: 2, name: 'A', image: '', price: '1.00' },
      { boxId: 4, version: 1, name: 'B', image: '', price: '1.00' },
    ],
    rounds: 2,
    costPerSeat: '2.00',
    seatList: [seat(2, ROOM.bot, true), seat(1, 'my seed')],
    creator: { nickname: 'p', avatar: '' },
    createTime: '2026-01-01T00:00:00Z',
    startTime: '2026-01-01T00:00:01Z',
    endTime: '2026-01-01T00:00:13Z',
    myPos: null, mine: false,
    fairness: { serverSeedHash: ROOM.hash, serverSeed: ROOM.serverSeed, salt: ROOM.salt, roomPublicSeed: ROOM.roomPublicSeed, tiebreak: null, ...over },
    roundMs: 6000,
    serverTime: '2026-01-01T00:01:00Z',
    revealedRounds: 2,
    rolls: [
      { round: 1, pos: 1, ticket: ticket11, ticketFrom: 1, ticketTo: 20_000, item: item(11, 'Knife') },
      { round: 1, pos: 2, ticket: ROOM.tickets['1:2'], ticketFrom: 20_001, ticketTo: 1_000_000, item: item(12, 'Pistol') },
    ],
    winners: [1],
  } as unknown as BattleDetail;
}

// Case 3 is still version 2 (the room's); its items come sorted by price, not by ticket.
const box3 = {
  id: 3,
  version: 2,
  name: 'A',
  image: '',
  price: '1.00',
  rtp: '90.00',
  themeId: 1,
  items: [
    { ...item(11, 'Knife'), odds: '0.0200', ticketFrom: 1, ticketTo: 20_000 },
    { ...item(12, 'Pistol'), odds: '0.9800', ticketFrom: 20_001, ticketTo: 1_000_000 },
  ].reverse(),
};

const type = (name: string, value: string) => fireEvent.change(screen.getByTestId(`battle-input-${name}`), { target: { value } });

describe('verify page, battle mode', () => {
  const fetch = vi.fn<(url: string) => Promise<Response>>();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('re-computes the published vector by hand: room seed, ticket, item and tie-break', async () => {
    render(<BattleVerify lang="en" link={null} />);
    type('serverSeed', DOC.serverSeed);
    type('salt', 'x');
    type('serverSeedHash', DOC.hash);
    type('clientSeeds', DOC.seeds.join('\n'));
    type('round', '1');
    type('seat', '2');
    type('table', '1-74931 Knife\n74932-1000000 Pistol');
    type('tied', '1,3');
    fireEvent.submit(screen.getByTestId('battle-verify-form'));
    expect((await screen.findByTestId('battle-room-seed')).textContent).toBe(DOC.roomPublicSeed);
    expect(screen.getByTestId('verify-ticket').textContent).toBe('74931');
    expect(screen.getByTestId('battle-item').getAttribute('data-name')).toBe('Knife');
    const tb = screen.getByTestId('battle-tiebreak');
    expect([tb.getAttribute('data-ticket'), tb.getAttribute('data-winner')]).toEqual(['2', '3']);
    // "a" × 64 is no commitment of this seed: the hash check must say so.
    expect(screen.getByTestId('verify-hash-bad')).toBeTruthy();
    expect(screen.queryByTestId('verify-hash-ok')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    // Another round and seat of the same room: round 2, seat 1 is 229,166 (the doc's vector).
    type('round', '2');
    type('seat', '1');
    fireEvent.submit(screen.getByTestId('battle-verify-form'));
    await waitFor(() => expect(screen.getByTestId('verify-ticket').textContent).toBe('229166'));
  });

  it('refuses malformed input with a message per field and computes nothing', async () => {
    render(<BattleVerify lang="en" link={null} />);
    type('serverSeedHash', 'xyz');
    type('clientSeeds', 'only one');
    type('round', '21');
    type('table', 'not a range');
    type('tied', '1');
    fireEvent.submit(screen.getByTestId('battle-verify-form'));
    await screen.findByText('The hash must be 64 hexadecimal characters');
    expect(screen.getByText(/Enter 2 to 4 client seeds/)).toBeTruthy();
    expect(screen.getByText('The round must be a whole number from 1 to 20')).toBeTruthy();
    expect(screen.getByText(/Each line reads/)).toBeTruthy();
    expect(screen.getByText(/Enter two or more different seat/)).toBeTruthy();
    expect(screen.queryByTestId('verify-ticket')).toBeNull();
  });

  it('a link with the room id fills everything from the ended room and checks it against the record', async () => {
    fetch.mockImplementation(async (url) => {
      if (url === '/api/battle/getBattleDetail?id=7') return ok(room({ tiebreak: { candidates: [1, 2], ticket: 1 } }));
      // The case at the version the room used.
      if (url === '/api/box/getBoxDetail?id=3&version=2') return ok(box3);
      return new Response('', { status: 404 });
    });
    window.history.replaceState(null, '', '/provably-fair/verify?battle=7');
    render(<VerifyModes lang="zh-CN" />);
    expect((await screen.findByTestId('verify-hash-ok')).textContent).toBe('哈希校验通过 ✓');
    expect(screen.getByTestId('verify-mode-battle').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId<HTMLTextAreaElement>('battle-input-clientSeeds').value).toBe(`my seed\n${ROOM.bot}`);
    expect(screen.getByTestId('battle-room-seed').textContent).toBe(ROOM.roomPublicSeed);
    expect(screen.getByTestId('battle-room-seed-match').getAttribute('data-ok')).toBe('true');
    expect(screen.getByTestId('verify-ticket').textContent).toBe(String(ROOM.tickets['1:1']));
    expect(screen.getByTestId('verify-ticket-match').getAttribute('data-ok')).toBe('true');
    expect(screen.getByTestId('battle-item').getAttribute('data-name')).toBe('Knife');
    expect(screen.getByTestId('battle-item-match').getAttribute('data-ok')).toBe('true');
    expect(screen.getByTestId('battle-tiebreak').getAttribute('data-winner')).toBe('1');
    expect(screen.getByTestId('battle-tiebreak-match').getAttribute('data-ok')).toBe('true');

    // Seat 2 of round 1: the other roll the room recorded.
    type('seat', '2');
    fireEvent.submit(screen.getByTestId('battle-verify-form'));
    await waitFor(() => expect(screen.getByTestId('verify-ticket').textContent).toBe(String(ROOM.tickets['1:2'])));
    expect(screen.getByTestId('battle-item').getAttribute('data-name')).toBe('Pistol');
  });

  it('a record that the seeds do not produce shows ✗', async () => {
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/battle/getBattleDetail')) return ok(room({ roomPublicSeed: 'b'.repeat(64) }, 10_670));
      return ok(box3);
    });
    render(<BattleVerify lang="en" link={{ id: '7', round: 1, seat: 1 }} />);
    await waitFor(() => expect(screen.getByTestId('verify-ticket-match').getAttribute('data-ok')).toBe('false'));
    expect(screen.getByTestId('battle-room-seed-match').getAttribute('data-ok')).toBe('false');
  });

  it('a room that has not ended says its seed comes later', async () => {
    fetch.mockResolvedValue(ok(room({ serverSeed: null, salt: null })));
    render(<BattleVerify lang="en" link={{ id: '7', round: 1, seat: 1 }} />);
    expect((await screen.findByTestId('battle-verify-unended')).textContent).toContain('Room #7 has not ended yet');
    expect(screen.queryByTestId('verify-ticket')).toBeNull();
  });
});
