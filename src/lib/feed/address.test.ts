import { describe, expect, it } from 'vitest';
import { feedAddress } from './start.ts';

const page = { protocol: 'https:', host: 'shop.example.com' };

describe('feedAddress', () => {
  it('is the page\'s own /ws without a STOMP_URL', async () => {
    expect(await feedAddress(async () => ({}), page)).toBe('wss://shop.example.com/ws');
    expect(await feedAddress(async () => null, { protocol: 'http:', host: '127.0.0.1:4400' })).toBe('ws://127.0.0.1:4400/ws');
  });

  it('is sysConfig\'s stompUrl when the server names RabbitMQ\'s Web-STOMP elsewhere', async () => {
    expect(await feedAddress(async () => ({ stompUrl: 'wss://live.example.com/ws' }), page)).toBe('wss://live.example.com/ws');
  });

  it('falls back to the page\'s /ws when sysConfig fails or names something that is not a socket', async () => {
    expect(await feedAddress(() => Promise.reject(new Error('offline')), page)).toBe('wss://shop.example.com/ws');
    expect(await feedAddress(async () => ({ stompUrl: 'https://live.example.com/ws' }), page)).toBe('wss://shop.example.com/ws');
  });
});
