// The RabbitMQ broadcaster against no RabbitMQ: the start refuses clearly. Its behaviour against a
// real RabbitMQ (delivery to Web-STOMP, reconnecting after a restart) is tests/cluster's.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { BrokerUnreachableError, createRabbitBroadcaster } from './rabbitmq-broadcaster.ts';

describe('RabbitMQ broadcaster', () => {
  it('refuses to start on an address where nothing listens, naming it without the password', async () => {
    const err = await createRabbitBroadcaster('amqp://app:hunter2@127.0.0.1:1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BrokerUnreachableError);
    expect((err as Error).message).toMatch(/^BROKER_URL amqp:\/\/127\.0\.0\.1:1 is unreachable or refused the sign-in: .*ECONNREFUSED/);
    expect((err as Error).message).not.toContain('hunter2');
  });

  it('refuses a server that is not RabbitMQ (it closes on the AMQP greeting)', async () => {
    const server = net.createServer((s) => s.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as net.AddressInfo;
    try {
      await expect(createRabbitBroadcaster(`amqp://127.0.0.1:${port}`)).rejects.toThrow(BrokerUnreachableError);
    } finally {
      server.close();
    }
  });
});
