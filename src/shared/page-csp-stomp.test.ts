import { describe, expect, it } from 'vitest';
import { runtimePageDirectives } from './page-csp.ts';

describe('runtimePageDirectives: STOMP_URL', () => {
  it('lets pages open RabbitMQ\'s Web-STOMP on another host', () => {
    const extra = runtimePageDirectives({ assetBaseUrl: '', stompUrl: 'wss://live.example.com/ws' });
    expect(extra).toEqual(['connect-src wss://live.example.com']);
    expect(runtimePageDirectives({ assetBaseUrl: '', stompUrl: 'ws://127.0.0.1:15674/ws' })).toEqual(['connect-src ws://127.0.0.1:15674']);
  });

  it('adds nothing for an address that is not a plain ws:// or wss:// host', () => {
    for (const bad of ['', 'http://h/ws', 'ws://h;script-src *', 'javascript:alert(1)']) {
      expect(runtimePageDirectives({ assetBaseUrl: '', stompUrl: bad }), bad).toEqual([]);
    }
  });
});
