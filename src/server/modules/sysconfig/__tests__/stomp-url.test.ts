// STOMP_URL reaches the browser through sysConfig: the feed connects there.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../../tests/integration/context.ts';
import { get } from '../../../../../tests/integration/api.ts';

describe('GET api/common/sysConfig: the live feed\'s STOMP address', () => {
  it('names STOMP_URL when RabbitMQ\'s Web-STOMP is on another host', async () => {
    const scaled = await createTestContext({ BROKER_URL: 'amqp://app:secret@rabbit.internal:5672', STOMP_URL: 'wss://live.example.com/ws' });
    try {
      const data = (await get(scaled, '/api/common/sysConfig')).json().data;
      expect(data).toMatchObject({ stompUrl: 'wss://live.example.com/ws' });
      // The broker's address and password are the server's business only.
      expect(JSON.stringify(data)).not.toMatch(/rabbit\.internal|secret/);
    } finally {
      await scaled.close();
    }
    // Without STOMP_URL the answer has no stompUrl: src/server/modules/sysconfig/__tests__/shell.test.ts checks it whole.
  });
});
