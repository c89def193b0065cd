import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from '@stomp/stompjs';
import {
  createMemoryBroadcaster, createRecordingBroadcaster, MESSAGES_DESTINATION, NullBroadcaster,
} from './broadcaster.ts';
import type { RealtimeLogger } from './logger.ts';
import { sleep, startTestServer, stompClient, subscribeAndWait, waitFor, type TestServer } from './test-support.ts';

let server: TestServer | undefined;
let client: Client | undefined;

afterEach(async () => {
  await client?.deactivate({ force: true });
  await server?.close();
  server = undefined;
  client = undefined;
});

function recordingLogger() {
  const errors: string[] = [];
  const noop = () => {};
  const logger: RealtimeLogger = { debug: noop, info: noop, warn: noop, error: (_f, message) => errors.push(message) };
  return { logger, errors };
}

describe('memory broadcaster', () => {
  it('publishes {eventType, data} as JSON on /topic/messages to stompjs subscribers', async () => {
    server = await startTestServer();
    client = await stompClient(server.url);
    const messages = await subscribeAndWait(client, MESSAGES_DESTINATION);
    const broadcaster = createMemoryBroadcaster(server.broker);
    broadcaster.publish({ eventType: 21, data: { nickname: '玩家🎉', item: 'AK-47 | 火蛇' } });
    broadcaster.publish({ eventType: 32, data: undefined });
    await waitFor(() => messages.length === 2, 'two events');
    expect(JSON.parse(messages[0].body)).toEqual({ eventType: 21, data: { nickname: '玩家🎉', item: 'AK-47 | 火蛇' } });
    expect(JSON.parse(messages[1].body)).toEqual({ eventType: 32, data: null });
  });

  it('drops and logs what JSON cannot carry instead of throwing, and keeps working', async () => {
    server = await startTestServer();
    client = await stompClient(server.url);
    const messages = await subscribeAndWait(client, MESSAGES_DESTINATION);
    const { logger, errors } = recordingLogger();
    const broadcaster = createMemoryBroadcaster(server.broker, { logger });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => broadcaster.publish({ eventType: 21, data: { amount: 100n } })).not.toThrow();
    expect(() => broadcaster.publish({ eventType: 21, data: cyclic })).not.toThrow();
    expect(() => broadcaster.publish({ eventType: 1.5, data: {} })).not.toThrow();
    broadcaster.publish({ eventType: 22, data: 'ok' });
    await waitFor(() => messages.length === 1, 'the good event');
    await sleep(30);
    expect(messages.map((m) => JSON.parse(m.body))).toEqual([{ eventType: 22, data: 'ok' }]);
    expect(errors).toHaveLength(3);
  });

  it('stops publishing after close() and leaves the broker to its owner', async () => {
    server = await startTestServer();
    client = await stompClient(server.url);
    const messages = await subscribeAndWait(client, MESSAGES_DESTINATION);
    const broadcaster = createMemoryBroadcaster(server.broker);
    await broadcaster.close();
    broadcaster.publish({ eventType: 21, data: 1 });
    expect(server.broker.publish(MESSAGES_DESTINATION, '"direct"')).toBe(1);
    await waitFor(() => messages.length === 1, 'the direct publish');
    expect(messages[0].body).toBe('"direct"');
  });
});

describe('test broadcasters', () => {
  it('NullBroadcaster accepts anything', async () => {
    expect(() => NullBroadcaster.publish({ eventType: 21, data: 1n })).not.toThrow();
    await expect(NullBroadcaster.close()).resolves.toBeUndefined();
  });

  it('the recording broadcaster keeps events as the wire carries them and fails loudly on bad data', () => {
    const recorder = createRecordingBroadcaster();
    recorder.publish({ eventType: 31, data: { at: new Date('2024-01-01T00:00:00Z') } });
    expect(recorder.events).toEqual([{ eventType: 31, data: { at: '2024-01-01T00:00:00.000Z' } }]);
    expect(() => recorder.publish({ eventType: 21, data: 5n })).toThrow(TypeError);
  });
});
